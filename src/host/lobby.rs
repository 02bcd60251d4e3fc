//! The lobby and the table's life: new, join, leave, start, status,
//! abort, kick, help.

use super::actor::{Actor, Loaded};
use super::view::notice;
use super::{Audience, Command, Notice, NoticeData, Position};
use crate::engine::{Msg, Options, Setup, Title, Translate};
use crate::msg;
use crate::store::{Snapshot, Status, StoreError};
use std::sync::Arc;

impl Actor {
    pub(super) async fn new_table(
        &mut self,
        command: &Command,
        title_name: &str,
        players: Option<usize>,
        options: &[(String, String)],
    ) -> Vec<Notice> {
        if let Some(open) = self.open_live() {
            return self.error(command, msg!("error-table-exists", title = &open.row.title));
        }
        // `league:<name>`: the league's title and clock defaults apply.
        let (title_name, options, league) =
            match self.league_table(command, title_name, options).await {
                Ok(x) => x,
                Err(m) => return self.error(command, m),
            };
        let (title_name, options) = (title_name.as_str(), options.as_slice());
        let Some(title) = self.shared.registry.get(title_name) else {
            return self.error(command, self.unknown_title(title_name));
        };
        let range = title.seats();
        if let Some(n) = players {
            if !range.contains(&n) {
                return self.error(
                    command,
                    msg!(
                        "error-seat-count",
                        title = title.name(),
                        min = *range.start(),
                        max = *range.end(),
                        given = n
                    ),
                );
            }
        }
        if let Err(m) = super::options::check_lengths(options)
            .and_then(|()| super::options::check_lists(options))
        {
            return self.error(command, m);
        }
        let mut given = Options(options.iter().cloned().collect());
        let mut resolved = match super::options::resolve(&given, &title.options()) {
            Ok(o) => o,
            Err(m) => return self.error(command, m),
        };
        // The table's language: `lang`, else the server's (filled in by
        // the front end) or the creator's. Stored as settled, so the
        // lobby post and `/game help` show it.
        let table_lang = match super::language::table_language(
            resolved.get(super::language::LANG),
            &command.user.locale,
        ) {
            Ok(code) => code,
            Err(m) => return self.error(command, m),
        };
        for opts in [&mut given, &mut resolved] {
            opts.0
                .retain(|k, _| !k.eq_ignore_ascii_case(super::language::LANG));
            opts.0
                .insert(super::language::LANG.to_string(), table_lang.to_string());
        }
        if let Err(m) = super::options::check_setup(title.as_ref(), &resolved, players) {
            return self.error(command, m);
        }
        let seed = self.shared.new_table_seed(&self.channel);
        let (channel, name, user, locale) = (
            self.channel.clone(),
            title.name().to_string(),
            command.user.clone(),
            table_lang.to_string(),
        );
        let opts = given.clone();
        let created = self
            .shared
            .store
            .run(move |db| {
                // The table and its creator's seat: one transaction.
                let id = db.create_table_seated(
                    &crate::store::NewTable {
                        channel: &channel,
                        title: &name,
                        options: &opts,
                        seats_max: players,
                        seed,
                        creator: &user.id,
                        locale: &locale,
                    },
                    &user.name,
                )?;
                if let Some(league) = league {
                    db.link_league_table(id, league, None)?;
                }
                // The game that finished here goes to the channel's history.
                let archived = db.archive_finished(&channel)?;
                Ok::<_, StoreError>((db.table(id)?, db.seats(id)?, archived))
            })
            .await;
        let (row, seats, archived) = match created {
            Ok(x) => x,
            Err(StoreError::ChannelTaken) => {
                return self.error(command, msg!("error-table-exists", title = title.name()))
            }
            Err(e) => return self.storage_error(command, e),
        };
        self.mark_handled(command, Some(row.id)).await;
        tracing::info!(channel = %self.channel, table = row.id, title = title.name(), "table opened");
        let lang = self.lang(&row.locale);
        let max = players.unwrap_or(*range.end());
        let mut lines = vec![msg!(
            "lobby-opened",
            user = &command.user.name,
            title = title.name(),
            min = *range.start(),
            max = max
        )];
        // A few lines: the options chosen; `/game help` has the full list.
        lines.extend(option_summary(title.as_ref(), &resolved));
        if archived > 0 {
            lines.push(Msg::new("lobby-archived"));
        }
        let text = lang.tr(&Msg::lines(lines));
        self.table = Some(Some(Loaded {
            row,
            seats,
            game: None,
            log: Default::default(),
        }));
        let mut out = vec![notice(Audience::Channel(self.channel.clone()), true, text)];
        out.push(self.status_notice());
        out
    }

    pub(super) fn unknown_title(&self, name: &str) -> Msg {
        msg!(
            "error-unknown-title",
            title = name,
            known = self.shared.registry.names().join(", ")
        )
    }

    fn title_of(&self, loaded: &Loaded) -> Option<Arc<dyn Title>> {
        self.shared.registry.get(&loaded.row.title)
    }

    pub(super) async fn join(&mut self, command: &Command) -> Vec<Notice> {
        let Some(open) = self.open_live() else {
            return self.error(command, Msg::new("error-no-table"));
        };
        if open.seat_of(&command.user.id).is_some() {
            return self.error(command, Msg::new("error-already-seated"));
        }
        let table_id = open.row.id;
        let user = command.user.clone();
        let max = match self.title_of(open) {
            Some(t) => open.row.seats_max.unwrap_or(*t.seats().end()),
            None => return self.error(command, self.unknown_title(&open.row.title)),
        };
        if open.row.status != Status::Lobby {
            // During play: the seat held for the sender, or any free
            // seat at a `seats:open` table (see `seats.rs`).
            return self.rejoin(command).await;
        }
        if open.seats.len() >= max {
            return self.error(command, msg!("error-table-full", max = max));
        }
        if let Some(m) = self.league_seat_refusal(table_id, &user).await {
            return self.error(command, m);
        }
        let res = self
            .shared
            .store
            .run(move |db| {
                db.add_seat(table_id, &user.id, &user.name)?;
                db.seats(table_id)
            })
            .await;
        let seats = match res {
            Ok(s) => s,
            Err(e) => return self.storage_error(command, e),
        };
        let text_msg = msg!(
            "lobby-joined",
            user = &command.user.name,
            count = seats.len(),
            max = max
        );
        if let Some(open) = self.open_mut() {
            open.seats = seats;
        }
        self.mark_handled(command, Some(table_id)).await;
        self.channel_reply(text_msg)
    }

    pub(super) fn may_manage(&self, command: &Command, open: &Loaded) -> bool {
        command.admin || open.row.creator == command.user.id
    }

    pub(super) async fn start(&mut self, command: &Command) -> Vec<Notice> {
        let Some(open) = self.open_live() else {
            return self.error(command, Msg::new("error-no-table"));
        };
        if open.row.status != Status::Lobby {
            return self.error(command, Msg::new("error-already-started"));
        }
        if !self.may_manage(command, open) {
            return self.error(command, Msg::new("error-not-creator"));
        }
        let Some(title) = self.title_of(open) else {
            return self.error(command, self.unknown_title(&open.row.title));
        };
        let setup = Setup {
            seats: open.seats.len(),
            options: super::options::game_options(&open.row.options),
            seed: open.row.seed,
        };
        // A table starts on the title's newest rules and keeps them.
        let version = title.newest_rules();
        let content = title.content_hash();
        let game = match title.new_table_at(&setup, version) {
            Ok(g) => g,
            Err(m) => return self.error(command, m),
        };
        let first = Snapshot {
            seq: 0,
            state: game.snapshot(),
            hash: game.hash(),
        };
        let table_id = open.row.id;
        let recorded = content.clone();
        if let Err(e) = self
            .shared
            .store
            .run(move |db| db.start_table_under(table_id, &first, version, Some(&recorded)))
            .await
        {
            return self.storage_error(command, e);
        }
        self.mark_handled(command, Some(table_id)).await;
        tracing::info!(channel = %self.channel, table = table_id, seats = setup.seats, "game started");
        let open = self.open_mut().expect("checked above");
        open.row.status = Status::Playing;
        open.row.rules_version = version;
        open.row.content_hash = Some(content);
        open.game = Some(game);
        let header = msg!("game-started", title = title.name(), players = setup.seats);
        self.run = None;
        // Forced moves at the very start play themselves too.
        let steps = self.autoplay().await;
        self.announce(command, vec![header], &steps, Vec::new(), None)
            .await
    }

    /// Ends the table without a result, once confirmed (`seats.rs` asks).
    pub(super) async fn abort(&mut self, command: &Command) -> Vec<Notice> {
        let Some(open) = self.open_live() else {
            return self.error(command, Msg::new("error-no-table"));
        };
        let table_id = open.row.id;
        if let Err(e) = self
            .shared
            .store
            .run(move |db| db.set_status(table_id, Status::Aborted, None))
            .await
        {
            return self.storage_error(command, e);
        }
        self.mark_handled(command, Some(table_id)).await;
        tracing::info!(channel = %self.channel, table = table_id, "table aborted");
        let locale = open.row.locale.clone();
        self.table = Some(None);
        let lang = self.lang(&locale);
        let text = lang.tr(&msg!("game-aborted", user = &command.user.name));
        let mut reply = notice(Audience::Channel(self.channel.clone()), true, text.clone());
        reply.data.status = Some("aborted".into());
        // Written in the table's language, which is gone with the table.
        reply.lang = lang.code().to_string();
        let mut status = notice(Audience::Status(self.channel.clone()), false, text);
        status.data.status = Some("aborted".into());
        status.lang = lang.code().to_string();
        vec![reply, status]
    }

    pub(super) fn status(&self, command: &Command) -> Vec<Notice> {
        let lang = self.lang(&command.user.locale);
        let (text, data) = match self.open() {
            Some(open) => self.status_text(open, &lang),
            None => (lang.t("error-no-table"), NoticeData::default()),
        };
        let mut n = notice(Audience::Ephemeral(command.user.id.clone()), true, text);
        n.data = data;
        vec![n]
    }

    /// The status of a table in words, with its structured data.
    pub(super) fn status_text(
        &self,
        open: &Loaded,
        lang: &crate::i18n::Lang,
    ) -> (String, NoticeData) {
        let names = open.names();
        let lang = &self.named(lang, &names);
        let mut lines = Vec::new();
        let mut data = NoticeData::default();
        let seat_line = |s: &crate::store::SeatRow| msg!("status-seat", player = open.cue(s.seat));
        match (&open.game, open.row.status) {
            (None, _) => {
                let max = self
                    .title_of(open)
                    .map(|t| open.row.seats_max.unwrap_or(*t.seats().end()))
                    .unwrap_or(0);
                data.status = Some("lobby".into());
                lines.push(msg!(
                    "status-lobby",
                    title = &open.row.title,
                    count = open.seats.len(),
                    max = max
                ));
                lines.extend(open.seats.iter().map(seat_line));
            }
            (Some(game), _) => {
                lines.push(msg!("status-title", title = &open.row.title));
                lines.push(game.status());
                lines.extend(open.seats.iter().map(seat_line));
                // A forfeit ends a game the title itself has not ended.
                match open.row.outcome.clone().or_else(|| game.outcome()) {
                    Some(outcome) => {
                        data.status = Some("finished".into());
                        data.scores = Some(outcome.scores.iter().copied().enumerate().collect());
                        lines.extend(self.result_lines(open, &outcome));
                    }
                    None => {
                        data.status = Some("playing".into());
                        let cues: Vec<String> = game
                            .to_act()
                            .iter()
                            .map(|&s| lang.tr(&open.cue(s)))
                            .collect();
                        match open.row.held {
                            // A held table waits for a decision, not a turn.
                            Some(held) => lines.push(msg!(
                                match held {
                                    crate::store::Held::Content => "table-held-content",
                                    crate::store::Held::Replay => "table-held-replay",
                                    crate::store::Held::Closed => "lifecycle-table-closed",
                                },
                                title = &open.row.title,
                                table = open.row.id
                            )),
                            None => {
                                lines.push(msg!("status-turn", users = cues.join(", ")));
                                lines.extend(self.clock_lines(&game.to_act()));
                            }
                        }
                    }
                }
            }
        }
        (lang.tr(&Msg::lines(lines)), data)
    }

    pub(super) fn result_lines(&self, open: &Loaded, outcome: &crate::engine::Outcome) -> Vec<Msg> {
        let mut order: Vec<usize> = (0..outcome.scores.len()).collect();
        order.sort_by_key(|&s| (outcome.ranks[s], s));
        let mut lines = vec![Msg::new("result-header")];
        lines.extend(order.into_iter().map(|s| {
            msg!(
                "result-line",
                rank = outcome.ranks[s],
                user = open.cue(s),
                score = outcome.scores[s]
            )
        }));
        lines
    }

    /// The status message of the channel (to be edited in place).
    pub(super) fn status_notice(&self) -> Notice {
        let (text, data) = match self.open() {
            Some(open) => {
                let lang = self.lang(&open.row.locale);
                self.status_text(open, &lang)
            }
            None => (self.lang("en").t("error-no-table"), NoticeData::default()),
        };
        let mut n = notice(Audience::Status(self.channel.clone()), false, text);
        n.data = data;
        n.data.shows = self.open().map(|open| Position {
            table_id: open.row.id,
            seq: open.seq(),
        });
        n
    }

    pub(super) fn help(&self, command: &Command, title: Option<&str>) -> Vec<Notice> {
        let lang = self.lang(&command.user.locale);
        let lines = match title {
            None => {
                let mut lines = vec![Msg::new("help-titles-header")];
                for t in self.shared.registry.titles() {
                    lines.push(msg!(
                        "help-title-line",
                        title = t.name(),
                        min = *t.seats().start(),
                        max = *t.seats().end()
                    ));
                }
                lines.push(Msg::new("help-rules-pointer"));
                lines
            }
            Some(name) => match self.shared.registry.get(name) {
                None => return self.error(command, self.unknown_title(name)),
                Some(t) => {
                    let defaults = Options::new().resolve(&t.options()).unwrap_or_default();
                    let mut lines = vec![msg!(
                        "help-title-line",
                        title = t.name(),
                        min = *t.seats().start(),
                        max = *t.seats().end()
                    )];
                    lines.extend(option_lines(t.as_ref(), &defaults));
                    lines.push(Msg::new("help-rules-pointer"));
                    lines
                }
            },
        };
        vec![super::view::ephemeral(
            &command.user.id,
            lang.tr(&Msg::lines(lines)),
        )]
    }

    /// A channel post answering the sender, followed by the status update.
    pub(super) fn channel_reply(&self, msg: Msg) -> Vec<Notice> {
        let locale = self
            .open()
            .map(|o| o.row.locale.clone())
            .unwrap_or_else(|| "en".into());
        let text = self.lang(&locale).tr(&msg);
        vec![
            notice(Audience::Channel(self.channel.clone()), true, text),
            self.status_notice(),
        ]
    }

    pub(super) fn storage_error(&self, command: &Command, e: StoreError) -> Vec<Notice> {
        tracing::error!(
            channel = %self.channel,
            error = %e,
            retry_helps = e.retry_helps(),
            "store call failed"
        );
        if matches!(e, StoreError::SeqTaken) {
            self.stale.store(true, std::sync::atomic::Ordering::Relaxed);
        }
        self.error(command, e.user_message())
    }
}

/// One line per option: name, value in effect, allowed values, and help.
/// The host's own options (autoplay) follow the title's.
fn option_lines(title: &dyn Title, values: &Options) -> Vec<Msg> {
    let mut specs = title.options();
    specs.extend(super::options::specs());
    let mut lines = vec![Msg::new("help-options-header")];
    for spec in specs {
        lines.push(msg!(
            "option-line",
            name = spec.name,
            value = values.get(spec.name).unwrap_or(spec.default),
            values = spec.values_hint(),
            help = Msg::new(spec.help)
        ));
    }
    lines
}

/// The lobby post's account of the options: the ones chosen away from
/// their defaults (each as typed, `ages=3`), or that all are the defaults,
/// and where the full list is.
fn option_summary(title: &dyn Title, values: &Options) -> Vec<Msg> {
    let mut specs = title.options();
    specs.extend(super::options::specs());
    let chosen: Vec<String> = specs
        .iter()
        .filter_map(|s| {
            let v = values.get(s.name)?;
            (v != s.default && !v.is_empty()).then(|| format!("{}={v}", s.name))
        })
        .collect();
    vec![
        if chosen.is_empty() {
            Msg::new("lobby-options-default")
        } else {
            msg!("lobby-options", options = chosen.join(", "))
        },
        msg!("lobby-options-more", title = title.name()),
    ]
}
