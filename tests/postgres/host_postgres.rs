//! Two hosts, as two processes would be, sharing one PostgreSQL database
//! (issue 18): a table moved on by one is read afresh by the other, and
//! commands racing through both are applied once each, in order.

use crate::common;

use common::pg::Postgres;
use common::{cmd, is_error, play, registry, reply, send, started_race};
use longtable::host::{CommandKind, Host};
use longtable::store::{Location, Store};

fn host_on(pg: &Postgres) -> (Host, Store) {
    let store = Store::connect(&Location::Postgres(pg.url().to_string())).unwrap();
    let host = Host::new(registry(), store.clone()).unwrap().seeded(1);
    (host, store)
}

/// The last log seq of `channel`'s latest table.
async fn last_seq(store: &Store, channel: &'static str) -> i64 {
    store
        .run(move |db| {
            let t = db.latest_table(channel)?.unwrap();
            db.last_seq(t.id)
        })
        .await
        .unwrap()
}

fn board() -> CommandKind {
    CommandKind::Board {
        at: None,
        game: None,
        full: false,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_moved_on_by_one_process_is_read_afresh_by_the_other() {
    let pg = Postgres::start();
    let (a, store) = host_on(&pg);
    let (b, _) = host_on(&pg);
    started_race(&a, "c", &["ann", "bob"], &[("target", "6")]).await;
    // ann's move reaches the other process (a DM button, say).
    let n = send(&b, "c", "ann", play("step 2")).await;
    assert!(!is_error(&n), "{n:#?}");
    // The first process held the table from before ann's move: it reads
    // it again, so bob may move and both see both moves.
    let n = send(&a, "c", "bob", play("step 1")).await;
    assert!(!is_error(&n), "{n:#?}");
    for h in [&a, &b] {
        let text = reply(&send(h, "c", "ann", board()).await).text.clone();
        assert!(text.contains("[2, 1]"), "{text}");
    }
    // On through alternating processes to ann's win at 6.
    for (h, who) in [(&a, "ann"), (&b, "bob"), (&b, "ann")] {
        let n = send(h, "c", who, play("step 2")).await;
        assert!(!is_error(&n), "{n:#?}");
    }
    let table = store.run(|db| db.latest_table("c")).await.unwrap().unwrap();
    assert_eq!(table.status, longtable::store::Status::Finished);
    assert_eq!(table.outcome.unwrap().scores, [6, 3]);
    // Every row the two processes wrote replays to its stored hash.
    let registry = registry();
    let report = store
        .run(move |db| longtable::host::replay::verify_all(db, &registry).unwrap())
        .await;
    assert_eq!(
        (report.verified, report.mismatches),
        (1, 0),
        "{:?}",
        report.problems
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_racing_through_two_processes_apply_once_each_in_order() {
    let pg = Postgres::start();
    let (a, store) = host_on(&pg);
    let (b, _) = host_on(&pg);
    started_race(
        &a,
        "c",
        &["ann", "bob"],
        &[("target", "100"), ("moves", "30")],
    )
    .await;
    // 20 moves of ann's at once, half through each process, each a
    // distinct interaction; two of them delivered to both processes.
    let mut sends = Vec::new();
    for i in 0..20 {
        let h = if i % 2 == 0 { a.clone() } else { b.clone() };
        let mut c = cmd("c", "ann", play("step 1"));
        c.interaction = Some(format!("int-{i}"));
        sends.push(tokio::spawn(async move { (i, h.handle(c).await) }));
    }
    for i in [3, 8] {
        let h = if i % 2 == 0 { b.clone() } else { a.clone() };
        let mut c = cmd("c", "ann", play("step 1"));
        c.interaction = Some(format!("int-{i}"));
        sends.push(tokio::spawn(async move { (100 + i, h.handle(c).await) }));
    }
    let mut applied = 0;
    for s in sends {
        let (_, notices) = s.await.unwrap();
        if !is_error(&notices) {
            applied += 1;
        } else {
            // Refused: already handled, or the table was busy in the
            // other process (try again), never a rule error.
            let text = &reply(&notices).text;
            assert!(
                text.contains("already") || text.contains("moment"),
                "{text}"
            );
        }
    }
    let rows = store
        .run(|db| {
            let t = db.open_table("c")?.unwrap();
            db.actions(t.id, 0)
        })
        .await
        .unwrap();
    // Once each: as many rows as moves applied, seqs 1, 2, 3… and no
    // interaction twice.
    assert_eq!(rows.len(), applied);
    assert!(applied >= 10, "most moves get through: {applied}");
    assert!(rows.iter().enumerate().all(|(i, r)| r.seq == i as i64 + 1));
    let mut ids: Vec<_> = rows
        .iter()
        .filter_map(|r| r.interaction_id.clone())
        .collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), applied);
    // In order: each row is the state after the one before it.
    for h in [&a, &b] {
        let text = reply(&send(h, "c", "bob", board()).await).text.clone();
        assert!(text.contains(&format!("[{applied}, 0]")), "{text}");
    }
}

/// A table closed by one process (its channel was deleted) is closed for
/// the other too, though that one held it in memory: a move sent there
/// (a DM button, say) is refused, and nothing is stored.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_closed_by_one_process_is_closed_in_the_other() {
    let pg = Postgres::start();
    let (a, store) = host_on(&pg);
    let (b, _) = host_on(&pg);
    started_race(&a, "c", &["ann", "bob"], &[("target", "50")]).await;
    // b holds the table in memory.
    let text = reply(&send(&b, "c", "ann", board()).await).text.clone();
    assert!(text.contains("race to 50"), "{text}");
    a.close_channel("c", "channel").await;
    let before = last_seq(&store, "c").await;
    let n = send(&b, "c", "ann", play("step 2")).await;
    assert!(reply(&n).text.contains("is closed"), "{}", reply(&n).text);
    let after = last_seq(&store, "c").await;
    assert_eq!(before, after, "no move stored at a closed table");
}
