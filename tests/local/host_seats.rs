//! Seats handed over cleanly and finished games kept (issue 11), through
//! the host API with the test-only race game: each case ends with the
//! right person in the right seat and the status naming them.

use crate::common;

use common::*;
use longtable::host::{Audience, CommandKind, Confirmable, Notice};

/// The status text of the channel's table.
async fn status_text(h: &longtable::host::Host, who: &str) -> String {
    status(h, "c", who).await.text
}

/// The "Waiting for: …" line of a status text.
fn waiting(status: &str) -> &str {
    status
        .lines()
        .find(|l| l.starts_with("Waiting for:"))
        .unwrap_or_else(|| panic!("no waiting line in {status}"))
}

/// A user's private view text (`/me`): the race deals each seat a secret
/// number, so it tells which seat the user holds.
async fn me(h: &longtable::host::Host, who: &str) -> String {
    reply(&send(h, "c", who, CommandKind::Me).await)
        .text
        .clone()
}

fn confirm(what: Confirmable) -> CommandKind {
    CommandKind::Confirm { what, table: None }
}

fn channel_text(n: &[Notice]) -> String {
    n.iter()
        .filter(|n| matches!(n.to, Audience::Channel(_)))
        .map(|n| n.text.clone())
        .collect::<Vec<_>>()
        .join("\n")
}

#[tokio::test]
async fn a_kick_on_bobs_turn_holds_his_seat_and_he_gets_it_back() {
    let h = host();
    started_race(&h, "c", &["ann", "bob"], &[("target", "100")]).await;
    let bob_seat = me(&h, "bob").await;
    assert!(!is_error(&send(&h, "c", "ann", play("step 1")).await));
    assert!(waiting(&status_text(&h, "ann").await).starts_with("Waiting for: bob ("));

    let n = send(&h, "c", "ann", CommandKind::Kick { user: "bob".into() }).await;
    assert!(
        reply(&n).text.contains("held for them"),
        "{}",
        reply(&n).text
    );
    // The status no longer names bob as the one awaited.
    let s = status_text(&h, "ann").await;
    assert_eq!(
        waiting(&s),
        "Waiting for: free seat (orange, 2), held for bob",
        "{s}"
    );
    assert!(s.contains("• free seat (orange, 2), held for bob"), "{s}");
    // A stranger can't take the seat; bob can't act until he is back.
    let n = send(&h, "c", "dan", CommandKind::Join).await;
    assert!(
        is_error(&n) && reply(&n).text.contains("held"),
        "{}",
        reply(&n).text
    );
    assert!(is_error(&send(&h, "c", "bob", play("step 1")).await));

    let n = send(&h, "c", "bob", CommandKind::Join).await;
    assert!(!is_error(&n), "{n:#?}");
    assert!(channel_text(&n).contains("bob takes seat 2"), "{n:#?}");
    assert!(
        n.iter()
            .any(|x| x.to == Audience::Dm("id-bob".into()) && x.text.contains("secret")),
        "bob gets his private view back: {n:#?}"
    );
    assert_eq!(
        me(&h, "bob").await,
        bob_seat,
        "the same seat, the same hand"
    );
    assert_eq!(
        waiting(&status_text(&h, "ann").await),
        "Waiting for: bob (orange, 2)"
    );
    assert!(!is_error(&send(&h, "c", "bob", play("step 1")).await));
}

#[tokio::test]
async fn rejoining_after_another_left_returns_each_to_their_own_seat() {
    let h = host();
    started_race(&h, "c", &["ann", "bob", "cat"], &[("target", "100")]).await;
    let (bob_seat, cat_seat) = (me(&h, "bob").await, me(&h, "cat").await);
    assert!(!is_error(&send(&h, "c", "ann", play("step 1")).await));
    // Bob is kicked on his turn; cat leaves: first a question, nothing
    // changes until she confirms.
    send(&h, "c", "ann", CommandKind::Kick { user: "bob".into() }).await;
    let n = send(&h, "c", "cat", CommandKind::Leave).await;
    let ask = reply(&n);
    assert!(matches!(ask.to, Audience::Ephemeral(_)));
    assert!(ask.text.contains("/game leave confirm"), "{}", ask.text);
    assert_eq!(
        ask.data.confirm.as_ref().map(|c| c.what),
        Some(Confirmable::Leave)
    );
    assert!(status_text(&h, "ann").await.contains("cat (green, 3)"));
    let n = send(&h, "c", "cat", confirm(Confirmable::Leave)).await;
    assert!(channel_text(&n).contains("cat left seat 3"), "{n:#?}");
    let s = status_text(&h, "ann").await;
    assert!(
        s.contains("held for bob") && s.contains("held for cat"),
        "{s}"
    );

    // Bob comes back first: his seat 2, not the first free one; his turn.
    let n = send(&h, "c", "bob", CommandKind::Join).await;
    assert!(channel_text(&n).contains("bob takes seat 2"), "{n:#?}");
    assert_eq!(me(&h, "bob").await, bob_seat);
    assert_eq!(
        waiting(&status_text(&h, "ann").await),
        "Waiting for: bob (orange, 2)"
    );
    assert!(!is_error(&send(&h, "c", "bob", play("step 1")).await));
    assert_eq!(
        waiting(&status_text(&h, "ann").await),
        "Waiting for: free seat (green, 3), held for cat"
    );
    let n = send(&h, "c", "cat", CommandKind::Join).await;
    assert!(channel_text(&n).contains("cat takes seat 3"), "{n:#?}");
    assert_eq!(me(&h, "cat").await, cat_seat);
    assert!(!is_error(&send(&h, "c", "cat", play("step 1")).await));
}

#[tokio::test]
async fn the_results_name_a_seat_freed_before_the_end_by_its_last_player() {
    let h = host();
    started_race(&h, "c", &["ann", "bob"], &[("target", "3")]).await;
    send(&h, "c", "ann", play("step 2")).await;
    send(&h, "c", "bob", play("step 1")).await;
    send(&h, "c", "ann", CommandKind::Kick { user: "bob".into() }).await;
    let n = send(&h, "c", "ann", play("step 2")).await;
    let post = channel_text(&n);
    assert!(
        post.contains("1. ann (blue, 1): 4 points")
            && post.contains("2. bob (orange, 2): 1 point")
            && !post.contains("1 points"),
        "{post}"
    );
}

#[tokio::test]
async fn the_creator_hands_the_table_on_before_giving_up_a_seat() {
    let h = host();
    started_race(&h, "c", &["ann", "bob"], &[("target", "100")]).await;
    let ann_seat = me(&h, "ann").await;
    // Neither leaving nor kicking or replacing herself empties her seat.
    for kind in [
        CommandKind::Leave,
        confirm(Confirmable::Leave),
        CommandKind::Kick { user: "ann".into() },
        CommandKind::Replace {
            user: "ann".into(),
            by: "bot".into(),
        },
    ] {
        let n = send(&h, "c", "ann", kind.clone()).await;
        assert!(
            is_error(&n) && reply(&n).text.contains("/game transfer"),
            "{kind:?}: {}",
            reply(&n).text
        );
    }
    let mut admin_kick = cmd("c", "mod", CommandKind::Kick { user: "ann".into() });
    admin_kick.admin = true;
    assert!(is_error(&h.handle(admin_kick).await));
    assert!(status_text(&h, "bob").await.contains("• ann (blue, 1)"));

    // Only the creator transfers, and only to someone seated.
    let to_ann = CommandKind::Transfer { user: "ann".into() };
    assert!(is_error(&send(&h, "c", "bob", to_ann).await));
    let to_dan = CommandKind::Transfer { user: "dan".into() };
    assert!(is_error(&send(&h, "c", "ann", to_dan).await));
    let n = send(&h, "c", "ann", CommandKind::Transfer { user: "bob".into() }).await;
    assert!(
        channel_text(&n).contains("ann handed the table to bob"),
        "{n:#?}"
    );
    // Now bob runs the table and ann may leave like anyone.
    assert!(is_error(&send(&h, "c", "ann", CommandKind::Abort).await));
    send(&h, "c", "ann", CommandKind::Leave).await;
    let n = send(&h, "c", "ann", confirm(Confirmable::Leave)).await;
    assert!(channel_text(&n).contains("ann left seat 1"), "{n:#?}");
    assert_eq!(
        waiting(&status_text(&h, "bob").await),
        "Waiting for: free seat (blue, 1), held for ann"
    );
    send(&h, "c", "ann", CommandKind::Join).await;
    assert_eq!(me(&h, "ann").await, ann_seat);
    assert_eq!(
        waiting(&status_text(&h, "bob").await),
        "Waiting for: ann (blue, 1)"
    );
}

#[tokio::test]
async fn replace_hands_a_seat_to_a_named_person_who_gets_the_private_view() {
    let h = host();
    started_race(&h, "c", &["ann", "bob"], &[("target", "100")]).await;
    let seat2 = me(&h, "bob").await;
    assert!(!is_error(&send(&h, "c", "ann", play("step 1")).await));
    let to_cat = CommandKind::Replace {
        user: "bob".into(),
        by: "cat".into(),
    };
    // Longtable doesn't know cat yet: a clear error, nothing changed.
    let n = send(&h, "c", "ann", to_cat.clone()).await;
    assert!(
        is_error(&n) && reply(&n).text.contains("don't know cat"),
        "{}",
        reply(&n).text
    );
    send(&h, "c", "cat", CommandKind::Status).await;
    assert!(
        is_error(&send(&h, "c", "bob", to_cat.clone()).await),
        "only the creator"
    );
    let to_ann = CommandKind::Replace {
        user: "bob".into(),
        by: "ann".into(),
    };
    assert!(
        is_error(&send(&h, "c", "ann", to_ann).await),
        "ann is seated"
    );

    let n = send(&h, "c", "ann", to_cat).await;
    assert!(
        channel_text(&n).contains("The seat of bob (seat 2) now belongs to cat"),
        "{n:#?}"
    );
    let dm = n
        .iter()
        .find(|x| x.to == Audience::Dm("id-cat".into()))
        .expect("cat is told by DM");
    assert!(
        dm.text.contains("You now hold cat (orange, 2)") && dm.images.len() == 1,
        "{}",
        dm.text
    );
    // It is the seat's turn, so the DM carries its choices as buttons.
    let prompt = dm.data.prompt.as_ref().expect("the seat's choices");
    assert_eq!(prompt.seats[0].actions, ["step 1", "step 2", "roll"]);
    assert_eq!(me(&h, "cat").await, seat2, "cat holds bob's seat as it was");
    assert_eq!(
        waiting(&status_text(&h, "ann").await),
        "Waiting for: cat (orange, 2)"
    );
    assert!(is_error(&send(&h, "c", "bob", play("step 1")).await));
    assert!(!is_error(&send(&h, "c", "cat", play("step 1")).await));

    // A held seat can be handed on too: cat is kicked, bob named.
    send(&h, "c", "ann", CommandKind::Kick { user: "cat".into() }).await;
    let n = send(
        &h,
        "c",
        "ann",
        CommandKind::Replace {
            user: "cat".into(),
            by: "bob".into(),
        },
    )
    .await;
    assert!(!is_error(&n), "{n:#?}");
    assert!(is_error(&send(&h, "c", "cat", CommandKind::Join).await));
    assert!(status_text(&h, "ann").await.contains("• bob (orange, 2)"));
}

#[tokio::test]
async fn a_bot_keeps_a_seat_for_its_player_until_they_return() {
    let h = host();
    started_race(&h, "c", &["ann", "bob"], &[("target", "100")]).await;
    let seat2 = me(&h, "bob").await;
    let to_bot = CommandKind::Replace {
        user: "bob".into(),
        by: "easy".into(),
    };
    assert!(!is_error(&send(&h, "c", "ann", to_bot).await));
    // A stranger can't take the bot's seat over; bob can, or just rejoin.
    let take = CommandKind::Replace {
        user: "bot".into(),
        by: "me".into(),
    };
    let n = send(&h, "c", "dan", take).await;
    assert!(is_error(&n) && reply(&n).text.contains("held"), "{n:#?}");
    // Kicking the bot leaves the seat held for bob, under his name.
    send(
        &h,
        "c",
        "ann",
        CommandKind::Kick {
            user: "Ada (bot, easy)".into(),
        },
    )
    .await;
    assert!(
        status_text(&h, "ann")
            .await
            .contains("• free seat (orange, 2), held for bob"),
        "{}",
        status_text(&h, "ann").await
    );
    let n = send(&h, "c", "bob", CommandKind::Join).await;
    assert!(channel_text(&n).contains("bob takes seat 2"), "{n:#?}");
    assert_eq!(me(&h, "bob").await, seat2);
}

#[tokio::test]
async fn an_open_table_lets_anyone_take_a_free_seat() {
    let h = host();
    started_race(
        &h,
        "c",
        &["ann", "bob"],
        &[("target", "100"), ("seats", "open")],
    )
    .await;
    assert!(!is_error(&send(&h, "c", "ann", play("step 1")).await));
    let n = send(&h, "c", "ann", CommandKind::Kick { user: "bob".into() }).await;
    assert!(reply(&n).text.contains("anyone can take it"), "{n:#?}");
    assert_eq!(
        waiting(&status_text(&h, "ann").await),
        "Waiting for: free seat (orange, 2), open to anyone"
    );
    let n = send(&h, "c", "dan", CommandKind::Join).await;
    assert!(channel_text(&n).contains("dan takes seat 2"), "{n:#?}");
    assert_eq!(
        waiting(&status_text(&h, "ann").await),
        "Waiting for: dan (orange, 2)"
    );
    assert!(!is_error(&send(&h, "c", "dan", play("step 1")).await));
    // A bad value for the option is refused at /game new.
    let n = send(&h, "d", "ann", new_race(None, &[("seats", "everyone")])).await;
    assert!(is_error(&n), "{n:#?}");
}

#[tokio::test]
async fn abort_asks_first_and_only_its_confirmation_closes_the_table() {
    let h = host();
    started_race(&h, "c", &["ann", "bob"], &[("target", "100")]).await;
    assert!(!is_error(&send(&h, "c", "ann", play("step 1")).await));
    let n = send(&h, "c", "ann", CommandKind::Abort).await;
    let ask = reply(&n);
    assert!(
        matches!(ask.to, Audience::Ephemeral(_)) && n.len() == 1,
        "{n:#?}"
    );
    assert!(
        ask.text.contains("after 1 action,") && ask.text.contains("/game abort confirm"),
        "{}",
        ask.text
    );
    let button = ask.data.confirm.clone().expect("a confirmation button");
    assert_eq!(button.what, Confirmable::Abort);
    assert_eq!(
        status(&h, "c", "ann").await.data.status.as_deref(),
        Some("playing")
    );
    // Not for bob, nor for a button of another table.
    assert!(is_error(
        &send(&h, "c", "bob", confirm(Confirmable::Abort)).await
    ));
    let stale = CommandKind::Confirm {
        what: Confirmable::Abort,
        table: Some(button.table_id + 1),
    };
    assert!(is_error(&send(&h, "c", "ann", stale).await));
    let yes = CommandKind::Confirm {
        what: Confirmable::Abort,
        table: Some(button.table_id),
    };
    let n = send(&h, "c", "ann", yes.clone()).await;
    assert!(channel_text(&n).contains("ann closed the table"), "{n:#?}");
    assert!(
        is_error(&send(&h, "c", "ann", yes).await),
        "nothing left to close"
    );
}

/// Plays a race in channel `c` to its end: ann steps 2, bob steps 1.
async fn play_out(h: &longtable::host::Host) {
    for _ in 0..10 {
        let n = send(h, "c", "ann", play("step 2")).await;
        assert!(!is_error(&n), "{n:#?}");
        if status(h, "c", "ann").await.data.status.as_deref() == Some("finished") {
            return;
        }
        assert!(!is_error(&send(h, "c", "bob", play("step 1")).await));
    }
    panic!("the race did not end");
}

#[tokio::test]
async fn finished_games_stay_in_history_and_past_boards_replay() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let h = host_at(&path);
    let history = |n: Option<usize>| {
        let h = h.clone();
        async move {
            reply(&send(&h, "c", "cat", CommandKind::History { n }).await)
                .text
                .clone()
        }
    };
    let board_of = |at: Option<i64>, game: Option<i64>| {
        let h = h.clone();
        async move {
            send(
                &h,
                "c",
                "cat",
                CommandKind::Board {
                    at,
                    game,
                    full: false,
                },
            )
            .await
        }
    };
    let board_at = |at: i64| board_of(Some(at), None);
    assert!(history(None).await.contains("No game has finished"));

    started_race(&h, "c", &["ann", "bob"], &[("target", "5")]).await;
    send(&h, "c", "ann", play("step 2")).await;
    send(&h, "c", "bob", play("step 1")).await;
    // A running game: the board after each action, re-simulated.
    let n = board_at(0).await;
    assert!(reply(&n).text.contains("after action 0 of 2") && reply(&n).text.contains("[0, 0]"));
    assert_eq!(reply(&n).images.len(), 1);
    assert!(reply(&board_at(1).await).text.contains("[2, 0]"));
    assert!(reply(&board_at(2).await).text.contains("[2, 1]"));
    let n = board_at(3).await;
    assert!(is_error(&n) && reply(&n).text.contains("0 (the setup) to 2"));
    assert!(is_error(&board_at(-1).await));

    play_out(&h).await; // ann 6, bob 2: ann wins after 5 actions
    let first = history(None).await;
    let line = first.lines().nth(1).unwrap_or_default();
    assert!(
        line.starts_with("• #1 race, 20") && line.ends_with(": ann 6, bob 2; winner: ann"),
        "{first}"
    );
    // A finished game's boards too, and after a new table opens.
    assert!(reply(&board_at(3).await).text.contains("[4, 1]"));
    let n = send(&h, "c", "bob", new_race(None, &[("target", "3")])).await;
    assert!(reply(&n).text.contains("/history"), "{n:#?}");
    // The lobby has no board; the archived game is named by its number.
    assert!(is_error(&board_at(1).await));
    let n = board_of(Some(3), Some(1)).await;
    assert!(
        reply(&n)
            .text
            .starts_with("race #1: the board after action 3 of 5")
            && reply(&n).text.contains("[4, 1]")
            && reply(&n).images.len() == 1,
        "{}",
        reply(&n).text
    );
    assert!(reply(&board_of(None, Some(1)).await)
        .text
        .contains("[6, 2]"));
    let n = board_of(None, Some(99)).await;
    assert!(is_error(&n) && reply(&n).text.contains("#99"), "{n:#?}");
    let elsewhere = send(
        &h,
        "d",
        "cat",
        CommandKind::Board {
            at: None,
            game: Some(1),
            full: false,
        },
    )
    .await;
    assert!(is_error(&elsewhere), "a game of another channel");
    assert!(history(None).await.contains("ann 6, bob 2; winner: ann"));

    send(&h, "c", "ann", CommandKind::Join).await;
    send(&h, "c", "bob", CommandKind::Start).await;
    // bob opened this one, so he is seat 1: he steps 2, ann 1.
    send(&h, "c", "bob", play("step 2")).await;
    send(&h, "c", "ann", play("step 1")).await;
    send(&h, "c", "bob", play("step 2")).await;
    let both = history(None).await;
    let lines: Vec<&str> = both.lines().collect();
    assert_eq!(lines.len(), 3, "{both}");
    assert!(lines[0].contains("last 2 finished games"), "{both}");
    assert!(
        lines[1].starts_with("• #2 race") && lines[1].ends_with(": bob 4, ann 1; winner: bob"),
        "{both}"
    );
    assert!(lines[2].starts_with("• #1 race"), "{both}");
    assert_eq!(history(Some(1)).await.lines().count(), 2);

    // Every stored table still replays to its stored hashes.
    drop(h);
    let db = longtable::store::Db::open(&path).unwrap();
    let report = longtable::host::replay::verify_all(&db, &registry()).unwrap();
    assert_eq!(report.mismatches, 0, "{:?}", report.problems);
    assert!(report.verified >= 2, "{report:?}");
}

/// `/game leave` mid-game, confirmed, follows the table's `on_timeout`:
/// `bot` hands the seat to a bot that keeps it for the player.
#[tokio::test]
async fn leaving_at_a_bot_table_hands_the_seat_to_a_bot_until_the_player_returns() {
    let h = host();
    started_race(
        &h,
        "c",
        &["ann", "bob", "cat"],
        &[("target", "100"), ("on_timeout", "bot")],
    )
    .await;
    let seat2 = me(&h, "bob").await;
    let n = send(&h, "c", "bob", CommandKind::Leave).await;
    assert!(channel_text(&n).is_empty(), "asks first: {n:#?}");
    assert!(reply(&n).text.contains("A bot plays the seat"), "{n:#?}");
    let n = send(&h, "c", "bob", confirm(Confirmable::Leave)).await;
    let told = channel_text(&n);
    assert!(told.contains("held for them"), "{told}");
    assert!(told.contains("now belongs to Ada (bot, normal)"), "{told}");
    let s = status_text(&h, "ann").await;
    assert!(s.contains("Ada (bot, normal)"), "{s}");
    // The bot plays the seat; bob takes it back as it was.
    let n = send(&h, "c", "bob", CommandKind::Join).await;
    assert!(channel_text(&n).contains("bob takes seat 2"), "{n:#?}");
    assert_eq!(me(&h, "bob").await, seat2);
}

/// `forfeit`: the game ends at once with the leaver last.
#[tokio::test]
async fn leaving_at_a_forfeit_table_ends_the_game_with_the_leaver_last() {
    let h = host();
    started_race(
        &h,
        "c",
        &["ann", "bob", "cat"],
        &[("target", "100"), ("on_timeout", "forfeit")],
    )
    .await;
    let n = send(&h, "c", "bob", CommandKind::Leave).await;
    assert!(reply(&n).text.contains("the game ends now"), "{n:#?}");
    let n = send(&h, "c", "bob", confirm(Confirmable::Leave)).await;
    let told = channel_text(&n);
    assert!(told.contains("bob left the game"), "{told}");
    let st = status(&h, "c", "ann").await;
    assert_eq!(st.data.status.as_deref(), Some("finished"), "{}", st.text);
    let scores = n
        .iter()
        .find_map(|x| x.data.scores.clone())
        .expect("the final post carries the result");
    assert_eq!(scores.len(), 3);
    // With `wait` (the default) the seat is only held.
    let h = host();
    started_race(&h, "c", &["ann", "bob"], &[("target", "100")]).await;
    send(&h, "c", "bob", CommandKind::Leave).await;
    let n = send(&h, "c", "bob", confirm(Confirmable::Leave)).await;
    assert!(channel_text(&n).contains("held for them"), "{n:#?}");
    let st = status(&h, "c", "ann").await;
    assert_eq!(st.data.status.as_deref(), Some("playing"), "{}", st.text);
}
