//! The table service seen from a front end, with the test-only race game.

use crate::common;

use common::*;
use longtable::host::{ActionRef, Audience, CommandKind, Position};

#[tokio::test]
async fn lobby_permissions_and_start() {
    let h = host();
    // Unknown title and bad option: clear errors, nothing opened.
    let n = send(
        &h,
        "c",
        "ann",
        CommandKind::New {
            title: "chess".into(),
            players: None,
            options: vec![],
        },
    )
    .await;
    assert!(is_error(&n));
    assert!(reply(&n).text.contains("race"), "{}", reply(&n).text);
    let n = send(&h, "c", "ann", new_race(None, &[("target", "1000")])).await;
    assert!(is_error(&n) && reply(&n).text.contains("target"));
    let n = send(&h, "c", "ann", new_race(Some(9), &[])).await;
    assert!(
        is_error(&n) && reply(&n).text.contains("1 to 4"),
        "{}",
        reply(&n).text
    );
    assert!(reply(&send(&h, "c", "ann", CommandKind::Status).await)
        .text
        .contains("no table"));

    let n = send(&h, "c", "ann", new_race(Some(2), &[("target", "5")])).await;
    assert!(!is_error(&n));
    assert!(matches!(reply(&n).to, Audience::Channel(_)));
    assert!(
        reply(&n).text.contains("target=5"),
        "options listed: {}",
        reply(&n).text
    );
    // One table per channel: a second /game new is refused and suggests a thread.
    let n = send(&h, "c", "bob", new_race(None, &[])).await;
    assert!(is_error(&n) && reply(&n).text.contains("thread"));

    assert!(!is_error(&send(&h, "c", "bob", CommandKind::Join).await));
    assert!(
        is_error(&send(&h, "c", "bob", CommandKind::Join).await),
        "already seated"
    );
    let n = send(&h, "c", "cat", CommandKind::Join).await;
    assert!(is_error(&n) && reply(&n).text.contains("full"));
    // Only the creator (or a channel manager) starts, aborts or kicks.
    assert!(is_error(&send(&h, "c", "bob", CommandKind::Start).await));
    assert!(is_error(&send(&h, "c", "bob", CommandKind::Abort).await));
    assert!(is_error(
        &send(&h, "c", "bob", CommandKind::Kick { user: "ann".into() }).await
    ));
    assert!(
        is_error(&send(&h, "c", "ann", CommandKind::Leave).await),
        "creator can't leave"
    );
    // bob leaves, cat joins, a channel manager kicks cat, cat rejoins.
    assert!(!is_error(&send(&h, "c", "bob", CommandKind::Leave).await));
    assert!(!is_error(&send(&h, "c", "cat", CommandKind::Join).await));
    let mut kick = cmd("c", "mod", CommandKind::Kick { user: "cat".into() });
    kick.admin = true;
    assert!(!is_error(&h.handle(kick).await));
    assert!(!is_error(&send(&h, "c", "cat", CommandKind::Join).await));

    let s = status(&h, "c", "ann").await;
    assert_eq!(s.data.status.as_deref(), Some("lobby"));
    let n = send(&h, "c", "ann", CommandKind::Start).await;
    assert!(!is_error(&n));
    let post = reply(&n);
    assert!(matches!(post.to, Audience::Channel(_)));
    assert_eq!(post.images.len(), 1, "the board comes with the start post");
    image::load_from_memory(&post.images[0].png).expect("board is a PNG");
    // ann acts first: she gets her private view; cat is told nothing yet.
    assert!(n
        .iter()
        .any(|x| x.to == Audience::Ephemeral("id-ann".into()) && x.text.contains("secret")));
    assert!(
        is_error(&send(&h, "c", "ann", CommandKind::Start).await),
        "already started"
    );
    assert_eq!(
        status(&h, "c", "cat").await.data.status.as_deref(),
        Some("playing")
    );
}

#[tokio::test]
async fn out_of_turn_wrong_seat_and_illegal_actions_change_nothing() {
    let h = host();
    started_race(&h, "c", &["ann", "bob"], &[]).await;
    let before = send(&h, "c", "ann", CommandKind::Log { n: None }).await;
    for (who, action) in [
        ("bob", "step 1"),
        ("zed", "step 1"),
        ("ann", "step 7"),
        ("ann", "fly"),
    ] {
        let n = send(&h, "c", who, play(action)).await;
        assert!(is_error(&n), "{who} {action}: {n:#?}");
    }
    let n = send(
        &h,
        "c",
        "ann",
        CommandKind::Play {
            action: ActionRef::Number(9),
            at: None,
        },
    )
    .await;
    assert!(is_error(&n) && reply(&n).text.contains("number 9"));
    assert_eq!(
        reply(&send(&h, "c", "ann", CommandKind::Log { n: None }).await).text,
        reply(&before).text
    );
    // /actions: numbered for the seat to act, "not your turn" for the other.
    let a = send(&h, "c", "ann", CommandKind::Actions).await;
    assert_eq!(
        reply(&a).data.actions.as_ref().unwrap(),
        &vec!["step 1".to_string(), "step 2".into(), "roll".into()]
    );
    assert!(reply(&a).text.contains("2. step 2"));
    let b = send(&h, "c", "bob", CommandKind::Actions).await;
    assert!(reply(&b).text.contains("not your turn") && reply(&b).text.contains("ann"));
}

#[tokio::test]
async fn a_play_posts_words_and_board_and_dms_the_next_seat_without_leaking_secrets() {
    let h = host();
    started_race(&h, "c", &["ann", "bob", "cat"], &[]).await;
    let n = send(
        &h,
        "c",
        "ann",
        CommandKind::Play {
            action: ActionRef::Number(2),
            at: None,
        },
    )
    .await;
    let post = reply(&n);
    assert!(post.text.contains("ann: step 2"), "{}", post.text);
    assert!(post.text.contains("Waiting for: bob"));
    assert!(
        !post.text.contains("secret"),
        "no private data in the channel"
    );
    let prompt = post
        .data
        .prompt
        .as_ref()
        .expect("buttons for the next seat");
    assert_eq!(prompt.seats.len(), 1);
    assert_eq!(prompt.seats[0].user_id.as_deref(), Some("id-bob"));
    let dm = n
        .iter()
        .find(|x| x.to == Audience::Dm("id-bob".into()))
        .expect("bob is told");
    assert!(dm.text.contains("Your turn") && dm.text.contains("secret"));
    assert_eq!(dm.images.len(), 1);
    assert!(
        !n.iter().any(|x| x.to == Audience::Dm("id-cat".into())),
        "cat is not to act"
    );
    // The private views differ, and nobody else's secret is in bob's DM.
    let me_ann = send(&h, "c", "ann", CommandKind::Me).await;
    assert_ne!(reply(&me_ann).text, dm.text);
    assert!(!dm.text.contains(reply(&me_ann).text.trim()));
    // A status message is produced for the front end to edit in place.
    assert!(n.iter().any(|x| matches!(x.to, Audience::Status(_))));
}

#[tokio::test]
async fn stale_buttons_are_refused_politely() {
    let h = host();
    started_race(&h, "c", &["ann", "bob"], &[]).await;
    let n = send(&h, "c", "ann", play("step 1")).await;
    let at = reply(&n).data.prompt.as_ref().unwrap().position;
    assert_eq!(at.seq, 1);
    // A button made before ann's move:
    let stale = CommandKind::Play {
        action: ActionRef::Text("step 1".into()),
        at: Some(Position { seq: 0, ..at }),
    };
    let n = send(&h, "c", "bob", stale).await;
    assert!(is_error(&n) && reply(&n).text.contains("earlier moment"));
    let fresh = CommandKind::Play {
        action: ActionRef::Text("step 1".into()),
        at: Some(at),
    };
    assert!(!is_error(&send(&h, "c", "bob", fresh).await));
}

#[tokio::test]
async fn undo_takes_back_only_your_last_unrevealing_action() {
    let h = host();
    started_race(&h, "c", &["ann", "bob"], &[]).await;
    assert!(
        is_error(&send(&h, "c", "ann", CommandKind::Undo).await),
        "nothing to undo"
    );
    send(&h, "c", "ann", play("step 2")).await;
    let board_before = reply(
        &send(
            &h,
            "c",
            "bob",
            CommandKind::Board {
                at: None,
                game: None,
                full: false,
            },
        )
        .await,
    )
    .text
    .clone();
    assert!(board_before.contains("[2, 0]"), "{board_before}");
    assert!(
        is_error(&send(&h, "c", "bob", CommandKind::Undo).await),
        "not bob's action"
    );
    let n = send(&h, "c", "ann", CommandKind::Undo).await;
    assert!(!is_error(&n));
    assert!(reply(&n).text.contains("took back: step 2"));
    assert!(reply(
        &send(
            &h,
            "c",
            "bob",
            CommandKind::Board {
                at: None,
                game: None,
                full: false
            }
        )
        .await
    )
    .text
    .contains("[0, 0]"));
    // ann plays again; bob acts; now ann can't undo (someone acted since).
    send(&h, "c", "ann", play("step 1")).await;
    send(&h, "c", "bob", play("step 1")).await;
    assert!(is_error(&send(&h, "c", "ann", CommandKind::Undo).await));
    // A roll reveals chance: it can't be taken back.
    send(&h, "c", "ann", play("roll")).await;
    let n = send(&h, "c", "ann", CommandKind::Undo).await;
    assert!(is_error(&n) && reply(&n).text.contains("hidden"));
    // The log shows the effective history, undone action gone.
    let log = reply(&send(&h, "c", "bob", CommandKind::Log { n: Some(10) }).await)
        .text
        .clone();
    assert!(
        log.contains("#3 ann: step 1")
            && log.contains("#4 bob: step 1")
            && log.contains("#5 ann: roll"),
        "{log}"
    );
    assert!(!log.contains("step 2"), "{log}");
    let last1 = reply(&send(&h, "c", "bob", CommandKind::Log { n: Some(1) }).await)
        .text
        .clone();
    assert!(last1.contains("roll") && !last1.contains("#4"), "{last1}");
}

#[tokio::test]
async fn a_redelivered_interaction_is_applied_once() {
    let h = host();
    started_race(&h, "c", &["ann", "bob"], &[]).await;
    let mut c = cmd("c", "ann", play("step 1"));
    c.interaction = Some("int-1".into());
    assert!(!is_error(&h.handle(c.clone()).await));
    let again = h.handle(c.clone()).await;
    assert!(is_error(&again) && reply(&again).text.contains("already"));
    // Same for lobby commands.
    let mut j = cmd("d", "ann", new_race(None, &[]));
    j.interaction = Some("int-2".into());
    assert!(!is_error(&h.handle(j.clone()).await));
    assert!(is_error(&h.handle(j).await));
    let log = reply(&send(&h, "c", "bob", CommandKind::Log { n: None }).await)
        .text
        .clone();
    assert_eq!(log.matches("ann: step 1").count(), 1, "{log}");
}

#[tokio::test]
async fn a_finished_game_reports_scores_and_frees_the_channel() {
    let h = host();
    started_race(&h, "c", &["ann", "bob"], &[("target", "3")]).await;
    send(&h, "c", "ann", play("step 2")).await;
    send(&h, "c", "bob", play("step 1")).await;
    let n = send(&h, "c", "ann", play("step 2")).await;
    let post = reply(&n);
    assert!(
        post.text.contains("Final scores") && post.text.contains("1. ann (blue, 1): 4 points"),
        "{}",
        post.text
    );
    assert_eq!(post.data.status.as_deref(), Some("finished"));
    assert!(post.data.prompt.is_none(), "no buttons after the end");
    let s = status(&h, "c", "bob").await;
    assert_eq!(s.data.status.as_deref(), Some("finished"));
    assert_eq!(s.data.scores.as_ref().unwrap().get(&0), Some(&4));
    assert!(is_error(&send(&h, "c", "bob", play("step 1")).await));
    // A new table can be opened in the same channel.
    assert!(!is_error(&send(&h, "c", "bob", new_race(None, &[])).await));
}

#[tokio::test]
async fn kicking_during_play_holds_the_seat_and_a_named_newcomer_takes_it() {
    let h = host();
    started_race(&h, "c", &["ann", "bob"], &[]).await;
    send(&h, "c", "ann", play("step 1")).await;
    let n = send(&h, "c", "ann", CommandKind::Kick { user: "bob".into() }).await;
    assert!(reply(&n).text.contains("seat 2"));
    assert!(is_error(&send(&h, "c", "bob", play("step 1")).await));
    // The seat is held for bob: dan may take it only when ann names him
    // (tests/local/host_seats.rs has every seat case).
    assert!(is_error(&send(&h, "c", "dan", CommandKind::Join).await));
    let replace = CommandKind::Replace {
        user: "bob".into(),
        by: "dan".into(),
    };
    assert!(!is_error(&send(&h, "c", "ann", replace).await));
    let n = send(&h, "c", "dan", play("step 1")).await;
    assert!(!is_error(&n), "{n:#?}");
}

#[tokio::test]
async fn restart_recovers_every_table_from_the_store() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    {
        let h = host_at(&path);
        started_race(&h, "c", &["ann", "bob"], &[("target", "100")]).await;
        started_race(&h, "lobby-only", &["cat"], &[]).await;
        send(&h, "lobby-open", "eve", new_race(None, &[])).await;
        // Enough actions to pass a snapshot, an undo, then a tail after it.
        for i in 0..21 {
            let who = if i % 2 == 0 { "ann" } else { "bob" };
            assert!(!is_error(&send(&h, "c", who, play("step 1")).await));
        }
        send(&h, "c", "bob", play("step 2")).await;
        send(&h, "c", "bob", CommandKind::Undo).await;
    }
    let h = host_at(&path);
    assert_eq!(h.live_tables(), 0, "tables load lazily");
    let board = reply(
        &send(
            &h,
            "c",
            "ann",
            CommandKind::Board {
                at: None,
                game: None,
                full: false,
            },
        )
        .await,
    )
    .text
    .clone();
    assert!(board.contains("[11, 10]"), "{board}");
    assert!(!is_error(&send(&h, "c", "bob", play("step 1")).await));
    assert!(
        reply(&send(&h, "lobby-open", "fay", CommandKind::Join).await)
            .text
            .contains("fay joined")
    );
    let report = longtable::host::replay::verify_all(
        &longtable::store::Db::open(&path).unwrap(),
        &registry(),
    )
    .unwrap();
    assert_eq!(
        (report.verified, report.mismatches),
        (2, 0),
        "{:?}",
        report.problems
    );
}

#[tokio::test]
async fn a_panicking_table_is_reloaded_and_others_carry_on() {
    let h = host();
    started_race(&h, "boom", &["ann", "bob"], &[("fuse", "3")]).await;
    started_race(&h, "calm", &["cat", "dan"], &[]).await;
    send(&h, "boom", "ann", play("step 2")).await;
    send(&h, "boom", "bob", play("step 1")).await;
    // ann at 2 + 1 = 3 trips the fuse inside the rules.
    let n = send(&h, "boom", "ann", play("step 1")).await;
    assert!(is_error(&n) && reply(&n).text.contains("Nothing was changed"));
    assert!(!is_error(&send(&h, "calm", "cat", play("step 1")).await));
    // The table reloaded from the store: nothing lost, play goes on.
    let board = reply(
        &send(
            &h,
            "boom",
            "ann",
            CommandKind::Board {
                at: None,
                game: None,
                full: false,
            },
        )
        .await,
    )
    .text
    .clone();
    assert!(board.contains("[2, 1]"), "{board}");
    assert!(!is_error(&send(&h, "boom", "ann", play("step 2")).await));
}

#[tokio::test]
async fn help_lists_titles_and_options() {
    let h = host();
    let n = send(&h, "c", "ann", CommandKind::Help { title: None }).await;
    assert!(
        reply(&n).text.contains("race (1–4 players)"),
        "{}",
        reply(&n).text
    );
    let n = send(
        &h,
        "c",
        "ann",
        CommandKind::Help {
            title: Some("race".into()),
        },
    )
    .await;
    assert!(
        reply(&n).text.contains("target = 10 (3..100)"),
        "{}",
        reply(&n).text
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_hundred_tables_under_concurrent_commands_stay_consistent() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("c.db");
    let h = host_at(&path);
    let mut tasks = Vec::new();
    for t in 0..200 {
        let h = h.clone();
        tasks.push(tokio::spawn(async move {
            let ch = format!("ch{t}");
            started_race(&h, &ch, &["ann", "bob"], &[("target", "100")]).await;
            // Both players hammer the table at once; only legal, in-turn
            // actions apply, one at a time.
            let mut handles = Vec::new();
            for who in ["ann", "bob"] {
                let (h, ch) = (h.clone(), ch.clone());
                handles.push(tokio::spawn(async move {
                    let mut applied = 0;
                    for _ in 0..6 {
                        if !is_error(&send(&h, &ch, who, play("step 1")).await) {
                            applied += 1;
                        }
                    }
                    applied
                }));
            }
            let mut total = 0;
            for hd in handles {
                total += hd.await.unwrap();
            }
            let board = reply(
                &send(
                    &h,
                    &ch,
                    "ann",
                    CommandKind::Board {
                        at: None,
                        game: None,
                        full: false,
                    },
                )
                .await,
            )
            .text
            .clone();
            (total, board)
        }));
    }
    for task in tasks {
        let (applied, board) = task.await.unwrap();
        // Alternating turns: positions differ by at most one and sum to
        // the number of applied actions.
        let nums: Vec<i64> = board
            .trim_start_matches(|c| c != '[')
            .trim_matches(|c| c == '[' || c == ']')
            .split(", ")
            .map(|x| x.trim().parse().unwrap())
            .collect();
        assert_eq!(nums.iter().sum::<i64>(), applied as i64);
        assert!((nums[0] - nums[1]).abs() <= 1 && nums[0] >= nums[1]);
    }
    let report = longtable::host::replay::verify_all(
        &longtable::store::Db::open(&path).unwrap(),
        &registry(),
    )
    .unwrap();
    assert_eq!((report.verified, report.mismatches), (200, 0));
}

#[tokio::test]
async fn idle_tables_leave_memory_and_come_back_from_the_store() {
    let db = longtable::store::Db::in_memory().unwrap();
    let h = longtable::host::Host::with_idle(
        registry(),
        longtable::store::Store::new(db),
        std::time::Duration::from_millis(100),
    )
    .unwrap();
    started_race(&h, "c", &["ann", "bob"], &[]).await;
    send(&h, "c", "ann", play("step 2")).await;
    assert_eq!(h.live_tables(), 1);
    tokio::time::sleep(std::time::Duration::from_millis(400)).await;
    assert_eq!(h.live_tables(), 0, "the idle actor ended");
    let n = send(&h, "c", "bob", play("step 1")).await;
    assert!(!is_error(&n), "{n:#?}");
    assert!(reply(
        &send(
            &h,
            "c",
            "ann",
            CommandKind::Board {
                at: None,
                game: None,
                full: false
            }
        )
        .await
    )
    .text
    .contains("[2, 1]"));
}

/// An awake table keeps only its latest log rows in memory
/// (`host::tail`); what players read from further back (the digest of a
/// long absence, `/log`, undo, `/board at:`) comes from the store, and
/// reads the same as from a table that held everything.
#[tokio::test]
async fn a_long_game_reads_its_older_rows_from_the_store() {
    let h = host();
    started_race(
        &h,
        "c",
        &["ann", "bob"],
        &[("target", "100"), ("moves", "30")],
    )
    .await;
    for _ in 0..30 {
        assert!(!is_error(&send(&h, "c", "ann", play("step 1")).await));
    }
    let mut last = Vec::new();
    for _ in 0..30 {
        last = send(&h, "c", "bob", play("step 1")).await;
        assert!(!is_error(&last));
    }
    // ann's turn comes back after 30 rows of bob's: her digest starts at
    // bob's first step, 15 lines and a pointer for the rest.
    let dm = last
        .iter()
        .find(|n| n.to == Audience::Dm("id-ann".into()))
        .expect("ann is told it is her turn");
    // 30 rows of two lines each: 15 shown, 45 more (from the rows held
    // in memory alone it would be 33).
    assert!(dm.text.contains("and 45 more"), "{}", dm.text);
    let log = reply(&send(&h, "c", "ann", CommandKind::Log { n: Some(50) }).await)
        .text
        .clone();
    assert!(
        log.contains("#11 ann: step 1") && log.contains("#60 bob: step 1"),
        "{log}"
    );
    assert!(!log.contains("#10 "), "{log}");
    send(&h, "c", "ann", play("step 2")).await;
    let n = send(&h, "c", "ann", CommandKind::Undo).await;
    assert!(reply(&n).text.contains("took back: step 2"), "{n:#?}");
    let board = |at| CommandKind::Board {
        at,
        game: None,
        full: false,
    };
    assert!(reply(&send(&h, "c", "bob", board(None)).await)
        .text
        .contains("[30, 30]"));
    assert!(reply(&send(&h, "c", "bob", board(Some(1))).await)
        .text
        .contains("[1, 0]"));
}
