//! What exists in Nations: progress cards, event cards, nations (player
//! boards), solo tiles and the number tables, loaded from the content pack
//! in `assets/games/nations/*.toml` (format: `docs/content-nations.md`).
//!
//! Card effects are declarative data; the few genuinely unique rules
//! (Nations §11) are named hooks implemented in `rules.rs`.

use crate::content::{ContentError, Pack};
use crate::engine::{ContentReport, Msg};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;

/// The hooks the rules know (Nations §11.2 card notes).
pub const HOOKS: [&str; 15] = [
    "anna_komnene",
    "boudica",
    "elizabeth",
    "great_wall",
    "mansa_musa",
    "machiavelli",
    "porcelain_tower",
    "sphinx",
    "sun_tzu",
    "tokugawa",
    "versailles",
    "great_lighthouse",
    "piazza_san_marco",
    "galileo",
    "titanic",
];

/// The four card sets (Nations §1.6).
pub const SETS: [&str; 4] = ["base", "advanced", "expert", "promo"];

/// How this project splits the box's 296 progress cards (Nations 1.1)
/// per age and set: [base, advanced, expert, promo]. The sources give only
/// the total (13.1.3), so the split is house: 74 a card age, 40 base
/// (enough for 7 columns x 3 rows and two refills), the rest shared
/// between Advanced and Expert, and the one promo card in Age IV.
pub const BOX_SPLIT: [[usize; 4]; 4] = [
    [40, 17, 17, 0],
    [40, 17, 17, 0],
    [40, 17, 17, 0],
    [40, 17, 16, 1],
];

/// The eight progress-card types (Nations §1.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Advisor,
    Battle,
    Building,
    Colony,
    GoldenAge,
    Military,
    War,
    Wonder,
}

impl Kind {
    pub const ALL: [Kind; 8] = [
        Kind::Advisor,
        Kind::Battle,
        Kind::Building,
        Kind::Colony,
        Kind::GoldenAge,
        Kind::Military,
        Kind::War,
        Kind::Wonder,
    ];
    /// Fluent id of the type's name.
    pub fn label(self) -> &'static str {
        match self {
            Kind::Advisor => "nations-kind-advisor",
            Kind::Battle => "nations-kind-battle",
            Kind::Building => "nations-kind-building",
            Kind::Colony => "nations-kind-colony",
            Kind::GoldenAge => "nations-kind-golden-age",
            Kind::Military => "nations-kind-military",
            Kind::War => "nations-kind-war",
            Kind::Wonder => "nations-kind-wonder",
        }
    }
    pub fn colour(self) -> &'static str {
        match self {
            Kind::Advisor => "#6a4c93",
            Kind::Battle => "#e36414",
            Kind::Building => "#386641",
            Kind::Colony => "#0077b6",
            Kind::GoldenAge => "#b08900",
            Kind::Military => "#c1121f",
            Kind::War => "#333333",
            Kind::Wonder => "#7f5539",
        }
    }
}

/// Amounts of the resources and tracks (negative = upkeep or loss).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Res {
    pub gold: i32,
    pub stone: i32,
    pub food: i32,
    pub books: i32,
    pub military: i32,
    pub stability: i32,
    pub vp: i32,
}

impl Res {
    pub fn is_zero(&self) -> bool {
        *self == Res::default()
    }
    pub fn add(&mut self, o: &Res, times: i32) {
        self.gold += o.gold * times;
        self.stone += o.stone * times;
        self.food += o.food * times;
        self.books += o.books * times;
        self.military += o.military * times;
        self.stability += o.stability * times;
        self.vp += o.vp * times;
    }
    /// The stockpiled resources in the order production applies them
    /// (Nations §7.1.3: Gold, Food, Stone, Books).
    pub fn stock_in_order(&self) -> [(Resource, i32); 4] {
        [
            (Resource::Gold, self.gold),
            (Resource::Food, self.food),
            (Resource::Stone, self.stone),
            (Resource::Books, self.books),
        ]
    }
}

/// A stockpiled resource.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Resource {
    Gold,
    Stone,
    Food,
    Books,
}

impl Resource {
    pub const ALL: [Resource; 4] = [
        Resource::Gold,
        Resource::Stone,
        Resource::Food,
        Resource::Books,
    ];
    pub fn word(self) -> &'static str {
        match self {
            Resource::Gold => "gold",
            Resource::Stone => "stone",
            Resource::Food => "food",
            Resource::Books => "books",
        }
    }
    pub fn index(self) -> usize {
        self as usize
    }
}

/// Who an event or condition picks out (Nations §2.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Selector {
    All,
    Strongest,
    Weakest,
    MostStable,
    LeastStable,
    MostBooks,
    FewestBooks,
    PassedFirst,
    PassedLast,
    /// Everyone but the strongest and the most stable (Bronze Age Collapse).
    NotStrongestOrMostStable,
}

impl Selector {
    /// True for "most ..." selectors that name a winner (bonus rules).
    pub fn positive(self) -> bool {
        matches!(
            self,
            Selector::Strongest
                | Selector::MostStable
                | Selector::MostBooks
                | Selector::PassedFirst
        )
    }
    pub fn label(self) -> &'static str {
        match self {
            Selector::All => "nations-sel-all",
            Selector::Strongest => "nations-sel-strongest",
            Selector::Weakest => "nations-sel-weakest",
            Selector::MostStable => "nations-sel-most-stable",
            Selector::LeastStable => "nations-sel-least-stable",
            Selector::MostBooks => "nations-sel-most-books",
            Selector::FewestBooks => "nations-sel-fewest-books",
            Selector::PassedFirst => "nations-sel-passed-first",
            Selector::PassedLast => "nations-sel-passed-last",
            Selector::NotStrongestOrMostStable => "nations-sel-collapse",
        }
    }
}

/// Extra resources in Production while a condition holds (Notre Dame).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Conditional {
    pub when: Selector,
    pub gain: Res,
}

/// Extra final VP for a completed wonder ("Scoring:" text).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scoring {
    /// `colony`, `wonder`, `advisor`, `building`, `military`
    pub per: Kind,
    pub vp: i32,
}

/// A once-per-round special action (Action D, Nations §6.5).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SpecialAction {
    pub pay: Res,
    pub gain: Res,
    /// Gain this many of one resource of the player's choice among
    /// Books, Food and Stone.
    pub choice: i32,
}

fn base_set() -> String {
    "base".into()
}

/// One progress card (also used for the cards printed on player boards,
/// which have `age = 0`).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    pub id: String,
    pub name: String,
    pub age: u8,
    #[serde(default = "base_set")]
    pub set: String,
    #[serde(rename = "type")]
    pub kind: Kind,
    pub provenance: String,
    /// For a rulebook card: which fields are house values filling gaps.
    #[serde(default)]
    pub house_fields: Vec<String>,
    /// Deploy cost in Stone (Building, Military).
    #[serde(default)]
    pub deploy: i32,
    /// Effect per deployed worker (Building, Military).
    #[serde(default)]
    pub per_worker: Res,
    /// End-game VP per filled worker position (Building, Military).
    #[serde(default)]
    pub worker_vp: Vec<i32>,
    #[serde(default)]
    pub raid: i32,
    /// Colony: minimum Military Strength to buy.
    #[serde(default)]
    pub requirement: i32,
    /// Ongoing flat effect (colony, wonder, advisor): production in
    /// Production, Military and Stability at once.
    #[serde(default)]
    pub effect: Res,
    /// Printed VP (colony, wonder, advisor).
    #[serde(default)]
    pub vp: i32,
    /// Wonder: Stone cost of each section, left to right.
    #[serde(default)]
    pub sections: Vec<i32>,
    /// Private architects granted each round.
    #[serde(default)]
    pub architects: i32,
    #[serde(default)]
    pub golden_age_bonus: i32,
    /// Golden Age: resources offered. War: resources lost when defeated.
    #[serde(default)]
    pub gain: Res,
    #[serde(default)]
    pub loss: Res,
    /// War: VP lost when defeated (the rules give 1).
    #[serde(default = "one")]
    pub war_vp: i32,
    /// Battle: added to the best raid value.
    #[serde(default)]
    pub battle_bonus: i32,
    /// Removed the instant this holds for its owner (Nations §2.5).
    #[serde(default)]
    pub remove_if: Option<Selector>,
    #[serde(default)]
    pub production_if: Option<Conditional>,
    #[serde(default)]
    pub scoring: Option<Scoring>,
    #[serde(default)]
    pub action: Option<SpecialAction>,
    /// Parameters of a hook (Sphinx's Stone, Mansa Musa's bonus...).
    #[serde(default)]
    pub bonus: Res,
    #[serde(default)]
    pub hook: Option<String>,
    /// A short description in this project's own words.
    #[serde(default)]
    pub text: String,
}

fn one() -> i32 {
    1
}

/// What one of the two events on an event card does.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct EventPart {
    pub who: Option<Selector>,
    /// `plain`, `optional`, `pay_or_last`, `drop_to_last`, `to_first`,
    /// `crusade`, `zoroaster`, `exhibition`, `vasa`.
    pub kind: String,
    /// Gains (positive) and forced losses (negative), VP included.
    pub gain: Res,
    /// Workers taken from the population track (positive) or returned.
    pub workers: i32,
    /// `pay_or_last`: what must be paid to keep one's place.
    pub pay: Res,
    /// `zoroaster`: the penalty for the others; `crusade`: the penalty
    /// for the weakest.
    pub alt: Res,
    /// `crusade`: the amount of the chosen resource.
    pub amount: i32,
    /// `exhibition`: free architects; `vasa`: Military reduction.
    pub count: i32,
    /// Advisors the selected nations lose: `one` (the owner of two picks
    /// which) or `all` (§9.1.3).
    pub advisors: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventDef {
    pub id: String,
    pub name: String,
    pub age: u8,
    #[serde(default = "base_set")]
    pub set: String,
    pub architects: i32,
    pub famine: i32,
    pub provenance: String,
    #[serde(default)]
    pub house_fields: Vec<String>,
    pub first: EventPart,
    pub second: EventPart,
    #[serde(default)]
    pub text: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NationDef {
    /// Unique item id (`china-a`).
    pub id: String,
    /// The nation (`china`), shared by its two sides.
    pub nation: String,
    pub name: String,
    /// "A" or "B"
    pub side: String,
    pub provenance: String,
    #[serde(default)]
    pub house_fields: Vec<String>,
    pub gold: i32,
    pub stone: i32,
    pub food: i32,
    #[serde(default)]
    pub books: i32,
    #[serde(default)]
    pub vp: i32,
    /// Workers in the reserve at the start (beside the 8 on the track).
    pub workers: i32,
    /// Printed starting cards (ids of `card` items with `age = 0`).
    pub cards: Vec<String>,
    /// A side's own ongoing effect (B sides).
    #[serde(default)]
    pub effect: Res,
    #[serde(default)]
    pub text: String,
}

/// A neutral action printed on a solo tile for a die result of 5 or 6.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SoloAction {
    /// Remove every card of the row with this price (1..3).
    pub remove_row: i32,
    /// Remove every card of this type from the board.
    pub remove_type: Option<Kind>,
    /// Public architects taken away.
    pub architects: i32,
    pub books: i32,
    pub military: i32,
    pub stability: i32,
}

/// A price change for one row of the Progress Board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PriceChange {
    /// The row, named by its printed price (1..3).
    pub row: i32,
    /// Added to the row's price this round.
    pub delta: i32,
}

/// The "changes" a solo tile makes to its round (§10.7 "Neutral values"
/// 3; the rulebook gives none, so the vocabulary is this project's).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SoloChanges {
    /// One row costs more or less this round.
    pub price: Option<PriceChange>,
    /// Own architects for the player this round, from the supply.
    pub architects: i32,
    /// Resources or VP the player gains (positive) or is forced to lose
    /// (negative) when the tile is drawn.
    pub gain: Res,
}

impl SoloChanges {
    pub fn is_empty(&self) -> bool {
        self.price.is_none() && self.architects == 0 && self.gain.is_zero()
    }
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SoloTile {
    pub id: String,
    pub age: u8,
    pub provenance: String,
    pub military: i32,
    pub stability: i32,
    pub books: i32,
    pub architects: i32,
    pub famine: i32,
    pub five: SoloAction,
    pub six: SoloAction,
    #[serde(default)]
    pub changes: SoloChanges,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Difficulty {
    pub id: String,
    pub name: String,
    pub order: u8,
    pub bonus: i32,
    pub provenance: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GoldenAgePrice {
    pub id: String,
    pub age: u8,
    pub price: i32,
    pub provenance: String,
}

/// Sizes printed on the player board (Nations §1.5, §13.3).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardDef {
    pub provenance: String,
    #[serde(default)]
    pub house_fields: Vec<String>,
    pub slots: usize,
    pub wonder_slots: usize,
    pub colony_slots: usize,
    pub advisor_slots: usize,
    pub space_penalty: i32,
    pub architects: i32,
}

/// The whole pack, indexed.
#[derive(Clone, Debug)]
pub struct Content {
    pub cards: Vec<CardDef>,
    pub events: Vec<EventDef>,
    pub nations: Vec<NationDef>,
    pub solo: Vec<SoloTile>,
    pub difficulties: Vec<Difficulty>,
    pub golden: Vec<GoldenAgePrice>,
    pub board: BoardDef,
    card_index: BTreeMap<String, usize>,
    event_index: BTreeMap<String, usize>,
    pub report: ContentReport,
}

/// Names and texts of Nations' items as messages, so each reader gets
/// them in their language (`Msg::content`).
impl CardDef {
    pub fn name_msg(&self) -> Msg {
        Msg::content(TITLE, "card", &self.id, "name", &self.name)
    }
    pub fn text_msg(&self) -> Msg {
        Msg::content(TITLE, "card", &self.id, "text", &self.text)
    }
}

impl EventDef {
    pub fn name_msg(&self) -> Msg {
        Msg::content(TITLE, "event", &self.id, "name", &self.name)
    }
    pub fn text_msg(&self) -> Msg {
        Msg::content(TITLE, "event", &self.id, "text", &self.text)
    }
}

impl NationDef {
    pub fn name_msg(&self) -> Msg {
        Msg::content(TITLE, "nation", &self.id, "name", &self.name)
    }
}

const TITLE: &str = "nations";

impl Content {
    pub fn load(dir: Option<&Path>) -> Result<Content, ContentError> {
        let pack = Pack::load("nations", dir)?;
        Self::from_pack(&pack)
    }

    pub fn from_pack(pack: &Pack) -> Result<Content, ContentError> {
        let cards: Vec<CardDef> = pack.items("card")?;
        let events: Vec<EventDef> = pack.items("event")?;
        let nations: Vec<NationDef> = pack.items("nation")?;
        let solo: Vec<SoloTile> = pack.items("solo_tile")?;
        let mut difficulties: Vec<Difficulty> = pack.items("difficulty")?;
        difficulties.sort_by_key(|d| d.order);
        let golden: Vec<GoldenAgePrice> = pack.items("golden_age_price")?;
        let board: BoardDef = pack.table("board")?;
        let card_index = cards
            .iter()
            .enumerate()
            .map(|(i, c)| (c.id.clone(), i))
            .collect();
        let event_index = events
            .iter()
            .enumerate()
            .map(|(i, c)| (c.id.clone(), i))
            .collect();
        let mut c = Content {
            cards,
            events,
            nations,
            solo,
            difficulties,
            golden,
            board,
            card_index,
            event_index,
            report: pack.report(),
        };
        let errors = c.validate();
        c.report.errors.extend(errors);
        c.count_box();
        Ok(c)
    }

    /// Compares the pack with the box (Nations 1.1), then with this
    /// project's split of the 296 progress cards per age and set, which
    /// the sources don't give (`BOX_SPLIT`, house).
    fn count_box(&mut self) {
        let progress = self.cards.iter().filter(|c| c.age > 0).count();
        let boards: std::collections::BTreeSet<&str> =
            self.nations.iter().map(|n| n.nation.as_str()).collect();
        let (boards, sides) = (boards.len(), self.nations.len());
        let (events, tiles) = (self.events.len(), self.solo.len());
        let architects = self.board.architects.max(0) as usize;
        let r = &mut self.report;
        r.box_count("nations", "progress cards", "1.1", 296, progress);
        r.box_count("nations", "event cards", "1.1", 48, events);
        r.box_count("nations", "solo event tiles", "1.1", 24, tiles);
        r.box_count("nations", "player boards", "1.1", 5, boards);
        r.box_count("nations", "player-board sides (A and B)", "1.1", 10, sides);
        r.box_count("nations", "architects", "1.1", 15, architects);
        for (age, split) in (1u8..).zip(BOX_SPLIT) {
            let found: Vec<usize> = SETS
                .iter()
                .map(|set| {
                    self.cards
                        .iter()
                        .filter(|c| c.age == age && c.set == *set)
                        .count()
                })
                .collect();
            if found != split {
                self.report.errors.push(format!(
                    "nations: age {age} has {found:?} cards per set {SETS:?}; the house split is {split:?}"
                ));
            }
            let what = format!("age {age} cards (split per age: house)");
            let (want, have) = (split.iter().sum(), found.iter().sum());
            self.report.box_count("nations", &what, "1.1", want, have);
        }
    }

    pub fn card(&self, id: &str) -> Option<&CardDef> {
        self.card_index.get(id).map(|&i| &self.cards[i])
    }

    pub fn event(&self, id: &str) -> Option<&EventDef> {
        self.event_index.get(id).map(|&i| &self.events[i])
    }

    pub fn nation(&self, id: &str, side: &str) -> Option<&NationDef> {
        self.nations
            .iter()
            .find(|n| n.nation == id && n.side.eq_ignore_ascii_case(side))
    }

    pub fn growth_bonus(&self, difficulty: &str) -> i32 {
        self.difficulties
            .iter()
            .find(|d| d.id == difficulty)
            .map(|d| d.bonus)
            .unwrap_or(3)
    }

    pub fn golden_price(&self, age: u8) -> i32 {
        self.golden
            .iter()
            .find(|g| g.age == age)
            .map(|g| g.price)
            .unwrap_or(age as i32)
    }

    /// Cross-checks the pack: references, counts per age and set, known
    /// hooks and event kinds, sane numbers.
    pub fn validate(&self) -> Vec<String> {
        let mut errors = Vec::new();
        let mut err = |e: String| errors.push(format!("nations: {e}"));
        let mut names = BTreeMap::new();
        for c in &self.cards {
            if c.age > 4 {
                err(format!("card `{}` has age {}", c.id, c.age));
            }
            if !SETS.contains(&c.set.as_str()) {
                err(format!("card `{}` has unknown set `{}`", c.id, c.set));
            }
            if c.age > 0 {
                if let Some(other) = names.insert(c.name.to_lowercase(), c.id.clone()) {
                    err(format!(
                        "cards `{other}` and `{}` share the name {}",
                        c.id, c.name
                    ));
                }
            }
            if let Some(h) = &c.hook {
                if !HOOKS.contains(&h.as_str()) {
                    err(format!("card `{}` names unknown hook `{h}`", c.id));
                }
            }
            match c.kind {
                Kind::Wonder if c.sections.is_empty() => {
                    err(format!("wonder `{}` has no sections", c.id))
                }
                Kind::Building | Kind::Military if c.deploy < 0 => {
                    err(format!("card `{}` has a negative deploy cost", c.id))
                }
                Kind::GoldenAge => {
                    let types = [c.gain.gold, c.gain.stone, c.gain.food, c.gain.books]
                        .iter()
                        .filter(|&&v| v != 0)
                        .count();
                    if types != 1 {
                        err(format!(
                            "golden age `{}` must offer one resource type",
                            c.id
                        ))
                    }
                }
                Kind::War if c.loss.is_zero() => err(format!("war `{}` has no printed loss", c.id)),
                _ => {}
            }
            if c.provenance == "house" && !c.house_fields.is_empty() {
                err(format!(
                    "card `{}` is house but lists house_fields (only rulebook items do)",
                    c.id
                ));
            }
        }
        for n in &self.nations {
            for id in &n.cards {
                match self.card(id) {
                    None => err(format!("nation `{}` prints unknown card `{id}`", n.id)),
                    Some(c) if c.age != 0 => err(format!(
                        "nation `{}` prints `{id}`, which is a progress card (age {})",
                        n.id, c.age
                    )),
                    _ => {}
                }
            }
        }
        for id in ["china", "egypt", "greece", "persia", "rome"] {
            for side in ["A", "B"] {
                if self.nation(id, side).is_none() {
                    err(format!("nation `{id}` side {side} is missing"));
                }
            }
        }
        const EVENT_KINDS: [&str; 9] = [
            "plain",
            "optional",
            "pay_or_last",
            "drop_to_last",
            "to_first",
            "crusade",
            "zoroaster",
            "exhibition",
            "vasa",
        ];
        for e in &self.events {
            for part in [&e.first, &e.second] {
                let kind = if part.kind.is_empty() {
                    "plain"
                } else {
                    &part.kind
                };
                if !EVENT_KINDS.contains(&kind) {
                    err(format!("event `{}` has unknown kind `{kind}`", e.id));
                }
                if part.who.is_none() {
                    err(format!("event `{}` has a part without `who`", e.id));
                }
                if !["", "one", "all"].contains(&part.advisors.as_str()) {
                    err(format!(
                        "event `{}` has advisors = `{}` (use one or all)",
                        e.id, part.advisors
                    ));
                }
            }
        }
        for t in &self.solo {
            if let Some(pc) = t.changes.price {
                let price = pc.row + pc.delta;
                if !(1..=3).contains(&pc.row) || !(1..=5).contains(&price) {
                    err(format!(
                        "solo tile `{}` changes row {} to price {price} (rows 1-3, prices 1-5)",
                        t.id, pc.row
                    ));
                }
            }
            if t.changes.architects < 0 {
                err(format!(
                    "solo tile `{}` has negative changes.architects",
                    t.id
                ));
            }
        }
        for age in 1..=4u8 {
            let base = self
                .cards
                .iter()
                .filter(|c| c.age == age && c.set == "base")
                .count();
            if base < 36 {
                err(format!(
                    "age {age} has {base} base progress cards; 36 are needed"
                ));
            }
            let extra = self
                .cards
                .iter()
                .filter(|c| c.age == age && (c.set == "advanced" || c.set == "expert"))
                .count();
            if extra < 12 {
                err(format!(
                    "age {age} has {extra} advanced/expert cards; 12 are needed for 5 players"
                ));
            }
            let events = self.events.iter().filter(|e| e.age == age).count();
            if events < 4 {
                err(format!("age {age} has {events} event cards"));
            }
            let tiles = self.solo.iter().filter(|t| t.age == age).count();
            if tiles < 2 {
                err(format!("age {age} has {tiles} solo tiles"));
            }
            for kind in Kind::ALL {
                if !self
                    .cards
                    .iter()
                    .any(|c| c.age == age && c.kind == kind && c.set == "base")
                {
                    err(format!("age {age} has no base card of type {kind:?}"));
                }
            }
        }
        if self.difficulties.len() != 4 {
            err("the difficulty table needs four levels".into());
        }
        errors
    }
}
