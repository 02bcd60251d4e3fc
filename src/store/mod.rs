//! SQLite storage: tables, seats, the append-only action log, snapshots,
//! users and handled interaction ids.
//!
//! [`Db`] is the synchronous interface (used by the CLI and inside the
//! store thread); [`Store`] is the async handle the host uses, which runs
//! every call on tokio's blocking pool.
//!
//! Architecture Invariant: a store call never runs on a tokio worker
//! thread; an action is committed here before anything announces it.

mod clock;
mod discord;
mod league;

pub use clock::{stage, Awaited, ClockRow, ClockRules, HOUR_MS};
pub use league::{League, Member, NewLeague, Recomputed, Season};

use crate::engine::{Applied, Msg, Outcome, Seat, StateHash};
use include_dir::{include_dir, Dir};
use rusqlite::{params, Connection, OptionalExtension};
use rusqlite_migration::Migrations;
use std::path::Path;
use std::sync::{Arc, LazyLock, Mutex};

/// The language a user reads, in SQL: their `/settings language` (kept
/// in the `prefs` JSON) or else the locale their front end last sent
/// (`users.locale`; Discord sends one with every interaction).
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
    #[error("this channel already has a table")]
    ChannelTaken,
    #[error("this interaction was already handled")]
    Duplicate,
    #[error("stored data is damaged: {0}")]
    Corrupt(String),
}

impl StoreError {
    /// Whether trying the same thing again can succeed: yes for a busy or
    /// locked database (another writer, a checkpoint); no for a read-only,
    /// full or damaged one, or a failed open, which need the operator.
    pub fn retry_helps(&self) -> bool {
        use rusqlite::ErrorCode::{DatabaseBusy, DatabaseLocked};
        match self {
            StoreError::Sql(rusqlite::Error::SqliteFailure(e, _)) => {
                matches!(e.code, DatabaseBusy | DatabaseLocked)
            }
            _ => false,
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
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActionKind {
    Play,
    Undo,
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
}

impl ActionRow {
    pub fn play(seq: i64, seat: Seat, notation: &str, applied: &Applied, hash: StateHash) -> Self {
        ActionRow {
            told: None,
            forced: false,
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
            ActionKind::Play => out.push(row),
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

/// Reads a `seq, state, hash` row.
fn snapshot_row(r: &rusqlite::Row) -> rusqlite::Result<Snapshot> {
    Ok(Snapshot {
        seq: r.get(0)?,
        state: r.get(1)?,
        hash: r.get(2)?,
    })
}

/// The `INSERT` of a new lobby, on a connection or inside a transaction.
fn insert_table(conn: &Connection, t: &NewTable) -> Result<i64> {
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
    let res = conn.execute(
        "INSERT INTO tables (channel, title, options, seats_max, seed, status, creator, locale)
         VALUES (?1, ?2, ?3, ?4, ?5, 'lobby', ?6, ?7)",
        params![
            channel,
            title,
            options,
            seats_max.map(|n| n as i64),
            seed as i64,
            creator,
            locale
        ],
    );
    match res {
        Ok(_) => Ok(conn.last_insert_rowid()),
        Err(rusqlite::Error::SqliteFailure(e, _))
            if e.code == rusqlite::ErrorCode::ConstraintViolation =>
        {
            Err(StoreError::ChannelTaken)
        }
        Err(e) => Err(e.into()),
    }
}

/// A synchronous connection with Longtable's schema.
pub struct Db {
    conn: Connection,
}

impl Db {
    /// Opens (or creates) the database at `path`, in WAL mode, and applies
    /// any pending migration.
    pub fn open(path: &Path) -> Result<Db> {
        let conn = Connection::open(path).map_err(|e| StoreError::Open {
            path: path.display().to_string(),
            cause: e.to_string(),
        })?;
        Self::setup(conn)
    }

    /// A private in-memory database (tests, benchmarks).
    pub fn in_memory() -> Result<Db> {
        Self::setup(Connection::open_in_memory()?)
    }

    fn setup(mut conn: Connection) -> Result<Db> {
        // WAL: readers never block the writer. synchronous=NORMAL keeps
        // every committed transaction through a process crash (kill -9);
        // only a power loss can drop the last ones. FULL survives that too
        // (see `Durability`).
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", durability().pragma())?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        MIGRATIONS
            .to_latest(&mut conn)
            .map_err(|e| StoreError::Migrate(e.to_string()))?;
        Ok(Db { conn })
    }

    /// The schema version and whether migrations are pending (for
    /// `longtable db check`).
    pub fn schema_version(&self) -> Result<i64> {
        Ok(self
            .conn
            .pragma_query_value(None, "user_version", |r| r.get(0))?)
    }

    /// SQLite's own consistency check.
    pub fn integrity_check(&self) -> Result<String> {
        Ok(self
            .conn
            .query_row("PRAGMA integrity_check", [], |r| r.get(0))?)
    }

    /// Refuses every write on this connection from now on (`PRAGMA
    /// query_only`), as a read-only database file would: for maintenance
    /// windows and for testing what users are told then.
    pub fn set_read_only(&self, on: bool) -> Result<()> {
        self.conn.pragma_update(None, "query_only", on)?;
        Ok(())
    }

    /// Copies everything in the WAL back into the database file and
    /// empties the WAL, so the `.db` file alone holds every commit (a
    /// clean shutdown; `longtable db backup`).
    pub fn checkpoint(&self) -> Result<()> {
        self.conn
            .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))?;
        Ok(())
    }

    /// The `synchronous` setting in effect (2 = FULL, 1 = NORMAL).
    pub fn synchronous(&self) -> Result<i64> {
        Ok(self
            .conn
            .pragma_query_value(None, "synchronous", |r| r.get(0))?)
    }

    /// Writes a consistent copy of the whole database to `dest` with
    /// SQLite's online backup API, while other connections go on
    /// committing (WAL: the copy is of one moment, and no writer waits).
    /// Refuses to overwrite an existing file.
    pub fn backup_to(&self, dest: &Path) -> Result<()> {
        if dest.exists() {
            return Err(StoreError::Open {
                path: dest.display().to_string(),
                cause: "the file already exists; choose a new name".into(),
            });
        }
        let mut out = Connection::open(dest).map_err(|e| StoreError::Open {
            path: dest.display().to_string(),
            cause: e.to_string(),
        })?;
        {
            let backup = rusqlite::backup::Backup::new(&self.conn, &mut out)?;
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
        self.conn.execute_batch("VACUUM")?;
        self.checkpoint()
    }

    pub fn create_table(&mut self, t: &NewTable) -> Result<i64> {
        insert_table(&self.conn, t)
    }
    /// Opens a table and seats its creator in one transaction (`/game
    /// new`): a failure between the two leaves no seatless lobby behind.
    pub fn create_table_seated(&mut self, t: &NewTable, creator_name: &str) -> Result<i64> {
        let tx = self.conn.transaction()?;
        let id = insert_table(&tx, t)?;
        tx.execute(
            "INSERT INTO seats (table_id, seat, user_id, user_name) VALUES (?1, 0, ?2, ?3)",
            params![id, t.creator, creator_name],
        )?;
        tx.commit()?;
        Ok(id)
    }

    fn table_from_row(
        r: &rusqlite::Row,
    ) -> rusqlite::Result<(TableRow, String, String, Option<String>)> {
        Ok((
            TableRow {
                id: r.get(0)?,
                channel: r.get(1)?,
                title: r.get(2)?,
                options: Default::default(),
                seats_max: r.get::<_, Option<i64>>(4)?.map(|n| n as usize),
                seed: r.get::<_, i64>(5)? as u64,
                status: Status::Lobby,
                creator: r.get(7)?,
                locale: r.get(8)?,
                outcome: None,
            },
            r.get::<_, String>(3)?,
            r.get::<_, String>(6)?,
            r.get::<_, Option<String>>(9)?,
        ))
    }

    fn finish_table(raw: (TableRow, String, String, Option<String>)) -> Result<TableRow> {
        let (mut t, options, status, outcome) = raw;
        t.options = serde_json::from_str(&options)
            .map_err(|e| StoreError::Corrupt(format!("options of table {}: {e}", t.id)))?;
        t.status = Status::parse(&status)?;
        t.outcome = match outcome {
            Some(o) => Some(
                serde_json::from_str(&o)
                    .map_err(|e| StoreError::Corrupt(format!("outcome of table {}: {e}", t.id)))?,
            ),
            None => None,
        };
        Ok(t)
    }

    const TABLE_COLUMNS: &'static str =
        "id, channel, title, options, seats_max, seed, status, creator, locale, outcome";

    /// The lobby or game open in a channel, if any.
    pub fn open_table(&self, channel: &str) -> Result<Option<TableRow>> {
        let sql = format!(
            "SELECT {} FROM tables WHERE channel = ?1 AND status IN ('lobby', 'playing')",
            Self::TABLE_COLUMNS
        );
        let raw = self
            .conn
            .query_row(&sql, [channel], Self::table_from_row)
            .optional()?;
        raw.map(Self::finish_table).transpose()
    }

    /// The most recent table of a channel, open or not.
    pub fn latest_table(&self, channel: &str) -> Result<Option<TableRow>> {
        let sql = format!(
            "SELECT {} FROM tables WHERE channel = ?1 ORDER BY id DESC LIMIT 1",
            Self::TABLE_COLUMNS
        );
        let raw = self
            .conn
            .query_row(&sql, [channel], Self::table_from_row)
            .optional()?;
        raw.map(Self::finish_table).transpose()
    }

    pub fn table(&self, id: i64) -> Result<TableRow> {
        let sql = format!("SELECT {} FROM tables WHERE id = ?1", Self::TABLE_COLUMNS);
        Self::finish_table(self.conn.query_row(&sql, [id], Self::table_from_row)?)
    }

    /// Ids of every table that has started (for `longtable replay`).
    pub fn started_table_ids(&self) -> Result<Vec<i64>> {
        let mut st = self
            .conn
            .prepare("SELECT id FROM tables WHERE status IN ('playing', 'finished') ORDER BY id")?;
        let ids = st
            .query_map([], |r| r.get(0))?
            .collect::<rusqlite::Result<_>>()?;
        Ok(ids)
    }

    /// Channels with a game in play (to warm up after a restart).
    pub fn playing_channels(&self) -> Result<Vec<String>> {
        let mut st = self
            .conn
            .prepare("SELECT channel FROM tables WHERE status = 'playing' ORDER BY id")?;
        let ids = st
            .query_map([], |r| r.get(0))?
            .collect::<rusqlite::Result<_>>()?;
        Ok(ids)
    }

    /// Channels with a game in play where a bot holds a seat (user id
    /// `bot:…`): the tables the host wakes at start-up in case a bot is to
    /// move, since a bot's pending move is never stored.
    pub fn playing_channels_with_bots(&self) -> Result<Vec<String>> {
        let mut st = self.conn.prepare(
            "SELECT t.channel FROM tables t WHERE t.status = 'playing' AND EXISTS \
             (SELECT 1 FROM seats s WHERE s.table_id = t.id AND s.user_id LIKE 'bot:%') \
             ORDER BY t.id",
        )?;
        let ids = st
            .query_map([], |r| r.get(0))?
            .collect::<rusqlite::Result<_>>()?;
        Ok(ids)
    }

    pub fn set_status(&mut self, id: i64, status: Status, outcome: Option<&Outcome>) -> Result<()> {
        let stamp = match status {
            Status::Playing => "started_at",
            _ => "ended_at",
        };
        let tx = self.conn.transaction()?;
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
            params![id, status.as_str(), outcome],
        )?;
        tx.commit()?;
        Ok(())
    }

    pub fn seats(&self, table_id: i64) -> Result<Vec<SeatRow>> {
        let mut st = self.conn.prepare(
            "SELECT seat, user_id, user_name, held_for FROM seats WHERE table_id = ?1 ORDER BY seat",
        )?;
        let rows = st
            .query_map([table_id], |r| {
                Ok(SeatRow {
                    seat: r.get::<_, i64>(0)? as usize,
                    user_id: r.get(1)?,
                    user_name: r.get(2)?,
                    held_for: r.get(3)?,
                })
            })?
            .collect::<rusqlite::Result<_>>()?;
        Ok(rows)
    }

    /// Seats a user in the next free seat number.
    pub fn add_seat(&mut self, table_id: i64, user_id: &str, user_name: &str) -> Result<Seat> {
        let next: i64 = self.conn.query_row(
            "SELECT COALESCE(MAX(seat) + 1, 0) FROM seats WHERE table_id = ?1",
            [table_id],
            |r| r.get(0),
        )?;
        self.conn.execute(
            "INSERT INTO seats (table_id, seat, user_id, user_name) VALUES (?1, ?2, ?3, ?4)",
            params![table_id, next, user_id, user_name],
        )?;
        Ok(next as usize)
    }

    /// Removes a user from a lobby and closes the gap in seat numbers.
    pub fn remove_seat(&mut self, table_id: i64, user_id: &str) -> Result<bool> {
        let tx = self.conn.transaction()?;
        let seat: Option<i64> = tx
            .query_row(
                "SELECT seat FROM seats WHERE table_id = ?1 AND user_id = ?2",
                params![table_id, user_id],
                |r| r.get(0),
            )
            .optional()?;
        let Some(seat) = seat else { return Ok(false) };
        tx.execute(
            "DELETE FROM seats WHERE table_id = ?1 AND seat = ?2",
            params![table_id, seat],
        )?;
        // Renumber one at a time, upwards, so the primary key never clashes.
        let later: Vec<i64> = {
            let mut st = tx.prepare(
                "SELECT seat FROM seats WHERE table_id = ?1 AND seat > ?2 ORDER BY seat",
            )?;
            let v = st
                .query_map(params![table_id, seat], |r| r.get(0))?
                .collect::<rusqlite::Result<_>>()?;
            v
        };
        for s in later {
            tx.execute(
                "UPDATE seats SET seat = ?3 WHERE table_id = ?1 AND seat = ?2",
                params![table_id, s, s - 1],
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
        match user {
            Some((id, name)) => self.conn.execute(
                "UPDATE seats SET user_id = ?3, user_name = ?4, held_for = NULL
                 WHERE table_id = ?1 AND seat = ?2",
                params![table_id, seat as i64, id, name],
            )?,
            // A bot's seat goes back to being held for the person the bot
            // kept it for (under their name); one seated from the start is
            // held for nobody.
            None => self.conn.execute(
                "UPDATE seats SET
                     held_for = CASE WHEN user_id LIKE 'bot:%' THEN held_for
                                     ELSE COALESCE(user_id, held_for) END,
                     user_name = CASE WHEN user_id LIKE 'bot:%'
                         THEN COALESCE((SELECT name FROM users WHERE id = seats.held_for), user_name)
                         ELSE user_name END,
                     user_id = NULL
                 WHERE table_id = ?1 AND seat = ?2",
                params![table_id, seat as i64],
            )?,
        };
        Ok(())
    }

    /// Seats a bot during play. The seat stays held for the person it
    /// was held for (or who held it), who may take it back from the bot.
    pub fn seat_bot(&mut self, table_id: i64, seat: Seat, id: &str, name: &str) -> Result<()> {
        self.conn.execute(
            "UPDATE seats SET user_id = ?3, user_name = ?4,
                 held_for = CASE WHEN user_id IS NULL OR user_id LIKE 'bot:%'
                                 THEN held_for ELSE user_id END
             WHERE table_id = ?1 AND seat = ?2",
            params![table_id, seat as i64, id, name],
        )?;
        Ok(())
    }

    /// Hands the table to another user (`/game transfer`): the creator's
    /// rights go with it.
    pub fn set_creator(&mut self, table_id: i64, user_id: &str) -> Result<()> {
        self.conn.execute(
            "UPDATE tables SET creator = ?2 WHERE id = ?1",
            params![table_id, user_id],
        )?;
        Ok(())
    }

    /// Files a channel's finished games as history when a new table opens
    /// there; returns how many it filed.
    pub fn archive_finished(&mut self, channel: &str) -> Result<usize> {
        Ok(self.conn.execute(
            "UPDATE tables SET archived_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
             WHERE channel = ?1 AND status = 'finished' AND archived_at IS NULL",
            [channel],
        )?)
    }

    /// A channel's finished games, newest first, at most `n`: each with
    /// the time it ended and its seats (`/history`).
    pub fn finished_tables(&self, channel: &str, n: usize) -> Result<Vec<FinishedTable>> {
        let sql = format!(
            "SELECT {}, COALESCE(ended_at, created_at) FROM tables
             WHERE channel = ?1 AND status = 'finished' ORDER BY id DESC LIMIT ?2",
            Self::TABLE_COLUMNS
        );
        let raw: Vec<_> = {
            let mut st = self.conn.prepare(&sql)?;
            let v = st
                .query_map(params![channel, n as i64], |r| {
                    Ok((Self::table_from_row(r)?, r.get::<_, String>(10)?))
                })?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            v
        };
        raw.into_iter()
            .map(|(row, ended)| {
                let table = Self::finish_table(row)?;
                let seats = self.seats(table.id)?;
                Ok(FinishedTable {
                    table,
                    ended_at: ended,
                    seats,
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
    pub fn commit_action(
        &mut self,
        table_id: i64,
        row: &ActionRow,
        snapshot: Option<&Snapshot>,
        finished: Option<&Outcome>,
    ) -> Result<()> {
        let tx = self.conn.transaction()?;
        let words = serde_json::to_string(&row.words).expect("messages serialise");
        let told = row
            .told
            .as_ref()
            .map(|m| serde_json::to_string(m).expect("messages serialise"));
        let res = tx.execute(
            "INSERT INTO actions (table_id, seq, seat, kind, notation, undoes, revealed, words,
                                  state_hash, interaction_id, told, forced)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
            params![
                table_id,
                row.seq,
                row.seat as i64,
                match row.kind {
                    ActionKind::Play => "play",
                    ActionKind::Undo => "undo",
                },
                row.notation,
                row.undoes,
                row.revealed,
                words,
                row.state_hash,
                row.interaction_id,
                told,
                row.forced,
            ],
        );
        match res {
            Err(rusqlite::Error::SqliteFailure(e, Some(m)))
                if e.code == rusqlite::ErrorCode::ConstraintViolation
                    && m.contains("interaction_id") =>
            {
                return Err(StoreError::Duplicate)
            }
            other => {
                other?;
            }
        }
        if row.kind == ActionKind::Undo {
            // Snapshots that include the undone action are now wrong.
            if let Some(undone) = row.undoes {
                tx.execute(
                    "DELETE FROM snapshots WHERE table_id = ?1 AND seq >= ?2",
                    params![table_id, undone],
                )?;
            }
        }
        if let Some(s) = snapshot {
            Self::put_snapshot_tx(&tx, table_id, s)?;
        }
        if let Some(id) = &row.interaction_id {
            tx.execute(
                "INSERT OR IGNORE INTO interactions (id, table_id) VALUES (?1, ?2)",
                params![id, table_id],
            )?;
        }
        if let Some(outcome) = finished {
            // A league game's result and ratings end with the table.
            league::record_result(&tx, table_id, outcome)?;
            tx.execute(
                "UPDATE tables SET status = 'finished', outcome = ?2,
                 ended_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1",
                params![
                    table_id,
                    serde_json::to_string(outcome).expect("outcome serialises")
                ],
            )?;
        }
        tx.commit()?;
        Ok(())
    }

    /// Starts a table: its first snapshot (seq 0) and status `playing`.
    pub fn start_table(&mut self, table_id: i64, first: &Snapshot) -> Result<()> {
        let tx = self.conn.transaction()?;
        Self::put_snapshot_tx(&tx, table_id, first)?;
        league::record_seating(&tx, table_id)?;
        tx.execute(
            "UPDATE tables SET status = 'playing',
             started_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1",
            [table_id],
        )?;
        tx.commit()?;
        Ok(())
    }

    /// The newest snapshot taken before action `seq` (for undo).
    pub fn snapshot_before(&self, table_id: i64, seq: i64) -> Result<Option<Snapshot>> {
        Ok(self
            .conn
            .query_row(
                "SELECT seq, state, hash FROM snapshots WHERE table_id = ?1 AND seq < ?2
                 ORDER BY seq DESC LIMIT 1",
                params![table_id, seq],
                snapshot_row,
            )
            .optional()?)
    }

    /// The language each user reads ([`READER_LOCALE`]) and their
    /// closed-DM flag (defaults when unknown).
    pub fn user_prefs(&self, ids: &[String]) -> Result<Vec<(String, bool)>> {
        let mut st = self.conn.prepare_cached(&format!(
            "SELECT {READER_LOCALE}, dm_closed FROM users WHERE id = ?1"
        ))?;
        ids.iter()
            .map(|id| {
                Ok(st
                    .query_row([id], |r| Ok((r.get(0)?, r.get(1)?)))
                    .optional()?
                    .unwrap_or_else(|| ("en".to_string(), false)))
            })
            .collect()
    }

    fn put_snapshot_tx(tx: &rusqlite::Transaction, table_id: i64, s: &Snapshot) -> Result<()> {
        tx.execute(
            "INSERT OR REPLACE INTO snapshots (table_id, seq, state, hash) VALUES (?1, ?2, ?3, ?4)",
            params![table_id, s.seq, s.state, s.hash],
        )?;
        Ok(())
    }

    pub fn put_snapshot(&mut self, table_id: i64, s: &Snapshot) -> Result<()> {
        let tx = self.conn.transaction()?;
        Self::put_snapshot_tx(&tx, table_id, s)?;
        tx.commit()?;
        Ok(())
    }

    pub fn latest_snapshot(&self, table_id: i64) -> Result<Option<Snapshot>> {
        Ok(self
            .conn
            .query_row(
                "SELECT seq, state, hash FROM snapshots WHERE table_id = ?1 ORDER BY seq DESC LIMIT 1",
                [table_id],
                snapshot_row,
            )
            .optional()?)
    }

    pub fn snapshots(&self, table_id: i64) -> Result<Vec<Snapshot>> {
        let mut st = self
            .conn
            .prepare("SELECT seq, state, hash FROM snapshots WHERE table_id = ?1 ORDER BY seq")?;
        let rows = st
            .query_map([table_id], snapshot_row)?
            .collect::<rusqlite::Result<_>>()?;
        Ok(rows)
    }

    /// The log rows after `after_seq`, in order.
    pub fn actions(&self, table_id: i64, after_seq: i64) -> Result<Vec<ActionRow>> {
        let mut st = self.conn.prepare(
            "SELECT seq, seat, kind, notation, undoes, revealed, words, state_hash, interaction_id,
                    told, forced
             FROM actions WHERE table_id = ?1 AND seq > ?2 ORDER BY seq",
        )?;
        let raw: Vec<(ActionRow, String, Option<String>)> = st
            .query_map(params![table_id, after_seq], |r| {
                Ok((
                    ActionRow {
                        seq: r.get(0)?,
                        seat: r.get::<_, i64>(1)? as usize,
                        kind: if r.get::<_, String>(2)? == "undo" {
                            ActionKind::Undo
                        } else {
                            ActionKind::Play
                        },
                        notation: r.get(3)?,
                        undoes: r.get(4)?,
                        revealed: r.get(5)?,
                        words: Vec::new(),
                        state_hash: r.get(7)?,
                        interaction_id: r.get(8)?,
                        told: None,
                        forced: r.get(10)?,
                    },
                    r.get::<_, String>(6)?,
                    r.get::<_, Option<String>>(9)?,
                ))
            })?
            .collect::<rusqlite::Result<_>>()?;
        raw.into_iter()
            .map(|(mut row, words, told)| {
                row.words = serde_json::from_str(&words).map_err(|e| {
                    StoreError::Corrupt(format!("words of action {}: {e}", row.seq))
                })?;
                if let Some(told) = told {
                    row.told = Some(serde_json::from_str(&told).map_err(|e| {
                        StoreError::Corrupt(format!("wording of action {}: {e}", row.seq))
                    })?);
                }
                Ok(row)
            })
            .collect()
    }

    pub fn last_seq(&self, table_id: i64) -> Result<i64> {
        Ok(self.conn.query_row(
            "SELECT COALESCE(MAX(seq), 0) FROM actions WHERE table_id = ?1",
            [table_id],
            |r| r.get(0),
        )?)
    }

    /// Records a user's name and locale (every command refreshes them).
    pub fn upsert_user(&mut self, id: &str, name: &str, locale: &str) -> Result<()> {
        self.conn.execute(
            "INSERT INTO users (id, name, locale) VALUES (?1, ?2, ?3)
             ON CONFLICT (id) DO UPDATE SET name = excluded.name, locale = excluded.locale",
            params![id, name, locale],
        )?;
        Ok(())
    }

    /// The language a user reads ([`READER_LOCALE`]), if they are known.
    pub fn user_locale(&self, id: &str) -> Result<Option<String>> {
        Ok(self
            .conn
            .query_row(
                &format!("SELECT {READER_LOCALE} FROM users WHERE id = ?1"),
                [id],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// A user's `/settings language:<code>` (`None`: not set, so the
    /// locale their front end sends counts). Kept in the `prefs` JSON of
    /// the users table, which needs no migration.
    pub fn user_language(&self, id: &str) -> Result<Option<String>> {
        Ok(self
            .conn
            .query_row(
                "SELECT json_extract(prefs, '$.language') FROM users WHERE id = ?1",
                [id],
                |r| r.get::<_, Option<String>>(0),
            )
            .optional()?
            .flatten())
    }

    /// Sets (or with `None` clears) a user's `/settings language`.
    pub fn set_user_language(&mut self, id: &str, language: Option<&str>) -> Result<()> {
        self.conn.execute(
            "INSERT INTO users (id, name) VALUES (?1, ?1) ON CONFLICT (id) DO NOTHING",
            [id],
        )?;
        match language {
            Some(code) => self.conn.execute(
                "UPDATE users SET prefs = json_set(COALESCE(NULLIF(prefs, ''), '{}'), '$.language', ?2)
                 WHERE id = ?1",
                params![id, code],
            )?,
            None => self.conn.execute(
                "UPDATE users SET prefs = json_remove(COALESCE(NULLIF(prefs, ''), '{}'), '$.language')
                 WHERE id = ?1",
                [id],
            )?,
        };
        Ok(())
    }

    /// A user who has used Longtable, by id or else by name (any case):
    /// `(id, name, the language they read)`. A name two users share finds neither.
    pub fn find_user(&self, text: &str) -> Result<Option<(String, String, String)>> {
        let row = |r: &rusqlite::Row| Ok((r.get(0)?, r.get(1)?, r.get(2)?));
        if let Some(u) = self
            .conn
            .query_row(
                &format!("SELECT id, name, {READER_LOCALE} FROM users WHERE id = ?1"),
                [text],
                row,
            )
            .optional()?
        {
            return Ok(Some(u));
        }
        let mut st = self.conn.prepare(&format!(
            "SELECT id, name, {READER_LOCALE} FROM users WHERE name = ?1 COLLATE NOCASE LIMIT 2"
        ))?;
        let found: Vec<(String, String, String)> = st
            .query_map([text], row)?
            .collect::<rusqlite::Result<_>>()?;
        Ok(match found.len() {
            1 => found.into_iter().next(),
            _ => None,
        })
    }

    /// Marks whether a user's DMs are closed (Discord error 50007).
    pub fn set_dm_closed(&mut self, id: &str, closed: bool) -> Result<()> {
        self.conn.execute(
            "INSERT INTO users (id, name, dm_closed) VALUES (?1, ?1, ?2)
             ON CONFLICT (id) DO UPDATE SET dm_closed = excluded.dm_closed",
            params![id, closed],
        )?;
        Ok(())
    }

    pub fn dm_closed(&self, id: &str) -> Result<bool> {
        Ok(self
            .conn
            .query_row("SELECT dm_closed FROM users WHERE id = ?1", [id], |r| {
                r.get(0)
            })
            .optional()?
            .unwrap_or(false))
    }

    /// Records an interaction id; false if it was seen before.
    pub fn first_sight(&mut self, interaction_id: &str, table_id: Option<i64>) -> Result<bool> {
        let n = self.conn.execute(
            "INSERT OR IGNORE INTO interactions (id, table_id) VALUES (?1, ?2)",
            params![interaction_id, table_id],
        )?;
        Ok(n == 1)
    }

    pub fn seen(&self, interaction_id: &str) -> Result<bool> {
        Ok(self
            .conn
            .query_row(
                "SELECT 1 FROM interactions WHERE id = ?1",
                [interaction_id],
                |_| Ok(()),
            )
            .optional()?
            .is_some())
    }
}

/// The async handle on the database: one connection behind a mutex, each
/// call run on tokio's blocking pool. Cheap to clone.
#[derive(Clone)]
pub struct Store {
    db: Arc<Mutex<Db>>,
}

impl Store {
    pub fn new(db: Db) -> Self {
        Store {
            db: Arc::new(Mutex::new(db)),
        }
    }

    /// Opens the database for a long-running service. Checkpoints (the
    /// copying of the WAL back into the database file, with its fsync) run
    /// on a background thread once a second instead of inside whichever
    /// commit happens to cross the WAL threshold, so commits stay short.
    pub fn open(path: &Path) -> Result<Self> {
        let db = Db::open(path)?;
        db.conn.pragma_update(None, "wal_autocheckpoint", 0)?;
        let store = Self::new(db);
        let checkpointer = Db::open(path)?;
        let alive = Arc::downgrade(&store.db);
        std::thread::Builder::new()
            .name("longtable-checkpoint".into())
            .spawn(move || {
                while alive.strong_count() > 0 {
                    std::thread::sleep(std::time::Duration::from_secs(1));
                    if let Err(e) = checkpointer.conn.query_row(
                        "PRAGMA wal_checkpoint(PASSIVE)",
                        [],
                        |_| Ok(()),
                    ) {
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
        let eff: Vec<i64> = effective(&rows).iter().map(|r| r.seq).collect();
        assert_eq!(eff, vec![1]);
    }
}
