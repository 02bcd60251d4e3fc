//! A whole Nations game played through `longtable local --json` by three
//! users, to final scores.

use crate::common;

use common::console::JsonConsole;

#[test]
fn three_users_play_a_whole_game_to_final_scores() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = JsonConsole::binary(dir.path());
    let users = ["alice", "bob", "carol"];
    let n = c.json("alice /game new nations players:3 difficulty:chieftain");
    assert_eq!(n[0]["to"], "channel", "{n:?}");
    c.json("bob /game join");
    c.json("carol /game join");
    let n = c.json("alice /game start");
    assert!(!n.is_empty());
    let mut plays = 0;
    'game: for _ in 0..3000 {
        let mut acted = false;
        for user in users {
            let n = c.json(&format!("{user} /actions"));
            let actions: Vec<String> = n
                .iter()
                .filter_map(|x| x["actions"].as_array())
                .flatten()
                .filter_map(|a| a.as_str().map(String::from))
                .collect();
            if actions.is_empty() {
                continue;
            }
            // Pass when possible (a short game), otherwise take the first
            // choice; every few rounds buy or deploy something.
            let pick = if plays % 7 == 3 {
                1
            } else {
                actions
                    .iter()
                    .position(|a| a == "pass")
                    .map(|i| i + 1)
                    .unwrap_or(1)
            };
            let n = c.json(&format!("{user} /play {pick}"));
            assert!(
                !n.iter()
                    .any(|x| x["to"] == "ephemeral"
                        && x["text"].as_str().unwrap_or("").contains("not")),
                "{user} /play {pick} failed: {n:?}"
            );
            plays += 1;
            acted = true;
            let status = c.json("alice /game status");
            if status.iter().any(|x| x["status"] == "finished") {
                let scores = status.iter().find_map(|x| x.get("scores")).unwrap().clone();
                assert_eq!(scores.as_object().unwrap().len(), 3, "{scores}");
                break 'game;
            }
        }
        assert!(acted, "nobody could act");
    }
    let n = c.json("bob /game status");
    assert!(n.iter().any(|x| x["status"] == "finished"), "{n:?}");
    assert!(plays > 20);
    c.finish();
}
