//! What may happen in Nations: setup, the three phases of a round, the
//! decisions the rules ask for, and final scoring. Section numbers refer to
//! `shared/rules/nations.md`.
//!
//! The rules run as a small step machine: automatic steps (refill,
//! production, war...) run until a seat must decide something, which is
//! queued in `State::pending` (or is the Action-phase turn itself).

use super::content::{CardDef, Content, EventPart, Kind, Res, Resource, Selector, SoloTile};
use super::talk;
use super::{Action, Config, Defeat, Neutral, Pending, Player, Section, Slot, State, War};
use crate::engine::{Applied, GameRng, Msg, Outcome, Seat, Setup};
use crate::msg;
use serde::{Deserialize, Serialize};

/// Where the round is (§4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    PickNations,
    Growth,
    DrawEvent,
    Architects,
    Actions,
    Production,
    TurnOrder,
    War,
    /// The defeated nations' losses, once they have chosen.
    WarLosses,
    EventSetup(u8),
    EventApply(u8),
    SoloCheck,
    Famine,
    BookScoring,
    Cleanup,
    Over,
}

const PRICES: [i32; 3] = [3, 2, 1];
const MAX_MILITARY: i32 = 40;
const MAX_STABILITY: i32 = 15;
const ARCHITECTS: i32 = 15;
/// Hall of fame (§10.7): VP threshold and title.
pub const HALL_OF_FAME: [(i32, &str); 12] = [
    (70, "Trajan"),
    (60, "Ashoka"),
    (55, "Wu Zetian"),
    (50, "Saladin"),
    (45, "Victoria"),
    (40, "Charles V"),
    (35, "Cleopatra"),
    (30, "Pericles"),
    (25, "Darius III"),
    (20, "Atahualpa"),
    (15, "Cixi"),
    (10, "Dan Quayle"),
];

/// The solo title for a final score (§10.7), if any.
pub fn hall_of_fame(score: i32) -> Option<&'static str> {
    HALL_OF_FAME
        .iter()
        .find(|(t, _)| score >= *t)
        .map(|(_, n)| *n)
}

// ---------------------------------------------------------------- setup

fn config(c: &Content, setup: &Setup) -> Result<Config, Msg> {
    let o = &setup.options;
    let players = setup.seats;
    let solo = players == 1;
    let cards = o.get("cards").unwrap_or("auto");
    let sets: Vec<String> = match cards {
        "base" => vec!["base"],
        "advanced" => vec!["base", "advanced"],
        "expert" => vec!["base", "expert"],
        "all" => vec!["base", "advanced", "expert"],
        _ if players == 5 => vec!["base", "advanced", "expert"],
        _ => vec!["base"],
    }
    .into_iter()
    .map(String::from)
    .collect();
    // §3.1.1: five players need Advanced and/or Expert cards.
    if players == 5 && sets.len() == 1 {
        return Err(msg!("nations-error-five-need-sets"));
    }
    let diff_text = o.get("difficulty").unwrap_or("prince").to_lowercase();
    let parts: Vec<&str> = diff_text
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .collect();
    let known = |d: &str| c.difficulties.iter().any(|x| x.id == d);
    let difficulties: Vec<String> = match parts.len() {
        0 => vec!["prince".to_string(); players],
        1 => vec![parts[0].to_string(); players],
        n if n == players => parts.iter().map(|s| s.to_string()).collect(),
        _ => return Err(msg!("nations-error-difficulty", given = diff_text.clone())),
    };
    if let Some(bad) = difficulties.iter().find(|d| !known(d)) {
        return Err(msg!("nations-error-difficulty", given = bad.clone()));
    }
    let columns = match players {
        1 | 2 => 4,
        3 => 5,
        4 => 6,
        _ => 7,
    };
    let base_architects = match players {
        1 => 0,
        2 => 1,
        3 | 4 => 2,
        _ => 3,
    };
    Ok(Config {
        players,
        solo,
        balanced: o.flag("balanced"),
        ages: o.int("ages").unwrap_or(4).clamp(1, 4) as u8,
        easier: o.flag("easier"),
        b_sides: o.get("sides") == Some("b"),
        difficulties,
        columns,
        base_architects,
        top_tie_both: o.get("top_tie") != Some("none"),
        special_once: o.get("special_once") != Some("false"),
        cover_free: o.get("cover_free") != Some("false"),
        lost_architects: o.flag("lost_architects"),
        unlimited_architects: o.flag("unlimited_architects"),
        solo_roll_any_deploy: o.get("solo_roll") != Some("military"),
        sphinx_any: o.flag("sphinx_any"),
        piazza_gold: o.int("piazza_gold").unwrap_or(2) as i32,
        promo: o.flag("promo"),
        // §9.1.3: the Expert variant goes with the Expert cards unless the
        // table says otherwise.
        expert_advisors: match o.get("advisor_removal") {
            Some("expert") => true,
            Some("normal") => false,
            _ => sets.iter().any(|s| s == "expert"),
        },
        sets,
    })
}

/// Builds each age's progress deck from the chosen sets (§3.1), or with
/// `balanced` from the Base cards with some swapped for Advanced/Expert
/// cards of the same type (§10.3.3).
fn build_decks(c: &Content, cfg: &Config, rng: &mut GameRng) -> Vec<Vec<String>> {
    (1..=4u8)
        .map(|age| {
            let in_age = |set: &str| -> Vec<&CardDef> {
                c.cards
                    .iter()
                    .filter(|k| k.age == age && k.set == set)
                    .collect()
            };
            let mut deck: Vec<String>;
            if cfg.balanced && cfg.sets.len() > 1 {
                let mut base: Vec<&CardDef> = in_age("base");
                let mut extra: Vec<&CardDef> =
                    cfg.sets.iter().skip(1).flat_map(|s| in_age(s)).collect();
                rng.shuffle(&mut extra);
                rng.shuffle(&mut base);
                let swaps = (extra.len() / 2).max(1);
                let mut done = 0;
                for e in extra.iter() {
                    if done >= swaps {
                        break;
                    }
                    if let Some(i) = base.iter().position(|b| b.kind == e.kind) {
                        base[i] = e;
                        done += 1;
                    }
                }
                // Five players still need more cards than the Base set.
                if cfg.players == 5 {
                    for e in extra.iter() {
                        if !base.iter().any(|b| b.id == e.id) {
                            base.push(e);
                        }
                    }
                }
                deck = base.iter().map(|k| k.id.clone()).collect();
                deck.sort();
            } else {
                deck = c
                    .cards
                    .iter()
                    .filter(|k| k.age == age && cfg.sets.contains(&k.set))
                    .map(|k| k.id.clone())
                    .collect();
            }
            // Promo cards join the deck of their age (§1.6, §3.1.1).
            if cfg.promo {
                deck.extend(
                    c.cards
                        .iter()
                        .filter(|k| k.age == age && k.set == "promo")
                        .map(|k| k.id.clone()),
                );
            }
            rng.shuffle(&mut deck);
            deck
        })
        .collect()
}

pub fn setup(c: &Content, setup: &Setup) -> Result<State, Msg> {
    let cfg = config(c, setup)?;
    let mut rng = GameRng::new(setup.seed);
    let decks = build_decks(c, &cfg, &mut rng);
    let event_decks = (1..=4u8)
        .map(|age| {
            let mut d: Vec<String> = c
                .events
                .iter()
                .filter(|e| e.age == age && cfg.sets.contains(&e.set))
                .map(|e| e.id.clone())
                .collect();
            rng.shuffle(&mut d);
            d
        })
        .collect();
    let tiles = (1..=4u8)
        .map(|age| {
            let mut d: Vec<String> = c
                .solo
                .iter()
                .filter(|t| t.age == age)
                .map(|t| t.id.clone())
                .collect();
            rng.shuffle(&mut d);
            d
        })
        .collect();
    // §3.2.1: random turn order.
    let mut order: Vec<usize> = (0..cfg.players).collect();
    rng.shuffle(&mut order);
    if cfg.solo {
        order = vec![0, 1];
    }
    let players = (0..cfg.players)
        .map(|seat| Player {
            difficulty: cfg.difficulties[seat].clone(),
            pop_food: 4,
            pop_stab: 4,
            ..Default::default()
        })
        .collect();
    let n = cfg.players;
    let mut st = State {
        board: vec![None; 3 * cfg.columns],
        public_architects: cfg.base_architects,
        supply: ARCHITECTS - cfg.base_architects,
        neutral: cfg.solo.then(|| Neutral {
            books: 2,
            ..Default::default()
        }),
        cfg,
        rng,
        round: 1,
        step: Step::PickNations,
        players,
        order,
        decks,
        event_decks,
        tiles,
        event: None,
        tile: None,
        war: None,
        war_bought: false,
        pass_order: vec![],
        pending: vec![],
        turn: 0,
        actions_left: 0,
        action_open: false,
        roll_after: false,
        event_selected: vec![],
        event_yes: vec![],
        event_choice: None,
        event_bonus: None,
        vasa: vec![],
        defeats: vec![],
        offered: vec![],
        solo_lost: false,
        final_scores: None,
        last: None,
        news: vec![],
    };
    // Starting Books by turn position (§3.2.1, E-19).
    for (pos, &seat) in st.order.clone().iter().enumerate() {
        if seat < n {
            st.players[seat].books = pos as i32 + 1;
        }
    }
    // §3.4: fill the Progress Board at setup.
    fill_board(&mut st, c);
    if st.cfg.b_sides {
        // §3.7: random nations, picked in reverse turn order.
        let mut ids: Vec<String> = c
            .nations
            .iter()
            .filter(|x| x.side == "A")
            .map(|x| x.nation.clone())
            .collect();
        st.rng.shuffle(&mut ids);
        ids.truncate(n);
        ids.sort();
        for &seat in st.order.clone().iter().rev() {
            if seat < n {
                st.pending.push((seat, Pending::PickNation));
            }
        }
        st.offered = ids;
    } else {
        let mut ids: Vec<String> = c
            .nations
            .iter()
            .filter(|x| x.side == "A")
            .map(|x| x.nation.clone())
            .collect();
        ids.sort();
        st.rng.shuffle(&mut ids);
        for seat in 0..n {
            let id = ids[seat % ids.len()].clone();
            start_nation(&mut st, c, seat, &id, "A");
        }
        if st.cfg.easier {
            ask_easier_workers(&mut st);
        }
        st.step = Step::Growth;
    }
    advance(&mut st, c);
    Ok(st)
}

fn start_nation(st: &mut State, c: &Content, seat: usize, id: &str, side: &str) {
    let Some(n) = c.nation(id, side) else { return };
    let easier = st.cfg.easier;
    let p = &mut st.players[seat];
    p.nation = n.nation.clone();
    p.side = n.side.clone();
    p.gold += n.gold;
    p.stone += n.stone;
    p.food += n.food;
    p.books += n.books;
    p.vp += n.vp;
    p.reserve += n.workers;
    p.slots = n
        .cards
        .iter()
        .map(|card| Slot {
            card: card.clone(),
            workers: 0,
        })
        .collect();
    if easier && st.cfg.b_sides {
        // §10.5: one extra worker; with B sides, asked once the nation
        // is known, after every pick.
        st.pending.push((seat, Pending::EasierWorker));
    }
}

/// Easier game (§3.8, §10.5): each player takes one extra worker from the
/// section of their choice (§2.3.2), and that space's penalty stays
/// hidden all game. Asked in reverse turn order like any setup choice.
fn ask_easier_workers(st: &mut State) {
    for &seat in st.order.clone().iter().rev() {
        if seat < st.players.len() {
            st.pending.push((seat, Pending::EasierWorker));
        }
    }
}

fn fill_board(st: &mut State, c: &Content) {
    let _ = c;
    let age = age_of(st.round) as usize;
    for i in 0..st.board.len() {
        if st.board[i].is_none() {
            if let Some(card) = st.decks[age - 1].pop() {
                st.board[i] = Some(card);
            }
        }
    }
}

pub fn age_of(round: u8) -> u8 {
    round.div_ceil(2).clamp(1, 4)
}

fn last_round(st: &State) -> u8 {
    st.cfg.ages * 2
}

// ------------------------------------------------------- derived values

fn card<'a>(c: &'a Content, id: &str) -> Option<&'a CardDef> {
    c.card(id)
}

/// The cards with an ongoing flat effect: colonies, advisors, completed
/// wonders (§2.2).
fn flat_cards<'a>(c: &'a Content, p: &'a Player) -> impl Iterator<Item = &'a CardDef> + 'a {
    p.colonies
        .iter()
        .chain(p.advisors.iter())
        .chain(p.wonders.iter())
        .filter_map(move |id| c.card(id))
}

pub fn has_hook(c: &Content, p: &Player, hook: &str) -> bool {
    hook_card(c, p, hook).is_some()
}

fn hook_card<'a>(c: &'a Content, p: &'a Player, hook: &str) -> Option<&'a CardDef> {
    flat_cards(c, p).find(|k| k.hook.as_deref() == Some(hook))
}

fn nation_effect(c: &Content, p: &Player) -> Res {
    c.nation(&p.nation, &p.side)
        .map(|n| n.effect)
        .unwrap_or_default()
}

/// One value of `Res` summed over a nation, its manned cards (per worker)
/// and its cards in play, with Tokugawa's bonus per manned Military card.
fn stat_total(c: &Content, p: &Player, pick: impl Fn(&Res) -> i32) -> i32 {
    let mut total = pick(&nation_effect(c, p));
    for s in &p.slots {
        if let Some(k) = card(c, &s.card) {
            total += pick(&k.per_worker) * s.workers;
        }
    }
    for k in flat_cards(c, p) {
        total += pick(&k.effect);
        // Tokugawa: a bonus per manned Military card, not per worker.
        if k.hook.as_deref() == Some("tokugawa") {
            let manned = p
                .slots
                .iter()
                .filter(|s| {
                    s.workers > 0 && card(c, &s.card).is_some_and(|x| x.kind == Kind::Military)
                })
                .count() as i32;
            total += pick(&k.bonus) * manned;
        }
    }
    total
}

/// Military Strength before the cap at 40 (§2.2).
pub fn military_raw(c: &Content, p: &Player) -> i32 {
    stat_total(c, p, |r| r.military)
}

pub fn military(c: &Content, p: &Player) -> i32 {
    military_raw(c, p).clamp(0, MAX_MILITARY)
}

/// Stability before the cap at 15; it has no lower bound (§2.2).
pub fn stability_raw(c: &Content, p: &Player, penalty: i32) -> i32 {
    let s = stat_total(c, p, |r| r.stability);
    s - penalty * (4 - p.pop_stab - p.hidden_stab).max(0)
}

pub fn stability(c: &Content, p: &Player) -> i32 {
    stability_raw(c, p, c.board.space_penalty).min(MAX_STABILITY)
}

/// Food upkeep of the emptied Food-section spaces (§2.3.3).
pub fn food_upkeep(c: &Content, p: &Player) -> i32 {
    c.board.space_penalty * (4 - p.pop_food - p.hidden_food).max(0)
}

pub fn golden_bonus(c: &Content, p: &Player) -> i32 {
    flat_cards(c, p).map(|k| k.golden_age_bonus).sum()
}

/// The net production of each resource this round (§7.1.2), without the
/// conditional bonuses, which are judged for all nations at once.
pub fn production(c: &Content, p: &Player) -> Res {
    let mut r = nation_effect(c, p);
    let anna = has_hook(c, p, "anna_komnene");
    for s in &p.slots {
        if let Some(k) = card(c, &s.card) {
            let mut pw = k.per_worker;
            if anna && k.kind == Kind::Military {
                // Anna Komnene: Military cards' negative production is void.
                pw.gold = pw.gold.max(0);
                pw.stone = pw.stone.max(0);
                pw.food = pw.food.max(0);
                pw.books = pw.books.max(0);
            }
            r.add(&pw, s.workers);
        }
    }
    for k in flat_cards(c, p) {
        r.add(&k.effect, 1);
    }
    r.food -= food_upkeep(c, p);
    r.military = 0;
    r.stability = 0;
    r.vp = 0;
    r
}

pub fn best_raid(c: &Content, p: &Player) -> i32 {
    p.slots
        .iter()
        .filter(|s| s.workers > 0)
        .filter_map(|s| card(c, &s.card))
        .filter(|k| k.kind == Kind::Military)
        .map(|k| k.raid)
        .max()
        .unwrap_or(0)
}

fn manned_military(c: &Content, p: &Player) -> bool {
    p.slots
        .iter()
        .any(|s| s.workers > 0 && card(c, &s.card).is_some_and(|k| k.kind == Kind::Military))
}

// ------------------------------------------------------------ selectors

/// Positive selection with 2-4 players: strictly best and alone (§2.6.1).
pub fn positive_few(values: &[(usize, i32)]) -> Vec<usize> {
    let Some(best) = values.iter().map(|v| v.1).max() else {
        return vec![];
    };
    let top: Vec<usize> = values.iter().filter(|v| v.1 == best).map(|v| v.0).collect();
    if top.len() == 1 {
        top
    } else {
        vec![]
    }
}

/// Negative selection with 2-4 players: everyone sharing the worst value.
pub fn negative_few(values: &[(usize, i32)]) -> Vec<usize> {
    let Some(worst) = values.iter().map(|v| v.1).min() else {
        return vec![];
    };
    values
        .iter()
        .filter(|v| v.1 == worst)
        .map(|v| v.0)
        .collect()
}

/// Five players: the top two unless tied (§2.6.3, A-08).
pub fn positive_five(values: &[(usize, i32)], top_tie_both: bool) -> Vec<usize> {
    let mut v = values.to_vec();
    v.sort_by_key(|b| std::cmp::Reverse(b.1));
    let at = |i: usize| v.get(i).map(|x| x.1);
    let (v1, v2, v3) = (at(0), at(1), at(2));
    let mut out = vec![];
    if v.is_empty() {
        return out;
    }
    if v2.is_none() || v1 > v2 {
        out.push(v[0].0);
        if v2.is_some() && (v3.is_none() || v2 > v3) {
            out.push(v[1].0);
        }
    } else if (v3.is_none() || v2 > v3) && top_tie_both {
        out.push(v[0].0);
        out.push(v[1].0);
    }
    out
}

/// Five players: the two worst and everyone tied with them.
pub fn negative_five(values: &[(usize, i32)]) -> Vec<usize> {
    let mut sorted: Vec<i32> = values.iter().map(|v| v.1).collect();
    sorted.sort();
    let Some(&t) = sorted.get(1).or(sorted.first()) else {
        return vec![];
    };
    values.iter().filter(|v| v.1 <= t).map(|v| v.0).collect()
}

/// The value a selector compares, for one seat; Vasa reductions apply.
fn sel_value(c: &Content, st: &State, sel: Selector, seat: usize) -> i32 {
    let p = &st.players[seat];
    match sel {
        Selector::Strongest | Selector::Weakest => {
            let cut: i32 = st.vasa.iter().filter(|v| v.0 == seat).map(|v| v.1).sum();
            (military(c, p) - cut).max(0)
        }
        Selector::MostStable | Selector::LeastStable => {
            // §2.6.2: negative Stability (and Versailles) tie for lowest.
            let s = stability(c, p);
            if s < 0 || p.least_stable {
                -1000
            } else {
                s
            }
        }
        Selector::MostBooks | Selector::FewestBooks => p.books,
        Selector::PassedFirst | Selector::PassedLast => {
            let pos = st
                .pass_order
                .iter()
                .position(|&s| s == seat)
                .unwrap_or(st.players.len());
            -(pos as i32)
        }
        Selector::All | Selector::NotStrongestOrMostStable => 0,
    }
}

fn neutral_value(st: &State, sel: Selector) -> Option<i32> {
    let n = st.neutral.as_ref()?;
    match sel {
        Selector::Strongest | Selector::Weakest => Some(n.military.clamp(0, MAX_MILITARY)),
        Selector::MostStable | Selector::LeastStable => Some(if n.stability < 0 {
            -1000
        } else {
            n.stability.min(MAX_STABILITY)
        }),
        Selector::MostBooks | Selector::FewestBooks => Some(n.books),
        _ => None,
    }
}

/// The seats a selector picks out now (§2.6, solo §10.7).
pub fn select(c: &Content, st: &State, sel: Selector) -> Vec<usize> {
    let seats: Vec<usize> = (0..st.players.len()).collect();
    match sel {
        Selector::All => return seats,
        Selector::NotStrongestOrMostStable => {
            let a = select(c, st, Selector::Strongest);
            let b = select(c, st, Selector::MostStable);
            return seats
                .into_iter()
                .filter(|s| !a.contains(s) && !b.contains(s))
                .collect();
        }
        _ => {}
    }
    if st.cfg.solo {
        // Against the neutral; where it has no value, the player wins
        // every tie.
        let mine = sel_value(c, st, sel, 0);
        let hit = match neutral_value(st, sel) {
            Some(n) if sel.positive() => mine > n,
            Some(n) => mine <= n,
            None => sel.positive(),
        };
        return if hit { vec![0] } else { vec![] };
    }
    let values: Vec<(usize, i32)> = seats
        .iter()
        .map(|&s| (s, sel_value(c, st, sel, s)))
        .collect();
    let five = st.players.len() >= 5;
    if sel.positive() {
        if five {
            positive_five(&values, st.cfg.top_tie_both)
        } else {
            positive_few(&values)
        }
    } else if five {
        negative_five(&values)
    } else {
        negative_few(&values)
    }
}

/// Every nation sharing the highest Military Strength, in turn order:
/// who is "strongest" before the tie rule (§2.6.1) gives them nothing.
pub fn tied_strongest(c: &Content, st: &State) -> Vec<usize> {
    let values: Vec<i32> = (0..st.players.len())
        .map(|s| sel_value(c, st, Selector::Strongest, s))
        .collect();
    let top = values.iter().copied().max().unwrap_or(0);
    let tied: Vec<usize> = (0..st.players.len())
        .filter(|&s| values[s] == top)
        .collect();
    in_turn_order(st, &tied)
}

/// Seats ordered by their current place in the turn order.
fn in_turn_order(st: &State, seats: &[usize]) -> Vec<usize> {
    st.order
        .iter()
        .copied()
        .filter(|s| seats.contains(s))
        .collect()
}

// ------------------------------------------------------- resource flows

/// Loses `k` VP; multiplayer VP stop at 0, solo VP below 0 lose the game
/// (§2.1.4, A-18).
pub fn lose_vp(st: &mut State, seat: usize, k: i32) {
    let p = &mut st.players[seat];
    p.vp -= k;
    if st.cfg.solo {
        if p.vp < 0 {
            st.solo_lost = true;
        }
    } else {
        p.vp = p.vp.max(0);
    }
}

fn shortfall_vp(st: &mut State, seat: usize, r: Resource) {
    if !st.players[seat].shortfall[r.index()] {
        st.players[seat].shortfall[r.index()] = true;
        lose_vp(st, seat, 1);
    }
}

/// The forced-loss rule (§2.7): what can't be paid costs a VP (once per
/// type per round) and a Book per missing unit.
pub fn force_lose(st: &mut State, seat: usize, r: Resource, n: i32) {
    if n <= 0 {
        return;
    }
    if r == Resource::Books {
        force_lose_books(st, seat, n);
        return;
    }
    let have = st.players[seat].get(r);
    if have >= n {
        *st.players[seat].get_mut(r) -= n;
        return;
    }
    *st.players[seat].get_mut(r) = 0;
    shortfall_vp(st, seat, r);
    force_lose_books(st, seat, n - have);
}

fn force_lose_books(st: &mut State, seat: usize, n: i32) {
    let p = &mut st.players[seat];
    if p.books >= n {
        p.books -= n;
        return;
    }
    let missing = n - p.books;
    p.books = 0;
    shortfall_vp(st, seat, Resource::Books);
    // one resource of the nation's choice per missing Book, among
    // those it holds; no further cascade.
    let p = &mut st.players[seat];
    let held = p.gold + p.stone + p.food;
    let types = [p.gold, p.stone, p.food].iter().filter(|&&v| v > 0).count();
    if held == 0 {
        return;
    }
    if held <= missing || types == 1 {
        let mut left = missing;
        for r in [Resource::Gold, Resource::Stone, Resource::Food] {
            let take = left.min(p.get(r));
            *p.get_mut(r) -= take;
            left -= take;
        }
    } else {
        st.pending.push((seat, Pending::Lose(missing)));
    }
}

/// Applies an event's or a card's gains (positive) and forced losses.
fn apply_res(st: &mut State, seat: usize, r: &Res) {
    for (res, v) in r.stock_in_order() {
        if v > 0 {
            *st.players[seat].get_mut(res) += v;
        } else {
            force_lose(st, seat, res, -v);
        }
    }
    if r.vp > 0 {
        st.players[seat].vp += r.vp;
    } else if r.vp < 0 {
        lose_vp(st, seat, -r.vp);
    }
}

/// A voluntary Gold payment, with Mansa Musa's bonus for spending the
/// last Gold (§11.2).
fn pay_gold(c: &Content, st: &mut State, seat: usize, n: i32) {
    let p = &mut st.players[seat];
    p.gold -= n;
    if n > 0 && p.gold == 0 {
        if let Some(k) = hook_card(c, p, "mansa_musa") {
            let b = k.bonus;
            apply_res(st, seat, &b);
        }
    }
}

// ------------------------------------------------------------ advisors

/// How many advisors a nation may hold: one, or two with the Porcelain
/// Tower (§1.5, §9.1).
fn advisor_cap(c: &Content, p: &Player) -> usize {
    c.board.advisor_slots + usize::from(has_hook(c, p, "porcelain_tower"))
}

/// An effect removes advisors (§9.1.3). "All" takes every advisor, the
/// Porcelain Tower's included (Titanic: both). "One" lets a nation
/// holding two choose which goes, unless the Expert variant is on: then
/// every removal takes them all.
pub fn lose_advisors(st: &mut State, seat: usize, all: bool) {
    let expert = st.cfg.expert_advisors;
    let p = &mut st.players[seat];
    match p.advisors.len() {
        0 => {}
        1 => p.advisors.clear(),
        _ if all || expert => p.advisors.clear(),
        _ => st.pending.push((seat, Pending::LoseAdvisor)),
    }
}

/// A nation holding more advisors than it may (its Porcelain Tower is
/// gone) removes the extra ones, choosing which: the same choice a
/// single removal gives (§9.1.3).
fn trim_advisors(st: &mut State, c: &Content) {
    for seat in 0..st.players.len() {
        let over = st.players[seat].advisors.len() > advisor_cap(c, &st.players[seat]);
        let asked = st.pending.iter().any(|(s, p)| {
            *s == seat
                && matches!(
                    p,
                    Pending::TrimAdvisors | Pending::LoseAdvisor | Pending::DropAdvisor(_)
                )
        });
        if over && !asked {
            st.pending.push((seat, Pending::TrimAdvisors));
        }
    }
}

// ------------------------------------------------------- worker moves

/// Takes a worker from the population track into the reserve: the free
/// worker first (§2.3.5), else from `section`.
fn take_worker(st: &mut State, seat: usize, section: Section) -> bool {
    let p = &mut st.players[seat];
    if p.free > 0 {
        p.free -= 1;
    } else {
        match section {
            Section::Food if p.pop_food > 0 => p.pop_food -= 1,
            Section::Stability if p.pop_stab > 0 => p.pop_stab -= 1,
            _ => return false,
        }
    }
    p.reserve += 1;
    true
}

fn can_take(p: &Player) -> bool {
    p.free > 0 || p.pop_food > 0 || p.pop_stab > 0
}

fn return_worker(st: &mut State, seat: usize, section: Section, from: Option<usize>) -> bool {
    let p = &mut st.players[seat];
    match from {
        None if p.reserve > 0 => p.reserve -= 1,
        Some(i) if p.slots.get(i).is_some_and(|s| s.workers > 0) => p.slots[i].workers -= 1,
        _ => return false,
    }
    match section {
        Section::Food if p.pop_food < 4 => p.pop_food += 1,
        Section::Stability if p.pop_stab < 4 => p.pop_stab += 1,
        _ => p.free += 1,
    }
    true
}

// -------------------------------------------------------- the machine

/// Who may act now.
pub fn to_act(st: &State) -> Vec<Seat> {
    if let Some((seat, _)) = st.pending.first() {
        return vec![*seat];
    }
    if st.step == Step::Actions {
        if let Some(&seat) = st.order.get(st.turn) {
            if seat < st.players.len() {
                return vec![seat];
            }
        }
    }
    vec![]
}

/// §2.6.5, §7.4.3: when one step (Production, an event, Famine) leaves
/// several nations a choice (workers to take or give back, a shortfall to
/// cover, an advisor to drop), they choose in reverse turn order: the last
/// player first. A nation's own choices keep their order.
fn ask_in_reverse_turn_order(st: &mut State) {
    let order = st.order.clone();
    let rank = |seat: usize| {
        std::cmp::Reverse(order.iter().position(|&s| s == seat).unwrap_or(usize::MAX))
    };
    st.pending.sort_by_key(|(seat, _)| rank(*seat));
}

/// True while the nations of one step are still making the choices that
/// apply together (§2.6.5): each choice changes only the chooser's own
/// board, and what follows from them for everyone (cards removed "the
/// instant" a condition holds, §2.5.2) waits until the last has chosen.
fn choosing_together(st: &State) -> bool {
    st.pending.iter().any(|(_, p)| {
        matches!(
            p,
            Pending::Take(_) | Pending::Return(_) | Pending::Lose(_) | Pending::LoseAdvisor
        )
    })
}

fn game_over(st: &State) -> bool {
    st.step == Step::Over
}

/// Runs automatic steps until a seat must decide.
pub fn advance(st: &mut State, c: &Content) {
    check_removals(st, c);
    for _ in 0..10_000 {
        if st.solo_lost && st.step != Step::Over {
            finish(st, c);
        }
        if !st.pending.is_empty() || st.step == Step::Over {
            return;
        }
        if st.action_open {
            st.action_open = false;
            end_action(st, c);
            continue;
        }
        match st.step {
            Step::PickNations => st.step = Step::Growth,
            Step::Growth => {
                // §5.1-5.3; round 1 skips the marker and the refill.
                if st.round > 1 {
                    refill_board(st, c);
                }
                st.news.push(talk::news_round(st));
                for &seat in st.order.clone().iter().rev() {
                    if seat < st.players.len() {
                        st.pending.push((seat, Pending::Growth));
                    }
                }
                st.step = Step::DrawEvent;
            }
            Step::DrawEvent => {
                draw_event(st, c);
                if st.pending.is_empty() {
                    st.news.push(talk::news_event(st, c));
                }
                st.step = Step::Architects;
            }
            Step::Architects => {
                architects(st, c);
                st.news.push(talk::news_architects(st));
                start_actions(st, c);
            }
            Step::Actions => return,
            Step::Production => {
                // §7.1: one line for everyone's production, then revolts.
                let before = talk::stocks(st);
                let at = st.news.len();
                produce(st, c);
                ask_in_reverse_turn_order(st);
                let line = msg!(
                    "nations-news-production",
                    changes = talk::changes(&before, st, None)
                );
                st.news.insert(at, line);
                st.step = Step::TurnOrder;
            }
            Step::TurnOrder => {
                turn_order(st, c);
                st.news.push(talk::news_order(st, c));
                st.step = Step::War;
            }
            Step::War => {
                war(st, c);
                st.news.push(talk::news_war(st, c));
                st.step = Step::WarLosses;
            }
            Step::WarLosses => {
                let before = talk::stocks(st);
                let defeated: Vec<usize> = st.defeats.iter().map(|d| d.seat).collect();
                war_losses(st, c);
                if !defeated.is_empty() {
                    st.news.push(msg!(
                        "nations-news-war-losses",
                        changes = talk::changes(&before, st, Some(&defeated))
                    ));
                }
                st.step = if st.cfg.solo {
                    Step::SoloCheck
                } else {
                    Step::EventSetup(0)
                };
            }
            Step::EventSetup(i) => {
                if i == 0 {
                    vasa(st, c);
                }
                event_setup(st, c, i);
                st.step = Step::EventApply(i);
            }
            Step::EventApply(i) => {
                let before = talk::stocks(st);
                let order = st.order.clone();
                event_apply(st, c, i);
                ask_in_reverse_turn_order(st);
                if let Some(line) = talk::news_event_part(st, c, i, &before, &order) {
                    st.news.push(line);
                }
                st.step = if i == 0 {
                    Step::EventSetup(1)
                } else {
                    Step::Famine
                };
            }
            Step::SoloCheck => {
                // §10.7 step 12.
                let mine = stability(c, &st.players[0]);
                let theirs = st.neutral.as_ref().map(|n| n.stability).unwrap_or(0);
                if mine > theirs {
                    st.players[0].vp += 1;
                } else {
                    lose_vp(st, 0, 1);
                }
                st.news.push(msg!(
                    "nations-news-solo-stability",
                    mine = mine,
                    theirs = theirs,
                    vp = if mine > theirs { "+1" } else { "-1" }
                ));
                st.step = Step::Famine;
            }
            Step::Famine => {
                let food = famine(st, c);
                let before = talk::stocks(st);
                for seat in 0..st.players.len() {
                    force_lose(st, seat, Resource::Food, food);
                }
                ask_in_reverse_turn_order(st);
                st.news.push(msg!(
                    "nations-news-famine",
                    food = food,
                    changes = talk::changes(&before, st, None)
                ));
                st.step = Step::BookScoring;
            }
            Step::BookScoring => {
                if st.round.is_multiple_of(2) {
                    let before = talk::stocks(st);
                    book_scoring(st);
                    st.news.push(talk::news_books(st, &before));
                }
                st.step = Step::Cleanup;
            }
            Step::Cleanup => cleanup(st, c),
            Step::Over => return,
        }
        check_removals(st, c);
    }
}

fn famine(st: &State, c: &Content) -> i32 {
    if st.cfg.solo {
        st.tile
            .as_ref()
            .and_then(|t| c.solo.iter().find(|x| &x.id == t))
            .map(|t| t.famine)
            .unwrap_or(0)
    } else {
        st.event
            .as_ref()
            .and_then(|e| c.event(e))
            .map(|e| e.famine)
            .unwrap_or(0)
    }
}

/// §5.2: clear the 1- and 2-Gold rows, move the 3-Gold row down packed
/// left, refill from the current age's deck.
fn refill_board(st: &mut State, c: &Content) {
    let cols = st.cfg.columns;
    let top: Vec<String> = st.board[0..cols].iter().flatten().cloned().collect();
    for slot in st.board.iter_mut() {
        *slot = None;
    }
    for (i, id) in top.into_iter().enumerate() {
        st.board[2 * cols + i] = Some(id);
    }
    fill_board(st, c);
}

fn draw_event(st: &mut State, c: &Content) {
    let age = age_of(st.round) as usize - 1;
    if st.cfg.solo {
        st.tile = st.tiles[age].pop();
        if let Some(t) = st
            .tile
            .as_ref()
            .and_then(|t| c.solo.iter().find(|x| &x.id == t))
        {
            if let Some(n) = st.neutral.as_mut() {
                n.military = t.military;
                n.stability = t.stability;
                n.books += t.books;
            }
            // The tile's changes for the player (§10.7; house vocabulary).
            let gain = t.changes.gain;
            apply_res(st, 0, &gain);
        }
        return;
    }
    let first = st.event_decks[age].pop();
    // Machiavelli (§5.4.4): the owner sees two cards and keeps one.
    let owner = (0..st.players.len()).find(|&s| has_hook(c, &st.players[s], "machiavelli"));
    if let (Some(owner), Some(a)) = (owner, first.clone()) {
        if let Some(b) = st.event_decks[age].pop() {
            // The owner must show both cards to every player before
            // choosing (§5.4.4, §11.2): told publicly, with their numbers.
            st.news.push(talk::news_machiavelli(c, owner, &a, &b));
            st.pending.push((owner, Pending::ChooseEvent(vec![a, b])));
            return;
        }
    }
    st.event = first;
}

/// §5.5: public architects (base + event), private ones reset.
fn architects(st: &mut State, c: &Content) {
    let extra = if st.cfg.solo {
        st.tile
            .as_ref()
            .and_then(|t| c.solo.iter().find(|x| &x.id == t))
            .map(|t| t.architects)
            .unwrap_or(0)
    } else {
        st.event
            .as_ref()
            .and_then(|e| c.event(e))
            .map(|e| e.architects)
            .unwrap_or(0)
    };
    st.supply += st.public_architects;
    st.public_architects = 0;
    for p in st.players.iter_mut() {
        st.supply += p.private_architects;
        p.private_architects = 0;
    }
    let want = st.cfg.base_architects + extra;
    st.public_architects = take_architects(st, want);
    for &seat in st.order.clone().iter() {
        if seat >= st.players.len() {
            continue;
        }
        let mut n: i32 = flat_cards(c, &st.players[seat]).map(|k| k.architects).sum();
        if st.cfg.solo {
            n += current_tile(c, st).map_or(0, |t| t.changes.architects);
        }
        let got = take_architects(st, n);
        st.players[seat].private_architects = got;
    }
}

/// Takes up to `n` architects from the supply.
fn take_architects(st: &mut State, n: i32) -> i32 {
    let n = n.max(0);
    if st.cfg.unlimited_architects {
        return n;
    }
    let got = n.min(st.supply);
    st.supply -= got;
    got
}

fn give_back_architects(st: &mut State, n: i32) {
    if !st.cfg.unlimited_architects {
        st.supply += n;
    }
}

fn start_actions(st: &mut State, c: &Content) {
    st.step = Step::Actions;
    st.turn = 0;
    // Solo: roll before the first action if the neutral goes first.
    if st.cfg.solo && st.order.first() == Some(&1) {
        solo_roll(st, c);
        st.turn = 1;
    }
    begin_turn(st, c);
}

fn begin_turn(st: &mut State, c: &Content) {
    let Some(&seat) = st.order.get(st.turn) else {
        return;
    };
    if seat >= st.players.len() {
        return;
    }
    let p = &mut st.players[seat];
    // Sun Tzu: two actions on the first turn of the round (§6.1.4).
    let sun = !p.first_turn_done && has_hook(c, p, "sun_tzu");
    let p = &mut st.players[seat];
    p.first_turn_done = true;
    st.actions_left = if sun { 2 } else { 1 };
}

/// Ends one action of the current nation; moves the turn on when its
/// actions are spent.
fn end_action(st: &mut State, c: &Content) {
    if st.roll_after {
        st.roll_after = false;
        solo_roll(st, c);
    }
    let Some(&seat) = st.order.get(st.turn) else {
        return;
    };
    st.actions_left = st.actions_left.saturating_sub(1);
    if seat < st.players.len() && !st.players[seat].passed && st.actions_left > 0 {
        return;
    }
    next_turn(st, c);
}

fn next_turn(st: &mut State, c: &Content) {
    let n = st.order.len();
    for k in 1..=n {
        let idx = (st.turn + k) % n;
        let seat = st.order[idx];
        if seat < st.players.len() && !st.players[seat].passed {
            st.turn = idx;
            begin_turn(st, c);
            return;
        }
    }
    st.step = Step::Production;
}

// ----------------------------------------------------------- resolution

fn produce(st: &mut State, c: &Content) {
    // Conditions are judged on the state when Production begins (§7.1.1).
    let nets: Vec<Res> = (0..st.players.len())
        .map(|seat| {
            let p = &st.players[seat];
            let mut r = production(c, p);
            for k in flat_cards(c, p) {
                if let Some(cond) = &k.production_if {
                    if select(c, st, cond.when).contains(&seat) {
                        r.add(&cond.gain, 1);
                    }
                }
            }
            r
        })
        .collect();
    for (seat, net) in nets.iter().enumerate() {
        // Gold -> Food -> Stone -> Books (§7.1.3).
        for (res, v) in net.stock_in_order() {
            if v >= 0 {
                *st.players[seat].get_mut(res) += v;
            } else {
                force_lose(st, seat, res, -v);
            }
        }
        if net.vp > 0 {
            st.players[seat].vp += net.vp;
        }
        // Revolt (§7.1.5).
        let s = stability(c, &st.players[seat]);
        if s < 0 {
            st.news.push(msg!(
                "nations-news-revolt",
                seat = Msg::seat(seat),
                stability = s,
                books = -s
            ));
            lose_vp(st, seat, 1);
            force_lose(st, seat, Resource::Books, -s);
        }
    }
}

/// §7.2: Military, then Stability, then the previous order.
pub fn turn_order(st: &mut State, c: &Content) {
    let prev = st.order.clone();
    let key = |who: usize| -> (i32, i32) {
        if who < st.players.len() {
            let p = &st.players[who];
            (military(c, p), stability(c, p))
        } else {
            let n = st.neutral.clone().unwrap_or_default();
            (
                n.military.clamp(0, MAX_MILITARY),
                n.stability.min(MAX_STABILITY),
            )
        }
    };
    let mut order = prev.clone();
    order.sort_by(|&a, &b| {
        let (ka, kb) = (key(a), key(b));
        kb.cmp(&ka).then_with(|| {
            let pa = prev.iter().position(|&x| x == a);
            let pb = prev.iter().position(|&x| x == b);
            pa.cmp(&pb)
        })
    });
    st.order = order;
}

/// The resources a War card takes, as positive units per resource
/// (gold, stone, food, books).
fn war_loss(k: &CardDef) -> [i32; 4] {
    [k.loss.gold, k.loss.stone, k.loss.food, k.loss.books].map(|v| v.abs())
}

/// §7.3: every nation weaker than the war strength is defeated. Its
/// positive Stability cancels that many units of the printed loss; when
/// the loss has several types, the nation chooses which units.
/// Those choices are asked in reverse turn order; [`war_losses`] then
/// applies every loss at once.
pub fn war(st: &mut State, c: &Content) {
    st.defeats.clear();
    let Some(w) = st.war.clone() else { return };
    let Some(k) = c.card(&w.card) else { return };
    if w.strength <= 0 {
        return;
    }
    let loss = war_loss(k);
    let total: i32 = loss.iter().sum();
    let types = loss.iter().filter(|&&v| v > 0).count();
    let mut choosers = vec![];
    for &seat in st.order.clone().iter() {
        if seat >= st.players.len() {
            continue;
        }
        let p = &st.players[seat];
        let mut m = military(c, p);
        if let Some(e) = hook_card(c, p, "elizabeth") {
            m += e.bonus.military;
        }
        if m >= w.strength {
            continue;
        }
        let reduction = stability(c, p).clamp(0, total);
        let mut spare = [0; 4];
        if reduction == total {
            spare = loss;
        } else if types == 1 {
            for (s, l) in spare.iter_mut().zip(loss) {
                *s = reduction.min(l);
            }
        } else if reduction > 0 {
            choosers.push(seat);
        }
        st.defeats.push(Defeat {
            seat,
            loss,
            spare,
            reduction,
        });
    }
    for seat in choosers.into_iter().rev() {
        st.pending.push((seat, Pending::WarSpare));
    }
}

/// The ways a defeated nation can spread its Stability over a loss of
/// several types: every split of `reduction` units within the loss.
fn spare_splits(d: &Defeat) -> Vec<[i32; 4]> {
    let mut out = vec![];
    let l = d.loss;
    for g in (0..=l[0].min(d.reduction)).rev() {
        for s in (0..=l[1].min(d.reduction - g)).rev() {
            for f in (0..=l[2].min(d.reduction - g - s)).rev() {
                let b = d.reduction - g - s - f;
                if b <= l[3] {
                    out.push([g, s, f, b]);
                }
            }
        }
    }
    out
}

/// Applies this round's War losses to every defeated nation at once, in
/// turn order: the resources not spared (a forced loss, §2.7) and the VP,
/// which Stability never cancels (Great Wall: not after passing first).
pub fn war_losses(st: &mut State, c: &Content) {
    let defeats = std::mem::take(&mut st.defeats);
    let Some(w) = st.war.take() else { return };
    let Some(k) = c.card(&w.card) else { return };
    for d in defeats {
        for (i, r) in Resource::ALL.into_iter().enumerate() {
            force_lose(st, d.seat, r, d.loss[i] - d.spare[i]);
        }
        let wall = has_hook(c, &st.players[d.seat], "great_wall")
            && st.players[d.seat].used.iter().any(|u| u == "great_wall");
        if !wall {
            lose_vp(st, d.seat, k.war_vp);
        }
    }
}

fn event_part<'a>(c: &'a Content, st: &State, i: u8) -> Option<&'a EventPart> {
    let e = c.event(st.event.as_ref()?)?;
    Some(if i == 0 { &e.first } else { &e.second })
}

fn kind_of(part: &EventPart) -> &str {
    if part.kind.is_empty() {
        "plain"
    } else {
        &part.kind
    }
}

/// Sinking of the Vasa: a Military reduction for the other event.
fn vasa(st: &mut State, c: &Content) {
    st.vasa.clear();
    for i in 0..2u8 {
        if let Some(part) = event_part(c, st, i) {
            if kind_of(part) == "vasa" {
                let who = part.who.unwrap_or(Selector::All);
                let sel = select(c, st, who);
                st.vasa = sel.into_iter().map(|s| (s, part.count)).collect();
            }
        }
    }
}

fn event_setup(st: &mut State, c: &Content, i: u8) {
    st.event_selected.clear();
    st.event_yes.clear();
    st.event_choice = None;
    st.event_bonus = None;
    let Some(part) = event_part(c, st, i).cloned() else {
        return;
    };
    let who = part.who.unwrap_or(Selector::All);
    let kind = kind_of(&part).to_string();
    if kind == "vasa" {
        return;
    }
    let mut sel = select(c, st, who);
    if kind == "drop_to_last" || kind == "to_first" || kind == "zoroaster" {
        // Rank by Stability (then turn order) for the 5-player orderings.
        let order = st.order.clone();
        sel.sort_by_key(|&s| {
            (
                -stability(c, &st.players[s]),
                order.iter().position(|&x| x == s),
            )
        });
    } else {
        sel = in_turn_order(st, &sel);
    }
    st.event_selected = sel.clone();
    let rev: Vec<usize> = in_turn_order(st, &sel).into_iter().rev().collect();
    match kind.as_str() {
        "optional" | "pay_or_last" => {
            for s in rev {
                st.pending.push((s, Pending::EventYesNo(i)));
            }
        }
        "drop_to_last" => {
            // 5 players: the 2nd most stable chooses first.
            for &s in sel.iter().rev() {
                st.pending.push((s, Pending::EventYesNo(i)));
            }
        }
        "crusade" => {
            // §2.6.1: a tie for strongest gives nobody the bonus, but the
            // weakest still lose. Someone must name the resource: the
            // first in turn order among the tied (the [EL] tie note for 5
            // players, A-27, applied to the tie; house).
            let chooser = sel
                .first()
                .copied()
                .or_else(|| tied_strongest(c, st).first().copied());
            if let Some(chooser) = chooser {
                st.pending.push((chooser, Pending::Crusade(i)));
            }
        }
        "zoroaster" => {
            if let Some(&chooser) = sel.first() {
                st.event_selected = vec![chooser];
                st.pending.push((chooser, Pending::Zoroaster(i)));
            }
        }
        _ => {}
    }
}

fn gain_part(st: &mut State, seat: usize, part: &EventPart) {
    apply_res(st, seat, &part.gain);
    match part.advisors.as_str() {
        "one" => lose_advisors(st, seat, false),
        "all" => lose_advisors(st, seat, true),
        _ => {}
    }
    if part.workers > 0 {
        let n = part
            .workers
            .min(st.players[seat].pop_food + st.players[seat].pop_stab + st.players[seat].free);
        if n > 0 {
            st.pending.push((seat, Pending::Take(n)));
        }
    } else if part.workers < 0 {
        let p = &st.players[seat];
        let avail = p.reserve + p.slots.iter().map(|s| s.workers).sum::<i32>();
        let n = (-part.workers).min(avail);
        if n > 0 {
            st.pending.push((seat, Pending::Return(n)));
        }
    }
}

fn event_apply(st: &mut State, c: &Content, i: u8) {
    let Some(part) = event_part(c, st, i).cloned() else {
        return;
    };
    let sel = st.event_selected.clone();
    match kind_of(&part) {
        "plain" => {
            for s in sel {
                gain_part(st, s, &part);
            }
        }
        "optional" => {
            for s in in_turn_order(st, &st.event_yes.clone()) {
                gain_part(st, s, &part);
            }
        }
        "pay_or_last" => {
            // E-15: payers first, then the others, then the non-payers.
            let yes = st.event_yes.clone();
            for &s in &yes {
                pay_res(st, s, &part.pay);
            }
            let order = st.order.clone();
            let mut front: Vec<usize> = order.iter().copied().filter(|s| yes.contains(s)).collect();
            let middle: Vec<usize> = order
                .iter()
                .copied()
                .filter(|s| !sel.contains(s) && !yes.contains(s))
                .collect();
            let back: Vec<usize> = order
                .iter()
                .copied()
                .filter(|s| sel.contains(s) && !yes.contains(s))
                .collect();
            front.extend(middle);
            front.extend(back);
            st.order = front;
        }
        "drop_to_last" => {
            // Most stable first: the 2nd most stable ends last.
            for s in sel.iter().copied().filter(|s| st.event_yes.contains(s)) {
                st.order.retain(|&x| x != s);
                st.order.push(s);
            }
            for s in st.event_yes.clone() {
                apply_res(st, s, &part.gain);
            }
        }
        "to_first" => {
            for s in sel.iter().rev() {
                st.order.retain(|x| x != s);
                st.order.insert(0, *s);
            }
            for s in sel {
                apply_res(st, s, &part.gain);
            }
        }
        "crusade" => {
            let Some(r) = st.event_choice else { return };
            for s in sel {
                *st.players[s].get_mut(r) += part.amount;
            }
            for s in select(c, st, Selector::Weakest) {
                force_lose(st, s, r, part.amount);
            }
        }
        "zoroaster" => {
            let Some(&chooser) = sel.first() else { return };
            if st.event_bonus == Some(true) {
                apply_res(st, chooser, &part.gain);
            } else {
                for s in 0..st.players.len() {
                    if s != chooser {
                        apply_res(st, s, &part.alt);
                    }
                }
            }
        }
        "exhibition" => {
            // Free architects from the supply on one's wonder (§6.4.4).
            for s in sel {
                for _ in 0..part.count {
                    let has_room = st.players[s].wonder.as_ref().is_some_and(|w| {
                        c.card(w)
                            .is_some_and(|k| (st.players[s].built as usize) < k.sections.len())
                    });
                    if !has_room || take_architects(st, 1) == 0 {
                        break;
                    }
                    build_section(st, c, s);
                }
            }
        }
        _ => {}
    }
}

fn pay_res(st: &mut State, seat: usize, r: &Res) {
    let p = &mut st.players[seat];
    p.gold -= r.gold.abs();
    p.stone -= r.stone.abs();
    p.food -= r.food.abs();
    p.books -= r.books.abs();
}

fn can_pay(p: &Player, r: &Res) -> bool {
    p.gold >= r.gold.abs()
        && p.stone >= r.stone.abs()
        && p.food >= r.food.abs()
        && p.books >= r.books.abs()
}

/// §7.6: 1 VP per other nation with strictly fewer Books.
pub fn book_scoring(st: &mut State) {
    if let Some(n) = st.neutral.clone() {
        if st.players[0].books > n.books {
            st.players[0].vp += 3;
        }
        return;
    }
    let books: Vec<i32> = st.players.iter().map(|p| p.books).collect();
    for (i, p) in st.players.iter_mut().enumerate() {
        p.vp += books.iter().filter(|&&b| b < books[i]).count() as i32;
    }
}

fn cleanup(st: &mut State, c: &Content) {
    for p in st.players.iter_mut() {
        p.used.clear();
        p.passed = false;
        p.first_turn_done = false;
        p.shortfall = [false; 4];
        p.least_stable = false;
    }
    st.pass_order.clear();
    st.war_bought = false;
    st.vasa.clear();
    if st.round >= last_round(st) {
        finish(st, c);
        return;
    }
    st.round += 1;
    st.step = Step::Growth;
}

/// Final scoring (§8.2): A game VP, B colonies, C wonders, D workers'
/// VP, E resources / 10.
pub fn final_score(c: &Content, p: &Player) -> [i32; 6] {
    let a = p.vp;
    let b: i32 = p
        .colonies
        .iter()
        .filter_map(|id| c.card(id))
        .map(|k| k.vp)
        .sum();
    let mut cw = 0;
    for k in p.wonders.iter().filter_map(|id| c.card(id)) {
        cw += k.vp;
        if let Some(s) = &k.scoring {
            let n = match s.per {
                Kind::Colony => p.colonies.len(),
                Kind::Wonder => p.wonders.len(),
                Kind::Advisor => p.advisors.len(),
                Kind::Building | Kind::Military => p
                    .slots
                    .iter()
                    .filter(|x| c.card(&x.card).is_some_and(|y| y.kind == s.per))
                    .count(),
                _ => 0,
            } as i32;
            cw += s.vp * n;
        }
    }
    let d: i32 = p
        .slots
        .iter()
        .filter_map(|s| c.card(&s.card).map(|k| (k, s.workers)))
        .map(|(k, w)| k.worker_vp.iter().take(w.max(0) as usize).sum::<i32>())
        .sum();
    let e = resources_vp(
        p.gold,
        p.food,
        p.stone,
        p.books,
        military(c, p),
        stability(c, p),
    );
    [a, b, cw, d, e, a + b + cw + d + e]
}

/// Category E (§8.2, A-15): capped Military and Stability count, negative
/// Stability subtracts, the total never goes below 0.
pub fn resources_vp(gold: i32, food: i32, stone: i32, books: i32, mil: i32, stab: i32) -> i32 {
    let sum = gold + food + stone + books + mil.min(MAX_MILITARY) + stab.min(MAX_STABILITY);
    (sum / 10).max(0)
}

fn finish(st: &mut State, c: &Content) {
    st.pending.clear();
    st.step = Step::Over;
    st.final_scores = Some(st.players.iter().map(|p| final_score(c, p)).collect());
    st.news.extend(talk::final_account(st, c));
}

pub fn outcome(st: &State) -> Option<Outcome> {
    if !game_over(st) {
        return None;
    }
    let scores: Vec<i64> = match &st.final_scores {
        Some(s) => s.iter().map(|x| x[5] as i64).collect(),
        None => vec![0; st.players.len()],
    };
    let scores = if st.solo_lost {
        vec![0; st.players.len()]
    } else {
        scores
    };
    // Ties go by the final turn order.
    let tiebreak: Vec<i64> = (0..st.players.len())
        .map(|s| -(st.order.iter().position(|&x| x == s).unwrap_or(99) as i64))
        .collect();
    Some(Outcome::ranked(scores, tiebreak))
}

// -------------------------------------------------------------- removal

/// §2.5.2: cards that say "remove if ..." go the instant it holds.
pub fn check_removals(st: &mut State, c: &Content) {
    if choosing_together(st) {
        return;
    }
    for _ in 0..8 {
        let mut changed = false;
        for seat in 0..st.players.len() {
            let p = &st.players[seat];
            let mut doomed: Vec<String> = vec![];
            let owned = p
                .colonies
                .iter()
                .chain(p.advisors.iter())
                .chain(p.wonders.iter())
                .chain(p.slots.iter().map(|s| &s.card));
            for id in owned {
                let Some(k) = c.card(id) else { continue };
                let hit = match k.remove_if {
                    Some(sel) => {
                        st.players.len() + usize::from(st.cfg.solo) > 1
                            && select(c, st, sel).contains(&seat)
                    }
                    None => false,
                } || (k.hook.as_deref() == Some("boudica") && manned_military(c, p));
                if hit {
                    doomed.push(id.clone());
                }
            }
            if !doomed.is_empty() {
                changed = true;
                let p = &mut st.players[seat];
                p.colonies.retain(|x| !doomed.contains(x));
                p.advisors.retain(|x| !doomed.contains(x));
                p.wonders.retain(|x| !doomed.contains(x));
                let mut back = 0;
                p.slots.retain(|s| {
                    if doomed.contains(&s.card) {
                        back += s.workers;
                        false
                    } else {
                        true
                    }
                });
                p.reserve += back;
            }
        }
        if !changed {
            break;
        }
    }
    trim_advisors(st, c);
}

// --------------------------------------------------------------- solo

/// The neutral's die (§10.7).
fn solo_roll(st: &mut State, c: &Content) {
    if !st.cfg.solo {
        return;
    }
    let roll = st.rng.range(1, 6) as u8;
    if let Some(n) = st.neutral.as_mut() {
        n.last_roll = Some(roll);
    }
    neutral_acts(st, c, roll);
}

/// What the neutral does for a die result (§10.7 die table).
fn neutral_acts(st: &mut State, c: &Content, roll: u8) {
    let cols = st.cfg.columns;
    if roll <= 4 {
        let col = (roll - 1) as usize;
        if col >= cols {
            return;
        }
        // Cheapest War first: Row-1 before Row-2 before Row-3, or by this
        // round's prices when the tile changed one.
        let mut rows = [2usize, 1, 0];
        rows.sort_by_key(|&r| row_price(c, st, r));
        let mut war_card = None;
        for row in rows {
            if let Some(id) = &st.board[row * cols + col] {
                if war_card.is_none() && c.card(id).is_some_and(|k| k.kind == Kind::War) {
                    war_card = Some(id.clone());
                }
            }
        }
        for row in 0..3 {
            st.board[row * cols + col] = None;
        }
        if let Some(card) = war_card {
            if !st.war_bought {
                let strength = st.neutral.as_ref().map(|n| n.military).unwrap_or(0);
                st.war = Some(War {
                    card,
                    strength: strength.clamp(0, MAX_MILITARY),
                    buyer: 1,
                });
                st.war_bought = true;
            }
        }
        return;
    }
    let Some(tile) = st
        .tile
        .as_ref()
        .and_then(|t| c.solo.iter().find(|x| &x.id == t))
    else {
        return;
    };
    let a = if roll == 5 { &tile.five } else { &tile.six };
    if (1..=3).contains(&a.remove_row) {
        let row = (3 - a.remove_row) as usize;
        for col in 0..cols {
            st.board[row * cols + col] = None;
        }
    }
    if let Some(kind) = a.remove_type {
        for slot in st.board.iter_mut() {
            if slot
                .as_ref()
                .and_then(|id| c.card(id))
                .is_some_and(|k| k.kind == kind)
            {
                *slot = None;
            }
        }
    }
    let gone = a.architects.min(st.public_architects);
    st.public_architects -= gone;
    st.supply += gone;
    if let Some(n) = st.neutral.as_mut() {
        n.books += a.books;
        n.military += a.military;
        n.stability += a.stability;
    }
}

// -------------------------------------------------------------- actions

/// The solo tile of this round, if any.
pub fn current_tile<'a>(c: &'a Content, st: &State) -> Option<&'a SoloTile> {
    let t = st.tile.as_ref()?;
    c.solo.iter().find(|x| &x.id == t)
}

/// The Gold price of a row of the Progress Board this round (row 0 is
/// the 3-Gold row): the printed price, changed by the solo tile.
pub fn row_price(c: &Content, st: &State, row: usize) -> i32 {
    let printed = PRICES[row.min(2)];
    match current_tile(c, st).and_then(|t| t.changes.price) {
        Some(pc) if pc.row == printed => (printed + pc.delta).max(0),
        _ => printed,
    }
}

fn price_of(c: &Content, st: &State, index: usize) -> i32 {
    row_price(c, st, index / st.cfg.columns)
}

fn can_buy(c: &Content, st: &State, seat: usize, index: usize) -> bool {
    let Some(Some(id)) = st.board.get(index) else {
        return false;
    };
    let Some(k) = c.card(id) else { return false };
    let p = &st.players[seat];
    if p.gold < price_of(c, st, index) {
        return false;
    }
    match k.kind {
        Kind::Colony => military(c, p) >= k.requirement,
        Kind::Battle => manned_military(c, p),
        Kind::War => !st.war_bought,
        _ => true,
    }
}

fn slot_name(c: &Content, p: &Player, i: usize) -> String {
    let name = |id: &str| c.card(id).map(|k| k.name.clone()).unwrap_or_default();
    let base = name(&p.slots[i].card);
    let dup = p.slots.iter().filter(|s| name(&s.card) == base).count() > 1;
    if dup {
        format!("{base} #{}", i + 1)
    } else {
        base
    }
}

fn next_section_cost(c: &Content, p: &Player) -> Option<i32> {
    let k = c.card(p.wonder.as_ref()?)?;
    k.sections.get(p.built as usize).copied()
}

fn action_card<'a>(c: &'a Content, p: &'a Player, id: &str) -> Option<&'a CardDef> {
    flat_cards(c, p).find(|k| k.id == id && k.action.is_some())
}

fn special_cost(st: &State, k: &CardDef) -> Res {
    let mut pay = k.action.clone().unwrap_or_default().pay;
    if k.hook.as_deref() == Some("piazza_san_marco") {
        pay.gold = st.cfg.piazza_gold;
    }
    pay
}

/// The legal actions of a seat, in a stable order.
pub fn legal_actions(c: &Content, st: &State, seat: Seat) -> Vec<Action> {
    let mut out = vec![];
    if seat >= st.players.len() || game_over(st) {
        return out;
    }
    if let Some((s, pending)) = st.pending.first() {
        if *s != seat {
            return out;
        }
        return pending_actions(c, st, seat, pending);
    }
    if st.step != Step::Actions || st.order.get(st.turn) != Some(&seat) {
        return out;
    }
    let p = &st.players[seat];
    for i in 0..st.board.len() {
        if can_buy(c, st, seat, i) {
            out.push(Action::Buy(i / st.cfg.columns, i % st.cfg.columns));
        }
    }
    for (i, s) in p.slots.iter().enumerate() {
        let Some(k) = c.card(&s.card) else { continue };
        if p.stone < k.deploy {
            continue;
        }
        if p.reserve > 0 {
            out.push(Action::Deploy(i, None));
        }
        for (j, o) in p.slots.iter().enumerate() {
            if j != i && o.workers > 0 {
                out.push(Action::Deploy(i, Some(j)));
            }
        }
    }
    for (i, s) in p.slots.iter().enumerate() {
        if s.workers > 0 {
            out.push(Action::Undeploy(i));
        }
    }
    if let Some(cost) = next_section_cost(c, p) {
        if p.stone >= cost {
            if st.public_architects > 0 {
                out.push(Action::Hire(false));
            }
            if p.private_architects > 0 {
                out.push(Action::Hire(true));
            }
        }
    }
    for k in flat_cards(c, p) {
        if k.action.is_some()
            && !(st.cfg.special_once && p.used.contains(&k.id))
            && can_pay(p, &special_cost(st, k))
        {
            out.push(Action::Use(k.id.clone()));
        }
    }
    out.push(Action::Pass);
    out
}

fn pending_actions(c: &Content, st: &State, seat: Seat, pending: &Pending) -> Vec<Action> {
    let p = &st.players[seat];
    let mut out = vec![];
    let stock = [
        Resource::Gold,
        Resource::Stone,
        Resource::Food,
        Resource::Books,
    ];
    match pending {
        Pending::PickNation => {
            let taken: Vec<&String> = st.players.iter().map(|p| &p.nation).collect();
            for id in &st.offered {
                if !taken.contains(&id) {
                    out.push(Action::Nation(id.clone(), "A".into()));
                    out.push(Action::Nation(id.clone(), "B".into()));
                }
            }
        }
        Pending::Growth => {
            if p.free > 0 {
                out.push(Action::GrowFree);
            } else {
                if p.pop_food > 0 {
                    out.push(Action::Grow(Section::Food));
                }
                if p.pop_stab > 0 {
                    out.push(Action::Grow(Section::Stability));
                }
            }
            for r in [Resource::Food, Resource::Stone, Resource::Gold] {
                out.push(Action::Bonus(r));
            }
        }
        Pending::ChooseEvent(ids) => {
            for id in ids {
                out.push(Action::Event(id.clone()));
            }
        }
        Pending::Place(_) => {
            if p.slots.len() < c.board.slots {
                out.push(Action::PlaceNew);
            }
            if p.slots.len() >= c.board.slots || st.cfg.cover_free {
                for i in 0..p.slots.len() {
                    out.push(Action::Replace(i));
                }
            }
        }
        Pending::DropColony => {
            for i in 0..p.colonies.len().saturating_sub(1) {
                out.push(Action::Drop(i));
            }
        }
        Pending::DropAdvisor(_) | Pending::LoseAdvisor | Pending::TrimAdvisors => {
            for i in 0..p.advisors.len() {
                out.push(Action::Drop(i));
            }
        }
        Pending::WarSpare => {
            if let Some(d) = st.defeats.iter().find(|d| d.seat == seat) {
                out.extend(spare_splits(d).into_iter().map(Action::Spare));
            }
        }
        Pending::PlaceWonder(_) => {
            if p.wonders.len() < c.board.wonder_slots {
                out.push(Action::PlaceNew);
            }
            if p.wonders.len() >= c.board.wonder_slots || st.cfg.cover_free {
                for i in 0..p.wonders.len() {
                    out.push(Action::Replace(i));
                }
            }
        }
        Pending::Gain(_) => {
            for r in [Resource::Books, Resource::Food, Resource::Stone] {
                out.push(Action::Gain(r));
            }
        }
        Pending::Golden(id) => {
            out.push(Action::GoldenResources);
            let age = c.card(id).map(|k| k.age).unwrap_or(1);
            let k = (c.golden_price(age) - golden_bonus(c, p)).max(0);
            if p.gold + p.stone + p.food + p.books >= k {
                out.push(Action::GoldenVp);
            }
        }
        Pending::GoldenPay(_) => {
            for r in stock {
                if p.get(r) > 0 {
                    out.push(Action::Pay(r));
                }
            }
        }
        Pending::Lose(_) => {
            for r in [Resource::Gold, Resource::Stone, Resource::Food] {
                if p.get(r) > 0 {
                    out.push(Action::Lose(r));
                }
            }
        }
        Pending::EasierWorker => {
            if p.pop_food > 0 {
                out.push(Action::Take(Section::Food));
            }
            if p.pop_stab > 0 {
                out.push(Action::Take(Section::Stability));
            }
        }
        Pending::Take(_) => {
            // A free worker is always taken first (§2.3.5).
            if p.free > 0 {
                out.push(Action::Take(Section::Food));
                return out;
            }
            if p.pop_food > 0 {
                out.push(Action::Take(Section::Food));
            }
            if p.pop_stab > 0 {
                out.push(Action::Take(Section::Stability));
            }
        }
        Pending::Return(_) => {
            let mut sources = vec![];
            if p.reserve > 0 {
                sources.push(None);
            }
            for (i, s) in p.slots.iter().enumerate() {
                if s.workers > 0 {
                    sources.push(Some(i));
                }
            }
            let mut sections = vec![];
            if p.pop_food < 4 {
                sections.push(Section::Food);
            }
            if p.pop_stab < 4 {
                sections.push(Section::Stability);
            }
            if sections.is_empty() {
                sections.push(Section::Food);
            }
            for src in sources {
                for &sec in &sections {
                    out.push(Action::Return(sec, src));
                }
            }
        }
        Pending::EventYesNo(i) => {
            let ok = match event_part(c, st, *i) {
                Some(part) if kind_of(part) == "pay_or_last" => can_pay(p, &part.pay),
                _ => true,
            };
            if ok {
                out.push(Action::Accept);
            }
            out.push(Action::Decline);
        }
        Pending::Crusade(_) => {
            for r in [Resource::Gold, Resource::Stone, Resource::Food] {
                out.push(Action::Gain(r));
            }
        }
        Pending::Zoroaster(_) => {
            out.push(Action::ChooseBonus);
            out.push(Action::ChoosePenalty);
        }
    }
    // Every decision has at least one way out.
    if out.is_empty() {
        out.push(Action::Decline);
    }
    out
}

fn name_of(c: &Content, id: &str) -> String {
    c.card(id)
        .map(|k| k.name.clone())
        .unwrap_or_else(|| id.into())
}

/// The typed form of an action.
pub fn notation(c: &Content, st: &State, a: &Action) -> String {
    let seat = to_act(st)
        .first()
        .copied()
        .unwrap_or(0)
        .min(st.players.len().saturating_sub(1));
    let p = &st.players[seat];
    let pending = st.pending.first().map(|x| &x.1);
    match a {
        Action::Nation(id, side) => {
            let name = c
                .nation(id, side)
                .map(|n| n.name.clone())
                .unwrap_or(id.clone());
            format!("nation {name} {side}")
        }
        Action::Grow(s) => format!("grow {}", s.word()),
        Action::GrowFree => "grow".into(),
        Action::Bonus(r) => format!("bonus {}", r.word()),
        Action::Event(id) => format!(
            "event {}",
            c.event(id).map(|e| e.name.clone()).unwrap_or(id.clone())
        ),
        Action::Buy(row, col) => {
            let idx = row * st.cfg.columns + col;
            let id = st.board.get(idx).cloned().flatten().unwrap_or_default();
            let name = name_of(c, &id);
            let dup = st
                .board
                .iter()
                .flatten()
                .filter(|x| name_of(c, x) == name)
                .count()
                > 1;
            if dup {
                format!("buy {}.{}", 3 - row, col + 1)
            } else {
                format!("buy {name}")
            }
        }
        Action::Deploy(i, None) if *i < p.slots.len() => {
            format!("deploy {}", slot_name(c, p, *i))
        }
        Action::Deploy(i, Some(j)) if *i < p.slots.len() && *j < p.slots.len() => format!(
            "deploy {} from {}",
            slot_name(c, p, *i),
            slot_name(c, p, *j)
        ),
        Action::Undeploy(i) if *i < p.slots.len() => format!("undeploy {}", slot_name(c, p, *i)),
        Action::Hire(false) => "hire".into(),
        Action::Hire(true) => "hire private".into(),
        Action::Use(id) => format!("use {}", name_of(c, id)),
        Action::Pass => "pass".into(),
        Action::PlaceNew => "place new".into(),
        Action::Replace(i) => match pending {
            Some(Pending::PlaceWonder(_)) => format!(
                "cover {}",
                p.wonders.get(*i).map(|w| name_of(c, w)).unwrap_or_default()
            ),
            _ if *i < p.slots.len() => format!("replace {}", slot_name(c, p, *i)),
            _ => "replace ?".into(),
        },
        Action::Drop(i) => match pending {
            Some(Pending::DropAdvisor(_) | Pending::LoseAdvisor | Pending::TrimAdvisors) => {
                format!(
                    "remove {}",
                    p.advisors
                        .get(*i)
                        .map(|w| name_of(c, w))
                        .unwrap_or_default()
                )
            }
            _ => format!(
                "remove {}",
                p.colonies
                    .get(*i)
                    .map(|w| name_of(c, w))
                    .unwrap_or_default()
            ),
        },
        Action::Gain(r) => format!("gain {}", r.word()),
        Action::GoldenResources => "golden resources".into(),
        Action::GoldenVp => "golden vp".into(),
        Action::Pay(r) => format!("pay {}", r.word()),
        Action::Lose(r) => format!("lose {}", r.word()),
        Action::Take(s) => format!("take {}", s.word()),
        Action::Return(s, None) => format!("return {}", s.word()),
        Action::Return(s, Some(i)) if *i < p.slots.len() => {
            format!("return {} from {}", s.word(), slot_name(c, p, *i))
        }
        Action::Accept => "accept".into(),
        Action::Decline => "decline".into(),
        Action::ChooseBonus => "choose bonus".into(),
        Action::ChoosePenalty => "choose penalty".into(),
        Action::Spare(v) => {
            let parts: Vec<String> = Resource::ALL
                .iter()
                .zip(v)
                .filter(|(_, n)| **n > 0)
                .map(|(r, n)| format!("{n} {}", r.word()))
                .collect();
            format!("spare {}", parts.join(" "))
        }
        _ => "?".into(),
    }
}

fn illegal() -> Msg {
    msg!("nations-error-illegal")
}

/// Applies an action; checks it against the legal actions first, so a
/// forged action is an error and changes nothing.
pub fn apply(c: &Content, st: &mut State, seat: Seat, a: &Action) -> Result<Applied, Msg> {
    if !legal_actions(c, st, seat).contains(a) {
        return Err(illegal());
    }
    // The host tells the action itself (from `Game::tell`); `public` holds
    // only what followed from it.
    let mut applied = Applied::default();
    let told = talk::tell(c, st, seat, a).public;
    let before = talk::stock(&st.players[seat]);
    st.news.clear();
    let round_before = st.round;
    let step_before = st.step;
    let from_pending = !st.pending.is_empty();
    // After setup the die is the only draw on the state's RNG (§10.7).
    let rng_before = st.rng.clone();
    if from_pending {
        let (_, pending) = st.pending.remove(0);
        apply_pending(c, st, seat, pending, a)?;
    } else {
        apply_main(c, st, seat, a)?;
    }
    // What the action itself changed, before the automatic steps it
    // may set off (those are told in `news`).
    let change = talk::change(&before, &talk::stock(&st.players[seat]));
    let had_tile = st.tile.clone();
    let had_event = st.event.clone();
    let rolled_before = st.neutral.as_ref().and_then(|n| n.last_roll);
    advance(st, c);
    // Anything drawn or rolled cannot be undone.
    if st.round != round_before
        || st.event != had_event
        || st.tile != had_tile
        || st.step != step_before
        || st.neutral.as_ref().and_then(|n| n.last_roll) != rolled_before
        || matches!(a, Action::Buy(..) | Action::Hire(_) | Action::Deploy(..)) && st.cfg.solo
    {
        applied.revealed = true;
    }
    // Told only when this action rolled the die: a pass ends the Action
    // phase without a roll, and must not repeat the last one.
    if let Some(r) = st.neutral.as_ref().and_then(|n| n.last_roll) {
        if st.rng != rng_before {
            applied
                .public
                .push(msg!("nations-solo-roll", roll = r as i64));
        }
    }
    applied.public.append(&mut st.news);
    st.last = Some(super::Last { seat, told, change });
    Ok(applied)
}

fn apply_main(c: &Content, st: &mut State, seat: Seat, a: &Action) -> Result<(), Msg> {
    match a {
        Action::Buy(row, col) => {
            let idx = row * st.cfg.columns + col;
            let id = st.board[idx].take().ok_or_else(illegal)?;
            let price = price_of(c, st, idx);
            pay_gold(c, st, seat, price);
            if price == 3 {
                if let Some(k) = hook_card(c, &st.players[seat], "great_lighthouse") {
                    let b = k.bonus;
                    apply_res(st, seat, &b);
                }
            }
            acquire(c, st, seat, &id);
            st.roll_after = true;
            st.action_open = true;
        }
        Action::Deploy(i, from) => {
            let k = c
                .card(&st.players[seat].slots[*i].card)
                .ok_or_else(illegal)?;
            let p = &mut st.players[seat];
            match from {
                None => p.reserve -= 1,
                Some(j) => p.slots[*j].workers -= 1,
            }
            p.stone -= k.deploy;
            p.slots[*i].workers += 1;
            st.roll_after = st.cfg.solo_roll_any_deploy || k.kind == Kind::Military;
            st.action_open = true;
        }
        Action::Undeploy(i) => {
            let p = &mut st.players[seat];
            p.slots[*i].workers -= 1;
            p.reserve += 1;
        }
        Action::Hire(private) => {
            if *private {
                st.players[seat].private_architects -= 1;
            } else {
                st.public_architects -= 1;
            }
            let cost = next_section_cost(c, &st.players[seat]).unwrap_or(0);
            st.players[seat].stone -= cost;
            build_section(st, c, seat);
            st.roll_after = true;
            st.action_open = true;
        }
        Action::Use(id) => {
            let k = action_card(c, &st.players[seat], id).ok_or_else(illegal)?;
            let act = k.action.clone().unwrap_or_default();
            let cost = special_cost(st, k);
            if cost.gold > 0 {
                pay_gold(c, st, seat, cost.gold);
            }
            let rest = Res { gold: 0, ..cost };
            pay_res(st, seat, &rest);
            apply_res(st, seat, &act.gain);
            if act.choice > 0 {
                st.pending.push((seat, Pending::Gain(act.choice)));
            }
            st.players[seat].used.push(id.clone());
            st.action_open = true;
        }
        Action::Pass => {
            // "Passed first" is the 1st, or with 5 players the 1st or 2nd
            // nation to pass (§2.6.3).
            let first =
                st.pass_order.is_empty() || (st.players.len() >= 5 && st.pass_order.len() == 1);
            st.players[seat].passed = true;
            st.pass_order.push(seat);
            if first && has_hook(c, &st.players[seat], "great_wall") {
                st.players[seat].used.push("great_wall".into());
            }
            st.action_open = true;
        }
        _ => return Err(illegal()),
    }
    Ok(())
}

/// A bought card goes where its type says (§6.2.5).
fn acquire(c: &Content, st: &mut State, seat: Seat, id: &str) {
    let Some(k) = c.card(id) else { return };
    // A card's private architects come with it at once (§5.5.3); a
    // wonder's only once it is completed.
    if k.kind != Kind::Wonder {
        let got = take_architects(st, k.architects);
        st.players[seat].private_architects += got;
    }
    let p = &mut st.players[seat];
    match k.kind {
        Kind::Building | Kind::Military => {
            let full = p.slots.len() >= c.board.slots;
            if !full && (p.slots.is_empty() || !st.cfg.cover_free) {
                p.slots.push(Slot {
                    card: id.into(),
                    workers: 0,
                });
            } else {
                st.pending.push((seat, Pending::Place(id.into())));
            }
        }
        Kind::Advisor => {
            let cap = advisor_cap(c, p);
            if p.advisors.len() < cap {
                p.advisors.push(id.into());
            } else if p.advisors.len() == 1 {
                p.advisors = vec![id.into()];
            } else {
                st.pending.push((seat, Pending::DropAdvisor(id.into())));
            }
        }
        Kind::Colony => {
            p.colonies.push(id.into());
            if p.colonies.len() > c.board.colony_slots {
                st.pending.push((seat, Pending::DropColony));
            }
        }
        Kind::Wonder => {
            // §9.8.2: an unfinished wonder is lost (A-14 for architects).
            let back = p.wonder_architects;
            p.wonder = Some(id.into());
            p.built = 0;
            p.wonder_architects = 0;
            if !st.cfg.lost_architects {
                give_back_architects(st, back);
            }
        }
        Kind::Battle => {
            let amount = best_raid(c, p) + k.battle_bonus;
            st.pending.push((seat, Pending::Gain(amount)));
        }
        Kind::GoldenAge => st.pending.push((seat, Pending::Golden(id.into()))),
        Kind::War => {
            let strength = military(c, p);
            st.war = Some(War {
                card: id.into(),
                strength,
                buyer: seat,
            });
            st.war_bought = true;
        }
    }
}

/// One architect on the leftmost empty section; completion at once.
fn build_section(st: &mut State, c: &Content, seat: Seat) {
    let p = &mut st.players[seat];
    let Some(w) = p.wonder.clone() else { return };
    let Some(k) = c.card(&w) else { return };
    p.built += 1;
    p.wonder_architects += 1;
    if (p.built as usize) < k.sections.len() {
        return;
    }
    // Completed (§6.4.3).
    let back = p.wonder_architects;
    st.news.push(msg!(
        "nations-news-wonder",
        seat = Msg::seat(seat),
        wonder = k.name.as_str(),
        vp = k.vp,
        architects = back
    ));
    let p = &mut st.players[seat];
    p.wonder = None;
    p.built = 0;
    p.wonder_architects = 0;
    give_back_architects(st, back);
    // Sphinx: its owner's bonus, even if the new wonder covers it.
    for other in 0..st.players.len() {
        if other != seat && !st.cfg.sphinx_any {
            continue;
        }
        if let Some(s) = hook_card(c, &st.players[other], "sphinx") {
            let b = s.bonus;
            apply_res(st, other, &b);
        }
    }
    // Titanic: completing it removes all its owner's advisors, the
    // Porcelain Tower's too ([EL] card note).
    if k.hook.as_deref() == Some("titanic") {
        lose_advisors(st, seat, true);
    }
    let p = &mut st.players[seat];
    if k.hook.as_deref() == Some("versailles") {
        p.least_stable = true;
        p.used.push(k.id.clone());
    }
    if p.wonders.len() < c.board.wonder_slots && (p.wonders.is_empty() || !st.cfg.cover_free) {
        p.wonders.push(w);
        grant_new_architects(st, c, seat, k);
    } else {
        st.pending.push((seat, Pending::PlaceWonder(w)));
    }
}

fn grant_new_architects(st: &mut State, _c: &Content, seat: Seat, k: &CardDef) {
    if k.architects > 0 && k.kind == Kind::Wonder {
        let got = take_architects(st, k.architects);
        st.players[seat].private_architects += got;
    }
}

fn apply_pending(
    c: &Content,
    st: &mut State,
    seat: Seat,
    pending: Pending,
    a: &Action,
) -> Result<(), Msg> {
    match (pending, a) {
        (Pending::PickNation, Action::Nation(id, side)) => {
            start_nation(st, c, seat, id, side);
        }
        (Pending::Growth, Action::GrowFree) => {
            take_worker(st, seat, Section::Food);
        }
        (Pending::Growth, Action::Grow(s)) => {
            take_worker(st, seat, *s);
        }
        (Pending::Growth, Action::Bonus(r)) => {
            let n = c.growth_bonus(&st.players[seat].difficulty);
            *st.players[seat].get_mut(*r) += n;
        }
        (Pending::ChooseEvent(ids), Action::Event(id)) => {
            st.event = Some(id.clone());
            st.news.push(talk::news_event(st, c));
            // The other card goes under its age's deck.
            let age = age_of(st.round) as usize - 1;
            for other in ids.iter().filter(|x| *x != id) {
                st.event_decks[age].insert(0, other.clone());
            }
        }
        (Pending::Place(id), Action::PlaceNew) => {
            st.players[seat].slots.push(Slot {
                card: id,
                workers: 0,
            });
        }
        (Pending::Place(id), Action::Replace(i)) => {
            let p = &mut st.players[seat];
            p.reserve += p.slots[*i].workers;
            p.slots[*i] = Slot {
                card: id,
                workers: 0,
            };
        }
        (Pending::DropColony, Action::Drop(i)) => {
            st.players[seat].colonies.remove(*i);
        }
        (Pending::DropAdvisor(id), Action::Drop(i)) => {
            st.players[seat].advisors[*i] = id;
        }
        (Pending::LoseAdvisor | Pending::TrimAdvisors, Action::Drop(i)) => {
            st.players[seat].advisors.remove(*i);
        }
        (Pending::WarSpare, Action::Spare(v)) => {
            let d = st
                .defeats
                .iter_mut()
                .find(|d| d.seat == seat)
                .ok_or_else(illegal)?;
            d.spare = *v;
        }
        (Pending::PlaceWonder(id), Action::PlaceNew) => {
            st.players[seat].wonders.push(id.clone());
            if let Some(k) = c.card(&id) {
                grant_new_architects(st, c, seat, k);
            }
        }
        (Pending::PlaceWonder(id), Action::Replace(i)) => {
            st.players[seat].wonders[*i] = id.clone();
            if let Some(k) = c.card(&id) {
                grant_new_architects(st, c, seat, k);
            }
        }
        (Pending::Gain(n), Action::Gain(r)) => {
            *st.players[seat].get_mut(*r) += n.max(0);
        }
        (Pending::Golden(id), Action::GoldenResources) => {
            let k = c.card(&id).ok_or_else(illegal)?;
            let bonus = golden_bonus(c, &st.players[seat]);
            let mut g = k.gain;
            for (r, v) in k.gain.stock_in_order() {
                if v > 0 {
                    match r {
                        Resource::Gold => g.gold += bonus,
                        Resource::Stone => g.stone += bonus,
                        Resource::Food => g.food += bonus,
                        Resource::Books => g.books += bonus,
                    }
                    break;
                }
            }
            apply_res(st, seat, &g);
        }
        (Pending::Golden(id), Action::GoldenVp) => {
            let age = c.card(&id).map(|k| k.age).unwrap_or(1);
            let k = (c.golden_price(age) - golden_bonus(c, &st.players[seat])).max(0);
            if k == 0 {
                st.players[seat].vp += 1;
            } else {
                st.pending.insert(0, (seat, Pending::GoldenPay(k)));
            }
        }
        (Pending::GoldenPay(n), Action::Pay(r)) => {
            if *r == Resource::Gold {
                pay_gold(c, st, seat, 1);
            } else {
                *st.players[seat].get_mut(*r) -= 1;
            }
            if n > 1 {
                st.pending.insert(0, (seat, Pending::GoldenPay(n - 1)));
            } else {
                st.players[seat].vp += 1;
            }
        }
        (Pending::Lose(n), Action::Lose(r)) => {
            *st.players[seat].get_mut(*r) -= 1;
            let p = &st.players[seat];
            if n > 1 && p.gold + p.stone + p.food > 0 {
                st.pending.insert(0, (seat, Pending::Lose(n - 1)));
            }
        }
        (Pending::EasierWorker, Action::Take(s)) => {
            let p = &mut st.players[seat];
            match s {
                Section::Food => {
                    p.pop_food -= 1;
                    p.hidden_food += 1;
                }
                Section::Stability => {
                    p.pop_stab -= 1;
                    p.hidden_stab += 1;
                }
            }
            p.reserve += 1;
        }
        (Pending::Take(n), Action::Take(s)) => {
            take_worker(st, seat, *s);
            if n > 1 && can_take(&st.players[seat]) {
                st.pending.insert(0, (seat, Pending::Take(n - 1)));
            }
        }
        (Pending::Return(n), Action::Return(s, from)) => {
            return_worker(st, seat, *s, *from);
            let p = &st.players[seat];
            let left = p.reserve + p.slots.iter().map(|x| x.workers).sum::<i32>();
            if n > 1 && left > 0 {
                st.pending.insert(0, (seat, Pending::Return(n - 1)));
            }
        }
        (Pending::EventYesNo(_), Action::Accept) => st.event_yes.push(seat),
        (Pending::EventYesNo(_), Action::Decline) => {}
        (Pending::Crusade(_), Action::Gain(r)) => st.event_choice = Some(*r),
        (Pending::Zoroaster(_), Action::ChooseBonus) => st.event_bonus = Some(true),
        (Pending::Zoroaster(_), Action::ChoosePenalty) => st.event_bonus = Some(false),
        (_, Action::Decline) => {}
        _ => return Err(illegal()),
    }
    Ok(())
}

// ------------------------------------------------------------- words

pub fn status(c: &Content, st: &State) -> Msg {
    let mut lines = vec![msg!(
        "nations-status-round",
        round = st.round as i64,
        age = age_of(st.round) as i64
    )];
    if st.step == Step::Over {
        if let Some(scores) = &st.final_scores {
            let ranks = outcome(st).map(|o| o.ranks).unwrap_or_default();
            let mut seats: Vec<usize> = (0..scores.len()).collect();
            seats.sort_by_key(|&s| ranks.get(s).copied().unwrap_or(s));
            for seat in seats {
                let s = &scores[seat];
                lines.push(msg!(
                    "nations-status-final",
                    rank = ranks.get(seat).copied().unwrap_or(0),
                    seat = Msg::seat(seat),
                    nation = nation_name(c, &st.players[seat]),
                    total = s[5] as i64,
                    vp = s[0] as i64,
                    colonies = s[1] as i64,
                    wonders = s[2] as i64,
                    workers = s[3] as i64,
                    resources = s[4] as i64
                ));
            }
            if st.cfg.solo {
                if st.solo_lost {
                    lines.push(msg!("nations-solo-lost"));
                } else {
                    let total = scores[0][5];
                    lines.push(match hall_of_fame(total) {
                        Some(t) => msg!("nations-solo-title", title = t),
                        None => msg!("nations-solo-no-title"),
                    });
                }
            }
        }
        return Msg::lines(lines);
    }
    for &seat in &st.order {
        if seat >= st.players.len() {
            if let Some(n) = &st.neutral {
                lines.push(msg!(
                    "nations-status-neutral",
                    military = n.military as i64,
                    stability = n.stability as i64,
                    books = n.books as i64
                ));
            }
            continue;
        }
        let p = &st.players[seat];
        lines.push(msg!(
            "nations-status-player",
            seat = Msg::seat(seat),
            nation = nation_name(c, p),
            vp = p.vp as i64,
            books = p.books as i64,
            military = military(c, p) as i64,
            stability = stability(c, p) as i64
        ));
    }
    if let Some(&seat) = to_act(st).first() {
        lines.push(msg!(
            "nations-status-to-act",
            seat = Msg::seat(seat),
            phase = Msg::new(talk::phase_id(st))
        ));
        if let (Some((_, Pending::WarSpare)), Some(d)) = (
            st.pending.first(),
            st.defeats.iter().find(|d| d.seat == seat),
        ) {
            let loss: Vec<String> = Resource::ALL
                .iter()
                .zip(d.loss)
                .filter(|(_, n)| *n > 0)
                .map(|(r, n)| format!("{n} {}", r.word()))
                .collect();
            lines.push(msg!(
                "nations-status-war-spare",
                seat = Msg::seat(seat),
                loss = loss.join(", "),
                spare = d.reduction as i64
            ));
        }
    }
    Msg::lines(lines)
}

pub fn nation_name(c: &Content, p: &Player) -> String {
    c.nation(&p.nation, &p.side)
        .map(|n| format!("{} {}", n.name, n.side))
        .unwrap_or_else(|| "?".into())
}

pub fn private_text(c: &Content, st: &State, seat: Seat) -> Msg {
    let Some(p) = st.players.get(seat) else {
        return msg!("nations-no-seat");
    };
    let names = |ids: &[String]| -> String {
        ids.iter()
            .map(|id| name_of(c, id))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let slots = p
        .slots
        .iter()
        .map(|s| format!("{} ({})", name_of(c, &s.card), s.workers))
        .collect::<Vec<_>>()
        .join(", ");
    Msg::lines(vec![
        msg!(
            "nations-private-stock",
            nation = nation_name(c, p),
            gold = p.gold as i64,
            stone = p.stone as i64,
            food = p.food as i64,
            books = p.books as i64,
            vp = p.vp as i64
        ),
        msg!(
            "nations-private-workers",
            reserve = p.reserve as i64,
            food = p.pop_food as i64,
            stab = p.pop_stab as i64
        ),
        msg!(
            "nations-private-cards",
            slots = or_none(slots),
            advisors = or_none(names(&p.advisors)),
            colonies = or_none(names(&p.colonies)),
            wonders = or_none(names(&p.wonders))
        ),
    ])
}

/// A list in words, or "none" when it is empty.
fn or_none(list: String) -> crate::engine::Arg {
    if list.is_empty() {
        Msg::new("nations-label-none").into()
    } else {
        list.into()
    }
}

#[cfg(test)]
mod tests;
