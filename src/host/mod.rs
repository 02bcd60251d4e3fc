//! The table service: turns a front end's [`Command`] into [`Notice`]s.
//!
//! One actor per channel (see `actor.rs`): a cheap [`Host`] handle routes
//! each command to the task that owns that channel's table, which is its
//! only writer. The actor loads the table lazily from the store, commits
//! every action before it announces it, and is rebuilt from the store if it
//! panics.
//!
//! Architecture Invariant: this module knows nothing of serenity or of the
//! console; front ends translate to and from these types.

mod actor;
mod bots;
mod clock;
pub mod grammar;
mod hint;
mod history;
pub mod images;
pub mod language;
mod league;
pub mod lifecycle;
mod lobby;
mod lookup;
pub mod options;
mod outbox;
pub use league::{LeagueCommand, RoundPlan, StandingRow, Stats, StatsResult, LEAGUE_OPTION};
pub use outbox::{to_row as outbox_row, wall_ms, Delivery};
mod play;
pub mod replay;
mod seats;
mod suggest;
pub use suggest::{SuggestedMove, Suggestions};
mod tail;
mod versions;
mod view;

use crate::engine::Registry;
use crate::i18n::I18n;
use crate::store::Store;
use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex};
use tokio::sync::{mpsc, oneshot};

/// Who sent a command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    pub id: String,
    pub name: String,
    /// A locale tag such as `en-US` or `el`; see `crate::i18n`.
    pub locale: String,
}

/// One command from a front end, in the grammar of DESIGN.md.
#[derive(Clone, Debug)]
pub struct Command {
    /// The channel (or thread) the command was sent in: one table each.
    pub channel: String,
    pub user: User,
    /// The sender may manage the channel (Discord: Manage Channels), which
    /// gives the creator's rights over any table in it; for `/league`, the
    /// sender may manage the server (Manage Server), which gives a league
    /// creator's rights.
    pub admin: bool,
    /// The sender may manage the server (Discord: Manage Server): a
    /// league's admin, who adds bots and hands seats over at its tables.
    pub server_admin: bool,
    /// The server (Discord guild) the command came from; leagues live in
    /// one server. The console is one server, `local`; empty outside any.
    pub server: String,
    /// The front end's id for this delivery; a repeated id is applied once.
    pub interaction: Option<String>,
    pub kind: CommandKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CommandKind {
    New {
        title: String,
        players: Option<usize>,
        options: Vec<(String, String)>,
    },
    Join,
    Leave,
    Start,
    Status,
    Abort,
    /// Remove a user (by id or name) from the lobby, or free their seat
    /// during play so someone else can join in their place.
    Kick {
        user: String,
    },
    /// Seat a bot (`/game addbot [level]`): in the lobby, or in a seat
    /// freed during play.
    AddBot {
        level: Option<String>,
    },
    /// Hand a seat to a bot (`by` = `bot` or a level), take a bot's seat
    /// over (`by` = `me`), or hand a seat to another person (`by` = their
    /// user id or name; creator or admin).
    Replace {
        user: String,
        by: String,
    },
    /// Hand the table, with the creator's rights, to a seated player
    /// (`/game transfer <user>`).
    Transfer {
        user: String,
    },
    /// The second step of a command that asks first (`/game abort
    /// confirm`, `/game leave confirm`, or the button under the question,
    /// which names the table it was asked about).
    Confirm {
        what: Confirmable,
        table: Option<i64>,
    },
    /// `/game rules [upgrade]`: the table's rules version and what changed
    /// since; with `upgrade`, the question that moves it to the newest.
    TableRules {
        upgrade: bool,
    },
    /// The channel's finished games (`/history [n]`).
    History {
        n: Option<usize>,
    },
    /// The titles, or one title's options.
    Help {
        title: Option<String>,
    },
    Actions,
    /// What the `normal` bot would play in the sender's seat, and why
    /// (`/hint`): for the sender alone, never logged.
    Hint,
    Play {
        action: ActionRef,
        at: Option<Position>,
    },
    Undo,
    /// The public board, now or as it was after log row `at`; of the
    /// channel's table, or of one of its earlier games (`game`, the number
    /// `/history` shows).
    /// `full`: the desktop board in one image instead of the phone panels.
    Board {
        at: Option<i64>,
        game: Option<i64>,
        full: bool,
    },
    Me,
    Log {
        n: Option<usize>,
    },
    /// A rules question (`/rules`), in the channel's title, the given
    /// one, or every title outside a table.
    Rules {
        question: String,
        title: Option<String>,
    },
    /// One page of a reference section (Discord's Previous/Next buttons).
    RulesPage {
        title: String,
        lang: String,
        id: String,
        page: usize,
    },
    /// One content item, whole (`/card`).
    Card {
        name: String,
        title: Option<String>,
    },
    /// `/game nudge`: remind the awaited players (once per 12 hours per
    /// table).
    Nudge,
    /// `/vacation <duration>` (`None`: `/vacation off`): pause the
    /// sender's clocks in every table.
    Vacation {
        length: Option<String>,
    },
    /// `/settings reminders:on|off language:<code>|auto`.
    Settings {
        reminders: Option<bool>,
        /// A language code of `crate::i18n::LANGUAGES`, or `auto` (the
        /// locale the front end sends); the host checks it.
        language: Option<String>,
    },
    /// `/clock advance <duration>`: move a manual clock on (console only).
    ClockAdvance {
        by: String,
    },
    /// `/league ...` (issue 13): leagues of the command's server.
    League(LeagueCommand),
    /// `/stats [user] [title]`: a player's rated results.
    Stats {
        user: Option<String>,
        title: Option<String>,
    },
    /// Sent by the scheduler, never by a user: the table's clock notices
    /// that fell due (reminders, the deadline and what follows it).
    Tick,
    /// Internal, never parsed from a person's text: lets the bots whose
    /// turn it is move (see [`Host::wake_bots`]).
    WakeBots,
    /// Internal (issue 30): the front end found the table's channel gone
    /// (`why`: `channel`, `thread`, `server`, `locked`, `access`). The
    /// table is closed, not aborted: see [`Host::close_channel`].
    Close {
        why: String,
    },
    /// Internal (issue 30): the closed table's channel is back (the bot
    /// was added back to its server, its thread unlocked).
    Reopen,
    /// Internal (issue 30): Discord says this seated player is no longer
    /// a member of the table's server (10007 Unknown Member, found when
    /// their clock fell due). See [`Host::member_left`].
    MemberLeft {
        user: String,
    },
}

/// A command that asks for confirmation before it acts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Confirmable {
    /// `/game abort`: ends the table without a result.
    Abort,
    /// `/game leave` during play: gives up the seat.
    Leave,
    /// `/game rules upgrade`: moves the table to the newest rules.
    Rules,
}

impl Confirmable {
    /// The word in a button's `custom_id`.
    pub fn name(self) -> &'static str {
        match self {
            Confirmable::Abort => "abort",
            Confirmable::Leave => "leave",
            Confirmable::Rules => "rules",
        }
    }
    /// The `/game …` words that ask the question (before `confirm`), in
    /// each reader's command names (`cmd-name-*`).
    pub fn command_msg(self) -> crate::engine::Msg {
        use crate::engine::Msg;
        let ids: &[&str] = match self {
            Confirmable::Abort => &["cmd-name-game-abort"],
            Confirmable::Leave => &["cmd-name-game-leave"],
            Confirmable::Rules => &["cmd-name-game-rules", "cmd-name-game-rules-upgrade"],
        };
        Msg::join(" ", ids.iter().map(|id| Msg::new(*id).into()).collect())
    }
    pub fn parse(s: &str) -> Option<Confirmable> {
        match s {
            "abort" => Some(Confirmable::Abort),
            "leave" => Some(Confirmable::Leave),
            "rules" => Some(Confirmable::Rules),
            _ => None,
        }
    }
}

/// A confirmation button under a question: what it confirms, for which
/// table, and its label in the reader's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfirmButton {
    pub what: Confirmable,
    pub table_id: i64,
    pub label: String,
    /// The whole text for a front end that shows the button (Discord): the
    /// question and "press the button". The notice's own text tells the
    /// console's way, typing `/game <what> confirm`, which Discord lacks.
    pub text: String,
}

/// How a player names an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionRef {
    /// Notation, as typed or chosen in autocomplete.
    Text(String),
    /// The 1-based number from `/actions`.
    Number(usize),
}

/// A game position: which table, and how many log rows it had. Buttons
/// carry the position they were made for, so a stale click is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Position {
    pub table_id: i64,
    pub seq: i64,
}

/// Where a notice goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Audience {
    Channel(String),
    /// A direct message to a user id.
    Dm(String),
    /// A reply only the user sees.
    Ephemeral(String),
    /// The channel's single status message, to be edited in place.
    Status(String),
}

#[derive(Clone, Debug)]
pub struct Image {
    pub name: String,
    pub png: Arc<Vec<u8>>,
}

/// Structured extras for front ends that can use them.
#[derive(Clone, Debug, Default)]
pub struct NoticeData {
    /// The sender's legal actions (answer to `/actions`).
    pub actions: Option<Vec<String>>,
    /// `lobby`, `playing`, `finished` or `aborted` (answer to `/game status`).
    pub status: Option<String>,
    /// Points per seat once finished.
    pub scores: Option<BTreeMap<usize, i64>>,
    /// What the seats to act may do now (on the post after an action).
    pub prompt: Option<Prompt>,
    /// Users to mention in a channel post.
    pub mentions: Vec<String>,
    /// The key of this channel post: its table and the log seq its run of
    /// actions began at, so a later notice can replace it.
    pub post: Option<Position>,
    /// This channel post replaces the earlier post with this key: the
    /// same seat acted again before anyone else's turn, so the front end
    /// edits that message instead of posting anew (Discord edits it; the
    /// console prints the edit). Its text is the whole run so far.
    pub edit: Option<Position>,
    /// The table and log seq a status notice shows: a front end whose
    /// processes share the tables skips an edit that another process has
    /// already overtaken.
    pub shows: Option<Position>,
    /// The sections found for a `/rules` question, best first.
    pub hits: Option<Vec<crate::lookup::Hit>>,
    /// Which page of which section this answer shows (paging buttons).
    pub page: Option<RulesPage>,
    /// A question that needs a yes (`/game abort`, `/game leave`).
    pub confirm: Option<ConfirmButton>,
    /// `/league standings`: the rows in rank order.
    pub standings: Option<Vec<StandingRow>>,
    /// `/stats`.
    pub stats: Option<Stats>,
    /// `/league round`: the groups, for the front end to open a channel
    /// or thread for each ([`Host::open_round_table`]).
    pub round: Option<RoundPlan>,
    /// The table's channel a notice from the outbox concerns (a DM's
    /// too): a front end whose DM is refused looks its reader up as a
    /// member of that channel's server.
    pub about: Option<String>,
    /// A DM that, refused by Discord (the user shares no server with the
    /// bot any more), is kept and shown with the user's next command (a
    /// closed table's news to its creator).
    pub keep_if_refused: bool,
    /// A refused `/play`: the closest legal moves, to offer as buttons
    /// (issue 27).
    pub suggest: Option<Suggestions>,
}

/// A page of a reference section: enough to ask for its neighbours.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesPage {
    pub title: String,
    pub lang: String,
    pub id: String,
    /// 0-based.
    pub page: usize,
    pub pages: usize,
}

#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct Prompt {
    pub position: Position,
    pub seats: Vec<PromptSeat>,
}

#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct PromptSeat {
    pub seat: usize,
    pub user_id: Option<String>,
    /// Empty when `private`: the seat's choices would reveal what only it
    /// may see, so the public post offers it a way to ask for them
    /// (`/actions`, whose answer carries them as its own prompt).
    pub actions: Vec<String>,
    /// How each of `actions` reads as a button or menu option, in the
    /// recipient's language (`Table::choices`), in the same order.
    pub choices: Vec<ChoiceText>,
    pub private: bool,
}

/// A legal action as a person reads it: a label (at most 80 characters)
/// and its cost and effect (at most 100), already translated.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ChoiceText {
    pub label: String,
    pub detail: Option<String>,
}

/// One message to deliver, already in its recipient's language.
#[derive(Clone, Debug)]
pub struct Notice {
    pub to: Audience,
    /// The language `text` is written in (a code of
    /// `crate::i18n::LANGUAGES`): the table's for channel posts and the
    /// status message, the reader's for DMs and ephemeral replies. Front
    /// ends write their own words (button labels) in it. The host fills it
    /// in for every notice it returns.
    pub lang: String,
    /// This notice answers the sender's command (Discord: the interaction
    /// response). Exactly one notice per command has it.
    pub reply: bool,
    pub text: String,
    pub images: Vec<Image>,
    /// Pictures still to draw, which join `images` when the notice is
    /// sent ([`Notice::draw_pictures`]): a private view the front end
    /// draws after the command's answer is out. `None` once drawn.
    pub later: Option<images::Later>,
    pub data: NoticeData,
}

impl Notice {
    /// Draws the pictures this notice still waits for, if any.
    pub async fn draw_pictures(&mut self) {
        if let Some(later) = self.later.take() {
            self.images.extend(later.draw().await);
        }
    }
}

/// What a table actor is sent: a command and where to answer.
struct Envelope {
    command: Command,
    /// The front end draws the private views after sending the answer
    /// ([`Host::handle_drawing_later`]).
    draw_later: bool,
    reply: oneshot::Sender<Vec<Notice>>,
}

/// Everything the actors share.
struct Shared {
    registry: Registry,
    store: Store,
    i18n: I18n,
    /// How long a table actor waits for a command before it ends.
    idle: std::time::Duration,
    /// Where new tables' seeds come from: `None` draws each at random;
    /// `Some(base)` derives them from `base`, the channel and the count of
    /// tables opened so far, so a session can be played again exactly
    /// (`longtable local --seed`, the tests).
    table_seed: Option<u64>,
    tables_opened: std::sync::atomic::AtomicU64,
    /// Where deadlines and reminders read the time (a manual clock in
    /// tests and `longtable local --manual-clock`).
    clock: Arc<dyn crate::clock::Clock>,
    /// Woken when a clock changes, so the scheduler looks again at the
    /// next due time.
    wake: Arc<tokio::sync::Notify>,
    /// Vacation each user may take per calendar year, in ms.
    vacation_allowance_ms: i64,
    /// What the host knows of each user who sent a command: the name and
    /// locale last stored (to skip needless writes) and their
    /// `/settings language`. Only `/settings` changes the setting, and it
    /// runs here, so the copy stays true.
    users: Mutex<KnownUsers>,
    /// This process's name on the outbox rows it claims (`host/outbox.rs`).
    holder: String,
    /// Woken when notices are stored in the outbox, so the delivery task
    /// sends them now.
    outbox_wake: Arc<tokio::sync::Notify>,
    /// Every picture drawn, kept for whoever reads it next (`images.rs`).
    images: Arc<images::Images>,
}

/// How many users [`KnownUsers`] remembers at most. It only saves store
/// reads and writes (a forgotten user's setting is read again on their
/// next command), so a cap costs one read per returning user past it;
/// without one, a bot on many servers would keep every user who ever sent
/// a command for as long as it runs. 10,000 entries are about 2 MB.
pub const MAX_KNOWN_USERS: usize = 10_000;

/// The users the host remembers ([`Shared::users`]), at most
/// [`MAX_KNOWN_USERS`]: a new one past the cap takes the place of an
/// arbitrary earlier one.
#[derive(Default)]
struct KnownUsers(HashMap<String, KnownUser>);

impl KnownUsers {
    fn get(&self, user_id: &str) -> Option<&KnownUser> {
        self.0.get(user_id)
    }

    /// The entry of a user, made (with `language` read from the store) if
    /// there is none.
    fn entry(&mut self, user_id: &str, language: Option<String>) -> &mut KnownUser {
        if !self.0.contains_key(user_id) && self.0.len() >= MAX_KNOWN_USERS {
            if let Some(old) = self.0.keys().next().cloned() {
                self.0.remove(&old);
            }
        }
        self.0
            .entry(user_id.to_string())
            .or_insert_with(|| KnownUser {
                stored: None,
                language,
            })
    }

    /// Notes what was stored for a user still remembered; one forgotten
    /// meanwhile is simply written again next time.
    fn stored(&mut self, user_id: &str, stored: Option<(String, String)>) {
        if let Some(u) = self.0.get_mut(user_id) {
            u.stored = stored;
        }
    }

    #[cfg(test)]
    fn len(&self) -> usize {
        self.0.len()
    }
}

/// A user as [`Shared::users`] remembers them; an entry means their
/// setting was read from the store.
#[derive(Clone, Debug, Default)]
struct KnownUser {
    /// The name and locale last stored (the locale the front end sent:
    /// Discord's, or the console's).
    stored: Option<(String, String)>,
    /// `/settings language:<code>`, if set.
    language: Option<String>,
}

impl Shared {
    /// The seed of a table opened now in `channel`.
    pub(super) fn new_table_seed(&self, channel: &str) -> u64 {
        use std::hash::{Hash, Hasher};
        let Some(base) = self.table_seed else {
            return rand::random();
        };
        let n = self
            .tables_opened
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        // FNV-1a over the channel: stable across builds, unlike std's hasher.
        let mut h = Fnv(0xcbf2_9ce4_8422_2325);
        channel.hash(&mut h);
        base ^ h.finish() ^ n.wrapping_mul(0x9e37_79b9_7f4a_7c15)
    }
}

/// The default idle time of a table actor.
pub const IDLE: std::time::Duration = std::time::Duration::from_secs(30 * 60);

/// The longest user name the host accepts, in characters; a longer one is
/// refused before it is stored or shown.
pub const MAX_USER_NAME: usize = 100;

/// The cheap, cloneable handle on the table service.
#[derive(Clone)]
pub struct Host {
    shared: Arc<Shared>,
    actors: Arc<Mutex<HashMap<String, mpsc::Sender<Envelope>>>>,
}

impl Host {
    pub fn new(registry: Registry, store: Store) -> anyhow::Result<Host> {
        Self::with_idle(registry, store, IDLE)
    }

    /// A host whose table actors end after `idle` without commands.
    pub fn with_idle(
        registry: Registry,
        store: Store,
        idle: std::time::Duration,
    ) -> anyhow::Result<Host> {
        let i18n = I18n::load().map_err(anyhow::Error::msg)?;
        crate::lookup::warm_up();
        Ok(Host {
            shared: Arc::new(Shared {
                registry,
                store,
                i18n,
                idle,
                table_seed: None,
                tables_opened: Default::default(),
                clock: Arc::new(crate::clock::SystemClock),
                wake: Arc::new(tokio::sync::Notify::new()),
                vacation_allowance_ms: clock::DEFAULT_VACATION_DAYS * 24 * 3_600_000,
                users: Mutex::new(KnownUsers::default()),
                holder: outbox::holder(),
                outbox_wake: Arc::new(tokio::sync::Notify::new()),
                images: Arc::new(images::Images::new(images::DEFAULT_BYTES)),
            }),
            actors: Arc::new(Mutex::new(HashMap::new())),
        })
    }

    /// This host's new tables get seeds derived from `base` instead of
    /// random ones. Call it before the host is cloned.
    pub fn seeded(mut self, base: u64) -> Host {
        Arc::get_mut(&mut self.shared)
            .expect("Host::seeded is called before the host is shared")
            .table_seed = Some(base);
        self
    }

    /// This host reads the time from `clock` (a manual one in tests).
    /// Call it before the host is cloned.
    pub fn with_clock(mut self, clock: Arc<dyn crate::clock::Clock>) -> Host {
        Arc::get_mut(&mut self.shared)
            .expect("Host::with_clock is called before the host is shared")
            .clock = clock;
        self
    }

    /// Each user may pause their clocks this many days per year.
    pub fn with_vacation_days(mut self, days: i64) -> Host {
        Arc::get_mut(&mut self.shared)
            .expect("Host::with_vacation_days is called before the host is shared")
            .vacation_allowance_ms = days * 24 * 3_600_000;
        self
    }

    /// The render cache holds at most `bytes` of PNG (config
    /// `render_cache_mb`). Call it before the host is cloned.
    pub fn with_render_cache(mut self, bytes: u64) -> Host {
        Arc::get_mut(&mut self.shared)
            .expect("Host::with_render_cache is called before the host is shared")
            .images = Arc::new(images::Images::new(bytes));
        self
    }

    /// The render cache (tests, benchmarks).
    pub fn images(&self) -> &images::Images {
        &self.shared.images
    }

    pub fn clock(&self) -> &Arc<dyn crate::clock::Clock> {
        &self.shared.clock
    }

    pub fn i18n(&self) -> &I18n {
        &self.shared.i18n
    }

    pub fn registry(&self) -> &Registry {
        &self.shared.registry
    }

    pub fn store(&self) -> &Store {
        &self.shared.store
    }

    /// Runs one command on its channel's table and returns what to say.
    ///
    /// The sender's language is settled here, once: their `/settings
    /// language` if set, else the locale the front end sent
    /// ([`Host::lang_for_user`]). From here on `command.user.locale` is
    /// that language's code, so every answer to the sender is in it.
    pub async fn handle(&self, command: Command) -> Vec<Notice> {
        let mut notices = self.handle_drawing_later(command).await;
        images::draw_all(&mut notices).await;
        notices
    }

    /// [`Host::handle`], but the private views that follow the answer
    /// (other players' turn DMs, the sender's own view) may come with
    /// their pictures still to draw ([`Notice::later`]): a front end that
    /// sends the answer first calls [`Notice::draw_pictures`] on each
    /// notice as it sends it, so the answer never waits for them.
    pub async fn handle_drawing_later(&self, mut command: Command) -> Vec<Notice> {
        if command.user.name.chars().count() > MAX_USER_NAME {
            let lang = self.shared.i18n.lang(&command.user.locale);
            let text = crate::engine::Translate::tr(
                &*lang,
                &crate::msg!("error-name-too-long", max = MAX_USER_NAME),
            );
            let mut n = view::ephemeral(&command.user.id, text);
            n.lang = lang.code().to_string();
            return vec![n];
        }
        if !matches!(
            command.kind,
            CommandKind::Tick
                | CommandKind::WakeBots
                | CommandKind::Close { .. }
                | CommandKind::Reopen
                | CommandKind::MemberLeft { .. }
        ) {
            self.remember_user(&command.user).await;
        }
        command.user.locale = self
            .lang_for_user(&command.user.id, &command.user.locale)
            .await;
        let sender_lang = command.user.locale.clone();
        let mut notices = self.route(command, true).await;
        // Every notice says which language it is in: table actors say so
        // by audience (`Actor::mark_languages`); what the host answers
        // itself is for the sender.
        for n in notices.iter_mut().filter(|n| n.lang.is_empty()) {
            n.lang = sender_lang.clone();
        }
        notices
    }

    /// Runs a command whose sender's language is settled: what concerns
    /// the user rather than one table, and the clock, here; the rest on
    /// its channel's table actor.
    async fn route(&self, command: Command, draw_later: bool) -> Vec<Notice> {
        match &command.kind {
            CommandKind::Vacation { length } => {
                return view::within_limit(self.vacation(&command, length.as_deref()).await)
            }
            CommandKind::Settings {
                reminders,
                language,
            } => {
                return view::within_limit(
                    self.settings(&command, *reminders, language.as_deref())
                        .await,
                )
            }
            CommandKind::ClockAdvance { by } => {
                return view::within_limit(self.clock_advance(&command, by).await)
            }
            CommandKind::League(_) | CommandKind::Stats { .. } => {
                return view::within_limit(self.league(&command).await)
            }
            _ => {}
        }
        self.to_actor(command, draw_later).await
    }

    /// The language a user reads, as a code of [`crate::i18n::LANGUAGES`]:
    /// their `/settings language:<code>` if they set one, else
    /// `front_locale`, the locale their front end sent with this command
    /// (Discord's interaction locale, the console's `user@el` or
    /// `--lang`), else English. Every answer to one person (ephemeral
    /// replies, DMs through the stored `users` row, the front end's own
    /// words) is in this language.
    pub async fn lang_for_user(&self, user_id: &str, front_locale: &str) -> String {
        let language = self.user_language(user_id).await;
        let lang = self
            .shared
            .i18n
            .lang(language.as_deref().unwrap_or(front_locale));
        lang.code().to_string()
    }

    /// A user's `/settings language`, from the cache or else the store.
    async fn user_language(&self, user_id: &str) -> Option<String> {
        if let Some(u) = self.known_user(user_id) {
            return u.language;
        }
        let id = user_id.to_string();
        match self.shared.store.run(move |db| db.user_language(&id)).await {
            Ok(language) => {
                self.users().entry(user_id, language.clone()).language = language.clone();
                language
            }
            Err(e) => {
                tracing::error!(error = %e, "could not read a user's language");
                None
            }
        }
    }

    fn users(&self) -> std::sync::MutexGuard<'_, KnownUsers> {
        self.shared.users.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn known_user(&self, user_id: &str) -> Option<KnownUser> {
        self.users().get(user_id).cloned()
    }

    /// Stores the sender's name and the locale their front end sent (the
    /// fallback for their DMs when they set no language), skipping the
    /// write when nothing changed since the last command.
    async fn remember_user(&self, user: &User) {
        self.user_language(&user.id).await;
        let current = Some((user.name.clone(), user.locale.clone()));
        if self
            .known_user(&user.id)
            .is_some_and(|u| u.stored == current)
        {
            return;
        }
        let (id, name, locale) = (user.id.clone(), user.name.clone(), user.locale.clone());
        match self
            .shared
            .store
            .run(move |db| db.upsert_user(&id, &name, &locale))
            .await
        {
            Ok(()) => self.users().stored(&user.id, current),
            Err(e) => tracing::error!(error = %e, "could not store user"),
        }
    }

    /// Records a user's `/settings language` (`None` clears it) in the
    /// store and in the cache.
    async fn set_user_language(
        &self,
        user_id: &str,
        language: Option<String>,
    ) -> crate::store::Result<()> {
        let (id, l) = (user_id.to_string(), language.clone());
        self.shared
            .store
            .run(move |db| db.set_user_language(&id, l.as_deref()))
            .await?;
        self.users().entry(user_id, None).language = language;
        Ok(())
    }

    /// Runs a command on its channel's table actor.
    async fn to_actor(&self, command: Command, draw_later: bool) -> Vec<Notice> {
        // Two tries: if the actor is gone (it ended after a fatal error),
        // the second try starts a fresh one that reloads from the store.
        for _ in 0..2 {
            let sender = self.actor(&command.channel);
            let (tx, rx) = oneshot::channel();
            let envelope = Envelope {
                command: command.clone(),
                draw_later,
                reply: tx,
            };
            if sender.send(envelope).await.is_err() {
                self.forget(&command.channel);
                continue;
            }
            match rx.await {
                Ok(notices) => return view::within_limit(notices),
                Err(_) => {
                    self.forget(&command.channel);
                    continue;
                }
            }
        }
        let lang = self.shared.i18n.lang(&command.user.locale);
        let mut n = view::ephemeral(
            &command.user.id,
            crate::engine::Translate::t(&*lang, "error-internal"),
        );
        n.lang = lang.code().to_string();
        vec![n]
    }

    /// At start-up (`serve`, `local`): lets every bot whose turn it is at a
    /// table in play move now. A bot's pending move is never stored, and
    /// without this a table whose people wait for a bot would stay silent
    /// until someone sends it a command. Each table's bots move through
    /// its actor like after any command, so a move is applied once, in
    /// turn, and waking a table where no bot is to act changes nothing.
    /// Returns the bots' announcements, for the front end to deliver.
    pub async fn wake_bots(&self) -> Vec<Notice> {
        let channels = match self
            .shared
            .store
            .run(|db| db.playing_channels_with_bots())
            .await
        {
            Ok(c) => c,
            Err(e) => {
                tracing::error!(error = %e, "could not list the tables to wake");
                return Vec::new();
            }
        };
        let mut notices = Vec::new();
        for channel in channels {
            let command = Command {
                channel,
                user: User {
                    id: "host".to_string(),
                    name: "host".to_string(),
                    locale: "en".to_string(),
                },
                admin: false,
                server_admin: false,
                server: String::new(),
                interaction: None,
                kind: CommandKind::WakeBots,
            };
            notices.extend(self.handle(command).await);
        }
        notices
    }

    /// Records that a user's DMs are closed: from now on their private
    /// views come as ephemeral replies and channel posts mention them.
    pub async fn dm_failed(&self, user_id: &str) {
        let id = user_id.to_string();
        if let Err(e) = self
            .shared
            .store
            .run(move |db| db.set_dm_closed(&id, true))
            .await
        {
            tracing::error!(error = %e, "could not record closed DMs");
        }
    }

    fn actor(&self, channel: &str) -> mpsc::Sender<Envelope> {
        let mut actors = self.actors.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(s) = actors.get(channel) {
            if !s.is_closed() {
                return s.clone();
            }
        }
        let (tx, rx) = mpsc::channel(64);
        actor::spawn(self.shared.clone(), channel.to_string(), rx);
        actors.insert(channel.to_string(), tx.clone());
        tx
    }

    fn forget(&self, channel: &str) {
        self.actors
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .remove(channel);
    }

    /// How many table actors are running (tests, metrics).
    pub fn live_tables(&self) -> usize {
        self.actors
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .values()
            .filter(|s| !s.is_closed())
            .count()
    }
}

/// Sets up tracing once; `RUST_LOG` overrides the configured level.
pub fn init_logging(level: &str) {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(level));
    // Colour codes only for a person at a terminal, never into a file,
    // a pipe or the journal.
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .try_init();
}

/// FNV-1a, for seeds that must not change between builds.
struct Fnv(u64);

impl std::hash::Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 = (self.0 ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{KnownUsers, MAX_KNOWN_USERS};

    #[test]
    fn the_user_cache_stays_at_its_cap_and_keeps_the_newest() {
        let mut users = KnownUsers::default();
        for n in 0..MAX_KNOWN_USERS {
            users.entry(&format!("u{n}"), None);
        }
        assert_eq!(users.len(), MAX_KNOWN_USERS);
        // A user already known takes no new place.
        users.entry("u0", None);
        assert_eq!(users.len(), MAX_KNOWN_USERS);
        // Past the cap each new user replaces an old one.
        for n in 0..500 {
            let id = format!("new{n}");
            users.entry(&id, Some("el".into()));
            assert_eq!(users.len(), MAX_KNOWN_USERS, "after {id}");
            assert_eq!(users.get(&id).unwrap().language.as_deref(), Some("el"));
        }
        // What was stored is noted only for users still remembered: a
        // forgotten one gets no entry without their language read.
        let forgotten = (0..MAX_KNOWN_USERS)
            .map(|n| format!("u{n}"))
            .find(|id| users.get(id).is_none())
            .expect("some early user was forgotten");
        users.stored(&forgotten, Some(("name".into(), "en-US".into())));
        assert!(users.get(&forgotten).is_none());
        assert_eq!(users.len(), MAX_KNOWN_USERS);
    }
}
