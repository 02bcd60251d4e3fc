//! Which gateway shards this process runs, and which of them are
//! connected now.
//!
//! Discord splits a bot's servers between shards (at most 2,500 servers
//! a shard; a server's shard is `(guild_id >> 22) % total`). One process
//! may run them all (the default: as many as Discord recommends), or
//! several processes may each run a range (`serve --shards 0-3
//! --shard-total 8`), all with the same total, so that every shard runs
//! in exactly one of them.

use serenity::all::{ConnectionStage, ShardId, ShardManager};
use std::fmt;
use std::str::FromStr;
use std::sync::{Arc, Mutex};

/// An inclusive range of shard ids, `first-last` (or one id, `n`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Deserialize)]
#[serde(try_from = "String")]
pub struct ShardRange {
    pub first: u32,
    pub last: u32,
}

impl FromStr for ShardRange {
    type Err = String;
    fn from_str(s: &str) -> Result<ShardRange, String> {
        let id = |t: &str| {
            t.trim()
                .parse::<u32>()
                .map_err(|_| format!("`{s}` is not a shard range: write FIRST-LAST, e.g. 0-3"))
        };
        let (first, last) = match s.split_once('-') {
            Some((a, b)) => (id(a)?, id(b)?),
            None => (id(s)?, id(s)?),
        };
        if first > last {
            return Err(format!(
                "`{s}` runs backwards: the first shard ({first}) comes after the last ({last})"
            ));
        }
        Ok(ShardRange { first, last })
    }
}

impl TryFrom<String> for ShardRange {
    type Error = String;
    fn try_from(s: String) -> Result<ShardRange, String> {
        s.parse()
    }
}

impl fmt::Display for ShardRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.first, self.last)
    }
}

/// A value as the operator gave it: `--shards 0-3`, or `shards = "0-3"`
/// under [discord] in the config file.
fn said(from: &str, value: &dyn fmt::Display, quote: &str) -> String {
    if from.starts_with("--") {
        format!("{from} {value}")
    } else {
        format!("`{from} = {quote}{value}{quote}` under [discord] in the config file")
    }
}

/// What `serve` was asked to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ShardPlan {
    /// Every shard, as many as Discord recommends (`GET /gateway/bot`):
    /// one process for the whole bot. One shard for a bot in fewer than
    /// 2,500 servers.
    #[default]
    Recommended,
    /// Shards `range` of `total`; other processes run the rest.
    Range { range: ShardRange, total: u32 },
}

impl ShardPlan {
    /// Settles the plan from a range and a total, each with where it came
    /// from: a flag (`--shards`) or a key of the config file's [discord]
    /// (`shards`), named in the error. A total alone runs all of its
    /// shards; a range needs a total that contains it.
    pub fn settle(
        range: Option<(ShardRange, &str)>,
        total: Option<(u32, &str)>,
    ) -> Result<ShardPlan, String> {
        match (range, total) {
            (None, None) => Ok(ShardPlan::Recommended),
            (_, Some((0, from))) => Err(format!("{} must be at least 1", said(from, &0, ""))),
            (None, Some((total, _))) => Ok(ShardPlan::Range {
                range: ShardRange {
                    first: 0,
                    last: total - 1,
                },
                total,
            }),
            (Some((range, from)), None) => Err(format!(
                "{} needs the total number of shards, the same in every process: \
                 give --shard-total (or `shard_total` under [discord] in the config file)",
                said(from, &range, "\"")
            )),
            (Some((range, from)), Some((total, total_from))) if range.last >= total => {
                Err(format!(
                    "{} is outside {}: shard ids run from 0 to {}",
                    said(from, &range, "\""),
                    said(total_from, &total, ""),
                    total - 1
                ))
            }
            (Some((range, _)), Some((total, _))) => Ok(ShardPlan::Range { range, total }),
        }
    }

    /// The shards to run, given Discord's recommended count.
    pub fn resolve(self, recommended: u32) -> (ShardRange, u32) {
        match self {
            ShardPlan::Recommended => {
                let total = recommended.max(1);
                (
                    ShardRange {
                        first: 0,
                        last: total - 1,
                    },
                    total,
                )
            }
            ShardPlan::Range { range, total } => (range, total),
        }
    }
}

impl fmt::Display for ShardPlan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShardPlan::Recommended => write!(f, "all (as many as Discord recommends)"),
            ShardPlan::Range { range, total } => write!(f, "{range} of {total}"),
        }
    }
}

/// The shards of this process and how they are doing, shared by the
/// gateway client (which fills it in), the event handler (which logs each
/// shard ready) and the health endpoint (which reports it). A cheap handle.
#[derive(Clone, Default)]
pub struct ShardStatus(Arc<Mutex<Inner>>);

#[derive(Default)]
struct Inner {
    /// The range run and the total, once the total is known.
    running: Option<(ShardRange, u32)>,
    /// serenity's shard manager of the current connection: its runners'
    /// stages are the truth about which shard is connected.
    manager: Option<Arc<ShardManager>>,
}

/// A snapshot of [`ShardStatus`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShardReport {
    /// Shard ids this process runs (empty before the total is known).
    pub running: Vec<u32>,
    /// Those connected now (READY or RESUMED received, not dropped since).
    pub connected: Vec<u32>,
    /// The total shards of the bot (0 before it is known).
    pub total: u32,
}

impl ShardReport {
    /// Every shard of the range is connected.
    pub fn all_connected(&self) -> bool {
        !self.running.is_empty() && self.running == self.connected
    }
}

impl ShardStatus {
    pub(crate) fn set_running(&self, range: ShardRange, total: u32) {
        self.0.lock().unwrap().running = Some((range, total));
    }

    pub(crate) fn set_manager(&self, manager: Option<Arc<ShardManager>>) {
        self.0.lock().unwrap().manager = manager;
    }

    /// The range run and the total, once known.
    pub fn running(&self) -> Option<(ShardRange, u32)> {
        self.0.lock().unwrap().running
    }

    pub async fn report(&self) -> ShardReport {
        let (running, manager) = {
            let inner = self.0.lock().unwrap();
            (inner.running, inner.manager.clone())
        };
        let Some((range, total)) = running else {
            return ShardReport {
                running: Vec::new(),
                connected: Vec::new(),
                total: 0,
            };
        };
        let running: Vec<u32> = (range.first..=range.last).collect();
        let mut connected = Vec::new();
        if let Some(manager) = manager {
            // A runner that lost its connection is removed (and a new one
            // added when serenity starts the shard again), so only a live
            // one can say Connected.
            let runners = manager.runners.lock().await;
            for id in &running {
                if runners
                    .get(&ShardId(*id))
                    .is_some_and(|r| r.stage == ConnectionStage::Connected)
                {
                    connected.push(*id);
                }
            }
        }
        ShardReport {
            running,
            connected,
            total,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(first: u32, last: u32) -> ShardRange {
        ShardRange { first, last }
    }

    #[test]
    fn ranges_parse_and_refuse_backwards_or_garbage() {
        assert_eq!("0-3".parse(), Ok(r(0, 3)));
        assert_eq!("5".parse(), Ok(r(5, 5)));
        assert_eq!(" 2 - 2 ".parse(), Ok(r(2, 2)));
        assert!("3-1"
            .parse::<ShardRange>()
            .unwrap_err()
            .contains("backwards"));
        assert!("a-b"
            .parse::<ShardRange>()
            .unwrap_err()
            .contains("FIRST-LAST"));
        assert!("-1".parse::<ShardRange>().is_err());
    }

    #[test]
    fn a_plan_needs_a_total_that_holds_its_range() {
        let f = "--shards";
        let t = "--shard-total";
        assert_eq!(ShardPlan::settle(None, None), Ok(ShardPlan::Recommended));
        assert_eq!(
            ShardPlan::settle(Some((r(4, 7), f)), Some((8, t))),
            Ok(ShardPlan::Range {
                range: r(4, 7),
                total: 8
            })
        );
        assert_eq!(
            ShardPlan::settle(None, Some((3, t))),
            Ok(ShardPlan::Range {
                range: r(0, 2),
                total: 3
            })
        );
        let e = ShardPlan::settle(Some((r(4, 8), f)), Some((8, t))).unwrap_err();
        assert!(e.contains("--shards 4-8 is outside --shard-total 8"), "{e}");
        let e = ShardPlan::settle(Some((r(0, 1), f)), None).unwrap_err();
        assert!(e.contains("--shard-total"), "{e}");
        let e = ShardPlan::settle(None, Some((0, t))).unwrap_err();
        assert!(e.contains("--shard-total 0 must be at least 1"), "{e}");
        let e = ShardPlan::settle(Some((r(0, 3), "shards")), Some((2, "shard_total"))).unwrap_err();
        assert!(
            e.contains("`shards = \"0-3\"` under [discord] in the config file is outside `shard_total = 2`"),
            "{e}"
        );
        assert_eq!(
            ShardPlan::Recommended.resolve(0),
            (r(0, 0), 1),
            "Discord never recommends 0 shards; one runs"
        );
        assert_eq!(ShardPlan::Recommended.resolve(3), (r(0, 2), 3));
    }
}
