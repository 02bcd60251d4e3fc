//! `/play` end to end through the fake Discord with the real titles
//! (issue 28): Nations, Endeavor and Belfort at 4 players, each `/play`
//! committed, its board and views drawn, and the answer back over HTTP.
//! Reports p50 and p99 per title on SQLite.
//!
//! Each step, the seat to act plays its 1st, 2nd or 3rd legal move
//! (`/play 2`: a number picks from `/actions`); a seat not to act is
//! refused at once and the next one tries. Only accepted plays are timed.
//! A table is replaced by a new one in a fresh channel after 60 plays,
//! so the samples cover openings and middle games.
//!
//! Run with `cargo bench --bench discord_titles`; `LONGTABLE_BENCH_PLAYS`
//! sets the timed plays per title (default 150); `LONGTABLE_BENCH_TITLES`
//! (comma-separated, e.g. `nations`) runs only those titles (to count one
//! title's instructions under callgrind).

#[path = "../tests/fake_discord/mod.rs"]
mod fake_discord;

use fake_discord::harness::{command, settings, start_host, sub};
use fake_discord::{FakeDiscord, FakeUser};
use longtable::host::Host;
use longtable::store::{Location, Store};
use serde_json::json;
use std::time::{Duration, Instant};

const WARMUP: usize = 10;
const PER_TABLE: usize = 60;

fn main() {
    let plays: usize = std::env::var("LONGTABLE_BENCH_PLAYS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(150);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let only = std::env::var("LONGTABLE_BENCH_TITLES").ok();
    for title in ["nations", "endeavor", "belfort"] {
        if only
            .as_deref()
            .is_some_and(|o| !o.split(',').any(|t| t == title))
        {
            continue;
        }
        let dir = tempfile::tempdir().unwrap();
        runtime.block_on(bench(
            title,
            plays,
            Location::Sqlite(dir.path().join("bench.db")),
        ));
    }
}

async fn open(fake: &FakeDiscord, channel: &str, title: &str, users: &[FakeUser]) {
    let opts = json!([{"name": "new", "type": 1, "options": [
        {"name": "title", "type": 3, "value": title},
        {"name": "players", "type": 4, "value": users.len()},
    ]}]);
    command(fake, &users[0], channel, "game", opts).await;
    for u in &users[1..] {
        command(fake, u, channel, "game", sub("join")).await;
    }
    command(fake, &users[0], channel, "game", sub("start")).await;
}

async fn bench(title: &str, plays: usize, db: Location) {
    let fake = FakeDiscord::start().await;
    let registry = longtable::games::registry(None).unwrap();
    let host = Host::new(registry, Store::connect(&db).unwrap())
        .unwrap()
        .seeded(1);
    let bot = start_host(&fake, host, 1, settings(&fake)).await;
    let users: Vec<FakeUser> = ["ann", "bob", "cat", "dan"]
        .iter()
        .enumerate()
        .map(|(i, n)| FakeUser::new(i as u64 + 1, n))
        .collect();
    let mut table = 0u64;
    let mut channel = String::new();
    let mut played = PER_TABLE;
    let mut next = 0usize;
    let mut times = Vec::with_capacity(plays);
    let mut step = 0usize;
    while times.len() < plays {
        if played >= PER_TABLE {
            table += 1;
            channel = (710_000_000_000_000_000 + table).to_string();
            open(&fake, &channel, title, &users).await;
            played = 0;
        }
        step += 1;
        let mut accepted = false;
        // The seat to act is found by asking each player in turn; the
        // move is the 1st, 2nd or 3rd legal one, else the 1st.
        'seats: for _ in 0..users.len() {
            let user = &users[next % users.len()];
            for pick in [1 + step % 3, 1] {
                let play = json!([{"name": "action", "type": 3, "value": pick.to_string()}]);
                let start = Instant::now();
                let id = fake.command(user, &channel, "play", play);
                let answer = fake.wait_answer(&id).await;
                let took = start.elapsed();
                if answer.flags & 64 == 0 {
                    if step > WARMUP {
                        times.push(took);
                    }
                    accepted = true;
                    break 'seats;
                }
            }
            next += 1;
        }
        played += 1;
        if !accepted {
            // The game is over (or nobody can act): a new table.
            played = PER_TABLE;
        }
    }
    bot.stop().await;
    times.sort();
    let pct = |p: f64| times[((times.len() as f64 - 1.0) * p).round() as usize];
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "/play through the fake Discord, {title}, 4 players ({} plays, {table} tables): p50 {:.1} ms, p90 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        times.len(),
        ms(pct(0.50)),
        ms(pct(0.90)),
        ms(pct(0.99)),
        ms(*times.last().unwrap())
    );
}
