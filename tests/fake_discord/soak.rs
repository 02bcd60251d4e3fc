//! The soak driver: many tables of every title played at once through the
//! fake Discord, as fast as the bot answers, for a set time. Shared by the
//! soak benchmark (`benches/soak.rs`: 1,000 tables, 10 minutes twice) and
//! its short version in the test suite (`tests/discord/soak.rs`), so neither rots.
//!
//! Each driver task owns a share of the tables and plays them round-robin:
//! it asks autocomplete who may act (as players do), picks one of the
//! offered actions at random and sends `/play`, timing the answer. A table
//! that ends is replaced by a new one in a fresh channel, so the number of
//! live tables stays constant.

use super::harness::open_and_start;
use super::{FakeDiscord, FakeUser};
use serde_json::json;
use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// What the driver is asked to do.
#[derive(Clone, Debug)]
pub struct SoakPlan {
    /// Live tables, spread over the titles in turn.
    pub tables: usize,
    pub titles: Vec<&'static str>,
    /// Seats per table.
    pub players: usize,
    /// Concurrent drivers (each waits for its `/play` answer).
    pub drivers: usize,
    /// People sitting at the tables (each sits at many).
    pub people: usize,
    pub seed: u64,
}

/// What one timed stretch of driving measured.
#[derive(Clone, Debug, Default)]
pub struct SoakStretch {
    pub secs: f64,
    /// `/play` commands answered with a board.
    pub actions: usize,
    /// `/play` answer times, milliseconds, sorted.
    pub play_ms: Vec<f64>,
    /// `/play` answers that were refusals, and answers that never came.
    pub errors: usize,
    /// Games that reached their end and were replaced.
    pub finished: usize,
    /// The first few errors, in words.
    pub samples: Vec<String>,
}

impl SoakStretch {
    pub fn per_sec(&self) -> f64 {
        self.actions as f64 / self.secs.max(1e-9)
    }
    /// The `p`-quantile (0..=1) of `/play` answer times, in milliseconds.
    pub fn pct(&self, p: f64) -> f64 {
        if self.play_ms.is_empty() {
            return 0.0;
        }
        let i = ((self.play_ms.len() as f64 - 1.0) * p).round() as usize;
        self.play_ms[i]
    }
    pub fn max(&self) -> f64 {
        self.play_ms.last().copied().unwrap_or(0.0)
    }
}

struct Table {
    channel: String,
    seated: Vec<FakeUser>,
}

/// The live tables and the counter for fresh channel ids.
pub struct Soak {
    fake: FakeDiscord,
    plan: SoakPlan,
    people: Vec<FakeUser>,
    /// One list of tables per driver.
    shares: Vec<Arc<tokio::sync::Mutex<Vec<Table>>>>,
    opened: Arc<Mutex<u64>>,
}

/// A small deterministic generator (the driver's choices only).
struct Lcg(u64);
impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

/// The bot's refusals as they read in English: the longest plain run of
/// each `error-*` message (between its placeables). A `/play` answer that
/// contains one is a refusal; any other answer (an ephemeral "Done.", the
/// actor's private view, a channel post) means the action went through.
pub fn refusals() -> Vec<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales/en");
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let text = std::fs::read_to_string(entry.path()).unwrap_or_default();
        for line in text.lines().filter(|l| l.starts_with("error-")) {
            let Some((_, value)) = line.split_once(" = ") else {
                continue;
            };
            let run = value
                .split(['{', '}'])
                .step_by(2)
                .max_by_key(|r| r.len())
                .unwrap_or("")
                .trim();
            if run.len() >= 12 {
                out.push(run.to_string());
            }
        }
    }
    out
}

/// Resident memory of this process, in KiB (Linux `/proc`).
pub fn rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|n| n.parse().ok())
        })
        .unwrap_or(0)
}

/// The C allocator's own account (glibc's `mallinfo2`), in KiB: memory
/// handed out and not yet freed, and memory freed but kept by the
/// allocator (not given back to the system, so still resident if it was
/// touched). Tells the process's live memory from what the allocator
/// holds on to.
#[derive(Clone, Copy, Debug, Default)]
pub struct Heap {
    pub in_use_kib: u64,
    pub kept_free_kib: u64,
}

#[cfg(all(target_os = "linux", target_env = "gnu"))]
pub fn heap() -> Heap {
    /// glibc's `struct mallinfo2` (every field a `size_t`).
    #[repr(C)]
    struct MallInfo2 {
        arena: usize,
        ordblks: usize,
        smblks: usize,
        hblks: usize,
        hblkhd: usize,
        usmblks: usize,
        fsmblks: usize,
        uordblks: usize,
        fordblks: usize,
        keepcost: usize,
    }
    extern "C" {
        fn mallinfo2() -> MallInfo2;
    }
    // SAFETY: mallinfo2 takes no arguments and returns a plain struct.
    let m = unsafe { mallinfo2() };
    Heap {
        in_use_kib: ((m.uordblks + m.hblkhd) / 1024) as u64,
        kept_free_kib: (m.fordblks / 1024) as u64,
    }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
pub fn heap() -> Heap {
    Heap::default()
}

impl Soak {
    /// Opens `plan.tables` tables (each started, `plan.players` seats).
    pub async fn open(fake: &FakeDiscord, plan: SoakPlan) -> Soak {
        let people: Vec<FakeUser> = (0..plan.people.max(plan.players))
            .map(|i| FakeUser::new(50_000 + i as u64, &format!("p{i}")))
            .collect();
        let soak = Soak {
            fake: fake.clone(),
            shares: (0..plan.drivers.max(1))
                .map(|_| Arc::new(tokio::sync::Mutex::new(Vec::new())))
                .collect(),
            plan,
            people,
            opened: Arc::new(Mutex::new(0)),
        };
        // Open in parallel, one opener per driver share.
        let mut tasks = Vec::new();
        for (d, share) in soak.shares.iter().enumerate() {
            let mine: Vec<usize> = (0..soak.plan.tables)
                .filter(|t| t % soak.shares.len() == d)
                .collect();
            let (fake, share, plan, people, opened) = (
                fake.clone(),
                share.clone(),
                soak.plan.clone(),
                soak.people.clone(),
                soak.opened.clone(),
            );
            tasks.push(tokio::spawn(async move {
                for t in mine {
                    let table = new_table(&fake, &plan, &people, &opened, t).await;
                    share.lock().await.push(table);
                }
            }));
        }
        for t in tasks {
            t.await.unwrap();
        }
        fake.trim(3);
        soak
    }

    /// Drives every table for `time`; returns what it measured.
    pub async fn drive(&self, time: Duration) -> SoakStretch {
        let stop = Arc::new(AtomicBool::new(false));
        let start = Instant::now();
        let mut tasks = Vec::new();
        for (d, share) in self.shares.iter().enumerate() {
            let (fake, share, plan, people, opened, stop) = (
                self.fake.clone(),
                share.clone(),
                self.plan.clone(),
                self.people.clone(),
                self.opened.clone(),
                stop.clone(),
            );
            let seed = self.plan.seed.wrapping_add(d as u64 * 7919);
            let refusals = refusals();
            tasks.push(tokio::spawn(async move {
                let mut rng = Lcg(seed);
                let mut out = SoakStretch::default();
                let mut tables = share.lock().await;
                let mut next = 0usize;
                // Answered interactions, forgotten a while later: the bot
                // may still fetch or follow up on an answer it has sent.
                let mut done: VecDeque<(Instant, String)> = VecDeque::new();
                // Finished tables' channels, whose interactions (the
                // opening's too) are forgotten as late.
                let mut retired: VecDeque<(Instant, String)> = VecDeque::new();
                while !stop.load(Ordering::Relaxed) && !tables.is_empty() {
                    let i = next % tables.len();
                    next += 1;
                    let table = &tables[i];
                    // Who may act: the seated people autocomplete offers
                    // actions to.
                    let mut actors = Vec::new();
                    for u in &table.seated {
                        let id = fake.autocomplete_play(u, &table.channel, "");
                        let cb = fake.wait_callback(&id).await;
                        done.push_back((Instant::now(), id));
                        let c: Vec<String> = cb["data"]["choices"]
                            .as_array()
                            .into_iter()
                            .flatten()
                            .filter_map(|c| c["value"].as_str().map(str::to_string))
                            .collect();
                        if !c.is_empty() {
                            actors.push((u.clone(), c));
                        }
                    }
                    if actors.is_empty() {
                        // Finished: a new table takes its place.
                        out.finished += 1;
                        let n = { *opened.lock().unwrap() };
                        let new = new_table(&fake, &plan, &people, &opened, n as usize).await;
                        let old = std::mem::replace(&mut tables[i], new);
                        retired.push_back((Instant::now(), old.channel));
                        continue;
                    }
                    let (user, choices) = &actors[rng.below(actors.len())];
                    let value = &choices[rng.below(choices.len())];
                    let began = Instant::now();
                    let id = fake.command(
                        user,
                        &table.channel,
                        "play",
                        json!([{"name": "action", "type": 3, "value": value}]),
                    );
                    let answer =
                        tokio::time::timeout(Duration::from_secs(30), fake.wait_answer(&id)).await;
                    let took = began.elapsed().as_secs_f64() * 1000.0;
                    match answer {
                        Ok(m) if !refusals.iter().any(|r| m.content.contains(r.as_str())) => {
                            out.actions += 1;
                            out.play_ms.push(took);
                        }
                        other => {
                            out.errors += 1;
                            if out.samples.len() < 5 {
                                out.samples.push(match other {
                                    Ok(m) => {
                                        format!("{} in {}: {:?}", value, table.channel, m.content)
                                    }
                                    Err(_) => {
                                        format!("{value} in {}: no answer in 30 s", table.channel)
                                    }
                                });
                            }
                        }
                    }
                    done.push_back((Instant::now(), id));
                    while done
                        .front()
                        .is_some_and(|(t, _)| t.elapsed() > Duration::from_secs(10))
                    {
                        let (_, old) = done.pop_front().unwrap();
                        fake.forget(&old);
                    }
                    while retired
                        .front()
                        .is_some_and(|(t, _)| t.elapsed() > Duration::from_secs(10))
                    {
                        let (_, old) = retired.pop_front().unwrap();
                        fake.forget_channel(&old);
                    }
                    if next.is_multiple_of(50) {
                        fake.trim(3);
                    }
                }
                (out, done, retired)
            }));
        }
        tokio::time::sleep(time).await;
        stop.store(true, Ordering::Relaxed);
        let mut total = SoakStretch::default();
        let mut leftover = Vec::new();
        for t in tasks {
            let (s, done, retired) = t.await.unwrap();
            leftover.push((done, retired));
            total.actions += s.actions;
            total.errors += s.errors;
            total.finished += s.finished;
            total.samples.extend(s.samples);
            total.play_ms.extend(s.play_ms);
        }
        total.secs = start.elapsed().as_secs_f64();
        total.play_ms.sort_by(|a, b| a.total_cmp(b));
        // What is still waiting to be forgotten is forgotten once the bot
        // is surely done with it, so nothing piles up across stretches.
        tokio::time::sleep(Duration::from_secs(2)).await;
        for (done, retired) in leftover {
            for (_, old) in done {
                self.fake.forget(&old);
            }
            for (_, old) in retired {
                self.fake.forget_channel(&old);
            }
        }
        self.fake.trim(3);
        total
    }
}

/// Opens and starts table number `n` in a fresh channel.
async fn new_table(
    fake: &FakeDiscord,
    plan: &SoakPlan,
    people: &[FakeUser],
    opened: &Mutex<u64>,
    n: usize,
) -> Table {
    let k = {
        let mut o = opened.lock().unwrap();
        *o += 1;
        *o
    };
    let channel = (810_000_000_000_000_000u64 + k).to_string();
    let title = plan.titles[n % plan.titles.len()];
    // Consecutive people, so each sits at many tables in different seats.
    let seated: Vec<FakeUser> = (0..plan.players)
        .map(|s| people[(n * plan.players + s) % people.len()].clone())
        .collect();
    open_and_start(fake, &channel, title, &seated).await;
    Table { channel, seated }
}
