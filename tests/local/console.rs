//! The local console as a process: its text and JSON output, and a crash
//! test that kills it with SIGKILL between actions.
//!
//! The console runs the same `longtable::local::run` as `longtable local`,
//! but with the test-only race game: this test binary re-runs itself with
//! `LONGTABLE_TEST_CONSOLE` set, and `console_child` then acts as the
//! console.

use crate::common;

use common::console::JsonConsole;
use std::path::Path;
use std::process::Command;

#[test]
fn console_child() {
    let Ok(db) = std::env::var("LONGTABLE_TEST_CONSOLE") else {
        return; // Only meaningful as the child of the tests below.
    };
    let out = std::env::var("LONGTABLE_TEST_OUT").unwrap();
    let json = std::env::var("LONGTABLE_TEST_JSON").is_ok();
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(longtable::local::run(
        common::registry(),
        Path::new(&db),
        Path::new(&out),
        json,
        Some(1),
        false,
    ))
    .unwrap();
}

/// This test binary, re-run as a console process over `dir`.
fn start(dir: &Path, json: bool) -> JsonConsole {
    let mut cmd = Command::new(std::env::current_exe().unwrap());
    cmd.args([
        "console::console_child",
        "--exact",
        "--nocapture",
        "--test-threads=1",
    ])
    .env("LONGTABLE_TEST_CONSOLE", dir.join("console.db"))
    .env("LONGTABLE_TEST_OUT", dir.join("out"));
    if json {
        cmd.env("LONGTABLE_TEST_JSON", "1");
    }
    JsonConsole::spawn(cmd)
}

#[test]
fn text_mode_prints_channel_posts_dms_ephemerals_and_images() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = start(dir.path(), false);
    for line in [
        "ann /game new race target:3",
        "bob /game join",
        "ann /game start",
        "",
        "// a comment",
        "ann /play 2",
        "bob /dance",
        "bob /play step 1",
        "ann #elsewhere /game status",
        "ann /play step 2",
    ] {
        c.send(line);
    }
    let out = c.finish();
    assert!(out.contains("#table ann opened a table of race"), "{out}");
    assert!(out.contains("#table bob joined (2/4)."), "{out}");
    assert!(out.contains("#table ann: step 2"), "{out}");
    assert!(out.contains("@bob (DM) Your turn in race"), "{out}");
    assert!(out.contains("!bob There is no command `/dance`"), "{out}");
    assert!(
        out.contains("!ann There is no table in this channel"),
        "{out}"
    );
    assert!(out.contains("1. ann (blue, 1): 4 points"), "{out}");
    let images: Vec<&str> = out
        .lines()
        .filter_map(|l| l.strip_prefix("[image] "))
        .collect();
    assert!(images.len() >= 4, "{out}");
    for path in images {
        let img = image::open(path).expect("every image is a readable PNG");
        assert!(img.width() >= 300);
    }
}

#[test]
fn json_mode_acks_every_line_and_reports_actions_status_and_scores() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = start(dir.path(), true);
    let n = c.json("ann /game new race target:3");
    assert_eq!(n[0]["to"], "channel");
    assert_eq!(n[0]["channel"], "table");
    c.json("bob /game join");
    let n = c.json("ann /game status");
    assert_eq!(n[0]["status"], "lobby");
    let n = c.json("ann /game start");
    assert!(n[0]["images"][0].as_str().unwrap().ends_with("board.png"));
    let n = c.json("ann /actions");
    assert_eq!(n[0]["to"], "ephemeral");
    assert_eq!(
        n[0]["actions"],
        serde_json::json!(["step 1", "step 2", "roll"])
    );
    let n = c.json("ann /play 2");
    assert!(n.iter().any(|x| x["to"] == "dm" && x["user"] == "bob"));
    let n = c.json("nobody");
    assert_eq!(n[0]["to"], "ephemeral");
    c.json("bob /play step 1");
    c.json("ann /play step 1");
    let n = c.json("bob /game status");
    assert_eq!(n[0]["status"], "finished");
    assert_eq!(n[0]["scores"], serde_json::json!({"1": 3, "2": 1}));
    c.finish();
}

#[test]
fn sigkill_between_actions_loses_nothing_acknowledged() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = start(dir.path(), true);
    c.json("ann /game new race target:100");
    c.json("bob /game join");
    c.json("ann /game start");
    let mut acknowledged = 0;
    for i in 0..30 {
        let who = if i % 2 == 0 { "ann" } else { "bob" };
        let n = c.json(&format!("{who} /play step 1"));
        assert_eq!(n[0]["to"], "channel", "{n:?}");
        acknowledged += 1;
    }
    // One more line in flight, then kill -9 without waiting for its ack.
    c.send("ann /play step 1");
    c.child.kill().unwrap();
    c.child.wait().unwrap();

    let db = longtable::store::Db::open(&dir.path().join("console.db")).unwrap();
    let table = db.latest_table("table").unwrap().unwrap();
    let rows = db.actions(table.id, 0).unwrap();
    let effective = longtable::store::effective(&rows);
    assert!(
        effective.len() == acknowledged || effective.len() == acknowledged + 1,
        "{} acknowledged, {} stored",
        acknowledged,
        effective.len()
    );
    let report = longtable::host::replay::verify_all(&db, &common::registry()).unwrap();
    assert_eq!(
        (report.verified, report.mismatches),
        (1, 0),
        "{:?}",
        report.problems
    );

    // And the console picks the game up where it stopped.
    let mut c = start(dir.path(), true);
    let who = if effective.len().is_multiple_of(2) {
        "ann"
    } else {
        "bob"
    };
    let n = c.json(&format!("{who} /play step 2"));
    assert_eq!(n[0]["to"], "channel", "{n:?}");
    c.finish();
}

/// Issue 11's seat sequence typed into the console: kick on bob's turn,
/// cat leaves (asked, then `confirm`), bob rejoins into his own seat; the
/// abort question and `/game abort confirm`; `/history` and `/board at:n`.
#[test]
fn seats_are_held_and_abort_and_leave_ask_first_in_the_console() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = start(dir.path(), true);
    c.json("ann /game new race target:100");
    c.json("bob /game join");
    c.json("cat /game join");
    c.json("ann /game start");
    c.json("ann /play step 1");
    let waiting = |c: &mut JsonConsole| -> String {
        let n = c.json("ann /game status");
        let text = n[0]["text"].as_str().unwrap().to_string();
        text.lines()
            .find(|l| l.starts_with("Waiting for:"))
            .unwrap_or_default()
            .to_string()
    };
    c.json("ann /game kick bob");
    assert_eq!(
        waiting(&mut c),
        "Waiting for: free seat (orange, 2), held for bob"
    );
    let n = c.json("cat /game leave");
    assert_eq!(n[0]["to"], "ephemeral");
    assert_eq!(n[0]["confirm"], "leave");
    let n = c.json("cat /game leave confirm");
    assert!(
        n[0]["text"].as_str().unwrap().contains("cat left seat 3"),
        "{n:?}"
    );
    let n = c.json("bob /game join");
    assert!(
        n[0]["text"].as_str().unwrap().contains("bob takes seat 2"),
        "{n:?}"
    );
    assert_eq!(waiting(&mut c), "Waiting for: bob (orange, 2)");
    let n = c.json("bob /play step 1");
    assert_eq!(n[0]["to"], "channel", "bob's turn: {n:?}");
    let n = c.json("dan /game join");
    assert_eq!(n[0]["to"], "ephemeral", "the seat is held for cat: {n:?}");

    let n = c.json("ann /board at:1");
    let text = n[0]["text"].as_str().unwrap();
    assert!(
        text.contains("after action 1 of 2") && text.contains("[1, 0, 0]"),
        "{text}"
    );
    let n = c.json("ann /game abort");
    assert_eq!(n[0]["confirm"], "abort");
    assert_eq!(c.json("ann /game status")[0]["status"], "playing");
    let n = c.json("ann /game abort confirm");
    assert!(
        n[0]["text"]
            .as_str()
            .unwrap()
            .contains("ann closed the table"),
        "{n:?}"
    );
    let n = c.json("ann /history");
    assert!(
        n[0]["text"]
            .as_str()
            .unwrap()
            .contains("No game has finished"),
        "aborted games aren't history: {n:?}"
    );
    c.finish();
}
