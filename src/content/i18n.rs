//! Content in every language: the names and texts of a title's items
//! (cards, buildings, guilds, events, nations, regions, cities...) as the
//! translators wrote them in `assets/games/<title>/i18n/<lang>.toml`
//! (format: I18N-PLAN.md, "Content translation files"), embedded like the
//! packs. English stays in the packs themselves.
//!
//! A file holds one table per item, keyed by the pack's array name and
//! the item's `id` (`[card.ziggurat]`), with the item's user-facing
//! string fields ([`FIELDS`]). [`Translations::shared`] loads every file
//! once per process; [`text`] is what games reach through
//! `Translate` (see `engine::Msg::content`), and [`check`] is what
//! `content check` reports: per language, what is missing and what names
//! an item the pack lacks.
//!
//! Architecture Invariant: text only; no rules, and English is never
//! copied out of the packs into these files.

use super::{Pack, EMBEDDED};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

/// The user-facing string fields an item may carry, in the order a card
/// shows them. Ids, enums, hooks and provenance are not text.
pub const FIELDS: [&str; 4] = ["name", "short", "text", "note"];

/// The languages content is translated into (English is the packs').
pub const LANGS: [&str; 4] = ["el", "fr", "es", "hu"];

/// One item's field: `(kind, id, field)`.
pub type Key = (String, String, String);

/// Every title's translations: title -> lang -> (kind, id, field) -> text,
/// and the problems met while reading the files.
#[derive(Debug, Default)]
pub struct Translations {
    pub texts: BTreeMap<String, BTreeMap<String, BTreeMap<Key, String>>>,
    /// Files that are not valid TOML or not in the format, with the cause.
    pub errors: Vec<String>,
}

impl Translations {
    /// Reads every embedded `assets/games/<title>/i18n/<lang>.toml`.
    pub fn embedded() -> Translations {
        let mut all = Translations::default();
        for title_dir in EMBEDDED.dirs() {
            let Some(title) = title_dir.path().file_name().and_then(|n| n.to_str()) else {
                continue;
            };
            let Some(dir) = title_dir.get_dir(title_dir.path().join("i18n")) else {
                continue;
            };
            for f in dir.files() {
                let path = f.path();
                if path.extension().is_none_or(|e| e != "toml") {
                    continue;
                }
                let lang = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
                // The notation vocabulary lives beside the languages
                // (`crate::notation`).
                if lang == "notation" {
                    continue;
                }
                let name = format!("assets/games/{}", path.display());
                match f.contents_utf8() {
                    Some(text) => all.add(title, lang, &name, text),
                    None => all.errors.push(format!("{name}: not UTF-8")),
                }
            }
        }
        all
    }

    /// The embedded translations, read once per process.
    pub fn shared() -> &'static Translations {
        static SHARED: OnceLock<Translations> = OnceLock::new();
        SHARED.get_or_init(Translations::embedded)
    }

    /// Adds one file's text (`file` names it in errors).
    pub fn add(&mut self, title: &str, lang: &str, file: &str, text: &str) {
        if !LANGS.contains(&lang) {
            self.errors.push(format!(
                "{file}: `{lang}` is not one of the languages {LANGS:?}"
            ));
            return;
        }
        let doc: toml::Table = match text.parse() {
            Ok(d) => d,
            Err(e) => {
                self.errors.push(format!("{file}: not valid TOML: {e}"));
                return;
            }
        };
        let map = self
            .texts
            .entry(title.to_string())
            .or_default()
            .entry(lang.to_string())
            .or_default();
        for (kind, items) in doc {
            let Some(items) = items.as_table() else {
                self.errors
                    .push(format!("{file}: `{kind}` must be a table of items by id"));
                continue;
            };
            for (id, fields) in items {
                let Some(fields) = fields.as_table() else {
                    self.errors
                        .push(format!("{file}: `{kind}.{id}` must be a table of fields"));
                    continue;
                };
                for (field, value) in fields {
                    match value.as_str() {
                        Some(v) if FIELDS.contains(&field.as_str()) => {
                            map.insert((kind.clone(), id.clone(), field.clone()), v.to_string());
                        }
                        Some(_) => self.errors.push(format!(
                            "{file}: `{kind}.{id}.{field}` is not a text field ({FIELDS:?})"
                        )),
                        None => self
                            .errors
                            .push(format!("{file}: `{kind}.{id}.{field}` must be a string")),
                    }
                }
            }
        }
    }

    /// The text of one field of one item in `lang`, if translated.
    pub fn get(&self, title: &str, lang: &str, kind: &str, id: &str, field: &str) -> Option<&str> {
        self.texts
            .get(title)?
            .get(lang)?
            .get(&(kind.to_string(), id.to_string(), field.to_string()))
            .map(String::as_str)
    }
}

/// The text of `field` of item `kind`/`id` of `title` in `lang` from the
/// embedded translations; `None` for English or where nothing is written
/// (the caller shows the pack's English).
pub fn text(title: &str, lang: &str, kind: &str, id: &str, field: &str) -> Option<&'static str> {
    Translations::shared().get(title, lang, kind, id, field)
}

/// Every user-facing text field of a pack, in pack order: the English
/// that each language must translate.
pub fn english(pack: &Pack) -> Vec<(Key, String)> {
    let mut out = Vec::new();
    for (kind, value) in &pack.data {
        let Some(items) = value.as_array() else {
            continue;
        };
        for item in items.iter().filter_map(|v| v.as_table()) {
            let Some(id) = item.get("id").and_then(|v| v.as_str()) else {
                continue;
            };
            for field in FIELDS {
                if let Some(text) = item.get(field).and_then(|v| v.as_str()) {
                    out.push((
                        (kind.clone(), id.to_string(), field.to_string()),
                        text.to_string(),
                    ));
                }
            }
        }
    }
    out
}

/// What one language lacks of one title, for `content check`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LangCheck {
    pub lang: String,
    /// Fields the pack has in English.
    pub expected: usize,
    /// Of those, translated.
    pub translated: usize,
    /// `kind.id.field` not translated, in pack order.
    pub missing: Vec<String>,
    /// `kind.id.field` translated for an item or field the pack lacks:
    /// an error (a typo, or an item renamed in the pack).
    pub unknown: Vec<String>,
    /// Translations that are empty.
    pub empty: Vec<String>,
}

/// Compares the translations of `pack.title` in every language with the
/// pack's English fields.
pub fn check(pack: &Pack, all: &Translations) -> Vec<LangCheck> {
    let english = english(pack);
    let keys: BTreeSet<&Key> = english.iter().map(|(k, _)| k).collect();
    let dotted = |k: &Key| format!("{}.{}.{}", k.0, k.1, k.2);
    LANGS
        .iter()
        .map(|lang| {
            let have = all
                .texts
                .get(&pack.title)
                .and_then(|l| l.get(*lang))
                .cloned()
                .unwrap_or_default();
            let missing: Vec<String> = english
                .iter()
                .filter(|(k, _)| !have.contains_key(k))
                .map(|(k, _)| dotted(k))
                .collect();
            LangCheck {
                lang: lang.to_string(),
                expected: english.len(),
                translated: english.len() - missing.len(),
                missing,
                unknown: have
                    .keys()
                    .filter(|k| !keys.contains(k))
                    .map(dotted)
                    .collect(),
                empty: have
                    .iter()
                    .filter(|(_, v)| v.trim().is_empty())
                    .map(|(k, _)| dotted(k))
                    .collect(),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pack() -> Pack {
        let mut p = Pack::load("no-such-title", None).unwrap();
        p.title = "t".into();
        p.merge_text(
            "a.toml",
            r#"
            [[card]]
            id = "ziggurat"
            name = "Ziggurat"
            text = "Stone."
            provenance = "rulebook"
            [[guild]]
            id = "masons"
            name = "Masons' Guild"
            short = "Masons"
            provenance = "house"
            "#,
        )
        .unwrap();
        p
    }

    #[test]
    fn check_counts_missing_fields_and_rejects_unknown_ids() {
        let mut all = Translations::default();
        all.add(
            "t",
            "el",
            "el.toml",
            r#"
            [card.ziggurat]
            name = "Ζιγκουράτ"
            text = "Πέτρα."
            [card.zigurat]
            name = "typo"
            "#,
        );
        assert!(all.errors.is_empty(), "{:?}", all.errors);
        let report = check(&pack(), &all);
        let el = report.iter().find(|c| c.lang == "el").unwrap();
        assert_eq!((el.expected, el.translated), (4, 2));
        assert_eq!(el.missing, vec!["guild.masons.name", "guild.masons.short"]);
        assert_eq!(el.unknown, vec!["card.zigurat.name"]);
        let fr = report.iter().find(|c| c.lang == "fr").unwrap();
        assert_eq!(fr.translated, 0);
        assert_eq!(
            all.get("t", "el", "card", "ziggurat", "name"),
            Some("Ζιγκουράτ")
        );
        assert_eq!(all.get("t", "fr", "card", "ziggurat", "name"), None);
    }

    #[test]
    fn malformed_files_are_reported_with_their_name() {
        let mut all = Translations::default();
        all.add("t", "el", "el.toml", "[card.x]\nname = 3\ncost = \"2\"\n");
        all.add("t", "de", "de.toml", "");
        all.add("t", "fr", "fr.toml", "[card");
        assert_eq!(all.errors.len(), 4, "{:?}", all.errors);
        assert!(all.errors.iter().any(|e| e.starts_with("de.toml")));
        assert!(all.errors.iter().any(|e| e.contains("card.x.cost")));
    }

    /// Issue 15: every content item has its name and texts in every
    /// language, and no translation names an item the pack lacks. Fails
    /// until the translations are complete, listing what is missing.
    #[test]
    fn every_item_has_its_name_and_text_in_every_language() {
        let mut problems = Vec::new();
        for title in ["nations", "endeavor", "belfort"] {
            let pack = Pack::load(title, None).unwrap();
            for c in check(&pack, Translations::shared()) {
                if !c.missing.is_empty() {
                    problems.push(format!(
                        "{title}/{}: {} of {} missing, first: {}",
                        c.lang,
                        c.missing.len(),
                        c.expected,
                        c.missing[..c.missing.len().min(8)].join(", ")
                    ));
                }
                if !c.unknown.is_empty() || !c.empty.is_empty() {
                    problems.push(format!(
                        "{title}/{}: not in the pack: {:?}; empty: {:?}",
                        c.lang, c.unknown, c.empty
                    ));
                }
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn the_embedded_files_parse() {
        let all = Translations::shared();
        assert!(all.errors.is_empty(), "{:?}", all.errors);
    }
}
