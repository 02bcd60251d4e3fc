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

use super::view::{ephemeral, notice, png};
use super::{Audience, Command, CommandKind, Host, Notice};
use crate::engine::{Msg, Options, Translate};
use crate::league::{self, conservative, RatingKey, Standing};
use crate::msg;
use crate::store::{League, NewLeague, StoreError};

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

/// One line of `/league standings` as `--json` carries it.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
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
}

impl RoundPlan {
    /// The name of group `k`'s channel or thread.
    pub fn channel_name(&self, k: usize) -> String {
        format!("{}-r{}-t{}", self.league.to_lowercase(), self.round, k + 1)
    }
}

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
        // Known from now on, so others can name them (`/stats ann`,
        // `/game replace`), as any table command makes a user known.
        let u = command.user.clone();
        if let Err(e) = self
            .shared
            .store
            .run(move |db| db.upsert_user(&u.id, &u.name, &u.locale))
            .await
        {
            tracing::warn!(error = %e, "could not record a user");
        }
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
                let (next, games) = self
                    .db(move |db| {
                        let games = db.results(Some((id, season)))?.len();
                        Ok((db.end_season(id)?, games))
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
            return Err(msg!("league-error-name", name = name).into());
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
        };
        let bad = |k: &str, v: &str| -> Refusal {
            msg!("league-error-option", option = format!("{k}:{v}")).into()
        };
        for (k, v) in options {
            match k.to_lowercase().as_str() {
                "season" => {
                    let ms = crate::clock::parse_duration(v).ok_or_else(|| bad(k, v))?;
                    new.season_days = (ms / 86_400_000).max(1);
                }
                "points" => new.points = league::parse_points(v).ok_or_else(|| bad(k, v))?,
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
                "min" | "min_games" => new.min_games = v.parse().map_err(|_| bad(k, v))?,
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
                if let Some(id) = id {
                    // Its creator is its first member.
                    db.join_league(id, &uid, &uname)?;
                }
                Ok(id)
            })
            .await?;
        if created.is_none() {
            return Err(msg!("league-error-taken", name = name).into());
        }
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
    }

    /// `/league round`: the ready members, paired Swiss-like
    /// (`league::pair`), as a plan the front end opens tables for.
    async fn round(&self, command: &Command, name: &str) -> Answer {
        let l = self.find(command, name).await?;
        self.check_admin(command, &l)?;
        let title = self.shared.registry.get(&l.title).ok_or_else(|| {
            Refusal::Msg(msg!("error-unknown-title", title = &l.title, known = ""))
        })?;
        let min = *title.seats().start();
        let (id, season) = (l.id, l.season);
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
        // Standing order: the standings, then members without a game by name.
        let table = league::standings(&results, &scoring(&l), &ratings);
        let mut order: Vec<String> = table
            .iter()
            .map(|s| s.user_id.clone())
            .filter(|u| ready.iter().any(|m| &m.user_id == u))
            .collect();
        for m in &ready {
            if !order.contains(&m.user_id) {
                order.push(m.user_id.clone());
            }
        }
        let groups = league::pair(&order, l.group_size, &met);
        if let Some(g) = groups
            .iter()
            .find(|g| !title.seats().contains(&g.players.len()))
        {
            return Err(msg!(
                "league-round-uneven",
                name = &l.name,
                count = ready.len(),
                size = g.players.len(),
                min = min
            )
            .into());
        }
        let round = self.db(move |db| db.next_round(id)).await?;
        let name_of = |u: &str| {
            members
                .iter()
                .find(|m| m.user_id == u)
                .map(|m| m.user_name.clone())
                .unwrap_or_else(|| u.to_string())
        };
        let plan = RoundPlan {
            league: l.name.clone(),
            round,
            groups: groups
                .iter()
                .map(|g| g.players.iter().map(|u| (u.clone(), name_of(u))).collect())
                .collect(),
        };
        let mut lines = vec![msg!(
            "league-round-opened",
            name = &l.name,
            round = round,
            tables = plan.groups.len()
        )];
        for (k, g) in plan.groups.iter().enumerate() {
            let names: Vec<&str> = g.iter().map(|(_, n)| n.as_str()).collect();
            lines.push(msg!(
                "league-round-group",
                n = k + 1,
                players = names.join(", "),
                channel = plan.channel_name(k)
            ));
        }
        let lang = self.shared.i18n.lang(&command.user.locale);
        let mut n = notice(
            Audience::Channel(command.channel.clone()),
            true,
            lang.tr(&Msg::lines(lines)),
        );
        n.data.round = Some(plan);
        Ok(vec![n])
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
        let as_user = |(id, name): &(String, String), kind: CommandKind| Command {
            channel: channel.to_string(),
            user: super::User {
                id: id.clone(),
                name: name.clone(),
                locale: command.user.locale.clone(),
            },
            admin: false,
            server: command.server.clone(),
            interaction: None,
            kind,
        };
        let mut out = Vec::new();
        let new = CommandKind::New {
            title: String::new(),
            players: Some(group.len()),
            options: vec![(LEAGUE_OPTION.to_string(), plan.league.clone())],
        };
        // The title comes from the league (see `Actor::league_table`).
        out.extend(self.handle(as_user(&group[0], new)).await);
        for p in &group[1..] {
            out.extend(self.handle(as_user(p, CommandKind::Join)).await);
        }
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
        let lang = self.shared.i18n.lang(&command.user.locale);
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
        lines.push(Msg::new("league-standings-tiebreak"));
        let text = lang.tr(&Msg::lines(lines));
        let svg = standings_svg(&*lang, l, season, &rows);
        let mut n = notice(Audience::Channel(command.channel.clone()), true, text);
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
        let mine: Vec<(&league::GameResult, &league::SeatResult)> = results
            .iter()
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

    async fn find(&self, command: &Command, name: &str) -> Result<League, Refusal> {
        let (server, n) = (command.server.clone(), name.to_string());
        self.db(move |db| db.league(&server, &n))
            .await?
            .ok_or_else(|| msg!("league-error-unknown", name = name).into())
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
                Ok::<_, StoreError>(Some((l, member)))
            })
            .await
            .map_err(|e| e.user_message())?;
        let Some((l, member)) = found else {
            return Err(msg!("league-error-unknown", name = name));
        };
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
