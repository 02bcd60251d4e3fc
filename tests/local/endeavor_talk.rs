//! Table talk of a whole Endeavor game through `longtable local --json`:
//! the channel transcript tells every automatic step with its numbers per
//! player (growth, salary, the token each Ship or Occupy takes) and ends
//! with a ranked final account, and never calls anyone "Player N".

use crate::common;

use common::console::{JsonConsole, Transcript};

#[test]
fn a_whole_game_tells_growth_salary_tokens_and_the_final_account_with_numbers() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = JsonConsole::binary(dir.path());
    let users = ["alice", "bob", "carol"];
    let mut posts = Transcript::default();
    posts.add(&c.json("alice /game new endeavor players:3"));
    posts.add(&c.json("bob /game join"));
    posts.add(&c.json("carol /game join"));
    posts.add(&c.json("alice /game start"));
    'game: for turn in 0..3000 {
        let status = c.json("alice /game status");
        if status.iter().any(|s| s["status"] == "finished") {
            break 'game;
        }
        assert!(turn < 2999, "the game did not end");
        for user in users {
            let actions = c.actions(user);
            if actions.is_empty() {
                continue;
            }
            // Prefer shipping and occupying, so tokens change hands; pass
            // now and then so that rounds end.
            let pick = actions
                .iter()
                .position(|a| a.starts_with("ship") || a.starts_with("occupy"))
                .filter(|_| turn % 4 != 0)
                .or_else(|| actions.iter().position(|a| a.starts_with("activate")))
                .filter(|_| turn % 5 != 0)
                .unwrap_or(turn % actions.len());
            posts.add(&c.json(&format!("{user} /play {}", actions[pick])));
            break;
        }
    }
    c.finish();
    let all = posts.text();
    // Growth: one line per round with every seat's gain and harbor.
    let growth: Vec<&str> = all
        .lines()
        .filter(|l| l.contains("Growth, round"))
        .collect();
    assert_eq!(growth.len(), 7, "one Growth line per round:\n{all}");
    for line in &growth {
        assert_eq!(line.matches("(growth ").count(), 3, "{line}");
        assert!(line.contains(" +"), "{line}");
        assert!(line.contains("harbor "), "{line}");
    }
    // Salary: what each seat's payment track frees, every round after the
    // first (in round 1 no worker sits on a building yet, still told).
    let salary = all.lines().filter(|l| l.contains("Salary, round")).count();
    assert!(salary >= 7, "{salary} Salary lines:\n{all}");
    assert!(all
        .lines()
        .any(|l| l.contains("Salary, round") && l.contains(" frees ")));
    // Tokens: a Ship names the space and the token with what it gives.
    assert!(
        all.lines()
            .any(|l| l.contains(" track and its ") && l.contains(": +1 ")
                || l.contains(" track and its ") && l.contains("action to spend later")),
        "no token told for a Ship:\n{all}"
    );
    // The end: a ranked account with every category.
    assert!(all.contains("the game ends. Final Glory:"), "{all}");
    let finals: Vec<&str> = all
        .lines()
        .filter(|l| l.contains(" Glory (cities "))
        .collect();
    assert_eq!(finals.len(), 3, "{all}");
    assert!(finals[0].starts_with("1. "), "{}", finals[0]);
    for line in &finals {
        for word in [
            "connections",
            "tracks",
            "cards",
            "governor space",
            "buildings",
            "harbor",
            "Slavery",
        ] {
            assert!(line.contains(word), "{word} missing: {line}");
        }
    }
    // The engine never names a seat "Player N".
    assert!(!all.contains("Player "), "{all}");
    assert!(!all.contains("player 1"), "{all}");
    // The host names players by name too, never "Seat N".
    assert!(!all.contains("Seat "), "{all}");
    for post in posts.posts() {
        assert!(post.chars().count() <= 2000, "post over 2,000 characters");
    }
}
