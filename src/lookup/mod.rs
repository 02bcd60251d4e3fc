//! Rules and card lookup: `/rules <question>` and `/card <name>`.
//!
//! The reference (`assets/rules/<title>/<lang>.toml`, embedded) is loaded
//! and checked at start-up ([`reference`]), folded to plain lower-case
//! words in Rust ([`normalise`]: accents incl. Greek tonos and dialytika,
//! final sigma, Hungarian long vowels) and put in an in-memory SQLite FTS5
//! table ranked by BM25, with the heading and keywords weighted above the
//! body. Each section also gets the keys of the glossary terms it uses, so
//! a question in any language finds the term in every language: Greek
//! "πόλεμος", French "guerre" and Hungarian "háború" all add `war`.
//!
//! Architecture Invariant: holds no rules logic. It finds and shows text
//! written elsewhere (the reference, the content packs); it never decides
//! what a rule does.

pub mod cards;
pub mod detect;
pub mod moves;
pub mod normalise;
pub mod reference;

use normalise::{fold, is_idiom, is_stopword, stem, within, words};
pub use reference::{Reference, Section, Term};
use rusqlite::Connection;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::sync::Mutex;

/// One section found for a question.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Hit {
    pub title: String,
    pub lang: String,
    pub id: String,
    pub heading: String,
    pub covers: Vec<String>,
    /// BM25 (lower is better, as SQLite gives it).
    #[serde(skip)]
    pub score: f64,
}

/// The answer to a question: the best sections first.
#[derive(Clone, Debug, Default)]
pub struct Found {
    pub hits: Vec<Hit>,
    /// The asker's language had no match, so these are from others.
    pub other_language: bool,
    /// The language the question was searched in: the one detected in it
    /// ([`Lookup::detect`]), else the asker's.
    pub lang: String,
}

/// The reference and its search index.
pub struct Lookup {
    pub reference: Reference,
    db: Mutex<Connection>,
    /// rowid - 1 -> (title, lang, index of the section in its file).
    rows: Vec<(String, String, usize)>,
    /// Every folded word of the reference, sorted (typo repair).
    vocab: Vec<String>,
    /// Per glossary term: (title, key, each of its words as (language,
    /// folded tokens)).
    terms: Vec<(String, String, Vec<LangTokens>)>,
    /// Per glossary term: (title, per language its words as folded tokens),
    /// to tell a question's language ([`Lookup::detect`]).
    term_langs: Vec<(String, TermLangs)>,
    /// Per (title, lang): in how many sections' headings and keywords each
    /// glossary key is named (a term most headings name says little).
    head_df: HashMap<(String, String), HashMap<String, usize>>,
    /// Per row (rowid - 1): the key token of the aside term (table
    /// options) its heading opens with, if any.
    asides: Vec<Option<String>>,
    /// Per row (rowid - 1): its heading's folded words of three letters
    /// or more.
    heads: Vec<Vec<String>>,
    /// Per language: every folded word of its sections, sorted (to tell
    /// the language of a question [`Lookup::detect`] leaves open).
    lang_vocab: HashMap<String, Vec<String>>,
}

/// What a heading whose every word the question's words start adds to a
/// section's score (a fraction of it; in proportion for a heading the
/// question names only some words of): of two neighbours that both
/// mention the question's topics, the one titled by them answers it.
const HEADING_COVER: f64 = 0.15;

/// Whether sorted, deduplicated words hold a glossary word's token: the
/// word itself when `exact` (three letters or fewer), else a word starting
/// with its stem.
fn has_token(sorted: &[&str], (exact, s): &(bool, String)) -> bool {
    if *exact {
        sorted.binary_search(&s.as_str()).is_ok()
    } else {
        some_starts_with(sorted, s)
    }
}

/// Whether a word of `sorted` (in sorted order) starts with `prefix`.
fn some_starts_with<S: AsRef<str>>(sorted: &[S], prefix: &str) -> bool {
    let i = sorted.partition_point(|w| w.as_ref() < prefix);
    sorted
        .get(i)
        .is_some_and(|w| w.as_ref().starts_with(prefix))
}

/// What an aside section's score is multiplied by when the question does
/// not name its aside term (BM25 scores are negative: this lowers it).
const ASIDE: f64 = 0.75;

/// How much a heading naming the question's most specific term adds to a
/// section's score (a fraction of it; less for commoner terms).
const HEAD_BOOST: f64 = 1.0 / 3.0;

/// One glossary word: its language and its folded tokens.
type LangTokens = (String, Vec<String>);

/// A glossary term's words per language, each as folded tokens.
type TermLangs = Vec<(String, Vec<Vec<String>>)>;

/// The glossary key as one token of the `terms` column.
fn key_token(key: &str) -> String {
    let k: String = fold(key).chars().filter(|c| c.is_alphanumeric()).collect();
    format!("gx{k}")
}

/// Whether a glossary word's token (of language `lang`) matches a word of
/// the text: the same word, or it with one or two of its language's
/// endings (Hungarian "sáv" and "sávon", English "war" and "wars");
/// else, for glossary words of four letters or more, the same stem. Words
/// of three letters or fewer match only so (French "or" is gold, not the
/// start of "ordre"). A short glossary word that a longer word merely
/// starts with matches only if that adds at most [`MAX_ADDED`] letters
/// (Spanish "elfo" is not Hungarian "elfogyott"). A glossary word that
/// only starts with a short stem of the word matches when it adds an
/// ending, not a word: "πολεμοσ" for "πολεμου", but not "shipyard" for
/// "ship"; a stem of six letters or more is evidence enough
/// ("προσλαμβανω" for "προσλαβω").
fn token_matches(gloss: &str, word: &str, lang: &str) -> bool {
    if gloss == word || normalise::data_words(lang).with_endings(gloss, word) {
        return true;
    }
    let g = gloss.chars().count();
    if g <= 3 {
        return false;
    }
    let data = normalise::data_words(lang);
    if data.suffixing {
        // The word is the glossary word (or the verb it is made from)
        // plus endings; not the first part of a compound, which names
        // something else ("akció" is not "akciókorong").
        // Or they share six letters and the glossary word's stem: a
        // vowel the endings drop ("jövedelem", "jövedelmet").
        let base = data.underived(gloss);
        let w = word.chars().count();
        let shared = gloss
            .chars()
            .zip(word.chars())
            .take_while(|(a, b)| a == b)
            .count();
        return word.starts_with(&base) && w <= base.chars().count() + MAX_SUFFIXES
            || shared >= 6 && shared >= stem(gloss).chars().count();
    }
    let s = stem(word);
    let n = s.chars().count();
    let w = word.chars().count();
    let gs = stem(gloss);
    word.starts_with(&gs) && (gs.chars().count() < g || w <= g + MAX_ADDED)
        || gloss.starts_with(&s) && w > 3 && (n >= 6 || g - n <= MAX_ENDING)
}

/// The longest ending a glossary word may add to a question word's stem.
const MAX_ENDING: usize = 3;

/// The most letters of endings a question word of a suffixing language
/// may add to a glossary word ("épület" + "ekről").
const MAX_SUFFIXES: usize = 7;

/// The most letters a question word may add to a whole short glossary
/// word it starts with (Hungarian "pontokat" for "pont").
const MAX_ADDED: usize = 4;

/// The glossaries with each language's players' words
/// (`assets/locales/<lang>/lookup-words.toml`, `[players]`) added to the
/// terms they name: by key in every title that has it, or by `title:key`.
fn with_players_words(glossary: &BTreeMap<String, Vec<Term>>) -> BTreeMap<String, Vec<Term>> {
    let mut out = glossary.clone();
    for (title, list) in out.iter_mut() {
        for t in list.iter_mut() {
            for lang in normalise::LANGS {
                let players = &normalise::data_words(lang).players;
                let scoped = format!("{title}:{}", t.key);
                let more: Vec<&String> = [t.key.as_str(), scoped.as_str()]
                    .into_iter()
                    .filter_map(|k| players.get(k))
                    .flatten()
                    .collect();
                if more.is_empty() {
                    continue;
                }
                let ws = t.words.entry(lang.to_string()).or_default();
                for w in more {
                    if !ws.contains(w) {
                        ws.push(w.clone());
                    }
                }
            }
        }
    }
    out
}

/// One FTS5 prefix term for a folded word of a question in `lang`,
/// quoted: its stem ([`normalise::query_stem`]), or in a suffixing
/// language its base when shorter ("korongokat" -> "korong", not
/// "korongo").
fn fts_term(word: &str, lang: &str) -> String {
    let data = normalise::data_words(lang);
    let term = if word.chars().count() <= 2 {
        format!("\"{word}\"")
    } else if let Some(base) = data.base(word).filter(|b| b.len() < stem(word).len()) {
        format!("\"{base}\"*")
    } else {
        format!("\"{}\"*", normalise::query_stem(word, lang))
    };
    // A three-letter word with endings ("sávon", "falat") is searched as
    // that word too, whole: as a prefix it would find every longer word.
    let short: String = word.chars().take(3).collect();
    if data.suffixing && word.chars().count() > 3 && data.with_endings(&short, word) {
        format!("\"{short}\" OR {term}")
    } else {
        term
    }
}

impl Lookup {
    /// The embedded reference, indexed.
    pub fn embedded() -> Result<Lookup, String> {
        Lookup::new(Reference::embedded()?)
    }

    /// Builds the in-memory index over `reference`.
    pub fn new(reference: Reference) -> Result<Lookup, String> {
        let glossary = with_players_words(&reference.glossary);
        let err = |e: rusqlite::Error| format!("rules index: {e}");
        let db = Connection::open_in_memory().map_err(err)?;
        db.execute_batch(
            "CREATE VIRTUAL TABLE fts USING fts5(
                title UNINDEXED, lang UNINDEXED, heading, keywords, body, terms, headterms,
                tokenize = 'unicode61 remove_diacritics 0', prefix = '3 4 5');",
        )
        .map_err(err)?;
        let mut terms = Vec::new();
        let mut term_langs = Vec::new();
        let aside_keys: HashSet<String> = glossary
            .values()
            .flatten()
            .filter(|t| t.aside)
            .map(|t| key_token(&t.key))
            .collect();
        let mut asides = Vec::new();
        let mut heads = Vec::new();
        let mut lang_vocab: HashMap<String, HashSet<String>> = HashMap::new();
        for (title, list) in &glossary {
            for t in list {
                let by_lang = t
                    .words
                    .iter()
                    .map(|(lang, ws)| {
                        let toks = ws.iter().map(|w| words(w)).filter(|w| !w.is_empty());
                        (lang.clone(), toks.collect())
                    })
                    .collect();
                term_langs.push((title.clone(), by_lang));
                let all = t
                    .words
                    .iter()
                    .flat_map(|(l, ws)| ws.iter().map(move |w| (l.clone(), words(w))))
                    .filter(|(_, w)| !w.is_empty())
                    .collect();
                terms.push((title.clone(), t.key.clone(), all));
            }
        }
        // Each glossary word as (exact?, stem) tokens, per title, key, language.
        type Prepared = Vec<(String, BTreeMap<String, Vec<Vec<(bool, String)>>>)>;
        let mut prepared: BTreeMap<&str, Prepared> = BTreeMap::new();
        for (title, list) in &glossary {
            let entry = prepared.entry(title.as_str()).or_default();
            for t in list {
                let by_lang = t
                    .words
                    .iter()
                    .map(|(lang, ws)| {
                        let toks = ws
                            .iter()
                            .map(|w| {
                                words(w)
                                    .iter()
                                    .map(|g| (g.chars().count() <= 3, stem(g)))
                                    .collect()
                            })
                            .filter(|v: &Vec<(bool, String)>| !v.is_empty())
                            .collect();
                        (lang.clone(), toks)
                    })
                    .collect();
                entry.push((key_token(&t.key), by_lang));
            }
        }
        let mut rows = Vec::new();
        let mut vocab = HashSet::new();
        let mut head_df: HashMap<(String, String), HashMap<String, usize>> = HashMap::new();
        // One transaction: FTS5 writes one segment instead of one per row.
        let tx = db.unchecked_transaction().map_err(err)?;
        {
            let mut insert = tx
                .prepare("INSERT INTO fts(rowid, title, lang, heading, keywords, body, terms, headterms) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)")
                .map_err(err)?;
            for ((title, lang), sections) in &reference.sections {
                let gloss = prepared.get(title.as_str());
                for (i, s) in sections.iter().enumerate() {
                    let heading = fold(&s.heading);
                    let keywords = fold(&s.keywords.join(" "));
                    let body = fold(&s.text);
                    let all: Vec<&str> = [&heading, &keywords, &body]
                        .iter()
                        .flat_map(|t| t.split(' '))
                        .filter(|w| !w.is_empty())
                        .collect();
                    vocab.extend(all.iter().map(|w| w.to_string()));
                    lang_vocab
                        .entry(lang.clone())
                        .or_default()
                        .extend(all.iter().map(|w| w.to_string()));
                    // The glossary terms this section uses, in its language.
                    let mut sorted = all.clone();
                    sorted.sort_unstable();
                    sorted.dedup();
                    let has = |(exact, s): &(bool, String)| {
                        if *exact {
                            sorted.binary_search(&s.as_str()).is_ok()
                        } else {
                            let i = sorted.partition_point(|w| *w < s.as_str());
                            sorted.get(i).is_some_and(|w| w.starts_with(s.as_str()))
                        }
                    };
                    // The terms its heading and keywords name: what the
                    // section is about, not only what it mentions.
                    let mut head: Vec<&str> = [&heading, &keywords]
                        .iter()
                        .flat_map(|t| t.split(' '))
                        .filter(|w| !w.is_empty())
                        .collect();
                    head.sort_unstable();
                    head.dedup();
                    let in_head = |t: &(bool, String)| has_token(&head, t);
                    heads.push(
                        heading
                            .split(' ')
                            .filter(|w| w.chars().count() >= 3)
                            .map(str::to_string)
                            .collect(),
                    );
                    let mut keys = Vec::new();
                    let mut head_keys = Vec::new();
                    for (key, by_lang) in gloss.into_iter().flatten() {
                        let variants = by_lang.get(lang).into_iter().flatten();
                        let used = variants.clone().any(|toks| toks.iter().all(has));
                        if used {
                            keys.push(key.clone());
                        }
                        if variants.clone().any(|toks| toks.iter().all(in_head)) {
                            head_keys.push(key.clone());
                        }
                    }
                    // A heading that opens with an aside term ("Table
                    // option: ...") marks an aside; one that names it
                    // further on ("Ties (table option ties)") does not.
                    let opening: Vec<&str> = heading.split(' ').take(2).collect();
                    let opens = |(exact, s): &(bool, String)| {
                        opening.iter().any(|w| {
                            if *exact {
                                w == s
                            } else {
                                w.starts_with(s.as_str())
                            }
                        })
                    };
                    let aside = gloss.into_iter().flatten().find(|(key, by_lang)| {
                        aside_keys.contains(key)
                            && by_lang
                                .get(lang)
                                .into_iter()
                                .flatten()
                                .any(|toks| toks.iter().all(opens))
                    });
                    asides.push(aside.map(|(key, _)| key.clone()));
                    let df = head_df.entry((title.clone(), lang.clone())).or_default();
                    for k in &head_keys {
                        *df.entry(k.clone()).or_insert(0) += 1;
                    }
                    rows.push((title.clone(), lang.clone(), i));
                    insert
                        .execute(rusqlite::params![
                            rows.len() as i64,
                            title,
                            lang,
                            heading,
                            keywords,
                            body,
                            keys.join(" "),
                            head_keys.join(" ")
                        ])
                        .map_err(err)?;
                }
            }
        }
        tx.execute_batch("INSERT INTO fts(fts) VALUES('optimize');")
            .map_err(err)?;
        tx.commit().map_err(err)?;
        let mut vocab: Vec<String> = vocab.into_iter().collect();
        vocab.sort();
        Ok(Lookup {
            reference,
            db: Mutex::new(db),
            rows,
            vocab,
            terms,
            term_langs,
            head_df,
            asides,
            heads,
            lang_vocab: lang_vocab
                .into_iter()
                .map(|(l, v)| {
                    let mut v: Vec<String> = v.into_iter().collect();
                    v.sort();
                    (l, v)
                })
                .collect(),
        })
    }

    /// A word the reference knows, or the nearest one within a typo or
    /// two (one for words up to six letters, two beyond).
    fn repair(&self, word: &str) -> String {
        let n = word.chars().count();
        if n < 4 {
            return word.to_string();
        }
        let s = stem(word);
        let i = self.vocab.partition_point(|v| v.as_str() < s.as_str());
        if self.vocab.get(i).is_some_and(|v| v.starts_with(&s)) {
            return word.to_string();
        }
        let max = if n <= 6 { 1 } else { 2 };
        // Only words with the same first letter: typos there are rare, and
        // the sorted vocabulary gives them as one slice.
        let first: String = word.chars().take(1).collect();
        let from = self.vocab.partition_point(|v| v.as_str() < first.as_str());
        let slice = self.vocab[from..]
            .iter()
            .take_while(|v| v.starts_with(&first));
        let candidates: Vec<&String> = slice
            .filter(|v| v.chars().count().abs_diff(n) <= max)
            .collect();
        for d in 1..=max {
            if let Some(v) = candidates.iter().find(|v| within(word, v, d)) {
                return v.to_string();
            }
        }
        // Not a typo: an ending the stem keeps and the reference never uses
        // (Spanish "pago" for "pagar", Hungarian "épületekről"). The
        // longest shorter prefix, down to half the word, that starts a
        // known word gives the shortest such word.
        let chars: Vec<char> = word.chars().collect();
        let min = n.div_ceil(2).max(3);
        for k in (min..s.chars().count()).rev() {
            let p: String = chars[..k].iter().collect();
            let i = self.vocab.partition_point(|v| v.as_str() < p.as_str());
            let known = self.vocab[i..].iter().take_while(|v| v.starts_with(&p));
            if let Some(v) = known.min_by_key(|v| (v.chars().count(), v.as_str())) {
                return v.clone();
            }
        }
        word.to_string()
    }

    /// The FTS5 query for a question: every meaningful word as a prefix,
    /// OR'ed, plus the glossary keys it names in any language.
    fn query(&self, question: &str, lang: &str, titles: &[&str]) -> Option<String> {
        let all = words(question);
        // When the question is known to be in `lang`, another language's
        // glossary word must be the question's word itself (or it with
        // that language's endings): a shared stem across languages is a
        // false friend (Spanish "regla", rule; French "réglage", setting).
        let detected = self.detect(question, titles).is_some_and(|d| d == lang);
        let matches = |g: &str, w: &str, l: &str| {
            if detected && l != lang {
                g == w || normalise::data_words(l).with_endings(g, w)
            } else {
                token_matches(g, w, l)
            }
        };
        let mut kept: Vec<String> = all
            .iter()
            .enumerate()
            .filter(|(i, w)| {
                let prev = i.checked_sub(1).map(|p| all[p].as_str());
                !is_stopword(lang, w) && !is_idiom(lang, prev, w)
            })
            .map(|(_, w)| w.clone())
            .collect();
        if kept.is_empty() {
            kept = all.clone();
        }
        // A verb prefix standing after its verb is searched joined to it
        // too: Hungarian "szabadítom fel" finds "felszabadítás".
        let preverbs = &normalise::data_words(lang).preverbs;
        for (i, w) in all.iter().enumerate().skip(1) {
            if preverbs.contains(w) && !is_stopword(lang, &all[i - 1]) {
                kept.push(format!("{w}{}", all[i - 1]));
            }
        }
        let kept: Vec<String> = kept.iter().map(|w| self.repair(w)).collect();
        let repaired: Vec<String> = all.iter().map(|w| self.repair(w)).collect();
        let mut parts: Vec<String> = kept.iter().map(|w| fts_term(w, lang)).collect();
        // Each named term with the question words (by position) it uses.
        let mut named: Vec<(&str, BTreeSet<usize>)> = Vec::new();
        for (title, key, variants) in &self.terms {
            if !titles.contains(&title.as_str()) {
                continue;
            }
            // Every word of the term in the question, stop words included
            // (Spanish "no puedo pagar"), and at least one that is not one
            // (French "se passe" does not name passing).
            let used = variants
                .iter()
                .filter(|(l, toks)| {
                    toks.iter()
                        .all(|g| repaired.iter().any(|w| matches(g, w, l)))
                        && toks.iter().any(|g| kept.iter().any(|w| matches(g, w, l)))
                })
                .map(|(l, toks)| {
                    (0..repaired.len())
                        .filter(|&i| toks.iter().any(|g| matches(g, &repaired[i], l)))
                        .collect::<BTreeSet<usize>>()
                })
                .max_by_key(BTreeSet::len);
            if let Some(used) = used {
                named.push((key, used));
            }
        }
        // A term named only by words that name a longer term too is not
        // meant: "két játékosnál" is two players, not the player count
        // ("játékosszám") its second word starts.
        for (i, (key, used)) in named.iter().enumerate() {
            let inside = named
                .iter()
                .enumerate()
                .any(|(j, (_, other))| i != j && used.len() < other.len() && used.is_subset(other));
            if !inside {
                parts.push(key_token(key));
            }
        }
        parts.sort();
        parts.dedup();
        (!parts.is_empty()).then(|| parts.join(" OR "))
    }

    /// The FTS5 query `question` becomes in `lang` (development and tests:
    /// what the search looked for).
    /// `titles` empty means all, as in [`Lookup::search`].
    pub fn explain(&self, question: &str, lang: &str, titles: &[&str]) -> Option<String> {
        let all: Vec<&str> = self.reference.titles().into_iter().collect();
        self.query(
            question,
            lang,
            if titles.is_empty() { &all } else { titles },
        )
    }

    /// The best sections for `question` in `lang` among `titles` (all
    /// titles of the reference when empty); other languages when `lang`
    /// has none.
    pub fn search(&self, question: &str, lang: &str, titles: &[&str], limit: usize) -> Found {
        let known = self.reference.titles();
        let titles: Vec<&str> = if titles.is_empty() {
            known.into_iter().collect()
        } else {
            titles.to_vec()
        };
        let Some(q) = self.query(question, lang, &titles) else {
            return Found {
                lang: lang.to_string(),
                ..Found::default()
            };
        };
        let hits = self.run(&q, Some(lang), &titles, limit);
        if !hits.is_empty() {
            return Found {
                hits,
                other_language: false,
                lang: lang.to_string(),
            };
        }
        // Another language's sections, English first when it has them.
        let mut hits = self.run(&q, None, &titles, limit * 5);
        hits.retain(|h| h.lang != lang);
        let best_lang = hits
            .iter()
            .find(|h| h.lang == "en")
            .or(hits.first())
            .map(|h| h.lang.clone());
        if let Some(l) = best_lang {
            hits.retain(|h| h.lang == l);
        }
        hits.truncate(limit);
        Found {
            other_language: !hits.is_empty(),
            hits,
            lang: lang.to_string(),
        }
    }

    /// The language `question` is unambiguously written in, if any (see
    /// [`detect`]): Greek letters; else the glossary terms of `titles`
    /// (all when empty) it names in one language only, unless its common
    /// words say another; else its common words alone. Accented letters
    /// rule out the languages that do not write them ("á" is Spanish or
    /// Hungarian; "ő" Hungarian alone, like a glossary term): terms and
    /// common words count only for the languages left, and among two or
    /// fewer one common word is enough.
    pub fn detect(&self, question: &str, titles: &[&str]) -> Option<String> {
        if detect::is_greek(question) {
            return Some("el".to_string());
        }
        let letters = detect::by_letters(question);
        let allowed = |l: &str| letters.as_ref().is_none_or(|ls| ls.contains(&l));
        let asked = words(question);
        let common = detect::by_common_words(question, letters.as_deref());
        let mut named = Vec::new();
        if let Some([only]) = letters.as_deref() {
            named.push(vec![only.to_string()]);
        }
        for (title, by_lang) in &self.term_langs {
            if !titles.is_empty() && !titles.contains(&title.as_str()) {
                continue;
            }
            let langs: Vec<String> = by_lang
                .iter()
                .filter(|(l, _)| allowed(l))
                .filter(|(_, variants)| {
                    variants.iter().any(|toks| {
                        // The whole glossary word, or it with an ending
                        // ("stabilitásnak"): a shared stem ("stabili-")
                        // would make every language match.
                        toks.iter().all(|g| {
                            let n = g.chars().count();
                            n > 2
                                && asked
                                    .iter()
                                    .any(|w| w == g || (n >= 4 && w.starts_with(g.as_str())))
                        })
                    })
                })
                .map(|(l, _)| l.clone())
                .collect();
            if !langs.is_empty() {
                named.push(langs);
            }
        }
        match (detect::by_terms(&named), common) {
            (Some(t), Some(c)) if t != c => None,
            (Some(t), _) => Some(t),
            (None, c) => c.map(str::to_string),
        }
    }

    /// `/rules` in any language: the question is searched in the language
    /// it is written in when that is unambiguous ([`Lookup::detect`]),
    /// else in the asker's.
    pub fn search_any(&self, question: &str, asker: &str, titles: &[&str], limit: usize) -> Found {
        let lang = self
            .detect(question, titles)
            .filter(|l| normalise::LANGS.contains(&l.as_str()))
            .or_else(|| self.by_vocabulary(question, asker))
            .unwrap_or_else(|| asker.to_string());
        self.search(question, &lang, titles, limit)
    }

    /// For a question [`Lookup::detect`] leaves open: the one language
    /// whose sections have words starting with more of the question's
    /// words (of three letters or more) than any other language's and the
    /// asker's do (Hungarian "gnómok" asked from an English Discord).
    fn by_vocabulary(&self, question: &str, asker: &str) -> Option<String> {
        let ws: Vec<String> = words(question)
            .into_iter()
            .filter(|w| w.chars().count() >= 3)
            .collect();
        let count = |l: &str| {
            let Some(v) = self.lang_vocab.get(l) else {
                return 0;
            };
            ws.iter().filter(|w| some_starts_with(v, w)).count()
        };
        let own = count(asker);
        let mut best: Vec<(&str, usize)> = normalise::LANGS
            .iter()
            .filter(|l| **l != asker)
            .map(|l| (*l, count(l)))
            .collect();
        best.sort_by_key(|(_, n)| std::cmp::Reverse(*n));
        match best.as_slice() {
            [(l, n), (_, m), ..] if *n > own && n > m => Some(l.to_string()),
            _ => None,
        }
    }

    fn run(&self, q: &str, lang: Option<&str>, titles: &[&str], limit: usize) -> Vec<Hit> {
        let db = self.db.lock().unwrap_or_else(|p| p.into_inner());
        // Column weights: heading 10, keywords 10, body 1, glossary terms
        // 4, heading terms 8. Keywords were 6 before the lookup10 round: a
        // section's keywords are the topics its authors wrote it to answer,
        // and weighing them as much as its heading gained 9 first answers
        // and 4 top 3 over the tuning sets (3858 -> 3867 and 4336 -> 4340
        // of 4397), no set losing any.
        let sql =
            "SELECT rowid, bm25(fts, 0, 0, 10.0, 10.0, 1.0, 4.0, 8.0) AS s, headterms FROM fts
                   WHERE fts MATCH ?1 AND (?2 IS NULL OR lang = ?2) ORDER BY s LIMIT 200";
        let Ok(mut stmt) = db.prepare_cached(sql) else {
            return Vec::new();
        };
        let rows = stmt.query_map(rusqlite::params![q, lang], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, f64>(1)?,
                r.get::<_, String>(2)?,
            ))
        });
        // A section whose heading or keywords name a term the question
        // names is about it: each such term adds up to a third to its score
        // (BM25 alone lets one rare filler word outweigh the topic); less
        // for a term that more headings name than the question's rarest
        // ("action", "card" next to "ship"), so the specific term decides.
        let asked: Vec<&str> = q.split(" OR ").filter(|t| t.starts_with("gx")).collect();
        let stems: Vec<String> = q
            .split(" OR ")
            .filter(|t| !t.starts_with("gx"))
            .map(|t| t.trim_end_matches('*').trim_matches('"').to_string())
            .filter(|t| t.chars().count() >= 3)
            .collect();
        let mut rows: Vec<(i64, f64)> = rows
            .into_iter()
            .flatten()
            .flatten()
            .map(|(rowid, score, head)| {
                let df = self
                    .rows
                    .get(rowid as usize - 1)
                    .and_then(|(t, l, _)| self.head_df.get(&(t.clone(), l.clone())));
                let df_of = |k: &str| df.and_then(|d| d.get(k)).copied().unwrap_or(1).max(1);
                // The question's most specific term counts fully; a term
                // more headings name counts as much less.
                let rarest = asked.iter().map(|k| df_of(k)).min().unwrap_or(1);
                let weight = |k: &str| (rarest as f64 / df_of(k) as f64).min(1.0);
                let row = rowid as usize - 1;
                let mut boost = head
                    .split(' ')
                    .filter(|k| asked.contains(k))
                    .map(|k| weight(k) * HEAD_BOOST)
                    .sum::<f64>();
                // The share of its heading's words that the question's
                // words start: its title names the question's topics.
                if let Some(hw) = self.heads.get(row).filter(|hw| !hw.is_empty()) {
                    let hit = hw
                        .iter()
                        .filter(|w| stems.iter().any(|s| w.starts_with(s.as_str())))
                        .count();
                    boost += HEADING_COVER * hit as f64 / hw.len() as f64;
                }
                // A table option's section, for a question about the rule
                // itself, comes after the rule's own section.
                let aside = self
                    .asides
                    .get(rowid as usize - 1)
                    .and_then(|a| a.as_deref())
                    .is_some_and(|k| !asked.contains(&k));
                let aside = if aside { ASIDE } else { 1.0 };
                (rowid, score * (1.0 + boost) * aside)
            })
            .collect();
        rows.sort_by(|a, b| a.1.total_cmp(&b.1));
        let mut hits = Vec::new();
        for (rowid, score) in rows {
            let Some((title, l, i)) = self.rows.get(rowid as usize - 1) else {
                continue;
            };
            if !titles.contains(&title.as_str()) {
                continue;
            }
            let s = &self.reference.sections[&(title.clone(), l.clone())][*i];
            hits.push(Hit {
                title: title.clone(),
                lang: l.clone(),
                id: s.id.clone(),
                heading: s.heading.clone(),
                covers: s.covers.clone(),
                score,
            });
            if hits.len() >= limit {
                break;
            }
        }
        hits
    }
}

/// The embedded reference, indexed once per process. [`warm_up`] builds it
/// off the start-up path; the first lookup waits for it if needed.
pub fn shared() -> Result<&'static Lookup, &'static str> {
    static LOOKUP: std::sync::OnceLock<Result<Lookup, String>> = std::sync::OnceLock::new();
    LOOKUP
        .get_or_init(|| {
            let built = Lookup::embedded();
            if let Err(e) = &built {
                tracing::error!(error = %e, "the rules reference could not be loaded");
            }
            built
        })
        .as_ref()
        .map_err(|e| e.as_str())
}

/// Builds the index and the card list on a thread of their own, so that
/// start-up does not wait for them.
pub fn warm_up() {
    static STARTED: std::sync::Once = std::sync::Once::new();
    STARTED.call_once(|| {
        std::thread::spawn(|| {
            let t = std::time::Instant::now();
            let _ = shared();
            let _ = cards::shared();
            tracing::info!(elapsed = ?t.elapsed(), "rules index built");
        });
    });
}

/// The reference language for a user's locale (`el-GR` -> `el`), English
/// for any other.
pub fn lang_of(locale: &str) -> &'static str {
    let base = locale.split(['-', '_']).next().unwrap_or("").to_lowercase();
    normalise::LANGS
        .iter()
        .find(|l| **l == base)
        .copied()
        .unwrap_or("en")
}

/// Splits a section's text into pages of at most `max` characters, at
/// line ends (a line longer than a page is split at a space).
pub fn pages(text: &str, max: usize) -> Vec<String> {
    let mut pages = Vec::new();
    let mut cur = String::new();
    for line in text.trim().lines() {
        let mut line = line.to_string();
        while line.chars().count() > max {
            let cut: String = line.chars().take(max).collect();
            let at = cut.rfind(' ').filter(|&i| i > 0).unwrap_or(cut.len());
            let (head, tail) = line.split_at(at);
            if !cur.is_empty() {
                pages.push(std::mem::take(&mut cur));
            }
            pages.push(head.trim_end().to_string());
            line = tail.trim_start().to_string();
        }
        if cur.chars().count() + line.chars().count() + 1 > max && !cur.is_empty() {
            pages.push(std::mem::take(&mut cur));
        }
        if !cur.is_empty() {
            cur.push('\n');
        }
        cur.push_str(&line);
    }
    if !cur.is_empty() || pages.is_empty() {
        pages.push(cur);
    }
    pages
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_keep_every_word_and_respect_the_size() {
        let text = "- first line\n".repeat(200);
        let p = pages(&text, 100);
        assert!(p.len() > 1);
        assert!(p.iter().all(|p| p.chars().count() <= 100));
        assert_eq!(p.join("\n"), text.trim());
        let one_long_line = "word ".repeat(100);
        let p = pages(&one_long_line, 60);
        assert!(p.iter().all(|p| p.chars().count() <= 60));
        assert_eq!(p.join(" ").split_whitespace().count(), 100);
    }

    #[test]
    fn locales_map_to_reference_languages() {
        assert_eq!(lang_of("el-GR"), "el");
        assert_eq!(lang_of("es-ES"), "es");
        assert_eq!(lang_of("hu"), "hu");
        assert_eq!(lang_of("de"), "en");
        assert_eq!(lang_of("en-US"), "en");
    }

    #[test]
    fn a_word_with_an_unknown_ending_finds_the_known_word() {
        let file = "title = \"nations\"\nlang = \"es\"\n[[section]]\nid = \"a\"\nheading = \"Costes\"\ncovers = [\"1\"]\ntext = \"Debes pagar el coste.\"\n";
        let reference = Reference::from_files([("nations/es.toml".to_string(), file)]).unwrap();
        let lookup = Lookup::new(reference).unwrap();
        assert_eq!(lookup.repair("pagamos"), "pagar");
        assert_eq!(lookup.repair("coste"), "coste");
        assert_eq!(lookup.repair("zzzzzz"), "zzzzzz");
        let found = lookup.search("¿cuándo pagamos?", "es", &[], 3);
        assert_eq!(found.hits.first().map(|h| h.id.as_str()), Some("a"));
    }

    /// The section a reference of one file (`path`, `file`) answers
    /// `question`, asked in `lang`, with first.
    fn first_in_file(path: &str, file: &str, question: &str, lang: &str) -> Option<String> {
        let reference = Reference::from_files([(path.to_string(), file)]).unwrap();
        let lookup = Lookup::new(reference).unwrap();
        let found = lookup.search(question, lang, &[], 3);
        found.hits.first().map(|h| h.id.clone())
    }

    #[test]
    fn a_hungarian_verb_prefix_after_its_verb_is_searched_joined() {
        let file = "title = \"endeavor\"\nlang = \"hu\"\n[[section]]\nid = \"pay\"\nheading = \"Épület felszabadítása\"\ncovers = [\"1\"]\ntext = \"Kifizetés.\"\n[[section]]\nid = \"other\"\nheading = \"Más\"\ncovers = [\"2\"]\ntext = \"Szabad mező.\"\n";
        // Without the join, "szabadítom" alone finds "szabad".
        let first = first_in_file("endeavor/hu.toml", file, "hogyan szabadítom fel", "hu");
        assert_eq!(first.as_deref(), Some("pay"));
    }

    #[test]
    fn glossary_words_match_by_their_language_s_endings_and_bases() {
        // Endings of the glossary word's language.
        assert!(token_matches("war", "wars", "en"));
        assert!(token_matches("sav", "savon", "hu"));
        assert!(!token_matches("or", "ordre", "fr"));
        // A short word a longer one merely starts with.
        assert!(token_matches("elfo", "elfos", "es"));
        assert!(!token_matches("elfo", "elfogyott", "es"));
        // Hungarian: base plus endings, the verb of an -ás noun, a
        // dropped vowel, but not a shared start alone.
        assert!(token_matches("korong", "korongokat", "hu"));
        assert!(!token_matches("korona", "korong", "hu"));
        assert!(token_matches("aktivalas", "aktivalhatom", "hu"));
        assert!(token_matches("jovedelem", "jovedelmet", "hu"));
        assert!(!token_matches("akciokorong", "akcio", "hu"));
        // Other languages keep their stems ("πολεμοσ", "πολεμου").
        assert!(token_matches("πολεμοσ", "πολεμου", "el"));
    }

    #[test]
    fn a_hungarian_question_word_is_searched_without_its_endings() {
        assert_eq!(fts_term("korongokat", "hu"), "\"korong\"*");
        assert_eq!(
            fts_term("stabilitasom", "hu"),
            format!("\"{}\"*", stem("stabilitasom"))
        );
        assert_eq!(
            fts_term("korongokat", "es"),
            format!("\"{}\"*", stem("korongokat"))
        );
    }

    #[test]
    fn a_hungarian_three_letter_word_with_endings_is_searched_whole() {
        // "sávon" is "sáv" + "on": searched only as "savo"* it misses the
        // track ("sáv") and finds any word starting so.
        let file = "title = \"nations\"\nlang = \"hu\"\n[[section]]\nid = \"track\"\nheading = \"A sáv teteje\"\ncovers = [\"1\"]\ntext = \"Legfeljebb 10 a sáv.\"\n[[section]]\nid = \"other\"\nheading = \"Mező\"\ncovers = [\"2\"]\ntext = \"Savoyai mező, a sávon kívül.\"\n";
        let first = first_in_file("nations/hu.toml", file, "meddig lép a jelző a sávon?", "hu");
        assert_eq!(first.as_deref(), Some("track"));
        assert_eq!(fts_term("savon", "hu"), "\"sav\" OR \"savo\"*");
    }

    /// Asserts that `question`, asked from a Discord in `asker`, is
    /// answered first by section `id` of `title`.
    fn assert_first(lookup: &Lookup, question: &str, asker: &str, title: &str, id: &str) {
        let found = lookup.search_any(question, asker, &[title], 3);
        let first = found.hits.first().map(|h| h.id.as_str());
        assert_eq!(first, Some(id), "{question}: {:?}", found.hits);
    }

    #[test]
    fn ketten_names_the_two_player_game() {
        // Hungarian players say "ketten" (the two of us), not "két
        // játékos": a players' word for the two-player term in each title.
        let lookup = Lookup::embedded().unwrap();
        assert_first(
            &lookup,
            "ketten vagyunk, mik a szabályok?",
            "hu",
            "nations",
            "two-players",
        );
        assert_first(
            &lookup,
            "ketten mi változik?",
            "en",
            "belfort",
            "two-player",
        );
    }

    fn setup_reference(lang: &str, setup: &str, other: &str) -> Lookup {
        let file = format!("title = \"nations\"\nlang = \"{lang}\"\n[[section]]\nid = \"setup\"\nheading = \"{setup}\"\ncovers = [\"3\"]\ntext = \"x\"\n[[section]]\nid = \"other\"\nheading = \"{other}\"\ncovers = [\"4\"]\ntext = \"y\"\n");
        let glossary = "[[term]]\nkey = \"setup\"\nen = [\"setup\"]\nes = [\"preparación\"]\nhu = [\"előkészület\"]\nfr = [\"réglage\"]\n";
        let reference = Reference::from_files([
            (format!("nations/{lang}.toml"), file.as_str()),
            ("nations/glossary.toml".to_string(), glossary),
        ])
        .unwrap();
        Lookup::new(reference).unwrap()
    }

    #[test]
    fn players_words_name_the_term_they_stand_for() {
        // "al principio" is a player's word for setup (es data), though no
        // section says it.
        let lookup = setup_reference("es", "Preparación", "Reglas de la partida");
        let q = lookup
            .explain("¿qué hago al principio?", "es", &[])
            .unwrap();
        assert!(q.contains("gxsetup"), "{q}");
    }

    #[test]
    fn a_known_language_s_words_are_not_read_as_another_s() {
        // French "réglage" shares a stem with Spanish "regla" (rule): in a
        // question known to be Spanish, "regla" names nothing.
        let lookup = setup_reference("es", "Preparación", "Otra cosa");
        let q = lookup
            .explain("¿cuántas reglas tiene la partida?", "es", &[])
            .unwrap();
        assert!(!q.contains("gxsetup"), "{q}");
    }

    #[test]
    fn accented_letters_and_one_common_word_tell_hungarian() {
        let lookup = setup_reference("hu", "Előkészület", "Más");
        assert_eq!(
            lookup.detect("6-an is lehet játszani?", &[]).as_deref(),
            Some("hu")
        );
        assert_eq!(lookup.detect("is it allowed", &[]).as_deref(), Some("en"));
    }

    #[test]
    fn the_section_titled_by_the_question_s_words_comes_first() {
        // Belfort's Market names the trading post among its keywords (its
        // extra visits); the section headed "Trading post" is the answer.
        let lookup = Lookup::embedded().unwrap();
        let found = lookup.search("trading post", "en", &["belfort"], 3);
        assert_eq!(found.hits[0].id, "trading-post");
    }

    #[test]
    fn a_question_of_no_detected_language_is_searched_in_the_one_that_knows_its_words() {
        let lookup = Lookup::embedded().unwrap();
        assert_eq!(lookup.detect("gnómok", &["belfort"]), None);
        let found = lookup.search_any("gnómok", "en", &["belfort"], 3);
        assert_eq!(found.lang, "hu");
        // An English question from an English Discord stays English.
        let found = lookup.search_any("how many gnomes", "en", &["belfort"], 3);
        assert_eq!(found.lang, "en");
    }

    #[test]
    fn a_french_word_finds_its_own_relatives_not_the_whole_family() {
        // "recruteurs" searched as "recrute" also finds "recrutement"
        // (Recruitment Office); as "recruteu" it finds the Recruiters'
        // guild. "construire" as "constru" finds every "construction";
        // as "construi" the verb, which the architects' section uses.
        let lookup = Lookup::embedded().unwrap();
        assert_first(
            &lookup,
            "guilde des recruteurs, ça fait quoi",
            "fr",
            "belfort",
            "recruiters",
        );
        assert_first(
            &lookup,
            "je veux construire ma merveille",
            "fr",
            "nations",
            "hire-architect",
        );
    }

    #[test]
    fn a_section_s_keywords_weigh_as_much_as_its_heading() {
        // The answer's keywords name the question's words ("égalité",
        // "embaucher"); a neighbour only mentions them in its text or
        // heading. With keywords weighed less than headings (before the
        // lookup10 round) the neighbour came first.
        let lookup = Lookup::embedded().unwrap();
        assert_first(
            &lookup,
            "τι γίνεται σε ισοπαλία;",
            "el",
            "endeavor",
            "scoring",
        );
        assert_first(
            &lookup,
            "combien coûte d'embaucher un gnome",
            "fr",
            "belfort",
            "hire-gnome",
        );
    }

    #[test]
    fn a_broken_reference_is_refused_with_its_file_named() {
        let bad = "title = \"nations\"\nlang = \"en\"\n[[section]]\nid = \"a\"\nheading = \"A\"\ncovers = []\ntext = \"x\"\n";
        let err = Reference::from_files([("nations/en.toml".to_string(), bad)]).unwrap_err();
        assert!(
            err.contains("nations/en.toml") && err.contains("covers no spec section"),
            "{err}"
        );
        let wrong = "title = \"belfort\"\nlang = \"en\"\n";
        let err = Reference::from_files([("nations/en.toml".to_string(), wrong)]).unwrap_err();
        assert!(err.contains("path says"), "{err}");
    }
}
