//! `longtable db copy`: moves a community's whole SQLite database into an
//! empty PostgreSQL one, so it can grow past one process.
//!
//! Every table of the SQLite schema is copied row for row, in the order
//! the migrations created them (which is the order their foreign keys
//! need), in one PostgreSQL transaction: a copy is whole or not at all.
//! The two schemas match column for column (`tests/postgres/postgres_schema.rs`),
//! so rows go across as they are. `longtable replay` on the copy then
//! verifies every game.

use super::sql::{Param, ToParam, Value};
use super::{Backend, Db, Result, StoreError};

impl ToParam for Value {
    fn param(&self) -> Param<'_> {
        match self {
            Value::Null => Param::Null,
            Value::Int(i) => Param::Int(*i),
            Value::Real(f) => Param::Real(*f),
            Value::Text(s) => Param::Text(s),
            Value::Blob(b) => Param::Blob(b),
        }
    }
}

/// The identity columns PostgreSQL numbers itself: after rows with
/// explicit ids, its counters must start past them.
const IDENTITIES: &[(&str, &str)] = &[
    ("tables", "id"),
    ("leagues", "id"),
    ("seat_events", "id"),
    ("outbox", "id"),
];

/// How many rows each table had, in copy order.
pub type Copied = Vec<(String, usize)>;

impl Db {
    /// The schema's tables, in the order the migrations made them.
    pub fn table_names(&self) -> Result<Vec<String>> {
        match self.backend() {
            Backend::Sqlite => self.sql.column(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
                 ORDER BY rowid",
                &[],
            ),
            Backend::Postgres => self.sql.column(
                "SELECT CAST(table_name AS TEXT) FROM information_schema.tables
                 WHERE table_schema = current_schema() AND table_name <> 'longtable_migrations'
                 ORDER BY table_name",
                &[],
            ),
        }
    }

    /// How many rows a table of the schema holds (`db copy`, its tests).
    pub fn count_rows(&self, table: &str) -> Result<i64> {
        if !self.table_names()?.iter().any(|t| t == table) {
            return Err(StoreError::NotFound(format!("table {table}")));
        }
        self.sql
            .value(&format!("SELECT COUNT(*) FROM {table}"), &[])
    }
}

/// Copies every row of `from` (SQLite) into `to` (PostgreSQL, migrated and
/// empty).
pub fn sqlite_to_postgres(from: &Db, to: &Db) -> Result<Copied> {
    let refuse = |why: &str| Err(StoreError::Unsupported(why.to_string()));
    if from.backend() != Backend::Sqlite || to.backend() != Backend::Postgres {
        return refuse("a copy other than from SQLite to PostgreSQL");
    }
    let names = from.table_names()?;
    let tx = to.sql.transaction()?;
    // An empty target only: a copy never merges two communities.
    for name in &names {
        let n: i64 = tx.value(&format!("SELECT COUNT(*) FROM {name}"), &[])?;
        if n > 0 {
            return Err(StoreError::Open {
                path: "the PostgreSQL database".into(),
                cause: format!("it is not empty ({name} has {n} rows); copy into a new one"),
            });
        }
    }
    let mut copied = Vec::new();
    for name in &names {
        let columns: Vec<String> = from
            .sql
            .query(&format!("PRAGMA table_info({name})"), &[])?
            .iter()
            .map(|r| r.get::<String>(1))
            .collect::<Result<_>>()?;
        let list = columns.join(", ");
        let marks: Vec<String> = (1..=columns.len()).map(|i| format!("?{i}")).collect();
        let insert = format!("INSERT INTO {name} ({list}) VALUES ({})", marks.join(", "));
        let rows = from.sql.query(&format!("SELECT {list} FROM {name}"), &[])?;
        for row in &rows {
            let args: Vec<Param> = row.values().iter().map(ToParam::param).collect();
            tx.execute(&insert, &args)?;
        }
        copied.push((name.clone(), rows.len()));
    }
    for (table, column) in IDENTITIES {
        tx.batch(&format!(
            "SELECT setval(pg_get_serial_sequence('{table}', '{column}'),
                           COALESCE((SELECT MAX({column}) FROM {table}), 0) + 1, false)"
        ))?;
    }
    tx.commit()?;
    Ok(copied)
}
