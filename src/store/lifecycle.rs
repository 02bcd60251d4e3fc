//! Running for months (issue 30, `migrations/sqlite/11-lifecycle`): a
//! table whose channel is gone is *closed* (held `closed`, its clocks
//! stopped, its history kept) and resumes when its channel is back; the
//! server of each channel the bot served, so a server that removed the
//! bot closes its tables; notes for a user whom no DM could reach, shown
//! with their next command anywhere.

use super::sql::args;
use super::{Db, Held, Result};

impl Db {
    /// Closes a lobby or game in play: held `closed` for `why` (`channel`,
    /// `thread`, `server`, `locked`, `access`), its clocks stopped. False
    /// when the table was already closed or is not live.
    pub fn close_table(&mut self, table_id: i64, why: &str) -> Result<bool> {
        let tx = self.sql.transaction()?;
        let n = tx.execute(
            "UPDATE tables SET held = 'closed', closed_why = ?2
             WHERE id = ?1 AND status IN ('lobby', 'playing')
               AND (held IS NULL OR held <> 'closed')",
            args![table_id, why],
        )?;
        if n > 0 {
            tx.execute(
                "UPDATE clocks SET started_at = NULL, user_id = NULL, next_due = NULL, stage = 0
                 WHERE table_id = ?1",
                args![table_id],
            )?;
        }
        tx.commit()?;
        Ok(n > 0)
    }

    /// Opens a closed table again; false when it was not closed.
    pub fn reopen_table(&mut self, table_id: i64) -> Result<bool> {
        let n = self.sql.execute(
            "UPDATE tables SET held = NULL, closed_why = NULL WHERE id = ?1 AND held = 'closed'",
            args![table_id],
        )?;
        Ok(n > 0)
    }

    /// Why a table is closed, when it is.
    pub fn closed_why(&self, table_id: i64) -> Result<Option<String>> {
        Ok(self
            .sql
            .value_opt::<Option<String>>(
                "SELECT closed_why FROM tables WHERE id = ?1",
                args![table_id],
            )?
            .flatten())
    }

    /// Whether a league season ended while the table was closed (its
    /// result is then void, [`super::league`]).
    pub fn closed_void(&self, table_id: i64) -> Result<bool> {
        Ok(self
            .sql
            .value_opt::<i64>(
                "SELECT closed_void FROM tables WHERE id = ?1",
                args![table_id],
            )?
            .unwrap_or(0)
            != 0)
    }

    /// Remembers the server of a channel (or thread).
    pub fn remember_channel_guild(&mut self, channel: &str, guild: &str) -> Result<()> {
        self.sql.execute(
            "INSERT INTO discord_channels (channel, guild) VALUES (?1, ?2)
             ON CONFLICT (channel) DO UPDATE SET guild = excluded.guild",
            args![channel, guild],
        )?;
        Ok(())
    }

    /// The server of a channel, when known.
    pub fn channel_guild(&self, channel: &str) -> Result<Option<String>> {
        self.sql.value_opt(
            "SELECT guild FROM discord_channels WHERE channel = ?1",
            args![channel],
        )
    }

    /// Every server the bot served a channel of.
    pub fn known_guilds(&self) -> Result<Vec<String>> {
        self.sql.column(
            "SELECT DISTINCT guild FROM discord_channels ORDER BY guild",
            &[],
        )
    }

    /// The channels of a server with a lobby or a game in play (closed or
    /// not).
    pub fn live_channels_of_guild(&self, guild: &str) -> Result<Vec<String>> {
        self.sql.column(
            "SELECT t.channel FROM tables t JOIN discord_channels c ON c.channel = t.channel
             WHERE c.guild = ?1 AND t.status IN ('lobby', 'playing') ORDER BY t.id",
            args![guild],
        )
    }

    /// Every channel whose table is closed, with why.
    pub fn closed_channels(&self) -> Result<Vec<(String, String)>> {
        let rows = self.sql.query(
            "SELECT channel, COALESCE(closed_why, '') FROM tables
             WHERE held = 'closed' AND status IN ('lobby', 'playing') ORDER BY id",
            &[],
        )?;
        rows.iter().map(|r| Ok((r.get(0)?, r.get(1)?))).collect()
    }

    /// Live tables (lobby or playing, not closed) by title, for metrics.
    pub fn live_tables_by_title(&self) -> Result<Vec<(String, String, i64)>> {
        let rows = self.sql.query(
            "SELECT title, CASE WHEN held = 'closed' THEN 'closed' ELSE status END, COUNT(*)
             FROM tables WHERE status IN ('lobby', 'playing')
             GROUP BY title, CASE WHEN held = 'closed' THEN 'closed' ELSE status END
             ORDER BY 1, 2",
            &[],
        )?;
        rows.iter()
            .map(|r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .collect()
    }

    /// Keeps a note for a user that no DM could carry.
    pub fn add_user_note(&mut self, user: &str, body: &str, now: i64) -> Result<()> {
        self.sql.execute(
            "INSERT INTO user_notes (user_id, body, created_at) VALUES (?1, ?2, ?3)",
            args![user, body, now],
        )?;
        Ok(())
    }

    /// A user's notes not shown yet, oldest first, marked shown.
    pub fn take_user_notes(&mut self, user: &str, now: i64) -> Result<Vec<String>> {
        let tx = self.sql.transaction()?;
        let notes: Vec<String> = tx.column(
            "SELECT body FROM user_notes WHERE user_id = ?1 AND shown_at IS NULL ORDER BY id",
            args![user],
        )?;
        if !notes.is_empty() {
            tx.execute(
                "UPDATE user_notes SET shown_at = ?2 WHERE user_id = ?1 AND shown_at IS NULL",
                args![user, now],
            )?;
        }
        tx.commit()?;
        Ok(notes)
    }

    /// Marks the closed tables of a league season void (its season ended
    /// before they resumed): called in the transaction that ends it.
    pub(super) fn void_closed_league_tables(
        tx: &super::sql::Tx<'_>,
        league: i64,
        season: i64,
    ) -> Result<usize> {
        tx.execute(
            "UPDATE tables SET closed_void = 1
             WHERE held = 'closed' AND status IN ('lobby', 'playing')
               AND id IN (SELECT table_id FROM league_tables WHERE league_id = ?1 AND season = ?2)",
            args![league, season],
        )
    }
}

/// Whether a hold is the lifecycle's closing.
pub fn is_closed(held: Option<Held>) -> bool {
    held == Some(Held::Closed)
}
