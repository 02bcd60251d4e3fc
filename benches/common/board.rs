//! The board the render benchmarks and `examples/render_cost.rs` draw:
//! a five-seat table 150 random moves in (included by `#[path]`).

use longtable::engine::{GameRng, Options, Setup};

/// The public board and seat 1's view.
pub fn board(game: &str) -> (String, String) {
    let registry = longtable::games::registry(None).unwrap();
    let title = registry.get(game).unwrap();
    let setup = Setup {
        seats: 5,
        options: Options::new(),
        seed: 1,
    };
    let mut table = title.new_table(&setup).unwrap();
    let mut rng = GameRng::new(1 ^ 0x5eed);
    for _ in 0..150 {
        if table.outcome().is_some() {
            break;
        }
        let seats = table.to_act();
        let seat = *rng.pick(&seats).unwrap();
        let n = table.legal_count(seat);
        table.play_index(seat, rng.below(n)).unwrap();
    }
    let i18n = longtable::i18n::I18n::load().unwrap();
    let en = i18n.english();
    (table.board_svg(&*en), table.seat_svg(0, &*en))
}
