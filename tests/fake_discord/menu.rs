//! A test-only game with long action lists and simultaneous secret
//! choices, so the Discord tests meet select menus and per-seat rows:
//! every round each seat secretly takes one of its own 30 cards (or
//! passes); when all have chosen, the picks are revealed and scored.
//! Three rounds.

use longtable::engine::{Applied, Game, Msg, Outcome, Seat, Setup, Translate};
use longtable::render::Svg;
use serde::{Deserialize, Serialize};

pub struct Menu;

const ROUNDS: u32 = 3;
const CARDS: i64 = 30;

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct MenuState {
    pub hands: Vec<Vec<i64>>,
    pub picks: Vec<Option<i64>>,
    pub scores: Vec<i64>,
    pub round: u32,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MenuAction {
    Take(i64),
    Pass,
}

fn text(s: String) -> Msg {
    Msg::new("status-title").arg("title", s)
}

impl Game for Menu {
    type State = MenuState;
    type Action = MenuAction;

    fn title(&self) -> &'static str {
        "menu"
    }
    fn seats(&self) -> std::ops::RangeInclusive<usize> {
        2..=3
    }
    fn setup(&self, setup: &Setup) -> Result<MenuState, Msg> {
        let n = setup.seats;
        Ok(MenuState {
            hands: (0..n)
                .map(|s| (1..=CARDS).map(|c| (s as i64 + 1) * 100 + c).collect())
                .collect(),
            picks: vec![None; n],
            scores: vec![0; n],
            round: 0,
        })
    }
    fn to_act(&self, s: &MenuState) -> Vec<Seat> {
        if s.round >= ROUNDS {
            return vec![];
        }
        (0..s.picks.len())
            .filter(|&i| s.picks[i].is_none())
            .collect()
    }
    fn legal_actions(&self, s: &MenuState, seat: Seat) -> Vec<MenuAction> {
        if !self.to_act(s).contains(&seat) {
            return vec![];
        }
        let mut v: Vec<MenuAction> = s.hands[seat].iter().map(|&c| MenuAction::Take(c)).collect();
        v.push(MenuAction::Pass);
        v
    }
    fn apply(&self, s: &mut MenuState, seat: Seat, a: &MenuAction) -> Result<Applied, Msg> {
        if seat >= s.picks.len() || s.picks[seat].is_some() {
            return Err(Msg::new("error-not-your-turn"));
        }
        let pick = match a {
            MenuAction::Take(c) => {
                let Some(i) = s.hands[seat].iter().position(|x| x == c) else {
                    return Err(Msg::new("error-not-your-turn"));
                };
                s.hands[seat].remove(i);
                *c
            }
            MenuAction::Pass => 0,
        };
        s.picks[seat] = Some(pick);
        let mut applied = Applied::public(text(format!("seat {} has chosen", seat + 1)));
        applied
            .private
            .push((seat, text(format!("you chose card {pick}"))));
        if s.picks.iter().all(Option::is_some) {
            let revealed: Vec<String> =
                s.picks.iter().map(|p| p.unwrap_or(0).to_string()).collect();
            for (i, p) in s.picks.iter().enumerate() {
                s.scores[i] += p.unwrap_or(0) % 100;
            }
            s.picks = vec![None; s.picks.len()];
            s.round += 1;
            applied
                .public
                .push(text(format!("revealed: {}", revealed.join(", "))));
            applied.revealed = true;
        }
        Ok(applied)
    }
    fn notation(&self, _: &MenuState, a: &MenuAction) -> String {
        match a {
            MenuAction::Take(c) => format!("take {c}"),
            MenuAction::Pass => "pass".into(),
        }
    }
    fn outcome(&self, s: &MenuState) -> Option<Outcome> {
        (s.round >= ROUNDS).then(|| Outcome::ranked(s.scores.clone(), vec![0; s.scores.len()]))
    }
    fn status(&self, s: &MenuState) -> Msg {
        text(format!("menu round {}: {:?}", s.round + 1, s.scores))
    }
    fn private_text(&self, s: &MenuState, seat: Seat) -> Msg {
        match s.picks.get(seat).copied().flatten() {
            Some(p) => text(format!("your pick this round: card {p}")),
            None => text(format!("cards left in your hand: {}", s.hands[seat].len())),
        }
    }
    fn board_svg(&self, s: &MenuState, _tr: &dyn Translate) -> String {
        let mut svg = Svg::new(600, 100 + 40 * s.scores.len() as u32);
        svg.title_bar("Menu", &format!("round {}", s.round + 1));
        for (i, sc) in s.scores.iter().enumerate() {
            let y = 110.0 + 40.0 * i as f32;
            svg.text(
                20.0,
                y,
                20.0,
                &format!("seat {}: {sc}", i + 1),
                "start",
                "#000",
                false,
            );
        }
        svg.finish()
    }
    fn seat_svg(&self, s: &MenuState, seat: Seat, _tr: &dyn Translate) -> String {
        let mut svg = Svg::new(400, 100);
        let line = match s.picks[seat] {
            Some(p) => format!("your pick this round: card {p}"),
            None => format!("{} cards in hand", s.hands[seat].len()),
        };
        svg.text(20.0, 60.0, 20.0, &line, "start", "#000", true);
        svg.finish()
    }
}
