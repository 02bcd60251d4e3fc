//! Leagues, their seasons and members, and the results of league games
//! (`migrations/sqlite/06-leagues`).
//!
//! A league game's result is written by [`record_result`] inside the
//! transaction that ends its table (`Db::commit_action`, and
//! `Db::set_status` for a forfeit), with the ratings it moves. Ratings
//! are a cache of `league::rate` over the results in game order:
//! [`Db::recompute_ratings`] folds them again and says whether anything
//! differed.

use super::sql::{args, Param, Row, Sql};
use super::{Db, Result};
use crate::engine::{Options, Outcome};
use crate::league::{GameResult, Rating, RatingKey, Ratings, SeatResult};
use std::collections::{BTreeMap, BTreeSet};

/// A league and its settings.
#[derive(Clone, Debug, PartialEq)]
pub struct League {
    pub id: i64,
    pub server: String,
    pub name: String,
    pub title: String,
    pub season_days: i64,
    pub points: Vec<f64>,
    pub group_size: usize,
    pub min_games: usize,
    pub bots: bool,
    /// Options every table of the league opens with (clock defaults).
    pub table_options: Options,
    pub creator: String,
    pub season: i64,
    pub round: i64,
    /// The channel it was created in, where its season ends are posted.
    pub channel: String,
    /// The language of its posts (its creator's when created).
    pub lang: String,
    /// The next season opens by itself when one ends (`next:auto`).
    pub auto_season: bool,
}

/// What `/league create` stores.
#[derive(Clone, Debug)]
pub struct NewLeague {
    pub server: String,
    pub name: String,
    pub title: String,
    pub season_days: i64,
    pub points: Vec<f64>,
    pub group_size: usize,
    pub min_games: usize,
    pub bots: bool,
    pub table_options: Options,
    pub creator: String,
    pub channel: String,
    pub lang: String,
    pub auto_season: bool,
    /// Now on the host's clock (ms): the first season ends
    /// `season_days` later.
    pub now_ms: i64,
}

/// A league member.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Member {
    pub user_id: String,
    pub user_name: String,
    pub ready: bool,
}

/// One season's dates.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Season {
    pub season: i64,
    pub started_at: String,
    pub ended_at: Option<String>,
    pub games: i64,
    /// The end date (ms on the host's clock); `None` for a season opened
    /// before seasons ended on their own.
    pub ends_at: Option<i64>,
}

/// A season that fell due: it reached its end date, or it ended and a
/// game still running then has finished since its standings were posted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DueSeason {
    pub league_id: i64,
    pub season: i64,
    /// `true`: the season reached its end date and is still open.
    pub ending: bool,
}

/// One change `league recompute` made to a stored result's points.
#[derive(Clone, Debug, PartialEq)]
pub struct PointsChange {
    pub league: String,
    pub season: i64,
    pub table_id: i64,
    pub user_name: String,
    pub before: f64,
    pub after: f64,
}

/// A stored round plan (`league_rounds`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredRound {
    pub round: i64,
    /// Each group's players as (user id, name), in seat order.
    pub groups: Vec<Vec<(String, String)>>,
    pub sat_out: Vec<String>,
}

/// What `longtable league recompute` found.
#[derive(Clone, Debug, PartialEq)]
pub struct Recomputed {
    pub results: usize,
    pub ratings: usize,
    /// Ratings whose stored value differed from the recomputed one.
    pub changed: usize,
    /// Every change of a result's points in an open season.
    pub points: Vec<PointsChange>,
}

const LEAGUE_COLUMNS: &str = "id, server, name, title, season_days, points, group_size, \
     min_games, bots, table_options, creator, season, round, channel, lang, auto_season";

fn league_row(r: &Row) -> Result<League> {
    let points: String = r.get(5)?;
    let options: String = r.get(9)?;
    Ok(League {
        id: r.get(0)?,
        server: r.get(1)?,
        name: r.get(2)?,
        title: r.get(3)?,
        season_days: r.get(4)?,
        points: serde_json::from_str(&points).unwrap_or_default(),
        group_size: r.get(6)?,
        min_games: r.get(7)?,
        bots: r.get(8)?,
        table_options: serde_json::from_str(&options).unwrap_or_default(),
        creator: r.get(10)?,
        season: r.get(11)?,
        round: r.get(12)?,
        channel: r.get(13)?,
        lang: r.get(14)?,
        auto_season: r.get(15)?,
    })
}

/// The server's league whose name has `name`'s [`league_key`]. A
/// server has a handful of leagues: they are compared in Rust, because
/// the databases' `lower()` folds ASCII only.
fn league_named(sql: &Sql, server: &str, name: &str) -> Result<Option<League>> {
    let key = league_key(name);
    for r in sql.query(
        &format!("SELECT {LEAGUE_COLUMNS} FROM leagues WHERE server = ?1 ORDER BY id"),
        args![server],
    )? {
        let league = league_row(&r)?;
        if league_key(&league.name) == key {
            return Ok(Some(league));
        }
    }
    Ok(None)
}

/// The key two league names are the same name by: NFKC (fullwidth
/// "ＣＵＰ" is "CUP"), then [`super::name_key`] (no case, no accents, one
/// sigma), then Unicode TR39's confusable skeleton (Cyrillic "Сup" looks
/// like, so is, "Cup"), then `name_key` again, since the skeleton of a
/// lower-case letter may be an upper-case one.
pub fn league_key(name: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    use unicode_security::confusable_detection::skeleton;
    let nfkc: String = name.nfkc().collect();
    let folded = super::name_key(&nfkc);
    super::name_key(&skeleton(&folded).collect::<String>())
}

/// A day in ms.
const DAY_MS: i64 = 86_400_000;

/// A moment of the host's clock as the store's timestamps read
/// (`2026-11-24T09:00:00.000Z`).
fn stamp(ms: i64) -> String {
    let secs = ms.div_euclid(1000);
    let t = std::time::UNIX_EPOCH + std::time::Duration::from_secs(secs.max(0) as u64);
    let s = humantime::format_rfc3339_seconds(t).to_string();
    format!("{}.{:03}Z", s.trim_end_matches('Z'), ms.rem_euclid(1000))
}

/// Closes the league's open season at `now`.
fn close_season(sql: &Sql, league: i64, now: i64) -> Result<()> {
    sql.execute(
        "UPDATE league_seasons SET ended_at = ?2,
            posted_games = (SELECT COUNT(*) FROM results r
                            WHERE r.league_id = league_seasons.league_id
                              AND r.season = league_seasons.season)
         WHERE league_id = ?1 AND ended_at IS NULL",
        args![league, stamp(now)],
    )?;
    sql.execute(
        "UPDATE league_members SET ready = 0 WHERE league_id = ?1",
        args![league],
    )?;
    Ok(())
}

/// Opens the league's next season at `now`, ending `season_days` later.
fn open_season(sql: &Sql, league: i64, now: i64) -> Result<i64> {
    sql.execute(
        "UPDATE leagues SET season = season + 1, round = 0 WHERE id = ?1",
        args![league],
    )?;
    let l = league_by_id(sql, league)?;
    sql.execute(
        "INSERT INTO league_seasons (league_id, season, started_at, ends_at) VALUES (?1, ?2, ?3, ?4)",
        args![
            league,
            l.season,
            stamp(now),
            now.saturating_add(l.season_days.saturating_mul(DAY_MS))
        ],
    )?;
    Ok(l.season)
}

fn league_by_id(sql: &Sql, id: i64) -> Result<League> {
    league_row(&sql.query_one(
        &format!("SELECT {LEAGUE_COLUMNS} FROM leagues WHERE id = ?1"),
        args![id],
    )?)
}

impl Db {
    /// Opens a league and its first season; `Err` with the existing
    /// league's name when the server has a league of that name already,
    /// or of a name that looks the same ([`league_key`]).
    pub fn create_league(&mut self, l: &NewLeague) -> Result<std::result::Result<i64, String>> {
        let tx = self.sql.transaction()?;
        // The unique index compares names in ASCII case only; Greek and
        // accented names differing in case or accents, and look-alikes,
        // are one name too.
        if let Some(existing) = league_named(&tx, &l.server, &l.name)? {
            return Ok(Err(existing.name));
        }
        let res = tx.value(
            "INSERT INTO leagues (server, name, title, season_days, points, group_size,
                                  min_games, bots, table_options, creator, channel, lang,
                                  auto_season)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13) RETURNING id",
            args![
                l.server,
                l.name,
                l.title,
                l.season_days,
                serde_json::to_string(&l.points).expect("points serialise"),
                l.group_size,
                l.min_games,
                l.bots,
                serde_json::to_string(&l.table_options).expect("options serialise"),
                l.creator,
                l.channel,
                l.lang,
                l.auto_season,
            ],
        );
        let id: i64 = match res {
            Err(e) if e.unique_violation().is_some() => return Ok(Err(l.name.clone())),
            other => other?,
        };
        tx.execute(
            "INSERT INTO league_seasons (league_id, season, started_at, ends_at)
             VALUES (?1, 1, ?2, ?3)",
            args![
                id,
                stamp(l.now_ms),
                l.now_ms
                    .saturating_add(l.season_days.saturating_mul(DAY_MS))
            ],
        )?;
        tx.commit()?;
        Ok(Ok(id))
    }

    /// The server's league of this name, in any case and with or without
    /// accents ([`super::name_key`]).
    pub fn league(&self, server: &str, name: &str) -> Result<Option<League>> {
        league_named(&self.sql, server, name)
    }

    pub fn league_by_id(&self, id: i64) -> Result<League> {
        league_by_id(&self.sql, id)
    }

    /// Every league, or the server's, by name.
    pub fn leagues(&self, server: Option<&str>) -> Result<Vec<League>> {
        self.sql
            .query(
                &format!(
                    "SELECT {LEAGUE_COLUMNS} FROM leagues WHERE CAST(?1 AS TEXT) IS NULL OR server = ?1 ORDER BY lower(name)"
                ),
                args![server],
            )?
            .iter()
            .map(league_row)
            .collect()
    }

    /// Adds a member; `false` when they were one already.
    pub fn join_league(&mut self, league: i64, user_id: &str, name: &str) -> Result<bool> {
        let n = self.sql.execute(
            "INSERT INTO league_members (league_id, user_id, user_name) VALUES (?1, ?2, ?3)
             ON CONFLICT DO NOTHING",
            args![league, user_id, name],
        )?;
        Ok(n > 0)
    }

    /// Removes a member (their results stay); `false` when they were none.
    pub fn leave_league(&mut self, league: i64, user_id: &str) -> Result<bool> {
        let n = self.sql.execute(
            "DELETE FROM league_members WHERE league_id = ?1 AND user_id = ?2",
            args![league, user_id],
        )?;
        Ok(n > 0)
    }

    pub fn members(&self, league: i64) -> Result<Vec<Member>> {
        self.sql
            .query(
                "SELECT user_id, user_name, ready FROM league_members WHERE league_id = ?1 ORDER BY user_name",
                args![league],
            )?
            .iter()
            .map(|r| {
                Ok(Member {
                    user_id: r.get(0)?,
                    user_name: r.get(1)?,
                    ready: r.get(2)?,
                })
            })
            .collect()
    }

    /// Marks a member ready for the next round; `false` when not a member.
    pub fn set_ready(&mut self, league: i64, user_id: &str, ready: bool) -> Result<bool> {
        let n = self.sql.execute(
            "UPDATE league_members SET ready = ?3 WHERE league_id = ?1 AND user_id = ?2",
            args![league, user_id, ready],
        )?;
        Ok(n > 0)
    }

    /// Counts the next round, stores its plan (`groups`: each table's
    /// players as (user id, name); `sat_out`: the ready players it could
    /// not seat) and clears the ready flag of everyone it seated, in one
    /// transaction; returns the round's number. Whoever sat out stays
    /// ready, and goes first next round.
    pub fn next_round(
        &mut self,
        league: i64,
        groups: &[Vec<(String, String)>],
        sat_out: &[String],
    ) -> Result<i64> {
        let tx = self.sql.transaction()?;
        tx.execute(
            "UPDATE leagues SET round = round + 1 WHERE id = ?1",
            args![league],
        )?;
        for g in groups {
            for (user, _) in g {
                tx.execute(
                    "UPDATE league_members SET ready = 0 WHERE league_id = ?1 AND user_id = ?2",
                    args![league, user],
                )?;
            }
        }
        let l = league_by_id(&tx, league)?;
        tx.execute(
            "INSERT INTO league_rounds (league_id, season, round, plan, sat_out)
             VALUES (?1, ?2, ?3, ?4, ?5)",
            args![
                league,
                l.season,
                l.round,
                serde_json::to_string(groups).expect("a plan serialises"),
                serde_json::to_string(sat_out).expect("ids serialise")
            ],
        )?;
        tx.commit()?;
        Ok(l.round)
    }

    /// The latest round of a league season, as its plan was stored.
    pub fn last_round(&self, league: i64, season: i64) -> Result<Option<StoredRound>> {
        let Some(r) = self.sql.query_opt(
            "SELECT round, plan, sat_out FROM league_rounds
             WHERE league_id = ?1 AND season = ?2 ORDER BY round DESC LIMIT 1",
            args![league, season],
        )?
        else {
            return Ok(None);
        };
        let (plan, sat_out): (String, String) = (r.get(1)?, r.get(2)?);
        Ok(Some(StoredRound {
            round: r.get(0)?,
            groups: serde_json::from_str(&plan).unwrap_or_default(),
            sat_out: serde_json::from_str(&sat_out).unwrap_or_default(),
        }))
    }

    /// The people seated at each table of a round that started (playing,
    /// finished or forfeited: anything but a lobby or an aborted table).
    pub fn round_tables_started(
        &self,
        league: i64,
        season: i64,
        round: i64,
    ) -> Result<Vec<BTreeSet<String>>> {
        let rows = self.sql.query(
            "SELECT t.table_id, o.user_id FROM league_tables t
             JOIN tables x ON x.id = t.table_id AND x.status NOT IN ('lobby', 'aborted')
             JOIN league_seats o ON o.table_id = t.table_id
             WHERE t.league_id = ?1 AND t.season = ?2 AND t.round = ?3
             ORDER BY t.table_id",
            args![league, season, round],
        )?;
        let mut out: BTreeMap<i64, BTreeSet<String>> = BTreeMap::new();
        for r in &rows {
            out.entry(r.get(0)?).or_default().insert(r.get(1)?);
        }
        Ok(out.into_values().collect())
    }

    /// The lobbies of a round (tables not started yet): each one's channel
    /// and the people seated there. A crash can leave one behind; the
    /// round's rerun fills and starts it where it is.
    pub fn round_lobbies(
        &self,
        league: i64,
        season: i64,
        round: i64,
    ) -> Result<Vec<(String, BTreeSet<String>)>> {
        let rows = self.sql.query(
            "SELECT t.table_id, x.channel, s.user_id FROM league_tables t
             JOIN tables x ON x.id = t.table_id AND x.status = 'lobby'
             LEFT JOIN seats s ON s.table_id = t.table_id AND s.user_id IS NOT NULL
             WHERE t.league_id = ?1 AND t.season = ?2 AND t.round = ?3
             ORDER BY t.table_id",
            args![league, season, round],
        )?;
        let mut out: BTreeMap<i64, (String, BTreeSet<String>)> = BTreeMap::new();
        for r in &rows {
            let entry = out
                .entry(r.get(0)?)
                .or_insert_with(|| (String::new(), BTreeSet::new()));
            entry.0 = r.get(1)?;
            if let Some(user) = r.get::<Option<String>>(2)? {
                entry.1.insert(user);
            }
        }
        Ok(out.into_values().collect())
    }

    /// Closes the current season (if it is open) and opens the next at
    /// `now` (ms on the host's clock); returns its number.
    pub fn end_season(&mut self, league: i64, now: i64) -> Result<i64> {
        let tx = self.sql.transaction()?;
        close_season(&tx, league, now)?;
        let season = open_season(&tx, league, now)?;
        tx.commit()?;
        Ok(season)
    }

    /// The scheduler's end of a season at its end date: closes `season`
    /// if it is still open and due at `now`, and opens the next when the
    /// league says so. `None` when another wake-up (or process) got
    /// there first; else whether a next season opened, and its number.
    ///
    /// `notices` (the final standings post) enter the outbox in the same
    /// transaction, stamped `wall`, only when this call ends the season.
    pub fn end_season_due(
        &mut self,
        league: i64,
        season: i64,
        now: i64,
        notices: &[super::NewNotice],
        wall: i64,
    ) -> Result<Option<Option<i64>>> {
        let tx = self.sql.transaction()?;
        // The UPDATE is the claim: on PostgreSQL a second process waits on
        // the row, then finds it ended and changes nothing.
        let claimed = tx.execute(
            "UPDATE league_seasons SET ended_at = ?4,
                posted_games = (SELECT COUNT(*) FROM results r
                                WHERE r.league_id = league_seasons.league_id
                                  AND r.season = league_seasons.season)
             WHERE league_id = ?1 AND season = ?2 AND ended_at IS NULL
               AND ends_at IS NOT NULL AND ends_at <= ?3",
            args![league, season, now, stamp(now)],
        )?;
        if claimed == 0 {
            return Ok(None);
        }
        tx.execute(
            "UPDATE league_members SET ready = 0 WHERE league_id = ?1",
            args![league],
        )?;
        let l = league_by_id(&tx, league)?;
        let next = if l.auto_season {
            Some(open_season(&tx, league, now)?)
        } else {
            None
        };
        // A game whose table was closed (issue 30) when its season ended
        // is void, even if it resumes and finishes later.
        Db::void_closed_league_tables(&tx, league, season)?;
        Db::insert_outbox(&tx, notices, wall, None)?;
        tx.commit()?;
        Ok(Some(next))
    }

    /// Opens the next season of a league whose season ended on its end
    /// date without opening the next (`next:manual`); returns its number.
    pub fn open_next_season(&mut self, league: i64, now: i64) -> Result<i64> {
        let tx = self.sql.transaction()?;
        let season = open_season(&tx, league, now)?;
        tx.commit()?;
        Ok(season)
    }

    /// Whether a league's current season is open (not ended).
    pub fn season_open(&self, league: i64) -> Result<bool> {
        let open: Option<i64> = self.sql.value_opt(
            "SELECT s.season FROM league_seasons s JOIN leagues l ON l.id = s.league_id
             WHERE s.league_id = ?1 AND s.season = l.season AND s.ended_at IS NULL",
            args![league],
        )?;
        Ok(open.is_some())
    }

    /// When the next season falls due (ms): the earliest end date of an
    /// open season, or now for an ended season with results its last
    /// standings post did not count.
    pub fn next_season_due(&self, now: i64) -> Result<Option<i64>> {
        let end: Option<i64> = self.sql.value(
            "SELECT MIN(ends_at) FROM league_seasons WHERE ended_at IS NULL AND ends_at IS NOT NULL",
            &[],
        )?;
        let repost = !self.late_results()?.is_empty();
        Ok(match (end, repost) {
            (Some(e), true) => Some(e.min(now)),
            (None, true) => Some(now),
            (e, false) => e,
        })
    }

    /// The seasons due at `now`: those reaching their end date, then
    /// ended ones with results their last post did not count.
    pub fn due_seasons(&self, now: i64) -> Result<Vec<DueSeason>> {
        let mut out: Vec<DueSeason> = self
            .sql
            .query(
                "SELECT league_id, season FROM league_seasons
                 WHERE ended_at IS NULL AND ends_at IS NOT NULL AND ends_at <= ?1
                 ORDER BY ends_at, league_id",
                args![now],
            )?
            .iter()
            .map(|r| {
                Ok(DueSeason {
                    league_id: r.get(0)?,
                    season: r.get(1)?,
                    ending: true,
                })
            })
            .collect::<Result<_>>()?;
        out.extend(
            self.late_results()?
                .into_iter()
                .map(|(league_id, season)| DueSeason {
                    league_id,
                    season,
                    ending: false,
                }),
        );
        Ok(out)
    }

    /// Ended seasons (that ended on their end date) whose results outnumber
    /// those their last standings post counted.
    fn late_results(&self) -> Result<Vec<(i64, i64)>> {
        self.sql
            .query(
                "SELECT s.league_id, s.season FROM league_seasons s
                 WHERE s.ended_at IS NOT NULL AND s.ends_at IS NOT NULL
                   AND (SELECT COUNT(*) FROM results r
                        WHERE r.league_id = s.league_id AND r.season = s.season) > s.posted_games
                 ORDER BY s.league_id, s.season",
                &[],
            )?
            .iter()
            .map(|r| Ok((r.get(0)?, r.get(1)?)))
            .collect()
    }

    /// Records that a season's standings were posted counting `games`
    /// results; `false` when a post already counted as many (another
    /// wake-up got there first: post nothing).
    /// `notices` (the standings posted again) enter the outbox in the same
    /// transaction, stamped `wall`, only when this call records the post.
    pub fn mark_season_posted(
        &mut self,
        league: i64,
        season: i64,
        games: i64,
        notices: &[super::NewNotice],
        wall: i64,
    ) -> Result<bool> {
        let tx = self.sql.transaction()?;
        let n = tx.execute(
            "UPDATE league_seasons SET posted_games = ?3
             WHERE league_id = ?1 AND season = ?2 AND posted_games < ?3",
            args![league, season, games],
        )?;
        if n > 0 {
            Db::insert_outbox(&tx, notices, wall, None)?;
        }
        tx.commit()?;
        Ok(n > 0)
    }

    pub fn seasons(&self, league: i64) -> Result<Vec<Season>> {
        self.sql
            .query(
                "SELECT s.season, s.started_at, s.ended_at,
                    (SELECT COUNT(*) FROM results r WHERE r.league_id = s.league_id AND r.season = s.season),
                    s.ends_at
             FROM league_seasons s WHERE s.league_id = ?1 ORDER BY s.season",
                args![league],
            )?
            .iter()
            .map(|r| {
                Ok(Season {
                    season: r.get(0)?,
                    started_at: r.get(1)?,
                    ended_at: r.get(2)?,
                    games: r.get(3)?,
                    ends_at: r.get(4)?,
                })
            })
            .collect()
    }

    /// Marks a table as a game of the league's current season.
    pub fn link_league_table(
        &mut self,
        table_id: i64,
        league: i64,
        round: Option<i64>,
    ) -> Result<()> {
        self.sql.execute(
            "INSERT INTO league_tables (table_id, league_id, season, round)
             SELECT CAST(?1 AS BIGINT), id, season, CAST(?3 AS BIGINT) FROM leagues WHERE id = ?2",
            args![table_id, league, round],
        )?;
        Ok(())
    }

    /// Records which round of its league a table was opened for.
    pub fn set_table_round(&mut self, table_id: i64, league: i64, round: i64) -> Result<()> {
        self.sql.execute(
            "UPDATE league_tables SET round = ?3 WHERE table_id = ?1 AND league_id = ?2",
            args![table_id, league, round],
        )?;
        Ok(())
    }

    /// The league a table plays for, if any.
    pub fn league_of_table(&self, table_id: i64) -> Result<Option<League>> {
        let id: Option<i64> = self.sql.value_opt(
            "SELECT league_id FROM league_tables WHERE table_id = ?1",
            args![table_id],
        )?;
        id.map(|id| league_by_id(&self.sql, id)).transpose()
    }

    /// The results of one league season, or of every league (`None`),
    /// in game order.
    pub fn results(&self, league: Option<(i64, i64)>) -> Result<Vec<GameResult>> {
        let (l, s) = league.unzip();
        // The CASTs type the `IS NULL` use of each argument, which
        // PostgreSQL can't infer there (here and in `leagues`,
        // `user_results`).
        self.results_where(
            "(CAST(?1 AS BIGINT) IS NULL OR r.league_id = ?1)
             AND (CAST(?2 AS BIGINT) IS NULL OR r.season = ?2)",
            args![l, s],
        )
    }

    /// A user's results in a server (one title, or all), in game order.
    pub fn user_results(
        &self,
        server: &str,
        user_id: &str,
        title: Option<&str>,
    ) -> Result<Vec<GameResult>> {
        self.results_where(
            "r.server = ?1 AND (CAST(?3 AS TEXT) IS NULL OR r.title = ?3) AND EXISTS
             (SELECT 1 FROM result_seats u WHERE u.table_id = r.table_id AND u.user_id = ?2)",
            args![server, user_id, title],
        )
    }

    fn results_where(&self, filter: &str, args: &[Param]) -> Result<Vec<GameResult>> {
        // `results.table_id` is SQLite's rowid (INTEGER PRIMARY KEY), the
        // game order; PostgreSQL has no rowid, so it is named.
        let rows = self.sql.query(
            &format!(
                "SELECT r.table_id, r.league_id, r.season, r.server, r.title, r.ended_at,
                    s.user_id, s.user_name, s.rank, s.score, s.absent, r.void, r.group_size,
                    s.points
             FROM results r JOIN result_seats s ON s.table_id = r.table_id
             WHERE {filter} ORDER BY r.table_id, s.seat"
            ),
            args,
        )?;
        let mut out: Vec<GameResult> = Vec::new();
        for r in &rows {
            let table_id: i64 = r.get(0)?;
            if out.last().map(|g| g.table_id) != Some(table_id) {
                out.push(GameResult {
                    table_id,
                    league_id: r.get(1)?,
                    season: r.get(2)?,
                    server: r.get(3)?,
                    title: r.get(4)?,
                    ended_at: r.get(5)?,
                    seats: Vec::new(),
                    void: r.get(11)?,
                    group: r.get(12)?,
                });
            }
            out.last_mut().expect("pushed").seats.push(SeatResult {
                user_id: r.get(6)?,
                user_name: r.get(7)?,
                rank: r.get(8)?,
                score: r.get(9)?,
                absent: r.get(10)?,
                points: r.get(13)?,
            });
        }
        Ok(out)
    }

    /// The stored ratings (with their histories) of some scopes.
    pub fn ratings(&self, keys: &[RatingKey]) -> Result<Ratings> {
        load_ratings(&self.sql, keys, None)
    }

    /// How often each pair of players sat at the same table this season.
    pub fn meetings(&self, league: i64, season: i64) -> Result<BTreeMap<(String, String), usize>> {
        self.sql
            .query(
                "SELECT a.user_id, b.user_id, COUNT(*)
             FROM league_tables t
             JOIN seats a ON a.table_id = t.table_id
             JOIN seats b ON b.table_id = t.table_id AND a.user_id < b.user_id
             JOIN tables x ON x.id = t.table_id AND x.status != 'aborted'
             WHERE t.league_id = ?1 AND t.season = ?2
             GROUP BY a.user_id, b.user_id",
                args![league, season],
            )?
            .iter()
            .map(|r| Ok(((r.get(0)?, r.get(1)?), r.get(2)?)))
            .collect()
    }

    /// Folds every result again in game order, compares the ratings with
    /// the stored ones, and stores the recomputed ones.
    pub fn recompute_ratings(&mut self) -> Result<Recomputed> {
        let points = self.recompute_points()?;
        let results = self.results(None)?;
        let fresh = crate::league::rate(&results);
        let stored = load_ratings(&self.sql, &[], None)?;
        let keys: std::collections::BTreeSet<_> =
            fresh.now.keys().chain(stored.now.keys()).collect();
        let changed = keys
            .into_iter()
            .filter(|k| {
                fresh.now.get(*k) != stored.now.get(*k)
                    || fresh.history.get(*k) != stored.history.get(*k)
            })
            .count();
        let tx = self.sql.transaction()?;
        tx.execute("DELETE FROM ratings", &[])?;
        tx.execute("DELETE FROM rating_history", &[])?;
        store_ratings(&tx, &fresh)?;
        tx.commit()?;
        Ok(Recomputed {
            results: results.len(),
            ratings: fresh.now.len(),
            changed,
            points,
        })
    }

    /// Applies today's points rule ([`GameResult::rule_points`]: the
    /// table's size counts) to every result of a season still open, and
    /// returns each seat's change. Closed seasons stay as they were.
    fn recompute_points(&mut self) -> Result<Vec<PointsChange>> {
        let results = self.results(None)?;
        let mut leagues: BTreeMap<i64, League> = BTreeMap::new();
        let mut open: BTreeMap<(i64, i64), bool> = BTreeMap::new();
        let mut changes = Vec::new();
        let mut writes = Vec::new();
        for g in &results {
            if let std::collections::btree_map::Entry::Vacant(e) = leagues.entry(g.league_id) {
                e.insert(league_by_id(&self.sql, g.league_id)?);
            }
            let l = &leagues[&g.league_id];
            let key = (g.league_id, g.season);
            if let std::collections::btree_map::Entry::Vacant(e) = open.entry(key) {
                let ended: Option<Option<String>> = self
                    .sql
                    .query_opt(
                        "SELECT ended_at FROM league_seasons WHERE league_id = ?1 AND season = ?2",
                        args![g.league_id, g.season],
                    )?
                    .map(|r| r.get(0))
                    .transpose()?;
                e.insert(matches!(ended, Some(None)));
            }
            if !open[&key] {
                continue;
            }
            let group = g.group.unwrap_or(l.group_size);
            let before = g.earned(&l.points);
            let after = g.rule_points(&l.points, group);
            for (seat, (s, (b, a))) in g.seats.iter().zip(before.iter().zip(&after)).enumerate() {
                if s.points != Some(*a) {
                    writes.push((g.table_id, seat, *a, group));
                }
                if (b - a).abs() > 1e-9 {
                    changes.push(PointsChange {
                        league: l.name.clone(),
                        season: g.season,
                        table_id: g.table_id,
                        user_name: s.user_name.clone(),
                        before: *b,
                        after: *a,
                    });
                }
            }
        }
        let tx = self.sql.transaction()?;
        for (table, seat, points, group) in writes {
            tx.execute(
                "UPDATE result_seats SET points = ?3 WHERE table_id = ?1 AND seat = ?2",
                args![table, seat, points],
            )?;
            tx.execute(
                "UPDATE results SET group_size = ?2 WHERE table_id = ?1 AND group_size IS NULL",
                args![table, group],
            )?;
        }
        tx.commit()?;
        Ok(changes)
    }

    /// Adds a stored result directly (benchmarks and tests of the
    /// arithmetic over many games): the same rows a finished table writes.
    pub fn insert_result(&mut self, game: &GameResult) -> Result<()> {
        let tx = self.sql.transaction()?;
        write_result(&tx, game)?;
        apply_ratings(&tx, game)?;
        tx.commit()?;
        Ok(())
    }
}

/// Loads ratings of `keys` (all when empty), only of `users` when given.
fn load_ratings(sql: &Sql, keys: &[RatingKey], users: Option<&[String]>) -> Result<Ratings> {
    let scopes: Vec<String> = keys.iter().map(RatingKey::scope).collect();
    let wanted = |scope: &str, user: &str| {
        (scopes.is_empty() || scopes.iter().any(|s| s == scope))
            && users.is_none_or(|u| u.iter().any(|x| x == user))
    };
    let mut out = Ratings::default();
    for r in &sql.query("SELECT scope, user_id, mu, sigma, games FROM ratings", &[])? {
        let (scope, user): (String, String) = (r.get(0)?, r.get(1)?);
        if !wanted(&scope, &user) {
            continue;
        }
        let Some(key) = parse_scope(&scope) else {
            continue;
        };
        out.now.insert(
            (key, user),
            Rating {
                mu: r.get(2)?,
                sigma: r.get(3)?,
                games: r.get(4)?,
            },
        );
    }
    // Game order: `results.table_id` is SQLite's rowid (see `results_where`).
    for r in &sql.query(
        "SELECT h.scope, h.user_id, h.table_id, h.shown FROM rating_history h
         JOIN results r ON r.table_id = h.table_id ORDER BY r.table_id",
        &[],
    )? {
        let (scope, user): (String, String) = (r.get(0)?, r.get(1)?);
        if !wanted(&scope, &user) {
            continue;
        }
        let Some(key) = parse_scope(&scope) else {
            continue;
        };
        out.history
            .entry((key, user))
            .or_default()
            .push((r.get(2)?, r.get(3)?));
    }
    Ok(out)
}

fn parse_scope(scope: &str) -> Option<RatingKey> {
    let mut parts = scope.splitn(3, ':');
    match (parts.next()?, parts.next()?, parts.next()?) {
        ("season", l, s) => Some(RatingKey::Season(l.parse().ok()?, s.parse().ok()?)),
        ("server", server, title) => Some(RatingKey::Server(server.into(), title.into())),
        _ => None,
    }
}

fn store_ratings(sql: &Sql, r: &Ratings) -> Result<()> {
    for ((key, user), v) in &r.now {
        sql.execute(
            "INSERT INTO ratings (scope, user_id, mu, sigma, games) VALUES (?1, ?2, ?3, ?4, ?5)
             ON CONFLICT (scope, user_id)
             DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma, games = excluded.games",
            args![key.scope(), user, v.mu, v.sigma, v.games],
        )?;
    }
    for ((key, user), h) in &r.history {
        for (table, shown) in h {
            sql.execute(
                "INSERT INTO rating_history (scope, user_id, table_id, shown) VALUES (?1, ?2, ?3, ?4)
                 ON CONFLICT (scope, user_id, table_id) DO UPDATE SET shown = excluded.shown",
                args![key.scope(), user, table, shown],
            )?;
        }
    }
    Ok(())
}

fn write_result(sql: &Sql, g: &GameResult) -> Result<()> {
    sql.execute(
        "INSERT INTO results (table_id, league_id, season, server, title, void, group_size)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        args![
            g.table_id,
            g.league_id,
            g.season,
            g.server,
            g.title,
            g.void,
            g.group.map(|n| n as i64)
        ],
    )?;
    for (seat, s) in g.seats.iter().enumerate() {
        sql.execute(
            "INSERT INTO result_seats (table_id, seat, user_id, user_name, rank, score, absent, points)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            args![
                g.table_id,
                seat,
                s.user_id,
                s.user_name,
                s.rank,
                s.score,
                s.absent,
                s.points
            ],
        )?;
    }
    Ok(())
}

/// Moves the ratings one game changes: the stored ones of its players,
/// the game applied, written back (history rows appended).
fn apply_ratings(sql: &Sql, g: &GameResult) -> Result<()> {
    let keys = [
        RatingKey::Server(g.server.clone(), g.title.clone()),
        RatingKey::Season(g.league_id, g.season),
    ];
    let users: Vec<String> = g.seats.iter().map(|s| s.user_id.clone()).collect();
    let mut r = load_now(sql, &keys, &users)?;
    r.apply(g);
    store_ratings(sql, &r)
}

/// The current ratings of some users in some scopes (no history).
fn load_now(sql: &Sql, keys: &[RatingKey], users: &[String]) -> Result<Ratings> {
    let mut out = Ratings::default();
    for key in keys {
        for user in users {
            let got = sql.query_opt(
                "SELECT mu, sigma, games FROM ratings WHERE scope = ?1 AND user_id = ?2",
                args![key.scope(), user],
            )?;
            if let Some(r) = got {
                let v = Rating {
                    mu: r.get(0)?,
                    sigma: r.get(1)?,
                    games: r.get(2)?,
                };
                out.now.insert((key.clone(), user.clone()), v);
            }
        }
    }
    Ok(out)
}

/// At `/game start` of a league table: who holds each seat now is the
/// seat's rated player for the rest of the game.
pub(super) fn record_seating(sql: &Sql, table_id: i64) -> Result<()> {
    sql.execute(
        "INSERT INTO league_seats (table_id, seat, user_id, user_name, tracked)
         SELECT s.table_id, s.seat, s.user_id, s.user_name, 1 FROM seats s
         WHERE s.table_id = ?1 AND s.user_id IS NOT NULL
           AND EXISTS (SELECT 1 FROM league_tables t WHERE t.table_id = ?1)
         ON CONFLICT DO NOTHING",
        args![table_id],
    )?;
    Ok(())
}

/// The (seat, user) pairs of the persons who chose an action at a table
/// (`actions.chosen_by`: a person's user id; a bot's `bot:…` id, and NULL
/// for forced moves, automatic steps and timeouts, are nobody's choice).
fn persons_who_chose(sql: &Sql, table_id: i64) -> Result<BTreeSet<(usize, String)>> {
    sql.query(
        "SELECT DISTINCT seat, chosen_by FROM actions
         WHERE table_id = ?1 AND chosen_by IS NOT NULL AND chosen_by NOT LIKE 'bot:%'",
        args![table_id],
    )?
    .iter()
    .map(|r| Ok((r.get(0)?, r.get(1)?)))
    .collect()
}

/// Called in the transaction that ends a table: when it is a league
/// game, writes its result and moves the ratings.
///
/// Each seat counts for its original player (who held it at the start).
/// The seat is *absent*, ranked last (tied with any other absent seat),
/// when its original player no longer holds it at the end (they left,
/// were replaced or kicked), a stand-in bot plays it for them, or they
/// never chose an action at it themselves; the others keep their order
/// from the game. Whoever stood in (a bot or another person) gets no
/// result. A game in which no seated person chose an action, or in which
/// every seat is absent, is *void*: no points, no wins, no rating change.
///
/// What a person chose is known from `actions.chosen_by`, so only for
/// tables that started once it was recorded (`league_seats.tracked`). An
/// older table keeps the old rules: absent only when the seat changed
/// hands or a bot stood in, never void.
pub(super) fn record_result(sql: &Sql, table_id: i64, outcome: &Outcome) -> Result<()> {
    let link = sql.query_opt(
        "SELECT league_id, season FROM league_tables WHERE table_id = ?1",
        args![table_id],
    )?;
    let Some(link) = link else {
        return Ok(());
    };
    let (league_id, season): (i64, i64) = (link.get(0)?, link.get(1)?);
    let league = league_by_id(sql, league_id)?;
    #[allow(clippy::type_complexity)]
    let seats: Vec<(usize, String, String, Option<String>, bool, bool)> = sql
        .query(
            "SELECT o.seat, o.user_id, o.user_name, s.user_id,
                COALESCE((SELECT c.stand_in FROM clocks c WHERE c.table_id = o.table_id AND c.seat = o.seat), 0),
                o.tracked
         FROM league_seats o LEFT JOIN seats s ON s.table_id = o.table_id AND s.seat = o.seat
         WHERE o.table_id = ?1 ORDER BY o.seat",
            args![table_id],
        )?
        .iter()
        .map(|r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?, r.get(5)?)))
        .collect::<Result<_>>()?;
    if seats.len() != outcome.ranks.len() {
        // Never block the end of a game over its league record: the
        // table ends, unrated, and the log says why.
        tracing::warn!(
            table_id,
            seats = seats.len(),
            ranks = outcome.ranks.len(),
            "a league table's original seats don't match its result; not rated"
        );
        return Ok(());
    }
    let tracked = seats.iter().all(|s| s.5);
    let chose = if tracked {
        persons_who_chose(sql, table_id)?
    } else {
        BTreeSet::new()
    };
    let absent: Vec<bool> = seats
        .iter()
        .map(|(seat, orig, _, now, stand_in, _)| {
            now.as_deref() != Some(orig.as_str())
                || *stand_in
                || (tracked && !chose.contains(&(*seat, orig.clone())))
        })
        .collect();
    let present = absent.iter().filter(|a| !**a).count();
    // Void: no seated person chose an action, or none of the players the
    // game counts for kept their seat and played it (then every seat is
    // absent, and "tied last" would read as everyone tied first).
    // A table closed (issue 30) when its season ended counts for nobody,
    // though it resumed and finished afterwards.
    let closed_void = sql
        .value_opt::<i64>(
            "SELECT closed_void FROM tables WHERE id = ?1",
            args![table_id],
        )?
        .unwrap_or(0)
        != 0;
    let void = (tracked && chose.is_empty()) || present == 0 || closed_void;
    let seats = seats
        .iter()
        .enumerate()
        .map(|(i, (seat, user_id, user_name, _, _, _))| {
            // Absent seats tie for last: after the present ones, or, when
            // every seat is absent (a void game), at the last place, so
            // none of them reads as first.
            let rank = if absent[i] {
                if present == 0 {
                    seats.len()
                } else {
                    present + 1
                }
            } else {
                1 + (0..seats.len())
                    .filter(|&j| !absent[j] && outcome.ranks[j] < outcome.ranks[*seat])
                    .count()
            };
            SeatResult {
                user_id: user_id.clone(),
                user_name: user_name.clone(),
                rank,
                score: outcome.scores.get(*seat).copied().unwrap_or(0),
                absent: absent[i],
                points: None,
            }
        })
        .collect();
    let mut game = GameResult {
        table_id,
        server: league.server,
        title: league.title,
        league_id,
        season,
        ended_at: String::new(),
        seats,
        void,
        group: Some(league.group_size),
    };
    let earned = game.rule_points(&league.points, league.group_size);
    for (s, p) in game.seats.iter_mut().zip(earned) {
        s.points = Some(p);
    }
    write_result(sql, &game)?;
    apply_ratings(sql, &game)
}
