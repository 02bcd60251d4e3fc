//! Weng-Lin (OpenSkill) ratings through the `skillratings` crate: a
//! free-for-all game is one "team" per player, ranked by the game's
//! places, so ties stay ties.
//!
//! Two ratings move with every league game: the player's server-wide
//! rating in the title (never reset) and their rating in the league's
//! season (new each season). Bots are never rated; a game needs two rated
//! players to move anyone.

use super::GameResult;
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;
use std::collections::BTreeMap;

/// Which rating: server-wide per title, or one league season.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum RatingKey {
    Server(String, String),
    Season(i64, i64),
}

impl RatingKey {
    /// How the store names it (`server:<server>:<title>`,
    /// `season:<league>:<season>`).
    pub fn scope(&self) -> String {
        match self {
            RatingKey::Server(server, title) => format!("server:{server}:{title}"),
            RatingKey::Season(league, season) => format!("season:{league}:{season}"),
        }
    }
}

/// One rating: μ, σ and the games it has counted.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub mu: f64,
    pub sigma: f64,
    pub games: usize,
}

impl Default for Rating {
    fn default() -> Self {
        let w = WengLinRating::new();
        Rating {
            mu: w.rating,
            sigma: w.uncertainty,
            games: 0,
        }
    }
}

/// The shown rating: conservative, μ − 3σ (0 for a newcomer).
pub fn conservative(r: &Rating) -> f64 {
    r.mu - 3.0 * r.sigma
}

/// Every rating after some results, with each one's history (the shown
/// rating after each game, by table id).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Ratings {
    pub now: BTreeMap<(RatingKey, String), Rating>,
    pub history: BTreeMap<(RatingKey, String), Vec<(i64, f64)>>,
}

impl Ratings {
    pub fn get(&self, key: &RatingKey, user: &str) -> Option<&Rating> {
        self.now.get(&(key.clone(), user.to_string()))
    }

    /// Applies one game to both its ratings. What `rate` folds, and what
    /// the store does as a game ends.
    pub fn apply(&mut self, game: &GameResult) {
        // A void game (no person chose an action) moves nobody, σ included.
        if game.void {
            return;
        }
        let rated: Vec<_> = game.seats.iter().filter(|s| !s.is_bot()).collect();
        if rated.len() < 2 {
            return;
        }
        let keys = [
            RatingKey::Server(game.server.clone(), game.title.clone()),
            RatingKey::Season(game.league_id, game.season),
        ];
        let config = WengLinConfig::new();
        for key in keys {
            let before: Vec<[WengLinRating; 1]> = rated
                .iter()
                .map(|s| {
                    let r = self
                        .now
                        .get(&(key.clone(), s.user_id.clone()))
                        .copied()
                        .unwrap_or_default();
                    [WengLinRating {
                        rating: r.mu,
                        uncertainty: r.sigma,
                    }]
                })
                .collect();
            let teams: Vec<(&[WengLinRating], MultiTeamOutcome)> = before
                .iter()
                .zip(&rated)
                .map(|(t, s)| (&t[..], MultiTeamOutcome::new(s.rank)))
                .collect();
            let after = weng_lin_multi_team(&teams, &config);
            for (seat, new) in rated.iter().zip(after) {
                let k = (key.clone(), seat.user_id.clone());
                let games = self.now.get(&k).map_or(0, |r| r.games) + 1;
                let r = Rating {
                    mu: new[0].rating,
                    sigma: new[0].uncertainty,
                    games,
                };
                self.history
                    .entry(k.clone())
                    .or_default()
                    .push((game.table_id, conservative(&r)));
                self.now.insert(k, r);
            }
        }
    }
}

/// Every rating from scratch: the results folded in game order.
pub fn rate(results: &[GameResult]) -> Ratings {
    let mut r = Ratings::default();
    for g in results {
        r.apply(g);
    }
    r
}

#[cfg(test)]
mod tests {
    use super::super::SeatResult;
    use super::*;

    fn game(id: i64, order: &[&str]) -> GameResult {
        GameResult {
            table_id: id,
            server: "s".into(),
            title: "endeavor".into(),
            league_id: 1,
            season: 1,
            ended_at: String::new(),
            seats: order
                .iter()
                .enumerate()
                .map(|(i, u)| SeatResult {
                    user_id: u.to_string(),
                    user_name: u.to_string(),
                    rank: i + 1,
                    score: 10 - i as i64,
                    absent: false,
                    points: None,
                })
                .collect(),
            void: false,
            group: None,
        }
    }

    #[test]
    fn winners_rise_and_losers_fall() {
        let r = rate(&[game(1, &["a", "b", "c"])]);
        let key = RatingKey::Season(1, 1);
        let start = conservative(&Rating::default());
        assert!(conservative(r.get(&key, "a").unwrap()) > start);
        assert!(r.get(&key, "c").unwrap().mu < 25.0);
        assert_eq!(r.get(&key, "b").unwrap().games, 1);
        // The server rating moved the same way.
        let server = RatingKey::Server("s".into(), "endeavor".into());
        assert!(r.get(&server, "a").unwrap().mu > r.get(&server, "c").unwrap().mu);
    }

    #[test]
    fn applying_one_by_one_equals_folding_all() {
        let games = vec![game(1, &["a", "b", "c"]), game(2, &["c", "a", "b"])];
        let mut step = Ratings::default();
        step.apply(&games[0]);
        step.apply(&games[1]);
        assert_eq!(step, rate(&games));
    }
}
