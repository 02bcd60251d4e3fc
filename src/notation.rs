//! Moves in the reader's language (issue 15, item 5).
//!
//! The log, the engines and the bots speak one canonical notation per
//! action, in English (`buy Colossus`, `place master elf Masons`). A
//! reader sees it in their language and may type it in their language or
//! in English. Two things make a notation's words:
//!
//! - *content names* (`Colossus`, `Masons`): the pack's `name` or `short`
//!   of an item, translated by the content translations
//!   (`assets/games/<title>/i18n/<lang>.toml`, see `content::i18n`);
//! - *fixed words* (`buy`, `pass`, `master elf`): the title's notation
//!   vocabulary, `assets/games/<title>/i18n/notation.toml`, one table per
//!   English word or phrase with its form in each language.
//!
//! [`localize`] replaces, left to right, the longest run of words that is
//! a content name or a vocabulary phrase; everything else (numbers, lot
//! labels such as `d3`, `3.1`, `#2`) stays as it is. [`canonicalize`]
//! never parses a translation back: it localizes each *legal* action and
//! compares folded forms (case and accents off, as the lookup does), so
//! what a player types maps to exactly one legal action or to none.
//!
//! Architecture Invariant: engines never see a translated notation; the
//! host turns typed text into the canonical notation before `Table::play`
//! and stores only the canonical one.

use crate::content::i18n::Translations;
use crate::content::{Pack, EMBEDDED};
use crate::lookup::normalise::fold;
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// One title's notation vocabulary and name index.
#[derive(Debug, Default)]
pub struct Vocabulary {
    /// English name, as the pack spells it -> (kind, id, field) of the
    /// item it names. Case counts: `keep` is Belfort's verb, `Keep` its
    /// building.
    names: BTreeMap<String, (String, String, String)>,
    /// Lower-case English word or phrase -> language -> its form there.
    words: BTreeMap<String, BTreeMap<String, String>>,
    /// Item id -> (kind, id, English name), for notations that
    /// name items by id (Endeavor's `build colonial-house`). Looked up
    /// after names and words.
    ids: BTreeMap<String, (String, String, String)>,
    /// The longest name or phrase, in words.
    longest: usize,
    /// Problems met reading `notation.toml`.
    pub errors: Vec<String>,
}

impl Vocabulary {
    /// The vocabulary of `title` from its embedded pack and notation file.
    pub fn embedded(title: &str) -> Vocabulary {
        let mut v = Vocabulary::default();
        if let Ok(pack) = Pack::load(title, None) {
            v.index_names(&pack);
        }
        let file = format!("{title}/i18n/notation.toml");
        if let Some(text) = EMBEDDED.get_file(&file).and_then(|f| f.contents_utf8()) {
            v.add_words(&format!("assets/games/{file}"), text);
        }
        v
    }

    /// Indexes every item's `name` and `short` (the names notations use).
    pub fn index_names(&mut self, pack: &Pack) {
        for ((kind, id, field), english) in crate::content::i18n::english(pack) {
            if field == "name" || field == "short" {
                let key = english.clone();
                self.longest = self.longest.max(key.split(' ').count());
                if field == "name" {
                    self.ids
                        .entry(id.clone())
                        .or_insert((kind.clone(), id.clone(), english));
                }
                self.names.entry(key).or_insert((kind, id, field));
            }
        }
    }

    /// Reads a notation vocabulary: `[word."<english>"]` tables with one
    /// key per language.
    pub fn add_words(&mut self, file: &str, text: &str) {
        let doc: toml::Table = match text.parse() {
            Ok(d) => d,
            Err(e) => {
                self.errors.push(format!("{file}: not valid TOML: {e}"));
                return;
            }
        };
        let words = doc.get("word").and_then(|w| w.as_table());
        for (english, forms) in words.into_iter().flatten() {
            let mut map = BTreeMap::new();
            for (lang, form) in forms.as_table().into_iter().flatten() {
                match form.as_str() {
                    Some(f) if !f.trim().is_empty() => {
                        map.insert(lang.clone(), f.to_string());
                    }
                    _ => self
                        .errors
                        .push(format!("{file}: word `{english}`.{lang} must be a text")),
                }
            }
            let key = english.to_lowercase();
            self.longest = self.longest.max(key.split(' ').count());
            self.words.insert(key, map);
        }
    }

    /// The vocabulary of every registered title, built once.
    pub fn shared(title: &str) -> &'static Vocabulary {
        static ALL: OnceLock<BTreeMap<&'static str, Vocabulary>> = OnceLock::new();
        static EMPTY: OnceLock<Vocabulary> = OnceLock::new();
        ALL.get_or_init(|| {
            ["nations", "endeavor", "belfort"]
                .into_iter()
                .map(|t| (t, Vocabulary::embedded(t)))
                .collect()
        })
        .get(title)
        .unwrap_or_else(|| EMPTY.get_or_init(Vocabulary::default))
    }

    /// The English words of the vocabulary (for tests and reports).
    pub fn words(&self) -> impl Iterator<Item = (&str, &BTreeMap<String, String>)> {
        self.words.iter().map(|(k, v)| (k.as_str(), v))
    }

    /// Splits a canonical notation into its parts.
    pub fn parts<'a>(&'a self, canonical: &'a str) -> Vec<Part<'a>> {
        let tokens: Vec<&str> = canonical.split(' ').filter(|t| !t.is_empty()).collect();
        let mut out = Vec::new();
        let mut i = 0;
        'outer: while i < tokens.len() {
            for len in (1..=self.longest.min(tokens.len() - i)).rev() {
                let phrase = tokens[i..i + len].join(" ");
                if let Some((kind, id, field)) = self.names.get(&phrase) {
                    out.push(Part::Name {
                        kind,
                        id,
                        field,
                        english: tokens[i..i + len].join(" "),
                    });
                    i += len;
                    continue 'outer;
                }
                if let Some(forms) = self.words.get(&phrase.to_lowercase()) {
                    out.push(Part::Word {
                        english: tokens[i..i + len].join(" "),
                        forms,
                    });
                    i += len;
                    continue 'outer;
                }
            }
            if let Some((kind, id, english)) = self.ids.get(tokens[i]) {
                out.push(Part::Name {
                    kind,
                    id,
                    field: "name",
                    english: english.clone(),
                });
            } else {
                out.push(Part::Other(tokens[i]));
            }
            i += 1;
        }
        out
    }

    /// `canonical` in `lang` (see the module's documentation).
    pub fn localize(&self, title: &str, lang: &str, canonical: &str) -> String {
        self.localize_with(Translations::shared(), title, lang, canonical)
    }

    fn localize_with(&self, tr: &Translations, title: &str, lang: &str, canonical: &str) -> String {
        if lang == "en" {
            return canonical.to_string();
        }
        let words: Vec<String> = self
            .parts(canonical)
            .into_iter()
            .map(|p| match p {
                Part::Name {
                    kind,
                    id,
                    field,
                    english,
                } => tr
                    .get(title, lang, kind, id, field)
                    .map(str::to_string)
                    .unwrap_or(english),
                Part::Word { english, forms } => forms.get(lang).cloned().unwrap_or(english),
                Part::Other(t) => t.to_string(),
            })
            .collect();
        words.join(" ")
    }
}

/// A piece of a canonical notation.
#[derive(Debug, PartialEq, Eq)]
pub enum Part<'a> {
    /// A content item's name (`kind`/`id`, its `name` or `short`), named
    /// by its English name or by its id (`english` is then its name).
    Name {
        kind: &'a str,
        id: &'a str,
        field: &'a str,
        english: String,
    },
    /// A word or phrase of the vocabulary.
    Word {
        english: String,
        forms: &'a BTreeMap<String, String>,
    },
    /// A number, a label: the same in every language.
    Other(&'a str),
}

/// The canonical notation `canonical` of `title` as a reader of `lang`
/// sees it.
pub fn localize(title: &str, lang: &str, canonical: &str) -> String {
    Vocabulary::shared(title).localize(title, lang, canonical)
}

/// The legal action `typed` names, typed in `lang` or in English (case,
/// accents and spacing don't matter). `None` when no legal action reads
/// so, or when two do.
pub fn canonicalize(title: &str, lang: &str, typed: &str, legal: &[String]) -> Option<String> {
    let want = fold(typed);
    if want.is_empty() {
        return None;
    }
    let english: Vec<&String> = legal.iter().filter(|a| fold(a) == want).collect();
    if let [one] = english[..] {
        return Some(one.clone());
    }
    let local: Vec<&String> = legal
        .iter()
        .filter(|a| fold(&localize(title, lang, a)) == want)
        .collect();
    match local[..] {
        [one] => Some(one.clone()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{GameRng, Setup, Table};
    use std::collections::BTreeSet;

    /// Every legal action met in a few random games of `title`, with the
    /// legal actions listed together at each step.
    pub(crate) fn sampled(title: &str, games: u64) -> Vec<Vec<String>> {
        let registry = crate::games::registry(None).unwrap();
        let t = registry.get(title).unwrap();
        let mut steps = Vec::new();
        for g in 0..games {
            let seats = *t.seats().end().min(&4).max(t.seats().start());
            let seats = if g % 2 == 0 {
                seats
            } else {
                *t.seats().start().max(&2)
            };
            let setup = Setup {
                seats,
                options: Default::default(),
                seed: 7 + g,
            };
            let mut table: Box<dyn Table> = t.new_table(&setup).unwrap();
            let mut rng = GameRng::new(100 + g);
            for _ in 0..3000 {
                if table.outcome().is_some() {
                    break;
                }
                let to_act = table.to_act();
                let Some(&seat) = rng.pick(&to_act) else {
                    break;
                };
                steps.push(table.legal_actions(seat));
                if table.play_random(seat, &mut rng).ok().flatten().is_none() {
                    break;
                }
            }
        }
        steps
    }

    #[test]
    #[ignore = "lists the words of every title's notation (run by hand)"]
    fn list_notation_words() {
        for title in ["nations", "endeavor", "belfort"] {
            let v = Vocabulary::embedded(title);
            let mut other = BTreeSet::new();
            let mut words = BTreeSet::new();
            for step in sampled(title, 4) {
                for a in step {
                    for p in v.parts(&a) {
                        match p {
                            Part::Other(t) if t.chars().any(char::is_alphabetic) => {
                                other.insert(t.to_string());
                            }
                            Part::Word { english, .. } => {
                                words.insert(english);
                            }
                            _ => {}
                        }
                    }
                }
            }
            println!("{title} unknown: {other:?}");
            println!("{title} words: {words:?}");
        }
    }
}

#[cfg(test)]
mod round_trip {
    use super::tests::sampled;
    use super::*;

    /// Item 5: every legal action, shown in each language, reads back as
    /// itself when typed in that language, or in English, in any case and
    /// without accents; and no two legal actions read alike.
    #[test]
    fn every_legal_action_round_trips_in_every_language() {
        let mut failures = Vec::new();
        for title in ["nations", "endeavor", "belfort"] {
            let steps = sampled(title, 3);
            assert!(steps.len() > 50, "{title}: only {} steps", steps.len());
            for lang in crate::i18n::LANGUAGES {
                for legal in &steps {
                    for a in legal {
                        let shown = localize(title, lang, a);
                        let typed = [
                            shown.clone(),
                            shown.to_uppercase(),
                            a.clone(),
                            a.to_lowercase(),
                        ];
                        for t in typed {
                            if canonicalize(title, lang, &t, legal).as_deref() != Some(a.as_str()) {
                                failures.push(format!("{title}/{lang}: `{t}` for `{a}`"));
                            }
                        }
                    }
                }
            }
        }
        failures.sort();
        failures.dedup();
        assert!(
            failures.is_empty(),
            "{} typed moves not read back, e.g. {:#?}",
            failures.len(),
            &failures[..failures.len().min(20)]
        );
    }

    #[test]
    fn moves_read_in_the_readers_language_and_numbers_stay() {
        let v = Vocabulary::shared("belfort");
        assert!(v.errors.is_empty(), "{:?}", v.errors);
        assert_eq!(
            localize("belfort", "fr", "place master elf office"),
            "placer maître elfe bureau"
        );
        assert_eq!(localize("belfort", "el", "wall d3"), "τείχος d3");
        // English is the canonical form itself.
        assert_eq!(localize("nations", "en", "buy 3.1"), "buy 3.1");
        // Typed without accents, in capitals: still the one legal move.
        let legal = vec!["pass".to_string(), "place elf tent".to_string()];
        assert_eq!(
            canonicalize("belfort", "fr", "PLACER ELFE TENTE", &legal).as_deref(),
            Some("place elf tent")
        );
        assert_eq!(
            canonicalize("belfort", "el", "ΠΑΣΟ", &legal).as_deref(),
            Some("pass")
        );
        assert_eq!(canonicalize("belfort", "hu", "repül", &legal), None);
    }
}
