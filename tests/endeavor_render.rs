//! The Endeavor boards render to PNGs of the expected size at several
//! stages and player counts. Endeavor has no hidden information (decks lie
//! face up, tokens face up), so the public board may show everything; the
//! test checks that it shows what it should and that labels are translated.

use longtable::engine::{Game, GameRng, Options, Setup};
use longtable::games::endeavor::Endeavor;
use longtable::i18n::I18n;

fn play(
    g: &Endeavor,
    seats: usize,
    moves: usize,
    seed: u64,
) -> longtable::games::endeavor::rules::State {
    let mut st = g
        .setup(&Setup {
            seats,
            options: Options::new().resolve(&g.options()).unwrap(),
            seed,
        })
        .unwrap();
    let mut rng = GameRng::new(seed);
    for _ in 0..moves {
        if g.outcome(&st).is_some() {
            break;
        }
        let seat = g.to_act(&st)[0];
        let legal = g.legal_actions(&st, seat);
        // Prefer anything over passing so the map fills up.
        let mut i = rng.below(legal.len());
        while legal.len() > 1
            && legal[i] == longtable::games::endeavor::rules::Action::Pass
            && rng.below(8) != 0
        {
            i = rng.below(legal.len());
        }
        g.apply(&mut st, seat, &legal[i]).unwrap();
    }
    st
}

#[test]
fn boards_decode_at_the_expected_size_for_3_to_5_players() {
    let g = Endeavor::embedded();
    let i18n = I18n::load().unwrap();
    let en = i18n.english();
    for (seats, moves) in [(3, 0), (4, 350), (5, 100_000)] {
        let st = play(&g, seats, moves, seats as u64);
        let svg = g.board_svg(&st, &*en);
        assert!(!svg.contains("endeavor-label"), "untranslated label");
        for r in &g.content.regions {
            assert!(svg.contains(&r.name.replace('&', "&amp;")), "{}", r.name);
        }
        let png = longtable::render::png(&svg).unwrap();
        // ENDEAVOR_RENDER_OUT=dir keeps the pictures for a look.
        if let Ok(dir) = std::env::var("ENDEAVOR_RENDER_OUT") {
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(format!("{dir}/board-{seats}.png"), &png).unwrap();
        }
        let img = image::load_from_memory(&png).unwrap();
        assert_eq!((img.width(), img.height()), (1800, 1230));
        // Flat fills and few anti-aliased glyphs: about 290 KB.
        assert!(png.len() < 500_000, "board PNG is {} bytes", png.len());
        for seat in 0..seats {
            let svg = g.seat_svg(&st, seat, &*en);
            assert!(!svg.contains("endeavor-"), "untranslated label");
            let p = &st.players[seat];
            for &k in p.cards.iter().chain(p.governor.iter()) {
                // A Governor shows as its region's name over "Governor".
                let card = &g.content.cards[k];
                let name = if card.governor {
                    assert!(svg.contains("Governor ·"), "Governor missing");
                    &g.content.decks[card.deck].name
                } else {
                    &card.name
                };
                assert!(svg.contains(name.as_str()), "{name} missing");
            }
            let png = longtable::render::png(&svg).unwrap();
            if let Ok(dir) = std::env::var("ENDEAVOR_RENDER_OUT") {
                std::fs::write(format!("{dir}/seat-{seats}-{seat}.png"), &png).unwrap();
            }
            let img = image::load_from_memory(&png).unwrap();
            assert_eq!((img.width(), img.height()), (1400, 1090));
        }
    }
}

/// Discord refuses large pictures and phones load them slowly: the
/// 5-player board, at its fullest at the end of a game (every track
/// filled, cities taken, five player lines), stays under 500 KB, and so
/// does every seat's board.
#[test]
fn the_five_player_board_late_in_a_game_stays_under_500_kb() {
    let g = Endeavor::embedded();
    let i18n = I18n::load().unwrap();
    let en = i18n.english();
    for seed in [5u64, 11, 23] {
        let st = play(&g, 5, 100_000, seed);
        assert!(g.outcome(&st).is_some(), "seed {seed}: the game ended");
        let taken = st.cities.iter().filter(|x| x.is_some()).count();
        assert!(taken > 5, "seed {seed}: only {taken} cities taken");
        let png = longtable::render::png(&g.board_svg(&st, &*en)).unwrap();
        assert!(
            png.len() < 500_000,
            "seed {seed}: board PNG is {} bytes",
            png.len()
        );
        for seat in 0..5 {
            let png = longtable::render::png(&g.seat_svg(&st, seat, &*en)).unwrap();
            assert!(png.len() < 500_000, "seat {seat}: {} bytes", png.len());
        }
    }
}
