//! Start-up with 10,000 stored tables (budget: ready in under 2 s, memory
//! under 300 MB). The bot opens the store and builds the host; tables are
//! loaded lazily, one per channel, on their first command. Timed here:
//! that start-up, and the first command on a cold stored table (the
//! snapshot read and restored). A second pass prints the resident memory
//! after start-up and after 1,000 tables have been woken.

use criterion::{criterion_group, Criterion};
use longtable::engine::{GameRng, Options, Setup};
use longtable::host::{Command, CommandKind, Host, User};
use longtable::store::{NewTable, Snapshot, Store};
use std::path::Path;
use std::time::Instant;

const TABLES: usize = 10_000;
const TITLES: [&str; 3] = ["nations", "endeavor", "belfort"];

/// A database of `TABLES` started games, a third of each title, each a
/// few dozen random moves in (their snapshots are real states).
fn build(path: &Path) {
    let registry = longtable::games::registry(None).unwrap();
    // One mid-game snapshot per title, stored for every table of it.
    let snapshots: Vec<Snapshot> = TITLES
        .iter()
        .map(|t| {
            let title = registry.get(t).unwrap();
            let seats = 3;
            let mut table = title
                .new_table(&Setup {
                    seats,
                    options: Options::new(),
                    seed: 1,
                })
                .unwrap();
            let mut rng = GameRng::new(1);
            for _ in 0..40 {
                let Some(&seat) = table.to_act().first() else {
                    break;
                };
                table.play_random(seat, &mut rng).unwrap();
            }
            Snapshot {
                seq: 0,
                state: table.snapshot(),
                hash: table.hash(),
            }
        })
        .collect();
    let store = Store::open(path).unwrap();
    store.blocking(|db| {
        for i in 0..TABLES {
            let k = i % TITLES.len();
            let channel = format!("c{i}");
            let id = db
                .create_table(&NewTable {
                    channel: &channel,
                    title: TITLES[k],
                    options: &Options::new(),
                    seats_max: Some(3),
                    seed: 1,
                    creator: "u0",
                    locale: "en",
                })
                .unwrap();
            for s in 0..3 {
                db.add_seat(id, &format!("u{s}"), &format!("user {s}"))
                    .unwrap();
            }
            db.start_table(id, &snapshots[k]).unwrap();
        }
    });
}

fn start(path: &Path) -> Host {
    let store = Store::open(path).unwrap();
    let registry = longtable::games::registry(None).unwrap();
    Host::new(registry, store).unwrap()
}

fn status(channel: usize) -> Command {
    Command {
        channel: format!("c{channel}"),
        user: User {
            id: "u1".into(),
            name: "user 1".into(),
            locale: "en".into(),
        },
        admin: false,
        server_admin: false,
        server: String::new(),
        interaction: None,
        kind: CommandKind::Status,
    }
}

fn rss_mb() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse::<f64>().ok())
        .map_or(f64::NAN, |kb| kb / 1024.0)
}

fn bench(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tables.db");
    let t = Instant::now();
    build(&path);
    eprintln!("built {TABLES} stored tables in {:.1?}", t.elapsed());
    let runtime = tokio::runtime::Runtime::new().unwrap();

    c.bench_function("startup with 10k stored tables", |b| {
        b.iter(|| {
            let _guard = runtime.enter();
            start(&path)
        })
    });
    // Every timed command wakes a table no command has touched yet: a new
    // host is started (untimed) whenever all of them are awake.
    c.bench_function("first command on a cold stored table", |b| {
        b.iter_custom(|iters| {
            let mut total = std::time::Duration::ZERO;
            let mut host = None;
            for i in 0..iters as usize {
                if i % TABLES == 0 {
                    let _guard = runtime.enter();
                    host = Some(start(&path));
                }
                let host = host.as_ref().unwrap();
                let t = Instant::now();
                let notices = runtime.block_on(host.handle(status(i % TABLES)));
                total += t.elapsed();
                assert!(!notices.is_empty());
            }
            total
        })
    });
}

/// Resident memory (VmRSS) and time to ready, measured once before
/// criterion runs: after start-up, and with 1,000 tables awake.
fn memory() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tables.db");
    build(&path);
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let before = rss_mb();
    let t = Instant::now();
    let host = {
        let _guard = runtime.enter();
        start(&path)
    };
    let ready = t.elapsed();
    let after_start = rss_mb();
    for i in 0..1000 {
        let notices = runtime.block_on(host.handle(status(i * 7 % TABLES)));
        assert!(!notices.is_empty());
    }
    println!(
        "startup: ready in {ready:.1?}; RSS {before:.0} MB before, {after_start:.0} MB after start-up, \
         {:.0} MB with 1,000 tables awake ({} live)",
        rss_mb(),
        host.live_tables()
    );
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = bench
}

fn main() {
    memory();
    benches();
    Criterion::default().configure_from_args().final_summary();
}
