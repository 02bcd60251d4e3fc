//! The drawing kit's fast path (labels stamped from cached glyph masks,
//! shapes drawn in runs) against usvg drawing the whole document: every
//! title's public board and seat view look the same both ways, with the
//! cache cold and warm, and their PNGs stay under Discord-friendly sizes.

use longtable::engine::{GameRng, Options, Setup};
use longtable::i18n::{I18n, Named};
use longtable::render;

/// A five-seat table of `game` after `moves` random moves.
fn table(game: &str, moves: usize) -> Box<dyn longtable::engine::Table> {
    let registry = longtable::games::registry(None).unwrap();
    let title = registry.get(game).unwrap();
    let setup = Setup {
        seats: 5,
        options: Options::new(),
        seed: 1,
    };
    let mut table = title.new_table(&setup).unwrap();
    let mut rng = GameRng::new(7);
    for _ in 0..moves {
        if table.outcome().is_some() {
            break;
        }
        let seats = table.to_act();
        let seat = *rng.pick(&seats).unwrap();
        let n = table.legal_count(seat);
        table.play_index(seat, rng.below(n)).unwrap();
    }
    table
}

/// RGB bytes that differ visibly between two images.
fn visible_diff(a: &[u8], b: &[u8]) -> usize {
    a.iter()
        .zip(b)
        .filter(|(x, y)| x.abs_diff(**y) > 24)
        .count()
}

/// The fast path against usvg laying out and filling every label in
/// place: at most one byte in a thousand differs visibly (anti-aliased
/// glyph edges rounding a step apart), and the picture is the same size.
fn same_picture(svg: &str, what: &str) {
    let (w, h, slow) = render::raster(&render::parse_uncached(svg).unwrap()).unwrap();
    for pass in ["cold", "warm"] {
        let scene = render::prepare(svg).unwrap();
        // Nearly every label takes the fast path.
        let labels = svg.matches("<text ").count();
        assert!(
            scene.stamped() * 10 >= labels * 9,
            "{what}: {} of {labels} labels stamped",
            scene.stamped()
        );
        let (fw, fh, fast) = render::draw(&scene).unwrap();
        assert_eq!((fw, fh), (w, h), "{what}");
        let diff = visible_diff(&fast, &slow);
        assert!(
            diff < slow.len() / 1000,
            "{what} ({pass} cache): {diff} of {} bytes differ",
            slow.len()
        );
    }
}

#[test]
fn boards_drawn_from_cached_glyphs_match_a_full_render_in_any_script() {
    let i18n = I18n::load().unwrap();
    let en = i18n.english();
    // Greek and Hungarian names (the bundled font covers both) and a long
    // one, so labels the cache has never seen are drawn too.
    let names: Vec<String> = ["Ελένη", "Őrző Ádám", "ann", "Βασίλης", "bob"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let named = Named {
        lang: &en,
        names: &names,
    };
    for game in ["nations", "endeavor", "belfort"] {
        let t = table(game, 120);
        same_picture(&t.board_svg(&*en), &format!("{game} board"));
        same_picture(&t.board_svg(&named), &format!("{game} board, named"));
        same_picture(&t.seat_svg(0, &named), &format!("{game} seat view"));
    }
}

#[test]
fn board_and_seat_pngs_stay_under_500_kb() {
    let i18n = I18n::load().unwrap();
    let en = i18n.english();
    for game in ["nations", "endeavor", "belfort"] {
        for moves in [0, 150] {
            let t = table(game, moves);
            for (what, svg) in [("board", t.board_svg(&*en)), ("seat", t.seat_svg(1, &*en))] {
                let png = render::png(&svg).unwrap();
                eprintln!("{game} {what} after {moves} moves: {} bytes", png.len());
                assert!(
                    png.len() < 500_000,
                    "{game} {what} after {moves} moves: {} bytes",
                    png.len()
                );
                let img = image::load_from_memory(&png).unwrap();
                // Endeavor's seat view is laid out for a phone, 800 wide.
                let least = if what == "seat" && game == "endeavor" {
                    800
                } else {
                    1200
                };
                assert!(img.width() >= least, "{game} {what}");
            }
        }
    }
}
