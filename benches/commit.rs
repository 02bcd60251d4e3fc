//! The cost of committing one action, as the host does it: one
//! transaction with the log row, a snapshot every 16th row. On SQLite (WAL)
//! under both `durability` settings: `normal` (synchronous=NORMAL, the
//! default; budget p99 under 2 ms) and `full` (synchronous=FULL: an fsync
//! per commit); and on PostgreSQL, a throwaway server started for the run
//! (`tests/common/pg.rs`) with fsync and synchronous commits on, over
//! loopback.
//!
//! Criterion reports the median; a second pass over 5,000 commits per
//! setting prints p50 and p99, which criterion does not give. The figures
//! depend on the disk under the temporary directory (`TMPDIR`).

#[path = "../tests/common/pg.rs"]
mod pg;

use criterion::{criterion_group, Criterion};
use longtable::engine::{Applied, Msg, Options};
use longtable::store::{
    set_durability, ActionRow, Db, Durability, Location, NewTable, Snapshot, Store,
};
use std::time::Instant;

/// Both settings, with the names the configuration uses.
const SETTINGS: [(Durability, &str); 2] =
    [(Durability::Normal, "normal"), (Durability::Full, "full")];

/// The store as the host opens it (background WAL checkpoints), with the
/// given durability.
fn setup(dir: &std::path::Path, durability: Durability) -> (Store, i64) {
    set_durability(durability);
    with_table(Store::open(&dir.join("bench.db")).unwrap())
}

fn with_table(store: Store) -> (Store, i64) {
    let options = Options::new();
    let id = store.blocking(|db| {
        db.create_table(&NewTable {
            channel: "bench",
            title: "race",
            options: &options,
            seats_max: None,
            seed: 1,
            creator: "u",
            locale: "en",
        })
        .unwrap()
    });
    (store, id)
}

/// A log row shaped like a real one, and a 20 KB snapshot every 16 rows.
fn commit(db: &mut Db, id: i64, seq: i64, state: &[u8]) {
    let applied = Applied::public(
        Msg::new("played")
            .arg("user", "ann")
            .arg("action", "buy Colossus"),
    );
    let mut row = ActionRow::play(seq, 0, "buy Colossus", &applied, format!("{seq:064x}"));
    row.interaction_id = Some(format!("interaction-{seq}"));
    let snapshot = (seq % 16 == 0).then(|| Snapshot {
        seq,
        state: state.to_vec(),
        hash: "h".into(),
    });
    db.append_action(id, &row, snapshot.as_ref()).unwrap();
}

fn bench_commit(c: &mut Criterion) {
    for (durability, name) in SETTINGS {
        let dir = tempfile::tempdir().unwrap();
        let (store, id) = setup(dir.path(), durability);
        let state = vec![b'x'; 20_000];
        let mut seq = 0;
        c.bench_function(&format!("commit_action/{name}"), |b| {
            b.iter(|| {
                seq += 1;
                store.blocking(|db| commit(db, id, seq, &state));
            })
        });
    }
}

fn bench_commit_postgres(c: &mut Criterion, server: &pg::Postgres) {
    let url = server.create_database("criterion");
    let (store, id) = with_table(Store::connect(&Location::Postgres(url)).unwrap());
    let state = vec![b'x'; 20_000];
    let mut seq = 0;
    c.bench_function("commit_action/postgres", |b| {
        b.iter(|| {
            seq += 1;
            store.blocking(|db| commit(db, id, seq, &state));
        })
    });
}

fn percentiles(durability: Durability, name: &str) {
    let dir = tempfile::tempdir().unwrap();
    let (store, id) = setup(dir.path(), durability);
    report(&store, id, name);
}

fn report(store: &Store, id: i64, name: &str) {
    let state = vec![b'x'; 20_000];
    let mut times: Vec<f64> = (1..=5000)
        .map(|seq| {
            let t = Instant::now();
            store.blocking(|db| commit(db, id, seq, &state));
            t.elapsed().as_secs_f64() * 1e3
        })
        .collect();
    times.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let at = |p: f64| times[((times.len() as f64 * p) as usize).min(times.len() - 1)];
    println!(
        "commit_action/{name} over 5000 commits: p50 {:.3} ms, p99 {:.3} ms, max {:.3} ms",
        at(0.50),
        at(0.99),
        times[times.len() - 1]
    );
}

criterion_group!(benches, bench_commit);

fn main() {
    benches();
    let server = pg::Postgres::start_durable();
    let mut c = Criterion::default().configure_from_args();
    bench_commit_postgres(&mut c, &server);
    for (durability, name) in SETTINGS {
        percentiles(durability, name);
    }
    let url = server.create_database("percentiles");
    let (store, id) = with_table(Store::connect(&Location::Postgres(url)).unwrap());
    report(&store, id, "postgres");
    Criterion::default().configure_from_args().final_summary();
}
