//! Drives a console process (`longtable local`) line by line.

use serde_json::Value;
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

pub struct JsonConsole {
    pub child: Child,
    stdin: Option<ChildStdin>,
    stdout: BufReader<ChildStdout>,
}

impl JsonConsole {
    /// Starts `cmd` with piped standard input and output.
    pub fn spawn(mut cmd: Command) -> JsonConsole {
        let mut child = cmd
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        JsonConsole {
            child,
            stdin,
            stdout,
        }
    }

    /// The real binary: `longtable local --json --seed 1` with its
    /// database and images in `dir`. The seed makes every run deal the
    /// same cards, so a failure can be replayed.
    pub fn binary(dir: &Path) -> JsonConsole {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_longtable"));
        cmd.args(["local", "--json", "--seed", "1", "--db"])
            .arg(dir.join("x.db"))
            .arg("--out")
            .arg(dir);
        Self::spawn(cmd)
    }

    pub fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("console still open");
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    /// Reads the next JSON line the console prints (a notice or an ack);
    /// `None` when it ended.
    pub fn next_json(&mut self) -> Option<Value> {
        loop {
            let mut buf = String::new();
            if self.stdout.read_line(&mut buf).ok()? == 0 {
                return None;
            }
            let json = buf.find('{').map(|i| &buf[i..]).unwrap_or("");
            if let Ok(v) = serde_json::from_str::<Value>(json.trim()) {
                return Some(v);
            }
        }
    }

    /// Sends a line and collects the JSON notices up to its ack.
    pub fn json(&mut self, line: &str) -> Vec<Value> {
        self.json_bytes(line.as_bytes())
    }

    /// Sends raw bytes as one line (invalid UTF-8, a huge line) and
    /// collects the JSON notices up to its ack.
    pub fn json_bytes(&mut self, line: &[u8]) -> Vec<Value> {
        let stdin = self.stdin.as_mut().expect("console still open");
        stdin.write_all(line).unwrap();
        stdin.write_all(b"\n").unwrap();
        stdin.flush().unwrap();
        let mut notices = Vec::new();
        loop {
            let mut buf = String::new();
            assert!(
                self.stdout.read_line(&mut buf).unwrap() > 0,
                "console ended"
            );
            // Anything before the first `{` is not the console's (a test
            // harness prints its own words on the same line).
            let json = buf.find('{').map(|i| &buf[i..]).unwrap_or("");
            let Ok(v) = serde_json::from_str::<Value>(json.trim()) else {
                continue;
            };
            if v.get("ack").is_some() {
                return notices;
            }
            notices.push(v);
        }
    }

    /// The legal actions `user` is offered now.
    pub fn actions(&mut self, user: &str) -> Vec<String> {
        self.json(&format!("{user} /actions"))
            .iter()
            .filter_map(|n| n.get("actions"))
            .filter_map(|a| a.as_array())
            .flatten()
            .filter_map(|a| a.as_str().map(str::to_string))
            .collect()
    }

    /// Closes standard input and returns everything else printed.
    pub fn finish(mut self) -> String {
        drop(self.stdin.take());
        let mut all = String::new();
        for line in (&mut self.stdout).lines() {
            all.push_str(&line.unwrap());
            all.push('\n');
        }
        self.child.wait().unwrap();
        all
    }
}

/// The channel as a reader sees it: posts in order, where a post that
/// replaces an earlier one (`"edit": key`, the same seat acting again)
/// takes that post's place instead of adding a line of its own.
#[derive(Default)]
pub struct Transcript {
    posts: Vec<(Option<i64>, String)>,
}

impl Transcript {
    /// Takes the channel posts among one line's `notices`.
    pub fn add(&mut self, notices: &[Value]) {
        for n in notices.iter().filter(|n| n["to"] == "channel") {
            let Some(text) = n["text"].as_str() else {
                continue;
            };
            let key = n["post"].as_i64();
            let replaced = n["edit"]
                .as_i64()
                .and_then(|old| self.posts.iter().position(|(k, _)| *k == Some(old)));
            match replaced {
                Some(i) => self.posts[i] = (key, text.to_string()),
                None => self.posts.push((key, text.to_string())),
            }
        }
    }

    /// Each post's text, in order.
    pub fn posts(&self) -> impl Iterator<Item = &str> {
        self.posts.iter().map(|(_, t)| t.as_str())
    }

    /// Every post's text, one after the other.
    pub fn text(&self) -> String {
        let texts: Vec<&str> = self.posts.iter().map(|(_, t)| t.as_str()).collect();
        texts.join("\n")
    }
}

/// The texts of `notices`, one per line (whoever they are for).
pub fn texts(notices: &[Value]) -> String {
    notices
        .iter()
        .filter_map(|n| n["text"].as_str())
        .collect::<Vec<_>>()
        .join("\n")
}
