//! Running for months (issue 30): what the Discord front end does when
//! the server changes under a table.
//!
//! - A deleted channel or thread (CHANNEL_DELETE, THREAD_DELETE, or a
//!   REST answer 10003 Unknown Channel), a thread a moderator locked, and
//!   a server that removed the bot (GUILD_DELETE without `unavailable`, or
//!   a server missing from this shard's READY) close the table
//!   ([`Host::close_channel`]). GUILD_DELETE with `unavailable: true` is
//!   an outage and closes nothing. GUILD_CREATE (the bot added back) and a
//!   thread unlocked resume the closed tables whose channel is there.
//! - 403 with 50001 Missing Access or 50013 Missing Permissions names the
//!   missing permissions to the actor and, by DM, to the table's creator;
//!   `/game check` shows every permission the bot needs with a tick or a
//!   cross.
//! - An archived thread is unarchived before an edit or a pin (Discord
//!   refuses both there with 50083); a new message unarchives by itself.
//!
//! The server of each channel the bot served is kept in the store
//! (`discord_channels`), so a removal while the bot was offline is found.

use crate::discord::rest::{self, retry};
use crate::engine::Msg;
use crate::host::Host;
use serenity::all::{ChannelId, EditThread, GuildId, Http, Permissions};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Each permission the bot needs, with its Fluent id and why.
pub const NEEDED: [(Permissions, &str); 7] = [
    (Permissions::VIEW_CHANNEL, "lifecycle-perm-view-channel"),
    (Permissions::SEND_MESSAGES, "lifecycle-perm-send-messages"),
    (
        Permissions::SEND_MESSAGES_IN_THREADS,
        "lifecycle-perm-send-in-threads",
    ),
    (Permissions::ATTACH_FILES, "lifecycle-perm-attach-files"),
    (
        Permissions::READ_MESSAGE_HISTORY,
        "lifecycle-perm-read-history",
    ),
    (
        Permissions::MANAGE_MESSAGES,
        "lifecycle-perm-manage-messages",
    ),
    (
        Permissions::CREATE_PUBLIC_THREADS,
        "lifecycle-perm-create-threads",
    ),
];

/// The permission integer of the README's invite link: every [`NEEDED`]
/// permission.
pub fn invite_permissions() -> u64 {
    NEEDED.iter().fold(0, |a, (p, _)| a | p.bits())
}

/// The needed permissions `have` lacks (Administrator has them all).
pub fn missing(have: Permissions) -> Vec<(Permissions, &'static str)> {
    if have.contains(Permissions::ADMINISTRATOR) {
        return Vec::new();
    }
    NEEDED
        .iter()
        .filter(|(p, _)| !have.contains(*p))
        .copied()
        .collect()
}

/// How often a table's creator is told of the same channel's missing
/// permissions.
const TELL_CREATOR_EVERY: Duration = Duration::from_secs(3600);

/// What the front end remembers about channels (caches: a restart loses
/// nothing the store needs).
#[derive(Default)]
pub struct Life {
    /// Threads Discord said are archived (THREAD_UPDATE): unarchived
    /// before an edit or a pin.
    archived: Mutex<BTreeSet<ChannelId>>,
    /// The bot's permissions in a channel, as its latest interaction said
    /// (`app_permissions`).
    perms: Mutex<BTreeMap<ChannelId, Permissions>>,
    /// Channels whose server the store knows already.
    known: Mutex<BTreeSet<ChannelId>>,
    /// When a channel's creator was last told of missing permissions.
    told: Mutex<BTreeMap<ChannelId, Instant>>,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

impl Life {
    pub fn set_archived(&self, channel: ChannelId, archived: bool) {
        let mut a = lock(&self.archived);
        if archived {
            a.insert(channel);
        } else {
            a.remove(&channel);
        }
    }

    pub fn is_archived(&self, channel: ChannelId) -> bool {
        lock(&self.archived).contains(&channel)
    }

    pub fn set_perms(&self, channel: ChannelId, perms: Permissions) {
        lock(&self.perms).insert(channel, perms);
    }

    pub fn perms(&self, channel: ChannelId) -> Option<Permissions> {
        lock(&self.perms).get(&channel).copied()
    }

    /// Whether the channel's server is still to be stored.
    pub fn first_time(&self, channel: ChannelId) -> bool {
        lock(&self.known).insert(channel)
    }

    /// Whether the creator of `channel`'s table should be told now.
    pub fn tell_creator(&self, channel: ChannelId) -> bool {
        let mut told = lock(&self.told);
        let now = Instant::now();
        match told.get(&channel) {
            Some(t) if now.duration_since(*t) < TELL_CREATOR_EVERY => false,
            _ => {
                told.insert(channel, now);
                true
            }
        }
    }
}

/// What a refused REST call means for the table of its channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// 10003: the channel or thread is gone; the table is closed.
    Gone,
    /// 50001 or 50013: permissions are missing (empty: unknown which).
    Permissions(Vec<&'static str>),
    /// Anything else.
    Other,
}

/// Sorts a refusal by its Discord code; `perms` is what the bot last knew
/// of its permissions in the channel.
pub fn refusal(e: &serenity::Error, perms: Option<Permissions>) -> Refusal {
    match rest::code(e) {
        Some(rest::UNKNOWN_CHANNEL) => Refusal::Gone,
        Some(rest::MISSING_ACCESS) => Refusal::Permissions(vec!["lifecycle-perm-view-channel"]),
        Some(rest::MISSING_PERMISSIONS) => Refusal::Permissions(match perms.map(missing) {
            Some(m) if !m.is_empty() => m.into_iter().map(|(_, id)| id).collect(),
            _ => Vec::new(),
        }),
        _ => Refusal::Other,
    }
}

/// The sentence naming missing permissions in `channel`, in `lang`.
pub fn missing_text(host: &Host, lang: &str, channel: ChannelId, ids: &[&str]) -> String {
    let l = host.i18n().lang(lang);
    let names: Vec<String> = ids
        .iter()
        .map(|id| crate::engine::Translate::tr(&*l, &Msg::new(*id)))
        .collect();
    let m = if names.is_empty() {
        crate::msg!(
            "lifecycle-missing-unknown",
            channel = format!("<#{channel}>")
        )
    } else {
        crate::msg!(
            "lifecycle-missing-permissions",
            channel = format!("<#{channel}>"),
            count = names.len(),
            permissions = names.join(", ")
        )
    };
    crate::engine::Translate::tr(&*l, &m)
}

/// `/game check`: each permission the bot needs, ticked or crossed, for
/// the permissions Discord sent with the interaction.
pub fn check_text(
    host: &Host,
    lang: &str,
    channel: ChannelId,
    have: Option<Permissions>,
) -> String {
    let l = host.i18n().lang(lang);
    let tr = |m: &Msg| crate::engine::Translate::tr(&*l, m);
    let mut lines = vec![tr(&crate::msg!(
        "lifecycle-check-head",
        channel = format!("<#{channel}>")
    ))];
    let admin = have.is_some_and(|h| h.contains(Permissions::ADMINISTRATOR));
    for (p, id) in NEEDED {
        let ok = have.is_some_and(|h| admin || h.contains(p));
        let mark = if ok { "✅" } else { "❌" };
        lines.push(format!("{mark} {}", tr(&Msg::new(id))));
    }
    let missing = have.map_or(NEEDED.len(), |h| missing(h).len());
    lines.push(if have.is_none() {
        tr(&Msg::new("lifecycle-check-unknown"))
    } else if missing == 0 {
        tr(&Msg::new("lifecycle-check-ok"))
    } else {
        tr(&crate::msg!("lifecycle-check-missing", count = missing))
    });
    lines.join("\n")
}

/// Unarchives a thread (a new message would, an edit or a pin would
/// not). An error means the bot may not: the thread is locked, or it
/// lacks the right.
pub async fn unarchive(http: &Http, channel: ChannelId) -> serenity::Result<()> {
    retry("unarchive thread", || {
        channel.edit_thread(http, EditThread::new().archived(false))
    })
    .await
    .map(|_| ())
}

/// The shard of this process that gets `guild`'s events.
pub fn shard_of(guild: GuildId, total: u32) -> u32 {
    ((guild.get() >> 22) % u64::from(total.max(1))) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_invite_integer_is_every_needed_permission() {
        // README's invite link: with Create Public Threads (league rounds).
        assert_eq!(invite_permissions(), 309_237_754_880);
        assert!(missing(Permissions::ADMINISTRATOR).is_empty());
        let all = Permissions::from_bits_truncate(invite_permissions());
        assert!(missing(all).is_empty());
        let ids: Vec<&str> = missing(all - Permissions::MANAGE_MESSAGES)
            .into_iter()
            .map(|(_, id)| id)
            .collect();
        assert_eq!(ids, ["lifecycle-perm-manage-messages"]);
    }
}
