//! Finished games stay (issue 11): `/history [n]` lists a channel's
//! finished games, and `/board at:<n>` shows the board as it was after log
//! row n, re-simulated from the seed and the log (for the table in the
//! channel, running or finished).

use super::actor::Actor;
use super::view::ephemeral;
use super::{Command, Notice};
use crate::engine::{Msg, Seat, Translate};
use crate::msg;
use crate::store::{effective, ActionRow, FinishedTable, SeatEvent, SeatRow, SeatWhy, Status};

/// How many games `/history` lists when not told.
const HISTORY_DEFAULT: usize = 5;
/// The most it lists at once (one Discord message).
const HISTORY_MAX: usize = 20;

impl Actor {
    /// `/history [n]`: the channel's last n finished games, newest first,
    /// each with its date, players and scores, and winner.
    pub(super) async fn history(&self, command: &Command, n: Option<usize>) -> Vec<Notice> {
        let n = n.unwrap_or(HISTORY_DEFAULT).clamp(1, HISTORY_MAX);
        let channel = self.channel.clone();
        let games = match self
            .shared
            .store
            .run(move |db| {
                db.finished_tables(&channel, n)?
                    .into_iter()
                    .map(|g| {
                        let h = Holders::read(db, g.table.id, &g.seats, &[])?;
                        Ok((g, h))
                    })
                    .collect::<Result<Vec<_>, crate::store::StoreError>>()
            })
            .await
        {
            Ok(g) => g,
            Err(e) => return self.storage_error(command, e),
        };
        let lang = self.lang(&command.user.locale);
        let mut lines = if games.is_empty() {
            vec![Msg::new("history-empty")]
        } else {
            vec![msg!("history-header", count = games.len())]
        };
        // Each game, whether it was void, then what happened to its seats
        // (who left, was replaced, came back).
        for (g, holders) in &games {
            lines.push(history_line(g));
            if g.void {
                lines.push(Msg::new("history-void"));
            }
            lines.extend(holders.events.iter().map(|e| holders.event_line(e)));
        }
        vec![ephemeral(&command.user.id, lang.tr(&Msg::lines(lines)))]
    }

    /// `/board at:<n> [game:<id>]`: the public board after log row n (0 =
    /// the setup; the last row when left out) of the channel's table,
    /// running or finished, or of an earlier game of this channel.
    pub(super) async fn board_at(
        &self,
        command: &Command,
        at: Option<i64>,
        game: Option<i64>,
    ) -> Vec<Notice> {
        let current = self
            .open()
            .filter(|o| o.game.is_some() && game.is_none_or(|g| g == o.row.id));
        let past = match (current, game) {
            // The running game's early rows are only in the store.
            (Some(o), _) => {
                let (row, seats, id) = (o.row.clone(), o.seats.clone(), o.row.id);
                let read = self
                    .shared
                    .store
                    .run(move |db| {
                        let log = db.actions(id, 0)?;
                        let holders = Holders::read(db, id, &seats, &[])?;
                        Ok::<_, crate::store::StoreError>(Past {
                            row,
                            seats,
                            log,
                            holders,
                        })
                    })
                    .await;
                match read {
                    Ok(p) => p,
                    Err(e) => return self.storage_error(command, e),
                }
            }
            (None, None) => return self.error(command, Msg::new("error-not-playing")),
            (None, Some(id)) => {
                let channel = self.channel.clone();
                let found = self
                    .shared
                    .store
                    .run(move |db| {
                        let row = match db.table(id) {
                            Ok(r) => r,
                            Err(crate::store::StoreError::NotFound(_)) => return Ok(None),
                            Err(e) => return Err(e),
                        };
                        let started = matches!(row.status, Status::Playing | Status::Finished);
                        if row.channel != channel || !started {
                            return Ok(None);
                        }
                        let seats = db.seats(id)?;
                        let holders = Holders::read(db, id, &seats, &[])?;
                        Ok(Some(Past {
                            seats,
                            log: db.actions(id, 0)?,
                            row,
                            holders,
                        }))
                    })
                    .await;
                match found {
                    Ok(Some(p)) => p,
                    Ok(None) => return self.error(command, msg!("error-no-such-game", game = id)),
                    Err(e) => return self.storage_error(command, e),
                }
            }
        };
        let last = past.log.last().map(|r| r.seq).unwrap_or(0);
        let at = at.unwrap_or(last);
        if !(0..=last).contains(&at) {
            return self.error(command, msg!("error-board-at", given = at, last = last));
        }
        let Some(title) = self.shared.registry.get(&past.row.title) else {
            return self.error(command, self.unknown_title(&past.row.title));
        };
        // Each seat under the name it had then.
        let names = past.holders.names_at(at);
        let (id, title_name) = (past.row.id, past.row.title.clone());
        // The rows up to n, undos folded in, exactly as a reload would.
        let rebuilt = tokio::task::spawn_blocking(move || {
            let rows: Vec<ActionRow> = past.log.into_iter().filter(|r| r.seq <= at).collect();
            let eff = effective(&rows);
            super::replay::rebuild(title.as_ref(), &past.row, past.seats.len(), None, &eff)
        })
        .await
        .map_err(|e| e.to_string())
        .and_then(|r| r);
        let game = match rebuilt {
            Ok(g) => g,
            Err(e) => {
                tracing::error!(channel = %self.channel, table = id, error = %e, "could not rebuild a past board");
                return self.error(command, Msg::new("error-internal"));
            }
        };
        let lang = self.lang(&command.user.locale);
        let tr = self.named(&lang, &names);
        let text = tr.tr(&Msg::lines(vec![
            msg!(
                "board-at",
                at = at,
                last = last,
                game = id,
                title = title_name
            ),
            game.status(),
        ]));
        let mut n = ephemeral(&command.user.id, text);
        n.images = self
            .draw_view(id, at, game.as_ref(), super::images::View::At, &tr)
            .await;
        vec![n]
    }
}

/// A started table as `/board at:` re-plays it.
struct Past {
    row: crate::store::TableRow,
    seats: Vec<crate::store::SeatRow>,
    log: Vec<ActionRow>,
    holders: Holders,
}

/// One finished game in `/history`: "#12 race, 2026-11-24: ann 5, bob 3;
/// winner: ann".
fn history_line(g: &FinishedTable) -> Msg {
    let names = super::actor::seat_names(&g.seats);
    let name = |seat: usize| names.get(seat).cloned().unwrap_or_default();
    let (players, winners) = match &g.table.outcome {
        Some(o) => {
            let players: Vec<String> = o
                .scores
                .iter()
                .enumerate()
                .map(|(s, score)| format!("{} {score}", name(s)))
                .collect();
            let winners: Vec<String> = (0..o.ranks.len())
                .filter(|&s| o.ranks[s] == 1)
                .map(name)
                .collect();
            (players, winners)
        }
        None => (
            g.seats.iter().map(|s| s.user_name.clone()).collect(),
            Vec::new(),
        ),
    };
    msg!(
        "history-line",
        id = g.table.id,
        title = &g.table.title,
        date = g.ended_at.get(..10).unwrap_or(&g.ended_at),
        players = players.join(", "),
        winner = winners.join(", ")
    )
}

/// Who held which seat when, for telling a table's past: the holder of
/// each logged row by name, a bot's moves for an absent player, and the
/// seat events (`seat_events`) as lines of their own.
pub(super) struct Holders {
    /// Names by user id: the seats' and the events' (as they were then),
    /// and the users' for the rest.
    names: std::collections::HashMap<String, String>,
    events: Vec<SeatEvent>,
    /// Every seat's current name (a row with no known holder: stored
    /// before migration 09, and no event since tells otherwise).
    seat_names: Vec<String>,
}

impl Holders {
    /// Reads what telling `rows` needs (on the store's thread).
    pub fn read(
        db: &crate::store::Db,
        table_id: i64,
        seats: &[SeatRow],
        rows: &[ActionRow],
    ) -> Result<Holders, crate::store::StoreError> {
        let events = db.seat_events(table_id)?;
        let mut names = std::collections::HashMap::new();
        let mut ids: Vec<String> = rows.iter().filter_map(|r| r.holder.clone()).collect();
        ids.extend(events.iter().filter_map(|e| e.by.clone()));
        ids.sort();
        ids.dedup();
        ids.retain(|id| super::bots::bot_level(id).is_none());
        names.extend(db.user_names(&ids)?);
        for e in &events {
            for (id, name) in e.left.iter().chain(e.came.iter()) {
                names.insert(id.clone(), name.clone());
            }
        }
        for s in seats {
            if let Some(id) = &s.user_id {
                names.insert(id.clone(), s.user_name.clone());
            }
        }
        Ok(Holders {
            names,
            events,
            seat_names: super::actor::seat_names(seats),
        })
    }

    /// The name a seat went by just after log row `seq`: whom the first
    /// event of the seat since then took it from, else its current name.
    pub fn seat_name_at(&self, seat: Seat, seq: i64) -> String {
        self.events
            .iter()
            .find(|e| e.seat == seat && e.after_seq >= seq)
            .and_then(|e| e.left.as_ref().map(|(_, n)| n.clone()))
            .unwrap_or_else(|| {
                self.seat_names
                    .get(seat)
                    .cloned()
                    .unwrap_or_else(|| format!("#{}", seat + 1))
            })
    }

    /// Every seat's name just after log row `seq` (`/board at:`).
    pub fn names_at(&self, seq: i64) -> Vec<String> {
        (0..self.seat_names.len())
            .map(|s| self.seat_name_at(s, seq))
            .collect()
    }

    /// Whose name a logged row is told under: its holder's then.
    pub fn row_name(&self, row: &ActionRow) -> String {
        row.holder
            .as_ref()
            .and_then(|h| self.names.get(h).cloned())
            .unwrap_or_else(|| self.seat_name_at(row.seat, row.seq))
    }

    /// Whether a bot chose a row for the person holding the seat (a
    /// stand-in at a timeout).
    pub fn stand_in(row: &ActionRow) -> bool {
        let bot = |id: &Option<String>| {
            id.as_deref()
                .is_some_and(|i| super::bots::bot_level(i).is_some())
        };
        bot(&row.chosen_by) && row.holder.is_some() && !bot(&row.holder)
    }

    /// The seat events that follow log row `from` and come before row
    /// `to` (`after_seq` in `from..to`).
    pub fn events_between(&self, from: i64, to: i64) -> Vec<Msg> {
        self.events
            .iter()
            .filter(|e| e.after_seq >= from && e.after_seq < to)
            .map(|e| self.event_line(e))
            .collect()
    }

    /// One seat event as a line: who, what, and why.
    pub fn event_line(&self, e: &SeatEvent) -> Msg {
        let name = |p: &Option<(String, String)>| {
            p.as_ref()
                .map(|(_, n)| n.clone())
                .unwrap_or_else(|| self.seat_name_at(e.seat, e.after_seq))
        };
        let by =
            e.by.as_ref()
                .map(|b| self.names.get(b).cloned().unwrap_or_else(|| b.clone()))
                .unwrap_or_default();
        let seat = e.seat + 1;
        let (left, came) = (name(&e.left), name(&e.came));
        match (e.why, &e.left) {
            (SeatWhy::Leave, _) => msg!("seat-event-leave", left = left, seat = seat),
            (SeatWhy::Kick, _) => msg!("seat-event-kick", by = by, left = left, seat = seat),
            (SeatWhy::Replace, Some(_)) => msg!(
                "seat-event-replace",
                by = by,
                seat = seat,
                left = left,
                came = came
            ),
            (SeatWhy::Keep, _) => msg!("seat-event-keep", came = came, seat = seat, left = left),
            (SeatWhy::Timeout, _) => msg!("seat-event-timeout", left = left, seat = seat),
            (SeatWhy::Return, _) => msg!("seat-event-return", came = came, seat = seat),
            (SeatWhy::Take, Some(_)) => {
                msg!(
                    "seat-event-take-from",
                    came = came,
                    seat = seat,
                    left = left
                )
            }
            (SeatWhy::Take | SeatWhy::Replace, None) => {
                msg!("seat-event-take", came = came, seat = seat)
            }
        }
    }
}
