//! How an Endeavor bot judges a position (see `Game::determinize` and
//! `Game::evaluate`).

use super::content::Content;
use super::rules::State;
use crate::engine::{rank_share, standing, BotTuning, GameRng, Outcome, Seat};

/// Endeavor shows everything (the decks are sorted by value, the tokens
/// lie face up); only the state's own `GameRng` is drawn again, so a bot
/// could not learn anything from it even if a rule used it later.
pub fn determinize(st: &State, _seat: Seat, rng: &mut GameRng) -> State {
    let mut d = st.clone();
    d.rng = GameRng::new(rng.next_u64());
    d
}

/// The Glory each seat would score if the game ended now (§5: cities,
/// connections, status tracks, cards, buildings, harbour, slavery), made
/// smooth where the count goes in steps, plus the markers a seat has out
/// on the shipping tracks, squashed into a standing with 8 Glory as a
/// clear lead.
///
/// A status track scores only the symbol square at or below its marker,
/// so a step up a track often scores nothing yet: with the step count
/// alone a one-step look-ahead can't tell most buildings and actions
/// apart. Here a track counts halfway between its square and its status.
/// A marker shipped to a region (§4.4) scores nothing by itself but wins
/// the region's tokens, its Governor and the right to draw its cards, so
/// it counts half a Glory; without that a one-step look-ahead never ships
/// and passes instead. The harbour keeps its stepwise count: markers there
/// are meant to be spent.
pub fn evaluate(c: &Content, st: &State, seat: Seat) -> f64 {
    if let Some(scores) = &st.scores {
        let n = scores.len();
        return rank_share(&Outcome::ranked(scores.clone(), vec![0; n]), seat);
    }
    let scores: Vec<f64> = (0..st.seats())
        .map(|s| {
            let score = st.score(c, s);
            let status = st.status(c, s);
            let tracks: f64 = (0..4)
                .map(|t| (score.tracks[t] as f64 + f64::from(status[t])) / 2.0)
                .sum();
            let shipped = st
                .track
                .iter()
                .map(|t| t.iter().filter(|x| **x == Some(s)).count())
                .sum::<usize>()
                + st.beside.iter().map(|b| usize::from(b[s])).sum::<usize>();
            (score.total() - score.tracks.iter().sum::<i64>()) as f64
                + tracks
                + shipped as f64 / 2.0
        })
        .collect();
    standing(&scores, seat, 8.0)
}

/// `seat`'s markers (supply, harbour, occupied buildings), trade tokens
/// and cards, for the bots' no-loop filter (`Game::seat_tally`).
pub fn seat_tally(st: &State, seat: Seat) -> Option<String> {
    let p = st.players.get(seat)?;
    let occupied: Vec<bool> = p.buildings.iter().map(|b| b.occupied).collect();
    Some(format!(
        "{} {} {:?} {:?} {:?} {:?}",
        p.supply, p.harbor, occupied, p.tokens, p.cards, p.governor
    ))
}

/// The searches of this title's `normal` and `hard` bots: the default,
/// but `hard`'s new nodes start with 5 virtual visits at the heuristic's
/// value rather than 20 (`docs/bots-arena.md`: the heavier prior, chosen
/// for Nations, costs here, where random playouts of Endeavor are
/// informative).
pub fn tuning() -> BotTuning {
    let mut t = BotTuning::default();
    t.hard.prior = 5;
    t
}
