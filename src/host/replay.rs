//! Re-simulation: rebuilding a table's state from its seed, snapshots and
//! action log, and checking it against the stored hashes.
//!
//! Architecture Invariant (determinism): the same options, seed, rules
//! version and effective action log give the same state, bit for bit.
//! A table is rebuilt under the rules version it started with
//! (`tables.rules_version`); a `rules` row of its log moves it on.

use crate::engine::{HashScheme, Registry, Setup, StateHash, Table, Title};
use crate::store::{effective, ActionKind, ActionRow, Db, Held, RulesMove, Snapshot, TableRow};

/// The starting state of a table: setup from its seed and options, under
/// the rules version it started with.
pub fn setup(title: &dyn Title, row: &TableRow, seats: usize) -> Result<Box<dyn Table>, String> {
    setup_at(title, row, seats, row.rules_version)
}

/// [`setup`] under another rules version (to check a log against it).
pub fn setup_at(
    title: &dyn Title,
    row: &TableRow,
    seats: usize,
    version: u32,
) -> Result<Box<dyn Table>, String> {
    title
        .new_table_at(
            &Setup {
                seats,
                // The host's own options (autoplay) are not the title's.
                options: super::options::game_options(&row.options),
                seed: row.seed,
            },
            version,
        )
        .map_err(|m| format!("table {} no longer sets up: {} {:?}", row.id, m.id, m.args))
}

/// Applies one log row that is in effect (a play or a rules move).
pub fn apply_row(table: &mut dyn Table, row: &ActionRow) -> Result<(), String> {
    let refused = |id: &str, args: &dyn std::fmt::Debug| {
        format!(
            "logged action {} `{}` of seat {} is refused on replay: {id} {args:?}",
            row.seq, row.notation, row.seat
        )
    };
    match row.kind {
        ActionKind::Play => table
            .play(row.seat, &row.notation)
            .map(|_| ())
            .map_err(|m| refused(&m.id, &m.args)),
        ActionKind::Rules => {
            let moved = RulesMove::parse(&row.notation)
                .ok_or_else(|| refused("not a rules move", &row.notation))?;
            table
                .set_rules(moved.version)
                .map_err(|m| refused(&m.id, &m.args))
        }
        ActionKind::Undo => Err(refused("an undo is not in effect", &row.undoes)),
    }
}

/// Applies logged actions in order. Returns a description of the first
/// row whose stored hash disagrees, if any (the state is still advanced).
pub fn apply_rows(table: &mut dyn Table, rows: &[&ActionRow]) -> Result<Option<String>, String> {
    let mut mismatch = None;
    for row in rows {
        apply_row(table, row)?;
        if mismatch.is_none() && !table.matches(&row.state_hash) {
            mismatch = Some(format!(
                "state after action {} `{}` differs from the stored hash",
                row.seq, row.notation
            ));
        }
    }
    Ok(mismatch)
}

/// Rebuilds a state from a snapshot (or from setup when there is none)
/// and the effective rows after it.
pub fn rebuild(
    title: &dyn Title,
    row: &TableRow,
    seats: usize,
    snapshot: Option<&Snapshot>,
    log: &[&ActionRow],
) -> Result<Box<dyn Table>, String> {
    let (mut table, after) = match snapshot {
        Some(s) => (title.restore(&s.state)?, s.seq),
        None => (setup(title, row, seats)?, 0),
    };
    let tail: Vec<&ActionRow> = log.iter().copied().filter(|r| r.seq > after).collect();
    if let Some(m) = apply_rows(table.as_mut(), &tail)? {
        tracing::warn!(table = row.id, "{m}");
    }
    Ok(table)
}

/// Whether a table's whole effective log replays legally from its setup
/// under rules `version` (the check before a table moves to new rules).
pub fn replays_under(
    title: &dyn Title,
    row: &TableRow,
    seats: usize,
    log: &[ActionRow],
    version: u32,
) -> Result<Box<dyn Table>, String> {
    let mut table = setup_at(title, row, seats, version)?;
    for entry in effective(log) {
        match entry.kind {
            // Earlier moves to other rules don't apply: the whole log is
            // checked under `version`.
            ActionKind::Rules => {}
            _ => apply_row(table.as_mut(), entry)?,
        }
    }
    Ok(table)
}

/// What `longtable replay` found for one table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Every stored hash matches.
    Verified,
    /// The log replays legally, but stored hashes differ: they come from
    /// an earlier build (`replay --accept` re-stamps them).
    EarlierBuild(String),
    /// The log does not replay under any rules version this build keeps.
    Broken(String),
}

/// One table's result, with what the report says of it.
#[derive(Clone, Debug)]
pub struct Checked {
    pub id: i64,
    pub verdict: Verdict,
    /// Its content pack changed since it started (it waits for its
    /// creator or an admin).
    pub content_changed: bool,
    /// How many of its rows and snapshots carry a whole-state hash (the
    /// scheme of rows stored before rules versions).
    pub whole_hashes: usize,
}

#[derive(Debug, Default)]
pub struct ReplayReport {
    pub verified: usize,
    /// Tables whose log does not replay ([`Verdict::Broken`]).
    pub mismatches: usize,
    pub problems: Vec<String>,
    /// Tables whose log replays legally but whose hashes come from an
    /// earlier build.
    pub earlier: Vec<(i64, String)>,
    /// Tables whose content pack changed since they started.
    pub content_changed: Vec<i64>,
    pub tables: Vec<Checked>,
}

/// Re-simulates every started table from its seed through its whole log
/// (undos included) and compares every stored hash, each by the scheme it
/// was made with: each log row's and each snapshot's.
pub fn verify_all(db: &Db, registry: &Registry) -> anyhow::Result<ReplayReport> {
    let mut report = ReplayReport::default();
    for id in db.started_table_ids()? {
        let checked = check_table(db, registry, id);
        match &checked.verdict {
            Verdict::Verified => report.verified += 1,
            Verdict::EarlierBuild(first) => report.earlier.push((id, first.clone())),
            Verdict::Broken(problem) => {
                report.mismatches += 1;
                report.problems.push(format!("table {id}: {problem}"));
            }
        }
        if checked.content_changed {
            report.content_changed.push(id);
        }
        report.tables.push(checked);
    }
    Ok(report)
}

/// Holds every table whose log does not replay (only `/game abort` acts
/// on it, and whoever uses the table is told why).
pub fn hold_broken(db: &mut Db, report: &ReplayReport) -> anyhow::Result<usize> {
    let mut held = 0;
    for t in &report.tables {
        if matches!(t.verdict, Verdict::Broken(_)) {
            db.set_table_rules(t.id, None, Some(Held::Replay))?;
            db.stop_clocks(t.id)?;
            held += 1;
        }
    }
    Ok(held)
}

/// `longtable replay --accept`: re-stamps, with hashes of the current
/// scheme, every table whose log replays legally (those with hashes from
/// an earlier build, and verified ones still stamped with whole-state
/// hashes, which a later build's wording could no longer reproduce).
/// Returns the tables re-stamped.
pub fn accept_all(
    db: &mut Db,
    registry: &Registry,
    report: &ReplayReport,
) -> anyhow::Result<Vec<i64>> {
    let mut done = Vec::new();
    for t in &report.tables {
        let legal = match t.verdict {
            Verdict::Verified => t.whole_hashes > 0,
            Verdict::EarlierBuild(_) => true,
            Verdict::Broken(_) => false,
        };
        if !legal {
            continue;
        }
        let (hashes, last) = walk(db, registry, t.id).map_err(anyhow::Error::msg)?;
        let snapshot = Snapshot {
            seq: last.0,
            state: last.1.snapshot(),
            hash: last.1.hash(),
        };
        db.restamp(t.id, &hashes, &snapshot)?;
        done.push(t.id);
    }
    Ok(done)
}

/// The state after each row of a table's log (undos included), walked as
/// it happened from its setup. Returns each row's hash in the current
/// scheme and the final state with its seq.
type Walked = (Vec<(i64, StateHash)>, (i64, Box<dyn Table>));

fn walk(db: &Db, registry: &Registry, id: i64) -> Result<Walked, String> {
    let (row, seats, log) = read(db, id)?;
    let title = registry
        .get(&row.title)
        .ok_or_else(|| format!("title `{}` is not available", row.title))?;
    let mut stack: Vec<Box<dyn Table>> = vec![setup(title.as_ref(), &row, seats)?];
    let mut hashes = Vec::new();
    for entry in &log {
        step(&mut stack, entry)?;
        hashes.push((entry.seq, stack.last().expect("never empty").hash()));
    }
    let last_seq = log.last().map_or(0, |r| r.seq);
    let state = stack.pop().expect("never empty");
    Ok((hashes, (last_seq, state)))
}

fn read(db: &Db, id: i64) -> Result<(TableRow, usize, Vec<ActionRow>), String> {
    let row = db.table(id).map_err(|e| e.to_string())?;
    let seats = db.seats(id).map_err(|e| e.to_string())?.len();
    let log = db.actions(id, 0).map_err(|e| e.to_string())?;
    Ok((row, seats, log))
}

/// Applies one log row to the walk: a play or a rules move adds a state,
/// an undo takes the last one back.
fn step(stack: &mut Vec<Box<dyn Table>>, entry: &ActionRow) -> Result<(), String> {
    match entry.kind {
        ActionKind::Play | ActionKind::Rules => {
            let mut next = stack.last().expect("never empty").box_clone();
            apply_row(next.as_mut(), entry)?;
            stack.push(next);
        }
        ActionKind::Undo => {
            if stack.len() < 2 {
                return Err(format!("undo at {} has nothing to take back", entry.seq));
            }
            stack.pop();
        }
    }
    Ok(())
}

fn check_table(db: &Db, registry: &Registry, id: i64) -> Checked {
    let mut checked = Checked {
        id,
        verdict: Verdict::Verified,
        content_changed: false,
        whole_hashes: 0,
    };
    checked.verdict = match verify_table(db, registry, id, &mut checked) {
        Ok(None) => Verdict::Verified,
        Ok(Some(first)) => Verdict::EarlierBuild(first),
        Err(problem) => Verdict::Broken(problem),
    };
    checked
}

/// Walks a table's log. `Err` when it does not replay legally; `Ok(Some)`
/// names the first stored hash that differs.
fn verify_table(
    db: &Db,
    registry: &Registry,
    id: i64,
    checked: &mut Checked,
) -> Result<Option<String>, String> {
    let (row, seats, log) = read(db, id)?;
    let snapshots = db.snapshots(id).map_err(|e| e.to_string())?;
    let title = registry
        .get(&row.title)
        .ok_or_else(|| format!("title `{}` is not available", row.title))?;
    checked.content_changed = row
        .content_hash
        .as_ref()
        .is_some_and(|h| *h != title.content_hash());
    checked.whole_hashes = log
        .iter()
        .map(|r| &r.state_hash)
        .chain(snapshots.iter().map(|s| &s.hash))
        .filter(|h| HashScheme::of(h) == HashScheme::Whole)
        .count();
    let replays = |version: u32| replays_under(title.as_ref(), &row, seats, &log, version).is_ok();
    let broken = |problem: String| {
        let others: Vec<String> = title
            .rules_versions()
            .iter()
            .map(|v| v.version)
            .filter(|&v| v != row.rules_version && replays(v))
            .map(|v| v.to_string())
            .collect();
        if others.is_empty() {
            format!(
                "{problem} (under rules version {}; no kept rules version replays it)",
                row.rules_version
            )
        } else {
            format!(
                "{problem} (under rules version {}; it would replay under version {})",
                row.rules_version,
                others.join(", ")
            )
        }
    };
    // Walk the log as it happened, keeping the states an undo may return
    // to; compare the hash after each row.
    let mut stack: Vec<Box<dyn Table>> = vec![setup(title.as_ref(), &row, seats).map_err(broken)?];
    let mut first_difference: Option<String> = None;
    let mut state_at = std::collections::BTreeMap::new();
    state_at.insert(0, stack[0].box_clone());
    for entry in &log {
        step(&mut stack, entry).map_err(broken)?;
        let now = stack.last().expect("never empty");
        if first_difference.is_none() && !now.matches(&entry.state_hash) {
            first_difference = Some(format!(
                "state after log row {} (`{}`) differs from the stored hash",
                entry.seq, entry.notation
            ));
        }
        state_at.insert(entry.seq, now.box_clone());
    }
    // The effective history must agree with the walk.
    let eff = effective(&log);
    let mut straight = setup(title.as_ref(), &row, seats).map_err(broken)?;
    for entry in &eff {
        apply_row(straight.as_mut(), entry).map_err(broken)?;
    }
    if straight.snapshot() != stack.last().expect("never empty").snapshot() {
        return Err("the effective log does not reach the final state".into());
    }
    // Snapshots still stored were taken after a row and never undone.
    for s in snapshots {
        let ok = match state_at.get(&s.seq) {
            Some(state) => state.matches(&s.hash),
            None => false,
        };
        let restores = title
            .restore(&s.state)
            .map(|t| t.matches(&s.hash))
            .unwrap_or(false);
        if first_difference.is_none() && !(ok && restores) {
            first_difference = Some(format!("snapshot at {} has a different hash", s.seq));
        }
    }
    Ok(first_difference)
}
