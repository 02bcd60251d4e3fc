//! Storage: tables, seats, the append-only action log, snapshots, users
//! and handled interaction ids, on SQLite (one file, the default) or
//! PostgreSQL (several processes sharing the tables).
//!
//! [`Db`] is the synchronous interface (used by the CLI and inside the
//! store thread); [`Store`] is the async handle the host uses, which runs
//! every call on tokio's blocking pool. Every query is written once and
//! runs on both databases through [`sql::Sql`].
//!
//! Architecture Invariant: a store call never runs on a tokio worker
//! thread; an action is committed here before anything announces it.

mod clock;
mod copy;
mod discord;
mod league;
pub mod lifecycle;
mod migrate;
mod outbox;
mod seat_events;
pub use outbox::{Claim, NewNotice, OutboxItem, OUTBOX_LEASE_MS};
pub mod sql;

pub use clock::{stage, Awaited, ClockRow, ClockRules, HOUR_MS};
pub use copy::{sqlite_to_postgres, Copied};
pub use league::{
    league_key, DueSeason, League, Member, NewLeague, PointsChange, Recomputed, Season, StoredRound,
};
pub use seat_events::{SeatEvent, SeatWhy, Sitter};

use crate::engine::{Applied, Msg, Outcome, Seat, StateHash};
use include_dir::{include_dir, Dir};
use rusqlite_migration::Migrations;
pub use sql::Backend;
use sql::{args, Row, Sql};
use std::path::Path;
use std::sync::{Arc, LazyLock, Mutex};

/// The language a user reads, in SQL: their `/settings language` (kept
/// in the `prefs` JSON) or else the locale their front end last sent
/// (`users.locale`; Discord sends one with every interaction).
/// What two names that a person would call the same have in common: no
/// case, no accents, one sigma. "ΚΥΠΕΛΛΟ", "Κύπελλο" and "κυπελλο" share
/// one key, as do "Élodie" and "elodie". Names of users and leagues are
/// looked up by it.
pub fn name_key(name: &str) -> String {
    use unicode_normalization::{char::is_combining_mark, UnicodeNormalization};
    name.trim()
        .nfd()
        .filter(|c| !is_combining_mark(*c))
        .collect::<String>()
        .to_lowercase()
        .replace('ς', "σ")
}

pub const READER_LOCALE: &str = "COALESCE(json_extract(prefs, '$.language'), locale)";

static MIGRATIONS_DIR: Dir<'_> = include_dir!("$CARGO_MANIFEST_DIR/migrations/sqlite");
static MIGRATIONS: LazyLock<Migrations<'static>> = LazyLock::new(|| {
    Migrations::from_directory(&MIGRATIONS_DIR).expect("migrations/ is well formed")
});

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("could not open database at {path}: {cause}")]
    Open { path: String, cause: String },
    #[error("could not migrate database: {0}")]
    Migrate(String),
    #[error("database error: {0}")]
    Sql(#[from] rusqlite::Error),
    #[error("database error: {0}")]
    Postgres(#[from] postgres::Error),
    #[error("not found: {0}")]
    NotFound(String),
    #[error("no database at {0}")]
    Missing(String),
    #[error("{0} is not available on this database")]
    Unsupported(String),
    #[error("another process has taken this seq in the table's log")]
    SeqTaken,
    #[error("this channel already has a table")]
    ChannelTaken,
    #[error("this interaction was already handled")]
    Duplicate,
    #[error("stored data is damaged: {0}")]
    Corrupt(String),
}

/// How long [`Store::checkpoint`] keeps trying a checkpoint that another
/// connection holds up (each try also waits out the busy timeout).
const CHECKPOINT_PATIENCE: std::time::Duration = std::time::Duration::from_secs(15);

impl StoreError {
    /// Whether trying the same thing again can succeed: yes for a busy or
    /// locked database (another writer, a checkpoint); no for a read-only,
    /// full or damaged one, or a failed open, which need the operator.
    pub fn retry_helps(&self) -> bool {
        use postgres::error::SqlState;
        use rusqlite::ErrorCode::{DatabaseBusy, DatabaseLocked};
        match self {
            StoreError::Sql(rusqlite::Error::SqliteFailure(e, _)) => {
                matches!(e.code, DatabaseBusy | DatabaseLocked)
            }
            // PostgreSQL: a serialization failure, a deadlock or a lock
            // wait given up (another process had the row); a lost
            // connection needs the operator.
            StoreError::Postgres(e) => e.code().is_some_and(|c| {
                [
                    SqlState::T_R_SERIALIZATION_FAILURE,
                    SqlState::T_R_DEADLOCK_DETECTED,
                    SqlState::LOCK_NOT_AVAILABLE,
                ]
                .contains(c)
            }),
            StoreError::SeqTaken => true,
            _ => false,
        }
    }

    /// For a unique-key violation, what names the key (SQLite's message
    /// lists the columns, PostgreSQL gives the constraint's name).
    pub fn unique_violation(&self) -> Option<String> {
        match self {
            StoreError::Sql(rusqlite::Error::SqliteFailure(e, msg))
                if [
                    rusqlite::ffi::SQLITE_CONSTRAINT_UNIQUE,
                    rusqlite::ffi::SQLITE_CONSTRAINT_PRIMARYKEY,
                ]
                .contains(&e.extended_code) =>
            {
                Some(msg.clone().unwrap_or_default())
            }
            StoreError::Postgres(e)
                if e.code() == Some(&postgres::error::SqlState::UNIQUE_VIOLATION) =>
            {
                Some(
                    e.as_db_error()
                        .and_then(|d| d.constraint())
                        .unwrap_or_default()
                        .to_string(),
                )
            }
            _ => None,
        }
    }

    /// What to tell the user: try again in a moment, or that it won't
    /// help (read-only, full, damaged).
    pub fn user_message(&self) -> Msg {
        Msg::new(if self.retry_helps() {
            "error-storage-busy"
        } else {
            "error-storage-permanent"
        })
    }
}

pub type Result<T> = std::result::Result<T, StoreError>;

/// How hard a commit works to survive a crash (`durability` in the
/// configuration). Both keep every acknowledged action through a crash of
/// the process (kill -9); they differ on a power loss or OS crash.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Durability {
    /// `synchronous=NORMAL`: the WAL is synced at checkpoints only, so a
    /// power loss can drop the last acknowledged actions (never corrupts).
    #[default]
    Normal,
    /// `synchronous=FULL`: the WAL is synced at every commit, so an
    /// acknowledged action survives a power loss too; each commit pays
    /// for an fsync.
    Full,
}

impl Durability {
    fn pragma(self) -> &'static str {
        match self {
            Durability::Normal => "NORMAL",
            Durability::Full => "FULL",
        }
    }
}

/// The durability every connection opened from now on gets (set once from
/// the configuration at start-up).
static DURABILITY: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

pub fn set_durability(d: Durability) {
    DURABILITY.store(d == Durability::Full, std::sync::atomic::Ordering::Relaxed);
}

fn durability() -> Durability {
    if DURABILITY.load(std::sync::atomic::Ordering::Relaxed) {
        Durability::Full
    } else {
        Durability::Normal
    }
}

/// Where a table is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Lobby,
    Playing,
    Finished,
    Aborted,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Lobby => "lobby",
            Status::Playing => "playing",
            Status::Finished => "finished",
            Status::Aborted => "aborted",
        }
    }
    fn parse(s: &str) -> Result<Status> {
        Ok(match s {
            "lobby" => Status::Lobby,
            "playing" => Status::Playing,
            "finished" => Status::Finished,
            "aborted" => Status::Aborted,
            other => return Err(StoreError::Corrupt(format!("unknown status {other}"))),
        })
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableRow {
    pub id: i64,
    pub channel: String,
    pub title: String,
    pub options: crate::engine::Options,
    pub seats_max: Option<usize>,
    pub seed: u64,
    pub status: Status,
    pub creator: String,
    pub locale: String,
    pub outcome: Option<Outcome>,
    /// The rules version the table started under (1 for tables stored
    /// before rules versions); a `rules` row of its log moves it on.
    pub rules_version: u32,
    /// The digest of the content pack it plays with, once started.
    pub content_hash: Option<String>,
    /// Why the table waits for its creator or an admin, if it does.
    pub held: Option<Held>,
}

/// Why a table waits for its creator or an admin to decide.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Held {
    /// Its content pack changed since it started.
    Content,
    /// `longtable replay` found that its log does not replay under any
    /// kept rules version: only `/game abort` acts on it.
    Replay,
    /// Closed (issue 30): its channel or thread is gone, locked, out of
    /// reach, or its server removed the bot (`tables.closed_why`). Its
    /// clocks and bots stop; it resumes when its channel is back.
    Closed,
}

impl Held {
    fn as_str(self) -> &'static str {
        match self {
            Held::Content => "content",
            Held::Replay => "replay",
            Held::Closed => "closed",
        }
    }
    fn parse(s: &str) -> Option<Held> {
        match s {
            "content" => Some(Held::Content),
            "replay" => Some(Held::Replay),
            "closed" => Some(Held::Closed),
            _ => None,
        }
    }
}

/// What `/game new` stores.
#[derive(Clone, Copy, Debug)]
pub struct NewTable<'a> {
    pub channel: &'a str,
    pub title: &'a str,
    pub options: &'a crate::engine::Options,
    pub seats_max: Option<usize>,
    pub seed: u64,
    pub creator: &'a str,
    pub locale: &'a str,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRow {
    pub seat: Seat,
    /// `None` for a seat freed during play.
    pub user_id: Option<String>,
    /// The holder's name; for a freed seat, its last holder's.
    pub user_name: String,
    /// A freed seat is held for this user id (its last holder), who may
    /// take it back with `/game join` (`migrations/sqlite/05-seats`).
    pub held_for: Option<String>,
}

/// A finished game as `/history` lists it.
#[derive(Clone, Debug)]
pub struct FinishedTable {
    pub table: TableRow,
    /// UTC ISO-8601.
    pub ended_at: String,
    pub seats: Vec<SeatRow>,
    /// A league game that counted for nothing: no seated person chose
    /// an action (`results.void`).
    pub void: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActionKind {
    Play,
    Undo,
    /// Moves the table to another rules version and content (notation
    /// [`RulesMove`]); never undone, and no undo reaches past it.
    Rules,
}

impl ActionKind {
    fn as_str(self) -> &'static str {
        match self {
            ActionKind::Play => "play",
            ActionKind::Undo => "undo",
            ActionKind::Rules => "rules",
        }
    }
    fn parse(s: &str) -> Result<ActionKind> {
        match s {
            "play" => Ok(ActionKind::Play),
            "undo" => Ok(ActionKind::Undo),
            "rules" => Ok(ActionKind::Rules),
            other => Err(StoreError::Corrupt(format!(
                "unknown log row kind `{other}`"
            ))),
        }
    }
}

/// What a `rules` row of the log says: the version the table plays by
/// from then on and the digest of the content it accepted. Its notation
/// is `rules <version> <digest>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesMove {
    pub version: u32,
    pub content: String,
}

impl RulesMove {
    pub fn notation(&self) -> String {
        format!("rules {} {}", self.version, self.content)
    }
    pub fn parse(notation: &str) -> Option<RulesMove> {
        let mut words = notation.split_whitespace();
        if words.next() != Some("rules") {
            return None;
        }
        let version = words.next()?.parse().ok()?;
        let content = words.next().unwrap_or("").to_string();
        Some(RulesMove { version, content })
    }
}

/// One row of the action log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActionRow {
    pub seq: i64,
    pub seat: Seat,
    pub kind: ActionKind,
    pub notation: String,
    pub undoes: Option<i64>,
    pub revealed: bool,
    pub words: Vec<Msg>,
    pub state_hash: StateHash,
    pub interaction_id: Option<String>,
    /// The public wording of the action (`Told.public`), what others may
    /// read of it. `None` on rows stored before table talk: their notation
    /// may name a secret, so others see a neutral wording until the end.
    pub told: Option<Msg>,
    /// Played by the host because it was the seat's only legal action
    /// (autoplay). Never undone.
    pub forced: bool,
    /// The user id holding the seat when the row was committed (a bot's
    /// `bot:…`); `None` for a seat nobody held and for rows stored before
    /// `migrations/sqlite/09-seat-history`.
    pub holder: Option<String>,
    /// Who chose the action: a person's user id, or a bot's `bot:…` id
    /// (a bot standing in for an absent player included); `None` for a
    /// forced move, an automatic step, a timeout's default move, and rows
    /// stored before migration 09.
    pub chosen_by: Option<String>,
}

impl ActionRow {
    pub fn play(seq: i64, seat: Seat, notation: &str, applied: &Applied, hash: StateHash) -> Self {
        ActionRow {
            told: None,
            forced: false,
            holder: None,
            chosen_by: None,
            seq,
            seat,
            kind: ActionKind::Play,
            notation: notation.to_string(),
            undoes: None,
            revealed: applied.revealed,
            words: applied.public.clone(),
            state_hash: hash,
            interaction_id: None,
        }
    }
}

/// The actions still in effect after folding undo rows away, in order.
pub fn effective<'a>(rows: impl IntoIterator<Item = &'a ActionRow>) -> Vec<&'a ActionRow> {
    let mut out: Vec<&ActionRow> = Vec::new();
    for row in rows {
        match row.kind {
            ActionKind::Play | ActionKind::Rules => out.push(row),
            ActionKind::Undo => {
                if let Some(pos) = out.iter().rposition(|r| Some(r.seq) == row.undoes) {
                    out.remove(pos);
                }
            }
        }
    }
    out
}

/// A stored state: the last seq folded into it, its bytes and hash.
#[derive(Clone, Debug)]
pub struct Snapshot {
    pub seq: i64,
    pub state: Vec<u8>,
    pub hash: StateHash,
}

/// The `INSERT` of a new lobby, on a connection or inside a transaction.
fn insert_table(sql: &Sql, t: &NewTable) -> Result<i64> {
    let NewTable {
        channel,
        title,
        options,
        seats_max,
        seed,
        creator,
        locale,
    } = *t;
    let options = serde_json::to_string(options).expect("options serialise");
    let res = sql.value(
        "INSERT INTO tables (channel, title, options, seats_max, seed, status, creator, locale)
         VALUES (?1, ?2, ?3, ?4, ?5, 'lobby', ?6, ?7) RETURNING id",
        args![
            channel,
            title,
            options,
            seats_max,
            seed as i64,
            creator,
            locale
        ],
    );
    match res {
        Err(e) if e.unique_violation().is_some() => Err(StoreError::ChannelTaken),
        other => other,
    }
}

/// [`Db::set_seat_user`], on a connection or inside a transaction.
fn set_seat_user_tx(
    sql: &Sql,
    table_id: i64,
    seat: Seat,
    user: Option<(&str, &str)>,
) -> Result<()> {
    match user {
        Some((id, name)) => sql.execute(
            "UPDATE seats SET user_id = ?3, user_name = ?4, held_for = NULL
             WHERE table_id = ?1 AND seat = ?2",
            args![table_id, seat, id, name],
        )?,
        // A bot's seat goes back to being held for the person the bot
        // kept it for (under their name); one seated from the start is
        // held for nobody.
        None => sql.execute(
            "UPDATE seats SET
                 held_for = CASE WHEN user_id LIKE 'bot:%' THEN held_for
                                 ELSE COALESCE(user_id, held_for) END,
                 user_name = CASE WHEN user_id LIKE 'bot:%'
                     THEN COALESCE((SELECT name FROM users WHERE id = seats.held_for), user_name)
                     ELSE user_name END,
                 user_id = NULL
             WHERE table_id = ?1 AND seat = ?2",
            args![table_id, seat],
        )?,
    };
    Ok(())
}

/// [`Db::seat_bot`], on a connection or inside a transaction.
fn seat_bot_tx(sql: &Sql, table_id: i64, seat: Seat, id: &str, name: &str) -> Result<()> {
    sql.execute(
        "UPDATE seats SET user_id = ?3, user_name = ?4,
             held_for = CASE WHEN user_id IS NULL OR user_id LIKE 'bot:%'
                             THEN held_for ELSE user_id END
         WHERE table_id = ?1 AND seat = ?2",
        args![table_id, seat, id, name],
    )?;
    Ok(())
}

/// Where the database is: a SQLite file, or a PostgreSQL server
/// (`database = "postgres://…"` in the configuration, `LONGTABLE_DB`, or
/// `--db`).
#[derive(Clone, Debug, PartialEq, Eq, serde::Deserialize)]
#[serde(from = "String")]
pub enum Location {
    Sqlite(std::path::PathBuf),
    Postgres(String),
}

impl Location {
    /// A `postgres://` or `postgresql://` URL is PostgreSQL; anything else
    /// is the path of a SQLite file.
    pub fn parse(s: &str) -> Location {
        if s.starts_with("postgres://") || s.starts_with("postgresql://") {
            Location::Postgres(s.to_string())
        } else {
            Location::Sqlite(s.into())
        }
    }
}

impl From<String> for Location {
    fn from(s: String) -> Location {
        Location::parse(&s)
    }
}

impl std::str::FromStr for Location {
    type Err = std::convert::Infallible;
    fn from_str(s: &str) -> std::result::Result<Location, Self::Err> {
        Ok(Location::parse(s))
    }
}

impl Location {
    /// Refuses a SQLite file that isn't there (for commands that read a
    /// database: opening would create an empty one and find nothing).
    pub fn must_exist(&self) -> Result<()> {
        match self {
            Location::Sqlite(p) if !p.exists() => Err(StoreError::Missing(p.display().to_string())),
            _ => Ok(()),
        }
    }
}

impl std::fmt::Display for Location {
    /// For logs: a URL's password is never shown.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Location::Sqlite(p) => write!(f, "{}", p.display()),
            Location::Postgres(url) => match (url.find("://"), url.rfind('@')) {
                (Some(scheme), Some(at)) if at > scheme => {
                    let creds = &url[scheme + 3..at];
                    let user = creds.split(':').next().unwrap_or_default();
                    write!(f, "{}{user}@{}", &url[..scheme + 3], &url[at + 1..])
                }
                _ => f.write_str(url),
            },
        }
    }
}

/// A synchronous connection with Longtable's schema, on SQLite or
/// PostgreSQL.
pub struct Db {
    sql: Sql,
}

impl Db {
    /// Opens (or creates) the SQLite database at `path`, in WAL mode, and
    /// applies any pending migration.
    pub fn open(path: &Path) -> Result<Db> {
        let conn = rusqlite::Connection::open(path).map_err(|e| StoreError::Open {
            path: path.display().to_string(),
            cause: e.to_string(),
        })?;
        Self::setup(conn)
    }

    /// Opens the database at `at`, SQLite or PostgreSQL, migrated.
    pub fn connect(at: &Location) -> Result<Db> {
        match at {
            Location::Sqlite(path) => Self::open(path),
            Location::Postgres(url) => {
                let fail = |e: &dyn std::fmt::Display| StoreError::Open {
                    path: at.to_string(),
                    cause: e.to_string(),
                };
                let config: postgres::Config = url.parse().map_err(|e| fail(&e))?;
                let client = config.connect(postgres::NoTls).map_err(|e| fail(&e))?;
                let sql = Sql::postgres(client);
                migrate::postgres(&sql).map_err(|e| StoreError::Migrate(e.to_string()))?;
                Ok(Db { sql })
            }
        }
    }

    /// A private in-memory database (tests, benchmarks).
    pub fn in_memory() -> Result<Db> {
        Self::setup(rusqlite::Connection::open_in_memory()?)
    }

    fn setup(mut conn: rusqlite::Connection) -> Result<Db> {
        // WAL: readers never block the writer. synchronous=NORMAL keeps
        // every committed transaction through a process crash (kill -9);
        // only a power loss can drop the last ones. FULL survives that too
        // (see `Durability`).
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", durability().pragma())?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        conn.set_prepared_statement_cache_capacity(128);
        MIGRATIONS
            .to_latest(&mut conn)
            .map_err(|e| StoreError::Migrate(e.to_string()))?;
        Ok(Db {
            sql: Sql::sqlite(conn),
        })
    }

    /// Which database this is.
    pub fn backend(&self) -> Backend {
        self.sql.backend()
    }

    /// The SQLite connection; what only SQLite has (pragmas, the online
    /// backup) is refused on PostgreSQL with a clear error.
    fn sqlite(&self, what: &str) -> Result<&rusqlite::Connection> {
        self.sql
            .as_sqlite()
            .ok_or_else(|| StoreError::Unsupported(what.to_string()))
    }

    /// The schema version (for `longtable db check`): the number of
    /// migrations applied.
    pub fn schema_version(&self) -> Result<i64> {
        match self.sql.as_sqlite() {
            Some(c) => Ok(c.pragma_query_value(None, "user_version", |r| r.get(0))?),
            None => migrate::postgres_version(&self.sql),
        }
    }

    /// SQLite's own consistency check; on PostgreSQL, which checks its
    /// own pages, whether the server answers.
    pub fn integrity_check(&self) -> Result<String> {
        match self.sql.as_sqlite() {
            Some(c) => Ok(c.query_row("PRAGMA integrity_check", [], |r| r.get(0))?),
            None => self.sql.value("SELECT 'ok'", &[]),
        }
    }

    /// Refuses every write on this connection from now on, as a read-only
    /// database would: for maintenance windows and for testing what users
    /// are told then.
    pub fn set_read_only(&self, on: bool) -> Result<()> {
        match self.sql.as_sqlite() {
            Some(c) => c.pragma_update(None, "query_only", on)?,
            None => self.sql.batch(if on {
                "SET default_transaction_read_only = on"
            } else {
                "SET default_transaction_read_only = off"
            })?,
        }
        Ok(())
    }

    /// Copies everything in the WAL back into the database file and
    /// empties the WAL, so the `.db` file alone holds every commit (a
    /// clean shutdown; `longtable db backup`). Nothing to do on
    /// PostgreSQL.
    ///
    /// SQLite reports a checkpoint it could not finish (the background
    /// checkpointer mid-way through its own, a reader still on an older
    /// snapshot past the busy timeout) as a row with `busy = 1`, not as an
    /// error: that is tried again for up to [`CHECKPOINT_PATIENCE`], then
    /// returned as a busy error, never taken for a complete file.
    pub fn checkpoint(&self) -> Result<()> {
        let Some(c) = self.sql.as_sqlite() else {
            return Ok(());
        };
        let deadline = std::time::Instant::now() + CHECKPOINT_PATIENCE;
        loop {
            let busy: i64 = c.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |r| r.get(0))?;
            if busy == 0 {
                return Ok(());
            }
            if std::time::Instant::now() >= deadline {
                return Err(StoreError::Sql(rusqlite::Error::SqliteFailure(
                    rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_BUSY),
                    Some("the WAL checkpoint stayed busy".into()),
                )));
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
    }

    /// The `synchronous` setting in effect (2 = FULL, 1 = NORMAL).
    pub fn synchronous(&self) -> Result<i64> {
        Ok(self.sqlite("the synchronous setting")?.pragma_query_value(
            None,
            "synchronous",
            |r| r.get(0),
        )?)
    }

    /// Writes a consistent copy of the whole database to `dest` with
    /// SQLite's online backup API, while other connections go on
    /// committing (WAL: the copy is of one moment, and no writer waits).
    /// Refuses to overwrite an existing file. PostgreSQL has its own
    /// tools (`pg_dump`; README, "Running at scale").
    pub fn backup_to(&self, dest: &Path) -> Result<()> {
        let conn = self.sqlite("`longtable db backup` (use pg_dump)")?;
        if dest.exists() {
            return Err(StoreError::Open {
                path: dest.display().to_string(),
                cause: "the file already exists; choose a new name".into(),
            });
        }
        let mut out = rusqlite::Connection::open(dest).map_err(|e| StoreError::Open {
            path: dest.display().to_string(),
            cause: e.to_string(),
        })?;
        {
            let backup = rusqlite::backup::Backup::new(conn, &mut out)?;
            // All pages in one step (-1): one read transaction, so the copy
            // is of one moment even while others commit. Busy or locked
            // (a writer mid-checkpoint) is tried again shortly.
            use rusqlite::backup::StepResult;
            loop {
                match backup.step(-1)? {
                    StepResult::Done => break,
                    StepResult::More | StepResult::Busy | StepResult::Locked => {
                        std::thread::sleep(std::time::Duration::from_millis(10))
                    }
                    _ => {}
                }
            }
        }
        // The copy is a self-contained file, with no WAL beside it.
        out.pragma_update(None, "journal_mode", "DELETE")?;
        Ok(())
    }

    /// Drops free pages and folds the WAL in: a self-contained, small
    /// file (the stored-games fixture).
    pub fn compact(&self) -> Result<()> {
        self.sqlite("compacting")?.execute_batch("VACUUM")?;
        self.checkpoint()
    }

    pub fn create_table(&mut self, t: &NewTable) -> Result<i64> {
        insert_table(&self.sql, t)
    }
    /// Opens a table and seats its creator in one transaction (`/game
    /// new`): a failure between the two leaves no seatless lobby behind.
    pub fn create_table_seated(&mut self, t: &NewTable, creator_name: &str) -> Result<i64> {
        let tx = self.sql.transaction()?;
        let id = insert_table(&tx, t)?;
        tx.execute(
            "INSERT INTO seats (table_id, seat, user_id, user_name) VALUES (?1, 0, ?2, ?3)",
            args![id, t.creator, creator_name],
        )?;
        tx.commit()?;
        Ok(id)
    }

    fn table_from_row(r: &Row) -> Result<TableRow> {
        let id = r.get(0)?;
        let options: String = r.get(3)?;
        let outcome: Option<String> = r.get(9)?;
        Ok(TableRow {
            id,
            channel: r.get(1)?,
            title: r.get(2)?,
            options: serde_json::from_str(&options)
                .map_err(|e| StoreError::Corrupt(format!("options of table {id}: {e}")))?,
            seats_max: r.get(4)?,
            seed: r.get::<i64>(5)? as u64,
            status: Status::parse(&r.get::<String>(6)?)?,
            creator: r.get(7)?,
            locale: r.get(8)?,
            outcome: outcome
                .map(|o| serde_json::from_str(&o))
                .transpose()
                .map_err(|e| StoreError::Corrupt(format!("outcome of table {id}: {e}")))?,
            rules_version: u32::try_from(r.get::<i64>(10)?).unwrap_or(0),
            content_hash: r.get(11)?,
            held: r
                .get::<Option<String>>(12)?
                .as_deref()
                .and_then(Held::parse),
        })
    }

    const TABLE_COLUMNS: &'static str = "id, channel, title, options, seats_max, seed, status, \
         creator, locale, outcome, rules_version, content_hash, held";

    /// The lobby or game open in a channel, if any.
    pub fn open_table(&self, channel: &str) -> Result<Option<TableRow>> {
        let sql = format!(
            "SELECT {} FROM tables WHERE channel = ?1 AND status IN ('lobby', 'playing')",
            Self::TABLE_COLUMNS
        );
        self.sql
            .query_opt(&sql, args![channel])?
            .map(|r| Self::table_from_row(&r))
            .transpose()
    }

    /// The most recent table of a channel, open or not.
    pub fn latest_table(&self, channel: &str) -> Result<Option<TableRow>> {
        let sql = format!(
            "SELECT {} FROM tables WHERE channel = ?1 ORDER BY id DESC LIMIT 1",
            Self::TABLE_COLUMNS
        );
        self.sql
            .query_opt(&sql, args![channel])?
            .map(|r| Self::table_from_row(&r))
            .transpose()
    }

    /// A table by id; [`StoreError::NotFound`] if there is none.
    pub fn table(&self, id: i64) -> Result<TableRow> {
        let sql = format!("SELECT {} FROM tables WHERE id = ?1", Self::TABLE_COLUMNS);
        Self::table_from_row(&self.sql.query_one(&sql, args![id])?)
    }

    /// Ids of every table that has started (for `longtable replay`).
    pub fn started_table_ids(&self) -> Result<Vec<i64>> {
        self.sql.column(
            "SELECT id FROM tables WHERE status IN ('playing', 'finished') ORDER BY id",
            &[],
        )
    }

    /// Channels with a game in play (to warm up after a restart).
    pub fn playing_channels(&self) -> Result<Vec<String>> {
        self.sql.column(
            "SELECT channel FROM tables WHERE status = 'playing' ORDER BY id",
            &[],
        )
    }

    /// Channels with a game in play where a bot holds a seat (user id
    /// `bot:…`): the tables the host wakes at start-up in case a bot is to
    /// move, since a bot's pending move is never stored.
    pub fn playing_channels_with_bots(&self) -> Result<Vec<String>> {
        self.sql.column(
            "SELECT t.channel FROM tables t WHERE t.status = 'playing' AND EXISTS \
             (SELECT 1 FROM seats s WHERE s.table_id = t.id AND s.user_id LIKE 'bot:%') \
             ORDER BY t.id",
            &[],
        )
    }

    pub fn set_status(&mut self, id: i64, status: Status, outcome: Option<&Outcome>) -> Result<()> {
        let stamp = match status {
            Status::Playing => "started_at",
            _ => "ended_at",
        };
        let tx = self.sql.transaction()?;
        // A game ended without a last action (a forfeit) records its
        // league result in the same transaction.
        if let (Status::Finished, Some(o)) = (status, outcome) {
            league::record_result(&tx, id, o)?;
        }
        let outcome = outcome.map(|o| serde_json::to_string(o).expect("outcome serialises"));
        tx.execute(
            &format!(
                "UPDATE tables SET status = ?2, outcome = COALESCE(?3, outcome),
                 {stamp} = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1"
            ),
            args![id, status.as_str(), outcome],
        )?;
        tx.commit()
    }

    pub fn seats(&self, table_id: i64) -> Result<Vec<SeatRow>> {
        self.sql
            .query(
                "SELECT seat, user_id, user_name, held_for FROM seats WHERE table_id = ?1 ORDER BY seat",
                args![table_id],
            )?
            .iter()
            .map(|r| {
                Ok(SeatRow {
                    seat: r.get(0)?,
                    user_id: r.get(1)?,
                    user_name: r.get(2)?,
                    held_for: r.get(3)?,
                })
            })
            .collect()
    }

    /// Seats a user in the next free seat number.
    pub fn add_seat(&mut self, table_id: i64, user_id: &str, user_name: &str) -> Result<Seat> {
        let next: i64 = self.sql.value(
            "SELECT COALESCE(MAX(seat) + 1, 0) FROM seats WHERE table_id = ?1",
            args![table_id],
        )?;
        self.sql.execute(
            "INSERT INTO seats (table_id, seat, user_id, user_name) VALUES (?1, ?2, ?3, ?4)",
            args![table_id, next, user_id, user_name],
        )?;
        Ok(next as usize)
    }

    /// Removes a user from a lobby and closes the gap in seat numbers.
    pub fn remove_seat(&mut self, table_id: i64, user_id: &str) -> Result<bool> {
        let tx = self.sql.transaction()?;
        let seat: Option<i64> = tx.value_opt(
            "SELECT seat FROM seats WHERE table_id = ?1 AND user_id = ?2",
            args![table_id, user_id],
        )?;
        let Some(seat) = seat else { return Ok(false) };
        tx.execute(
            "DELETE FROM seats WHERE table_id = ?1 AND seat = ?2",
            args![table_id, seat],
        )?;
        // Renumber one at a time, upwards, so the primary key never clashes.
        let later: Vec<i64> = tx.column(
            "SELECT seat FROM seats WHERE table_id = ?1 AND seat > ?2 ORDER BY seat",
            args![table_id, seat],
        )?;
        for s in later {
            tx.execute(
                "UPDATE seats SET seat = ?3 WHERE table_id = ?1 AND seat = ?2",
                args![table_id, s, s - 1],
            )?;
        }
        tx.commit()?;
        Ok(true)
    }

    /// Gives a seat to a user during play, or frees it with `None`: a
    /// freed seat is held for the user who held it (`held_for`), and
    /// keeps their name. A free seat held for nobody is anyone's.
    pub fn set_seat_user(
        &mut self,
        table_id: i64,
        seat: Seat,
        user: Option<(&str, &str)>,
    ) -> Result<()> {
        set_seat_user_tx(&self.sql, table_id, seat, user)
    }

    /// Seats a bot during play. The seat stays held for the person it
    /// was held for (or who held it), who may take it back from the bot.
    pub fn seat_bot(&mut self, table_id: i64, seat: Seat, id: &str, name: &str) -> Result<()> {
        seat_bot_tx(&self.sql, table_id, seat, id, name)
    }

    /// Names the bot seated at `seat` (a bot seated before bots had names
    /// of their own gets one when its table loads). Only a seat that bot
    /// `id` still holds is renamed.
    pub fn name_bot(&mut self, table_id: i64, seat: Seat, id: &str, name: &str) -> Result<()> {
        self.sql.execute(
            "UPDATE seats SET user_name = ?4 WHERE table_id = ?1 AND seat = ?2 AND user_id = ?3",
            args![table_id, seat, id, name],
        )?;
        Ok(())
    }

    /// Hands the table to another user (`/game transfer`): the creator's
    /// rights go with it.
    pub fn set_creator(&mut self, table_id: i64, user_id: &str) -> Result<()> {
        self.sql.execute(
            "UPDATE tables SET creator = ?2 WHERE id = ?1",
            args![table_id, user_id],
        )?;
        Ok(())
    }

    /// Files a channel's finished games as history when a new table opens
    /// there; returns how many it filed.
    pub fn archive_finished(&mut self, channel: &str) -> Result<usize> {
        self.sql.execute(
            "UPDATE tables SET archived_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
             WHERE channel = ?1 AND status = 'finished' AND archived_at IS NULL",
            args![channel],
        )
    }

    /// A channel's finished games, newest first, at most `n`: each with
    /// the time it ended and its seats (`/history`).
    pub fn finished_tables(&self, channel: &str, n: usize) -> Result<Vec<FinishedTable>> {
        let sql = format!(
            "SELECT {}, COALESCE(ended_at, created_at) FROM tables
             WHERE channel = ?1 AND status = 'finished' ORDER BY id DESC LIMIT ?2",
            Self::TABLE_COLUMNS
        );
        self.sql
            .query(&sql, args![channel, n])?
            .iter()
            .map(|r| {
                let table = Self::table_from_row(r)?;
                let seats = self.seats(table.id)?;
                let void: Option<bool> = self.sql.value_opt(
                    "SELECT void FROM results WHERE table_id = ?1",
                    args![table.id],
                )?;
                Ok(FinishedTable {
                    table,
                    // The column after TABLE_COLUMNS' thirteen.
                    ended_at: r.get(13)?,
                    seats,
                    void: void.unwrap_or(false),
                })
            })
            .collect()
    }

    /// Appends a row to the action log and, when given, a snapshot of the
    /// state after it, in one transaction. A repeated interaction id is
    /// [`StoreError::Duplicate`] and writes nothing.
    pub fn append_action(
        &mut self,
        table_id: i64,
        row: &ActionRow,
        snapshot: Option<&Snapshot>,
    ) -> Result<()> {
        self.commit_action(table_id, row, snapshot, None)
    }

    /// [`Db::append_action`], and when `finished` is given, the table's end
    /// with its outcome, all in one transaction.
    ///
    /// The row commits only as the next of its table's log: a row whose
    /// seq another process (or connection) has taken is
    /// [`StoreError::SeqTaken`], and writes nothing; the caller's state
    /// is behind and must be reloaded.
    pub fn commit_action(
        &mut self,
        table_id: i64,
        row: &ActionRow,
        snapshot: Option<&Snapshot>,
        finished: Option<&Outcome>,
    ) -> Result<()> {
        self.commit_action_told(table_id, row, snapshot, finished, &[], 0, "")
            .map(drop)
    }

    /// [`Db::commit_action`], storing `news` (the move's news, as
    /// placeholders held by `holder` until their actor completes them with
    /// [`Db::complete_outbox`]) in the outbox in the same transaction: a
    /// crash after the commit leaves them to be delivered as they are once
    /// the claim runs out. Returns their outbox ids.
    #[allow(clippy::too_many_arguments)]
    pub fn commit_action_told(
        &mut self,
        table_id: i64,
        row: &ActionRow,
        snapshot: Option<&Snapshot>,
        finished: Option<&Outcome>,
        news: &[NewNotice],
        now: i64,
        holder: &str,
    ) -> Result<Vec<i64>> {
        let tx = self.sql.transaction()?;
        let words = serde_json::to_string(&row.words).expect("messages serialise");
        let told = row
            .told
            .as_ref()
            .map(|m| serde_json::to_string(m).expect("messages serialise"));
        let res = tx.execute(
            "INSERT INTO actions (table_id, seq, seat, kind, notation, undoes, revealed, words,
                                  state_hash, interaction_id, told, forced, holder, chosen_by)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
            args![
                table_id,
                row.seq,
                row.seat,
                row.kind.as_str(),
                row.notation,
                row.undoes,
                row.revealed,
                words,
                row.state_hash,
                row.interaction_id,
                told,
                row.forced,
                row.holder,
                row.chosen_by,
            ],
        );
        if let Err(e) = res {
            return Err(match e.unique_violation() {
                Some(what) if what.contains("interaction_id") => StoreError::Duplicate,
                Some(_) => StoreError::SeqTaken,
                None => e,
            });
        }
        if row.kind == ActionKind::Rules {
            // The table plays on with the content the row accepted.
            if let Some(moved) = RulesMove::parse(&row.notation) {
                tx.execute(
                    "UPDATE tables SET content_hash = ?2, held = NULL WHERE id = ?1",
                    args![table_id, moved.content],
                )?;
            }
        }
        if row.kind == ActionKind::Undo {
            // Snapshots that include the undone action are now wrong.
            if let Some(undone) = row.undoes {
                tx.execute(
                    "DELETE FROM snapshots WHERE table_id = ?1 AND seq >= ?2",
                    args![table_id, undone],
                )?;
            }
        }
        if let Some(s) = snapshot {
            Self::put_snapshot_tx(&tx, table_id, s)?;
        }
        if let Some(id) = &row.interaction_id {
            tx.execute(
                "INSERT INTO interactions (id, table_id) VALUES (?1, ?2) ON CONFLICT DO NOTHING",
                args![id, table_id],
            )?;
        }
        if let Some(outcome) = finished {
            // A league game's result and ratings end with the table.
            league::record_result(&tx, table_id, outcome)?;
            tx.execute(
                "UPDATE tables SET status = 'finished', outcome = ?2,
                 ended_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1",
                args![
                    table_id,
                    serde_json::to_string(outcome).expect("outcome serialises")
                ],
            )?;
        }
        if let Some(first) = news.first() {
            // The placeholders of the moves before this one stay held
            // while their actor goes on (a long run of bot moves).
            tx.execute(
                "UPDATE outbox SET claimed_until = ?3
                 WHERE claimed_by = ?1 AND channel = ?2 AND delivered_at IS NULL",
                args![holder, first.channel, now + OUTBOX_LEASE_MS],
            )?;
        }
        let ids = Self::insert_outbox(&tx, news, now, Some(holder).filter(|_| !news.is_empty()))?;
        tx.commit()?;
        Ok(ids)
    }

    /// Starts a table: its first snapshot (seq 0) and status `playing`.
    pub fn start_table(&mut self, table_id: i64, first: &Snapshot) -> Result<()> {
        self.start_table_under(table_id, first, 1, None)
    }

    /// [`Db::start_table`], recording the rules version and the content
    /// digest the table starts under, in the same transaction.
    pub fn start_table_under(
        &mut self,
        table_id: i64,
        first: &Snapshot,
        rules_version: u32,
        content_hash: Option<&str>,
    ) -> Result<()> {
        let tx = self.sql.transaction()?;
        tx.execute(
            "UPDATE tables SET rules_version = ?2, content_hash = ?3 WHERE id = ?1",
            args![table_id, rules_version as i64, content_hash],
        )?;
        Self::put_snapshot_tx(&tx, table_id, first)?;
        league::record_seating(&tx, table_id)?;
        tx.execute(
            "UPDATE tables SET status = 'playing',
             started_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1",
            args![table_id],
        )?;
        tx.commit()
    }

    /// Records the content digest of a table started before rules
    /// versions (the content the first build that loads it finds), and
    /// sets or clears its hold.
    pub fn set_table_rules(
        &mut self,
        table_id: i64,
        content_hash: Option<&str>,
        held: Option<Held>,
    ) -> Result<()> {
        self.sql.execute(
            "UPDATE tables SET content_hash = COALESCE(?2, content_hash), held = ?3 WHERE id = ?1",
            args![table_id, content_hash, held.map(Held::as_str)],
        )?;
        Ok(())
    }

    /// Re-stamps a table's hashes (`longtable replay --accept`): each
    /// listed log row gets its new hash, and the snapshots, a cache, are
    /// replaced by the one given. One transaction.
    pub fn restamp(
        &mut self,
        table_id: i64,
        hashes: &[(i64, StateHash)],
        snapshot: &Snapshot,
    ) -> Result<()> {
        let tx = self.sql.transaction()?;
        for (seq, hash) in hashes {
            tx.execute(
                "UPDATE actions SET state_hash = ?3 WHERE table_id = ?1 AND seq = ?2",
                args![table_id, *seq, hash],
            )?;
        }
        tx.execute("DELETE FROM snapshots WHERE table_id = ?1", args![table_id])?;
        Self::put_snapshot_tx(&tx, table_id, snapshot)?;
        tx.commit()
    }

    fn snapshot_row(r: &Row) -> Result<Snapshot> {
        Ok(Snapshot {
            seq: r.get(0)?,
            state: r.get(1)?,
            hash: r.get(2)?,
        })
    }

    /// The newest snapshot taken before action `seq` (for undo).
    pub fn snapshot_before(&self, table_id: i64, seq: i64) -> Result<Option<Snapshot>> {
        self.sql
            .query_opt(
                "SELECT seq, state, hash FROM snapshots WHERE table_id = ?1 AND seq < ?2
                 ORDER BY seq DESC LIMIT 1",
                args![table_id, seq],
            )?
            .map(|r| Self::snapshot_row(&r))
            .transpose()
    }

    /// The language each user reads ([`READER_LOCALE`]) and their
    /// closed-DM flag (defaults when unknown).
    pub fn user_prefs(&self, ids: &[String]) -> Result<Vec<(String, bool)>> {
        let sql = format!("SELECT {READER_LOCALE}, dm_closed FROM users WHERE id = ?1");
        ids.iter()
            .map(|id| {
                Ok(match self.sql.query_opt(&sql, args![id])? {
                    Some(r) => (r.get(0)?, r.get(1)?),
                    None => ("en".to_string(), false),
                })
            })
            .collect()
    }

    fn put_snapshot_tx(tx: &Sql, table_id: i64, s: &Snapshot) -> Result<()> {
        tx.execute(
            "INSERT INTO snapshots (table_id, seq, state, hash) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (table_id, seq) DO UPDATE SET state = excluded.state, hash = excluded.hash",
            args![table_id, s.seq, s.state, s.hash],
        )?;
        Ok(())
    }

    pub fn put_snapshot(&mut self, table_id: i64, s: &Snapshot) -> Result<()> {
        Self::put_snapshot_tx(&self.sql, table_id, s)
    }

    pub fn latest_snapshot(&self, table_id: i64) -> Result<Option<Snapshot>> {
        self.sql
            .query_opt(
                "SELECT seq, state, hash FROM snapshots WHERE table_id = ?1 ORDER BY seq DESC LIMIT 1",
                args![table_id],
            )?
            .map(|r| Self::snapshot_row(&r))
            .transpose()
    }

    pub fn snapshots(&self, table_id: i64) -> Result<Vec<Snapshot>> {
        self.sql
            .query(
                "SELECT seq, state, hash FROM snapshots WHERE table_id = ?1 ORDER BY seq",
                args![table_id],
            )?
            .iter()
            .map(Self::snapshot_row)
            .collect()
    }

    /// The log rows after `after_seq`, in order.
    pub fn actions(&self, table_id: i64, after_seq: i64) -> Result<Vec<ActionRow>> {
        self.sql
            .query(
                "SELECT seq, seat, kind, notation, undoes, revealed, words, state_hash,
                        interaction_id, told, forced, holder, chosen_by
                 FROM actions WHERE table_id = ?1 AND seq > ?2 ORDER BY seq",
                args![table_id, after_seq],
            )?
            .iter()
            .map(|r| {
                let seq: i64 = r.get(0)?;
                let words: String = r.get(6)?;
                let told: Option<String> = r.get(9)?;
                Ok(ActionRow {
                    seq,
                    seat: r.get(1)?,
                    kind: ActionKind::parse(&r.get::<String>(2)?)?,
                    notation: r.get(3)?,
                    undoes: r.get(4)?,
                    revealed: r.get(5)?,
                    words: serde_json::from_str(&words)
                        .map_err(|e| StoreError::Corrupt(format!("words of action {seq}: {e}")))?,
                    state_hash: r.get(7)?,
                    interaction_id: r.get(8)?,
                    told: told
                        .map(|t| serde_json::from_str(&t))
                        .transpose()
                        .map_err(|e| {
                            StoreError::Corrupt(format!("wording of action {seq}: {e}"))
                        })?,
                    forced: r.get(10)?,
                    holder: r.get(11)?,
                    chosen_by: r.get(12)?,
                })
            })
            .collect()
    }

    pub fn last_seq(&self, table_id: i64) -> Result<i64> {
        self.sql.value(
            "SELECT COALESCE(MAX(seq), 0) FROM actions WHERE table_id = ?1",
            args![table_id],
        )
    }

    /// Records a user's name and locale (every command refreshes them).
    pub fn upsert_user(&mut self, id: &str, name: &str, locale: &str) -> Result<()> {
        self.sql.execute(
            "INSERT INTO users (id, name, locale) VALUES (?1, ?2, ?3)
             ON CONFLICT (id) DO UPDATE SET name = excluded.name, locale = excluded.locale",
            args![id, name, locale],
        )?;
        Ok(())
    }

    /// The language a user reads ([`READER_LOCALE`]), if they are known.
    pub fn user_locale(&self, id: &str) -> Result<Option<String>> {
        self.sql.value_opt(
            &format!("SELECT {READER_LOCALE} FROM users WHERE id = ?1"),
            args![id],
        )
    }

    /// A user's `/settings language:<code>` (`None`: not set, so the
    /// locale their front end sends counts). Kept in the `prefs` JSON of
    /// the users table, which needs no migration.
    pub fn user_language(&self, id: &str) -> Result<Option<String>> {
        Ok(self
            .sql
            .value_opt::<Option<String>>(
                "SELECT json_extract(prefs, '$.language') FROM users WHERE id = ?1",
                args![id],
            )?
            .flatten())
    }

    /// Sets (or with `None` clears) a user's `/settings language`.
    pub fn set_user_language(&mut self, id: &str, language: Option<&str>) -> Result<()> {
        self.sql.execute(
            "INSERT INTO users (id, name) VALUES (?1, ?1) ON CONFLICT (id) DO NOTHING",
            args![id],
        )?;
        // The prefs JSON is read, changed and written back here rather
        // than with each database's own JSON functions.
        let prefs: String = self
            .sql
            .value("SELECT prefs FROM users WHERE id = ?1", args![id])?;
        let mut prefs: serde_json::Map<String, serde_json::Value> =
            serde_json::from_str(&prefs).unwrap_or_default();
        match language {
            Some(code) => prefs.insert("language".into(), code.into()),
            None => prefs.remove("language"),
        };
        self.sql.execute(
            "UPDATE users SET prefs = ?2 WHERE id = ?1",
            args![id, serde_json::Value::Object(prefs).to_string()],
        )?;
        Ok(())
    }

    /// A user who has used Longtable, by id or else by name, in any case
    /// and with or without accents ([`name_key`]): `(id, name, the
    /// language they read)`. A name two users share finds neither.
    pub fn find_user(&self, text: &str) -> Result<Option<(String, String, String)>> {
        let triple = |r: &Row| Ok((r.get(0)?, r.get(1)?, r.get(2)?));
        if let Some(r) = self.sql.query_opt(
            &format!("SELECT id, name, {READER_LOCALE} FROM users WHERE id = ?1"),
            args![text],
        )? {
            return triple(&r).map(Some);
        }
        // `lower()` folds ASCII only (SQLite, and PostgreSQL under the C
        // locale): it finds "Alice" for "alice" through the index. Greek,
        // accented and other names are compared in Rust, reading the
        // users' names only when that finds nobody.
        let mut found = self.sql.query(
            &format!(
                "SELECT id, name, {READER_LOCALE} FROM users WHERE lower(name) = lower(?1) LIMIT 2"
            ),
            args![text],
        )?;
        if found.is_empty() {
            let key = name_key(text);
            found = self
                .sql
                .query(&format!("SELECT id, name, {READER_LOCALE} FROM users"), &[])?
                .into_iter()
                .filter(|r| r.get::<String>(1).is_ok_and(|n| name_key(&n) == key))
                .take(2)
                .collect();
        }
        match found.as_slice() {
            [one] => triple(one).map(Some),
            _ => Ok(None),
        }
    }

    /// Marks whether a user's DMs are closed (Discord error 50007).
    pub fn set_dm_closed(&mut self, id: &str, closed: bool) -> Result<()> {
        self.sql.execute(
            "INSERT INTO users (id, name, dm_closed) VALUES (?1, ?1, ?2)
             ON CONFLICT (id) DO UPDATE SET dm_closed = excluded.dm_closed",
            args![id, closed],
        )?;
        Ok(())
    }

    pub fn dm_closed(&self, id: &str) -> Result<bool> {
        Ok(self
            .sql
            .value_opt("SELECT dm_closed FROM users WHERE id = ?1", args![id])?
            .unwrap_or(false))
    }

    /// Records an interaction id; false if it was seen before (by this
    /// process or any other sharing the database).
    pub fn first_sight(&mut self, interaction_id: &str, table_id: Option<i64>) -> Result<bool> {
        let n = self.sql.execute(
            "INSERT INTO interactions (id, table_id) VALUES (?1, ?2) ON CONFLICT DO NOTHING",
            args![interaction_id, table_id],
        )?;
        Ok(n == 1)
    }

    pub fn seen(&self, interaction_id: &str) -> Result<bool> {
        Ok(self
            .sql
            .query_opt(
                "SELECT 1 FROM interactions WHERE id = ?1",
                args![interaction_id],
            )?
            .is_some())
    }
}

/// The async handle on the database: one connection behind a mutex, each
/// call run on tokio's blocking pool. Cheap to clone.
#[derive(Clone)]
pub struct Store {
    db: Arc<Mutex<Db>>,
    backend: Backend,
}

impl Store {
    pub fn new(db: Db) -> Self {
        Store {
            backend: db.backend(),
            db: Arc::new(Mutex::new(db)),
        }
    }

    /// Which database this is: on PostgreSQL other processes may share
    /// the tables.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// Opens the SQLite database at `path` for a long-running service.
    /// Checkpoints (the copying of the WAL back into the database file,
    /// with its fsync) run on a background thread once a second instead of
    /// inside whichever commit happens to cross the WAL threshold, so
    /// commits stay short.
    pub fn open(path: &Path) -> Result<Self> {
        let db = Db::open(path)?;
        db.sqlite("checkpoints")?
            .pragma_update(None, "wal_autocheckpoint", 0)?;
        let store = Self::new(db);
        let checkpointer = Db::open(path)?;
        let alive = Arc::downgrade(&store.db);
        std::thread::Builder::new()
            .name("longtable-checkpoint".into())
            .spawn(move || {
                while alive.strong_count() > 0 {
                    std::thread::sleep(std::time::Duration::from_secs(1));
                    let done = checkpointer.sqlite("checkpoints").and_then(|c| {
                        Ok(c.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(()))?)
                    });
                    if let Err(e) = done {
                        tracing::warn!(error = %e, "WAL checkpoint failed");
                    }
                }
            })
            .map_err(|e| StoreError::Open {
                path: path.display().to_string(),
                cause: format!("could not start the checkpoint thread: {e}"),
            })?;
        Ok(store)
    }

    /// Opens the database at `at` for a long-running service: SQLite as
    /// [`Store::open`], or PostgreSQL.
    pub fn connect(at: &Location) -> Result<Self> {
        match at {
            Location::Sqlite(path) => Self::open(path),
            // The PostgreSQL client starts a small runtime of its own,
            // which can't happen inside tokio's async context.
            Location::Postgres(_) => {
                let at = at.clone();
                let db = std::thread::spawn(move || Db::connect(&at))
                    .join()
                    .expect("the connecting thread does not panic")?;
                Ok(Self::new(db))
            }
        }
    }

    /// Runs `f` with the database on a blocking thread.
    pub async fn run<R, F>(&self, f: F) -> R
    where
        F: FnOnce(&mut Db) -> R + Send + 'static,
        R: Send + 'static,
    {
        let db = self.db.clone();
        tokio::task::spawn_blocking(move || {
            // A panic while holding the lock poisons it; the connection
            // itself is still sound (SQLite rolls back open transactions).
            let mut guard = db.lock().unwrap_or_else(|p| p.into_inner());
            f(&mut guard)
        })
        .await
        .expect("store task panicked")
    }

    /// Runs `f` with the database on the current thread (CLI, tests).
    pub fn blocking<R>(&self, f: impl FnOnce(&mut Db) -> R) -> R {
        let mut guard = self.db.lock().unwrap_or_else(|p| p.into_inner());
        f(&mut guard)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Options;

    static NO_OPTIONS: std::sync::LazyLock<Options> = std::sync::LazyLock::new(Options::new);

    #[test]
    fn a_checkpoint_held_up_by_a_reader_waits_until_the_db_file_alone_is_complete() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("x.db");
        let store = Store::open(&path).unwrap();
        // A reader on the snapshot before the commit below: no checkpoint
        // can fold that commit in until it lets go (after more than the
        // 5-second busy timeout one checkpoint waits).
        let reader = rusqlite::Connection::open(&path).unwrap();
        reader.execute_batch("BEGIN").unwrap();
        let _: i64 = reader
            .query_row("SELECT COUNT(*) FROM sqlite_master", [], |r| r.get(0))
            .unwrap();
        let writer = rusqlite::Connection::open(&path).unwrap();
        writer
            .execute_batch("CREATE TABLE probe(x); INSERT INTO probe VALUES (1);")
            .unwrap();
        let release = std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_millis(6500));
            reader.execute_batch("COMMIT").unwrap();
        });
        store.blocking(|db| db.checkpoint()).unwrap();
        // The .db file alone, as a backup that forgets the -wal copies it.
        let copy = tempfile::tempdir().unwrap();
        let alone = copy.path().join("x.db");
        std::fs::copy(&path, &alone).unwrap();
        let rows: i64 = rusqlite::Connection::open(&alone)
            .unwrap()
            .query_row("SELECT COUNT(*) FROM probe", [], |r| r.get(0))
            .unwrap();
        assert_eq!(rows, 1, "the commit is in the .db file");
        release.join().unwrap();
    }

    fn new(channel: &str) -> NewTable<'_> {
        NewTable {
            channel,
            title: "race",
            options: &NO_OPTIONS,
            seats_max: None,
            seed: 7,
            creator: "a",
            locale: "en",
        }
    }

    fn row(seq: i64, iid: Option<&str>) -> ActionRow {
        ActionRow {
            seq,
            seat: 0,
            kind: ActionKind::Play,
            notation: format!("step {seq}"),
            undoes: None,
            revealed: false,
            words: vec![Msg::new("x").arg("n", seq)],
            state_hash: "h".into(),
            interaction_id: iid.map(str::to_string),
            told: (seq % 2 == 0).then(|| Msg::new("told").arg("n", seq)),
            forced: seq == 2,
            holder: (seq != 2).then(|| "u1".to_string()),
            chosen_by: (seq == 1).then(|| "bot:normal:1".to_string()),
        }
    }

    #[test]
    fn only_busy_and_locked_are_worth_retrying() {
        use rusqlite::ffi;
        let e = |code| StoreError::Sql(rusqlite::Error::SqliteFailure(ffi::Error::new(code), None));
        for code in [ffi::SQLITE_BUSY, ffi::SQLITE_LOCKED] {
            assert!(e(code).retry_helps(), "{code}");
            assert_eq!(e(code).user_message().id, "error-storage-busy");
        }
        for code in [
            ffi::SQLITE_READONLY,
            ffi::SQLITE_FULL,
            ffi::SQLITE_CORRUPT,
            ffi::SQLITE_NOTADB,
        ] {
            assert!(!e(code).retry_helps(), "{code}");
            assert_eq!(e(code).user_message().id, "error-storage-permanent");
        }
    }

    #[test]
    fn one_open_table_per_channel_but_history_is_kept() {
        let mut db = Db::in_memory().unwrap();
        let id = db.create_table(&new("c1")).unwrap();
        assert!(matches!(
            db.create_table(&new("c1")),
            Err(StoreError::ChannelTaken)
        ));
        db.set_status(id, Status::Aborted, None).unwrap();
        let id2 = db.create_table(&new("c1")).unwrap();
        assert_eq!(db.open_table("c1").unwrap().unwrap().id, id2);
        assert_eq!(db.table(id).unwrap().status, Status::Aborted);
    }

    #[test]
    fn seats_renumber_when_someone_leaves() {
        let mut db = Db::in_memory().unwrap();
        let id = db.create_table(&new("c")).unwrap();
        for u in ["a", "b", "c"] {
            db.add_seat(id, u, u).unwrap();
        }
        assert!(db.remove_seat(id, "a").unwrap());
        let users: Vec<_> = db
            .seats(id)
            .unwrap()
            .into_iter()
            .map(|s| (s.seat, s.user_id.unwrap()))
            .collect();
        assert_eq!(users, vec![(0, "b".to_string()), (1, "c".to_string())]);
    }

    #[test]
    fn duplicate_interaction_ids_are_refused_and_undo_folds_away() {
        let mut db = Db::in_memory().unwrap();
        let id = db.create_table(&new("c")).unwrap();
        db.append_action(id, &row(1, Some("i1")), None).unwrap();
        assert!(matches!(
            db.append_action(id, &row(2, Some("i1")), None),
            Err(StoreError::Duplicate)
        ));
        db.append_action(id, &row(2, Some("i2")), None).unwrap();
        let undo = ActionRow {
            kind: ActionKind::Undo,
            undoes: Some(2),
            ..row(3, None)
        };
        db.append_action(id, &undo, None).unwrap();
        let rows = db.actions(id, 0).unwrap();
        assert_eq!(rows.len(), 3);
        assert_eq!(rows[0].words, vec![Msg::new("x").arg("n", 1)]);
        // The wording and the forced mark survive the round trip; a row
        // without a wording (stored before table talk) reads as none.
        assert_eq!(rows[0].told, None);
        assert!(!rows[0].forced);
        assert_eq!(rows[1].told, Some(Msg::new("told").arg("n", 2)));
        assert!(rows[1].forced);
        // Who held the seat and who chose survive it too (migration 09).
        assert_eq!(rows[0].holder.as_deref(), Some("u1"));
        assert_eq!(rows[0].chosen_by.as_deref(), Some("bot:normal:1"));
        assert_eq!(
            (rows[1].holder.as_deref(), rows[1].chosen_by.as_deref()),
            (None, None)
        );
        let eff: Vec<i64> = effective(&rows).iter().map(|r| r.seq).collect();
        assert_eq!(eff, vec![1]);
    }
}
