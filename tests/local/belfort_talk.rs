//! A whole Belfort game through `longtable local` (issue 10), its channel
//! transcript checked the way a player reads it: income, taxes and each
//! scoring round are told with every player's numbers, the game ends with
//! a ranking, and no channel line names a card a player kept in secret.

use crate::common;

use common::console::JsonConsole;
use std::collections::BTreeMap;

const USERS: [&str; 3] = ["alice", "bob", "carol"];

/// Prefers the moves that keep a game short, but builds when it can so
/// that buildings, income and taxes come into play.
fn choose(actions: &[String]) -> usize {
    if let Some(i) = actions.iter().position(|a| a.starts_with("build ")) {
        return i;
    }
    for want in ["pass", "end turn", "keep shield", "skip", "done"] {
        if let Some(i) = actions.iter().position(|a| a == want) {
            return i;
        }
    }
    0
}

/// How the channel may name seat `i`: the player's name, or "Seat N"
/// until the host names players.
fn names(i: usize) -> [String; 2] {
    [USERS[i].to_string(), format!("Seat {}", i + 1)]
}

/// The numbers in `text` after `prefix`, up to the next non-number.
fn number_after(text: &str, prefix: &str) -> Option<i64> {
    let i = text.find(prefix)? + prefix.len();
    let digits: String = text[i..]
        .chars()
        .take_while(|c| c.is_ascii_digit())
        .collect();
    digits.parse().ok()
}

#[test]
fn the_channel_tells_income_taxes_and_scoring_and_keeps_the_kept_cards_secret() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = JsonConsole::binary(dir.path());
    c.json("alice /game new belfort players:3 guilds:beginner");
    c.json("bob /game join");
    c.json("carol /game join");
    let mut channel: Vec<String> = Vec::new();
    let collect = |notices: &[serde_json::Value], channel: &mut Vec<String>| {
        for n in notices {
            if n["to"] == "channel" {
                channel.push(n["text"].as_str().unwrap_or("").to_string());
            }
        }
    };
    let n = c.json("alice /game start");
    collect(&n, &mut channel);
    // Each user's secret keep: the cards kept, by name.
    let mut kept: BTreeMap<usize, Vec<String>> = BTreeMap::new();
    let mut keep_lines: Vec<String> = Vec::new();
    let mut plays = 0;
    loop {
        let mut acted = false;
        for (u, user) in USERS.iter().enumerate() {
            let actions = c.actions(user);
            if actions.is_empty() {
                continue;
            }
            let i = choose(&actions);
            if let Some(rest) = actions[i].strip_prefix("keep ") {
                kept.insert(u, rest.split(' ').map(str::to_string).collect());
                keep_lines.push(actions[i].clone());
            }
            let n = c.json(&format!("{user} /play {}", i + 1));
            collect(&n, &mut channel);
            plays += 1;
            acted = true;
            break;
        }
        assert!(plays < 3_000, "the game does not end");
        if !acted {
            break;
        }
    }
    c.finish();
    let all = channel.join("\n");
    // Income and taxes: every round, every player, with the amounts.
    let incomes: Vec<&str> = all.lines().filter(|l| l.starts_with("Income: ")).collect();
    assert_eq!(incomes.len(), 7, "one income line a round:\n{all}");
    for line in &incomes {
        for p in 0..3 {
            let [a, b] = names(p);
            let n = number_after(line, &format!("{a} +"))
                .or_else(|| number_after(line, &format!("{b} +")));
            assert!(n.is_some(), "no income for {a} in `{line}`");
        }
    }
    let taxes: Vec<&str> = all.lines().filter(|l| l.starts_with("Taxes: ")).collect();
    assert_eq!(taxes.len(), 7, "one tax line a round");
    for line in &taxes {
        for p in 0..3 {
            let [a, b] = names(p);
            assert!(
                [a.clone(), b]
                    .iter()
                    .any(|n| line.contains(&format!("{n} owes"))),
                "no tax for {a} in `{line}`"
            );
        }
    }
    // Somebody paid a tax in gold at some point, with the amounts.
    assert!(
        taxes
            .iter()
            .any(|l| l.contains(" gold at ") && l.contains(", pays ")),
        "{taxes:?}"
    );
    // Three scoring rounds (3, 5, 7), each with a line per player giving
    // the five districts, the three worker kinds, the gain and the total.
    for round in [3, 5, 7] {
        let head = format!("Scoring after round {round}");
        let at = all.find(&head).unwrap_or_else(|| panic!("no `{head}`"));
        let after: Vec<&str> = all[at..].lines().skip(1).take(3).collect();
        for p in 0..3 {
            let [a, b] = names(p);
            let line = after
                .iter()
                .find(|l| {
                    l.starts_with(&format!("{a} scores ")) || l.starts_with(&format!("{b} scores "))
                })
                .unwrap_or_else(|| panic!("no scoring line for {a} after {head}: {after:?}"));
            let districts = number_after(line, ": districts ");
            assert!(districts.is_some(), "{line}");
            assert_eq!(
                line.matches('+').count(),
                5,
                "5 districts and the gain: {line}"
            );
            for kind in ["elves ", "dwarves ", "gnomes ", "now "] {
                assert!(number_after(line, kind).is_some(), "{kind}in {line}");
            }
        }
    }
    assert!(all.contains("Final ranking"), "no final account");
    assert!(all.contains("1. "), "no rank in the final account");
    // Secrets: the keep notation never reaches the channel, and during
    // the keep phase no line names a card its keeper kept (unless the
    // keeper also discarded one like it, face up).
    assert_eq!(kept.len(), 3, "every user kept cards");
    for line in &keep_lines {
        assert!(
            !all.contains(line.as_str()),
            "`{line}` was posted to the channel"
        );
    }
    let keep_phase = &all[..all.find("Round 1 begins").unwrap_or(all.len())];
    for (u, cards) in &kept {
        let [a, b] = names(*u);
        for l in keep_phase.lines() {
            let mine = l.starts_with(&a) || l.starts_with(&b);
            let discarded = l.contains("discarded");
            if mine && !discarded {
                for card in cards {
                    assert!(
                        !l.split(|ch: char| !ch.is_alphanumeric()).any(|w| w == card),
                        "`{l}` names {a}'s kept {card}"
                    );
                }
            }
        }
    }
}
