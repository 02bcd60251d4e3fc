//! The drawing kit's three stages timed apart on every title's public
//! board, five seats, 150 random moves in: `parse` (cutting the scene and
//! parsing its shapes; labels come from cached glyph masks), `raster`
//! (tiny-skia for the shapes, the masks stamped between them) and
//! `encode` (PNG); usvg's own parse (`parse uncached`) beside it, and seat
//! 1's view end to end, and the public board end to end (`board png`). The per-title benches
//! time the whole path including building the scene.

use criterion::{criterion_group, criterion_main, Criterion};
use longtable::render;

#[path = "common/board.rs"]
mod sample;
use sample::board;

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
