//! The part of a table's action log that its actor keeps in memory.
//!
//! Every row is in the store; an awake table holds only its last
//! [`TAIL_ROWS`] rows (with their public wording, a few KB each), so its
//! memory stays bounded however long the game runs. What the host reads
//! often is answered from here: the last seq, each seat's latest row (the
//! turn clock), how many actions are in effect (`/game abort`'s question),
//! and the recent rows for `/log`, the "since your last turn" digest and
//! undo. When a reader needs rows from before the tail, it asks
//! [`LogTail::covers`] and reads them from the store instead.

use crate::engine::Seat;
use crate::store::{effective, ActionKind, ActionRow};
use std::collections::{BTreeMap, VecDeque};

/// How many of the latest log rows an awake table keeps in memory. Enough
/// for `/log`'s default 10 and a few rounds' digest of a five-seat table.
pub(super) const TAIL_ROWS: usize = 24;

#[derive(Debug, Default)]
pub(super) struct LogTail {
    /// The latest rows (undo rows included), in order.
    rows: VecDeque<ActionRow>,
    /// Rows dropped from the front so far: 0 while `rows` is the whole log.
    dropped: usize,
    /// The last row's seq (0 before the first action).
    seq: i64,
    /// Each seat's latest row's seq, of any kind: a seat's turn starts
    /// anew once it has acted or taken an action back.
    latest: BTreeMap<Seat, i64>,
    /// How many plays are in effect (not undone), over the whole log.
    in_effect: usize,
}

impl LogTail {
    /// The tail of a whole log read from the store.
    pub fn new(log: Vec<ActionRow>) -> LogTail {
        let mut tail = LogTail::default();
        for row in log {
            tail.push(row);
        }
        tail
    }

    /// Appends a committed row, dropping the oldest beyond [`TAIL_ROWS`].
    pub fn push(&mut self, row: ActionRow) {
        self.seq = row.seq;
        self.latest.insert(row.seat, row.seq);
        match row.kind {
            ActionKind::Play => self.in_effect += 1,
            // An undo always takes back a play in effect (the host checks).
            ActionKind::Undo => self.in_effect = self.in_effect.saturating_sub(1),
        }
        self.rows.push_back(row);
        // Dropping from the front keeps `effective` right on what is left:
        // an undo row comes after the play it undoes, so it is never kept
        // without it unless that play is gone from the tail too.
        while self.rows.len() > TAIL_ROWS {
            self.rows.pop_front();
            self.dropped += 1;
        }
    }

    /// The last row's seq (0 before the first action).
    pub fn seq(&self) -> i64 {
        self.seq
    }

    /// A seat's latest row's seq (0 if it has none).
    pub fn latest_of(&self, seat: Seat) -> i64 {
        self.latest.get(&seat).copied().unwrap_or(0)
    }

    /// How many plays of the whole log are in effect.
    pub fn in_effect(&self) -> usize {
        self.in_effect
    }

    /// Whether the tail is the whole log.
    pub fn is_whole(&self) -> bool {
        self.dropped == 0
    }

    /// The plays in effect among the kept rows, in order: the last ones of
    /// the whole log's (an undone play is undone here too, or gone).
    pub fn effective(&self) -> Vec<&ActionRow> {
        effective(&self.rows)
    }

    /// Whether the kept rows hold the last `n` plays in effect (so a
    /// reader needs nothing from the store).
    pub fn covers(&self, n: usize) -> bool {
        self.is_whole() || self.effective().len() >= n
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn row(seq: i64, seat: Seat, undoes: Option<i64>) -> ActionRow {
        ActionRow {
            seq,
            seat,
            kind: if undoes.is_some() {
                ActionKind::Undo
            } else {
                ActionKind::Play
            },
            notation: format!("a{seq}"),
            undoes,
            revealed: false,
            words: Vec::new(),
            state_hash: String::new(),
            interaction_id: None,
            told: None,
            forced: false,
            holder: None,
            chosen_by: None,
        }
    }

    /// A log as the host writes it: plays, and undos of the last play in
    /// effect (never of an undo).
    fn log_from(steps: &[(bool, Seat)]) -> Vec<ActionRow> {
        let mut log: Vec<ActionRow> = Vec::new();
        for (i, &(undo, seat)) in steps.iter().enumerate() {
            let seq = i as i64 + 1;
            let last = effective(&log).last().map(|r| r.seq);
            log.push(match (undo, last) {
                (true, Some(last)) => row(seq, seat, Some(last)),
                _ => row(seq, seat, None),
            });
        }
        log
    }

    proptest! {
        /// What the tail answers is what the whole log answers: the plays
        /// in effect it holds are the whole log's last ones, and the
        /// counts and each seat's latest row are the whole log's.
        #[test]
        fn the_tail_answers_as_the_whole_log(
            steps in prop::collection::vec((prop::bool::weighted(0.2), 0usize..4), 0..120)
        ) {
            let log = log_from(&steps);
            let tail = LogTail::new(log.clone());
            let whole: Vec<i64> = effective(&log).iter().map(|r| r.seq).collect();
            let held: Vec<i64> = tail.effective().iter().map(|r| r.seq).collect();
            prop_assert!(whole.ends_with(&held), "{held:?} is not the end of {whole:?}");
            prop_assert!(tail.rows.len() <= TAIL_ROWS);
            prop_assert_eq!(tail.is_whole(), log.len() <= TAIL_ROWS);
            prop_assert_eq!(tail.in_effect(), whole.len());
            prop_assert_eq!(tail.seq(), log.last().map(|r| r.seq).unwrap_or(0));
            for seat in 0..4 {
                let latest = log.iter().rfind(|r| r.seat == seat).map(|r| r.seq).unwrap_or(0);
                prop_assert_eq!(tail.latest_of(seat), latest);
            }
            // `covers(n)` promises the last n plays in effect are held.
            for n in 0..=whole.len() {
                if tail.covers(n) {
                    prop_assert!(held.len() >= n);
                }
            }
        }
    }
}
