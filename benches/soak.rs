//! The soak benchmark (issue 16): 1,000 tables of the three titles, each
//! with three people, played through the real bot and the fake Discord as
//! fast as the bot answers, boards rendered, for 10 minutes, then another
//! 10 minutes to see whether memory stays flat. Reports sustained actions
//! per second, `/play` p50, p99 and max, errors (a `/play` refused or not
//! answered, and every REST request the fake answered with a failure,
//! listed by route at the end), and the resident memory of the process
//! (bot and fake together; the fake runs lean, keeps a bounded number of
//! messages and reports what it holds) at the start, once a minute,
//! between the stretches and at the end, beside the allocator's own
//! account: memory in use, and memory freed but kept. Figures and how to
//! read them: `docs/soak.md`.
//!
//! `cargo bench --bench soak`. `LONGTABLE_SOAK_TABLES` (1000),
//! `LONGTABLE_SOAK_SECS` (600 per stretch) and `LONGTABLE_SOAK_DRIVERS`
//! (16) change the size.

#[path = "../tests/fake_discord/mod.rs"]
mod fake_discord;

use fake_discord::harness::start_bot;
use fake_discord::soak::{heap, rss_kib, Soak, SoakPlan, SoakStretch};
use fake_discord::FakeDiscord;
use std::time::{Duration, Instant};

fn env(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn main() {
    // `cargo bench` passes `--bench`; a plain `cargo test --benches` run
    // passes nothing and must not start a 20-minute soak.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(soak());
}

/// One stretch's line. Errors are the `/play` commands refused or not
/// answered plus the REST requests the fake answered with a failure
/// (`failed_rest`, counted during the stretch); the issue wants 0.
fn report(name: &str, s: &SoakStretch, failed_rest: usize, rss_before: u64, rss_after: u64) {
    println!(
        "{name}: {:.0} s, {} actions ({:.1}/s), /play p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms, \
         errors {} ({} refused or unanswered, {} failed REST), games finished {}, RSS {} -> {} MiB",
        s.secs,
        s.actions,
        s.per_sec(),
        s.pct(0.5),
        s.pct(0.99),
        s.max(),
        s.errors + failed_rest,
        s.errors,
        failed_rest,
        s.finished,
        rss_before / 1024,
        rss_after / 1024
    );
    if !s.samples.is_empty() {
        println!("  first refusals: {:?}", s.samples);
    }
}

/// The fake's own holdings, to tell its share of the resident memory.
fn fake_line(fake: &FakeDiscord) -> String {
    let h = fake.holdings();
    let m = heap();
    format!(
        "the fake holds {} messages ({} KiB), {} logged requests, {} live interactions; \
         the allocator: {} MiB in use, {} MiB freed but kept",
        h.messages,
        h.message_bytes / 1024,
        h.requests,
        h.interactions,
        m.in_use_kib / 1024,
        m.kept_free_kib / 1024
    )
}

async fn soak() {
    let tables = env("LONGTABLE_SOAK_TABLES", 1000);
    let secs = env("LONGTABLE_SOAK_SECS", 600) as u64;
    let drivers = env("LONGTABLE_SOAK_DRIVERS", 16);
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let registry = longtable::games::registry(None).expect("content packs load");
    let rss_empty = rss_kib();
    let bot = start_bot(&fake, &dir.path().join("soak.db"), registry, 1).await;
    // Lean from here on: the readiness check above reads the request log.
    fake.set_lean(true);
    let began = Instant::now();
    let plan = SoakPlan {
        tables,
        titles: vec!["nations", "endeavor", "belfort"],
        players: 3,
        drivers,
        people: 60,
        seed: 1,
    };
    let soak = Soak::open(&fake, plan).await;
    let rss_start = rss_kib();
    println!(
        "opened {tables} tables in {:.0} s; RSS {} MiB before the bot, {} MiB with the tables open",
        began.elapsed().as_secs_f64(),
        rss_empty / 1024,
        rss_start / 1024
    );
    println!("{}", fake_line(&fake));
    // Resident memory once a minute, to see whether it levels off.
    let sampler = tokio::spawn(async {
        let began = Instant::now();
        loop {
            tokio::time::sleep(Duration::from_secs(60)).await;
            let m = heap();
            println!(
                "  {:>5.0} s: RSS {} MiB (allocator: {} MiB in use, {} MiB freed but kept)",
                began.elapsed().as_secs_f64(),
                rss_kib() / 1024,
                m.in_use_kib / 1024,
                m.kept_free_kib / 1024
            );
        }
    });
    let failed_open = fake.error_answers();
    let first = soak.drive(Duration::from_secs(secs)).await;
    let rss_mid = rss_kib();
    let failed_first = fake.error_answers();
    report(
        "stretch 1",
        &first,
        failed_first - failed_open,
        rss_start,
        rss_mid,
    );
    println!("{}", fake_line(&fake));
    let second = soak.drive(Duration::from_secs(secs)).await;
    let rss_end = rss_kib();
    report(
        "stretch 2",
        &second,
        fake.error_answers() - failed_first,
        rss_mid,
        rss_end,
    );
    println!("{}", fake_line(&fake));
    sampler.abort();
    println!(
        "failed REST requests seen by the fake: {} ({} while opening the tables)",
        fake.error_answers(),
        failed_open
    );
    for (n, what) in fake.failures().iter().take(10) {
        println!("  {n} x {what}");
    }
    bot.stop().await;
}
