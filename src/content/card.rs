//! One content item as a player looks it up (`/card`): its name, its whole
//! rules text and every number on it, with where those numbers come from.
//! Each title lists its items in `games/<title>/cards.rs`; this file only
//! turns a pack item into words and numbers, generically.

use std::collections::BTreeMap;

/// A card, building, guild, event, nation or Governor.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct CardInfo {
    pub title: String,
    /// The item's kind as the title names it (`card`, `event`, `guild`...).
    pub kind: String,
    pub id: String,
    /// The English name.
    pub name: String,
    /// Names in other languages, where the pack gives them.
    pub names: BTreeMap<String, String>,
    /// `rulebook` or `house`.
    pub provenance: String,
    /// The whole rules text, never shortened. May hold Fluent ids to
    /// translate (see [`CardText`]).
    pub text: Vec<CardText>,
    /// Every number and value of the item: `(field, value)`.
    pub numbers: Vec<(String, String)>,
    /// Fields of a rulebook item whose values Longtable chose.
    pub house_fields: Vec<String>,
}

/// A line of rules text: the pack's own words, or a Fluent message (for
/// rules named by a hook that the pack only names).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub enum CardText {
    Pack(String),
    Fluent(String),
}

/// Fields that are not numbers or values of the item.
/// `hook` names a rule in code; its words are in the text instead.
const NOT_VALUES: [&str; 6] = ["id", "name", "provenance", "house_fields", "text", "hook"];

impl CardInfo {
    /// Builds an item from a pack table: `text_keys` are the fields that
    /// hold rules text in words; every other field is listed as a value.
    pub fn from_item(
        title: &str,
        kind: &str,
        item: &toml::Table,
        text_keys: &[&str],
    ) -> Option<CardInfo> {
        let s = |k: &str| item.get(k).and_then(|v| v.as_str()).map(str::to_string);
        let mut text = Vec::new();
        let mut numbers = Vec::new();
        for k in text_keys {
            if let Some(t) = s(k) {
                text.push(CardText::Pack(t));
            }
        }
        for (k, v) in item {
            if NOT_VALUES.contains(&k.as_str()) || text_keys.contains(&k.as_str()) {
                continue;
            }
            numbers.push((k.replace('_', " "), value_text(v)));
        }
        let house_fields = item
            .get("house_fields")
            .and_then(|v| v.as_array())
            .map(|a| {
                a.iter()
                    .filter_map(|v| v.as_str().map(str::to_string))
                    .collect()
            })
            .unwrap_or_default();
        Some(CardInfo {
            title: title.to_string(),
            kind: kind.to_string(),
            id: s("id")?,
            name: s("name")?,
            names: BTreeMap::new(),
            provenance: s("provenance").unwrap_or_else(|| "rulebook".into()),
            text,
            numbers,
            house_fields,
        })
    }

    /// The items of `kind` in a pack, built by [`CardInfo::from_item`].
    pub fn all_of(pack: &super::Pack, kind: &str, text_keys: &[&str]) -> Vec<CardInfo> {
        pack.data
            .get(kind)
            .and_then(|v| v.as_array())
            .into_iter()
            .flatten()
            .filter_map(|v| v.as_table())
            .filter_map(|t| CardInfo::from_item(&pack.title, kind, t, text_keys))
            .collect()
    }

    /// The name in `lang`, or the English one.
    pub fn name_in(&self, lang: &str) -> &str {
        self.names.get(lang).unwrap_or(&self.name)
    }
}

/// A pack value in plain words: `2`, `yes`, `1, 0, 1`, `stability 2, stone 1`.
pub fn value_text(v: &toml::Value) -> String {
    match v {
        toml::Value::String(s) => s.replace('_', " "),
        toml::Value::Integer(i) => i.to_string(),
        toml::Value::Float(f) => f.to_string(),
        toml::Value::Boolean(b) => if *b { "yes" } else { "no" }.to_string(),
        toml::Value::Array(a) => a.iter().map(value_text).collect::<Vec<_>>().join(", "),
        toml::Value::Table(t) => t
            .iter()
            .map(|(k, v)| format!("{} {}", k.replace('_', " "), value_text(v)))
            .collect::<Vec<_>>()
            .join(", "),
        toml::Value::Datetime(d) => d.to_string(),
    }
}
