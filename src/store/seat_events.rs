//! What happened to seats during play (`seat_events`,
//! `migrations/sqlite/09-seat-history`): leaving, kicks, replacements, a
//! bot standing in at a timeout, returns. They are not rows of the game's
//! log (the engine never replays them); `/log`, `/history` and the "since
//! your last turn" digest merge them in after the log row they follow.

use super::sql::{args, Row, Sql};
use super::{Db, Result};
use crate::engine::Seat;

/// Why a seat changed hands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatWhy {
    /// Its player left (`/game leave`, confirmed).
    Leave,
    /// The creator or an admin took them out (`/game kick`).
    Kick,
    /// The creator or an admin handed the seat to someone (`/game replace`).
    Replace,
    /// A bot keeps the seat of a player who left (`on_timeout: bot`).
    Keep,
    /// The turn clock ran out and a bot stands in (`on_timeout: bot`).
    Timeout,
    /// Its player came back (`/game join`, or any command after a stand-in).
    Return,
    /// Someone took a free seat or a bot's (`/game join`, `/game replace
    /// <bot> me`, `/game addbot`).
    Take,
}

impl SeatWhy {
    pub fn as_str(self) -> &'static str {
        match self {
            SeatWhy::Leave => "leave",
            SeatWhy::Kick => "kick",
            SeatWhy::Replace => "replace",
            SeatWhy::Keep => "keep",
            SeatWhy::Timeout => "timeout",
            SeatWhy::Return => "return",
            SeatWhy::Take => "take",
        }
    }

    pub fn parse(s: &str) -> Option<SeatWhy> {
        [
            SeatWhy::Leave,
            SeatWhy::Kick,
            SeatWhy::Replace,
            SeatWhy::Keep,
            SeatWhy::Timeout,
            SeatWhy::Return,
            SeatWhy::Take,
        ]
        .into_iter()
        .find(|w| w.as_str() == s)
    }
}

/// One seat event: who left the seat, who came, who did it, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatEvent {
    /// The log seq it follows (0: before the first action).
    pub after_seq: i64,
    pub seat: Seat,
    pub left: Option<(String, String)>,
    pub came: Option<(String, String)>,
    /// Who did it; `None`: the table's own rule (the turn clock).
    pub by: Option<String>,
    pub why: SeatWhy,
    /// UTC ISO-8601 (filled by the store).
    pub at: String,
}

/// Who sits in a seat, for a seat change: a person or a bot, or nobody.
#[derive(Clone, Copy, Debug)]
pub enum Sitter<'a> {
    Person(&'a str, &'a str),
    Bot(&'a str, &'a str),
    Nobody,
}

impl Db {
    /// Changes who sits in `seat` during play and records why, in one
    /// transaction: a seat never changes hands untold.
    pub fn change_seat(
        &mut self,
        table_id: i64,
        seat: Seat,
        sitter: Sitter,
        event: Option<&SeatEvent>,
    ) -> Result<()> {
        let tx = self.sql.transaction()?;
        match sitter {
            Sitter::Person(id, name) => {
                super::set_seat_user_tx(&tx, table_id, seat, Some((id, name)))?
            }
            Sitter::Nobody => super::set_seat_user_tx(&tx, table_id, seat, None)?,
            Sitter::Bot(id, name) => super::seat_bot_tx(&tx, table_id, seat, id, name)?,
        }
        if let Some(e) = event {
            insert_event(&tx, table_id, e)?;
        }
        tx.commit()
    }

    /// Records a seat event on its own (a stand-in's start and end, which
    /// change no seat row).
    pub fn add_seat_event(&mut self, table_id: i64, event: &SeatEvent) -> Result<()> {
        insert_event(&self.sql, table_id, event)
    }

    /// A table's seat events, in the order they happened.
    pub fn seat_events(&self, table_id: i64) -> Result<Vec<SeatEvent>> {
        self.sql
            .query(
                "SELECT after_seq, seat, left_id, left_name, came_id, came_name, by_id, why, at
                 FROM seat_events WHERE table_id = ?1 ORDER BY id",
                args![table_id],
            )?
            .iter()
            .map(event_row)
            .collect()
    }

    /// The names of the users among `ids` who have used Longtable (the
    /// holders of logged rows), by id.
    pub fn user_names(&self, ids: &[String]) -> Result<Vec<(String, String)>> {
        let mut out = Vec::new();
        for id in ids {
            if let Some(name) = self
                .sql
                .value_opt::<String>("SELECT name FROM users WHERE id = ?1", args![id])?
            {
                out.push((id.clone(), name));
            }
        }
        Ok(out)
    }
}

fn insert_event(sql: &Sql, table_id: i64, e: &SeatEvent) -> Result<()> {
    let (left_id, left_name) = e.left.clone().unzip();
    let (came_id, came_name) = e.came.clone().unzip();
    sql.execute(
        "INSERT INTO seat_events (table_id, after_seq, seat, left_id, left_name, came_id,
                                  came_name, by_id, why)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        args![
            table_id,
            e.after_seq,
            e.seat,
            left_id,
            left_name,
            came_id,
            came_name,
            e.by,
            e.why.as_str()
        ],
    )?;
    Ok(())
}

fn event_row(r: &Row) -> Result<SeatEvent> {
    let pair = |i: usize| -> Result<Option<(String, String)>> {
        let id: Option<String> = r.get(i)?;
        let name: Option<String> = r.get(i + 1)?;
        Ok(id.map(|id| {
            let name = name.unwrap_or_else(|| id.clone());
            (id, name)
        }))
    };
    let why: String = r.get(7)?;
    Ok(SeatEvent {
        after_seq: r.get(0)?,
        seat: r.get(1)?,
        left: pair(2)?,
        came: pair(4)?,
        by: r.get(6)?,
        why: SeatWhy::parse(&why)
            .ok_or_else(|| super::StoreError::Corrupt(format!("seat event why {why}")))?,
        at: r.get(8)?,
    })
}
