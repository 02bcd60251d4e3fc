//! `longtable league recompute` over 10,000 stored league results: every
//! rating (server-wide and per season) folded again in game order from
//! the results tables, compared with the stored ones and written back.
//! Also the pure fold (`league::rate`) and a season's standings, so the
//! share SQLite takes is visible.
//!
//! The results are made up but shaped like real ones: 60 players, tables
//! of 3 or 4, four seasons, deterministic (ChaCha8, seed 13).

use criterion::{criterion_group, Criterion};
use longtable::engine::Options;
use longtable::league::{self, GameResult, SeatResult};
use longtable::store::{Db, NewLeague, NewTable};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

const RESULTS: usize = 10_000;

fn stored() -> Db {
    let mut db = Db::in_memory().unwrap();
    let league = db
        .create_league(&NewLeague {
            server: "bench".into(),
            name: "Bench".into(),
            title: "endeavor".into(),
            season_days: 90,
            points: vec![10.0, 6.0, 3.0, 1.0],
            group_size: 3,
            min_games: 1,
            bots: false,
            table_options: Options::new(),
            creator: "p0".into(),
            channel: "c0".into(),
            lang: "en".into(),
            auto_season: true,
            now_ms: 0,
        })
        .unwrap()
        .unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(13);
    let players: Vec<String> = (0..60).map(|i| format!("p{i}")).collect();
    let options = Options::new();
    for i in 0..RESULTS {
        let channel = format!("c{i}");
        let table_id = db
            .create_table(&NewTable {
                channel: &channel,
                title: "endeavor",
                options: &options,
                seats_max: None,
                seed: i as u64,
                creator: "p0",
                locale: "en",
            })
            .unwrap();
        let n = rng.gen_range(3..=4);
        let seated: Vec<&String> = players.choose_multiple(&mut rng, n).collect();
        let scores: Vec<i64> = (0..n).map(|_| rng.gen_range(20..80)).collect();
        let seats = seated
            .iter()
            .enumerate()
            .map(|(s, u)| SeatResult {
                user_id: u.to_string(),
                user_name: u.to_string(),
                rank: 1 + scores.iter().filter(|&&o| o > scores[s]).count(),
                score: scores[s],
                absent: false,
                points: None,
            })
            .collect();
        db.insert_result(&GameResult {
            table_id,
            server: "bench".into(),
            title: "endeavor".into(),
            league_id: league,
            season: 1 + (i * 4 / RESULTS) as i64,
            ended_at: String::new(),
            seats,
            void: false,
            group: None,
        })
        .unwrap();
    }
    db
}

fn bench(c: &mut Criterion) {
    let mut db = stored();
    // The stored ratings were applied one game at a time as the games
    // ended; the fold must agree with them exactly.
    assert_eq!(db.recompute_ratings().unwrap().changed, 0);
    let results = db.results(None).unwrap();
    assert_eq!(results.len(), RESULTS);
    let mut g = c.benchmark_group("league");
    g.sample_size(10);
    g.bench_function("recompute_10000_results", |b| {
        b.iter(|| db.recompute_ratings().unwrap())
    });
    g.bench_function("rate_10000_results_in_memory", |b| {
        b.iter(|| league::rate(&results))
    });
    let season: Vec<GameResult> = results.iter().filter(|g| g.season == 4).cloned().collect();
    let ratings = league::rate(&season);
    let scoring = league::Scoring {
        points: vec![10.0, 6.0, 3.0, 1.0],
        min_games: 1,
    };
    g.bench_function("standings_2500_results", |b| {
        b.iter(|| league::standings(&season, &scoring, &ratings))
    });
    g.finish();
}

criterion_group!(benches, bench);

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
}
