//! The turn clock through the host, with a manual clock: reminders at half
//! time and an hour before the deadline to the awaited player, the
//! deadline post, each `on_timeout` mode, the bank, one clock per seat in
//! a simultaneous phase, vacations and their allowance, the nudge limit,
//! reminders turned off, and restarts (nothing lost, nothing twice).
//!
//! The console's own run with a SIGKILL is at the end (`console_child`).

use crate::common;

use common::{cmd, is_error, play, reply, send, started_race};
use longtable::clock::{ManualClock, MANUAL_START_MS};
use longtable::host::{Audience, CommandKind, Host, Notice};
use longtable::store::{Db, Store};
use std::path::Path;
use std::sync::Arc;

const H: i64 = 3_600_000;

fn clocked(store: Store, at: i64) -> (Host, Arc<ManualClock>) {
    let clock = Arc::new(ManualClock::at(at));
    let host = Host::new(common::registry(), store)
        .unwrap()
        .seeded(1)
        .with_clock(clock.clone());
    (host, clock)
}

fn memory_host() -> (Host, Arc<ManualClock>) {
    clocked(Store::new(Db::in_memory().unwrap()), MANUAL_START_MS)
}

async fn advance(host: &Host, by: &str) -> Vec<Notice> {
    let n = send(
        host,
        "t",
        "ann",
        CommandKind::ClockAdvance { by: by.into() },
    )
    .await;
    assert!(reply(&n).text.starts_with("The clock now reads"), "{n:#?}");
    n.into_iter().filter(|n| !n.reply).collect()
}

fn dms_to<'a>(notices: &'a [Notice], user: &str) -> Vec<&'a Notice> {
    notices
        .iter()
        .filter(|n| n.to == Audience::Dm(format!("id-{user}")))
        .collect()
}

fn posts(notices: &[Notice]) -> Vec<&Notice> {
    notices
        .iter()
        .filter(|n| matches!(n.to, Audience::Channel(_)))
        .collect()
}

async fn status_text(host: &Host, who: &str) -> String {
    common::status(host, "t", who).await.text
}

#[tokio::test]
async fn reminders_come_at_half_time_and_an_hour_before_the_deadline_then_the_channel_is_told() {
    let (host, _) = memory_host();
    started_race(&host, "t", &["ann", "bob"], &[("turn_time", "24h")]).await;
    // ann moves, bob's clock starts.
    let n = send(&host, "t", "ann", play("step 2")).await;
    assert!(!is_error(&n), "{n:#?}");
    let s = status_text(&host, "ann").await;
    assert!(s.contains("Waiting on bob for 0m; deadline in 1d"), "{s}");

    assert!(advance(&host, "11h 59m").await.is_empty());
    let n = advance(&host, "1m").await;
    let dm = dms_to(&n, "bob");
    assert_eq!(n.len(), 1, "only bob is reminded: {n:#?}");
    assert!(
        dm[0].text.contains("Reminder: it is your turn in race"),
        "{}",
        dm[0].text
    );
    assert!(dm[0].text.contains("Time left: 12h"), "{}", dm[0].text);
    // The since-your-last-turn digest names ann's move, and the buttons
    // are bob's actions at the current position.
    assert!(
        dm[0].text.contains("Since your last turn"),
        "{}",
        dm[0].text
    );
    let prompt = dm[0].data.prompt.as_ref().expect("buttons");
    assert_eq!(prompt.seats[0].user_id.as_deref(), Some("id-bob"));
    assert_eq!(prompt.seats[0].actions, ["step 1", "step 2", "roll"]);
    let s = status_text(&host, "ann").await;
    assert!(s.contains("Waiting on bob for 12h; deadline in 12h"), "{s}");

    assert!(advance(&host, "10h 59m").await.is_empty());
    let n = advance(&host, "1m").await;
    assert_eq!(dms_to(&n, "bob").len(), 1, "{n:#?}");
    assert!(n[0].text.contains("Time left: 1h"), "{}", n[0].text);

    let n = advance(&host, "1h").await;
    let p = posts(&n);
    assert_eq!(p.len(), 1, "{n:#?}");
    assert!(
        p[0].text
            .contains("bob, your deadline has passed after 1d. The table waits for you."),
        "{}",
        p[0].text
    );
    assert_eq!(p[0].data.mentions, ["id-bob"]);
    // wait: nothing more is sent, however long it goes on.
    assert!(advance(&host, "5d").await.is_empty());
    let s = status_text(&host, "ann").await;
    assert!(
        s.contains("Waiting on bob for 6d; the deadline passed 5d ago"),
        "{s}"
    );
    // The button from the reminder still works: bob moves.
    let mut click = cmd("t", "bob", play("step 1"));
    if let CommandKind::Play { at, .. } = &mut click.kind {
        *at = Some(prompt.position);
    }
    let n = host.handle(click).await;
    assert!(!is_error(&n), "{n:#?}");
}

#[tokio::test]
async fn skip_plays_the_default_move_at_the_deadline_and_the_next_clock_starts_then() {
    let (host, _) = memory_host();
    started_race(
        &host,
        "t",
        &["ann", "bob"],
        &[("turn_time", "10h"), ("on_timeout", "skip")],
    )
    .await;
    let n = advance(&host, "10h").await;
    let p = posts(&n);
    assert!(
        p[0].text.contains(
            "ann, your deadline has passed after 10h. Your default move is played for you."
        ),
        "{}",
        p[0].text
    );
    assert!(p[0].text.contains("ann: step 1"), "{}", p[0].text);
    assert_eq!(p[0].data.mentions, ["id-ann"]);
    // bob's turn began at the deadline: his half-time reminder is 5h on.
    let n = advance(&host, "5h").await;
    assert_eq!(dms_to(&n, "bob").len(), 1, "{n:#?}");
    let s = status_text(&host, "bob").await;
    assert!(s.contains("Waiting on bob for 5h; deadline in 5h"), "{s}");
}

#[tokio::test]
async fn bot_plays_the_absent_seat_until_its_player_is_back() {
    let (host, _) = memory_host();
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
    let p = posts(&n);
    assert!(
        p[0].text
            .contains("A bot plays your seat until you are back"),
        "{}",
        p[0].text
    );
    // The bot moved in ann's name; now bob is awaited.
    assert!(p.iter().any(|p| p.text.contains("ann: ")), "{n:#?}");
    assert!(status_text(&host, "bob").await.contains("Waiting on bob"));
    // bob moves: the bot answers for ann at once.
    let n = send(&host, "t", "bob", play("step 1")).await;
    assert!(posts(&n).iter().any(|p| p.text.contains("ann: ")), "{n:#?}");
    assert!(status_text(&host, "bob").await.contains("Waiting on bob"));
    // ann is back (any command): after bob's next move the table waits on her.
    let _ = status_text(&host, "ann").await;
    send(&host, "t", "bob", play("step 1")).await;
    let s = status_text(&host, "bob").await;
    assert!(s.contains("Waiting on ann for 0m; deadline in 10h"), "{s}");
}

#[tokio::test]
async fn forfeit_ends_the_game_with_the_absent_seat_last() {
    let (host, _) = memory_host();
    started_race(
        &host,
        "t",
        &["ann", "bob"],
        &[("turn_time", "1d"), ("on_timeout", "forfeit")],
    )
    .await;
    let n = advance(&host, "1d").await;
    let p = posts(&n);
    assert!(
        p[0].text.contains("ann forfeits and is ranked last"),
        "{}",
        p[0].text
    );
    assert_eq!(p[0].data.status.as_deref(), Some("finished"));
    let st = common::status(&host, "t", "bob").await;
    assert_eq!(st.data.status.as_deref(), Some("finished"));
    assert!(st.text.contains("2. ann (blue, 1)"), "{}", st.text);
    assert!(st.text.contains("1. bob (orange, 2)"), "{}", st.text);
    let n = send(&host, "t", "ann", play("step 1")).await;
    assert!(is_error(&n) && n[0].text.contains("over"), "{n:#?}");
    assert!(advance(&host, "3d").await.is_empty());
}

#[tokio::test]
async fn time_over_the_turn_time_comes_out_of_the_bank() {
    let (host, _) = memory_host();
    started_race(
        &host,
        "t",
        &["ann", "bob"],
        &[("turn_time", "10h"), ("bank", "5h"), ("target", "100")],
    )
    .await;
    let s = status_text(&host, "ann").await;
    assert!(s.contains("deadline in 15h"), "{s}");
    advance(&host, "13h").await;
    send(&host, "t", "ann", play("step 1")).await;
    send(&host, "t", "bob", play("step 1")).await;
    // 3h of the bank are spent: 2h remain.
    let s = status_text(&host, "ann").await;
    assert!(s.contains("Waiting on ann for 0m; deadline in 12h"), "{s}");
    advance(&host, "12h").await;
    send(&host, "t", "ann", play("step 1")).await;
    send(&host, "t", "bob", play("step 1")).await;
    let s = status_text(&host, "ann").await;
    assert!(s.contains("deadline in 10h"), "{s}");
}

#[tokio::test]
async fn a_simultaneous_phase_runs_one_clock_per_seat() {
    // Belfort opens with every seat keeping 3 of its 5 cards at once.
    let clock = Arc::new(ManualClock::default());
    let host = Host::new(
        longtable::games::registry(None).unwrap(),
        Store::new(Db::in_memory().unwrap()),
    )
    .unwrap()
    .seeded(1)
    .with_clock(clock.clone());
    let n = send(
        &host,
        "t",
        "ann",
        CommandKind::New {
            title: "belfort".into(),
            players: Some(2),
            options: vec![("turn_time".into(), "20h".into())],
        },
    )
    .await;
    assert!(!is_error(&n), "{n:#?}");
    send(&host, "t", "bob", CommandKind::Join).await;
    send(&host, "t", "ann", CommandKind::Start).await;
    let s = status_text(&host, "ann").await;
    assert!(s.contains("Waiting on ann for 0m; deadline in 20h"), "{s}");
    assert!(s.contains("Waiting on bob for 0m; deadline in 20h"), "{s}");
    advance(&host, "4h").await;
    // ann keeps her cards; bob's clock runs on, ann's stops.
    let n = send(
        &host,
        "t",
        "ann",
        CommandKind::Play {
            action: longtable::host::ActionRef::Number(1),
            at: None,
        },
    )
    .await;
    assert!(!is_error(&n), "{n:#?}");
    let n = advance(&host, "6h").await;
    assert_eq!(dms_to(&n, "bob").len(), 1, "{n:#?}");
    assert!(dms_to(&n, "ann").is_empty(), "{n:#?}");
    let s = status_text(&host, "ann").await;
    assert!(s.contains("Waiting on bob for 10h; deadline in 10h"), "{s}");
    assert!(!s.contains("Waiting on ann"), "{s}");
}

#[tokio::test]
async fn vacation_pauses_the_clocks_and_the_allowance_runs_out() {
    let (host, _) = memory_host();
    started_race(&host, "t", &["ann", "bob"], &[("turn_time", "24h")]).await;
    advance(&host, "2h").await;
    let n = send(
        &host,
        "t",
        "ann",
        CommandKind::Vacation {
            length: Some("3d".into()),
        },
    )
    .await;
    assert!(
        reply(&n)
            .text
            .contains("You are on vacation until 2026-01-08 11:00 UTC"),
        "{n:#?}"
    );
    assert!(
        reply(&n).text.contains("Allowance left this year: 27d"),
        "{n:#?}"
    );
    let s = status_text(&host, "bob").await;
    assert!(s.contains("deadline in 3d 22h"), "{s}");
    assert!(
        s.contains("ann is on vacation until 2026-01-08 11:00 UTC"),
        "{s}"
    );
    // No reminder while she is away; back early, her clock runs again.
    assert!(advance(&host, "1d").await.is_empty());
    let n = send(&host, "t", "ann", CommandKind::Vacation { length: None }).await;
    assert!(reply(&n).text.contains("Your vacation is over"), "{n:#?}");
    let s = status_text(&host, "bob").await;
    assert!(s.contains("deadline in 22h"), "{s}");
    assert!(!s.contains("vacation"), "{s}");
    // 1d used of 30: 29d left; 25d then leaves 4d, and 5d more is refused.
    let n = send(
        &host,
        "t",
        "bob",
        CommandKind::Vacation {
            length: Some("25d".into()),
        },
    )
    .await;
    assert!(reply(&n).text.contains("left this year: 5d"), "{n:#?}");
    let n = send(
        &host,
        "t",
        "ann",
        CommandKind::Vacation {
            length: Some("25d".into()),
        },
    )
    .await;
    assert!(reply(&n).text.contains("left this year: 4d"), "{n:#?}");
    advance(&host, "25d").await;
    let n = send(
        &host,
        "t",
        "ann",
        CommandKind::Vacation {
            length: Some("5d".into()),
        },
    )
    .await;
    assert!(
        reply(&n)
            .text
            .contains("You asked for 5d of vacation, but only 4d is left"),
        "{n:#?}"
    );
    let n = send(
        &host,
        "t",
        "ann",
        CommandKind::Vacation {
            length: Some("soon".into()),
        },
    )
    .await;
    assert!(reply(&n).text.contains("not a duration"), "{n:#?}");
}

#[tokio::test]
async fn nudge_reminds_the_awaited_player_at_most_once_per_12_hours() {
    let (host, _) = memory_host();
    started_race(&host, "t", &["ann", "bob"], &[("turn_time", "3d")]).await;
    let n = send(&host, "t", "bob", CommandKind::Nudge).await;
    assert!(reply(&n).text.contains("bob nudged ann"), "{n:#?}");
    assert_eq!(reply(&n).data.mentions, ["id-ann"]);
    assert!(
        dms_to(&n, "ann")[0].text.contains("bob nudged you"),
        "{n:#?}"
    );
    advance(&host, "11h").await;
    let n = send(&host, "t", "bob", CommandKind::Nudge).await;
    assert!(
        is_error(&n) && n[0].text.contains("try again in 1h"),
        "{n:#?}"
    );
    // ann herself has nobody else to nudge; strangers may not.
    let n = send(&host, "t", "ann", CommandKind::Nudge).await;
    assert!(is_error(&n), "{n:#?}");
    let n = send(&host, "t", "eve", CommandKind::Nudge).await;
    assert!(is_error(&n), "{n:#?}");
    advance(&host, "1h").await;
    let n = send(&host, "t", "bob", CommandKind::Nudge).await;
    assert!(!is_error(&n), "{n:#?}");
}

#[tokio::test]
async fn reminders_off_stops_the_dms_but_not_the_deadline_post() {
    let (host, _) = memory_host();
    started_race(&host, "t", &["ann", "bob"], &[("turn_time", "4h")]).await;
    let n = send(
        &host,
        "t",
        "ann",
        CommandKind::Settings {
            reminders: Some(false),
            language: None,
        },
    )
    .await;
    assert_eq!(reply(&n).text, "Reminder DMs are off.");
    let n = advance(&host, "4h").await;
    assert!(dms_to(&n, "ann").is_empty(), "{n:#?}");
    assert_eq!(posts(&n).len(), 1, "{n:#?}");
}

#[tokio::test]
async fn turn_time_off_runs_no_clock() {
    let (host, _) = memory_host();
    // /game help lists the clock options with their defaults.
    let n = send(
        &host,
        "t",
        "ann",
        CommandKind::Help {
            title: Some("race".into()),
        },
    )
    .await;
    let help = &reply(&n).text;
    for line in [
        "turn_time = 48h",
        "bank = 0",
        "on_timeout = wait (wait|skip|bot|forfeit)",
    ] {
        assert!(help.contains(line), "{line} in {help}");
    }
    started_race(&host, "t", &["ann", "bob"], &[("turn_time", "off")]).await;
    assert!(advance(&host, "30d").await.is_empty());
    assert!(!status_text(&host, "bob").await.contains("deadline"));
    let n = send(
        &host,
        "t",
        "ann",
        common::new_race(None, &[("turn_time", "soon")]),
    )
    .await;
    assert!(is_error(&n), "{n:#?}");
}

#[tokio::test]
async fn after_a_restart_what_fell_due_while_down_is_sent_once() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("db");
    {
        let (host, _) = clocked(Store::open(&path).unwrap(), MANUAL_START_MS);
        started_race(&host, "t", &["ann", "bob"], &[("turn_time", "24h")]).await;
    }
    // Down for 13h: the half-time reminder fell due meanwhile.
    let (host, _) = clocked(Store::open(&path).unwrap(), MANUAL_START_MS + 13 * H);
    host.run_due().await;
    let n = host.drain_outbox().await;
    assert_eq!(dms_to(&n, "ann").len(), 1, "{n:#?}");
    host.run_due().await;
    assert!(host.drain_outbox().await.is_empty());
    drop(host);
    // Started again at the same moment: nothing is sent twice.
    let (host, _) = clocked(Store::open(&path).unwrap(), MANUAL_START_MS + 13 * H);
    host.run_due().await;
    assert!(host.drain_outbox().await.is_empty());
    drop(host);
    // Down past the deadline: the channel hears it once.
    let (host, _) = clocked(Store::open(&path).unwrap(), MANUAL_START_MS + 30 * H);
    host.run_due().await;
    let n = host.drain_outbox().await;
    assert_eq!(posts(&n).len(), 1, "{n:#?}");
    assert!(posts(&n)[0]
        .text
        .contains("deadline has passed after 1d 6h"));
    host.run_due().await;
    assert!(host.drain_outbox().await.is_empty());
    let sent = Store::open(&path)
        .unwrap()
        .blocking(|db| db.reminders_sent(1))
        .unwrap();
    assert_eq!(sent.len(), 2, "{sent:?}");
}

#[tokio::test]
async fn the_scheduler_task_delivers_without_being_asked() {
    // The real clock a moment before the deadline: the spawned scheduler
    // wakes at the due time and hands the post over on its own.
    let host = Host::new(common::registry(), Store::new(Db::in_memory().unwrap()))
        .unwrap()
        .seeded(1);
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
    let direct = tx.clone();
    let task = host.spawn_scheduler(move |n| {
        let tx = direct.clone();
        Box::pin(async move {
            let _ = tx.send(n);
        })
    });
    // The clock's notices are stored in the outbox; its task sends them.
    let outbox = host.spawn_outbox(move |n, _nonce| {
        let _ = tx.send(vec![n]);
        std::future::ready(longtable::host::Delivery::Done)
    });
    started_race(&host, "t", &["ann", "bob"], &[("turn_time", "2s")]).await;
    let start = host.clock().now_ms();
    let got = tokio::time::timeout(std::time::Duration::from_secs(10), async {
        loop {
            let n = rx.recv().await.unwrap();
            if !posts(&n).is_empty() {
                return n;
            }
        }
    })
    .await
    .expect("the deadline post arrives");
    assert!(host.clock().now_ms() - start >= 1_900);
    assert!(posts(&got)[0].text.contains("deadline has passed"));
    task.abort();
    outbox.abort();
}

/// The console as a process, for the SIGKILL test below.
#[test]
fn console_child() {
    let Ok(db) = std::env::var("LONGTABLE_TEST_CLOCK_CONSOLE") else {
        return; // Only meaningful as the child of the test below.
    };
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(longtable::local::run(
        common::registry(),
        Path::new(&db),
        &Path::new(&db).with_extension("out"),
        true,
        Some(1),
        true,
    ))
    .unwrap();
}

fn console(db: &Path) -> common::console::JsonConsole {
    let mut cmd = std::process::Command::new(std::env::current_exe().unwrap());
    cmd.args([
        "clock::console_child",
        "--exact",
        "--nocapture",
        "--test-threads=1",
    ])
    .env("LONGTABLE_TEST_CLOCK_CONSOLE", db);
    common::console::JsonConsole::spawn(cmd)
}

fn texts(notices: &[serde_json::Value], to: &str, user: Option<&str>) -> Vec<String> {
    notices
        .iter()
        .filter(|n| n["to"] == to && user.is_none_or(|u| n["user"] == u))
        .map(|n| n["text"].as_str().unwrap_or("").to_string())
        .collect()
}

#[test]
fn the_manual_clock_console_survives_sigkill_without_losing_or_repeating_a_notice() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("c.db");
    let mut c = console(&db);
    for line in [
        "ann /game new race turn_time:24h",
        "bob /game join",
        "ann /game start",
        "ann /play step 1",
    ] {
        c.json(line);
    }
    // bob's half-time reminder is printed before the line's ack.
    let n = c.json("ann /clock advance 12h");
    let dms = texts(&n, "dm", Some("bob"));
    assert_eq!(dms.len(), 1, "{n:?}");
    assert!(dms[0].contains("Time left: 12h"), "{dms:?}");
    assert!(texts(&n, "ephemeral", Some("ann"))[0].contains("2026-01-05 21:00 UTC"));
    c.child.kill().unwrap(); // SIGKILL
    c.child.wait().unwrap();

    let mut c = console(&db);
    // The clock goes on from where it stood; nothing is repeated.
    let n = c.json("ann /clock advance 1m");
    assert!(texts(&n, "dm", None).is_empty(), "{n:?}");
    assert!(texts(&n, "ephemeral", Some("ann"))[0].contains("2026-01-05 21:01 UTC"));
    // Past the deadline in one line: the one-hour reminder, then the
    // deadline post with its mention, in order, before the ack.
    let n = c.json("ann /clock advance 25h");
    let order: Vec<&str> = n.iter().map(|n| n["to"].as_str().unwrap()).collect();
    assert_eq!(order, ["dm", "channel", "ephemeral"], "{n:?}");
    assert!(n[0]["text"].as_str().unwrap().contains("Time left: 1h"));
    assert!(n[1]["text"]
        .as_str()
        .unwrap()
        .contains("bob, your deadline has passed"));
    assert_eq!(n[1]["mentions"], serde_json::json!(["bob"]));
    c.child.kill().unwrap();
    c.child.wait().unwrap();
    let mut c = console(&db);
    let n = c.json("ann /clock advance 1d");
    assert_eq!(texts(&n, "channel", None).len(), 0, "{n:?}");
}

#[test]
fn each_titles_default_move_is_its_pass_where_it_has_one() {
    // Random games until a seat may pass: the clock's skip passes then,
    // and otherwise plays the seat's first listed choice.
    let registry = longtable::games::registry(None).unwrap();
    for title in ["nations", "endeavor", "belfort"] {
        let t = registry.get(title).unwrap();
        let mut table = t
            .new_table(&longtable::engine::Setup {
                seats: 3,
                options: Default::default(),
                seed: 5,
            })
            .unwrap();
        let mut rng = longtable::engine::GameRng::new(5);
        let (mut passed, mut other) = (false, false);
        for _ in 0..3000 {
            if table.outcome().is_some() || (passed && other) {
                break;
            }
            let seat = table.to_act()[0];
            let legal = table.legal_actions(seat);
            let default = table.default_action(seat).unwrap();
            if legal.iter().any(|a| a == "pass") {
                assert_eq!(default, "pass", "{title}");
                passed = true;
            } else {
                assert_eq!(default, legal[0], "{title}");
                other = true;
            }
            table.play_random(seat, &mut rng).unwrap();
        }
        assert!(passed && other, "{title}: both kinds of turn came up");
    }
}

#[tokio::test]
async fn a_turn_that_begins_during_a_vacation_starts_its_clock_when_it_ends() {
    let (host, _) = memory_host();
    started_race(&host, "t", &["ann", "bob"], &[("turn_time", "24h")]).await;
    let n = send(
        &host,
        "t",
        "bob",
        CommandKind::Vacation {
            length: Some("2d".into()),
        },
    )
    .await;
    assert!(
        !is_error(&n) || reply(&n).text.contains("vacation until"),
        "{n:#?}"
    );
    advance(&host, "6h").await;
    send(&host, "t", "ann", play("step 1")).await;
    let s = status_text(&host, "ann").await;
    assert!(
        s.contains("Waiting on bob for 0m; deadline in 2d 18h"),
        "{s}"
    );
    assert!(
        s.contains("bob is on vacation until 2026-01-07 09:00 UTC"),
        "{s}"
    );
    // The half-time reminder comes 12h after the vacation, not before.
    assert!(advance(&host, "1d 17h 59m").await.is_empty());
    assert_eq!(dms_to(&advance(&host, "12h 1m").await, "bob").len(), 1);
}

#[tokio::test]
async fn against_a_bot_each_turn_gets_a_fresh_clock() {
    let (host, _) = memory_host();
    let n = send(
        &host,
        "t",
        "ann",
        common::new_race(
            Some(2),
            &[("turn_time", "10h"), ("bots", "1"), ("target", "100")],
        ),
    )
    .await;
    assert!(!is_error(&n), "{n:#?}");
    send(&host, "t", "ann", CommandKind::Start).await;
    advance(&host, "6h").await;
    // ann moves, the bot answers at once: her new turn starts now.
    send(&host, "t", "ann", play("step 1")).await;
    let s = status_text(&host, "ann").await;
    assert!(s.contains("Waiting on ann for 0m; deadline in 10h"), "{s}");
}
