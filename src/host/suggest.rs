//! "Did you mean …" for a `/play` move that names no legal action (issue
//! 27): the sender alone sees the refusal with up to three of the closest
//! legal moves (`lookup::moves::closest`), which the front end shows as
//! buttons (Discord: `lt1:a:` play buttons, so they work after a
//! restart and go stale once the table moves on). Nothing is played until
//! the player clicks one.

use super::actor::Actor;
use super::view::{clip_echoes, ephemeral};
use super::{Command, Notice, Position};
use crate::engine::{Msg, Seat, Translate};
use crate::msg;

/// The moves a refused `/play` suggests, in the sender's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Suggestions {
    /// The table and position they were made for.
    pub position: Position,
    pub moves: Vec<SuggestedMove>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SuggestedMove {
    /// 1-based place in the seat's legal actions (as `/actions` numbers).
    pub number: usize,
    /// The canonical notation (what a click plays).
    pub notation: String,
    /// How the sender reads it.
    pub label: String,
}

/// Most moves a refusal suggests.
pub const MAX_SUGGESTIONS: usize = 3;

impl Actor {
    /// The answer to a refused `/play`: the refusal `error`, and when
    /// `typed` was text that named no legal action, up to three close
    /// legal moves to click.
    pub(super) fn refused_move(
        &self,
        command: &Command,
        seat: Seat,
        typed: Option<&str>,
        error: Msg,
    ) -> Vec<Notice> {
        let (Some(typed), Some(open)) = (typed, self.open()) else {
            return self.error(command, error);
        };
        let Some(game) = open.game.as_ref() else {
            return self.error(command, error);
        };
        let lang = self.lang(&command.user.locale);
        let legal = game.legal_actions(seat);
        // A move that names a legal action was refused for another reason:
        // that reason is the answer.
        if crate::notation::canonicalize(game.title(), lang.code(), typed, &legal).is_some() {
            return self.error(command, error);
        }
        let picks = crate::lookup::moves::closest(game.title(), typed, &legal, MAX_SUGGESTIONS);
        if picks.is_empty() {
            return self.error(command, error);
        }
        let names = open.names();
        let named = self.named(&lang, &names);
        let choices = game.choices(seat);
        let moves: Vec<SuggestedMove> = picks
            .iter()
            .map(|&i| {
                let label = choices
                    .get(i)
                    .map(|c| named.tr(&c.label))
                    .filter(|l| !l.is_empty())
                    .unwrap_or_else(|| named.tr(&Msg::notation(game.title(), &legal[i])));
                SuggestedMove {
                    number: i + 1,
                    notation: legal[i].clone(),
                    label,
                }
            })
            .collect();
        let list: Vec<String> = moves.iter().map(|m| m.label.clone()).collect();
        let text = format!(
            "{}\n{}",
            named.tr(&clip_echoes(error)),
            named.tr(&msg!(
                "play-did-you-mean",
                count = moves.len(),
                moves = list.join(" · ")
            ))
        );
        let mut notice = ephemeral(&command.user.id, text);
        notice.data.suggest = Some(Suggestions {
            position: Position {
                table_id: open.row.id,
                seq: open.seq(),
            },
            moves,
        });
        vec![notice]
    }
}
