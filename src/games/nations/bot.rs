//! What a Nations bot may know, and how it judges a position (see
//! `Game::determinize` and `Game::evaluate`).

use super::content::Content;
use super::rules::{final_score, military, outcome, production, stability};
use super::{Player, State};
use crate::engine::{rank_share, standing, BotTuning, GameRng, Heuristic, SearchTuning, Seat};

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
/// too few to switch. `normal` also widens its tree by the heuristic
/// (3 children, one more per square root of a node's visits: at 300
/// iterations the root considers about 20 moves, best first, and the
/// search goes deeper along them). Screened in `docs/bots-arena.md`.
pub const TUNING: BotTuning = BotTuning {
    normal: SearchTuning {
        explore: 0.1,
        prior: 0,
        playout: 0,
        widen: Some((3, 1.0)),
        candidates: 0,
    },
    hard: SearchTuning {
        explore: 0.35,
        prior: 20,
        playout: 40,
        widen: None,
        candidates: 0,
    },
};

/// The final score if the game ended now plus what the nation is
/// building towards, as named [`terms`], summed for every nation and
/// squashed into a standing with 6 VP as a clear lead, about one round's
/// gain late in the game.
pub fn evaluate(c: &Content, st: &State, seat: Seat) -> f64 {
    evaluate_with(c, st, seat, Heuristic::Full)
}

/// [`evaluate`] by one heuristic: [`Heuristic::Full`] sums every one of
/// the [`terms`], [`Heuristic::Plain`] only the first four, what the
/// nation holds and produces now (the others are not computed at all: with
/// them `easy`'s one-step look-ahead won as often as `normal`,
/// `docs/bots-arena.md`).
pub fn evaluate_with(c: &Content, st: &State, seat: Seat, heuristic: Heuristic) -> f64 {
    if let Some(o) = outcome(st) {
        return rank_share(&o, seat);
    }
    let scores: Vec<f64> = (0..st.players.len())
        .map(|p| terms(c, st, p, heuristic).iter().map(|(_, v)| v).sum())
        .collect();
    standing(&scores, seat, 6.0)
}

/// One part of a nation's value to [`evaluate`], in VP (see [`terms`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Term {
    Vp,
    Goods,
    Income,
    Strength,
    Workers,
    Revolt,
    Wonder,
}

/// What a nation's position is worth, in VP, by the terms `heuristic`
/// counts ([`Heuristic::Plain`]: the first four):
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
/// - `strength`: Military and Stability a tenth each (wars and events, §7);
/// - `workers`: seven tenths of what the workers in the reserve would bring
///   on the nation's best Building or Military card (its production over
///   the rounds left, its next worker VP, less its deploy cost), so that
///   growing is worth its cost and deploying still gains;
/// - `revolt`: Stability below 0 costs 1 VP and a Book per point below in
///   every Production left (§7.1.5), so growth from the Stability section
///   stops where it would start a revolt;
/// - `wonder`: half of the wonder under construction's VP and production,
///   by the share of its sections built.
///
/// Tried for issue 29 and not kept (see `docs/bots-arena.md`): a reserve
/// worker at a flat 1.5 resources a round (every bot hoarded workers and
/// revolted), free worker positions, the Book race, a War about to be
/// lost, famine.
pub fn terms(c: &Content, st: &State, seat: Seat, heuristic: Heuristic) -> Vec<(Term, f64)> {
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
    let stab = stability(c, p);
    let strength = f64::from(military(c, p) + stab) / 10.0;
    let mut out = vec![
        (Term::Vp, vp),
        (Term::Goods, goods),
        (Term::Income, income),
        (Term::Strength, strength),
    ];
    if heuristic == Heuristic::Plain {
        return out;
    }
    // Revolt (§7.1.5): every Production with Stability below 0 costs 1 VP
    // and a Book per point below.
    let revolt = if stab < 0 {
        -(1.0 + f64::from(-stab) * worth) * left
    } else {
        0.0
    };
    out.extend([
        (
            Term::Workers,
            reserve_value(c, p, left, worth) * RESERVE_SHARE,
        ),
        (Term::Revolt, revolt),
        (Term::Wonder, wonder_value(c, p, left, worth) * WONDER_SHARE),
    ]);
    out
}

/// How much of what a worker in the reserve would bring on its best card
/// [`terms`] counts: less than all, so that deploying it still gains.
const RESERVE_SHARE: f64 = 0.7;
/// How much of a wonder's worth counts before it is complete, by the
/// share of its sections built.
const WONDER_SHARE: f64 = 0.5;

/// What the workers in the reserve will bring once deployed, each on the
/// best of the nation's Building and Military cards for it: the card's
/// production per worker over the Production steps left, its next worker
/// VP, a tenth of its Military and Stability, less its deploy cost.
fn reserve_value(c: &Content, p: &Player, left: f64, worth: f64) -> f64 {
    let mut on: Vec<i32> = p.slots.iter().map(|s| s.workers.max(0)).collect();
    let mut total = 0.0;
    for _ in 0..p.reserve.clamp(0, 8) {
        let best = p
            .slots
            .iter()
            .enumerate()
            .filter_map(|(i, s)| c.card(&s.card).map(|k| (i, k)))
            .map(|(i, k)| {
                let w = &k.per_worker;
                let res = f64::from(w.gold + w.food + w.stone + w.books) * left * worth;
                let vp = k.worker_vp.get(on[i] as usize).copied().unwrap_or(0);
                let value = res + f64::from(vp) + f64::from(w.military + w.stability) / 10.0
                    - f64::from(k.deploy) * worth;
                (i, value)
            })
            .max_by(|a, b| a.1.total_cmp(&b.1));
        match best {
            Some((i, v)) if v > 0.0 => {
                total += v;
                on[i] += 1;
            }
            _ => break,
        }
    }
    total
}

/// The wonder under construction, by the share of its sections built: its
/// VP and its production over the rounds left.
fn wonder_value(c: &Content, p: &Player, left: f64, worth: f64) -> f64 {
    let Some(k) = p.wonder.as_deref().and_then(|id| c.card(id)) else {
        return 0.0;
    };
    let sections = k.sections.len().max(1) as f64;
    let e = &k.effect;
    let value = f64::from(k.vp)
        + f64::from(e.gold + e.food + e.stone + e.books) * left * worth
        + f64::from(e.military + e.stability) / 10.0;
    value.max(0.0) * f64::from(p.built.max(0)) / sections
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
