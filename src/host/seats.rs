//! Seats handed over cleanly (issue 11): leaving, kicking, replacing and
//! transferring, and the confirmations that guard the commands a
//! weeks-long game can't take back (`/game abort`, `/game leave`).
//!
//! A seat is the game's: its nation, colour and hand stay with the seat
//! number whoever holds it. A seat freed during play is *held* for its
//! last holder (`seats.held_for`), who takes it back with `/game join`;
//! the creator (or an admin) names anyone else with `/game replace`, and
//! only a table opened with `seats:open` lets a stranger take it. The
//! creator's seat is never left empty: they hand the table on with
//! `/game transfer` first.

use super::actor::{Actor, Loaded};
use super::view::notice;
use super::{Audience, Command, ConfirmButton, Confirmable, Notice};
use crate::engine::{Msg, Seat, Translate};
use crate::msg;
use crate::store::{SeatEvent, SeatRow, SeatWhy, Sitter, Status};

/// Finds the seat a name points at: its holder's id or name, or the user a
/// freed seat is held for (`@` and Discord's `<@id>` are allowed).
pub(super) fn find_seat<'a>(open: &'a Loaded, who: &str) -> Option<&'a SeatRow> {
    let wanted = bare_user(who);
    open.seats.iter().find(|s| {
        s.user_id.as_deref() == Some(wanted)
            || s.held_for.as_deref() == Some(wanted)
            || s.user_name.eq_ignore_ascii_case(wanted)
    })
}

/// A user as typed: `bob`, `@bob` or a Discord mention `<@123>`.
pub(super) fn bare_user(text: &str) -> &str {
    let t = text.trim();
    let t = t
        .strip_prefix("<@")
        .and_then(|r| r.strip_suffix('>'))
        .map(|r| r.trim_start_matches('!'))
        .unwrap_or(t);
    t.trim_start_matches('@')
}

/// Why the creator can't leave: in the lobby they close the table instead;
/// during play they hand it on first.
fn creator_stays(status: Status) -> Msg {
    Msg::new(match status {
        Status::Lobby => "error-creator-cannot-leave",
        _ => "error-creator-transfer-first",
    })
}

impl Actor {
    /// `/game leave`: out of the lobby at once; during play, a question
    /// first (the seat is then held, see [`Actor::leave_seat`]).
    pub(super) async fn leave(&mut self, command: &Command) -> Vec<Notice> {
        let Some(open) = self.open_live() else {
            return self.error(command, Msg::new("error-no-table"));
        };
        let Some(seat) = open.seat_of(&command.user.id) else {
            return self.error(command, Msg::new("error-not-seated"));
        };
        if open.row.creator == command.user.id {
            return self.error(command, creator_stays(open.row.status));
        }
        if open.row.status == Status::Lobby {
            let name = command.user.name.clone();
            return self
                .leave_seat(command, seat, &command.user.id.clone(), &name)
                .await;
        }
        let mode = match super::options::clock(&open.row.options).on_timeout {
            super::options::OnTimeout::Bot => "bot",
            super::options::OnTimeout::Forfeit => "forfeit",
            _ => "hold",
        };
        self.ask(
            command,
            Confirmable::Leave,
            msg!("leave-ask", seat = seat + 1, mode = mode),
        )
    }

    /// `/game abort`: only a question; the table ends on its confirmation.
    pub(super) fn ask_abort(&self, command: &Command) -> Vec<Notice> {
        let Some(open) = self.open_live() else {
            return self.error(command, Msg::new("error-no-table"));
        };
        if !self.may_manage(command, open) {
            return self.error(command, Msg::new("error-not-creator"));
        }
        let id = match open.row.status {
            Status::Lobby => "abort-ask-lobby",
            _ => "abort-ask",
        };
        self.ask(
            command,
            Confirmable::Abort,
            msg!(id, title = &open.row.title, actions = open.log.in_effect()),
        )
    }

    /// A question to the sender alone, with a button that confirms it. The
    /// button names the table, so it works after a restart and does
    /// nothing once that table is gone.
    pub(super) fn ask(&self, command: &Command, what: Confirmable, question: Msg) -> Vec<Notice> {
        let Some(open) = self.open_live() else {
            return self.error(command, Msg::new("error-no-table"));
        };
        let lang = self.lang(&command.user.locale);
        let text = lang.tr(&Msg::lines(vec![
            question.clone(),
            msg!("confirm-how", command = what.command_msg()),
        ]));
        let button_text = lang.tr(&Msg::lines(vec![question, Msg::new("confirm-how-button")]));
        let mut n = notice(Audience::Ephemeral(command.user.id.clone()), true, text);
        n.data.confirm = Some(ConfirmButton {
            what,
            table_id: open.row.id,
            label: lang.t(match what {
                Confirmable::Abort => "confirm-abort-button",
                Confirmable::Leave => "confirm-leave-button",
                Confirmable::Rules => "confirm-rules-button",
            }),
            text: button_text,
        });
        vec![n]
    }

    /// `/game abort confirm`, `/game leave confirm`, or their buttons.
    pub(super) async fn confirm(
        &mut self,
        command: &Command,
        what: Confirmable,
        table: Option<i64>,
    ) -> Vec<Notice> {
        let Some(open) = self.open_live() else {
            return self.error(command, Msg::new("error-no-table"));
        };
        if table.is_some_and(|t| t != open.row.id) {
            return self.error(command, Msg::new("error-confirm-stale"));
        }
        match what {
            Confirmable::Abort => {
                if !self.may_manage(command, open) {
                    return self.error(command, Msg::new("error-not-creator"));
                }
                self.abort(command).await
            }
            Confirmable::Rules => self.move_rules(command).await,
            Confirmable::Leave => {
                let Some(seat) = open.seat_of(&command.user.id) else {
                    return self.error(command, Msg::new("error-not-seated"));
                };
                if open.row.creator == command.user.id {
                    return self.error(command, creator_stays(open.row.status));
                }
                let name = command.user.name.clone();
                let playing = open.row.status == Status::Playing;
                let mode = super::options::clock(&open.row.options).on_timeout;
                let mut notices = self
                    .leave_seat(command, seat, &command.user.id.clone(), &name)
                    .await;
                if playing {
                    notices.extend(self.after_leaving(command, seat, mode, &name).await);
                }
                notices
            }
        }
    }

    /// What becomes of a seat its player left mid-game, by the table's
    /// `on_timeout`: `bot` hands it to a bot that keeps it for them,
    /// `forfeit` ends the game with that seat last; `wait` and `skip` keep
    /// it held (a held seat has nobody to remind or to skip for: the
    /// player comes back with `/game join`, or the creator hands it on with
    /// `/game replace`).
    async fn after_leaving(
        &mut self,
        command: &Command,
        seat: Seat,
        mode: super::options::OnTimeout,
        name: &str,
    ) -> Vec<Notice> {
        use super::options::OnTimeout;
        match mode {
            OnTimeout::Bot => {
                let (id, bot) = match self.bot_identity(crate::bots::Level::Normal).await {
                    Ok(b) => b,
                    Err(e) => return self.storage_error(command, e),
                };
                let left = (command.user.id.clone(), name.to_string());
                let mut event = self.seat_event(
                    seat,
                    Some((&left.0, &left.1)),
                    Some((&id, &bot)),
                    command,
                    SeatWhy::Keep,
                );
                event.by = None;
                if let Err(n) = self.seat_user(command, seat, &id, &bot, Some(event)).await {
                    return n;
                }
                self.channel_reply(msg!(
                    "seat-handed",
                    from = name,
                    user = &bot,
                    seat = seat + 1
                ))
            }
            OnTimeout::Forfeit => {
                self.give_up_seat(seat, OnTimeout::Forfeit, msg!("leave-forfeit", user = name))
                    .await
            }
            OnTimeout::Wait | OnTimeout::Skip => Vec::new(),
        }
    }

    /// Takes a user out of the lobby, or, during play, frees their seat
    /// and holds it for them (`/game leave` confirmed, `/game kick`). The
    /// one path a seat is given up by, so whatever else frees seats (a
    /// turn clock's timeout) comes through here too.
    pub(super) async fn leave_seat(
        &mut self,
        command: &Command,
        seat: Seat,
        user_id: &str,
        user_name: &str,
    ) -> Vec<Notice> {
        let Some(open) = self.open_live() else {
            return self.error(command, Msg::new("error-no-table"));
        };
        let table_id = open.row.id;
        let in_lobby = open.row.status == Status::Lobby;
        let open_seats = super::options::seats_open(&open.row.options);
        let uid = user_id.to_string();
        // Leaving on one's own, or taken out by someone else.
        let why = if command.user.id == user_id {
            SeatWhy::Leave
        } else {
            SeatWhy::Kick
        };
        let event = self.seat_event(seat, Some((user_id, user_name)), None, command, why);
        let res = self
            .shared
            .store
            .run(move |db| {
                if in_lobby {
                    db.remove_seat(table_id, &uid)?;
                } else {
                    db.change_seat(table_id, seat, Sitter::Nobody, Some(&event))?;
                }
                db.seats(table_id)
            })
            .await;
        let seats = match res {
            Ok(s) => s,
            Err(e) => return self.storage_error(command, e),
        };
        if let Some(open) = self.open_mut() {
            open.seats = seats;
        }
        self.mark_handled(command, Some(table_id)).await;
        let text = if in_lobby {
            msg!("lobby-left", user = user_name)
        } else if open_seats {
            msg!("seat-freed-open", user = user_name, seat = seat + 1)
        } else {
            msg!("seat-held", user = user_name, seat = seat + 1)
        };
        self.channel_reply(text)
    }

    /// `/game kick <user>`: out of the lobby, or their seat held for them
    /// during play. Never the creator's seat (hand the table on first).
    pub(super) async fn kick(&mut self, command: &Command, who: &str) -> Vec<Notice> {
        let Some(open) = self.open_live() else {
            return self.error(command, Msg::new("error-no-table"));
        };
        if !self.may_manage(command, open) {
            return self.error(command, Msg::new("error-not-creator"));
        }
        let Some((seat, target_id, name)) = find_seat(open, who)
            .and_then(|s| Some((s.seat, s.user_id.clone()?, s.user_name.clone())))
        else {
            return self.error(command, msg!("error-no-such-user", user = who));
        };
        if target_id == open.row.creator {
            let id = match open.row.status {
                Status::Lobby => "error-cannot-kick-creator",
                _ => "error-creator-transfer-first",
            };
            return self.error(command, Msg::new(id));
        }
        self.leave_seat(command, seat, &target_id, &name).await
    }

    /// `/game transfer <user>`: the table, with the creator's rights, goes
    /// to another seated person.
    pub(super) async fn transfer(&mut self, command: &Command, who: &str) -> Vec<Notice> {
        let Some(open) = self.open_live() else {
            return self.error(command, Msg::new("error-no-table"));
        };
        if !self.may_manage(command, open) {
            return self.error(command, Msg::new("error-not-creator"));
        }
        let Some((target_id, name)) = find_seat(open, who)
            .and_then(|s| Some((s.user_id.clone()?, s.user_name.clone())))
            .filter(|(id, _)| super::bots::bot_level(id).is_none())
        else {
            return self.error(command, msg!("error-no-such-user", user = who));
        };
        if target_id == open.row.creator {
            return self.error(command, msg!("error-already-creator", user = &name));
        }
        let table_id = open.row.id;
        let id = target_id.clone();
        if let Err(e) = self
            .shared
            .store
            .run(move |db| db.set_creator(table_id, &id))
            .await
        {
            return self.storage_error(command, e);
        }
        if let Some(open) = self.open_mut() {
            open.row.creator = target_id;
        }
        self.mark_handled(command, Some(table_id)).await;
        self.channel_reply(msg!(
            "table-transferred",
            from = &command.user.name,
            user = &name
        ))
    }

    /// Puts a user in a seat during play (a returning player, a named
    /// replacement, a bot) and stores it. `Err` carries the error answer.
    pub(super) async fn seat_user(
        &mut self,
        command: &Command,
        seat: Seat,
        user_id: &str,
        user_name: &str,
        event: Option<SeatEvent>,
    ) -> Result<(), Vec<Notice>> {
        let Some(open) = self.open_live() else {
            return Err(self.error(command, Msg::new("error-no-table")));
        };
        let table_id = open.row.id;
        let (id, name) = (user_id.to_string(), user_name.to_string());
        let bot = super::bots::bot_level(user_id).is_some();
        let res = self
            .shared
            .store
            .run(move |db| {
                let sitter = if bot {
                    Sitter::Bot(&id, &name)
                } else {
                    Sitter::Person(&id, &name)
                };
                db.change_seat(table_id, seat, sitter, event.as_ref())?;
                db.seats(table_id)
            })
            .await;
        match res {
            Ok(seats) => {
                if let Some(open) = self.open_mut() {
                    open.seats = seats;
                }
                self.mark_handled(command, Some(table_id)).await;
                Ok(())
            }
            Err(e) => Err(self.storage_error(command, e)),
        }
    }

    /// `/game join` during play: the seat held for the sender (free, or
    /// played by a bot meanwhile), or at a `seats:open` table any free
    /// seat.
    pub(super) async fn rejoin(&mut self, command: &Command) -> Vec<Notice> {
        let Some(open) = self.open_live() else {
            return self.error(command, Msg::new("error-no-table"));
        };
        let free = || open.seats.iter().filter(|s| s.user_id.is_none());
        let mine = open.seats.iter().find(|s| {
            s.held_for.as_deref() == Some(command.user.id.as_str())
                && s.user_id
                    .as_deref()
                    .is_none_or(|u| super::bots::bot_level(u).is_some())
        });
        // A free seat held for nobody (a bot's from the start) is anyone's.
        let anyones = free().find(|s| s.held_for.is_none());
        // At an invite-only table (`seats:invite`) a stranger never gets
        // a seat, not even one held for nobody.
        let open_table = super::options::seats_open(&open.row.options);
        let anyones = anyones.filter(|_| open_table);
        let seat = match mine.or(anyones) {
            Some(s) => s.seat,
            None if open_table => match free().next() {
                Some(s) => s.seat,
                None => return self.error(command, Msg::new("error-game-in-progress")),
            },
            None => {
                return match free().next() {
                    Some(s) if s.held_for.is_some() => {
                        self.error(command, msg!("error-seat-held", seat = s.seat + 1))
                    }
                    Some(_) => self.error(command, Msg::new("error-invite-only")),
                    None => self.error(command, Msg::new("error-game-in-progress")),
                }
            }
        };
        let row = open
            .seats
            .iter()
            .find(|s| s.seat == seat)
            .expect("found above");
        let why = if row.held_for.as_deref() == Some(command.user.id.as_str()) {
            SeatWhy::Return
        } else {
            SeatWhy::Take
        };
        let bot = row.user_id.clone().map(|b| (b, row.user_name.clone()));
        let user = command.user.clone();
        let left = bot.as_ref().map(|(i, n)| (i.as_str(), n.as_str()));
        let event = self.seat_event(seat, left, Some((&user.id, &user.name)), command, why);
        if let Err(n) = self
            .seat_user(command, seat, &user.id, &user.name, Some(event))
            .await
        {
            return n;
        }
        let mut out = self.channel_reply(msg!("seat-taken", user = &user.name, seat = seat + 1));
        out.extend(
            self.private_view(seat, &user.locale, Audience::Dm(user.id.clone()))
                .await,
        );
        out
    }

    /// `/game replace <old> <new>` with a person: the creator (or an
    /// admin) hands `old`'s seat, held or not, to `new`, who gets the
    /// seat's private view by DM. The creator's own seat needs
    /// `/game transfer` first.
    pub(super) async fn replace_with_person(
        &mut self,
        command: &Command,
        who: &str,
        by: &str,
    ) -> Vec<Notice> {
        let Some(open) = self.open_live() else {
            return self.error(command, Msg::new("error-no-table"));
        };
        if let Some(m) = self.seat_manager_refusal(command, open).await {
            return self.error(command, m);
        }
        let Some(open) = self.open_live() else {
            return self.error(command, Msg::new("error-no-table"));
        };
        if open.row.status != Status::Playing {
            return self.error(command, Msg::new("error-not-playing"));
        }
        let Some(target) = find_seat(open, who) else {
            return self.error(
                command,
                msg!("error-no-such-user", user = super::view::clip_echo(who)),
            );
        };
        let (seat, old_name) = (target.seat, target.user_name.clone());
        let old_id = target.user_id.clone();
        if target.user_id.as_deref() == Some(open.row.creator.as_str()) {
            return self.error(command, Msg::new("error-creator-transfer-first"));
        }
        let wanted = bare_user(by).to_string();
        let found = self.shared.store.run(move |db| db.find_user(&wanted)).await;
        let (new_id, new_name, locale) = match found {
            Ok(Some(u)) => u,
            Ok(None) => {
                return self.error(
                    command,
                    msg!("error-unknown-user", user = super::view::clip_echo(by)),
                )
            }
            Err(e) => return self.storage_error(command, e),
        };
        let Some(open) = self.open_live() else {
            return self.error(command, Msg::new("error-no-table"));
        };
        if open.seat_of(&new_id).is_some() {
            return self.error(command, msg!("error-user-seated", user = &new_name));
        }
        // A league table seats its members only (the replaced player
        // still ranks last for the game).
        let table_id = open.row.id;
        let newcomer = super::User {
            id: new_id.clone(),
            name: new_name.clone(),
            locale: locale.clone(),
        };
        if let Some(m) = self.league_seat_refusal(table_id, &newcomer).await {
            return self.error(command, m);
        }
        let left = old_id.as_deref().map(|o| (o, old_name.as_str()));
        let event = self.seat_event(
            seat,
            left,
            Some((&new_id, &new_name)),
            command,
            SeatWhy::Replace,
        );
        if let Err(n) = self
            .seat_user(command, seat, &new_id, &new_name, Some(event))
            .await
        {
            return n;
        }
        let mut out = self.channel_reply(msg!(
            "seat-handed",
            from = &old_name,
            user = &new_name,
            seat = seat + 1
        ));
        if let Some(old) = old_id.filter(|o| super::bots::bot_level(o).is_none()) {
            out.extend(
                self.replaced_dm(&old, &old_name, seat, &new_name, command, false)
                    .await,
            );
        }
        out.extend(
            self.private_view(seat, &locale, Audience::Dm(new_id.clone()))
                .await,
        );
        out
    }
}

impl Actor {
    /// A seat event at the table's current seq, by the command's sender.
    pub(super) fn seat_event(
        &self,
        seat: Seat,
        left: Option<(&str, &str)>,
        came: Option<(&str, &str)>,
        command: &Command,
        why: SeatWhy,
    ) -> SeatEvent {
        let own = |p: Option<(&str, &str)>| p.map(|(i, n)| (i.to_string(), n.to_string()));
        SeatEvent {
            after_seq: self.open().map(|o| o.seq()).unwrap_or(0),
            seat,
            left: own(left),
            came: own(came),
            by: Some(command.user.id.clone()),
            why,
            at: String::new(),
        }
    }

    /// Why the sender may not add a bot or hand a seat over, if they may
    /// not: the table's creator or an admin (Manage Channels) may; at a
    /// league's table, the league's admins (its creator, or a member who
    /// may manage the server), as for `/league` commands.
    pub(super) async fn seat_manager_refusal(
        &self,
        command: &Command,
        open: &Loaded,
    ) -> Option<Msg> {
        let table_id = open.row.id;
        let creator = open.row.creator.clone();
        let league = self
            .shared
            .store
            .run(move |db| db.league_of_table(table_id))
            .await;
        match league {
            Err(e) => Some(e.user_message()),
            Ok(Some(l)) => (!command.server_admin && command.user.id != l.creator)
                .then(|| msg!("error-seat-league-manager", name = &l.name)),
            Ok(None) => (!command.admin && command.user.id != creator)
                .then(|| Msg::new("error-seat-manager")),
        }
    }

    /// The DM a replaced player receives: who took their seat, and how
    /// they get it back. From a bot, with `/game join` of their own (the
    /// seat stays held for them); from a person, only by the creator's
    /// `/game replace`.
    pub(super) async fn replaced_dm(
        &self,
        old_id: &str,
        old_name: &str,
        seat: Seat,
        new_name: &str,
        command: &Command,
        by_bot: bool,
    ) -> Vec<Notice> {
        let Some(open) = self.open() else {
            return Vec::new();
        };
        let id = old_id.to_string();
        let locale = self
            .shared
            .store
            .run(move |db| db.user_locale(&id))
            .await
            .ok()
            .flatten()
            .unwrap_or_else(|| "en".to_string());
        let lang = self.lang(&locale);
        let m = if by_bot {
            msg!(
                "replaced-by-bot",
                title = &open.row.title,
                channel = &self.channel,
                by = &command.user.name,
                seat = seat + 1,
                bot = new_name
            )
        } else {
            msg!(
                "replaced-by-person",
                title = &open.row.title,
                channel = &self.channel,
                by = &command.user.name,
                seat = seat + 1,
                user = new_name,
                you = old_name
            )
        };
        let mut n = notice(Audience::Dm(old_id.to_string()), false, lang.tr(&m));
        n.lang = lang.code().to_string();
        vec![n]
    }
}
