//! Finished games stay (issue 11): `/history [n]` lists a channel's
//! finished games, and `/board at:<n>` shows the board as it was after log
//! row n, re-simulated from the seed and the log (for the table in the
//! channel, running or finished).

use super::actor::Actor;
use super::view::{ephemeral, png};
use super::{Command, Notice};
use crate::engine::{Msg, Translate};
use crate::msg;
use crate::store::{effective, ActionRow, FinishedTable};

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
        lines.extend(games.iter().map(history_line));
        vec![ephemeral(&command.user.id, lang.tr(&Msg::lines(lines)))]
    }

    /// `/board at:<n>`: the public board after log row n (0 = the setup)
    /// of the channel's table, whether it is running or finished.
    pub(super) async fn board_at(&self, command: &Command, at: i64) -> Vec<Notice> {
        let Some(open) = self.open().filter(|o| o.game.is_some()) else {
            return self.error(command, Msg::new("error-not-playing"));
        };
        let last = open.seq();
        if !(0..=last).contains(&at) {
            return self.error(command, msg!("error-board-at", given = at, last = last));
        }
        let Some(title) = self.shared.registry.get(&open.row.title) else {
            return self.error(command, self.unknown_title(&open.row.title));
        };
        // The rows up to n, undos folded in, exactly as a reload would.
        let rows: Vec<ActionRow> = open.log.iter().filter(|r| r.seq <= at).cloned().collect();
        let (row, seats) = (open.row.clone(), open.seats.len());
        let rebuilt = tokio::task::spawn_blocking(move || {
            let eff = effective(&rows);
            super::replay::rebuild(title.as_ref(), &row, seats, None, &eff)
        })
        .await;
        let game = match rebuilt {
            Ok(Ok(g)) => g,
            Ok(Err(e)) => {
                tracing::error!(channel = %self.channel, error = %e, "could not rebuild a past board");
                return self.error(command, Msg::new("error-internal"));
            }
            Err(e) => {
                tracing::error!(channel = %self.channel, error = %e, "past board task failed");
                return self.error(command, Msg::new("error-internal"));
            }
        };
        let lang = self.lang(&command.user.locale);
        let names = open.names();
        let tr = self.named(&lang, &names);
        let svg = game.board_svg(&tr);
        let text = tr.tr(&Msg::lines(vec![
            msg!("board-at", at = at, last = last),
            game.status(),
        ]));
        let mut n = ephemeral(&command.user.id, text);
        n.images
            .extend(png(svg, &format!("board-at-{at}.png")).await);
        vec![n]
    }
}

/// One finished game in `/history`: "#12 race, 2026-11-24: ann 5, bob 3;
/// winner: ann".
fn history_line(g: &FinishedTable) -> Msg {
    let name = |seat: usize| {
        g.seats
            .iter()
            .find(|s| s.seat == seat)
            .map(|s| s.user_name.clone())
            .unwrap_or_else(|| format!("#{}", seat + 1))
    };
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
