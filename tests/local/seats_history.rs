//! Issue 26 (seats and history): every move told under whoever held the
//! seat then, seat events in `/log`, `/history` and the digest, bots with
//! names of their own, and who may hand seats out. Through the host API
//! with the race game, as `host_seats.rs`.

use crate::common;

use common::*;
use longtable::host::{Audience, CommandKind, Notice};

fn log_text(n: &[Notice]) -> String {
    reply(n).text.clone()
}

async fn log(h: &longtable::host::Host, who: &str) -> String {
    log_text(&send(h, "c", who, CommandKind::Log { n: Some(50) }).await)
}

fn dm_to(n: &[Notice], user: &str) -> String {
    n.iter()
        .filter(|x| x.to == Audience::Dm(format!("id-{user}")))
        .map(|x| x.text.clone())
        .collect::<Vec<_>>()
        .join("\n")
}

fn channel(n: &[Notice]) -> String {
    n.iter()
        .filter(|x| matches!(x.to, Audience::Channel(_)))
        .map(|x| x.text.clone())
        .collect::<Vec<_>>()
        .join("\n")
}

fn replace(user: &str, by: &str) -> CommandKind {
    CommandKind::Replace {
        user: user.into(),
        by: by.into(),
    }
}

/// The case: after `ann /game replace bob bot`, bob's earlier
/// moves are still his in `/log`, the bot's are its own, the replacement
/// is a line of its own, bob is told how to come back, and when he does,
/// that is told too.
#[tokio::test]
async fn a_replaced_players_moves_stay_his_and_the_replacement_is_told() {
    let h = host();
    started_race(&h, "c", &["ann", "bob"], &[("target", "100")]).await;
    for who in ["ann", "bob", "ann"] {
        assert!(!is_error(&send(&h, "c", who, play("step 1")).await));
    }
    let n = send(&h, "c", "ann", replace("bob", "bot")).await;
    assert!(!is_error(&n), "{n:#?}");
    assert!(
        channel(&n).contains("now belongs to Ada (bot, normal)"),
        "{n:#?}"
    );
    // Bob is told what happened and how he gets his seat back.
    let dm = dm_to(&n, "bob");
    assert!(
        dm.contains("handed your seat 2 to Ada (bot, normal)") && dm.contains("/game join"),
        "{dm}"
    );
    // Ada played at once; ann's turn DM recalls the replacement.
    let ann = dm_to(&n, "ann");
    assert!(
        ann.contains("ann handed seat 2 from bob to Ada (bot, normal)"),
        "{ann}"
    );
    assert!(ann.contains("Ada (bot, normal):"), "{ann}");
    let text = log(&h, "ann").await;
    let lines: Vec<&str> = text.lines().collect();
    let at = |prefix: &str| {
        lines
            .iter()
            .position(|l| l.starts_with(prefix))
            .unwrap_or_else(|| panic!("no line {prefix} in {text}"))
    };
    assert!(lines[at("#2 ")].starts_with("#2 bob:"), "{text}");
    assert!(!text.contains("#2 Ada"), "{text}");
    let event = at("↳ ann handed seat 2 from bob to Ada (bot, normal).");
    assert!(event > at("#3 ann:"), "{text}");
    assert!(
        lines[at("#4 ")].starts_with("#4 Ada (bot, normal):"),
        "{text}"
    );
    assert!(event < at("#4 "), "{text}");

    // Bob comes back with /game join, as his DM said.
    let n = send(&h, "c", "ann", play("step 1")).await;
    assert!(!is_error(&n), "{n:#?}");
    let n = send(&h, "c", "bob", CommandKind::Join).await;
    assert!(!is_error(&n), "{n:#?}");
    let text = log(&h, "bob").await;
    assert!(text.contains("↳ bob is back in seat 2."), "{text}");
    assert!(
        text.contains("#2 bob:") && text.contains("#4 Ada (bot, normal):"),
        "{text}"
    );
    // The board of any earlier moment names the seat's holder then.
    let n = send(
        &h,
        "c",
        "ann",
        CommandKind::Board {
            at: Some(4),
            game: None,
            full: false,
        },
    )
    .await;
    assert!(reply(&n).text.contains("after action 4"), "{n:#?}");
}

/// A player replaced by another person is told that only the creator
/// gives the seat back; the log says who took it, by whose hand.
#[tokio::test]
async fn a_player_replaced_by_a_person_is_told_only_the_creator_gives_it_back() {
    let h = host();
    started_race(&h, "c", &["ann", "bob"], &[("target", "100")]).await;
    assert!(!is_error(&send(&h, "c", "ann", play("step 1")).await));
    // cat has used Longtable, so the host knows her.
    send(&h, "x", "cat", CommandKind::Status).await;
    let n = send(&h, "c", "ann", replace("bob", "cat")).await;
    assert!(!is_error(&n), "{n:#?}");
    let dm = dm_to(&n, "bob");
    assert!(
        dm.contains("Only the table's creator can give it back to you, with /game replace cat bob"),
        "{dm}"
    );
    // bob can't take it back himself.
    assert!(is_error(&send(&h, "c", "bob", CommandKind::Join).await));
    assert!(!is_error(&send(&h, "c", "cat", play("step 1")).await));
    let text = log(&h, "ann").await;
    assert!(
        text.contains("↳ ann handed seat 2 from bob to cat."),
        "{text}"
    );
    assert!(text.contains("#2 cat:"), "{text}");
}

/// Leaving and kicks are events of their own, in `/log` and, once the
/// game is over, under the game in `/history`.
#[tokio::test]
async fn leaving_and_kicks_are_told_in_the_log_and_the_history() {
    let h = host();
    started_race(&h, "c", &["ann", "bob", "cat"], &[("target", "4")]).await;
    assert!(!is_error(&send(&h, "c", "ann", play("step 1")).await));
    let n = send(&h, "c", "ann", CommandKind::Kick { user: "bob".into() }).await;
    assert!(!is_error(&n), "{n:#?}");
    let text = log(&h, "cat").await;
    assert!(text.contains("↳ ann took bob out of seat 2."), "{text}");
    // bob comes back; the game is played to its end.
    assert!(!is_error(&send(&h, "c", "bob", CommandKind::Join).await));
    for _ in 0..12 {
        for who in ["bob", "cat", "ann"] {
            send(&h, "c", who, play("step 2")).await;
        }
    }
    let n = send(&h, "c", "ann", CommandKind::History { n: None }).await;
    let text = reply(&n).text.clone();
    assert!(text.contains("• #1 race"), "{text}");
    assert!(text.contains("↳ ann took bob out of seat 2."), "{text}");
    assert!(text.contains("↳ bob is back in seat 2."), "{text}");
}

/// Only the creator (or an admin) adds bots, in the lobby too, and at an
/// invite-only table a stranger never gets a seat: not a bot's, not a
/// free one held for nobody. At a `seats:open` table anyone may.
#[tokio::test]
async fn a_stranger_never_gets_a_seat_at_an_invite_only_table() {
    let h = host();
    let n = send(&h, "c", "ann", new_race(Some(3), &[("target", "100")])).await;
    assert!(!is_error(&n), "{n:#?}");
    assert!(!is_error(&send(&h, "c", "bob", CommandKind::Join).await));
    let addbot = CommandKind::AddBot { level: None };
    let n = send(&h, "c", "bob", addbot.clone()).await;
    assert!(
        is_error(&n) && reply(&n).text.contains("adds bots or hands seats over"),
        "{n:#?}"
    );
    let n = send(&h, "c", "zed", addbot.clone()).await;
    assert!(is_error(&n), "{n:#?}");
    let n = send(&h, "c", "ann", addbot.clone()).await;
    assert!(
        channel(&n).contains("Ada (bot, normal) joined (3/3)"),
        "{n:#?}"
    );
    assert!(!is_error(&send(&h, "c", "ann", CommandKind::Start).await));

    let n = send(&h, "c", "zed", replace("bot", "me")).await;
    assert!(
        is_error(&n) && reply(&n).text.contains("invite-only"),
        "{n:#?}"
    );
    let n = send(&h, "c", "zed", replace("Ada", "me")).await;
    assert!(is_error(&n), "{n:#?}");
    // A seated player may not hand seats over either.
    let n = send(&h, "c", "bob", replace("Ada", "easy")).await;
    assert!(is_error(&n), "{n:#?}");
    // The bot, taken out, leaves a seat held for nobody: still not zed's.
    let kick = CommandKind::Kick {
        user: "Ada (bot, normal)".into(),
    };
    assert!(!is_error(&send(&h, "c", "ann", kick).await));
    let n = send(&h, "c", "zed", CommandKind::Join).await;
    assert!(
        is_error(&n) && reply(&n).text.contains("invite-only"),
        "{n:#?}"
    );
    // A new bot gets a new name: never two bots of one name at a table.
    let n = send(&h, "c", "ann", addbot).await;
    assert!(
        channel(&n).contains("Blaise (bot, normal) takes seat 3"),
        "{n:#?}"
    );

    // At a seats:open table the stranger may take a bot's seat.
    let h = host();
    let n = send(
        &h,
        "c",
        "ann",
        new_race(
            Some(2),
            &[("target", "100"), ("seats", "open"), ("bots", "1")],
        ),
    )
    .await;
    assert!(!is_error(&n), "{n:#?}");
    assert!(!is_error(&send(&h, "c", "ann", CommandKind::Start).await));
    let n = send(&h, "c", "zed", replace("Ada", "me")).await;
    assert!(channel(&n).contains("zed takes seat 2"), "{n:#?}");
    let text = log(&h, "ann").await;
    assert!(
        text.contains("↳ zed takes seat 2 from Ada (bot, normal)."),
        "{text}"
    );
}

/// Two bots at one table have two names, in the channel and in the
/// game's end: never "Bot (normal)" twice.
#[tokio::test]
async fn bots_have_their_own_names_to_the_end_of_the_game() {
    let h = host();
    let n = send(
        &h,
        "c",
        "ann",
        new_race(
            Some(3),
            &[("target", "3"), ("bots", "2"), ("bot_level", "easy")],
        ),
    )
    .await;
    assert!(!is_error(&n), "{n:#?}");
    let mut all = channel(&send(&h, "c", "ann", CommandKind::Start).await);
    for _ in 0..10 {
        all.push_str(&channel(&send(&h, "c", "ann", play("step 1")).await));
    }
    let status = status(&h, "c", "ann").await.text;
    assert!(!all.contains("Bot ("), "{all}");
    assert!(
        all.contains("Ada (bot, easy)") && all.contains("Blaise (bot, easy)"),
        "{all}"
    );
    assert!(
        status.contains("Ada (bot, easy)") && status.contains("Blaise (bot, easy)"),
        "{status}"
    );
    // The game ended; its result names them.
    let n = send(&h, "c", "ann", CommandKind::History { n: None }).await;
    let text = reply(&n).text.clone();
    assert!(
        text.contains("Ada (bot, easy)") && text.contains("Blaise (bot, easy)"),
        "{text}"
    );
}

/// Who held the seat and who chose each row are stored (migration 09):
/// the person for their move, the bot for a bot's, nobody for a forced
/// move.
#[tokio::test]
async fn each_row_records_its_holder_and_who_chose_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    {
        let h = host_at(&path);
        started_race(&h, "c", &["ann", "bob"], &[("target", "100")]).await;
        assert!(!is_error(&send(&h, "c", "ann", play("step 1")).await));
        assert!(!is_error(
            &send(&h, "c", "ann", replace("bob", "easy")).await
        ));
    }
    let db = longtable::store::Db::open(&path).unwrap();
    let id = db.latest_table("c").unwrap().unwrap().id;
    let rows = db.actions(id, 0).unwrap();
    assert_eq!(rows[0].holder.as_deref(), Some("id-ann"));
    assert_eq!(rows[0].chosen_by.as_deref(), Some("id-ann"));
    assert_eq!(rows[1].holder.as_deref(), Some("bot:easy:1"));
    assert_eq!(rows[1].chosen_by.as_deref(), Some("bot:easy:1"));
}

/// A timeout handed to a bot (`on_timeout:bot`): the log says so, tells
/// the bot's moves as made for the absent player, and tells their return.
#[tokio::test]
async fn a_timeout_stand_in_and_the_return_are_told_in_the_log() {
    use longtable::clock::{ManualClock, MANUAL_START_MS};
    use longtable::store::{Db, Store};
    let clock = std::sync::Arc::new(ManualClock::at(MANUAL_START_MS));
    let h = longtable::host::Host::new(registry(), Store::new(Db::in_memory().unwrap()))
        .unwrap()
        .seeded(1)
        .with_clock(clock);
    started_race(
        &h,
        "c",
        &["ann", "bob"],
        &[
            ("turn_time", "10h"),
            ("on_timeout", "bot"),
            ("target", "100"),
        ],
    )
    .await;
    let n = send(
        &h,
        "c",
        "bob",
        CommandKind::ClockAdvance { by: "10h".into() },
    )
    .await;
    assert!(n.iter().any(|x| x.text.contains("A bot plays")), "{n:#?}");
    assert!(!is_error(&send(&h, "c", "bob", play("step 1")).await));
    let text = log(&h, "bob").await;
    assert!(
        text.contains("↳ ann ran out of time; a bot plays seat 1 until they are back."),
        "{text}"
    );
    assert!(text.contains("#1 ann (a bot standing in):"), "{text}");
    assert!(text.contains("#2 bob:"), "{text}");
    // ann is back with any command; that is told too.
    let _ = status(&h, "c", "ann").await;
    let text = log(&h, "ann").await;
    assert!(text.contains("↳ ann is back in seat 1."), "{text}");
}

/// Bots seated before bots had names of their own are stored as "Bot
/// (normal)": when their table loads, each takes its own name from its
/// id, so the channel no longer reads "Bot (normal) … Bot (normal)".
#[tokio::test]
async fn bots_seated_before_names_get_their_own_when_the_table_loads() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    {
        let h = host_at(&db);
        let n = send(
            &h,
            "c",
            "ann",
            new_race(Some(3), &[("bots", "2"), ("target", "100")]),
        )
        .await;
        assert!(!is_error(&n), "{n:#?}");
        let n = send(&h, "c", "ann", CommandKind::Start).await;
        assert!(!is_error(&n), "{n:#?}");
    }
    // What an older build stored for them.
    let sql = rusqlite::Connection::open(&db).unwrap();
    let renamed = sql
        .execute(
            "UPDATE seats SET user_name = 'Bot (normal)' WHERE user_id LIKE 'bot:%'",
            [],
        )
        .unwrap();
    assert_eq!(renamed, 2);
    drop(sql);

    let h = host_at(&db);
    let n = send(&h, "c", "ann", CommandKind::Status).await;
    let text: Vec<&str> = n.iter().map(|n| n.text.as_str()).collect();
    let text = text.join("\n");
    assert!(
        text.contains("Ada (bot, normal)") && text.contains("Blaise (bot, normal)"),
        "{text}"
    );
    assert!(!text.contains("Bot (normal)"), "{text}");
    // Stored: the seats read the same names from the database.
    let sql = rusqlite::Connection::open(&db).unwrap();
    let mut names: Vec<String> = sql
        .prepare("SELECT user_name FROM seats WHERE user_id LIKE 'bot:%' ORDER BY seat")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    names.sort();
    assert_eq!(names, ["Ada (bot, normal)", "Blaise (bot, normal)"]);
}
