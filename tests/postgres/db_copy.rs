//! `longtable db copy` moves a live community from SQLite to PostgreSQL,
//! and `longtable replay` verifies it there (issue 18).

use crate::common;

use common::pg::Postgres;
use longtable::engine::Options;
use longtable::store::{Db, Location, NewLeague, NewTable};
use std::path::Path;
use std::process::{Command, Output};

fn longtable(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_longtable"))
        .args(args)
        .current_dir(dir)
        .env_remove("LONGTABLE_DB")
        .output()
        .unwrap()
}

fn text(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// Every table of the schema with its row count.
fn counts(db: &Db, tables: &[String]) -> Vec<(String, i64)> {
    tables
        .iter()
        .map(|t| (t.clone(), db.count_rows(t).unwrap()))
        .collect()
}

#[test]
fn a_community_copied_to_postgres_replays_there_whole() {
    let dir = tempfile::tempdir().unwrap();
    let sqlite = dir.path().join("community.db");
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/stored-games.db"),
        &sqlite,
    )
    .unwrap();
    // Games of every title (the fixture), and a league with a member, a
    // user's language and a vacation beside them.
    {
        let mut db = Db::open(&sqlite).unwrap();
        let l = db
            .create_league(&NewLeague {
                server: "g1".into(),
                name: "Winter".into(),
                title: "belfort".into(),
                season_days: 28,
                points: vec![10.0, 6.0, 3.0],
                group_size: 3,
                min_games: 1,
                bots: true,
                table_options: Options::new(),
                creator: "u1".into(),
            })
            .unwrap()
            .unwrap();
        db.join_league(l, "u1", "Ann").unwrap();
        db.set_user_language("u1", Some("el")).unwrap();
        db.start_vacation("u1", 0, 1000, 2026, 10_000)
            .unwrap()
            .unwrap();
    }
    let pg = Postgres::start();
    let url = pg.url();
    let copy = || {
        let from = sqlite.to_str().unwrap();
        longtable(dir.path(), &["db", "copy", "--from", from, "--to", url])
    };
    let out = longtable(dir.path(), &["db", "migrate", "--db", url]);
    assert!(out.status.success(), "{}", text(&out));
    // 07 is issue 25's, 08 the outbox.
    assert!(text(&out).contains("schema version 8"), "{}", text(&out));
    let out = copy();
    assert!(out.status.success(), "{}", text(&out));
    assert!(text(&out).contains("copied"), "{}", text(&out));
    // Every game replays to its stored hashes on PostgreSQL.
    let out = longtable(dir.path(), &["replay", "--db", url]);
    assert!(out.status.success(), "{}", text(&out));
    assert!(
        text(&out).contains("6 tables verified, 0 mismatches"),
        "{}",
        text(&out)
    );
    let out = longtable(dir.path(), &["db", "check", "--db", url]);
    assert!(out.status.success(), "{}", text(&out));
    // Row for row, every table.
    let source = Db::open(&sqlite).unwrap();
    let mut target = Db::connect(&Location::Postgres(url.to_string())).unwrap();
    let tables = source.table_names().unwrap();
    assert!(tables.len() >= 20, "{tables:?}");
    assert_eq!(counts(&source, &tables), counts(&target, &tables));
    assert_eq!(target.user_language("u1").unwrap().as_deref(), Some("el"));
    assert!(target.league("g1", "winter").unwrap().unwrap().bots);
    // PostgreSQL numbers the next table past the copied ones.
    let copied_max = source
        .started_table_ids()
        .unwrap()
        .into_iter()
        .max()
        .unwrap();
    let options = Options::new();
    let id = target
        .create_table(&NewTable {
            channel: "new",
            title: "belfort",
            options: &options,
            seats_max: None,
            seed: 1,
            creator: "u1",
            locale: "en",
        })
        .unwrap();
    assert!(id > copied_max, "{id} after {copied_max}");
    // A second copy would merge two communities: refused, nothing written.
    let out = copy();
    assert!(!out.status.success());
    assert!(text(&out).contains("not empty"), "{}", text(&out));
}
