//! The store's behaviour, the same on both backends (issue 18): every
//! case below runs on a fresh SQLite database and on a fresh database of
//! a throwaway PostgreSQL server (`tests/common/pg.rs`), through the one
//! `store::Db` interface the host uses.

use crate::common;

use common::pg::Postgres;
use longtable::engine::{Msg, Options, Outcome};
use longtable::store::{
    effective, ActionKind, ActionRow, Awaited, Claim, ClockRules, Db, Held, Location, NewNotice,
    NewTable, RulesMove, Snapshot, Status, StoreError, HOUR_MS, OUTBOX_LEASE_MS,
};

type Case = (&'static str, fn(&mut Db));

const CASES: &[Case] = &[
    ("tables_and_seats", tables_and_seats),
    ("the_action_log", the_action_log),
    ("rules_versions_and_holds", rules_versions_and_holds),
    ("users_and_interactions", users_and_interactions),
    (
        "seats_handed_to_bots_and_back",
        seats_handed_to_bots_and_back,
    ),
    ("clocks_fire_once", clocks_fire_once),
    ("vacations_and_nudges", vacations_and_nudges),
    ("discord_messages", discord_messages),
    ("league_results_and_ratings", league_results_and_ratings),
    ("seat_changes_are_told", seat_changes_are_told),
    ("the_notice_outbox", the_notice_outbox),
    ("closed_tables_and_notes", closed_tables_and_notes),
];

static OPTIONS: std::sync::LazyLock<Options> = std::sync::LazyLock::new(Options::new);

fn new_table(channel: &str) -> NewTable<'_> {
    NewTable {
        channel,
        title: "race",
        options: &OPTIONS,
        seats_max: Some(3),
        seed: u64::MAX - 1,
        creator: "u1",
        locale: "el",
    }
}

fn play(seq: i64, seat: usize, iid: Option<&str>) -> ActionRow {
    ActionRow {
        seq,
        seat,
        kind: ActionKind::Play,
        notation: format!("step {seq}"),
        undoes: None,
        revealed: seq == 1,
        words: vec![Msg::new("x").arg("n", seq)],
        state_hash: format!("h{seq}"),
        interaction_id: iid.map(str::to_string),
        told: (seq % 2 == 0).then(|| Msg::new("told").arg("n", seq)),
        forced: seq == 3,
        // Who held the seat and who chose (migration 09): a person's own
        // move, a bot standing in, and a forced move nobody chose.
        holder: Some(format!("u{seat}")),
        chosen_by: match seq {
            3 => None,
            2 => Some("bot:normal:stand-in".to_string()),
            _ => Some(format!("u{seat}")),
        },
    }
}

fn snapshot(seq: i64) -> Snapshot {
    Snapshot {
        seq,
        state: vec![0, 159, 146, 150, seq as u8],
        hash: format!("h{seq}"),
    }
}

fn tables_and_seats(db: &mut Db) {
    let id = db.create_table(&new_table("c1")).unwrap();
    assert!(matches!(
        db.create_table(&new_table("c1")),
        Err(StoreError::ChannelTaken)
    ));
    let t = db.open_table("c1").unwrap().unwrap();
    assert_eq!(
        (t.id, t.seed, t.seats_max, t.locale.as_str(), t.status),
        (id, u64::MAX - 1, Some(3), "el", Status::Lobby)
    );
    for u in ["a", "b", "c"] {
        db.add_seat(id, u, &u.to_uppercase()).unwrap();
    }
    assert!(db.remove_seat(id, "a").unwrap());
    assert!(!db.remove_seat(id, "nobody").unwrap());
    let seats: Vec<_> = db
        .seats(id)
        .unwrap()
        .into_iter()
        .map(|s| (s.seat, s.user_id.unwrap(), s.user_name))
        .collect();
    assert_eq!(
        seats,
        [(0, "b".into(), "B".into()), (1, "c".into(), "C".into())]
    );
    db.set_status(id, Status::Aborted, None).unwrap();
    let id2 = db.create_table_seated(&new_table("c1"), "Ann").unwrap();
    assert_eq!(db.open_table("c1").unwrap().unwrap().id, id2);
    assert_eq!(db.latest_table("c1").unwrap().unwrap().id, id2);
    assert_eq!(db.seats(id2).unwrap()[0].user_name, "Ann");
    assert_eq!(db.table(id).unwrap().status, Status::Aborted);
    assert!(matches!(db.table(9999), Err(StoreError::NotFound(_))));
    db.set_creator(id2, "u2").unwrap();
    assert_eq!(db.table(id2).unwrap().creator, "u2");
}

fn the_action_log(db: &mut Db) {
    let id = db.create_table(&new_table("c")).unwrap();
    db.start_table(id, &snapshot(0)).unwrap();
    assert_eq!(db.table(id).unwrap().status, Status::Playing);
    assert_eq!(db.playing_channels().unwrap(), ["c"]);
    db.append_action(id, &play(1, 0, Some("i1")), None).unwrap();
    // A redelivered interaction is refused and writes nothing.
    assert!(matches!(
        db.append_action(id, &play(2, 1, Some("i1")), None),
        Err(StoreError::Duplicate)
    ));
    // A seq another process took is refused: the caller is behind.
    assert!(matches!(
        db.append_action(id, &play(1, 1, Some("i9")), None),
        Err(StoreError::SeqTaken)
    ));
    assert!(!db.seen("i9").unwrap());
    db.append_action(id, &play(2, 1, Some("i2")), Some(&snapshot(2)))
        .unwrap();
    db.append_action(id, &play(3, 2, None), None).unwrap();
    let undo = ActionRow {
        kind: ActionKind::Undo,
        undoes: Some(2),
        ..play(4, 1, None)
    };
    db.append_action(id, &undo, None).unwrap();
    // The undo took away the snapshot that included the undone row.
    assert_eq!(db.latest_snapshot(id).unwrap().unwrap().seq, 0);
    assert_eq!(
        db.snapshot_before(id, 3).unwrap().unwrap().state,
        snapshot(0).state
    );
    let rows = db.actions(id, 0).unwrap();
    assert_eq!(rows.len(), 4);
    assert_eq!(rows[1], play(2, 1, Some("i2")));
    assert_eq!(rows[1].chosen_by.as_deref(), Some("bot:normal:stand-in"));
    assert_eq!(rows[2].chosen_by, None);
    assert_eq!(rows[0].told, None);
    assert!(rows[0].revealed && rows[2].forced);
    assert_eq!(
        effective(&rows).iter().map(|r| r.seq).collect::<Vec<_>>(),
        [1, 3]
    );
    assert_eq!(db.actions(id, 2).unwrap().len(), 2);
    assert_eq!(db.last_seq(id).unwrap(), 4);
    db.put_snapshot(id, &snapshot(4)).unwrap();
    db.put_snapshot(id, &snapshot(4)).unwrap();
    assert_eq!(db.snapshots(id).unwrap().len(), 2);
    let outcome = Outcome {
        scores: vec![3, 1, 2],
        ranks: vec![1, 3, 2],
    };
    db.commit_action(id, &play(5, 0, None), None, Some(&outcome))
        .unwrap();
    let t = db.table(id).unwrap();
    assert_eq!((t.status, t.outcome), (Status::Finished, Some(outcome)));
    assert_eq!(db.started_table_ids().unwrap(), [id]);
    let done = db.finished_tables("c", 5).unwrap();
    assert_eq!(done.len(), 1);
    assert_eq!(done[0].ended_at.len(), 24, "{}", done[0].ended_at);
    assert_eq!(db.archive_finished("c").unwrap(), 1);
    assert_eq!(db.archive_finished("c").unwrap(), 0);
}

/// Issue 25: a table records its rules version and content digest at
/// start; a `rules` row moves it to new content and lifts its hold in the
/// same transaction; `replay --accept` re-stamps hashes.
fn rules_versions_and_holds(db: &mut Db) {
    let id = db.create_table(&new_table("r")).unwrap();
    assert_eq!(db.table(id).unwrap().rules_version, 1, "the default");
    db.start_table_under(id, &snapshot(0), 2, Some("digest-a"))
        .unwrap();
    let t = db.table(id).unwrap();
    assert_eq!(
        (t.rules_version, t.content_hash.as_deref(), t.held),
        (2, Some("digest-a"), None)
    );
    db.set_table_rules(id, None, Some(Held::Content)).unwrap();
    assert_eq!(db.table(id).unwrap().held, Some(Held::Content));
    assert_eq!(
        db.table(id).unwrap().content_hash.as_deref(),
        Some("digest-a")
    );
    db.append_action(id, &play(1, 0, None), None).unwrap();
    let moved = RulesMove {
        version: 2,
        content: "digest-b".into(),
    };
    let row = ActionRow {
        kind: ActionKind::Rules,
        notation: moved.notation(),
        forced: true,
        ..play(2, 0, Some("r2"))
    };
    db.commit_action(id, &row, Some(&snapshot(2)), None)
        .unwrap();
    let t = db.table(id).unwrap();
    assert_eq!(
        (t.content_hash.as_deref(), t.held),
        (Some("digest-b"), None)
    );
    let log = db.actions(id, 0).unwrap();
    assert_eq!(log[1].kind, ActionKind::Rules);
    assert_eq!(RulesMove::parse(&log[1].notation), Some(moved));
    assert_eq!(effective(&log).len(), 2, "a rules row stays in effect");
    db.restamp(
        id,
        &[(1, "2:new1".into()), (2, "2:new2".into())],
        &snapshot(2),
    )
    .unwrap();
    let log = db.actions(id, 0).unwrap();
    assert_eq!(
        (log[0].state_hash.as_str(), log[1].state_hash.as_str()),
        ("2:new1", "2:new2")
    );
    assert_eq!(db.snapshots(id).unwrap().len(), 1);
}

fn users_and_interactions(db: &mut Db) {
    db.upsert_user("u1", "Alexandros", "el").unwrap();
    db.upsert_user("u2", "Bea", "fr").unwrap();
    db.upsert_user("u3", "bea", "es").unwrap();
    assert_eq!(db.user_locale("u1").unwrap().as_deref(), Some("el"));
    db.set_user_language("u1", Some("hu")).unwrap();
    assert_eq!(db.user_language("u1").unwrap().as_deref(), Some("hu"));
    assert_eq!(db.user_locale("u1").unwrap().as_deref(), Some("hu"));
    db.set_user_language("u1", None).unwrap();
    assert_eq!(db.user_language("u1").unwrap(), None);
    assert_eq!(db.user_locale("u1").unwrap().as_deref(), Some("el"));
    // By name in any case; a name two users share finds neither.
    assert_eq!(
        db.find_user("ALEXANDROS").unwrap().map(|u| u.0).as_deref(),
        Some("u1")
    );
    assert_eq!(db.find_user("BEA").unwrap(), None);
    // Beyond ASCII too: Greek capitals drop the accent and end in Σ.
    db.upsert_user("u4", "Νίκος", "el").unwrap();
    for typed in ["ΝΙΚΟΣ", "νικος", "Νίκοσ"] {
        assert_eq!(
            db.find_user(typed).unwrap().map(|u| u.0).as_deref(),
            Some("u4"),
            "{typed}"
        );
    }
    db.upsert_user("u5", "ΕΛΕΝΗ", "el").unwrap();
    db.upsert_user("u6", "Ελένη", "el").unwrap();
    assert_eq!(db.find_user("ελενη").unwrap(), None);
    assert_eq!(db.find_user("u2").unwrap().unwrap().2, "fr");
    db.set_dm_closed("u2", true).unwrap();
    assert!(db.dm_closed("u2").unwrap());
    assert!(!db.dm_closed("u1").unwrap());
    assert_eq!(
        db.user_prefs(&["u2".into(), "nobody".into()]).unwrap(),
        [("fr".to_string(), true), ("en".to_string(), false)]
    );
    assert!(db.first_sight("int-1", None).unwrap());
    assert!(!db.first_sight("int-1", Some(3)).unwrap());
    assert!(db.seen("int-1").unwrap());
    db.set_reminders("u1", false).unwrap();
    assert!(!db.reminders_on("u1").unwrap());
    assert!(db.reminders_on("nobody").unwrap());
}

fn seats_handed_to_bots_and_back(db: &mut Db) {
    let id = db.create_table(&new_table("c")).unwrap();
    db.upsert_user("a", "Ann", "en").unwrap();
    db.add_seat(id, "a", "Ann").unwrap();
    db.set_seat_user(id, 0, None).unwrap();
    let s = &db.seats(id).unwrap()[0];
    assert_eq!(
        (s.user_id.as_deref(), s.held_for.as_deref()),
        (None, Some("a"))
    );
    db.seat_bot(id, 0, "bot:normal", "Bot (normal)").unwrap();
    db.start_table(id, &snapshot(0)).unwrap();
    assert_eq!(db.playing_channels_with_bots().unwrap(), ["c"]);
    db.set_seat_user(id, 0, None).unwrap();
    let s = &db.seats(id).unwrap()[0];
    assert_eq!(
        (
            s.user_id.as_deref(),
            s.held_for.as_deref(),
            s.user_name.as_str()
        ),
        (None, Some("a"), "Ann")
    );
    db.set_seat_user(id, 0, Some(("a", "Ann"))).unwrap();
    assert_eq!(db.seats(id).unwrap()[0].held_for, None);
}

/// A seat changes hands with its event in one transaction, and the
/// events read back in order with their names (migration 09).
fn seat_changes_are_told(db: &mut Db) {
    use longtable::store::{SeatEvent, SeatWhy, Sitter};
    let id = db.create_table(&new_table("c")).unwrap();
    db.upsert_user("a", "Ann", "en").unwrap();
    db.add_seat(id, "a", "Ann").unwrap();
    db.start_table(id, &snapshot(0)).unwrap();
    let event = |after_seq, why, left: Option<(&str, &str)>, came: Option<(&str, &str)>| {
        let own = |p: Option<(&str, &str)>| p.map(|(i, n)| (i.to_string(), n.to_string()));
        SeatEvent {
            after_seq,
            seat: 0,
            left: own(left),
            came: own(came),
            by: Some("z".into()),
            why,
            at: String::new(),
        }
    };
    let bot = ("bot:normal:1", "Ada (bot, normal)");
    let e1 = event(3, SeatWhy::Replace, Some(("a", "Ann")), Some(bot));
    db.change_seat(id, 0, Sitter::Bot(bot.0, bot.1), Some(&e1))
        .unwrap();
    let s = &db.seats(id).unwrap()[0];
    assert_eq!(
        (s.user_id.as_deref(), s.held_for.as_deref()),
        (Some("bot:normal:1"), Some("a"))
    );
    let e2 = event(5, SeatWhy::Return, Some(bot), Some(("a", "Ann")));
    db.change_seat(id, 0, Sitter::Person("a", "Ann"), Some(&e2))
        .unwrap();
    let e3 = event(5, SeatWhy::Timeout, Some(("a", "Ann")), None);
    db.add_seat_event(id, &e3).unwrap();
    let got = db.seat_events(id).unwrap();
    assert_eq!(got.len(), 3);
    for (g, want) in got.iter().zip([&e1, &e2, &e3]) {
        assert!(!g.at.is_empty());
        assert_eq!(
            SeatEvent {
                at: String::new(),
                ..g.clone()
            },
            *want
        );
    }
    assert_eq!(
        db.user_names(&["a".into(), "nobody".into()]).unwrap(),
        [("a".to_string(), "Ann".to_string())]
    );
}

fn clocks_fire_once(db: &mut Db) {
    let id = db.create_table(&new_table("c")).unwrap();
    db.start_table(id, &snapshot(0)).unwrap();
    let rules = ClockRules {
        turn_ms: 24 * HOUR_MS,
        bank_ms: 12 * HOUR_MS,
    };
    let ann = Awaited {
        seat: 0,
        user: "a".into(),
        turn_seq: 0,
    };
    let t0 = 1_000_000;
    assert!(db
        .sync_clocks(id, std::slice::from_ref(&ann), t0, rules)
        .unwrap());
    assert!(!db
        .sync_clocks(id, std::slice::from_ref(&ann), t0 + 5, rules)
        .unwrap());
    let c = &db.clocks(id).unwrap()[0];
    assert_eq!(c.deadline, Some(t0 + 36 * HOUR_MS));
    assert_eq!(db.next_clock_due().unwrap(), Some(t0 + 12 * HOUR_MS));
    let half = t0 + 12 * HOUR_MS;
    assert!(db.due_channels(half - 1).unwrap().is_empty());
    assert_eq!(db.due_channels(half).unwrap(), ["c"]);
    // The first to mark the notice sends it; a second wake-up doesn't.
    assert!(db.mark_clock_stage(id, 0, t0, 1, half).unwrap());
    assert!(!db.mark_clock_stage(id, 0, t0, 1, half).unwrap());
    assert_eq!(db.reminders_sent(id).unwrap(), [(0, 1, half)]);
    // Ann moves 30 hours in: 6 hours over the turn come out of her bank.
    assert!(db.sync_clocks(id, &[], t0 + 30 * HOUR_MS, rules).unwrap());
    assert_eq!(db.clocks(id).unwrap()[0].bank_ms, 6 * HOUR_MS);
    db.set_stand_in(id, 0, true).unwrap();
    assert_eq!(db.stand_ins(id).unwrap(), [0]);
    db.stop_clocks(id).unwrap();
    assert_eq!(db.next_clock_due().unwrap(), None);
    assert_eq!(db.manual_now().unwrap(), None);
    db.set_manual_now(42).unwrap();
    db.set_manual_now(43).unwrap();
    assert_eq!(db.manual_now().unwrap(), Some(43));
}

fn vacations_and_nudges(db: &mut Db) {
    let day = 24 * HOUR_MS;
    let id = db.create_table(&new_table("c")).unwrap();
    db.start_table(id, &snapshot(0)).unwrap();
    let rules = ClockRules {
        turn_ms: day,
        bank_ms: 0,
    };
    let bea = Awaited {
        seat: 1,
        user: "b".into(),
        turn_seq: 0,
    };
    db.sync_clocks(id, &[bea], 0, rules).unwrap();
    // Three days of a ten-day allowance; the running clock moves on.
    assert_eq!(
        db.start_vacation("b", 0, 3 * day, 2026, 10 * day).unwrap(),
        Ok(7 * day)
    );
    assert_eq!(db.clocks(id).unwrap()[0].deadline, Some(4 * day));
    assert_eq!(db.vacation("b", day).unwrap(), Some((0, 3 * day)));
    // Replacing it gives back its unused two days: nine are left, not ten.
    assert_eq!(
        db.start_vacation("b", day, 10 * day, 2026, 10 * day)
            .unwrap(),
        Err(9 * day)
    );
    // Back a day early: a day returns to the allowance and the clock.
    assert!(db.end_vacation("b", 2 * day, 2026).unwrap());
    assert_eq!(db.vacation_used("b", 2026).unwrap(), 2 * day);
    assert_eq!(db.clocks(id).unwrap()[0].deadline, Some(3 * day));
    assert!(!db.end_vacation("b", 2 * day, 2026).unwrap());
    assert_eq!(db.try_nudge(id, 100, HOUR_MS).unwrap(), Ok(()));
    assert_eq!(db.try_nudge(id, 200, HOUR_MS).unwrap(), Err(100));
    assert_eq!(db.try_nudge(id, 100 + HOUR_MS, HOUR_MS).unwrap(), Ok(()));
}

fn discord_messages(db: &mut Db) {
    let t = db.create_table(&new_table("c1")).unwrap();
    assert_eq!(db.discord_status_message(t).unwrap(), None);
    db.set_discord_status_message(t, "c1", "m1").unwrap();
    db.set_discord_status_message(t, "c1", "m2").unwrap();
    assert_eq!(db.discord_status_message(t).unwrap().as_deref(), Some("m2"));
    assert_eq!(db.table_channel(t).unwrap().as_deref(), Some("c1"));
    db.set_discord_post_message(t, 4, "c1", "p4").unwrap();
    db.set_discord_post_message(t, 9, "c1", "p9").unwrap();
    assert_eq!(db.discord_post_message(t, 4).unwrap(), None);
    assert_eq!(
        db.discord_post_message(t, 9).unwrap().as_deref(),
        Some("p9")
    );
}

/// Issue 30: closing and reopening a table, the servers of channels, the
/// notes no DM could carry, and the live tables the metrics count.
fn closed_tables_and_notes(db: &mut Db) {
    let t = db.create_table(&new_table("c1")).unwrap();
    db.create_table(&new_table("c2")).unwrap();
    db.remember_channel_guild("c1", "g1").unwrap();
    db.remember_channel_guild("c2", "g2").unwrap();
    db.remember_channel_guild("c1", "g1").unwrap();
    assert_eq!(db.known_guilds().unwrap(), ["g1", "g2"]);
    assert_eq!(db.channel_guild("c2").unwrap().as_deref(), Some("g2"));
    assert_eq!(db.live_channels_of_guild("g1").unwrap(), ["c1"]);
    assert!(db.close_table(t, "server").unwrap());
    assert!(!db.close_table(t, "server").unwrap(), "closed once");
    assert_eq!(
        db.table(t).unwrap().held,
        Some(longtable::store::Held::Closed)
    );
    assert_eq!(db.closed_why(t).unwrap().as_deref(), Some("server"));
    assert_eq!(
        db.closed_channels().unwrap(),
        [("c1".to_string(), "server".to_string())]
    );
    assert_eq!(
        db.live_tables_by_title().unwrap(),
        [
            ("race".to_string(), "closed".to_string(), 1),
            ("race".to_string(), "lobby".to_string(), 1)
        ]
    );
    assert!(!db.closed_void(t).unwrap());
    assert!(db.reopen_table(t).unwrap());
    assert!(!db.reopen_table(t).unwrap());
    assert_eq!(db.table(t).unwrap().held, None);
    db.add_user_note("u1", "first", 1).unwrap();
    db.add_user_note("u1", "second", 2).unwrap();
    assert_eq!(db.take_user_notes("u1", 3).unwrap(), ["first", "second"]);
    assert!(db.take_user_notes("u1", 4).unwrap().is_empty());
}

fn league_results_and_ratings(db: &mut Db) {
    let league = longtable::store::NewLeague {
        server: "g1".into(),
        name: "Spring".into(),
        title: "race".into(),
        season_days: 28,
        points: vec![10.0, 6.0, 3.0],
        group_size: 3,
        min_games: 1,
        bots: false,
        table_options: Options::new(),
        creator: "u1".into(),
        channel: "c0".into(),
        lang: "en".into(),
        auto_season: true,
        now_ms: 0,
    };
    let l = db.create_league(&league).unwrap().unwrap();
    let again = longtable::store::NewLeague {
        name: "SPRING".into(),
        ..league.clone()
    };
    assert_eq!(db.create_league(&again).unwrap(), Err("Spring".to_string()));
    // Look-alikes are one name: Cyrillic "С" and fullwidth letters.
    for lookalike in ["Ѕрring", "ＳＰＲＩＮＧ"] {
        let named = longtable::store::NewLeague {
            name: lookalike.into(),
            ..league.clone()
        };
        assert_eq!(
            db.create_league(&named).unwrap(),
            Err("Spring".to_string()),
            "{lookalike}"
        );
        assert_eq!(db.league("g1", lookalike).unwrap().unwrap().id, l);
    }
    assert_eq!(db.league("g1", "spring").unwrap().unwrap().id, l);
    let greek = longtable::store::NewLeague {
        name: "Κύπελλο Αθήνας".into(),
        ..league.clone()
    };
    let cup = db.create_league(&greek).unwrap().unwrap();
    let shouted = longtable::store::NewLeague {
        name: "ΚΥΠΕΛΛΟ ΑΘΗΝΑΣ".into(),
        ..league.clone()
    };
    assert_eq!(
        db.create_league(&shouted).unwrap(),
        Err("Κύπελλο Αθήνας".to_string())
    );
    assert_eq!(db.league("g1", "κυπελλο αθηνας").unwrap().unwrap().id, cup);
    assert_eq!(db.league("g2", "κυπελλο αθηνας").unwrap(), None);
    for (u, n) in [("a", "Ann"), ("b", "Bea"), ("c", "Cy")] {
        assert!(db.join_league(l, u, n).unwrap());
    }
    assert!(!db.join_league(l, "a", "Ann").unwrap());
    assert!(db.set_ready(l, "b", true).unwrap());
    assert_eq!(db.members(l).unwrap().iter().filter(|m| m.ready).count(), 1);
    let t = db.create_table(&new_table("lc")).unwrap();
    for (u, n) in [("a", "Ann"), ("b", "Bea"), ("c", "Cy")] {
        db.add_seat(t, u, n).unwrap();
    }
    db.link_league_table(t, l, Some(1)).unwrap();
    assert_eq!(db.league_of_table(t).unwrap().unwrap().id, l);
    db.start_table(t, &snapshot(0)).unwrap();
    let outcome = Outcome {
        scores: vec![5, 9, 9],
        ranks: vec![3, 1, 1],
    };
    db.commit_action(t, &play(1, 0, None), None, Some(&outcome))
        .unwrap();
    let results = db.results(Some((l, 1))).unwrap();
    assert_eq!(results.len(), 1);
    assert_eq!(results[0].seats.len(), 3);
    let again = db.recompute_ratings().unwrap();
    assert_eq!((again.results, again.changed), (1, 0));
    assert_eq!(again.points, vec![]);
    // The one action was chosen by u0, who holds no seat here: none of
    // a, b, c played, so every seat is absent and the game void: no
    // points, no rating.
    assert!(results[0].void);
    assert!(results[0]
        .seats
        .iter()
        .all(|s| s.absent && s.points == Some(0.0)));
    assert_eq!(db.ratings(&[]).unwrap().now.len(), 0);

    // A round's plan is stored with its count; the seated lose their
    // ready flag, who sat out keeps it.
    db.set_ready(l, "a", true).unwrap();
    let groups = vec![vec![
        ("a".to_string(), "Ann".to_string()),
        ("b".to_string(), "Bea".to_string()),
    ]];
    assert_eq!(db.next_round(l, &groups, &["c".to_string()]).unwrap(), 1);
    db.set_ready(l, "c", true).unwrap();
    let r = db.last_round(l, 1).unwrap().unwrap();
    assert_eq!(
        (r.round, r.groups.clone(), r.sat_out.clone()),
        (1, groups, vec!["c".to_string()])
    );
    let ready: Vec<String> = db
        .members(l)
        .unwrap()
        .into_iter()
        .filter(|m| m.ready)
        .map(|m| m.user_id)
        .collect();
    assert_eq!(ready, vec!["c".to_string()]);
    // The table above was opened for round 1 and started.
    assert_eq!(db.round_tables_started(l, 1, 1).unwrap().len(), 1);

    // The season ends at its end date (28 days after 0), once.
    let day = 86_400_000;
    assert_eq!(db.next_season_due(0).unwrap(), Some(28 * day));
    assert_eq!(db.due_seasons(28 * day - 1).unwrap(), vec![]);
    let due = db.due_seasons(28 * day).unwrap();
    assert!(due
        .iter()
        .any(|d| d.league_id == l && d.season == 1 && d.ending));
    assert_eq!(
        db.end_season_due(l, 1, 28 * day, &[], 0).unwrap(),
        Some(Some(2))
    );
    assert_eq!(db.end_season_due(l, 1, 28 * day, &[], 0).unwrap(), None);
    assert!(db.season_open(l).unwrap());
    let seasons = db.seasons(l).unwrap();
    assert_eq!(seasons[1].ends_at, Some(56 * day));
    // Nothing late to post: the one result was counted at the end.
    assert!(!db.mark_season_posted(l, 1, 1, &[], 0).unwrap());
    assert_eq!(db.end_season(l, 60 * day).unwrap(), 3);
    assert_eq!(db.seasons(l).unwrap().len(), 3);
}

fn notice(channel: &str, body: &str, images: usize) -> NewNotice {
    NewNotice {
        channel: channel.into(),
        body: body.into(),
        images: (0..images)
            .map(|k| (format!("i{k}.png"), vec![k as u8, 0, 255]))
            .collect(),
    }
}

/// Notices stored, claimed by one holder at a time, delivered once, in
/// order per channel; a claim that ran out is anyone's; a placeholder is
/// completed in its place; a clock stage stores its notices with it.
fn the_notice_outbox(db: &mut Db) {
    let t = 1_000_000;
    let ids = db
        .enqueue_notices(&[notice("c1", "a", 2), notice("c2", "b", 0)], t, None)
        .unwrap();
    assert_eq!(ids.len(), 2);
    // One held for its process (a command's news).
    db.enqueue_notices(&[notice("c3", "held", 0)], t, Some("p1"))
        .unwrap();
    assert_eq!(db.outbox_pending().unwrap(), 3);
    let got = db.claim_outbox("p2", t, 10, Claim::Free, "-").unwrap();
    let bodies: Vec<&str> = got.iter().map(|i| i.body.as_str()).collect();
    assert_eq!(bodies, ["a", "b"], "the held one is not p2's");
    assert_eq!(got[0].images.len(), 2);
    assert_eq!(got[0].images[1], ("i1.png".to_string(), vec![1, 0, 255]));
    assert_eq!(got[0].nonce.len(), 16);
    assert_ne!(got[0].nonce, got[1].nonce);
    // Claimed: nobody else gets them while the claim lasts.
    assert!(db
        .claim_outbox("p3", t + 1, 10, Claim::Free, "-")
        .unwrap()
        .is_empty());
    // p1 gets its own held one.
    let mine = db
        .claim_outbox("p1", t + 1, 10, Claim::Mine(Some("c3")), "p1")
        .unwrap();
    assert_eq!(mine.len(), 1);
    assert!(db.outbox_delivered(mine[0].id, "p1", t + 2).unwrap());
    // Delivered once: a second mark changes nothing.
    assert!(db.outbox_delivered(got[0].id, "p2", t + 2).unwrap());
    assert!(!db.outbox_delivered(got[0].id, "p2", t + 3).unwrap());
    // A failure is retried later, by anyone.
    db.outbox_failed(got[1].id, "p2", t + 100).unwrap();
    assert!(db
        .claim_outbox("p3", t + 50, 10, Claim::Free, "-")
        .unwrap()
        .is_empty());
    let again = db
        .claim_outbox("p3", t + 101, 10, Claim::Free, "-")
        .unwrap();
    assert_eq!((again.len(), again[0].attempts), (1, 1));
    // p3 dies holding it: once its claim runs out, p4 delivers it.
    let late = t + 101 + OUTBOX_LEASE_MS + 1;
    let taken = db.claim_outbox("p4", late, 10, Claim::Free, "-").unwrap();
    assert_eq!(taken.len(), 1);
    assert!(!db.outbox_delivered(taken[0].id, "p3", late).unwrap());
    assert!(db.outbox_delivered(taken[0].id, "p4", late).unwrap());
    assert_eq!(db.outbox_pending().unwrap(), 0);

    // One channel in order: a later row waits while an earlier one is
    // held elsewhere.
    let ids = db
        .enqueue_notices(&[notice("c9", "first", 0)], late, Some("p5"))
        .unwrap();
    db.enqueue_notices(&[notice("c9", "second", 0)], late, None)
        .unwrap();
    assert!(db
        .claim_outbox("p6", late, 10, Claim::Free, "-")
        .unwrap()
        .is_empty());
    // The placeholder is completed in its place, with two notices.
    db.complete_outbox(
        &ids,
        "p5",
        &[
            notice("c9", "first, whole", 1),
            notice("c9", "first, more", 0),
        ],
        late,
        None,
        None,
    )
    .unwrap();
    let got = db.claim_outbox("p6", late, 10, Claim::Free, "-").unwrap();
    let bodies: Vec<&str> = got.iter().map(|i| i.body.as_str()).collect();
    assert_eq!(bodies, ["first, whole", "second", "first, more"]);
    assert_eq!(got[0].images.len(), 1);
    for i in &got {
        assert!(db.outbox_delivered(i.id, "p6", late).unwrap());
    }
    // A crashed run's claims are freed at start-up (SQLite's one process).
    db.enqueue_notices(&[notice("c1", "orphan", 0)], late, Some("dead"))
        .unwrap();
    assert_eq!(db.release_outbox_claims().unwrap(), 1);
    assert_eq!(
        db.claim_outbox("p7", late, 10, Claim::Free, "-")
            .unwrap()
            .len(),
        1
    );
    let rows = db.outbox_rows().unwrap();
    assert_eq!(rows.iter().filter(|r| r.3).count(), rows.len() - 1);

    // A clock stage and its notices are one transaction: stored once.
    let id = db.create_table(&new_table("clocked")).unwrap();
    db.start_table(id, &snapshot(0)).unwrap();
    let rules = ClockRules {
        turn_ms: 24 * HOUR_MS,
        bank_ms: 0,
    };
    let awaited = Awaited {
        seat: 0,
        user: "a".into(),
        turn_seq: 0,
    };
    db.sync_clocks(id, &[awaited], t, rules).unwrap();
    let before = db.outbox_rows().unwrap().len();
    let half = t + 12 * HOUR_MS;
    let stored = db
        .mark_clock_stage_outbox(
            id,
            0,
            (t, 1, half),
            &[notice("clocked", "r", 0)],
            (late, None),
        )
        .unwrap();
    assert_eq!(stored.map(|v| v.len()), Some(1));
    let again = db
        .mark_clock_stage_outbox(
            id,
            0,
            (t, 1, half),
            &[notice("clocked", "r", 0)],
            (late, None),
        )
        .unwrap();
    assert_eq!(again, None);
    assert_eq!(db.outbox_rows().unwrap().len(), before + 1);
    assert!(db.prune_outbox(late).unwrap() == 0);
}

fn run_cases(open: impl Fn(&str) -> Db) {
    for (name, case) in CASES {
        let mut db = open(name);
        eprintln!("case {name}");
        case(&mut db);
    }
}

#[test]
fn the_store_behaves_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    run_cases(|name| Db::open(&dir.path().join(format!("{name}.db"))).unwrap());
}

#[test]
fn the_store_behaves_on_postgres() {
    let pg = Postgres::start();
    run_cases(|name| {
        let url = pg.create_database(name);
        Db::connect(&Location::Postgres(url)).unwrap()
    });
}

#[test]
fn database_locations_are_told_apart_and_passwords_never_shown() {
    assert_eq!(
        Location::parse("/var/lib/longtable/bot.db"),
        Location::Sqlite("/var/lib/longtable/bot.db".into())
    );
    let pg = Location::parse("postgres://lt:s3cret@db.example:5432/longtable");
    assert!(matches!(pg, Location::Postgres(_)));
    assert_eq!(pg.to_string(), "postgres://lt@db.example:5432/longtable");
    assert!(matches!(
        Location::parse("postgresql://db/lt"),
        Location::Postgres(_)
    ));
}

/// Two processes waking for the same clock notice: on one PostgreSQL
/// database exactly one of them marks it sent (and so sends it), for
/// every notice of every table.
#[test]
fn a_clock_notice_fires_once_across_processes() {
    let pg = Postgres::start();
    let at = Location::Postgres(pg.url().to_string());
    let mut first = Db::connect(&at).unwrap();
    let rules = ClockRules {
        turn_ms: 24 * HOUR_MS,
        bank_ms: 12 * HOUR_MS,
    };
    let t0 = 1_000_000;
    let tables: Vec<i64> = (0..10)
        .map(|i| {
            let channel = format!("c{i}");
            let id = first.create_table(&new_table(&channel)).unwrap();
            first.start_table(id, &snapshot(0)).unwrap();
            let awaited = Awaited {
                seat: 0,
                user: "a".into(),
                turn_seq: 0,
            };
            first.sync_clocks(id, &[awaited], t0, rules).unwrap();
            id
        })
        .collect();
    let processes: Vec<_> = (0..2)
        .map(|_| std::sync::Mutex::new(Db::connect(&at).unwrap()))
        .collect();
    let late = t0 + 40 * HOUR_MS;
    for &id in &tables {
        for stage in 1..=3 {
            let go = std::sync::Barrier::new(2);
            let sent: usize = std::thread::scope(|s| {
                let racers: Vec<_> = processes
                    .iter()
                    .map(|db| {
                        let go = &go;
                        s.spawn(move || {
                            let mut db = db.lock().unwrap();
                            go.wait();
                            db.mark_clock_stage(id, 0, t0, stage, late).unwrap()
                        })
                    })
                    .collect();
                racers
                    .into_iter()
                    .map(|r| usize::from(r.join().unwrap()))
                    .sum()
            });
            assert_eq!(sent, 1, "table {id}, stage {stage}");
        }
        assert_eq!(first.reminders_sent(id).unwrap().len(), 3);
    }
}

/// Two processes delivering from one PostgreSQL outbox at once: each
/// notice is claimed by exactly one of them.
#[test]
fn each_outbox_notice_is_claimed_by_one_process() {
    let pg = Postgres::start();
    let at = Location::Postgres(pg.url().to_string());
    let mut first = Db::connect(&at).unwrap();
    let t = 1_000_000;
    let rows: Vec<NewNotice> = (0..200)
        .map(|i| notice(&format!("c{}", i % 20), &format!("n{i}"), 0))
        .collect();
    first.enqueue_notices(&rows, t, None).unwrap();
    let processes: Vec<_> = (0..2)
        .map(|_| std::sync::Mutex::new(Db::connect(&at).unwrap()))
        .collect();
    let go = std::sync::Barrier::new(2);
    let claimed: Vec<Vec<String>> = std::thread::scope(|s| {
        let racers: Vec<_> = processes
            .iter()
            .enumerate()
            .map(|(p, db)| {
                let go = &go;
                s.spawn(move || {
                    let mut db = db.lock().unwrap();
                    let holder = format!("p{p}");
                    go.wait();
                    let mut mine = Vec::new();
                    loop {
                        let got = db.claim_outbox(&holder, t, 7, Claim::Free, "-").unwrap();
                        if got.is_empty() {
                            break;
                        }
                        for i in got {
                            assert!(db.outbox_delivered(i.id, &holder, t).unwrap());
                            mine.push(i.body);
                        }
                    }
                    mine
                })
            })
            .collect();
        racers.into_iter().map(|r| r.join().unwrap()).collect()
    });
    let mut all: Vec<String> = claimed.concat();
    all.sort();
    let mut want: Vec<String> = (0..200).map(|i| format!("n{i}")).collect();
    want.sort();
    assert_eq!(all, want, "every notice once");
    assert_eq!(first.outbox_pending().unwrap(), 0);
}

/// Two processes updating one table's status message take turns: while
/// one holds the table's status lock the other can't take it, and other
/// tables' locks are free.
#[test]
fn status_message_edits_take_turns_across_processes() {
    let pg = Postgres::start();
    let at = Location::Postgres(pg.url().to_string());
    let (a, b) = (Db::connect(&at).unwrap(), Db::connect(&at).unwrap());
    assert!(a.status_message_lock(7, true).unwrap());
    assert!(!b.status_message_lock(7, true).unwrap());
    assert!(b.status_message_lock(8, true).unwrap());
    assert!(a.status_message_lock(7, false).unwrap());
    assert!(b.status_message_lock(7, true).unwrap());
    // On SQLite one process owns the file: always free.
    let dir = tempfile::tempdir().unwrap();
    let one = Db::open(&dir.path().join("one.db")).unwrap();
    assert!(one.status_message_lock(7, true).unwrap());
    assert!(one.status_message_lock(7, true).unwrap());
}
