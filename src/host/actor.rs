//! One task per channel: the only writer of that channel's table.
//!
//! Commands arrive one at a time over an mpsc channel, so simultaneous
//! clicks are applied one after the other, never mixed. The table is loaded
//! lazily from the store (latest snapshot + log tail) on the first command.
//! A panic while handling a command is caught: the sender gets an error,
//! the in-memory table is dropped and reloaded from the store next time.

use super::replay;
use super::tail::LogTail;
use super::view::ephemeral;
use super::{Command, CommandKind, Envelope, Notice, Shared};
use crate::engine::{Msg, Seat, Table, Translate};
use crate::i18n::Lang;
use crate::msg;
use crate::store::{effective, ActionRow, Db, SeatRow, Status, StoreError, TableRow};
use futures::FutureExt;
use std::collections::BTreeSet;
use std::panic::AssertUnwindSafe;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use tokio::sync::mpsc;

/// A snapshot is stored after every this many log rows (and at the end),
/// bounding how much a reload re-simulates.
pub(super) const SNAPSHOT_EVERY: i64 = 16;

/// An open table as the actor holds it.
pub(super) struct Loaded {
    pub row: TableRow,
    pub seats: Vec<SeatRow>,
    /// The running game, once started.
    pub game: Option<Box<dyn Table>>,
    /// The log's latest rows; the rest is in the store.
    pub log: LogTail,
}

/// Every seat's holder's name (a freed seat's last holder's), in seat
/// order, for `i18n::Named`.
pub(super) fn seat_names(seats: &[SeatRow]) -> Vec<String> {
    let n = seats.iter().map(|s| s.seat + 1).max().unwrap_or(0);
    (0..n)
        .map(|seat| {
            seats
                .iter()
                .find(|s| s.seat == seat)
                .map(|s| s.user_name.clone())
                .unwrap_or_else(|| format!("#{}", seat + 1))
        })
        .collect()
}

impl Loaded {
    pub fn seq(&self) -> i64 {
        self.log.seq()
    }

    pub fn seat_of(&self, user_id: &str) -> Option<Seat> {
        self.seats
            .iter()
            .find(|s| s.user_id.as_deref() == Some(user_id))
            .map(|s| s.seat)
    }

    pub fn name_of(&self, seat: Seat) -> String {
        self.seats
            .iter()
            .find(|s| s.seat == seat)
            .map(|s| s.user_name.clone())
            .unwrap_or_else(|| format!("#{}", seat + 1))
    }

    /// The plays in effect among the rows held in memory (the last ones;
    /// see [`LogTail::covers`]).
    pub fn effective(&self) -> Vec<&ActionRow> {
        self.log.effective()
    }

    /// Every seat's player name, in seat order (for `i18n::Named`).
    pub fn names(&self) -> Vec<String> {
        seat_names(&self.seats)
    }

    /// A seat as lists show it: the name first, then the seat's colour and
    /// number as a second cue ("ann (blue, 1)"). A seat nobody holds says
    /// so and whom it is held for, so "Waiting for" never names someone
    /// who has left.
    pub fn cue(&self, seat: Seat) -> Msg {
        let colours = crate::render::PLAYER_COLOUR_NAMES;
        let row = self.seats.iter().find(|s| s.seat == seat);
        // Once the game is over, a seat is its last holder's (the results).
        let over = self.game.as_ref().is_some_and(|g| g.outcome().is_some());
        let id = match row {
            Some(s) if s.user_id.is_none() && !over => {
                if s.held_for.is_none() || super::options::seats_open(&self.row.options) {
                    "player-cue-free"
                } else {
                    "player-cue-held"
                }
            }
            _ => "player-cue",
        };
        Msg::new(id)
            .arg("name", self.name_of(seat))
            .arg("colour", Msg::new(colours[seat % colours.len()]))
            .arg("seat", seat + 1)
    }

    /// Whether the host plays a seat's only legal action for it.
    pub fn autoplay(&self) -> bool {
        super::options::autoplay(&self.row.options)
    }
}

/// The channel post that the next action may edit: a run of one seat's
/// actions within one stage, with no other seat's turn between.
pub(super) struct Run {
    /// The post's key (`NoticeData::post`).
    pub post: i64,
    pub seat: Seat,
    /// `Table::stage()` after the run's last action.
    pub stage: crate::engine::Stage,
    /// The log seq after the run's last action.
    pub last_seq: i64,
    /// What the post tells so far (without the waiting line).
    pub lines: Vec<Msg>,
}

pub(super) struct Actor {
    pub shared: Arc<Shared>,
    pub channel: String,
    /// `None` until the store was asked; then the open table, if any.
    pub table: Option<Option<Loaded>>,
    /// Users (ids) whose DMs are closed and who have a private view
    /// waiting for their next interaction here.
    pub pending_private: BTreeSet<String>,
    /// While set (bots at play), each move's news is stored with the move
    /// as a placeholder (`Actor::step`).
    pub tell_ahead: bool,
    /// Those placeholders' outbox ids, completed by the news the command
    /// stores (`Actor::enqueue`, `Actor::complete`).
    pub told_ahead: Vec<i64>,
    /// The latest channel post, while the next action may extend it.
    pub run: Option<Run>,
    /// The table's clocks as last synced with the store (status lines,
    /// stand-in bots).
    pub clocks: super::clock::ClockView,
    /// A table whose log no longer replays (table id, the problem): it is
    /// set aside, and only `/game abort` (and `/game new` once it is
    /// gone) acts on it.
    quarantined: Option<(i64, String)>,
    /// Set when the store refused a commit because another process had
    /// taken its seq ([`StoreError::SeqTaken`]): the held table is behind.
    pub stale: AtomicBool,
    /// While a bot plays a seat it doesn't hold (a stand-in for an absent
    /// player, `on_timeout: bot`), the bot's id: the row's `chosen_by`.
    pub bot_move: Option<String>,
    /// While the command's own answer is worked out for a front end that
    /// draws private views after sending it ([`Envelope::draw_later`]):
    /// turn views come with their pictures still to draw.
    pub views_later: bool,
    /// The latest hint each seat was given (`/hint`, one a turn).
    pub hints: std::collections::BTreeMap<crate::engine::Seat, super::hint::Given>,
}

pub(super) fn spawn(shared: Arc<Shared>, channel: String, rx: mpsc::Receiver<Envelope>) {
    let actor = Actor {
        shared,
        channel,
        table: None,
        pending_private: BTreeSet::new(),
        tell_ahead: false,
        told_ahead: Vec::new(),
        run: None,
        hints: Default::default(),
        clocks: Default::default(),
        quarantined: None,
        views_later: false,
        stale: AtomicBool::new(false),
        bot_move: None,
    };
    tokio::spawn(actor.run(rx));
}

impl Actor {
    async fn run(mut self, mut rx: mpsc::Receiver<Envelope>) {
        // An idle actor ends, freeing its table's memory; the next command
        // for the channel starts a new one that reloads from the store. A
        // command queued while it ends is not lost: the host sees its reply
        // channel dropped and sends it again to a fresh actor.
        while let Ok(Some(envelope)) = tokio::time::timeout(self.shared.idle, rx.recv()).await {
            let command = envelope.command;
            let result = AssertUnwindSafe(self.handle(&command, envelope.draw_later))
                .catch_unwind()
                .await;
            self.views_later = false;
            let mut notices = match result {
                Ok(notices) => notices,
                Err(panic) => {
                    let what = panic
                        .downcast_ref::<String>()
                        .cloned()
                        .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                        .unwrap_or_default();
                    tracing::error!(
                        channel = %self.channel,
                        command = ?command.kind,
                        panic = %what,
                        "table actor panicked; reloading the table from the store"
                    );
                    self.table = None;
                    let lang = self.lang(&command.user.locale);
                    vec![ephemeral(&command.user.id, lang.t("error-internal"))]
                }
            };
            self.mark_languages(&command, &mut notices).await;
            let _ = envelope.reply.send(notices);
        }
    }

    pub fn lang(&self, locale: &str) -> Arc<Lang> {
        self.shared.i18n.lang(locale)
    }

    /// The table's language: channel posts, the status message and public
    /// boards are in it (the `lang` option, else the server's or the
    /// creator's language, settled at `/game new`). English without a
    /// table.
    pub fn table_lang(&self) -> Arc<Lang> {
        self.lang(self.open().map(|o| o.row.locale.as_str()).unwrap_or("en"))
    }

    /// Says in which language each notice is written, by the same rule
    /// the text was written by: the table's for the channel and the status
    /// message, the sender's (settled by `Host::handle`) for their own
    /// answers, and each other reader's stored language for DMs.
    pub(super) async fn mark_languages(&self, command: &Command, notices: &mut [Notice]) {
        let table = self.table_lang().code().to_string();
        let mut others = Vec::new();
        for n in notices.iter_mut().filter(|n| n.lang.is_empty()) {
            match &n.to {
                super::Audience::Channel(_) | super::Audience::Status(_) => n.lang = table.clone(),
                super::Audience::Ephemeral(u) | super::Audience::Dm(u) if *u == command.user.id => {
                    n.lang = command.user.locale.clone()
                }
                super::Audience::Ephemeral(u) | super::Audience::Dm(u) => others.push(u.clone()),
            }
        }
        if others.is_empty() {
            return;
        }
        others.sort();
        others.dedup();
        let ids = others.clone();
        let prefs = self
            .shared
            .store
            .run(move |db| db.user_prefs(&ids))
            .await
            .unwrap_or_default();
        for n in notices.iter_mut().filter(|n| n.lang.is_empty()) {
            if let super::Audience::Ephemeral(u) | super::Audience::Dm(u) = &n.to {
                let locale = others
                    .iter()
                    .position(|o| o == u)
                    .and_then(|i| prefs.get(i))
                    .map(|(l, _)| l.as_str())
                    .unwrap_or("en");
                n.lang = self.lang(locale).code().to_string();
            }
        }
    }

    /// The sender's language knowing the table's player names, so every
    /// `Msg::seat` renders as a name (one name per player).
    pub fn named<'a>(&self, lang: &'a Lang, names: &'a [String]) -> crate::i18n::Named<'a> {
        crate::i18n::Named { lang, names }
    }

    /// An error answer to the sender, in their language.
    pub fn error(&self, command: &Command, msg: Msg) -> Vec<Notice> {
        let lang = self.lang(&command.user.locale);
        let msg = super::view::clip_echoes(msg);
        vec![ephemeral(&command.user.id, lang.tr(&msg))]
    }

    /// Runs `command`; with `draw_later`, the private views of its own
    /// answer may come with pictures still to draw (nothing that goes
    /// through the outbox does).
    async fn handle(&mut self, command: &Command, draw_later: bool) -> Vec<Notice> {
        self.stale.store(false, Ordering::Relaxed);
        if command.kind == CommandKind::WakeBots {
            // Not a person's command: nothing to remember, no answer.
            if let Err(e) = self.ensure_loaded().await {
                tracing::error!(channel = %self.channel, error = %e, "could not load table");
                return Vec::new();
            }
            if self.quarantined.is_some() || self.open().is_some_and(|o| o.row.held.is_some()) {
                return Vec::new(); // a held table's bots wait too
            }
            let mut notices = Vec::new();
            let before = self.open().map(|o| (o.row.id, o.seq()));
            self.bots_act(&mut notices).await;
            self.count_actions(before);
            self.forget_if_stale();
            self.clock_sync(true).await;
            // Nobody's command: the bots' news goes through the outbox,
            // then the digests of the players they stood in for.
            let notices = self.enqueue(command, notices, false).await;
            self.stand_ins_over(command).await;
            return notices;
        }
        if let Err(e) = self.ensure_loaded().await {
            return self.storage_error(command, e);
        }
        if let Some(refusal) = self.quarantine_refusal(command) {
            return refusal;
        }
        if let Some(refusal) = self.hold_refusal(command) {
            return refusal;
        }
        if let Some(id) = &command.interaction {
            let id = id.clone();
            match self.shared.store.run(move |db| db.seen(&id)).await {
                Ok(true) => return self.error(command, Msg::new("error-already-handled")),
                Ok(false) => {}
                Err(e) => return self.storage_error(command, e),
            }
        }
        // A vacation (taken outside this table) may have moved the
        // deadlines: what the status says is read fresh.
        if matches!(command.kind, CommandKind::Status) {
            self.clock_sync(true).await;
        }
        let before = self.open().map(|o| (o.row.id, o.seq()));
        self.views_later = draw_later;
        let mut notices = self.dispatch(command).await;
        self.views_later = false;
        if self.stale.swap(false, Ordering::Relaxed) {
            // Another process committed to this table first (the store
            // refused our row's seq): read the table again and, unless the
            // command itself got in, check and apply it afresh.
            tracing::info!(channel = %self.channel, "table moved on in another process; reloading and retrying");
            self.table = None;
            if let Err(e) = self.ensure_loaded().await {
                return self.storage_error(command, e);
            }
            let id = command.interaction.clone();
            let committed = match id {
                Some(id) => self.shared.store.run(move |db| db.seen(&id)).await,
                None => Ok(false),
            };
            match committed {
                Ok(false) => notices = self.dispatch(command).await,
                Ok(true) => {}
                Err(e) => return self.storage_error(command, e),
            }
            if self.stale.swap(false, Ordering::Relaxed) {
                self.table = None;
            }
        }
        // A player back at the table takes their seat back from the bot
        // that stood in for them (`on_timeout: bot`).
        self.player_back(command).await;
        // Bots whose turn it is play now, after the command's answer: their
        // news (and a forced move's) goes through the outbox.
        let mut follow = Vec::new();
        self.bots_act(&mut follow).await;
        self.count_actions(before);
        self.forget_if_stale();
        // The clocks follow whoever is awaited now; the status message
        // shows the new deadlines.
        // A tick may have moved stages or seated a stand-in: read afresh.
        let tick = matches!(command.kind, CommandKind::Tick);
        if self.clock_sync(tick).await {
            let status = self.status_notice();
            for n in notices.iter_mut().chain(follow.iter_mut()) {
                if matches!(n.to, super::Audience::Status(_)) {
                    *n = status.clone();
                }
            }
        }
        // The news that follows a command waits for the command's own
        // answer (held for this process); a tick's goes out at once.
        notices.extend(self.enqueue(command, follow, !tick).await);
        // The game ended while bots stood in: each absent player's digest.
        self.stand_ins_over(command).await;
        // A player whose DMs are closed gets their waiting private view
        // with their next answer here.
        if self.pending_private.remove(&command.user.id) && !matches!(command.kind, CommandKind::Me)
        {
            notices.extend(self.me(command, false).await);
        }
        notices
    }

    /// Counts the log rows this command and its bots committed (metrics):
    /// `before` is the table and its last seq before it.
    fn count_actions(&self, before: Option<(i64, i64)>) {
        if let Some(open) = self.open() {
            let from = match before {
                Some((id, seq)) if id == open.row.id => seq,
                _ => 0,
            };
            let n = (open.seq() - from).max(0) as u64;
            crate::metrics::actions(&open.row.title, n);
        }
    }

    /// A bot's or forced move the store refused as behind another
    /// process: the table is read again at the next command.
    fn forget_if_stale(&mut self) {
        if self.stale.swap(false, Ordering::Relaxed) {
            self.table = None;
        }
    }

    /// Runs one command on the table.
    async fn dispatch(&mut self, command: &Command) -> Vec<Notice> {
        match &command.kind {
            CommandKind::New {
                title,
                players,
                options,
            } => self.new_with_bots(command, title, *players, options).await,
            CommandKind::Join => self.join(command).await,
            CommandKind::Leave => self.leave(command).await,
            CommandKind::Start => self.start(command).await,
            CommandKind::Status => self.status(command),
            CommandKind::Abort => self.ask_abort(command),
            CommandKind::Confirm { what, table } => self.confirm(command, *what, *table).await,
            CommandKind::Transfer { user } => self.transfer(command, user).await,
            CommandKind::History { n } => self.history(command, *n).await,
            CommandKind::Kick { user } => self.kick(command, user).await,
            CommandKind::AddBot { level } => self.add_bot_command(command, level.as_deref()).await,
            CommandKind::Replace { user, by } => self.replace(command, user, by).await,
            CommandKind::Help { title } => self.help(command, title.as_deref()),
            CommandKind::Actions => self.actions(command),
            CommandKind::Hint => self.hint(command).await,
            CommandKind::Play { action, at } => self.play(command, action, *at).await,
            CommandKind::Undo => self.undo(command).await,
            CommandKind::Board {
                at: None,
                game: None,
                full,
            } => self.board(command, *full).await,
            CommandKind::Board { at, game, .. } => self.board_at(command, *at, *game).await,
            CommandKind::Me => self.me(command, true).await,
            CommandKind::Log { n } => self.log(command, *n).await,
            CommandKind::Rules { question, title } => {
                self.rules(command, question, title.as_deref())
            }
            CommandKind::RulesPage {
                title,
                lang,
                id,
                page,
            } => self.rules_page(command, title, lang, id, *page),
            CommandKind::Card { name, title } => self.card(command, name, title.as_deref()).await,
            CommandKind::Nudge => self.nudge(command).await,
            CommandKind::TableRules { upgrade } => self.table_rules(command, *upgrade).await,
            CommandKind::Tick => self.tick().await,
            // The host answers these itself; they never reach a table.
            CommandKind::Vacation { .. }
            | CommandKind::Settings { .. }
            | CommandKind::ClockAdvance { .. }
            | CommandKind::League(_)
            | CommandKind::Stats { .. } => self.error(command, Msg::new("error-internal")),
            CommandKind::WakeBots => Vec::new(),
            CommandKind::Close { why } => self.close(command, why).await,
            CommandKind::Reopen => self.reopen(command).await,
            CommandKind::MemberLeft { user } => self.member_left(command, user).await,
        }
    }

    async fn ensure_loaded(&mut self) -> Result<(), StoreError> {
        // Several processes share a PostgreSQL database, and another may
        // have moved this table on (a DM button for it reaches the process
        // of shard 0): a table held here that the store has moved past is
        // read again before the command sees it.
        if self.shared.store.backend() == crate::store::Backend::Postgres {
            if let Some(held) = &self.table {
                let channel = self.channel.clone();
                let stored = self
                    .shared
                    .store
                    .run(move |db| stored_version(db, &channel))
                    .await?;
                let same = match (held, &stored) {
                    (None, None) => true,
                    (Some(l), Some((id, status, seq, seats, hold))) => {
                        (l.row.id, l.row.status, l.seq()) == (*id, *status, *seq)
                            && l.seats == *seats
                            // Held or closed in another process (its
                            // channel deleted, its content changed).
                            && l.row.held == *hold
                    }
                    _ => false,
                };
                if !same {
                    tracing::info!(channel = %self.channel, "table changed in another process; reloading it");
                    self.table = None;
                    // The channel's latest post may be the other process's
                    // now: the next one starts afresh rather than edit ours.
                    self.run = None;
                }
            }
        }
        if self.table.is_some() {
            return Ok(());
        }
        let channel = self.channel.clone();
        let registry = self.shared.registry.clone();
        let (loaded, broken) = self
            .shared
            .store
            .run(move |db| load(db, &registry, &channel))
            .await?;
        self.quarantined = loaded.as_ref().zip(broken).map(|(l, p)| (l.row.id, p));
        self.table = Some(loaded);
        self.name_old_bots().await;
        Ok(())
    }

    /// Bots seated before bots had names of their own are all "Bot
    /// (normal)" in their seats: each gets its name from its id ("Ada
    /// (bot, normal)"), in the table's language, stored, so every view
    /// and every process reads the same name from then on.
    async fn name_old_bots(&mut self) {
        let Some(open) = self.open() else { return };
        let en = self.shared.i18n.lang("en");
        let lang = self.lang(&open.row.locale);
        let renames: Vec<(Seat, String, String)> = open
            .seats
            .iter()
            .filter_map(|s| {
                let id = s.user_id.as_deref()?;
                let level = super::bots::bot_level(id)?;
                let generic = en.tr(&msg!("bot-name", level = level.name()));
                (s.user_name == generic).then_some(())?;
                let name = super::bots::bot_display_name(id, lang.as_ref())?;
                Some((s.seat, id.to_string(), name))
            })
            .collect();
        if renames.is_empty() {
            return;
        }
        let table_id = open.row.id;
        let stored = renames.clone();
        let res = self
            .shared
            .store
            .run(move |db| {
                for (seat, id, name) in &stored {
                    db.name_bot(table_id, *seat, id, name)?;
                }
                Ok::<(), StoreError>(())
            })
            .await;
        match res {
            Ok(()) => {
                if let Some(open) = self.open_mut() {
                    for (seat, _, name) in renames {
                        if let Some(s) = open.seats.iter_mut().find(|s| s.seat == seat) {
                            s.user_name = name;
                        }
                    }
                }
            }
            Err(e) => tracing::warn!(error = %e, "could not name a table's older bots"),
        }
    }

    /// The answer to any command but `/game abort` (and its confirmation)
    /// and `/game new` while
    /// the channel's table is quarantined (its log does not replay): a
    /// permanent fault, said so, with the way out.
    fn quarantine_refusal(&mut self, command: &Command) -> Option<Vec<Notice>> {
        let (id, problem) = self.quarantined.clone()?;
        if self.open().map(|o| o.row.id) != Some(id) {
            self.quarantined = None; // aborted: the channel is free again
            return None;
        }
        if matches!(
            command.kind,
            CommandKind::Abort
                | CommandKind::New { .. }
                | CommandKind::Confirm {
                    what: super::Confirmable::Abort,
                    ..
                }
        ) {
            return None;
        }
        let title = self.open().map(|o| o.row.title.clone()).unwrap_or_default();
        Some(self.error(
            command,
            msg!(
                "error-table-quarantined",
                title = title,
                table = id,
                problem = problem
            ),
        ))
    }

    /// The answer to a command that would change a held table (its
    /// content changed since it started, or `longtable replay` found its
    /// log no longer replays): the table says why and waits. Reading it
    /// (`/game status`, `/board`, `/log`, `/me`…), `/game rules` and
    /// `/game abort` still work. A clock tick does nothing.
    fn hold_refusal(&mut self, command: &Command) -> Option<Vec<Notice>> {
        let open = self.open_live()?;
        let held = open.row.held?;
        let allowed = match held {
            crate::store::Held::Content => matches!(
                command.kind,
                CommandKind::TableRules { .. }
                    | CommandKind::Confirm {
                        what: super::Confirmable::Rules,
                        ..
                    }
            ),
            crate::store::Held::Replay => false,
            crate::store::Held::Closed => false,
        };
        if allowed
            || matches!(
                command.kind,
                CommandKind::Abort
                    | CommandKind::Close { .. }
                    | CommandKind::Reopen
                    | CommandKind::MemberLeft { .. }
                    | CommandKind::New { .. }
                    | CommandKind::Confirm {
                        what: super::Confirmable::Abort,
                        ..
                    }
                    | CommandKind::Status
                    | CommandKind::Board { .. }
                    | CommandKind::Log { .. }
                    | CommandKind::Me
                    | CommandKind::History { .. }
                    | CommandKind::Help { .. }
                    | CommandKind::Rules { .. }
                    | CommandKind::RulesPage { .. }
                    | CommandKind::Card { .. }
            )
        {
            return None;
        }
        if command.kind == CommandKind::Tick {
            return Some(Vec::new());
        }
        let id = match held {
            crate::store::Held::Content => "table-held-content",
            crate::store::Held::Replay => "table-held-replay",
            crate::store::Held::Closed => "lifecycle-table-closed",
        };
        let msg = msg!(id, title = open.row.title.clone(), table = open.row.id);
        Some(self.error(command, msg))
    }

    /// The open table, if any.
    pub fn open(&self) -> Option<&Loaded> {
        self.table.as_ref().and_then(|t| t.as_ref())
    }

    /// The table if it is still in the lobby or in play.
    pub fn open_live(&self) -> Option<&Loaded> {
        self.open()
            .filter(|t| matches!(t.row.status, Status::Lobby | Status::Playing))
    }

    pub fn open_mut(&mut self) -> Option<&mut Loaded> {
        self.table.as_mut().and_then(|t| t.as_mut())
    }

    /// Records a handled interaction id for commands that are not logged
    /// as actions (lobby changes), so a redelivery is not applied twice.
    pub async fn mark_handled(&self, command: &Command, table_id: Option<i64>) {
        if let Some(id) = command.interaction.clone() {
            let res = self
                .shared
                .store
                .run(move |db| db.first_sight(&id, table_id))
                .await;
            if let Err(e) = res {
                tracing::error!(error = %e, "could not record interaction id");
            }
        }
    }
}

/// What tells whether a held table is the stored one: the table `load`
/// would pick, its status, its last log seq and its seats.
type Version = Option<(i64, Status, i64, Vec<SeatRow>, Option<crate::store::Held>)>;

fn stored_version(db: &mut Db, channel: &str) -> Result<Version, StoreError> {
    let Some(row) = db
        .latest_table(channel)?
        .filter(|r| r.status != Status::Aborted)
    else {
        return Ok(None);
    };
    Ok(Some((
        row.id,
        row.status,
        db.last_seq(row.id)?,
        db.seats(row.id)?,
        row.held,
    )))
}

/// Loads a channel's open table: its row, seats, log and (when playing)
/// its state from the latest snapshot plus the log tail. A table whose
/// state can't be rebuilt comes back without a game, with the problem
/// (the caller quarantines it); only storage errors are `Err`.
fn load(
    db: &mut Db,
    registry: &crate::engine::Registry,
    channel: &str,
) -> Result<(Option<Loaded>, Option<String>), StoreError> {
    // The open table, or else the last finished one (for its results).
    let Some(row) = db
        .latest_table(channel)?
        .filter(|r| r.status != Status::Aborted)
    else {
        return Ok((None, None));
    };
    let seats = db.seats(row.id)?;
    let log = db.actions(row.id, 0)?;
    let mut broken = None;
    let game = if matches!(row.status, Status::Playing | Status::Finished) {
        let snapshot = db.latest_snapshot(row.id)?;
        let eff = effective(&log);
        let rebuilt = registry
            .get(&row.title)
            .ok_or_else(|| format!("title `{}` is not available", row.title))
            .and_then(|title| {
                replay::rebuild(title.as_ref(), &row, seats.len(), snapshot.as_ref(), &eff)
            });
        match rebuilt {
            Ok(game) => Some(game),
            Err(problem) => {
                tracing::error!(channel, table = row.id, %problem, "table quarantined: its log does not replay");
                broken = Some(problem);
                None
            }
        }
    } else {
        None
    };
    let mut row = row;
    if row.status == Status::Playing && broken.is_none() {
        hold_if_content_changed(db, registry, &mut row)?;
    }
    tracing::info!(channel, table = row.id, actions = log.len(), "table loaded");
    Ok((
        Some(Loaded {
            row,
            seats,
            game,
            log: LogTail::new(log),
        }),
        broken,
    ))
}

/// A table never plays on with changed content silently: a table whose
/// content pack differs from the one it started with (a `content_dir`
/// override edited, a build with other embedded content) is held until
/// its creator or an admin decides (`/game rules upgrade`, or `/game
/// abort`). A table started before rules versions records the content it
/// finds the first time it loads.
fn hold_if_content_changed(
    db: &mut Db,
    registry: &crate::engine::Registry,
    row: &mut crate::store::TableRow,
) -> Result<(), StoreError> {
    let Some(title) = registry.get(&row.title) else {
        return Ok(());
    };
    let now = title.content_hash();
    match &row.content_hash {
        None => {
            db.set_table_rules(row.id, Some(&now), row.held)?;
            row.content_hash = Some(now);
        }
        Some(started) if *started != now && row.held.is_none() => {
            tracing::warn!(
                table = row.id,
                started = %started,
                now = %now,
                "the table's content changed since it started: held until its creator or an admin decides"
            );
            db.set_table_rules(row.id, None, Some(crate::store::Held::Content))?;
            // No clock runs out while it waits: the awaited seats get a
            // fresh turn once the table plays on.
            db.stop_clocks(row.id)?;
            row.held = Some(crate::store::Held::Content);
        }
        Some(started) if *started == now && row.held == Some(crate::store::Held::Content) => {
            // The content is back as the table started with it.
            db.set_table_rules(row.id, None, None)?;
            row.held = None;
        }
        Some(_) => {}
    }
    Ok(())
}
