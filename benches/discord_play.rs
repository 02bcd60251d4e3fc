//! `/play` end to end through the fake Discord: the interaction goes in
//! over the gateway, the bot runs the host (engine, commit, board render)
//! and answers with the board post. Reports p50 and p99 on SQLite, then on
//! PostgreSQL (a throwaway server with fsync on, `tests/common/pg.rs`), in
//! one run.
//!
//! Run with `cargo bench --bench discord_play`.

#[path = "../tests/fake_discord/mod.rs"]
mod fake_discord;
#[path = "../tests/common/pg.rs"]
mod pg;
#[path = "../tests/common/race.rs"]
#[allow(dead_code)]
mod race;

use fake_discord::harness::{command, settings, start_host, sub};
use fake_discord::{FakeDiscord, FakeUser};
use longtable::engine::{Erased, Registry};
use longtable::host::Host;
use longtable::store::{Location, Store};
use serde_json::json;
use std::time::{Duration, Instant};

const SAMPLES: usize = 300;

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    runtime.block_on(bench(
        "SQLite",
        Location::Sqlite(dir.path().join("bench.db")),
    ));
    let server = pg::Postgres::start_durable();
    runtime.block_on(bench("PostgreSQL", Location::Postgres(server.url().into())));
}

async fn open(fake: &FakeDiscord, channel: &str, users: &[FakeUser]) {
    let opts = json!([{"name": "new", "type": 1, "options": [
        {"name": "title", "type": 3, "value": "race"},
        {"name": "players", "type": 4, "value": 2},
        {"name": "options", "type": 3, "value": "target:100"},
    ]}]);
    command(fake, &users[0], channel, "game", opts).await;
    command(fake, &users[1], channel, "game", sub("join")).await;
    command(fake, &users[0], channel, "game", sub("start")).await;
}

async fn bench(name: &str, db: Location) {
    let fake = FakeDiscord::start().await;
    let registry = Registry::new(vec![Erased::new(race::Race)]);
    let host = Host::new(registry, Store::connect(&db).unwrap())
        .unwrap()
        .seeded(1);
    let bot = start_host(&fake, host, 1, settings(&fake)).await;
    let users = [FakeUser::new(1, "alice"), FakeUser::new(2, "bob")];
    let mut table = 0u64;
    let mut channel = String::new();
    let mut turn = 0usize;
    let mut times = Vec::with_capacity(SAMPLES);
    let play = json!([{"name": "action", "type": 3, "value": "step 1"}]);
    for i in 0..SAMPLES + 20 {
        // A race to 100 by steps of 1 lasts 199 actions; open a new table
        // in a fresh channel before it ends.
        if turn == 0 || turn >= 190 {
            table += 1;
            channel = (700_000_000_000_000_000 + table).to_string();
            open(&fake, &channel, &users).await;
            turn = 0;
        }
        let user = &users[turn % 2];
        let start = Instant::now();
        let id = fake.command(user, &channel, "play", play.clone());
        let answer = fake.wait_answer(&id).await;
        let took = start.elapsed();
        assert_eq!(answer.flags & 64, 0, "refused: {}", answer.content);
        assert!(!answer.files.is_empty());
        turn += 1;
        if i >= 20 {
            times.push(took);
        }
    }
    bot.stop().await;
    times.sort();
    let pct = |p: f64| times[((times.len() as f64 - 1.0) * p).round() as usize];
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "/play end to end through the fake Discord on {name} ({} samples): p50 {:.1} ms, p90 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        times.len(),
        ms(pct(0.50)),
        ms(pct(0.90)),
        ms(pct(0.99)),
        ms(*times.last().unwrap())
    );
}
