//! A whole Belfort game through the `longtable local` console binary, by
//! three users, to final scores.

use crate::common;

use common::console::JsonConsole;

/// Prefers the moves that keep a game short: pass, end the turn, keep
/// the shield; otherwise the first listed.
fn choose(actions: &[String]) -> usize {
    for want in ["pass", "end turn", "keep shield", "skip", "done"] {
        if let Some(i) = actions.iter().position(|a| a == want) {
            return i;
        }
    }
    0
}

#[test]
fn a_whole_game_through_the_local_console() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = JsonConsole::binary(dir.path());
    let users = ["alice", "bob", "carol"];
    c.json("alice /game new belfort players:3 guilds:beginner");
    c.json("bob /game join");
    c.json("carol /game join");
    let n = c.json("alice /game start");
    assert!(!n.is_empty());
    let mut plays = 0;
    let mut finished = None;
    while finished.is_none() {
        let mut acted = false;
        for u in users {
            let n = c.json(&format!("{u} /actions"));
            let actions: Vec<String> = n
                .iter()
                .filter_map(|x| x.get("actions"))
                .filter_map(|a| serde_json::from_value(a.clone()).ok())
                .next()
                .unwrap_or_default();
            if actions.is_empty() {
                continue;
            }
            let i = choose(&actions);
            let n = c.json(&format!("{u} /play {}", i + 1));
            assert!(
                !n.iter().any(|x| x["to"] == "ephemeral"
                    && x["text"].as_str().unwrap_or("").contains("not a legal")),
                "{n:?}"
            );
            plays += 1;
            acted = true;
            break;
        }
        assert!(plays < 2_000, "the game does not end");
        if !acted {
            // Nobody may act: the game must be over.
            let n = c.json("alice /game status");
            finished = n.into_iter().find(|x| x["status"] == "finished");
            assert!(finished.is_some(), "nobody could act, yet the game goes on");
        }
    }
    let status = finished.unwrap();
    let scores = status["scores"].as_object().expect("final scores");
    assert_eq!(scores.len(), 3);
    c.finish();
}
