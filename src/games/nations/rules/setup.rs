//! Setup (Nations §3): options into a `Config`, the decks, the Score and
//! Player Boards, starting Books, B-side picks (§3.7) and the easier game's
//! extra worker (§3.8).

use super::*;

pub(super) fn config(c: &Content, setup: &Setup) -> Result<Config, Msg> {
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
        // `Nations::setup_at` sets the table's version.
        rules: 1,
    })
}

/// Builds each age's progress deck from the chosen sets (§3.1), or with
/// `balanced` from the Base cards with some swapped for Advanced/Expert
/// cards of the same type (§10.3.3).
pub(super) fn build_decks(c: &Content, cfg: &Config, rng: &mut GameRng) -> Vec<Vec<String>> {
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

pub(super) fn start_nation(st: &mut State, c: &Content, seat: usize, id: &str, side: &str) {
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
pub(super) fn ask_easier_workers(st: &mut State) {
    for &seat in st.order.clone().iter().rev() {
        if seat < st.players.len() {
            st.pending.push((seat, Pending::EasierWorker));
        }
    }
}

pub(super) fn fill_board(st: &mut State, c: &Content) {
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
