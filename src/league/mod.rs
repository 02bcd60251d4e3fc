//! League arithmetic: points per place, standings with their tie-breaks,
//! Weng-Lin ratings and the Swiss-like pairing of a round (issue 13).
//!
//! Architecture Invariant: no I/O, no Discord, no SQLite. Everything here
//! is a pure function of stored results taken in game order, so the store
//! can apply one result as a game ends and `longtable league recompute`
//! can fold them all again and get the same numbers, bit for bit.

pub mod export;
mod pairing;
mod rating;

pub use pairing::{pair, Group};
pub use rating::{conservative, rate, Rating, RatingKey, Ratings};

use std::collections::BTreeMap;

/// One seat of a recorded game, as the league counts it.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatResult {
    /// `bot:<level>:<n>` for a bot (never rated, never in standings).
    pub user_id: String,
    pub user_name: String,
    /// 1 = first; equal ranks are a tie. A seat that forfeited or whose
    /// player was replaced for absence is already ranked last here.
    pub rank: usize,
    pub score: i64,
    /// The seat's original player forfeited or was replaced.
    pub absent: bool,
}

impl SeatResult {
    pub fn is_bot(&self) -> bool {
        is_bot(&self.user_id)
    }
}

/// A bot's user id (`host/bots.rs` seats them as `bot:<level>:<n>`).
pub fn is_bot(user_id: &str) -> bool {
    user_id.starts_with("bot:")
}

/// One finished league game, in the order games ended.
#[derive(Clone, Debug, PartialEq)]
pub struct GameResult {
    pub table_id: i64,
    pub server: String,
    pub title: String,
    pub league_id: i64,
    pub season: i64,
    /// UTC ISO-8601.
    pub ended_at: String,
    pub seats: Vec<SeatResult>,
}

/// The points each seat earns: a place's points from `points` (index 0 =
/// first place, missing places earn 0), and seats tied on a rank share
/// equally the points of all the places they cover (two tied for first
/// with 10/6/3/1 get (10 + 6) / 2 = 8 each).
pub fn points(ranks: &[usize], points: &[f64]) -> Vec<f64> {
    ranks
        .iter()
        .map(|&r| {
            let tied = ranks.iter().filter(|&&o| o == r).count();
            let covered: f64 = (r..r + tied)
                .map(|place| points.get(place - 1).copied().unwrap_or(0.0))
                .sum();
            covered / tied as f64
        })
        .collect()
}

/// A seat's share of the winner's score: its score over the best score.
/// When the best score is not positive (a forfeit records zeros), the
/// winners get 1 and the others 0.
pub fn share(seats: &[SeatResult], i: usize) -> f64 {
    let best = seats.iter().map(|s| s.score).max().unwrap_or(0);
    if best > 0 {
        seats[i].score.max(0) as f64 / best as f64
    } else if seats[i].rank == 1 {
        1.0
    } else {
        0.0
    }
}

/// The league's settings the arithmetic needs.
#[derive(Clone, Debug, PartialEq)]
pub struct Scoring {
    pub points: Vec<f64>,
    /// Games needed to be ranked.
    pub min_games: usize,
}

/// One player's line in the standings.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// 1-based; `None` until the player has played `min_games`.
    pub rank: Option<usize>,
    pub user_id: String,
    pub user_name: String,
    pub games: usize,
    pub points: f64,
    pub wins: usize,
    /// How often the player finished in each place (index 0 = first).
    pub places: Vec<usize>,
    pub average_rank: f64,
    pub average_share: f64,
    /// The season rating (μ − 3σ) and its games.
    pub rating: f64,
}

/// The standings of one league season from its results in game order.
///
/// Tie-breaks, in this order (README "Running a league" says the same):
/// points, then wins, then second places, third places and so on down,
/// then the average share of the winner's score, then the season rating,
/// then the name (so the order is total and stable). Players with fewer
/// than `min_games` games are listed after the ranked ones, unranked, in
/// the same order.
pub fn standings(results: &[GameResult], scoring: &Scoring, ratings: &Ratings) -> Vec<Standing> {
    #[derive(Default)]
    struct Acc {
        name: String,
        games: usize,
        points: f64,
        places: Vec<usize>,
        rank_sum: usize,
        share_sum: f64,
    }
    let mut by_user: BTreeMap<String, Acc> = BTreeMap::new();
    for game in results {
        let ranks: Vec<usize> = game.seats.iter().map(|s| s.rank).collect();
        let earned = points(&ranks, &scoring.points);
        for (i, seat) in game.seats.iter().enumerate() {
            if seat.is_bot() {
                continue;
            }
            let acc = by_user.entry(seat.user_id.clone()).or_default();
            acc.name = seat.user_name.clone();
            acc.games += 1;
            acc.points += earned[i];
            if acc.places.len() < seat.rank {
                acc.places.resize(seat.rank, 0);
            }
            acc.places[seat.rank - 1] += 1;
            acc.rank_sum += seat.rank;
            acc.share_sum += share(&game.seats, i);
        }
    }
    let season_key = results
        .first()
        .map(|g| RatingKey::Season(g.league_id, g.season));
    let mut rows: Vec<Standing> = by_user
        .into_iter()
        .map(|(user_id, a)| {
            let rating = season_key
                .as_ref()
                .and_then(|k| ratings.get(k, &user_id))
                .map(conservative)
                .unwrap_or(0.0);
            Standing {
                rank: None,
                games: a.games,
                points: a.points,
                wins: a.places.first().copied().unwrap_or(0),
                average_rank: a.rank_sum as f64 / a.games as f64,
                average_share: a.share_sum / a.games as f64,
                places: a.places,
                rating,
                user_name: a.name,
                user_id,
            }
        })
        .collect();
    rows.sort_by(compare);
    let (mut ranked, unranked): (Vec<_>, Vec<_>) = rows
        .into_iter()
        .partition(|r| r.games >= scoring.min_games.max(1));
    for (i, r) in ranked.iter_mut().enumerate() {
        r.rank = Some(i + 1);
    }
    ranked.extend(unranked);
    ranked
}

/// The standings' order: better first.
fn compare(a: &Standing, b: &Standing) -> std::cmp::Ordering {
    use std::cmp::Ordering;
    let places = a.places.len().max(b.places.len());
    let place = |s: &Standing, i: usize| s.places.get(i).copied().unwrap_or(0);
    b.points
        .total_cmp(&a.points)
        .then_with(|| {
            (0..places)
                .map(|i| place(b, i).cmp(&place(a, i)))
                .find(|o| *o != Ordering::Equal)
                .unwrap_or(Ordering::Equal)
        })
        .then_with(|| b.average_share.total_cmp(&a.average_share))
        .then_with(|| b.rating.total_cmp(&a.rating))
        .then_with(|| a.user_name.cmp(&b.user_name))
        .then_with(|| a.user_id.cmp(&b.user_id))
}

/// Parses a points list such as `10,6,3,1` (non-negative, at least one,
/// not increasing down the places).
pub fn parse_points(text: &str) -> Option<Vec<f64>> {
    let list: Option<Vec<f64>> = text
        .split(',')
        .map(|p| {
            p.trim()
                .parse::<f64>()
                .ok()
                .filter(|v| v.is_finite() && *v >= 0.0)
        })
        .collect();
    let list = list?;
    (!list.is_empty() && list.len() <= 12 && list.windows(2).all(|w| w[0] >= w[1])).then_some(list)
}

/// A number as the standings show it: whole when it is, else one decimal.
pub fn show(v: f64) -> String {
    if (v - v.round()).abs() < 1e-9 {
        format!("{}", v.round() as i64)
    } else {
        format!("{v:.1}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(id: &str, rank: usize, score: i64) -> SeatResult {
        SeatResult {
            user_id: id.into(),
            user_name: id.into(),
            rank,
            score,
            absent: false,
        }
    }

    fn game(id: i64, seats: Vec<SeatResult>) -> GameResult {
        GameResult {
            table_id: id,
            server: "s".into(),
            title: "endeavor".into(),
            league_id: 1,
            season: 1,
            ended_at: String::new(),
            seats,
        }
    }

    #[test]
    fn ties_split_the_points_of_the_places_they_cover() {
        let p = [10.0, 6.0, 3.0, 1.0];
        assert_eq!(points(&[1, 2, 3, 4], &p), vec![10.0, 6.0, 3.0, 1.0]);
        assert_eq!(points(&[1, 1, 3, 4], &p), vec![8.0, 8.0, 3.0, 1.0]);
        assert_eq!(
            points(&[2, 1, 2, 2], &p),
            vec![10.0 / 3.0, 10.0, 10.0 / 3.0, 10.0 / 3.0]
        );
        // Places past the list earn nothing.
        assert_eq!(points(&[1, 2, 3], &[5.0]), vec![5.0, 0.0, 0.0]);
    }

    #[test]
    fn tie_breaks_go_points_wins_seconds_share() {
        let scoring = Scoring {
            points: vec![3.0, 1.0, 1.0],
            min_games: 1,
        };
        // a: 1st + 3rd = 4 points; b: 2nd + 2nd + ... build equal points.
        let games = vec![
            game(1, vec![seat("a", 1, 10), seat("b", 2, 8), seat("c", 3, 1)]),
            game(2, vec![seat("b", 1, 10), seat("a", 3, 2), seat("c", 2, 9)]),
        ];
        let r = rate(&games);
        let s = standings(&games, &scoring, &r);
        // a and b: 4 points, 1 win each; b has a second place, a none.
        assert_eq!(s[0].user_id, "b");
        assert_eq!(s[1].user_id, "a");
        assert_eq!(s[0].points, s[1].points);
        assert_eq!(s[2].user_id, "c");
        assert_eq!(
            s.iter().map(|x| x.rank).collect::<Vec<_>>(),
            vec![Some(1), Some(2), Some(3)]
        );
    }

    #[test]
    fn too_few_games_are_listed_unranked() {
        let scoring = Scoring {
            points: vec![10.0, 6.0, 3.0],
            min_games: 2,
        };
        let games = vec![
            game(1, vec![seat("a", 1, 10), seat("b", 2, 8)]),
            game(2, vec![seat("a", 2, 5), seat("c", 1, 9)]),
        ];
        let s = standings(&games, &scoring, &rate(&games));
        assert_eq!(s[0].user_id, "a");
        assert_eq!(s[0].rank, Some(1));
        assert!(s[1..].iter().all(|x| x.rank.is_none()));
    }

    #[test]
    fn bots_earn_no_standing() {
        let scoring = Scoring {
            points: vec![10.0, 6.0],
            min_games: 1,
        };
        let games = vec![game(1, vec![seat("bot:easy:1", 1, 10), seat("a", 2, 8)])];
        let s = standings(&games, &scoring, &rate(&games));
        assert_eq!(s.len(), 1);
        assert_eq!(s[0].points, 6.0);
    }

    #[test]
    fn points_lists_parse() {
        assert_eq!(parse_points("10,6,3,1"), Some(vec![10.0, 6.0, 3.0, 1.0]));
        assert_eq!(parse_points("1,3"), None);
        assert_eq!(parse_points("x"), None);
        assert_eq!(parse_points(""), None);
    }
}
