//! A whole game of every title through `longtable local --lang <code>` in
//! each of the four languages besides English (issue 15): every channel
//! post and DM a player reads is in the game's language. A Greek line is
//! in Greek script apart from names; a French, Spanish or Hungarian line
//! has no English function words (an English stop-word test).

use crate::common;

use common::console::JsonConsole;
use std::process::Command;

const USERS: [&str; 3] = ["alice", "bob", "carol"];

/// Words that may stay in Latin script in any language: the players'
/// names, the console's channel (`table`), the titles, and the bot's own
/// name.
const NAMES: [&str; 8] = [
    "alice",
    "bob",
    "carol",
    "table",
    "longtable",
    "nations",
    "endeavor",
    "belfort",
];

/// English function words that are not words of French, Spanish or
/// Hungarian ("is", "a", "on", "has", "pays" are, so they are left out).
const ENGLISH: [&str; 16] = [
    "the", "and", "your", "you", "with", "from", "have", "this", "that", "takes", "gets", "their",
    "into", "would", "will", "which",
];

/// Prefers the moves that keep a game short; otherwise the first listed.
fn choose(actions: &[String]) -> usize {
    for want in ["pass", "end turn", "keep shield", "skip", "done"] {
        if let Some(i) = actions.iter().position(|a| a == want) {
            return i;
        }
    }
    0
}

/// Plays `title` to its end in `lang`; returns every channel and DM text.
fn play(title: &str, lang: &str) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_longtable"));
    cmd.args(["local", "--json", "--seed", "1", "--lang", lang, "--db"])
        .arg(dir.path().join("x.db"))
        .arg("--out")
        .arg(dir.path());
    let mut c = JsonConsole::spawn(cmd);
    let mut read = Vec::new();
    let mut keep = |notices: Vec<serde_json::Value>| {
        for n in notices {
            if n["to"] == "channel" || n["to"] == "dm" {
                if let Some(t) = n["text"].as_str() {
                    read.push(t.to_string());
                }
            }
        }
    };
    keep(c.json(&format!("alice /game new {title} players:3")));
    keep(c.json("bob /game join"));
    keep(c.json("carol /game join"));
    keep(c.json("alice /game start"));
    let mut plays = 0;
    loop {
        let mut acted = false;
        for u in USERS {
            // The canonical notations (the JSON list), whatever the language.
            let actions = c.actions(u);
            if actions.is_empty() {
                continue;
            }
            keep(c.json(&format!("{u} /play {}", choose(&actions) + 1)));
            plays += 1;
            acted = true;
            break;
        }
        assert!(plays < 3_000, "{title} in {lang} does not end");
        if !acted {
            break;
        }
    }
    c.finish();
    read
}

/// The line without names and without what is typed as it stands: text in
/// backticks, slash commands with their subcommand (`/game join`), and
/// `option=value` settings.
fn words_to_check(line: &str) -> Vec<String> {
    let mut plain = String::new();
    let mut quoted = false;
    for ch in line.chars() {
        if ch == '`' {
            quoted = !quoted;
        } else if !quoted {
            plain.push(ch);
        }
    }
    let mut kept: Vec<&str> = Vec::new();
    let mut command = 0;
    for w in plain.split_whitespace() {
        if w.starts_with('/') {
            // The command and, for a command with subcommands, the next word.
            command = if matches!(w, "/game" | "/league" | "/clock" | "/settings") {
                1
            } else {
                0
            };
            continue;
        }
        if command > 0 {
            command -= 1;
            continue;
        }
        if w.contains('=') {
            continue;
        }
        kept.push(w);
    }
    kept.join(" ")
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .filter(|w| !NAMES.contains(&w.as_str()))
        .collect()
}

/// Latin-script words of three letters or more in a Greek line.
fn latin_words(line: &str) -> Vec<String> {
    words_to_check(line)
        .into_iter()
        .filter(|w| w.chars().count() >= 3 && w.chars().all(|c| c.is_ascii_alphabetic()))
        .collect()
}

fn english_words(line: &str) -> Vec<String> {
    words_to_check(line)
        .into_iter()
        .filter(|w| ENGLISH.contains(&w.as_str()))
        .collect()
}

/// The lines of a game of `title` in `lang` that are not in it.
fn not_in_language(title: &str, lang: &str) -> Vec<String> {
    let lines = play(title, lang);
    assert!(
        lines.len() > 20,
        "{title} {lang}: only {} lines",
        lines.len()
    );
    let mut bad: Vec<String> = Vec::new();
    for l in &lines {
        for line in l.lines() {
            let found = if lang == "el" {
                latin_words(line)
            } else {
                english_words(line)
            };
            if !found.is_empty() {
                bad.push(format!("{lang}: {found:?} in: {line}"));
            }
        }
    }
    bad.sort();
    bad.dedup();
    bad
}

fn check(title: &str) {
    let bad: Vec<String> = ["el", "fr", "es", "hu"]
        .into_iter()
        .flat_map(|lang| not_in_language(title, lang))
        .collect();
    assert!(
        bad.is_empty(),
        "{title}: {} lines not in the game's language:\n{}",
        bad.len(),
        bad.iter().take(30).cloned().collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn nations_reads_in_every_language() {
    check("nations");
}

#[test]
fn endeavor_reads_in_every_language() {
    check("endeavor");
}

#[test]
fn belfort_reads_in_every_language() {
    check("belfort");
}
