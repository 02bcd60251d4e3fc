//! The drawing kit's three stages timed apart on every title's public
//! board, five seats, 150 random moves in: `parse` (cutting the scene and
//! parsing its shapes; labels come from cached glyph masks), `raster`
//! (tiny-skia for the shapes, the masks stamped between them) and
//! `encode` (PNG); usvg's own parse (`parse uncached`) beside it, and seat
//! 1's view end to end, and the public board end to end (`board png`). The per-title benches
//! time the whole path including building the scene.

use criterion::{criterion_group, criterion_main, Criterion};
use longtable::engine::{GameRng, Options, Setup};
use longtable::render;

/// The public board and seat 1's view.
fn board(game: &str) -> (String, String) {
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

fn bench(c: &mut Criterion) {
    for game in ["nations", "endeavor", "belfort"] {
        let (svg, seat) = board(game);
        c.bench_function(&format!("{game} board parse uncached"), |b| {
            b.iter(|| render::parse_uncached(&svg).unwrap())
        });
        c.bench_function(&format!("{game} board png"), |b| {
            b.iter(|| render::png(&svg).unwrap())
        });
        c.bench_function(&format!("{game} seat view png"), |b| {
            b.iter(|| render::png(&seat).unwrap())
        });
        let scene = render::prepare(&svg).unwrap();
        let (w, h, rgb) = render::draw(&scene).unwrap();
        c.bench_function(&format!("{game} board parse"), |b| {
            b.iter(|| render::prepare(&svg).unwrap())
        });
        c.bench_function(&format!("{game} board raster"), |b| {
            b.iter(|| render::draw(&scene).unwrap())
        });
        c.bench_function(&format!("{game} board encode"), |b| {
            b.iter(|| render::encode(&rgb, w, h).unwrap())
        });
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = bench
}
criterion_main!(benches);
