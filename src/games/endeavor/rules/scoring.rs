//! End-game scoring (Endeavor spec §5): the Glory of every category per
//! player and the final account told to the table.

use super::*;

/// A seat's end-game Glory by category (§5).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Score {
    pub cities: i64,
    pub connections: i64,
    pub tracks: [i64; 4],
    pub cards: i64,
    pub governor_space: i64,
    pub buildings: i64,
    pub harbor: i64,
    pub slavery: i64,
}

impl Score {
    pub fn total(&self) -> i64 {
        self.cities
            + self.connections
            + self.tracks.iter().sum::<i64>()
            + self.cards
            + self.governor_space
            + self.buildings
            + self.harbor
            + self.slavery
    }
}

impl State {
    /// §5: the final account, one line per seat in rank order with the
    /// Glory of every category (SC-1..SC-8), then SC-10's shared places.
    pub(super) fn final_account(&self, c: &Content, scores: &[i64], log: &mut Vec<Msg>) {
        let n = scores.len();
        let rank = |s: usize| 1 + (0..n).filter(|&o| scores[o] > scores[s]).count();
        let mut order: Vec<Seat> = (0..n).collect();
        order.sort_by_key(|&s| (rank(s), s));
        for &s in &order {
            let sc = self.score(c, s);
            log.push(msg!(
                "endeavor-final-line",
                rank = rank(s),
                seat = Msg::seat(s),
                total = sc.total(),
                cities = sc.cities,
                connections = sc.connections,
                tracks = sc.tracks.iter().sum::<i64>(),
                industry = sc.tracks[0],
                culture = sc.tracks[1],
                finance = sc.tracks[2],
                politics = sc.tracks[3],
                cards = sc.cards,
                governor = sc.governor_space,
                buildings = sc.buildings,
                harbor = sc.harbor,
                slavery = sc.slavery
            ));
        }
        // SC-10: no tie-breaker; tied seats share the place.
        let mut told = Vec::new();
        for &s in &order {
            let r = rank(s);
            if told.contains(&r) {
                continue;
            }
            let tied: Vec<Msg> = order
                .iter()
                .filter(|&&o| rank(o) == r)
                .map(|&o| Msg::seat(o))
                .collect();
            if tied.len() > 1 {
                told.push(r);
                log.push(msg!("endeavor-final-tie", rank = r, list = joined(tied)));
            }
        }
    }

    pub fn score(&self, c: &Content, seat: Seat) -> Score {
        let p = &self.players[seat];
        let status = self.status(c, seat);
        let cities = (0..c.cities.len())
            .filter(|&i| self.cities[i] == Some(seat))
            .map(|i| c.cities[i].glory)
            .sum();
        let connections = (0..c.connections.len())
            .filter(|&i| self.controller(c, i) == Some(seat))
            .count() as i64;
        let tracks = std::array::from_fn(|t| c.tracks[t].square(status[t]) as i64);
        let cards = p
            .cards
            .iter()
            .chain(p.governor.iter())
            .map(|&k| c.cards[k].glory)
            .sum();
        let governor_space = if p.governor.is_none() {
            c.numbers.empty_governor_glory
        } else {
            0
        };
        let buildings = p.buildings.iter().map(|b| c.buildings[b.kind].glory).sum();
        let harbor = (p.harbor / c.numbers.harbor_markers_per_glory) as i64;
        let slavery = if self.flags.slavery_penalty_needs_abolition && !self.abolished {
            0
        } else {
            -(p.slavery_down.len() as i64) * c.numbers.slavery_penalty
        };
        Score {
            cities,
            connections,
            tracks,
            cards,
            governor_space,
            buildings,
            harbor,
            slavery,
        }
    }
}
