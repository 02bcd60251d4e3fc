//! Leagues, their seasons and members, and the results of league games
//! (`migrations/sqlite/06-leagues`).
//!
//! A league game's result is written by [`record_result`] inside the
//! transaction that ends its table (`Db::commit_action`, and
//! `Db::set_status` for a forfeit), with the ratings it moves. Ratings
//! are a cache of `league::rate` over the results in game order:
//! [`Db::recompute_ratings`] folds them again and says whether anything
//! differed.

use super::{Db, Result};
use crate::engine::{Options, Outcome};
use crate::league::{GameResult, Rating, RatingKey, Ratings, SeatResult};
use rusqlite::{params, Connection, OptionalExtension};
use std::collections::BTreeMap;

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
}

/// What `longtable league recompute` found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recomputed {
    pub results: usize,
    pub ratings: usize,
    /// Ratings whose stored value differed from the recomputed one.
    pub changed: usize,
}

const LEAGUE_COLUMNS: &str = "id, server, name, title, season_days, points, group_size, \
     min_games, bots, table_options, creator, season, round";

fn league_row(r: &rusqlite::Row) -> rusqlite::Result<League> {
    let points: String = r.get(5)?;
    let options: String = r.get(9)?;
    Ok(League {
        id: r.get(0)?,
        server: r.get(1)?,
        name: r.get(2)?,
        title: r.get(3)?,
        season_days: r.get(4)?,
        points: serde_json::from_str(&points).unwrap_or_default(),
        group_size: r.get::<_, i64>(6)? as usize,
        min_games: r.get::<_, i64>(7)? as usize,
        bots: r.get(8)?,
        table_options: serde_json::from_str(&options).unwrap_or_default(),
        creator: r.get(10)?,
        season: r.get(11)?,
        round: r.get(12)?,
    })
}

fn league_by_id(conn: &Connection, id: i64) -> Result<League> {
    Ok(conn.query_row(
        &format!("SELECT {LEAGUE_COLUMNS} FROM leagues WHERE id = ?1"),
        [id],
        league_row,
    )?)
}

impl Db {
    /// Opens a league and its first season; `None` when the server has a
    /// league of that name already.
    pub fn create_league(&mut self, l: &NewLeague) -> Result<Option<i64>> {
        let tx = self.conn.transaction()?;
        let res = tx.execute(
            "INSERT INTO leagues (server, name, title, season_days, points, group_size,
                                  min_games, bots, table_options, creator)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
            params![
                l.server,
                l.name,
                l.title,
                l.season_days,
                serde_json::to_string(&l.points).expect("points serialise"),
                l.group_size as i64,
                l.min_games as i64,
                l.bots,
                serde_json::to_string(&l.table_options).expect("options serialise"),
                l.creator,
            ],
        );
        match res {
            Err(rusqlite::Error::SqliteFailure(e, _))
                if e.code == rusqlite::ErrorCode::ConstraintViolation =>
            {
                return Ok(None)
            }
            other => {
                other?;
            }
        }
        let id = tx.last_insert_rowid();
        tx.execute(
            "INSERT INTO league_seasons (league_id, season) VALUES (?1, 1)",
            [id],
        )?;
        tx.commit()?;
        Ok(Some(id))
    }

    /// The server's league of this name (any case).
    pub fn league(&self, server: &str, name: &str) -> Result<Option<League>> {
        Ok(self
            .conn
            .query_row(
                &format!(
                    "SELECT {LEAGUE_COLUMNS} FROM leagues WHERE server = ?1 AND name = ?2 COLLATE NOCASE"
                ),
                params![server, name],
                league_row,
            )
            .optional()?)
    }

    pub fn league_by_id(&self, id: i64) -> Result<League> {
        league_by_id(&self.conn, id)
    }

    /// Every league, or the server's, by name.
    pub fn leagues(&self, server: Option<&str>) -> Result<Vec<League>> {
        let mut stmt = self.conn.prepare(&format!(
            "SELECT {LEAGUE_COLUMNS} FROM leagues WHERE ?1 IS NULL OR server = ?1 ORDER BY name COLLATE NOCASE"
        ))?;
        let rows = stmt
            .query_map([server], league_row)?
            .collect::<rusqlite::Result<_>>()?;
        Ok(rows)
    }

    /// Adds a member; `false` when they were one already.
    pub fn join_league(&mut self, league: i64, user_id: &str, name: &str) -> Result<bool> {
        let n = self.conn.execute(
            "INSERT OR IGNORE INTO league_members (league_id, user_id, user_name) VALUES (?1, ?2, ?3)",
            params![league, user_id, name],
        )?;
        Ok(n > 0)
    }

    /// Removes a member (their results stay); `false` when they were none.
    pub fn leave_league(&mut self, league: i64, user_id: &str) -> Result<bool> {
        let n = self.conn.execute(
            "DELETE FROM league_members WHERE league_id = ?1 AND user_id = ?2",
            params![league, user_id],
        )?;
        Ok(n > 0)
    }

    pub fn members(&self, league: i64) -> Result<Vec<Member>> {
        let mut stmt = self.conn.prepare(
            "SELECT user_id, user_name, ready FROM league_members WHERE league_id = ?1 ORDER BY user_name",
        )?;
        let rows = stmt
            .query_map([league], |r| {
                Ok(Member {
                    user_id: r.get(0)?,
                    user_name: r.get(1)?,
                    ready: r.get(2)?,
                })
            })?
            .collect::<rusqlite::Result<_>>()?;
        Ok(rows)
    }

    /// Marks a member ready for the next round; `false` when not a member.
    pub fn set_ready(&mut self, league: i64, user_id: &str, ready: bool) -> Result<bool> {
        let n = self.conn.execute(
            "UPDATE league_members SET ready = ?3 WHERE league_id = ?1 AND user_id = ?2",
            params![league, user_id, ready],
        )?;
        Ok(n > 0)
    }

    /// Counts the next round and clears everyone's ready flag; returns
    /// the round's number.
    pub fn next_round(&mut self, league: i64) -> Result<i64> {
        let tx = self.conn.transaction()?;
        tx.execute(
            "UPDATE leagues SET round = round + 1 WHERE id = ?1",
            [league],
        )?;
        tx.execute(
            "UPDATE league_members SET ready = 0 WHERE league_id = ?1",
            [league],
        )?;
        let round = tx.query_row("SELECT round FROM leagues WHERE id = ?1", [league], |r| {
            r.get(0)
        })?;
        tx.commit()?;
        Ok(round)
    }

    /// Closes the current season and opens the next; returns its number.
    pub fn end_season(&mut self, league: i64) -> Result<i64> {
        let tx = self.conn.transaction()?;
        tx.execute(
            "UPDATE league_seasons SET ended_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
             WHERE league_id = ?1 AND ended_at IS NULL",
            [league],
        )?;
        tx.execute(
            "UPDATE leagues SET season = season + 1, round = 0 WHERE id = ?1",
            [league],
        )?;
        let season: i64 =
            tx.query_row("SELECT season FROM leagues WHERE id = ?1", [league], |r| {
                r.get(0)
            })?;
        tx.execute(
            "INSERT INTO league_seasons (league_id, season) VALUES (?1, ?2)",
            params![league, season],
        )?;
        tx.execute(
            "UPDATE league_members SET ready = 0 WHERE league_id = ?1",
            [league],
        )?;
        tx.commit()?;
        Ok(season)
    }

    pub fn seasons(&self, league: i64) -> Result<Vec<Season>> {
        let mut stmt = self.conn.prepare(
            "SELECT s.season, s.started_at, s.ended_at,
                    (SELECT COUNT(*) FROM results r WHERE r.league_id = s.league_id AND r.season = s.season)
             FROM league_seasons s WHERE s.league_id = ?1 ORDER BY s.season",
        )?;
        let rows = stmt
            .query_map([league], |r| {
                Ok(Season {
                    season: r.get(0)?,
                    started_at: r.get(1)?,
                    ended_at: r.get(2)?,
                    games: r.get(3)?,
                })
            })?
            .collect::<rusqlite::Result<_>>()?;
        Ok(rows)
    }

    /// Marks a table as a game of the league's current season.
    pub fn link_league_table(
        &mut self,
        table_id: i64,
        league: i64,
        round: Option<i64>,
    ) -> Result<()> {
        self.conn.execute(
            "INSERT INTO league_tables (table_id, league_id, season, round)
             SELECT ?1, id, season, ?3 FROM leagues WHERE id = ?2",
            params![table_id, league, round],
        )?;
        Ok(())
    }

    /// Records which round of its league a table was opened for.
    pub fn set_table_round(&mut self, table_id: i64, league: i64, round: i64) -> Result<()> {
        self.conn.execute(
            "UPDATE league_tables SET round = ?3 WHERE table_id = ?1 AND league_id = ?2",
            params![table_id, league, round],
        )?;
        Ok(())
    }

    /// The league a table plays for, if any.
    pub fn league_of_table(&self, table_id: i64) -> Result<Option<League>> {
        let id: Option<i64> = self
            .conn
            .query_row(
                "SELECT league_id FROM league_tables WHERE table_id = ?1",
                [table_id],
                |r| r.get(0),
            )
            .optional()?;
        id.map(|id| league_by_id(&self.conn, id)).transpose()
    }

    /// The results of one league season, or of every league (`None`),
    /// in game order.
    pub fn results(&self, league: Option<(i64, i64)>) -> Result<Vec<GameResult>> {
        let (l, s) = league.unzip();
        self.results_where(
            "(?1 IS NULL OR r.league_id = ?1) AND (?2 IS NULL OR r.season = ?2)",
            params![l, s],
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
            "r.server = ?1 AND (?3 IS NULL OR r.title = ?3) AND EXISTS
             (SELECT 1 FROM result_seats u WHERE u.table_id = r.table_id AND u.user_id = ?2)",
            params![server, user_id, title],
        )
    }

    fn results_where(
        &self,
        filter: &str,
        args: &[&dyn rusqlite::ToSql],
    ) -> Result<Vec<GameResult>> {
        let mut stmt = self.conn.prepare(&format!(
            "SELECT r.table_id, r.league_id, r.season, r.server, r.title, r.ended_at,
                    s.user_id, s.user_name, s.rank, s.score, s.absent
             FROM results r JOIN result_seats s ON s.table_id = r.table_id
             WHERE {filter} ORDER BY r.rowid, s.seat"
        ))?;
        let mut rows = stmt.query(args)?;
        let mut out: Vec<GameResult> = Vec::new();
        while let Some(r) = rows.next()? {
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
                });
            }
            out.last_mut().expect("pushed").seats.push(SeatResult {
                user_id: r.get(6)?,
                user_name: r.get(7)?,
                rank: r.get::<_, i64>(8)? as usize,
                score: r.get(9)?,
                absent: r.get(10)?,
            });
        }
        Ok(out)
    }

    /// The stored ratings (with their histories) of some scopes.
    pub fn ratings(&self, keys: &[RatingKey]) -> Result<Ratings> {
        load_ratings(&self.conn, keys, None)
    }

    /// How often each pair of players sat at the same table this season.
    pub fn meetings(&self, league: i64, season: i64) -> Result<BTreeMap<(String, String), usize>> {
        let mut stmt = self.conn.prepare(
            "SELECT a.user_id, b.user_id, COUNT(*)
             FROM league_tables t
             JOIN seats a ON a.table_id = t.table_id
             JOIN seats b ON b.table_id = t.table_id AND a.user_id < b.user_id
             JOIN tables x ON x.id = t.table_id AND x.status != 'aborted'
             WHERE t.league_id = ?1 AND t.season = ?2
             GROUP BY a.user_id, b.user_id",
        )?;
        let rows = stmt
            .query_map(params![league, season], |r| {
                Ok(((r.get(0)?, r.get(1)?), r.get::<_, i64>(2)? as usize))
            })?
            .collect::<rusqlite::Result<_>>()?;
        Ok(rows)
    }

    /// Folds every result again in game order, compares the ratings with
    /// the stored ones, and stores the recomputed ones.
    pub fn recompute_ratings(&mut self) -> Result<Recomputed> {
        let results = self.results(None)?;
        let fresh = crate::league::rate(&results);
        let stored = load_ratings(&self.conn, &[], None)?;
        let keys: std::collections::BTreeSet<_> =
            fresh.now.keys().chain(stored.now.keys()).collect();
        let changed = keys
            .into_iter()
            .filter(|k| {
                fresh.now.get(*k) != stored.now.get(*k)
                    || fresh.history.get(*k) != stored.history.get(*k)
            })
            .count();
        let tx = self.conn.transaction()?;
        tx.execute("DELETE FROM ratings", [])?;
        tx.execute("DELETE FROM rating_history", [])?;
        store_ratings(&tx, &fresh)?;
        tx.commit()?;
        Ok(Recomputed {
            results: results.len(),
            ratings: fresh.now.len(),
            changed,
        })
    }

    /// Adds a stored result directly (benchmarks and tests of the
    /// arithmetic over many games): the same rows a finished table writes.
    pub fn insert_result(&mut self, game: &GameResult) -> Result<()> {
        let tx = self.conn.transaction()?;
        write_result(&tx, game)?;
        apply_ratings(&tx, game)?;
        tx.commit()?;
        Ok(())
    }
}

/// Loads ratings of `keys` (all when empty), only of `users` when given.
fn load_ratings(
    conn: &Connection,
    keys: &[RatingKey],
    users: Option<&[String]>,
) -> Result<Ratings> {
    let scopes: Vec<String> = keys.iter().map(RatingKey::scope).collect();
    let wanted = |scope: &str, user: &str| {
        (scopes.is_empty() || scopes.iter().any(|s| s == scope))
            && users.is_none_or(|u| u.iter().any(|x| x == user))
    };
    let mut out = Ratings::default();
    let mut stmt = conn.prepare_cached("SELECT scope, user_id, mu, sigma, games FROM ratings")?;
    let mut rows = stmt.query([])?;
    while let Some(r) = rows.next()? {
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
                games: r.get::<_, i64>(4)? as usize,
            },
        );
    }
    let mut stmt = conn.prepare_cached(
        "SELECT h.scope, h.user_id, h.table_id, h.shown FROM rating_history h
         JOIN results r ON r.table_id = h.table_id ORDER BY r.rowid",
    )?;
    let mut rows = stmt.query([])?;
    while let Some(r) = rows.next()? {
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

fn store_ratings(conn: &Connection, r: &Ratings) -> Result<()> {
    let mut put = conn.prepare_cached(
        "INSERT OR REPLACE INTO ratings (scope, user_id, mu, sigma, games) VALUES (?1, ?2, ?3, ?4, ?5)",
    )?;
    for ((key, user), v) in &r.now {
        put.execute(params![key.scope(), user, v.mu, v.sigma, v.games as i64])?;
    }
    let mut hist = conn.prepare_cached(
        "INSERT OR REPLACE INTO rating_history (scope, user_id, table_id, shown) VALUES (?1, ?2, ?3, ?4)",
    )?;
    for ((key, user), h) in &r.history {
        for (table, shown) in h {
            hist.execute(params![key.scope(), user, table, shown])?;
        }
    }
    Ok(())
}

fn write_result(conn: &Connection, g: &GameResult) -> Result<()> {
    conn.execute(
        "INSERT INTO results (table_id, league_id, season, server, title) VALUES (?1, ?2, ?3, ?4, ?5)",
        params![g.table_id, g.league_id, g.season, g.server, g.title],
    )?;
    let mut put = conn.prepare_cached(
        "INSERT INTO result_seats (table_id, seat, user_id, user_name, rank, score, absent)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    )?;
    for (seat, s) in g.seats.iter().enumerate() {
        put.execute(params![
            g.table_id,
            seat as i64,
            s.user_id,
            s.user_name,
            s.rank as i64,
            s.score,
            s.absent
        ])?;
    }
    Ok(())
}

/// Moves the ratings one game changes: the stored ones of its players,
/// the game applied, written back (history rows appended).
fn apply_ratings(conn: &Connection, g: &GameResult) -> Result<()> {
    let keys = [
        RatingKey::Server(g.server.clone(), g.title.clone()),
        RatingKey::Season(g.league_id, g.season),
    ];
    let users: Vec<String> = g.seats.iter().map(|s| s.user_id.clone()).collect();
    let mut r = load_now(conn, &keys, &users)?;
    r.apply(g);
    store_ratings(conn, &r)
}

/// The current ratings of some users in some scopes (no history).
fn load_now(conn: &Connection, keys: &[RatingKey], users: &[String]) -> Result<Ratings> {
    let mut out = Ratings::default();
    let mut stmt = conn
        .prepare_cached("SELECT mu, sigma, games FROM ratings WHERE scope = ?1 AND user_id = ?2")?;
    for key in keys {
        for user in users {
            let got = stmt
                .query_row(params![key.scope(), user], |r| {
                    Ok(Rating {
                        mu: r.get(0)?,
                        sigma: r.get(1)?,
                        games: r.get::<_, i64>(2)? as usize,
                    })
                })
                .optional()?;
            if let Some(v) = got {
                out.now.insert((key.clone(), user.clone()), v);
            }
        }
    }
    Ok(out)
}

/// At `/game start` of a league table: who holds each seat now is the
/// seat's rated player for the rest of the game.
pub(super) fn record_seating(conn: &Connection, table_id: i64) -> Result<()> {
    conn.execute(
        "INSERT OR IGNORE INTO league_seats (table_id, seat, user_id, user_name)
         SELECT s.table_id, s.seat, s.user_id, s.user_name FROM seats s
         WHERE s.table_id = ?1 AND s.user_id IS NOT NULL
           AND EXISTS (SELECT 1 FROM league_tables t WHERE t.table_id = ?1)",
        [table_id],
    )?;
    Ok(())
}

/// Called in the transaction that ends a table: when it is a league
/// game, writes its result and moves the ratings.
///
/// Each seat counts for its original player (who held it at the start).
/// A seat whose original player no longer holds it at the end (they left,
/// were replaced or kicked) or is played by a stand-in bot for them ranks
/// last, tied with any other such seat; the others keep their order from
/// the game. The forfeit path already ranks the seat that dropped out
/// last.
pub(super) fn record_result(conn: &Connection, table_id: i64, outcome: &Outcome) -> Result<()> {
    let link: Option<(i64, i64)> = conn
        .query_row(
            "SELECT league_id, season FROM league_tables WHERE table_id = ?1",
            [table_id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?;
    let Some((league_id, season)) = link else {
        return Ok(());
    };
    let league = league_by_id(conn, league_id)?;
    let mut stmt = conn.prepare_cached(
        "SELECT o.seat, o.user_id, o.user_name, s.user_id,
                COALESCE((SELECT c.stand_in FROM clocks c WHERE c.table_id = o.table_id AND c.seat = o.seat), 0)
         FROM league_seats o LEFT JOIN seats s ON s.table_id = o.table_id AND s.seat = o.seat
         WHERE o.table_id = ?1 ORDER BY o.seat",
    )?;
    let seats: Vec<(usize, String, String, Option<String>, bool)> = stmt
        .query_map([table_id], |r| {
            Ok((
                r.get::<_, i64>(0)? as usize,
                r.get(1)?,
                r.get(2)?,
                r.get(3)?,
                r.get(4)?,
            ))
        })?
        .collect::<rusqlite::Result<_>>()?;
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
    let absent: Vec<bool> = seats
        .iter()
        .map(|(_, orig, _, now, stand_in)| now.as_deref() != Some(orig.as_str()) || *stand_in)
        .collect();
    let present = absent.iter().filter(|a| !**a).count();
    let seats = seats
        .iter()
        .enumerate()
        .map(|(i, (seat, user_id, user_name, _, _))| {
            let rank = if absent[i] {
                present + 1
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
            }
        })
        .collect();
    let game = GameResult {
        table_id,
        server: league.server,
        title: league.title,
        league_id,
        season,
        ended_at: String::new(),
        seats,
    };
    write_result(conn, &game)?;
    apply_ratings(conn, &game)
}
