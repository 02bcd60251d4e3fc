//! A fake Discord for the test suite: the REST routes Longtable uses (axum)
//! and a `ws://` gateway (HELLO, IDENTIFY -> READY, an immediate
//! HEARTBEAT_ACK, and INTERACTION_CREATE events the tests inject). Every
//! REST request is recorded so tests can check what the bot did, and
//! faults (429, 500, closed DMs) can be injected per route.
//!
//! The real, unmodified serenity client talks to it through
//! `HttpBuilder::proxy(url).ratelimiter_disabled(true)`.

#![allow(dead_code)]

pub mod harness;
pub mod menu;
pub mod openapi;
pub mod serve;
pub mod soak;

use axum::extract::ws::{Message as WsMessage, WebSocket, WebSocketUpgrade};
use axum::extract::{FromRequest, Multipart, Request, State as AxState};
use axum::http::{HeaderMap, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use serde_json::{json, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::{broadcast, Notify};

pub const APP_ID: &str = "800000000000000001";
pub const BOT_ID: &str = "800000000000000002";
pub const GUILD_ID: &str = "100000000000000001";
pub const TOKEN: &str = "fake-token-for-tests";
const MANAGE_CHANNELS: u64 = 1 << 4;
const MANAGE_GUILD: u64 = 1 << 5;
/// Discord's message flag for an answer only its user sees.
const EPHEMERAL: u64 = 1 << 6;

/// What the fake holds ([`FakeDiscord::holdings`]).
#[derive(Clone, Debug, Default)]
pub struct Holdings {
    pub messages: usize,
    /// Text, attachments (cut to 8 bytes in lean mode) and components.
    pub message_bytes: usize,
    /// Requests kept in the log (in lean mode only the failed ones).
    pub requests: usize,
    /// Interactions not yet forgotten.
    pub interactions: usize,
}

/// One REST request the bot made.
#[derive(Clone, Debug)]
pub struct Recorded {
    pub method: String,
    /// Without the `/api/v10` prefix, e.g. `/channels/5/messages`.
    pub path: String,
    pub query: String,
    /// The JSON body, or the `payload_json` part of a multipart body.
    pub json: Option<Value>,
    pub multipart: bool,
    /// Attached files: (file name, bytes).
    pub files: Vec<(String, Vec<u8>)>,
    /// The status the fake answered.
    pub status: u16,
    pub at: Instant,
    pub authorized: bool,
}

/// A message as the fake keeps it.
#[derive(Clone, Debug)]
pub struct FakeMessage {
    pub id: String,
    pub channel: String,
    pub content: String,
    pub files: Vec<(String, Vec<u8>)>,
    /// The embeds as sent (`[{"image": {"url": "attachment://…"}}]`).
    pub embeds: Value,
    pub components: Value,
    pub flags: u64,
    pub pinned: bool,
    pub edits: usize,
    /// The interaction whose response or follow-up this is.
    pub interaction: Option<String>,
}

/// A canned failure for the next `count` requests matching `method` and
/// containing `path_contains`.
#[derive(Clone, Debug)]
struct Fault {
    method: Method,
    path_contains: String,
    status: u16,
    body: Value,
    count: usize,
}

#[derive(Default)]
struct Inner {
    requests: Vec<Recorded>,
    messages: Vec<FakeMessage>,
    /// user id -> DM channel id
    dms: BTreeMap<String, String>,
    dm_closed: BTreeSet<String>,
    faults: Vec<Fault>,
    next_id: u64,
    identifies: usize,
    /// The `shard` field of each IDENTIFY, `[id, total]` (none sent: [0, 1]).
    identify_shards: Vec<[u64; 2]>,
    /// The shard count `GET /gateway/bot` recommends (0 reads as 1).
    recommended_shards: u32,
    /// The gateway refuses new connections (503 to the upgrade).
    gateway_down: bool,
    /// interaction id -> token
    tokens: BTreeMap<String, String>,
    /// interaction id -> channel
    channels: BTreeMap<String, String>,
    /// interaction id -> callback bodies
    callbacks: BTreeMap<String, Vec<Value>>,
    /// Slow down every REST answer (for deferral tests).
    delay: Option<Duration>,
    /// Soak mode: log only failed requests, keep only the first bytes of files,
    /// so hours of traffic fit in memory (see [`FakeDiscord::set_lean`]).
    lean: bool,
    /// Answers with a status of 400 or more, counted in every mode.
    errors: usize,
    /// Threads created: (id, parent channel, name).
    threads: Vec<(String, String, String)>,
    /// The server's preferred locale sent with every interaction
    /// (`None`: Discord's default, en-US).
    guild_locale: Option<String>,
    /// channel -> the server it belongs to (unlisted: [`GUILD_ID`]).
    channel_guilds: BTreeMap<String, String>,
    /// (channel, nonce) -> the message created with it: a repeated nonce
    /// with `enforce_nonce` gets that message back, as Discord answers
    /// within its few minutes.
    nonces: BTreeMap<(String, String), String>,
    /// Messages a repeated nonce did not create again.
    nonce_repeats: usize,
    /// Each event the gateway sent: (interaction id, the receiving
    /// session's shard `[id, total]`).
    deliveries: Vec<(String, [u64; 2])>,
    /// Channels and threads deleted: every REST call there gets 404 10003.
    deleted: BTreeSet<String>,
    /// thread id -> (archived, locked).
    thread_flags: BTreeMap<String, (bool, bool)>,
    /// Servers that removed the bot: missing from READY.
    removed_guilds: BTreeSet<String>,
    /// channel -> the bot's permissions there (`app_permissions`; unlisted:
    /// Administrator).
    app_permissions: BTreeMap<String, u64>,
    /// channel -> the error code Discord answers a new message there with
    /// (403 50001 or 50013).
    denied: BTreeMap<String, u64>,
    /// channel -> the error code Discord answers a pin there with.
    pin_denied: BTreeMap<String, u64>,
    /// Users who left the server: looking them up answers 10007.
    left: BTreeSet<String>,
}

pub struct State {
    inner: Mutex<Inner>,
    changed: Notify,
    events: broadcast::Sender<GatewayCmd>,
    ws_url: Mutex<String>,
}

#[derive(Clone, Debug)]
enum GatewayCmd {
    Dispatch(Value),
    /// Any other gateway event: its name and payload (sent to the shard of
    /// the payload's `guild_id`).
    Event(String, Value),
    CloseAll,
    /// Close every session with this close code, as Discord does.
    CloseWith(u16),
}

/// A user as tests play it.
#[derive(Clone, Debug)]
pub struct FakeUser {
    pub id: String,
    pub name: String,
    pub admin: bool,
    /// Further permission bits of the member (Manage Server, say).
    pub permissions: u64,
    pub locale: String,
}

impl FakeUser {
    pub fn new(n: u64, name: &str) -> Self {
        FakeUser {
            id: (300_000_000_000_000_000 + n).to_string(),
            name: name.to_string(),
            admin: false,
            permissions: 0,
            locale: "en-US".into(),
        }
    }
    pub fn admin(mut self) -> Self {
        self.admin = true;
        self
    }
    /// A member who may manage the server (Discord's Manage Server).
    pub fn server_manager(mut self) -> Self {
        self.permissions |= MANAGE_GUILD;
        self
    }
    fn json(&self) -> Value {
        json!({
            "id": self.id, "username": self.name, "global_name": self.name,
            "discriminator": "0", "avatar": null, "bot": false,
        })
    }
    fn member(&self) -> Value {
        let perms = if self.admin { MANAGE_CHANNELS } else { 0 } | self.permissions;
        json!({
            "user": self.json(), "nick": null, "roles": [], "joined_at": "2026-01-01T00:00:00+00:00",
            "deaf": false, "mute": false, "flags": 0, "pending": false,
            "permissions": perms.to_string(),
        })
    }
}

/// The running fake.
#[derive(Clone)]
pub struct FakeDiscord {
    pub url: String,
    pub state: Arc<State>,
}

impl FakeDiscord {
    pub async fn start() -> FakeDiscord {
        let (events, _) = broadcast::channel(1024);
        let state = Arc::new(State {
            inner: Mutex::new(Inner {
                next_id: 900_000_000_000_000_000,
                ..Default::default()
            }),
            changed: Notify::new(),
            events,
            ws_url: Mutex::new(String::new()),
        });
        let app = Router::new()
            .route("/gw", get(gateway))
            .fallback(rest)
            .with_state(state.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        *state.ws_url.lock().unwrap() = format!("ws://{addr}/gw");
        tokio::spawn(async move {
            axum::serve(listener, app).await.unwrap();
        });
        FakeDiscord {
            url: format!("http://{addr}"),
            state,
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.state.inner.lock().unwrap()
    }

    pub fn requests(&self) -> Vec<Recorded> {
        self.lock().requests.clone()
    }

    /// Threads the bot created: (id, parent channel, name).
    pub fn threads(&self) -> Vec<(String, String, String)> {
        self.lock().threads.clone()
    }

    /// How many message creations a repeated nonce answered with the
    /// message made the first time.
    pub fn nonce_repeats(&self) -> usize {
        self.lock().nonce_repeats
    }

    pub fn messages(&self) -> Vec<FakeMessage> {
        self.lock().messages.clone()
    }

    pub fn channel_messages(&self, channel: &str) -> Vec<FakeMessage> {
        self.lock()
            .messages
            .iter()
            .filter(|m| m.channel == channel)
            .cloned()
            .collect()
    }

    /// Someone deletes a message in Discord.
    pub fn delete_message(&self, id: &str) {
        self.lock().messages.retain(|m| m.id != id);
    }

    pub fn dm_channel(&self, user: &FakeUser) -> Option<String> {
        self.lock().dms.get(&user.id).cloned()
    }

    pub fn identifies(&self) -> usize {
        self.lock().identifies
    }

    /// The shard of each IDENTIFY so far, `[id, total]`, in order.
    pub fn identify_shards(&self) -> Vec<[u64; 2]> {
        self.lock().identify_shards.clone()
    }

    /// Puts `channel` in the server `guild`: its interactions carry that
    /// `guild_id`, so the gateway sends them to that server's shard.
    pub fn set_channel_guild(&self, channel: &str, guild: &str) {
        self.lock()
            .channel_guilds
            .insert(channel.to_string(), guild.to_string());
    }

    /// The shards (`[id, total]`) whose sessions received the event of
    /// this interaction, in order.
    pub fn delivered_to(&self, interaction: &str) -> Vec<[u64; 2]> {
        self.lock()
            .deliveries
            .iter()
            .filter(|(i, _)| i == interaction)
            .map(|(_, s)| *s)
            .collect()
    }

    /// The shard count `GET /gateway/bot` recommends from now on.
    pub fn set_recommended_shards(&self, n: u32) {
        self.lock().recommended_shards = n;
    }

    /// While down, the gateway refuses new connections (an outage); with
    /// [`FakeDiscord::disconnect_all`] it drops the open ones too.
    pub fn set_gateway_down(&self, down: bool) {
        self.lock().gateway_down = down;
    }

    pub fn close_dms(&self, user: &FakeUser) {
        self.lock().dm_closed.insert(user.id.clone());
    }

    pub fn set_delay(&self, delay: Option<Duration>) {
        self.lock().delay = delay;
    }

    /// Soak mode: requests are counted, not kept, and attached files keep
    /// only their first 8 bytes (enough to tell a PNG). Together with
    /// [`FakeDiscord::trim`] and [`FakeDiscord::forget`] the fake's memory
    /// stays bounded however long the bot is driven.
    pub fn set_lean(&self, on: bool) {
        self.lock().lean = on;
    }

    /// How many REST answers had a status of 400 or more.
    pub fn error_answers(&self) -> usize {
        self.lock().errors
    }

    /// Drops what the bot can no longer reach: ephemeral answers whose
    /// interaction was forgotten, and all but the last `keep` public
    /// messages of every channel, besides the pinned ones (the bot only
    /// ever edits the latest post of a channel, its run of one seat's
    /// actions, and its pinned status message). Messages of interactions
    /// not yet forgotten stay: they may still be fetched or edited through
    /// the token.
    pub fn trim(&self, keep: usize) {
        let mut inner = self.lock();
        let mut seen: BTreeMap<String, usize> = BTreeMap::new();
        let mut kept: Vec<FakeMessage> = Vec::new();
        let messages: Vec<FakeMessage> = inner.messages.drain(..).rev().collect();
        for m in messages {
            let live = m
                .interaction
                .as_ref()
                .is_some_and(|i| inner.tokens.contains_key(i));
            if live || m.pinned {
                kept.push(m);
                continue;
            }
            if m.flags & EPHEMERAL != 0 {
                continue;
            }
            let n = seen.entry(m.channel.clone()).or_default();
            *n += 1;
            if *n <= keep {
                kept.push(m);
            }
        }
        kept.reverse();
        inner.messages = kept;
    }

    /// Forgets an interaction that was answered: its callbacks, token and
    /// ephemeral answers. Its public answer stays in the channel as any
    /// post does on Discord (the bot edits it when the same seat acts
    /// again), until [`FakeDiscord::trim`] drops it as an old post.
    pub fn forget(&self, interaction: &str) {
        let mut inner = self.lock();
        inner
            .messages
            .retain(|m| m.interaction.as_deref() != Some(interaction) || m.flags & EPHEMERAL == 0);
        for m in &mut inner.messages {
            if m.interaction.as_deref() == Some(interaction) {
                m.interaction = None;
            }
        }
        inner.callbacks.remove(interaction);
        inner.tokens.remove(interaction);
        inner.channels.remove(interaction);
    }

    /// Forgets every interaction sent in `channel` so far (all answered).
    pub fn forget_channel(&self, channel: &str) {
        let ids: Vec<String> = self
            .lock()
            .channels
            .iter()
            .filter(|(_, c)| c.as_str() == channel)
            .map(|(i, _)| i.clone())
            .collect();
        for id in ids {
            self.forget(&id);
        }
    }

    /// What the fake holds now, so a soak can tell its share of the
    /// process's memory from the bot's.
    pub fn holdings(&self) -> Holdings {
        let inner = self.lock();
        let message_bytes = inner
            .messages
            .iter()
            .map(|m| {
                m.content.len()
                    + m.files.iter().map(|f| f.0.len() + f.1.len()).sum::<usize>()
                    + m.components.to_string().len()
            })
            .sum();
        Holdings {
            messages: inner.messages.len(),
            message_bytes,
            requests: inner.requests.len(),
            interactions: inner.tokens.len().max(inner.callbacks.len()),
        }
    }

    /// The failed REST requests the fake kept (every one, in lean mode
    /// too), counted by method, route (ids as `{id}`) and status, most
    /// frequent first.
    pub fn failures(&self) -> Vec<(usize, String)> {
        let mut count: BTreeMap<String, usize> = BTreeMap::new();
        for r in self.lock().requests.iter().filter(|r| r.status >= 400) {
            let route: Vec<String> = r
                .path
                .split('/')
                .map(|seg| {
                    if seg.len() > 8 && seg.bytes().all(|b| b.is_ascii_digit()) {
                        "{id}".to_string()
                    } else if seg.starts_with("itok") {
                        "{token}".to_string()
                    } else {
                        seg.to_string()
                    }
                })
                .collect();
            *count
                .entry(format!("{} {} -> {}", r.method, route.join("/"), r.status))
                .or_default() += 1;
        }
        let mut out: Vec<(usize, String)> = count.into_iter().map(|(k, n)| (n, k)).collect();
        out.sort_by_key(|a| std::cmp::Reverse(a.0));
        out
    }

    /// The server's preferred locale from now on (`guild_locale` of each
    /// interaction).
    pub fn set_guild_locale(&self, locale: &str) {
        self.lock().guild_locale = Some(locale.to_string());
    }

    /// The next `count` requests with this method whose path contains
    /// `path_contains` get `status` and `body`.
    pub fn fail_next(
        &self,
        method: Method,
        path_contains: &str,
        status: u16,
        body: Value,
        count: usize,
    ) {
        self.lock().faults.push(Fault {
            method,
            path_contains: path_contains.into(),
            status,
            body,
            count,
        });
    }

    /// Closes every gateway session (a bot restart or a network cut).
    pub fn disconnect_all(&self) {
        let _ = self.state.events.send(GatewayCmd::CloseAll);
    }

    /// Closes every gateway session with a close frame carrying `code`
    /// (4000: Discord's "unknown error, reconnect"), which serenity sees
    /// at once; [`FakeDiscord::disconnect_all`]'s bare close it only
    /// notices at the next missed heartbeat.
    pub fn close_gateway(&self, code: u16) {
        let _ = self.state.events.send(GatewayCmd::CloseWith(code));
    }

    /// Waits until `cond` holds, or panics after `secs` seconds.
    pub async fn wait_until<T>(
        &self,
        secs: u64,
        what: &str,
        cond: impl Fn(&Self) -> Option<T>,
    ) -> T {
        let deadline = Instant::now() + Duration::from_secs(secs);
        loop {
            let notified = self.state.changed.notified();
            if let Some(v) = cond(self) {
                return v;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                panic!("timed out waiting for {what}");
            }
            let _ = tokio::time::timeout(left.min(Duration::from_millis(50)), notified).await;
        }
    }

    /// Waits for the bot to identify (count of identifies reaches `n`) and
    /// to register its commands `n` times.
    pub async fn wait_ready(&self, n: usize) {
        self.wait_until(20, "the bot to identify and register commands", |f| {
            let registered = f
                .requests()
                .iter()
                .filter(|r| r.method == "PUT" && r.path.ends_with("/commands"))
                .count();
            (f.identifies() >= n && registered >= n).then_some(())
        })
        .await
    }

    /// Sends a gateway event (`CHANNEL_DELETE`, `GUILD_DELETE`, ...).
    pub fn event(&self, name: &str, payload: Value) {
        let _ = self
            .state
            .events
            .send(GatewayCmd::Event(name.to_string(), payload));
    }

    /// A moderator deletes a channel: REST calls there answer 404 10003,
    /// and the gateway sends CHANNEL_DELETE.
    pub fn delete_channel(&self, channel: &str) {
        let guild = self.guild_of(channel);
        self.lock().deleted.insert(channel.to_string());
        self.event(
            "CHANNEL_DELETE",
            json!({"id": channel, "type": 0, "guild_id": guild, "name": "table", "position": 0,
                   "permission_overwrites": [], "nsfw": false, "parent_id": null}),
        );
    }

    /// Deletes a channel without telling the gateway (an event the bot
    /// missed): only REST calls answer 404 10003.
    pub fn delete_channel_quietly(&self, channel: &str) {
        self.lock().deleted.insert(channel.to_string());
    }

    /// A moderator deletes a thread: THREAD_DELETE.
    pub fn delete_thread(&self, thread: &str, parent: &str) {
        let guild = self.guild_of(thread);
        self.lock().deleted.insert(thread.to_string());
        self.event(
            "THREAD_DELETE",
            json!({"id": thread, "guild_id": guild, "parent_id": parent, "type": 11}),
        );
    }

    /// A thread's flags change (auto-archive after inactivity, or a
    /// moderator's lock): THREAD_UPDATE carries them.
    pub fn set_thread_flags(&self, thread: &str, parent: &str, archived: bool, locked: bool) {
        self.lock()
            .thread_flags
            .insert(thread.to_string(), (archived, locked));
        let j = self.thread_json(thread, parent);
        self.event("THREAD_UPDATE", j);
    }

    /// Changes a thread's flags without a gateway event (one the bot
    /// missed).
    pub fn set_thread_flags_quietly(&self, thread: &str, archived: bool, locked: bool) {
        self.lock()
            .thread_flags
            .insert(thread.to_string(), (archived, locked));
    }

    /// A thread's (archived, locked) flags now.
    pub fn thread_flags(&self, thread: &str) -> (bool, bool) {
        self.lock()
            .thread_flags
            .get(thread)
            .copied()
            .unwrap_or((false, false))
    }

    fn thread_json(&self, thread: &str, parent: &str) -> Value {
        let guild = self.guild_of(thread);
        let (archived, locked) = self.thread_flags(thread);
        json!({"id": thread, "type": 11, "guild_id": guild, "parent_id": parent, "name": "round",
               "owner_id": APP_ID, "message_count": 0, "member_count": 1,
               "thread_metadata": {"archived": archived, "auto_archive_duration": 10080,
                                   "archive_timestamp": "2026-01-01T00:00:00+00:00", "locked": locked}})
    }

    /// The server of a channel as the fake files it.
    pub fn guild_of(&self, channel: &str) -> String {
        self.lock()
            .channel_guilds
            .get(channel)
            .cloned()
            .unwrap_or_else(|| GUILD_ID.to_string())
    }

    /// The bot is removed from a server (GUILD_DELETE without
    /// `unavailable`); READY leaves it out from now on.
    pub fn remove_guild(&self, guild: &str) {
        self.lock().removed_guilds.insert(guild.to_string());
        self.event("GUILD_DELETE", json!({"id": guild}));
    }

    /// Removes the bot from a server while it is offline: only the next
    /// READY tells.
    pub fn remove_guild_quietly(&self, guild: &str) {
        self.lock().removed_guilds.insert(guild.to_string());
    }

    /// A Discord outage hides a server (GUILD_DELETE `unavailable: true`).
    pub fn guild_outage(&self, guild: &str) {
        self.event("GUILD_DELETE", json!({"id": guild, "unavailable": true}));
    }

    /// The bot is added back to a server: GUILD_CREATE with its channels
    /// (those of `channels` not deleted).
    pub fn add_guild_back(&self, guild: &str, channels: &[&str]) {
        self.lock().removed_guilds.remove(guild);
        let deleted = self.lock().deleted.clone();
        let chans: Vec<Value> = channels
            .iter()
            .filter(|c| !deleted.contains(**c))
            .map(|c| {
                json!({"id": c, "type": 0, "guild_id": guild, "name": "table", "position": 0,
                            "permission_overwrites": [], "nsfw": false})
            })
            .collect();
        self.event(
            "GUILD_CREATE",
            json!({
                "id": guild, "name": "server", "icon": null, "icon_hash": null, "splash": null,
                "discovery_splash": null, "owner_id": "300000000000000099",
                "afk_channel_id": null, "afk_timeout": 300, "widget_enabled": false,
                "verification_level": 0, "default_message_notifications": 0,
                "explicit_content_filter": 0, "roles": [], "emojis": [], "features": [],
                "mfa_level": 0, "application_id": null, "system_channel_id": null,
                "system_channel_flags": 0, "rules_channel_id": null, "vanity_url_code": null,
                "description": null, "banner": null, "premium_tier": 0,
                "preferred_locale": "en-US", "public_updates_channel_id": null,
                "nsfw_level": 0, "stickers": [], "premium_progress_bar_enabled": false,
                "joined_at": "2026-01-01T00:00:00+00:00", "large": false, "unavailable": false,
                "member_count": 3, "voice_states": [], "members": [], "channels": chans,
                "threads": [], "presences": [], "stage_instances": [],
                "guild_scheduled_events": [],
            }),
        );
    }

    /// The bot's permissions in `channel` from now on (`app_permissions`
    /// of each interaction there).
    pub fn set_app_permissions(&self, channel: &str, bits: u64) {
        self.lock()
            .app_permissions
            .insert(channel.to_string(), bits);
    }

    /// New messages in `channel` get 403 with `code` (50001 Missing
    /// Access, 50013 Missing Permissions); `None` lets them through.
    pub fn deny_posts(&self, channel: &str, code: Option<u64>) {
        let mut inner = self.lock();
        match code {
            Some(c) => inner.denied.insert(channel.to_string(), c),
            None => inner.denied.remove(channel),
        };
    }

    /// Pins in `channel` get 403 with `code`.
    pub fn deny_pins(&self, channel: &str, code: Option<u64>) {
        let mut inner = self.lock();
        match code {
            Some(c) => inner.pin_denied.insert(channel.to_string(), c),
            None => inner.pin_denied.remove(channel),
        };
    }

    /// A member leaves the server: looking them up answers 404 10007
    /// (no event: the bot has no Server Members intent).
    pub fn member_leaves(&self, user: &FakeUser) {
        self.lock().left.insert(user.id.clone());
    }

    fn next_id(&self) -> String {
        let mut inner = self.lock();
        inner.next_id += 1;
        inner.next_id.to_string()
    }

    fn dispatch(&self, payload: Value) {
        let _ = self.state.events.send(GatewayCmd::Dispatch(payload));
    }

    fn interaction(
        &self,
        kind: u8,
        user: &FakeUser,
        channel: &str,
        data: Value,
    ) -> (String, Value) {
        let id = self.next_id();
        let token = format!("itok{id}");
        self.lock().tokens.insert(id.clone(), token.clone());
        self.lock().channels.insert(id.clone(), channel.to_string());
        let guild_locale = self
            .lock()
            .guild_locale
            .clone()
            .unwrap_or_else(|| "en-US".into());
        let guild = self
            .lock()
            .channel_guilds
            .get(channel)
            .cloned()
            .unwrap_or_else(|| GUILD_ID.to_string());
        let app_permissions = self
            .lock()
            .app_permissions
            .get(channel)
            .copied()
            .unwrap_or(8)
            .to_string();
        let v = json!({
            "id": id, "application_id": APP_ID, "type": kind, "data": data,
            "guild_id": guild, "channel_id": channel, "member": user.member(),
            "token": token, "version": 1, "app_permissions": app_permissions,
            "locale": user.locale, "guild_locale": guild_locale, "entitlements": [],
            "authorizing_integration_owners": {}, "context": 0,
            "attachment_size_limit": 10485760,
        });
        (id, v)
    }

    /// Injects a slash command; `options` is the `data.options` array.
    /// Returns the interaction id.
    pub fn command(&self, user: &FakeUser, channel: &str, name: &str, options: Value) -> String {
        let (id, payload) = self.command_payload(user, channel, name, options);
        self.dispatch(payload);
        id
    }

    /// The INTERACTION_CREATE payload of a slash command, not yet sent.
    pub fn command_payload(
        &self,
        user: &FakeUser,
        channel: &str,
        name: &str,
        options: Value,
    ) -> (String, Value) {
        let data = json!({"id": "700000000000000001", "name": name, "type": 1, "options": options});
        self.interaction(2, user, channel, data)
    }

    /// Sends a payload again (a redelivered event).
    pub fn redeliver(&self, payload: Value) {
        self.dispatch(payload);
    }

    /// Injects an autocomplete request for `/play action:<typed>`.
    pub fn autocomplete_play(&self, user: &FakeUser, channel: &str, typed: &str) -> String {
        let data = json!({"id": "700000000000000002", "name": "play", "type": 1, "options": [
            {"name": "action", "type": 3, "value": typed, "focused": true}
        ]});
        let (id, payload) = self.interaction(4, user, channel, data);
        self.dispatch(payload);
        id
    }

    /// Injects an autocomplete request for any command: `options` is the
    /// `data.options` array, the focused one marked `"focused": true`.
    pub fn autocomplete(
        &self,
        user: &FakeUser,
        channel: &str,
        name: &str,
        options: Value,
    ) -> String {
        let data = json!({"id": "700000000000000003", "name": name, "type": 1, "options": options});
        let (id, payload) = self.interaction(4, user, channel, data);
        self.dispatch(payload);
        id
    }

    /// Injects a click on a button of `message`.
    pub fn click(&self, user: &FakeUser, message: &FakeMessage, custom_id: &str) -> String {
        let (id, payload) = self.click_payload(user, message, custom_id, None);
        self.dispatch(payload);
        id
    }

    /// Injects a choice in a select menu of `message`.
    pub fn select(
        &self,
        user: &FakeUser,
        message: &FakeMessage,
        custom_id: &str,
        value: &str,
    ) -> String {
        let (id, payload) = self.click_payload(user, message, custom_id, Some(value));
        self.dispatch(payload);
        id
    }

    pub fn click_payload(
        &self,
        user: &FakeUser,
        message: &FakeMessage,
        custom_id: &str,
        value: Option<&str>,
    ) -> (String, Value) {
        let data = match value {
            None => json!({"custom_id": custom_id, "component_type": 2}),
            Some(v) => json!({"custom_id": custom_id, "component_type": 3, "values": [v]}),
        };
        let (id, mut payload) = self.interaction(3, user, &message.channel, data);
        payload["message"] = message_json(message);
        (id, payload)
    }

    /// Every callback body sent for an interaction.
    pub fn callbacks(&self, interaction: &str) -> Vec<Value> {
        self.lock()
            .callbacks
            .get(interaction)
            .cloned()
            .unwrap_or_default()
    }

    /// Waits for the first callback of an interaction and returns it.
    pub async fn wait_callback(&self, interaction: &str) -> Value {
        let iid = interaction.to_string();
        self.wait_until(20, &format!("a callback for interaction {iid}"), move |f| {
            f.callbacks(&iid).first().cloned()
        })
        .await
    }

    /// The messages that belong to an interaction: its response (or the
    /// edited deferred response) and its follow-ups, in order.
    pub fn interaction_messages(&self, interaction: &str) -> Vec<FakeMessage> {
        self.lock()
            .messages
            .iter()
            .filter(|m| m.interaction.as_deref() == Some(interaction))
            .cloned()
            .collect()
    }

    /// Waits until the interaction is answered with visible content (a
    /// message callback, or a deferral followed by an edit) and returns
    /// that first answer.
    pub async fn wait_answer(&self, interaction: &str) -> FakeMessage {
        let iid = interaction.to_string();
        self.wait_until(20, &format!("an answer to interaction {iid}"), move |f| {
            f.interaction_messages(&iid)
                .into_iter()
                .find(|m| !m.content.is_empty() || !m.files.is_empty())
        })
        .await
    }
}

/// The JSON Discord returns for a message (fields serenity requires).
fn message_json(m: &FakeMessage) -> Value {
    json!({
        "id": m.id, "channel_id": m.channel,
        "author": {"id": BOT_ID, "username": "longtable", "discriminator": "0", "avatar": null, "bot": true},
        "content": m.content, "timestamp": "2026-01-01T00:00:00+00:00", "edited_timestamp": null,
        "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [],
        "attachments": [], "embeds": [], "pinned": m.pinned, "type": 0, "flags": m.flags,
        "components": [],
    })
}

fn error(status: u16, code: u64, message: &str) -> Response {
    (
        StatusCode::from_u16(status).unwrap(),
        axum::Json(json!({"code": code, "message": message})),
    )
        .into_response()
}

async fn rest(AxState(state): AxState<Arc<State>>, req: Request) -> Response {
    let method = req.method().clone();
    let uri = req.uri().clone();
    let headers: HeaderMap = req.headers().clone();
    let path = uri
        .path()
        .strip_prefix("/api/v10")
        .unwrap_or(uri.path())
        .to_string();
    let query = uri.query().unwrap_or("").to_string();
    let content_type = headers
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    let mut json_body = None;
    let mut files = Vec::new();
    let multipart = content_type.starts_with("multipart/form-data");
    if multipart {
        let mut mp = Multipart::from_request(req, &()).await.unwrap();
        while let Some(field) = mp.next_field().await.unwrap() {
            let name = field.name().unwrap_or("").to_string();
            let file_name = field.file_name().map(str::to_string);
            let bytes = field.bytes().await.unwrap().to_vec();
            if name == "payload_json" {
                json_body = serde_json::from_slice(&bytes).ok();
            } else {
                files.push((file_name.unwrap_or(name), bytes));
            }
        }
    } else {
        let bytes = axum::body::to_bytes(req.into_body(), usize::MAX)
            .await
            .unwrap();
        if !bytes.is_empty() {
            json_body = serde_json::from_slice(&bytes).ok();
        }
    }
    let authorized = headers
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v == format!("Bot {TOKEN}") || v == TOKEN);
    let delay = state.inner.lock().unwrap().delay;
    if let Some(d) = delay {
        tokio::time::sleep(d).await;
    }
    let lean = state.inner.lock().unwrap().lean;
    if lean {
        for (_, bytes) in &mut files {
            bytes.truncate(8);
        }
    }
    let response = answer(&state, &method, &path, json_body.clone(), files.clone());
    let status = response.status().as_u16();
    {
        let mut inner = state.inner.lock().unwrap();
        if status >= 400 {
            inner.errors += 1;
        }
    }
    // Lean mode keeps only the failures, for the soak's error report.
    if !lean || status >= 400 {
        let mut inner = state.inner.lock().unwrap();
        inner.requests.push(Recorded {
            method: method.to_string(),
            path,
            query,
            json: json_body,
            multipart,
            files,
            status,
            at: Instant::now(),
            authorized,
        });
    }
    state.changed.notify_waiters();
    response
}

fn answer(
    state: &State,
    method: &Method,
    path: &str,
    body: Option<Value>,
    files: Vec<(String, Vec<u8>)>,
) -> Response {
    let mut inner = state.inner.lock().unwrap();
    if let Some(f) = inner
        .faults
        .iter_mut()
        .find(|f| f.count > 0 && f.method == *method && path.contains(&f.path_contains))
    {
        f.count -= 1;
        let status = StatusCode::from_u16(f.status).unwrap();
        let mut resp = (status, axum::Json(f.body.clone())).into_response();
        if f.status == 429 {
            let secs = f.body["retry_after"].as_f64().unwrap_or(0.1);
            resp.headers_mut()
                .insert("retry-after", secs.to_string().parse().unwrap());
        }
        return resp;
    }
    let body = body.unwrap_or(Value::Null);
    let seg: Vec<&str> = path.trim_matches('/').split('/').collect();
    let ws_url = state.ws_url.lock().unwrap().clone();
    let new_id = |inner: &mut Inner| {
        inner.next_id += 1;
        inner.next_id.to_string()
    };
    // A deleted channel or thread: every call there is 404 10003.
    if let ["channels", ch, ..] = seg.as_slice() {
        if inner.deleted.contains(*ch) {
            return error(404, 10003, "Unknown Channel");
        }
    }
    // An archived thread refuses edits and pins (50083); a locked one
    // refuses new messages (160005) and the bot's unarchiving (50013).
    if let ["channels", ch, rest @ ..] = seg.as_slice() {
        let flags = inner.thread_flags.get(*ch).copied();
        if let Some((archived, locked)) = flags {
            let edit_or_pin = matches!(
                (method.as_str(), rest),
                ("PATCH", ["messages", _])
                    | ("PUT", ["pins", _])
                    | ("PUT", ["messages", "pins", _])
            );
            let post = matches!((method.as_str(), rest), ("POST", ["messages"]));
            let unarchive =
                matches!((method.as_str(), rest), ("PATCH", [])) && body["archived"] == false;
            if locked && (post || (archived && edit_or_pin)) {
                return if post {
                    error(400, 160005, "Thread is locked")
                } else {
                    error(400, 50083, "Thread is archived")
                };
            }
            if locked && unarchive {
                return error(403, 50013, "Missing Permissions");
            }
            if archived && edit_or_pin {
                return error(400, 50083, "Thread is archived");
            }
            if archived && (post || unarchive) {
                // A new message unarchives a thread that isn't locked.
                inner.thread_flags.insert(ch.to_string(), (false, locked));
            }
        }
    }
    if let ["channels", ch, "messages", ..] = seg.as_slice() {
        if method == Method::POST || method == Method::PATCH {
            if let Some(code) = inner.denied.get(*ch).copied() {
                let m = if code == 50001 {
                    "Missing Access"
                } else {
                    "Missing Permissions"
                };
                return error(403, code, m);
            }
        }
    }
    if let ["channels", ch, "pins", _] | ["channels", ch, "messages", "pins", _] = seg.as_slice() {
        if let Some(code) = inner.pin_denied.get(*ch).copied() {
            return error(403, code, "Missing Permissions");
        }
    }
    if let ["guilds", _, "members", user] = seg.as_slice() {
        if inner.left.contains(*user) {
            return error(404, 10007, "Unknown Member");
        }
    }
    match (method.as_str(), seg.as_slice()) {
        ("GET", ["gateway"]) => axum::Json(json!({"url": ws_url})).into_response(),
        ("GET", ["channels", ch]) | ("PATCH", ["channels", ch]) => {
            let ch = ch.to_string();
            let guild = inner.channel_guilds.get(&ch).cloned().unwrap_or_else(|| GUILD_ID.to_string());
            let parent = inner.threads.iter().find(|t| t.0 == ch).map(|t| t.1.clone());
            let mut j = json!({"id": ch, "type": 0, "guild_id": guild, "name": "table", "position": 0,
                               "permission_overwrites": [], "nsfw": false});
            if let Some(parent) = parent {
                let (archived, locked) = inner.thread_flags.get(&ch).copied().unwrap_or((false, false));
                j = json!({"id": ch, "type": 11, "guild_id": guild, "parent_id": parent, "name": "round",
                           "owner_id": APP_ID, "message_count": 0, "member_count": 1,
                           "thread_metadata": {"archived": archived, "auto_archive_duration": 10080,
                                               "archive_timestamp": "2026-01-01T00:00:00+00:00", "locked": locked}});
            }
            axum::Json(j).into_response()
        }
        ("GET", ["guilds", g, "members", user]) => axum::Json(json!({
            "user": {"id": user, "username": "someone", "discriminator": "0", "avatar": null},
            "nick": null, "roles": [], "joined_at": "2026-01-01T00:00:00+00:00",
            "deaf": false, "mute": false, "flags": 0, "pending": false, "guild_id": g,
        }))
        .into_response(),
        ("GET", ["gateway", "bot"]) => axum::Json(json!({
            "url": ws_url, "shards": inner.recommended_shards.max(1),
            "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}
        }))
        .into_response(),
        ("PUT", ["applications", app, "commands"])
        | ("PUT", ["applications", app, "guilds", _, "commands"]) => {
            let guild = seg.get(3).filter(|_| seg.len() == 5).map(|g| g.to_string());
            let list: Vec<Value> = body
                .as_array()
                .cloned()
                .unwrap_or_default()
                .into_iter()
                .map(|mut c| {
                    let id = new_id(&mut inner);
                    c["id"] = json!(id);
                    c["application_id"] = json!(app);
                    c["version"] = json!("1");
                    c["guild_id"] = json!(guild);
                    if c.get("type").is_none() {
                        c["type"] = json!(1);
                    }
                    c["default_member_permissions"] = json!(null);
                    c
                })
                .collect();
            axum::Json(Value::Array(list)).into_response()
        }
        ("POST", ["interactions", iid, token, "callback"]) => {
            let known = inner.tokens.get(*iid).map(|t| t == token).unwrap_or(false);
            if !known {
                return error(404, 10062, "Unknown interaction");
            }
            if inner.callbacks.get(*iid).is_some_and(|c| !c.is_empty()) {
                return error(400, 40060, "Interaction has already been acknowledged.");
            }
            inner
                .callbacks
                .entry(iid.to_string())
                .or_default()
                .push(body.clone());
            let kind = body["type"].as_u64().unwrap_or(0);
            // 4 = message, 5 = deferred message; 7 = update the clicked message.
            if kind == 4 || kind == 5 {
                let id = new_id(&mut inner);
                let channel = inner.channels.get(*iid).cloned().unwrap_or_default();
                let data = &body["data"];
                inner.messages.push(FakeMessage {
                    id: id.clone(),
                    channel,
                    content: data["content"].as_str().unwrap_or("").to_string(),
                    files,
                    embeds: data["embeds"].clone(),
                    components: data["components"].clone(),
                    flags: data["flags"].as_u64().unwrap_or(0),
                    pinned: false,
                    edits: 0,
                    interaction: Some(iid.to_string()),
                });
            }
            StatusCode::NO_CONTENT.into_response()
        }
        (m, ["webhooks", app, token, "messages", "@original"]) if *app == APP_ID => {
            let Some(iid) = inner
                .tokens
                .iter()
                .find(|(_, t)| t == token)
                .map(|(i, _)| i.clone())
            else {
                return error(404, 10015, "Unknown Webhook");
            };
            let Some(msg) = inner
                .messages
                .iter_mut()
                .find(|m| m.interaction.as_deref() == Some(iid.as_str()))
            else {
                return error(404, 10008, "Unknown Message");
            };
            match m {
                "PATCH" => {
                    if let Some(c) = body["content"].as_str() {
                        msg.content = c.to_string();
                    }
                    if body.get("components").is_some() {
                        msg.components = body["components"].clone();
                    }
                    if body.get("embeds").is_some() {
                        msg.embeds = body["embeds"].clone();
                    }
                    if !files.is_empty() {
                        msg.files = files;
                    }
                    msg.edits += 1;
                    axum::Json(message_json(msg)).into_response()
                }
                "DELETE" => {
                    msg.content.clear();
                    msg.files.clear();
                    msg.interaction = Some(format!("deleted-{iid}"));
                    StatusCode::NO_CONTENT.into_response()
                }
                _ => axum::Json(message_json(msg)).into_response(),
            }
        }
        ("POST", ["webhooks", app, token]) if *app == APP_ID => {
            let Some(iid) = inner
                .tokens
                .iter()
                .find(|(_, t)| t == token)
                .map(|(i, _)| i.clone())
            else {
                return error(404, 10015, "Unknown Webhook");
            };
            let id = new_id(&mut inner);
            let m = FakeMessage {
                id,
                channel: inner.channels.get(&iid).cloned().unwrap_or_default(),
                content: body["content"].as_str().unwrap_or("").to_string(),
                files,
                embeds: body["embeds"].clone(),
                components: body["components"].clone(),
                flags: body["flags"].as_u64().unwrap_or(0),
                pinned: false,
                edits: 0,
                interaction: Some(iid),
            };
            let j = message_json(&m);
            inner.messages.push(m);
            axum::Json(j).into_response()
        }
        ("POST", ["users", "@me", "channels"]) => {
            let user = body["recipient_id"].as_str().unwrap_or("").to_string();
            let id = match inner.dms.get(&user) {
                Some(id) => id.clone(),
                None => {
                    let id = new_id(&mut inner);
                    inner.dms.insert(user.clone(), id.clone());
                    id
                }
            };
            axum::Json(json!({
                "id": id, "type": 1, "last_message_id": null,
                "recipients": [{"id": user, "username": "someone", "discriminator": "0", "avatar": null}],
            }))
            .into_response()
        }
        // Start Thread without Message: a public thread (type 11).
        ("POST", ["channels", channel, "threads"]) => {
            let id = new_id(&mut inner);
            let name = body["name"].as_str().unwrap_or("").to_string();
            inner
                .threads
                .push((id.clone(), channel.to_string(), name.clone()));
            // A thread is in its parent's server.
            let guild = inner.channel_guilds.get(*channel).cloned();
            if let Some(g) = &guild {
                inner.channel_guilds.insert(id.clone(), g.clone());
            }
            let guild = guild.unwrap_or_else(|| GUILD_ID.to_string());
            axum::Json(json!({
                "id": id, "type": body["type"].as_u64().unwrap_or(11), "guild_id": guild,
                "parent_id": channel, "name": name, "owner_id": APP_ID,
                "message_count": 0, "member_count": 1,
            }))
            .into_response()
        }
        ("POST", ["channels", channel, "messages"]) => {
            let dm_user = inner
                .dms
                .iter()
                .find(|(_, c)| c == channel)
                .map(|(u, _)| u.clone());
            // A user who shares no server with the bot any more can't be
            // written to either.
            if dm_user.is_some_and(|u| inner.dm_closed.contains(&u) || inner.left.contains(&u)) {
                return error(403, 50007, "Cannot send messages to this user");
            }
            let nonce = match &body["nonce"] {
                Value::String(s) => Some(s.clone()),
                Value::Number(n) => Some(n.to_string()),
                _ => None,
            };
            let key = nonce
                .filter(|_| body["enforce_nonce"] == true)
                .map(|n| (channel.to_string(), n));
            if let Some(key) = &key {
                let earlier = inner
                    .nonces
                    .get(key)
                    .and_then(|id| inner.messages.iter().find(|m| &m.id == id))
                    .map(message_json);
                if let Some(j) = earlier {
                    inner.nonce_repeats += 1;
                    return axum::Json(j).into_response();
                }
            }
            let id = new_id(&mut inner);
            if let Some(key) = key {
                inner.nonces.insert(key, id.clone());
            }
            let m = FakeMessage {
                id,
                channel: channel.to_string(),
                content: body["content"].as_str().unwrap_or("").to_string(),
                files,
                embeds: body["embeds"].clone(),
                components: body["components"].clone(),
                flags: body["flags"].as_u64().unwrap_or(0),
                pinned: false,
                edits: 0,
                interaction: None,
            };
            let j = message_json(&m);
            inner.messages.push(m);
            axum::Json(j).into_response()
        }
        ("PATCH", ["channels", channel, "messages", mid]) => {
            let Some(msg) = inner
                .messages
                .iter_mut()
                .find(|m| m.id == *mid && m.channel == *channel)
            else {
                return error(404, 10008, "Unknown Message");
            };
            if let Some(c) = body["content"].as_str() {
                msg.content = c.to_string();
            }
            if body.get("components").is_some() {
                msg.components = body["components"].clone();
            }
            if body.get("embeds").is_some() {
                msg.embeds = body["embeds"].clone();
            }
            if !files.is_empty() {
                msg.files = files;
            }
            msg.edits += 1;
            axum::Json(message_json(msg)).into_response()
        }
        ("PUT", ["channels", channel, "pins", mid])
        | ("PUT", ["channels", channel, "messages", "pins", mid]) => {
            let Some(msg) = inner
                .messages
                .iter_mut()
                .find(|m| m.id == *mid && m.channel == *channel)
            else {
                return error(404, 10008, "Unknown Message");
            };
            msg.pinned = true;
            StatusCode::NO_CONTENT.into_response()
        }
        _ => error(404, 0, &format!("the fake has no route {method} {path}")),
    }
}

async fn gateway(ws: WebSocketUpgrade, AxState(state): AxState<Arc<State>>) -> Response {
    if state.inner.lock().unwrap().gateway_down {
        return StatusCode::SERVICE_UNAVAILABLE.into_response();
    }
    ws.on_upgrade(move |socket| session(socket, state))
}

async fn session(mut socket: WebSocket, state: Arc<State>) {
    let mut events = state.events.subscribe();
    let hello = json!({"op": 10, "d": {"heartbeat_interval": 41250}});
    if socket
        .send(WsMessage::Text(hello.to_string().into()))
        .await
        .is_err()
    {
        return;
    }
    let mut seq = 0u64;
    let mut ready = false;
    // The shard this session runs, `[id, total]`: one of one until it
    // identifies. Discord sends a server's events to shard
    // `(guild_id >> 22) % total` and DMs to shard 0, so one shard of one
    // gets everything.
    let mut shard = [0u64, 1u64];
    loop {
        tokio::select! {
            msg = socket.recv() => {
                let Some(Ok(msg)) = msg else { return };
                let WsMessage::Text(text) = msg else {
                    if matches!(msg, WsMessage::Close(_)) { return; }
                    continue;
                };
                let Ok(v) = serde_json::from_str::<Value>(&text) else { continue };
                match v["op"].as_u64() {
                    Some(1) => {
                        let ack = json!({"op": 11});
                        if socket.send(WsMessage::Text(ack.to_string().into())).await.is_err() { return; }
                    }
                    Some(2) | Some(6) => {
                        let token = v["d"]["token"].as_str().unwrap_or("");
                        if token.trim_start_matches("Bot ") != TOKEN {
                            let _ = socket.send(WsMessage::Close(Some(axum::extract::ws::CloseFrame {
                                code: 4004, reason: "Authentication failed.".into(),
                            }))).await;
                            return;
                        }
                        shard = match v["d"]["shard"].as_array().map(Vec::as_slice) {
                            Some([id, total]) => [id.as_u64().unwrap_or(0), total.as_u64().unwrap_or(1).max(1)],
                            // A RESUME names no shard: the session id says which it had.
                            _ => v["d"]["session_id"]
                                .as_str()
                                .and_then(resumed_shard)
                                .unwrap_or([0, 1]),
                        };
                        {
                            let mut inner = state.inner.lock().unwrap();
                            inner.identifies += 1;
                            // A RESUME (op 6) names no shard: it goes on the one it had.
                            if v["op"].as_u64() == Some(2) {
                                inner.identify_shards.push(shard);
                            }
                        }
                        seq += 1;
                        let ws_url = state.ws_url.lock().unwrap().clone();
                        // Every server the fake knows, less those that removed the bot.
                        let guilds: Vec<Value> = {
                            let inner = state.inner.lock().unwrap();
                            let mut all: BTreeSet<String> = inner.channel_guilds.values().cloned().collect();
                            all.insert(GUILD_ID.to_string());
                            all.into_iter()
                                .filter(|g| !inner.removed_guilds.contains(g))
                                .map(|g| json!({"id": g, "unavailable": true}))
                                .collect()
                        };
                        let ready_event = json!({"op": 0, "t": "READY", "s": seq, "d": {
                            "v": 10,
                            "user": {"id": BOT_ID, "username": "longtable", "discriminator": "0",
                                     "avatar": null, "bot": true, "verified": true, "mfa_enabled": false},
                            "guilds": guilds,
                            "session_id": format!("session-{seq}-{}-{}", shard[0], shard[1]),
                            "resume_gateway_url": ws_url,
                            "shard": shard,
                            "application": {"id": APP_ID, "flags": 0},
                        }});
                        if socket.send(WsMessage::Text(ready_event.to_string().into())).await.is_err() { return; }
                        ready = true;
                        state.changed.notify_waiters();
                    }
                    _ => {}
                }
            }
            ev = events.recv() => {
                match ev {
                    Ok(GatewayCmd::Dispatch(d)) if ready && event_shard(&d, shard[1]) == shard[0] => {
                        if let Some(id) = d["id"].as_str() {
                            state.inner.lock().unwrap().deliveries.push((id.to_string(), shard));
                        }
                        seq += 1;
                        let frame = json!({"op": 0, "t": "INTERACTION_CREATE", "s": seq, "d": d});
                        if socket.send(WsMessage::Text(frame.to_string().into())).await.is_err() { return; }
                    }
                    Ok(GatewayCmd::Dispatch(_)) => {}
                    Ok(GatewayCmd::Event(name, d)) if ready => {
                        let guild = d["guild_id"].as_str().or(d["id"].as_str()).and_then(|g| g.parse::<u64>().ok());
                        let to = guild.map_or(0, |g| if name.starts_with("GUILD_") || d["guild_id"].is_string() { (g >> 22) % shard[1].max(1) } else { 0 });
                        if to == shard[0] {
                            seq += 1;
                            let frame = json!({"op": 0, "t": name, "s": seq, "d": d});
                            if socket.send(WsMessage::Text(frame.to_string().into())).await.is_err() { return; }
                        }
                    }
                    Ok(GatewayCmd::Event(..)) => {}
                    Ok(GatewayCmd::CloseAll) => {
                        let _ = socket.send(WsMessage::Close(None)).await;
                        return;
                    }
                    Ok(GatewayCmd::CloseWith(code)) => {
                        let frame = axum::extract::ws::CloseFrame { code, reason: "".into() };
                        let _ = socket.send(WsMessage::Close(Some(frame))).await;
                        return;
                    }
                    Err(broadcast::error::RecvError::Lagged(_)) => {}
                    Err(_) => return,
                }
            }
        }
    }
}

/// The shard Discord sends an event to: its server's,
/// `(guild_id >> 22) % total`; shard 0 for a DM (no server).
fn event_shard(event: &Value, total: u64) -> u64 {
    event["guild_id"]
        .as_str()
        .and_then(|g| g.parse::<u64>().ok())
        .map_or(0, |g| (g >> 22) % total.max(1))
}

/// The shard named in a session id the fake handed out
/// (`session-<seq>-<shard>-<total>`).
fn resumed_shard(session: &str) -> Option<[u64; 2]> {
    let mut parts = session.rsplitn(3, '-');
    let total = parts.next()?.parse().ok()?;
    let id = parts.next()?.parse().ok()?;
    Some([id, total])
}

/// Checks that bytes are a PNG that decodes, and returns its size.
pub fn png_size(bytes: &[u8]) -> (u32, u32) {
    let img = image::load_from_memory_with_format(bytes, image::ImageFormat::Png)
        .expect("attachment is a valid PNG");
    (img.width(), img.height())
}
