//! Table talk a player can follow (issue 10), for every registered title,
//! through the `longtable local` console as a player would see it: each
//! action told once, players named by name only, no single forced choice
//! offered while autoplay is on, no message over Discord's 2,000
//! characters, a short lobby post, and one post per change of turn (a
//! seat's consecutive actions edit its post).

use crate::common;

use common::console::JsonConsole;
use rand::{Rng, SeedableRng};
use serde_json::Value;

const USERS: [&str; 4] = ["ann", "bob", "cyd", "dee"];

/// Words that name a seat some other way than by its player's name.
fn other_names(text: &str) -> Option<String> {
    let words: Vec<&str> = text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    for pair in words.windows(2) {
        if (pair[0] == "Seat" || pair[0] == "Player") && pair[1].parse::<u32>().is_ok() {
            return Some(format!("{} {}", pair[0], pair[1]));
        }
    }
    words
        .iter()
        .find(|w| w.len() == 2 && w.starts_with('p') && w[1..].parse::<u32>().is_ok())
        .map(|w| w.to_string())
}

#[derive(Default, Debug)]
struct Tally {
    actions: usize,
    posts: usize,
    edits: usize,
    boards: usize,
    /// The highest round any channel post named.
    rounds: usize,
}

/// The highest `N` in "Round N" or "round N" in `text`.
fn max_round(text: &str) -> usize {
    let words: Vec<&str> = text.split_whitespace().collect();
    words
        .windows(2)
        .filter(|w| w[0].eq_ignore_ascii_case("round"))
        .filter_map(|w| {
            let digits: String = w[1].chars().take_while(char::is_ascii_digit).collect();
            digits.parse().ok()
        })
        .max()
        .unwrap_or(0)
}

fn text(n: &Value) -> &str {
    n["text"].as_str().unwrap_or("")
}

/// Lines telling `user`'s chosen actions (forced ones say so).
fn told_lines(text: &str, user: &str) -> usize {
    let prefix = format!("{user}: ");
    text.lines()
        .filter(|l| l.starts_with(&prefix) && !l.ends_with("(only choice)"))
        .count()
}

fn one_title(title: &str, players: usize, seed: u64, problems: &mut Vec<String>) -> Tally {
    let dir = tempfile::tempdir().unwrap();
    let mut c = JsonConsole::binary(dir.path());
    let users = &USERS[..players];
    let lobby = c.json(&format!("ann /game new {title} players:{players}"));
    let post = lobby
        .iter()
        .find(|n| n["to"] == "channel")
        .expect("a lobby post");
    // The lobby post summarises the options; /game help has the full list.
    if text(post).lines().count() > 5 || text(post).chars().count() > 600 {
        problems.push(format!("{title}: lobby post too long:\n{}", text(post)));
    }
    let help = c.json(&format!("ann /game help {title}"));
    if !help.iter().any(|n| text(n).contains("autoplay")) {
        problems.push(format!("{title}: /game help does not list autoplay"));
    }
    for u in &users[1..] {
        c.json(&format!("{u} /game join"));
    }
    let mut all = c.json("ann /game start");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut tally = Tally::default();
    // The text of the latest channel post, by key, to see what an edit adds.
    let mut last_post: Option<(u64, String)> = None;
    let note_posts = |notices: &[Value], tally: &mut Tally| {
        for n in notices.iter().filter(|n| n["to"] == "channel") {
            if n.get("edit").is_some() {
                tally.edits += 1;
            } else {
                tally.posts += 1;
            }
            tally.boards += n["images"].as_array().map_or(0, Vec::len);
            tally.rounds = tally.rounds.max(max_round(text(n)));
        }
    };
    note_posts(&all, &mut tally);
    'game: for _ in 0..2000 {
        let mut acted = false;
        for u in users {
            let answer = c.json(&format!("{u} /actions"));
            let actions: Vec<String> = answer
                .iter()
                .filter_map(|n| n.get("actions"))
                .filter_map(|a| serde_json::from_value(a.clone()).ok())
                .next()
                .unwrap_or_default();
            all.extend(answer.iter().cloned());
            if actions.len() == 1 {
                problems.push(format!(
                    "{title}: /actions offers {u} a single action while autoplay is on: {}",
                    actions[0]
                ));
            }
            if actions.is_empty() {
                continue;
            }
            let pick = rng.gen_range(1..=actions.len());
            let notices = c.json(&format!("{u} /play {pick}"));
            tally.actions += 1;
            note_posts(&notices, &mut tally);
            if let Some(post) = notices.iter().find(|n| n["to"] == "channel") {
                // Each action told once: one more line telling it than the
                // post it replaces had.
                let before = match (post.get("edit").and_then(Value::as_u64), &last_post) {
                    (Some(k), Some((key, t))) if k == *key => told_lines(t, u),
                    _ => 0,
                };
                let now = told_lines(text(post), u);
                if now != before + 1 {
                    problems.push(format!(
                        "{title}: {u}'s action told {} times:\n{}",
                        now.saturating_sub(before),
                        text(post)
                    ));
                }
                let key = post["post"].as_u64().unwrap_or(0);
                last_post = Some((key, text(post).to_string()));
                if post.get("scores").is_some() {
                    all.extend(notices);
                    break 'game;
                }
            } else {
                problems.push(format!("{title}: {u}'s action got no channel post"));
            }
            all.extend(notices);
            acted = true;
            break;
        }
        if !acted {
            break;
        }
    }
    all.extend(c.json("bob /log 50"));
    drop(c.finish());
    for n in &all {
        let t = text(n);
        if t.chars().count() > 2000 {
            problems.push(format!(
                "{title}: a message of {} characters",
                t.chars().count()
            ));
        }
        if n["to"] == "channel" || n["to"] == "dm" {
            if let Some(w) = other_names(t) {
                problems.push(format!("{title}: `{w}` names a player in:\n{t}"));
            }
        }
    }
    tally
}

#[test]
fn every_title_talks_to_the_table_by_name_once_per_action() {
    let registry = longtable::games::registry(None).unwrap();
    let mut problems = Vec::new();
    for title in registry.names() {
        let t = registry.get(title).unwrap();
        let players = 3.clamp(*t.seats().start(), *t.seats().end());
        let tally = one_title(title, players, 11, &mut problems);
        // Per round, as a player feels the noise. Before the table-talk
        // issue every action made a post of its own.
        let per_round = |n: usize| n as f64 / tally.rounds.max(1) as f64;
        eprintln!(
            "{title}: {} rounds, {} actions, {} new posts, {} edits, {} board images; \
             per round: {:.1} actions, {:.1} new posts, {:.1} boards",
            tally.rounds,
            tally.actions,
            tally.posts,
            tally.edits,
            tally.boards,
            per_round(tally.actions),
            per_round(tally.posts),
            per_round(tally.boards)
        );
        assert!(tally.actions > 0, "{title} was played");
        assert!(tally.rounds > 1, "{title}: the posts name the rounds");
        // A seat's consecutive actions share one post, so a game of many
        // turns posts fewer messages than it has actions.
        assert!(
            tally.posts < tally.actions,
            "{title}: {} new posts for {} actions",
            tally.posts,
            tally.actions
        );
    }
    problems.dedup();
    // What kinds of problem, counted (the quoted word stripped).
    let mut kinds = std::collections::BTreeMap::new();
    for p in &problems {
        let first = p.lines().next().unwrap_or("");
        let kind: String = first.split('`').step_by(2).collect::<Vec<_>>().join("…");
        *kinds.entry(kind).or_insert(0) += 1;
    }
    eprintln!("problems by kind: {kinds:#?}");
    let shown: Vec<&String> = problems.iter().take(15).collect();
    assert!(
        problems.is_empty(),
        "{} problems, the first:\n{}",
        problems.len(),
        shown
            .iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join("\n---\n")
    );
}
