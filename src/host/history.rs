//! Finished games stay (issue 11): `/history [n]` lists a channel's
//! finished games, and `/board at:<n>` shows the board as it was after log
//! row n, re-simulated from the seed and the log (for the table in the
//! channel, running or finished).

use super::actor::Actor;
use super::view::{ephemeral, png};
use super::{Command, Notice};
use crate::engine::{Msg, Translate};
use crate::msg;
use crate::store::{effective, ActionRow, FinishedTable, Status};

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
            .run(move |db| db.finished_tables(&channel, n))
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
        for g in &games {
            lines.push(history_line(g));
            if g.void {
                lines.push(Msg::new("history-void"));
            }
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
                match self.shared.store.run(move |db| db.actions(id, 0)).await {
                    Ok(log) => Past { row, seats, log },
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
                        Ok(Some(Past {
                            seats: db.seats(id)?,
                            log: db.actions(id, 0)?,
                            row,
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
        let names = super::actor::seat_names(&past.seats);
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
        let svg = game.board_svg(&tr);
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
        n.images
            .extend(png(svg, &format!("board-{id}-at-{at}.png")).await);
        vec![n]
    }
}

/// A started table as `/board at:` re-plays it.
struct Past {
    row: crate::store::TableRow,
    seats: Vec<crate::store::SeatRow>,
    log: Vec<ActionRow>,
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
