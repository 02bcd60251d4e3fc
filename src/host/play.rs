//! Playing: /actions, /play, /undo, /board, /me, /log, and the notices
//! that follow an action.
//!
//! Architecture Invariant (nothing acknowledged is lost): an action is
//! applied to a copy of the state, committed to the store, and only then
//! does the copy become the table's state and any notice go out.
//!
//! Architecture Invariant (secrets stay private): the host never tells an
//! action in its own words. Everyone but the acting seat reads the
//! engine's `Told::public`; only the actor reads `Told::own` or the
//! notation (DESIGN.md, "Secrets stay private").

use super::actor::{Actor, Loaded, Run, SNAPSHOT_EVERY};
use super::images::{Key, Later, View};
use super::replay;
use super::view::{ephemeral, notice};
use super::{
    ActionRef, Audience, ChoiceText, Command, Image, Notice, Position, Prompt, PromptSeat,
};
use crate::engine::{Msg, Played, Seat, Stage, Table, Translate};
use crate::i18n::Named;
use crate::msg;
use crate::store::{effective, ActionKind, ActionRow, NewNotice, Snapshot, StoreError};

/// How many lines of "since your last turn" a DM shows before pointing at
/// `/log`.
const DIGEST_LINES: usize = 15;

/// An upper bound on forced moves played in a row, so a title whose
/// forced moves never end can't hang its table.
const MAX_FORCED: usize = 10_000;

/// One action applied and committed.
pub(super) struct Step {
    pub seat: Seat,
    pub seq: i64,
    pub played: Played,
    pub forced: bool,
}

/// Why an action could not be applied.
pub(super) enum StepError {
    Rule(Msg),
    Store(StoreError),
}

/// The line that tells an action: "{name}: {wording}".
fn told_line(name: String, wording: Msg, forced: bool) -> Msg {
    let id = if forced { "played-forced" } else { "played" };
    Msg::new(id).arg("user", name).arg("action", wording)
}

/// What a reader may read of a logged row: the notation when it is their
/// own action or the game is over, else its public wording (a neutral one
/// for rows stored before actions had one).
fn row_wording(title: &str, row: &ActionRow, reader: Option<Seat>, over: bool) -> Msg {
    if row.kind == ActionKind::Rules {
        // A move to other rules is told the same to everyone, never by
        // its notation.
        return row.told.clone().unwrap_or_else(|| Msg::new("told-hidden"));
    }
    if over || reader == Some(row.seat) {
        Msg::notation(title, &row.notation)
    } else {
        row.told.clone().unwrap_or_else(|| Msg::new("told-hidden"))
    }
}

/// A seat's choices as buttons and menu options read them.
fn choice_texts(game: &dyn Table, seat: Seat, tr: &dyn Translate) -> Vec<ChoiceText> {
    game.choices(seat)
        .into_iter()
        .map(|c| ChoiceText {
            label: tr.tr(&c.label),
            detail: c.detail.as_ref().map(|d| tr.tr(d)),
        })
        .collect()
}

impl Actor {
    /// The sender's seat in a game in play, or the error to answer.
    pub(super) fn playing_seat(&self, command: &Command) -> Result<Seat, Msg> {
        let open = self.open().ok_or_else(|| Msg::new("error-no-table"))?;
        if open.game.is_none() {
            return Err(Msg::new("error-not-playing"));
        }
        // A game ended by a forfeit (the turn clock) while its title's
        // state goes on: nothing more is played.
        if open.row.status == crate::store::Status::Finished
            && open.game.as_ref().is_some_and(|g| g.outcome().is_none())
        {
            return Err(Msg::new("error-game-over"));
        }
        open.seat_of(&command.user.id)
            .ok_or_else(|| Msg::new("error-not-seated"))
    }

    pub(super) fn actions(&self, command: &Command) -> Vec<Notice> {
        let seat = match self.playing_seat(command) {
            Ok(s) => s,
            Err(m) => return self.error(command, m),
        };
        let open = self.open().expect("checked");
        let game = open.game.as_ref().expect("checked");
        let lang = self.lang(&command.user.locale);
        let names = open.names();
        let named = self.named(&lang, &names);
        let to_act = game.to_act();
        let mut choices = Vec::new();
        let (text, actions) = if game.outcome().is_some() {
            (named.t("error-game-over"), Vec::new())
        } else if !to_act.contains(&seat) {
            let cues: Vec<String> = to_act.iter().map(|&s| named.tr(&open.cue(s))).collect();
            (
                named.tr(&msg!("actions-not-your-turn", users = cues.join(", "))),
                Vec::new(),
            )
        } else {
            let actions = game.legal_actions(seat);
            choices = choice_texts(game.as_ref(), seat, &named);
            // Why the seat is asked, then each choice with what it costs
            // and gives.
            let mut lines: Vec<String> = game.prompt(seat).iter().map(|p| named.tr(p)).collect();
            lines.push(named.tr(&msg!("actions-header", count = actions.len())));
            for (i, (a, c)) in actions.iter().zip(&choices).enumerate() {
                let label = if c.label.is_empty() {
                    a.clone()
                } else {
                    c.label.clone()
                };
                lines.push(match &c.detail {
                    Some(d) => named.tr(&msg!(
                        "actions-prompt-line",
                        n = i + 1,
                        label = label,
                        detail = d.as_str()
                    )),
                    None => named.tr(&msg!("actions-line", n = i + 1, action = label)),
                });
            }
            (lines.join("\n"), actions)
        };
        let mut n = ephemeral(&command.user.id, text);
        if !actions.is_empty() {
            // The answer is the sender's alone, so it may carry their
            // choices as buttons even when the public post may not.
            n.data.prompt = Some(Prompt {
                position: Position {
                    table_id: open.row.id,
                    seq: open.seq(),
                },
                seats: vec![PromptSeat {
                    seat,
                    user_id: Some(command.user.id.clone()),
                    actions: actions.clone(),
                    choices,
                    private: false,
                }],
            });
        }
        n.data.actions = Some(actions);
        vec![n]
    }

    /// Applies one action of `seat` to a copy of the table, commits its
    /// log row, and only then adopts the copy. `action` `None` plays the
    /// seat's only legal action for it (autoplay). `chosen_by` is who chose
    /// it (`None`: nobody did, a timeout's default move).
    pub(super) async fn step(
        &mut self,
        seat: Seat,
        action: Option<&ActionRef>,
        interaction: Option<String>,
        chosen_by: Option<String>,
    ) -> Result<Step, StepError> {
        let open = self.open().expect("a game in play");
        let game = open.game.as_ref().expect("a game in play");
        let mut next = game.box_clone();
        let played = match action {
            None => next.play_index(seat, 0),
            Some(ActionRef::Number(n)) if *n >= 1 => next.play_index(seat, n - 1),
            Some(ActionRef::Number(_)) => Err(msg!(
                "error-no-such-number",
                number = 0,
                count = game.legal_count(seat)
            )),
            Some(ActionRef::Text(text)) => next.play(seat, text),
        }
        .map_err(StepError::Rule)?;
        let seq = open.seq() + 1;
        let hash = next.hash();
        let outcome = next.outcome();
        let mut row = ActionRow::play(seq, seat, &played.notation, &played.applied, hash.clone());
        row.interaction_id = interaction;
        row.told = Some(played.told.public.clone());
        row.forced = action.is_none();
        row.holder = open
            .seats
            .iter()
            .find(|s| s.seat == seat)
            .and_then(|s| s.user_id.clone());
        row.chosen_by = chosen_by.filter(|_| action.is_some());
        let snapshot = (seq % SNAPSHOT_EVERY == 0 || outcome.is_some()).then(|| Snapshot {
            seq,
            state: next.snapshot(),
            hash,
        });
        let table_id = open.row.id;
        // The news of a move that answers nobody (a bot's, and the forced
        // moves after it) is stored with the move, as a placeholder: the
        // move told in the channel as it is. The command completes it with
        // the whole news (`Actor::enqueue`); after a crash it goes out as
        // it is.
        let news: Vec<NewNotice> = if self.tell_ahead {
            let lang = self.lang(&open.row.locale);
            let mut lines = vec![told_line(
                open.name_of(seat),
                played.told.public.clone(),
                action.is_none(),
            )];
            lines.extend(played.applied.public.iter().cloned());
            let text = self.named(&lang, &open.names()).tr(&Msg::lines(lines));
            let mut n = notice(Audience::Channel(self.channel.clone()), false, text);
            n.lang = lang.code().to_string();
            vec![super::outbox_row(&self.channel, &n)]
        } else {
            Vec::new()
        };
        let (holder, now) = (self.placeholder_holder(), super::wall_ms());
        let commit_row = row.clone();
        let finished = outcome.clone();
        let ids = self
            .shared
            .store
            .run(move |db| {
                db.commit_action_told(
                    table_id,
                    &commit_row,
                    snapshot.as_ref(),
                    finished.as_ref(),
                    &news,
                    now,
                    &holder,
                )
            })
            .await
            .map_err(StepError::Store)?;
        crate::fault::point("move-committed");
        self.told_ahead.extend(ids);
        // Committed: now the new state is the table's.
        let open = self.open_mut().expect("checked");
        open.game = Some(next);
        open.log.push(row);
        if outcome.is_some() {
            open.row.status = crate::store::Status::Finished;
            tracing::info!(table = table_id, "game finished");
        }
        Ok(Step {
            seat,
            seq,
            played,
            forced: action.is_none(),
        })
    }

    /// Forced moves play themselves: while autoplay is on and a seat to act
    /// has exactly one legal action, plays it for that seat. Each is an
    /// ordinary log row marked forced (never undone).
    pub(super) async fn autoplay(&mut self) -> Vec<Step> {
        let mut steps = Vec::new();
        for _ in 0..MAX_FORCED {
            let Some(open) = self.open() else { break };
            let Some(game) = open.game.as_ref() else {
                break;
            };
            if !open.autoplay() || game.outcome().is_some() {
                break;
            }
            let Some(seat) = game
                .to_act()
                .into_iter()
                .find(|&s| game.legal_count(s) == 1)
            else {
                break;
            };
            match self.step(seat, None, None, None).await {
                Ok(s) => steps.push(s),
                Err(StepError::Rule(m)) => {
                    tracing::error!(channel = %self.channel, seat, id = %m.id, "a forced move was refused");
                    break;
                }
                Err(StepError::Store(e)) => {
                    if matches!(e, StoreError::SeqTaken) {
                        self.stale.store(true, std::sync::atomic::Ordering::Relaxed);
                    }
                    tracing::error!(channel = %self.channel, error = %e, "could not store a forced move");
                    break;
                }
            }
        }
        steps
    }

    pub(super) async fn play(
        &mut self,
        command: &Command,
        action: &ActionRef,
        at: Option<Position>,
    ) -> Vec<Notice> {
        let seat = match self.playing_seat(command) {
            Ok(s) => s,
            Err(m) => return self.error(command, m),
        };
        let open = self.open().expect("checked");
        if let Some(at) = at {
            if at.table_id != open.row.id || at.seq != open.seq() {
                return self.error(command, Msg::new("error-stale-button"));
            }
        }
        let game = open.game.as_ref().expect("checked");
        let before_to_act = game.to_act();
        let stage_before = game.stage();
        // A move typed in the sender's language (or English, any case,
        // accents or not) becomes its canonical notation, the only form
        // the engine and the log know (issue 15 item 5).
        let canonical;
        let typed = match action {
            ActionRef::Text(t) => Some(t.clone()),
            ActionRef::Number(_) => None,
        };
        let action = match action {
            ActionRef::Text(text) => {
                let lang = self.lang(&command.user.locale);
                let legal = game.legal_actions(seat);
                canonical = crate::notation::canonicalize(game.title(), lang.code(), text, &legal)
                    .map(ActionRef::Text);
                canonical.as_ref().unwrap_or(action)
            }
            ActionRef::Number(_) => action,
        };
        // A bot standing in for the seat's holder chose it, not the holder.
        let chosen_by = self
            .bot_move
            .clone()
            .unwrap_or_else(|| command.user.id.clone());
        let first = match self
            .step(
                seat,
                Some(action),
                command.interaction.clone(),
                Some(chosen_by),
            )
            .await
        {
            Ok(s) => s,
            Err(StepError::Rule(m)) => {
                return self.refused_move(command, seat, typed.as_deref(), m)
            }
            Err(StepError::Store(StoreError::Duplicate)) => {
                return self.error(command, Msg::new("error-already-handled"))
            }
            Err(StepError::Store(e)) => return self.storage_error(command, e),
        };
        let mut steps = vec![first];
        steps.extend(self.autoplay().await);
        // A finished table stays loaded for /game status, /board and /log
        // until /game new replaces it.
        self.announce(
            command,
            Vec::new(),
            &steps,
            before_to_act,
            Some(stage_before),
        )
        .await
    }

    pub(super) async fn undo(&mut self, command: &Command) -> Vec<Notice> {
        let seat = match self.playing_seat(command) {
            Ok(s) => s,
            Err(m) => return self.error(command, m),
        };
        let open = self.open().expect("checked");
        let game = open.game.as_ref().expect("checked");
        if game.outcome().is_some() {
            return self.error(command, Msg::new("error-game-over"));
        }
        // Undo rebuilds from a snapshot before the last play, and the rows
        // since may be older than those held in memory.
        let stored;
        let eff = if open.log.is_whole() {
            open.effective()
        } else {
            stored = match self.stored_log(open.row.id).await {
                Ok(log) => log,
                Err(e) => return self.storage_error(command, e),
            };
            effective(&stored)
        };
        let Some(last) = eff.last() else {
            return self.error(command, Msg::new("error-nothing-to-undo"));
        };
        if last.kind == ActionKind::Rules {
            return self.error(command, Msg::new("error-undo-rules"));
        }
        if last.forced {
            return self.error(command, Msg::new("error-undo-forced"));
        }
        if last.seat != seat {
            return self.error(command, Msg::new("error-undo-not-yours"));
        }
        if last.revealed {
            return self.error(command, Msg::new("error-undo-revealed"));
        }
        let Some(title) = self.shared.registry.get(&open.row.title) else {
            return self.error(command, self.unknown_title(&open.row.title));
        };
        let undone = (*last).clone();
        let keep: Vec<ActionRow> = eff[..eff.len() - 1].iter().map(|r| (*r).clone()).collect();
        let table_id = open.row.id;
        let snapshot = match self
            .shared
            .store
            .run(move |db| db.snapshot_before(table_id, undone.seq))
            .await
        {
            Ok(s) => s,
            Err(e) => return self.storage_error(command, e),
        };
        let keep_refs: Vec<&ActionRow> = keep.iter().collect();
        let rebuilt = match replay::rebuild(
            title.as_ref(),
            &open.row,
            open.seats.len(),
            snapshot.as_ref(),
            &keep_refs,
        ) {
            Ok(t) => t,
            Err(e) => {
                tracing::error!(channel = %self.channel, error = %e, "undo could not rebuild");
                return self.error(command, Msg::new("error-internal"));
            }
        };
        let before_to_act = game.to_act();
        let last = eff.last().expect("checked");
        // The announcement is public: it tells the undone action in its
        // public wording, never its notation.
        let wording = row_wording(&open.row.title, last, None, false);
        let row = ActionRow {
            seq: open.seq() + 1,
            seat,
            kind: ActionKind::Undo,
            notation: format!("undo {}", last.notation),
            undoes: Some(last.seq),
            revealed: false,
            words: Vec::new(),
            state_hash: rebuilt.hash(),
            interaction_id: command.interaction.clone(),
            told: Some(msg!(
                "undone",
                user = Msg::seat(seat),
                action = wording.clone()
            )),
            forced: false,
            holder: Some(command.user.id.clone()),
            chosen_by: Some(command.user.id.clone()),
        };
        let commit_row = row.clone();
        if let Err(e) = self
            .shared
            .store
            .run(move |db| db.append_action(table_id, &commit_row, None))
            .await
        {
            return match e {
                StoreError::Duplicate => self.error(command, Msg::new("error-already-handled")),
                e => self.storage_error(command, e),
            };
        }
        let header = vec![msg!("undone", user = open.name_of(seat), action = wording)];
        let open = self.open_mut().expect("checked");
        open.game = Some(rebuilt);
        open.log.push(row);
        self.run = None;
        // Nobody will ask for the undone positions' pictures again.
        self.shared.images.forget(table_id);
        self.announce(command, header, &[], before_to_act, None)
            .await
    }

    /// The notices after the game changed: one channel post (what happened,
    /// told once per action in its public wording; the board when the turn
    /// passes, the stage changes or the game ends; buttons for the seats to
    /// act), the actor's own wording, private messages, "your turn" DMs
    /// (since your last turn, and the seat's choices as components) and
    /// the status message.
    ///
    /// `intro` opens the post (game started, an undo); `steps` are the
    /// actions applied, forced ones included. A post that continues the
    /// same seat's run in the same stage replaces the previous post.
    pub(super) async fn announce(
        &mut self,
        command: &Command,
        intro: Vec<Msg>,
        steps: &[Step],
        before_to_act: Vec<Seat>,
        stage_before: Option<Stage>,
    ) -> Vec<Notice> {
        let open = self.open().expect("announce needs a table");
        let game = open.game.as_ref().expect("announce needs a game");
        let names = open.names();
        let table_lang = self.lang(&open.row.locale);
        let table_tr = self.named(&table_lang, &names);
        let sender_seat = open.seat_of(&command.user.id);
        let outcome = game.outcome();
        let to_act = if outcome.is_some() {
            Vec::new()
        } else {
            game.to_act()
        };
        let stage_now = game.stage();

        // Who to tell what, in which language.
        let users: Vec<(Seat, Option<String>)> = open
            .seats
            .iter()
            .map(|s| (s.seat, s.user_id.clone()))
            .collect();
        let user_of = |seat: Seat| users.iter().find(|u| u.0 == seat).and_then(|u| u.1.clone());
        let ids: Vec<String> = users.iter().filter_map(|(_, u)| u.clone()).collect();
        let prefs = {
            let ids = ids.clone();
            let n = ids.len();
            self.shared
                .store
                .run(move |db| db.user_prefs(&ids))
                .await
                .unwrap_or_else(|e| {
                    tracing::error!(error = %e, "could not read user preferences");
                    vec![("en".to_string(), false); n]
                })
        };
        let pref_of = |user: &str| {
            ids.iter()
                .position(|i| i == user)
                .map(|i| prefs[i].clone())
                .unwrap_or_else(|| ("en".to_string(), false))
        };

        // Each action told once, in its public wording, then what followed
        // from it automatically.
        let mut told = intro;
        for s in steps {
            told.push(told_line(
                open.name_of(s.seat),
                s.played.told.public.clone(),
                s.forced,
            ));
            told.extend(s.played.applied.public.iter().cloned());
        }
        let acting: Option<Seat> = steps
            .first()
            .map(|s| s.seat)
            .filter(|&seat| steps.iter().all(|s| s.seat == seat));
        let edit_of = match (&self.run, acting, steps.first()) {
            (Some(run), Some(seat), Some(first))
                if run.seat == seat
                    && run.last_seq == first.seq - 1
                    && stage_before.as_ref() == Some(&run.stage)
                    && before_to_act == vec![seat] =>
            {
                Some(run.post)
            }
            _ => None,
        };
        let mut lines = match (&self.run, edit_of) {
            (Some(run), Some(_)) => run.lines.clone(),
            _ => Vec::new(),
        };
        lines.extend(told);
        let post_key =
            edit_of.unwrap_or_else(|| steps.first().map(|s| s.seq).unwrap_or(open.seq()));
        let run_lines = lines.clone();
        let mut mentions = Vec::new();
        match &outcome {
            Some(o) => lines.extend(self.result_lines(open, o)),
            None => {
                let cues: Vec<String> = to_act.iter().map(|&s| table_tr.tr(&open.cue(s))).collect();
                lines.push(msg!("status-turn", users = cues.join(", ")));
            }
        }
        // A new board when the turn passes to someone else, the stage
        // changes, the game starts or ends, or after an undo.
        let mut before_sorted = before_to_act.clone();
        before_sorted.sort_unstable();
        let mut now_sorted = to_act.clone();
        now_sorted.sort_unstable();
        let new_board = outcome.is_some()
            || steps.is_empty()
            || before_sorted != now_sorted
            || stage_before.as_ref() != Some(&stage_now);
        let mut post = notice(Audience::Channel(self.channel.clone()), true, String::new());
        let position = Position {
            table_id: open.row.id,
            seq: open.seq(),
        };
        let key = |seq| Position {
            table_id: open.row.id,
            seq,
        };
        post.data.post = Some(key(post_key));
        post.data.edit = edit_of.map(key);
        if outcome.is_some() {
            post.data.status = Some("finished".into());
            post.data.scores = outcome
                .as_ref()
                .map(|o| o.scores.iter().copied().enumerate().collect());
        } else {
            post.data.status = Some("playing".into());
            post.data.prompt = Some(Prompt {
                position,
                seats: to_act
                    .iter()
                    .map(|&seat| {
                        let private = game.actions_private(seat);
                        PromptSeat {
                            seat,
                            user_id: user_of(seat),
                            actions: if private {
                                Vec::new()
                            } else {
                                game.legal_actions(seat)
                            },
                            choices: if private {
                                Vec::new()
                            } else {
                                choice_texts(game.as_ref(), seat, &table_tr)
                            },
                            private,
                        }
                    })
                    .collect(),
            });
        }

        // What only the actor (or one seat) may read: the actor's own
        // wording of its action, and the engine's private messages.
        let mut extra = Vec::new();
        let mut private: Vec<(Seat, Msg)> = Vec::new();
        for s in steps {
            if let Some(own) = &s.played.told.own {
                private.push((s.seat, own.clone()));
            }
            private.extend(s.played.applied.private.iter().cloned());
        }
        for (seat, msg) in &private {
            let Some(user) = user_of(*seat) else {
                continue;
            };
            // A player a bot stands in for is away: one digest when they
            // come back, not a message per move (`clock.rs`).
            if self.clocks.stand_in(*seat) {
                continue;
            }
            let (locale, _) = pref_of(&user);
            let lang = self.lang(&locale);
            let text = self.named(&lang, &names).tr(msg);
            let to = if Some(*seat) == sender_seat {
                Audience::Ephemeral(user)
            } else {
                Audience::Dm(user)
            };
            extra.push(notice(to, false, text));
        }

        // "Your turn" for seats that were not already waiting to act.
        let mut turn_seats = Vec::new();
        for &seat in &to_act {
            let Some(user) = user_of(seat) else {
                continue;
            };
            if self.clocks.stand_in(seat) {
                continue;
            }
            if Some(seat) == sender_seat {
                turn_seats.push((seat, user, true));
            } else if !before_to_act.contains(&seat) || steps.iter().any(|s| s.seat == seat) {
                turn_seats.push((seat, user, false));
            }
        }
        let mut private_views = Vec::new();
        let mut newly_pending = Vec::new();
        for (seat, user, is_sender) in turn_seats {
            let (locale, dm_closed) = pref_of(&user);
            let opening = if is_sender {
                vec![Msg::new("still-your-turn")]
            } else {
                let mut parts = vec![msg!(
                    "your-turn",
                    title = &open.row.title,
                    channel = &self.channel
                )];
                parts.extend(self.digest(seat).await);
                parts
            };
            let (text, prompt) = self.turn_view(open, seat, &user, &locale, opening);
            if is_sender {
                private_views.push((Audience::Ephemeral(user), text, seat, prompt, locale));
            } else if dm_closed {
                // Nobody reads a closed DM: nothing is drawn for it.
                mentions.push(user.clone());
                newly_pending.push(user);
            } else {
                private_views.push((Audience::Dm(user), text, seat, prompt, locale));
            }
        }

        post.text = table_tr.tr(&Msg::lines(lines));
        post.data.mentions = mentions;
        let run = match (acting, &outcome) {
            (Some(seat), None) => Some(Run {
                post: post_key,
                seat,
                stage: stage_now,
                last_seq: position.seq,
                lines: run_lines,
            }),
            _ => None,
        };
        let status = self.status_notice();
        let this: &Actor = self;
        let later = self.views_later;
        // The pictures, each drawn once (`images.rs`) and only when a
        // notice carries it: the board's panels when a new board is due,
        // each private view in its reader's language.
        let board = async {
            if new_board {
                this.pictures(open, View::Panels, &table_tr).await
            } else {
                Vec::new()
            }
        };
        let views = futures::future::join_all(private_views.into_iter().map(
            |(to, text, seat, prompt, locale)| {
                let names = &names;
                async move {
                    let lang = this.lang(&locale);
                    let tr = this.named(&lang, names);
                    let mut n = notice(to, false, text);
                    // The front end may send the answer before drawing
                    // the private views (`Host::handle_drawing_later`).
                    let view = View::Seat(seat);
                    match this.view_or_later(open.row.id, open.seq(), game.as_ref(), view, &tr) {
                        Ok(images) => n.images = images,
                        Err(pending) if later => n.later = Some(pending),
                        Err(pending) => n.images = pending.draw().await,
                    }
                    n.data.prompt = Some(prompt);
                    n
                }
            },
        ));
        let (board, views) = futures::join!(board, views);
        post.images.extend(board);
        self.run = run;
        self.pending_private.extend(newly_pending);
        let mut out = vec![post];
        out.extend(extra);
        out.extend(views);
        out.push(status);
        out
    }

    /// A seat's turn as its player reads it: `opening` (why they are told
    /// now, what happened since), the title's prompt and their private
    /// view as text, and their choices as components that work from a DM
    /// (their ids name the table and position). The picture is
    /// [`Actor::pictures`]'s `View::Seat`.
    pub(super) fn turn_view(
        &self,
        open: &Loaded,
        seat: Seat,
        user: &str,
        locale: &str,
        opening: Vec<Msg>,
    ) -> (String, Prompt) {
        let game = open.game.as_ref().expect("a game in play");
        let names = open.names();
        let lang = self.lang(locale);
        let tr = self.named(&lang, &names);
        let mut parts = opening;
        parts.extend(game.prompt(seat));
        parts.push(game.private_text(seat));
        let text = tr.tr(&Msg::lines(parts));
        let prompt = Prompt {
            position: Position {
                table_id: open.row.id,
                seq: open.seq(),
            },
            seats: vec![PromptSeat {
                seat,
                user_id: Some(user.to_string()),
                actions: game.legal_actions(seat),
                choices: choice_texts(game.as_ref(), seat, &tr),
                private: false,
            }],
        };
        (text, prompt)
    }

    /// The board now, privately: the phone panels, or the full desktop
    /// board with `full`.
    pub(super) async fn board(&self, command: &Command, full: bool) -> Vec<Notice> {
        let Some(open) = self.open() else {
            return self.error(command, Msg::new("error-not-playing"));
        };
        let Some(game) = open.game.as_ref() else {
            return self.error(command, Msg::new("error-not-playing"));
        };
        let lang = self.lang(&command.user.locale);
        let names = open.names();
        let tr = self.named(&lang, &names);
        let mut n = ephemeral(&command.user.id, tr.tr(&game.status()));
        let view = if full { View::Full } else { View::Panels };
        n.images = self.pictures(open, view, &tr).await;
        vec![n]
    }

    /// The pictures of `view` of the open table as it stands, for readers
    /// of `tr` (see [`Actor::draw_view`]).
    pub(super) async fn pictures(&self, open: &Loaded, view: View, tr: &Named<'_>) -> Vec<Image> {
        match open.game.as_ref() {
            Some(game) => {
                self.draw_view(open.row.id, open.seq(), game.as_ref(), view, tr)
                    .await
            }
            None => Vec::new(),
        }
    }

    /// The pictures of `view` of `game`, table `table` at log position
    /// `seq`, for readers of `tr`: from the render cache, else drawn now
    /// and kept (`images.rs`). Images are named `board.png` (the first
    /// panel), `board-2.png`…, `board-full.png` and `seat<n>.png`.
    pub(super) async fn draw_view(
        &self,
        table: i64,
        seq: i64,
        game: &dyn Table,
        view: View,
        tr: &Named<'_>,
    ) -> Vec<Image> {
        match self.view_or_later(table, seq, game, view, tr) {
            Ok(images) => images,
            Err(later) => later.draw().await,
        }
    }

    /// [`Actor::draw_view`]'s pictures when the cache has them, else their
    /// scenes, built now, to be drawn when the notice is sent.
    pub(super) fn view_or_later(
        &self,
        table: i64,
        seq: i64,
        game: &dyn Table,
        view: View,
        tr: &Named<'_>,
    ) -> Result<Vec<Image>, Later> {
        let key = Key::new(table, seq, view.clone(), tr.lang.code(), tr.names);
        let name = |k: usize| match &view {
            View::Panels if k == 0 => "board.png".to_string(),
            View::Panels => format!("board-{}.png", k + 1),
            View::Full | View::At => "board-full.png".to_string(),
            View::Seat(s) => format!("seat{}.png", s + 1),
        };
        let draw = || match &view {
            View::Panels => game.board_panels_svg(tr),
            View::Full | View::At => vec![game.board_svg(tr)],
            View::Seat(s) => vec![game.seat_svg(*s, tr)],
        };
        self.shared.images.get_or_later(key, name, draw)
    }

    /// The sender's private view; `reply` says whether it answers the
    /// command or rides along with another answer.
    pub(super) async fn me(&self, command: &Command, reply: bool) -> Vec<Notice> {
        let seat = match self.playing_seat(command) {
            Ok(s) => s,
            Err(m) if reply => return self.error(command, m),
            Err(_) => return Vec::new(),
        };
        let to = Audience::Ephemeral(command.user.id.clone());
        let mut out = self.private_view(seat, &command.user.locale, to).await;
        for n in &mut out {
            n.reply = reply;
        }
        out
    }

    /// A seat's private view (its text and picture) for `to`, in
    /// `locale`: `/me`, and the DM to a player handed a seat.
    pub(super) async fn private_view(&self, seat: Seat, locale: &str, to: Audience) -> Vec<Notice> {
        let Some((open, game)) = self.open().and_then(|o| Some((o, o.game.as_ref()?))) else {
            return Vec::new();
        };
        let lang = self.lang(locale);
        let names = open.names();
        let tr = self.named(&lang, &names);
        let mut text = vec![game.private_text(seat)];
        let mut prompt = None;
        if let Audience::Dm(user) = &to {
            // Handed a seat (or back in it): what it is, and, when it is
            // the seat's turn, why it is asked and its choices as buttons.
            text.insert(
                0,
                msg!(
                    "seat-yours",
                    title = &open.row.title,
                    channel = &self.channel,
                    player = open.cue(seat)
                ),
            );
            if game.outcome().is_none() && game.to_act().contains(&seat) {
                text.extend(game.prompt(seat));
                prompt = Some(Prompt {
                    position: Position {
                        table_id: open.row.id,
                        seq: open.seq(),
                    },
                    seats: vec![PromptSeat {
                        seat,
                        user_id: Some(user.clone()),
                        actions: game.legal_actions(seat),
                        choices: choice_texts(game.as_ref(), seat, &tr),
                        private: false,
                    }],
                });
            }
        }
        let mut n = notice(to, false, tr.tr(&Msg::lines(text)));
        n.data.prompt = prompt;
        n.images = self.pictures(open, View::Seat(seat), &tr).await;
        vec![n]
    }

    /// The last actions. A reader sees the notation of their own actions
    /// and everyone's once the game is over; of others' actions, until
    /// then, only the public wording.
    pub(super) async fn log(&self, command: &Command, n: Option<usize>) -> Vec<Notice> {
        let Some(open) = self.open() else {
            return self.error(command, Msg::new("error-no-table"));
        };
        let lang = self.lang(&command.user.locale);
        let names = open.names();
        let tr = self.named(&lang, &names);
        let reader = open.seat_of(&command.user.id);
        let over = open.game.as_ref().is_some_and(|g| g.outcome().is_some());
        let n = n.unwrap_or(10).clamp(1, 50);
        // The whole log from the store when the rows held don't reach
        // back n plays; with it, who held each seat then and the seat
        // events between the rows.
        let (table_id, seats) = (open.row.id, open.seats.clone());
        let held: Vec<ActionRow> = if open.log.covers(n) {
            open.effective().into_iter().cloned().collect()
        } else {
            Vec::new()
        };
        let whole = held.is_empty();
        let from_start = whole || open.log.is_whole();
        let read = self
            .shared
            .store
            .run(move |db| {
                let log = if whole {
                    db.actions(table_id, 0)?
                } else {
                    held
                };
                let holders = super::history::Holders::read(db, table_id, &seats, &log)?;
                Ok::<_, StoreError>((log, holders))
            })
            .await;
        let (stored, holders) = match read {
            Ok(r) => r,
            Err(e) => return self.storage_error(command, e),
        };
        let eff = effective(&stored);
        let start = eff.len().saturating_sub(n);
        let shown = &eff[start..];
        let mut lines = if shown.is_empty() {
            vec![Msg::new("log-empty")]
        } else {
            vec![msg!("log-header", count = shown.len())]
        };
        // Seat events before the first row shown when it is the game's
        // first (the log held in memory may not start there).
        if start == 0 && from_start {
            let first = shown.first().map(|r| r.seq).unwrap_or(i64::MAX);
            lines.extend(holders.events_between(0, first));
        }
        for (i, row) in shown.iter().enumerate() {
            let next = shown.get(i + 1).map(|r| r.seq).unwrap_or(i64::MAX);
            if row.kind == ActionKind::Rules {
                // A move to other rules is nobody's turn.
                let mut words = vec![msg!(
                    "log-line-rules",
                    seq = row.seq,
                    action = row_wording(&open.row.title, row, reader, over)
                )];
                words.extend(row.words.iter().cloned());
                lines.push(Msg::lines(words));
                lines.extend(holders.events_between(row.seq, next));
                continue;
            }
            let id = if super::history::Holders::stand_in(row) {
                "log-line-stand-in"
            } else if row.forced {
                "log-line-forced"
            } else {
                "log-line"
            };
            let mut words = vec![Msg::new(id)
                .arg("seq", row.seq)
                .arg("user", holders.row_name(row))
                .arg("action", row_wording(&open.row.title, row, reader, over))];
            words.extend(row.words.iter().cloned());
            lines.push(Msg::lines(words));
            lines.extend(holders.events_between(row.seq, next));
        }
        vec![ephemeral(&command.user.id, tr.tr(&Msg::lines(lines)))]
    }
}

impl Actor {
    /// The channel's table's whole log, from the store (the actor holds
    /// only its latest rows).
    pub(super) async fn stored_log(&self, table_id: i64) -> Result<Vec<ActionRow>, StoreError> {
        self.shared
            .store
            .run(move |db| db.actions(table_id, 0))
            .await
    }

    /// What happened since `seat` last chose an action itself, in public
    /// wording (its own forced moves in its own), at most [`DIGEST_LINES`]
    /// lines and then a pointer to `/log`. Read from the store when that
    /// action is older than the rows held in memory.
    pub(super) async fn digest(&self, seat: Seat) -> Vec<Msg> {
        let Some(open) = self.open() else {
            return Vec::new();
        };
        let held: Vec<ActionRow> = open.effective().into_iter().cloned().collect();
        let enough = open.log.is_whole() || held.iter().any(|r| r.seat == seat && !r.forced);
        self.digest_read(seat, held, enough, None).await
    }

    /// What happened at the table after log seq `since`, as `seat` reads
    /// it: the digest of a player a bot stood in for.
    pub(super) async fn digest_since(&self, seat: Seat, since: i64) -> Vec<Msg> {
        let Some(open) = self.open() else {
            return Vec::new();
        };
        let held: Vec<ActionRow> = open.effective().into_iter().cloned().collect();
        self.digest_read(seat, held, false, Some(since)).await
    }

    /// The digest from the rows held (`enough`) or the whole stored log,
    /// with the seats' holders and events read from the store.
    async fn digest_read(
        &self,
        seat: Seat,
        held: Vec<ActionRow>,
        enough: bool,
        after: Option<i64>,
    ) -> Vec<Msg> {
        let Some(open) = self.open() else {
            return Vec::new();
        };
        let (table_id, seats) = (open.row.id, open.seats.clone());
        let kept = held.clone();
        let read = self
            .shared
            .store
            .run(move |db| {
                let log = if enough {
                    kept
                } else {
                    db.actions(table_id, 0)?
                };
                let holders = super::history::Holders::read(db, table_id, &seats, &log)?;
                Ok::<_, StoreError>((log, holders))
            })
            .await;
        match read {
            Ok((log, holders)) => digest_of(open, &effective(&log), seat, Some(&holders), after),
            Err(e) => {
                // The digest only recalls; the turn view goes out anyway.
                tracing::warn!(channel = %self.channel, error = %e, "digest from the rows held: the log could not be read");
                let held: Vec<&ActionRow> = held.iter().collect();
                digest_of(open, &held, seat, None, after)
            }
        }
    }
}

/// The digest of [`Actor::digest`] from the plays in effect `eff` (the
/// whole log's, or its last ones when they reach `seat`'s last own play).
/// With `after`, the plays after that log seq instead.
fn digest_of(
    open: &Loaded,
    eff: &[&ActionRow],
    seat: Seat,
    holders: Option<&super::history::Holders>,
    after: Option<i64>,
) -> Vec<Msg> {
    let since = match after {
        Some(seq) => eff.iter().position(|r| r.seq > seq).unwrap_or(eff.len()),
        None => eff
            .iter()
            .rposition(|r| r.seat == seat && !r.forced)
            .map(|i| i + 1)
            .unwrap_or(0),
    };
    let mut lines = Vec::new();
    // Seat events since the seat's last own action (or the start).
    let from = since.checked_sub(1).map(|i| eff[i].seq).unwrap_or(0);
    let rows = &eff[since..];
    if let Some(h) = holders {
        lines.extend(h.events_between(from, rows.first().map(|r| r.seq).unwrap_or(i64::MAX)));
    }
    for (i, row) in rows.iter().enumerate() {
        let wording = row_wording(&open.row.title, row, Some(seat), false);
        if row.kind == ActionKind::Rules {
            // A move to other rules is told as it is, under no one's name.
            lines.push(wording);
        } else {
            let name = holders
                .map(|h| h.row_name(row))
                .unwrap_or_else(|| open.name_of(row.seat));
            lines.push(if super::history::Holders::stand_in(row) {
                msg!("played-stand-in", user = name, action = wording)
            } else {
                told_line(name, wording, row.forced)
            });
        }
        lines.extend(row.words.iter().cloned());
        if let Some(h) = holders {
            let next = rows.get(i + 1).map(|r| r.seq).unwrap_or(i64::MAX);
            lines.extend(h.events_between(row.seq, next));
        }
    }
    // Marked as a quote of the table's talk, set apart from the DM's own.
    let mut lines: Vec<Msg> = lines
        .into_iter()
        .map(|l| Msg::new("digest-line").arg("line", l))
        .collect();
    if lines.is_empty() {
        return lines;
    }
    let more = lines.len().saturating_sub(DIGEST_LINES);
    lines.truncate(DIGEST_LINES);
    if more > 0 {
        lines.push(msg!("digest-more", count = more));
    }
    let mut out = vec![Msg::new("digest-header")];
    out.extend(lines);
    out
}
