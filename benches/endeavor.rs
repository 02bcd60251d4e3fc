//! Endeavor board rendering: `board_svg` + `render::png` on a mid-game
//! 5-player state (budget: under 25 ms median).

use criterion::{criterion_group, criterion_main, Criterion};
use longtable::engine::{Game, GameRng, Options, Setup};
use longtable::games::endeavor::rules::Action;
use longtable::games::endeavor::Endeavor;

fn bench(c: &mut Criterion) {
    let g = Endeavor::embedded();
    let mut st = g
        .setup(&Setup {
            seats: 5,
            options: Options::new().resolve(&g.options()).unwrap(),
            seed: 7,
        })
        .unwrap();
    let mut rng = GameRng::new(7);
    for _ in 0..300 {
        if g.outcome(&st).is_some() {
            break;
        }
        let seat = g.to_act(&st)[0];
        let legal = g.legal_actions(&st, seat);
        let mut i = rng.below(legal.len());
        if legal.len() > 1 && legal[i] == Action::Pass {
            i = rng.below(legal.len());
        }
        g.apply(&mut st, seat, &legal[i]).unwrap();
    }
    let i18n = longtable::i18n::I18n::load().unwrap();
    let en = i18n.english();
    c.bench_function("endeavor board_svg + png", |b| {
        b.iter(|| longtable::render::png(&g.board_svg(&st, &*en)).unwrap())
    });
    c.bench_function("endeavor seat_svg + png", |b| {
        b.iter(|| longtable::render::png(&g.seat_svg(&st, 0, &*en)).unwrap())
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = bench
}
criterion_main!(benches);
