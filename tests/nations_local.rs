//! A whole Nations game played through `longtable local --json` by three
//! users, to final scores.

use serde_json::Value;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

struct Console {
    child: std::process::Child,
    stdin: std::process::ChildStdin,
    stdout: BufReader<std::process::ChildStdout>,
}

impl Console {
    /// Sends one line and returns the JSON notices up to its ack.
    fn json(&mut self, line: &str) -> Vec<Value> {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
        let mut notices = vec![];
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
}

#[test]
fn three_users_play_a_whole_game_to_final_scores() {
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
    let stdin = child.stdin.take().unwrap();
    let stdout = BufReader::new(child.stdout.take().unwrap());
    let mut c = Console {
        child,
        stdin,
        stdout,
    };
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
    drop(c.stdin);
    c.child.wait().unwrap();
}
