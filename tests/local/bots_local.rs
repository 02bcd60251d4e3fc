//! One person against two bots, a whole game of each title through
//! `longtable local --json`, to final scores; `longtable replay` then
//! verifies every stored action, the bots' included.

use crate::common;

use common::console::JsonConsole;

fn person_against_two_bots(title: &str) {
    let dir = tempfile::tempdir().unwrap();
    let mut c = JsonConsole::binary(dir.path());
    let n = c.json(&format!(
        "alice /game new {title} players:3 bots:2 bot_level:easy"
    ));
    let text: String = n.iter().map(|x| x["text"].to_string()).collect();
    // Each bot has its own name, with its level.
    assert!(
        text.contains("Ada (bot, easy)") && text.contains("Blaise (bot, easy)"),
        "{text}"
    );
    let n = c.json("alice /game start");
    assert!(n.iter().any(|x| x["to"] == "channel"), "{n:?}");
    let mut plays = 0;
    let mut bot_posts = 0;
    for turn in 0..5000 {
        let status = c.json("alice /game status");
        if status.iter().any(|s| s["status"] == "finished") {
            let scores = status.iter().find_map(|s| s.get("scores")).unwrap();
            assert_eq!(scores.as_object().unwrap().len(), 3, "{scores}");
            break;
        }
        assert!(turn < 4999, "the game did not end");
        let actions = c.actions("alice");
        assert!(
            !actions.is_empty(),
            "a bot left the person waiting: {status:?}"
        );
        let pick = (turn * 7) % actions.len();
        let n = c.json(&format!("alice /play {}", pick + 1));
        assert!(n.iter().any(|x| x["to"] == "channel"), "{n:?}");
        bot_posts += n
            .iter()
            .filter(|x| x["to"] == "channel" && x["text"].to_string().contains("(bot, easy)"))
            .count();
        plays += 1;
    }
    assert!(plays > 5, "{plays}");
    assert!(bot_posts > 5, "the bots were never announced ({bot_posts})");
    c.finish();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_longtable"))
        .args(["replay", "--db"])
        .arg(dir.path().join("x.db"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(
        stdout.contains("1 tables verified, 0 mismatches"),
        "{stdout}"
    );
}

#[test]
fn endeavor_one_person_two_bots() {
    person_against_two_bots("endeavor");
}

#[test]
fn belfort_one_person_two_bots() {
    person_against_two_bots("belfort");
}

#[test]
fn nations_one_person_two_bots() {
    person_against_two_bots("nations");
}
