//! `/rules` lookup latency: every question of `tests/lookup/*.toml` asked
//! of the embedded reference, p50 and p99 printed (the budget is
//! p99 < 5 ms), plus criterion's figure for one typical question and for
//! building the index (part of start-up).
//!
//! `cargo bench --bench lookup -- --measurement-time 3 --warm-up-time 1`

use criterion::{criterion_group, criterion_main, Criterion};
use longtable::lookup::Lookup;
use std::time::{Duration, Instant};

fn questions() -> Vec<(String, String, String)> {
    #[derive(serde::Deserialize)]
    struct Set {
        q: Vec<Q>,
    }
    #[derive(serde::Deserialize)]
    struct Q {
        ask: String,
    }
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/lookup");
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let name = e.file_name().to_string_lossy().to_string();
        let Some((title, lang)) = name.strip_suffix(".toml").and_then(|s| s.rsplit_once('-'))
        else {
            continue;
        };
        let Ok(set) = toml::from_str::<Set>(&std::fs::read_to_string(e.path()).unwrap()) else {
            continue;
        };
        out.extend(
            set.q
                .into_iter()
                .map(|q| (title.to_string(), lang.to_string(), q.ask)),
        );
    }
    if out.is_empty() {
        out.push(("nations".into(), "en".into(), "war".into()));
    }
    out
}

fn bench(c: &mut Criterion) {
    let lookup = Lookup::embedded().unwrap();
    let asks = questions();
    // p50/p99 over every question, ten rounds.
    let mut times: Vec<Duration> = Vec::new();
    for _ in 0..10 {
        for (title, lang, ask) in &asks {
            let t = Instant::now();
            let found = lookup.search(ask, lang, &[title.as_str()], 3);
            times.push(t.elapsed());
            std::hint::black_box(found);
        }
    }
    times.sort();
    let p = |q: f64| times[((times.len() as f64 * q) as usize).min(times.len() - 1)];
    println!(
        "lookup over {} questions x10: p50 {:?}, p99 {:?}, max {:?}",
        asks.len(),
        p(0.5),
        p(0.99),
        times.last().unwrap()
    );
    c.bench_function("lookup/one question", |b| {
        b.iter(|| lookup.search("what happens if I can't pay?", "en", &[], 3))
    });
    c.bench_function("lookup/build the index", |b| {
        b.iter(|| Lookup::embedded().unwrap())
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
