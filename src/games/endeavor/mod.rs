//! Endeavor (de Visser & Gray, Z-Man Games 2009) for 3 to 5 players.
//!
//! Seven rounds of Build, Growth, Salary and Action: players raise four
//! status tracks (Industry, Culture, Finance, Politics) with buildings,
//! trade tokens and asset cards, ship population to six overseas regions,
//! occupy and attack cities, and score Glory at the end of round 7. Every
//! piece of information is public; the only chance is the token layout
//! and the first player at setup.
//!
//! `rules.rs` holds the state and what may happen (one file per phase
//! under `rules/`), `talk.rs` how it is told, `content.rs` the map and the
//! pack, `render.rs` the boards. The rules follow
//! `shared/rules/endeavor.md`; its §9 readings are table options.

mod bot;
pub mod cards;
pub mod content;
mod hint;
mod phone;
pub mod render;
pub mod rules;
mod talk;

use crate::content::ContentError;
use crate::engine::{
    normalize_notation, Applied, Arg, Choice, ContentReport, Game, Msg, OptionSpec, Outcome, Seat,
    Setup, Stage, Told, Translate,
};
use crate::msg;
use content::{Content, Named};
use rules::{Action, Flags, State};
use std::ops::RangeInclusive;
use std::path::Path;
use std::sync::Arc;
use talk::{describe, named, prompt, tell};
pub use talk::{notation, offer_msg};

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
    /// The move played for a seat whose turn clock ran out (`on_timeout:
    /// skip`). Endeavor: passing ends the seat's actions for the round; elsewhere the first listed choice stands.
    fn default_action(&self, state: &State, seat: Seat) -> Option<Action> {
        crate::engine::pass_or_first(self.legal_actions(state, seat), |a| {
            matches!(a, Action::Pass)
        })
    }

    fn apply(&self, state: &mut State, seat: Seat, action: &Action) -> Result<Applied, Msg> {
        let log = state.apply(&self.content, seat, action)?;
        Ok(Applied {
            public: log,
            private: Vec::new(),
            revealed: false,
        })
    }

    /// Every action is public in Endeavor (the decks lie face up), so the
    /// acting seat reads the same words as everyone.
    fn tell(&self, state: &State, seat: Seat, action: &Action) -> Told {
        Told {
            public: tell(&self.content, state, seat, action),
            own: None,
        }
    }

    fn describe(&self, state: &State, seat: Seat, action: &Action) -> Choice {
        let (label, detail) = describe(&self.content, state, seat, action);
        Choice {
            notation: notation(&self.content, action),
            label,
            detail: Some(detail),
        }
    }

    fn prompt(&self, state: &State, seat: Seat) -> Option<Msg> {
        prompt(&self.content, state, seat)
    }

    fn stage(&self, state: &State) -> Stage {
        Stage {
            round: state.round as u32,
            phase: Msg::new(render::phase_id(state.phase)),
        }
    }

    /// Endeavor has no hidden information: decks lie face up in a known
    /// order, tokens are placed face up, and every hand and choice is on
    /// the table (spec §1). Nothing is secret, so nothing is listed.
    fn secrets(&self, _state: &State, _seat: Seat) -> Vec<String> {
        Vec::new()
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

    fn tallies(&self, state: &State, seat: Seat) -> Vec<crate::engine::Tally> {
        hint::tallies(&self.content, state, seat)
    }
    fn determinize(&self, state: &State, seat: Seat, rng: &mut crate::engine::GameRng) -> State {
        bot::determinize(state, seat, rng)
    }
    fn evaluate(&self, state: &State, seat: Seat) -> f64 {
        bot::evaluate(&self.content, state, seat)
    }
    fn seat_tally(&self, state: &State, seat: Seat) -> Option<String> {
        bot::seat_tally(state, seat)
    }
    fn bot_tuning(&self) -> crate::engine::BotTuning {
        bot::tuning()
    }
    fn outcome(&self, state: &State) -> Option<Outcome> {
        let scores = state.scores.clone()?;
        let n = scores.len();
        // SC-10: no tie-breaker; tied seats share the rank.
        Some(Outcome::ranked(scores, vec![0; n]))
    }

    fn status(&self, state: &State) -> Msg {
        let c = &self.content;
        if let Some(outcome) = self.outcome(state) {
            let mut order: Vec<Seat> = (0..outcome.scores.len()).collect();
            order.sort_by_key(|&s| (outcome.ranks[s], s));
            let lines = order
                .into_iter()
                .map(|s| {
                    msg!(
                        "endeavor-status-score",
                        rank = outcome.ranks[s],
                        seat = Msg::seat(s),
                        glory = outcome.scores[s]
                    )
                })
                .collect();
            return Msg::lines(vec![msg!("endeavor-status-over"), Msg::lines(lines)]);
        }
        let mut lines = vec![msg!(
            "endeavor-status",
            round = state.round as i64,
            phase = Msg::new(render::phase_id(state.phase)),
            first = Msg::seat(state.first)
        )];
        for s in state.to_act() {
            lines.push(msg!("endeavor-status-to-act", seat = Msg::seat(s)));
        }
        for s in 0..state.seats() {
            lines.push(msg!(
                "endeavor-status-score-so-far",
                seat = Msg::seat(s),
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
        let cards: Vec<Arg> = p
            .cards
            .iter()
            .map(|&k| c.cards[k].name_msg().into())
            .collect();
        let buildings: Vec<Arg> = p
            .buildings
            .iter()
            .map(|b| {
                let name = c.buildings[b.kind].name_msg();
                if b.occupied {
                    Msg::join(" ", vec![name.into(), "(*)".into()]).into()
                } else {
                    name.into()
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
            msg!(
                "endeavor-private-buildings",
                list = Msg::join(", ", buildings)
            ),
            msg!(
                "endeavor-private-cards",
                list = if cards.is_empty() {
                    Msg::join("", vec!["-".into()])
                } else {
                    Msg::join(", ", cards)
                },
                governor = p.governor.map_or_else(
                    || Msg::join("", vec!["-".into()]),
                    |k| c.cards[k].name_msg()
                )
            ),
        ])
    }

    fn board_svg(&self, state: &State, tr: &dyn Translate) -> String {
        render::board(&self.content, state, tr)
    }

    /// The phone board: the header, the regions, the buildings left and
    /// the players (`phone.rs`).
    fn board_panels_svg(&self, state: &State, tr: &dyn Translate) -> Vec<String> {
        phone::panels(&self.content, state, tr)
    }

    /// A seat's view, laid out for a phone (`phone.rs`).
    fn seat_svg(&self, state: &State, seat: Seat, tr: &dyn Translate) -> String {
        phone::seat(&self.content, state, seat, tr)
    }

    fn content(&self) -> ContentReport {
        self.content.report.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Phase;

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

    fn start(seats: usize, seed: u64) -> (Endeavor, State) {
        let g = Endeavor::embedded();
        let st = g
            .setup(&Setup {
                seats,
                options: crate::engine::Options::new().resolve(&g.options()).unwrap(),
                seed,
            })
            .unwrap();
        (g, st)
    }

    const NAMES: [&str; 5] = ["ann", "bob", "cyd", "dee", "eve"];

    /// Renders messages in English with the players' names, as the host does.
    fn english(msgs: &[Msg]) -> Vec<String> {
        let i18n = crate::i18n::I18n::load().unwrap();
        let en = i18n.english();
        let names: Vec<String> = NAMES.iter().map(|n| n.to_string()).collect();
        let named = crate::i18n::Named {
            lang: &en,
            names: &names,
        };
        msgs.iter().map(|m| named.tr(m)).collect()
    }

    /// Plays `pick`'s choice for whoever acts until `stop` says so,
    /// returning every public message told (actions and what followed).
    fn play_until(
        g: &Endeavor,
        st: &mut State,
        mut pick: impl FnMut(&State, &[Action]) -> usize,
        mut stop: impl FnMut(&State, &[String]) -> bool,
    ) -> Vec<String> {
        let mut told = Vec::new();
        for _ in 0..5000 {
            if stop(st, &told) || g.outcome(st).is_some() {
                break;
            }
            let seat = g.to_act(st)[0];
            let legal = g.legal_actions(st, seat);
            let action = legal[pick(st, &legal)].clone();
            let mut msgs = vec![g.tell(st, seat, &action).public];
            msgs.extend(g.apply(st, seat, &action).unwrap().public);
            told.extend(english(&msgs));
        }
        told
    }

    /// Ship and occupy first, then activate, else the first choice.
    fn busy(_: &State, legal: &[Action]) -> usize {
        legal
            .iter()
            .position(|a| matches!(a, Action::Ship(_) | Action::Occupy(_)))
            .or_else(|| legal.iter().position(|a| matches!(a, Action::Activate(_))))
            .unwrap_or(0)
    }

    #[test]
    fn growth_and_salary_are_told_with_each_players_numbers() {
        let (g, mut st) = start(3, 7);
        let told = play_until(&g, &mut st, busy, |st, _| st.round == 3);
        // Round 1: everyone builds a level-1 building; growth gives each
        // seat its Culture level (at least 1, spec G-1 and the track table).
        let growth = told
            .iter()
            .find(|l| l.starts_with("Growth, round 1:"))
            .unwrap();
        for name in &NAMES[..3] {
            assert!(growth.contains(&format!("{name} +")), "{growth}");
        }
        assert!(growth.contains("harbor "), "{growth}");
        // A seat choosing what to free splits the phase's line in two.
        let salary: Vec<&str> = told
            .iter()
            .filter(|l| l.starts_with("Salary, round 2:"))
            .map(String::as_str)
            .collect();
        let salary = salary.join(" / ");
        for name in &NAMES[..3] {
            assert!(salary.contains(&format!("{name} frees ")), "{salary}");
        }
        assert!(salary.contains(" of "), "{salary}");
        for line in &told {
            assert!(!line.contains("Player") && !line.contains("Seat"), "{line}");
        }
    }

    #[test]
    fn a_ship_tells_the_token_it_takes_and_what_it_gives() {
        let (g, mut st) = start(3, 11);
        let c = &g.content;
        let told = play_until(&g, &mut st, busy, |_, told| {
            told.iter().any(|l| l.contains(" track and its "))
        });
        let line = told.iter().find(|l| l.contains(" track and its ")).unwrap();
        // "ann takes space 1 of 5 on the Caribbean track and its Culture token: +1 Culture."
        assert!(line.contains("takes space 1 of "), "{line}");
        assert!(
            c.tokens
                .iter()
                .any(|t| line.contains(&format!("its {} token: ", t.name))),
            "{line}"
        );
        assert!(
            line.contains(": +1 ") || line.contains("action to spend later"),
            "{line}"
        );
    }

    #[test]
    fn choices_and_prompts_carry_their_amounts() {
        let (g, mut st) = start(3, 3);
        let seat = g.to_act(&st)[0];
        let prompt = english(&[g.prompt(&st, seat).unwrap()]).remove(0);
        assert!(prompt.contains("your build level is 1"), "{prompt}");
        for a in g.legal_actions(&st, seat) {
            let choice = g.describe(&st, seat, &a);
            let text = english(&[choice.label, choice.detail.unwrap()]);
            assert!(text[0].starts_with("Build "), "{text:?}");
            assert!(
                text[1].contains("gives ") && text[1].contains(" left"),
                "{text:?}"
            );
            assert!(text[0].chars().count() <= 80 && text[1].chars().count() <= 100);
        }
        // Into the Action phase: ships name the space and the token.
        play_until(&g, &mut st, busy, |st, _| {
            st.pending
                .as_ref()
                .is_some_and(|p| p.offer.parts.contains(&content::Basic::Ship))
        });
        let seat = g.to_act(&st)[0];
        let prompt = english(&[g.prompt(&st, seat).unwrap()]).remove(0);
        // "1 worker in your harbor", "2 workers in your harbor".
        assert!(prompt.contains(" in your harbor"), "{prompt}");
        let ship = g
            .legal_actions(&st, seat)
            .into_iter()
            .find(|a| matches!(a, Action::Ship(_)))
            .unwrap();
        let choice = g.describe(&st, seat, &ship);
        let detail = english(&[choice.detail.unwrap()]).remove(0);
        assert!(detail.starts_with("1 worker to space 1 of "), "{detail}");
        assert!(detail.contains("takes "), "{detail}");
    }

    #[test]
    fn the_card_limit_prompt_says_how_many_to_discard() {
        let (g, mut st) = start(3, 5);
        let c = &g.content;
        st.phase = Phase::Action;
        let seat = st.turn;
        let cards: Vec<usize> = (0..c.cards.len())
            .filter(|&k| !c.cards[k].governor && !c.cards[k].slavery)
            .take(3)
            .collect();
        for d in st.decks.iter_mut() {
            d.retain(|k| !cards.contains(k));
        }
        st.players[seat].cards = cards;
        let held = st.players[seat].cards.len();
        let limit = st.allowed_cards(c, seat);
        assert!(held > limit);
        let told = english(&g.apply(&mut st, seat, &Action::Pass).unwrap().public);
        assert!(told.is_empty(), "the pass itself is told by tell: {told:?}");
        let prompt = english(&[g.prompt(&st, seat).unwrap()]).remove(0);
        assert_eq!(
            prompt,
            format!(
                "Card limit: you hold {held}, your limit is {limit}: discard {}.",
                held - limit
            )
        );
    }

    #[test]
    fn the_end_tells_a_ranked_account_by_category_and_shared_places() {
        let (g, mut st) = start(3, 1);
        st.round = 7;
        st.phase = Phase::Action;
        for p in &mut st.players {
            p.passed = true;
        }
        st.players[0].passed = false;
        let seat = 0;
        st.turn = seat;
        let told = english(&g.apply(&mut st, seat, &Action::Pass).unwrap().public);
        assert_eq!(told[0], "Round 7 is over: the game ends. Final Glory:");
        // Everyone scores 3 for the empty governor space: a three-way tie.
        assert!(
            told[1].starts_with("1. ann: 3 Glory (cities 0,"),
            "{told:?}"
        );
        assert!(told[1].contains("empty governor space 3"), "{}", told[1]);
        assert_eq!(
            told.last().unwrap(),
            "No tie-breaker in Endeavor: ann · bob · cyd share place 1."
        );
        let stage = g.stage(&st);
        assert_eq!(english(&[stage.phase]), ["Game over"]);
    }

    #[test]
    fn every_action_is_told_by_name_and_status_names_seats() {
        let (g, mut st) = start(4, 9);
        let told = play_until(&g, &mut st, |_, legal| legal.len() - 1, |_, _| false);
        assert!(g.outcome(&st).is_some());
        assert!(told.iter().any(|l| l.starts_with("ann ")), "{told:?}");
        for line in &told {
            assert!(!line.contains("Player") && !line.contains("Seat"), "{line}");
        }
        let status = english(&[g.status(&st)]).remove(0);
        assert!(status.contains("1. "), "{status}");
        assert!(
            !status.contains("Player") && !status.contains("Seat"),
            "{status}"
        );
        assert!(g.secrets(&st, 0).is_empty());
    }

    /// Every choice of every seat along whole games has a label and a
    /// detail that fit Discord (80 and 100 characters) and carry numbers
    /// or names, never "Player N".
    #[test]
    fn every_choice_fits_a_button_and_says_what_it_costs() {
        let mut seen = 0;
        for (seats, seed) in [(3, 21u64), (5, 22)] {
            let (g, mut st) = start(seats, seed);
            let mut step = 0usize;
            while g.outcome(&st).is_none() {
                let seat = g.to_act(&st)[0];
                let legal = g.legal_actions(&st, seat);
                for a in &legal {
                    let choice = g.describe(&st, seat, a);
                    let text = english(&[choice.label, choice.detail.unwrap()]);
                    assert!(text[0].chars().count() <= 80, "{}", text[0]);
                    assert!(text[1].chars().count() <= 100, "{}", text[1]);
                    assert!(!text[1].is_empty());
                    assert!(!text.concat().contains("Player"), "{text:?}");
                    seen += 1;
                }
                let pick = legal
                    .iter()
                    .position(|a| !matches!(a, Action::Pass))
                    .filter(|_| !step.is_multiple_of(3))
                    .unwrap_or(legal.len() - 1);
                g.apply(&mut st, seat, &legal[pick]).unwrap();
                step += 1;
            }
        }
        assert!(seen > 500, "{seen} choices");
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
