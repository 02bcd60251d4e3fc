//! Setup (Belfort spec §2): the table options, the guilds in play
//! (§2.2), and the state before round 1, with the two-player changes (§2.4).

use super::*;

pub(super) fn flags_from(setup: &Setup) -> Flags {
    let o = &setup.options;
    Flags {
        guilds: o.get("guilds").unwrap_or("normal").to_string(),
        thieves_max: o.int("thieves_max").unwrap_or(3),
        competition_ties: o.get("ties") == Some("competition"),
        market_cap: o.flag("market_cap"),
        np_keep_markers: o.int("np_keep_markers").unwrap_or(2).clamp(1, 2) as u8,
        gatehouse_halves: o.flag("gatehouse_halves"),
        wrong_kind: o.flag("wrong_kind"),
        upgrade_lost: o.flag("upgrade_lost"),
        recruiters_hire: o.flag("recruiters_hire"),
        merchants_either: o.get("merchants") == Some("either"),
    }
}

/// Chooses the 5 guilds by the selected mode (2.2).
pub(super) fn choose_guilds(
    c: &Content,
    flags: &Flags,
    setup: &Setup,
    n: usize,
    rng: &mut GameRng,
) -> Result<Vec<u8>, Msg> {
    let list = setup
        .options
        .get("guild_list")
        .unwrap_or("")
        .trim()
        .to_string();
    if !list.is_empty() {
        let mut out = Vec::new();
        for name in list.split(',') {
            let name = name.trim();
            let g = c
                .guilds
                .iter()
                .position(|g| g.id.eq_ignore_ascii_case(name) || g.short.eq_ignore_ascii_case(name))
                .ok_or_else(|| msg!("belfort-error-guild-list", given = list.clone()))?;
            if out.contains(&(g as u8)) {
                return Err(msg!("belfort-error-guild-list", given = list.clone()));
            }
            if n == 2
                && c.guilds[g].category == Category::Interactive
                && c.guilds[g].id != "wizards"
            {
                return Err(msg!(
                    "belfort-error-guild-2p",
                    guild = Msg::notation("belfort", &c.guilds[g].short)
                ));
            }
            out.push(g as u8);
        }
        if out.len() != 5 {
            return Err(msg!("belfort-error-guild-list", given = list));
        }
        return Ok(out);
    }
    let of = |cat: Category| -> Vec<u8> {
        c.guilds
            .iter()
            .enumerate()
            .filter(|(_, g)| g.category == cat)
            .filter(|(_, g)| n > 2 || cat != Category::Interactive || g.id == "wizards")
            .map(|(i, _)| i as u8)
            .collect()
    };
    let pick = |mut from: Vec<u8>, k: usize, rng: &mut GameRng| -> Vec<u8> {
        rng.shuffle(&mut from);
        from.truncate(k);
        from
    };
    let mut out = Vec::new();
    match flags.guilds.as_str() {
        "beginner" => {
            out.extend(pick(of(Category::Basic), 2, rng));
            out.extend(pick(of(Category::Resource), 3, rng));
        }
        "advanced" => {
            let mut all: Vec<u8> = of(Category::Basic);
            all.extend(of(Category::Resource));
            all.extend(of(Category::Interactive));
            out.extend(pick(all, 5, rng));
        }
        _ if n == 2 => {
            // NIS-15: Wizards + 2 Basic + 2 Resource.
            out.extend(of(Category::Interactive));
            out.extend(pick(of(Category::Basic), 2, rng));
            out.extend(pick(of(Category::Resource), 2, rng));
        }
        _ => {
            out.extend(pick(of(Category::Basic), 2, rng));
            out.extend(pick(of(Category::Resource), 1, rng));
            out.extend(pick(of(Category::Interactive), 2, rng));
        }
    }
    // Which guild goes to which district does not matter (S-2): shuffle.
    rng.shuffle(&mut out);
    Ok(out)
}

pub fn setup(c: &Content, setup: &Setup) -> Result<State, Msg> {
    let n = setup.seats;
    if !(2..=5).contains(&n) {
        return Err(msg!(
            "error-seat-count",
            title = "belfort",
            min = 2,
            max = 5,
            given = n
        ));
    }
    let flags = flags_from(setup);
    let mut rng = GameRng::new(setup.seed);
    let guilds = choose_guilds(c, &flags, setup, n, &mut rng)?;
    let mut card_types = Vec::new();
    for (i, b) in c.buildings.iter().enumerate() {
        card_types.extend(std::iter::repeat_n(i as u8, b.copies));
    }
    let mut deck: Vec<u8> = (0..card_types.len() as u8).collect();
    rng.shuffle(&mut deck);
    let mut shields: Vec<u8> = (1..=n as u8).collect();
    rng.shuffle(&mut shields);
    if n == 2 {
        shields.extend([3, 4]);
    }
    let k = &c.c;
    let mut players = Vec::new();
    for _ in 0..n {
        let mut p = Player {
            wood: k.start_wood,
            stone: k.start_stone,
            metal: k.start_metal,
            gold: k.start_gold,
            ..Default::default()
        };
        for _ in 0..k.start_elves {
            p.workers.push(Worker {
                elf: true,
                master: false,
                at: At::Home,
            });
        }
        for _ in 0..k.start_dwarves {
            p.workers.push(Worker {
                elf: false,
                master: false,
                at: At::Home,
            });
        }
        for _ in 0..k.deal {
            if let Some(card) = deck.pop() {
                p.hand.push(card);
            }
        }
        players.push(p);
    }
    let mut display = Vec::new();
    for _ in 0..k.display {
        if let Some(card) = deck.pop() {
            display.push(card);
        }
    }
    let pool = k.gnomes.get(n - 2).copied().unwrap_or(0);
    let competitors = shields.len();
    Ok(State {
        players,
        flags,
        rng,
        round: 0,
        phase: Phase::Keep {
            discards: vec![None; n],
        },
        grey: vec![false; competitors],
        shields,
        deck,
        display,
        discard: Vec::new(),
        known: Vec::new(),
        marks: vec![None; c.layout.symbol_district.len()],
        guilds,
        pool,
        pool_start: pool,
        np_dwarves: Vec::new(),
        pending: Vec::new(),
        card_types,
        outcome: None,
        last: None,
    })
}
