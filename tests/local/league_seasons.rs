//! Seasons you can trust (issue 26), through the console as an organiser
//! and players use it: a round nobody plays is void, a seat its player
//! never played ranks last, leftover players and the points of short
//! tables, seasons that end on their own (and a late game's standings),
//! a `/league round` killed with SIGKILL and run again, `/league` leaving
//! the user's locale alone, and the league options' bounds and
//! look-alike names.
//!
//! Most run the console on the tests' own tiny game (`race`) with the
//! manual clock, as a child of this test binary (`console_child`); the
//! pairing cases that need a game of 3 to 5 seats use the real binary and
//! Endeavor.

use crate::common;

use common::console::JsonConsole;
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::Path;

/// The console the tests below talk to, when this binary runs as it.
#[test]
fn console_child() {
    let Ok(db) = std::env::var("LONGTABLE_TEST_LEAGUE_CONSOLE") else {
        return; // Only meaningful as the child of the tests below.
    };
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(longtable::local::run(
        common::registry(),
        Path::new(&db),
        &Path::new(&db).with_extension("out"),
        true,
        Some(1),
        true,
    ))
    .unwrap();
}

/// A `--manual-clock` console on `race` with its database at `db`.
fn console(db: &Path) -> JsonConsole {
    let mut cmd = std::process::Command::new(std::env::current_exe().unwrap());
    cmd.args([
        "league_seasons::console_child",
        "--exact",
        "--nocapture",
        "--test-threads=1",
    ])
    .env("LONGTABLE_TEST_LEAGUE_CONSOLE", db);
    JsonConsole::spawn(cmd)
}

fn text(n: &[Value]) -> String {
    n.iter()
        .filter_map(|x| x["text"].as_str())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The rows of a `/league standings` answer, by user.
fn standings(c: &mut JsonConsole, line: &str) -> (String, BTreeMap<String, Value>) {
    let n = c.json(line);
    let rows = n
        .iter()
        .find_map(|x| x.get("standings"))
        .and_then(|s| s.as_array())
        .unwrap_or_else(|| panic!("no standings: {n:?}"))
        .iter()
        .map(|r| (r["user"].as_str().unwrap().to_string(), r.clone()))
        .collect();
    (text(&n), rows)
}

/// A table's status as zed, who sits nowhere, sees it (a seated player's
/// command would take their seat back from a bot standing in).
fn status(c: &mut JsonConsole, channel: &str) -> (String, String) {
    let n = c.json(&format!("zed #{channel} /game status"));
    let s = n
        .iter()
        .find_map(|x| x["status"].as_str())
        .unwrap_or("none")
        .to_string();
    (s, text(&n))
}

/// Plays a race table to its end, each of `players` (in seat order)
/// stepping 2 on their turn, or `step 1` for those in `slow`.
fn play_out(c: &mut JsonConsole, channel: &str, players: &[&str], slow: &[&str]) {
    for _ in 0..200 {
        if status(c, channel).0 == "finished" {
            return;
        }
        for p in players {
            let step = if slow.contains(p) { 1 } else { 2 };
            c.json(&format!("{p} #{channel} /play step {step}"));
        }
    }
    panic!("{channel} did not finish");
}

fn csv_rows(path: &Path) -> Vec<BTreeMap<String, String>> {
    let text = std::fs::read_to_string(path).unwrap();
    let mut lines = text.lines();
    let head: Vec<&str> = lines.next().unwrap().split(',').collect();
    lines
        .map(|l| {
            head.iter()
                .zip(l.split(','))
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect()
        })
        .collect()
}

fn run_cli(args: &[&str], db: &Path, extra: &[&str]) -> String {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_longtable"))
        .args(args)
        .arg("--db")
        .arg(db)
        .args(extra)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        out.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    said
}

/// The reproduction: three members, a round, and then nobody
/// plays; at each deadline a bot stands in, and the bots finish the game.
/// It is void: no points, no win, no rating; the standings and /history
/// say so; every seat is absent and none ranks first; recompute agrees.
#[test]
fn a_round_nobody_plays_is_void() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("c.db");
    let mut c = console(&db);
    for line in [
        "ann #league /league create Cup race group:3 bots:allowed turn_time:24h on_timeout:bot",
        "bob #league /league join Cup",
        "cat #league /league join Cup",
        "ann #league /league ready Cup",
        "bob #league /league ready Cup",
        "cat #league /league ready Cup",
    ] {
        c.json(line);
    }
    let n = c.json("ann #league /league round Cup");
    assert!(text(&n).contains("Round 1 of Cup"), "{n:?}");
    let mut advances = 0;
    while status(&mut c, "cup-r1-t1").0 != "finished" {
        c.json("zed #league /clock advance 25h");
        advances += 1;
        assert!(advances < 20, "the bots never finished");
    }
    let (said, rows) = standings(&mut c, "ann #league /league standings Cup");
    // Nobody has a counted game: nobody is in the standings, and the void
    // game is named.
    assert!(rows.is_empty(), "{rows:?}");
    assert!(said.contains("Void game"), "{said}");
    assert!(said.contains("#1"), "{said}");
    let n = c.json("ann #league /stats ann");
    assert!(text(&n).contains("no rated game"), "{n:?}");
    let n = c.json("ann #cup-r1-t1 /history");
    assert!(text(&n).contains("void"), "{n:?}");
    c.finish();

    // The export: every seat absent, none first, no points, void.
    run_cli(
        &["league", "export", "Cup", "--csv"],
        &db,
        &["--out", dir.path().to_str().unwrap()],
    );
    let rows = csv_rows(&dir.path().join("cup-s1-results.csv"));
    assert_eq!(rows.len(), 3, "{rows:?}");
    for r in &rows {
        assert_eq!(r["absent"], "true", "{r:?}");
        assert_eq!(r["void"], "true", "{r:?}");
        assert_eq!(r["points"], "0", "{r:?}");
        assert_eq!(r["rank"], "3", "{r:?}");
    }
    // Recompute finds the same: no rating, nothing to change.
    let said = run_cli(&["league", "recompute"], &db, &[]);
    assert!(said.contains("identical"), "{said}");
    assert!(said.contains("already follows"), "{said}");
}

/// ann and bob play; cat never does and a bot stands in for every turn
/// of theirs. cat ranks last, marked absent, whatever the bot scored; the
/// game counts for ann and bob; the points add up.
#[test]
fn a_seat_its_player_never_played_ranks_last() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("c.db");
    let mut c = console(&db);
    for line in [
        "ann /league create Cup race group:3 points:10,6,3 turn_time:24h on_timeout:bot",
        "bob /league join Cup",
        "cat /league join Cup",
        "ann #t /game new race league:Cup",
        "bob #t /game join",
        "cat #t /game join",
        "ann #t /game start",
    ] {
        c.json(line);
    }
    // ann and bob step 1; cat's deadline passes and the bot steps for
    // cat from then on, right after bob.
    c.json("ann #t /play step 1");
    c.json("bob #t /play step 1");
    let n = c.json("zed #t /clock advance 25h");
    assert!(text(&n).contains("cat"), "{n:?}");
    for _ in 0..40 {
        if status(&mut c, "t").0 == "finished" {
            break;
        }
        c.json("ann #t /play step 1");
        c.json("bob #t /play step 1");
    }
    assert_eq!(status(&mut c, "t").0, "finished");
    let (said, rows) = standings(&mut c, "ann /league standings Cup");
    assert!(!rows.contains_key("bot"), "{rows:?}");
    assert_eq!(rows["cat"]["games"], 1, "{said}");
    assert_eq!(rows["cat"]["points"], 3.0, "{said}");
    assert_eq!(rows["cat"]["wins"], 0, "{said}");
    let total: f64 = rows.values().map(|r| r["points"].as_f64().unwrap()).sum();
    assert_eq!(total, 19.0, "{said}");
    assert!(!said.contains("Void"), "{said}");
    c.finish();
    run_cli(
        &["league", "export", "Cup", "--csv"],
        &db,
        &["--out", dir.path().to_str().unwrap()],
    );
    let rows = csv_rows(&dir.path().join("cup-s1-results.csv"));
    let cat = rows.iter().find(|r| r["user"] == "cat").unwrap();
    assert_eq!(
        (cat["rank"].as_str(), cat["absent"].as_str()),
        ("3", "true")
    );
    for r in rows.iter().filter(|r| r["user"] != "cat") {
        assert_eq!(r["absent"], "false", "{r:?}");
    }
    let said = run_cli(&["league", "recompute"], &db, &[]);
    assert!(said.contains("identical"), "{said}");
}

/// Five ready players in a league of three-seat tables without bots: a
/// table of three and a smaller one of two (race seats 1 to 4). The
/// two-seat table pays the points of places 2 and 3; the standings add
/// up, and recompute agrees. With bots allowed, the short table is filled
/// with one.
#[test]
fn leftover_players_and_the_points_of_a_short_table() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("c.db");
    let mut c = console(&db);
    c.json("ann /league create Cup race group:3 points:10,6,3");
    for m in ["bob", "cat", "dan", "eve"] {
        c.json(&format!("{m} /league join Cup"));
    }
    for m in ["ann", "bob", "cat", "dan", "eve"] {
        c.json(&format!("{m} /league ready Cup"));
    }
    let n = c.json("ann /league round Cup");
    let said = text(&n);
    assert!(said.contains("Table 1: ann, bob, cat"), "{said}");
    assert!(said.contains("Table 2: dan, eve"), "{said}");
    play_out(&mut c, "cup-r1-t1", &["ann", "bob", "cat"], &["cat"]);
    play_out(&mut c, "cup-r1-t2", &["dan", "eve"], &["eve"]);
    let (said, rows) = standings(&mut c, "ann /league standings Cup");
    // Winner of the two-seat table: second place's points, not first's.
    assert_eq!(rows["dan"]["points"], 6.0, "{said}");
    assert_eq!(rows["eve"]["points"], 3.0, "{said}");
    let total: f64 = rows.values().map(|r| r["points"].as_f64().unwrap()).sum();
    assert_eq!(total, 19.0 + 9.0, "{said}");
    c.finish();
    let said = run_cli(&["league", "recompute"], &db, &[]);
    assert!(said.contains("identical"), "{said}");
    assert!(said.contains("already follows"), "{said}");

    // Bots allowed: the short table gets a bot.
    let mut c = console(&db);
    c.json("ann /league create Bots race group:3 bots:allowed");
    for m in ["bob", "cat", "dan", "eve"] {
        c.json(&format!("{m} /league join Bots"));
    }
    for m in ["ann", "bob", "cat", "dan", "eve"] {
        c.json(&format!("{m} /league ready Bots"));
    }
    let n = c.json("ann /league round Bots");
    assert!(text(&n).contains("and one bot"), "{}", text(&n));
    let (s, said) = status(&mut c, "bots-r1-t2");
    assert_eq!(s, "playing", "{said}");
    assert!(said.contains("dan") && said.contains("eve"), "{said}");
    c.finish();
}

/// Points stored before table sizes counted keep their value until
/// `league recompute` applies the rule, which prints each change; a
/// closed season stays as it was.
#[test]
fn recompute_applies_the_table_size_rule_to_open_seasons_only() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("c.db");
    let mut c = console(&db);
    c.json("ann /league create Cup race group:3 points:10,6,3");
    c.json("bob /league join Cup");
    // Two games of two in season 1, then one in season 2.
    for (ch, season_end) in [("a", false), ("b", true), ("c", false)] {
        c.json(&format!("ann #{ch} /game new race league:Cup"));
        c.json(&format!("bob #{ch} /game join"));
        c.json(&format!("ann #{ch} /game start"));
        play_out(&mut c, ch, &["ann", "bob"], &["bob"]);
        if season_end {
            c.json("ann /league season Cup end");
        }
    }
    c.finish();
    // Make the stored points look as an older version stored them: none.
    {
        let conn = rusqlite::Connection::open(&db).unwrap();
        conn.execute("UPDATE result_seats SET points = NULL", [])
            .unwrap();
        conn.execute("UPDATE results SET group_size = NULL", [])
            .unwrap();
    }
    let mut c = console(&db);
    // The old rule until recompute: season 2's winner has 10.
    let (_, rows) = standings(&mut c, "ann /league standings Cup");
    assert_eq!(rows["ann"]["points"], 10.0);
    c.finish();
    let said = run_cli(&["league", "recompute"], &db, &[]);
    assert!(
        said.contains("Cup season 2, game 3: ann 10 -> 6 points"),
        "{said}"
    );
    assert!(said.contains("bob 6 -> 3 points"), "{said}");
    assert!(said.contains("points: 2 changed"), "{said}");
    assert!(!said.contains("season 1"), "{said}");
    let mut c = console(&db);
    let (_, rows) = standings(&mut c, "ann /league standings Cup");
    assert_eq!(rows["ann"]["points"], 6.0);
    // Season 1 (closed) keeps the old points: 2 wins of 10.
    let (_, rows) = standings(&mut c, "ann /league history Cup 1");
    assert_eq!(rows["ann"]["points"], 20.0);
    c.finish();
    let said = run_cli(&["league", "recompute"], &db, &[]);
    assert!(said.contains("already follows"), "{said}");
}

/// A season ends at its end date by itself: the final standings go to
/// the channel the league was created in, in its creator's language; the
/// next season opens; a game still running then counts for the old
/// season when it ends, and the standings are posted again. With
/// `next:manual` the league waits for an admin.
#[test]
fn seasons_end_on_their_own() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("c.db");
    let mut c = console(&db);
    let n = c.json("ann@el #hall /league create Cup race season:2d group:2");
    assert!(text(&n).contains("σεζόν 1"), "{n:?}");
    c.json("bob #hall /league join Cup");
    c.json("ann@el #a /game new race league:Cup");
    c.json("bob #a /game join");
    c.json("ann@el #a /game start");
    play_out(&mut c, "a", &["ann", "bob"], &["bob"]);
    // A second game starts and is still running at the end date.
    c.json("ann@el #b /game new race league:Cup");
    c.json("bob #b /game join");
    c.json("ann@el #b /game start");
    c.json("ann #b /play step 2");
    let n = c.json("zed #hall /clock advance 1d");
    assert!(
        !n.iter()
            .any(|x| x["channel"] == "hall" && x["to"] == "channel"),
        "{n:?}"
    );
    let n = c.json("zed #hall /clock advance 1d");
    let post = n
        .iter()
        .find(|x| x["channel"] == "hall" && x["to"] == "channel")
        .unwrap_or_else(|| panic!("no season-end post in #hall: {n:?}"));
    let said = post["text"].as_str().unwrap();
    // In Greek, the league's language, whoever moved the clock.
    assert!(said.contains("Η σεζόν 1 του Cup"), "{said}");
    assert!(said.contains("Η σεζόν 2 αρχίζει"), "{said}");
    assert_eq!(post["standings"].as_array().unwrap().len(), 2, "{post}");
    // Season 2 is open and empty.
    let (said, rows) = standings(&mut c, "ann #hall /league standings Cup");
    assert!(rows.is_empty() && said.contains("season 2"), "{said}");
    // The late game ends: season 1's standings are posted again, with
    // both games.
    play_out(&mut c, "b", &["bob", "ann"], &["bob"]);
    let n = c.json("zed #hall /clock advance 1m");
    let post = n
        .iter()
        .find(|x| x["channel"] == "hall" && x["to"] == "channel")
        .unwrap_or_else(|| panic!("no second post in #hall: {n:?}"));
    assert!(post["text"].as_str().unwrap().contains("ξανά"), "{post}");
    let rows = post["standings"].as_array().unwrap();
    assert!(rows.iter().all(|r| r["games"] == 2), "{rows:?}");
    // Once only.
    let n = c.json("zed #hall /clock advance 1m");
    assert!(
        !n.iter()
            .any(|x| x["channel"] == "hall" && x["to"] == "channel"),
        "{n:?}"
    );

    // next:manual: the season ends and the league waits.
    c.json("ann #hall /league create Side race season:1d next:manual");
    c.json("bob #hall /league join Side");
    let n = c.json("zed #hall /clock advance 25h");
    let said = text(&n);
    assert!(
        said.contains("season 2 with /league season Side end"),
        "{said}"
    );
    c.json("ann #hall /league ready Side");
    c.json("bob #hall /league ready Side");
    let n = c.json("ann #hall /league round Side");
    assert!(text(&n).contains("Season 1 of Side has ended"), "{n:?}");
    let n = c.json("ann #x /game new race league:Side");
    assert!(text(&n).contains("Season 1 of Side has ended"), "{n:?}");
    let n = c.json("ann #hall /league season Side end");
    assert!(text(&n).contains("Season 2 of Side starts now"), "{n:?}");
    c.finish();
}

/// Who is seated at each round table (user ids), from the store.
fn seated_by_round(db: &Path) -> Vec<(String, String, Vec<String>)> {
    let conn = rusqlite::Connection::open(db).unwrap();
    let mut q = conn
        .prepare(
            "SELECT t.channel, t.status, s.user_id FROM tables t
             JOIN league_tables l ON l.table_id = t.id
             JOIN seats s ON s.table_id = t.id
             WHERE t.status != 'aborted' ORDER BY t.id, s.seat",
        )
        .unwrap();
    let mut out: Vec<(String, String, Vec<String>)> = Vec::new();
    let rows = q
        .query_map([], |r| {
            Ok((
                r.get::<_, String>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, String>(2)?,
            ))
        })
        .unwrap();
    for row in rows {
        let (ch, st, u) = row.unwrap();
        match out.last_mut() {
            Some((c, _, us)) if *c == ch => us.push(u),
            _ => out.push((ch, st, vec![u])),
        }
    }
    out
}

const SIX: [&str; 6] = ["ann", "bob", "cat", "dan", "eve", "fay"];

fn six_ready(c: &mut JsonConsole) {
    c.json("ann /league create Cup race group:2");
    for m in &SIX[1..] {
        c.json(&format!("{m} /league join Cup"));
    }
    for m in SIX {
        c.json(&format!("{m} /league ready Cup"));
    }
}

/// `/league round` killed with SIGKILL at several points while it opens
/// its tables: running it again finishes the round. Every ready player
/// ends up at exactly one started table of round 1, and nobody is left
/// out or seated twice.
#[test]
fn a_round_killed_midway_is_finished_by_running_it_again() {
    // How many lines a whole round prints.
    let whole = {
        let dir = tempfile::tempdir().unwrap();
        let mut c = console(&dir.path().join("c.db"));
        six_ready(&mut c);
        let n = c.json("ann /league round Cup");
        c.finish();
        n.len()
    };
    assert!(whole > 6, "{whole}");
    for kill_after in [0, 1, whole / 3, whole / 2, 2 * whole / 3, whole - 1] {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("c.db");
        let mut c = console(&db);
        six_ready(&mut c);
        c.send("ann /league round Cup");
        for _ in 0..kill_after {
            c.next_json()
                .expect("the console printed less than a round");
        }
        c.child.kill().unwrap();
        c.child.wait().unwrap();

        // Running it again finishes the round (or pairs it, when the kill
        // came before it was stored); once finished, a further run pairs
        // nobody twice: round 1's players are no longer ready.
        let mut c = console(&db);
        let mut runs = Vec::new();
        loop {
            let said = text(&c.json("ann /league round Cup"));
            let done = said.contains("needs at least 1 ready players; 0 said");
            runs.push(said);
            if done {
                break;
            }
            assert!(runs.len() <= 2, "after {kill_after} lines: {runs:?}");
            assert!(
                runs.last().unwrap().contains("Round 1 of Cup"),
                "after {kill_after} lines: {runs:?}"
            );
        }
        eprintln!("killed after {kill_after} of {whole} lines: {runs:?}");
        c.finish();
        let tables = seated_by_round(&db);
        let mut seen: Vec<String> = Vec::new();
        for (ch, st, users) in &tables {
            assert_eq!(st, "playing", "after {kill_after}: {tables:?}");
            assert!(ch.starts_with("cup-r1-"), "after {kill_after}: {tables:?}");
            assert_eq!(users.len(), 2, "after {kill_after}: {tables:?}");
            seen.extend(users.iter().cloned());
        }
        seen.sort();
        assert_eq!(seen, SIX.to_vec(), "after {kill_after}: {tables:?}");
    }
}

/// `/league` and `/stats` don't store the chosen language as the user's
/// locale: after `/settings language:auto`, DMs follow the locale the
/// front end sends again.
#[test]
fn league_commands_leave_the_users_locale_alone() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("c.db");
    let mut c = console(&db);
    c.json("ann@fr /settings language:el");
    c.json("ann@fr /league list");
    c.json("ann@fr /stats");
    let n = c.json("ann@fr /settings language:auto");
    assert!(text(&n).contains("français"), "{n:?}");
    c.finish();
    let conn = rusqlite::Connection::open(&db).unwrap();
    let locale: String = conn
        .query_row("SELECT locale FROM users WHERE id = 'ann'", [], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(locale, "fr");
    // And a DM to ann (her turn, from bob's move) is in French.
    let mut c = console(&db);
    c.json("bob #t /game new race");
    c.json("ann@fr #t /game join");
    c.json("bob #t /game start");
    let n = c.json("bob #t /play step 1");
    let dm = n
        .iter()
        .find(|x| x["to"] == "dm" && x["user"] == "ann")
        .unwrap_or_else(|| panic!("no DM to ann: {n:?}"));
    let mut fr = console(&dir.path().join("fr.db"));
    fr.json("bob #t /game new race");
    fr.json("ann@fr #t /game join");
    fr.json("bob #t /game start");
    let n = fr.json("bob #t /play step 1");
    let fresh = n
        .iter()
        .find(|x| x["to"] == "dm" && x["user"] == "ann")
        .unwrap();
    assert_eq!(dm["text"], fresh["text"]);
    c.finish();
    fr.finish();
}

/// League options are bounded, each given once, and names that only look
/// alike are one name.
#[test]
fn league_options_are_bounded_and_names_compared_by_their_looks() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("c.db");
    let mut c = console(&db);
    let refused = |c: &mut JsonConsole, line: &str, wanted: &[&str]| {
        let n = c.json(line);
        assert_eq!(n.len(), 1, "{n:?}");
        assert_eq!(n[0]["to"], "ephemeral", "{n:?}");
        let said = text(&n);
        for w in wanted {
            assert!(said.contains(w), "{line}: {said}");
        }
        said
    };
    refused(
        &mut c,
        "ann /league create Cup race points:1e99",
        &["points:1e99", "0 to 1000 points", "1 to 12 places"],
    );
    refused(
        &mut c,
        "ann /league create Cup race season:99999999999d",
        &["`season`", "1d", "3650d"],
    );
    refused(
        &mut c,
        "ann /league create Cup race season:1h",
        &["`season`", "1d", "3650d"],
    );
    refused(
        &mut c,
        "ann /league create Cup race min:0",
        &["`min`", "between 1 and 1000"],
    );
    refused(
        &mut c,
        "ann /league create Cup race group:3 group:2",
        &["`group` is given twice"],
    );
    refused(
        &mut c,
        "ann /league create Cup race next:sometimes",
        &["next:sometimes"],
    );
    // Nothing was created by any of those.
    let n = c.json("ann /league list");
    assert!(text(&n).contains("no league yet"), "{n:?}");
    c.json("ann /league create Cup race");
    // Cyrillic "С" and fullwidth letters: refused at create, found when
    // typed.
    for lookalike in ["Сup", "ＣＵＰ", "СUР"] {
        refused(
            &mut c,
            &format!("bob /league create {lookalike} race"),
            &["looks too much like the league Cup"],
        );
    }
    let n = c.json("bob /league join Сup");
    assert!(text(&n).contains("bob joined Cup"), "{n:?}");
    let n = c.json("cat /league join ＣＵＰ");
    assert!(text(&n).contains("cat joined Cup"), "{n:?}");
    // A long echo is cut to 100 characters and "…", the reason kept.
    let long = "x".repeat(2000);
    let said = refused(
        &mut c,
        &format!("ann /league join {long}"),
        &["no league named", "…"],
    );
    assert!(said.chars().count() < 300, "{said}");
    let said = refused(
        &mut c,
        &format!("ann /league create Side race points:{long}"),
        &["…", "0 to 1000 points"],
    );
    assert!(said.chars().count() < 400, "{said}");
    c.finish();
}

/// Six ready players in a league of five-seat Endeavor tables with no
/// bots: one sits out (Endeavor seats 3 to 5, so neither joining a table
/// nor a table of one will do), is told why in the channel and by DM,
/// stays ready, and goes first next round.
#[test]
fn a_player_who_sits_out_is_told_why_and_goes_first_next_round() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = JsonConsole::binary(dir.path());
    c.json("ann /league create Cup endeavor group:5");
    for m in &SIX[1..] {
        c.json(&format!("{m} /league join Cup"));
    }
    for m in SIX {
        c.json(&format!("{m} /league ready Cup"));
    }
    let n = c.json("ann /league round Cup");
    let said = text(&n);
    assert!(said.contains("Table 1: ann, bob, cat, dan, eve"), "{said}");
    assert!(
        said.contains("fay sits this round out and goes first next round"),
        "{said}"
    );
    assert!(said.contains("6 ready players, tables of 5"), "{said}");
    let dm = n
        .iter()
        .find(|x| x["to"] == "dm" && x["user"] == "fay")
        .unwrap_or_else(|| panic!("no DM to fay: {n:?}"));
    assert!(
        dm["text"]
            .as_str()
            .unwrap()
            .contains("no seat left for you"),
        "{dm}"
    );
    // fay stays ready; the others say so again.
    let n = c.json("ann /league round Cup");
    assert!(
        text(&n).contains("needs at least 3 ready players; 1 said"),
        "{n:?}"
    );
    for m in &SIX[..5] {
        c.json(&format!("{m} /league ready Cup"));
    }
    let n = c.json("ann /league round Cup");
    let said = text(&n);
    assert!(said.contains("Table 1: fay, "), "{said}");
    assert!(said.contains("sits this round out"), "{said}");
    assert!(!said.contains("fay sits"), "{said}");
    c.finish();
}
