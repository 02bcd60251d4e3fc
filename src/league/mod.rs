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

pub use pairing::{pair, pair_sizes, table_sizes, Group, Sizes};
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
    /// The seat's original player forfeited or was replaced, or never
    /// chose an action themselves.
    pub absent: bool,
    /// The points the seat earned as stored when the game ended (or as
    /// `league recompute` last set them); `None` for results stored
    /// before points were stored, which keep the old rule ([`points`]
    /// by place alone).
    pub points: Option<f64>,
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
    /// No seated person chose an action after the start: no points, no
    /// wins, no rating change.
    pub void: bool,
    /// The league's group size when the game ended (`None` for results
    /// stored before it was): points by place take the table's size
    /// into account ([`points_at`]).
    pub group: Option<usize>,
}

impl GameResult {
    /// The points each seat earns: none in a void game; else the stored
    /// points, or for a result stored before points were, the old rule
    /// (by place alone, whatever the table's size).
    pub fn earned(&self, points_list: &[f64]) -> Vec<f64> {
        if self.void {
            return vec![0.0; self.seats.len()];
        }
        let ranks: Vec<usize> = self.seats.iter().map(|s| s.rank).collect();
        let old = points(&ranks, points_list);
        self.seats
            .iter()
            .zip(old)
            .map(|(s, o)| s.points.unwrap_or(o))
            .collect()
    }

    /// The points each seat earns under today's rules ([`points_at`] with
    /// the table's size; none when void): what a game ending now stores,
    /// and what `league recompute` sets in an open season.
    pub fn rule_points(&self, points_list: &[f64], group: usize) -> Vec<f64> {
        if self.void {
            return vec![0.0; self.seats.len()];
        }
        let ranks: Vec<usize> = self.seats.iter().map(|s| s.rank).collect();
        points_at(&ranks, points_list, group)
    }
}

/// Points by place at a table of `ranks.len()` seats in a league whose
/// tables have `group` seats. A short table (n < group) pays the places
/// a full table pays its last n seats: place p earns the points of place
/// p + group − n, so a 2-seat table's winner in a 3-seat league earns
/// second place's points, not first's. A table larger than the group
/// (leftover players joined it) pays its own places (the points list
/// goes on; places past it earn 0). Ties share as in [`points`].
pub fn points_at(ranks: &[usize], points_list: &[f64], group: usize) -> Vec<f64> {
    let shift = group.saturating_sub(ranks.len());
    let shifted: Vec<usize> = ranks.iter().map(|r| r + shift).collect();
    // Ties: the places covered start at the shifted rank.
    shifted
        .iter()
        .map(|&r| {
            let tied = shifted.iter().filter(|&&o| o == r).count();
            let covered: f64 = (r..r + tied)
                .map(|place| points_list.get(place - 1).copied().unwrap_or(0.0))
                .sum();
            covered / tied as f64
        })
        .collect()
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
    /// Void games the player sat in (not counted above).
    pub void: usize,
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
        void: usize,
    }
    let mut by_user: BTreeMap<String, Acc> = BTreeMap::new();
    for game in results {
        let earned = game.earned(&scoring.points);
        for (i, seat) in game.seats.iter().enumerate() {
            if seat.is_bot() {
                continue;
            }
            let acc = by_user.entry(seat.user_id.clone()).or_default();
            acc.name = seat.user_name.clone();
            if game.void {
                acc.void += 1;
                continue;
            }
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
    // A player whose every game was void has no counted game: not listed.
    let mut rows: Vec<Standing> = by_user
        .into_iter()
        .filter(|(_, a)| a.games > 0)
        .map(|(user_id, a)| {
            let rating = season_key
                .as_ref()
                .and_then(|k| ratings.get(k, &user_id))
                .map(conservative)
                .unwrap_or(0.0);
            let per = a.games.max(1) as f64;
            Standing {
                rank: None,
                games: a.games,
                points: a.points,
                wins: a.places.first().copied().unwrap_or(0),
                average_rank: a.rank_sum as f64 / per,
                average_share: a.share_sum / per,
                void: a.void,
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

/// The void games among `results`, by table id.
pub fn void_games(results: &[GameResult]) -> Vec<i64> {
    results
        .iter()
        .filter(|g| g.void)
        .map(|g| g.table_id)
        .collect()
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

/// The most places a points list may name.
pub const MAX_PLACES: usize = 12;

/// Parses a points list such as `10,6,3,1` (non-negative, at least one,
/// at most [`MAX_PLACES`], not increasing down the places).
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
    (!list.is_empty() && list.len() <= MAX_PLACES && list.windows(2).all(|w| w[0] >= w[1]))
        .then_some(list)
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
            points: None,
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
            void: false,
            group: None,
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

    #[test]
    fn short_tables_pay_the_places_of_a_full_tables_last_seats() {
        let p = [10.0, 6.0, 3.0, 1.0];
        // group 3: a 2-seat table pays 2nd and 3rd place.
        assert_eq!(points_at(&[1, 2], &p, 3), vec![6.0, 3.0]);
        // A full table pays its own places.
        assert_eq!(points_at(&[1, 2, 3], &p, 3), vec![10.0, 6.0, 3.0]);
        // A larger table (leftovers joined) too, the list going on.
        assert_eq!(points_at(&[1, 2, 3, 4], &p, 3), vec![10.0, 6.0, 3.0, 1.0]);
        // Ties at a short table share the shifted places.
        assert_eq!(points_at(&[1, 1], &p, 3), vec![4.5, 4.5]);
        // Past the list: nothing.
        assert_eq!(points_at(&[1, 2], &[5.0], 3), vec![0.0, 0.0]);
    }

    #[test]
    fn void_games_earn_nothing_and_count_no_game() {
        let scoring = Scoring {
            points: vec![10.0, 6.0, 3.0],
            min_games: 1,
        };
        let mut g = game(1, vec![seat("a", 1, 10), seat("b", 2, 8)]);
        g.void = true;
        let games = vec![g, game(2, vec![seat("a", 2, 5), seat("b", 1, 9)])];
        let r = rate(&games);
        let s = standings(&games, &scoring, &r);
        let a = s.iter().find(|x| x.user_id == "a").unwrap();
        assert_eq!((a.games, a.wins, a.void), (1, 0, 1));
        assert_eq!(a.points, 6.0);
        assert_eq!(void_games(&games), vec![1]);
        // Only void games: not listed.
        let only = standings(&games[..1], &scoring, &rate(&games[..1]));
        assert!(only.is_empty(), "{only:?}");
        // The void game moved no rating: one game counted.
        assert_eq!(r.get(&RatingKey::Season(1, 1), "a").unwrap().games, 1);
    }

    #[test]
    fn stored_points_win_over_the_old_rule() {
        let mut g = game(1, vec![seat("a", 1, 10), seat("b", 2, 8)]);
        // Old rule: by place alone.
        assert_eq!(g.earned(&[10.0, 6.0, 3.0]), vec![10.0, 6.0]);
        assert_eq!(g.rule_points(&[10.0, 6.0, 3.0], 3), vec![6.0, 3.0]);
        g.seats[0].points = Some(6.0);
        g.seats[1].points = Some(3.0);
        assert_eq!(g.earned(&[10.0, 6.0, 3.0]), vec![6.0, 3.0]);
    }
}
