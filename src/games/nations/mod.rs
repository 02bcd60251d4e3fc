//! Nations (Lautapelit.fi, 2013): 1 to 5 nations grow from antiquity to
//! the industrial age over 8 rounds, buying progress cards, putting workers
//! on them and building wonders, while wars, events and famines test them.
//!
//! This module says what the game is: its state, its options and its
//! actions in notation. `rules.rs` says what may happen: its step machine
//! runs a round (Maintenance §5, Action phase §6, Resolution §7) and
//! `rules/` holds each phase's rules in a file named for it (`setup`,
//! `maintenance`, `actions`, `resolution`, `scoring`, with §2's core
//! concepts in `concepts`). `content.rs` says what exists (the pack),
//! `render.rs` what the full board looks like and `phone.rs` the phone's
//! panels and seat views, `talk.rs` how it is told. Rule numbers
//! in comments refer to `shared/rules/nations.md`.

mod bot;
pub mod cards;
pub mod content;
mod hint;
mod phone;
mod render;
pub mod rules;
pub mod talk;

use crate::engine::{
    ContentReport, Game, GameRng, Heuristic, Msg, OptionSpec, Outcome, Seat, Setup, Translate,
};
use crate::msg;
use content::{Content, Resource};
use serde::{Deserialize, Serialize};
use std::ops::RangeInclusive;
use std::path::Path;
use std::sync::Arc;

pub use rules::Step;

/// The neutral player of the solo game sits at this index of the turn
/// order (one past the last seat).
pub fn neutral_index(state: &State) -> usize {
    state.players.len()
}

/// A section of the population track (Nations §2.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Section {
    Food,
    Stability,
}

impl Section {
    pub fn word(self) -> &'static str {
        match self {
            Section::Food => "food",
            Section::Stability => "stability",
        }
    }
}

/// A Building or Military card on a player board with its workers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Slot {
    pub card: String,
    pub workers: i32,
}

/// One nation.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub nation: String,
    pub side: String,
    pub difficulty: String,
    pub gold: i32,
    pub stone: i32,
    pub food: i32,
    pub books: i32,
    pub vp: i32,
    /// Workers still on the Food and Stability sections (0..=4 each).
    pub pop_food: i32,
    pub pop_stab: i32,
    /// Workers above the full track (Nations §2.3.5).
    pub free: i32,
    /// Easier game: Food-section spaces whose penalty is hidden.
    pub hidden_food: i32,
    /// Easier game: Stability-section spaces whose penalty is hidden
    /// (left out of the state's JSON while 0, so older games hash alike).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub hidden_stab: i32,
    pub reserve: i32,
    pub slots: Vec<Slot>,
    pub advisors: Vec<String>,
    pub colonies: Vec<String>,
    /// The wonder under construction, its filled sections and architects.
    pub wonder: Option<String>,
    pub built: i32,
    pub wonder_architects: i32,
    pub wonders: Vec<String>,
    pub private_architects: i32,
    /// Cards (and hooks) carrying a Used marker this round.
    pub used: Vec<String>,
    /// Cards that gave up a worker (undeployed, or moved to another card)
    /// since this nation's last action that cost it something; a deploy
    /// that costs nothing may not put a worker back on one of them (see
    /// `rules::decisions::legal_actions`, §2.4).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub freed: Vec<String>,
    /// Rules version 2 on: the worker layouts (reserve, then workers per
    /// slot) this nation has had since it last spent something, once it
    /// has made a free move; a free deploy may not bring one back (see
    /// `rules::decisions::legal_actions`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub layouts: Vec<Vec<u8>>,
    pub passed: bool,
    pub first_turn_done: bool,
    /// Shortfall VP taken this round, by resource (Gold, Stone, Food, Books).
    pub shortfall: [bool; 4],
    /// Counts as least stable for the rest of this round (Versailles).
    pub least_stable: bool,
}

impl Player {
    pub fn get(&self, r: Resource) -> i32 {
        match r {
            Resource::Gold => self.gold,
            Resource::Stone => self.stone,
            Resource::Food => self.food,
            Resource::Books => self.books,
        }
    }
    pub fn get_mut(&mut self, r: Resource) -> &mut i32 {
        match r {
            Resource::Gold => &mut self.gold,
            Resource::Stone => &mut self.stone,
            Resource::Food => &mut self.food,
            Resource::Books => &mut self.books,
        }
    }
    /// Every worker the nation has, wherever it is.
    pub fn total_workers(&self) -> i32 {
        self.pop_food
            + self.pop_stab
            + self.free
            + self.reserve
            + self.slots.iter().map(|s| s.workers).sum::<i32>()
    }
}

/// The bought War of this round (Nations §9.7).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct War {
    pub card: String,
    pub strength: i32,
    /// The buying seat, or the neutral index in solo.
    pub buyer: usize,
}

/// One nation defeated in this round's War (§7.3): the printed loss, the
/// part its Stability cancels and how it spreads that part.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Defeat {
    pub seat: usize,
    /// Units lost per resource (gold, stone, food, books), before Stability.
    pub loss: [i32; 4],
    /// Units cancelled per resource, chosen by the nation.
    pub spare: [i32; 4],
    /// How many units Stability cancels in all.
    pub reduction: i32,
}

/// The neutral player of the solo game (Nations §10.7).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Neutral {
    pub military: i32,
    pub stability: i32,
    pub books: i32,
    pub last_roll: Option<u8>,
}

/// A decision the rules wait for from one seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pending {
    /// B sides: pick a nation and a side (§3.7).
    PickNation,
    /// Grow or take bonus resources (§5.3).
    Growth,
    /// Machiavelli: keep one of two event cards (§5.4.4).
    ChooseEvent(Vec<String>),
    /// Where a bought Building/Military card goes.
    Place(String),
    /// Which colony (or advisor) to remove for the new one.
    DropColony,
    DropAdvisor(String),
    /// Where a completed wonder goes.
    PlaceWonder(String),
    /// Gain `n` of Books, Food or Stone (Battle, special actions).
    Gain(i32),
    /// Golden Age: resources or 1 VP (§9.5).
    Golden(String),
    GoldenPay(i32),
    /// Lose `n` resources of one's choice (Book shortfall, §2.7).
    Lose(i32),
    /// Take `n` workers from the population track (events).
    Take(i32),
    /// Give back `n` workers (events).
    Return(i32),
    /// Event choices (§7.4): accept or decline.
    EventYesNo(u8),
    /// Fourth Crusade: the chooser picks the resource.
    Crusade(u8),
    /// Zoroastrian Revival: bonus for oneself or penalty for others.
    Zoroaster(u8),
    /// An effect removes one advisor and the nation holds two (Porcelain
    /// Tower): it chooses which goes (§9.1.3).
    LoseAdvisor,
    /// The Porcelain Tower is gone: keep advisors down to the normal limit.
    TrimAdvisors,
    /// A defeated nation picks which units of a several-type War loss its
    /// Stability cancels.
    WarSpare,
    /// Easier game: the section the extra worker comes from (§3.8, §2.3.2).
    EasierWorker,
}

fn is_zero(n: &i32) -> bool {
    *n == 0
}

/// A decision of one seat, in notation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    Nation(String, String),
    Grow(Section),
    GrowFree,
    Bonus(Resource),
    Event(String),
    Buy(usize, usize),
    Deploy(usize, Option<usize>),
    Undeploy(usize),
    Hire(bool),
    Use(String),
    Pass,
    PlaceNew,
    Replace(usize),
    Drop(usize),
    Gain(Resource),
    GoldenResources,
    GoldenVp,
    Pay(Resource),
    Lose(Resource),
    Take(Section),
    Return(Section, Option<usize>),
    Accept,
    Decline,
    ChooseBonus,
    ChoosePenalty,
    /// War loss spared by Stability, per resource (gold, stone, food,
    /// books): `spare 2 gold 1 stone`.
    Spare([i32; 4]),
}

/// The table options, read once at setup (see [`Nations::options`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    pub players: usize,
    pub solo: bool,
    /// Card sets in play: "base", "advanced", "expert".
    pub sets: Vec<String>,
    pub balanced: bool,
    pub ages: u8,
    pub easier: bool,
    pub b_sides: bool,
    pub difficulties: Vec<String>,
    pub columns: usize,
    pub base_architects: i32,
    pub top_tie_both: bool,
    pub special_once: bool,
    pub cover_free: bool,
    pub lost_architects: bool,
    pub unlimited_architects: bool,
    pub solo_roll_any_deploy: bool,
    pub sphinx_any: bool,
    pub piazza_gold: i32,
    /// Promo cards (Grand Duchy of Finland) join their age's deck.
    #[serde(default)]
    pub promo: bool,
    /// The Expert variant of §9.1.3: every effect that removes an advisor
    /// removes all of them, the Porcelain Tower's included.
    #[serde(default)]
    pub expert_advisors: bool,
    /// The rules version the table plays by (see [`RULES`]). Version 1
    /// states don't write it, so they serialise as they always did.
    #[serde(default = "first_rules", skip_serializing_if = "is_first_rules")]
    pub rules: u32,
}

fn first_rules() -> u32 {
    1
}

fn is_first_rules(v: &u32) -> bool {
    *v == 1
}

/// Nations' rules versions, oldest first (see `engine::versions`).
pub const RULES: &[crate::engine::RulesVersion] = &[
    crate::engine::RulesVersion {
        version: 1,
        note: "rules-note-first",
    },
    // A free deploy is bounded by the layouts the nation has had since
    // it last spent something, not by the cards that gave up a worker, so
    // a fresh worker from the reserve may go on such a card (§2.4.1, 6.3).
    crate::engine::RulesVersion {
        version: 2,
        note: "nations-rules-note-2",
    },
];

/// One Nations game in progress.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct State {
    pub cfg: Config,
    pub rng: GameRng,
    pub round: u8,
    pub step: Step,
    pub players: Vec<Player>,
    /// Turn order: seats, and the neutral index in solo.
    pub order: Vec<usize>,
    /// The Progress Board: 3 rows x columns; row 0 costs 3 Gold, row 1
    /// costs 2, row 2 costs 1 (rows named by price, A-01).
    pub board: Vec<Option<String>>,
    pub decks: Vec<Vec<String>>,
    pub event_decks: Vec<Vec<String>>,
    pub tiles: Vec<Vec<String>>,
    pub event: Option<String>,
    pub tile: Option<String>,
    pub public_architects: i32,
    pub supply: i32,
    pub war: Option<War>,
    pub war_bought: bool,
    pub pass_order: Vec<usize>,
    pub pending: Vec<(Seat, Pending)>,
    /// Index into `order` of the nation whose Action-phase turn it is.
    pub turn: usize,
    pub actions_left: u8,
    /// A main action waits for its follow-up decisions to end the turn.
    pub action_open: bool,
    /// The solo die is rolled when the open action ends.
    pub roll_after: bool,
    pub neutral: Option<Neutral>,
    /// Event resolution: selected nations and the choices made.
    pub event_selected: Vec<usize>,
    pub event_yes: Vec<usize>,
    pub event_choice: Option<Resource>,
    pub event_bonus: Option<bool>,
    pub vasa: Vec<(usize, i32)>,
    /// B sides: the nations drawn for the players to pick from (§3.7).
    pub offered: Vec<String>,
    pub solo_lost: bool,
    /// This round's War, between the defeated nations' choices and the
    /// losses, which all apply at once (§2.6.5, A-09).
    #[serde(default)]
    pub defeats: Vec<Defeat>,
    pub final_scores: Option<Vec<[i32; 6]>>,
    /// The last action as told to everyone, and what it changed, for the
    /// board's highlight (issue 10: "what changed since your last turn").
    #[serde(default)]
    pub last: Option<Last>,
    /// What the automatic steps told while the last action was applied;
    /// `rules::apply` drains it into `Applied.public`. Never stored.
    #[serde(skip)]
    pub news: Vec<Msg>,
}

/// The last action of the game, as the board highlights it.
pub use crate::engine::Last;

/// The title: its content pack and rules.
pub struct Nations {
    pub content: Arc<Content>,
}

impl Nations {
    pub fn new(content_dir: Option<&Path>) -> Result<Self, crate::content::ContentError> {
        Ok(Nations {
            content: Arc::new(Content::load(content_dir)?),
        })
    }
}

/// Option names with their help ids (listed by `/game new nations`).
pub fn option_specs() -> Vec<OptionSpec> {
    vec![
        OptionSpec::choice(
            "cards",
            &["auto", "base", "advanced", "expert", "all"],
            "auto",
            "nations-opt-cards",
        ),
        OptionSpec::bool("balanced", false, "nations-opt-balanced"),
        OptionSpec::int("ages", 1, 4, "4", "nations-opt-ages"),
        OptionSpec::bool("easier", false, "nations-opt-easier"),
        OptionSpec::choice("sides", &["a", "b"], "a", "nations-opt-sides"),
        OptionSpec::text("difficulty", "prince", "nations-opt-difficulty"),
        OptionSpec::choice("top_tie", &["both", "none"], "both", "nations-opt-top-tie"),
        OptionSpec::bool("special_once", true, "nations-opt-special-once"),
        OptionSpec::bool("cover_free", true, "nations-opt-cover-free"),
        OptionSpec::bool("lost_architects", false, "nations-opt-lost-architects"),
        OptionSpec::bool(
            "unlimited_architects",
            false,
            "nations-opt-unlimited-architects",
        ),
        OptionSpec::choice(
            "solo_roll",
            &["any", "military"],
            "any",
            "nations-opt-solo-roll",
        ),
        OptionSpec::bool("sphinx_any", false, "nations-opt-sphinx-any"),
        OptionSpec::int("piazza_gold", 1, 2, "2", "nations-opt-piazza-gold"),
        OptionSpec::bool("promo", false, "nations-opt-promo"),
        OptionSpec::choice(
            "advisor_removal",
            &["auto", "normal", "expert"],
            "auto",
            "nations-opt-advisor-removal",
        ),
    ]
}

impl Nations {
    fn newest(&self) -> u32 {
        RULES.last().map_or(1, |v| v.version)
    }
}

impl Game for Nations {
    type State = State;
    type Action = Action;

    fn title(&self) -> &'static str {
        "nations"
    }
    fn seats(&self) -> RangeInclusive<usize> {
        1..=5
    }
    fn options(&self) -> Vec<OptionSpec> {
        option_specs()
    }
    fn setup(&self, setup: &Setup) -> Result<State, Msg> {
        self.setup_at(setup, self.newest())
    }
    fn rules_versions(&self) -> &'static [crate::engine::RulesVersion] {
        RULES
    }
    fn setup_at(&self, setup: &Setup, version: u32) -> Result<State, Msg> {
        self.check_rules(version)?;
        let mut state = rules::setup(&self.content, setup)?;
        state.cfg.rules = version;
        Ok(state)
    }
    fn rules_of(&self, state: &State) -> u32 {
        state.cfg.rules
    }
    fn set_rules(&self, state: &mut State, version: u32) -> Result<(), Msg> {
        self.check_rules(version)?;
        state.cfg.rules = version;
        Ok(())
    }
    fn to_act(&self, state: &State) -> Vec<Seat> {
        rules::to_act(state)
    }
    fn legal_actions(&self, state: &State, seat: Seat) -> Vec<Action> {
        rules::legal_actions(&self.content, state, seat)
    }
    /// The move played for a seat whose turn clock ran out (`on_timeout:
    /// skip`). Nations: passing ends the seat's actions for the round; outside the action phase the first listed choice (growth, the cheapest option) stands.
    fn default_action(&self, state: &State, seat: Seat) -> Option<Action> {
        crate::engine::pass_or_first(self.legal_actions(state, seat), |a| {
            matches!(a, Action::Pass)
        })
    }
    fn tell(&self, state: &State, seat: Seat, action: &Action) -> crate::engine::Told {
        talk::tell(&self.content, state, seat, action)
    }
    fn describe(&self, state: &State, seat: Seat, action: &Action) -> crate::engine::Choice {
        talk::describe(&self.content, state, seat, action)
    }
    fn prompt(&self, state: &State, seat: Seat) -> Option<Msg> {
        talk::prompt(&self.content, state, seat)
    }
    fn stage(&self, state: &State) -> crate::engine::Stage {
        talk::stage(state)
    }
    /// Nothing in Nations is known to one seat alone (see `talk`).
    fn secrets(&self, _state: &State, _seat: Seat) -> Vec<String> {
        Vec::new()
    }
    fn apply(
        &self,
        state: &mut State,
        seat: Seat,
        action: &Action,
    ) -> Result<crate::engine::Applied, Msg> {
        rules::apply(&self.content, state, seat, action)
    }
    fn notation(&self, state: &State, action: &Action) -> String {
        rules::notation(&self.content, state, action)
    }
    fn parse(&self, state: &State, seat: Seat, text: &str) -> Result<Action, Msg> {
        let wanted = crate::engine::normalize_notation(text);
        let legal = self.legal_actions(state, seat);
        if let Some(a) = legal
            .iter()
            .find(|a| crate::engine::normalize_notation(&self.notation(state, a)) == wanted)
        {
            return Ok(a.clone());
        }
        // `buy 3.2`: row (by price) and column.
        if let Some(rest) = wanted.strip_prefix("buy ") {
            if let Some((r, c)) = rest.split_once('.') {
                if let (Ok(price), Ok(col)) = (r.trim().parse::<usize>(), c.trim().parse::<usize>())
                {
                    if (1..=3).contains(&price) && col >= 1 {
                        let a = Action::Buy(3 - price, col - 1);
                        if legal.contains(&a) {
                            return Ok(a);
                        }
                    }
                }
            }
        }
        Err(msg!("error-not-legal", action = text.trim()))
    }
    fn tallies(&self, state: &State, seat: Seat) -> Vec<crate::engine::Tally> {
        hint::tallies(&self.content, state, seat)
    }
    fn determinize(&self, state: &State, seat: Seat, rng: &mut GameRng) -> State {
        bot::determinize(state, seat, rng)
    }
    fn evaluate(&self, state: &State, seat: Seat) -> f64 {
        bot::evaluate(&self.content, state, seat)
    }
    fn evaluate_with(&self, state: &State, seat: Seat, heuristic: Heuristic) -> f64 {
        bot::evaluate_with(&self.content, state, seat, heuristic)
    }
    fn seat_tally(&self, state: &State, seat: Seat) -> Option<String> {
        bot::seat_tally(state, seat)
    }
    fn bot_tuning(&self) -> crate::engine::BotTuning {
        bot::TUNING
    }
    fn outcome(&self, state: &State) -> Option<Outcome> {
        rules::outcome(state)
    }
    fn status(&self, state: &State) -> Msg {
        rules::status(&self.content, state)
    }
    fn private_text(&self, state: &State, seat: Seat) -> Msg {
        rules::private_text(&self.content, state, seat)
    }
    fn board_svg(&self, state: &State, tr: &dyn Translate) -> String {
        render::board_svg(&self.content, state, tr)
    }
    fn board_panels_svg(&self, state: &State, tr: &dyn Translate) -> Vec<String> {
        phone::board_panels(&self.content, state, tr)
    }
    fn seat_svg(&self, state: &State, seat: Seat, tr: &dyn Translate) -> String {
        phone::seat(&self.content, state, seat, tr)
    }
    fn content(&self) -> ContentReport {
        self.content.report.clone()
    }
}
