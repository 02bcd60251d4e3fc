//! Belfort boards: every PNG decodes at the expected size, and the public
//! board and other seats' views never name a seat's hidden cards.

use longtable::engine::{Game, GameRng, Options, Setup, Translate};
use longtable::games::belfort::{Belfort, Phase};
use longtable::i18n::I18n;

fn play_some(g: &Belfort, seats: usize, moves: usize) -> longtable::games::belfort::State {
    let setup = Setup {
        seats,
        options: Options::new().resolve(&g.options()).unwrap(),
        seed: 7,
    };
    let mut st = g.setup(&setup).unwrap();
    let mut rng = GameRng::new(3);
    for _ in 0..moves {
        if g.outcome(&st).is_some() {
            break;
        }
        let to_act = g.to_act(&st);
        let seat = *rng.pick(&to_act).unwrap();
        let legal = g.legal_actions(&st, seat);
        let a = legal[rng.below(legal.len())].clone();
        g.apply(&mut st, seat, &a).unwrap();
    }
    st
}

#[test]
fn every_png_decodes_at_its_size_for_2_3_and_5_players() {
    let g = Belfort::load(None).unwrap();
    let i18n = I18n::load().unwrap();
    let en = i18n.english();
    for seats in [2, 3, 5] {
        for moves in [0, 150, 100_000] {
            let st = play_some(&g, seats, moves);
            let png = longtable::render::png(&g.board_svg(&st, &*en)).unwrap();
            let img = image::load_from_memory(&png).unwrap();
            // The header band, the last-action strip and the built-buildings
            // rows add to the 1000-px board: one row of 30 px per player.
            assert_eq!(img.width(), 1600);
            assert_eq!(img.height(), 1000 + 170 + 130 + 44 + 30 * seats as u32);
            assert!(png.len() < 500_000, "board PNG is {} bytes", png.len());
            // Phone views (issue 28): 800 px wide, at most 1.25× as tall.
            let panels = g.board_panels_svg(&st, &*en);
            assert_eq!(panels.len(), 4, "header, districts, players, cards");
            let seat_views = (0..seats).map(|seat| g.seat_svg(&st, seat, &*en));
            for svg in panels.iter().cloned().chain(seat_views) {
                let png = longtable::render::png(&svg).unwrap();
                let img = image::load_from_memory(&png).unwrap();
                assert_eq!(img.width(), 800);
                assert!(img.height() <= 1000, "{} tall", img.height());
                assert!(!svg.contains("belfort-"), "untranslated label");
            }
            // Every label went through Fluent: no raw message id is left.
            let svg = g.board_svg(&st, &*en);
            assert!(!svg.contains("belfort-"), "untranslated label in the board");
        }
    }
}

#[test]
fn hidden_cards_stay_out_of_public_and_other_views() {
    let g = Belfort::load(None).unwrap();
    let i18n = I18n::load().unwrap();
    let en = i18n.english();
    // During the secret keep-3-of-5 and later in the game.
    for moves in [0, 2, 200] {
        let st = play_some(&g, 3, moves);
        // Swap seat 0's hand for a hand of Keeps: nobody else's view changes.
        let mut other = st.clone();
        let keep = g.content.building("keep").unwrap() as u8;
        let keeps: Vec<u8> = (0..other.card_types.len() as u8)
            .filter(|&c| other.card_types[c as usize] == keep && other.deck.contains(&c))
            .collect();
        let k = other.players[0].hand.len().min(keeps.len());
        for (i, &new) in keeps.iter().enumerate().take(k) {
            let old = other.players[0].hand[i];
            other.deck.retain(|&c| c != new);
            other.deck.push(old);
            other.players[0].hand[i] = new;
        }
        // Whether seat 0 has chosen is public; what it chose is not.
        if let Phase::Keep { discards } = &mut other.phase {
            if let Some(d) = discards[0].as_mut() {
                *d = other.players[0].hand[..d.len()].to_vec();
            }
        }
        assert_eq!(g.board_svg(&st, &*en), g.board_svg(&other, &*en));
        for seat in 1..3 {
            assert_eq!(g.seat_svg(&st, seat, &*en), g.seat_svg(&other, seat, &*en));
        }
        // The seat's own view does show its hand.
        let own = g.seat_svg(&other, 0, &*en);
        if k > 0 {
            assert!(own.contains(">Keep<"));
        }
    }
}

/// 2P-2: the neutral player's blind top-of-deck card is seen only by the
/// seat controlling that NP until the NP places its marker; then the card
/// goes face up onto the discard pile for everyone.
#[test]
fn neutral_blind_card_stays_hidden_until_placed() {
    let g = Belfort::load(None).unwrap();
    let i18n = I18n::load().unwrap();
    let en = i18n.english();
    let mut st = g
        .setup(&Setup {
            seats: 2,
            options: Options::new().resolve(&g.options()).unwrap(),
            seed: 11,
        })
        .unwrap();
    while matches!(st.phase, Phase::Keep { .. } | Phase::Block { .. }) {
        let seat = g.to_act(&st)[0];
        let a = g.legal_actions(&st, seat)[0].clone();
        g.apply(&mut st, seat, &a).unwrap();
    }
    st.phase = Phase::Neutral {
        np: 0,
        card: None,
        blind: false,
    };
    let seat = g.to_act(&st)[0];
    let other_seat = 1 - seat;
    // A Library on top of the deck; none on offer, so the board would
    // only name one if it leaked.
    let lib = g.content.building("library").unwrap() as u8;
    let pubt = g.content.building("pub").unwrap() as u8;
    let of = |st: &longtable::games::belfort::State, t: u8| {
        *st.deck
            .iter()
            .find(|&&c| st.card_types[c as usize] == t)
            .unwrap()
    };
    for &d in st.display.clone().iter() {
        if st.card_types[d as usize] == lib {
            let pos = st.display.iter().position(|&x| x == d).unwrap();
            let pubc = of(&st, pubt);
            st.deck.retain(|&c| c != pubc);
            st.display[pos] = pubc;
            st.deck.insert(0, d);
        }
    }
    let card = of(&st, lib);
    st.deck.retain(|&c| c != card);
    st.deck.push(card);
    let a = g.parse(&st, seat, "np deck").unwrap();
    // The action is told by the engine's public wording (issue 10).
    let told = g.tell(&st, seat, &a);
    assert!(told.own.is_none());
    let out = g.apply(&mut st, seat, &a).unwrap();
    assert!(out.revealed, "the controlling seat has seen a deck card");
    let mut public: Vec<String> = out.public.iter().map(|m| en.tr(m)).collect();
    public.push(en.tr(&told.public));
    assert!(
        public.iter().any(|l| l.contains("top card of the deck")),
        "{public:?}"
    );
    for line in &public {
        assert!(!line.contains("Library"), "public: {line}");
    }
    let private: Vec<String> = out
        .private
        .iter()
        .filter(|(s, _)| *s == seat)
        .map(|(_, m)| en.tr(m))
        .collect();
    assert!(private.iter().any(|l| l.contains("Library")), "{private:?}");
    assert!(out.private.iter().all(|(s, _)| *s == seat));
    assert!(matches!(
        st.phase,
        Phase::Neutral {
            card: Some(c),
            blind: true,
            ..
        } if c == card
    ));
    // Swap the drawn card for a Pub from the deck: no public view, and
    // not the other seat's, changes.
    let mut other = st.clone();
    let pubc = of(&other, pubt);
    let i = other.deck.iter().position(|&c| c == pubc).unwrap();
    other.deck[i] = card;
    if let Phase::Neutral { card: c, .. } = &mut other.phase {
        *c = Some(pubc);
    }
    assert_eq!(g.board_svg(&st, &*en), g.board_svg(&other, &*en));
    assert_eq!(en.tr(&g.status(&st)), en.tr(&g.status(&other)));
    assert_eq!(
        g.seat_svg(&st, other_seat, &*en),
        g.seat_svg(&other, other_seat, &*en)
    );
    assert_eq!(
        en.tr(&g.private_text(&st, other_seat)),
        en.tr(&g.private_text(&other, other_seat))
    );
    // The controlling seat is told what to place.
    assert!(en.tr(&g.private_text(&st, seat)).contains("Library"));
    assert!(g.seat_svg(&st, seat, &*en).contains("Library"));
    // Placing shows the card to everyone.
    let place = g.legal_actions(&st, seat)[0].clone();
    let out = g.apply(&mut st, seat, &place).unwrap();
    assert!(out.revealed);
    let public: Vec<String> = out.public.iter().map(|m| en.tr(m)).collect();
    assert!(public.iter().any(|l| l.contains("Library")), "{public:?}");
    assert!(st.discard.contains(&card));
}

/// Every guild's effect reaches the board in words (a legend of the
/// guilds in play), with the table's Thieves maximum.
#[test]
fn every_guild_effect_is_printed_on_the_board() {
    let g = Belfort::load(None).unwrap();
    let i18n = I18n::load().unwrap();
    let en = i18n.english();
    let groups = [
        (
            "merchants,librarians,architects,recruiters,thieves",
            "3",
            "Up to 3 G from one player",
        ),
        ("lumberjacks,miners,bankers,masons,bandits", "3", "Take 4W."),
        (
            "wizards,spies,thieves,masons,miners",
            "2",
            "Up to 2 G from one player",
        ),
    ];
    for (list, max, expect) in groups {
        let setup = Setup {
            seats: 3,
            options: Options::new()
                .with("guild_list", list)
                .with("thieves_max", max)
                .resolve(&g.options())
                .unwrap(),
            seed: 5,
        };
        let st = g.setup(&setup).unwrap();
        let svg = g.board_svg(&st, &*en);
        assert!(!svg.contains("belfort-"), "untranslated label for {list}");
        assert!(svg.contains(expect), "{expect} missing for {list}");
        for gi in &st.guilds {
            let def = &g.content.guilds[*gi as usize];
            assert!(svg.contains(&format!(">{}<", def.short)), "{}", def.short);
        }
    }
}

/// The font sizes of the `<text>` elements whose content is `needle`.
fn sizes_of(svg: &str, needle: &str) -> Vec<f32> {
    svg.split("<text ")
        .skip(1)
        .filter(|t| {
            t.split_once('>')
                .is_some_and(|(_, rest)| rest.starts_with(needle))
        })
        .filter_map(|t| {
            let i = t.find("font-size=\"")? + 11;
            t[i..].split('"').next()?.parse().ok()
        })
        .collect()
}

/// Issue 10: the header band names whose turn it is and the round, in
/// text at least 12 px when the board is shown 400 px wide.
#[test]
fn header_band_is_legible_at_phone_width_on_both_views() {
    let g = Belfort::load(None).unwrap();
    let i18n = I18n::load().unwrap();
    let en = i18n.english();
    let names: Vec<String> = ["ann", "bob", "cat"].map(String::from).to_vec();
    let tr = longtable::i18n::Named {
        lang: &en,
        names: &names,
    };
    let st = play_some(&g, 3, 40);
    let to_act = g.to_act(&st);
    for (svg, width) in [
        (g.board_svg(&st, &tr), 1600.0),
        (g.board_panels_svg(&st, &tr).remove(0), 800.0),
    ] {
        let who = &names[to_act[0]];
        let turn = format!("To act: {who}");
        let sizes = sizes_of(&svg, &turn);
        assert!(!sizes.is_empty(), "no `{turn}` in the header");
        // Shown 400 px wide, the text is size * 400 / width px high.
        assert!(sizes.iter().all(|s| s * 400.0 / width >= 12.0), "{sizes:?}");
        let stage = format!("Round {} of 7", st.round);
        let sizes = sizes_of(&svg, &stage);
        assert!(
            sizes.iter().any(|s| s * 400.0 / width >= 12.0),
            "{stage}: {sizes:?}"
        );
        // Every player's name with the score, in the band.
        for n in &names {
            assert!(
                sizes_of(&svg, n).iter().any(|s| s * 400.0 / width >= 12.0),
                "{n} not in the band"
            );
        }
    }
}

/// Issue 28: a seat's phone view says whether it is the seat's turn, and
/// then what it may do, in text at least 9 px when shown 400 px wide; the
/// other seats read whose turn it is.
#[test]
fn the_seat_view_says_whose_turn_and_what_the_seat_may_do() {
    let g = Belfort::load(None).unwrap();
    let i18n = I18n::load().unwrap();
    let en = i18n.english();
    let names: Vec<String> = ["ann", "bob", "cat"].map(String::from).to_vec();
    let tr = longtable::i18n::Named {
        lang: &en,
        names: &names,
    };
    let st = play_some(&g, 3, 40);
    let to_act = g.to_act(&st);
    assert_eq!(to_act.len(), 1, "one seat places at a time");
    let mine = g.seat_svg(&st, to_act[0], &tr);
    let sizes = sizes_of(&mine, "Your turn.");
    assert!(!sizes.is_empty() && sizes.iter().all(|s| s * 400.0 / 800.0 >= 9.0));
    let prompt = tr.tr(&g.prompt(&st, to_act[0]).expect("a prompt"));
    let first_word = prompt.split(' ').next().unwrap();
    assert!(!sizes_of(&mine, first_word).is_empty(), "{prompt}");
    let other = g.seat_svg(&st, (to_act[0] + 1) % 3, &tr);
    assert!(sizes_of(&other, "Your turn.").is_empty());
    let turn = format!("To act: {}", names[to_act[0]]);
    assert!(!sizes_of(&other, &turn).is_empty(), "no `{turn}`");
    // Every text of both is at least 18 px of the 800.
    for svg in [&mine, &other] {
        for t in svg.split("font-size=\"").skip(1) {
            let px: f32 = t.split('"').next().unwrap().parse().unwrap();
            assert!(px >= 18.0, "{px} px");
        }
    }
}

/// Issue 10: the final board says the game is over, ranks the players
/// (table and band in rank order, not shield order) and the buildings
/// each player built are listed by name on the public board.
#[test]
fn final_board_shows_the_ranking_and_every_built_building() {
    let g = Belfort::load(None).unwrap();
    let i18n = I18n::load().unwrap();
    let en = i18n.english();
    let names: Vec<String> = ["ann", "bob", "cat", "dan"].map(String::from).to_vec();
    let tr = longtable::i18n::Named {
        lang: &en,
        names: &names,
    };
    let st = play_some(&g, 4, 100_000);
    let out = g.outcome(&st).expect("the game ended");
    let svg = g.board_svg(&st, &tr);
    assert!(svg.contains(">Final scores<"));
    assert!(svg.contains(">Game over, first: "));
    // The players table lists "1. name" first, then rank 2 and so on.
    let mut by_rank: Vec<usize> = (0..4).collect();
    by_rank.sort_by_key(|&p| (out.ranks[p], p));
    let pos: Vec<usize> = by_rank
        .iter()
        .map(|&p| {
            let label = format!(">{}. {}<", out.ranks[p], names[p]);
            svg.find(&label)
                .unwrap_or_else(|| panic!("{label} missing"))
        })
        .collect();
    assert!(
        pos.windows(2).all(|w| w[0] < w[1]),
        "table not in rank order"
    );
    // Built buildings: each player's line names every card of its tableau.
    let mut any = false;
    for (p, pl) in st.players.iter().enumerate() {
        let line = svg
            .split("<text ")
            .find_map(|t| {
                let (_, rest) = t.split_once('>')?;
                rest.starts_with(&format!("{}: ", names[p])).then_some(rest)
            })
            .expect("a built-buildings line per player");
        for b in &pl.tableau {
            any = true;
            let name = &g.content.buildings[st.card_types[b.card as usize] as usize].name;
            assert!(line.contains(name.as_str()), "{name} missing from {line}");
        }
    }
    assert!(any, "nobody built anything in a whole game");
    let png = longtable::render::png(&svg).unwrap();
    assert!(
        png.len() < 500_000,
        "final board PNG is {} bytes",
        png.len()
    );
    std::fs::write(std::env::temp_dir().join("belfort10_final.png"), &png).unwrap();
    let mid = longtable::render::png(&g.board_svg(&play_some(&g, 4, 150), &tr)).unwrap();
    std::fs::write(std::env::temp_dir().join("belfort10_mid.png"), &mid).unwrap();
    let seat = longtable::render::png(&g.seat_svg(&play_some(&g, 4, 150), 1, &tr)).unwrap();
    std::fs::write(std::env::temp_dir().join("belfort10_seat.png"), &seat).unwrap();
    eprintln!(
        "PNG sizes: final {} mid {} seat {}",
        png.len(),
        mid.len(),
        seat.len()
    );
}

/// The words of the last-action strip under the header band: its lines
/// joined with a space (wrapped at a space).
fn strip_words(svg: &str) -> String {
    let start = svg.find("#fff3bf").expect("a last-action strip");
    // The strip ends where the next box starts (or with the scene).
    let end = start + svg[start..].find("<rect ").unwrap_or(svg.len() - start);
    svg[start..end]
        .split("<text ")
        .skip(1)
        .map(|t| &t[t.find('>').unwrap() + 1..t.find("</text>").unwrap()])
        // Not the seat number on the actor's disc.
        .filter(|words| !words.chars().all(|c| c.is_ascii_digit()))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Issue 10 item 7: after every action of a game the public board and the
/// other seats' views highlight it, in its public wording with the actor's
/// name, and never name a card only the actor knows (its hand, its kept
/// cards), even while the keep-3-of-5 choice is secret.
#[test]
fn the_last_action_is_highlighted_in_its_public_wording_only() {
    let g = Belfort::load(None).unwrap();
    let i18n = I18n::load().unwrap();
    let en = i18n.english();
    let names: Vec<String> = ["ann", "bob", "cat"].map(String::from).to_vec();
    let tr = longtable::i18n::Named {
        lang: &en,
        names: &names,
    };
    let mut st = play_some(&g, 3, 0);
    assert_eq!(
        strip_words(&g.board_svg(&st, &tr)),
        "No action yet this game"
    );
    let mut rng = GameRng::new(5);
    let mut changed = 0;
    for step in 0..120 {
        if g.outcome(&st).is_some() {
            break;
        }
        let seat = *rng.pick(&g.to_act(&st)).unwrap();
        let legal = g.legal_actions(&st, seat);
        let a = legal[rng.below(legal.len())].clone();
        let told = g.tell(&st, seat, &a);
        let kept = g.secrets(&st, seat);
        g.apply(&mut st, seat, &a).unwrap();
        let want = format!("Last: {}", longtable::render::esc(&tr.tr(&told.public)));
        let other = (seat + 1) % 3;
        for (view, svg) in [
            ("board", g.board_svg(&st, &tr)),
            ("header panel", g.board_panels_svg(&st, &tr).remove(0)),
            ("other seat", g.seat_svg(&st, other, &tr)),
        ] {
            let got = strip_words(&svg);
            let shown = got.trim_end_matches('…');
            assert!(
                shown.starts_with(&want) || want.starts_with(shown),
                "step {step}, {view}: `{got}` is not `{want}`"
            );
            changed += usize::from(got.contains(" → "));
            // The actor's own wording names its kept cards; the strip
            // never does, nor any other card in the actor's hand.
            if let Some(own) = &told.own {
                assert!(!got.contains(&tr.tr(own)), "step {step}: own wording shown");
            }
            let hidden: Vec<String> = kept
                .iter()
                .chain(g.secrets(&st, seat).iter())
                .filter(|n| !want.contains(n.as_str()))
                .cloned()
                .collect();
            for n in &hidden {
                assert!(
                    !got.contains(n.as_str()),
                    "step {step}, {view}: `{n}` in `{got}`"
                );
            }
        }
    }
    // Gathering and building change supplies: the strip says by how much.
    assert!(changed > 0, "no action's change was shown");
}
