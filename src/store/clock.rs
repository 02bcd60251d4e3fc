//! The turn clock's rows (see `migrations/sqlite/04-clock`): one clock per seat,
//! the reminders sent, vacations and their allowance, nudges, and the
//! users' reminder preference.
//!
//! Everything that fires is a row with a due time, so a restart loses
//! nothing; a notice's stage moves on in the same transaction that records
//! it as sent, so a restart never sends it twice.

use super::sql::{args, Row, Sql};
use super::{Db, Result};
use crate::engine::Seat;

/// An hour, the warning before a deadline.
pub const HOUR_MS: i64 = 3_600_000;

/// The notices of one turn, in the order they fall due.
pub mod stage {
    pub const NONE: i64 = 0;
    pub const HALF: i64 = 1;
    pub const HOUR: i64 = 2;
    pub const DEADLINE: i64 = 3;
}

/// One seat's clock.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClockRow {
    pub seat: Seat,
    pub user_id: Option<String>,
    pub bank_ms: i64,
    /// When the turn began; `None` while it is not the seat's turn.
    pub started_at: Option<i64>,
    pub paused_ms: i64,
    pub half_at: Option<i64>,
    pub hour_at: Option<i64>,
    pub deadline: Option<i64>,
    pub stage: i64,
    pub next_due: Option<i64>,
    pub stand_in: bool,
    /// The seat's last log row when this turn began: once the seat has
    /// acted, a turn that follows is a new one, with a clock of its own.
    pub turn_seq: i64,
}

impl ClockRow {
    /// The time of a stage's notice.
    pub fn time_of(&self, s: i64) -> Option<i64> {
        match s {
            stage::HALF => self.half_at,
            stage::HOUR => self.hour_at,
            stage::DEADLINE => self.deadline,
            _ => None,
        }
    }

    /// The latest stage due at `now` that is not done yet: when several
    /// fell due together (the bot was down), only the last is told.
    pub fn due_stage(&self, now: i64) -> Option<i64> {
        (self.stage + 1..=stage::DEADLINE)
            .rev()
            .find(|&s| self.time_of(s).is_some_and(|t| t <= now))
    }

    /// When the next notice after `done` falls due.
    fn next_after(&self, done: i64) -> Option<i64> {
        (done + 1..=stage::DEADLINE).find_map(|s| self.time_of(s))
    }
}

fn clock_row(r: &Row) -> Result<ClockRow> {
    Ok(ClockRow {
        seat: r.get(0)?,
        user_id: r.get(1)?,
        bank_ms: r.get(2)?,
        started_at: r.get(3)?,
        paused_ms: r.get(4)?,
        half_at: r.get(5)?,
        hour_at: r.get(6)?,
        deadline: r.get(7)?,
        stage: r.get(8)?,
        next_due: r.get(9)?,
        stand_in: r.get(10)?,
        turn_seq: r.get(11)?,
    })
}

const CLOCK_COLUMNS: &str = "seat, user_id, bank_ms, started_at, paused_ms, half_at, hour_at, \
                             deadline, stage, next_due, stand_in, turn_seq";

/// A seat awaited now: its holder, and its last log row (`ClockRow::turn_seq`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Awaited {
    pub seat: Seat,
    pub user: String,
    pub turn_seq: i64,
}

/// A table's clock settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockRules {
    pub turn_ms: i64,
    pub bank_ms: i64,
}

impl Awaited {
    /// Whether `c` is this seat's clock for this turn, running.
    fn runs(&self, c: &ClockRow) -> bool {
        c.seat == self.seat
            && c.started_at.is_some()
            && c.user_id.as_ref() == Some(&self.user)
            && c.turn_seq == self.turn_seq
    }
}

impl Db {
    /// Every clock of a table, by seat.
    pub fn clocks(&self, table_id: i64) -> Result<Vec<ClockRow>> {
        self.sql
            .query(
                &format!("SELECT {CLOCK_COLUMNS} FROM clocks WHERE table_id = ?1 ORDER BY seat"),
                args![table_id],
            )?
            .iter()
            .map(clock_row)
            .collect()
    }

    /// Runs the clocks of exactly the `awaited` seats (seat, holder): a
    /// seat no longer awaited stops (time over `turn_ms` comes out of its
    /// bank); a newly awaited seat starts with its deadline at `turn_ms` +
    /// its bank, moved on by what is left of its holder's vacation.
    /// Returns whether anything changed (the scheduler then looks again).
    pub fn sync_clocks(
        &mut self,
        table_id: i64,
        awaited: &[Awaited],
        now: i64,
        rules: ClockRules,
    ) -> Result<bool> {
        let tx = self.sql.transaction()?;
        // Locked on PostgreSQL: two processes syncing one table's clocks
        // take turns.
        let existing: Vec<ClockRow> = tx
            .query(
                &format!(
                    "SELECT {CLOCK_COLUMNS} FROM clocks WHERE table_id = ?1{}",
                    tx.for_update()
                ),
                args![table_id],
            )?
            .iter()
            .map(clock_row)
            .collect::<Result<_>>()?;
        let mut changed = false;
        for c in &existing {
            let Some(started) = c.started_at else {
                continue;
            };
            let still = awaited.iter().any(|a| a.runs(c));
            if still {
                continue;
            }
            // The time this turn took, vacations left out; what went over
            // the turn time is paid from the bank.
            let used = (now - started - c.paused_ms).max(0);
            let over = (used - rules.turn_ms).max(0);
            tx.execute(
                "UPDATE clocks SET bank_ms = MAX(0, bank_ms - ?3), started_at = NULL, user_id = NULL,
                 paused_ms = 0, half_at = NULL, hour_at = NULL, deadline = NULL, stage = 0,
                 next_due = NULL WHERE table_id = ?1 AND seat = ?2",
                args![table_id, c.seat, over],
            )?;
            changed = true;
        }
        for a in awaited {
            if existing.iter().any(|c| a.runs(c)) {
                continue;
            }
            let (seat, user) = (&a.seat, &a.user);
            let bank: i64 = tx
                .value_opt(
                    "SELECT bank_ms FROM clocks WHERE table_id = ?1 AND seat = ?2",
                    args![table_id, seat],
                )?
                .unwrap_or(rules.bank_ms);
            let pause: i64 = tx
                .value_opt(
                    "SELECT MAX(0, until - ?2) FROM vacations WHERE user_id = ?1",
                    args![user, now],
                )?
                .unwrap_or(0);
            let half = now + pause + rules.turn_ms / 2;
            let deadline = now + pause + rules.turn_ms + bank;
            let hour = Some(deadline - HOUR_MS).filter(|&h| h > half);
            tx.execute(
                "INSERT INTO clocks (table_id, seat, bank_ms, user_id, started_at, paused_ms,
                     half_at, hour_at, deadline, stage, next_due, turn_seq)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, 0, ?7, ?10)
                 ON CONFLICT (table_id, seat) DO UPDATE SET user_id = excluded.user_id,
                     started_at = excluded.started_at, paused_ms = excluded.paused_ms,
                     half_at = excluded.half_at, hour_at = excluded.hour_at,
                     deadline = excluded.deadline, stage = 0, next_due = excluded.next_due,
                     turn_seq = excluded.turn_seq",
                args![table_id, seat, bank, user, now, pause, half, hour, deadline, a.turn_seq],
            )?;
            changed = true;
        }
        tx.commit()?;
        Ok(changed)
    }

    /// Stops every clock of a table (the game ended or was aborted).
    pub fn stop_clocks(&mut self, table_id: i64) -> Result<()> {
        self.sql.execute(
            "UPDATE clocks SET started_at = NULL, user_id = NULL, next_due = NULL, stage = 0
             WHERE table_id = ?1",
            args![table_id],
        )?;
        Ok(())
    }

    /// When the next clock notice of a table in play falls due.
    pub fn next_clock_due(&self) -> Result<Option<i64>> {
        self.sql.value(
            "SELECT MIN(c.next_due) FROM clocks c JOIN tables t ON t.id = c.table_id
             WHERE c.next_due IS NOT NULL AND t.status = 'playing' AND t.held IS NULL",
            &[],
        )
    }

    /// The channels whose tables have a clock notice due at `now`.
    pub fn due_channels(&self, now: i64) -> Result<Vec<String>> {
        self.sql.column(
            "SELECT DISTINCT t.channel FROM clocks c JOIN tables t ON t.id = c.table_id
             WHERE c.next_due <= ?1 AND t.status = 'playing' AND t.held IS NULL
             ORDER BY t.channel",
            args![now],
        )
    }

    /// Marks `stage` of a seat's current turn done and records the notice
    /// as sent, in one transaction. `false` when it was done already (the
    /// turn moved on, or another wake-up got there first): send nothing.
    pub fn mark_clock_stage(
        &mut self,
        table_id: i64,
        seat: Seat,
        started_at: i64,
        done: i64,
        now: i64,
    ) -> Result<bool> {
        let stored =
            self.mark_clock_stage_outbox(table_id, seat, (started_at, done, now), &[], (0, None))?;
        Ok(stored.is_some())
    }

    /// [`Db::mark_clock_stage`], storing the stage's `notices` in the
    /// outbox in the same transaction (`outbox`: the wall-clock time, and
    /// the holder when they are placeholders its actor completes). `None`
    /// when the stage was done already: nothing is stored. Else the
    /// notices' outbox ids.
    pub fn mark_clock_stage_outbox(
        &mut self,
        table_id: i64,
        seat: Seat,
        (started_at, done, now): (i64, i64, i64),
        notices: &[super::NewNotice],
        outbox: (i64, Option<&str>),
    ) -> Result<Option<Vec<i64>>> {
        let tx = self.sql.transaction()?;
        // Several processes may wake for the same notice: on PostgreSQL the
        // first locks the row and the others, once it commits, find the
        // stage done; the unique key of reminders_sent backs this up.
        let row = tx
            .query_opt(
                &format!(
                    "SELECT {CLOCK_COLUMNS} FROM clocks WHERE table_id = ?1 AND seat = ?2{}",
                    tx.for_update()
                ),
                args![table_id, seat],
            )?
            .map(|r| clock_row(&r))
            .transpose()?;
        let Some(row) = row.filter(|r| r.started_at == Some(started_at) && r.stage < done) else {
            return Ok(None);
        };
        let inserted = tx.execute(
            "INSERT INTO reminders_sent (table_id, seat, started_at, stage, sent_at)
             VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT DO NOTHING",
            args![table_id, seat, started_at, done, now],
        )?;
        // A deadline whose notices are placeholders stays due until its
        // timeout is done (`Db::complete_outbox`): after a crash between
        // the two, the scheduler finds it and finishes the timeout.
        let next = match (done, outbox.1) {
            (stage::DEADLINE, Some(_)) => row.deadline,
            _ => row.next_after(done),
        };
        tx.execute(
            "UPDATE clocks SET stage = ?3, next_due = ?4 WHERE table_id = ?1 AND seat = ?2",
            args![table_id, seat, done, next],
        )?;
        if inserted != 1 {
            tx.commit()?;
            return Ok(None);
        }
        let ids = Self::insert_outbox(&tx, notices, outbox.0, outbox.1)?;
        tx.commit()?;
        Ok(Some(ids))
    }

    /// How many clock notices were recorded as sent for a table (tests,
    /// `longtable db check`).
    pub fn reminders_sent(&self, table_id: i64) -> Result<Vec<(Seat, i64, i64)>> {
        self.sql
            .query(
                "SELECT seat, stage, sent_at FROM reminders_sent WHERE table_id = ?1
                 ORDER BY sent_at, seat, stage",
                args![table_id],
            )?
            .iter()
            .map(|r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .collect()
    }

    /// A bot plays the seat (`on_timeout: bot`) until its player is back.
    pub fn set_stand_in(&mut self, table_id: i64, seat: Seat, on: bool) -> Result<()> {
        self.sql.execute(
            "UPDATE clocks SET stand_in = ?3 WHERE table_id = ?1 AND seat = ?2",
            args![table_id, seat, on],
        )?;
        Ok(())
    }

    /// A bot begins standing in for a seat's absent player at log seq
    /// `since`, and `notices` (the news of it) are stored in the outbox, in
    /// one transaction. `false` when a bot stood in already: nothing
    /// changes.
    pub fn start_stand_in(
        &mut self,
        table_id: i64,
        seat: Seat,
        since: i64,
        notices: &[super::NewNotice],
        now: i64,
    ) -> Result<bool> {
        let tx = self.sql.transaction()?;
        let n = tx.execute(
            "UPDATE clocks SET stand_in = 1, stand_in_since = ?3
             WHERE table_id = ?1 AND seat = ?2 AND stand_in = 0",
            args![table_id, seat, since],
        )?;
        if n == 1 {
            Self::insert_outbox(&tx, notices, now, None)?;
        }
        tx.commit()?;
        Ok(n == 1)
    }

    /// The log seq at which a bot began standing in for a seat, if one does.
    pub fn stand_in_since(&self, table_id: i64, seat: Seat) -> Result<Option<i64>> {
        self.sql.value_opt(
            "SELECT stand_in_since FROM clocks WHERE table_id = ?1 AND seat = ?2 AND stand_in = 1",
            args![table_id, seat],
        )
    }

    /// The player is back (or the game ended): the stand-in ends, and
    /// `notices` (their digest) are stored in the outbox, in one
    /// transaction. `false` when no bot stood in: nothing changes.
    pub fn end_stand_in(
        &mut self,
        table_id: i64,
        seat: Seat,
        notices: &[super::NewNotice],
        now: i64,
    ) -> Result<bool> {
        let tx = self.sql.transaction()?;
        let n = tx.execute(
            "UPDATE clocks SET stand_in = 0, stand_in_since = 0
             WHERE table_id = ?1 AND seat = ?2 AND stand_in = 1",
            args![table_id, seat],
        )?;
        if n == 1 {
            Self::insert_outbox(&tx, notices, now, None)?;
        }
        tx.commit()?;
        Ok(n == 1)
    }

    /// The seats a bot stands in for.
    pub fn stand_ins(&self, table_id: i64) -> Result<Vec<Seat>> {
        self.sql.column(
            "SELECT seat FROM clocks WHERE table_id = ?1 AND stand_in = 1",
            args![table_id],
        )
    }

    /// A user's vacation, `(since, until)`, if one is running at `now`.
    pub fn vacation(&self, user: &str, now: i64) -> Result<Option<(i64, i64)>> {
        self.sql
            .query_opt(
                "SELECT since, until FROM vacations WHERE user_id = ?1 AND until > ?2",
                args![user, now],
            )?
            .map(|r| Ok((r.get(0)?, r.get(1)?)))
            .transpose()
    }

    /// Vacation time a user used in `year`.
    pub fn vacation_used(&self, user: &str, year: i64) -> Result<i64> {
        Ok(self
            .sql
            .value_opt(
                "SELECT used_ms FROM vacation_used WHERE user_id = ?1 AND year = ?2",
                args![user, year],
            )?
            .unwrap_or(0))
    }

    /// Starts (or replaces) a user's vacation from `now` for `len` ms, if
    /// the year's `allowance` covers it; their running clocks move on by
    /// the time added. `Err(left)` with what is left of the allowance.
    pub fn start_vacation(
        &mut self,
        user: &str,
        now: i64,
        len: i64,
        year: i64,
        allowance: i64,
    ) -> Result<std::result::Result<i64, i64>> {
        let current = self.vacation(user, now)?;
        let tx = self.sql.transaction()?;
        let used: i64 = tx
            .value_opt(
                "SELECT used_ms FROM vacation_used WHERE user_id = ?1 AND year = ?2",
                args![user, year],
            )?
            .unwrap_or(0);
        // A vacation already running is replaced: its unused rest is given back.
        let rest = current.map(|(_, until)| until - now).unwrap_or(0);
        let left = allowance - (used - rest);
        if len > left {
            return Ok(Err(left.max(0)));
        }
        let shift = len - rest;
        tx.execute(
            "INSERT INTO vacation_used (user_id, year, used_ms) VALUES (?1, ?2, ?3)
             ON CONFLICT (user_id, year) DO UPDATE
             SET used_ms = vacation_used.used_ms + excluded.used_ms",
            args![user, year, shift],
        )?;
        tx.execute(
            "INSERT INTO vacations (user_id, since, until) VALUES (?1, ?2, ?3)
             ON CONFLICT (user_id) DO UPDATE SET since = excluded.since, until = excluded.until",
            args![user, now, now + len],
        )?;
        Self::shift_clocks(&tx, user, shift)?;
        tx.commit()?;
        Ok(Ok(left - len))
    }

    /// Ends a user's vacation now: the unused rest goes back to the
    /// allowance and their clocks lose it again. `false` if none ran.
    pub fn end_vacation(&mut self, user: &str, now: i64, year: i64) -> Result<bool> {
        let Some((_, until)) = self.vacation(user, now)? else {
            return Ok(false);
        };
        let rest = until - now;
        let tx = self.sql.transaction()?;
        tx.execute(
            "UPDATE vacation_used SET used_ms = MAX(0, used_ms - ?3) WHERE user_id = ?1 AND year = ?2",
            args![user, year, rest],
        )?;
        tx.execute("DELETE FROM vacations WHERE user_id = ?1", args![user])?;
        Self::shift_clocks(&tx, user, -rest)?;
        tx.commit()?;
        Ok(true)
    }

    /// Moves the pending notices of a user's running clocks by `by` ms.
    fn shift_clocks(tx: &Sql, user: &str, by: i64) -> Result<()> {
        tx.execute(
            "UPDATE clocks SET paused_ms = paused_ms + ?2, half_at = half_at + ?2,
                 hour_at = hour_at + ?2, deadline = deadline + ?2, next_due = next_due + ?2
             WHERE user_id = ?1 AND started_at IS NOT NULL AND stage < 3",
            args![user, by],
        )?;
        Ok(())
    }

    /// Records a nudge at `now` unless the table had one within `gap` ms;
    /// `Err(at)` with the last one's time.
    pub fn try_nudge(
        &mut self,
        table_id: i64,
        now: i64,
        gap: i64,
    ) -> Result<std::result::Result<(), i64>> {
        let tx = self.sql.transaction()?;
        let last: Option<i64> = tx.value_opt(
            &format!(
                "SELECT at FROM nudges WHERE table_id = ?1{}",
                tx.for_update()
            ),
            args![table_id],
        )?;
        if let Some(at) = last.filter(|&at| now - at < gap) {
            return Ok(Err(at));
        }
        tx.execute(
            "INSERT INTO nudges (table_id, at) VALUES (?1, ?2)
             ON CONFLICT (table_id) DO UPDATE SET at = excluded.at",
            args![table_id, now],
        )?;
        tx.commit()?;
        Ok(Ok(()))
    }

    /// Turns a user's reminder DMs on or off.
    pub fn set_reminders(&mut self, user: &str, on: bool) -> Result<()> {
        self.sql.execute(
            "INSERT INTO users (id, name, reminders) VALUES (?1, ?1, ?2)
             ON CONFLICT (id) DO UPDATE SET reminders = excluded.reminders",
            args![user, on],
        )?;
        Ok(())
    }

    /// Whether a user wants reminder DMs (yes unless they said no).
    pub fn reminders_on(&self, user: &str) -> Result<bool> {
        Ok(self
            .sql
            .value_opt("SELECT reminders FROM users WHERE id = ?1", args![user])?
            .unwrap_or(true))
    }
}

impl Db {
    /// Where a manual clock stood when it last moved.
    pub fn manual_now(&self) -> Result<Option<i64>> {
        self.sql
            .value_opt("SELECT now_ms FROM manual_clock WHERE id = 1", &[])
    }

    pub fn set_manual_now(&mut self, now: i64) -> Result<()> {
        self.sql.execute(
            "INSERT INTO manual_clock (id, now_ms) VALUES (1, ?1)
             ON CONFLICT (id) DO UPDATE SET now_ms = excluded.now_ms",
            args![now],
        )?;
        Ok(())
    }
}
