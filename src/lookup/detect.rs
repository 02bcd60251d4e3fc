//! Which of the five languages a question is written in (issue 27), so
//! `/rules` answers a French question in French whatever the asker's
//! Discord language.
//!
//! Three kinds of evidence, strongest first:
//! 1. the script: Greek letters are Greek;
//! 2. the glossaries' terms (`assets/rules/<title>/glossary.toml`): a term
//!    named in the question in one language only ("guerre" is French,
//!    "famine" is English and French, so it says nothing);
//! 3. common words that belong to one language alone ("comment", "cómo",
//!    "hogyan", "what").
//!
//! A language is returned only when it is unambiguous: the script, or
//! glossary terms that all point to one language, or (no glossary term at
//! all) at least two common words of one language and none of another.
//! Otherwise `None`: the caller keeps the asker's language.

use super::normalise::words;

/// Words that mark one language (folded: no accents, lower case). Only
/// words that are not also plain words of another of the five.
fn markers(lang: &str) -> &'static [&'static str] {
    match lang {
        "en" => &[
            "the", "what", "how", "when", "where", "who", "which", "why", "can", "does", "do",
            "is", "are", "my", "your", "happens", "happen", "many", "much", "if", "of", "and",
            "with", "get", "have", "has", "there", "work", "works", "after", "before", "it", "at",
            "am", "allowed", "someone", "up", "new", "i", "over",
        ],
        "fr" => &[
            "les",
            "un",
            "une",
            "des",
            "du",
            "au",
            "aux",
            "et",
            "ou",
            "qu",
            "quoi",
            "qui",
            "comment",
            "quand",
            "je",
            "j",
            "ne",
            "pas",
            "mon",
            "ma",
            "mes",
            "est",
            "sont",
            "pour",
            "avec",
            "sur",
            "dans",
            "il",
            "elle",
            "on",
            "peux",
            "peut",
            "faire",
            "fait",
            "combien",
            "ce",
            "c",
            "quel",
            "quelle",
            "quels",
            "quelles",
            "passe",
            "ai",
            "mais",
            "d",
            "l",
            "droit",
            "deviennent",
            "vient",
            "jusqu",
            "sert",
            "cas",
            "est",
            "apres",
        ],
        "es" => &[
            "el", "los", "las", "una", "unos", "unas", "del", "al", "y", "como", "cuando", "mis",
            "para", "con", "por", "puedo", "puede", "pasa", "cuanto", "cuantos", "cuantas", "lo",
            "yo", "hay", "cual", "cuales", "hago", "funciona", "donde", "quien", "tengo", "sirve",
            "hasta", "despues", "antes",
        ],
        "hu" => &[
            "az", "egy", "vagy", "mit", "hogy", "hogyan", "mikor", "ha", "nem", "van", "vannak",
            "meg", "ki", "mennyi", "hany", "tudok", "tud", "lehet", "kell", "mire", "miert",
            "melyik", "ez", "azt", "nincs", "tortenik", "csinal", "mukodik", "amikor", "honnan",
            "mitol", "meddig", "kor", "utan", "elott", "lesz", "kap", "kapok", "jo",
        ],
        _ => &[],
    }
}

/// Whether `text` has Greek letters.
pub fn is_greek(text: &str) -> bool {
    text.chars()
        .any(|c| ('\u{0370}'..='\u{03FF}').contains(&c) || ('\u{1F00}'..='\u{1FFF}').contains(&c))
}

/// The letters beyond plain a-z that each Latin-script language writes
/// (lower case; Spanish's opening marks too).
fn letters(lang: &str) -> &'static str {
    match lang {
        "fr" => "àâçèéêëîïôùûüÿœæ",
        "es" => "áéíóúüñ¿¡",
        "hu" => "áéíóöőúüű",
        _ => "",
    }
}

/// The Latin-script languages that write every accented letter of `text`
/// (English none): `None` when it has no such letter (or Greek ones), an
/// empty list when no language writes them all.
pub fn by_letters(text: &str) -> Option<Vec<&'static str>> {
    let special: Vec<char> = text
        .chars()
        .flat_map(char::to_lowercase)
        .filter(|c| !c.is_ascii() && (c.is_alphabetic() || "¿¡".contains(*c)))
        .collect();
    if special.is_empty() || is_greek(text) {
        return None;
    }
    Some(
        ["fr", "es", "hu"]
            .into_iter()
            .filter(|l| special.iter().all(|c| letters(l).contains(*c)))
            .collect(),
    )
}

/// The language the common words of `text` point to: at least two words
/// of one language and none of any other; among the languages its letters
/// leave (`among`, see [`by_letters`]), when they are two or fewer, one
/// word and none of the other.
pub fn by_common_words(text: &str, among: Option<&[&str]>) -> Option<&'static str> {
    let ws = words(text);
    let mut counts: Vec<(&'static str, usize)> = super::normalise::LANGS
        .iter()
        .filter(|l| among.is_none_or(|a| a.contains(l)))
        .map(|l| {
            let m = markers(l);
            let more = &super::normalise::data_words(l).markers;
            let n = ws
                .iter()
                .filter(|w| m.contains(&w.as_str()) || more.contains(w.as_str()))
                .count();
            (*l, n)
        })
        .collect();
    counts.sort_by_key(|c| std::cmp::Reverse(c.1));
    let narrowed = among.is_some_and(|a| a.len() <= 2);
    match counts.as_slice() {
        [(lang, best)] if *best >= 1 && narrowed => Some(*lang),
        [(lang, best), (_, 0), ..] if *best >= 1 && narrowed => Some(*lang),
        [(lang, best), (_, second), ..] if *best >= 2 && *second == 0 => Some(*lang),
        [(lang, best), (_, second), ..] if *best >= 3 && *best >= second * 3 => Some(*lang),
        _ => None,
    }
}

/// The one language that all the glossary terms a question names point
/// to, given each named term's languages (a term found in several
/// languages at once says nothing). `None` when no term decides, or when
/// terms point to different languages.
pub fn by_terms(named: &[Vec<String>]) -> Option<String> {
    let mut decided: Option<&str> = None;
    for langs in named {
        let [only] = langs.as_slice() else {
            continue;
        };
        match decided {
            None => decided = Some(only),
            Some(d) if d == only => {}
            Some(_) => return None,
        }
    }
    decided.map(str::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn common_words_decide_only_when_clear() {
        assert_eq!(
            by_common_words("comment est-ce que je passe", None),
            Some("fr")
        );
        assert_eq!(
            by_common_words("¿cómo funciona la acción?", None),
            Some("es")
        );
        assert_eq!(by_common_words("hogyan működik ez", None), Some("hu"));
        assert_eq!(
            by_common_words("what happens when I pass", None),
            Some("en")
        );
        // One word, or words of two languages, decide nothing.
        assert_eq!(by_common_words("pass", None), None);
        assert_eq!(by_common_words("comment what", None), None);
        // Unless the letters leave two languages: "lehet" is Hungarian,
        // "is" English, but "á" is not written in English.
        let t = "6-an is lehet játszani?";
        assert_eq!(by_common_words(t, None), None);
        assert_eq!(by_common_words(t, by_letters(t).as_deref()), Some("hu"));
        assert!(is_greek("πόλεμος") && !is_greek("guerre"));
    }

    #[test]
    fn accented_letters_leave_the_languages_that_write_them() {
        assert_eq!(by_letters("how do I pass"), None);
        assert_eq!(by_letters("játszani"), Some(vec!["es", "hu"]));
        assert_eq!(by_letters("kereskedőház"), Some(vec!["hu"]));
        assert_eq!(by_letters("¿puedo?"), Some(vec!["es"]));
        assert_eq!(by_letters("ça coûte"), Some(vec!["fr"]));
        assert_eq!(by_letters("épület"), Some(vec!["fr", "es", "hu"]));
        assert_eq!(by_letters("ñ ő"), Some(vec![]));
        assert_eq!(by_letters("πόλεμος"), None);
    }

    #[test]
    fn terms_decide_when_they_agree() {
        let v = |l: &[&str]| l.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(by_terms(&[v(&["fr"])]), Some("fr".into()));
        assert_eq!(by_terms(&[v(&["en", "fr"]), v(&["fr"])]), Some("fr".into()));
        assert_eq!(by_terms(&[v(&["en", "fr"])]), None);
        assert_eq!(by_terms(&[v(&["fr"]), v(&["es"])]), None);
    }
}
