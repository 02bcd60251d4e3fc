//! Test-only fault points, for the crash tests (`tests/local/outbox_crash.rs`,
//! `tests/discord/discord_outbox.rs`): with `LONGTABLE_FAULT=<point>` (or
//! `<point>@<n>`, the n-th time), a debug build that reaches the point
//! logs `fault point <point> reached` on standard error and stops itself
//! (SIGSTOP), every thread at once, so nothing more happens until the
//! test SIGKILLs it: a crash at exactly that moment. A release build
//! compiles the points to nothing and never reads the variable.
//!
//! The points: `outbox-stored` (notices committed to the outbox, nothing
//! of them delivered yet) and `outbox-sent` (one notice delivered, not
//! yet marked delivered) and `deadline-marked` (a deadline's post stored as a
//! placeholder with its stage, the timeout not applied yet) and
//! `move-committed` (a move committed; a bot's with its placeholder news,
//! the whole news not stored yet) and `round-lobby-filled` (a league
//! round's lobby filled in its channel, its game not started).

/// Stops the process here when `LONGTABLE_FAULT` names this point.
pub fn point(name: &str) {
    #[cfg(debug_assertions)]
    {
        use std::sync::atomic::{AtomicU64, Ordering};
        use std::sync::OnceLock;
        static WANTED: OnceLock<Option<(String, u64)>> = OnceLock::new();
        static SEEN: AtomicU64 = AtomicU64::new(0);
        let wanted = WANTED.get_or_init(|| {
            let v = std::env::var("LONGTABLE_FAULT").ok()?;
            let (p, n) = v.split_once('@').unwrap_or((&v, "1"));
            Some((p.to_string(), n.parse().unwrap_or(1)))
        });
        let Some((point, nth)) = wanted else { return };
        if point != name || SEEN.fetch_add(1, Ordering::SeqCst) + 1 != *nth {
            return;
        }
        eprintln!("fault point {name} reached");
        let _ = std::process::Command::new("kill")
            .args(["-STOP", &std::process::id().to_string()])
            .status();
        // Should the stop not take, this thread at least goes no further.
        loop {
            std::thread::sleep(std::time::Duration::from_secs(3600));
        }
    }
    #[cfg(not(debug_assertions))]
    let _ = name;
}
