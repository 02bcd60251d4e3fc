//! What a Belfort bot may know, and how it judges a position (see
//! `Game::determinize` and `Game::evaluate`).

use super::content::Content;
use super::rules::{district_counts, majority_points, worker_counts};
use super::{Pending, Phase, State};
use crate::engine::{standing, BotTuning, GameRng, Seat};

/// Redeals everything `seat` can't see: the other hands, the deck, the
/// cards other seats set aside in secret at setup (S-6), a blind card a
/// neutral drew for someone else (2P-2) and a card an opponent is about to
/// show the Spies. The discard pile and the display are face up and stay.
/// Unseen cards are pooled and sorted before shuffling, so the result
/// depends on `rng` and on what `seat` knows, never on where the hidden
/// cards really are.
pub fn determinize(st: &State, seat: Seat, rng: &mut GameRng) -> State {
    let mut d = st.clone();
    d.rng = GameRng::new(rng.next_u64());
    // Cards shown to the Spies' owner are known to that seat; a card shown
    // to `seat` stays where it is.
    let mut fixed: Vec<(usize, u8)> = Vec::new();
    for p in &st.pending {
        if let Pending::SpiesTake { shown, .. } = p {
            for (owner, card) in shown.iter().enumerate() {
                if let Some(card) = card {
                    fixed.push((owner, *card));
                }
            }
        }
    }
    let blind_hidden = match &st.phase {
        Phase::Neutral {
            card: Some(card),
            blind: true,
            ..
        } if !super::rules::to_act(st).contains(&seat) => Some(*card),
        _ => None,
    };
    let mut pool: Vec<u8> = d.deck.clone();
    let mut sizes = vec![0usize; d.players.len()];
    for (p, player) in d.players.iter_mut().enumerate() {
        if p == seat {
            continue;
        }
        let keep: Vec<u8> = player
            .hand
            .iter()
            .copied()
            .filter(|c| fixed.contains(&(p, *c)))
            .collect();
        for &c in &player.hand {
            if !keep.contains(&c) {
                pool.push(c);
            }
        }
        sizes[p] = player.hand.len() - keep.len();
        player.hand = keep;
    }
    if let Some(card) = blind_hidden {
        pool.push(card);
    }
    pool.sort_unstable();
    rng.shuffle(&mut pool);
    for (p, &size) in sizes.iter().enumerate() {
        if p == seat {
            continue;
        }
        let cards = pool.split_off(pool.len() - size);
        d.players[p].hand.extend(cards);
        d.players[p].hand.sort_unstable();
    }
    if blind_hidden.is_some() {
        if let (Phase::Neutral { card, .. }, Some(c)) = (&mut d.phase, pool.pop()) {
            *card = Some(c);
        }
    }
    d.deck = pool;
    // Secret choices of other seats made from their (now redealt) hands.
    if let Phase::Keep { discards } = &mut d.phase {
        for (p, choice) in discards.iter_mut().enumerate() {
            if p == seat {
                continue;
            }
            if let Some(dropped) = choice {
                let mut hand = d.players[p].hand.clone();
                rng.shuffle(&mut hand);
                hand.truncate(dropped.len());
                *dropped = hand;
            }
        }
    }
    for pending in &mut d.pending {
        if let Pending::SpiesReveal { shown, .. } = pending {
            for (p, card) in shown.iter_mut().enumerate() {
                if p == seat || card.is_none() {
                    continue;
                }
                *card = rng.pick(&d.players[p].hand).copied();
            }
        }
    }
    d
}

/// What a gold on hand is worth to [`evaluate`]. A good (wood, stone,
/// metal) is worth its Trading Post prices' mean in gold (NIS-3: bought
/// for 1 to 3, sold for 1), so that no trade looks like a gain: with a
/// gold worth more than a good (as in an earlier version) a one-step
/// look-ahead sold every good and never built.
const GOLD_WORTH: f64 = 0.15;

/// Points so far, plus what the district and worker majorities would pay
/// if they were scored now times the scorings still to come (a building's
/// marker or a new worker is worth nothing to the running score until a
/// scoring round, so without this a bot would never build or hire), plus
/// the goods and gold on hand ([`GOLD_WORTH`]; they buy points later).
/// Squashed into a standing with 8 points as a clear lead: the majorities
/// pay 3 to 7 points at a time.
pub fn evaluate(c: &Content, st: &State, seat: Seat) -> f64 {
    if let Some(o) = &st.outcome {
        return crate::engine::rank_share(o, seat);
    }
    let comp = st.flags.competition_ties;
    let table = if st.n() == 3 {
        &c.c.district_points_3p
    } else {
        &c.c.district_points
    };
    let mut majorities = vec![0i64; st.competitors()];
    for d in 0..5 {
        let pts = majority_points(&district_counts(c, st, d), table, comp);
        majorities.iter_mut().zip(pts).for_each(|(t, p)| *t += p);
    }
    for counts in worker_counts(c, st) {
        let pts = majority_points(&counts, &c.c.worker_points, comp);
        majorities.iter_mut().zip(pts).for_each(|(t, p)| *t += p);
    }
    let to_come = c
        .scoring_rounds
        .iter()
        .filter(|&&r| r >= st.round.max(1))
        .count() as f64;
    let scores: Vec<f64> = st
        .players
        .iter()
        .enumerate()
        .map(|(p, pl)| {
            pl.score as f64
                + majorities[p] as f64 * to_come
                + [pl.wood, pl.stone, pl.metal]
                    .iter()
                    .zip(c.buy.iter().zip(&c.sell))
                    .map(|(&n, (&buy, &sell))| n as f64 * (buy + sell) as f64 / 2.0)
                    .sum::<f64>()
                    * GOLD_WORTH
                + pl.gold as f64 * GOLD_WORTH
        })
        .collect();
    standing(&scores, seat, 8.0)
}

/// `seat`'s goods, gold and workers (kind and place), for the bots'
/// no-loop filter (`Game::seat_tally`): sell wood, buy it back and sell it
/// again returns this key to where it was.
pub fn seat_tally(st: &State, seat: Seat) -> Option<String> {
    let p = st.players.get(seat)?;
    let mut workers: Vec<String> = p
        .workers
        .iter()
        .map(|w| format!("{}{}{:?}", w.elf, w.master, w.at))
        .collect();
    workers.sort_unstable();
    Some(format!(
        "{} {} {} {} {}",
        p.wood,
        p.stone,
        p.metal,
        p.gold,
        workers.join(",")
    ))
}

/// The searches of this title's `normal` and `hard` bots: the default,
/// but `hard`'s new nodes start with 5 virtual visits at the heuristic's
/// value rather than 20 (`docs/bots-arena.md`: the heavier prior, chosen
/// for Nations, costs here, where random playouts of Belfort are
/// informative).
pub fn tuning() -> BotTuning {
    let mut t = BotTuning::default();
    t.hard.prior = 5;
    t
}
