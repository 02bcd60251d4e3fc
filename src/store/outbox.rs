//! The notice outbox (`migrations/sqlite/08-outbox`): notices a change
//! causes, stored with the change, delivered after it, marked delivered
//! once sent (see `host/outbox.rs` for the one delivery path).
//!
//! A row is delivered by the process that claims it: a claim names the
//! process and lasts until a wall-clock time ([`OUTBOX_LEASE_MS`] on), so
//! a claim left by a process that died expires and another (or the same,
//! restarted) process delivers the row. On PostgreSQL the claim takes the
//! rows with `FOR UPDATE SKIP LOCKED`, so two processes never claim the
//! same row, and a channel with a row claimed elsewhere waits for it, so
//! one channel's notices go out in order.

use super::sql::{args, Backend, Row, Sql};
use super::{Db, Result};

/// How long a claim on a row lasts (ms of wall-clock time): a delivery or
/// a placeholder's completion takes far less; a process that died with a
/// claim leaves its rows to others after this.
pub const OUTBOX_LEASE_MS: i64 = 60_000;

/// Delivered rows are kept this long (for `longtable db check` and the
/// tests), then pruned.
const KEEP_DELIVERED_MS: i64 = 7 * 24 * 3_600_000;

/// A notice to store: the channel it concerns, its JSON, its images.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewNotice {
    pub channel: String,
    pub body: String,
    pub images: Vec<(String, Vec<u8>)>,
}

/// A stored notice, claimed for delivery.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutboxItem {
    pub id: i64,
    pub channel: String,
    pub body: String,
    /// Sent with each message created for it (Discord's `nonce`).
    pub nonce: String,
    /// Deliveries tried before this one.
    pub attempts: i64,
    pub images: Vec<(String, Vec<u8>)>,
}

/// Which rows [`Db::claim_outbox`] takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Claim<'a> {
    /// Rows nobody holds, or whose holder's claim ran out (the delivery
    /// task's look).
    Free,
    /// Those, and the rows this holder stored held (the news that follows
    /// a command, sent after the command's own answer), of one channel or
    /// of every channel.
    Mine(Option<&'a str>),
}

/// A fresh nonce: 16 hex digits (Discord takes up to 25 characters).
fn nonce() -> String {
    format!("{:016x}", rand::random::<u64>())
}

impl Db {
    /// Stores notices inside the caller's transaction `tx`, each claimed by
    /// `holder` until `now` + the lease when `holder` is given (a
    /// placeholder its actor completes with [`Db::complete_outbox`]), else
    /// free for delivery. Returns their ids, in order.
    pub fn insert_outbox(
        tx: &Sql,
        notices: &[NewNotice],
        now: i64,
        holder: Option<&str>,
    ) -> Result<Vec<i64>> {
        let until = holder.map(|_| now + OUTBOX_LEASE_MS);
        let mut ids = Vec::with_capacity(notices.len());
        for n in notices {
            let id: i64 = tx
                .query_one(
                    "INSERT INTO outbox (channel, body, nonce, created_at, claimed_by, claimed_until)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6) RETURNING id",
                    args![n.channel, n.body, nonce(), now, holder, until],
                )?
                .get(0)?;
            Self::insert_images(tx, id, &n.images)?;
            ids.push(id);
        }
        Ok(ids)
    }

    fn insert_images(tx: &Sql, id: i64, images: &[(String, Vec<u8>)]) -> Result<()> {
        for (k, (name, png)) in images.iter().enumerate() {
            tx.execute(
                "INSERT INTO outbox_images (outbox_id, n, name, png) VALUES (?1, ?2, ?3, ?4)",
                args![id, k as i64, name, png.as_slice()],
            )?;
        }
        Ok(())
    }

    /// Stores notices for delivery, in one transaction. Returns their ids.
    /// With `holder`, they are held for it (see [`Claim::Mine`]) until
    /// the lease runs out.
    pub fn enqueue_notices(
        &mut self,
        notices: &[NewNotice],
        now: i64,
        holder: Option<&str>,
    ) -> Result<Vec<i64>> {
        if notices.is_empty() {
            return Ok(Vec::new());
        }
        let tx = self.sql.transaction()?;
        let ids = Self::insert_outbox(&tx, notices, now, holder)?;
        tx.commit()?;
        Ok(ids)
    }

    /// Replaces the placeholders `ids` (stored claimed by `holder`) with
    /// the notices they stood for, and frees them for delivery, in one
    /// transaction: the first notice takes the first placeholder's place
    /// (and so its turn), the rest follow; placeholders left over are
    /// dropped. A placeholder no longer held (the lease ran out) is left
    /// as it was, and its notice stored anew after it.
    ///
    /// `deadline` (table, seat, the turn's start): the deadline whose
    /// timeout these notices tell is done, in the same transaction (its
    /// clock's `next_due` is cleared; see `Db::mark_clock_stage_outbox`).
    ///
    /// `hold`: the completed notices stay held for this name (the news
    /// that follows a command, sent after the command's own answer; see
    /// [`Claim::Mine`]) for a fresh lease, instead of being freed.
    pub fn complete_outbox(
        &mut self,
        ids: &[i64],
        holder: &str,
        notices: &[NewNotice],
        now: i64,
        deadline: Option<(i64, crate::engine::Seat, i64)>,
        hold: Option<&str>,
    ) -> Result<()> {
        let until = hold.map(|_| now + OUTBOX_LEASE_MS);
        let tx = self.sql.transaction()?;
        if let Some((table_id, seat, started_at)) = deadline {
            tx.execute(
                "UPDATE clocks SET next_due = NULL
                 WHERE table_id = ?1 AND seat = ?2 AND started_at = ?3 AND stage = 3",
                args![table_id, seat, started_at],
            )?;
        }
        let mut rest = notices;
        for (k, &id) in ids.iter().enumerate() {
            let held: Option<i64> = tx.value_opt(
                &format!(
                    "SELECT id FROM outbox WHERE id = ?1 AND claimed_by = ?2 AND delivered_at IS NULL{}",
                    tx.for_update()
                ),
                args![id, holder],
            )?;
            if held.is_none() {
                continue;
            }
            tx.execute("DELETE FROM outbox_images WHERE outbox_id = ?1", args![id])?;
            match rest.split_first().filter(|_| k == 0) {
                Some((first, others)) => {
                    tx.execute(
                        "UPDATE outbox SET channel = ?2, body = ?3, claimed_by = ?4,
                         claimed_until = ?5 WHERE id = ?1",
                        args![id, first.channel, first.body, hold, until],
                    )?;
                    Self::insert_images(&tx, id, &first.images)?;
                    rest = others;
                }
                None => {
                    tx.execute("DELETE FROM outbox WHERE id = ?1", args![id])?;
                }
            }
        }
        Self::insert_outbox(&tx, rest, now, hold)?;
        tx.commit()
    }

    /// Claims up to `limit` undelivered rows for `holder` until `now` +
    /// the lease, oldest first (see [`Claim`]), skipping a channel while
    /// an earlier row of it is held by someone else: one channel's notices
    /// go out in order.
    ///
    /// `holder` names this delivery (unique per call, so two deliveries of
    /// one process never take the same row); [`Claim::Mine`] takes the
    /// rows held by `held_by`, the process's name on the rows its actors
    /// stored held.
    pub fn claim_outbox(
        &mut self,
        holder: &str,
        now: i64,
        limit: usize,
        claim: Claim<'_>,
        held_by: &str,
    ) -> Result<Vec<OutboxItem>> {
        let tx = self.sql.transaction()?;
        let lock = match tx.backend() {
            Backend::Postgres => " FOR UPDATE SKIP LOCKED",
            Backend::Sqlite => "",
        };
        let (mine, channel) = match claim {
            Claim::Free => (false, None),
            Claim::Mine(channel) => (true, channel),
        };
        let rows = tx.query(
            &format!(
                "SELECT id, channel, body, nonce, attempts FROM outbox o
                 WHERE delivered_at IS NULL
                   AND (claimed_until IS NULL OR claimed_until < ?1
                        OR (?3 = 1 AND claimed_by = ?5))
                   AND (?4 = '' OR channel = ?4)
                   AND NOT EXISTS (SELECT 1 FROM outbox h WHERE h.channel = o.channel
                        AND h.delivered_at IS NULL AND h.id < o.id
                        AND h.claimed_until >= ?1
                        AND (?3 = 0 OR h.claimed_by IS NULL OR h.claimed_by <> ?5))
                 ORDER BY id LIMIT ?2{lock}"
            ),
            args![
                now,
                limit as i64,
                mine as i64,
                channel.unwrap_or(""),
                held_by
            ],
        )?;
        let mut items = Vec::with_capacity(rows.len());
        for r in &rows {
            let item = item(r)?;
            tx.execute(
                "UPDATE outbox SET claimed_by = ?2, claimed_until = ?3 WHERE id = ?1",
                args![item.id, holder, now + OUTBOX_LEASE_MS],
            )?;
            items.push(item);
        }
        for item in &mut items {
            item.images = tx
                .query(
                    "SELECT name, png FROM outbox_images WHERE outbox_id = ?1 ORDER BY n",
                    args![item.id],
                )?
                .iter()
                .map(|r| Ok((r.get(0)?, r.get(1)?)))
                .collect::<Result<_>>()?;
        }
        tx.commit()?;
        Ok(items)
    }

    /// Marks a claimed row delivered (its images go). `false` when
    /// `holder` no longer held it (its claim ran out and another process
    /// took it): nothing changes.
    pub fn outbox_delivered(&mut self, id: i64, holder: &str, now: i64) -> Result<bool> {
        let tx = self.sql.transaction()?;
        let n = tx.execute(
            "UPDATE outbox SET delivered_at = ?3, claimed_by = NULL, claimed_until = NULL
             WHERE id = ?1 AND claimed_by = ?2 AND delivered_at IS NULL",
            args![id, holder, now],
        )?;
        if n == 1 {
            tx.execute("DELETE FROM outbox_images WHERE outbox_id = ?1", args![id])?;
        }
        tx.commit()?;
        Ok(n == 1)
    }

    /// A delivery of a claimed row failed: it is tried again from
    /// `retry_at` (wall-clock ms), by whichever process claims it then.
    pub fn outbox_failed(&mut self, id: i64, holder: &str, retry_at: i64) -> Result<()> {
        self.sql.execute(
            "UPDATE outbox SET attempts = attempts + 1, claimed_by = NULL, claimed_until = ?3
             WHERE id = ?1 AND claimed_by = ?2 AND delivered_at IS NULL",
            args![id, holder, retry_at],
        )?;
        Ok(())
    }

    /// Frees every claim (SQLite, at start-up: one process uses the file,
    /// so a claim found then is a crashed run's). Returns how many rows
    /// wait for delivery.
    pub fn release_outbox_claims(&mut self) -> Result<i64> {
        self.sql.execute(
            "UPDATE outbox SET claimed_by = NULL, claimed_until = NULL
             WHERE delivered_at IS NULL AND claimed_by IS NOT NULL",
            &[],
        )?;
        self.outbox_pending()
    }

    /// How many notices wait for delivery.
    pub fn outbox_pending(&self) -> Result<i64> {
        self.sql.value(
            "SELECT COUNT(*) FROM outbox WHERE delivered_at IS NULL",
            &[],
        )
    }

    /// Removes rows delivered before `now` - a week.
    pub fn prune_outbox(&mut self, now: i64) -> Result<usize> {
        self.sql.execute(
            "DELETE FROM outbox WHERE delivered_at IS NOT NULL AND delivered_at < ?1",
            args![now - KEEP_DELIVERED_MS],
        )
    }

    /// Every notice's body and whether it was delivered, oldest first
    /// (tests, `longtable db check`).
    pub fn outbox_rows(&self) -> Result<Vec<(i64, String, String, bool)>> {
        self.sql
            .query(
                "SELECT id, channel, body, delivered_at FROM outbox ORDER BY id",
                &[],
            )?
            .iter()
            .map(|r| {
                let delivered: Option<i64> = r.get(3)?;
                Ok((r.get(0)?, r.get(1)?, r.get(2)?, delivered.is_some()))
            })
            .collect()
    }
}

fn item(r: &Row) -> Result<OutboxItem> {
    Ok(OutboxItem {
        id: r.get(0)?,
        channel: r.get(1)?,
        body: r.get(2)?,
        nonce: r.get(3)?,
        attempts: r.get(4)?,
        images: Vec::new(),
    })
}
