//! What a Belfort bot may know, and how it judges a position (see
//! `Game::determinize` and `Game::evaluate`).

use super::content::Content;
use super::rules::{area_take, district_counts, majority_points, worker_counts};
use super::{At, Goods, Pending, Phase, Space, State};
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

/// What a gold on hand is worth to [`evaluate`], in points. A good (wood,
/// stone, metal) is worth its Trading Post prices' mean in gold (NIS-3:
/// bought for 1 to 3, sold for 1), so that no trade looks like a gain: with
/// a gold worth more than a good (as in an earlier version) a one-step
/// look-ahead sold every good and never built.
const GOLD_WORTH: f64 = 0.15;

/// What a worker brings in each gathering still to come, in gold: a
/// normal elf or dwarf collects one good a round (a master two).
const WORKER_YIELD: f64 = 1.2;

/// What a card in hand that can still be built is worth, in gold.
const CARD_WORTH: f64 = 2.0;

/// What a gnome's once-a-round ability brings each round, in gold, by
/// lock hook (a Pub's or Gardens' master counts through the workers).
fn lock_yield(hook: &str) -> f64 {
    match hook {
        "bank_gold" | "blacksmith_buy" | "open_space" => 1.0,
        "library_draw" => 0.5,
        "market_visit" => 0.3,
        _ => 0.0,
    }
}

/// The gatherings (income, resource areas) still to come: this round's
/// too while its workers are being placed.
fn gatherings_left(c: &Content, st: &State) -> f64 {
    let before = matches!(
        st.phase,
        Phase::Keep { .. }
            | Phase::Block { .. }
            | Phase::Placement { .. }
            | Phase::Distribute { .. }
    ) || st.round == 0;
    let left = i64::from(c.c.rounds) - i64::from(st.round) + i64::from(before);
    left.max(0) as f64
}

/// What each player will collect, in gold, from the workers already in
/// the resource areas (3.3.1: strength, and +1 to the unique headcount
/// majority), before the gathering resolves.
fn area_yields(st: &State, worth: &[f64; 4]) -> Vec<f64> {
    let n = st.n();
    let mut out = vec![0.0; n];
    for area in 0..4u8 {
        let mut head = vec![0i64; n];
        for (p, pl) in st.players.iter().enumerate() {
            let (got, h) = area_take(&pl.workers, area);
            head[p] = h;
            out[p] += got as f64 * worth[area as usize];
        }
        let max = head.iter().copied().max().unwrap_or(0);
        if max > 0 && head.iter().filter(|&&h| h == max).count() == 1 {
            if let Some(p) = head.iter().position(|&h| h == max) {
                out[p] += worth[area as usize];
            }
        }
    }
    out
}

/// What a worker on a worker space will bring when it is activated or
/// resolved, in gold: the space's goods, or an estimate of its action.
fn space_yield(c: &Content, st: &State, space: Space, worth: &[f64; 4], worker: f64) -> f64 {
    let goods = |g: &Goods| {
        g.wood as f64 * worth[0]
            + g.stone as f64 * worth[1]
            + g.metal as f64 * worth[2]
            + g.gold as f64 * worth[3]
    };
    let hook = |h: &str| match h {
        "recruiters" | "inn" => worker,
        "tower" => 3.0,
        "librarians" | "spies" | "library" => CARD_WORTH / 2.0,
        "merchants" | "architects" | "thieves" | "bandits" => 2.0,
        "wizards" => 1.0,
        _ => 0.0,
    };
    match space {
        Space::Office(_) => worker,
        Space::Tent(_) => 0.0,
        Space::Guild(d) => {
            let Some(g) = st
                .guilds
                .get(d as usize)
                .and_then(|&g| c.guilds.get(g as usize))
            else {
                return 0.0;
            };
            g.gain.as_ref().map(goods).unwrap_or(0.0) + g.hook.as_deref().map(hook).unwrap_or(0.0)
        }
        Space::Card(card) => {
            let ty = st.card_types.get(card as usize).copied().unwrap_or(0) as usize;
            let Some(s) = c.buildings.get(ty).and_then(|b| b.space.as_ref()) else {
                return 0.0;
            };
            s.gain.as_ref().map(goods).unwrap_or(0.0) + s.hook.as_deref().map(hook).unwrap_or(0.0)
        }
    }
}

/// Points so far, plus what the district and worker majorities would pay
/// if they were scored now times the scorings still to come (a building's
/// marker or a new worker is worth nothing to the running score until a
/// scoring round, so without this a bot would never build or hire), plus
/// what the seat owns and will collect, in gold ([`GOLD_WORTH`] a point):
/// goods and gold on hand; what its workers in the resource areas and on
/// worker spaces will bring this round; its workers', buildings' income
/// and gnomes' yield over the gatherings to come; and its cards in hand.
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
    let mut worth = [1.0; 4];
    for (w, (buy, sell)) in worth.iter_mut().zip(c.buy.iter().zip(&c.sell)) {
        *w = (buy + sell) as f64 / 2.0;
    }
    let left = gatherings_left(c, st);
    let worker = WORKER_YIELD * left;
    let pending = area_yields(st, &worth);
    let scores: Vec<f64> = st
        .players
        .iter()
        .enumerate()
        .map(|(p, pl)| {
            let mut gold = [pl.wood, pl.stone, pl.metal, pl.gold]
                .iter()
                .zip(&worth)
                .map(|(&n, w)| n as f64 * w)
                .sum::<f64>();
            gold += pending[p];
            for w in &pl.workers {
                gold += worker * if w.master { 2.0 } else { 1.0 };
                if let At::Space(s) = w.at {
                    gold += space_yield(c, st, s, &worth, worker);
                }
            }
            for b in &pl.tableau {
                let ty = st.card_types.get(b.card as usize).copied().unwrap_or(0) as usize;
                let Some(def) = c.buildings.get(ty) else {
                    continue;
                };
                gold += def.income as f64 * left;
                for hook in def.locks.iter().take(b.gnomes as usize) {
                    gold += lock_yield(hook) * left;
                }
            }
            // A card in hand can become a building while scorings remain
            // (its type hidden from the others: only the count is read).
            if to_come > 0.0 {
                gold += CARD_WORTH * pl.hand.len() as f64;
            }
            pl.score as f64 + majorities[p] as f64 * to_come + gold * GOLD_WORTH
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
/// value rather than 20 (screened in `docs/bots-arena.md`: the heavier
/// prior, chosen for Nations, costs here, where random playouts of
/// Belfort are informative), and `normal` searches only the three moves
/// [`evaluate`] rates best one move ahead: over all of them it lost to an
/// `easy` judging by the same evaluation (6 of 30), among those three it
/// won more than half.
pub fn tuning() -> BotTuning {
    let mut t = BotTuning::default();
    t.hard.prior = 5;
    t.normal.candidates = 3;
    t
}
