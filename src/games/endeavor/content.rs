//! What exists in Endeavor: the map, the decks, the building tiles, the
//! trade tokens and the track tables, read from the content pack
//! (`assets/games/endeavor/*.toml`, format in `docs/content-endeavor.md`).
//!
//! Loading never fails on a content mistake: problems are collected in
//! [`Content::errors`], reported by `longtable content check`, and a table
//! refuses to start while there are any.

use crate::content::{ContentError, Pack};
use crate::engine::{ContentReport, Msg};
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The four status tracks, in board order (spec §4).
pub const STATUSES: [&str; 4] = ["industry", "culture", "finance", "politics"];
pub const INDUSTRY: usize = 0;
pub const CULTURE: usize = 1;
pub const FINANCE: usize = 2;
pub const POLITICS: usize = 3;

/// Status icons per track, in [`STATUSES`] order.
pub type Icons = [u8; 4];

/// The five basic actions (spec §3.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Basic {
    Ship,
    Occupy,
    Attack,
    Payment,
    Draw,
}

impl Basic {
    pub fn parse(s: &str) -> Option<Basic> {
        Some(match s.trim() {
            "ship" => Basic::Ship,
            "occupy" => Basic::Occupy,
            "attack" => Basic::Attack,
            "payment" => Basic::Payment,
            "draw" => Basic::Draw,
            _ => return None,
        })
    }
    pub fn id(self) -> &'static str {
        match self {
            Basic::Ship => "ship",
            Basic::Occupy => "occupy",
            Basic::Attack => "attack",
            Basic::Payment => "payment",
            Basic::Draw => "draw",
        }
    }
}

/// What an activation circle or a blue token offers: one basic action,
/// a choice of one ("a/b"), or one or both ("a&b").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Offer {
    pub parts: Vec<Basic>,
    /// True for "a&b": one or both parts may be carried out.
    pub both: bool,
}

impl Offer {
    pub fn parse(text: &str) -> Option<Offer> {
        let (sep, both) = if text.contains('&') {
            ('&', true)
        } else {
            ('/', false)
        };
        let parts: Option<Vec<Basic>> = text.split(sep).map(Basic::parse).collect();
        let parts = parts?;
        if parts.is_empty() || parts.len() > 2 {
            return None;
        }
        Some(Offer { parts, both })
    }
    /// The notation of the offer ("ship/draw").
    pub fn label(&self) -> String {
        let sep = if self.both { "&" } else { "/" };
        self.parts
            .iter()
            .map(|p| p.id())
            .collect::<Vec<_>>()
            .join(sep)
    }
}

/// What a `house_fields` entry may name besides the item's own keys: the
/// item's status icons as a whole, which Longtable chose although the item
/// lists none (spec 8.3: the rulebook never says a building has none).
pub const STATUS_ICONS: &str = "status icons";

#[derive(Clone, Debug, Deserialize)]
struct RulesRaw {
    rounds: u8,
    population: u8,
    building_spaces: u8,
    card_spaces: u8,
    empty_governor_glory: i64,
    harbor_markers_per_glory: u8,
    slavery_penalty: i64,
}

/// Fixed numbers of the game (`rules.toml`).
#[derive(Clone, Debug)]
pub struct Numbers {
    pub rounds: u8,
    pub population: u8,
    pub building_spaces: u8,
    pub card_spaces: u8,
    pub empty_governor_glory: i64,
    pub harbor_markers_per_glory: u8,
    pub slavery_penalty: i64,
}

#[derive(Clone, Debug, Deserialize)]
struct TrackRaw {
    id: String,
    name: String,
    squares: Vec<u8>,
    levels: Vec<u8>,
}

/// One status track: its symbol squares and the level printed on each.
#[derive(Clone, Debug)]
pub struct TrackTable {
    /// The pack's id (`industry`), which names its translations.
    pub id: String,
    pub name: String,
    pub squares: Vec<u8>,
    pub levels: Vec<u8>,
}

impl TrackTable {
    /// The symbol square at or below `status` (capped at 15), which is
    /// also the Glory the track scores (spec TR-3, TR-4).
    pub fn square(&self, status: u8) -> u8 {
        let v = status.min(15);
        self.squares
            .iter()
            .copied()
            .filter(|&s| s <= v)
            .max()
            .unwrap_or(0)
    }
    /// The level in force at `status` (spec §4.3).
    pub fn level(&self, status: u8) -> u8 {
        let v = status.min(15);
        self.squares
            .iter()
            .zip(&self.levels)
            .filter(|(s, _)| **s <= v)
            .map(|(_, l)| *l)
            .next_back()
            .unwrap_or(0)
    }
}

#[derive(Clone, Debug, Deserialize)]
struct IconsRaw {
    #[serde(default)]
    industry: u8,
    #[serde(default)]
    culture: u8,
    #[serde(default)]
    finance: u8,
    #[serde(default)]
    politics: u8,
}

impl IconsRaw {
    fn icons(&self) -> Icons {
        [self.industry, self.culture, self.finance, self.politics]
    }
}

#[derive(Clone, Debug, Deserialize)]
struct TokenRaw {
    id: String,
    name: String,
    abbr: String,
    status: Option<String>,
    action: Option<String>,
    count: u16,
}

/// A kind of trade token: brown (one status icon) or blue (an action).
#[derive(Clone, Debug)]
pub struct TokenKind {
    pub id: String,
    pub name: String,
    pub abbr: String,
    pub icons: Icons,
    pub action: Option<Offer>,
    pub count: u16,
}

#[derive(Clone, Debug, Deserialize)]
struct BuildingRaw {
    id: String,
    name: String,
    level: u8,
    copies: u8,
    action: Option<String>,
    #[serde(default)]
    glory: i64,
    #[serde(flatten)]
    icons: IconsRaw,
}

/// A kind of building tile. Level 0 is the Colonial House, printed on
/// every player board and not in the supply.
#[derive(Clone, Debug)]
pub struct BuildingKind {
    pub id: String,
    pub name: String,
    pub level: u8,
    pub copies: u8,
    pub icons: Icons,
    /// The action in its activation circle; `None` = no circle.
    pub action: Option<Offer>,
    pub glory: i64,
}

#[derive(Clone, Debug, Deserialize)]
struct DeckRaw {
    id: String,
    name: String,
    region: String,
    #[serde(default)]
    slavery: bool,
}

/// One of the eight asset decks.
#[derive(Clone, Debug)]
pub struct Deck {
    pub id: String,
    pub name: String,
    pub region: usize,
    pub slavery: bool,
}

#[derive(Clone, Debug, Deserialize)]
struct CardRaw {
    id: String,
    name: String,
    deck: String,
    value: u8,
    #[serde(default)]
    governor: bool,
    #[serde(default)]
    glory: i64,
    hook: Option<String>,
    #[serde(flatten)]
    icons: IconsRaw,
}

/// An asset card.
#[derive(Clone, Debug)]
pub struct Card {
    pub id: String,
    pub name: String,
    pub deck: usize,
    pub value: u8,
    pub governor: bool,
    pub slavery: bool,
    pub icons: Icons,
    pub glory: i64,
    /// The Europe card that abolishes slavery (hook `abolition`).
    pub abolition: bool,
}

#[derive(Clone, Debug, Deserialize)]
struct RegionRaw {
    id: String,
    name: String,
    track_len: u8,
    decks: Vec<String>,
    #[serde(rename = "box")]
    frame: [f32; 4],
    track: Option<[f32; 2]>,
    track_dir: Option<String>,
    deck_pos: Vec<[f32; 2]>,
}

/// A region of the map. The region with no shipping track is Europe.
#[derive(Clone, Debug)]
pub struct Region {
    pub id: String,
    pub name: String,
    pub track_len: u8,
    pub decks: Vec<usize>,
    pub frame: [f32; 4],
    pub track: [f32; 2],
    pub track_down: bool,
    pub deck_pos: Vec<[f32; 2]>,
}

#[derive(Clone, Debug, Deserialize)]
struct CityRaw {
    id: String,
    name: String,
    region: String,
    glory: i64,
    pos: [f32; 2],
    #[serde(default)]
    label_above: bool,
    #[serde(default)]
    token_left: bool,
    #[serde(default)]
    label_dx: f32,
}

#[derive(Clone, Debug)]
pub struct City {
    pub id: String,
    pub name: String,
    pub region: usize,
    pub glory: i64,
    pub pos: [f32; 2],
    /// Draw the name above the city instead of below.
    pub label_above: bool,
    /// Draw the city's token on its left instead of its right.
    pub token_left: bool,
    /// Moves the name sideways (pixels, + right) where a token or a
    /// neighbour would cover it.
    pub label_dx: f32,
}

#[derive(Clone, Debug, Deserialize)]
struct ConnectionRaw {
    id: String,
    a: String,
    b: String,
}

#[derive(Clone, Debug)]
pub struct Connection {
    pub id: String,
    pub a: usize,
    pub b: usize,
}

/// The whole content pack, typed and cross-referenced by index.
#[derive(Clone, Debug)]
pub struct Content {
    pub numbers: Numbers,
    pub tracks: Vec<TrackTable>,
    pub tokens: Vec<TokenKind>,
    pub buildings: Vec<BuildingKind>,
    pub decks: Vec<Deck>,
    pub cards: Vec<Card>,
    pub regions: Vec<Region>,
    pub cities: Vec<City>,
    pub connections: Vec<Connection>,
    /// Index of the region without a track (Europe).
    pub europe: usize,
    /// Index of the Colonial House (level 0).
    pub colonial_house: usize,
    pub report: ContentReport,
}

impl Content {
    /// Loads the embedded pack, overridden from `content_dir` when given.
    pub fn load(content_dir: Option<&Path>) -> Result<Content, ContentError> {
        let pack = Pack::load("endeavor", content_dir)?;
        Content::from_pack(&pack)
    }

    pub fn from_pack(pack: &Pack) -> Result<Content, ContentError> {
        let mut report = pack.report();
        let mut errors = Vec::new();
        let rules: RulesRaw = pack.table("rules")?;
        let track_raw: Vec<TrackRaw> = pack.items("track")?;
        let token_raw: Vec<TokenRaw> = pack.items("token")?;
        let building_raw: Vec<BuildingRaw> = pack.items("building")?;
        let deck_raw: Vec<DeckRaw> = pack.items("deck")?;
        let card_raw: Vec<CardRaw> = pack.items("card")?;
        let region_raw: Vec<RegionRaw> = pack.items("region")?;
        let city_raw: Vec<CityRaw> = pack.items("city")?;
        let conn_raw: Vec<ConnectionRaw> = pack.items("connection")?;

        let numbers = Numbers {
            rounds: rules.rounds,
            population: rules.population,
            building_spaces: rules.building_spaces,
            card_spaces: rules.card_spaces,
            empty_governor_glory: rules.empty_governor_glory,
            harbor_markers_per_glory: rules.harbor_markers_per_glory.max(1),
            slavery_penalty: rules.slavery_penalty,
        };

        // Tracks, in STATUSES order.
        let mut tracks = Vec::new();
        for (i, status) in STATUSES.iter().enumerate() {
            match track_raw.iter().find(|t| t.id == *status) {
                None => {
                    errors.push(format!("track `{status}` is missing"));
                    tracks.push(TrackTable {
                        id: status.to_string(),
                        name: status.to_string(),
                        squares: vec![0],
                        levels: vec![1],
                    });
                }
                Some(t) => {
                    if t.squares.first() != Some(&0) {
                        errors.push(format!("track `{}`: square 0 must carry a symbol", t.id));
                    }
                    if t.squares.len() != t.levels.len() {
                        errors.push(format!(
                            "track `{}`: {} squares but {} levels",
                            t.id,
                            t.squares.len(),
                            t.levels.len()
                        ));
                    }
                    if t.squares.windows(2).any(|w| w[0] >= w[1])
                        || t.squares.iter().any(|&s| s > 15)
                    {
                        errors.push(format!("track `{}`: squares must rise within 0..15", t.id));
                    }
                    if t.levels.windows(2).any(|w| w[0] > w[1]) {
                        errors.push(format!("track `{}`: levels must never fall", t.id));
                    }
                    if i == INDUSTRY && t.levels.iter().any(|&l| !(1..=5).contains(&l)) {
                        errors.push("track `industry`: build levels must be 1..5".into());
                    }
                    if i == POLITICS && t.levels.iter().any(|&l| l > numbers.card_spaces) {
                        errors
                            .push("track `politics`: a card limit exceeds the card spaces".into());
                    }
                    if i == CULTURE && t.levels.first() == Some(&0) {
                        errors.push("track `culture`: growth at status 0 must be positive".into());
                    }
                    tracks.push(TrackTable {
                        id: t.id.clone(),
                        name: t.name.clone(),
                        squares: t.squares.clone(),
                        levels: t.levels.clone(),
                    });
                }
            }
        }

        let mut tokens = Vec::new();
        for t in &token_raw {
            let mut icons = [0u8; 4];
            let mut action = None;
            match (&t.status, &t.action) {
                (Some(s), None) => match STATUSES.iter().position(|x| x == s) {
                    Some(i) => icons[i] = 1,
                    None => errors.push(format!("token `{}`: unknown status `{s}`", t.id)),
                },
                (None, Some(a)) => match Offer::parse(a) {
                    Some(o) => action = Some(o),
                    None => errors.push(format!("token `{}`: unknown action `{a}`", t.id)),
                },
                _ => errors.push(format!(
                    "token `{}`: needs exactly one of `status` or `action`",
                    t.id
                )),
            }
            tokens.push(TokenKind {
                id: t.id.clone(),
                name: t.name.clone(),
                abbr: t.abbr.clone(),
                icons,
                action,
                count: t.count,
            });
        }

        let mut buildings = Vec::new();
        for b in &building_raw {
            let action = match &b.action {
                None => None,
                Some(a) => match Offer::parse(a) {
                    Some(o) => Some(o),
                    None => {
                        errors.push(format!("building `{}`: unknown action `{a}`", b.id));
                        None
                    }
                },
            };
            if b.level > 5 {
                errors.push(format!("building `{}`: level must be 0..5", b.id));
            }
            buildings.push(BuildingKind {
                id: b.id.clone(),
                name: b.name.clone(),
                level: b.level,
                copies: b.copies,
                icons: b.icons.icons(),
                action,
                glory: b.glory,
            });
        }
        let colonial: Vec<usize> = (0..buildings.len())
            .filter(|&i| buildings[i].level == 0)
            .collect();
        if colonial.len() != 1 {
            errors.push(format!(
                "exactly one level-0 building (the Colonial House) is needed, found {}",
                colonial.len()
            ));
        }
        let colonial_house = colonial.first().copied().unwrap_or(0);

        let mut regions = Vec::new();
        for r in &region_raw {
            regions.push(Region {
                id: r.id.clone(),
                name: r.name.clone(),
                track_len: r.track_len,
                decks: Vec::new(),
                frame: r.frame,
                track: r.track.unwrap_or([r.frame[0], r.frame[1]]),
                track_down: r.track_dir.as_deref() == Some("down"),
                deck_pos: r.deck_pos.clone(),
            });
        }
        let europes: Vec<usize> = (0..regions.len())
            .filter(|&i| regions[i].track_len == 0)
            .collect();
        if europes.len() != 1 {
            errors.push(format!(
                "exactly one region without a shipping track (Europe) is needed, found {}",
                europes.len()
            ));
        }
        let europe = europes.first().copied().unwrap_or(0);
        let region_ids: Vec<String> = regions.iter().map(|r| r.id.clone()).collect();
        let region_of = |id: &str, what: &str, errors: &mut Vec<String>| -> usize {
            region_ids.iter().position(|r| r == id).unwrap_or_else(|| {
                errors.push(format!("{what}: unknown region `{id}`"));
                0
            })
        };

        let mut decks = Vec::new();
        for d in &deck_raw {
            let region = region_of(&d.region, &format!("deck `{}`", d.id), &mut errors);
            decks.push(Deck {
                id: d.id.clone(),
                name: d.name.clone(),
                region,
                slavery: d.slavery,
            });
        }
        for (ri, r) in region_raw.iter().enumerate() {
            for d in &r.decks {
                match decks.iter().position(|x| &x.id == d) {
                    Some(di) => regions[ri].decks.push(di),
                    None => errors.push(format!("region `{}`: unknown deck `{d}`", r.id)),
                }
            }
            if regions[ri].deck_pos.len() < regions[ri].decks.len() {
                errors.push(format!("region `{}`: one `deck_pos` per deck", r.id));
            }
        }

        let mut cards = Vec::new();
        for c in &card_raw {
            let deck = decks
                .iter()
                .position(|d| d.id == c.deck)
                .unwrap_or_else(|| {
                    errors.push(format!("card `{}`: unknown deck `{}`", c.id, c.deck));
                    0
                });
            let abolition = match c.hook.as_deref() {
                None => false,
                Some("abolition") => true,
                Some(h) => {
                    errors.push(format!("card `{}`: unknown hook `{h}`", c.id));
                    false
                }
            };
            cards.push(Card {
                id: c.id.clone(),
                name: c.name.clone(),
                deck,
                value: if c.governor { 0 } else { c.value },
                governor: c.governor,
                slavery: decks.get(deck).is_some_and(|d| d.slavery),
                icons: c.icons.icons(),
                glory: c.glory,
                abolition,
            });
        }

        let mut cities = Vec::new();
        for c in &city_raw {
            let region = region_of(&c.region, &format!("city `{}`", c.id), &mut errors);
            if !(1..=2).contains(&c.glory) {
                errors.push(format!("city `{}`: Glory must be 1 or 2", c.id));
            }
            cities.push(City {
                id: c.id.clone(),
                name: c.name.clone(),
                region,
                glory: c.glory,
                pos: c.pos,
                label_above: c.label_above,
                token_left: c.token_left,
                label_dx: c.label_dx,
            });
        }
        let mut connections = Vec::new();
        for k in &conn_raw {
            let find = |id: &str, errors: &mut Vec<String>| {
                cities.iter().position(|c| c.id == id).unwrap_or_else(|| {
                    errors.push(format!("connection `{}`: unknown city `{id}`", k.id));
                    0
                })
            };
            let a = find(&k.a, &mut errors);
            let b = find(&k.b, &mut errors);
            if a == b {
                errors.push(format!("connection `{}` joins a city to itself", k.id));
            }
            connections.push(Connection {
                id: k.id.clone(),
                a,
                b,
            });
        }

        let content = Content {
            numbers,
            tracks,
            tokens,
            buildings,
            decks,
            cards,
            regions,
            cities,
            connections,
            europe,
            colonial_house,
            report: ContentReport::default(),
        };
        errors.extend(content.validate());
        // Per-field provenance, shown by `/card`.
        report
            .errors
            .extend(crate::content::card::house_field_errors(
                pack,
                &["building", "card"],
                &[STATUS_ICONS],
            ));
        report.errors.extend(errors);
        // Endeavor 1.1: the box contents (C2, C4, C7, C9, C10).
        let c = &content;
        let tiles = c.buildings.iter().map(|b| b.copies as usize).sum();
        let tokens = c.tokens.iter().map(|t| t.count as usize).sum();
        report.box_count("endeavor", "regions", "1.1 C2", 7, c.regions.len());
        report.box_count("endeavor", "decks", "1.1 C4", 8, c.decks.len());
        report.box_count("endeavor", "asset cards", "1.1 C7", 48, c.cards.len());
        report.box_count("endeavor", "trade tokens", "1.1 C9", 95, tokens);
        report.box_count("endeavor", "building tiles", "1.1 C10", 45, tiles);
        Ok(Content { report, ..content })
    }

    /// Counts and cross-checks the rules need (spec §1, §8).
    fn validate(&self) -> Vec<String> {
        let mut e = Vec::new();
        if self.regions.len() != 7 {
            e.push(format!("7 regions expected, found {}", self.regions.len()));
        }
        if self.decks.len() != 8 {
            e.push(format!("8 decks expected, found {}", self.decks.len()));
        }
        if self.decks.iter().filter(|d| d.slavery).count() != 1 {
            e.push("exactly one deck must be the Slavery deck".into());
        }
        for (di, d) in self.decks.iter().enumerate() {
            let cards: Vec<&Card> = self.cards.iter().filter(|c| c.deck == di).collect();
            if cards.len() != 6 {
                e.push(format!("deck `{}` has {} cards, not 6", d.id, cards.len()));
            }
            let governors = cards.iter().filter(|c| c.governor).count();
            let in_europe = d.region == self.europe;
            if in_europe && governors != 0 {
                e.push(format!(
                    "deck `{}` is in Europe and may hold no Governor",
                    d.id
                ));
            }
            if !in_europe && governors != 1 {
                e.push(format!("deck `{}` needs exactly one Governor", d.id));
            }
        }
        if self.cards.iter().filter(|c| c.abolition).count() != 1 {
            e.push("exactly one card must carry the `abolition` hook".into());
        }
        for c in &self.cards {
            if c.abolition && self.decks.get(c.deck).is_some_and(|d| d.slavery) {
                e.push(format!(
                    "card `{}`: the Abolition can't be a Slavery card",
                    c.id
                ));
            }
        }
        for (ri, r) in self.regions.iter().enumerate() {
            if ri != self.europe && r.decks.len() != 1 {
                e.push(format!("region `{}` needs exactly one deck", r.id));
            }
            if ri == self.europe && r.decks.len() != 2 {
                e.push(format!("region `{}` needs two decks", r.id));
            }
            if !self.cities.iter().any(|c| c.region == ri) {
                e.push(format!("region `{}` has no city", r.id));
            }
        }
        let supply: Vec<&BuildingKind> = self.buildings.iter().filter(|b| b.level > 0).collect();
        if supply.len() != 15 {
            e.push(format!(
                "15 building kinds expected, found {}",
                supply.len()
            ));
        }
        let tiles: usize = supply.iter().map(|b| b.copies as usize).sum();
        if tiles != 45 {
            e.push(format!("45 building tiles expected, found {tiles}"));
        }
        let bag: usize = self.tokens.iter().map(|t| t.count as usize).sum();
        if bag != 95 {
            e.push(format!("95 trade tokens expected, found {bag}"));
        }
        if self.tokens.len() != 8 {
            e.push(format!(
                "8 token types expected, found {}",
                self.tokens.len()
            ));
        }
        let spaces = self.token_spaces();
        if spaces > bag {
            e.push(format!(
                "the map has {spaces} token spaces but there are only {bag} tokens"
            ));
        }
        e
    }

    /// Track spaces + cities + connections: one token each at setup.
    pub fn token_spaces(&self) -> usize {
        self.regions
            .iter()
            .map(|r| r.track_len as usize)
            .sum::<usize>()
            + self.cities.len()
            + self.connections.len()
    }

    pub fn is_valid(&self) -> bool {
        self.report.errors.is_empty()
    }

    pub fn building(&self, id: &str) -> Option<usize> {
        self.buildings.iter().position(|b| b.id == id)
    }
    pub fn card(&self, id: &str) -> Option<usize> {
        self.cards.iter().position(|c| c.id == id)
    }
    pub fn city(&self, id: &str) -> Option<usize> {
        self.cities.iter().position(|c| c.id == id)
    }
    pub fn region(&self, id: &str) -> Option<usize> {
        self.regions.iter().position(|c| c.id == id)
    }
    pub fn deck(&self, id: &str) -> Option<usize> {
        self.decks.iter().position(|c| c.id == id)
    }
    pub fn token(&self, id: &str) -> Option<usize> {
        self.tokens.iter().position(|c| c.id == id)
    }
    /// The Governor of a region deck, if it has one.
    pub fn governor_of(&self, deck: usize) -> Option<usize> {
        self.cards.iter().position(|c| c.deck == deck && c.governor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_pack_is_complete_and_valid() {
        let c = Content::load(None).unwrap();
        assert!(c.report.errors.is_empty(), "{:?}", c.report.errors);
        assert_eq!(c.cards.len(), 48);
        assert_eq!(c.token_spaces(), 95);
        assert_eq!(c.regions[c.europe].id, "europe");
        assert_eq!(c.buildings[c.colonial_house].id, "colonial-house");
    }

    #[test]
    fn track_tables_agree_with_the_rulebook_points() {
        // Spec §4.2, T1-T8.
        let c = Content::load(None).unwrap();
        assert_eq!(c.tracks[INDUSTRY].level(5), 3);
        assert_eq!(c.tracks[CULTURE].level(2), 3);
        assert_eq!(c.tracks[FINANCE].level(3), 2);
        assert_eq!(c.tracks[POLITICS].level(3), 2);
        assert_eq!(c.tracks[INDUSTRY].square(10), 10);
        assert_eq!(c.tracks[INDUSTRY].square(11), 10);
        assert_eq!(c.tracks[CULTURE].square(8), 7);
        assert_eq!(c.tracks[FINANCE].square(9), 7);
        assert_eq!(c.tracks[POLITICS].square(13), 12);
        assert!(c.tracks[POLITICS].levels.iter().all(|&l| l <= 5));
        assert_eq!(c.tracks[CULTURE].square(16), 15);
    }

    #[test]
    fn offers_parse() {
        assert_eq!(
            Offer::parse("occupy&ship"),
            Some(Offer {
                parts: vec![Basic::Occupy, Basic::Ship],
                both: true
            })
        );
        assert_eq!(Offer::parse("ship/draw").unwrap().label(), "ship/draw");
        assert_eq!(Offer::parse("fly"), None);
    }

    /// Spec 8.3: the rulebook never says which buildings have no status
    /// icons, so every rulebook building without any says that this value
    /// is Longtable's (`/card` shows the item's house fields).
    #[test]
    fn rulebook_buildings_without_icons_mark_them_house() {
        let pack = Pack::load("endeavor", None).unwrap();
        let c = Content::from_pack(&pack).unwrap();
        let cards = super::super::cards::cards(&pack);
        let mut marked = Vec::new();
        for b in c
            .buildings
            .iter()
            .filter(|b| b.level > 0 && b.icons == [0; 4])
        {
            let card = cards.iter().find(|x| x.id == b.id).unwrap();
            if card.provenance == "rulebook" {
                assert_eq!(card.house_fields, vec![STATUS_ICONS], "{}", b.id);
                marked.push(b.id.as_str());
            }
        }
        assert_eq!(
            marked,
            [
                "market",
                "guild-hall",
                "docks",
                "cartographer",
                "trade-house"
            ]
        );
    }

    #[test]
    fn house_fields_are_checked() {
        let mut pack = Pack::load("endeavor", None).unwrap();
        pack.merge_text(
            "bad.toml",
            "[[building]]\nid = \"market\"\nname = \"Market\"\nlevel = 1\ncopies = 5\n\
             action = \"draw\"\nprovenance = \"house\"\nhouse_fields = [\"colour\"]\n",
        )
        .unwrap();
        let errors = Content::from_pack(&pack).unwrap().report.errors;
        assert!(
            errors.iter().any(|e| e.contains("only a rulebook item")),
            "{errors:?}"
        );
        assert!(
            errors
                .iter()
                .any(|e| e.contains("unknown house field \"colour\"")),
            "{errors:?}"
        );
    }

    #[test]
    fn a_broken_override_is_reported_not_fatal() {
        let mut pack = Pack::load("endeavor", None).unwrap();
        pack.merge_text(
            "bad.toml",
            "[[connection]]\nid = \"x\"\na = \"london\"\nb = \"atlantis\"\nprovenance = \"house\"\n",
        )
        .unwrap();
        let c = Content::from_pack(&pack).unwrap();
        assert!(c.report.errors.iter().any(|e| e.contains("atlantis")));
    }
}

/// An item's printed name in the reader's language (`Msg::content`), for
/// messages and boards. Notations keep ids (`talk::notation`).
pub trait Named {
    /// The pack's array this item comes from (`building`, `city`...).
    const KIND: &'static str;
    fn id(&self) -> &str;
    fn english(&self) -> &str;
    fn name_msg(&self) -> Msg {
        Msg::content(super::TITLE, Self::KIND, self.id(), "name", self.english())
    }
}

macro_rules! named {
    ($($t:ty => $kind:literal),* $(,)?) => {$(
        impl Named for $t {
            const KIND: &'static str = $kind;
            fn id(&self) -> &str {
                &self.id
            }
            fn english(&self) -> &str {
                &self.name
            }
        }
    )*};
}

named!(
    TrackTable => "track",
    TokenKind => "token",
    BuildingKind => "building",
    Deck => "deck",
    Card => "card",
    Region => "region",
    City => "city",
);
