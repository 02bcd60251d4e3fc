//! Table options the host itself reads, shared by every title.
//!
//! They are stored with the title's options in the table row (one JSON
//! map), validated at `/game new`, listed by `/game help <title>`, and
//! taken out before the title sets up (`game_options`), so a title never
//! sees them and replays stay deterministic.

use crate::engine::{Msg, OptionSpec, Options, Setup, Title};
use crate::msg;

/// The longest option value accepted, in characters.
pub const MAX_VALUE: usize = 200;

/// `autoplay`: play a seat's only legal action for it at once.
pub const AUTOPLAY: &str = "autoplay";

/// `turn_time`: how long a seat has once it is its turn (`off`: no clock).
pub const TURN_TIME: &str = "turn_time";
/// `bank`: extra time each seat may spend over `turn_time` in the game.
pub const BANK: &str = "bank";
/// `on_timeout`: what happens when a seat's deadline passes.
pub const ON_TIMEOUT: &str = "on_timeout";
/// `seats`: who may take a seat freed during play. `invite` (the
/// default): its last holder, or whom the creator names with
/// `/game replace`; `open`: anyone who joins.
pub const SEATS: &str = "seats";

/// `hints`: whether seated players may ask `/hint` (`on`, the default;
/// always `off` at a league table).
pub const HINTS: &str = "hints";

/// The host's own options with their defaults.
pub fn specs() -> Vec<OptionSpec> {
    vec![
        OptionSpec::bool(AUTOPLAY, true, "opt-autoplay"),
        OptionSpec::text(TURN_TIME, "48h", "opt-turn-time"),
        OptionSpec::text(BANK, "0", "opt-bank"),
        OptionSpec::choice(
            ON_TIMEOUT,
            &["wait", "skip", "bot", "forfeit"],
            "wait",
            "opt-on-timeout",
        ),
        OptionSpec::choice(SEATS, &["invite", "open"], "invite", "opt-seats"),
        OptionSpec::choice(HINTS, &["on", "off"], "on", "opt-hints"),
        OptionSpec::text(super::LEAGUE_OPTION, "", "opt-league"),
        // Read by `language::table_language` at `/game new`; the stored
        // value is the language settled then.
        OptionSpec::choice(
            super::language::LANG,
            &["auto", "en", "el", "fr", "es", "hu"],
            super::language::AUTO,
            "opt-lang",
        ),
    ]
}

/// What happens to a seat whose deadline passed, or whose player leaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnTimeout {
    /// Remind, say so in the channel, and keep waiting.
    Wait,
    /// Play the seat's default (pass-like) action.
    Skip,
    /// A bot plays the seat until its player acts again.
    Bot,
    /// The seat drops out: the game ends with it ranked last.
    Forfeit,
}

/// A table's clock: its turn time and bank, and what a timeout does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockOptions {
    /// `None` when `turn_time` is `off`.
    pub turn_ms: Option<i64>,
    pub bank_ms: i64,
    pub on_timeout: OnTimeout,
}

fn get<'a>(all: &'a Options, name: &str) -> Option<&'a str> {
    all.0
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case(name))
        .map(|(_, v)| v.trim())
}

/// Reads a duration option: `off` (or `0`) is `None`.
fn duration(value: &str) -> Result<Option<i64>, ()> {
    match value.to_lowercase().as_str() {
        "off" | "none" | "0" => Ok(None),
        v => crate::clock::parse_duration(v).map(Some).ok_or(()),
    }
}

/// The clock options of a table (defaults for tables stored before them).
pub fn clock(all: &Options) -> ClockOptions {
    ClockOptions {
        turn_ms: duration(get(all, TURN_TIME).unwrap_or("48h")).unwrap_or(Some(48 * 3_600_000)),
        bank_ms: duration(get(all, BANK).unwrap_or("0"))
            .ok()
            .flatten()
            .unwrap_or(0),
        on_timeout: match get(all, ON_TIMEOUT)
            .unwrap_or("wait")
            .to_lowercase()
            .as_str()
        {
            "skip" => OnTimeout::Skip,
            "bot" => OnTimeout::Bot,
            "forfeit" => OnTimeout::Forfeit,
            _ => OnTimeout::Wait,
        },
    }
}

/// Checks the duration options, which the generic text kind accepts as is,
/// and their bounds: `turn_time` from a second (tests run on short
/// clocks) to a year (or `off`), `bank` up to a year.
fn check_durations(all: &Options) -> Result<(), Msg> {
    use crate::clock::{MAX_TURN_MS, MIN_TURN_MS};
    let text = |ms: i64| {
        if ms < crate::clock::MINUTE_MS {
            format!("{}s", ms / 1000)
        } else {
            crate::clock::short_duration(ms)
        }
    };
    for (name, min) in [(TURN_TIME, MIN_TURN_MS), (BANK, 0)] {
        if let Some(v) = get(all, name) {
            match duration(v) {
                Err(()) => {
                    return Err(Msg::new("error-bad-option-value")
                        .arg("option", name)
                        .arg("value", super::view::clip_echo(v))
                        .arg("allowed", "12h, 2d, 1d 12h, off"))
                }
                Ok(Some(ms)) if ms < min || ms > MAX_TURN_MS => {
                    return Err(msg!(
                        "error-duration-bound",
                        option = name,
                        min = text(min),
                        max = text(MAX_TURN_MS),
                        value = super::view::clip_echo(v)
                    ))
                }
                Ok(_) => {}
            }
        }
    }
    Ok(())
}

fn is_host(name: &str) -> bool {
    specs().iter().any(|s| s.name.eq_ignore_ascii_case(name))
}

/// The title's share of a table's options.
pub fn game_options(all: &Options) -> Options {
    Options(
        all.0
            .iter()
            .filter(|(k, _)| !is_host(k))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect(),
    )
}

/// Checks given options against the title's and the host's specs; the
/// result holds every option of both with defaults filled in.
pub fn resolve(given: &Options, title_specs: &[OptionSpec]) -> Result<Options, Msg> {
    let (host, game): (Vec<_>, Vec<_>) = given.0.iter().partition(|(k, _)| is_host(k));
    let mut all_specs = title_specs.to_vec();
    all_specs.extend(specs());
    let game = Options(
        game.into_iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect(),
    );
    let host = Options(
        host.into_iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect(),
    );
    // An unknown option is reported against the full list.
    let mut out = match game.resolve(title_specs) {
        Ok(o) => o,
        Err(m) if m.id == "error-unknown-option" => {
            return Err(game.resolve(&all_specs).err().unwrap_or(m))
        }
        Err(m) => return Err(m),
    };
    out.0.extend(host.resolve(&specs())?.0);
    check_durations(&out)?;
    Ok(out)
}

/// Refuses an option value longer than [`MAX_VALUE`] characters before
/// anything else reads it.
pub fn check_lengths(given: &[(String, String)]) -> Result<(), Msg> {
    match given.iter().find(|(_, v)| v.chars().count() > MAX_VALUE) {
        Some((name, _)) => Err(msg!("error-option-too-long", name = name, max = MAX_VALUE)),
        None => Ok(()),
    }
}

/// Refuses a list value with an empty entry (`difficulty:,,,`,
/// `a,,b`): a title would read it as something nobody typed. Checked at
/// `/game new` only, so tables stored before still load.
pub fn check_lists(given: &[(String, String)]) -> Result<(), Msg> {
    let empty = |v: &str| v.contains(',') && v.split(',').any(|p| p.trim().is_empty());
    match given.iter().find(|(_, v)| empty(v)) {
        Some((name, value)) => Err(msg!(
            "error-empty-list-entry",
            option = name,
            value = super::view::clip_echo(value)
        )),
        None => Ok(()),
    }
}

/// Checks the values a title reads itself (free text such as Nations'
/// `difficulty` or Belfort's `guild_list`, and per-seat lists) by setting
/// the title up with them, so a table that could never start is refused at
/// `/game new`. With the player count known, against that count; else the
/// options must suit at least one count the title takes (`/game start`
/// checks again against the seats actually taken).
pub fn check_setup(title: &dyn Title, all: &Options, players: Option<usize>) -> Result<(), Msg> {
    let options = game_options(all);
    let counts: Vec<usize> = match players {
        Some(n) => vec![n],
        None => title.seats().collect(),
    };
    let mut first_error = None;
    for seats in counts {
        let setup = Setup {
            seats,
            options: options.clone(),
            seed: 0,
        };
        match title.new_table(&setup) {
            Ok(_) => return Ok(()),
            Err(m) => {
                first_error.get_or_insert(m);
            }
        }
    }
    Err(first_error.unwrap_or_else(|| Msg::new("error-internal")))
}

/// Whether autoplay is on for a table with these stored options.
pub fn autoplay(all: &Options) -> bool {
    get(all, AUTOPLAY)
        .map(|v| !matches!(v.to_lowercase().as_str(), "false" | "no" | "off" | "0"))
        .unwrap_or(true)
}

/// Whether `/hint` answers at a table with these stored options: `hints`
/// not `off`, and never at a league table.
pub fn hints(all: &Options) -> bool {
    !is_league(all) && !get(all, HINTS).is_some_and(|v| v.eq_ignore_ascii_case("off"))
}

/// Whether a table with these stored options is a league's.
pub fn is_league(all: &Options) -> bool {
    get(all, super::LEAGUE_OPTION).is_some_and(|v| !v.is_empty())
}

/// Whether anyone may take a seat freed during play (`seats:open`).
pub fn seats_open(all: &Options) -> bool {
    all.0
        .iter()
        .any(|(k, v)| k.eq_ignore_ascii_case(SEATS) && v.trim().eq_ignore_ascii_case("open"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn autoplay_is_on_by_default_checked_and_hidden_from_the_title() {
        let title = vec![OptionSpec::bool("short", false, "opt-short")];
        let all = resolve(&Options::new().with("short", "yes"), &title).unwrap();
        assert_eq!(all.get("autoplay"), Some("true"));
        assert!(autoplay(&all));
        let off = resolve(&Options::new().with("autoplay", "off"), &title).unwrap();
        assert!(!autoplay(&off));
        assert_eq!(game_options(&off).get("autoplay"), None);
        let bad = resolve(&Options::new().with("autoplay", "maybe"), &title).unwrap_err();
        assert_eq!(bad.id, "error-bad-option-value");
        let clock = super::clock(&all);
        assert_eq!(clock.turn_ms, Some(48 * 3_600_000));
        assert_eq!((clock.bank_ms, clock.on_timeout), (0, OnTimeout::Wait));
        let set = Options::new()
            .with("turn_time", "12h")
            .with("bank", "1d")
            .with("on_timeout", "skip");
        let clock = super::clock(&resolve(&set, &title).unwrap());
        assert_eq!(clock.turn_ms, Some(12 * 3_600_000));
        assert_eq!(
            (clock.bank_ms, clock.on_timeout),
            (24 * 3_600_000, OnTimeout::Skip)
        );
        let off = resolve(&Options::new().with("turn_time", "off"), &title).unwrap();
        assert_eq!(super::clock(&off).turn_ms, None);
        let bad = resolve(&Options::new().with("turn_time", "soon"), &title).unwrap_err();
        assert_eq!(bad.id, "error-bad-option-value");
        let bad = resolve(&Options::new().with("on_timeout", "panic"), &title).unwrap_err();
        assert_eq!(bad.id, "error-bad-option-value");
        let unknown = resolve(&Options::new().with("speed", "1"), &title).unwrap_err();
        let known = format!("{:?}", unknown.args);
        assert!(
            known.contains("autoplay") && known.contains("short"),
            "{known}"
        );
    }
}
