//! `/hint` through the console (issue 29): what the `normal` bot would
//! play in the asker's seat, with reasons, for the asker alone; nothing
//! logged, the same position the same hint, one hint a turn, refused when
//! off, at a league table, out of turn; a bot-seated table and a hint
//! asked just before the clock plays the seat's default move.

use crate::common::console::JsonConsole;
use serde_json::Value;
use std::path::Path;

/// The real binary with a manual clock and a fixed seed, so two consoles
/// deal the same cards.
fn console(dir: &Path) -> JsonConsole {
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_longtable"));
    cmd.args(["local", "--json", "--seed", "1", "--manual-clock", "--db"])
        .arg(dir.join("x.db"))
        .arg("--out")
        .arg(dir);
    JsonConsole::spawn(cmd)
}

/// The texts of the notices to `to` (`ephemeral`, `channel`, `dm`) for
/// `user` (any when `None`).
fn texts(notices: &[Value], to: &str, user: Option<&str>) -> Vec<String> {
    notices
        .iter()
        .filter(|n| n["to"] == to && user.is_none_or(|u| n["user"] == u))
        .map(|n| n["text"].as_str().unwrap_or("").to_string())
        .collect()
}

/// What `user` alone read in answer to a line.
fn answer(c: &mut JsonConsole, user: &str, line: &str) -> String {
    let n = c.json(&format!("{user} {line}"));
    texts(&n, "ephemeral", Some(user)).join("\n")
}

/// The numbered move lines of a hint.
fn moves(hint: &str) -> Vec<String> {
    hint.lines()
        .filter(|l| l.chars().next().is_some_and(|c| c.is_ascii_digit()))
        .map(str::to_string)
        .collect()
}

/// alice and bob at a two-seat Belfort table on a one-hour clock that
/// plays the default move (`skip`) when it runs out.
fn two_seat_table(c: &mut JsonConsole, options: &str) {
    c.json(&format!(
        "alice /game new belfort players:2 turn_time:1h on_timeout:skip {options}"
    ));
    c.json("bob /game join");
    c.json("alice /game start");
}

#[test]
fn a_hint_names_three_moves_with_reasons_in_english_and_greek() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = console(dir.path());
    c.json("alice /game new belfort players:3 bots:2 bot_level:easy");
    let n = c.json("alice /game start");
    assert!(!n.is_empty());
    let hint = answer(&mut c, "alice", "/hint");
    assert!(
        hint.starts_with("Hint: the normal bot's top moves"),
        "{hint}"
    );
    let listed = moves(&hint);
    assert_eq!(listed.len(), 3, "{hint}");
    // Each move as /actions words it.
    let actions = answer(&mut c, "alice", "/actions");
    for m in &listed {
        let label = m.split_once(". ").unwrap().1;
        assert!(
            actions.contains(label),
            "{label} is not in /actions:\n{actions}"
        );
    }
    // A reason for each: what it gains or costs, and the estimate.
    assert_eq!(hint.matches("· estimate ").count(), 3, "{hint}");
    assert!(hint.contains("cards in hand"), "{hint}");
    assert!(hint.contains("of 300 searches"), "{hint}");
    // Nobody else read anything.
    let n = c.json("alice /hint");
    assert!(
        n.iter()
            .all(|x| x["to"] == "ephemeral" && x["user"] == "alice"),
        "{n:?}"
    );

    // In Greek: the same moves in Greek words, the reasons in Greek.
    c.json("alice /settings language:el");
    let el = answer(&mut c, "alice", "/hint");
    assert!(el.starts_with("Υπόδειξη:"), "{el}");
    // Asked again at the same position, in another language: the same
    // hint, said to be so, in the new language.
    assert!(
        el.ends_with("\nΡωτήσατε ήδη σε αυτόν τον γύρο: η ίδια υπόδειξη."),
        "{el}"
    );
    assert_eq!(moves(&el).len(), 3, "{el}");
    assert_eq!(el.matches("· εκτίμηση ").count(), 3, "{el}");
    assert!(el.contains("κάρτες στο χέρι"), "{el}");
    assert!(
        !el.contains("cards in hand") && !el.contains("estimate"),
        "{el}"
    );
    let actions = answer(&mut c, "alice", "/actions");
    for m in moves(&el) {
        let label = m.split_once(". ").unwrap().1.to_string();
        assert!(
            actions.contains(&label),
            "{label} is not in /actions:\n{actions}"
        );
    }
}

#[test]
fn a_hint_logs_nothing_and_the_same_position_gives_the_same_hint() {
    let (a, b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let (mut with, mut without) = (console(a.path()), console(b.path()));
    for c in [&mut with, &mut without] {
        two_seat_table(c, "");
    }
    let log_before = answer(&mut with, "alice", "/log");
    let hint = answer(&mut with, "alice", "/hint");
    assert_eq!(moves(&hint).len(), 3, "{hint}");
    assert_eq!(answer(&mut with, "alice", "/log"), log_before);
    // The same position in another process (no cache): the same hint.
    assert_eq!(answer(&mut without, "alice", "/hint"), hint);
    // Both tables go on alike, the hinted one as if nothing was asked.
    let (mut with_out, mut without_out) = (Vec::new(), Vec::new());
    // (The pictures' paths name each console's folder.)
    let strip = |mut n: Vec<Value>| {
        n.iter_mut().for_each(|x| {
            x.as_object_mut().unwrap().remove("images");
        });
        n
    };
    for line in [
        "alice /play 2",
        "bob /play 3",
        "bob /play 1",
        "alice /game status",
    ] {
        with_out.push(strip(with.json(line)));
        without_out.push(strip(without.json(line)));
    }
    assert_eq!(with_out, without_out);
    assert_eq!(
        answer(&mut with, "alice", "/log"),
        answer(&mut without, "alice", "/log")
    );
    let db = |d: &Path| d.join("x.db");
    with.finish();
    without.finish();
    let rows = |p: &Path| {
        let conn = rusqlite::Connection::open(p).unwrap();
        let n: i64 = conn
            .query_row("SELECT count(*) FROM actions", [], |r| r.get(0))
            .unwrap();
        n
    };
    assert_eq!(rows(&db(a.path())), rows(&db(b.path())));
}

#[test]
fn one_hint_a_turn_and_refusals_say_why() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = console(dir.path());
    two_seat_table(&mut c, "");
    let hint = answer(&mut c, "alice", "/hint");
    // Asked again at the same position: the same hint, said to be so.
    let again = answer(&mut c, "alice", "/hint");
    assert_eq!(
        again,
        format!("{hint}\nYou asked already this turn: the same hint.")
    );
    // Still alice's turn after her own move and its undo: no new hint.
    c.json("alice /play 1");
    // Her keep is in; bob keeps next: not her turn.
    let not = answer(&mut c, "alice", "/hint");
    assert!(not.contains("it isn't your turn: waiting for bob"), "{not}");
    c.json("alice /undo");
    let already = answer(&mut c, "alice", "/hint");
    assert_eq!(
        already,
        "You had your hint this turn. The next one comes on your next turn."
    );
    // bob has his own.
    assert_eq!(moves(&answer(&mut c, "bob", "/hint")).len(), 3);
    // Someone not seated.
    let stranger = answer(&mut c, "zed", "/hint");
    assert!(
        !stranger.is_empty() && moves(&stranger).is_empty(),
        "{stranger}"
    );

    // hints:off, in English and in Greek.
    let n = c.json("alice #off /game new belfort players:2 hints:off");
    assert!(
        texts(&n, "channel", None).join(" ").contains("hints=off"),
        "{n:?}"
    );
    c.json("bob #off /game join");
    c.json("alice #off /game start");
    assert_eq!(
        answer(&mut c, "alice", "#off /hint"),
        "Hints are off at this table (hints:off)."
    );
    c.json("bob /settings language:el");
    assert_eq!(
        answer(&mut c, "bob", "#off /hint"),
        "Οι υποδείξεις είναι κλειστές σε αυτό το τραπέζι (hints:off)."
    );
    // A bad value, and the option listed by /game help and the unknown
    // option error.
    let bad = answer(&mut c, "alice", "#bad /game new belfort hints:maybe");
    assert!(bad.contains("hints") && bad.contains("on|off"), "{bad}");
    let help = answer(&mut c, "alice", "/game help belfort");
    assert!(help.contains("• hints = on (on|off)"), "{help}");
    let unknown = answer(&mut c, "alice", "#bad /game new belfort speed:1");
    assert!(unknown.contains("hints"), "{unknown}");
}

#[test]
fn league_tables_have_no_hints() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = console(dir.path());
    c.json("alice /league create Cup belfort group:2");
    c.json("bob /league join Cup");
    let refused = answer(&mut c, "alice", "#l /game new belfort league:Cup hints:on");
    assert!(
        refused.starts_with("League games are played without hints: hints:on is refused"),
        "{refused}"
    );
    let n = c.json("alice #l /game new belfort league:Cup");
    let post = texts(&n, "channel", None).join("\n");
    assert!(post.contains("hints=off"), "{post}");
    c.json("bob #l /game join");
    c.json("alice #l /game start");
    assert_eq!(
        answer(&mut c, "alice", "#l /hint"),
        "Hints are off in league games."
    );
    // hints:off is what a league table is anyway: accepted.
    let n = c.json("alice #m /game new belfort league:Cup hints:off");
    assert!(
        texts(&n, "channel", None).join(" ").contains("Belfort"),
        "{n:?}"
    );
}

#[test]
fn a_hint_at_a_bot_table_and_just_before_a_timeout_never_moves_the_seat() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = console(dir.path());
    // alice with a normal bot: the bot keeps its cards, alice asks.
    c.json(
        "alice /game new belfort players:2 bots:1 bot_level:normal turn_time:1h on_timeout:skip",
    );
    c.json("alice /game start");
    let log = answer(&mut c, "alice", "/log");
    let hint = answer(&mut c, "alice", "/hint");
    let first = moves(&hint)[0].split_once(". ").unwrap().1.to_string();
    assert_eq!(answer(&mut c, "alice", "/log"), log, "the hint played");
    // The clock runs out right after: her default move is played, told
    // as the deadline's, not the hinted one.
    let n = c.json("alice /clock advance 2h");
    let posts = texts(&n, "channel", None).join("\n");
    assert!(
        posts.contains(
            "alice, your deadline has passed after 1h. Your default move is played for you."
        ),
        "{posts}"
    );
    let after = answer(&mut c, "alice", "/log");
    let kept = after
        .lines()
        .find(|l| l.contains(" alice: keep "))
        .unwrap_or_else(|| panic!("{after}"))
        .to_string();
    assert!(
        !kept.ends_with(&first),
        "the hinted move was played: {kept}"
    );
    // With a stand-in bot (`on_timeout:bot`): the hint plays nothing,
    // the bot plays the seat once the deadline passes, and the player's
    // next /hint brings them back like any command.
    // (bob keeps his cards in time, so only alice's seat is stood in for.)
    c.json("alice #b /game new belfort players:2 turn_time:1h on_timeout:bot");
    c.json("bob #b /game join");
    c.json("alice #b /game start");
    c.json("bob #b /play 1");
    let log = answer(&mut c, "alice", "#b /log");
    assert_eq!(moves(&answer(&mut c, "alice", "#b /hint")).len(), 3);
    assert_eq!(answer(&mut c, "alice", "#b /log"), log, "the hint played");
    let n = c.json("alice #b /clock advance 61m");
    let dms = texts(&n, "dm", Some("alice")).join("\n");
    assert!(dms.contains("a bot plays your seat for you now"), "{n:?}");
    let n = c.json("alice #b /hint");
    let dms = texts(&n, "dm", Some("alice")).join("\n");
    assert!(dms.contains("Welcome back"), "{n:?}");
    // The timed-out seat's next turn gets a new hint.
    let next = answer(&mut c, "alice", "/hint");
    assert!(
        next.starts_with("Hint:") || next.contains("isn't your turn"),
        "{next}"
    );
}
