//! The soak benchmark's short version (`benches/soak.rs` runs 1,000 tables
//! for 10 minutes twice): 20 tables of the three titles played at once
//! through the real bot and the fake Discord for a few seconds. Every
//! `/play` is answered and none is refused, and the fake saw no failed
//! request: the driver can't rot unnoticed.

use crate::fake_discord;

use fake_discord::harness::command;
use fake_discord::harness::start_bot;
use fake_discord::soak::{refusals, Soak, SoakPlan};
use fake_discord::FakeDiscord;
use fake_discord::FakeUser;
use serde_json::json;
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn twenty_tables_of_every_title_take_actions_without_an_error() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let registry = longtable::games::registry(None).expect("content packs load");
    let bot = start_bot(&fake, &dir.path().join("soak.db"), registry, 1).await;
    // Lean from here on: the readiness check above reads the request log.
    fake.set_lean(true);
    // `LONGTABLE_SOAK_TABLES` and `LONGTABLE_SOAK_SECS` make it longer
    // when a failure of the benchmark needs chasing in a debug build.
    let env = |name: &str, default: u64| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let plan = SoakPlan {
        tables: env("LONGTABLE_SOAK_TABLES", 20) as usize,
        titles: vec!["nations", "endeavor", "belfort"],
        players: 3,
        drivers: 4,
        people: 9,
        seed: 1,
    };
    let soak = Soak::open(&fake, plan).await;
    // The driver tells a refusal from an action that went through: a move
    // nobody can make is one.
    let p0 = FakeUser::new(50_000, "p0");
    let refused = command(
        &fake,
        &p0,
        "810000000000000001",
        "play",
        json!([{"name": "action", "type": 3, "value": "xyzzy"}]),
    )
    .await;
    assert!(
        refusals()
            .iter()
            .any(|r| refused.content.contains(r.as_str())),
        "not read as a refusal: {}",
        refused.content
    );
    let run = soak
        .drive(Duration::from_secs(env("LONGTABLE_SOAK_SECS", 4)))
        .await;
    bot.stop().await;
    assert_eq!(
        run.errors, 0,
        "refused or unanswered /play: {:?}",
        run.samples
    );
    assert_eq!(
        fake.error_answers(),
        0,
        "the bot made failing requests: {:?}",
        fake.failures()
    );
    assert!(
        run.actions >= 8,
        "every driver got actions through: {} in {:.1} s",
        run.actions,
        run.secs
    );
}
