//! Interaction routing: slash commands, components and autocomplete go to
//! [`Host::handle`]; the notices that come back are delivered as the
//! interaction's response, follow-ups, channel posts, DMs and the table's
//! status message.
//!
//! Architecture Invariant: nothing here decides game or table matters;
//! the host does. This module only translates between Discord and the
//! host's `Command`/`Notice`.

use crate::discord::codec::{self, Component};
use crate::discord::commands;
use crate::discord::lifecycle::{self, Life, Refusal};
use crate::discord::render::{self, Rendered};
use crate::discord::rest::{self, retry};
use crate::discord::shards::ShardStatus;
use crate::discord::Settings;
use crate::engine::{Msg, Translate};
use crate::host::{Audience, Command, CommandKind, Delivery, Host, Notice, Position, User};
use crate::store::Claim;
use crate::store::Store;
use serenity::all::{
    AutocompleteChoice, ChannelId, CommandInteraction, ComponentInteraction,
    ComponentInteractionDataKind, Context, CreateAutocompleteResponse, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage,
    EditInteractionResponse, EditMessage, EventHandler, GuildId, Http, Interaction, InteractionId,
    Member, MessageId, Permissions, Ready, UserId,
};
use serenity::builder::Builder;
use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::sync::{Arc, Mutex};

/// How many locks the status messages share (see
/// [`HandlerState::status_lock`]): enough that tables rarely wait for one
/// another.
const STATUS_LOCKS: usize = 64;

/// How many recent interaction ids are remembered to drop redeliveries
/// before they reach the host (which also records them in SQLite).
const RECENT: usize = 4096;
/// Discord shows at most 25 autocomplete choices.
const MAX_CHOICES: usize = 25;

/// The serenity event handler: a cheap handle on its state, so the clock
/// scheduler's deliveries can share it.
#[derive(Clone)]
pub struct Handler(Arc<HandlerState>);

impl std::ops::Deref for Handler {
    type Target = HandlerState;
    fn deref(&self) -> &HandlerState {
        &self.0
    }
}

pub struct HandlerState {
    host: Host,
    store: Store,
    settings: Settings,
    recent: Mutex<(VecDeque<InteractionId>, BTreeSet<InteractionId>)>,
    dm_channels: Mutex<BTreeMap<UserId, ChannelId>>,
    /// Private views for a user's next command in a channel: those whose
    /// DM Discord refused (50007) before the host knew the user's DMs were
    /// closed, and those the host attached to an autocomplete request.
    undelivered: Mutex<BTreeMap<(ChannelId, String), Rendered>>,
    /// One status upsert at a time per channel, so two quick actions
    /// can't both post a first status message there
    /// ([`HandlerState::status_lock`]).
    status_locks: Vec<tokio::sync::Mutex<()>>,
    /// The clock scheduler runs once per process, from the first `ready`.
    scheduler: std::sync::atomic::AtomicBool,
    /// This process's shards (each `ready` is logged with its number).
    shards: ShardStatus,
    /// Archived threads, the bot's permissions per channel, channels
    /// whose server is stored (issue 30).
    life: Life,
}

/// What every interaction tells us about where it came from.
struct Ix {
    id: InteractionId,
    token: String,
    channel: ChannelId,
    guild: Option<GuildId>,
    user: UserId,
    name: String,
    /// The locale Discord sent with the interaction (the user's client).
    locale: String,
    /// The language the user reads (`Host::lang_for_user`): the front
    /// end's own words to them are in it. Set by [`Handler::reader`].
    reader: String,
    /// The server's preferred locale, when Discord gives one.
    guild_locale: Option<String>,
    /// Manage Channels (or Administrator): a table's creator's rights.
    admin: bool,
    /// Manage Server (or Administrator): a league's creator's rights.
    manage_server: bool,
    /// The interaction came from a DM (a click on the "your turn" DM):
    /// `channel` is then the table's channel, found from the custom_id.
    in_dm: bool,
}

impl Ix {
    fn new(
        id: InteractionId,
        token: &str,
        channel: ChannelId,
        guild: Option<GuildId>,
        user: &serenity::all::User,
        member: Option<&Member>,
        locale: &str,
    ) -> Ix {
        let perms = member.and_then(|m| m.permissions).unwrap_or_default();
        let name = member
            .and_then(|m| m.nick.clone())
            .or_else(|| user.global_name.clone())
            .unwrap_or_else(|| user.name.clone());
        Ix {
            id,
            token: token.to_string(),
            channel,
            guild,
            user: user.id,
            name,
            locale: locale.to_string(),
            reader: locale.to_string(),
            guild_locale: None,
            admin: perms.intersects(Permissions::MANAGE_CHANNELS | Permissions::ADMINISTRATOR),
            manage_server: perms.intersects(Permissions::MANAGE_GUILD | Permissions::ADMINISTRATOR),
            in_dm: false,
        }
    }

    fn command(&self, mut kind: CommandKind, idempotent: bool) -> Command {
        // A new table's language defaults to the server's preferred
        // locale when Discord gives one Longtable speaks (the host takes
        // the creator's otherwise): fill it in as the `lang` option.
        if let CommandKind::New { options, .. } = &mut kind {
            let lang = crate::host::language::LANG;
            let given = options
                .iter()
                .find(|(k, _)| k.eq_ignore_ascii_case(lang))
                .map(|(_, v)| v.trim().to_lowercase());
            if matches!(given.as_deref(), None | Some(crate::host::language::AUTO)) {
                let server = self
                    .guild_locale
                    .as_deref()
                    .and_then(|l| crate::host::language::parse(l).ok().flatten());
                if let Some(code) = server {
                    options.retain(|(k, _)| !k.eq_ignore_ascii_case(lang));
                    options.push((lang.to_string(), code.to_string()));
                }
            }
        }
        Command {
            channel: self.channel.to_string(),
            user: User {
                id: self.user.to_string(),
                name: self.name.clone(),
                locale: self.locale.clone(),
            },
            // A league is the server's: Manage Server administers it, as
            // Manage Channels does a table.
            admin: if matches!(kind, CommandKind::League(_)) {
                self.manage_server
            } else {
                self.admin
            },
            server_admin: self.manage_server,
            server: self.guild.map(|g| g.to_string()).unwrap_or_default(),
            interaction: idempotent.then(|| self.id.to_string()),
            kind,
        }
    }
}

/// How far the interaction's own answer has got.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Answer {
    None,
    Deferred { private: bool },
    Sent,
}

#[serenity::async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, ready: Ready) {
        tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected to the Discord gateway");
        let shard = ctx.shard_id.0;
        let running = self.shards.running();
        let total = running.map_or(1, |(_, t)| t);
        tracing::info!(
            shard,
            total,
            guilds = ready.guilds.len(),
            "shard {shard}/{total} ready"
        );
        // serenity marks a shard connected before it hands READY on, so
        // the report already counts this one. The operator starts the
        // next process sharing the bot after this line (README, "Shards
        // and processes").
        let report = self.shards.report().await;
        if report.all_connected() {
            if let Some((range, total)) = running {
                tracing::info!(
                    first = range.first,
                    last = range.last,
                    total,
                    "all shards of this process ready ({range} of {total})"
                );
            }
        }
        self.start_scheduler(ctx.http.clone());
        // A server that removed the bot while it was offline is missing
        // from READY: its tables close (only servers of this shard).
        let present: BTreeSet<GuildId> = ready.guilds.iter().map(|g| g.id).collect();
        self.close_missing_guilds(shard, total, &present).await;
        // Commands are the application's, not a shard's: register them
        // from this process's first shard only (each time it connects,
        // as a one-shard process always did).
        if running.is_none_or(|(range, _)| range.first == shard) {
            self.register_commands(&ctx).await;
        }
        // Bots whose turn it was when the process stopped move now. Waking
        // again on a reconnect changes nothing: only a bot to act moves.
        let notices = self.host.wake_bots().await;
        self.deliver_unprompted(&ctx.http, notices).await;
    }

    async fn channel_delete(
        &self,
        _ctx: Context,
        channel: serenity::all::GuildChannel,
        _messages: Option<Vec<serenity::all::Message>>,
    ) {
        tracing::info!(channel = %channel.id, "channel deleted");
        self.host
            .close_channel(&channel.id.to_string(), "channel")
            .await;
    }

    async fn thread_delete(
        &self,
        _ctx: Context,
        thread: serenity::all::PartialGuildChannel,
        _full: Option<serenity::all::GuildChannel>,
    ) {
        tracing::info!(thread = %thread.id, "thread deleted");
        self.life.set_archived(thread.id, false);
        self.host
            .close_channel(&thread.id.to_string(), "thread")
            .await;
    }

    async fn thread_update(
        &self,
        _ctx: Context,
        _old: Option<serenity::all::GuildChannel>,
        new: serenity::all::GuildChannel,
    ) {
        let Some(meta) = new.thread_metadata else {
            return;
        };
        self.life.set_archived(new.id, meta.archived);
        let ch = new.id.to_string();
        if meta.locked {
            // A locked thread refuses the bot: closed until unlocked.
            tracing::info!(thread = %new.id, "thread locked");
            self.host.close_channel(&ch, "locked").await;
        } else {
            let c = ch.clone();
            let why = self
                .store
                .run(move |db| {
                    let t = db.latest_table(&c).ok().flatten()?;
                    db.closed_why(t.id).ok().flatten()
                })
                .await;
            if why.as_deref() == Some("locked") {
                tracing::info!(thread = %new.id, "thread unlocked");
                self.host.reopen_channel(&ch).await;
            }
        }
    }

    async fn guild_delete(
        &self,
        _ctx: Context,
        incomplete: serenity::all::UnavailableGuild,
        _full: Option<serenity::all::Guild>,
    ) {
        if incomplete.unavailable {
            // An outage, not a removal: nothing closes.
            tracing::warn!(guild = %incomplete.id, "server unavailable (Discord outage)");
            return;
        }
        tracing::warn!(guild = %incomplete.id, "the bot was removed from a server");
        self.close_guild(incomplete.id).await;
    }

    async fn guild_create(&self, ctx: Context, guild: serenity::all::Guild, _is_new: Option<bool>) {
        self.resume_guild(&ctx.http, &guild).await;
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        match interaction {
            Interaction::Command(c) => self.on_command(&ctx, c).await,
            Interaction::Component(c) => self.on_component(&ctx, c).await,
            Interaction::Autocomplete(c) => self.on_autocomplete(&ctx, c).await,
            _ => {}
        }
    }
}

impl Handler {
    pub fn new(host: Host, settings: Settings, shards: ShardStatus) -> Handler {
        Handler(Arc::new(HandlerState {
            store: host.store().clone(),
            host,
            settings,
            recent: Mutex::new((VecDeque::new(), BTreeSet::new())),
            dm_channels: Mutex::new(BTreeMap::new()),
            undelivered: Mutex::new(BTreeMap::new()),
            status_locks: (0..STATUS_LOCKS)
                .map(|_| tokio::sync::Mutex::new(()))
                .collect(),
            scheduler: std::sync::atomic::AtomicBool::new(false),
            shards,
            life: Life::default(),
        }))
    }

    /// Registers the slash commands (in the dev guild, or globally).
    async fn register_commands(&self, ctx: &Context) {
        let defs = commands::definitions(self.host.i18n(), &self.host.registry().names());
        let n = defs.len();
        let result = match self.settings.dev_guild {
            Some(g) => {
                retry("register guild commands", || {
                    GuildId::new(g).set_commands(&ctx.http, defs.clone())
                })
                .await
            }
            None => {
                retry("register global commands", || {
                    serenity::all::Command::set_global_commands(&ctx.http, defs.clone())
                })
                .await
            }
        };
        match result {
            Ok(_) => {
                tracing::info!(commands = n, guild = ?self.settings.dev_guild, "slash commands registered")
            }
            Err(e) => tracing::error!(error = %e, "could not register the slash commands"),
        }
    }

    /// Starts the clock scheduler (once): reminders, deadline posts and
    /// timeouts that fall due go out as DMs, channel posts and status
    /// updates, with nobody's interaction to answer.
    fn start_scheduler(&self, http: Arc<Http>) {
        if self
            .scheduler
            .swap(true, std::sync::atomic::Ordering::SeqCst)
        {
            return;
        }
        let me = self.clone();
        let h = http.clone();
        self.host.spawn_scheduler(move |notices| {
            let (me, http) = (me.clone(), h.clone());
            Box::pin(async move { me.deliver_scheduled(&http, notices).await })
        });
        // The outbox: what the clock, the bots and a crashed run left to
        // tell, each marked delivered once Discord took it.
        let me = self.clone();
        self.host.spawn_outbox(move |n, nonce| {
            let (me, http) = (me.clone(), http.clone());
            async move { me.deliver_stored(&http, n, nonce).await }
        });
    }

    /// Delivers one notice from the outbox: a channel post, the status
    /// message or a DM, each message created with the row's `nonce` and
    /// `enforce_nonce`, so a re-send after a crash within Discord's few
    /// minutes is not shown twice. An ephemeral notice has nobody's
    /// interaction to answer and is dropped. A refusal that will not
    /// change (a 4xx: the channel is gone, the bot lost access) is done,
    /// and logged; anything else is tried again.
    async fn deliver_stored(&self, http: &Arc<Http>, n: Notice, nonce: String) -> Delivery {
        let lang = self.lang_of(&n);
        let r = render::notice(&n, &*lang, None);
        let nonce = Some(nonce.as_str());
        let result = match &n.to {
            Audience::Channel(ch) => match parse_channel(ch) {
                Some(channel) => self.table_post_nonce(http, channel, &n, &r, nonce).await,
                None => Ok(()),
            },
            Audience::Status(ch) => match parse_channel(ch) {
                Some(channel) => {
                    self.upsert_status(http, channel, ch, &r, n.data.shows)
                        .await
                }
                None => Ok(()),
            },
            Audience::Dm(u) => match self.dm_nonce(http, u, &r, nonce).await {
                Err(e) if rest::code(&e) == Some(rest::CANNOT_DM) => {
                    crate::metrics::dm_failed(rest::code(&e));
                    if n.data.keep_if_refused {
                        // They share no server with the bot any more (or
                        // closed their DMs): told at their next command.
                        tracing::info!(user = %u, "DM refused; the note waits for their next command");
                        self.host.keep_note(u, &n.text).await;
                    }
                    self.host.dm_failed(u).await;
                    // A player who left every server the bot shares with
                    // them can't be written to: found here, not only at
                    // their deadline.
                    if let Some(table) = &n.data.about {
                        self.check_members(http, table, std::slice::from_ref(u))
                            .await;
                    }
                    Ok(())
                }
                other => other,
            },
            Audience::Ephemeral(_) => Ok(()),
        };
        if result.is_ok() {
            // A deadline post names the players whose clock fell due: one
            // who left the server (10007) is absent from now on.
            if let Audience::Channel(ch) = &n.to {
                self.check_members(http, ch, &n.data.mentions).await;
            }
        }
        match result {
            Ok(()) => Delivery::Done,
            Err(e) => {
                if let Some(channel) = table_channel_of(&n) {
                    self.refused(http, channel, &e, None).await;
                }
                let lasting = rest::status(&e).is_some_and(|s| {
                    s.is_client_error() && s != serenity::all::StatusCode::TOO_MANY_REQUESTS
                });
                tracing::warn!(error = %e, to = ?n.to, lasting, "could not deliver a stored notice");
                if lasting {
                    Delivery::Done
                } else {
                    Delivery::Retry
                }
            }
        }
    }

    /// Delivers what the clock scheduler produced.
    async fn deliver_scheduled(&self, http: &Arc<Http>, notices: Vec<Notice>) {
        for n in &notices {
            let lang = self.lang_of(n);
            let r = render::notice(n, &*lang, None);
            let result = match &n.to {
                Audience::Channel(ch) => match parse_channel(ch) {
                    Some(channel) => self.table_post(http, channel, n, &r).await,
                    None => Ok(()),
                },
                Audience::Status(ch) => match parse_channel(ch) {
                    Some(channel) => {
                        self.upsert_status(http, channel, ch, &r, n.data.shows)
                            .await
                    }
                    None => Ok(()),
                },
                Audience::Dm(u) => match self.dm(http, u, &r).await {
                    Err(e) if rest::code(&e) == Some(rest::CANNOT_DM) => {
                        crate::metrics::dm_failed(rest::code(&e));
                        self.host.dm_failed(u).await;
                        Ok(())
                    }
                    other => other,
                },
                Audience::Ephemeral(_) => Ok(()),
            };
            if let Err(e) = result {
                tracing::warn!(error = %e, "could not deliver a clock notice");
                if let Some(channel) = table_channel_of(n) {
                    self.refused(http, channel, &e, None).await;
                }
            }
        }
    }

    fn tr(&self, locale: &str, id: &str) -> String {
        self.host.i18n().lang(locale).tr(&Msg::new(id))
    }

    /// The language a notice is written in (`Notice::lang`, set by the
    /// host): its buttons are labelled in it too.
    fn lang_of(&self, n: &Notice) -> Arc<crate::i18n::Lang> {
        self.host.i18n().lang(&n.lang)
    }

    /// Settles the language the interaction's user reads, for the front
    /// end's own words (their `/settings language`, else Discord's locale).
    async fn reader(&self, ix: &mut Ix) {
        ix.reader = self
            .host
            .lang_for_user(&ix.user.to_string(), &ix.locale)
            .await;
    }

    /// False when this interaction id was seen recently (a redelivered
    /// gateway event).
    fn first_sight(&self, id: InteractionId) -> bool {
        let mut recent = self.recent.lock().unwrap_or_else(|p| p.into_inner());
        if !recent.1.insert(id) {
            return false;
        }
        recent.0.push_back(id);
        if recent.0.len() > RECENT {
            if let Some(old) = recent.0.pop_front() {
                recent.1.remove(&old);
            }
        }
        true
    }

    async fn on_command(&self, ctx: &Context, c: CommandInteraction) {
        let mut ix = Ix::new(
            c.id,
            &c.token,
            c.channel_id,
            c.guild_id,
            &c.user,
            c.member.as_deref(),
            &c.locale,
        );
        ix.guild_locale = c.guild_locale.clone();
        self.reader(&mut ix).await;
        if let Some(p) = c.app_permissions {
            self.life.set_perms(c.channel_id, p);
        }
        tracing::debug!(interaction = %ix.id, command = %c.data.name, "slash command");
        if commands::is_check(&c.data) {
            // `/game check`: the bot's permissions here, from Discord's
            // own account of them in this interaction.
            self.remember_guild(&ix).await;
            let text =
                lifecycle::check_text(&self.host, &ix.reader, c.channel_id, c.app_permissions);
            self.answer_alone(ctx, &ix, text).await;
            return;
        }
        match commands::read(&c.data) {
            Some(kind) => self.run(ctx, ix, kind).await,
            None => {
                let text = self.tr(&ix.reader, "discord-unknown-command");
                self.answer_alone(ctx, &ix, text).await;
            }
        }
    }

    async fn on_component(&self, ctx: &Context, c: ComponentInteraction) {
        let mut ix = Ix::new(
            c.id,
            &c.token,
            c.channel_id,
            c.guild_id,
            &c.user,
            c.member.as_ref(),
            &c.locale,
        );
        ix.guild_locale = c.guild_locale.clone();
        self.reader(&mut ix).await;
        if let (Some(p), Some(_)) = (c.app_permissions, c.guild_id) {
            self.life.set_perms(c.channel_id, p);
        }
        tracing::debug!(interaction = %ix.id, custom_id = %c.data.custom_id, "component");
        let parsed = codec::parse(&c.data.custom_id);
        // A click in a DM (the "your turn" message): the id names the
        // table, whose channel the store knows. The command then goes to
        // that channel's table actor like a click in the channel, which
        // finds the clicker's seat by user id and checks the position, so
        // the same permission and staleness checks apply.
        if c.guild_id.is_none() {
            if let Some(at) = parsed.as_ref().and_then(Component::position) {
                let channel = self
                    .store
                    .run(move |db| db.table_channel(at.table_id))
                    .await
                    .ok()
                    .flatten()
                    .and_then(|ch| parse_channel(&ch));
                match channel {
                    Some(ch) => {
                        ix.channel = ch;
                        ix.in_dm = true;
                    }
                    None => {
                        let text = self.tr(&ix.reader, "discord-unknown-component");
                        self.answer_alone(ctx, &ix, text).await;
                        return;
                    }
                }
            }
        }
        let kind = match parsed {
            Some(Component::Play { at, action }) => Some(CommandKind::Play {
                action,
                at: Some(at),
            }),
            Some(Component::Undo { .. }) => Some(CommandKind::Undo),
            Some(Component::Confirm { what, table_id }) => Some(CommandKind::Confirm {
                what,
                table: Some(table_id),
            }),
            Some(Component::Choices { .. }) => Some(CommandKind::Actions),
            Some(Component::RulesPage {
                title,
                lang,
                page,
                id,
            }) => Some(CommandKind::RulesPage {
                title,
                lang,
                id,
                page,
            }),
            Some(Component::Select { at, .. }) => match &c.data.kind {
                ComponentInteractionDataKind::StringSelect { values } => values
                    .first()
                    .and_then(|v| codec::parse_value(v))
                    .map(|action| CommandKind::Play {
                        action,
                        at: Some(at),
                    }),
                _ => None,
            },
            None => None,
        };
        match kind {
            Some(kind) => self.run(ctx, ix, kind).await,
            None => {
                let text = self.tr(&ix.reader, "discord-unknown-component");
                self.answer_alone(ctx, &ix, text).await;
            }
        }
    }

    async fn on_autocomplete(&self, ctx: &Context, c: CommandInteraction) {
        let typed = c
            .data
            .autocomplete()
            .map(|o| o.value.to_string())
            .unwrap_or_default();
        if c.data.name == "game" {
            // `/game new options:`: the chosen title's options and values.
            let title = new_title(&c.data.options());
            let mut specs = title
                .and_then(|t| self.host.registry().get(&t))
                .map(|t| t.options())
                .unwrap_or_default();
            specs.extend(crate::host::options::specs());
            let choices: Vec<AutocompleteChoice> =
                crate::discord::commands::option_suggestions(&specs, &typed)
                    .into_iter()
                    .map(|s| AutocompleteChoice::new(s.clone(), s))
                    .collect();
            let response = CreateInteractionResponse::Autocomplete(
                CreateAutocompleteResponse::new().set_choices(choices),
            );
            if let Err(e) = response.execute(&ctx.http, (c.id, &c.token)).await {
                tracing::warn!(error = %e, "autocomplete answer failed");
            }
            return;
        }
        if c.data.name == "card" {
            // `/card`: item names in the asker's language (English where an
            // item has no other), from every title or the one chosen.
            let title = c
                .data
                .options()
                .iter()
                .find(|o| o.name == "title")
                .and_then(|o| match &o.value {
                    serenity::all::ResolvedValue::String(s) => Some(s.to_string()),
                    _ => None,
                });
            let titles: Vec<&str> = title.as_deref().into_iter().collect();
            let reader = self
                .host
                .lang_for_user(&c.user.id.to_string(), &c.locale)
                .await;
            let lang = crate::lookup::lang_of(&reader);
            let names = crate::lookup::cards::shared()
                .map(|all| crate::lookup::cards::complete(all, &typed, lang, &titles))
                .unwrap_or_default();
            let choices: Vec<AutocompleteChoice> = names
                .into_iter()
                .map(|n| AutocompleteChoice::new(n.clone(), n))
                .collect();
            let response = CreateInteractionResponse::Autocomplete(
                CreateAutocompleteResponse::new().set_choices(choices),
            );
            if let Err(e) = response.execute(&ctx.http, (c.id, &c.token)).await {
                tracing::warn!(error = %e, "autocomplete answer failed");
            }
            return;
        }
        let mut ix = Ix::new(
            c.id,
            &c.token,
            c.channel_id,
            c.guild_id,
            &c.user,
            c.member.as_deref(),
            &c.locale,
        );
        self.reader(&mut ix).await;
        let notices = self
            .host
            .handle(ix.command(CommandKind::Actions, false))
            .await;
        let actions = notices
            .iter()
            .find_map(|n| n.data.actions.clone())
            .unwrap_or_default();
        // The moves as the sender reads them (their language), beside the
        // canonical notation each choice sends.
        let labels: Vec<String> = notices
            .iter()
            .find_map(|n| n.data.prompt.as_ref())
            .and_then(|p| p.seats.first())
            .map(|s| s.choices.iter().map(|c| c.label.clone()).collect())
            .unwrap_or_default();
        // The host hands a waiting private view (DMs closed) to the user's
        // next command; an autocomplete can't show it, so keep it for the
        // command that follows.
        let sender = ix.user.to_string();
        if let Some(view) = notices.iter().find(|n| {
            !n.reply
                && matches!(&n.to, Audience::Ephemeral(u) if *u == sender)
                && !n.images.is_empty()
        }) {
            let lang = self.lang_of(view);
            self.undelivered
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .insert((ix.channel, sender), render::notice(view, &*lang, None));
        }
        let choices = choices(&actions, &labels, &typed);
        let response = CreateInteractionResponse::Autocomplete(
            CreateAutocompleteResponse::new().set_choices(choices),
        );
        if let Err(e) = retry("autocomplete", || {
            response.clone().execute(&ctx.http, (ix.id, &ix.token))
        })
        .await
        {
            tracing::warn!(error = %e, "autocomplete answer failed");
        }
    }

    /// Hands a command to the host, deferring the interaction if the host
    /// takes longer than `settings.defer_after`, and delivers the notices.
    async fn run(&self, ctx: &Context, ix: Ix, kind: CommandKind) {
        if !self.first_sight(ix.id) {
            tracing::info!(interaction = %ix.id, "duplicate interaction ignored");
            return;
        }
        let private = commands::private_answer(&kind);
        let defer_after = if commands::defer_at_once(&kind) {
            std::time::Duration::ZERO
        } else {
            self.settings.defer_after
        };
        let is_play = matches!(kind, CommandKind::Play { .. });
        let started = std::time::Instant::now();
        self.remember_guild(&ix).await;
        let host = self.host.clone();
        let cmd = ix.command(kind, true);
        let mut task = tokio::spawn(async move { host.handle_drawing_later(cmd).await });
        let mut answer = Answer::None;
        let result = tokio::select! {
            r = &mut task => r,
            _ = tokio::time::sleep(defer_after) => {
                let defer = CreateInteractionResponse::Defer(
                    CreateInteractionResponseMessage::new().ephemeral(private),
                );
                match retry("defer", || defer.clone().execute(&ctx.http, (ix.id, &ix.token))).await {
                    Ok(()) => answer = Answer::Deferred { private },
                    Err(e) => tracing::warn!(error = %e, "could not defer the interaction"),
                }
                task.await
            }
        };
        match result {
            Ok(notices) if notices.is_empty() => {
                // The host had nothing to say; close a deferral politely.
                if answer != Answer::None {
                    let done = self.tr(&ix.reader, "discord-done");
                    self.reply(ctx, &ix, &mut answer, true, render::text(done))
                        .await;
                }
            }
            Ok(notices) => {
                let plans: Vec<crate::host::RoundPlan> = notices
                    .iter()
                    .filter_map(|n| n.data.round.clone())
                    .collect();
                let mut notices = notices;
                // What no DM could tell the sender (a closed table's news
                // when they shared no server with the bot): now.
                for text in self.host.take_notes(&ix.user.to_string()).await {
                    notices.push(crate::host::Notice {
                        to: Audience::Ephemeral(ix.user.to_string()),
                        lang: ix.reader.clone(),
                        reply: false,
                        text,
                        images: Vec::new(),
                        later: None,
                        data: Default::default(),
                    });
                }
                self.deliver(ctx, &ix, notices, answer).await;
                if is_play {
                    crate::metrics::play(started.elapsed());
                }
                for plan in plans {
                    self.open_round(ctx, &ix, &plan).await;
                }
            }
            Err(e) => {
                tracing::error!(error = %e, "the host failed on a command");
                let text = self.tr(&ix.reader, "discord-internal-error");
                self.reply(ctx, &ix, &mut answer, true, render::text(text))
                    .await;
            }
        }
        // The news that followed the command (bots' and forced moves),
        // stored in the outbox, now that its answer is out.
        let channel = ix.channel.to_string();
        self.host
            .deliver_outbox(Claim::Mine(Some(&channel)), |n, nonce| {
                self.deliver_stored(&ctx.http, n, nonce)
            })
            .await;
    }

    /// `/league round`: a public thread under the command's channel for
    /// each group, where the host opens, fills and starts its table and
    /// pings its players.
    async fn open_round(&self, ctx: &Context, ix: &Ix, plan: &crate::host::RoundPlan) {
        use serenity::all::{ChannelType, CreateThread};
        for k in 0..plan.groups.len() {
            // A group whose table started before a crash cut the round
            // short gets no second thread.
            if plan.done.get(k).copied().unwrap_or(false) {
                continue;
            }
            // A group whose lobby a crash left in its thread is finished
            // there: no second thread.
            let channel = match plan.lobbies.get(k).cloned().flatten() {
                Some(channel) => channel,
                None => {
                    let name = plan.channel_name(k);
                    let made = retry("create a league thread", || {
                        ix.channel.create_thread(
                            &ctx.http,
                            CreateThread::new(name.clone())
                                .kind(ChannelType::PublicThread)
                                // A move a day keeps a league game near the
                                // edge: the longest Discord allows.
                                .auto_archive_duration(serenity::all::AutoArchiveDuration::OneWeek),
                        )
                    })
                    .await;
                    let thread = match made {
                        Ok(t) => t,
                        Err(e) => {
                            tracing::error!(error = %e, "could not create a league round thread");
                            continue;
                        }
                    };
                    if let Some(g) = ix.guild {
                        let (t, g) = (thread.id.to_string(), g.to_string());
                        let _ = self
                            .store
                            .run(move |db| db.remember_channel_guild(&t, &g))
                            .await;
                    }
                    thread.id.to_string()
                }
            };
            let template = ix.command(CommandKind::Status, false);
            let notices = self
                .host
                .open_round_table(&template, plan, k, &channel)
                .await;
            self.deliver_unprompted(&ctx.http, notices).await;
            // The bots' first moves there, from the outbox.
            self.host
                .deliver_outbox(Claim::Mine(Some(&channel)), |n, nonce| {
                    self.deliver_stored(&ctx.http, n, nonce)
                })
                .await;
        }
    }

    /// Notices that answer no interaction (the bots woken at start-up):
    /// channel posts, status messages and DMs; nobody waits for an
    /// ephemeral answer, so those are dropped.
    async fn deliver_unprompted(&self, http: &Arc<Http>, notices: Vec<Notice>) {
        for n in &notices {
            let lang = self.lang_of(n);
            let r = render::notice(n, &*lang, None);
            let result = match &n.to {
                Audience::Channel(ch) => match parse_channel(ch) {
                    Some(channel) => self.table_post(http, channel, n, &r).await,
                    None => Ok(()),
                },
                Audience::Status(ch) => match parse_channel(ch) {
                    Some(channel) => {
                        self.upsert_status(http, channel, ch, &r, n.data.shows)
                            .await
                    }
                    None => Ok(()),
                },
                Audience::Dm(u) => self.dm(http, u, &r).await,
                Audience::Ephemeral(_) => Ok(()),
            };
            if let Err(e) = result {
                tracing::warn!(error = %e, to = ?n.to, "could not deliver a woken bot's notice");
                if let Some(channel) = table_channel_of(n) {
                    self.refused(http, channel, &e, None).await;
                }
            }
        }
    }

    /// An ephemeral answer from the front end itself.
    async fn answer_alone(&self, ctx: &Context, ix: &Ix, text: String) {
        let mut answer = Answer::None;
        self.reply(ctx, ix, &mut answer, true, render::text(text))
            .await;
    }

    async fn deliver(&self, ctx: &Context, ix: &Ix, notices: Vec<Notice>, mut answer: Answer) {
        let sender = ix.user.to_string();
        // The answers to the sender first: Discord wants a response
        // within 3 seconds, the rest may take longer.
        // The table's language, for the front end's own words to the
        // channel: that of the command's channel post or status message.
        let table = notices
            .iter()
            .find(|n| matches!(n.to, Audience::Channel(_) | Audience::Status(_)))
            .map(|n| n.lang.clone())
            .unwrap_or_else(|| ix.reader.clone());
        let (mut replies, mut others): (Vec<Notice>, Vec<Notice>) =
            notices.into_iter().partition(|n| n.reply);
        // The channel a reply went to on its own (an edited post, a click
        // in a DM): the private answer points there.
        let mut played_in: Option<String> = None;
        // Each notice's pictures are drawn as it goes out (the host leaves
        // private views undrawn: `Host::handle_drawing_later`), so the
        // answer doesn't wait for other players' views.
        for n in &mut replies {
            n.draw_pictures().await;
            let n = &*n;
            match &n.to {
                // The channel post answers the interaction, unless it edits
                // an earlier post or the click came from a DM: then it goes
                // to the channel on its own (`deliver_other`) and the
                // interaction gets a short private answer.
                Audience::Channel(ch)
                    if *ch == ix.channel.to_string() && n.data.edit.is_none() && !ix.in_dm =>
                {
                    let r = render::notice(n, &*self.lang_of(n), None);
                    self.reply(ctx, ix, &mut answer, false, r).await;
                    if let (Some(key), Answer::Sent) = (n.data.post, answer) {
                        // Remember the post, so the next action of the same
                        // run can edit it.
                        match ctx.http.get_original_interaction_response(&ix.token).await {
                            Ok(m) => {
                                let (c, id) = (ix.channel.to_string(), m.id.to_string());
                                let _ = self
                                    .store
                                    .run(move |db| {
                                        db.set_discord_post_message(key.table_id, key.seq, &c, &id)
                                    })
                                    .await;
                            }
                            Err(e) => {
                                tracing::debug!(error = %e, "could not read the posted answer")
                            }
                        }
                    }
                }
                Audience::Ephemeral(u) if *u == sender => {
                    let r = render::notice(n, &*self.lang_of(n), None);
                    self.reply(ctx, ix, &mut answer, true, r).await;
                }
                Audience::Channel(ch) => {
                    played_in = Some(ch.clone());
                    self.deliver_other(ctx, ix, n, &table, &mut answer).await
                }
                _ => self.deliver_other(ctx, ix, n, &table, &mut answer).await,
            }
        }
        for n in &mut others {
            n.draw_pictures().await;
            self.deliver_other(ctx, ix, n, &table, &mut answer).await;
        }
        let key = (ix.channel, sender.clone());
        let waiting = self
            .undelivered
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .remove(&key);
        let got_view = replies.iter().chain(&others).any(|n| {
            matches!(&n.to, Audience::Ephemeral(u) if *u == sender) && !n.images.is_empty()
        });
        if let Some(r) = waiting.filter(|_| !got_view) {
            self.reply(ctx, ix, &mut answer, true, r).await;
        }
        if answer != Answer::Sent {
            let text = match played_in {
                Some(ch) => self.host.i18n().lang(&ix.reader).tr(&crate::msg!(
                    "discord-done-see-post",
                    channel = format!("<#{ch}>")
                )),
                None => self.tr(&ix.reader, "discord-done"),
            };
            self.reply(ctx, ix, &mut answer, true, render::text(text))
                .await;
        }
    }

    async fn deliver_other(
        &self,
        ctx: &Context,
        ix: &Ix,
        n: &Notice,
        table: &str,
        answer: &mut Answer,
    ) {
        let sender = ix.user.to_string();
        let lang = self.lang_of(n);
        match &n.to {
            Audience::Channel(ch) => {
                let Some(channel) = parse_channel(ch) else {
                    return;
                };
                let r = render::notice(n, &*lang, None);
                if let Err(e) = self.table_post(&ctx.http, channel, n, &r).await {
                    tracing::warn!(error = %e, %channel, "channel post failed");
                    let text = self
                        .refused(&ctx.http, channel, &e, Some(ix))
                        .await
                        .unwrap_or_else(|| self.tr(&ix.reader, "discord-post-failed"));
                    self.reply(ctx, ix, answer, true, render::text(text)).await;
                }
            }
            Audience::Ephemeral(u) => {
                if *u == sender {
                    let r = render::notice(n, &*lang, None);
                    self.reply(ctx, ix, answer, true, r).await;
                } else {
                    tracing::debug!(user = %u, "ephemeral notice for another user dropped");
                }
            }
            Audience::Dm(u) => {
                let link = match ix.guild {
                    Some(g) => format!("https://discord.com/channels/{g}/{}", ix.channel),
                    None => format!("<#{}>", ix.channel),
                };
                let extra = lang.tr(&Msg::new("discord-dm-link").arg("link", link));
                let r = render::notice(n, &*lang, Some(extra));
                match self.dm(&ctx.http, u, &r).await {
                    Ok(()) => {}
                    Err(e) if rest::code(&e) == Some(rest::CANNOT_DM) => {
                        crate::metrics::dm_failed(rest::code(&e));
                        tracing::info!(user = %u, "DMs closed; private views go to ephemeral replies");
                        self.host.dm_failed(u).await;
                        // Closed DMs, or a player who left the server.
                        self.check_members(
                            &ctx.http,
                            &ix.channel.to_string(),
                            std::slice::from_ref(u),
                        )
                        .await;
                        let mut r = render::notice(n, &*lang, None);
                        // In the DM's reader's language, like the view.
                        r.content = format!("{}\n{}", lang.t("discord-dm-failed"), r.content);
                        if *u == sender {
                            self.reply(ctx, ix, answer, true, r).await;
                        } else {
                            self.undelivered
                                .lock()
                                .unwrap_or_else(|p| p.into_inner())
                                .insert((ix.channel, u.clone()), r);
                            // Tell them in the channel, once: from now on
                            // the host mentions them in its posts.
                            let mention = render::Rendered {
                                content: format!("<@{u}> {}", self.tr(table, "discord-dm-closed")),
                                mentions: u.parse().ok().map(UserId::new).into_iter().collect(),
                                ..Default::default()
                            };
                            if let Err(e) = self.post(&ctx.http, ix.channel, &mention).await {
                                tracing::warn!(error = %e, "could not mention a user whose DMs are closed");
                            }
                        }
                    }
                    Err(e) => {
                        crate::metrics::dm_failed(rest::code(&e));
                        tracing::warn!(error = %e, user = %u, "DM failed")
                    }
                }
            }
            Audience::Status(ch) => {
                let Some(channel) = parse_channel(ch) else {
                    return;
                };
                let r = render::notice(n, &*lang, None);
                if let Err(e) = self
                    .upsert_status(&ctx.http, channel, ch, &r, n.data.shows)
                    .await
                {
                    tracing::warn!(error = %e, %channel, "status message update failed");
                    let text = self
                        .refused(&ctx.http, channel, &e, Some(ix))
                        .await
                        .unwrap_or_else(|| self.tr(&ix.reader, "discord-post-failed"));
                    self.reply(ctx, ix, answer, true, render::text(text)).await;
                }
            }
        }
    }

    /// Sends `r` as the interaction's answer, or as a follow-up once the
    /// answer is out.
    async fn reply(
        &self,
        ctx: &Context,
        ix: &Ix,
        answer: &mut Answer,
        private: bool,
        mut r: Rendered,
    ) {
        let http = &ctx.http;
        // The pictures move into the request (a Nations board is about
        // 270 KB of PNG): each attempt clones the request, not `r` too.
        let files = std::mem::take(&mut r.files);
        let result = match *answer {
            Answer::None => {
                let msg = CreateInteractionResponseMessage::new()
                    .content(r.content.clone())
                    .files(files)
                    .embeds(r.embeds.clone())
                    .components(r.components.clone())
                    .allowed_mentions(r.allowed_mentions())
                    .ephemeral(private);
                let resp = CreateInteractionResponse::Message(msg);
                retry("interaction response", || {
                    resp.clone().execute(http, (ix.id, &ix.token))
                })
                .await
            }
            Answer::Deferred { private: was } if was == private => {
                let mut edit = EditInteractionResponse::new()
                    .content(r.content.clone())
                    .components(r.components.clone())
                    .allowed_mentions(r.allowed_mentions());
                for f in files {
                    edit = edit.new_attachment(f);
                }
                if !r.embeds.is_empty() {
                    edit = edit.embeds(r.embeds.clone());
                }
                retry("edit deferred response", || {
                    edit.clone().execute(http, &ix.token)
                })
                .await
                .map(|_| ())
            }
            Answer::Deferred { .. } | Answer::Sent => {
                if matches!(*answer, Answer::Deferred { .. }) {
                    // The deferral's visibility does not match: drop the
                    // placeholder and answer with a follow-up instead.
                    if let Err(e) = http.delete_original_interaction_response(&ix.token).await {
                        tracing::debug!(error = %e, "could not delete the deferral placeholder");
                    }
                }
                let f = CreateInteractionResponseFollowup::new()
                    .content(r.content.clone())
                    .files(files)
                    .embeds(r.embeds.clone())
                    .components(r.components.clone())
                    .allowed_mentions(r.allowed_mentions())
                    .ephemeral(private);
                retry("follow-up", || f.clone().execute(http, (None, &ix.token)))
                    .await
                    .map(|_| ())
            }
        };
        match result {
            Ok(()) => {
                *answer = Answer::Sent;
                for chunk in &r.more {
                    let f = CreateInteractionResponseFollowup::new()
                        .content(chunk.clone())
                        .allowed_mentions(r.allowed_mentions())
                        .ephemeral(private);
                    if let Err(e) =
                        retry("follow-up", || f.clone().execute(http, (None, &ix.token))).await
                    {
                        tracing::warn!(error = %e, "could not send the rest of a long answer");
                    }
                }
            }
            Err(e) => {
                tracing::warn!(error = %e, interaction = %ix.id, "could not answer the interaction");
                if !private && *answer == Answer::None {
                    // The answer was a channel post: post it plainly so the
                    // table still sees it, and tell the sender.
                    if self.post(http, ix.channel, &r).await.is_ok() {
                        *answer = Answer::Sent;
                    }
                }
            }
        }
    }

    async fn post(
        &self,
        http: &Arc<Http>,
        channel: ChannelId,
        r: &Rendered,
    ) -> serenity::Result<MessageId> {
        self.post_nonce(http, channel, r, None).await
    }

    /// A post; with a `nonce` (an outbox row's), each of its messages
    /// carries it (the k-th part `nonce.k`) with `enforce_nonce`, so
    /// Discord answers a repeat with the message it made the first time.
    async fn post_nonce(
        &self,
        http: &Arc<Http>,
        channel: ChannelId,
        r: &Rendered,
        nonce: Option<&str>,
    ) -> serenity::Result<MessageId> {
        let with_nonce = |msg: CreateMessage, k: usize| match nonce {
            Some(n) => msg
                .nonce(serenity::all::Nonce::String(format!("{n}.{k}")))
                .enforce_nonce(true),
            None => msg,
        };
        let msg = with_nonce(
            CreateMessage::new()
                .content(r.content.clone())
                .files(r.files.clone())
                .embeds(r.embeds.clone())
                .components(r.components.clone())
                .allowed_mentions(r.allowed_mentions()),
            0,
        );
        let id = retry("channel post", || channel.send_message(http, msg.clone()))
            .await?
            .id;
        for (k, chunk) in r.more.iter().enumerate() {
            let msg = with_nonce(
                CreateMessage::new()
                    .content(chunk.clone())
                    .allowed_mentions(r.allowed_mentions()),
                k + 1,
            );
            retry("channel post", || channel.send_message(http, msg.clone())).await?;
        }
        Ok(id)
    }

    async fn dm(&self, http: &Arc<Http>, user: &str, r: &Rendered) -> serenity::Result<()> {
        self.dm_nonce(http, user, r, None).await
    }

    async fn dm_nonce(
        &self,
        http: &Arc<Http>,
        user: &str,
        r: &Rendered,
        nonce: Option<&str>,
    ) -> serenity::Result<()> {
        let Some(user) = user
            .parse::<u64>()
            .ok()
            .filter(|&u| u != 0)
            .map(UserId::new)
        else {
            return Ok(());
        };
        let cached = self
            .dm_channels
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get(&user)
            .copied();
        let channel = match cached {
            Some(c) => c,
            None => {
                let c = retry("open DM", || user.create_dm_channel(http)).await?.id;
                self.dm_channels
                    .lock()
                    .unwrap_or_else(|p| p.into_inner())
                    .insert(user, c);
                c
            }
        };
        self.post_nonce(http, channel, r, nonce).await.map(|_| ())
    }

    /// A channel post: edits the post it replaces (`Notice.data.edit`) when
    /// that message is known and still there, else posts anew; a post with
    /// a key is remembered in the store so the next action of the same run
    /// can edit it, after a restart too.
    async fn table_post(
        &self,
        http: &Arc<Http>,
        channel: ChannelId,
        n: &Notice,
        r: &Rendered,
    ) -> serenity::Result<()> {
        self.table_post_nonce(http, channel, n, r, None).await
    }

    async fn table_post_nonce(
        &self,
        http: &Arc<Http>,
        channel: ChannelId,
        n: &Notice,
        r: &Rendered,
        nonce: Option<&str>,
    ) -> serenity::Result<()> {
        if let Some(edit) = n.data.edit {
            let existing = self
                .store
                .run(move |db| db.discord_post_message(edit.table_id, edit.seq))
                .await
                .ok()
                .flatten()
                .and_then(|m| m.parse::<u64>().ok())
                .filter(|&m| m != 0);
            if let Some(id) = existing {
                let mut msg = EditMessage::new()
                    .content(r.content.clone())
                    .components(r.components.clone())
                    .allowed_mentions(r.allowed_mentions());
                // A new board replaces the old one; without one the
                // message keeps its picture.
                for f in &r.files {
                    msg = msg.new_attachment(f.clone());
                }
                // A new board's panels replace the old ones.
                if !r.files.is_empty() {
                    msg = msg.embeds(r.embeds.clone());
                }
                match self
                    .edit_in(http, channel, MessageId::new(id), msg, "edit channel post")
                    .await
                {
                    Ok(_) => return Ok(()),
                    Err(e) if rest::code(&e) == Some(rest::UNKNOWN_MESSAGE) => {
                        tracing::info!(%channel, "the post to edit was deleted; posting anew");
                    }
                    Err(e) => return Err(e),
                }
            }
        }
        let id = self.post_nonce(http, channel, r, nonce).await?;
        if let Some(key) = n.data.post {
            let (ch, m) = (channel.to_string(), id.to_string());
            if let Err(e) = self
                .store
                .run(move |db| db.set_discord_post_message(key.table_id, key.seq, &ch, &m))
                .await
            {
                tracing::warn!(error = %e, "could not store the post's message id");
            }
        }
        Ok(())
    }

    /// Edits the table's status message in place, or posts (and pins) it
    /// the first time or when someone deleted it. `shows` is the table
    /// state the text shows: when the table has moved past it (another
    /// process acted on it since), that process's newer status is the one
    /// to show, and this edit is skipped.
    async fn upsert_status(
        &self,
        http: &Arc<Http>,
        channel: ChannelId,
        channel_key: &str,
        r: &Rendered,
        shows: Option<Position>,
    ) -> serenity::Result<()> {
        let _one_at_a_time = self.status_lock(channel).lock().await;
        let key = channel_key.to_string();
        let shared = self.store.backend() == crate::store::Backend::Postgres;
        // On PostgreSQL the message id is read below, under the lock.
        let (table, existing) = self
            .store
            .run(move |db| {
                let table = db.latest_table(&key).ok().flatten().map(|t| t.id);
                let msg = table
                    .filter(|_| !shared)
                    .and_then(|t| db.discord_status_message(t).ok().flatten());
                (table, msg)
            })
            .await;
        // Processes sharing a PostgreSQL database take turns on a table's
        // status message (an advisory lock), so two never both post a
        // first one and an edit is checked against the table as it is
        // while no other process can edit; after a few seconds one goes
        // ahead regardless.
        let _across = match table {
            Some(t) if shared => Some(self.cross_process_status_lock(t).await),
            _ => None,
        };
        let (existing, last_seq) = match table {
            Some(t) if shared => {
                self.store
                    .run(move |db| {
                        let msg = db.discord_status_message(t).ok().flatten();
                        (msg, db.last_seq(t).ok())
                    })
                    .await
            }
            _ => (existing, None),
        };
        if let (Some(s), Some(t), Some(last)) = (shows, table, last_seq) {
            if s.table_id == t && s.seq < last {
                tracing::debug!(%channel, shows = s.seq, last, "status overtaken; not edited");
                return Ok(());
            }
        }
        if let Some(id) = existing
            .and_then(|m| m.parse::<u64>().ok())
            .filter(|&m| m != 0)
        {
            let edit = EditMessage::new()
                .content(r.content.clone())
                .allowed_mentions(r.allowed_mentions());
            match self
                .edit_in(
                    http,
                    channel,
                    MessageId::new(id),
                    edit,
                    "edit status message",
                )
                .await
            {
                Ok(_) => return Ok(()),
                Err(e) if rest::code(&e) == Some(rest::UNKNOWN_MESSAGE) => {
                    tracing::info!(%channel, "status message was deleted; posting a new one");
                }
                Err(e) => return Err(e),
            }
        }
        let plain = Rendered {
            components: vec![],
            more: vec![],
            ..r.clone()
        };
        let id = self.post(http, channel, &plain).await?;
        if let Err(e) = self.pin_in(http, channel, id).await {
            tracing::info!(error = %e, %channel, "could not pin the status message (missing Manage Messages?)");
            if rest::code(&e) == Some(rest::MISSING_PERMISSIONS) {
                self.refused(http, channel, &e, None).await;
            }
        }
        if let Some(t) = table {
            let (ch, m) = (channel.to_string(), id.to_string());
            if let Err(e) = self
                .store
                .run(move |db| db.set_discord_status_message(t, &ch, &m))
                .await
            {
                tracing::warn!(error = %e, "could not store the status message id");
            }
        }
        Ok(())
    }
}

impl Handler {
    /// Stores the server of the interaction's channel the first time this
    /// process sees it (so a server that removes the bot closes its
    /// tables).
    async fn remember_guild(&self, ix: &Ix) {
        let Some(g) = ix.guild else { return };
        if ix.in_dm || !self.life.first_time(ix.channel) {
            return;
        }
        let (c, g) = (ix.channel.to_string(), g.to_string());
        if let Err(e) = self
            .store
            .run(move |db| db.remember_channel_guild(&c, &g))
            .await
        {
            tracing::warn!(error = %e, "could not store a channel's server");
        }
    }

    /// What a refused REST call in `channel` means (issue 30): 10003
    /// closes its table; 50001/50013 name the missing permissions to the
    /// actor (the returned text, in their language) and, by DM, to the
    /// table's creator; 160005 (a locked thread) closes it too.
    async fn refused(
        &self,
        http: &Arc<Http>,
        channel: ChannelId,
        e: &serenity::Error,
        ix: Option<&Ix>,
    ) -> Option<String> {
        if rest::code(e) == Some(THREAD_LOCKED) {
            self.host
                .close_channel(&channel.to_string(), "locked")
                .await;
            return ix.map(|ix| self.tr(&ix.reader, "lifecycle-channel-gone"));
        }
        match lifecycle::refusal(e, self.life.perms(channel)) {
            Refusal::Gone => {
                tracing::warn!(%channel, "Discord says the channel is gone (10003); closing its table");
                self.host
                    .close_channel(&channel.to_string(), "channel")
                    .await;
                ix.map(|ix| self.tr(&ix.reader, "lifecycle-channel-gone"))
            }
            Refusal::Permissions(ids) => {
                tracing::warn!(%channel, code = ?rest::code(e), missing = ?ids, "missing permissions");
                self.tell_creator_missing(http, channel, &ids, ix.map(|i| i.user))
                    .await;
                ix.map(|ix| lifecycle::missing_text(&self.host, &ix.reader, channel, &ids))
            }
            Refusal::Other => None,
        }
    }

    /// Tells the creator of `channel`'s table, by DM in their language,
    /// which permissions the bot lacks there (at most once an hour per
    /// channel; not when they are the one just told).
    async fn tell_creator_missing(
        &self,
        http: &Arc<Http>,
        channel: ChannelId,
        ids: &[&str],
        actor: Option<UserId>,
    ) {
        let key = channel.to_string();
        let creator = self
            .store
            .run(move |db| db.latest_table(&key).ok().flatten().map(|t| t.creator))
            .await;
        let Some(creator) = creator else { return };
        if actor.is_some_and(|a| a.to_string() == creator) || !self.life.tell_creator(channel) {
            return;
        }
        let lang = self.host.lang_for_user(&creator, "en").await;
        let text = lifecycle::missing_text(&self.host, &lang, channel, ids);
        match self.dm(http, &creator, &render::text(text.clone())).await {
            Ok(()) => {}
            Err(e) => {
                crate::metrics::dm_failed(rest::code(&e));
                tracing::info!(error = %e, user = %creator, "could not tell a table's creator of missing permissions; kept for their next command");
                self.host.keep_note(&creator, &text).await;
            }
        }
    }

    /// Edits a message, unarchiving its thread first when it is known
    /// archived, or when Discord says so (50083).
    async fn edit_in(
        &self,
        http: &Arc<Http>,
        channel: ChannelId,
        id: MessageId,
        edit: EditMessage,
        what: &'static str,
    ) -> serenity::Result<serenity::all::Message> {
        if self.life.is_archived(channel) {
            let _ = self.unarchive_or_close(http, channel).await;
        }
        let once = || retry(what, || channel.edit_message(http, id, edit.clone()));
        match once().await {
            Err(e) if rest::code(&e) == Some(rest::THREAD_ARCHIVED) => {
                self.unarchive_or_close(http, channel).await?;
                once().await
            }
            other => other,
        }
    }

    /// Pins a message, unarchiving its thread when Discord says it is
    /// archived (50083).
    async fn pin_in(
        &self,
        http: &Arc<Http>,
        channel: ChannelId,
        id: MessageId,
    ) -> serenity::Result<()> {
        if self.life.is_archived(channel) {
            let _ = self.unarchive_or_close(http, channel).await;
        }
        match retry("pin", || channel.pin(http, id)).await {
            Err(e) if rest::code(&e) == Some(rest::THREAD_ARCHIVED) => {
                self.unarchive_or_close(http, channel).await?;
                retry("pin", || channel.pin(http, id)).await
            }
            other => other,
        }
    }

    /// Unarchives a thread; one the bot may not unarchive (a moderator
    /// locked it) closes its table.
    async fn unarchive_or_close(
        &self,
        http: &Arc<Http>,
        channel: ChannelId,
    ) -> serenity::Result<()> {
        match lifecycle::unarchive(http, channel).await {
            Ok(()) => {
                self.life.set_archived(channel, false);
                Ok(())
            }
            Err(e) => {
                if matches!(
                    rest::code(&e),
                    Some(
                        rest::MISSING_PERMISSIONS
                            | rest::MISSING_ACCESS
                            | rest::THREAD_ARCHIVED
                            | THREAD_LOCKED
                    )
                ) {
                    tracing::warn!(%channel, "the thread is locked; closing its table");
                    self.host
                        .close_channel(&channel.to_string(), "locked")
                        .await;
                }
                Err(e)
            }
        }
    }

    /// Looks up the `users` a table post mentions as members of the
    /// channel's server; one Discord no longer knows there (10007 Unknown
    /// Member) has left it ([`Host::member_left`]). The bot has no Server
    /// Members intent, so this is how it finds out, when it matters.
    async fn check_members(&self, http: &Arc<Http>, channel: &str, users: &[String]) {
        if users.is_empty() {
            return;
        }
        let ch = channel.to_string();
        let guild = self
            .store
            .run(move |db| db.channel_guild(&ch))
            .await
            .ok()
            .flatten()
            .and_then(|g| g.parse::<u64>().ok())
            .filter(|&g| g != 0)
            .map(GuildId::new);
        let Some(guild) = guild else { return };
        for u in users {
            let Some(id) = u.parse::<u64>().ok().filter(|&u| u != 0).map(UserId::new) else {
                continue;
            };
            match retry("look up a member", || http.get_member(guild, id)).await {
                Err(e) if rest::code(&e) == Some(rest::UNKNOWN_MEMBER) => {
                    tracing::info!(user = %u, %guild, "a seated player left the server (10007)");
                    self.host.member_left(channel, u).await;
                }
                _ => {}
            }
        }
    }

    /// GUILD_DELETE without `unavailable`: the bot was removed; every
    /// live table of the server closes.
    async fn close_guild(&self, guild: GuildId) {
        let g = guild.to_string();
        let channels = self
            .store
            .run(move |db| db.live_channels_of_guild(&g))
            .await
            .unwrap_or_default();
        for ch in channels {
            self.host.close_channel(&ch, "server").await;
        }
    }

    /// READY: the stored servers of this shard that READY does not list
    /// removed the bot while it was offline.
    async fn close_missing_guilds(&self, shard: u32, total: u32, present: &BTreeSet<GuildId>) {
        let known = self
            .store
            .run(|db| db.known_guilds())
            .await
            .unwrap_or_default();
        for g in known
            .iter()
            .filter_map(|g| g.parse::<u64>().ok())
            .filter(|&g| g != 0)
        {
            let g = GuildId::new(g);
            if lifecycle::shard_of(g, total) == shard && !present.contains(&g) {
                tracing::warn!(guild = %g, "a server is missing from READY: the bot was removed while offline");
                self.close_guild(g).await;
            }
        }
    }

    /// GUILD_CREATE: the closed tables of this server whose channel is
    /// there (closed because the server removed the bot or hid the
    /// channel) resume.
    async fn resume_guild(&self, http: &Arc<Http>, guild: &serenity::all::Guild) {
        let g = guild.id.to_string();
        let closed = self
            .store
            .run(move |db| {
                let all = db.closed_channels()?;
                Ok::<_, crate::store::StoreError>(
                    all.into_iter()
                        .filter(|(ch, _)| {
                            db.channel_guild(ch).ok().flatten().as_deref() == Some(g.as_str())
                        })
                        .collect::<Vec<_>>(),
                )
            })
            .await
            .unwrap_or_default();
        for (ch, why) in closed {
            if !matches!(why.as_str(), "server" | "access") {
                continue;
            }
            let Some(id) = parse_channel(&ch) else {
                continue;
            };
            let listed =
                guild.channels.contains_key(&id) || guild.threads.iter().any(|t| t.id == id);
            let there = listed
                || match http.get_channel(id).await {
                    Ok(c) => c
                        .guild()
                        .is_some_and(|c| !c.thread_metadata.is_some_and(|m| m.locked)),
                    Err(_) => false,
                };
            if there {
                tracing::info!(channel = %id, "the bot is back in the server and the channel is there: the table resumes");
                self.host.reopen_channel(&ch).await;
            }
        }
    }
}

/// Discord error 160005: the thread is locked.
const THREAD_LOCKED: isize = 160005;

/// The channel a table notice goes to (a post or the status message).
fn table_channel_of(n: &Notice) -> Option<ChannelId> {
    match &n.to {
        Audience::Channel(c) | Audience::Status(c) => parse_channel(c),
        _ => None,
    }
}

/// A table's status-message lock across processes, released on drop.
struct StatusLock {
    store: crate::store::Store,
    table: i64,
    held: bool,
}

impl Drop for StatusLock {
    fn drop(&mut self) {
        if self.held {
            let (store, table) = (self.store.clone(), self.table);
            tokio::spawn(async move {
                if let Err(e) = store
                    .run(move |db| db.status_message_lock(table, false))
                    .await
                {
                    tracing::warn!(error = %e, table, "could not release the status lock");
                }
            });
        }
    }
}

impl HandlerState {
    /// Waits (at most 5 s) for the right to post or edit a table's status
    /// message across processes ([`Db::status_message_lock`]).
    ///
    /// [`Db::status_message_lock`]: crate::store::Db::status_message_lock
    async fn cross_process_status_lock(&self, table: i64) -> StatusLock {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
        loop {
            let got = self
                .store
                .run(move |db| db.status_message_lock(table, true))
                .await;
            match got {
                Ok(true) => {
                    return StatusLock {
                        store: self.store.clone(),
                        table,
                        held: true,
                    }
                }
                Ok(false) if std::time::Instant::now() < deadline => {
                    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
                }
                other => {
                    if let Err(e) = other {
                        tracing::warn!(error = %e, table, "could not take the status lock");
                    } else {
                        tracing::warn!(table, "status lock held elsewhere for 5 s; going ahead");
                    }
                    return StatusLock {
                        store: self.store.clone(),
                        table,
                        held: false,
                    };
                }
            }
        }
    }

    /// The lock of a channel's status message. A single lock for every
    /// channel made each action's status edit (a store read and a REST
    /// call) wait for every other table's: under load the edits fell
    /// behind the actions, and the waiting deliveries, boards and all,
    /// piled up in memory (the soak benchmark's growth). Channels share
    /// one of [`STATUS_LOCKS`] locks by their id, so the locks take no
    /// more memory however many channels there are.
    fn status_lock(&self, channel: ChannelId) -> &tokio::sync::Mutex<()> {
        &self.status_locks[(channel.get() % STATUS_LOCKS as u64) as usize]
    }
}

fn parse_channel(s: &str) -> Option<ChannelId> {
    s.parse::<u64>()
        .ok()
        .filter(|&c| c != 0)
        .map(ChannelId::new)
}

/// The autocomplete choices for what the player typed: legal actions
/// containing it (or numbered by it), at most 25.
/// The `title` given to `/game new`, from inside its sub-command.
fn new_title(options: &[serenity::all::ResolvedOption<'_>]) -> Option<String> {
    options.iter().find_map(|o| match &o.value {
        serenity::all::ResolvedValue::SubCommand(inner) => {
            inner.iter().find_map(|i| match (i.name, &i.value) {
                ("title", serenity::all::ResolvedValue::String(s)) => Some(s.to_string()),
                _ => None,
            })
        }
        _ => None,
    })
}

/// `/play` autocomplete: each legal action shown by its label in the
/// sender's language (`labels`, in the same order; the notation where a
/// label is missing), matched on the label or the English notation
/// (case and accents aside), and sent as the canonical notation.
pub fn choices(actions: &[String], labels: &[String], typed: &str) -> Vec<AutocompleteChoice> {
    let fold = crate::lookup::normalise::fold;
    let want = fold(typed.trim_start_matches('#'));
    actions
        .iter()
        .enumerate()
        .map(|(i, a)| (i, a, labels.get(i).filter(|l| !l.is_empty()).unwrap_or(a)))
        .filter(|(i, a, label)| {
            want.is_empty()
                || fold(a).contains(&want)
                || fold(label).contains(&want)
                || (i + 1).to_string() == want
        })
        .take(MAX_CHOICES)
        .map(|(i, a, label)| {
            let mut name = format!("{}. {label}", i + 1);
            commands::truncate(&mut name, 100);
            let value = if a.len() <= 100 {
                a.clone()
            } else {
                format!("#{}", i + 1)
            };
            AutocompleteChoice::new(name, value)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn autocomplete_filters_and_caps_at_25() {
        let actions: Vec<String> = (1..=40).map(|i| format!("step {i}")).collect();
        assert_eq!(choices(&actions, &[], "").len(), 25);
        let c = serde_json::to_value(choices(&actions, &[], "STEP 3")).unwrap();
        let names: Vec<&str> = c
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["value"].as_str().unwrap())
            .collect();
        assert_eq!(
            names,
            [
                "step 3", "step 30", "step 31", "step 32", "step 33", "step 34", "step 35",
                "step 36", "step 37", "step 38", "step 39"
            ]
        );
        let long = vec!["x".repeat(150)];
        let c = serde_json::to_value(choices(&long, &[], "x")).unwrap();
        assert_eq!(c[0]["value"], "#1");
        assert!(c[0]["name"].as_str().unwrap().chars().count() <= 100);
    }

    #[test]
    fn autocomplete_shows_the_senders_language_and_sends_the_notation() {
        let actions = vec!["pass".to_string(), "place elf tent".to_string()];
        let labels = vec!["πάσο".to_string(), "τοποθέτηση ξωτικό σκηνή".to_string()];
        // Typed in Greek without accents, or in English: the same move.
        for typed in ["τοποθετηση", "place"] {
            let c = serde_json::to_value(choices(&actions, &labels, typed)).unwrap();
            assert_eq!(c.as_array().unwrap().len(), 1, "{typed}");
            assert_eq!(c[0]["name"], "2. τοποθέτηση ξωτικό σκηνή");
            assert_eq!(c[0]["value"], "place elf tent");
        }
    }
}
