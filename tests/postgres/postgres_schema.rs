//! The PostgreSQL schema (issue 18): `migrations/postgres/` applies in order
//! to a fresh server, matches `migrations/sqlite/` table by table (columns
//! and their order, NOT NULL, primary keys, types, defaults, indexes,
//! foreign keys), and refuses what the store relies on it to refuse: a
//! second open table in a channel, a second log row at one (table, seq), a
//! redelivered interaction, a league name that differs only in case.
//! Conventions of the mirror: `migrations/README.md`.

use crate::common::pg::Postgres;
use rusqlite::Connection;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use tokio_postgres::error::SqlState;
use tokio_postgres::Client;

/// One instant, written into both databases' default expressions in place
/// of "now", so the two must render the very same text.
const PINNED_SQLITE: &str = "'2024-03-05 06:07:08.009'";
const PINNED_POSTGRES: &str = "'2024-03-05 06:07:08.009+00'::timestamptz";

fn migrations(backend: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("migrations")
        .join(backend)
}

/// The `NN-name` folders of one backend, in the order they apply.
fn folders(backend: &str) -> Vec<String> {
    let dir = migrations(backend);
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("could not list {}: {e}", dir.display()))
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    names
}

/// Applies every `migrations/postgres/NN-name/up.sql` in order, each in its
/// own transaction, and panics naming the migration that fails.
async fn migrate(client: &mut Client) {
    for name in folders("postgres") {
        let path = migrations("postgres").join(&name).join("up.sql");
        let sql = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("could not read {}: {e}", path.display()));
        let tx = client.transaction().await.unwrap();
        if let Err(e) = tx.batch_execute(&sql).await {
            panic!("migrations/postgres/{name} failed: {e:?}");
        }
        tx.commit()
            .await
            .unwrap_or_else(|e| panic!("migrations/postgres/{name} did not commit: {e}"));
    }
}

/// A fresh server with the whole PostgreSQL schema applied.
async fn migrated() -> (Postgres, Client) {
    let pg = Postgres::start();
    let mut client = pg.connect().await;
    migrate(&mut client).await;
    (pg, client)
}

/// The SQLite schema as the store makes it: `Db::open` applies
/// `migrations/sqlite/` to a new file, which is then read back directly.
fn sqlite_schema() -> (tempfile::TempDir, Connection) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("longtable.db");
    drop(longtable::store::Db::open(&path).unwrap());
    let conn = Connection::open(&path).unwrap();
    (dir, conn)
}

/// One column as both databases describe it.
#[derive(Debug, PartialEq)]
struct Column {
    name: String,
    /// The PostgreSQL type name (SQLite's declared type mapped by the conventions).
    ty: String,
    not_null: bool,
    /// The default, evaluated to text with "now" pinned; `None` for none.
    default: Option<String>,
}

/// The PostgreSQL type each SQLite declared type becomes (migrations/README.md).
fn pg_type(sqlite_type: &str, table: &str, column: &str) -> &'static str {
    match sqlite_type {
        "INTEGER" => "bigint",
        "TEXT" => "text",
        "BLOB" => "bytea",
        "REAL" => "double precision",
        other => panic!("{table}.{column}: SQLite type {other} has no PostgreSQL mapping"),
    }
}

/// Every user table of the SQLite database with its columns in order and
/// its primary-key columns in key order.
fn sqlite_tables(conn: &Connection) -> BTreeMap<String, (Vec<Column>, Vec<String>)> {
    let mut stmt = conn
        .prepare(
            "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
             ORDER BY name",
        )
        .unwrap();
    let names: Vec<String> = stmt
        .query_map([], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    let mut tables = BTreeMap::new();
    for table in names {
        let mut stmt = conn
            .prepare(&format!("PRAGMA table_info(\"{table}\")"))
            .unwrap();
        let rows: Vec<(String, String, bool, Option<String>, i64)> = stmt
            .query_map([], |r| {
                Ok((r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?, r.get(5)?))
            })
            .unwrap()
            .map(Result::unwrap)
            .collect();
        let mut key: Vec<(i64, String)> = Vec::new();
        let columns = rows
            .into_iter()
            .map(|(name, ty, not_null, default, pk)| {
                if pk > 0 {
                    key.push((pk, name.clone()));
                }
                let default = default.map(|expr| {
                    let expr = expr.replace("'now'", PINNED_SQLITE);
                    conn.query_row(&format!("SELECT CAST(({expr}) AS TEXT)"), [], |r| r.get(0))
                        .unwrap_or_else(|e| panic!("{table}.{name}: default {expr}: {e}"))
                });
                Column {
                    ty: pg_type(&ty, &table, &name).to_string(),
                    // SQLite lets a PRIMARY KEY column other than an INTEGER
                    // PRIMARY KEY hold NULL (a legacy quirk) and reports it as
                    // nullable; PostgreSQL makes every key column NOT NULL.
                    // The store never writes a NULL key, so a key column
                    // counts as NOT NULL on both sides.
                    not_null: not_null || pk > 0,
                    name,
                    default,
                }
            })
            .collect();
        key.sort();
        tables.insert(table, (columns, key.into_iter().map(|(_, c)| c).collect()));
    }
    tables
}

/// The same description read from PostgreSQL's catalog.
async fn postgres_tables(client: &Client) -> BTreeMap<String, (Vec<Column>, Vec<String>)> {
    let rows = client
        .query(
            "SELECT table_name::text, column_name::text, data_type::text,
                    is_nullable = 'NO', column_default::text, is_identity = 'YES'
             FROM information_schema.columns WHERE table_schema = 'public'
             ORDER BY table_name, ordinal_position",
            &[],
        )
        .await
        .unwrap();
    let mut tables: BTreeMap<String, (Vec<Column>, Vec<String>)> = BTreeMap::new();
    for row in rows {
        let (table, name): (String, String) = (row.get(0), row.get(1));
        let default: Option<String> = row.get(4);
        let identity: bool = row.get(5);
        let default = match default {
            Some(expr) => {
                let expr = expr.replace("now()", PINNED_POSTGRES);
                let value: String = client
                    .query_one(&format!("SELECT ({expr})::text"), &[])
                    .await
                    .unwrap_or_else(|e| panic!("{table}.{name}: default {expr}: {e}"))
                    .get(0);
                Some(value)
            }
            None => None,
        };
        // An identity column is SQLite's INTEGER PRIMARY KEY row id: no
        // default on either side, the database numbers the rows.
        assert!(
            !identity || default.is_none(),
            "{table}.{name}: an identity column with a default"
        );
        tables.entry(table.clone()).or_default().0.push(Column {
            name,
            ty: row.get(2),
            not_null: row.get(3),
            default,
        });
    }
    let keys = client
        .query(
            "SELECT t.relname::text, a.attname::text
             FROM pg_index i
             JOIN pg_class t ON t.oid = i.indrelid
             JOIN pg_namespace n ON n.oid = t.relnamespace
             CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(col, ord)
             JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.col
             WHERE n.nspname = 'public' AND i.indisprimary
             ORDER BY t.relname, k.ord",
            &[],
        )
        .await
        .unwrap();
    for row in keys {
        let table: String = row.get(0);
        tables
            .get_mut(&table)
            .unwrap_or_else(|| panic!("{table}: a key on a table with no columns"))
            .1
            .push(row.get(1));
    }
    tables
}

#[tokio::test]
async fn the_postgres_migrations_have_the_sqlite_folder_names_and_apply_in_order_to_a_fresh_server()
{
    let sqlite = folders("sqlite");
    assert_eq!(
        folders("postgres"),
        sqlite,
        "migrations/postgres/ vs migrations/sqlite/"
    );
    assert_eq!(sqlite.len(), 11, "{sqlite:?}");

    let (_pg, client) = migrated().await;
    // Every migration committed: the last one's tables are there.
    let leagues: Option<String> = client
        .query_one("SELECT to_regclass('league_rounds')::text", &[])
        .await
        .unwrap()
        .get(0);
    assert_eq!(leagues.as_deref(), Some("league_rounds"));
    let seats: Option<String> = client
        .query_one("SELECT to_regclass('seat_events')::text", &[])
        .await
        .unwrap()
        .get(0);
    assert_eq!(seats.as_deref(), Some("seat_events"));
}

#[tokio::test]
async fn every_table_has_the_same_columns_order_nullability_keys_types_and_defaults_on_both() {
    let (_dir, conn) = sqlite_schema();
    let sqlite = sqlite_tables(&conn);
    let (_pg, client) = migrated().await;
    let postgres = postgres_tables(&client).await;

    let names = |t: &BTreeMap<String, _>| t.keys().cloned().collect::<BTreeSet<String>>();
    assert_eq!(
        names(&postgres),
        names(&sqlite),
        "tables in PostgreSQL (left) vs SQLite (right)"
    );
    assert!(sqlite.len() >= 20, "only {} tables read", sqlite.len());
    // Every mismatch, each naming its table and column, so one run shows them all.
    let mut mismatches = Vec::new();
    for (table, (columns, key)) in &sqlite {
        let (pg_columns, pg_key) = &postgres[table];
        let order = |c: &[Column]| c.iter().map(|c| c.name.clone()).collect::<Vec<_>>();
        if order(pg_columns) != order(columns) {
            mismatches.push(format!(
                "{table}: columns {:?} in PostgreSQL, {:?} in SQLite",
                order(pg_columns),
                order(columns)
            ));
            continue;
        }
        for (pg, sq) in pg_columns.iter().zip(columns) {
            let at = format!("{table}.{}", sq.name);
            if pg.ty != sq.ty {
                mismatches.push(format!(
                    "{at}: type {} in PostgreSQL, {} expected",
                    pg.ty, sq.ty
                ));
            }
            if pg.not_null != sq.not_null {
                mismatches.push(format!(
                    "{at}: NOT NULL {} in PostgreSQL, {} in SQLite",
                    pg.not_null, sq.not_null
                ));
            }
            if pg.default != sq.default {
                mismatches.push(format!(
                    "{at}: default {:?} in PostgreSQL, {:?} in SQLite",
                    pg.default, sq.default
                ));
            }
        }
        if pg_key != key {
            mismatches.push(format!(
                "{table}: primary key {pg_key:?} in PostgreSQL, {key:?} in SQLite"
            ));
        }
    }
    assert!(
        mismatches.is_empty(),
        "schema mismatches:\n{}",
        mismatches.join("\n")
    );

    // The row ids PostgreSQL numbers itself: only SQLite's INTEGER PRIMARY
    // KEYs that are a row's own id. The ones that are another table's id
    // (results.table_id, nudges.table_id, ...) and manual_clock's single
    // row (always written as id 1) stay plain BIGINT keys.
    let identity: Vec<(String, String)> = client
        .query(
            "SELECT table_name::text, column_name::text FROM information_schema.columns
             WHERE table_schema = 'public' AND is_identity = 'YES'
             ORDER BY table_name, column_name",
            &[],
        )
        .await
        .unwrap()
        .iter()
        .map(|r| (r.get(0), r.get(1)))
        .collect();
    assert_eq!(
        identity,
        [
            ("leagues".into(), "id".into()),
            ("outbox".into(), "id".into()),
            ("seat_events".into(), "id".into()),
            ("tables".into(), "id".into()),
            ("user_notes".into(), "id".into())
        ]
    );
}

/// An index as both databases describe it: its table, whether it is
/// unique, whether it is partial, and its key columns (a NOCASE column as
/// `lower(col)`, the PostgreSQL convention).
type Index = (String, bool, bool, Vec<String>);

/// The indexes made with CREATE INDEX, by name, and the UNIQUE column
/// constraints (whose index names differ: `sqlite_autoindex_*` vs
/// `*_key`) as (table, columns).
type Indexes = (BTreeMap<String, Index>, BTreeSet<(String, Vec<String>)>);

fn sqlite_indexes(conn: &Connection) -> Indexes {
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    let (mut named, mut constraints) = (BTreeMap::new(), BTreeSet::new());
    for table in tables {
        let list: Vec<(String, bool, String, bool)> = conn
            .prepare(&format!("PRAGMA index_list(\"{table}\")"))
            .unwrap()
            .query_map([], |r| Ok((r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)))
            .unwrap()
            .map(Result::unwrap)
            .collect();
        for (name, unique, origin, partial) in list {
            let columns: Vec<String> = conn
                .prepare(&format!("PRAGMA index_xinfo(\"{name}\")"))
                .unwrap()
                .query_map([], |r| {
                    Ok((
                        r.get::<_, Option<String>>(2)?,
                        r.get::<_, String>(4)?,
                        r.get::<_, bool>(5)?,
                    ))
                })
                .unwrap()
                .map(Result::unwrap)
                .filter(|(_, _, key)| *key)
                .map(|(column, coll, _)| {
                    let column = column.unwrap_or_else(|| panic!("{name}: an expression column"));
                    match coll.as_str() {
                        "NOCASE" => format!("lower({column})"),
                        "BINARY" => column,
                        other => panic!("{name}.{column}: collation {other}"),
                    }
                })
                .collect();
            match origin.as_str() {
                "c" => {
                    named.insert(name, (table.clone(), unique, partial, columns));
                }
                "u" => {
                    constraints.insert((table.clone(), columns));
                }
                _ => {} // the primary key, compared with the columns
            }
        }
    }
    (named, constraints)
}

async fn postgres_indexes(client: &Client) -> Indexes {
    let rows = client
        .query(
            "SELECT x.relname::text, t.relname::text, i.indisunique, i.indpred IS NOT NULL,
                    ARRAY(SELECT pg_get_indexdef(i.indexrelid, k, true)
                          FROM generate_series(1, i.indnkeyatts) AS k ORDER BY k),
                    EXISTS (SELECT 1 FROM pg_constraint c
                            WHERE c.conindid = i.indexrelid AND c.contype = 'u')
             FROM pg_index i
             JOIN pg_class x ON x.oid = i.indexrelid
             JOIN pg_class t ON t.oid = i.indrelid
             JOIN pg_namespace n ON n.oid = t.relnamespace
             WHERE n.nspname = 'public' AND NOT i.indisprimary",
            &[],
        )
        .await
        .unwrap();
    let (mut named, mut constraints) = (BTreeMap::new(), BTreeSet::new());
    for row in rows {
        let (table, columns): (String, Vec<String>) = (row.get(1), row.get(4));
        if row.get::<_, bool>(5) {
            constraints.insert((table, columns));
        } else {
            named.insert(row.get(0), (table, row.get(2), row.get(3), columns));
        }
    }
    (named, constraints)
}

/// (table, column, referenced table, referenced column) of every foreign key.
fn sqlite_foreign_keys(conn: &Connection) -> BTreeSet<(String, String, String, String)> {
    let mut stmt = conn
        .prepare(
            "SELECT m.name, f.\"from\", f.\"table\", f.\"to\"
             FROM sqlite_schema m, pragma_foreign_key_list(m.name) f
             WHERE m.type = 'table'",
        )
        .unwrap();
    stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect()
}

async fn postgres_foreign_keys(client: &Client) -> BTreeSet<(String, String, String, String)> {
    client
        .query(
            "SELECT t.relname::text, a.attname::text, ft.relname::text, fa.attname::text
             FROM pg_constraint c
             CROSS JOIN LATERAL unnest(c.conkey, c.confkey) AS k(col, fcol)
             JOIN pg_class t ON t.oid = c.conrelid
             JOIN pg_class ft ON ft.oid = c.confrelid
             JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.col
             JOIN pg_attribute fa ON fa.attrelid = c.confrelid AND fa.attnum = k.fcol
             WHERE c.contype = 'f'",
            &[],
        )
        .await
        .unwrap()
        .iter()
        .map(|r| (r.get(0), r.get(1), r.get(2), r.get(3)))
        .collect()
}

#[tokio::test]
async fn every_index_unique_constraint_and_foreign_key_is_the_same_on_both() {
    let (_dir, conn) = sqlite_schema();
    let (_pg, client) = migrated().await;

    let (named, constraints) = sqlite_indexes(&conn);
    let (pg_named, pg_constraints) = postgres_indexes(&client).await;
    assert_eq!(
        pg_named, named,
        "indexes (table, unique, partial, columns) in PostgreSQL (left) vs SQLite (right)"
    );
    assert!(
        named.contains_key("tables_one_open_per_channel"),
        "{named:?}"
    );
    assert_eq!(
        pg_constraints, constraints,
        "UNIQUE column constraints in PostgreSQL (left) vs SQLite (right)"
    );

    let keys = sqlite_foreign_keys(&conn);
    assert!(keys.len() >= 10, "only {} foreign keys read", keys.len());
    assert_eq!(
        postgres_foreign_keys(&client).await,
        keys,
        "foreign keys (table, column, references table, column) in PostgreSQL (left) vs SQLite (right)"
    );
}

/// Runs `sql` and returns the SQLSTATE it fails with (panics if it succeeds).
async fn refused(client: &Client, sql: &str) -> SqlState {
    match client.batch_execute(sql).await {
        Ok(()) => panic!("PostgreSQL accepted: {sql}"),
        Err(e) => e
            .code()
            .cloned()
            .unwrap_or_else(|| panic!("no SQLSTATE: {e}")),
    }
}

/// Opens a table in `channel` with the given status and returns its id.
async fn open_table(
    client: &Client,
    channel: &str,
    status: &str,
) -> Result<i64, tokio_postgres::Error> {
    client
        .query_one(
            "INSERT INTO tables (channel, title, options, seed, status, creator)
             VALUES ($1, 'race', '{}', 1, $2, 'u1') RETURNING id",
            &[&channel, &status],
        )
        .await
        .map(|row| row.get(0))
}

#[tokio::test]
async fn a_channel_holds_one_open_table_and_any_number_of_finished_ones() {
    let (_pg, client) = migrated().await;

    let first = open_table(&client, "c1", "lobby").await.unwrap();
    let second = open_table(&client, "c1", "playing").await.unwrap_err();
    assert_eq!(second.code(), Some(&SqlState::UNIQUE_VIOLATION), "{second}");
    // Another channel opens its own.
    open_table(&client, "c2", "lobby").await.unwrap();
    // Finished and aborted tables stay beside the open one.
    open_table(&client, "c1", "finished").await.unwrap();
    open_table(&client, "c1", "aborted").await.unwrap();
    // Once the open table ends, the channel opens a new one; row ids go up.
    client
        .execute(
            "UPDATE tables SET status = 'finished' WHERE id = $1",
            &[&first],
        )
        .await
        .unwrap();
    let next = open_table(&client, "c1", "lobby").await.unwrap();
    assert!(next > first, "{next} after {first}");
    // A copy from SQLite writes its own ids (GENERATED BY DEFAULT takes
    // them); the copy must then move the id sequence past them, or the
    // next table PostgreSQL numbers would collide with a copied one.
    client
        .batch_execute(
            "INSERT INTO tables (id, channel, title, options, seed, status, creator)
             VALUES (100, 'c9', 'race', '{}', 1, 'finished', 'u1');
             SELECT setval(pg_get_serial_sequence('tables', 'id'), max(id)) FROM tables;",
        )
        .await
        .unwrap();
    assert_eq!(open_table(&client, "c9", "lobby").await.unwrap(), 101);
    // A status outside the four is refused (the CHECK).
    let bad = open_table(&client, "c3", "paused").await.unwrap_err();
    assert_eq!(bad.code(), Some(&SqlState::CHECK_VIOLATION), "{bad}");
}

#[tokio::test]
async fn the_log_refuses_a_second_row_at_one_seq_and_a_redelivered_interaction() {
    let (_pg, client) = migrated().await;
    let table = open_table(&client, "c1", "playing").await.unwrap();
    let row = |seq: i64, interaction: &str| {
        format!(
            "INSERT INTO actions (table_id, seq, seat, kind, notation, state_hash, interaction_id)
             VALUES ({table}, {seq}, 0, 'play', 'go', 'h{seq}', '{interaction}')"
        )
    };
    client.batch_execute(&row(1, "i1")).await.unwrap();
    assert_eq!(
        refused(&client, &row(1, "i2")).await,
        SqlState::UNIQUE_VIOLATION
    );
    assert_eq!(
        refused(&client, &row(2, "i1")).await,
        SqlState::UNIQUE_VIOLATION
    );
    client.batch_execute(&row(2, "i2")).await.unwrap();
    // Rows with no interaction (autoplay, bots) don't collide with each other.
    for seq in [3, 4] {
        client
            .batch_execute(&format!(
                "INSERT INTO actions (table_id, seq, seat, kind, notation, state_hash)
                 VALUES ({table}, {seq}, 0, 'play', 'go', 'h')"
            ))
            .await
            .unwrap();
    }
    // A row for a table that doesn't exist is refused (the foreign key).
    let orphan = "INSERT INTO actions (table_id, seq, seat, kind, notation, state_hash)
                  VALUES (999, 1, 0, 'play', 'go', 'h')";
    assert_eq!(
        refused(&client, orphan).await,
        SqlState::FOREIGN_KEY_VIOLATION
    );

    let log: Vec<(i64, Option<String>, i64, i64)> = client
        .query(
            "SELECT seq, interaction_id, revealed, forced FROM actions WHERE table_id = $1 ORDER BY seq",
            &[&table],
        )
        .await
        .unwrap()
        .iter()
        .map(|r| (r.get(0), r.get(1), r.get(2), r.get(3)))
        .collect();
    assert_eq!(
        log,
        [
            (1, Some("i1".into()), 0, 0),
            (2, Some("i2".into()), 0, 0),
            (3, None, 0, 0),
            (4, None, 0, 0)
        ]
    );
}

#[tokio::test]
async fn a_league_name_is_taken_whatever_its_case_on_the_same_server_only() {
    let (_pg, client) = migrated().await;
    let league = |server: &str, name: &str| {
        format!(
            "INSERT INTO leagues (server, name, title, season_days, points, group_size, creator)
             VALUES ('{server}', '{name}', 'nations', 28, '[3,2,1]', 4, 'u1')"
        )
    };
    client.batch_execute(&league("s1", "spring")).await.unwrap();
    assert_eq!(
        refused(&client, &league("s1", "Spring")).await,
        SqlState::UNIQUE_VIOLATION
    );
    assert_eq!(
        refused(&client, &league("s1", "SPRING")).await,
        SqlState::UNIQUE_VIOLATION
    );
    client.batch_execute(&league("s2", "Spring")).await.unwrap();
    client.batch_execute(&league("s1", "summer")).await.unwrap();
    // Found by name the way the index is built (queries compare with lower()).
    let found: i64 = client
        .query_one(
            "SELECT count(*) FROM leagues WHERE server = 's1' AND lower(name) = lower($1)",
            &[&"SPRING"],
        )
        .await
        .unwrap()
        .get(0);
    assert_eq!(found, 1);
}

/// `YYYY-MM-DDTHH:MM:SS.mmmZ`: the shape both databases' default time text has.
fn assert_time_text(text: &str, what: &str) {
    assert_eq!(text.len(), 24, "{what}: {text:?}");
    assert_eq!(&text[10..11], "T", "{what}: {text:?}");
    assert!(text.ends_with('Z'), "{what}: {text:?}");
    for (i, c) in text.char_indices() {
        let separator = match i {
            4 | 7 => Some('-'),
            10 => Some('T'),
            13 | 16 => Some(':'),
            19 => Some('.'),
            23 => Some('Z'),
            _ => None,
        };
        match separator {
            Some(s) => assert_eq!(c, s, "{what}: {text:?} at {i}"),
            None => assert!(c.is_ascii_digit(), "{what}: {text:?} at {i}"),
        }
    }
}

#[tokio::test]
async fn the_default_time_text_has_the_sqlite_shape_sorts_by_time_and_parses() {
    let (_pg, client) = migrated().await;
    let sqlite: String = Connection::open_in_memory()
        .unwrap()
        .query_row("SELECT strftime('%Y-%m-%dT%H:%M:%fZ', 'now')", [], |r| {
            r.get(0)
        })
        .unwrap();
    assert_time_text(&sqlite, "SQLite's default");

    // Two tables made by two transactions some milliseconds apart.
    let mut made = Vec::new();
    for channel in ["c1", "c2"] {
        let id = open_table(&client, channel, "lobby").await.unwrap();
        client.batch_execute("SELECT pg_sleep(0.01)").await.unwrap();
        let created: String = client
            .query_one("SELECT created_at FROM tables WHERE id = $1", &[&id])
            .await
            .unwrap()
            .get(0);
        assert_time_text(&created, "PostgreSQL's default");
        made.push(created);
    }
    assert!(made[0] < made[1], "{made:?}: text order is time order");
    // PostgreSQL reads the text back as the UTC instant it names, in order.
    let (parsed, ordered): (String, bool) = {
        let row = client
            .query_one(
                "SELECT to_char($1::text::timestamptz AT TIME ZONE 'UTC',
                                'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"'),
                        $1::text::timestamptz < $2::text::timestamptz",
                &[&made[0], &made[1]],
            )
            .await
            .unwrap();
        (row.get(0), row.get(1))
    };
    assert_eq!(parsed, made[0]);
    assert!(ordered, "{made:?}");
}
