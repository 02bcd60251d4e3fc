//! The notice outbox (issue 26) through the host and the console: a bot
//! standing in for absent players sends each one message at the takeover
//! and one digest at their return or the game's end, never one per move;
//! and a console SIGKILLed between a commit and its delivery prints the
//! notice after the restart, once, with the manual clock where it was.
//!
//! The crash tests stop the console at a fault point (`LONGTABLE_FAULT`,
//! see `src/fault.rs`), then SIGKILL it.

use crate::common;

use common::{is_error, play, send, started_race};
use longtable::clock::{ManualClock, MANUAL_START_MS};
use longtable::host::{Audience, CommandKind, Host, Notice};
use longtable::store::{Db, Store};
use serde_json::Value;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

fn memory_host() -> Host {
    let clock = Arc::new(ManualClock::at(MANUAL_START_MS));
    Host::new(common::registry(), Store::new(Db::in_memory().unwrap()))
        .unwrap()
        .seeded(1)
        .with_clock(clock)
}

async fn advance(host: &Host, by: &str) -> Vec<Notice> {
    send(
        host,
        "t",
        "ann",
        CommandKind::ClockAdvance { by: by.into() },
    )
    .await
}

fn dms<'a>(notices: &'a [Notice], user: &str) -> Vec<&'a str> {
    notices
        .iter()
        .filter(|n| n.to == Audience::Dm(format!("id-{user}")))
        .map(|n| n.text.as_str())
        .collect()
}

#[tokio::test]
async fn absent_players_get_one_message_when_the_bot_takes_over_and_one_digest_at_the_end() {
    let host = memory_host();
    started_race(
        &host,
        "t",
        &["ann", "bob", "cat"],
        &[
            ("turn_time", "10h"),
            ("on_timeout", "bot"),
            ("target", "40"),
        ],
    )
    .await;
    let mut all = Vec::new();
    // ann, then bob, then cat time out; then bots play every seat to the
    // end, many moves each, all in the last step.
    for _ in 0..3 {
        all.extend(advance(&host, "10h").await);
    }
    let st = common::status(&host, "t", "dan").await;
    assert_eq!(st.data.status.as_deref(), Some("finished"), "{}", st.text);
    let moves = all
        .iter()
        .filter(|n| matches!(n.to, Audience::Channel(_)))
        .map(|n| n.text.matches(": step").count() + n.text.matches(": roll").count())
        .sum::<usize>();
    assert!(moves > 10, "the bots played the game out: {moves} moves");
    for who in ["ann", "bob", "cat"] {
        let got = dms(&all, who);
        let after: Vec<&&str> = got
            .iter()
            .skip_while(|t| !t.contains("a bot plays your seat"))
            .collect();
        assert_eq!(
            after.len(),
            2,
            "{who}: one message at the takeover, one digest at the end: {got:#?}"
        );
        assert!(
            after[0].contains("Your deadline in race (t) has passed, so a bot plays your seat")
                && after[0].contains("send any command at that table"),
            "{}",
            after[0]
        );
        assert!(
            after[1].contains("ended while a bot played your seat")
                && after[1].contains("Since your last turn")
                && after[1].contains("Final scores"),
            "{}",
            after[1]
        );
        assert!(
            !after.iter().any(|t| t.contains("Your turn in race")),
            "{who} got a turn DM while a bot played: {got:#?}"
        );
    }
    // Nothing is left to send, and nothing is sent twice.
    assert!(host.drain_outbox().await.is_empty());
    assert!(advance(&host, "5d")
        .await
        .iter()
        .all(|n| !matches!(n.to, Audience::Dm(_))));
}

#[tokio::test]
async fn a_player_back_gets_one_digest_of_what_the_bot_did() {
    let host = memory_host();
    started_race(
        &host,
        "t",
        &["ann", "bob"],
        &[
            ("turn_time", "10h"),
            ("on_timeout", "bot"),
            ("target", "100"),
        ],
    )
    .await;
    let n = advance(&host, "10h").await;
    let got = dms(&n, "ann");
    assert!(
        got.last().unwrap().contains("a bot plays your seat"),
        "{got:#?}"
    );
    // bob plays three times; the bot answers for ann each time, and ann
    // hears nothing of it.
    let mut meanwhile = Vec::new();
    for _ in 0..3 {
        let n = send(&host, "t", "bob", play("step 1")).await;
        assert!(!is_error(&n), "{n:#?}");
        meanwhile.extend(n);
    }
    assert!(dms(&meanwhile, "ann").is_empty(), "{meanwhile:#?}");
    // ann is back: one DM, the moves since the takeover, in her name too.
    let n = send(&host, "t", "ann", CommandKind::Status).await;
    let back = dms(&n, "ann");
    assert_eq!(back.len(), 1, "{n:#?}");
    assert!(back[0].contains("Welcome back: your seat in race (t) is yours again"));
    assert_eq!(back[0].matches("bob: step 1").count(), 3, "{}", back[0]);
    // The bot's moves are told as a stand-in's, and the takeover as a
    // seat event.
    assert!(back[0].contains("ann (a bot standing in): "), "{}", back[0]);
    assert!(back[0].contains("ann ran out of time"), "{}", back[0]);
    // Once: the next command says nothing more.
    let n = send(&host, "t", "ann", CommandKind::Status).await;
    assert!(dms(&n, "ann").is_empty(), "{n:#?}");
}

// ---- the console, SIGKILLed between a commit and its delivery ----

/// The console over `db` with the manual clock, this test binary re-run
/// as `clock::console_child`; `fault` stops it at that fault point.
fn console(db: &Path, fault: Option<&str>) -> common::console::JsonConsole {
    let mut cmd = std::process::Command::new(std::env::current_exe().unwrap());
    cmd.args([
        "clock::console_child",
        "--exact",
        "--nocapture",
        "--test-threads=1",
    ])
    .env("LONGTABLE_TEST_CLOCK_CONSOLE", db);
    if let Some(f) = fault {
        cmd.env("LONGTABLE_FAULT", f);
    }
    common::console::JsonConsole::spawn(cmd)
}

/// Waits until the console stopped itself at its fault point (its state
/// in /proc is `T`), then SIGKILLs it.
fn kill_when_stopped(c: &mut common::console::JsonConsole) {
    let stat = format!("/proc/{}/stat", c.child.id());
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let s = std::fs::read_to_string(&stat).unwrap_or_default();
        // "pid (comm) S ...": the state follows the command's parenthesis.
        let state = s.rsplit_once(") ").and_then(|(_, r)| r.chars().next());
        if state == Some('T') {
            break;
        }
        assert!(
            c.child.try_wait().unwrap().is_none(),
            "the console ended before its fault point"
        );
        assert!(Instant::now() < deadline, "no fault point within 30 s");
        std::thread::sleep(Duration::from_millis(20));
    }
    c.child.kill().unwrap(); // SIGKILL
    c.child.wait().unwrap();
}

fn texts(notices: &[Value], to: &str, user: Option<&str>) -> Vec<String> {
    notices
        .iter()
        .filter(|n| n["to"] == to && user.is_none_or(|u| n["user"] == u))
        .map(|n| n["text"].as_str().unwrap_or("").to_string())
        .collect()
}

#[test]
fn a_reminder_stored_but_never_printed_comes_after_a_sigkill_once() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("c.db");
    let mut c = console(&db, None);
    for line in [
        "ann /game new race turn_time:24h",
        "bob /game join",
        "ann /game start",
        "ann /play step 1",
    ] {
        c.json(line);
    }
    drop(c.finish());
    // The reminder is committed with its stage, then the console dies
    // before printing it.
    let mut c = console(&db, Some("outbox-stored"));
    c.send("ann /clock advance 12h");
    kill_when_stopped(&mut c);

    // After the restart it is printed first, before the first line's ack,
    // and the clock stands where the advance took it.
    let mut c = console(&db, None);
    let n = c.json("ann /clock advance 1m");
    let dms = texts(&n, "dm", Some("bob"));
    assert_eq!(dms.len(), 1, "{n:?}");
    assert!(dms[0].contains("Time left: 12h"), "{dms:?}");
    assert!(
        texts(&n, "ephemeral", Some("ann"))[0].contains("2026-01-05 21:01 UTC"),
        "{n:?}"
    );
    // Once: another restart sends nothing again.
    drop(c.finish());
    let mut c = console(&db, None);
    let n = c.json("ann /clock advance 1m");
    assert!(texts(&n, "dm", None).is_empty(), "{n:?}");
}

#[test]
fn a_deadline_cut_off_by_a_sigkill_is_posted_and_its_timeout_finished_after_the_restart() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("c.db");
    let mut c = console(&db, None);
    for line in [
        "ann /game new race turn_time:24h on_timeout:skip",
        "bob /game join",
        "ann /game start",
        "ann /settings reminders:off",
        "// ann's deadline falls due; the console dies with the post stored",
        "// and the skip not played yet.",
    ] {
        c.json(line);
    }
    drop(c.finish());
    let mut c = console(&db, Some("deadline-marked"));
    c.send("bob /clock advance 25h");
    kill_when_stopped(&mut c);

    let mut c = console(&db, None);
    let n = c.json("bob /game status");
    let posts = texts(&n, "channel", None);
    assert!(
        posts
            .iter()
            .any(|p| p.contains("ann, your deadline has passed after 1d")),
        "the deadline post arrives: {n:?}"
    );
    // The skip the crash cut off is played now, once: bob's turn.
    let all: Vec<&str> = n.iter().filter_map(|n| n["text"].as_str()).collect();
    assert!(all.join("\n").contains("Waiting on bob"), "{n:?}");
    let log = c.json("bob /log");
    let log = texts(&log, "ephemeral", Some("bob")).join("\n");
    assert_eq!(log.matches("ann: ").count(), 1, "{log}");
    drop(c.finish());
    let mut c = console(&db, None);
    let n = c.json("bob /game status");
    assert!(
        texts(&n, "channel", None).is_empty(),
        "nothing twice: {n:?}"
    );
}

/// A race of ann against one bot, started, in a new database.
fn race_against_a_bot() -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("c.db");
    let mut c = console(&db, None);
    for line in ["ann /game new race bots:1", "ann /game start"] {
        c.json(line);
    }
    drop(c.finish());
    (dir, db)
}

/// The bot's moves among the channel posts of `n`.
fn bot_posts(n: &[Value]) -> Vec<String> {
    texts(n, "channel", None)
        .into_iter()
        .filter(|p| !p.contains("ann: ") && (p.contains(": step") || p.contains(": roll")))
        .collect()
}

#[test]
fn a_bots_move_stored_but_never_printed_comes_after_a_sigkill() {
    let (_dir, db) = race_against_a_bot();
    // ann moves; the bot answers, its news is stored, the console dies.
    let mut c = console(&db, Some("outbox-stored"));
    c.send("ann /play step 2");
    kill_when_stopped(&mut c);
    let mut c = console(&db, None);
    let n = c.json("ann /game status");
    assert!(
        !bot_posts(&n).is_empty(),
        "the bot's move is told after the restart: {n:?}"
    );
    drop(c.finish());
    let mut c = console(&db, None);
    let n = c.json("ann /game status");
    assert!(texts(&n, "channel", None).is_empty(), "once: {n:?}");
}

#[test]
fn a_bots_move_committed_before_its_news_was_stored_is_told_after_a_sigkill() {
    let (_dir, db) = race_against_a_bot();
    // ann moves (the first committed move); the bot answers and the
    // console dies right after the bot's move commits, before the news of
    // the command is stored.
    let mut c = console(&db, Some("move-committed@2"));
    c.send("ann /play step 2");
    kill_when_stopped(&mut c);
    let mut c = console(&db, None);
    let n = c.json("ann /game status");
    assert_eq!(
        bot_posts(&n).len(),
        1,
        "the bot's committed move is told once after the restart: {n:?}"
    );
    // The log has the move the channel was told of.
    let log = c.json("ann /log");
    let log = texts(&log, "ephemeral", Some("ann")).join("\n");
    assert_eq!(
        log.lines()
            .filter(|l| l.contains(": step") || l.contains(": roll"))
            .count(),
        2,
        "{log}"
    );
    drop(c.finish());
    let mut c = console(&db, None);
    let n = c.json("ann /game status");
    assert!(texts(&n, "channel", None).is_empty(), "once: {n:?}");
}

#[test]
fn a_bots_moves_news_is_stored_once_without_a_crash() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("c.db");
    let mut c = console(&db, None);
    for line in ["ann /game new race bots:1", "ann /game start"] {
        c.json(line);
    }
    // The bot's move after ann's comes in one channel post, with the
    // placeholder stored with the move replaced by it, never both.
    let n = c.json("ann /play step 2");
    let posts = texts(&n, "channel", None);
    let bot_lines = posts
        .iter()
        .flat_map(|p| p.lines())
        .filter(|l| !l.contains("ann: ") && (l.contains(": step") || l.contains(": roll")))
        .count();
    assert_eq!(bot_lines, 1, "{n:?}");
    drop(c.finish());
    let mut c = console(&db, None);
    let n = c.json("ann /game status");
    assert!(
        texts(&n, "channel", None).is_empty(),
        "nothing left over: {n:?}"
    );
}
