//! Nations boards: every PNG decodes at the expected size, and the public
//! board never shows hidden information (deck order, secret choices).

use longtable::engine::{Game, GameRng, Options, Setup};
use longtable::games::nations::Nations;

#[test]
fn boards_decode_and_hide_the_decks() {
    let g = Nations::new(None).unwrap();
    let i18n = longtable::i18n::I18n::load().unwrap();
    let en = i18n.english();
    for (players, moves) in [(1usize, 30usize), (3, 80), (5, 150)] {
        let setup = Setup {
            seats: players,
            options: Options::new().resolve(&g.options()).unwrap(),
            seed: 3,
        };
        let mut st = g.setup(&setup).unwrap();
        let mut rng = GameRng::new(9);
        for _ in 0..moves {
            let seats = g.to_act(&st);
            let Some(&seat) = rng.pick(&seats) else { break };
            let legal = g.legal_actions(&st, seat);
            let a = legal[rng.below(legal.len())].clone();
            g.apply(&mut st, seat, &a).unwrap();
        }
        let board = g.board_svg(&st, &*en);
        // No card still in a deck is named on the public board.
        for deck in &st.decks {
            for id in deck {
                let name = &g.content.card(id).unwrap().name;
                assert!(!board.contains(&format!(">{name} (")), "{name} leaked");
            }
        }
        for deck in &st.event_decks {
            for id in deck {
                let name = &g.content.event(id).unwrap().name;
                assert!(!board.contains(name.as_str()), "event {name} leaked");
            }
        }
        assert!(!board.contains("nations-"), "untranslated label");
        let png = longtable::render::png(&board).unwrap();
        let img = image::load_from_memory(&png).unwrap();
        assert_eq!(img.width(), 1600);
        assert!(img.height() > 800);
        assert!(png.len() < 500_000);
        for seat in 0..players {
            let svg = g.seat_svg(&st, seat, &*en);
            assert!(!svg.contains("nations-"));
            let png = longtable::render::png(&svg).unwrap();
            let img = image::load_from_memory(&png).unwrap();
            assert_eq!(img.width(), 1600);
            assert!(img.height() > 1060);
            assert!(png.len() < 500_000, "seat PNG {} bytes", png.len());
        }
    }
}

#[test]
fn every_message_id_has_english_text() {
    let i18n = longtable::i18n::I18n::load().unwrap();
    let en = i18n.english();
    let sources = [
        include_str!("../../src/games/nations/mod.rs"),
        include_str!("../../src/games/nations/rules.rs"),
        include_str!("../../src/games/nations/render.rs"),
        include_str!("../../src/games/nations/content.rs"),
        include_str!("../../src/games/nations/talk.rs"),
    ];
    let mut missing = vec![];
    for src in sources {
        for (i, _) in src.match_indices("\"nations-") {
            let rest = &src[i + 1..];
            let end = rest.find('"').unwrap();
            let id = &rest[..end];
            if id.ends_with('-') || id.contains(' ') {
                continue;
            }
            if !en.has(id) {
                missing.push(id.to_string());
            }
        }
    }
    for spec in Nations::new(None).unwrap().options() {
        if !en.has(spec.help) {
            missing.push(spec.help.to_string());
        }
    }
    assert!(missing.is_empty(), "no English text for {missing:?}");
}

#[test]
fn the_board_shows_a_solo_tiles_changes_and_changed_prices() {
    let g = Nations::new(None).unwrap();
    let i18n = longtable::i18n::I18n::load().unwrap();
    let en = i18n.english();
    let setup = Setup {
        seats: 1,
        options: Options::new().resolve(&g.options()).unwrap(),
        seed: 3,
    };
    let mut st = g.setup(&setup).unwrap();
    let tile = |f: &dyn Fn(&longtable::games::nations::content::SoloTile) -> bool| {
        g.content.solo.iter().find(|t| f(t)).unwrap().id.clone()
    };
    st.tile = Some(tile(&|t| {
        t.changes.price.is_some_and(|p| p.row == 3 && p.delta == -1)
    }));
    let board = g.board_svg(&st, &*en);
    assert!(board.contains("Solo tile changes this round:"));
    assert!(board.contains("cards in the 3-gold row cost 2 gold"));
    // The 3-Gold row's box shows this round's price; the others don't
    // change.
    assert_eq!(board.matches(">costs ").count(), 1);
    assert!(board.contains(">costs 2<"));
    st.tile = Some(tile(&|t| t.changes.gain.food == 2));
    let board = g.board_svg(&st, &*en);
    assert!(board.contains("you get +2 food"));
    st.tile = Some(tile(&|t| {
        t.changes.architects == 1 && t.changes.gain.is_zero()
    }));
    let board = g.board_svg(&st, &*en);
    assert!(board.contains("you get an extra architect of your own"));
}

/// Every font size in the SVG's header band (the text before the
/// board's own first element, which starts after the band's group).
fn header_sizes(svg: &str) -> Vec<f32> {
    let band = svg.split("<g transform=").next().unwrap();
    band.split("font-size=\"")
        .skip(1)
        .map(|x| x.split('"').next().unwrap().parse().unwrap())
        .collect()
}

/// A whole random game to its end, with two named players.
fn finished_game() -> (Nations, longtable::games::nations::State) {
    let g = Nations::new(None).unwrap();
    let setup = Setup {
        seats: 2,
        options: Options::new()
            .with("ages", "1")
            .resolve(&g.options())
            .unwrap(),
        seed: 5,
    };
    let mut st = g.setup(&setup).unwrap();
    let mut rng = GameRng::new(4);
    for _ in 0..2000 {
        let seats = g.to_act(&st);
        let Some(&seat) = rng.pick(&seats) else { break };
        let legal = g.legal_actions(&st, seat);
        // Pass half the time, to reach the end quickly.
        let a = legal
            .iter()
            .find(|a| rng.below(2) == 0 && **a == longtable::games::nations::Action::Pass)
            .cloned()
            .unwrap_or_else(|| legal[rng.below(legal.len())].clone());
        g.apply(&mut st, seat, &a).unwrap();
    }
    assert!(g.outcome(&st).is_some(), "the game ends");
    (g, st)
}

#[test]
fn header_names_whose_turn_and_is_legible_at_phone_width() {
    let g = Nations::new(None).unwrap();
    let i18n = longtable::i18n::I18n::load().unwrap();
    let en = i18n.english();
    let names = vec!["ann".to_string(), "bob".to_string(), "cy".to_string()];
    let named = longtable::i18n::Named {
        lang: &en,
        names: &names,
    };
    let setup = Setup {
        seats: 3,
        options: Options::new().resolve(&g.options()).unwrap(),
        seed: 3,
    };
    let mut st = g.setup(&setup).unwrap();
    // Round 1 Growth: the first seat to grow is named in the band.
    let seat = g.to_act(&st)[0];
    for svg in [g.board_svg(&st, &named), g.seat_svg(&st, 0, &named)] {
        let sizes = header_sizes(&svg);
        assert!(sizes.len() >= 5, "{svg}");
        // 12 px or more when a phone shows the 1600-px image 400 px wide.
        assert!(
            sizes.iter().all(|px| px * 400.0 / 1600.0 >= 12.0),
            "{sizes:?}"
        );
        let band = svg.split("<g transform=").next().unwrap();
        assert!(band.contains(&format!("To act: {}", names[seat])), "{band}");
        assert!(
            band.contains("Round 1") && band.contains("Growth"),
            "{band}"
        );
        for n in &names {
            assert!(band.contains(n.as_str()));
        }
        assert!(!svg.contains("Seat "), "a seat named by number");
    }
    // During Growth, last round's event is not shown as this round's.
    st.round = 2;
    st.event = Some(g.content.events[0].id.clone());
    let board = g.board_svg(&st, &named);
    assert!(board.contains("Event: drawn after Growth"));
    assert!(!board.contains(&g.content.events[0].name));
    // The last action is highlighted with what it changed.
    let legal = g.legal_actions(&st, seat);
    let bonus = legal
        .iter()
        .find(|a| g.notation(&st, a) == "bonus gold")
        .unwrap()
        .clone();
    g.apply(&mut st, seat, &bonus).unwrap();
    let board = g.board_svg(&st, &named);
    assert!(
        board.contains(&format!("Last: {}: bonus gold → +", names[seat])),
        "{board}"
    );
}

#[test]
fn the_final_board_shows_the_result_and_final_points() {
    let (g, st) = finished_game();
    let i18n = longtable::i18n::I18n::load().unwrap();
    let en = i18n.english();
    let names = vec!["ann".to_string(), "bob".to_string()];
    let named = longtable::i18n::Named {
        lang: &en,
        names: &names,
    };
    let o = g.outcome(&st).unwrap();
    let board = g.board_svg(&st, &named);
    let band = board.split("<g transform=").next().unwrap();
    assert!(
        band.contains("Final scores") && band.contains("Game over:"),
        "{band}"
    );
    let winner = o.ranks.iter().position(|&r| r == 1).unwrap();
    assert!(band.contains(&format!("{} wins", names[winner])), "{band}");
    // Every final total is on the board, not the VP track (issue 10:
    // "VP 4/2 while the result was 6/2").
    for (seat, score) in o.scores.iter().enumerate() {
        assert!(
            band.contains(&format!("{} {score}", names[seat])),
            "{} {score} missing in {band}",
            names[seat]
        );
        assert!(board.contains(&format!(">{score}<")));
    }
    assert!(board.contains(">Points<"));
    let png = longtable::render::png(&board).unwrap();
    assert!(png.len() < 500_000);
}
