//! Every message in five languages (issue 15): the same ids, variables,
//! attributes and message references as English in every language; no
//! translation left identical to English unless the allow-list says why;
//! and each language's glossary followed by its messages.
//!
//! The checks read the `.ftl` sources with `fluent-syntax` (what the
//! bundles are built from), so a failure names the file and the id.

use fluent_syntax::ast;
use longtable::i18n::{I18n, LANGUAGES};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// `assets/locales`, or `LONGTABLE_LOCALES` to check a copy (a
/// translator's files before they are merged).
fn locales() -> PathBuf {
    std::env::var_os("LONGTABLE_LOCALES")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales"))
}

/// One message as the checks see it.
#[derive(Debug, Default)]
struct Entry {
    /// The whole source of its value and attributes in a canonical form
    /// (placeables written out), to compare with English.
    canonical: String,
    /// Only its words (text elements, every variant), for the glossary.
    words: String,
    vars: BTreeSet<String>,
    attrs: BTreeSet<String>,
    /// Other messages it includes (`{ other-id }`).
    refs: BTreeSet<String>,
    /// Terms it includes (`{ -term }`), whose words count as its own.
    terms: BTreeSet<String>,
}

/// A language's messages and terms: file name -> id -> entry.
struct Messages {
    files: BTreeMap<String, BTreeMap<String, Entry>>,
    terms: BTreeMap<String, Entry>,
}

impl Messages {
    fn ids(&self) -> impl Iterator<Item = (&String, &String, &Entry)> {
        self.files
            .iter()
            .flat_map(|(f, ids)| ids.iter().map(move |(id, e)| (f, id, e)))
    }
    fn get(&self, id: &str) -> Option<&Entry> {
        self.files.values().find_map(|ids| ids.get(id))
    }
    /// The words of a message with the words of the terms it uses,
    /// without what is quoted as code (`spare 2 gold`: notation a player
    /// types, the same in every language).
    fn words_of(&self, e: &Entry) -> String {
        let mut w: String = e
            .words
            .split('`')
            .step_by(2)
            .collect::<Vec<_>>()
            .join(" 0 ");
        for t in &e.terms {
            if let Some(term) = self.terms.get(t) {
                w.push(' ');
                w.push_str(&term.words);
            }
        }
        w
    }
}

fn load(lang: &str) -> Messages {
    let dir = locales().join(lang);
    let mut files = BTreeMap::new();
    let mut terms = BTreeMap::new();
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    paths.sort();
    for path in paths {
        let source = std::fs::read_to_string(&path).unwrap();
        let resource = fluent_syntax::parser::parse(source.as_str())
            .unwrap_or_else(|(_, errs)| panic!("{}: {:?}", path.display(), errs.first()));
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let ids: &mut BTreeMap<String, Entry> = files.entry(name).or_default();
        for entry in &resource.body {
            match entry {
                ast::Entry::Message(m) => {
                    let mut e = Entry::default();
                    if let Some(v) = &m.value {
                        pattern(v, &mut e);
                    }
                    for a in &m.attributes {
                        e.attrs.insert(a.id.name.to_string());
                        e.canonical.push_str(&format!(" .{}=", a.id.name));
                        pattern(&a.value, &mut e);
                    }
                    ids.insert(m.id.name.to_string(), e);
                }
                ast::Entry::Term(t) => {
                    let mut e = Entry::default();
                    pattern(&t.value, &mut e);
                    terms.insert(t.id.name.to_string(), e);
                }
                ast::Entry::Junk { content } => {
                    panic!("{}: cannot parse {content:?}", path.display())
                }
                _ => {}
            }
        }
    }
    Messages { files, terms }
}

fn pattern(p: &ast::Pattern<&str>, e: &mut Entry) {
    for el in &p.elements {
        match el {
            ast::PatternElement::TextElement { value } => {
                e.canonical.push_str(value);
                e.words.push_str(value);
            }
            ast::PatternElement::Placeable { expression } => {
                e.canonical.push('{');
                // A placeable parts the words around it: "Build { $b }
                // (level { $l })" does not say "build level".
                e.words.push_str(" 0 ");
                expr(expression, e);
                e.words.push_str(" 0 ");
                e.canonical.push('}');
            }
        }
    }
}

fn expr(x: &ast::Expression<&str>, e: &mut Entry) {
    match x {
        ast::Expression::Inline(i) => inline(i, e),
        ast::Expression::Select { selector, variants } => {
            inline(selector, e);
            e.canonical.push_str(" ->");
            for v in variants {
                let key = match &v.key {
                    ast::VariantKey::Identifier { name } => name.to_string(),
                    ast::VariantKey::NumberLiteral { value } => value.to_string(),
                };
                e.canonical.push_str(&format!(" [{key}] "));
                e.words.push(' ');
                pattern(&v.value, e);
            }
        }
    }
}

fn inline(i: &ast::InlineExpression<&str>, e: &mut Entry) {
    use ast::InlineExpression as I;
    match i {
        I::StringLiteral { value } => {
            e.canonical.push_str(&format!("\"{value}\""));
            e.words.push_str(value);
        }
        I::NumberLiteral { value } => e.canonical.push_str(value),
        I::FunctionReference { id, arguments } => {
            e.canonical.push_str(id.name);
            for a in &arguments.positional {
                inline(a, e);
            }
            for a in &arguments.named {
                e.canonical.push_str(a.name.name);
                inline(&a.value, e);
            }
        }
        I::MessageReference { id, attribute } => {
            e.canonical.push_str(id.name);
            if let Some(a) = attribute {
                e.canonical.push_str(&format!(".{}", a.name));
            }
            e.refs.insert(id.name.to_string());
        }
        I::TermReference {
            id,
            attribute,
            arguments,
        } => {
            e.canonical.push_str(&format!("-{}", id.name));
            if let Some(a) = attribute {
                e.canonical.push_str(&format!(".{}", a.name));
            }
            if let Some(args) = arguments {
                for a in &args.named {
                    inline(&a.value, e);
                }
            }
            e.terms.insert(id.name.to_string());
        }
        I::VariableReference { id } => {
            e.canonical.push_str(&format!("${}", id.name));
            e.vars.insert(id.name.to_string());
        }
        I::Placeable { expression } => expr(expression, e),
    }
}

/// Prints every problem (at most `show`) with a count per language, and
/// fails if there is any.
fn report(what: &str, problems: &BTreeMap<&str, Vec<String>>, show: usize) {
    let total: usize = problems.values().map(Vec::len).sum();
    if total == 0 {
        return;
    }
    let mut out = format!("{what}: {total}\n");
    for (lang, list) in problems {
        if list.is_empty() {
            continue;
        }
        out.push_str(&format!("  {lang}: {}\n", list.len()));
        for p in list.iter().take(show) {
            out.push_str(&format!("    {p}\n"));
        }
        if list.len() > show {
            out.push_str(&format!("    … and {} more\n", list.len() - show));
        }
    }
    panic!("{out}");
}

fn others() -> impl Iterator<Item = &'static str> {
    LANGUAGES.iter().copied().filter(|l| *l != "en")
}

#[test]
fn every_language_is_present_and_loads_as_itself() {
    let i18n = I18n::load().expect("every .ftl file parses");
    for code in LANGUAGES {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales");
        assert!(dir.join(code).is_dir(), "assets/locales/{code}");
        assert_eq!(i18n.lang(code).code(), code, "{code} falls back to English");
    }
}

#[test]
fn every_message_exists_in_every_language_with_the_same_variables() {
    let en = load("en");
    let mut problems: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    for lang in others() {
        let l = load(lang);
        let list = problems.entry(lang).or_default();
        for (file, id, e) in en.ids() {
            let Some(t) = l.files.get(file).and_then(|ids| ids.get(id)) else {
                let elsewhere = l.get(id).map(|_| " (in another file)").unwrap_or("");
                list.push(format!("{file}: {id} is missing{elsewhere}"));
                continue;
            };
            if t.vars != e.vars {
                list.push(format!(
                    "{file}: {id} uses {:?}, English {:?}",
                    t.vars, e.vars
                ));
            }
            if t.attrs != e.attrs {
                list.push(format!(
                    "{file}: {id} has attributes {:?}, English {:?}",
                    t.attrs, e.attrs
                ));
            }
            // A translation may name a command or a choice in the reader's
            // words (`/{ cmd-name-game } { cmd-name-game-new }`) where the
            // English writes it out.
            let own = |r: &&String| !r.starts_with("cmd-name-") && !r.starts_with("cmd-choice-");
            let (t_refs, e_refs): (BTreeSet<_>, BTreeSet<_>) = (
                t.refs.iter().filter(own).collect(),
                e.refs.iter().filter(own).collect(),
            );
            if t_refs != e_refs {
                list.push(format!(
                    "{file}: {id} includes {:?}, English {:?}",
                    t.refs, e.refs
                ));
            }
        }
        for (file, id, _) in l.ids() {
            if en.get(id).is_none() {
                list.push(format!("{file}: {id} is not an English message"));
            }
        }
        // Terms a message uses must exist in its language.
        for (file, id, e) in l.ids() {
            for term in e.terms.iter().filter(|t| !l.terms.contains_key(*t)) {
                list.push(format!("{file}: {id} uses the undefined term -{term}"));
            }
        }
    }
    report(
        "messages that differ from English in ids, variables, attributes or references",
        &problems,
        25,
    );
}

/// `assets/locales/same-as-english.toml`: per language, the ids whose
/// text may read exactly as in English (names, numbers, symbols and
/// international words), each list with a comment saying why.
/// Per language, the message ids allowed to read as in English (the
/// `[in-play]` table lists English words left in games instead; see
/// `english_in_play.rs`).
fn same_as_english() -> BTreeMap<String, BTreeSet<String>> {
    let text = std::fs::read_to_string(locales().join("same-as-english.toml")).unwrap();
    let mut all: toml::Table = toml::from_str(&text).expect("same-as-english.toml");
    all.remove("in-play");
    toml::Value::Table(all)
        .try_into()
        .expect("same-as-english.toml: lang = [ids]")
}

#[test]
fn no_translation_is_identical_to_english_except_the_allow_list() {
    let en = load("en");
    let allowed = same_as_english();
    let mut problems: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    for lang in others() {
        let l = load(lang);
        let ok = allowed.get(lang).cloned().unwrap_or_default();
        let list = problems.entry(lang).or_default();
        for (file, id, e) in en.ids() {
            // A message with no words of its own ("{ $name } ({ $seat })")
            // reads the same in every language.
            if !e.words.chars().any(char::is_alphabetic) || ok.contains(id) {
                continue;
            }
            if l.get(id).is_some_and(|t| t.canonical == e.canonical) {
                list.push(format!("{file}: {id} = {}", e.canonical.trim()));
            }
        }
        // An allow-listed id must exist, and still be identical: the list
        // never keeps a stale excuse.
        for id in &ok {
            match (en.get(id), l.get(id)) {
                (Some(e), Some(t)) if e.canonical != t.canonical => list.push(format!(
                    "{id} is allow-listed but translated: drop it from the list"
                )),
                (None, _) => list.push(format!("{id} is allow-listed but not an English message")),
                _ => {}
            }
        }
    }
    report(
        "translations identical to English (not in same-as-english.toml)",
        &problems,
        40,
    );
}

/// One term of `assets/locales/<lang>/glossary.toml` (I18N-PLAN.md).
#[derive(serde::Deserialize)]
struct Term {
    en: String,
    word: String,
    stems: Vec<String>,
    #[allow(dead_code)]
    source: String,
    #[serde(default)]
    titles: Vec<String>,
}

#[derive(serde::Deserialize)]
struct Glossary {
    term: Vec<Term>,
}

/// Lower case without accents (Greek tonos, French, Spanish and
/// Hungarian accents), as the lookup folds text.
fn fold(s: &str) -> String {
    longtable::lookup::normalise::fold(s)
}

/// Whether `text` holds the English `term` as whole words, also in the
/// plural ("war", "wars"; "city", "cities"), in any case; a term written
/// with a capital (Belfort's "Keep", a building) only with its capital,
/// so the verb "keep" is not taken for it.
fn has_english_term(text: &str, term: &str) -> bool {
    let proper = term.chars().next().is_some_and(char::is_uppercase);
    let (text, term) = if proper {
        (text.to_string(), term.to_string())
    } else {
        (fold(text), fold(term))
    };
    let forms = [
        term.clone(),
        format!("{term}s"),
        format!("{term}es"),
        term.strip_suffix('y')
            .map(|t| format!("{t}ies"))
            .unwrap_or_default(),
    ];
    let boundary = |c: Option<char>| c.is_none_or(|c| !c.is_alphanumeric());
    forms.iter().filter(|f| !f.is_empty()).any(|f| {
        text.match_indices(f.as_str()).any(|(i, _)| {
            boundary(text[..i].chars().next_back()) && boundary(text[i + f.len()..].chars().next())
        })
    })
}

/// The title a message file belongs to (`nations.ftl`), or `None` for
/// the files every title shares.
fn title_of(file: &str) -> Option<&str> {
    let stem = file.strip_suffix(".ftl")?;
    ["nations", "endeavor", "belfort"]
        .into_iter()
        .find(|t| *t == stem)
}

/// `assets/locales/glossary-exceptions.toml`: per language, `"id: term"`
/// pairs where a message rightly says the English term another way.
fn glossary_exceptions() -> BTreeMap<String, BTreeSet<String>> {
    let text = std::fs::read_to_string(locales().join("glossary-exceptions.toml")).unwrap();
    toml::from_str(&text).expect("glossary-exceptions.toml: lang = [\"id: term\"]")
}

#[test]
fn every_message_uses_its_languages_glossary_terms() {
    let en = load("en");
    let exceptions = glossary_exceptions();
    let mut problems: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    for lang in others() {
        let path = locales().join(lang).join("glossary.toml");
        let list = problems.entry(lang).or_default();
        let Ok(text) = std::fs::read_to_string(&path) else {
            list.push(format!("{} is missing", path.display()));
            continue;
        };
        let glossary: Glossary = match toml::from_str(&text) {
            Ok(g) => g,
            Err(e) => {
                list.push(format!("{}: {e}", path.display()));
                continue;
            }
        };
        let l = load(lang);
        let ok = exceptions.get(lang).cloned().unwrap_or_default();
        for term in &glossary.term {
            if term.stems.is_empty() || term.word.trim().is_empty() {
                list.push(format!("glossary term {:?} has no word or stems", term.en));
                continue;
            }
            let stems: Vec<String> = term.stems.iter().map(|s| fold(s)).collect();
            for (file, id, e) in en.ids() {
                // A game term counts in its title's own messages. Terms
                // for every title (table words: game, turn, player) are
                // left out: English uses them in several senses ("a game"
                // a title or a match; "turn" a round or someone's turn),
                // which a language may rightly tell apart.
                let applies = title_of(file).is_some_and(|t| term.titles.iter().any(|x| x == t));
                // Command names are identifiers chosen for brevity.
                if !applies || file == "names.ftl" || !has_english_term(&en.words_of(e), &term.en) {
                    continue;
                }
                let Some(t) = l.get(id) else { continue };
                let words = fold(&l.words_of(t));
                // An English word kept as is is a value a player types
                // (`difficulty` lists chieftain, prince, king, emperor).
                let kept = has_english_term(&l.words_of(t), &term.en);
                if !kept
                    && !stems.iter().any(|s| words.contains(s.as_str()))
                    && !ok.contains(&format!("{id}: {}", term.en))
                {
                    list.push(format!(
                        "{file}: {id} says {:?} without {:?}",
                        term.en, term.word
                    ));
                }
            }
        }
    }
    report(
        "messages that leave their language's glossary term out (glossary-exceptions.toml lists the rightful ones)",
        &problems,
        25,
    );
}

#[test]
fn the_english_term_finder_matches_whole_words_and_plurals() {
    assert!(has_english_term("two wars later", "war"));
    assert!(has_english_term("war.", "war"));
    assert!(!has_english_term("a warrior", "war"));
    assert!(has_english_term("three cities", "city"));
    assert!(has_english_term("Raid value 3", "raid value"));
    assert!(has_english_term("the Keep gives", "Keep"));
    assert!(!has_english_term("keep one", "Keep"));
}

// --- Drift: a translation made from an English text that has changed since.

/// `assets/locales/translated-from.toml`: per language, per message id, a
/// hash of the English text its translation was made from.
const TRANSLATED_FROM: &str = "translated-from.toml";

/// The hash of an English message as its translators read it (its value
/// and attributes, variants included; comments and layout don't count).
fn english_hash(e: &Entry) -> String {
    blake3::hash(e.canonical.as_bytes()).to_hex()[..16].to_string()
}

fn translated_from() -> BTreeMap<String, BTreeMap<String, String>> {
    let text = std::fs::read_to_string(locales().join(TRANSLATED_FROM)).unwrap_or_default();
    toml::from_str(&text).expect("translated-from.toml: [lang] id = \"hash\"")
}

/// Every translation whose English changed since it was made (or that has
/// no record), by language: `id (file)`.
fn stale() -> BTreeMap<&'static str, Vec<String>> {
    stale_against(&load("en"), &translated_from())
}

fn stale_against(
    en: &Messages,
    record: &BTreeMap<String, BTreeMap<String, String>>,
) -> BTreeMap<&'static str, Vec<String>> {
    let mut out = BTreeMap::new();
    for lang in others() {
        let seen = record.get(lang).cloned().unwrap_or_default();
        let mut list = Vec::new();
        for (file, id, e) in en.ids() {
            match seen.get(id.as_str()) {
                Some(h) if *h == english_hash(e) => {}
                Some(_) => list.push(format!("{id} ({file}): its English changed")),
                None => list.push(format!("{id} ({file}): no record of its English")),
            }
        }
        for id in seen.keys() {
            if en.get(id).is_none() {
                list.push(format!("{id}: recorded, but no longer in English"));
            }
        }
        out.insert(lang, list);
    }
    out
}

#[test]
fn no_translation_was_made_from_an_older_english_text() {
    // Re-translate the messages named, then record them with
    // `LONGTABLE_RETRANSLATED=<lang>:<id>,... cargo test --test engines
    // languages::record_retranslated -- --ignored` (see that test).
    report(
        "translations made from an older English text (re-translate, then record them: \
         languages::record_retranslated)",
        &stale(),
        40,
    );
}

/// The check names a message whose English changed after it was
/// translated, one never recorded, and a record English no longer has.
#[test]
fn the_drift_check_names_changed_english() {
    let en = load("en");
    let current: BTreeMap<String, String> = en
        .ids()
        .map(|(_, id, e)| (id.clone(), english_hash(e)))
        .collect();
    let mut record: BTreeMap<String, BTreeMap<String, String>> =
        others().map(|l| (l.to_string(), current.clone())).collect();
    assert!(stale_against(&en, &record).values().all(Vec::is_empty));
    let el = record.get_mut("el").expect("a record for el");
    el.insert("error-unknown-command".into(), "0000000000000000".into());
    el.remove("belfort-title");
    el.insert("no-such-message".into(), "0000000000000000".into());
    let found = stale_against(&en, &record);
    let el = &found["el"];
    assert!(
        el.contains(&"error-unknown-command (host.ftl): its English changed".to_string()),
        "{el:?}"
    );
    assert!(
        el.contains(&"belfort-title (belfort.ftl): no record of its English".to_string()),
        "{el:?}"
    );
    assert!(
        el.contains(&"no-such-message: recorded, but no longer in English".to_string()),
        "{el:?}"
    );
    assert_eq!(el.len(), 3, "{el:?}");
    assert!(found["fr"].is_empty(), "{:?}", found["fr"]);
}

/// Records in `translated-from.toml` that the translations named in
/// `LONGTABLE_RETRANSLATED` were made from today's English: a comma list of
/// `lang:id`, `id` (every language), or `all` (every message, every
/// language; only after a whole re-reading). Entries for ids English no
/// longer has are dropped.
#[test]
#[ignore = "a helper: rewrites translated-from.toml"]
fn record_retranslated() {
    let wanted = std::env::var("LONGTABLE_RETRANSLATED").unwrap_or_default();
    let wanted: Vec<&str> = wanted
        .split(',')
        .map(str::trim)
        .filter(|w| !w.is_empty())
        .collect();
    assert!(
        !wanted.is_empty(),
        "set LONGTABLE_RETRANSLATED to lang:id,id,... or all"
    );
    let en = load("en");
    let mut record = translated_from();
    for lang in others() {
        let seen = record.entry(lang.to_string()).or_default();
        seen.retain(|id, _| en.get(id).is_some());
        for (_, id, e) in en.ids() {
            let named = wanted
                .iter()
                .any(|w| *w == "all" || *w == id.as_str() || *w == format!("{lang}:{id}"));
            if named {
                seen.insert(id.clone(), english_hash(e));
            }
        }
    }
    let mut text = String::from(
        "# For each language and message id, a hash of the English text the translation\n\
         # was made from (blake3 of the message's value and attributes, 16 hex digits).\n\
         # tests/engines/languages.rs fails on a translation whose English changed since.\n\
         # After re-translating, record it: LONGTABLE_RETRANSLATED=<lang>:<id>,...\n\
         #   cargo test --test engines languages::record_retranslated -- --ignored\n",
    );
    text.push_str(&toml::to_string(&record).unwrap());
    std::fs::write(locales().join(TRANSLATED_FROM), text).unwrap();
}
