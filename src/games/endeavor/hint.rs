//! What `/hint` counts for an Endeavor seat: its own visible tallies,
//! compared before and after a move to say what the move gains and costs.

use super::content::Content;
use super::rules::State;
use crate::engine::{Seat, Tally};

/// The seat's glory so far, population in its harbor, buildings, asset
/// cards and trade tokens: all on the public board.
pub(super) fn tallies(c: &Content, st: &State, seat: Seat) -> Vec<Tally> {
    let Some(p) = st.players.get(seat) else {
        return Vec::new();
    };
    let tokens: i64 = p.tokens.iter().map(|&t| i64::from(t)).sum();
    let cards = p.cards.len() + usize::from(p.governor.is_some());
    vec![
        Tally::new("hint-endeavor-glory", st.score(c, seat).total()),
        Tally::new("endeavor-delta-harbor", p.harbor),
        Tally::new("hint-endeavor-buildings", p.buildings.len() as i64),
        Tally::new("hint-endeavor-cards", cards as i64),
        Tally::new("hint-endeavor-tokens", tokens),
    ]
}
