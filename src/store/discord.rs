//! What the Discord front end remembers between restarts: the status
//! message of each table (see `migrations/sqlite/02-discord`).

use super::sql::args;
use super::{Db, Result};

impl Db {
    /// The status message posted for a table, if any.
    pub fn discord_status_message(&self, table_id: i64) -> Result<Option<String>> {
        self.sql.value_opt(
            "SELECT message_id FROM discord_status WHERE table_id = ?1",
            args![table_id],
        )
    }

    /// Remembers (or replaces) the status message of a table.
    pub fn set_discord_status_message(
        &mut self,
        table_id: i64,
        channel: &str,
        message_id: &str,
    ) -> Result<()> {
        self.sql.execute(
            "INSERT INTO discord_status (table_id, channel, message_id) VALUES (?1, ?2, ?3)
             ON CONFLICT (table_id) DO UPDATE
             SET channel = excluded.channel, message_id = excluded.message_id",
            args![table_id, channel, message_id],
        )?;
        Ok(())
    }
}

impl Db {
    /// The Discord message of a table's channel post `post` (the host's
    /// key, see `host::NoticeData::post`), if it was delivered.
    pub fn discord_post_message(&self, table_id: i64, post: i64) -> Result<Option<String>> {
        self.sql.value_opt(
            "SELECT message_id FROM discord_posts WHERE table_id = ?1 AND post = ?2",
            args![table_id, post],
        )
    }

    /// Remembers the message of a channel post, so a later action of the
    /// same run edits it. Older posts of the table are forgotten: only the
    /// latest one is ever edited.
    pub fn set_discord_post_message(
        &mut self,
        table_id: i64,
        post: i64,
        channel: &str,
        message_id: &str,
    ) -> Result<()> {
        let tx = self.sql.transaction()?;
        tx.execute(
            "DELETE FROM discord_posts WHERE table_id = ?1 AND post <> ?2",
            args![table_id, post],
        )?;
        tx.execute(
            "INSERT INTO discord_posts (table_id, post, channel, message_id)
             VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (table_id, post) DO UPDATE
             SET channel = excluded.channel, message_id = excluded.message_id",
            args![table_id, post, channel, message_id],
        )?;
        tx.commit()
    }

    /// Takes (`on`) or releases the right to post or edit a table's status
    /// message. On PostgreSQL it is an advisory lock, so that processes
    /// sharing the tables edit it one at a time (and never both post a
    /// first one); `false` while another process holds it. On SQLite one
    /// process owns the file and the front end's own lock is enough.
    pub fn status_message_lock(&self, table_id: i64, on: bool) -> Result<bool> {
        if self.backend() == super::Backend::Sqlite {
            return Ok(true);
        }
        // The two-key form: its key space is apart from the migrations'
        // one-key lock.
        let sql = if on {
            "SELECT pg_try_advisory_lock(CAST(18 AS INT4), CAST(?1 AS INT4))"
        } else {
            "SELECT pg_advisory_unlock(CAST(18 AS INT4), CAST(?1 AS INT4))"
        };
        self.sql.value(sql, args![table_id % i64::from(i32::MAX)])
    }

    /// The channel a table is played in (a DM click names only the table).
    pub fn table_channel(&self, table_id: i64) -> Result<Option<String>> {
        self.sql
            .value_opt("SELECT channel FROM tables WHERE id = ?1", args![table_id])
    }
}

// Tested on both backends in tests/postgres/store_backends.rs (`discord_messages`).
