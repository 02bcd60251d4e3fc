//! What a Nations bot may know, and how it judges a position (see
//! `Game::determinize` and `Game::evaluate`).

use super::content::Content;
use super::rules::{final_score, military, outcome, production, stability};
use super::State;
use crate::engine::{rank_share, standing, GameRng, Seat};

/// Nations hides no hand: what nobody knows is the order of the progress,
/// event and solo-tile decks, and the die rolls and draws to come (the
/// state's `GameRng`). Each deck is sorted and shuffled again from `rng`,
/// so the result never depends on the real order. Every seat knows the
/// same, so `seat` changes nothing here.
pub fn determinize(st: &State, _seat: Seat, rng: &mut GameRng) -> State {
    let mut d = st.clone();
    d.rng = GameRng::new(rng.next_u64());
    for deck in d
        .decks
        .iter_mut()
        .chain(d.event_decks.iter_mut())
        .chain(d.tiles.iter_mut())
    {
        deck.sort_unstable();
        rng.shuffle(deck);
    }
    d
}

/// The final score if the game ended now (Nations §8.2: VP, colonies,
/// wonders, buildings' worker VP), plus what the seat's goods and income
/// are worth. Counted at the end alone, goods score a tenth of a point
/// each, so a one-step look-ahead would never buy a building or deploy a
/// worker (both cost goods now and pay only in later production phases).
/// So goods on hand and the income of the production phases still to
/// come (§6: `production`, food upkeep included) are valued at a tenth of
/// a point plus up to four tenths more early in the game, when gold still
/// buys cards worth points; military and stability (wars and events,
/// §7) a tenth. Squashed into a standing with 6 VP as a clear lead,
/// about one round's gain late in the game.
pub fn evaluate(c: &Content, st: &State, seat: Seat) -> f64 {
    if let Some(o) = outcome(st) {
        return rank_share(&o, seat);
    }
    let rounds = i32::from(st.cfg.ages) * 2;
    // Production phases still to come, this round's included.
    let left = (rounds - i32::from(st.round) + 1).clamp(0, rounds) as f64;
    let worth = 0.1 + 0.4 * left / f64::from(rounds.max(1));
    let scores: Vec<f64> = st
        .players
        .iter()
        .map(|p| {
            let s = final_score(c, p);
            let goods = (p.gold + p.food + p.stone + p.books).max(0) as f64;
            let r = production(c, p);
            let income = (r.gold + r.food + r.stone + r.books) as f64 * left;
            let strength = (military(c, p) + stability(c, p)) as f64;
            (s[0] + s[1] + s[2] + s[3]) as f64 + (goods + income).max(0.0) * worth + strength / 10.0
        })
        .collect();
    standing(&scores, seat, 6.0)
}
