//! The turn clock: deadlines, reminders, what a timeout does, vacations,
//! nudges, and the scheduler that wakes when something falls due.
//!
//! Every clock is a row in the store (`store/clock.rs`), one per seat. The
//! table actor keeps them in step with whoever is awaited after each
//! command (`clock_sync`); the scheduler only asks the store for the next
//! due time and, when it comes, sends the channel's actor a
//! [`CommandKind::Tick`], so timeouts are applied by the table's only
//! writer like any other command.
//!
//! Architecture Invariant: nothing due is lost and nothing is sent twice.
//! A notice is built, then its stage is marked done and recorded as sent
//! in one transaction, and only then returned for delivery; a restart
//! finds every stage not marked and sends it, once.

use super::actor::Actor;
use super::options::{self, OnTimeout};
use super::view::{ephemeral, notice};
use super::{Audience, Command, CommandKind, Host, Notice, User};
use crate::clock::{duration_msg, utc_text, year_of};
use crate::engine::{Msg, Outcome, Seat, Translate};
use crate::msg;
use crate::store::{stage, Awaited, ClockRow, ClockRules, SeatEvent, SeatWhy, Status};
use std::collections::BTreeMap;

/// Each user may pause their clocks this many days per calendar year
/// unless the configuration says otherwise.
pub const DEFAULT_VACATION_DAYS: i64 = 30;

/// `/game nudge` works once per this many ms per table.
pub const NUDGE_GAP_MS: i64 = 12 * 3_600_000;

/// The scheduler looks at the store at least this often, whatever it was
/// told (a guard against a missed wake-up, not the way notices are found).
const IDLE_LOOK_MS: i64 = 60_000;

/// The shortest wait between two visits that found nothing to send.
const MIN_LOOK_MS: i64 = 1_000;

/// The user id the scheduler's commands come from.
const CLOCK_USER: &str = "clock";

/// A table's clocks as the actor last read them from the store.
#[derive(Clone, Debug, Default)]
pub(super) struct ClockView {
    pub rows: Vec<ClockRow>,
    /// Awaited users on vacation, with its end.
    pub vacations: BTreeMap<String, i64>,
    /// What the last sync ran the clocks for (whether the game was in
    /// play, and the awaited seats): when nothing changed, the next
    /// command needs no store call.
    synced: Option<(bool, Vec<Awaited>)>,
}

impl ClockView {
    /// Whether a bot plays `seat` for its absent player.
    pub fn stand_in(&self, seat: Seat) -> bool {
        self.rows.iter().any(|r| r.seat == seat && r.stand_in)
    }
}

impl Actor {
    fn now(&self) -> i64 {
        self.shared.clock.now_ms()
    }

    /// Runs the clocks of exactly the seats awaited now (people only: a
    /// bot answers at once) and refreshes [`ClockView`]. Wakes the
    /// scheduler when a clock started or stopped. Says whether the clocks
    /// read now differ from those the actor held: then the status built
    /// before is out of date. That is so when this sync started or
    /// stopped a clock, and also when another process sharing the
    /// database already did (it saw the same move first: a DM click
    /// reaches the process of shard 0, the channel's `/play` another), so
    /// this sync changed nothing in the store.
    pub(super) async fn clock_sync(&mut self, fresh: bool) -> bool {
        let Some(open) = self.open() else {
            return false;
        };
        let table_id = open.row.id;
        let clock = options::clock(&open.row.options);
        // A held table (its content changed, or closed: issue 30) runs no
        // clock while it waits.
        let playing = open.row.status == Status::Playing
            && open.row.held.is_none()
            && open.game.as_ref().is_some_and(|g| g.outcome().is_none());
        let awaited: Vec<Awaited> = match (&open.game, playing, clock.turn_ms) {
            (Some(game), true, Some(_)) => game
                .to_act()
                .into_iter()
                .filter_map(|seat| {
                    let user = open
                        .seats
                        .iter()
                        .find(|r| r.seat == seat)?
                        .user_id
                        .clone()?;
                    // Once the seat has acted (or taken back), a new turn.
                    let turn_seq = open.log.latest_of(seat);
                    (!user.starts_with(super::bots::BOT_PREFIX)).then_some(Awaited {
                        seat,
                        user,
                        turn_seq,
                    })
                })
                .collect(),
            _ => Vec::new(),
        };
        let key = (playing, awaited.clone());
        if !fresh && self.clocks.synced.as_ref() == Some(&key) {
            return false;
        }
        let rules = ClockRules {
            turn_ms: clock.turn_ms.unwrap_or(0),
            bank_ms: clock.bank_ms,
        };
        let now = self.now();
        let result = self
            .shared
            .store
            .run(move |db| {
                let changed = if playing {
                    db.sync_clocks(table_id, &awaited, now, rules)?
                } else {
                    db.stop_clocks(table_id)?;
                    false
                };
                let rows = db.clocks(table_id)?;
                let mut vacations = BTreeMap::new();
                for a in &awaited {
                    if let Some((_, until)) = db.vacation(&a.user, now)? {
                        vacations.insert(a.user.clone(), until);
                    }
                }
                Ok::<_, crate::store::StoreError>((
                    changed,
                    ClockView {
                        rows,
                        vacations,
                        synced: None,
                    },
                ))
            })
            .await;
        match result {
            Ok((changed, mut view)) => {
                view.synced = Some(key);
                let moved = changed
                    || view.rows != self.clocks.rows
                    || view.vacations != self.clocks.vacations;
                self.clocks = view;
                if changed {
                    self.shared.wake.notify_one();
                }
                moved
            }
            Err(e) => {
                tracing::error!(channel = %self.channel, error = %e, "could not sync clocks");
                false
            }
        }
    }

    /// The status lines of the awaited seats: "waiting on bob for 1d 4h;
    /// deadline in 19h", and a vacation's end.
    pub(super) fn clock_lines(&self, to_act: &[Seat]) -> Vec<Msg> {
        let Some(open) = self.open() else {
            return Vec::new();
        };
        let now = self.now();
        let mut lines = Vec::new();
        for &seat in to_act {
            let Some(row) = self
                .clocks
                .rows
                .iter()
                .find(|r| r.seat == seat && r.started_at.is_some())
            else {
                continue;
            };
            let (Some(started), Some(deadline)) = (row.started_at, row.deadline) else {
                continue;
            };
            let waiting = duration_msg(now - started);
            let line = if deadline > now {
                msg!(
                    "clock-waiting",
                    user = open.name_of(seat),
                    waiting = waiting,
                    left = duration_msg(deadline - now)
                )
            } else {
                msg!(
                    "clock-waiting-late",
                    user = open.name_of(seat),
                    waiting = waiting,
                    late = duration_msg(now - deadline)
                )
            };
            lines.push(line);
            if let Some(until) = row
                .user_id
                .as_ref()
                .and_then(|u| self.clocks.vacations.get(u))
            {
                lines.push(msg!(
                    "clock-on-vacation",
                    user = open.name_of(seat),
                    until = utc_text(*until)
                ));
            }
        }
        lines
    }

    /// A player who sends any command to the table takes their seat back
    /// from the bot standing in for them, and gets one DM: what happened
    /// while they were away.
    pub(super) async fn player_back(&mut self, command: &Command) {
        let Some(open) = self.open() else { return };
        let Some(seat) = open.seat_of(&command.user.id) else {
            return;
        };
        if !self.clocks.stand_in(seat) {
            return;
        }
        self.end_stand_in(seat, "stand-in-back", command).await;
    }

    /// Ends a bot's stand-in for `seat`, storing the player's one digest
    /// (`opening`: why they are told now) with the end, in one transaction.
    async fn end_stand_in(&mut self, seat: Seat, opening: &str, command: &Command) {
        let Some(open) = self.open() else { return };
        let table_id = open.row.id;
        let Some(user) = open
            .seats
            .iter()
            .find(|r| r.seat == seat)
            .and_then(|r| r.user_id.clone())
        else {
            return;
        };
        let since = match self
            .shared
            .store
            .run(move |db| db.stand_in_since(table_id, seat))
            .await
        {
            Ok(Some(since)) => since,
            Ok(None) => 0,
            Err(e) => {
                tracing::error!(error = %e, "could not read a stand-in");
                0
            }
        };
        let open = self.open().expect("checked");
        let mut lines = vec![msg!(
            opening,
            title = &open.row.title,
            channel = &self.channel
        )];
        let digest = self.digest_since(seat, since).await;
        if digest.is_empty() {
            lines.push(Msg::new("stand-in-nothing"));
        }
        lines.extend(digest);
        if let Some(outcome) = open.game.as_ref().and_then(|g| g.outcome()) {
            lines.extend(self.result_lines(open, &outcome));
        }
        let dm = self.dm_to(&user, lines).await;
        let rows = self.outbox_rows(command, dm).await;
        let wall = super::outbox::wall_ms();
        // A player back at the table is a seat event (/log, /history); the
        // end of the game is not.
        let back = (opening == "stand-in-back").then(|| {
            let me = (command.user.id.as_str(), command.user.name.as_str());
            self.seat_event(seat, None, Some(me), command, SeatWhy::Return)
        });
        match self
            .shared
            .store
            .run(move |db| {
                db.end_stand_in(table_id, seat, &rows, wall)?;
                match back {
                    Some(event) => db.add_seat_event(table_id, &event),
                    None => Ok(()),
                }
            })
            .await
        {
            Ok(_) => {
                for r in self.clocks.rows.iter_mut().filter(|r| r.seat == seat) {
                    r.stand_in = false;
                }
                self.shared.outbox_wake.notify_one();
            }
            Err(e) => tracing::error!(error = %e, "could not end a stand-in"),
        }
    }

    /// The game ended while bots stood in for absent players: each gets
    /// their one digest, with the result.
    pub(super) async fn stand_ins_over(&mut self, command: &Command) {
        let over = self
            .open()
            .and_then(|o| o.game.as_ref())
            .is_some_and(|g| g.outcome().is_some());
        if !over {
            return;
        }
        let seats: Vec<Seat> = self
            .clocks
            .rows
            .iter()
            .filter(|r| r.stand_in)
            .map(|r| r.seat)
            .collect();
        for seat in seats {
            self.end_stand_in(seat, "stand-in-game-over", command).await;
        }
    }

    /// The one message a player gets when a bot takes their seat at the
    /// deadline: what happened, and how to come back. Nothing when their
    /// DMs are closed (the channel post mentions them).
    async fn stand_in_news(&self, seat: Seat) -> Vec<crate::store::NewNotice> {
        let Some(open) = self.open() else {
            return Vec::new();
        };
        let Some(user) = open
            .seats
            .iter()
            .find(|r| r.seat == seat)
            .and_then(|r| r.user_id.clone())
        else {
            return Vec::new();
        };
        let lines = vec![msg!(
            "stand-in-started",
            title = &open.row.title,
            channel = &self.channel
        )];
        let dm = self.dm_to(&user, lines).await;
        self.outbox_rows(&clock_command(&self.channel), dm).await
    }

    /// A plain DM to `user` in their language; nothing when their DMs are
    /// closed.
    async fn dm_to(&self, user: &str, lines: Vec<Msg>) -> Vec<Notice> {
        let id = user.to_string();
        let prefs = self
            .shared
            .store
            .run(move |db| db.user_prefs(std::slice::from_ref(&id)))
            .await
            .unwrap_or_default();
        let (locale, closed) = prefs.into_iter().next().unwrap_or(("en".into(), false));
        if closed {
            return Vec::new();
        }
        let Some(open) = self.open() else {
            return Vec::new();
        };
        let names = open.names();
        let lang = self.lang(&locale);
        let text = self.named(&lang, &names).tr(&Msg::lines(lines));
        let mut n = notice(Audience::Dm(user.to_string()), false, text);
        n.lang = lang.code().to_string();
        vec![n]
    }

    /// The scheduler's visit: every clock notice of this table that fell
    /// due, each stored in the outbox in the transaction that marks its
    /// stage done (nothing is returned: the outbox delivers them). A
    /// deadline stores its channel post first, as a placeholder held by
    /// this process, and completes it with the news of what the timeout
    /// did; a crash in between sends the placeholder.
    pub(super) async fn tick(&mut self) -> Vec<Notice> {
        let Some(open) = self.open() else {
            return Vec::new();
        };
        if open.row.status != Status::Playing {
            return Vec::new();
        }
        let table_id = open.row.id;
        let rows = match self.shared.store.run(move |db| db.clocks(table_id)).await {
            Ok(r) => r,
            Err(e) => {
                tracing::error!(error = %e, "could not read clocks");
                return Vec::new();
            }
        };
        let now = self.now();
        let clock = clock_command(&self.channel);
        for row in rows {
            // A deadline marked but its timeout not done: a crash came
            // between the two (its post went out as the placeholder).
            if let (Some(started), stage::DEADLINE, Some(due)) =
                (row.started_at, row.stage, row.next_due)
            {
                if due <= now {
                    self.finish_timeout(&row, started, now).await;
                }
                continue;
            }
            let (Some(started), Some(due)) = (row.started_at, row.due_stage(now)) else {
                continue;
            };
            // The clock belongs to the seat's current holder, still awaited.
            let Some(open) = self.open() else { break };
            let awaited = open
                .game
                .as_ref()
                .is_some_and(|g| g.outcome().is_none() && g.to_act().contains(&row.seat))
                && open
                    .seats
                    .iter()
                    .any(|s| s.seat == row.seat && s.user_id == row.user_id);
            if !awaited {
                continue;
            }
            let seat = row.seat;
            let deadline = due == stage::DEADLINE;
            let first = if deadline {
                vec![self.deadline_post(&row, now)]
            } else {
                self.reminder(&row, now).await
            };
            let stored = self.outbox_rows(&clock, first).await;
            let holder = deadline.then(|| self.placeholder_holder());
            let wall = super::outbox::wall_ms();
            let marked = self
                .shared
                .store
                .run(move |db| {
                    db.mark_clock_stage_outbox(
                        table_id,
                        seat,
                        (started, due, now),
                        &stored,
                        (wall, holder.as_deref()),
                    )
                })
                .await;
            let ids = match marked {
                Ok(Some(ids)) => ids,
                Ok(None) => continue,
                Err(e) => {
                    tracing::error!(error = %e, "could not mark a clock notice");
                    continue;
                }
            };
            if deadline {
                crate::fault::point("deadline-marked");
                let mut notices = self.deadline_passed(&row, now).await;
                // The status shows the clocks as the timeout left them.
                if self.clock_sync(true).await {
                    let status = self.status_notice();
                    for n in notices.iter_mut() {
                        if matches!(n.to, Audience::Status(_)) {
                            *n = status.clone();
                        }
                    }
                }
                self.complete(&clock, ids, notices, Some((table_id, seat, started)))
                    .await;
            } else {
                crate::fault::point("outbox-stored");
                self.shared.outbox_wake.notify_one();
            }
        }
        Vec::new()
    }

    /// Finishes a timeout a crash interrupted after its deadline was
    /// marked (and its post stored): applies what `on_timeout` says if the
    /// seat is still awaited and no bot stands in yet, stores the news
    /// (its post was sent already), and clears the deadline.
    async fn finish_timeout(&mut self, row: &ClockRow, started: i64, now: i64) {
        let Some(open) = self.open() else { return };
        let table_id = open.row.id;
        let awaited = open
            .game
            .as_ref()
            .is_some_and(|g| g.outcome().is_none() && g.to_act().contains(&row.seat))
            && open
                .seats
                .iter()
                .any(|s| s.seat == row.seat && s.user_id == row.user_id);
        let mode = self.timeout_mode();
        let pending = awaited
            && match mode {
                OnTimeout::Wait => false,
                OnTimeout::Bot => !row.stand_in,
                OnTimeout::Skip | OnTimeout::Forfeit => true,
            };
        let notices = if pending {
            tracing::info!(channel = %self.channel, seat = row.seat, "finishing a timeout a restart interrupted");
            self.deadline_passed(row, now).await
        } else {
            Vec::new()
        };
        let clock = clock_command(&self.channel);
        self.complete(
            &clock,
            Vec::new(),
            notices,
            Some((table_id, row.seat, started)),
        )
        .await;
    }

    /// The reminder DM of an awaited seat: how long is left, what
    /// happened since its last turn, and its choices as buttons. Nothing
    /// when the player turned reminders off.
    async fn reminder(&self, row: &ClockRow, now: i64) -> Vec<Notice> {
        let (Some(user), Some(deadline)) = (row.user_id.clone(), row.deadline) else {
            return Vec::new();
        };
        let id = user.clone();
        let (on, prefs) = self
            .shared
            .store
            .run(move |db| {
                Ok::<_, crate::store::StoreError>((
                    db.reminders_on(&id)?,
                    db.user_prefs(std::slice::from_ref(&id))?,
                ))
            })
            .await
            .unwrap_or((true, vec![("en".into(), false)]));
        let (locale, dm_closed) = prefs.into_iter().next().unwrap_or(("en".into(), false));
        if !on || dm_closed {
            return Vec::new();
        }
        let open = self.open().expect("checked by tick");
        let mut opening = vec![msg!(
            "clock-reminder",
            title = &open.row.title,
            channel = &self.channel,
            left = duration_msg(deadline - now),
            deadline = utc_text(deadline)
        )];
        opening.extend(self.digest(row.seat).await);
        vec![self.dm_turn(row.seat, &user, &locale, opening).await]
    }

    /// A DM with a seat's turn view, board image and buttons.
    async fn dm_turn(&self, seat: Seat, user: &str, locale: &str, opening: Vec<Msg>) -> Notice {
        let open = self.open().expect("a table");
        let (text, prompt) = self.turn_view(open, seat, user, locale, opening);
        let mut n = notice(Audience::Dm(user.to_string()), false, text);
        let lang = self.lang(locale);
        let names = open.names();
        let tr = self.named(&lang, &names);
        n.images = self
            .pictures(open, super::images::View::Seat(seat), &tr)
            .await;
        n.data.prompt = Some(prompt);
        n
    }

    /// The deadline passed: a channel post that mentions the player, then
    /// what the table's `on_timeout` says.
    async fn deadline_passed(&mut self, row: &ClockRow, now: i64) -> Vec<Notice> {
        let mode = self.timeout_mode();
        let header = self.deadline_header(row, now);
        if mode == OnTimeout::Wait {
            let mut post = self.channel_post(vec![header]);
            post.data.mentions = row.user_id.clone().into_iter().collect();
            return vec![post, self.status_notice()];
        }
        let mut notices = self.give_up_seat(row.seat, mode, header).await;
        for n in &mut notices {
            if matches!(n.to, Audience::Channel(_)) {
                n.data.mentions.extend(row.user_id.clone());
                break;
            }
        }
        notices
    }

    fn timeout_mode(&self) -> OnTimeout {
        let open = self.open().expect("checked by tick");
        options::clock(&open.row.options).on_timeout
    }

    /// The deadline's channel post alone, mentioning the player: what goes
    /// out if a crash comes before the news of what the timeout did.
    fn deadline_post(&self, row: &ClockRow, now: i64) -> Notice {
        let mut post = self.channel_post(vec![self.deadline_header(row, now)]);
        post.data.mentions = row.user_id.clone().into_iter().collect();
        post
    }

    /// "bob's deadline passed after 1d; then ...".
    fn deadline_header(&self, row: &ClockRow, now: i64) -> Msg {
        let open = self.open().expect("checked by tick");
        let mode = options::clock(&open.row.options).on_timeout;
        let waited = duration_msg(now - row.started_at.unwrap_or(now));
        msg!(
            "clock-deadline",
            user = open.name_of(row.seat),
            waited = waited,
            mode = Msg::new(match mode {
                OnTimeout::Wait => "clock-then-wait",
                OnTimeout::Skip => "clock-then-skip",
                OnTimeout::Bot => "clock-then-bot",
                OnTimeout::Forfeit => "clock-then-forfeit",
            })
        )
    }

    /// A channel post in the table's language, not answering anyone.
    fn channel_post(&self, lines: Vec<Msg>) -> Notice {
        let open = self.open().expect("a table");
        let names = open.names();
        let lang = self.lang(&open.row.locale);
        let text = self.named(&lang, &names).tr(&Msg::lines(lines));
        notice(Audience::Channel(self.channel.clone()), false, text)
    }

    /// Vacates or hands over a seat whose player is gone, as `mode` says
    /// (`on_timeout`; `/game leave` mid-game uses it too): `Skip` plays
    /// the title's default action for it (once), `Bot` lets a bot play it
    /// until its player sends any command to the table, `Forfeit` ends the
    /// game with the seat ranked last, `Wait` only tells the channel.
    /// `header` opens the channel post (why this happens).
    pub(super) async fn give_up_seat(
        &mut self,
        seat: Seat,
        mode: OnTimeout,
        header: Msg,
    ) -> Vec<Notice> {
        let Some(open) = self.open() else {
            return Vec::new();
        };
        let table_id = open.row.id;
        match mode {
            OnTimeout::Wait => vec![self.channel_post(vec![header]), self.status_notice()],
            OnTimeout::Skip => {
                let game = open.game.as_ref().expect("a game in play");
                let Some(action) = game.default_action(seat) else {
                    return vec![self.channel_post(vec![header]), self.status_notice()];
                };
                let before = game.to_act();
                let stage = game.stage();
                let step = self
                    .step(seat, Some(&super::ActionRef::Text(action)), None, None)
                    .await;
                let mut steps = match step {
                    Ok(s) => vec![s],
                    Err(_) => {
                        tracing::error!(channel = %self.channel, seat, "the default action was refused");
                        return vec![self.channel_post(vec![header]), self.status_notice()];
                    }
                };
                steps.extend(self.autoplay().await);
                self.run = None;
                let clock = clock_command(&self.channel);
                self.announce(&clock, vec![header], &steps, before, Some(stage))
                    .await
            }
            OnTimeout::Bot => {
                // Told in /log as the turn clock's doing (no sender).
                let holder = open
                    .seats
                    .iter()
                    .find(|s| s.seat == seat)
                    .and_then(|s| Some((s.user_id.clone()?, s.user_name.clone())));
                let event = SeatEvent {
                    after_seq: open.seq(),
                    seat,
                    left: holder,
                    came: None,
                    by: None,
                    why: SeatWhy::Timeout,
                    at: String::new(),
                };
                // The absent player hears of it once, with the way back,
                // stored with the stand-in itself.
                let news = self.stand_in_news(seat).await;
                let since = open.seq();
                let wall = super::outbox::wall_ms();
                let res = self
                    .shared
                    .store
                    .run(move |db| {
                        let started = db.start_stand_in(table_id, seat, since, &news, wall)?;
                        if started {
                            db.add_seat_event(table_id, &event)?;
                        }
                        Ok::<bool, crate::store::StoreError>(started)
                    })
                    .await;
                match res {
                    Ok(true) => self.shared.outbox_wake.notify_one(),
                    Ok(false) => {}
                    Err(e) => tracing::error!(error = %e, "could not seat a stand-in bot"),
                }
                for r in self.clocks.rows.iter_mut().filter(|r| r.seat == seat) {
                    r.stand_in = true;
                }
                // The actor lets the bot play once this command is done.
                vec![self.channel_post(vec![header])]
            }
            OnTimeout::Forfeit => {
                let n = open.seats.len();
                // The others share first place; the seat that dropped out
                // is last. No points are invented: every score is 0.
                let outcome = Outcome {
                    scores: vec![0; n],
                    ranks: (0..n)
                        .map(|s| if s == seat { n.max(2) } else { 1 })
                        .collect(),
                };
                let stored = outcome.clone();
                let res = self
                    .shared
                    .store
                    .run(move |db| {
                        db.set_status(table_id, Status::Finished, Some(&stored))?;
                        db.stop_clocks(table_id)
                    })
                    .await;
                if let Err(e) = res {
                    tracing::error!(error = %e, "could not end a forfeited game");
                    return vec![self.channel_post(vec![header])];
                }
                let open = self.open_mut().expect("checked");
                open.row.status = Status::Finished;
                open.row.outcome = Some(outcome.clone());
                let open = self.open().expect("checked");
                let mut lines = vec![header, msg!("clock-forfeit", user = open.name_of(seat))];
                lines.extend(self.result_lines(open, &outcome));
                let mut post = self.channel_post(lines);
                post.data.status = Some("finished".into());
                post.data.scores = Some(outcome.scores.iter().copied().enumerate().collect());
                vec![post, self.status_notice()]
            }
        }
    }

    /// `/game nudge`: a seated player reminds the awaited ones, at most
    /// once per 12 hours per table.
    pub(super) async fn nudge(&mut self, command: &Command) -> Vec<Notice> {
        let Some(open) = self.open() else {
            return self.error(command, Msg::new("error-no-table"));
        };
        let Some(game) = open
            .game
            .as_ref()
            .filter(|_| open.row.status == Status::Playing)
        else {
            return self.error(command, Msg::new("error-not-playing"));
        };
        if open.seat_of(&command.user.id).is_none() {
            return self.error(command, Msg::new("error-not-seated"));
        }
        let awaited: Vec<(Seat, String)> = game
            .to_act()
            .into_iter()
            .filter_map(|s| {
                let user = open.seats.iter().find(|r| r.seat == s)?.user_id.clone()?;
                (user != command.user.id && !user.starts_with(super::bots::BOT_PREFIX))
                    .then_some((s, user))
            })
            .collect();
        if awaited.is_empty() {
            return self.error(command, Msg::new("nudge-nobody"));
        }
        let table_id = open.row.id;
        let now = self.now();
        let ids: Vec<String> = awaited.iter().map(|(_, u)| u.clone()).collect();
        let res = self
            .shared
            .store
            .run(move |db| {
                let ok = db.try_nudge(table_id, now, NUDGE_GAP_MS)?;
                let mut wants = Vec::new();
                for id in &ids {
                    let (locale, closed) = db
                        .user_prefs(std::slice::from_ref(id))?
                        .pop()
                        .unwrap_or(("en".into(), false));
                    wants.push((db.reminders_on(id)? && !closed, locale));
                }
                Ok::<_, crate::store::StoreError>((ok, wants))
            })
            .await;
        let (ok, wants) = match res {
            Ok(r) => r,
            Err(e) => return self.storage_error(command, e),
        };
        if let Err(last) = ok {
            return self.error(
                command,
                msg!(
                    "nudge-too-soon",
                    wait = duration_msg(last + NUDGE_GAP_MS - now)
                ),
            );
        }
        let mut out = Vec::new();
        let open = self.open().expect("checked");
        let names: Vec<String> = awaited.iter().map(|(s, _)| open.name_of(*s)).collect();
        let mut post = self.channel_post(vec![msg!(
            "nudge-post",
            user = command.user.name.as_str(),
            users = names.join(", ")
        )]);
        post.reply = true;
        post.data.mentions = awaited.iter().map(|(_, u)| u.clone()).collect();
        out.push(post);
        for ((seat, user), (wants, locale)) in awaited.iter().zip(wants) {
            if !wants {
                continue;
            }
            let mut opening = vec![msg!(
                "nudge-dm",
                user = command.user.name.as_str(),
                title = &open.row.title,
                channel = &self.channel
            )];
            opening.extend(self.digest(*seat).await);
            out.push(self.dm_turn(*seat, user, &locale, opening).await);
        }
        out
    }
}

/// The command the scheduler sends a table, and in whose name a timeout
/// is announced (no seat's: nobody gets a "still your turn").
fn clock_command(channel: &str) -> Command {
    Command {
        channel: channel.to_string(),
        user: User {
            id: CLOCK_USER.to_string(),
            name: CLOCK_USER.to_string(),
            locale: "en".to_string(),
        },
        admin: false,
        server_admin: false,
        server: String::new(),
        interaction: None,
        kind: CommandKind::Tick,
    }
}

impl Host {
    /// When the next clock notice falls due (ms since the epoch).
    pub async fn next_due(&self) -> Option<i64> {
        let now = self.shared.clock.now_ms();
        self.shared
            .store
            .run(move |db| {
                let clock = db.next_clock_due()?;
                // A league season's end date, or a late game's standings.
                let season = db.next_season_due(now)?;
                Ok::<_, crate::store::StoreError>(match (clock, season) {
                    (Some(a), Some(b)) => Some(a.min(b)),
                    (a, b) => a.or(b),
                })
            })
            .await
            .unwrap_or_else(|e| {
                tracing::error!(error = %e, "could not read the next due time");
                None
            })
    }

    /// Sends every table with a notice due now a [`CommandKind::Tick`] and
    /// returns what they say. One query finds the channels; each table
    /// reads its clocks once and commits each notice it sends.
    pub async fn run_due(&self) -> Vec<Notice> {
        let now = self.shared.clock.now_ms();
        let channels = self
            .shared
            .store
            .run(move |db| db.due_channels(now))
            .await
            .unwrap_or_else(|e| {
                tracing::error!(error = %e, "could not read due clocks");
                Vec::new()
            });
        let mut out = Vec::new();
        for channel in channels {
            // Nothing here answers anyone's command.
            out.extend(
                self.to_actor(clock_command(&channel), false)
                    .await
                    .into_iter()
                    .map(|mut n| {
                        n.reply = false;
                        n
                    }),
            );
        }
        // Seasons that reached their end date, and late games' standings.
        out.extend(self.league_due().await);
        out
    }

    /// Runs the scheduler until the host is dropped: wakes at the next due
    /// time (or when a clock changes), runs what fell due, and hands the
    /// notices to `deliver`. After a restart its first look finds
    /// everything that fell due while the process was down.
    pub fn spawn_scheduler(
        &self,
        deliver: impl Fn(Vec<Notice>) -> futures::future::BoxFuture<'static, ()> + Send + 'static,
    ) -> tokio::task::JoinHandle<()> {
        let host = self.clone();
        tokio::spawn(async move {
            let mut idle_visit = false;
            loop {
                // A manual clock moves only when told: then only a wake-up
                // (`Host::wake_scheduler`) can make something due.
                if host.shared.clock.is_manual() {
                    host.shared.wake.notified().await;
                    let notices = host.run_due().await;
                    if !notices.is_empty() {
                        deliver(notices).await;
                    }
                    continue;
                }
                let now = host.shared.clock.now_ms();
                let next = host.next_due().await;
                let wait = match next {
                    // A notice that stays due after a visit (its table
                    // could not load) is looked at again a second later,
                    // never in a busy loop.
                    Some(due) if due <= now && idle_visit => MIN_LOOK_MS,
                    Some(due) => (due - now).clamp(0, IDLE_LOOK_MS),
                    None => IDLE_LOOK_MS,
                };
                if wait > 0 {
                    let sleep = tokio::time::sleep(std::time::Duration::from_millis(wait as u64));
                    tokio::select! {
                        _ = sleep => {}
                        _ = host.shared.wake.notified() => continue,
                    }
                }
                // How late the scheduler runs what fell due (metrics).
                if let Some(due) = next {
                    let now = host.shared.clock.now_ms();
                    if due <= now {
                        crate::metrics::scheduler_lag(now - due);
                    }
                }
                let notices = host.run_due().await;
                idle_visit = notices.is_empty();
                if !notices.is_empty() {
                    deliver(notices).await;
                }
            }
        })
    }

    /// Makes the scheduler look at the store again now (after a manual
    /// clock moved, in tests).
    pub fn wake_scheduler(&self) {
        self.shared.wake.notify_one();
    }

    /// `/clock advance <duration>` (manual clock only): moves time on one
    /// due moment at a time, so every notice falls due at its own time and
    /// in order, and returns them all before the answer.
    pub(super) async fn clock_advance(&self, command: &Command, by: &str) -> Vec<Notice> {
        let lang = self.shared.i18n.lang(&command.user.locale);
        let clock = self.shared.clock.clone();
        if !clock.is_manual() {
            return vec![ephemeral(&command.user.id, lang.t("clock-not-manual"))];
        }
        let Some(ms) = crate::clock::parse_duration(by) else {
            let value = super::view::clip_echo(by);
            return vec![ephemeral(
                &command.user.id,
                lang.tr(&msg!("error-bad-duration", value = value)),
            )];
        };
        // Bounded, so no time shown afterwards is past what can be written.
        if ms > crate::clock::MAX_ADVANCE_MS {
            let bound = msg!(
                "error-duration-bound",
                option = "/clock advance",
                min = "1s",
                max = crate::clock::short_duration(crate::clock::MAX_ADVANCE_MS),
                value = super::view::clip_echo(by)
            );
            return vec![ephemeral(&command.user.id, lang.tr(&bound))];
        }
        let target = clock.now_ms() + ms;
        let mut out = Vec::new();
        // Each round moves time to the next due moment, stores it, and
        // runs it; a moment that stays due (its table could not load) ends
        // the steps. The time is stored before what falls due at it is
        // run, so after a crash the clock stands where its stored notices
        // say it was.
        let mut last = None;
        loop {
            let now = clock.now_ms();
            match self.next_due().await {
                Some(due) if due <= target && Some(due) != last => {
                    clock.advance(due - now);
                    self.store_manual_now().await;
                    out.extend(self.run_due().await);
                    last = Some(due);
                }
                _ => break,
            }
        }
        clock.advance(target - clock.now_ms());
        self.store_manual_now().await;
        out.extend(self.run_due().await);
        let mut ack = ephemeral(
            &command.user.id,
            lang.tr(&msg!("clock-advanced", now = utc_text(clock.now_ms()))),
        );
        ack.reply = true;
        out.push(ack);
        out
    }

    /// Stores where the manual clock stands now.
    async fn store_manual_now(&self) {
        let now = self.shared.clock.now_ms();
        if let Err(e) = self
            .shared
            .store
            .run(move |db| db.set_manual_now(now))
            .await
        {
            tracing::error!(error = %e, "could not store the manual clock");
        }
    }

    /// `/vacation <duration>` or `/vacation off`.
    pub(super) async fn vacation(&self, command: &Command, length: Option<&str>) -> Vec<Notice> {
        let lang = self.shared.i18n.lang(&command.user.locale);
        let user = command.user.id.clone();
        let now = self.shared.clock.now_ms();
        let year = year_of(now);
        let allowance = self.shared.vacation_allowance_ms;
        let reply = |text: String| vec![ephemeral(&command.user.id, text)];
        let Some(length) = length else {
            let ended = self
                .shared
                .store
                .run(move |db| db.end_vacation(&user, now, year))
                .await;
            self.shared.wake.notify_one();
            return match ended {
                Ok(true) => reply(lang.t("vacation-ended")),
                Ok(false) => reply(lang.t("vacation-none")),
                Err(e) => reply(lang.tr(&e.user_message())),
            };
        };
        let Some(ms) = crate::clock::parse_duration(length) else {
            let value = super::view::clip_echo(length);
            return reply(lang.tr(&msg!("error-bad-duration", value = value)));
        };
        use crate::clock::{MAX_VACATION_MS, MIN_VACATION_MS};
        if !(MIN_VACATION_MS..=MAX_VACATION_MS).contains(&ms) {
            return reply(lang.tr(&msg!(
                "error-duration-bound",
                option = "/vacation",
                min = duration_msg(MIN_VACATION_MS),
                max = duration_msg(MAX_VACATION_MS),
                value = super::view::clip_echo(length)
            )));
        }
        let res = self
            .shared
            .store
            .run(move |db| db.start_vacation(&user, now, ms, year, allowance))
            .await;
        self.shared.wake.notify_one();
        match res {
            Ok(Ok(left)) => reply(lang.tr(&msg!(
                "vacation-started",
                until = utc_text(now + ms),
                left = duration_msg(left)
            ))),
            Ok(Err(left)) => reply(lang.tr(&msg!(
                "vacation-over-allowance",
                asked = duration_msg(ms),
                left = duration_msg(left)
            ))),
            Err(e) => reply(lang.tr(&e.user_message())),
        }
    }
}
