//! The game-agnostic contract between a title's rules and the host.
//!
//! Shaped after OpenSpiel's Game/State split: a [`Game`] is the immutable
//! definition of a title (its content, its options); its `State` is one
//! position. A game is written against the typed [`Game`] trait; the host
//! sees it through the object-safe [`Title`] and [`Table`] traits, which
//! speak in action *notation* (text), so the host handles any title by name.
//!
//! Architecture Invariant: nothing in this module or in `games` does I/O or
//! knows about Discord or SQLite. Randomness comes only from the
//! [`GameRng`] kept inside the state.

mod msg;
mod options;
mod registry;
mod rng;
mod versions;

pub use msg::{Arg, Msg, Translate, CONTENT_TEXT, JOIN, NOTATION, SEAT_NAME};
pub use options::{OptionKind, OptionSpec, Options};
pub use registry::Registry;
pub use rng::GameRng;
pub use versions::{without_last, HashScheme, RulesVersion, FIRST_RULES};

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt::Debug;
use std::ops::RangeInclusive;
use std::sync::Arc;

/// A seat at the table, numbered from 0 in seating order.
pub type Seat = usize;

/// What a new game is made from. The same `Setup` always gives the same
/// initial state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub seats: usize,
    pub options: Options,
    pub seed: u64,
}

/// What applying an action did, for the log and the players.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Applied {
    /// What every seat may know, in order (the action itself and anything
    /// that followed automatically, such as a phase ending).
    pub public: Vec<Msg>,
    /// What only one seat may know (a card it drew, a choice it made in
    /// secret).
    pub private: Vec<(Seat, Msg)>,
    /// True when the action brought hidden information to light (a card
    /// drawn, a secret choice revealed, a die rolled). Such an action can't
    /// be taken back with `/undo`.
    pub revealed: bool,
}

impl Applied {
    pub fn public(msg: Msg) -> Self {
        Applied {
            public: vec![msg],
            ..Default::default()
        }
    }
}

/// How one action is told to the table. The engine decides this, never
/// the host (DESIGN.md, "Secrets stay private"): `public` is all anyone
/// but the acting seat may read of the action (channel post, `/log`,
/// `/undo`, public buttons, other seats' DMs, the status message);
/// `own` is the acting seat's fuller wording where it says more (the three
/// cards it kept). Seats are named with [`Msg::seat`], never "Seat 1".
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Told {
    pub public: Msg,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub own: Option<Msg>,
}

/// The last action of a game as its boards highlight it (issue 10 item 7:
/// "the last action and what it changed are highlighted"): the acting
/// seat, the action's public wording (`Told.public`, never `own`) and
/// what it changed for everyone to see ("+2 wood, -1 gold"). Titles keep
/// it in their state with `#[serde(default)]` so older snapshots load.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Last {
    pub seat: Seat,
    /// The public wording of the action (`Told.public`).
    pub told: Msg,
    /// What the action changed, if anything the title tracks.
    pub change: Option<Msg>,
}

impl Told {
    /// An action whose notation hides nothing: told as typed.
    pub fn plain(notation: &str) -> Self {
        Told {
            public: Msg::new("told-notation").arg("action", notation),
            own: None,
        }
    }

    /// An action whose notation hides nothing, told as typed in each
    /// reader's language (see [`Msg::notation`]).
    pub fn notation(title: &str, notation: &str) -> Self {
        Told {
            public: Msg::notation(title, notation),
            own: None,
        }
    }

    /// What `reader_is_actor` may read of the action.
    pub fn for_reader(&self, reader_is_actor: bool) -> &Msg {
        match (&self.own, reader_is_actor) {
            (Some(own), true) => own,
            _ => &self.public,
        }
    }
}

/// A legal action as a person picks it: the notation `/play` takes, a
/// short label for a button or menu option, and what it costs and gives.
/// A `Choice` names hidden things only when it is shown to its own seat
/// (see [`Game::actions_private`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    pub notation: String,
    /// At most about 80 characters once rendered (Discord's label limit).
    pub label: Msg,
    /// Cost and effect, at most about 100 characters once rendered
    /// (Discord's select-option description limit).
    pub detail: Option<Msg>,
}

/// Where a game stands: its round and phase. The host posts a new board
/// when this changes, and boards and digests show it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stage {
    pub round: u32,
    pub phase: Msg,
}

/// One of a seat's own visible counts ([`Game::tallies`]): a Fluent id
/// whose message takes the count as `$n` ("{ $n } gold"), and the count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tally {
    pub id: &'static str,
    pub n: i64,
}

impl Tally {
    pub fn new(id: &'static str, n: impl Into<i64>) -> Tally {
        Tally { id, n: n.into() }
    }
}

/// The end of a game: points per seat and the final ranks after the
/// title's tie-breaks (1 = first; tied seats share a rank).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub scores: Vec<i64>,
    pub ranks: Vec<usize>,
}

impl Outcome {
    /// Ranks seats by score, higher is better; `tiebreak` (higher is
    /// better) separates equal scores, and seats equal in both share a rank.
    pub fn ranked(scores: Vec<i64>, tiebreak: Vec<i64>) -> Self {
        let n = scores.len();
        let ranks = (0..n)
            .map(|i| {
                1 + (0..n)
                    .filter(|&j| (scores[j], tiebreak[j]) > (scores[i], tiebreak[i]))
                    .count()
            })
            .collect();
        Outcome { scores, ranks }
    }
}

/// Counts of content items by provenance, and any problems found while
/// loading them (see "Content packs" in ARCHITECTURE.md).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ContentReport {
    /// kind of item (e.g. "progress-card") -> (rulebook, house)
    pub counts: BTreeMap<String, (usize, usize)>,
    /// kind -> how many of its rulebook items name `house_fields`: the
    /// item is in the sources, the listed fields are this project's.
    #[serde(default)]
    pub mixed: BTreeMap<String, usize>,
    /// The box contents the title's rules spec lists, against the pack.
    #[serde(default)]
    pub boxed: Vec<BoxCount>,
    pub errors: Vec<String>,
    /// A digest of the merged pack (every file, overrides included):
    /// what a table records as the content it started with.
    #[serde(default)]
    pub digest: String,
}

/// One line of a title's box contents (its spec's component list).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoxCount {
    /// What is counted ("progress cards").
    pub what: String,
    /// The spec section that gives the count ("1.1").
    pub section: String,
    pub expected: usize,
    pub found: usize,
}

impl ContentReport {
    /// Compares one count of the pack with the box contents the title's
    /// spec gives; a difference is an error of `content check`.
    pub fn box_count(
        &mut self,
        title: &str,
        what: &str,
        section: &str,
        expected: usize,
        found: usize,
    ) {
        if expected != found {
            self.errors.push(format!(
                "{title}: the box holds {expected} {what} (spec {section}); the pack has {found}"
            ));
        }
        self.boxed.push(BoxCount {
            what: what.to_string(),
            section: section.to_string(),
            expected,
            found,
        });
    }

    pub fn totals(&self) -> (usize, usize) {
        self.counts
            .values()
            .fold((0, 0), |(r, h), (a, b)| (r + a, h + b))
    }
}

/// A 32-byte digest of a state (blake3 over its canonical JSON).
pub type StateHash = String;

/// Hashes any serialisable state. States must not contain `HashMap`s or
/// floats, so that their JSON is canonical.
/// A title's [`Game::default_action`] when it has a pass: the pass where
/// `legal` holds one, else the first listed action.
pub fn pass_or_first<A: Clone>(legal: Vec<A>, is_pass: impl Fn(&A) -> bool) -> Option<A> {
    legal
        .iter()
        .find(|a| is_pass(a))
        .cloned()
        .or_else(|| legal.into_iter().next())
}

pub fn state_hash<S: Serialize>(state: &S) -> StateHash {
    let bytes = serde_json::to_vec(state).expect("game states serialise");
    blake3::hash(&bytes).to_hex().to_string()
}

/// What a finished game is worth to `seat` on the bots' 0..=1 scale:
/// mostly the win (shared between tied winners), a little the rank, so
/// that second place beats third when the win is out of reach.
pub fn rank_share(outcome: &Outcome, seat: Seat) -> f64 {
    let n = outcome.ranks.len();
    let Some(&rank) = outcome.ranks.get(seat) else {
        return 0.0;
    };
    if n <= 1 {
        return if outcome.scores.get(seat).copied().unwrap_or(0) > 0 {
            1.0
        } else {
            0.0
        };
    }
    let winners = outcome.ranks.iter().filter(|&&r| r == 1).count().max(1);
    let win = if rank == 1 { 1.0 / winners as f64 } else { 0.0 };
    let place = (n - rank) as f64 / (n - 1) as f64;
    0.75 * win + 0.25 * place
}

/// A standing from projected scores (the scores the seats would have if
/// the game ended now, or an estimate of the final ones): the lead over
/// the best other seat, squashed to 0..=1 with `scale` points being a
/// clear lead. Alone at the table, the score itself against `scale`.
/// Floats stay here, out of the states.
pub fn standing(scores: &[f64], seat: Seat, scale: f64) -> f64 {
    let Some(&mine) = scores.get(seat) else {
        return 0.0;
    };
    let best_other = scores
        .iter()
        .enumerate()
        .filter(|&(s, _)| s != seat)
        .map(|(_, &v)| v)
        .fold(f64::NEG_INFINITY, f64::max);
    let lead = if best_other.is_finite() {
        mine - best_other
    } else {
        mine - scale
    };
    0.5 + 0.5 * (lead / scale.max(1e-9)).tanh()
}

/// Which of a title's heuristics judges a position
/// ([`Game::evaluate_with`]): the bots give their weakest searching level
/// a plainer one than the others (see `bots`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Heuristic {
    /// What the position holds now and yields by itself: the `easy` bot's.
    Plain,
    /// All the title counts, what the position will grow into included:
    /// [`Game::evaluate`].
    Full,
}

/// How a tree search weighs what it has seen against what it hasn't
/// tried, and how it judges the positions it reaches (see `bots`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchTuning {
    /// Exploration constant of UCB1, for rewards in 0..=1. The
    /// heuristics' values move by a few hundredths per point of lead
    /// ([`standing`]), so a large constant drowns them.
    pub explore: f64,
    /// Virtual visits a new node starts with, each worth the heuristic's
    /// value of its position (progressive bias; 0: none).
    pub prior: u32,
    /// Random moves played from a new node before the heuristic judges
    /// the position (0: the heuristic judges the node itself).
    pub playout: usize,
    /// Progressive widening ordered by the heuristic (`None`: off, every
    /// action is tried once, in random order, before any is tried again).
    /// With `Some((base, rate))` a node visited n times has at most
    /// `base + rate * sqrt(n)` children, added best first by the
    /// heuristic's value of the position each action leads to, so the
    /// iterations go to deeper lines of the likely moves.
    pub widen: Option<(usize, f64)>,
    /// How many of the seat's moves the search chooses among: those the
    /// heuristic rates best one move ahead, as `easy` does (0: all).
    pub candidates: usize,
}

/// The searches a title asks of its `normal` and `hard` bots
/// ([`Game::bot_tuning`]). The default is what every title used before
/// titles could choose: `normal` plain UCB1 on random playouts of 40,
/// `hard` the same playouts with 20 prior visits and half the exploration.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BotTuning {
    pub normal: SearchTuning,
    pub hard: SearchTuning,
}

impl Default for BotTuning {
    fn default() -> BotTuning {
        BotTuning {
            normal: SearchTuning {
                explore: 0.7,
                prior: 0,
                playout: 40,
                widen: None,
                candidates: 0,
            },
            hard: SearchTuning {
                explore: 0.35,
                prior: 20,
                playout: 40,
                widen: None,
                candidates: 0,
            },
        }
    }
}

/// One title's rules, written with typed states and actions.
///
/// Implementations are pure: `apply` changes only the state it is given
/// and returns errors as values; chance comes from the state's [`GameRng`].
pub trait Game: Send + Sync + 'static {
    type State: Clone + Send + Sync + Serialize + DeserializeOwned + 'static;
    type Action: Clone + PartialEq + Debug + Send + Sync + 'static;

    /// The registry name, lower case (`nations`).
    fn title(&self) -> &'static str;
    /// How many seats the title plays with.
    fn seats(&self) -> RangeInclusive<usize>;
    /// Table options with their defaults (shown by `/game new <title>`).
    fn options(&self) -> Vec<OptionSpec> {
        Vec::new()
    }
    /// The initial state. `setup.options` has been checked against
    /// [`Game::options`] and completed with defaults.
    fn setup(&self, setup: &Setup) -> Result<Self::State, Msg>;
    /// The seats that may act now: one in a normal turn, several where the
    /// rules ask for simultaneous choices, none when the game is over.
    fn to_act(&self, state: &Self::State) -> Vec<Seat>;
    /// The legal actions of `seat`, in a stable order (the console numbers
    /// them). Empty when the seat may not act.
    fn legal_actions(&self, state: &Self::State, seat: Seat) -> Vec<Self::Action>;
    /// Whether `seat`'s legal actions would tell others something hidden
    /// (the cards in a hand, a secret draw). Front ends then show them to
    /// that seat alone instead of as buttons on the public post. Default:
    /// no, every title whose choices are all public keeps it.
    fn actions_private(&self, _state: &Self::State, _seat: Seat) -> bool {
        false
    }
    /// How `seat`'s `action` is told, computed on the state *before* it is
    /// applied. The default tells the notation to everyone, which is right
    /// only for titles whose actions name nothing hidden.
    fn tell(&self, state: &Self::State, _seat: Seat, action: &Self::Action) -> Told {
        Told::notation(self.title(), &self.notation(state, action))
    }
    /// A legal action as a choice: label and cost/effect. The default
    /// labels it with its notation and says nothing more.
    fn describe(&self, state: &Self::State, _seat: Seat, action: &Self::Action) -> Choice {
        let notation = self.notation(state, action);
        Choice {
            label: Msg::notation(self.title(), &notation),
            notation,
            detail: None,
        }
    }
    /// Why `seat` is asked to act now, with the amounts involved ("War
    /// lost: 3 stone to pay, you have 1"). `None` for an ordinary turn.
    fn prompt(&self, _state: &Self::State, _seat: Seat) -> Option<Msg> {
        None
    }
    /// The round and phase the game is in.
    fn stage(&self, _state: &Self::State) -> Stage {
        Stage {
            round: 0,
            phase: Msg::new("stage-none"),
        }
    }
    /// Test hook: the words that would give away what `seat` alone may
    /// know (names of the cards in its hand, a kept choice, a blind draw),
    /// as they could appear in any text or SVG. Nothing public may ever
    /// contain one of them unless it is public for another reason, so list
    /// only what is secret right now.
    fn secrets(&self, _state: &Self::State, _seat: Seat) -> Vec<String> {
        Vec::new()
    }
    /// The seat's own counts that it can see (points, resources, workers,
    /// cards), each a message with the count as `$n`: `/hint` tells what a
    /// move gains and costs by comparing them before and after it. The
    /// default: none.
    fn tallies(&self, _state: &Self::State, _seat: Seat) -> Vec<Tally> {
        Vec::new()
    }
    /// A state `seat` can't tell from this one: everything it may know
    /// (the board, its own hand and choices) unchanged, everything hidden
    /// from it (other hands, deck orders, blind draws, the future of the
    /// state's own [`GameRng`]) drawn again from `rng`. Bots search these
    /// instead of the real state, so they never read hidden information.
    /// The result must not depend on the hidden information itself (sort
    /// unseen cards before shuffling them). The default clones, which is
    /// right only for a title with nothing hidden and no chance to come.
    fn determinize(&self, state: &Self::State, _seat: Seat, _rng: &mut GameRng) -> Self::State {
        state.clone()
    }
    /// How well `seat` stands, from 0 (sure loss) to 1 (sure win): the
    /// heuristic a bot uses to judge a position without playing it out.
    /// Reads only what `seat` may know. The default: the final rank once
    /// the game is over (see [`rank_share`]), an even 0.5 before.
    fn evaluate(&self, state: &Self::State, seat: Seat) -> f64 {
        self.outcome(state)
            .map(|o| rank_share(&o, seat))
            .unwrap_or(0.5)
    }
    /// [`Game::evaluate`] by one of the title's heuristics. The default
    /// has one heuristic, [`Game::evaluate`], whichever is asked for; a
    /// title whose full heuristic counts what a position will grow into
    /// may give [`Heuristic::Plain`] a judgement that leaves that out.
    fn evaluate_with(&self, state: &Self::State, seat: Seat, _heuristic: Heuristic) -> f64 {
        self.evaluate(state, seat)
    }
    /// `seat`'s own resources and workers, as a key a bot compares within
    /// one turn: a bot never makes a move that brings this key back to one
    /// it had earlier in the same turn (sell wood, buy it back), see
    /// `bots::decide_in_turn`. Reads only what `seat` may know. `None`
    /// (the default): the title has no such loop to avoid.
    fn seat_tally(&self, _state: &Self::State, _seat: Seat) -> Option<String> {
        None
    }
    /// How this title's `normal` and `hard` bots search: a title whose
    /// random playouts say little (Nations: random play scores about 1
    /// point) judges positions with its heuristic instead. The default:
    /// [`BotTuning::default`].
    fn bot_tuning(&self) -> BotTuning {
        BotTuning::default()
    }
    /// The action the host plays for `seat` when its turn clock runs out
    /// and the table's `on_timeout` is `skip`: the title's pass-like or
    /// cheapest action. `None` (the default) lets the host take the first
    /// legal action, which every title lists first as its mildest.
    fn default_action(&self, _state: &Self::State, _seat: Seat) -> Option<Self::Action> {
        None
    }
    /// Applies an action the host has checked is in `legal_actions`.
    /// Must not panic; a rule violation is an `Err` and leaves the state as
    /// it was.
    fn apply(
        &self,
        state: &mut Self::State,
        seat: Seat,
        action: &Self::Action,
    ) -> Result<Applied, Msg>;
    /// The typed form of an action (`buy Colossus`, `pass`). Must round-trip
    /// through [`Game::parse`].
    fn notation(&self, state: &Self::State, action: &Self::Action) -> String;
    /// Reads an action typed by a player. The default accepts the notation
    /// of any legal action, ignoring case and repeated spaces.
    fn parse(&self, state: &Self::State, seat: Seat, text: &str) -> Result<Self::Action, Msg> {
        let wanted = normalize_notation(text);
        self.legal_actions(state, seat)
            .into_iter()
            .find(|a| normalize_notation(&self.notation(state, a)) == wanted)
            .ok_or_else(|| Msg::new("error-not-legal").arg("action", text.trim()))
    }
    /// The final result, once the game is over.
    fn outcome(&self, state: &Self::State) -> Option<Outcome>;
    /// One or a few lines for `/game status`: phase, round, scores so far.
    fn status(&self, state: &Self::State) -> Msg;
    /// What `seat` alone may see (its hand, its secret choices), in words.
    fn private_text(&self, state: &Self::State, seat: Seat) -> Msg;
    /// The public board as an SVG document (see `crate::render`). Must not
    /// show hidden information.
    fn board_svg(&self, state: &Self::State, tr: &dyn Translate) -> String;
    /// The public board for a phone: panels shown one under the other at
    /// full width (one embed each), the header first. Each panel is an SVG
    /// document no taller than 1.25× its width, every text at least 7 px
    /// when shown 400 px wide. [`Game::board_svg`] stays the full desktop
    /// board (`/board full`). The default is the full board alone.
    fn board_panels_svg(&self, state: &Self::State, tr: &dyn Translate) -> Vec<String> {
        vec![self.board_svg(state, tr)]
    }
    /// One seat's private view as an SVG document.
    fn seat_svg(&self, state: &Self::State, seat: Seat, tr: &dyn Translate) -> String;
    /// What the content pack holds, by provenance.
    fn content(&self) -> ContentReport {
        ContentReport::default()
    }
    /// A digest of the merged content pack this title plays with (empty
    /// for a title without one). A table records it when it starts.
    fn content_hash(&self) -> String {
        self.content().digest
    }
    /// Every rules version this build keeps, oldest first; the last is the
    /// one new tables start on. A version is never removed while a stored
    /// table may use it (see `versions.rs`).
    fn rules_versions(&self) -> &'static [RulesVersion] {
        FIRST_RULES
    }
    /// The initial state under rules `version`, one of
    /// [`Game::rules_versions`]. A title with one version needs nothing
    /// more than [`Game::setup`].
    fn setup_at(&self, setup: &Setup, version: u32) -> Result<Self::State, Msg> {
        self.check_rules(version)?;
        self.setup(setup)
    }
    /// Moves a state to another kept rules version (a `rules` row of the
    /// log): from its next action on, the state plays by them.
    fn set_rules(&self, _state: &mut Self::State, version: u32) -> Result<(), Msg> {
        self.check_rules(version)
    }
    /// The rules version a state plays by.
    fn rules_of(&self, _state: &Self::State) -> u32 {
        1
    }
    /// `Ok` when this build keeps rules `version` of the title.
    fn check_rules(&self, version: u32) -> Result<(), Msg> {
        if self.rules_versions().iter().any(|v| v.version == version) {
            Ok(())
        } else {
            Err(Msg::new("error-rules-unknown")
                .arg("title", self.title())
                .arg("version", version as i64))
        }
    }
}

/// Case- and space-insensitive comparison form of a notation.
pub fn normalize_notation(text: &str) -> String {
    text.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// The result of one action, as the host records and announces it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played {
    /// The canonical notation, as stored in the action log. It may name
    /// hidden things: show others `told.public`, never this.
    pub notation: String,
    pub told: Told,
    pub applied: Applied,
}

/// A title as the host sees it: object safe, by name.
pub trait Title: Send + Sync {
    fn name(&self) -> &'static str;
    fn seats(&self) -> RangeInclusive<usize>;
    fn options(&self) -> Vec<OptionSpec>;
    /// Checks the setup (seat count, options) and makes the first state,
    /// under the newest rules.
    fn new_table(&self, setup: &Setup) -> Result<Box<dyn Table>, Msg> {
        self.new_table_at(setup, self.newest_rules())
    }
    /// [`Title::new_table`] under rules `version` (a stored table's).
    fn new_table_at(&self, setup: &Setup, version: u32) -> Result<Box<dyn Table>, Msg>;
    /// Rebuilds a table from [`Table::snapshot`] bytes.
    fn restore(&self, snapshot: &[u8]) -> Result<Box<dyn Table>, String>;
    fn content(&self) -> ContentReport;
    /// See [`Game::content_hash`].
    fn content_hash(&self) -> String;
    /// See [`Game::rules_versions`].
    fn rules_versions(&self) -> &'static [RulesVersion];
    /// The version new tables start on.
    fn newest_rules(&self) -> u32 {
        self.rules_versions().last().map_or(1, |v| v.version)
    }
}

/// A running game as the host sees it.
pub trait Table: Send + Sync {
    fn title(&self) -> &'static str;
    fn to_act(&self) -> Vec<Seat>;
    /// The legal actions of `seat` in notation, in the game's stable order.
    fn legal_actions(&self, seat: Seat) -> Vec<String>;
    fn legal_count(&self, seat: Seat) -> usize;
    /// See [`Game::actions_private`].
    fn actions_private(&self, seat: Seat) -> bool;
    /// The legal actions of `seat` as choices, in the same order as
    /// [`Table::legal_actions`]. See [`Game::describe`].
    fn choices(&self, seat: Seat) -> Vec<Choice>;
    /// See [`Game::prompt`].
    fn prompt(&self, seat: Seat) -> Option<Msg>;
    /// See [`Game::stage`].
    fn stage(&self) -> Stage;
    /// See [`Game::secrets`].
    fn secrets(&self, seat: Seat) -> Vec<String>;
    /// See [`Game::tallies`].
    fn tallies(&self, seat: Seat) -> Vec<Tally>;
    /// See [`Game::determinize`]: a copy of the table as `seat` could
    /// imagine it.
    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Box<dyn Table>;
    /// See [`Game::evaluate`].
    fn evaluate(&self, seat: Seat) -> f64;
    /// See [`Game::evaluate_with`].
    fn evaluate_with(&self, seat: Seat, heuristic: Heuristic) -> f64;
    /// See [`Game::seat_tally`].
    fn seat_tally(&self, seat: Seat) -> Option<String>;
    /// See [`Game::bot_tuning`].
    fn bot_tuning(&self) -> BotTuning;
    /// The notation of the action played for `seat` when its clock runs
    /// out (`on_timeout: skip`): [`Game::default_action`], else the first
    /// legal action; `None` when the seat has none.
    fn default_action(&self, seat: Seat) -> Option<String>;
    /// Applies the `index`-th legal action of `seat` without wording it
    /// (searches play thousands of these). Checks the turn and the index
    /// like [`Table::play_index`].
    fn step(&mut self, seat: Seat, index: usize) -> Result<(), Msg>;
    /// Parses and applies an action typed by `seat`.
    fn play(&mut self, seat: Seat, text: &str) -> Result<Played, Msg>;
    /// Applies the `index`-th action of [`Table::legal_actions`].
    fn play_index(&mut self, seat: Seat, index: usize) -> Result<Played, Msg>;
    /// Applies a uniformly random legal action of `seat` (simulations);
    /// `Ok(None)` when the seat has no legal action.
    fn play_random(&mut self, seat: Seat, rng: &mut GameRng) -> Result<Option<Played>, Msg>;
    fn outcome(&self) -> Option<Outcome>;
    fn status(&self) -> Msg;
    fn private_text(&self, seat: Seat) -> Msg;
    fn board_svg(&self, tr: &dyn Translate) -> String;
    fn board_panels_svg(&self, tr: &dyn Translate) -> Vec<String>;
    fn seat_svg(&self, seat: Seat, tr: &dyn Translate) -> String;
    /// The whole state as bytes (JSON), for the store's snapshots.
    fn snapshot(&self) -> Vec<u8>;
    /// The state's hash as every new row is stamped ([`HashScheme::CURRENT`]).
    fn hash(&self) -> StateHash {
        self.hash_as(HashScheme::CURRENT)
    }
    /// The state's hash under `scheme`.
    fn hash_as(&self, scheme: HashScheme) -> StateHash {
        scheme.hash(&self.snapshot())
    }
    /// Whether the state matches a stored hash, by the scheme that made it.
    fn matches(&self, stored: &str) -> bool {
        self.hash_as(HashScheme::of(stored)) == stored
    }
    /// See [`Game::set_rules`].
    fn set_rules(&mut self, version: u32) -> Result<(), Msg>;
    /// See [`Game::rules_of`].
    fn rules_version(&self) -> u32;
    fn box_clone(&self) -> Box<dyn Table>;
}

/// Adapts a typed [`Game`] to [`Title`].
pub struct Erased<G: Game>(pub Arc<G>);

impl<G: Game> Erased<G> {
    /// Wraps a game for the registry (returns the trait object, which is
    /// all a caller ever needs).
    #[allow(clippy::new_ret_no_self)]
    pub fn new(game: G) -> Arc<dyn Title> {
        Arc::new(Erased(Arc::new(game)))
    }
}

impl<G: Game> Title for Erased<G> {
    fn name(&self) -> &'static str {
        self.0.title()
    }
    fn seats(&self) -> RangeInclusive<usize> {
        self.0.seats()
    }
    fn options(&self) -> Vec<OptionSpec> {
        self.0.options()
    }
    fn new_table_at(&self, setup: &Setup, version: u32) -> Result<Box<dyn Table>, Msg> {
        let range = self.0.seats();
        if !range.contains(&setup.seats) {
            return Err(Msg::new("error-seat-count")
                .arg("title", self.0.title())
                .arg("min", *range.start())
                .arg("max", *range.end())
                .arg("given", setup.seats));
        }
        let options = setup.options.resolve(&self.0.options())?;
        let setup = Setup {
            options,
            ..setup.clone()
        };
        let state = self.0.setup_at(&setup, version)?;
        Ok(Box::new(Running {
            game: self.0.clone(),
            state,
        }))
    }
    fn restore(&self, snapshot: &[u8]) -> Result<Box<dyn Table>, String> {
        let state: G::State = serde_json::from_slice(snapshot)
            .map_err(|e| format!("snapshot of {} does not load: {e}", self.0.title()))?;
        // A state of rules this build does not keep is never played by
        // other rules (a database from a newer build, say).
        let version = self.0.rules_of(&state);
        self.0.check_rules(version).map_err(|_| {
            format!(
                "snapshot of {} plays by rules version {version}, which this build does not keep",
                self.0.title()
            )
        })?;
        Ok(Box::new(Running {
            game: self.0.clone(),
            state,
        }))
    }
    fn content(&self) -> ContentReport {
        self.0.content()
    }
    fn content_hash(&self) -> String {
        self.0.content_hash()
    }
    fn rules_versions(&self) -> &'static [RulesVersion] {
        self.0.rules_versions()
    }
}

/// A typed game and its state, behind [`Table`].
pub struct Running<G: Game> {
    pub game: Arc<G>,
    pub state: G::State,
}

impl<G: Game> Running<G> {
    fn apply_checked(&mut self, seat: Seat, action: G::Action) -> Result<Played, Msg> {
        let notation = self.game.notation(&self.state, &action);
        let told = self.game.tell(&self.state, seat, &action);
        // `Game::apply` leaves the state as it was when it fails; the host
        // also works on a copy of the table, so no copy is made here (that
        // copy was the largest cost of a simulated game).
        let applied = self.game.apply(&mut self.state, seat, &action)?;
        Ok(Played {
            notation,
            told,
            applied,
        })
    }

    fn check_turn(&self, seat: Seat) -> Result<(), Msg> {
        if self.game.outcome(&self.state).is_some() {
            return Err(Msg::new("error-game-over"));
        }
        if !self.game.to_act(&self.state).contains(&seat) {
            return Err(Msg::new("error-not-your-turn"));
        }
        Ok(())
    }
}

impl<G: Game> Table for Running<G> {
    fn title(&self) -> &'static str {
        self.game.title()
    }
    fn to_act(&self) -> Vec<Seat> {
        self.game.to_act(&self.state)
    }
    fn legal_actions(&self, seat: Seat) -> Vec<String> {
        self.game
            .legal_actions(&self.state, seat)
            .iter()
            .map(|a| self.game.notation(&self.state, a))
            .collect()
    }
    fn legal_count(&self, seat: Seat) -> usize {
        self.game.legal_actions(&self.state, seat).len()
    }
    fn actions_private(&self, seat: Seat) -> bool {
        self.game.actions_private(&self.state, seat)
    }
    fn choices(&self, seat: Seat) -> Vec<Choice> {
        self.game
            .legal_actions(&self.state, seat)
            .iter()
            .map(|a| self.game.describe(&self.state, seat, a))
            .collect()
    }
    fn prompt(&self, seat: Seat) -> Option<Msg> {
        self.game.prompt(&self.state, seat)
    }
    fn stage(&self) -> Stage {
        self.game.stage(&self.state)
    }
    fn secrets(&self, seat: Seat) -> Vec<String> {
        self.game.secrets(&self.state, seat)
    }
    fn tallies(&self, seat: Seat) -> Vec<Tally> {
        self.game.tallies(&self.state, seat)
    }
    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Box<dyn Table> {
        Box::new(Running {
            game: self.game.clone(),
            state: self.game.determinize(&self.state, seat, rng),
        })
    }
    fn evaluate(&self, seat: Seat) -> f64 {
        self.game.evaluate(&self.state, seat)
    }
    fn evaluate_with(&self, seat: Seat, heuristic: Heuristic) -> f64 {
        self.game.evaluate_with(&self.state, seat, heuristic)
    }
    fn seat_tally(&self, seat: Seat) -> Option<String> {
        self.game.seat_tally(&self.state, seat)
    }
    fn bot_tuning(&self) -> BotTuning {
        self.game.bot_tuning()
    }
    fn default_action(&self, seat: Seat) -> Option<String> {
        let action = self.game.default_action(&self.state, seat).or_else(|| {
            self.game
                .legal_actions(&self.state, seat)
                .into_iter()
                .next()
        })?;
        Some(self.game.notation(&self.state, &action))
    }
    fn step(&mut self, seat: Seat, index: usize) -> Result<(), Msg> {
        self.check_turn(seat)?;
        let mut legal = self.game.legal_actions(&self.state, seat);
        if index >= legal.len() {
            return Err(Msg::new("error-no-such-number")
                .arg("number", index + 1)
                .arg("count", legal.len()));
        }
        let action = legal.swap_remove(index);
        self.game.apply(&mut self.state, seat, &action).map(|_| ())
    }
    fn play(&mut self, seat: Seat, text: &str) -> Result<Played, Msg> {
        self.check_turn(seat)?;
        let action = self.game.parse(&self.state, seat, text)?;
        if !self.game.legal_actions(&self.state, seat).contains(&action) {
            return Err(Msg::new("error-not-legal").arg("action", text.trim()));
        }
        self.apply_checked(seat, action)
    }
    fn play_index(&mut self, seat: Seat, index: usize) -> Result<Played, Msg> {
        self.check_turn(seat)?;
        let mut legal = self.game.legal_actions(&self.state, seat);
        if index >= legal.len() {
            return Err(Msg::new("error-no-such-number")
                .arg("number", index + 1)
                .arg("count", legal.len()));
        }
        let action = legal.swap_remove(index);
        self.apply_checked(seat, action)
    }
    fn play_random(&mut self, seat: Seat, rng: &mut GameRng) -> Result<Option<Played>, Msg> {
        self.check_turn(seat)?;
        let mut legal = self.game.legal_actions(&self.state, seat);
        if legal.is_empty() {
            return Ok(None);
        }
        let action = legal.swap_remove(rng.below(legal.len()));
        self.apply_checked(seat, action).map(Some)
    }
    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome(&self.state)
    }
    fn status(&self) -> Msg {
        self.game.status(&self.state)
    }
    fn private_text(&self, seat: Seat) -> Msg {
        self.game.private_text(&self.state, seat)
    }
    fn board_svg(&self, tr: &dyn Translate) -> String {
        self.game.board_svg(&self.state, tr)
    }
    fn board_panels_svg(&self, tr: &dyn Translate) -> Vec<String> {
        self.game.board_panels_svg(&self.state, tr)
    }
    fn seat_svg(&self, seat: Seat, tr: &dyn Translate) -> String {
        self.game.seat_svg(&self.state, seat, tr)
    }
    fn snapshot(&self) -> Vec<u8> {
        serde_json::to_vec(&self.state).expect("game states serialise")
    }
    fn set_rules(&mut self, version: u32) -> Result<(), Msg> {
        self.game.set_rules(&mut self.state, version)
    }
    fn rules_version(&self) -> u32 {
        self.game.rules_of(&self.state)
    }
    fn box_clone(&self) -> Box<dyn Table> {
        Box::new(Running {
            game: self.game.clone(),
            state: self.state.clone(),
        })
    }
}

/// Plays one random legal game to the end through the object-safe
/// interface, as `longtable sim` and the property tests do. Returns the
/// number of actions applied, or the first error with its position.
pub fn play_random(
    table: &mut dyn Table,
    rng: &mut GameRng,
    max_actions: usize,
) -> Result<usize, String> {
    let mut actions = 0;
    while table.outcome().is_none() {
        if actions >= max_actions {
            return Err(format!("no end after {max_actions} actions"));
        }
        let seats = table.to_act();
        let Some(&seat) = rng.pick(&seats) else {
            return Err(format!("nobody to act after {actions} actions"));
        };
        match table.play_random(seat, rng) {
            Ok(Some(_)) => {}
            Ok(None) => {
                return Err(format!(
                    "seat {seat} must act but has no legal action after {actions} actions"
                ))
            }
            Err(e) => return Err(format!("action {actions} (seat {seat}) failed: {e:?}")),
        }
        actions += 1;
    }
    Ok(actions)
}

/// A position as [`play_checked`] compares them: the state's snapshot
/// without the boards' highlight of the last action ([`Last`], which
/// says what happened, not where the game stands). Titles that keep it
/// serialise it as their state's last field, `"last":{"seat":..}`, so it
/// is cut off the end (a parse of every snapshot would cost more than the
/// games being checked).
fn position(table: &dyn Table) -> Vec<u8> {
    let mut snapshot = table.snapshot();
    let keep = without_last(&snapshot).len();
    snapshot.truncate(keep);
    snapshot
}

/// How [`play_checked`] picks a move: the index of one of `seat`'s
/// legal actions on `table`.
pub type Chooser<'a> = dyn FnMut(&dyn Table, Seat, &mut GameRng) -> usize + 'a;

/// Like [`play_random`], and also fails, with the last moves, at the
/// first legal action that changes nothing (the position is byte for byte
/// the same, so the same seat is asked the same again) and at the first
/// position the game had already reached (a cycle: a seat that likes it
/// can repeat it forever, as the arena's bots did). No title has a
/// legitimate no-op action; `allow_no_op` names any that should be one
/// (by notation) and returns true for it. The state holds its own
/// [`GameRng`], so a repeated position is the very same game.
pub fn play_random_checked(
    table: &mut dyn Table,
    rng: &mut GameRng,
    max_actions: usize,
    allow_no_op: &dyn Fn(&str) -> bool,
) -> Result<usize, String> {
    play_checked(table, rng, max_actions, allow_no_op, &mut |t, seat, rng| {
        rng.below(t.legal_count(seat).max(1))
    })
}

/// [`play_random_checked`] with moves picked by `choose` (a bot, say).
pub fn play_checked(
    table: &mut dyn Table,
    rng: &mut GameRng,
    max_actions: usize,
    allow_no_op: &dyn Fn(&str) -> bool,
    choose: &mut Chooser,
) -> Result<usize, String> {
    use std::collections::hash_map::DefaultHasher;
    use std::collections::HashSet;
    use std::hash::{Hash, Hasher};
    let digest = |bytes: &[u8]| {
        let mut h = DefaultHasher::new();
        bytes.hash(&mut h);
        h.finish()
    };
    let mut seen: HashSet<u64> = HashSet::new();
    let mut before = position(table);
    seen.insert(digest(&before));
    let mut trail: Vec<String> = Vec::new();
    let mut actions = 0;
    while table.outcome().is_none() {
        if actions >= max_actions {
            return Err(format!("no end after {max_actions} actions"));
        }
        let seats = table.to_act();
        let Some(&seat) = rng.pick(&seats) else {
            return Err(format!("nobody to act after {actions} actions"));
        };
        if table.legal_count(seat) == 0 {
            return Err(format!(
                "seat {seat} must act but has no legal action after {actions} actions"
            ));
        }
        let index = choose(&*table, seat, rng);
        let played = table
            .play_index(seat, index)
            .map_err(|e| format!("action {actions} (seat {seat}) failed: {e:?}"))?;
        actions += 1;
        trail.push(format!("{seat}: {}", played.notation));
        if trail.len() > 12 {
            trail.remove(0);
        }
        let after = position(table);
        if after == before {
            if !allow_no_op(&played.notation) {
                return Err(format!(
                    "action {actions} changed nothing: {}",
                    trail.join(" | ")
                ));
            }
        } else if !seen.insert(digest(&after)) {
            return Err(format!(
                "action {actions} brought back an earlier position: {}",
                trail.join(" | ")
            ));
        }
        before = after;
    }
    Ok(actions)
}
