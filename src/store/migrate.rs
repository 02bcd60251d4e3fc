//! PostgreSQL's migrations: `migrations/postgres/NN-name/up.sql`, the
//! mirror of `migrations/sqlite/` (which rusqlite_migration applies, see
//! `Db::open`).
//!
//! Applied versions are rows of `longtable_migrations`. Several processes
//! may start at once against one server: each takes the same
//! transaction-scoped advisory lock first, so one applies what is pending
//! and the others then find nothing to do.

use super::sql::{args, Sql};
use super::{Result, StoreError};
use include_dir::{include_dir, Dir};

static POSTGRES: Dir<'_> = include_dir!("$CARGO_MANIFEST_DIR/migrations/postgres");

/// An arbitrary key for `pg_advisory_xact_lock`, the same in every
/// Longtable process ("LT" and the year the schema began).
const LOCK_KEY: i64 = 0x4c54_2026;

/// The migrations in order: `(version, name, sql)`, version being the
/// folder's position from 1 (as rusqlite_migration counts SQLite's).
fn postgres_migrations() -> Vec<(i64, &'static str, &'static str)> {
    let mut dirs: Vec<_> = POSTGRES.dirs().collect();
    dirs.sort_by_key(|d| d.path());
    dirs.iter()
        .enumerate()
        .map(|(i, d)| {
            let name = d.path().to_str().expect("migration names are UTF-8");
            let up = d
                .get_file(d.path().join("up.sql"))
                .and_then(|f| f.contents_utf8())
                .unwrap_or_else(|| panic!("migrations/postgres/{name}/up.sql is missing"));
            (i as i64 + 1, name, up)
        })
        .collect()
}

/// Applies every pending migration, in one transaction.
pub fn postgres(sql: &Sql) -> Result<()> {
    let tx = sql.transaction()?;
    tx.batch(&format!("SELECT pg_advisory_xact_lock({LOCK_KEY})"))?;
    tx.batch(
        "CREATE TABLE IF NOT EXISTS longtable_migrations (
             version     BIGINT PRIMARY KEY,
             name        TEXT NOT NULL,
             applied_at  TEXT NOT NULL
                 DEFAULT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')
         )",
    )?;
    let done = postgres_version(&tx)?;
    let all = postgres_migrations();
    if done > all.len() as i64 {
        return Err(StoreError::Migrate(format!(
            "the database is at schema version {done}, newer than this build's {}",
            all.len()
        )));
    }
    for (version, name, up) in all.into_iter().filter(|(v, ..)| *v > done) {
        tx.batch(up)
            .map_err(|e| StoreError::Migrate(format!("{name}: {e}")))?;
        tx.execute(
            "INSERT INTO longtable_migrations (version, name) VALUES (?1, ?2)",
            args![version, name],
        )?;
        tracing::info!(version, name, "applied PostgreSQL migration");
    }
    tx.commit()
}

/// The schema version of a PostgreSQL database.
pub fn postgres_version(sql: &Sql) -> Result<i64> {
    sql.value(
        "SELECT COALESCE(MAX(version), 0) FROM longtable_migrations",
        &[],
    )
}
