//! What may happen in Nations, split by the phases of the spec
//! (`shared/rules/nations.md`), so a rule is found by its section:
//!
//! | file | spec |
//! |---|---|
//! | `rules/concepts.rs` | §2 core concepts: derived values, selectors and ties, forced losses, workers, removal |
//! | `rules/setup.rs` | §3 setup, B sides, easier game |
//! | `rules/maintenance.rs` | §5 Maintenance: refill, event, architects |
//! | `rules/actions.rs` | §6 Action phase: turns, buy, deploy, hire, special actions, the solo die |
//! | `rules/resolution.rs` | §7 Resolution: Production, turn order, War, events, Famine, cleanup |
//! | `rules/scoring.rs` | §7.6 Book scoring, §8 final scoring, §10.7 hall of fame |
//! | `rules/decisions.rs` | legal actions, notation and `apply` for every decision |
//! | `rules/view.rs` | status and private view in words |
//!
//! This file holds the step machine: automatic steps (refill,
//! production, war...) run until a seat must decide something, which is
//! queued in `State::pending` (or is the Action-phase turn itself).

use super::content::{CardDef, Content, EventPart, Kind, Res, Resource, Selector, SoloTile};
use super::talk;
use super::{Action, Config, Defeat, Neutral, Pending, Player, Section, Slot, State, War};
use crate::engine::{Applied, GameRng, Msg, Outcome, Seat, Setup};
use crate::msg;
use serde::{Deserialize, Serialize};

mod actions;
mod concepts;
mod decisions;
mod maintenance;
mod resolution;
mod scoring;
mod setup;
mod view;

pub use actions::*;
pub use concepts::*;
pub use decisions::*;
use maintenance::*;
pub use resolution::*;
pub use scoring::*;
pub use setup::*;
pub use view::*;

/// Where the round is (§4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    PickNations,
    Growth,
    DrawEvent,
    Architects,
    Actions,
    Production,
    TurnOrder,
    War,
    /// The defeated nations' losses, once they have chosen.
    WarLosses,
    EventSetup(u8),
    EventApply(u8),
    SoloCheck,
    Famine,
    BookScoring,
    Cleanup,
    Over,
}

const PRICES: [i32; 3] = [3, 2, 1];

const MAX_MILITARY: i32 = 40;

const MAX_STABILITY: i32 = 15;

const ARCHITECTS: i32 = 15;

/// Who may act now.
pub fn to_act(st: &State) -> Vec<Seat> {
    if let Some((seat, _)) = st.pending.first() {
        return vec![*seat];
    }
    if st.step == Step::Actions {
        if let Some(&seat) = st.order.get(st.turn) {
            if seat < st.players.len() {
                return vec![seat];
            }
        }
    }
    vec![]
}

/// §2.6.5, §7.4.3: when one step (Production, an event, Famine) leaves
/// several nations a choice (workers to take or give back, a shortfall to
/// cover, an advisor to drop), they choose in reverse turn order: the last
/// player first. A nation's own choices keep their order.
fn ask_in_reverse_turn_order(st: &mut State) {
    let order = st.order.clone();
    let rank = |seat: usize| {
        std::cmp::Reverse(order.iter().position(|&s| s == seat).unwrap_or(usize::MAX))
    };
    st.pending.sort_by_key(|(seat, _)| rank(*seat));
}

/// True while the nations of one step are still making the choices that
/// apply together (§2.6.5): each choice changes only the chooser's own
/// board, and what follows from them for everyone (cards removed "the
/// instant" a condition holds, §2.5.2) waits until the last has chosen.
fn choosing_together(st: &State) -> bool {
    st.pending.iter().any(|(_, p)| {
        matches!(
            p,
            Pending::Take(_) | Pending::Return(_) | Pending::Lose(_) | Pending::LoseAdvisor
        )
    })
}

fn game_over(st: &State) -> bool {
    st.step == Step::Over
}

/// Runs automatic steps until a seat must decide.
pub fn advance(st: &mut State, c: &Content) {
    check_removals(st, c);
    for _ in 0..10_000 {
        if st.solo_lost && st.step != Step::Over {
            finish(st, c);
        }
        if !st.pending.is_empty() || st.step == Step::Over {
            return;
        }
        if st.action_open {
            st.action_open = false;
            end_action(st, c);
            continue;
        }
        match st.step {
            Step::PickNations => st.step = Step::Growth,
            Step::Growth => {
                // §5.1-5.3; round 1 skips the marker and the refill.
                if st.round > 1 {
                    refill_board(st, c);
                }
                st.news.push(talk::news_round(st));
                for &seat in st.order.clone().iter().rev() {
                    if seat < st.players.len() {
                        st.pending.push((seat, Pending::Growth));
                    }
                }
                st.step = Step::DrawEvent;
            }
            Step::DrawEvent => {
                draw_event(st, c);
                if st.pending.is_empty() {
                    st.news.push(talk::news_event(st, c));
                }
                st.step = Step::Architects;
            }
            Step::Architects => {
                architects(st, c);
                st.news.push(talk::news_architects(st));
                start_actions(st, c);
            }
            Step::Actions => return,
            Step::Production => {
                // §7.1: one line for everyone's production, then revolts.
                let before = talk::stocks(st);
                let at = st.news.len();
                produce(st, c);
                ask_in_reverse_turn_order(st);
                let line = msg!(
                    "nations-news-production",
                    changes = talk::changes(&before, st, None)
                );
                st.news.insert(at, line);
                st.step = Step::TurnOrder;
            }
            Step::TurnOrder => {
                turn_order(st, c);
                st.news.push(talk::news_order(st, c));
                st.step = Step::War;
            }
            Step::War => {
                war(st, c);
                st.news.push(talk::news_war(st, c));
                st.step = Step::WarLosses;
            }
            Step::WarLosses => {
                let before = talk::stocks(st);
                let defeated: Vec<usize> = st.defeats.iter().map(|d| d.seat).collect();
                war_losses(st, c);
                if !defeated.is_empty() {
                    st.news.push(msg!(
                        "nations-news-war-losses",
                        changes = talk::changes(&before, st, Some(&defeated))
                    ));
                }
                st.step = if st.cfg.solo {
                    Step::SoloCheck
                } else {
                    Step::EventSetup(0)
                };
            }
            Step::EventSetup(i) => {
                if i == 0 {
                    vasa(st, c);
                }
                event_setup(st, c, i);
                st.step = Step::EventApply(i);
            }
            Step::EventApply(i) => {
                let before = talk::stocks(st);
                let order = st.order.clone();
                event_apply(st, c, i);
                ask_in_reverse_turn_order(st);
                if let Some(line) = talk::news_event_part(st, c, i, &before, &order) {
                    st.news.push(line);
                }
                st.step = if i == 0 {
                    Step::EventSetup(1)
                } else {
                    Step::Famine
                };
            }
            Step::SoloCheck => {
                // §10.7 step 12.
                let mine = stability(c, &st.players[0]);
                let theirs = st.neutral.as_ref().map(|n| n.stability).unwrap_or(0);
                if mine > theirs {
                    st.players[0].vp += 1;
                } else {
                    lose_vp(st, 0, 1);
                }
                st.news.push(msg!(
                    "nations-news-solo-stability",
                    mine = mine,
                    theirs = theirs,
                    vp = if mine > theirs { "+1" } else { "-1" }
                ));
                st.step = Step::Famine;
            }
            Step::Famine => {
                let food = famine(st, c);
                let before = talk::stocks(st);
                for seat in 0..st.players.len() {
                    force_lose(st, seat, Resource::Food, food);
                }
                ask_in_reverse_turn_order(st);
                st.news.push(msg!(
                    "nations-news-famine",
                    food = food,
                    changes = talk::changes(&before, st, None)
                ));
                st.step = Step::BookScoring;
            }
            Step::BookScoring => {
                if st.round.is_multiple_of(2) {
                    let before = talk::stocks(st);
                    book_scoring(st);
                    st.news.push(talk::news_books(st, &before));
                }
                st.step = Step::Cleanup;
            }
            Step::Cleanup => cleanup(st, c),
            Step::Over => return,
        }
        check_removals(st, c);
    }
}

#[cfg(test)]
mod tests;
