//! The notice outbox: the one path by which a notice that answers nobody's
//! command reaches its readers, on Discord and in the console alike.
//!
//! A change that causes such a notice (a reminder or deadline falling
//! due, a timeout's move, the bots' and forced moves after a command, the
//! stand-in's news to an absent player) stores it in the outbox
//! (`store/outbox.rs`); a front end delivers what is stored through
//! [`Host::deliver_outbox`], which marks each notice delivered once its
//! `deliver` says it was sent. What a crash left undelivered is sent after
//! the restart: SQLite frees the dead run's claims at start-up
//! ([`Host::outbox_start`]); on PostgreSQL a claim runs out after
//! [`OUTBOX_LEASE_MS`] and any process sends it.
//!
//! Architecture Invariant: a notice is stored before anyone is told, in
//! the transaction of the change where the change is the clock's (a
//! reminder with its stage; a deadline's placeholder with its stage, then
//! completed by what the timeout did), else right after the move's
//! commit; it is marked delivered only after it was sent. Discord drops a
//! re-send after a crash by the row's nonce (`enforce_nonce`).

use super::{Audience, Host, Notice, NoticeData, Position, Prompt};
use crate::store::{Claim, NewNotice, OutboxItem, OUTBOX_LEASE_MS};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::Arc;

/// How many rows one claim takes.
const CLAIM: usize = 16;

/// A delivery that failed is tried again after this long (ms), at most
/// [`MAX_ATTEMPTS`] times; then it is given up, logged, and marked.
const RETRY_MS: i64 = 5_000;
const MAX_ATTEMPTS: i64 = 5;

/// The delivery task looks at the outbox at least this often (another
/// process's rows, a claim that ran out, a retry).
const LOOK_MS: u64 = 5_000;

/// What became of one delivery.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Delivery {
    /// Sent, or refused for good (a deleted channel, a closed DM): done.
    Done,
    /// Not sent this time (a network fault): try again later.
    Retry,
}

/// A notice as the outbox stores it (`outbox.body`); images are rows of
/// their own.
#[derive(Serialize, Deserialize)]
struct Body {
    /// `channel`, `status`, `dm` or `ephemeral`.
    to: String,
    /// The channel or user id.
    at: String,
    lang: String,
    text: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    mentions: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    prompt: Option<Prompt>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    post: Option<Position>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    edit: Option<Position>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    shows: Option<Position>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    status: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    scores: Option<BTreeMap<usize, i64>>,
    /// A season's end post: its standings rows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    standings: Option<Vec<super::league::StandingRow>>,
    /// Kept for the reader's next command when Discord refuses the DM.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    keep: bool,
}

/// A notice as a row to store; `channel` is the table's channel it
/// concerns (a DM's too). Its `lang` must be set. A change outside a table
/// actor (a season's end) stores its rows with `Db::insert_outbox` inside
/// its own transaction, then calls [`Host::outbox_stored`].
pub fn to_row(channel: &str, n: &Notice) -> NewNotice {
    debug_assert!(
        n.later.is_none(),
        "a notice's pictures are drawn before it is stored"
    );
    let (to, at) = match &n.to {
        Audience::Channel(c) => ("channel", c),
        Audience::Status(c) => ("status", c),
        Audience::Dm(u) => ("dm", u),
        Audience::Ephemeral(u) => ("ephemeral", u),
    };
    let body = Body {
        to: to.to_string(),
        at: at.clone(),
        lang: n.lang.clone(),
        text: n.text.clone(),
        mentions: n.data.mentions.clone(),
        prompt: n.data.prompt.clone(),
        post: n.data.post,
        edit: n.data.edit,
        shows: n.data.shows,
        status: n.data.status.clone(),
        scores: n.data.scores.clone(),
        standings: n.data.standings.clone(),
        keep: n.data.keep_if_refused,
    };
    NewNotice {
        channel: channel.to_string(),
        body: serde_json::to_string(&body).expect("a notice serialises"),
        images: n
            .images
            .iter()
            .map(|i| (i.name.clone(), i.png.as_ref().clone()))
            .collect(),
    }
}

/// The notice a stored row holds.
fn from_row(item: &OutboxItem) -> Option<Notice> {
    let body: Body = serde_json::from_str(&item.body)
        .map_err(|e| tracing::error!(id = item.id, error = %e, "an outbox row does not read"))
        .ok()?;
    let to = match body.to.as_str() {
        "channel" => Audience::Channel(body.at),
        "status" => Audience::Status(body.at),
        "dm" => Audience::Dm(body.at),
        _ => Audience::Ephemeral(body.at),
    };
    Some(Notice {
        to,
        lang: body.lang,
        reply: false,
        text: body.text,
        images: item
            .images
            .iter()
            .map(|(name, png)| super::Image {
                name: name.clone(),
                png: Arc::new(png.clone()),
            })
            .collect(),
        later: None,
        data: NoticeData {
            mentions: body.mentions,
            prompt: body.prompt,
            post: body.post,
            edit: body.edit,
            shows: body.shows,
            status: body.status,
            scores: body.scores,
            standings: body.standings,
            about: Some(item.channel.clone()),
            keep_if_refused: body.keep,
            ..Default::default()
        },
    })
}

/// This process's name on the rows it claims: unique per run.
pub(super) fn holder() -> String {
    format!("{}-{:08x}", std::process::id(), rand::random::<u32>())
}

/// The wall-clock time (ms): the outbox's claims are real time, never a
/// manual clock's.
pub fn wall_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

impl super::actor::Actor {
    /// Stores notices in the outbox for delivery, their languages settled
    /// first (`mark_languages`). On a store failure they are returned, for
    /// the front end to deliver at once rather than lose them.
    /// `held`: the news that follows a command, held for this process
    /// until its front end has sent the command's own answer
    /// ([`Claim::Mine`]); else free for delivery at once.
    ///
    /// The placeholders stored with the moves told here (`told_ahead`) are
    /// completed with these notices.
    pub(super) async fn enqueue(
        &mut self,
        command: &super::Command,
        mut notices: Vec<Notice>,
        held: bool,
    ) -> Vec<Notice> {
        let ahead = std::mem::take(&mut self.told_ahead);
        if notices.is_empty() && ahead.is_empty() {
            return notices;
        }
        self.mark_languages(command, &mut notices).await;
        // A stored notice carries its pictures drawn.
        super::images::draw_all(&mut notices).await;
        let notices = super::view::within_limit(notices);
        let rows: Vec<NewNotice> = notices.iter().map(|n| to_row(&self.channel, n)).collect();
        let now = wall_ms();
        let holder = held.then(|| self.shared.holder.clone());
        let placeholders = self.placeholder_holder();
        match self
            .shared
            .store
            .run(move |db| {
                if ahead.is_empty() {
                    db.enqueue_notices(&rows, now, holder.as_deref()).map(drop)
                } else {
                    db.complete_outbox(&ahead, &placeholders, &rows, now, None, holder.as_deref())
                }
            })
            .await
        {
            Ok(_) => {
                crate::fault::point("outbox-stored");
                if !held {
                    self.shared.outbox_wake.notify_one();
                }
                Vec::new()
            }
            Err(e) => {
                tracing::error!(channel = %self.channel, error = %e, "could not store notices in the outbox; delivering them now");
                notices
            }
        }
    }

    /// Rows for the outbox, languages settled.
    pub(super) async fn outbox_rows(
        &self,
        command: &super::Command,
        mut notices: Vec<Notice>,
    ) -> Vec<NewNotice> {
        self.mark_languages(command, &mut notices).await;
        super::images::draw_all(&mut notices).await;
        super::view::within_limit(notices)
            .iter()
            .map(|n| to_row(&self.channel, n))
            .collect()
    }

    /// Completes placeholders stored with a clock stage (claimed by this
    /// process) with the notices they stood for.
    /// `deadline`: the deadline (table, seat, turn start) whose timeout is
    /// done with them.
    pub(super) async fn complete(
        &mut self,
        command: &super::Command,
        mut ids: Vec<i64>,
        notices: Vec<Notice>,
        deadline: Option<(i64, crate::engine::Seat, i64)>,
    ) {
        ids.append(&mut self.told_ahead);
        let rows = self.outbox_rows(command, notices).await;
        let holder = self.placeholder_holder();
        let now = wall_ms();
        if let Err(e) = self
            .shared
            .store
            .run(move |db| db.complete_outbox(&ids, &holder, &rows, now, deadline, None))
            .await
        {
            tracing::error!(channel = %self.channel, error = %e, "could not complete a deadline's notices; the placeholder goes out");
        }
        crate::fault::point("outbox-stored");
        self.shared.outbox_wake.notify_one();
    }

    /// This process's name on the placeholders its deadlines store: no
    /// delivery takes them before they are completed (or their claim
    /// runs out).
    pub(super) fn placeholder_holder(&self) -> String {
        format!("{}#placeholder", self.shared.holder)
    }
}

impl Host {
    /// At start-up: on SQLite (one process per file), frees the claims a
    /// crashed run left, so its undelivered notices go out now. Returns
    /// how many wait.
    pub async fn outbox_start(&self) -> i64 {
        let sqlite = self.shared.store.backend() == crate::store::Backend::Sqlite;
        let res = self
            .shared
            .store
            .run(move |db| {
                db.prune_outbox(wall_ms())?;
                if sqlite {
                    db.release_outbox_claims()
                } else {
                    db.outbox_pending()
                }
            })
            .await;
        match res {
            Ok(n) => {
                if n > 0 {
                    tracing::info!(pending = n, "notices wait in the outbox; delivering them");
                }
                n
            }
            Err(e) => {
                tracing::error!(error = %e, "could not read the outbox");
                0
            }
        }
    }

    /// Delivers what waits in the outbox, oldest first, through `deliver`
    /// (which gets each notice and its nonce), marking each delivered once
    /// `deliver` says so. Returns how many were delivered. Both front ends
    /// call this: the console after each line, Discord from
    /// [`Host::spawn_outbox`] and after each command's answer (its
    /// channel's news, `Claim::Mine(Some(channel))`).
    pub async fn deliver_outbox<F, Fut>(&self, claim: Claim<'_>, mut deliver: F) -> usize
    where
        F: FnMut(Notice, String) -> Fut,
        Fut: std::future::Future<Output = Delivery>,
    {
        // This delivery's own name on the rows it claims: another delivery
        // of this process (the task's look, a command's) never takes them.
        let holder = format!("{}/{:08x}", self.shared.holder, rand::random::<u32>());
        let held_by = self.shared.holder.clone();
        let mut delivered = 0;
        loop {
            let (h, held_by) = (holder.clone(), held_by.clone());
            let (mine, channel) = match claim {
                Claim::Free => (false, None),
                Claim::Mine(c) => (true, c.map(str::to_string)),
            };
            let claimed = self
                .shared
                .store
                .run(move |db| {
                    let claim = match mine {
                        false => Claim::Free,
                        true => Claim::Mine(channel.as_deref()),
                    };
                    db.claim_outbox(&h, wall_ms(), CLAIM, claim, &held_by)
                })
                .await;
            let items = match claimed {
                Ok(items) if !items.is_empty() => items,
                Ok(_) => return delivered,
                Err(e) => {
                    tracing::error!(error = %e, "could not claim outbox notices");
                    return delivered;
                }
            };
            for item in items {
                let outcome = match from_row(&item) {
                    Some(n) => deliver(n, item.nonce.clone()).await,
                    None => Delivery::Done,
                };
                let (id, h) = (item.id, holder.clone());
                let give_up = item.attempts + 1 >= MAX_ATTEMPTS;
                let res = match outcome {
                    Delivery::Done => {
                        crate::fault::point("outbox-sent");
                        delivered += 1;
                        self.shared
                            .store
                            .run(move |db| db.outbox_delivered(id, &h, wall_ms()).map(|_| ()))
                            .await
                    }
                    Delivery::Retry if give_up => {
                        tracing::error!(id, "a notice could not be delivered; giving it up");
                        self.shared
                            .store
                            .run(move |db| db.outbox_delivered(id, &h, wall_ms()).map(|_| ()))
                            .await
                    }
                    Delivery::Retry => {
                        self.shared
                            .store
                            .run(move |db| db.outbox_failed(id, &h, wall_ms() + RETRY_MS))
                            .await
                    }
                };
                if let Err(e) = res {
                    tracing::error!(id, error = %e, "could not mark an outbox notice");
                }
            }
        }
    }

    /// Runs the delivery task until the host is dropped: delivers at once
    /// when a notice is stored here, and looks every few seconds for the
    /// rest (another process's, a claim that ran out, a retry).
    pub fn spawn_outbox<F, Fut>(&self, deliver: F) -> tokio::task::JoinHandle<()>
    where
        F: Fn(Notice, String) -> Fut + Send + Sync + 'static,
        Fut: std::future::Future<Output = Delivery> + Send,
    {
        let host = self.clone();
        tokio::spawn(async move {
            host.outbox_start().await;
            loop {
                host.deliver_outbox(Claim::Free, &deliver).await;
                let wait = tokio::time::sleep(std::time::Duration::from_millis(LOOK_MS));
                tokio::select! {
                    _ = wait => {}
                    _ = host.shared.outbox_wake.notified() => {}
                }
            }
        })
    }

    /// Delivers every notice waiting in the outbox that this process may
    /// send by returning them (tests, and a front end that prints): each
    /// is marked delivered.
    pub async fn drain_outbox(&self) -> Vec<Notice> {
        let mut out = Vec::new();
        self.deliver_outbox(Claim::Mine(None), |n, _| {
            out.push(n);
            std::future::ready(Delivery::Done)
        })
        .await;
        out
    }

    /// Notices were stored in the outbox outside a table actor (with
    /// `Db::insert_outbox` in the change's transaction): deliver them now.
    pub fn outbox_stored(&self) {
        self.shared.outbox_wake.notify_one();
    }

    /// How long a claim on an outbox row lasts (ms).
    pub fn outbox_lease_ms() -> i64 {
        OUTBOX_LEASE_MS
    }
}
