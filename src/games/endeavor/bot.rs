//! How an Endeavor bot judges a position (see `Game::determinize` and
//! `Game::evaluate`).

use super::content::Content;
use super::rules::State;
use crate::engine::{rank_share, standing, GameRng, Outcome, Seat};

/// Endeavor shows everything (the decks are sorted by value, the tokens
/// lie face up); only the state's own `GameRng` is drawn again, so a bot
/// could not learn anything from it even if a rule used it later.
pub fn determinize(st: &State, _seat: Seat, rng: &mut GameRng) -> State {
    let mut d = st.clone();
    d.rng = GameRng::new(rng.next_u64());
    d
}

/// The Glory each seat would score if the game ended now (§5: cities,
/// connections, status tracks, cards, buildings, harbour, slavery),
/// squashed into a standing with 8 Glory as a clear lead. The running
/// score is the real final count applied early, so it needs no guessing.
pub fn evaluate(c: &Content, st: &State, seat: Seat) -> f64 {
    if let Some(scores) = &st.scores {
        let n = scores.len();
        return rank_share(&Outcome::ranked(scores.clone(), vec![0; n]), seat);
    }
    let scores: Vec<f64> = (0..st.seats())
        .map(|s| st.score(c, s).total() as f64)
        .collect();
    standing(&scores, seat, 8.0)
}
