//! Table talk (issue 10): a short Nations game played through
//! `longtable local --json`, whose channel transcript must tell every
//! automatic step of the rules with its numbers: production, turn order,
//! the War, the event, famine and Book scoring, then a final account.

use crate::common;

use common::console::JsonConsole;

/// Plays a one-age game (two rounds, so Book scoring happens)
/// and returns every channel text in order.
fn play_short_game() -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let mut c = JsonConsole::binary(dir.path());
    let users = ["alice", "bob"];
    let mut channel = vec![];
    let keep = |n: Vec<serde_json::Value>, channel: &mut Vec<String>| {
        for x in n {
            if x["to"] == "channel" {
                if let Some(t) = x["text"].as_str() {
                    channel.push(t.to_string());
                }
            }
        }
    };
    let n = c.json("alice /game new nations players:2 ages:1 difficulty:chieftain");
    keep(n, &mut channel);
    keep(c.json("bob /game join"), &mut channel);
    keep(c.json("alice /game start"), &mut channel);
    let mut plays = 0;
    'game: for _ in 0..600 {
        let mut acted = false;
        for user in users {
            let actions = c.actions(user);
            if actions.is_empty() {
                continue;
            }
            // Buy something now and then (a War among them, sometimes),
            // deploy when possible, otherwise pass or take the first choice.
            let pick = actions
                .iter()
                .position(|a| plays % 3 == 0 && a.starts_with("buy"))
                // Deploy from the pool only: moving a worker between cards
                // could go back and forth for ever.
                .or_else(|| {
                    actions
                        .iter()
                        .position(|a| a.starts_with("deploy") && !a.contains(" from "))
                })
                .or_else(|| actions.iter().position(|a| a == "pass"))
                .unwrap_or(0);
            keep(c.json(&format!("{user} /play {}", pick + 1)), &mut channel);
            plays += 1;
            acted = true;
            let status = c.json("alice /game status");
            if status.iter().any(|x| x["status"] == "finished") {
                break 'game;
            }
        }
        assert!(acted, "nobody could act");
    }
    c.finish();
    channel
}

fn has_number(line: &str) -> bool {
    line.chars().any(|ch| ch.is_ascii_digit())
}

/// The first channel line containing `needle`, or a failure that shows
/// the transcript.
fn line_with<'a>(all: &'a [String], needle: &str) -> &'a str {
    all.iter()
        .flat_map(|t| t.lines())
        .find(|l| l.contains(needle))
        .unwrap_or_else(|| panic!("no `{needle}` in the transcript:\n{}", all.join("\n")))
}

#[test]
fn the_channel_tells_every_automatic_step_with_its_numbers() {
    let all = play_short_game();
    // Shown with `--nocapture`, to read the table talk as a player would.
    println!("{}", all.join("\n---\n"));

    // §7.1 Production: one line, every nation's change in numbers.
    let production = line_with(&all, "Production:");
    assert!(
        production.contains('+') && has_number(production),
        "{production}"
    );
    // §7.2 Turn order with the values that decided it.
    let order = line_with(&all, "Turn order:");
    assert!(order.contains("military") && has_number(order), "{order}");
    // §7.3 War: bought or not, the step is told.
    let war = line_with(&all, "War");
    assert!(war.contains("War"), "{war}");
    // §5.4 The event of the round, with its famine and architects.
    let event = line_with(&all, "event:");
    assert!(event.contains("famine") && has_number(event), "{event}");
    // §7.5 Famine, with the amount and each nation's loss.
    let famine = line_with(&all, "Famine,");
    assert!(
        famine.contains("food each") && has_number(famine),
        "{famine}"
    );
    // §7.6 Book scoring at the end of the age: books and VP per nation.
    let books = line_with(&all, "Book scoring");
    assert!(books.contains("books +") && books.contains("VP"), "{books}");
    // §8.2 The final account: totals with their categories.
    let fin = line_with(&all, "points =");
    assert!(
        fin.contains("colonies") && fin.contains("resources"),
        "{fin}"
    );
    // The engine never tells an action a second time, by seat number.
    assert!(
        !all.iter().any(|t| t
            .lines()
            .any(|l| l.starts_with("Seat ") && l.contains(": "))),
        "an action was told twice:\n{}",
        all.join("\n")
    );
}
