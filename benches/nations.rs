//! Board render time: `board_svg` + PNG encoding of a mid-game
//! four-player Nations board.

use criterion::{criterion_group, criterion_main, Criterion};
use longtable::engine::{Game, GameRng, Options, Setup};
use longtable::games::nations::Nations;

fn bench(c: &mut Criterion) {
    let g = Nations::new(None).unwrap();
    let i18n = longtable::i18n::I18n::load().unwrap();
    let en = i18n.english();
    let setup = Setup {
        seats: 4,
        options: Options::new().resolve(&g.options()).unwrap(),
        seed: 11,
    };
    let mut st = g.setup(&setup).unwrap();
    let mut rng = GameRng::new(1);
    for _ in 0..120 {
        let seats = g.to_act(&st);
        let Some(&seat) = rng.pick(&seats) else { break };
        let legal = g.legal_actions(&st, seat);
        let a = legal[rng.below(legal.len())].clone();
        g.apply(&mut st, seat, &a).unwrap();
    }
    c.bench_function("nations board_svg + png", |b| {
        b.iter(|| longtable::render::png(&g.board_svg(&st, &*en)).unwrap())
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
