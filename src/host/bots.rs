//! Bots at a table: `/game addbot [level]` seats one, and after every
//! command the actor lets the bots whose turn it is play, one action at a
//! time, through the same path as a person's `/play` (checked, committed,
//! logged, announced), so replays hold.
//!
//! A bot's seat row names it: user id `bot:<level>:<n>`, user name its own
//! name and level ("Ada (bot, normal)", [`BOT_NAMES`]): `n` is never reused
//! at a table (seat events remember bots that left), so two bots never share
//! a name, and the name follows from the stored id, so it survives
//! restarts. Nothing about a pending bot move is kept: at start-up
//! [`super::Host::wake_bots`] (and otherwise the next command to the
//! table) finds the bot to act and plans again from the stored state, so a
//! move is never lost, and because it is applied like any `/play` of the
//! seat to act, never twice nor out of turn.

use super::actor::Actor;
use super::{ActionRef, Audience, Command, CommandKind, Notice, User};
use crate::bots::{self, Level};
use crate::engine::{Msg, Seat, Translate};
use crate::msg;
use crate::store::{SeatWhy, Status};

/// The id prefix of a bot's seat.
pub const BOT_PREFIX: &str = "bot:";

/// The id of the bot that stands in for an absent player (`on_timeout:
/// bot`): it never holds the seat, but chooses its moves (`chosen_by`).
pub const STAND_IN_ID: &str = "bot:normal:stand-in";

/// The names bots take at a table, the n-th bot the n-th name (after the
/// last, the list again with a number: "Ada 2"). Proper names, the same in
/// every language.
pub const BOT_NAMES: [&str; 26] = [
    "Ada", "Blaise", "Cleo", "Dora", "Emmy", "Felix", "Grace", "Hedy", "Ivo", "Jules", "Kurt",
    "Lise", "Max", "Nina", "Otto", "Pia", "Quinn", "Rosa", "Sofia", "Theo", "Uma", "Vera", "Wen",
    "Xenia", "Yuri", "Zoe",
];

/// The number `n` of a bot's id `bot:<level>:<n>`.
pub fn bot_number(user_id: &str) -> Option<usize> {
    user_id
        .strip_prefix(BOT_PREFIX)?
        .split(':')
        .nth(1)?
        .parse()
        .ok()
        .filter(|n| *n >= 1)
}

/// A bot's own name, from its id: "Ada" for `bot:normal:1`.
pub fn bot_own_name(user_id: &str) -> Option<String> {
    let n = bot_number(user_id)?;
    let name = BOT_NAMES[(n - 1) % BOT_NAMES.len()];
    let round = (n - 1) / BOT_NAMES.len();
    Some(if round == 0 {
        name.to_string()
    } else {
        format!("{name} {}", round + 1)
    })
}

/// A bot's name as seats show it, in `tr`'s language: "Ada (bot, normal)".
pub fn bot_display_name(user_id: &str, tr: &dyn Translate) -> Option<String> {
    let level = bot_level(user_id)?;
    let own = bot_own_name(user_id)?;
    Some(tr.tr(&msg!(
        "bot-named",
        name = own,
        level = Msg::new(match level {
            Level::Easy => "bot-level-easy",
            Level::Hard => "bot-level-hard",
            _ => "bot-level-normal",
        })
    )))
}

/// At most this many bot actions follow one command (a table of bots
/// alone still yields to other commands now and then).
const MAX_BOT_ACTIONS: usize = 400;

/// The level of a bot seat's user id, `None` for a person.
pub fn bot_level(user_id: &str) -> Option<Level> {
    let rest = user_id.strip_prefix(BOT_PREFIX)?;
    Level::parse(rest.split(':').next().unwrap_or(""))
}

fn bot_user(id: &str, name: &str) -> User {
    User {
        id: id.to_string(),
        name: name.to_string(),
        locale: "en".to_string(),
    }
}

impl Actor {
    /// `/game addbot [level]`: a bot takes the next seat in the lobby, or a
    /// freed seat during play.
    pub(super) async fn add_bot(&mut self, command: &Command, level: Option<&str>) -> Vec<Notice> {
        let level = match level {
            None => Level::Normal,
            Some(text) => match Level::parse(text).filter(|l| *l != Level::Random) {
                Some(l) => l,
                None => {
                    let level = super::view::clip_echo(text);
                    return self.error(command, msg!("error-bot-level", level = level));
                }
            },
        };
        if self.open_live().is_none() {
            return self.error(command, Msg::new("error-no-table"));
        }
        let (id, name) = match self.bot_identity(level).await {
            Ok(b) => b,
            Err(e) => return self.storage_error(command, e),
        };
        let Some(open) = self.open_live() else {
            return self.error(command, Msg::new("error-no-table"));
        };
        if open.row.status == Status::Lobby {
            let mut join = command.clone();
            join.user = bot_user(&id, &name);
            join.kind = CommandKind::Join;
            let mut notices = self.join(&join).await;
            // The answer goes to whoever asked for the bot.
            for n in &mut notices {
                if n.to == Audience::Ephemeral(id.clone()) {
                    n.to = Audience::Ephemeral(command.user.id.clone());
                }
            }
            return notices;
        }
        // During play a bot takes a free seat only when the creator (or an
        // admin) puts it there: a free seat is held for its player.
        if !self.may_manage(command, open) {
            return self.error(command, Msg::new("error-not-creator"));
        }
        let Some(seat) = open
            .seats
            .iter()
            .find(|s| s.user_id.is_none())
            .map(|s| s.seat)
        else {
            return self.error(command, Msg::new("error-game-in-progress"));
        };
        let event = self.seat_event(seat, None, Some((&id, &name)), command, SeatWhy::Take);
        if let Err(n) = self.seat_user(command, seat, &id, &name, Some(event)).await {
            return n;
        }
        self.channel_reply(msg!("seat-taken", user = &name, seat = seat + 1))
    }

    /// `/game addbot [level]` as a user sends it: only the table's
    /// managers add bots ([`Actor::seat_manager_refusal`]).
    pub(super) async fn add_bot_command(
        &mut self,
        command: &Command,
        level: Option<&str>,
    ) -> Vec<Notice> {
        let Some(open) = self.open_live() else {
            return self.error(command, Msg::new("error-no-table"));
        };
        if let Some(m) = self.seat_manager_refusal(command, open).await {
            return self.error(command, m);
        }
        self.add_bot(command, level).await
    }

    /// The user id and name of the next bot of `level` at this table: the
    /// number after every bot it has seated (in its seats, or gone, as the
    /// seat events remember), so no two bots of a table share a name; the
    /// name in the table's language.
    pub(super) async fn bot_identity(
        &self,
        level: Level,
    ) -> Result<(String, String), crate::store::StoreError> {
        let Some(open) = self.open() else {
            return Ok((format!("{BOT_PREFIX}{}:1", level.name()), String::new()));
        };
        let table_id = open.row.id;
        let events = self
            .shared
            .store
            .run(move |db| db.seat_events(table_id))
            .await?;
        let open = self.open().expect("checked");
        let seated = open.seats.iter().filter_map(|s| s.user_id.clone());
        let gone = events
            .into_iter()
            .flat_map(|e| [e.left, e.came])
            .flatten()
            .map(|(id, _)| id);
        let n = seated
            .chain(gone)
            .filter_map(|id| bot_number(&id))
            .max()
            .unwrap_or(0)
            + 1;
        let id = format!("{BOT_PREFIX}{}:{n}", level.name());
        let lang = self.lang(&open.row.locale);
        let name = bot_display_name(&id, lang.as_ref()).unwrap_or_else(|| id.clone());
        Ok((id, name))
    }

    /// Lets every bot whose turn it is play, until a person is to act or
    /// the game ends. Their announcements follow the command's answer.
    pub(super) async fn bots_act(&mut self, notices: &mut Vec<Notice>) {
        self.tell_ahead = true;
        self.bots_play(notices).await;
        self.tell_ahead = false;
    }

    async fn bots_play(&mut self, notices: &mut Vec<Notice>) {
        // A bot's consecutive moves, for its no-loop filter.
        let mut turn = bots::TurnMemory::default();
        for _ in 0..MAX_BOT_ACTIONS {
            let Some(open) = self.open() else { return };
            // A held table's bots wait with it (a closed one: issue 30).
            if open.row.status != Status::Playing || open.row.held.is_some() {
                return;
            }
            let Some(game) = open.game.as_ref() else {
                return;
            };
            if game.outcome().is_some() {
                return;
            }
            let bot: Option<(Seat, String, String, Level)> = game.to_act().iter().find_map(|&s| {
                let row = open.seats.iter().find(|r| r.seat == s)?;
                let id = row.user_id.as_deref()?;
                if self.clocks.stand_in(s) {
                    // A bot stands in for an absent player (`on_timeout:
                    // bot`); the move is the seat's own, made in its name.
                    return Some((s, id.to_string(), row.user_name.clone(), Level::Normal));
                }
                Some((s, id.to_string(), row.user_name.clone(), bot_level(id)?))
            });
            let Some((seat, id, name, level)) = bot else {
                return;
            };
            let stand_in = self.clocks.stand_in(seat);
            // The seed is a function of the position, so a re-plan after a
            // restart plays the same move.
            let seed = (open.row.id as u64) << 32 ^ open.seq() as u64 ^ (seat as u64) << 20;
            let table = game.box_clone();
            let limits = level.hosted_limits();
            let thinking = std::time::Instant::now();
            let earlier = turn.earlier(seat).to_vec();
            turn.before_move(game.as_ref(), seat);
            let planned = tokio::task::spawn_blocking(move || {
                bots::decide_in_turn(table.as_ref(), seat, level, limits, seed, &earlier)
            })
            .await;
            crate::metrics::bot_think(level.name(), thinking.elapsed());
            let Ok(Some(decision)) = planned else {
                tracing::error!(channel = %self.channel, seat, "bot found no move");
                return;
            };
            let play = Command {
                channel: self.channel.clone(),
                user: bot_user(&id, &name),
                admin: false,
                server_admin: false,
                server: String::new(),
                interaction: None,
                kind: CommandKind::Play {
                    action: ActionRef::Text(decision.notation.clone()),
                    at: None,
                },
            };
            // A stand-in's move is the bot's choice, made in the seat
            // holder's name (`actions.chosen_by`).
            self.bot_move = stand_in.then(|| STAND_IN_ID.to_string());
            let played = self
                .play(&play, &ActionRef::Text(decision.notation), None)
                .await;
            self.bot_move = None;
            let mut applied = false;
            for mut n in played {
                // Nobody reads a bot's DMs or ephemeral answers.
                if n.to == Audience::Ephemeral(id.clone()) || n.to == Audience::Dm(id.clone()) {
                    continue;
                }
                applied |= matches!(n.to, Audience::Channel(_));
                n.reply = false;
                notices.push(n);
            }
            if !applied {
                tracing::error!(channel = %self.channel, seat, "bot move was refused");
                return;
            }
        }
    }
}

impl Actor {
    /// `/game new <title> ... bots:N bot_level:L`: the table, then its bots.
    pub(super) async fn new_with_bots(
        &mut self,
        command: &Command,
        title: &str,
        players: Option<usize>,
        options: &[(String, String)],
    ) -> Vec<Notice> {
        let is_bot_option =
            |k: &str| k.eq_ignore_ascii_case("bots") || k.eq_ignore_ascii_case("bot_level");
        let (ours, rest): (Vec<_>, Vec<_>) =
            options.iter().cloned().partition(|(k, _)| is_bot_option(k));
        let mut count = 0usize;
        let mut level = Level::Normal.name().to_string();
        for (k, v) in &ours {
            if k.eq_ignore_ascii_case("bots") {
                match v.parse::<usize>() {
                    Ok(n) if n <= 5 => count = n,
                    _ => {
                        return self.error(
                            command,
                            msg!("error-bad-argument", argument = format!("{k}:{v}")),
                        )
                    }
                }
            } else if Level::parse(v).is_some_and(|l| l != Level::Random) {
                level = v.to_lowercase();
            } else {
                return self.error(command, msg!("error-bot-level", level = v.as_str()));
            }
        }
        // The bots and their creator must fit the table: refused with the
        // numbers rather than cut short.
        if let Some(t) = self.shared.registry.get(title).filter(|_| count > 0) {
            let max = players.unwrap_or(*t.seats().end());
            if count + 1 > max {
                return self.error(
                    command,
                    msg!(
                        "error-bots-too-many",
                        bots = count,
                        total = count + 1,
                        title = t.name(),
                        max = max
                    ),
                );
            }
        }
        let existed = self.open_live().is_some();
        let mut notices = self.new_table(command, title, players, &rest).await;
        if existed || self.open_live().is_none() {
            return notices;
        }
        for _ in 0..count {
            for mut n in self.add_bot(command, Some(&level)).await {
                n.reply = false;
                notices.push(n);
            }
        }
        notices
    }
}

impl Actor {
    /// `/game replace <user> bot|easy|normal|hard`: the creator (or an
    /// admin) hands a player's seat, held or not, to a bot, mid-game.
    /// `/game replace <bot> me`: an unseated person takes a bot's seat
    /// over (the bot's id, its name, or just `bot` for the first bot).
    /// `/game replace <user> <person>`: see `seats.rs`.
    pub(super) async fn replace(&mut self, command: &Command, who: &str, by: &str) -> Vec<Notice> {
        if by.trim().is_empty() {
            let usage = "/game replace <user> <player>|bot|easy|normal|hard|me";
            return self.error(command, msg!("error-usage", usage = usage));
        }
        if by.eq_ignore_ascii_case("me") {
            return self.take_over_bot(command, who).await;
        }
        let level = if by.eq_ignore_ascii_case("bot") {
            Level::Normal
        } else {
            match Level::parse(by).filter(|l| *l != Level::Random) {
                Some(l) => l,
                None => return self.replace_with_person(command, who, by).await,
            }
        };
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
        let Some(target) = super::seats::find_seat(open, who) else {
            return self.error(command, msg!("error-no-such-user", user = who));
        };
        if target.user_id.as_deref() == Some(open.row.creator.as_str()) {
            return self.error(command, Msg::new("error-creator-transfer-first"));
        }
        let (seat, old_name) = (target.seat, target.user_name.clone());
        let old_id = target.user_id.clone();
        let (id, name) = match self.bot_identity(level).await {
            Ok(b) => b,
            Err(e) => return self.storage_error(command, e),
        };
        let left = old_id.as_deref().map(|o| (o, old_name.as_str()));
        let event = self.seat_event(seat, left, Some((&id, &name)), command, SeatWhy::Replace);
        if let Err(n) = self.seat_user(command, seat, &id, &name, Some(event)).await {
            return n;
        }
        let mut out = self.channel_reply(msg!(
            "seat-handed",
            from = &old_name,
            user = &name,
            seat = seat + 1
        ));
        if let Some(old) = old_id.filter(|o| bot_level(o).is_none()) {
            out.extend(
                self.replaced_dm(&old, &old_name, seat, &name, command, true)
                    .await,
            );
        }
        out
    }

    async fn take_over_bot(&mut self, command: &Command, who: &str) -> Vec<Notice> {
        let Some(open) = self.open_live() else {
            return self.error(command, Msg::new("error-no-table"));
        };
        if open.seat_of(&command.user.id).is_some() {
            return self.error(command, Msg::new("error-already-seated"));
        }
        let wanted = who.trim();
        let target = open.seats.iter().find(|s| {
            let Some(id) = s.user_id.as_deref() else {
                return false;
            };
            bot_level(id).is_some()
                && (wanted.eq_ignore_ascii_case("bot")
                    || id == wanted
                    || s.user_name.eq_ignore_ascii_case(wanted)
                    || bot_own_name(id).is_some_and(|n| n.eq_ignore_ascii_case(wanted)))
        });
        let Some(target) = target else {
            return self.error(
                command,
                msg!("error-not-a-bot", user = super::view::clip_echo(who)),
            );
        };
        // A bot keeping someone's seat warm gives it back to them; anyone
        // else takes a bot's seat only at a `seats:open` table (or as the
        // table's manager): at an invite-only table a stranger never gets
        // a seat.
        let own = target.held_for.as_deref() == Some(command.user.id.as_str());
        if !own && !super::options::seats_open(&open.row.options) && !self.may_manage(command, open)
        {
            let m = if target.held_for.is_some() {
                msg!("error-seat-held", seat = target.seat + 1)
            } else {
                Msg::new("error-invite-only")
            };
            return self.error(command, m);
        }
        let seat = target.seat;
        let bot = target
            .user_id
            .clone()
            .map(|b| (b, target.user_name.clone()));
        let user = command.user.clone();
        let why = if own { SeatWhy::Return } else { SeatWhy::Take };
        let left = bot.as_ref().map(|(i, n)| (i.as_str(), n.as_str()));
        let event = self.seat_event(seat, left, Some((&user.id, &user.name)), command, why);
        if let Err(n) = self
            .seat_user(command, seat, &user.id, &user.name, Some(event))
            .await
        {
            return n;
        }
        self.channel_reply(msg!("seat-taken", user = &user.name, seat = seat + 1))
    }
}
