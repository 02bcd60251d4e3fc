//! A whole Endeavor game played through `longtable local --json` by three
//! users, from `/game new` to final scores, as people would type it.

use crate::common;

use common::console::JsonConsole;

#[test]
fn three_users_play_a_whole_game_in_the_local_console() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = JsonConsole::binary(dir.path());
    let users = ["alice", "bob", "carol"];
    let n = c.json("alice /game new endeavor players:3");
    assert!(!n.is_empty());
    c.json("bob /game join");
    c.json("carol /game join");
    let n = c.json("alice /game start");
    assert!(n
        .iter()
        .any(|x| x["images"].as_array().is_some_and(|i| !i.is_empty())));

    let mut plays = 0;
    let mut typed = 0;
    'game: for turn in 0..2000 {
        let status = c.json("alice /game status");
        if status.iter().any(|s| s["status"] == "finished") {
            let scores = status.iter().find_map(|s| s.get("scores")).unwrap();
            assert_eq!(scores.as_object().unwrap().len(), 3, "{scores}");
            break 'game;
        }
        assert!(turn < 1999, "the game did not end");
        for user in users {
            let actions = c.actions(user);
            if actions.is_empty() {
                continue;
            }
            // Act about half the time rather than pass, so the game visits
            // ships, occupations and draws, yet stays short.
            let pass = actions.iter().position(|a| a == "pass");
            let pick = match pass {
                Some(p) if turn % 2 == 0 || actions.len() == 1 => p,
                _ => (turn * 7) % actions.len(),
            };
            let pick = if Some(pick) == pass && turn % 2 != 0 && actions.len() > 1 {
                (pick + 1) % actions.len()
            } else {
                pick
            };
            // Alternate typing the notation and choosing by number.
            let line = if turn % 3 == 0 {
                typed += 1;
                format!("{user} /play {}", actions[pick])
            } else {
                format!("{user} /play {}", pick + 1)
            };
            let n = c.json(&line);
            assert!(
                n.iter().any(|x| x["to"] == "channel"),
                "{line} was not announced: {n:?}"
            );
            plays += 1;
            break;
        }
    }
    eprintln!("{plays} actions played through the console");
    assert!(plays > 40, "only {plays} actions");
    assert!(typed > 0);
    c.finish();
}
