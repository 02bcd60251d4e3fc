//! Board render time for Belfort: `board_svg` + PNG encoding of a
//! mid-game 5-player state.

use criterion::{criterion_group, criterion_main, Criterion};
use longtable::engine::{Game, GameRng, Options, Setup};
use longtable::games::belfort::Belfort;
use longtable::i18n::I18n;

fn bench(c: &mut Criterion) {
    let g = Belfort::load(None).unwrap();
    let i18n = I18n::load().unwrap();
    let en = i18n.english();
    let setup = Setup {
        seats: 5,
        options: Options::new().resolve(&g.options()).unwrap(),
        seed: 1,
    };
    let mut st = g.setup(&setup).unwrap();
    let mut rng = GameRng::new(2);
    for _ in 0..600 {
        if g.outcome(&st).is_some() {
            break;
        }
        let to_act = g.to_act(&st);
        let seat = *rng.pick(&to_act).unwrap();
        let legal = g.legal_actions(&st, seat);
        let a = legal[rng.below(legal.len())].clone();
        g.apply(&mut st, seat, &a).unwrap();
    }
    c.bench_function("belfort board_svg + png", |b| {
        b.iter(|| longtable::render::png(&g.board_svg(&st, &*en)).unwrap())
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = bench
}
criterion_main!(benches);
