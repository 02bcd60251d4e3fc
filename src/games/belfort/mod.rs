//! Belfort (Cormier & Lim, 2011): 2-5 players build the city of Belfort
//! over 7 rounds with elves, dwarves and gnomes, scoring district and
//! worker majorities at the end of each season.
//!
//! This file says what the game is: the state, the actions and the table
//! options. `rules.rs` says what may happen, `content.rs` what exists (the
//! pack in `assets/games/belfort`), `render.rs` what it looks like. Rule
//! references (`3.4.5`, `AMB-9`) point into `shared/rules/belfort.md`.

mod bot;
pub mod cards;
pub mod content;
mod hint;
mod notation;
mod phone;
pub mod render;
pub mod rules;
pub mod talk;

use crate::engine::{
    Applied, Choice, ContentReport, Game, GameRng, Msg, OptionSpec, Outcome, Seat, Setup, Stage,
    Told, Translate,
};
use content::Content;
use serde::{Deserialize, Serialize};
use std::ops::RangeInclusive;
use std::path::Path;

pub use content::Goods;

/// The title as registered.
pub struct Belfort {
    pub content: Content,
}

impl Belfort {
    pub fn load(content_dir: Option<&Path>) -> Result<Self, crate::content::ContentError> {
        Ok(Belfort {
            content: Content::load(content_dir)?,
        })
    }
}

/// Wood, stone or metal (the goods traded at the Trading Post).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Res {
    Wood,
    Stone,
    Metal,
}

impl Res {
    pub const ALL: [Res; 3] = [Res::Wood, Res::Stone, Res::Metal];
    pub fn index(self) -> usize {
        self as usize
    }
}

/// Where a worker is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum At {
    Home,
    /// A resource area: 0 Forest, 1 Quarry, 2 Mine, 3 Gold Mine.
    Area(u8),
    Space(Space),
}

/// A worker space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Space {
    /// Recruitment Office space (0-based).
    Office(u8),
    /// King's Tent space (0-based; space 1 is index 0).
    Tent(u8),
    /// The guild of a district (0-based district).
    Guild(u8),
    /// The worker space of a built card (card id).
    Card(u8),
}

/// An elf or a dwarf of a player's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Worker {
    pub elf: bool,
    pub master: bool,
    pub at: At,
}

/// Which worker a player means: kind and side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WKind {
    pub elf: bool,
    pub master: bool,
}

/// A building card in a player's tableau.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Built {
    pub card: u8,
    pub gnomes: u8,
    /// The once-per-round ability of its gnome has been used this round.
    pub used: bool,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub wood: i64,
    pub stone: i64,
    pub metal: i64,
    pub gold: i64,
    pub score: i64,
    pub workers: Vec<Worker>,
    /// Card ids, secret to everyone else.
    pub hand: Vec<u8>,
    pub tableau: Vec<Built>,
    /// Passed in this round's Placement phase.
    pub passed: bool,
    pub hired: bool,
    pub bought: bool,
    pub buys: u8,
    pub sells: u8,
    pub extra_visits: u8,
    pub converts: u8,
    /// Points won and lost so far, by where they came from, for the
    /// final account.
    #[serde(default, skip_serializing_if = "Tally::is_zero")]
    pub tally: Tally,
}

/// A player's points over the whole game by source: the scoring rounds'
/// districts and worker majorities (3.5), and points lost to taxes they
/// could not pay in gold (3.3.4).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    pub districts: i64,
    pub elves: i64,
    pub dwarves: i64,
    pub gnomes: i64,
    pub taxes: i64,
}

impl Tally {
    pub fn is_zero(&self) -> bool {
        *self == Tally::default()
    }
}

/// A decision a seat owes before play goes on, innermost last.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pending {
    /// Discard cards one by one.
    Discard {
        seat: u8,
        left: u8,
    },
    /// Inn or Recruiters' Guild: choose a new worker (or, for the
    /// Recruiters, a gnome).
    Recruit {
        seat: u8,
        gnome: bool,
    },
    /// Put a free gnome (Tower, Recruiters) on a free lock.
    GnomeTo {
        seat: u8,
    },
    /// Gatehouse gnome: the second marker.
    GateExtra {
        seat: u8,
    },
    ArchDistrict {
        seat: u8,
    },
    ArchLot {
        seat: u8,
        district: u8,
    },
    ArchPay {
        seat: u8,
        lot: u16,
        sym: u8,
    },
    Thieves {
        seat: u8,
    },
    Bandits {
        seat: u8,
    },
    BanditsEach {
        seat: u8,
        robbed: Vec<u8>,
    },
    WizKind {
        seat: u8,
    },
    WizFrom {
        seat: u8,
        kind: u8,
    },
    WizTo {
        seat: u8,
        kind: u8,
        from: u16,
    },
    /// Wizards moved one marker onto these Gatehouses: choose its symbol.
    WizSeat {
        seat: u8,
        lots: Vec<u16>,
    },
    /// Spies: each opponent with cards picks one to show, secretly.
    SpiesReveal {
        seat: u8,
        shown: Vec<Option<u8>>,
    },
    SpiesTake {
        seat: u8,
        shown: Vec<Option<u8>>,
    },
    /// Merchants' Guild under `merchants:either` (AMB-5 b).
    MerchantsChoice {
        seat: u8,
    },
}

/// Where the round is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Setup S-6: every seat secretly keeps 3 of 5.
    Keep {
        discards: Vec<Option<Vec<u8>>>,
    },
    /// 2-player setup 2P-S4: shield holders 1 then 2 place an NP dwarf.
    Block {
        np: u8,
    },
    Placement {
        turn: u8,
    },
    /// A player who just passed sends their other workers to the areas.
    Distribute {
        seat: u8,
        turn: u8,
    },
    /// King's Tent space `space` resolves (its owner decides); gathering
    /// goes on from step `step` of the gathering order afterwards.
    Tent {
        space: u8,
        step: u8,
    },
    /// Actions turn of the player with this place in shield order.
    Actions {
        turn: u8,
        ending: bool,
    },
    /// 2-player neutral step: NP `np` (0 = NP3, 1 = NP4), maybe with the
    /// card picked. A card drawn `blind` from the deck is known only to
    /// the controlling seat until the NP places it (and discards it face
    /// up).
    Neutral {
        np: u8,
        card: Option<u8>,
        #[serde(default)]
        blind: bool,
    },
    Over,
}

/// Table options: the recommended readings of section 7 and their
/// alternatives.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Flags {
    pub guilds: String,
    pub thieves_max: i64,
    pub competition_ties: bool,
    pub market_cap: bool,
    pub np_keep_markers: u8,
    pub gatehouse_halves: bool,
    pub wrong_kind: bool,
    pub upgrade_lost: bool,
    pub recruiters_hire: bool,
    pub merchants_either: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub players: Vec<Player>,
    pub flags: Flags,
    pub rng: GameRng,
    /// 0 before round 1.
    pub round: u8,
    pub phase: Phase,
    /// Shield number (1-based) of each competitor: the players, then in a
    /// 2-player game NP3 and NP4.
    pub shields: Vec<u8>,
    pub grey: Vec<bool>,
    pub deck: Vec<u8>,
    pub display: Vec<u8>,
    pub discard: Vec<u8>,
    /// Cards whose whereabouts everyone knows although they sit in a hand:
    /// revealed by the Spies (§5.5 "shown to all players") or taken from
    /// the face-up display. Naming them gives nothing away.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub known: Vec<u8>,
    /// The competitor owning each board symbol.
    pub marks: Vec<Option<u8>>,
    /// The guild (index into the content's guilds) in each district.
    pub guilds: Vec<u8>,
    pub pool: u32,
    pub pool_start: u32,
    /// 2-player: the district whose guild each NP dwarf blocks.
    pub np_dwarves: Vec<u8>,
    pub pending: Vec<Pending>,
    /// The card type of every card id (from the content at setup).
    pub card_types: Vec<u8>,
    pub outcome: Option<Outcome>,
    /// The last action as told to everyone and what it changed, for the
    /// boards' highlight (issue 10 item 7). Older snapshots load without.
    #[serde(default)]
    pub last: Option<crate::engine::Last>,
}

impl State {
    pub fn n(&self) -> usize {
        self.players.len()
    }
    /// Competitors for majorities: players, plus the two NPs when 2 play.
    pub fn competitors(&self) -> usize {
        self.shields.len()
    }
    /// The competitor holding a shield number.
    pub fn holder(&self, shield: u8) -> Option<usize> {
        self.shields.iter().position(|&s| s == shield)
    }
    /// Players in shield order.
    pub fn order(&self) -> Vec<usize> {
        let mut v: Vec<usize> = (0..self.n()).collect();
        v.sort_by_key(|&p| self.shields[p]);
        v
    }
}

impl Game for Belfort {
    type State = State;
    type Action = rules::Action;

    fn title(&self) -> &'static str {
        "belfort"
    }
    fn seats(&self) -> RangeInclusive<usize> {
        2..=5
    }
    fn options(&self) -> Vec<OptionSpec> {
        vec![
            OptionSpec::choice(
                "guilds",
                &["beginner", "normal", "advanced"],
                "normal",
                "belfort-opt-guilds",
            ),
            OptionSpec::text("guild_list", "", "belfort-opt-guild-list"),
            OptionSpec::int("thieves_max", 2, 3, "3", "belfort-opt-thieves-max"),
            OptionSpec::choice(
                "ties",
                &["drop-one", "competition"],
                "drop-one",
                "belfort-opt-ties",
            ),
            OptionSpec::bool("market_cap", false, "belfort-opt-market-cap"),
            OptionSpec::int("np_keep_markers", 1, 2, "2", "belfort-opt-np-keep"),
            OptionSpec::bool("gatehouse_halves", false, "belfort-opt-gatehouse-halves"),
            OptionSpec::bool("wrong_kind", false, "belfort-opt-wrong-kind"),
            OptionSpec::bool("upgrade_lost", false, "belfort-opt-upgrade-lost"),
            OptionSpec::bool("recruiters_hire", false, "belfort-opt-recruiters-hire"),
            OptionSpec::choice(
                "merchants",
                &["both", "either"],
                "both",
                "belfort-opt-merchants",
            ),
        ]
    }
    fn setup(&self, setup: &Setup) -> Result<State, Msg> {
        rules::setup(&self.content, setup)
    }
    fn to_act(&self, state: &State) -> Vec<Seat> {
        rules::to_act(state)
    }
    fn legal_actions(&self, state: &State, seat: Seat) -> Vec<rules::Action> {
        rules::legal(&self.content, state, seat)
    }
    /// The move played for a seat whose turn clock ran out (`on_timeout:
    /// skip`). Belfort: passing leaves the rest of the placement to the others; elsewhere (the keep, payments) the first listed choice stands.
    fn default_action(&self, state: &State, seat: Seat) -> Option<rules::Action> {
        crate::engine::pass_or_first(self.legal_actions(state, seat), |a| {
            matches!(a, rules::Action::Pass)
        })
    }
    /// Placing workers and dwarves chooses among public spaces; every
    /// other step may list cards from the hand, the secret keep or the
    /// neutral's blind draw, so those lists go to their seat alone.
    fn actions_private(&self, state: &State, _seat: Seat) -> bool {
        !matches!(
            state.phase,
            Phase::Block { .. } | Phase::Placement { .. } | Phase::Distribute { .. } | Phase::Over
        )
    }
    fn tell(&self, state: &State, seat: Seat, action: &rules::Action) -> Told {
        talk::tell(&self.content, state, seat, action)
    }
    fn describe(&self, state: &State, seat: Seat, action: &rules::Action) -> Choice {
        talk::describe(&self.content, state, seat, action)
    }
    fn prompt(&self, state: &State, seat: Seat) -> Option<Msg> {
        talk::prompt(&self.content, state, seat)
    }
    fn stage(&self, state: &State) -> Stage {
        talk::stage(state)
    }
    fn secrets(&self, state: &State, seat: Seat) -> Vec<String> {
        talk::secrets(&self.content, state, seat)
    }
    fn apply(&self, state: &mut State, seat: Seat, action: &rules::Action) -> Result<Applied, Msg> {
        rules::apply(&self.content, state, seat, action)
    }
    fn notation(&self, state: &State, action: &rules::Action) -> String {
        notation::notation(&self.content, state, action)
    }
    fn parse(&self, state: &State, seat: Seat, text: &str) -> Result<rules::Action, Msg> {
        notation::parse(self, state, seat, text)
    }
    fn tallies(&self, state: &State, seat: Seat) -> Vec<crate::engine::Tally> {
        hint::tallies(state, seat)
    }
    fn determinize(&self, state: &State, seat: Seat, rng: &mut GameRng) -> State {
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
        state.outcome.clone()
    }
    fn status(&self, state: &State) -> Msg {
        rules::status(&self.content, state)
    }
    fn private_text(&self, state: &State, seat: Seat) -> Msg {
        rules::private_text(&self.content, state, seat)
    }
    fn board_svg(&self, state: &State, tr: &dyn Translate) -> String {
        render::board(&self.content, state, tr)
    }
    fn board_panels_svg(&self, state: &State, tr: &dyn Translate) -> Vec<String> {
        phone::panels(&self.content, state, tr)
    }
    fn seat_svg(&self, state: &State, seat: Seat, tr: &dyn Translate) -> String {
        phone::seat(&self.content, state, seat, tr)
    }
    fn content(&self) -> ContentReport {
        self.content.report.clone()
    }
}
