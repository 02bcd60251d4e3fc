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
            assert_eq!((img.width(), img.height()), (1600, 1060));
        }
    }
}

#[test]
fn every_message_id_has_english_text() {
    let i18n = longtable::i18n::I18n::load().unwrap();
    let en = i18n.english();
    let sources = [
        include_str!("../src/games/nations/mod.rs"),
        include_str!("../src/games/nations/rules.rs"),
        include_str!("../src/games/nations/render.rs"),
        include_str!("../src/games/nations/content.rs"),
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
