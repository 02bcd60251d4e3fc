//! A whole Endeavor game played through `longtable local --json` by three
//! users, from `/game new` to final scores, as people would type it.

use serde_json::Value;
use std::io::{BufRead, BufReader, Write};
use std::process::{ChildStdin, ChildStdout, Command, Stdio};

struct Console {
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Console {
    /// Sends one line and returns its notices (up to the ack).
    fn send(&mut self, line: &str) -> Vec<Value> {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
        let mut notices = Vec::new();
        loop {
            let mut buf = String::new();
            assert!(
                self.stdout.read_line(&mut buf).unwrap() > 0,
                "console ended"
            );
            let Ok(v) = serde_json::from_str::<Value>(buf.trim()) else {
                continue;
            };
            if v.get("ack").is_some() {
                return notices;
            }
            notices.push(v);
        }
    }

    fn actions(&mut self, user: &str) -> Vec<String> {
        self.send(&format!("{user} /actions"))
            .iter()
            .filter_map(|n| n.get("actions"))
            .filter_map(|a| a.as_array())
            .flatten()
            .filter_map(|a| a.as_str().map(str::to_string))
            .collect()
    }
}

#[test]
fn three_users_play_a_whole_game_in_the_local_console() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_longtable"))
        .args(["local", "--json", "--db"])
        .arg(dir.path().join("x.db"))
        .arg("--out")
        .arg(dir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut c = Console {
        stdin: child.stdin.take().unwrap(),
        stdout: BufReader::new(child.stdout.take().unwrap()),
    };
    let users = ["alice", "bob", "carol"];
    let n = c.send("alice /game new endeavor players:3");
    assert!(!n.is_empty());
    c.send("bob /game join");
    c.send("carol /game join");
    let n = c.send("alice /game start");
    assert!(n
        .iter()
        .any(|x| x["images"].as_array().is_some_and(|i| !i.is_empty())));

    let mut plays = 0;
    let mut typed = 0;
    'game: for turn in 0..2000 {
        let status = c.send("alice /game status");
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
            let n = c.send(&line);
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
    drop(c);
    child.kill().ok();
    child.wait().unwrap();
}
