//! Bad input at the edges (issue 16, item 1), through the console as a
//! user sends it: every rejected line gets an error, changes nothing, and
//! the console goes on answering.

use crate::common;

use common::console::{texts, JsonConsole};
use serde_json::Value;
use std::process::Command;

fn is_error(notices: &[Value]) -> bool {
    !notices.is_empty() && notices.iter().all(|n| n["to"] == "ephemeral")
}

/// The status answer's text, to compare before and after a rejected line.
fn status(c: &mut JsonConsole) -> String {
    texts(&c.json("ann /game status"))
}

#[test]
fn invalid_utf8_and_overlong_lines_get_an_error_and_the_console_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = JsonConsole::binary(dir.path());
    assert!(!is_error(&c.json("ann /game new nations")));
    let before = status(&mut c);

    let bad = c.json_bytes(b"bob /game join \xff\xfe");
    assert!(is_error(&bad), "{bad:?}");
    assert!(texts(&bad).contains("not valid UTF-8"), "{bad:?}");

    let mut huge = b"bob /game join ".to_vec();
    huge.extend(std::iter::repeat_n(b'x', 20_000));
    let long = c.json_bytes(&huge);
    assert!(is_error(&long), "{long:?}");
    assert!(texts(&long).contains("longer than 4096 bytes"), "{long:?}");
    assert_eq!(status(&mut c), before, "a rejected line changed the table");

    // The next line is read as usual.
    let joined = c.json("bob /game join");
    assert!(texts(&joined).contains("bob joined"), "{joined:?}");
    assert!(status(&mut c).contains("bob"));
    c.finish();
}

#[test]
fn long_user_names_and_option_values_are_refused_before_they_are_stored() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = JsonConsole::binary(dir.path());
    let long_name = "n".repeat(101);
    let n = c.json(&format!("{long_name} /game new nations"));
    assert!(texts(&n).contains("longer than 100 characters"), "{n:?}");
    let n = c.json(&format!(
        "ann /game new nations difficulty:{}",
        "k".repeat(201)
    ));
    assert!(
        texts(&n).contains("`difficulty` is longer than 200 characters"),
        "{n:?}"
    );
    // Neither opened a table.
    assert!(status(&mut c).contains("no table"), "{}", status(&mut c));
    let db = longtable::store::Db::open(&dir.path().join("x.db")).unwrap();
    assert_eq!(db.latest_table("table").unwrap(), None);
    // A 100-character name is fine.
    let n = c.json(&format!("{} /game new nations", "n".repeat(100)));
    assert!(!is_error(&n), "{n:?}");
    c.finish();
}

#[test]
fn huge_action_numbers_are_answered_with_their_exact_digits() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = JsonConsole::binary(dir.path());
    c.json("ann /game new nations");
    c.json("bob /game join");
    c.json("ann /game start");
    let before = status(&mut c);
    for number in ["18446744073709551615", "9223372036854775807"] {
        // Whoever is to act; the other is told it's not their turn.
        let answers: Vec<String> = ["ann", "bob"]
            .iter()
            .map(|who| texts(&c.json(&format!("{who} /play {number}"))))
            .collect();
        assert!(
            answers
                .iter()
                .any(|t| t.contains(&format!("There is no action number {number}"))),
            "{answers:?}"
        );
    }
    assert_eq!(status(&mut c), before);
    c.finish();
}

#[test]
fn options_a_table_could_never_start_with_are_refused_at_game_new() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = JsonConsole::binary(dir.path());
    for line in [
        "ann /game new nations difficulty:god",
        "ann /game new belfort guild_list:foo",
        // A per-seat list of the wrong length for the player count given.
        "ann /game new nations players:3 difficulty:king,emperor",
    ] {
        let n = c.json(line);
        assert!(is_error(&n), "{line}: {n:?}");
        assert!(status(&mut c).contains("no table"), "{line}");
    }
    // Two values suit a two-player game: accepted, and /game start with
    // three seats checks the count again.
    let n = c.json("ann /game new nations difficulty:king,emperor");
    assert!(!is_error(&n), "{n:?}");
    c.json("bob /game join");
    c.json("cat /game join");
    let n = c.json("ann /game start");
    assert!(is_error(&n), "{n:?}");
    c.json("cat /game leave");
    let n = c.json("ann /game start");
    assert!(!is_error(&n), "{n:?}");
    c.finish();
}

#[test]
fn an_image_that_cannot_be_written_is_an_error_notice_and_the_ack_still_comes() {
    let dir = tempfile::tempdir().unwrap();
    // `--out` names a file, so no image can be written under it.
    let blocked = dir.path().join("blocked");
    std::fs::write(&blocked, b"not a folder").unwrap();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_longtable"));
    cmd.args(["local", "--json", "--seed", "1", "--db"])
        .arg(dir.path().join("x.db"))
        .arg("--out")
        .arg(&blocked);
    let mut c = JsonConsole::spawn(cmd);
    c.json("ann /game new nations");
    c.json("bob /game join");
    let started = c.json("ann /game start");
    assert!(
        texts(&started).contains("could not be written"),
        "{started:?}"
    );
    // The start was committed all the same, and the console goes on.
    assert!(status(&mut c).contains("Waiting for"), "{}", status(&mut c));
    c.finish();
}
