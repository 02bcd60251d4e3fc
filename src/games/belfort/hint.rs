//! What `/hint` counts for a Belfort player: their own tallies, compared
//! before and after a move to say what the move gains and costs.

use super::State;
use crate::engine::{Seat, Tally};

/// The player's points, resources, workers, cards in hand (their own, so
/// theirs to see) and buildings.
pub(super) fn tallies(st: &State, seat: Seat) -> Vec<Tally> {
    let Some(p) = st.players.get(seat) else {
        return Vec::new();
    };
    vec![
        Tally::new("belfort-delta-points", p.score),
        Tally::new("belfort-delta-wood", p.wood),
        Tally::new("belfort-delta-stone", p.stone),
        Tally::new("belfort-delta-metal", p.metal),
        Tally::new("belfort-delta-gold", p.gold),
        Tally::new("hint-belfort-workers", p.workers.len() as i64),
        Tally::new("hint-belfort-hand", p.hand.len() as i64),
        Tally::new("hint-belfort-buildings", p.tableau.len() as i64),
    ]
}
