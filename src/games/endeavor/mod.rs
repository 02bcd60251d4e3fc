//! Endeavor (de Visser & Gray, Z-Man Games 2009) for 3 to 5 players.
//!
//! Seven rounds of Build, Growth, Salary and Action: players raise four
//! status tracks (Industry, Culture, Finance, Politics) with buildings,
//! trade tokens and asset cards, ship population to six overseas regions,
//! occupy and attack cities, and score Glory at the end of round 7. Every
//! piece of information is public; the only chance is the token layout
//! and the first player at setup.
//!
//! `rules.rs` holds the state and what may happen, `content.rs` the map
//! and the pack, `render.rs` the boards. The rules follow
//! `shared/rules/endeavor.md`; its §9 readings are table options.

mod bot;
pub mod content;
pub mod render;
pub mod rules;

use crate::content::ContentError;
use crate::engine::{
    normalize_notation, Applied, ContentReport, Game, Msg, OptionSpec, Outcome, Seat, Setup,
    Translate,
};
use crate::msg;
use content::Content;
use rules::{Action, Flags, Phase, State};
use std::ops::RangeInclusive;
use std::path::Path;
use std::sync::Arc;

pub const TITLE: &str = "endeavor";

/// The Endeavor title with its content pack.
pub struct Endeavor {
    pub content: Arc<Content>,
}

impl Endeavor {
    /// Loads the pack (embedded, overridden from `content_dir`).
    pub fn load(content_dir: Option<&Path>) -> Result<Endeavor, ContentError> {
        Ok(Endeavor {
            content: Arc::new(Content::load(content_dir)?),
        })
    }

    /// The title with the embedded pack (tests, benches).
    pub fn embedded() -> Endeavor {
        Endeavor::load(None).expect("the embedded Endeavor pack loads")
    }

    /// The registry entry.
    pub fn title(
        content_dir: Option<&Path>,
    ) -> Result<Arc<dyn crate::engine::Title>, ContentError> {
        Ok(crate::engine::Erased::new(Endeavor::load(content_dir)?))
    }

    fn flags(setup: &Setup) -> Flags {
        let o = &setup.options;
        let d = Flags::default();
        Flags {
            slavery_penalty_needs_abolition: o
                .get("slavery_penalty_needs_abolition")
                .map_or(d.slavery_penalty_needs_abolition, |v| v == "true"),
            ship_ship_same_region: o
                .get("ship_ship_same_region")
                .map_or(d.ship_ship_same_region, |v| v == "true"),
            draw_draw_same_deck: o
                .get("draw_draw_same_deck")
                .map_or(d.draw_draw_same_deck, |v| v == "true"),
            build_fallback: o
                .get("build_fallback")
                .map_or(d.build_fallback, str::to_string),
            empty_activation: o
                .get("empty_activation")
                .map_or(d.empty_activation, |v| v == "true"),
            empty_payment: o
                .get("empty_payment")
                .map_or(d.empty_payment, |v| v == "true"),
        }
    }
}

impl Game for Endeavor {
    type State = State;
    type Action = Action;

    fn title(&self) -> &'static str {
        TITLE
    }

    fn seats(&self) -> RangeInclusive<usize> {
        3..=5
    }

    fn options(&self) -> Vec<OptionSpec> {
        vec![
            OptionSpec::bool(
                "slavery_penalty_needs_abolition",
                false,
                "endeavor-opt-slavery-penalty",
            ),
            OptionSpec::bool("ship_ship_same_region", false, "endeavor-opt-ship-ship"),
            OptionSpec::bool("draw_draw_same_deck", true, "endeavor-opt-draw-draw"),
            OptionSpec::choice(
                "build_fallback",
                &["lowest", "next", "any"],
                "lowest",
                "endeavor-opt-build-fallback",
            ),
            OptionSpec::bool("empty_activation", false, "endeavor-opt-empty-activation"),
            OptionSpec::bool("empty_payment", false, "endeavor-opt-empty-payment"),
        ]
    }

    fn setup(&self, setup: &Setup) -> Result<State, Msg> {
        if !self.content.is_valid() {
            return Err(msg!(
                "endeavor-error-content",
                errors = self.content.report.errors.len()
            ));
        }
        if !(3..=5).contains(&setup.seats) {
            return Err(Msg::new("error-seat-count")
                .arg("title", TITLE)
                .arg("min", 3)
                .arg("max", 5)
                .arg("given", setup.seats));
        }
        let mut state = State::new(&self.content, setup.seats, Self::flags(setup), setup.seed);
        state.advance(&self.content, &mut Vec::new());
        Ok(state)
    }

    fn to_act(&self, state: &State) -> Vec<Seat> {
        state.to_act()
    }

    fn legal_actions(&self, state: &State, seat: Seat) -> Vec<Action> {
        state.legal_actions(&self.content, seat)
    }

    fn apply(&self, state: &mut State, seat: Seat, action: &Action) -> Result<Applied, Msg> {
        let log = state.apply(&self.content, seat, action)?;
        Ok(Applied {
            public: log,
            private: Vec::new(),
            revealed: false,
        })
    }

    fn notation(&self, _state: &State, action: &Action) -> String {
        notation(&self.content, action)
    }

    fn parse(&self, state: &State, seat: Seat, text: &str) -> Result<Action, Msg> {
        let wanted = normalize_notation(text);
        let legal = self.legal_actions(state, seat);
        // Exact notation first; then names as printed ("build Trade House",
        // "occupy Cape Town").
        legal
            .iter()
            .find(|a| normalize_notation(&notation(&self.content, a)) == wanted)
            .or_else(|| {
                legal
                    .iter()
                    .find(|a| normalize_notation(&named(&self.content, a)) == wanted)
            })
            .cloned()
            .ok_or_else(|| Msg::new("error-not-legal").arg("action", text.trim()))
    }

    fn determinize(&self, state: &State, seat: Seat, rng: &mut crate::engine::GameRng) -> State {
        bot::determinize(state, seat, rng)
    }
    fn evaluate(&self, state: &State, seat: Seat) -> f64 {
        bot::evaluate(&self.content, state, seat)
    }
    fn outcome(&self, state: &State) -> Option<Outcome> {
        let scores = state.scores.clone()?;
        let n = scores.len();
        // SC-10: no tie-breaker; tied seats share the rank.
        Some(Outcome::ranked(scores, vec![0; n]))
    }

    fn status(&self, state: &State) -> Msg {
        let c = &self.content;
        if let Some(scores) = &state.scores {
            let lines = scores
                .iter()
                .enumerate()
                .map(|(s, v)| msg!("endeavor-status-score", seat = s + 1, glory = *v))
                .collect();
            return Msg::lines(vec![msg!("endeavor-status-over"), Msg::lines(lines)]);
        }
        let phase = match state.phase {
            Phase::Build => "endeavor-phase-build",
            Phase::Salary => "endeavor-phase-salary",
            Phase::Action => "endeavor-phase-action",
            Phase::Over => "endeavor-phase-over",
        };
        let mut lines = vec![msg!(
            "endeavor-status",
            round = state.round as i64,
            phase = Msg::new(phase),
            first = state.first + 1
        )];
        for s in state.to_act() {
            lines.push(msg!("endeavor-status-to-act", seat = s + 1));
        }
        for s in 0..state.seats() {
            lines.push(msg!(
                "endeavor-status-score-so-far",
                seat = s + 1,
                glory = state.score(c, s).total()
            ));
        }
        Msg::lines(lines)
    }

    fn private_text(&self, state: &State, seat: Seat) -> Msg {
        let c = &self.content;
        if seat >= state.seats() {
            return msg!("endeavor-error-illegal");
        }
        let p = &state.players[seat];
        let st = state.status(c, seat);
        let cards: Vec<String> = p.cards.iter().map(|&k| c.cards[k].name.clone()).collect();
        let buildings: Vec<String> = p
            .buildings
            .iter()
            .map(|b| {
                let name = c.buildings[b.kind].name.clone();
                if b.occupied {
                    format!("{name} (*)")
                } else {
                    name
                }
            })
            .collect();
        Msg::lines(vec![
            msg!(
                "endeavor-private-status",
                industry = st[0],
                culture = st[1],
                finance = st[2],
                politics = st[3],
                build = state.level(c, seat, 0),
                growth = state.level(c, seat, 1),
                salary = state.level(c, seat, 2),
                limit = state.level(c, seat, 3)
            ),
            msg!(
                "endeavor-private-pieces",
                harbor = p.harbor,
                supply = p.supply
            ),
            msg!("endeavor-private-buildings", list = buildings.join(", ")),
            msg!(
                "endeavor-private-cards",
                list = cards.join(", "),
                governor = p
                    .governor
                    .map_or_else(|| "-".to_string(), |k| c.cards[k].name.clone())
            ),
        ])
    }

    fn board_svg(&self, state: &State, tr: &dyn Translate) -> String {
        render::board(&self.content, state, tr)
    }

    fn seat_svg(&self, state: &State, seat: Seat, tr: &dyn Translate) -> String {
        render::seat(&self.content, state, seat, tr)
    }

    fn content(&self) -> ContentReport {
        self.content.report.clone()
    }
}

/// The typed form of an action, from content ids (`occupy cape-town`).
pub fn notation(c: &Content, action: &Action) -> String {
    let b = |k: &usize| c.buildings[*k].id.as_str();
    match action {
        Action::Build(k) => format!("build {}", b(k)),
        Action::Free(k) => format!("free {}", b(k)),
        Action::Activate(k) => format!("activate {}", b(k)),
        Action::Token(k) => format!("token {}", c.tokens[*k].id),
        Action::Ship(r) => format!("ship {}", c.regions[*r].id),
        Action::Occupy(i) => format!("occupy {}", c.cities[*i].id),
        Action::Attack(i) => format!("attack {}", c.cities[*i].id),
        Action::Pay(k) => format!("pay {}", b(k)),
        Action::Draw(d) => format!("draw {}", c.decks[*d].id),
        Action::Done => "done".into(),
        Action::Pass => "pass".into(),
        Action::Govern(k) => format!("govern {}", c.cards[*k].id),
        Action::Ungovern => "ungovern".into(),
        Action::Discard(k) => format!("discard {}", c.cards[*k].id),
        Action::Keep => "keep".into(),
    }
}

/// The same action with printed names (`occupy Cape Town`), also accepted.
fn named(c: &Content, action: &Action) -> String {
    let b = |k: &usize| c.buildings[*k].name.as_str();
    match action {
        Action::Build(k) => format!("build {}", b(k)),
        Action::Free(k) => format!("free {}", b(k)),
        Action::Activate(k) => format!("activate {}", b(k)),
        Action::Token(k) => format!("token {}", c.tokens[*k].name),
        Action::Ship(r) => format!("ship {}", c.regions[*r].name),
        Action::Occupy(i) => format!("occupy {}", c.cities[*i].name),
        Action::Attack(i) => format!("attack {}", c.cities[*i].name),
        Action::Pay(k) => format!("pay {}", b(k)),
        Action::Draw(d) => format!("draw {}", c.decks[*d].name),
        Action::Govern(k) => format!("govern {}", c.cards[*k].name),
        Action::Discard(k) => format!("discard {}", c.cards[*k].name),
        other => notation(c, other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every `endeavor-*` id written in this folder has English text.
    #[test]
    fn every_message_id_has_english_text() {
        let i18n = crate::i18n::I18n::load().unwrap();
        let en = i18n.english();
        let sources = [
            include_str!("mod.rs"),
            include_str!("rules.rs"),
            include_str!("render.rs"),
        ];
        let mut missing = Vec::new();
        for src in sources {
            for part in src.split('"').skip(1).step_by(2) {
                if part.starts_with("endeavor-")
                    && part.chars().all(|c| c.is_ascii_lowercase() || c == '-')
                    && !part.ends_with('-')
                    && !en.has(part)
                {
                    missing.push(part.to_string());
                }
            }
        }
        assert!(missing.is_empty(), "no English text for {missing:?}");
    }

    #[test]
    fn options_have_help_text_and_recommended_defaults() {
        let g = Endeavor::embedded();
        let i18n = crate::i18n::I18n::load().unwrap();
        let en = i18n.english();
        for o in g.options() {
            assert!(en.has(o.help), "{}", o.help);
        }
        assert_eq!(
            Flags::default(),
            Endeavor::flags(&Setup {
                seats: 3,
                options: crate::engine::Options::new().resolve(&g.options()).unwrap(),
                seed: 0,
            })
        );
    }
}
