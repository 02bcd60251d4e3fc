//! What a Nations bot may know, and how it judges a position (see
//! `Game::determinize` and `Game::evaluate`).

use super::content::Content;
use super::rules::{final_score, military, outcome, production, stability};
use super::State;
use crate::engine::{rank_share, standing, BotTuning, GameRng, SearchTuning, Seat};

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

/// How Nations' `normal` and `hard` bots search (`Game::bot_tuning`):
/// random play scores about 1 point in Nations, so random playouts of 40
/// plies wash the heuristic out and the search's leaf values are noise.
/// `normal` judges the position the tree reaches with [`evaluate`]
/// instead, with an exploration constant near the heuristic's spread
/// (a point of lead moves [`evaluate`] by about 0.08). `hard` keeps the
/// default search: the same leaf evaluation for `hard` (exploration 0.1,
/// 5 prior visits) won 2 of 6 screened games against two such `normal`s,
/// too few to switch. Screened in `docs/bots-arena.md`.
pub const TUNING: BotTuning = BotTuning {
    normal: SearchTuning {
        explore: 0.1,
        prior: 0,
        playout: 0,
    },
    hard: SearchTuning {
        explore: 0.35,
        prior: 20,
        playout: 40,
    },
};

/// The final score if the game ended now plus what the nation is
/// building towards, as named [`terms`], summed for every nation and
/// squashed into a standing with 6 VP as a clear lead, about one round's
/// gain late in the game.
pub fn evaluate(c: &Content, st: &State, seat: Seat) -> f64 {
    if let Some(o) = outcome(st) {
        return rank_share(&o, seat);
    }
    let scores: Vec<f64> = (0..st.players.len())
        .map(|p| terms(c, st, p).iter().map(|(_, v)| v).sum())
        .collect();
    standing(&scores, seat, 6.0)
}

/// One part of a nation's value to [`evaluate`], in VP, named so that a
/// hint can say what a move gains.
pub type Term = (&'static str, f64);

/// What a nation's position is worth, in VP:
///
/// - `vp`: the final score's categories A-D if the game ended now
///   (Nations §8.2: VP, colonies, wonders, buildings' worker VP);
/// - `goods`: Gold, Food, Stone and Books on hand, at a tenth of a point
///   plus up to four tenths more early in the game, when gold still buys
///   cards worth points (counted at the end alone they score a tenth
///   each, so a one-step look-ahead would never buy a building or deploy
///   a worker: both cost goods now and pay only in later production);
/// - `income`: the net production (§6, §7.1: `production`, food upkeep
///   included) times the Production steps still to come, this round's
///   included, at the same price (`goods` and `income` count 0 together
///   when their sum is negative);
/// - `strength`: Military and Stability a tenth each (wars and events, §7).
///
/// Terms tried for issue 29 and not kept (they did not help `normal` in a
/// screen, see `docs/bots-arena.md`): workers in the reserve, free worker
/// positions, the wonder under construction, the Book race, a War about
/// to be lost, famine and revolt.
pub fn terms(c: &Content, st: &State, seat: Seat) -> Vec<Term> {
    let Some(p) = st.players.get(seat) else {
        return Vec::new();
    };
    let rounds = i32::from(st.cfg.ages) * 2;
    // Production phases still to come, this round's included.
    let left = (rounds - i32::from(st.round) + 1).clamp(0, rounds) as f64;
    let worth = 0.1 + 0.4 * left / f64::from(rounds.max(1));
    let s = final_score(c, p);
    let vp = (s[0] + s[1] + s[2] + s[3]) as f64;
    let goods = (p.gold + p.food + p.stone + p.books).max(0) as f64;
    let r = production(c, p);
    let income = (r.gold + r.food + r.stone + r.books) as f64 * left;
    let (goods, income) = if goods + income < 0.0 {
        (0.0, 0.0)
    } else {
        (goods * worth, income * worth)
    };
    let strength = f64::from(military(c, p) + stability(c, p)) / 10.0;
    vec![
        ("vp", vp),
        ("goods", goods),
        ("income", income),
        ("strength", strength),
    ]
}

/// `seat`'s resources and workers (reserve, population tracks, workers on
/// each card, architects), for the bots' no-loop filter
/// (`Game::seat_tally`).
pub fn seat_tally(st: &State, seat: Seat) -> Option<String> {
    let p = st.players.get(seat)?;
    let slots: Vec<(&str, i32)> = p
        .slots
        .iter()
        .map(|s| (s.card.as_str(), s.workers))
        .collect();
    Some(format!(
        "{} {} {} {} {} {} {} {} {} {} {} {:?}",
        p.gold,
        p.stone,
        p.food,
        p.books,
        p.vp,
        p.pop_food,
        p.pop_stab,
        p.free,
        p.reserve,
        p.wonder_architects,
        p.private_architects,
        slots
    ))
}
