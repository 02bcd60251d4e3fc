//! Issue 26's input edges at tables, through the console as a user types
//! them: each refused with the bound or the numbers named, nothing
//! changed, and the console goes on answering.

use crate::common;

use common::console::{texts, JsonConsole};
use serde_json::Value;
use std::process::Command;

fn is_error(notices: &[Value]) -> bool {
    !notices.is_empty() && notices.iter().all(|n| n["to"] == "ephemeral")
}

/// The console with `--manual-clock`, its database in `dir`.
fn manual(dir: &std::path::Path) -> JsonConsole {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_longtable"));
    cmd.args(["local", "--json", "--seed", "1", "--manual-clock", "--db"])
        .arg(dir.join("x.db"))
        .arg("--out")
        .arg(dir);
    JsonConsole::spawn(cmd)
}

#[test]
fn durations_have_bounds_and_the_clock_never_panics() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = manual(dir.path());
    // A turn of 8000 years is refused, naming the bound.
    let n = c.json("ann /game new nations turn_time:8000y");
    assert!(is_error(&n), "{n:?}");
    assert!(
        texts(&n).contains("`turn_time` must be between 1s and 365d"),
        "{n:?}"
    );
    let n = c.json("ann /game new nations bank:400d");
    assert!(texts(&n).contains("`bank` must be between"), "{n:?}");
    let n = c.json("ann /game new nations turn_time:500ms");
    assert!(texts(&n).contains("between 1s and 365d"), "{n:?}");
    // The longest turn is fine, and so is the clock's largest step.
    assert!(!is_error(&c.json("ann /game new nations turn_time:365d")));
    c.json("bob /game join");
    c.json("ann /game start");
    let n = c.json("ann /clock advance 7999y");
    assert!(is_error(&n), "{n:?}");
    assert!(
        texts(&n).contains("`/clock advance` must be between"),
        "{n:?}"
    );
    let n = c.json("ann /clock advance 3660d");
    assert!(texts(&n).contains("The clock now reads"), "{n:?}");
    // The console still answers.
    let n = c.json("ann /game status");
    assert!(texts(&n).contains("Nations"), "{n:?}");
    // A vacation under an hour is refused, naming the bounds.
    let n = c.json("ann /vacation 999ms");
    assert!(
        texts(&n).contains("`/vacation` must be between 1h and 365d"),
        "{n:?}"
    );
    let n = c.json("ann /vacation 2d");
    assert!(!texts(&n).contains("must be between"), "{n:?}");
    c.finish();
}

#[test]
fn tables_refuse_bots_that_dont_fit_empty_list_entries_and_unknown_languages() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = JsonConsole::binary(dir.path());
    let n = c.json("ann /game new nations players:3 bots:4");
    assert!(
        texts(&n).contains("4 bots and you make 5 players, but Nations seats at most 3"),
        "{n:?}"
    );
    let n = c.json("ann /game new nations players:3 difficulty:,,,");
    assert!(is_error(&n), "{n:?}");
    assert!(
        texts(&n).contains("`difficulty` has an empty entry"),
        "{n:?}"
    );
    for bad in ["EN!", "el\u{200b}"] {
        // The table option takes only its listed codes.
        let n = c.json(&format!("ann /game new nations lang:{bad}"));
        assert!(is_error(&n), "{bad}: {n:?}");
        assert!(texts(&n).contains("Option `lang` can't be"), "{n:?}");
        let n = c.json(&format!("ann /settings language:{bad}"));
        assert!(texts(&n).contains("is not a language"), "{bad}: {n:?}");
    }
    // Nothing was opened; ordinary space around a code is fine.
    let n = c.json("ann /game status");
    assert!(texts(&n).contains("no table"), "{n:?}");
    let n = c.json("ann /settings language:EL");
    assert!(!texts(&n).contains("is not a language"), "{n:?}");
    let n = c.json("ann /settings language:en");
    assert!(!texts(&n).contains("is not a language"), "{n:?}");
    // Bots that fit are seated, each with its own name.
    let n = c.json("ann /game new nations players:3 bots:2");
    let t = texts(&n);
    assert!(
        t.contains("Ada (bot, normal)") && t.contains("Blaise (bot, normal)"),
        "{t}"
    );
    c.finish();
}

#[test]
fn an_echoed_input_is_cut_so_the_reason_stays_visible() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = JsonConsole::binary(dir.path());
    c.json("ann /game new nations");
    let long = "x".repeat(2000);
    let n = c.json(&format!("ann /game addbot {long}"));
    assert!(
        texts(&n).contains(&format!("`{}…`", "x".repeat(100))),
        "{n:?}"
    );
    c.json("ann /game start");
    for line in [
        format!("ann /play {long}"),
        format!("ann /game replace {long} bot"),
        format!("ann /vacation {long}"),
        format!("ann /settings language:{long}"),
    ] {
        let n = c.json(&line);
        assert!(is_error(&n), "{n:?}");
        let t = texts(&n);
        assert!(t.contains(&format!("{}…", "x".repeat(100))), "{t}");
        assert!(!t.contains(&"x".repeat(101)), "{t}");
        assert!(t.chars().count() < 400, "{t}");
    }
    c.finish();
}
