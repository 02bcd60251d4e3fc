//! What `/hint` counts for a nation: its own visible tallies, compared
//! before and after a move to say what the move gains and costs.

use super::rules::{military, stability};
use super::{Content, State};
use crate::engine::{Seat, Tally};

/// The nation's points, resources, workers in reserve, military and
/// stability: all on its public board.
pub(super) fn tallies(c: &Content, st: &State, seat: Seat) -> Vec<Tally> {
    let Some(p) = st.players.get(seat) else {
        return Vec::new();
    };
    vec![
        Tally::new("hint-nations-vp", p.vp),
        Tally::new("hint-nations-gold", p.gold),
        Tally::new("hint-nations-stone", p.stone),
        Tally::new("hint-nations-food", p.food),
        Tally::new("hint-nations-books", p.books),
        Tally::new("hint-nations-workers", p.reserve),
        Tally::new("hint-nations-military", military(c, p)),
        Tally::new("hint-nations-stability", stability(c, p)),
    ]
}
