//! A league season through `longtable local --json` (issue 13): six
//! members, two rounds of three-player Endeavor tables played to the end,
//! the standings, recompute, the edge cases, and the season's end.

use crate::common;

use common::console::JsonConsole;
use serde_json::Value;
use std::collections::BTreeMap;

const MEMBERS: [&str; 6] = ["ann", "bob", "cat", "dan", "eve", "fay"];

/// The text of the notices a line gave, one string.
fn text(n: &[Value]) -> String {
    n.iter()
        .filter_map(|x| x["text"].as_str())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The channels a `/league round` answer opened.
fn round_channels(n: &[Value]) -> Vec<String> {
    n.iter()
        .find_map(|x| x.get("round"))
        .and_then(|r| r.as_array())
        .map(|a| a.iter().map(|c| c.as_str().unwrap().to_string()).collect())
        .unwrap_or_default()
}

/// The users seated at a channel's table, in seat order, from its status.
fn seated(c: &mut JsonConsole, channel: &str) -> Vec<String> {
    let status = text(&c.json(&format!("ann {channel} /game status")));
    MEMBERS
        .iter()
        .filter(|m| status.contains(&format!("{m} (")))
        .map(|m| m.to_string())
        .collect()
}

/// Plays every table to the end: the first seat takes an action (a
/// different one each turn), the others pass whenever they may, so the
/// games stay short and the scores differ.
fn play_out(c: &mut JsonConsole, tables: &[(String, Vec<String>)]) {
    let mut done = vec![false; tables.len()];
    for turn in 0..3000 {
        if done.iter().all(|d| *d) {
            return;
        }
        for (t, (channel, players)) in tables.iter().enumerate() {
            if done[t] {
                continue;
            }
            let status = c.json(&format!("{} {channel} /game status", players[0]));
            if status.iter().any(|s| s["status"] == "finished") {
                done[t] = true;
                continue;
            }
            for (seat, user) in players.iter().enumerate() {
                let actions: Vec<String> = c
                    .json(&format!("{user} {channel} /actions"))
                    .iter()
                    .filter_map(|n| n.get("actions"))
                    .filter_map(|a| a.as_array())
                    .flatten()
                    .filter_map(|a| a.as_str().map(str::to_string))
                    .collect();
                if actions.is_empty() {
                    continue;
                }
                let pass = actions.iter().position(|a| a == "pass");
                let pick = match (seat, pass) {
                    (0, Some(p)) if actions.len() > 1 => {
                        let i = turn * 7 % (actions.len() - 1);
                        if i >= p {
                            i + 1
                        } else {
                            i
                        }
                    }
                    (0, _) => turn * 7 % actions.len(),
                    (_, Some(p)) => p,
                    (_, None) => 0,
                };
                c.json(&format!("{user} {channel} /play {}", pick + 1));
                break;
            }
        }
    }
    panic!("the league games did not end");
}

/// Says everyone is ready and pairs a round; returns its tables.
fn round(c: &mut JsonConsole, league: &str) -> Vec<(String, Vec<String>)> {
    for m in MEMBERS {
        c.json(&format!("{m} /league ready {league}"));
    }
    let n = c.json(&format!("ann /league round {league}"));
    let channels = round_channels(&n);
    assert_eq!(channels.len(), 2, "{}", text(&n));
    // Every player is pinged in their table's channel.
    for ch in &channels {
        let ping = n
            .iter()
            .find(|x| x["channel"] == ch.trim_start_matches('#') && x.get("mentions").is_some())
            .unwrap_or_else(|| panic!("no ping in {ch}: {n:?}"));
        assert_eq!(ping["mentions"].as_array().unwrap().len(), 3);
    }
    channels
        .into_iter()
        .map(|ch| {
            let players = seated(c, &ch);
            assert_eq!(players.len(), 3, "{ch}: {players:?}");
            (ch, players)
        })
        .collect()
}

fn standings(c: &mut JsonConsole, league: &str) -> (Vec<Value>, Vec<Value>) {
    let n = c.json(&format!("ann /league standings {league}"));
    let rows = n
        .iter()
        .find_map(|x| x.get("standings"))
        .unwrap_or_else(|| panic!("no standings: {n:?}"))
        .as_array()
        .unwrap()
        .clone();
    (n, rows)
}

/// Each of `users` chooses one action at `channel`'s table, in whatever
/// order the game asks them to, the others of `seated` playing their
/// turns between (a game nobody chose an action in is void, and a seat
/// its player never played ranks last: issue 26).
fn each_acts(c: &mut JsonConsole, channel: &str, users: &[&str], seated: &[&str]) {
    let mut left: Vec<&str> = users.to_vec();
    for _ in 0..50 {
        if left.is_empty() {
            return;
        }
        for user in seated {
            let actions = c
                .json(&format!("{user} {channel} /actions"))
                .iter()
                .filter_map(|n| n.get("actions"))
                .filter_map(|a| a.as_array())
                .map(|a| a.len())
                .sum::<usize>();
            if actions > 0 {
                c.json(&format!("{user} {channel} /play 1"));
                left.retain(|u| u != user);
                break;
            }
        }
    }
    panic!("{left:?} could not act at {channel}");
}

fn stats(c: &mut JsonConsole, user: &str) -> Value {
    let n = c.json(&format!("{user} /stats endeavor"));
    n.iter()
        .find_map(|x| x.get("stats"))
        .unwrap_or_else(|| panic!("no stats: {n:?}"))
        .clone()
}

#[test]
fn a_league_season_through_the_console() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = JsonConsole::binary(dir.path());
    let n = c.json("ann /league create Cup endeavor points:10,6,3,1 group:3 min:2");
    assert!(text(&n).contains("opened the league Cup"), "{n:?}");
    // Edge: the name is taken, in any case; nothing changes.
    let n = c.json("bob /league create cup nations");
    assert_eq!(n[0]["to"], "ephemeral");
    assert!(text(&n).contains("already has a league named cup"), "{n:?}");
    for m in &MEMBERS[1..] {
        c.json(&format!("{m} /league join Cup"));
    }
    // Only its creator (or a server manager) pairs a round.
    let n = c.json("bob /league round Cup");
    assert!(text(&n).contains("Only the creator of Cup"), "{n:?}");

    // Round 1: neighbours in standing (all new: by name).
    let r1 = round(&mut c, "Cup");
    play_out(&mut c, &r1);
    let mut met: BTreeMap<(String, String), usize> = BTreeMap::new();
    for (_, players) in &r1 {
        for a in players {
            for b in players {
                if a < b {
                    *met.entry((a.clone(), b.clone())).or_default() += 1;
                }
            }
        }
    }
    // Ratings moved with the results: in each first game (everyone at the
    // same start) the winner's rating is above the last player's.
    let after_one: BTreeMap<String, Value> = MEMBERS
        .iter()
        .map(|m| (m.to_string(), stats(&mut c, m)))
        .collect();
    for (_, players) in &r1 {
        let rank_of = |u: &String| after_one[u]["last"][0]["rank"].as_u64().unwrap();
        let rating_of = |u: &String| after_one[u]["history"][0].as_f64().unwrap();
        let best = players.iter().min_by_key(|u| rank_of(u)).unwrap();
        let worst = players.iter().max_by_key(|u| rank_of(u)).unwrap();
        if rank_of(best) < rank_of(worst) {
            assert!(rating_of(best) > rating_of(worst), "{after_one:?}");
        }
    }

    // Round 2: Swiss-like, fewest repeats: no table seats three players
    // who all met, at most one pair meets again per table.
    let r2 = round(&mut c, "Cup");
    for (_, players) in &r2 {
        let mut repeats = 0;
        for a in players {
            for b in players {
                if a < b && met.contains_key(&(a.clone(), b.clone())) {
                    repeats += 1;
                }
            }
        }
        assert!(repeats <= 1, "{r2:?} after {r1:?}");
    }
    play_out(&mut c, &r2);

    let (n, rows) = standings(&mut c, "Cup");
    eprintln!("{}", text(&n));
    // A PNG table comes with the text.
    assert!(n
        .iter()
        .any(|x| x["images"].as_array().is_some_and(|i| !i.is_empty())));
    assert_eq!(rows.len(), 6);
    // Four games, each giving 10 + 6 + 3 (ties split, never add).
    let total: f64 = rows.iter().map(|r| r["points"].as_f64().unwrap()).sum();
    assert!((total - 4.0 * 19.0).abs() < 1e-9, "{rows:?}");
    for r in &rows {
        assert_eq!(r["games"], 2);
        assert!(r["rank"].is_number(), "two games rank everyone: {r}");
        for key in ["user", "games", "points", "wins", "rating"] {
            assert!(r.get(key).is_some(), "{key} missing in {r}");
        }
    }
    // Rank order follows points, then wins.
    for w in rows.windows(2) {
        let (a, b) = (&w[0], &w[1]);
        let (pa, pb) = (a["points"].as_f64().unwrap(), b["points"].as_f64().unwrap());
        assert!(pa >= pb, "{rows:?}");
        if pa == pb {
            assert!(a["wins"].as_u64() >= b["wins"].as_u64(), "{rows:?}");
        }
    }
    let stats_before = stats(&mut c, "ann");
    c.finish();

    // Recompute from the stored results gives the same numbers.
    let db = dir.path().join("x.db");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_longtable"))
        .args(["league", "recompute", "--db"])
        .arg(&db)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{said}");
    assert!(
        said.contains("from 4 results") && said.contains("identical"),
        "{said}"
    );
    let mut c = JsonConsole::binary(dir.path());
    let (_, again) = standings(&mut c, "Cup");
    assert_eq!(again, rows);
    assert_eq!(stats(&mut c, "ann"), stats_before);

    // The CSV export has every seat of every game and every standing.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_longtable"))
        .args(["league", "export", "Cup", "--csv", "--db"])
        .arg(&db)
        .arg("--out")
        .arg(dir.path())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let results = std::fs::read_to_string(dir.path().join("cup-s1-results.csv")).unwrap();
    assert_eq!(results.lines().count(), 1 + 12);
    let table = std::fs::read_to_string(dir.path().join("cup-s1-standings.csv")).unwrap();
    assert_eq!(table.lines().count(), 1 + 6);
    assert!(table
        .lines()
        .nth(1)
        .unwrap()
        .starts_with(&format!("1,{}", rows[0]["user"].as_str().unwrap())));

    // The season ends: the next starts at zero, the server rating stays.
    let n = c.json("ann /league season Cup end");
    assert!(text(&n).contains("Season 2 starts now"), "{n:?}");
    let (n, rows) = standings(&mut c, "Cup");
    assert!(rows.is_empty(), "{n:?}");
    assert!(text(&n).contains("season 2"));
    let after = stats(&mut c, "ann");
    assert_eq!(after["rated_games"], 2);
    assert_eq!(after["rating"], stats_before["rating"]);
    let n = c.json("ann /league history Cup 1");
    assert_eq!(
        n.iter()
            .find_map(|x| x.get("standings"))
            .unwrap()
            .as_array()
            .unwrap()
            .len(),
        6
    );
    c.finish();
}

#[test]
fn league_edges_forfeit_tie_abort_members_and_titles() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = JsonConsole::binary(dir.path());
    c.json("ann /league create Side endeavor on_timeout:forfeit");
    c.json("bob /league join Side");
    c.json("cat /league join Side");

    // A game of the wrong title.
    let n = c.json("ann #w /game new nations league:Side");
    assert!(text(&n).contains("Side plays Endeavor"), "{n:?}");
    // A stranger can neither open nor sit at a league table.
    let n = c.json("zed #z /game new endeavor league:Side");
    assert!(text(&n).contains("zed is not a member of Side"), "{n:?}");
    c.json("ann #t /game new endeavor league:Side");
    let n = c.json("zed #t /game join");
    assert!(text(&n).contains("zed is not a member of Side"), "{n:?}");
    // Nor a bot, unless the league allows them.
    let n = c.json("ann #t /game addbot easy");
    assert!(text(&n).contains("doesn't allow bots"), "{n:?}");

    // An aborted game is not rated.
    c.json("bob #t /game join");
    c.json("cat #t /game join");
    c.json("ann #t /game start");
    c.json("ann #t /game abort");
    c.json("ann #t /game abort confirm");
    let n = c.json("ann /league standings Side");
    assert!(text(&n).contains("No game has been played"), "{n:?}");

    // A forfeit: the seat that left ranks last, the other two tie for
    // first and share 10 + 6.
    c.json("ann #f /game new endeavor league:Side");
    c.json("bob #f /game join");
    c.json("cat #f /game join");
    c.json("ann #f /game start");
    each_acts(&mut c, "#f", &["ann", "bob"], &["ann", "bob", "cat"]);
    c.json("cat #f /game leave");
    let n = c.json("cat #f /game leave confirm");
    assert!(n.iter().any(|x| x["status"] == "finished"), "{n:?}");
    let n = c.json("ann /league standings");
    let rows = n
        .iter()
        .find_map(|x| x.get("standings"))
        .unwrap()
        .as_array()
        .unwrap()
        .clone();
    let points: BTreeMap<&str, f64> = rows
        .iter()
        .map(|r| (r["user"].as_str().unwrap(), r["points"].as_f64().unwrap()))
        .collect();
    assert_eq!(points["ann"], 8.0, "{rows:?}");
    assert_eq!(points["bob"], 8.0, "{rows:?}");
    assert_eq!(points["cat"], 3.0, "{rows:?}");
    assert_eq!(rows[2]["user"], "cat");
    for r in &rows[..2] {
        assert_eq!(r["wins"], 1);
    }
    // cat's rating fell below the two winners'.
    assert!(rows[2]["rating"].as_f64() < rows[0]["rating"].as_f64());
    let n = c.json("ann /stats cat");
    let s = n.iter().find_map(|x| x.get("stats")).unwrap();
    assert_eq!(s["last"][0]["rank"], 3);
    assert_eq!(s["games"], 1);

    // A player replaced during the game ranks last for it, tied with the
    // one who forfeits; the replacement is not rated for it.
    c.json("dan /league join Side");
    c.json("ann #r /game new endeavor league:Side");
    c.json("bob #r /game join");
    c.json("cat #r /game join");
    c.json("ann #r /game start");
    each_acts(&mut c, "#r", &["ann"], &["ann", "bob", "cat"]);
    let n = c.json("ann #r /game replace cat dan");
    assert!(text(&n).contains("dan"), "{n:?}");
    c.json("bob #r /game leave");
    let n = c.json("bob #r /game leave confirm");
    assert!(n.iter().any(|x| x["status"] == "finished"), "{n:?}");
    let n = c.json("ann /league standings Side");
    let rows = n
        .iter()
        .find_map(|x| x.get("standings"))
        .unwrap()
        .as_array()
        .unwrap()
        .clone();
    let points: BTreeMap<&str, f64> = rows
        .iter()
        .map(|r| (r["user"].as_str().unwrap(), r["points"].as_f64().unwrap()))
        .collect();
    // ann first (10); cat and bob share second and third ((6 + 3) / 2).
    assert_eq!(points["ann"], 18.0, "{rows:?}");
    assert_eq!(points["bob"], 12.5, "{rows:?}");
    assert_eq!(points["cat"], 7.5, "{rows:?}");
    assert!(!points.contains_key("dan"), "{rows:?}");
    c.finish();
}

/// A league named in Greek is one league whatever the case and accents
/// its members type: "ΚΥΠΕΛΛΟ" is taken once "Κύπελλο" is, and "κυπελλο"
/// joins it.
#[test]
fn a_greek_league_name_is_found_in_any_case_and_accent() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = JsonConsole::binary(dir.path());
    let n = c.json("ann /league create Κύπελλο nations");
    assert!(text(&n).contains("Κύπελλο"), "{n:?}");
    let n = c.json("bob /league create ΚΥΠΕΛΛΟ endeavor");
    assert_eq!(n[0]["to"], "ephemeral");
    assert!(
        text(&n).contains("already has a league named ΚΥΠΕΛΛΟ"),
        "{n:?}"
    );
    let n = c.json("bob /league join κυπελλο");
    assert!(text(&n).contains("bob joined Κύπελλο"), "{n:?}");
}
