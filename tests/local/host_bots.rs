//! Bots at a hosted table: a seat handed to a bot and back, bots playing
//! in turn, and a bot move pending at a crash played once after restart.

use crate::common;

use common::*;
use longtable::host::{Audience, CommandKind};
use longtable::store::Db;

/// The seat of every stored action of a table, in order.
fn acting_seats(path: &std::path::Path, table: i64) -> Vec<usize> {
    Db::open(path)
        .unwrap()
        .actions(table, 0)
        .unwrap()
        .iter()
        .map(|r| r.seat)
        .collect()
}

/// `longtable replay` finds `tables` tables and every action as stored.
fn assert_replays(path: &std::path::Path, tables: usize) {
    let report =
        longtable::host::replay::verify_all(&Db::open(path).unwrap(), &registry()).unwrap();
    assert_eq!(
        (report.verified, report.mismatches),
        (tables, 0),
        "{:?}",
        report.problems
    );
}

fn bot_post(notices: &[longtable::host::Notice]) -> bool {
    notices
        .iter()
        .any(|n| matches!(n.to, Audience::Channel(_)) && n.text.contains("(bot, easy)"))
}

#[tokio::test]
async fn a_seat_goes_to_a_bot_and_back_to_its_person() {
    let h = host();
    started_race(&h, "c", &["ann", "bob"], &[("target", "100")]).await;
    assert!(!is_error(&send(&h, "c", "ann", play("step 1")).await));
    // Bob is away on his turn: his seat goes to a bot, which plays at once.
    let replace = CommandKind::Replace {
        user: "bob".into(),
        by: "easy".into(),
    };
    assert!(
        is_error(&send(&h, "c", "bob", replace.clone()).await),
        "only the creator"
    );
    let n = send(&h, "c", "ann", replace).await;
    assert!(!is_error(&n), "{n:#?}");
    assert!(bot_post(&n), "the bot's move is announced: {n:#?}");
    assert!(is_error(&send(&h, "c", "bob", play("step 1")).await));
    // Ann plays; the bot answers within the same command.
    let n = send(&h, "c", "ann", play("step 1")).await;
    assert!(!is_error(&n) && bot_post(&n), "{n:#?}");
    // Bob comes back and takes his seat over from the bot.
    let n = send(
        &h,
        "c",
        "bob",
        CommandKind::Replace {
            user: "bot".into(),
            by: "me".into(),
        },
    )
    .await;
    assert!(!is_error(&n), "{n:#?}");
    let n = send(&h, "c", "ann", play("step 1")).await;
    assert!(!is_error(&n) && !bot_post(&n), "no bot is left: {n:#?}");
    assert!(!is_error(&send(&h, "c", "bob", play("step 1")).await));
}

#[tokio::test]
async fn a_bot_move_pending_at_a_crash_is_played_once_after_restart() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    {
        let h = host_at(&path);
        started_race(&h, "c", &["ann", "bob"], &[("target", "100")]).await;
        assert!(!is_error(&send(&h, "c", "ann", play("step 1")).await));
    }
    // The process died after bob's seat went to a bot and before the bot
    // moved: the store has the bot seated and nothing of its move.
    let table = {
        let mut db = Db::open(&path).unwrap();
        let id = db.open_table("c").unwrap().unwrap().id;
        db.set_seat_user(id, 1, Some(("bot:easy:1", "Bot (easy)")))
            .unwrap();
        assert_eq!(db.actions(id, 0).unwrap().len(), 1);
        id
    };
    let h = host_at(&path);
    let seats_of = || acting_seats(&path, table);
    // The next command to the table finds the bot to act: it plans again
    // and plays exactly once, in its turn.
    send(&h, "c", "ann", CommandKind::Status).await;
    assert_eq!(seats_of(), [0, 1]);
    send(&h, "c", "ann", CommandKind::Status).await;
    assert_eq!(seats_of(), [0, 1], "never twice");
    // A bot never plays out of turn.
    assert!(!is_error(&send(&h, "c", "ann", play("step 1")).await));
    assert_eq!(seats_of(), [0, 1, 0, 1]);
    assert_replays(&path, 1);
}

#[tokio::test]
async fn a_table_opens_with_bots_and_refuses_an_unknown_level() {
    let h = host();
    let n = send(
        &h,
        "c",
        "ann",
        new_race(Some(3), &[("bots", "2"), ("bot_level", "wizard")]),
    )
    .await;
    assert!(is_error(&n) && reply(&n).text.contains("wizard"), "{n:#?}");
    let n = send(
        &h,
        "c",
        "ann",
        new_race(Some(3), &[("bots", "2"), ("bot_level", "easy")]),
    )
    .await;
    assert!(!is_error(&n), "{n:#?}");
    let text: String = n.iter().map(|x| x.text.clone()).collect();
    // Two bots, two names.
    assert_eq!(text.matches("Ada (bot, easy) joined").count(), 1, "{text}");
    assert_eq!(
        text.matches("Blaise (bot, easy) joined").count(),
        1,
        "{text}"
    );
    let n = send(
        &h,
        "c",
        "ann",
        CommandKind::AddBot {
            level: Some("nope".into()),
        },
    )
    .await;
    assert!(is_error(&n), "{n:#?}");
}

#[tokio::test]
async fn a_new_host_wakes_a_bot_to_move_without_waiting_for_a_command() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    {
        let h = host_at(&path);
        started_race(&h, "c", &["ann", "bob"], &[("target", "100")]).await;
        assert!(!is_error(&send(&h, "c", "ann", play("step 1")).await));
        // A second table where the person is to move: waking leaves it be.
        started_race(&h, "d", &["cat", "dan"], &[("target", "100")]).await;
    }
    // The process stopped after bob's seat went to a bot and before the
    // bot moved; at "d" dan's seat is a bot too, but cat is to move.
    let (c, d) = {
        let mut db = Db::open(&path).unwrap();
        let c = db.open_table("c").unwrap().unwrap().id;
        let d = db.open_table("d").unwrap().unwrap().id;
        db.set_seat_user(c, 1, Some(("bot:easy:1", "Bot (easy)")))
            .unwrap();
        db.set_seat_user(d, 1, Some(("bot:easy:1", "Bot (easy)")))
            .unwrap();
        (c, d)
    };
    let seats_of = |table: i64| acting_seats(&path, table);
    // The new host moves the bot at start-up, before anyone writes, and
    // announces it in its channel.
    let h = host_at(&path);
    // Their news goes through the outbox, as every front end delivers it.
    let mut woken = h.wake_bots().await;
    woken.extend(h.drain_outbox().await);
    assert!(
        woken
            .iter()
            // Stored as an older build named bots, it is named from its
            // id now.
            .any(|n| n.to == Audience::Channel("c".into()) && n.text.contains("Ada (bot, easy)")),
        "{woken:#?}"
    );
    assert!(
        woken
            .iter()
            .all(|n| n.to != Audience::Channel("d".into()) && !n.reply),
        "{woken:#?}"
    );
    assert_eq!(seats_of(c), [0, 1]);
    assert_eq!(seats_of(d), Vec::<usize>::new(), "not the bot's turn");
    // Waking again (a gateway reconnect) or a command plays nothing more.
    assert!(h.wake_bots().await.is_empty());
    assert!(h.drain_outbox().await.is_empty());
    send(&h, "c", "ann", CommandKind::Status).await;
    assert_eq!(seats_of(c), [0, 1], "never twice");
    // Another restart: nothing is pending, nothing moves.
    drop(h);
    let h = host_at(&path);
    assert!(h.wake_bots().await.is_empty());
    assert_eq!(seats_of(c), [0, 1]);
    // Play goes on in turn at both tables.
    assert!(!is_error(&send(&h, "c", "ann", play("step 1")).await));
    assert_eq!(seats_of(c), [0, 1, 0, 1]);
    assert!(!is_error(&send(&h, "d", "cat", play("step 1")).await));
    assert_eq!(seats_of(d), [0, 1]);
    assert_replays(&path, 2);
}
