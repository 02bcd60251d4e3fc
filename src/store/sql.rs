//! The store's two SQL backends behind one small interface.
//!
//! Every query in `store` is written once, in the SQL both SQLite and
//! PostgreSQL accept (`ON CONFLICT … DO …`, `COALESCE`, `CAST(… AS
//! BIGINT)`, `lower(…)` for case-insensitive names), with SQLite's `?N`
//! placeholders. [`Sql`] runs it on whichever database is open:
//! for PostgreSQL it turns `?N` into `$N` and rewrites the few SQLite
//! functions listed in [`PG_REWRITES`], and keeps each prepared statement.
//!
//! Values cross in both directions as [`Param`] and [`Value`]: integers
//! are `i64` (`BIGINT` on PostgreSQL, flags 0/1 included), text, bytes and
//! floats, so the same row-reading code serves both backends
//! (`migrations/README.md` has the schema conventions).
//!
//! Transactions are explicit `BEGIN`/`COMMIT` on the one connection
//! ([`Sql::transaction`]); a [`Tx`] dropped without `commit` rolls back.

use super::{Result, StoreError};
use std::borrow::Cow;
use std::cell::RefCell;
use std::collections::HashMap;

/// Which database a [`Sql`] talks to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// One open connection, SQLite or PostgreSQL.
pub struct Sql {
    conn: Conn,
}

enum Conn {
    Sqlite(rusqlite::Connection),
    Postgres(Box<RefCell<Pg>>),
}

/// A PostgreSQL client and the statements it has prepared, by SQL text.
struct Pg {
    /// Always `Some` until dropped.
    client: Option<postgres::Client>,
    prepared: HashMap<String, postgres::Statement>,
}

impl Drop for Pg {
    /// `postgres::Client` runs a small runtime of its own, which tokio
    /// forbids inside its async context: a client dropped there (the last
    /// `Store` handle going away in async code) closes on a thread of its
    /// own.
    fn drop(&mut self) {
        if let Some(client) = self.client.take() {
            if tokio::runtime::Handle::try_current().is_ok() {
                let _ = std::thread::Builder::new()
                    .name("longtable-pg-close".into())
                    .spawn(move || drop(client));
            }
        }
    }
}

/// A query argument.
#[derive(Clone, Copy, Debug)]
pub enum Param<'a> {
    Null,
    Int(i64),
    Real(f64),
    Text(&'a str),
    Blob(&'a [u8]),
}

/// Anything that can be a query argument.
pub trait ToParam {
    fn param(&self) -> Param<'_>;
}

impl ToParam for i64 {
    fn param(&self) -> Param<'_> {
        Param::Int(*self)
    }
}
impl ToParam for i32 {
    fn param(&self) -> Param<'_> {
        Param::Int(i64::from(*self))
    }
}
impl ToParam for u32 {
    fn param(&self) -> Param<'_> {
        Param::Int(i64::from(*self))
    }
}
impl ToParam for usize {
    fn param(&self) -> Param<'_> {
        Param::Int(*self as i64)
    }
}
impl ToParam for bool {
    fn param(&self) -> Param<'_> {
        Param::Int(i64::from(*self))
    }
}
impl ToParam for f64 {
    fn param(&self) -> Param<'_> {
        Param::Real(*self)
    }
}
impl ToParam for str {
    fn param(&self) -> Param<'_> {
        Param::Text(self)
    }
}
impl ToParam for String {
    fn param(&self) -> Param<'_> {
        Param::Text(self)
    }
}
impl ToParam for [u8] {
    fn param(&self) -> Param<'_> {
        Param::Blob(self)
    }
}
impl ToParam for Vec<u8> {
    fn param(&self) -> Param<'_> {
        Param::Blob(self)
    }
}
impl<T: ToParam + ?Sized> ToParam for &T {
    fn param(&self) -> Param<'_> {
        (**self).param()
    }
}
impl<T: ToParam> ToParam for Option<T> {
    fn param(&self) -> Param<'_> {
        match self {
            Some(v) => v.param(),
            None => Param::Null,
        }
    }
}

/// The argument list of a query: `args![a, b, c]`.
macro_rules! args {
    ($($v:expr),* $(,)?) => {
        &[$($crate::store::sql::ToParam::param(&$v)),*][..]
    };
}
pub(crate) use args;

/// A value read from a row.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Null,
    Int(i64),
    Real(f64),
    Text(String),
    Blob(Vec<u8>),
}

/// One result row, read out of the connection.
#[derive(Clone, Debug)]
pub struct Row(Vec<Value>);

impl Row {
    /// Every column's value, in order.
    pub fn values(&self) -> &[Value] {
        &self.0
    }

    /// Column `i` as `T`; a NULL or a value of another type where `T`
    /// can't hold it is [`StoreError::Corrupt`].
    pub fn get<T: FromValue>(&self, i: usize) -> Result<T> {
        let v = self.0.get(i).unwrap_or(&Value::Null);
        T::from_value(v)
            .ok_or_else(|| StoreError::Corrupt(format!("column {i}: unexpected value {v:?}")))
    }
}

/// What a column's [`Value`] can be read as.
pub trait FromValue: Sized {
    fn from_value(v: &Value) -> Option<Self>;
}

impl FromValue for i64 {
    fn from_value(v: &Value) -> Option<Self> {
        match v {
            Value::Int(i) => Some(*i),
            _ => None,
        }
    }
}
impl FromValue for usize {
    fn from_value(v: &Value) -> Option<Self> {
        i64::from_value(v).and_then(|i| usize::try_from(i).ok())
    }
}
impl FromValue for u32 {
    fn from_value(v: &Value) -> Option<Self> {
        i64::from_value(v).and_then(|i| u32::try_from(i).ok())
    }
}
impl FromValue for bool {
    fn from_value(v: &Value) -> Option<Self> {
        i64::from_value(v).map(|i| i != 0)
    }
}
impl FromValue for f64 {
    fn from_value(v: &Value) -> Option<Self> {
        match v {
            Value::Real(f) => Some(*f),
            Value::Int(i) => Some(*i as f64),
            _ => None,
        }
    }
}
impl FromValue for String {
    fn from_value(v: &Value) -> Option<Self> {
        match v {
            Value::Text(s) => Some(s.clone()),
            _ => None,
        }
    }
}
impl FromValue for Vec<u8> {
    fn from_value(v: &Value) -> Option<Self> {
        match v {
            Value::Blob(b) => Some(b.clone()),
            _ => None,
        }
    }
}
impl<T: FromValue> FromValue for Option<T> {
    fn from_value(v: &Value) -> Option<Self> {
        match v {
            Value::Null => Some(None),
            v => T::from_value(v).map(Some),
        }
    }
}

/// SQLite functions and forms that PostgreSQL spells otherwise, as exact
/// text: every query that uses one writes it just so.
pub const PG_REWRITES: &[(&str, &str)] = &[
    // UTC ISO-8601 with milliseconds, as SQLite's strftime gives it.
    (
        "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')",
        "to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')",
    ),
    // The /settings language kept in the users.prefs JSON.
    (
        "json_extract(prefs, '$.language')",
        "(NULLIF(prefs, '')::jsonb ->> 'language')",
    ),
    // Two-argument MAX/MIN are scalar in SQLite.
    ("MAX(0, ", "GREATEST(0, "),
];

/// A query in PostgreSQL's spelling: `?N` → `$N` outside quotes, then
/// [`PG_REWRITES`].
pub fn to_postgres(sql: &str) -> Cow<'_, str> {
    if !sql.contains('?') && !PG_REWRITES.iter().any(|(from, _)| sql.contains(from)) {
        return Cow::Borrowed(sql);
    }
    let mut out = String::with_capacity(sql.len() + 16);
    let mut quoted = false;
    for c in sql.chars() {
        match c {
            '\'' => {
                quoted = !quoted;
                out.push(c)
            }
            '?' if !quoted => out.push('$'),
            _ => out.push(c),
        }
    }
    for (from, to) in PG_REWRITES {
        if out.contains(from) {
            out = out.replace(from, to);
        }
    }
    Cow::Owned(out)
}

impl rusqlite::ToSql for Param<'_> {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        use rusqlite::types::{ToSqlOutput, ValueRef};
        Ok(ToSqlOutput::Borrowed(match *self {
            Param::Null => ValueRef::Null,
            Param::Int(i) => ValueRef::Integer(i),
            Param::Real(f) => ValueRef::Real(f),
            Param::Text(s) => ValueRef::Text(s.as_bytes()),
            Param::Blob(b) => ValueRef::Blob(b),
        }))
    }
}

impl postgres::types::ToSql for Param<'_> {
    fn to_sql(
        &self,
        ty: &postgres::types::Type,
        out: &mut bytes::BytesMut,
    ) -> std::result::Result<postgres::types::IsNull, Box<dyn std::error::Error + Sync + Send>>
    {
        use postgres::types::{IsNull, Type};
        match *self {
            Param::Null => Ok(IsNull::Yes),
            // The schema's integers are BIGINT; an expression PostgreSQL
            // typed otherwise (a literal's INT4, a comparison's BOOL) gets
            // the value in its own type.
            Param::Int(i) => match *ty {
                Type::INT4 => i32::try_from(i)?.to_sql(ty, out),
                Type::INT2 => i16::try_from(i)?.to_sql(ty, out),
                Type::BOOL => (i != 0).to_sql(ty, out),
                Type::FLOAT8 => (i as f64).to_sql(ty, out),
                Type::TEXT | Type::VARCHAR => i.to_string().to_sql(ty, out),
                _ => i.to_sql(ty, out),
            },
            Param::Real(f) => match *ty {
                Type::FLOAT4 => (f as f32).to_sql(ty, out),
                _ => f.to_sql(ty, out),
            },
            Param::Text(s) => s.to_sql(ty, out),
            Param::Blob(b) => b.to_sql(ty, out),
        }
    }

    fn accepts(_: &postgres::types::Type) -> bool {
        true
    }

    postgres::types::to_sql_checked!();
}

fn sqlite_row(r: &rusqlite::Row, n: usize) -> rusqlite::Result<Row> {
    use rusqlite::types::ValueRef;
    (0..n)
        .map(|i| {
            Ok(match r.get_ref(i)? {
                ValueRef::Null => Value::Null,
                ValueRef::Integer(i) => Value::Int(i),
                ValueRef::Real(f) => Value::Real(f),
                ValueRef::Text(t) => Value::Text(String::from_utf8_lossy(t).into_owned()),
                ValueRef::Blob(b) => Value::Blob(b.to_vec()),
            })
        })
        .collect::<rusqlite::Result<Vec<_>>>()
        .map(Row)
}

fn postgres_row(r: &postgres::Row) -> Result<Row> {
    use postgres::types::Type;
    let mut vals = Vec::with_capacity(r.len());
    for (i, col) in r.columns().iter().enumerate() {
        let v = match *col.type_() {
            Type::INT8 => r.try_get::<_, Option<i64>>(i)?.map(Value::Int),
            Type::INT4 => r
                .try_get::<_, Option<i32>>(i)?
                .map(|v| Value::Int(v.into())),
            Type::INT2 => r
                .try_get::<_, Option<i16>>(i)?
                .map(|v| Value::Int(v.into())),
            Type::BOOL => r
                .try_get::<_, Option<bool>>(i)?
                .map(|v| Value::Int(v.into())),
            Type::FLOAT8 => r.try_get::<_, Option<f64>>(i)?.map(Value::Real),
            Type::FLOAT4 => r
                .try_get::<_, Option<f32>>(i)?
                .map(|v| Value::Real(v.into())),
            Type::BYTEA => r.try_get::<_, Option<Vec<u8>>>(i)?.map(Value::Blob),
            Type::TEXT | Type::VARCHAR | Type::NAME | Type::BPCHAR | Type::UNKNOWN => {
                r.try_get::<_, Option<String>>(i)?.map(Value::Text)
            }
            ref other => {
                return Err(StoreError::Corrupt(format!(
                    "column {} has type {other}, which the store does not read \
                     (cast it to BIGINT, TEXT or DOUBLE PRECISION)",
                    col.name()
                )))
            }
        };
        vals.push(v.unwrap_or(Value::Null));
    }
    Ok(Row(vals))
}

impl Sql {
    pub fn sqlite(conn: rusqlite::Connection) -> Sql {
        Sql {
            conn: Conn::Sqlite(conn),
        }
    }

    pub fn postgres(client: postgres::Client) -> Sql {
        Sql {
            conn: Conn::Postgres(Box::new(RefCell::new(Pg {
                client: Some(client),
                prepared: HashMap::new(),
            }))),
        }
    }

    pub fn backend(&self) -> Backend {
        match self.conn {
            Conn::Sqlite(_) => Backend::Sqlite,
            Conn::Postgres(_) => Backend::Postgres,
        }
    }

    /// `FOR UPDATE` on PostgreSQL, to lock the rows a transaction reads
    /// against other processes; nothing on SQLite, whose one writer at a
    /// time needs no row locks.
    pub fn for_update(&self) -> &'static str {
        match self.conn {
            Conn::Sqlite(_) => "",
            Conn::Postgres(_) => " FOR UPDATE",
        }
    }

    /// The SQLite connection, for what only SQLite has (pragmas, the
    /// online backup); `None` on PostgreSQL.
    pub fn as_sqlite(&self) -> Option<&rusqlite::Connection> {
        match &self.conn {
            Conn::Sqlite(c) => Some(c),
            Conn::Postgres(_) => None,
        }
    }

    pub fn as_sqlite_mut(&mut self) -> Option<&mut rusqlite::Connection> {
        match &mut self.conn {
            Conn::Sqlite(c) => Some(c),
            Conn::Postgres(_) => None,
        }
    }

    /// Runs the PostgreSQL client, with `sql`'s prepared statement.
    fn with_pg<R>(
        pg: &RefCell<Pg>,
        sql: &str,
        f: impl FnOnce(&mut postgres::Client, &postgres::Statement) -> Result<R>,
    ) -> Result<R> {
        let mut pg = pg.borrow_mut();
        let Pg { client, prepared } = &mut *pg;
        let client = client.as_mut().expect("open until dropped");
        if !prepared.contains_key(sql) {
            let st = client.prepare(&to_postgres(sql))?;
            prepared.insert(sql.to_string(), st);
        }
        f(client, &prepared[sql])
    }

    fn pg_args<'a>(args: &'a [Param<'a>]) -> Vec<&'a (dyn postgres::types::ToSql + Sync)> {
        args.iter()
            .map(|a| a as &(dyn postgres::types::ToSql + Sync))
            .collect()
    }

    /// Runs a statement; the number of rows it changed.
    pub fn execute(&self, sql: &str, args: &[Param]) -> Result<usize> {
        match &self.conn {
            Conn::Sqlite(c) => Ok(c
                .prepare_cached(sql)?
                .execute(rusqlite::params_from_iter(args))?),
            Conn::Postgres(pg) => Self::with_pg(pg, sql, |client, st| {
                Ok(client.execute(st, &Self::pg_args(args))? as usize)
            }),
        }
    }

    /// Every row of a query.
    pub fn query(&self, sql: &str, args: &[Param]) -> Result<Vec<Row>> {
        match &self.conn {
            Conn::Sqlite(c) => {
                let mut st = c.prepare_cached(sql)?;
                let n = st.column_count();
                let rows = st
                    .query_map(rusqlite::params_from_iter(args), |r| sqlite_row(r, n))?
                    .collect::<rusqlite::Result<_>>()?;
                Ok(rows)
            }
            Conn::Postgres(pg) => Self::with_pg(pg, sql, |client, st| {
                client
                    .query(st, &Self::pg_args(args))?
                    .iter()
                    .map(postgres_row)
                    .collect()
            }),
        }
    }

    /// The first row of a query, if any.
    pub fn query_opt(&self, sql: &str, args: &[Param]) -> Result<Option<Row>> {
        Ok(self.query(sql, args)?.into_iter().next())
    }

    /// The first row of a query that must return one.
    pub fn query_one(&self, sql: &str, args: &[Param]) -> Result<Row> {
        self.query_opt(sql, args)?
            .ok_or_else(|| StoreError::NotFound(first_line(sql)))
    }

    /// The first column of the first row, if there is a row.
    pub fn value_opt<T: FromValue>(&self, sql: &str, args: &[Param]) -> Result<Option<T>> {
        self.query_opt(sql, args)?.map(|r| r.get(0)).transpose()
    }

    /// The first column of the one row a query must return.
    pub fn value<T: FromValue>(&self, sql: &str, args: &[Param]) -> Result<T> {
        self.query_one(sql, args)?.get(0)
    }

    /// Every row's first column.
    pub fn column<T: FromValue>(&self, sql: &str, args: &[Param]) -> Result<Vec<T>> {
        self.query(sql, args)?.iter().map(|r| r.get(0)).collect()
    }

    /// Runs several statements with no arguments (schema, `BEGIN`).
    pub fn batch(&self, sql: &str) -> Result<()> {
        match &self.conn {
            Conn::Sqlite(c) => Ok(c.execute_batch(sql)?),
            Conn::Postgres(pg) => Ok(pg
                .borrow_mut()
                .client
                .as_mut()
                .expect("open until dropped")
                .batch_execute(sql)?),
        }
    }

    /// Begins a transaction: [`Tx::commit`] ends it, dropping it rolls
    /// back.
    pub fn transaction(&self) -> Result<Tx<'_>> {
        self.batch("BEGIN")?;
        Ok(Tx {
            sql: self,
            open: true,
        })
    }
}

fn first_line(sql: &str) -> String {
    sql.trim().lines().next().unwrap_or_default().to_string()
}

/// An open transaction on a [`Sql`] (which it derefs to).
pub struct Tx<'a> {
    sql: &'a Sql,
    open: bool,
}

impl Tx<'_> {
    pub fn commit(mut self) -> Result<()> {
        self.open = false;
        self.sql.batch("COMMIT")
    }
}

impl std::ops::Deref for Tx<'_> {
    type Target = Sql;
    fn deref(&self) -> &Sql {
        self.sql
    }
}

impl Drop for Tx<'_> {
    fn drop(&mut self) {
        if self.open {
            if let Err(e) = self.sql.batch("ROLLBACK") {
                tracing::warn!(error = %e, "rollback failed");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_and_sqlite_functions_are_spelt_for_postgres() {
        assert_eq!(
            to_postgres("SELECT a FROM t WHERE b = ?1 AND c = '?' AND d = ?12"),
            "SELECT a FROM t WHERE b = $1 AND c = '?' AND d = $12"
        );
        assert_eq!(
            to_postgres(
                "UPDATE c SET bank = MAX(0, bank - ?2), at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"
            ),
            "UPDATE c SET bank = GREATEST(0, bank - $2), \
             at = to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')"
        );
        assert!(matches!(to_postgres("SELECT 1"), Cow::Borrowed(_)));
    }

    #[test]
    fn sqlite_values_round_trip_through_params_and_rows() {
        let sql = Sql::sqlite(rusqlite::Connection::open_in_memory().unwrap());
        sql.batch("CREATE TABLE t (i INTEGER, f REAL, s TEXT, b BLOB, n INTEGER)")
            .unwrap();
        let none: Option<i64> = None;
        sql.execute(
            "INSERT INTO t VALUES (?1, ?2, ?3, ?4, ?5)",
            args![7i64, 1.5f64, "x", vec![1u8, 2], none],
        )
        .unwrap();
        let r = sql.query_one("SELECT i, f, s, b, n FROM t", &[]).unwrap();
        assert_eq!(r.get::<i64>(0).unwrap(), 7);
        assert_eq!(r.get::<f64>(1).unwrap(), 1.5);
        assert_eq!(r.get::<String>(2).unwrap(), "x");
        assert_eq!(r.get::<Vec<u8>>(3).unwrap(), vec![1, 2]);
        assert_eq!(r.get::<Option<i64>>(4).unwrap(), None);
        assert!(matches!(r.get::<i64>(4), Err(StoreError::Corrupt(_))));
    }

    #[test]
    fn a_dropped_transaction_rolls_back() {
        let sql = Sql::sqlite(rusqlite::Connection::open_in_memory().unwrap());
        sql.batch("CREATE TABLE t (i INTEGER)").unwrap();
        {
            let tx = sql.transaction().unwrap();
            tx.execute("INSERT INTO t VALUES (1)", &[]).unwrap();
        }
        let tx = sql.transaction().unwrap();
        tx.execute("INSERT INTO t VALUES (2)", &[]).unwrap();
        tx.commit().unwrap();
        assert_eq!(sql.column::<i64>("SELECT i FROM t", &[]).unwrap(), vec![2]);
    }
}
