//! Leagues (issue 13): `/league create|join|leave|ready|round|standings|
//! season|history|list` and `/stats`.
//!
//! These commands concern a server, not one table, so they run on the
//! host handle, not in a table actor. A round's tables are opened through
//! the ordinary `/game new`, `/game join` and `/game start` of each new
//! channel's actor ([`Host::open_round_table`]), so a league table is like
//! any other apart from its `league:<name>` option: the lobby refuses
//! non-members and (unless the league allows them) bots, and the store
//! writes the result and moves the ratings in the transaction that ends
//! it (`store/league.rs`). The arithmetic lives in `crate::league`.

use super::view::{clip_echo, ephemeral, notice, png};
use super::{Audience, Command, CommandKind, Host, Notice};
use crate::engine::{Msg, Options, Translate};
use crate::league::{self, conservative, RatingKey, Standing};
use crate::msg;
use crate::store::{DueSeason, League, NewLeague, StoreError};

/// A `/league` subcommand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LeagueCommand {
    Create {
        name: String,
        title: String,
        options: Vec<(String, String)>,
    },
    Join(String),
    Leave(String),
    Ready(String),
    Round(String),
    Standings(Option<String>),
    SeasonEnd(String),
    History {
        name: String,
        season: Option<i64>,
    },
    List,
}

/// One line of `/league standings` as `--json` carries it (and the
/// outbox stores it with a season's end post).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct StandingRow {
    pub user: String,
    pub games: usize,
    pub points: f64,
    pub wins: usize,
    pub rating: f64,
    /// `null` until the player has the league's minimum of games.
    pub rank: Option<usize>,
}

/// `/stats` as `--json` carries it.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Stats {
    pub user: String,
    pub title: Option<String>,
    pub games: usize,
    pub wins: usize,
    pub average_rank: f64,
    /// The server-wide rating (μ − 3σ) of the title (of the title most
    /// played when none was named) and its games.
    pub rating: f64,
    pub rated_games: usize,
    /// The shown rating after each game, oldest first.
    pub history: Vec<f64>,
    /// The last 10 results, newest first.
    pub last: Vec<StatsResult>,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct StatsResult {
    pub table: i64,
    pub title: String,
    pub rank: usize,
    pub players: usize,
    pub score: i64,
}

/// A round's groups, for the front end to open a channel (console) or a
/// thread (Discord) for each and call [`Host::open_round_table`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundPlan {
    pub league: String,
    pub round: i64,
    /// Each group's players as (user id, name), in seat order.
    pub groups: Vec<Vec<(String, String)>>,
    /// The bots that fill each group's table up to the league's size.
    pub bots: Vec<usize>,
    /// Groups whose table already started (a round finished after a
    /// crash): the front end opens nothing for them.
    pub done: Vec<bool>,
    /// Groups whose lobby a crash left behind, with its channel: the
    /// front end opens no new thread for them, and the table is filled
    /// and started there.
    pub lobbies: Vec<Option<String>>,
}

impl RoundPlan {
    /// The name of group `k`'s channel or thread.
    pub fn channel_name(&self, k: usize) -> String {
        format!("{}-r{}-t{}", self.league.to_lowercase(), self.round, k + 1)
    }
}

/// The longest season, in days (about ten years).
pub const MAX_SEASON_DAYS: i64 = 3650;

/// The most points a place may earn.
pub const MAX_POINTS: f64 = 1000.0;

/// The most games a league may ask before ranking a player.
pub const MAX_MIN_GAMES: usize = 1000;

/// League names: 1 to 32 letters, digits, `-` or `_`.
fn valid_name(name: &str) -> bool {
    (1..=32).contains(&name.chars().count())
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
}

/// A user is a bot (`host/bots.rs`).
fn is_bot(id: &str) -> bool {
    league::is_bot(id)
}

impl Host {
    /// Runs a `/league` command or `/stats`.
    pub(super) async fn league(&self, command: &Command) -> Vec<Notice> {
        let lang = self.shared.i18n.lang(&command.user.locale);
        // The sender is known already: `Host::handle` remembered them
        // (with the locale their front end sent) before settling their
        // language, so nothing here stores `command.user.locale`, which
        // is the language chosen with `/settings`, not their locale.
        let res = match &command.kind {
            CommandKind::League(sub) => self.league_sub(command, sub).await,
            CommandKind::Stats { user, title } => {
                self.stats(command, user.as_deref(), title.as_deref()).await
            }
            _ => unreachable!("only league commands come here"),
        };
        match res {
            Ok(notices) => notices,
            Err(Refusal::Msg(m)) => vec![ephemeral(&command.user.id, lang.tr(&m))],
            Err(Refusal::Store(e)) => {
                tracing::error!(error = %e, "a league command failed in the store");
                vec![ephemeral(&command.user.id, lang.tr(&e.user_message()))]
            }
        }
    }

    async fn league_sub(&self, command: &Command, sub: &LeagueCommand) -> Answer {
        if command.server.is_empty() {
            return Err(Msg::new("league-error-no-server").into());
        }
        match sub {
            LeagueCommand::Create {
                name,
                title,
                options,
            } => self.create(command, name, title, options).await,
            LeagueCommand::List => {
                let server = command.server.clone();
                let leagues = self.db(move |db| db.leagues(Some(&server))).await?;
                if leagues.is_empty() {
                    return self.reply(command, false, Msg::new("league-none"));
                }
                let mut lines = Vec::new();
                for l in leagues {
                    let id = l.id;
                    let members = self.db(move |db| db.members(id)).await?.len();
                    lines.push(msg!(
                        "league-list-line",
                        name = &l.name,
                        title = &l.title,
                        members = members,
                        season = l.season
                    ));
                }
                self.reply(command, false, Msg::lines(lines))
            }
            LeagueCommand::Join(name) => {
                let l = self.find(command, name).await?;
                let (id, uid, uname) = (l.id, command.user.id.clone(), command.user.name.clone());
                let new = self
                    .db(move |db| {
                        let new = db.join_league(id, &uid, &uname)?;
                        Ok((new, db.members(id)?.len()))
                    })
                    .await?;
                match new {
                    (true, count) => self.reply(
                        command,
                        true,
                        msg!(
                            "league-joined",
                            user = &command.user.name,
                            name = &l.name,
                            count = count
                        ),
                    ),
                    (false, _) => Err(msg!("league-already-member", name = &l.name).into()),
                }
            }
            LeagueCommand::Leave(name) => {
                let l = self.find(command, name).await?;
                let (id, uid) = (l.id, command.user.id.clone());
                if self.db(move |db| db.leave_league(id, &uid)).await? {
                    self.reply(
                        command,
                        true,
                        msg!("league-left", user = &command.user.name, name = &l.name),
                    )
                } else {
                    Err(msg!("league-not-member", name = &l.name).into())
                }
            }
            LeagueCommand::Ready(name) => {
                let l = self.find(command, name).await?;
                let (id, uid) = (l.id, command.user.id.clone());
                let res = self
                    .db(move |db| {
                        let ok = db.set_ready(id, &uid, true)?;
                        Ok((ok, db.members(id)?.iter().filter(|m| m.ready).count()))
                    })
                    .await?;
                match res {
                    (true, count) => self.reply(
                        command,
                        true,
                        msg!(
                            "league-ready",
                            user = &command.user.name,
                            name = &l.name,
                            count = count
                        ),
                    ),
                    (false, _) => Err(msg!("league-not-member", name = &l.name).into()),
                }
            }
            LeagueCommand::Round(name) => self.round(command, name).await,
            LeagueCommand::Standings(name) => {
                let l = match name {
                    Some(n) => self.find(command, n).await?,
                    None => self.only_league(command).await?,
                };
                self.standings_notice(command, &l, l.season).await
            }
            LeagueCommand::SeasonEnd(name) => {
                let l = self.find(command, name).await?;
                self.check_admin(command, &l)?;
                let id = l.id;
                let season = l.season;
                let now = self.shared.clock.now_ms();
                if !self.db(move |db| db.season_open(id)).await? {
                    // The season ended on its own and the league waits for
                    // an admin to open the next (`next:manual`).
                    let next = self.db(move |db| db.open_next_season(id, now)).await?;
                    return self.reply(
                        command,
                        true,
                        msg!("league-season-opened", name = &l.name, season = next),
                    );
                }
                let (next, games) = self
                    .db(move |db| {
                        let games = db.results(Some((id, season)))?.len();
                        Ok((db.end_season(id, now)?, games))
                    })
                    .await?;
                // The closed season's final standings go with the notice.
                let mut notices = self.standings_notice(command, &l, season).await?;
                let lang = self.shared.i18n.lang(&command.user.locale);
                let ended = lang.tr(&msg!(
                    "league-season-ended",
                    name = &l.name,
                    season = season,
                    games = games,
                    next = next
                ));
                if let Some(n) = notices.first_mut() {
                    n.text = format!("{ended}\n{}", n.text);
                }
                Ok(notices)
            }
            LeagueCommand::History { name, season } => {
                let l = self.find(command, name).await?;
                match season {
                    Some(s) => {
                        let id = l.id;
                        let seasons = self.db(move |db| db.seasons(id)).await?;
                        if !seasons.iter().any(|x| x.season == *s) {
                            return Err(
                                msg!("league-error-season", name = &l.name, season = *s).into()
                            );
                        }
                        self.standings_notice(command, &l, *s).await
                    }
                    None => {
                        let id = l.id;
                        let seasons = self.db(move |db| db.seasons(id)).await?;
                        let mut lines = vec![msg!("league-history-title", name = &l.name)];
                        for s in seasons {
                            lines.push(msg!(
                                "league-history-line",
                                season = s.season,
                                start = day(&s.started_at),
                                end = s.ended_at.as_deref().map(day).unwrap_or_default(),
                                games = s.games,
                                current = if s.ended_at.is_none() { "yes" } else { "no" }
                            ));
                        }
                        self.reply(command, false, Msg::lines(lines))
                    }
                }
            }
        }
    }

    async fn create(
        &self,
        command: &Command,
        name: &str,
        title: &str,
        options: &[(String, String)],
    ) -> Answer {
        if !valid_name(name) {
            return Err(msg!("league-error-name", name = clip_echo(name)).into());
        }
        let Some(t) = self.shared.registry.get(title) else {
            return Err(msg!(
                "error-unknown-title",
                title = title,
                known = self.shared.registry.names().join(", ")
            )
            .into());
        };
        let seats = t.seats();
        let mut new = NewLeague {
            server: command.server.clone(),
            name: name.to_string(),
            title: t.name().to_string(),
            season_days: 90,
            points: vec![10.0, 6.0, 3.0, 1.0],
            group_size: 3.clamp(*seats.start(), *seats.end()),
            min_games: 1,
            bots: false,
            table_options: Options::default(),
            creator: command.user.id.clone(),
            channel: command.channel.clone(),
            lang: command.user.locale.clone(),
            auto_season: true,
            now_ms: self.shared.clock.now_ms(),
        };
        let bad = |k: &str, v: &str| -> Refusal {
            msg!(
                "league-error-option",
                option = clip_echo(&format!("{k}:{v}"))
            )
            .into()
        };
        let bound = |k: &str, v: &str, min: &str, max: &str| -> Refusal {
            msg!(
                "league-error-bound",
                option = k.to_lowercase(),
                given = clip_echo(v),
                min = min.to_string(),
                max = max.to_string()
            )
            .into()
        };
        // Each option once: a repeated one is refused, named, rather than
        // the last one silently winning.
        let mut seen: Vec<String> = Vec::new();
        for (k, _) in options {
            let key = match k.to_lowercase().as_str() {
                "min_games" => "min".to_string(),
                other => other.to_string(),
            };
            if seen.contains(&key) {
                return Err(msg!("league-error-repeated", option = clip_echo(k)).into());
            }
            seen.push(key);
        }
        for (k, v) in options {
            match k.to_lowercase().as_str() {
                "season" => {
                    let ms = crate::clock::parse_duration(v)
                        .ok_or_else(|| bound(k, v, "1d", &format!("{MAX_SEASON_DAYS}d")))?;
                    let days = ms / 86_400_000;
                    if !(1..=MAX_SEASON_DAYS).contains(&days) {
                        return Err(bound(k, v, "1d", &format!("{MAX_SEASON_DAYS}d")));
                    }
                    new.season_days = days;
                }
                "points" => {
                    new.points = league::parse_points(v)
                        .filter(|p| p.iter().all(|x| *x <= MAX_POINTS))
                        .ok_or_else(|| {
                            msg!(
                                "league-error-points",
                                given = clip_echo(v),
                                max = league::show(MAX_POINTS),
                                places = league::MAX_PLACES
                            )
                        })?
                }
                "next" => {
                    new.auto_season = match v.to_lowercase().as_str() {
                        "auto" => true,
                        "manual" => false,
                        _ => return Err(bad(k, v)),
                    }
                }
                "group" => {
                    let n: usize = v.parse().map_err(|_| bad(k, v))?;
                    if !seats.contains(&n) {
                        return Err(msg!(
                            "error-seat-count",
                            title = t.name(),
                            min = *seats.start(),
                            max = *seats.end(),
                            given = n
                        )
                        .into());
                    }
                    new.group_size = n;
                }
                "min" | "min_games" => {
                    let max = MAX_MIN_GAMES.to_string();
                    new.min_games = v
                        .parse()
                        .ok()
                        .filter(|n| (1..=MAX_MIN_GAMES).contains(n))
                        .ok_or_else(|| bound(k, v, "1", &max))?
                }
                "bots" => {
                    new.bots = match v.to_lowercase().as_str() {
                        "allowed" | "on" | "yes" | "true" => true,
                        "none" | "off" | "no" | "false" => false,
                        _ => return Err(bad(k, v)),
                    }
                }
                // Clock defaults for the league's tables, checked as
                // `/game new` would check them.
                "turn_time" | "bank" | "on_timeout" => {
                    new.table_options.0.insert(k.to_lowercase(), v.clone());
                }
                _ => return Err(bad(k, v)),
            }
        }
        super::options::resolve(&new.table_options, &t.options()).map_err(Refusal::Msg)?;
        let stored = new.clone();
        let uid = command.user.id.clone();
        let uname = command.user.name.clone();
        let created = self
            .db(move |db| {
                let id = db.create_league(&stored)?;
                if let Ok(id) = id {
                    // Its creator is its first member.
                    db.join_league(id, &uid, &uname)?;
                }
                Ok(id)
            })
            .await?;
        if let Err(existing) = created {
            return Err(
                if crate::store::name_key(&existing) == crate::store::name_key(name) {
                    msg!("league-error-taken", name = name)
                } else {
                    msg!("league-error-lookalike", name = name, other = existing)
                }
                .into(),
            );
        }
        let ends = crate::clock::utc_text(
            new.now_ms
                .saturating_add(new.season_days.saturating_mul(86_400_000)),
        );
        let points: Vec<String> = new.points.iter().map(|p| league::show(*p)).collect();
        self.reply(
            command,
            true,
            msg!(
                "league-created",
                user = &command.user.name,
                name = name,
                title = t.name(),
                days = new.season_days,
                points = points.join("/"),
                group = new.group_size,
                min = new.min_games,
                bots = if new.bots { "allowed" } else { "none" }
            ),
        )
        .map(|mut n| {
            let lang = self.shared.i18n.lang(&command.user.locale);
            if let Some(first) = n.first_mut() {
                first.text.push('\n');
                first.text.push_str(&lang.tr(&msg!(
                    "league-created-season",
                    end = ends,
                    next = if new.auto_season { "auto" } else { "manual" }
                )));
            }
            n
        })
    }

    /// `/league round`: the ready members, paired Swiss-like
    /// (`league::table_sizes`, `league::pair_sizes`), as a plan the front
    /// end opens tables for. The plan is stored with the round's count and
    /// the cleared ready flags, in one transaction; when the latest round
    /// has groups whose table never started (a crash while it opened),
    /// this answers that plan again and the front end opens what is left.
    async fn round(&self, command: &Command, name: &str) -> Answer {
        let l = self.find(command, name).await?;
        self.check_admin(command, &l)?;
        let title = self.shared.registry.get(&l.title).ok_or_else(|| {
            Refusal::Msg(msg!("error-unknown-title", title = &l.title, known = ""))
        })?;
        let (min, max) = (*title.seats().start(), *title.seats().end());
        let (id, season) = (l.id, l.season);
        if !self.db(move |db| db.season_open(id)).await? {
            return Err(msg!("league-season-closed", name = &l.name, season = season).into());
        }
        // A round a crash left half open is finished first.
        let (last, started, lobbies) = self
            .db(move |db| {
                let last = db.last_round(id, season)?;
                let (started, lobbies) = match &last {
                    Some(r) => (
                        db.round_tables_started(id, season, r.round)?,
                        db.round_lobbies(id, season, r.round)?,
                    ),
                    None => (Vec::new(), Vec::new()),
                };
                Ok((last, started, lobbies))
            })
            .await?;
        if let Some(last) = &last {
            let done: Vec<bool> = last
                .groups
                .iter()
                .map(|g| {
                    g.first()
                        .is_some_and(|(first, _)| started.iter().any(|t| t.contains(first)))
                })
                .collect();
            if done.iter().any(|d| !d) {
                let bots = self.round_bots(&l, last, min);
                let lobbies = last
                    .groups
                    .iter()
                    .map(|g| {
                        lobbies
                            .iter()
                            .find(|(_, seated)| g.iter().any(|(u, _)| seated.contains(u)))
                            .map(|(channel, _)| channel.clone())
                    })
                    .collect();
                let plan = RoundPlan {
                    league: l.name.clone(),
                    round: last.round,
                    groups: last.groups.clone(),
                    bots,
                    done: done.clone(),
                    lobbies,
                };
                let left = done.iter().filter(|d| !**d).count();
                let mut lines = vec![msg!(
                    "league-round-resumed",
                    name = &l.name,
                    round = last.round,
                    tables = left
                )];
                lines.extend(self.group_lines(&plan));
                let lang = self.shared.i18n.lang(&command.user.locale);
                let mut n = notice(
                    Audience::Channel(command.channel.clone()),
                    true,
                    lang.tr(&Msg::lines(lines)),
                );
                n.data.round = Some(plan);
                return Ok(vec![n]);
            }
        }
        let (members, results, ratings, met) = self
            .db(move |db| {
                Ok((
                    db.members(id)?,
                    db.results(Some((id, season)))?,
                    db.ratings(&[RatingKey::Season(id, season)])?,
                    db.meetings(id, season)?,
                ))
            })
            .await?;
        let ready: Vec<_> = members.iter().filter(|m| m.ready).collect();
        if ready.len() < min {
            return Err(msg!(
                "league-round-few",
                name = &l.name,
                min = min,
                count = ready.len()
            )
            .into());
        }
        // Standing order: who sat the last round out first, then the
        // standings, then members without a game by name.
        let table = league::standings(&results, &scoring(&l), &ratings);
        let is_ready = |u: &String| ready.iter().any(|m| &m.user_id == u);
        let mut order: Vec<String> = last
            .as_ref()
            .map(|r| r.sat_out.iter().filter(|u| is_ready(u)).cloned().collect())
            .unwrap_or_default();
        for u in table.iter().map(|s| &s.user_id).filter(|u| is_ready(u)) {
            if !order.contains(u) {
                order.push(u.clone());
            }
        }
        for m in &ready {
            if !order.contains(&m.user_id) {
                order.push(m.user_id.clone());
            }
        }
        let sizes = league::table_sizes(order.len(), l.group_size, min, max, l.bots);
        let seated = order.len() - sizes.sit_out;
        let sat_out: Vec<String> = order[seated..].to_vec();
        let groups = league::pair_sizes(&order[..seated], &sizes.people, &met);
        let name_of = |u: &str| {
            members
                .iter()
                .find(|m| m.user_id == u)
                .map(|m| m.user_name.clone())
                .unwrap_or_else(|| u.to_string())
        };
        let groups: Vec<Vec<(String, String)>> = groups
            .iter()
            .map(|g| g.players.iter().map(|u| (u.clone(), name_of(u))).collect())
            .collect();
        let (stored, out) = (groups.clone(), sat_out.clone());
        let round = self.db(move |db| db.next_round(id, &stored, &out)).await?;
        let plan = RoundPlan {
            league: l.name.clone(),
            round,
            done: vec![false; groups.len()],
            lobbies: vec![None; groups.len()],
            groups,
            bots: sizes.bots.clone(),
        };
        let mut lines = vec![msg!(
            "league-round-opened",
            name = &l.name,
            round = round,
            tables = plan.groups.len()
        )];
        lines.extend(self.group_lines(&plan));
        let why = |lang: &crate::i18n::Lang| {
            lang.tr(&msg!(
                "league-sat-out-why",
                count = order.len(),
                group = l.group_size,
                title = &l.title,
                min = min,
                max = max,
                bots = if l.bots { "allowed" } else { "none" }
            ))
        };
        if !sat_out.is_empty() {
            let names: Vec<String> = sat_out.iter().map(|u| name_of(u)).collect();
            lines.push(msg!(
                "league-round-sat-out",
                players = names.join(", "),
                count = names.len()
            ));
        }
        let lang = self.shared.i18n.lang(&command.user.locale);
        let mut text = lang.tr(&Msg::lines(lines));
        if !sat_out.is_empty() {
            text.push(' ');
            text.push_str(&why(&lang));
        }
        let mut n = notice(Audience::Channel(command.channel.clone()), true, text);
        n.data.round = Some(plan);
        let mut out = vec![n];
        // Each who sits out is told why, in their own language.
        for u in &sat_out {
            let reader = self.reader_lang(u).await;
            let lang = self.shared.i18n.lang(&reader);
            let mut dm = notice(
                Audience::Dm(u.clone()),
                false,
                format!(
                    "{} {}",
                    lang.tr(&msg!("league-sat-out-dm", name = &l.name, round = round)),
                    why(&lang)
                ),
            );
            dm.lang = lang.code().to_string();
            out.push(dm);
        }
        Ok(out)
    }

    /// The bots a stored round's groups need to reach the league's size
    /// (a group smaller than the title allows, or than the group when the
    /// league allows bots).
    fn round_bots(&self, l: &League, r: &crate::store::StoredRound, min: usize) -> Vec<usize> {
        r.groups
            .iter()
            .map(|g| {
                if l.bots && g.len() < l.group_size {
                    l.group_size - g.len()
                } else {
                    min.saturating_sub(g.len())
                }
            })
            .collect()
    }

    /// One line per table of a round plan.
    fn group_lines(&self, plan: &RoundPlan) -> Vec<Msg> {
        plan.groups
            .iter()
            .enumerate()
            .filter(|(k, _)| !plan.done.get(*k).copied().unwrap_or(false))
            .map(|(k, g)| {
                let names: Vec<&str> = g.iter().map(|(_, n)| n.as_str()).collect();
                let bots = plan.bots.get(k).copied().unwrap_or(0);
                if bots > 0 {
                    msg!(
                        "league-round-group-bots",
                        n = k + 1,
                        players = names.join(", "),
                        bots = bots,
                        channel = plan.channel_name(k)
                    )
                } else {
                    msg!(
                        "league-round-group",
                        n = k + 1,
                        players = names.join(", "),
                        channel = plan.channel_name(k)
                    )
                }
            })
            .collect()
    }

    /// The language a user other than the sender reads (their DMs).
    async fn reader_lang(&self, user: &str) -> String {
        let u = user.to_string();
        let stored = self
            .shared
            .store
            .run(move |db| db.user_locale(&u))
            .await
            .ok()
            .flatten()
            .unwrap_or_else(|| "en".to_string());
        self.lang_for_user(user, &stored).await
    }

    /// Opens group `k` of a round in `channel` (a new console channel or
    /// Discord thread): `/game new` by its first player with the league's
    /// option, `/game join` by the others, `/game start`, and a post that
    /// pings them. Returns every notice those commands gave.
    pub async fn open_round_table(
        &self,
        command: &Command,
        plan: &RoundPlan,
        k: usize,
        channel: &str,
    ) -> Vec<Notice> {
        let Some(group) = plan.groups.get(k) else {
            return Vec::new();
        };
        if plan.done.get(k).copied().unwrap_or(false) {
            return Vec::new();
        }
        let bots = plan.bots.get(k).copied().unwrap_or(0);
        let as_user = |(id, name): &(String, String), kind: CommandKind| Command {
            channel: channel.to_string(),
            user: super::User {
                id: id.clone(),
                name: name.clone(),
                locale: command.user.locale.clone(),
            },
            admin: false,
            server_admin: false,
            server: command.server.clone(),
            interaction: None,
            kind,
        };
        let mut out = Vec::new();
        // A crash may have left this group's table in its lobby: then it
        // is filled and started as it stands, each step once.
        let ch = channel.to_string();
        let lobby = self
            .db(move |db| {
                Ok(match db.open_table(&ch)? {
                    Some(t) => Some((t.status, db.seats(t.id)?)),
                    None => None,
                })
            })
            .await
            .unwrap_or(None);
        let seated = |u: &str| {
            lobby
                .as_ref()
                .is_some_and(|(_, seats)| seats.iter().any(|s| s.user_id.as_deref() == Some(u)))
        };
        let bots_seated = lobby.as_ref().map_or(0, |(_, seats)| {
            seats
                .iter()
                .filter(|s| s.user_id.as_deref().is_some_and(is_bot))
                .count()
        });
        if matches!(lobby, Some((crate::store::Status::Playing, _))) {
            return out;
        }
        if lobby.is_none() {
            let new = CommandKind::New {
                title: String::new(),
                players: Some(group.len() + bots),
                options: vec![(LEAGUE_OPTION.to_string(), plan.league.clone())],
            };
            // The title comes from the league (see `Actor::league_table`).
            out.extend(self.handle(as_user(&group[0], new)).await);
        }
        // The lobby belongs to the round at once, so a rerun after a crash
        // finds it (`Db::round_lobbies`).
        let (league, server, round, ch) = (
            plan.league.clone(),
            command.server.clone(),
            plan.round,
            channel.to_string(),
        );
        let linked = self
            .db(move |db| {
                let Some(t) = db.open_table(&ch)? else {
                    return Ok(false);
                };
                let Some(l) = db.league(&server, &league)? else {
                    return Ok(false);
                };
                db.set_table_round(t.id, l.id, round)?;
                Ok(true)
            })
            .await;
        if !matches!(linked, Ok(true)) {
            tracing::error!(channel, "a league round table was not opened");
            return out;
        }
        for p in &group[1..] {
            if !seated(&p.0) {
                out.extend(self.handle(as_user(p, CommandKind::Join)).await);
            }
        }
        for _ in bots_seated..bots {
            out.extend(
                self.handle(as_user(&group[0], CommandKind::AddBot { level: None }))
                    .await,
            );
        }
        // Filled: a crash here leaves a lobby the round's rerun finds.
        crate::fault::point("round-lobby-filled");
        out.extend(self.handle(as_user(&group[0], CommandKind::Start)).await);
        let lang = self.shared.i18n.lang(&command.user.locale);
        let names: Vec<&str> = group.iter().map(|(_, n)| n.as_str()).collect();
        let mut ping = notice(
            Audience::Channel(channel.to_string()),
            false,
            lang.tr(&msg!(
                "league-table-opened",
                name = &plan.league,
                round = plan.round,
                players = names.join(", ")
            )),
        );
        ping.data.mentions = group.iter().map(|(id, _)| id.clone()).collect();
        out.push(ping);
        out
    }

    /// The standings of a season: text, the PNG table, and the rows for
    /// `--json`.
    async fn standings_notice(&self, command: &Command, l: &League, season: i64) -> Answer {
        self.standings_in(&command.user.locale, &command.channel, l, season)
            .await
    }

    /// A season's standings as a post to `channel` in `lang`.
    async fn standings_in(&self, lang: &str, channel: &str, l: &League, season: i64) -> Answer {
        let id = l.id;
        let (results, ratings) = self
            .db(move |db| {
                Ok((
                    db.results(Some((id, season)))?,
                    db.ratings(&[RatingKey::Season(id, season)])?,
                ))
            })
            .await?;
        let rows = league::standings(&results, &scoring(l), &ratings);
        let lang = self.shared.i18n.lang(lang);
        let mut lines = vec![msg!(
            "league-standings-title",
            name = &l.name,
            season = season,
            title = &l.title
        )];
        if rows.is_empty() {
            lines.push(Msg::new("league-standings-empty"));
        }
        let mut told_unranked = false;
        for r in &rows {
            if r.rank.is_none() && !told_unranked {
                lines.push(msg!("league-standings-unranked", min = l.min_games));
                told_unranked = true;
            }
            lines.push(standing_line(r));
        }
        let void = league::void_games(&results);
        if !void.is_empty() {
            let list: Vec<String> = void.iter().map(|t| format!("#{t}")).collect();
            lines.push(msg!(
                "league-standings-void",
                count = void.len(),
                games = list.join(", ")
            ));
        }
        lines.push(Msg::new("league-standings-tiebreak"));
        let text = lang.tr(&Msg::lines(lines));
        let svg = standings_svg(&*lang, l, season, &rows);
        let mut n = notice(Audience::Channel(channel.to_string()), true, text);
        n.lang = lang.code().to_string();
        if let Some(img) = png(svg, "standings.png").await {
            n.images.push(img);
        }
        n.data.standings = Some(
            rows.iter()
                .map(|r| StandingRow {
                    user: r.user_name.clone(),
                    games: r.games,
                    points: r.points,
                    wins: r.wins,
                    rating: round2(r.rating),
                    rank: r.rank,
                })
                .collect(),
        );
        Ok(vec![n])
    }

    /// `/stats [user] [title]`.
    async fn stats(&self, command: &Command, user: Option<&str>, title: Option<&str>) -> Answer {
        // `/stats endeavor`: one word that names a title is the title.
        let (user, title) = match (user, title) {
            (Some(u), None) if self.shared.registry.get(u).is_some() => (None, Some(u)),
            other => other,
        };
        let title = match title {
            Some(t) => Some(
                self.shared
                    .registry
                    .get(t)
                    .ok_or_else(|| {
                        Refusal::Msg(msg!(
                            "error-unknown-title",
                            title = t,
                            known = self.shared.registry.names().join(", ")
                        ))
                    })?
                    .name()
                    .to_string(),
            ),
            None => None,
        };
        let (uid, uname) = match user {
            None => (command.user.id.clone(), command.user.name.clone()),
            Some(text) => {
                let wanted = text
                    .trim_start_matches("<@")
                    .trim_end_matches('>')
                    .to_string();
                match self.db(move |db| db.find_user(&wanted)).await? {
                    Some((id, name, _)) => (id, name),
                    None => return Err(msg!("error-unknown-user", user = text).into()),
                }
            }
        };
        let (server, u, t) = (command.server.clone(), uid.clone(), title.clone());
        let results = self
            .db(move |db| db.user_results(&server, &u, t.as_deref()))
            .await?;
        // The rating shown: of the title named, else of the title played most.
        let rated_title = title.clone().or_else(|| {
            let mut counts = std::collections::BTreeMap::<&str, usize>::new();
            for g in &results {
                *counts.entry(g.title.as_str()).or_default() += 1;
            }
            counts
                .into_iter()
                .max_by_key(|(_, n)| *n)
                .map(|(t, _)| t.to_string())
        });
        let key = rated_title
            .as_ref()
            .map(|t| RatingKey::Server(command.server.clone(), t.clone()));
        let ratings = match &key {
            Some(k) => {
                let k = k.clone();
                self.db(move |db| db.ratings(&[k])).await?
            }
            None => Default::default(),
        };
        // A void game counted for nobody: no game, no win, no place.
        let mine: Vec<(&league::GameResult, &league::SeatResult)> = results
            .iter()
            .filter(|g| !g.void)
            .filter_map(|g| g.seats.iter().find(|s| s.user_id == uid).map(|s| (g, s)))
            .collect();
        let games = mine.len();
        let wins = mine.iter().filter(|(_, s)| s.rank == 1).count();
        let average_rank = if games == 0 {
            0.0
        } else {
            mine.iter().map(|(_, s)| s.rank).sum::<usize>() as f64 / games as f64
        };
        let rating = key.as_ref().and_then(|k| ratings.get(k, &uid)).copied();
        let history: Vec<f64> = key
            .as_ref()
            .and_then(|k| ratings.history.get(&(k.clone(), uid.clone())))
            .map(|h| h.iter().map(|(_, v)| round2(*v)).collect())
            .unwrap_or_default();
        let stats = Stats {
            user: uname.clone(),
            title: rated_title.clone(),
            games,
            wins,
            average_rank: round2(average_rank),
            rating: round2(rating.as_ref().map(conservative).unwrap_or(0.0)),
            rated_games: rating.map_or(0, |r| r.games),
            history,
            last: mine
                .iter()
                .rev()
                .take(10)
                .map(|(g, s)| StatsResult {
                    table: g.table_id,
                    title: g.title.clone(),
                    rank: s.rank,
                    players: g.seats.len(),
                    score: s.score,
                })
                .collect(),
        };
        let lang = self.shared.i18n.lang(&command.user.locale);
        let text = if games == 0 {
            lang.tr(&msg!("stats-none", user = &uname))
        } else {
            let mut lines = vec![
                msg!(
                    "stats-title",
                    user = &uname,
                    title = rated_title.clone().unwrap_or_default()
                ),
                msg!(
                    "stats-summary",
                    games = games,
                    wins = wins,
                    avg = league::show(round2(average_rank)),
                    rating = format!("{:.2}", stats.rating),
                    rated = stats.rated_games
                ),
                Msg::new("stats-last"),
            ];
            for r in &stats.last {
                lines.push(msg!(
                    "stats-line",
                    game = r.table,
                    title = &r.title,
                    rank = r.rank,
                    players = r.players,
                    score = r.score
                ));
            }
            lang.tr(&Msg::lines(lines))
        };
        let mut n = ephemeral(&command.user.id, text);
        if stats.history.len() >= 2 {
            let svg = chart_svg(&*lang, &uname, &stats.history);
            if let Some(img) = png(svg, "rating.png").await {
                n.images.push(img);
            }
        }
        n.data.stats = Some(stats);
        Ok(vec![n])
    }

    /// The post that tells a league's channel, in the league's language,
    /// that a season ended on its own (`late`: that a game still running
    /// at its end has finished since), with its final standings. The one
    /// function that builds a season-end notice: the scheduler's
    /// [`Host::league_due`] returns what it builds.
    pub async fn season_end_notice(
        &self,
        l: &League,
        season: i64,
        next: Option<i64>,
        late: bool,
    ) -> Option<Notice> {
        let mut notices = match self.standings_in(&l.lang, &l.channel, l, season).await {
            Ok(n) => n,
            Err(Refusal::Store(e)) => {
                tracing::error!(error = %e, league = %l.name, "could not build a season's standings");
                return None;
            }
            Err(Refusal::Msg(_)) => return None,
        };
        let mut n = notices.pop()?;
        let lang = self.shared.i18n.lang(&l.lang);
        let head = if late {
            msg!("league-season-late", name = &l.name, season = season)
        } else {
            match next {
                Some(next) => msg!(
                    "league-season-over",
                    name = &l.name,
                    season = season,
                    next = next,
                    auto = "yes"
                ),
                None => msg!(
                    "league-season-over",
                    name = &l.name,
                    season = season,
                    next = season + 1,
                    auto = "no"
                ),
            }
        };
        n.text = format!("{}\n{}", lang.tr(&head), n.text);
        n.reply = false;
        Some(n)
    }

    /// The scheduler's visit to the leagues: each season that reached its
    /// end date ends (and the next opens when the league says so), and
    /// each ended season a late game has finished in since its last post
    /// gets its standings again. Returns the posts
    /// ([`Host::season_end_notice`]).
    pub async fn league_due(&self) -> Vec<Notice> {
        let now = self.shared.clock.now_ms();
        let due = match self.shared.store.run(move |db| db.due_seasons(now)).await {
            Ok(d) => d,
            Err(e) => {
                tracing::error!(error = %e, "could not read the seasons due");
                return Vec::new();
            }
        };
        // Each season's post enters the outbox in the transaction that ends
        // the season (or records its late post), so a crash between the
        // two loses nothing and posts nothing twice.
        for DueSeason {
            league_id,
            season,
            ending,
        } in due
        {
            let l = match self
                .shared
                .store
                .run(move |db| db.league_by_id(league_id))
                .await
            {
                Ok(l) => l,
                Err(e) => {
                    tracing::error!(error = %e, "could not read a league whose season is due");
                    continue;
                }
            };
            // The next season a league opens by itself is numbered on.
            let next = (ending && l.auto_season).then_some(l.season + 1);
            let rows: Vec<crate::store::NewNotice> = self
                .season_end_notice(&l, season, next, !ending)
                .await
                .map(|mut n| {
                    n.lang = self.shared.i18n.lang(&l.lang).code().to_string();
                    super::outbox_row(&l.channel, &n)
                })
                .into_iter()
                .collect();
            let wall = super::wall_ms();
            let res = self
                .shared
                .store
                .run(move |db| {
                    if ending {
                        Ok::<_, StoreError>(
                            db.end_season_due(league_id, season, now, &rows, wall)?
                                .is_some(),
                        )
                    } else {
                        let games = db.results(Some((league_id, season)))?.len() as i64;
                        db.mark_season_posted(league_id, season, games, &rows, wall)
                    }
                })
                .await;
            match res {
                Ok(true) => {
                    tracing::info!(league = %l.name, season, late = !ending, "a season's standings are posted");
                    self.outbox_stored();
                }
                Ok(false) => {}
                Err(e) => tracing::error!(error = %e, "could not end a season"),
            }
        }
        // Delivered through the outbox.
        Vec::new()
    }

    async fn find(&self, command: &Command, name: &str) -> Result<League, Refusal> {
        let (server, n) = (command.server.clone(), name.to_string());
        self.db(move |db| db.league(&server, &n))
            .await?
            .ok_or_else(|| msg!("league-error-unknown", name = clip_echo(name)).into())
    }

    /// The server's league when it has exactly one.
    async fn only_league(&self, command: &Command) -> Result<League, Refusal> {
        let server = command.server.clone();
        let mut all = self.db(move |db| db.leagues(Some(&server))).await?;
        match all.len() {
            0 => Err(Msg::new("league-none").into()),
            1 => Ok(all.remove(0)),
            _ => Err(msg!(
                "league-error-which",
                names = all
                    .iter()
                    .map(|l| l.name.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            )
            .into()),
        }
    }

    /// Its creator and server managers administer a league.
    fn check_admin(&self, command: &Command, l: &League) -> Result<(), Refusal> {
        if command.admin || command.user.id == l.creator {
            Ok(())
        } else {
            Err(msg!("league-error-not-admin", name = &l.name).into())
        }
    }

    fn reply(&self, command: &Command, public: bool, m: Msg) -> Answer {
        let lang = self.shared.i18n.lang(&command.user.locale);
        let to = if public {
            Audience::Channel(command.channel.clone())
        } else {
            Audience::Ephemeral(command.user.id.clone())
        };
        Ok(vec![notice(to, true, lang.tr(&m))])
    }

    async fn db<R: Send + 'static>(
        &self,
        f: impl FnOnce(&mut crate::store::Db) -> Result<R, StoreError> + Send + 'static,
    ) -> Result<R, Refusal> {
        self.shared.store.run(f).await.map_err(Refusal::Store)
    }
}

/// The table option that makes a table a league game.
pub const LEAGUE_OPTION: &str = "league";

/// Why a league command is refused.
enum Refusal {
    Msg(Msg),
    Store(StoreError),
}

impl From<Msg> for Refusal {
    fn from(m: Msg) -> Self {
        Refusal::Msg(m)
    }
}

type Answer = Result<Vec<Notice>, Refusal>;

fn scoring(l: &League) -> league::Scoring {
    league::Scoring {
        points: l.points.clone(),
        min_games: l.min_games,
    }
}

fn round2(v: f64) -> f64 {
    (v * 100.0).round() / 100.0
}

/// `2026-11-24T09:00:00.000Z` → `2026-11-24`.
fn day(stamp: &str) -> String {
    stamp.get(..10).unwrap_or(stamp).to_string()
}

fn standing_line(r: &Standing) -> Msg {
    msg!(
        "league-standings-line",
        rank = r.rank.map(|n| n.to_string()).unwrap_or_else(|| "–".into()),
        user = &r.user_name,
        games = r.games,
        points = league::show(r.points),
        wins = r.wins,
        avg = format!("{:.2}", r.average_rank),
        share = format!("{:.0}", r.average_share * 100.0),
        rating = format!("{:.2}", r.rating)
    )
}

/// The standings as a PNG table, drawn with the render kit.
fn standings_svg(lang: &dyn Translate, l: &League, season: i64, rows: &[Standing]) -> String {
    use crate::render::{fit_chars, Svg};
    let row_h = 40.0;
    let height = 56.0 + 48.0 + row_h * rows.len().max(1) as f32 + 20.0;
    let mut svg = Svg::new(1200, height as u32);
    svg.rect(0.0, 0.0, 1200.0, height, "#ffffff", None, 0.0);
    svg.title_bar(
        &lang.tr(&msg!(
            "league-standings-title",
            name = &l.name,
            season = season,
            title = &l.title
        )),
        &l.title,
    );
    let cols: [(f32, &str, &str); 8] = [
        (40.0, "league-col-rank", "end"),
        (60.0, "league-col-player", "start"),
        (560.0, "league-col-games", "end"),
        (680.0, "league-col-points", "end"),
        (780.0, "league-col-wins", "end"),
        (920.0, "league-col-average-rank", "end"),
        (1040.0, "league-col-share", "end"),
        (1170.0, "league-col-rating", "end"),
    ];
    let head_y = 56.0 + 34.0;
    for (x, id, anchor) in cols {
        svg.text(x, head_y, 22.0, &lang.t(id), anchor, "#2b2d42", true);
    }
    svg.line(20.0, head_y + 10.0, 1180.0, head_y + 10.0, "#8d99ae", 2.0);
    for (i, r) in rows.iter().enumerate() {
        let y = head_y + 14.0 + row_h * i as f32;
        if i % 2 == 0 {
            svg.rect(20.0, y, 1160.0, row_h, "#edf2f4", None, 0.0);
        }
        let base = y + 28.0;
        let colour = if r.rank.is_some() {
            "#1d1d1d"
        } else {
            "#6c757d"
        };
        let cells = [
            r.rank.map(|n| n.to_string()).unwrap_or_else(|| "–".into()),
            fit_chars(&r.user_name, 30),
            r.games.to_string(),
            league::show(r.points),
            r.wins.to_string(),
            format!("{:.2}", r.average_rank),
            format!("{:.0}%", r.average_share * 100.0),
            format!("{:.2}", r.rating),
        ];
        for ((x, _, anchor), cell) in cols.iter().zip(cells) {
            svg.text(*x, base, 22.0, &cell, anchor, colour, false);
        }
    }
    svg.finish()
}

/// A small line chart of a rating's history.
fn chart_svg(lang: &dyn Translate, user: &str, history: &[f64]) -> String {
    use crate::render::Svg;
    let (w, h) = (800.0_f32, 360.0_f32);
    let mut svg = Svg::new(w as u32, h as u32);
    svg.rect(0.0, 0.0, w, h, "#ffffff", None, 0.0);
    svg.title_bar(&lang.tr(&msg!("stats-chart-title", user = user)), "");
    let (left, right, top, bottom) = (70.0, w - 30.0, 86.0, h - 40.0);
    let lo = history
        .iter()
        .copied()
        .fold(f64::INFINITY, f64::min)
        .min(0.0);
    let hi = history
        .iter()
        .copied()
        .fold(f64::NEG_INFINITY, f64::max)
        .max(lo + 1.0);
    let x = |i: usize| left + (right - left) * i as f32 / (history.len() - 1).max(1) as f32;
    let y = |v: f64| bottom - (bottom - top) * ((v - lo) / (hi - lo)) as f32;
    svg.line(left, bottom, right, bottom, "#8d99ae", 2.0);
    svg.line(left, top, left, bottom, "#8d99ae", 2.0);
    svg.text(
        left - 8.0,
        top + 8.0,
        20.0,
        &format!("{hi:.1}"),
        "end",
        "#2b2d42",
        false,
    );
    svg.text(
        left - 8.0,
        bottom,
        20.0,
        &format!("{lo:.1}"),
        "end",
        "#2b2d42",
        false,
    );
    svg.text(
        right,
        h - 10.0,
        20.0,
        &history.len().to_string(),
        "end",
        "#2b2d42",
        false,
    );
    for i in 1..history.len() {
        svg.line(
            x(i - 1),
            y(history[i - 1]),
            x(i),
            y(history[i]),
            "#0072b2",
            4.0,
        );
    }
    for (i, v) in history.iter().enumerate() {
        svg.circle(x(i), y(*v), 6.0, "#0072b2", None);
    }
    svg.finish()
}

impl super::actor::Actor {
    /// At `/game new`: with `league:<name>`, the league must exist in the
    /// server, the title must be its (none given: the league's), the
    /// creator must be a member, and the league's clock defaults fill the
    /// options not given. Returns the title, the options and the league.
    pub(super) async fn league_table(
        &self,
        command: &Command,
        title: &str,
        options: &[(String, String)],
    ) -> Result<(String, Vec<(String, String)>, Option<i64>), Msg> {
        let Some((_, name)) = options
            .iter()
            .find(|(k, v)| k.eq_ignore_ascii_case(LEAGUE_OPTION) && !v.is_empty())
        else {
            return Ok((title.to_string(), options.to_vec(), None));
        };
        let (server, n, uid) = (
            command.server.clone(),
            name.clone(),
            command.user.id.clone(),
        );
        let found = self
            .shared
            .store
            .run(move |db| {
                let Some(l) = db.league(&server, &n)? else {
                    return Ok(None);
                };
                let member = db.members(l.id)?.iter().any(|m| m.user_id == uid);
                let open = db.season_open(l.id)?;
                Ok::<_, StoreError>(Some((l, member, open)))
            })
            .await
            .map_err(|e| e.user_message())?;
        let Some((l, member, open)) = found else {
            return Err(msg!("league-error-unknown", name = clip_echo(name)));
        };
        if !open {
            return Err(msg!(
                "league-season-closed",
                name = &l.name,
                season = l.season
            ));
        }
        let title = if title.is_empty() {
            l.title.clone()
        } else {
            let canonical = self
                .shared
                .registry
                .get(title)
                .map(|t| t.name().to_string())
                .unwrap_or_else(|| title.to_string());
            if canonical != l.title {
                return Err(msg!(
                    "league-error-title",
                    name = &l.name,
                    title = &l.title,
                    given = title
                ));
            }
            canonical
        };
        if !member {
            return Err(msg!(
                "league-error-member-seat",
                user = &command.user.name,
                name = &l.name
            ));
        }
        let mut options: Vec<(String, String)> = options
            .iter()
            .map(|(k, v)| {
                if k.eq_ignore_ascii_case(LEAGUE_OPTION) {
                    (LEAGUE_OPTION.to_string(), l.name.clone())
                } else {
                    (k.clone(), v.clone())
                }
            })
            .collect();
        for (k, v) in &l.table_options.0 {
            if !options.iter().any(|(g, _)| g.eq_ignore_ascii_case(k)) {
                options.push((k.clone(), v.clone()));
            }
        }
        // `/hint` is off in league games (`options::hints`): asking for
        // it is refused, and the table says `hints=off`.
        let hints = super::options::HINTS;
        if !options.iter().any(|(k, _)| k.eq_ignore_ascii_case(hints)) {
            options.push((hints.to_string(), "off".to_string()));
        }
        if let Some((_, v)) = options
            .iter()
            .find(|(k, v)| k.eq_ignore_ascii_case(hints) && !v.trim().eq_ignore_ascii_case("off"))
        {
            return Err(msg!(
                "hint-league-option",
                name = &l.name,
                value = clip_echo(v)
            ));
        }
        Ok((title, options, Some(l.id)))
    }

    /// Why `user` may not sit at this table, when it is a league table
    /// they may not sit at: not a member, or a bot where the league
    /// allows none.
    pub(super) async fn league_seat_refusal(
        &self,
        table_id: i64,
        user: &super::User,
    ) -> Option<Msg> {
        let uid = user.id.clone();
        let res = self
            .shared
            .store
            .run(move |db| {
                let Some(l) = db.league_of_table(table_id)? else {
                    return Ok(None);
                };
                let member = db.members(l.id)?.iter().any(|m| m.user_id == uid);
                Ok::<_, StoreError>(Some((l, member)))
            })
            .await;
        match res {
            Ok(None) => None,
            Ok(Some((l, _))) if is_bot(&user.id) => {
                (!l.bots).then(|| msg!("league-error-bots", name = &l.name))
            }
            Ok(Some((l, member))) => (!member).then(|| {
                msg!(
                    "league-error-member-seat",
                    user = &user.name,
                    name = &l.name
                )
            }),
            Err(e) => Some(e.user_message()),
        }
    }
}
