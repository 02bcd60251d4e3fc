//! One content item as a player looks it up (`/card`): its name, its whole
//! rules text and every number on it, with where those numbers come from.
//! Each title lists its items in `games/<title>/cards.rs`; this file only
//! turns a pack item into words and numbers, generically.

use crate::engine::Msg;
use crate::msg;
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
    /// Every number and value of the item: `(field, value)`, as the
    /// pack writes them (English ids; see [`CardInfo::value_lines`]).
    pub numbers: Vec<(String, String)>,
    /// The same values as the pack holds them, to word in any language.
    #[serde(skip)]
    pub values: Vec<(String, toml::Value)>,
    /// Fields of a rulebook item whose values Longtable chose.
    pub house_fields: Vec<String>,
}

/// A line of rules text: the pack's own words (its `field`, translated
/// where `content::i18n` has it), or a Fluent message (for rules named by
/// a hook that the pack only names).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub enum CardText {
    Pack { field: String, text: String },
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
        let mut values = Vec::new();
        for k in text_keys {
            if let Some(t) = s(k) {
                text.push(CardText::Pack {
                    field: k.to_string(),
                    text: t,
                });
            }
        }
        for (k, v) in item {
            if NOT_VALUES.contains(&k.as_str()) || text_keys.contains(&k.as_str()) {
                continue;
            }
            numbers.push((k.replace('_', " "), value_text(v)));
            values.push((k.clone(), v.clone()));
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
            values,
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

    /// Fills [`CardInfo::names`] from the content translations.
    pub fn translate(&mut self) {
        for lang in super::i18n::LANGS {
            if let Some(name) = super::i18n::text(&self.title, lang, &self.kind, &self.id, "name") {
                self.names.insert(lang.to_string(), name.to_string());
            }
        }
    }

    /// Each value in the reader's words ("âge 1", "effet 2 livres"): field
    /// names and words through `card-field` and `card-word`, names of
    /// other items (a deck, a card, a nation, a guild's short name) as the
    /// content translations have them.
    pub fn value_lines(&self) -> Vec<Msg> {
        self.values
            .iter()
            .map(|(k, v)| value_line(&self.title, k, self.value_msg(k, v)))
            .collect()
    }

    fn value_msg(&self, key: &str, v: &toml::Value) -> Msg {
        match v {
            toml::Value::String(s) => self.word_msg(key, s),
            toml::Value::Integer(i) => Msg::join("", vec![i.to_string().into()]),
            toml::Value::Float(f) => Msg::join("", vec![f.to_string().into()]),
            toml::Value::Boolean(b) => msg!("card-word", word = if *b { "yes" } else { "no" }),
            toml::Value::Array(a) => Msg::join(
                ", ",
                a.iter().map(|x| self.value_msg(key, x).into()).collect(),
            ),
            toml::Value::Table(t) => Msg::join(
                ", ",
                t.iter()
                    .map(|(k, x)| value_line(&self.title, k, self.value_msg(k, x)).into())
                    .collect(),
            ),
            toml::Value::Datetime(d) => Msg::join("", vec![d.to_string().into()]),
        }
    }

    /// A word among the values: another item's name where it names one,
    /// an action pair (`ship/draw`, `occupy&ship`) word by word, else
    /// `card-word`.
    fn word_msg(&self, key: &str, s: &str) -> Msg {
        let named = match key {
            "short" => Some((self.kind.as_str(), self.id.as_str(), "short")),
            "deck" => Some(("deck", s, "name")),
            "cards" => Some(("card", s, "name")),
            "nation" => Some(("nation", s, "name")),
            _ => None,
        };
        if let Some((kind, id, field)) = named {
            return Msg::content(&self.title, kind, id, field, s);
        }
        for sep in ['/', '&'] {
            if let Some((a, b)) = s.split_once(sep) {
                let sep = if sep == '/' { " / " } else { " & " };
                return Msg::join(
                    sep,
                    vec![self.word_msg(key, a).into(), self.word_msg(key, b).into()],
                );
            }
        }
        msg!("card-word", word = s)
    }

    /// The name in `lang`, or the English one.
    pub fn name_in(&self, lang: &str) -> &str {
        self.names.get(lang).unwrap_or(&self.name)
    }
}

/// "age 1": a value's name in the reader's words, then the value.
fn value_line(_title: &str, key: &str, value: Msg) -> Msg {
    msg!(
        "card-value",
        field = msg!("card-field", field = key),
        value = value
    )
}

/// Per-field provenance, checked: in the pack's items of `kinds`, only a
/// rulebook item may list `house_fields`, and each entry must name one of
/// the item's values (a key, or `table.key` inside one) or one of `groups`
/// (a title's name for values an item leaves out, like Endeavor's "status
/// icons"). `content check` reports what this returns.
pub fn house_field_errors(pack: &super::Pack, kinds: &[&str], groups: &[&str]) -> Vec<String> {
    let mut errors = Vec::new();
    for kind in kinds {
        let items = pack.data.get(*kind).and_then(|v| v.as_array());
        for item in items.into_iter().flatten().filter_map(|v| v.as_table()) {
            let Some(fields) = item.get("house_fields") else {
                continue;
            };
            let id = item.get("id").and_then(|v| v.as_str()).unwrap_or("?");
            if item.get("provenance").and_then(|v| v.as_str()) != Some("rulebook") {
                errors.push(format!(
                    "{kind} `{id}` lists house_fields, but only a rulebook item can"
                ));
            }
            for name in fields.as_array().into_iter().flatten() {
                let known = name
                    .as_str()
                    .is_some_and(|n| groups.contains(&n) || has_value(item, n));
                if !known {
                    errors.push(format!("{kind} `{id}`: unknown house field {name}"));
                }
            }
        }
    }
    errors
}

/// Whether `path` (`key` or `table.key`) names a value of `item`.
fn has_value(item: &toml::Table, path: &str) -> bool {
    let mut keys: Vec<&str> = path.split('.').collect();
    let Some(last) = keys.pop() else {
        return false;
    };
    let mut t = item;
    for k in keys {
        match t.get(k).and_then(|v| v.as_table()) {
            Some(inner) => t = inner,
            None => return false,
        }
    }
    last != "house_fields" && t.contains_key(last)
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
