//! Playing: /actions, /play, /undo, /board, /me, /log, and the notices
//! that follow an action.
//!
//! Architecture Invariant (nothing acknowledged is lost): an action is
//! applied to a copy of the state, committed to the store, and only then
//! does the copy become the table's state and any notice go out.

use super::actor::{Actor, SNAPSHOT_EVERY};
use super::replay;
use super::view::{ephemeral, notice, png};
use super::{ActionRef, Audience, Command, Notice, Position, Prompt, PromptSeat};
use crate::engine::{Msg, Seat, Translate};
use crate::msg;
use crate::store::{ActionKind, ActionRow, Snapshot, StoreError};

impl Actor {
    /// The sender's seat in a game in play, or the error to answer.
    fn playing_seat(&self, command: &Command) -> Result<Seat, Msg> {
        let open = self.open().ok_or_else(|| Msg::new("error-no-table"))?;
        if open.game.is_none() {
            return Err(Msg::new("error-not-playing"));
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
        let to_act = game.to_act();
        let (text, actions) = if game.outcome().is_some() {
            (lang.t("error-game-over"), Vec::new())
        } else if !to_act.contains(&seat) {
            let names: Vec<String> = to_act.iter().map(|&s| open.name_of(s)).collect();
            (
                lang.tr(&msg!("actions-not-your-turn", users = names.join(", "))),
                Vec::new(),
            )
        } else {
            let actions = game.legal_actions(seat);
            let mut lines = vec![msg!("actions-header", count = actions.len())];
            lines.extend(
                actions
                    .iter()
                    .enumerate()
                    .map(|(i, a)| msg!("actions-line", n = i + 1, action = a.as_str())),
            );
            (lang.tr(&Msg::lines(lines)), actions)
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
                    private: false,
                }],
            });
        }
        n.data.actions = Some(actions);
        vec![n]
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
        let mut next = game.box_clone();
        let played = match action {
            ActionRef::Number(n) if *n >= 1 => next.play_index(seat, n - 1),
            ActionRef::Number(_) => Err(msg!(
                "error-no-such-number",
                number = 0,
                count = game.legal_count(seat)
            )),
            ActionRef::Text(text) => next.play(seat, text),
        };
        let played = match played {
            Ok(p) => p,
            Err(m) => return self.error(command, m),
        };
        let seq = open.seq() + 1;
        let hash = next.hash();
        let outcome = next.outcome();
        let mut row = ActionRow::play(seq, seat, &played.notation, &played.applied, hash.clone());
        row.interaction_id = command.interaction.clone();
        let snapshot = (seq % SNAPSHOT_EVERY == 0 || outcome.is_some()).then(|| Snapshot {
            seq,
            state: next.snapshot(),
            hash,
        });
        let table_id = open.row.id;
        let commit_row = row.clone();
        let finished = outcome.clone();
        let res = self
            .shared
            .store
            .run(move |db| {
                db.commit_action(table_id, &commit_row, snapshot.as_ref(), finished.as_ref())
            })
            .await;
        match res {
            Ok(()) => {}
            Err(StoreError::Duplicate) => {
                return self.error(command, Msg::new("error-already-handled"))
            }
            Err(e) => return self.storage_error(command, e),
        }
        // Committed: now the new state is the table's.
        let open = self.open_mut().expect("checked");
        open.game = Some(next);
        open.log.push(row);
        if outcome.is_some() {
            open.row.status = crate::store::Status::Finished;
            tracing::info!(table = table_id, "game finished");
        }
        let name = open.name_of(seat);
        let mut header = vec![msg!(
            "played",
            user = name,
            action = played.notation.as_str()
        )];
        header.extend(played.applied.public.iter().cloned());
        let notices = self
            .announce(command, header, &played.applied.private, before_to_act)
            .await;
        // A finished table stays loaded for /game status, /board and /log
        // until /game new replaces it.
        notices
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
        let eff = open.effective();
        let Some(last) = eff.last() else {
            return self.error(command, Msg::new("error-nothing-to-undo"));
        };
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
        let header = vec![msg!(
            "undone",
            user = open.name_of(seat),
            action = last.notation.as_str()
        )];
        let open = self.open_mut().expect("checked");
        open.game = Some(rebuilt);
        open.log.push(row);
        self.announce(command, header, &[], before_to_act).await
    }

    /// The notices after the game changed: one channel post (what happened,
    /// the board, buttons for the seats to act), private messages, "your
    /// turn" DMs to the seats that must act now, and the status message.
    pub(super) async fn announce(
        &mut self,
        command: &Command,
        header: Vec<Msg>,
        private: &[(Seat, Msg)],
        before_to_act: Vec<Seat>,
    ) -> Vec<Notice> {
        let open = self.open().expect("announce needs a table");
        let game = open.game.as_ref().expect("announce needs a game");
        let table_lang = self.lang(&open.row.locale);
        let sender_seat = open.seat_of(&command.user.id);
        let outcome = game.outcome();
        let to_act = if outcome.is_some() {
            Vec::new()
        } else {
            game.to_act()
        };

        // Who to tell what, in which language.
        let users: Vec<(Seat, Option<String>)> = open
            .seats
            .iter()
            .map(|s| (s.seat, s.user_id.clone()))
            .collect();
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

        let mut lines = header;
        let mut mentions = Vec::new();
        match &outcome {
            Some(o) => lines.extend(self.result_lines(open, o)),
            None => {
                let names: Vec<String> = to_act.iter().map(|&s| open.name_of(s)).collect();
                lines.push(msg!("status-turn", users = names.join(", ")));
            }
        }
        let board_svg = game.board_svg(&*table_lang);
        let mut post = notice(Audience::Channel(self.channel.clone()), true, String::new());
        if outcome.is_some() {
            post.data.status = Some("finished".into());
            post.data.scores = outcome
                .as_ref()
                .map(|o| o.scores.iter().copied().enumerate().collect());
        } else {
            post.data.status = Some("playing".into());
            post.data.prompt = Some(Prompt {
                position: Position {
                    table_id: open.row.id,
                    seq: open.seq(),
                },
                seats: to_act
                    .iter()
                    .map(|&seat| {
                        let private = game.actions_private(seat);
                        PromptSeat {
                            seat,
                            user_id: users.iter().find(|u| u.0 == seat).and_then(|u| u.1.clone()),
                            actions: if private {
                                Vec::new()
                            } else {
                                game.legal_actions(seat)
                            },
                            private,
                        }
                    })
                    .collect(),
            });
        }

        let mut extra = Vec::new();
        for (seat, msg) in private {
            let Some(Some(user)) = users.iter().find(|u| u.0 == *seat).map(|u| u.1.clone()) else {
                continue;
            };
            let (locale, _) = pref_of(&user);
            let text = self.lang(&locale).tr(msg);
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
            let Some(Some(user)) = users.iter().find(|u| u.0 == seat).map(|u| u.1.clone()) else {
                continue;
            };
            if Some(seat) == sender_seat {
                turn_seats.push((seat, user, true));
            } else if !before_to_act.contains(&seat) {
                turn_seats.push((seat, user, false));
            }
        }
        let mut private_views = Vec::new();
        let mut newly_pending = Vec::new();
        for (seat, user, is_sender) in turn_seats {
            let (locale, dm_closed) = pref_of(&user);
            let lang = self.lang(&locale);
            let header = if is_sender {
                Msg::new("still-your-turn")
            } else {
                msg!(
                    "your-turn",
                    title = &open.row.title,
                    channel = &self.channel
                )
            };
            let text = lang.tr(&Msg::lines(vec![header, game.private_text(seat)]));
            let svg = game.seat_svg(seat, &*lang);
            if is_sender {
                private_views.push((Audience::Ephemeral(user), text, svg, seat));
            } else if dm_closed {
                mentions.push(user.clone());
                newly_pending.push(user);
            } else {
                private_views.push((Audience::Dm(user), text, svg, seat));
            }
        }

        post.text = table_lang.tr(&Msg::lines(lines));
        self.pending_private.extend(newly_pending);
        post.data.mentions = mentions;
        let status = self.status_notice();
        let board = png(board_svg, "board.png");
        let views = futures::future::join_all(private_views.into_iter().map(
            |(to, text, svg, seat)| async move {
                let image = png(svg, &format!("seat{}.png", seat + 1)).await;
                let mut n = notice(to, false, text);
                n.images.extend(image);
                n
            },
        ));
        let (board, views) = futures::join!(board, views);
        post.images.extend(board);
        let mut out = vec![post];
        out.extend(extra);
        out.extend(views);
        out.push(status);
        out
    }

    pub(super) async fn board(&self, command: &Command) -> Vec<Notice> {
        let Some(game) = self.open().and_then(|o| o.game.as_ref()) else {
            return self.error(command, Msg::new("error-not-playing"));
        };
        let lang = self.lang(&command.user.locale);
        let svg = game.board_svg(&*lang);
        let mut n = ephemeral(&command.user.id, lang.tr(&game.status()));
        n.images.extend(png(svg, "board.png").await);
        vec![n]
    }

    /// The sender's private view; `reply` says whether it answers the
    /// command or rides along with another answer.
    pub(super) async fn me(&self, command: &Command, reply: bool) -> Vec<Notice> {
        let seat = match self.playing_seat(command) {
            Ok(s) => s,
            Err(m) if reply => return self.error(command, m),
            Err(_) => return Vec::new(),
        };
        let game = self.open().and_then(|o| o.game.as_ref()).expect("checked");
        let lang = self.lang(&command.user.locale);
        let svg = game.seat_svg(seat, &*lang);
        let mut n = ephemeral(&command.user.id, lang.tr(&game.private_text(seat)));
        n.reply = reply;
        n.images
            .extend(png(svg, &format!("seat{}.png", seat + 1)).await);
        vec![n]
    }

    pub(super) fn log(&self, command: &Command, n: Option<usize>) -> Vec<Notice> {
        let Some(open) = self.open() else {
            return self.error(command, Msg::new("error-no-table"));
        };
        let lang = self.lang(&command.user.locale);
        let n = n.unwrap_or(10).clamp(1, 50);
        let eff = open.effective();
        let shown = &eff[eff.len().saturating_sub(n)..];
        let mut lines = if shown.is_empty() {
            vec![Msg::new("log-empty")]
        } else {
            vec![msg!("log-header", count = shown.len())]
        };
        for row in shown {
            let mut words = vec![msg!(
                "log-line",
                seq = row.seq,
                user = open.name_of(row.seat),
                action = row.notation.as_str()
            )];
            words.extend(row.words.iter().cloned());
            lines.push(Msg::lines(words));
        }
        vec![ephemeral(&command.user.id, lang.tr(&Msg::lines(lines)))]
    }
}
