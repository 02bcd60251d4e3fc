//! `/hint` (issue 29): what the `normal` bot would play in the sender's
//! seat, and why, for the sender alone.
//!
//! A hint changes nothing: no log row, no store write, no clock. Its
//! search runs on tokio's blocking pool from what the seat can see
//! (`bots::hint`: determinizations only), seeded from the table, its
//! action number and the seat with the iteration cap binding, so the same
//! position always gives the same hint. One hint a seat a turn: asked
//! again at the same position, the same answer (kept in the actor, or
//! computed again alike after a restart); asked again later in the same
//! turn (the seat's own moves since, nobody else's), a refusal that says
//! when the next one comes.

use super::actor::Actor;
use super::view::ephemeral;
use super::{Command, Notice};
use crate::bots::hint::{advise, hint_limits, hint_seed, Advice};
use crate::engine::{Msg, Seat, Table, Translate};
use crate::msg;

/// How many moves a hint names.
pub const HINT_MOVES: usize = 3;

/// The latest hint a seat was given.
pub(super) struct Given {
    pub table_id: i64,
    /// The log seq it was asked at.
    pub seq: i64,
    /// Its moves and the search's iterations, worded again in the
    /// language of whoever asks again.
    pub advice: Vec<Advice>,
    pub iterations: usize,
}

impl Actor {
    pub(super) async fn hint(&mut self, command: &Command) -> Vec<Notice> {
        let seat = match self.playing_seat(command) {
            Ok(s) => s,
            Err(m) => return self.error(command, m),
        };
        let open = self.open().expect("checked");
        let game = open.game.as_ref().expect("checked");
        if !super::options::hints(&open.row.options) {
            let league = super::options::is_league(&open.row.options);
            let id = if league {
                "hint-off-league"
            } else {
                "hint-off"
            };
            return self.error(command, Msg::new(id));
        }
        if game.outcome().is_some() {
            return self.error(command, Msg::new("error-game-over"));
        }
        let to_act = game.to_act();
        let lang = self.lang(&command.user.locale);
        if !to_act.contains(&seat) {
            let names = open.names();
            let named = self.named(&lang, &names);
            let cues: Vec<String> = to_act.iter().map(|&s| named.tr(&open.cue(s))).collect();
            return self.error(command, msg!("hint-not-your-turn", users = cues.join(", ")));
        }
        let (table_id, seq) = (open.row.id, open.seq());
        let given = self.hints.get(&seat).filter(|g| g.table_id == table_id);
        // Asked again at the same position: the same moves, worded in
        // today's language, and said to be the same.
        let again = given.is_some_and(|g| g.seq == seq);
        if let Some(given) = given.filter(|_| !again) {
            // Still the same turn: nobody but this seat has moved since.
            let others_moved = (0..open.names().len())
                .filter(|&s| s != seat)
                .any(|s| open.log.latest_of(s) > given.seq);
            if !others_moved {
                return self.error(command, Msg::new("hint-already"));
            }
        }
        if !again {
            let table = game.box_clone();
            let seed = hint_seed(table_id, seq, seat);
            let searched = tokio::task::spawn_blocking(move || {
                advise(table.as_ref(), seat, hint_limits(), seed, HINT_MOVES)
            })
            .await;
            let Ok((advice, iterations)) = searched else {
                return self.error(command, Msg::new("error-internal"));
            };
            self.hints.insert(
                seat,
                Given {
                    table_id,
                    seq,
                    advice,
                    iterations,
                },
            );
        }
        let given = &self.hints[&seat];
        let open = self.open().expect("checked");
        let game = open.game.as_ref().expect("checked");
        let names = open.names();
        let named = self.named(&lang, &names);
        let mut text = words(
            game.as_ref(),
            seat,
            &open.row.title,
            &given.advice,
            given.iterations,
            &named,
        );
        if again {
            text = format!("{text}\n{}", lang.tr(&Msg::new("hint-again")));
        }
        vec![ephemeral(&command.user.id, text)]
    }
}

/// The hint in the reader's words: each move as `/actions` shows it, what
/// it gains and costs in the seat's own counts, and the search's estimate.
fn words(
    game: &dyn Table,
    seat: Seat,
    title: &str,
    advice: &[Advice],
    iterations: usize,
    tr: &dyn Translate,
) -> String {
    let choices = game.choices(seat);
    let mut lines = vec![tr.tr(&Msg::new("hint-header"))];
    for (n, a) in advice.iter().enumerate() {
        let r = &a.ranked;
        let label = choices
            .get(r.index)
            .map(|c| tr.tr(&c.label))
            .filter(|l| !l.is_empty())
            .unwrap_or_else(|| tr.tr(&Msg::notation(title, &r.notation)));
        lines.push(tr.tr(&msg!("hint-move", rank = n + 1, action = label)));
        let part = |sign: i64| -> Vec<String> {
            a.changes
                .iter()
                .filter(|(_, d)| d.signum() == sign)
                .map(|(id, d)| tr.tr(&msg!(*id, n = d.abs())))
                .collect()
        };
        let (gains, costs) = (part(1), part(-1));
        if gains.is_empty() && costs.is_empty() {
            lines.push(tr.tr(&Msg::new("hint-no-change")));
        }
        if !gains.is_empty() {
            lines.push(tr.tr(&msg!("hint-gains", list = gains.join(", "))));
        }
        if !costs.is_empty() {
            lines.push(tr.tr(&msg!("hint-costs", list = costs.join(", "))));
        }
        if iterations > 0 {
            let share = (f64::from(r.visits) * 100.0 / iterations as f64).round() as i64;
            let value = (r.value * 100.0).round() as i64;
            lines.push(tr.tr(&msg!(
                "hint-estimate",
                value = value,
                share = share,
                iterations = iterations
            )));
        } else {
            lines.push(tr.tr(&Msg::new("hint-only-move")));
        }
    }
    lines.push(tr.tr(&Msg::new("hint-footer")));
    lines.join("\n")
}
