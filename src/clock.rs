//! Where the host's time comes from.
//!
//! Deadlines, reminders and vacations are computed from a [`Clock`], never
//! from `SystemTime` directly, so tests and `longtable local
//! --manual-clock` can move time by hand (`/clock advance 25h`) and play
//! through deadlines in a moment, deterministically.
//!
//! Times are milliseconds since the Unix epoch (`i64`), as stored in SQLite.

use std::sync::atomic::{AtomicI64, Ordering};

/// A source of the current time.
pub trait Clock: Send + Sync {
    /// Milliseconds since the Unix epoch.
    fn now_ms(&self) -> i64;
    /// Whether time moves only when told to (`/clock advance`).
    fn is_manual(&self) -> bool {
        false
    }
    /// Moves a manual clock on; a real clock refuses.
    fn advance(&self, _ms: i64) -> bool {
        false
    }
}

/// The wall clock.
pub struct SystemClock;

impl Clock for SystemClock {
    fn now_ms(&self) -> i64 {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_millis() as i64)
            .unwrap_or(0)
    }
}

/// A clock that moves only through [`Clock::advance`].
pub struct ManualClock(AtomicI64);

/// Where a manual clock starts unless told otherwise: 2026-01-05 09:00 UTC,
/// a Monday, so transcripts read the same on every run.
pub const MANUAL_START_MS: i64 = 1_767_603_600_000;

impl ManualClock {
    pub fn at(ms: i64) -> ManualClock {
        ManualClock(AtomicI64::new(ms))
    }
}

impl Default for ManualClock {
    fn default() -> Self {
        ManualClock::at(MANUAL_START_MS)
    }
}

impl Clock for ManualClock {
    fn now_ms(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
    fn is_manual(&self) -> bool {
        true
    }
    fn advance(&self, ms: i64) -> bool {
        self.0.fetch_add(ms.max(0), Ordering::SeqCst);
        true
    }
}

/// Parses a duration as players write it: `12h`, `2d`, `1d 4h`, `90m`
/// (humantime's grammar). `None` for anything else, zero included.
pub fn parse_duration(text: &str) -> Option<i64> {
    let d = humantime::parse_duration(text.trim()).ok()?;
    let ms = i64::try_from(d.as_millis()).ok()?;
    (ms > 0).then_some(ms)
}

/// A duration in the short form players read: `1d 4h`, `19h`, `45m`;
/// to the minute, at most the two largest units.
pub fn short_duration(ms: i64) -> String {
    let mins = ms.max(0) / 60_000;
    let (d, h, m) = (mins / 1440, (mins / 60) % 24, mins % 60);
    let parts: Vec<String> = [(d, "d"), (h, "h"), (m, "m")]
        .iter()
        .filter(|(n, _)| *n > 0)
        .take(2)
        .map(|(n, u)| format!("{n}{u}"))
        .collect();
    if parts.is_empty() {
        "0m".into()
    } else {
        parts.join(" ")
    }
}

/// [`short_duration`] as a message, in the reader's words and plurals
/// ("1 jour 4 heures"); English keeps the short form ("1d 4h").
pub fn duration_msg(ms: i64) -> crate::engine::Msg {
    use crate::engine::{Arg, Msg};
    let mins = ms.max(0) / 60_000;
    let (d, h, m) = (mins / 1440, (mins / 60) % 24, mins % 60);
    let mut parts: Vec<Arg> = [
        (d, "duration-days"),
        (h, "duration-hours"),
        (m, "duration-minutes"),
    ]
    .iter()
    .filter(|(n, _)| *n > 0)
    .take(2)
    .map(|(n, id)| Msg::new(*id).arg("n", *n).into())
    .collect();
    if parts.is_empty() {
        parts.push(Msg::new("duration-minutes").arg("n", 0).into());
    }
    Msg::join(" ", parts)
}

/// A minute and a day, in ms.
pub const MINUTE_MS: i64 = 60_000;
pub const DAY_MS: i64 = 86_400_000;
/// The shortest `turn_time`, and the longest `turn_time` and `bank`, a
/// table takes.
pub const MIN_TURN_MS: i64 = 1000;
pub const MAX_TURN_MS: i64 = 365 * DAY_MS;
/// The most `/clock advance` moves the manual clock at once.
pub const MAX_ADVANCE_MS: i64 = 3660 * DAY_MS;
/// The shortest and longest `/vacation`.
pub const MIN_VACATION_MS: i64 = 60 * MINUTE_MS;
pub const MAX_VACATION_MS: i64 = 365 * DAY_MS;

/// The last moment [`utc_text`] writes (9999-12-31 23:59:59 UTC); later
/// ones are shown as it, never a panic.
const LAST_SECOND: i64 = 253_402_300_799;

/// A moment as `2026-01-07 09:00 UTC`.
pub fn utc_text(ms: i64) -> String {
    let secs = ms.div_euclid(1000).min(LAST_SECOND);
    let t = std::time::UNIX_EPOCH + std::time::Duration::from_secs(secs.max(0) as u64);
    let s = humantime::format_rfc3339_seconds(t).to_string();
    // 2026-01-07T09:00:00Z -> 2026-01-07 09:00 UTC
    format!("{} {} UTC", &s[..10], &s[11..16])
}

/// The calendar year of a moment (vacation allowances count per year).
pub fn year_of(ms: i64) -> i64 {
    utc_text(ms)[..4].parse().unwrap_or(1970)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_and_print_as_players_write_them() {
        assert_eq!(parse_duration("12h"), Some(12 * 3_600_000));
        assert_eq!(parse_duration("2d"), Some(48 * 3_600_000));
        assert_eq!(parse_duration("1d 4h"), Some(28 * 3_600_000));
        assert_eq!(parse_duration("soon"), None);
        assert_eq!(parse_duration("0h"), None);
        assert_eq!(short_duration(28 * 3_600_000), "1d 4h");
        assert_eq!(short_duration(19 * 3_600_000 + 59_000), "19h");
        assert_eq!(utc_text(MANUAL_START_MS), "2026-01-05 09:00 UTC");
        assert_eq!(year_of(MANUAL_START_MS), 2026);
        let c = ManualClock::default();
        assert!(c.advance(25 * 3_600_000));
        assert_eq!(c.now_ms() - MANUAL_START_MS, 25 * 3_600_000);
    }

    /// Issue 27: a duration reads in the reader's words, with plurals.
    #[test]
    fn durations_read_in_each_language_with_plurals() {
        use crate::engine::Translate;
        let i18n = crate::i18n::I18n::load().unwrap();
        let say = |lang: &str, ms: i64| i18n.lang(lang).tr(&duration_msg(ms));
        let day_and_hours = 47 * 3_600_000;
        assert_eq!(say("en", day_and_hours), "1d 23h");
        assert_eq!(say("fr", day_and_hours), "1 jour 23 heures");
        assert_eq!(say("es", day_and_hours), "1 día 23 horas");
        assert_eq!(say("el", day_and_hours), "1 ημέρα 23 ώρες");
        assert_eq!(say("hu", day_and_hours), "1 nap 23 óra");
        assert_eq!(say("en", 0), "0m");
        assert_eq!(say("fr", 0), "0 minute");
        assert_eq!(say("es", 60_000), "1 minuto");
        assert_eq!(say("el", 2 * 60_000), "2 λεπτά");
    }
}
