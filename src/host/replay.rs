//! Re-simulation: rebuilding a table's state from its seed, snapshots and
//! action log, and checking it against the stored hashes.
//!
//! Architecture Invariant (determinism): the same options, seed and
//! effective action log give the same state, bit for bit.

use crate::engine::{Registry, Setup, Table, Title};
use crate::store::{effective, ActionKind, ActionRow, Db, Snapshot, TableRow};

/// The starting state of a table: setup from its seed and options.
pub fn setup(title: &dyn Title, row: &TableRow, seats: usize) -> Result<Box<dyn Table>, String> {
    title
        .new_table(&Setup {
            seats,
            // The host's own options (autoplay) are not the title's.
            options: super::options::game_options(&row.options),
            seed: row.seed,
        })
        .map_err(|m| format!("table {} no longer sets up: {} {:?}", row.id, m.id, m.args))
}

/// Applies logged actions in order. Returns a description of the first
/// row whose stored hash disagrees, if any (the state is still advanced).
pub fn apply_rows(table: &mut dyn Table, rows: &[&ActionRow]) -> Result<Option<String>, String> {
    let mut mismatch = None;
    for row in rows {
        table.play(row.seat, &row.notation).map_err(|m| {
            format!(
                "logged action {} `{}` of seat {} is refused on replay: {} {:?}",
                row.seq, row.notation, row.seat, m.id, m.args
            )
        })?;
        if mismatch.is_none() && table.hash() != row.state_hash {
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

#[derive(Debug, Default)]
pub struct ReplayReport {
    pub verified: usize,
    pub mismatches: usize,
    pub problems: Vec<String>,
}

/// Re-simulates every started table from its seed through its whole log
/// (undos included) and compares every stored hash: each log row's and
/// each snapshot's.
pub fn verify_all(db: &Db, registry: &Registry) -> anyhow::Result<ReplayReport> {
    let mut report = ReplayReport::default();
    for id in db.started_table_ids()? {
        match verify_table(db, registry, id) {
            Ok(()) => report.verified += 1,
            Err(problem) => {
                report.mismatches += 1;
                report.problems.push(format!("table {id}: {problem}"));
            }
        }
    }
    Ok(report)
}

fn verify_table(db: &Db, registry: &Registry, id: i64) -> Result<(), String> {
    let row = db.table(id).map_err(|e| e.to_string())?;
    let title = registry
        .get(&row.title)
        .ok_or_else(|| format!("title `{}` is not available", row.title))?;
    let seats = db.seats(id).map_err(|e| e.to_string())?.len();
    let log = db.actions(id, 0).map_err(|e| e.to_string())?;
    let snapshots = db.snapshots(id).map_err(|e| e.to_string())?;
    // Walk the log as it happened, keeping the states an undo may return
    // to; record the hash after each row.
    let mut stack: Vec<Box<dyn Table>> = vec![setup(title.as_ref(), &row, seats)?];
    let mut hash_at = std::collections::BTreeMap::new();
    hash_at.insert(0, stack[0].hash());
    for entry in &log {
        match entry.kind {
            ActionKind::Play => {
                let mut next = stack.last().expect("never empty").box_clone();
                apply_rows(next.as_mut(), &[entry])?;
                stack.push(next);
            }
            ActionKind::Undo => {
                if stack.len() < 2 {
                    return Err(format!("undo at {} has nothing to take back", entry.seq));
                }
                stack.pop();
            }
        }
        let hash = stack.last().expect("never empty").hash();
        if hash != entry.state_hash {
            return Err(format!(
                "state after log row {} (`{}`) differs from the stored hash",
                entry.seq, entry.notation
            ));
        }
        hash_at.insert(entry.seq, hash);
    }
    // The effective history must agree with the walk.
    let eff = effective(&log);
    let mut straight = setup(title.as_ref(), &row, seats)?;
    apply_rows(straight.as_mut(), &eff)?;
    if straight.hash() != stack.last().expect("never empty").hash() {
        return Err("the effective log does not reach the final state".into());
    }
    // Snapshots still stored were taken after a row and never undone.
    for s in snapshots {
        match hash_at.get(&s.seq) {
            Some(h) if *h == s.hash => {}
            _ => return Err(format!("snapshot at {} has a different hash", s.seq)),
        }
        if title.restore(&s.state)?.hash() != s.hash {
            return Err(format!(
                "snapshot at {} does not hold the state it names",
                s.seq
            ));
        }
    }
    Ok(())
}
