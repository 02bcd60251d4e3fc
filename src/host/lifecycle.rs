//! Running for months (issue 30): a table whose channel is gone is
//! *closed*, not aborted. It is held (`Held::Closed`, `tables.closed_why`):
//! its clocks stop, its bots wait, its history stays, and everything but
//! reading it and `/game abort` is refused. Its creator is told by DM;
//! when no DM can reach them the note waits for their next command
//! anywhere (`Host::take_notes`). When its channel is back (the bot added
//! back to the server, the thread unlocked) it resumes where it stopped.
//! A league game closed when its season ends is void (`store::lifecycle`).

use super::actor::Actor;
use super::view::notice;
use super::{Audience, Command, CommandKind, Host, Notice, User};
use crate::engine::Translate;
use crate::msg;

/// The reasons a front end gives for closing a table.
pub const WHYS: [&str; 5] = ["channel", "thread", "server", "locked", "access"];

/// The sender of the host's own lifecycle commands.
pub const LIFECYCLE_USER: &str = "lifecycle";

impl Actor {
    /// Closes the channel's live table for `why`; tells its creator.
    pub(super) async fn close(&mut self, command: &Command, why: &str) -> Vec<Notice> {
        let why = if WHYS.contains(&why) { why } else { "channel" }.to_string();
        let Some(open) = self.open_live() else {
            return Vec::new();
        };
        let (table_id, title, creator) = (
            open.row.id,
            open.row.title.clone(),
            open.row.creator.clone(),
        );
        let w = why.clone();
        let closed = match self
            .shared
            .store
            .run(move |db| db.close_table(table_id, &w))
            .await
        {
            Ok(c) => c,
            Err(e) => {
                tracing::error!(channel = %self.channel, error = %e, "could not close a table");
                return Vec::new();
            }
        };
        if let Some(open) = self.open_mut() {
            open.row.held = Some(crate::store::Held::Closed);
        }
        if !closed {
            return Vec::new();
        }
        crate::metrics::table_closed(&why);
        tracing::warn!(channel = %self.channel, table = table_id, why = %why, "table closed: its channel is out of reach");
        // Its creator is told by DM, in their language; when their DMs are
        // known closed the note waits for their next command.
        let id = creator.clone();
        let prefs = self
            .shared
            .store
            .run(move |db| db.user_prefs(std::slice::from_ref(&id)))
            .await
            .unwrap_or_default();
        let (locale, dms_closed) = prefs.into_iter().next().unwrap_or(("en".into(), false));
        let lang = self.lang(&locale);
        let text = lang.tr(&msg!(
            "lifecycle-closed-dm",
            title = title,
            table = table_id,
            why = why
        ));
        if dms_closed {
            let now = super::outbox::wall_ms();
            let (u, t) = (creator.clone(), text.clone());
            if let Err(e) = self
                .shared
                .store
                .run(move |db| db.add_user_note(&u, &t, now))
                .await
            {
                tracing::error!(error = %e, "could not keep a note for a table's creator");
            }
            return Vec::new();
        }
        let mut n = notice(Audience::Dm(creator), false, text);
        n.lang = lang.code().to_string();
        // Marks the DM as one to keep for the creator's next command when
        // Discord refuses it (they share no server with the bot any more).
        n.data.keep_if_refused = true;
        self.enqueue(command, vec![n], false).await
    }

    /// Opens the channel's closed table again: the clocks of the awaited
    /// seats start afresh and bots to act move (after the command, as
    /// always); the channel is told.
    pub(super) async fn reopen(&mut self, command: &Command) -> Vec<Notice> {
        let Some(open) = self.open_live() else {
            return Vec::new();
        };
        if !crate::store::lifecycle::is_closed(open.row.held) {
            return Vec::new();
        }
        let (table_id, title) = (open.row.id, open.row.title.clone());
        match self
            .shared
            .store
            .run(move |db| db.reopen_table(table_id))
            .await
        {
            Ok(true) => {}
            Ok(false) => return Vec::new(),
            Err(e) => {
                tracing::error!(channel = %self.channel, error = %e, "could not reopen a table");
                return Vec::new();
            }
        }
        if let Some(open) = self.open_mut() {
            open.row.held = None;
        }
        tracing::info!(channel = %self.channel, table = table_id, "closed table resumes");
        let lang = self.table_lang();
        let mut post = notice(
            Audience::Channel(self.channel.clone()),
            false,
            lang.tr(&msg!("lifecycle-resumed", title = title, table = table_id)),
        );
        post.lang = lang.code().to_string();
        let notices = vec![post, self.status_notice()];
        self.enqueue(command, notices, false).await
    }
}

impl Actor {
    /// A seated player left the server (Discord answered 10007 when their
    /// clock fell due). They are absent under the table's timeout rule:
    /// with `on_timeout:wait` or no clock their seat is freed and held for
    /// them (as their own `/game leave` would), and the creator is told
    /// and can hand it to someone or a bot (`/game replace`); with skip,
    /// bot or forfeit the clock already applies that rule. The creator's
    /// own seat is never emptied (nobody could manage the table).
    pub(super) async fn member_left(&mut self, command: &Command, user: &str) -> Vec<Notice> {
        let Some(open) = self.open_live() else {
            return Vec::new();
        };
        if open.row.status != crate::store::Status::Playing || open.row.held.is_some() {
            return Vec::new();
        }
        let Some(row) = open
            .seats
            .iter()
            .find(|r| r.user_id.as_deref() == Some(user))
        else {
            return Vec::new();
        };
        let (seat, name) = (row.seat, row.user_name.clone());
        let clock = super::options::clock(&open.row.options);
        let waits =
            clock.turn_ms.is_none() || matches!(clock.on_timeout, super::options::OnTimeout::Wait);
        let (creator, title, table_id) = (
            open.row.creator.clone(),
            open.row.title.clone(),
            open.row.id,
        );
        tracing::info!(channel = %self.channel, table = table_id, user, "a seated player left the server");
        if !waits || creator == user {
            return Vec::new();
        }
        // Freed as their own leaving: the seat event says they left, and
        // the seat is held for them should they come back.
        let as_them = Command {
            user: User {
                id: user.to_string(),
                name: name.clone(),
                locale: command.user.locale.clone(),
            },
            ..command.clone()
        };
        let mut notices: Vec<Notice> = self
            .leave_seat(&as_them, seat, user, &name)
            .await
            .into_iter()
            .filter(|n| !matches!(n.to, Audience::Ephemeral(_)))
            .map(|mut n| {
                n.reply = false;
                n
            })
            .collect();
        let id = creator.clone();
        let locale = self
            .shared
            .store
            .run(move |db| db.user_prefs(std::slice::from_ref(&id)))
            .await
            .ok()
            .and_then(|p| p.into_iter().next())
            .map_or_else(|| "en".to_string(), |p| p.0);
        let lang = self.lang(&locale);
        let mut dm = notice(
            Audience::Dm(creator),
            false,
            lang.tr(&msg!(
                "lifecycle-member-left",
                user = name,
                seat = seat + 1,
                title = title,
                table = table_id
            )),
        );
        dm.lang = lang.code().to_string();
        notices.push(dm);
        self.enqueue(command, notices, false).await
    }
}

fn lifecycle_command(channel: &str, kind: CommandKind) -> Command {
    Command {
        channel: channel.to_string(),
        user: User {
            id: LIFECYCLE_USER.to_string(),
            name: LIFECYCLE_USER.to_string(),
            locale: "en".to_string(),
        },
        admin: false,
        server_admin: false,
        server: String::new(),
        interaction: None,
        kind,
    }
}

impl Host {
    /// Closes the live table of `channel` (none: nothing happens); `why`
    /// is one of [`WHYS`]. Its notices go through the outbox.
    pub async fn close_channel(&self, channel: &str, why: &str) {
        let cmd = lifecycle_command(
            channel,
            CommandKind::Close {
                why: why.to_string(),
            },
        );
        let _ = self.handle(cmd).await;
    }

    /// Resumes the closed table of `channel`, if it has one.
    pub async fn reopen_channel(&self, channel: &str) {
        let _ = self
            .handle(lifecycle_command(channel, CommandKind::Reopen))
            .await;
    }

    /// A seated player of `channel`'s table is no longer a member of its
    /// server ([`CommandKind::MemberLeft`]).
    pub async fn member_left(&self, channel: &str, user: &str) {
        let cmd = lifecycle_command(
            channel,
            CommandKind::MemberLeft {
                user: user.to_string(),
            },
        );
        let _ = self.handle(cmd).await;
    }

    /// Keeps a note for `user` that a DM could not carry.
    pub async fn keep_note(&self, user: &str, text: &str) {
        let (u, t, now) = (user.to_string(), text.to_string(), super::outbox::wall_ms());
        if let Err(e) = self
            .store()
            .run(move |db| db.add_user_note(&u, &t, now))
            .await
        {
            tracing::error!(error = %e, "could not keep a note for a user");
        }
    }

    /// The notes kept for `user`, to show with their command now (each
    /// once).
    pub async fn take_notes(&self, user: &str) -> Vec<String> {
        let (u, now) = (user.to_string(), super::outbox::wall_ms());
        self.store()
            .run(move |db| db.take_user_notes(&u, now))
            .await
            .unwrap_or_else(|e| {
                tracing::error!(error = %e, "could not read a user's notes");
                Vec::new()
            })
    }
}
