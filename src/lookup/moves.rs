//! "Did you mean …" for a typed move that names no legal action (issue
//! 27): a typo (`biy Papyrus Workshop`) or a move typed partly in another
//! language (`acheter Papyrus Workshop` from an English reader). Ranks
//! the legal actions by how well their words, in any of the five
//! languages (`crate::notation::localize`), cover the typed words.
//!
//! Holds no rules logic: it only compares words with the legal actions
//! the engine lists, and never plays anything.

use super::normalise::{fold, within, LANGS};

/// How well one typed word matches one word of a move: 1 the same, less
/// for a typo or a prefix, 0 for anything else.
fn word_score(typed: &str, word: &str) -> f64 {
    if typed == word {
        return 1.0;
    }
    let n = typed.chars().count();
    let m = word.chars().count();
    if n.min(m) >= 3 && within(typed, word, 1) {
        return 0.8;
    }
    if n.min(m) >= 6 && within(typed, word, 2) {
        return 0.6;
    }
    if n >= 3 && word.starts_with(typed) {
        return 0.5;
    }
    0.0
}

/// The best score of `typed` against `words`.
fn best(typed: &str, words: &[String]) -> f64 {
    words
        .iter()
        .map(|w| word_score(typed, w))
        .fold(0.0, f64::max)
}

/// A move's score for the typed words: how much of what was typed it
/// explains (words from any language of the move), and how much of the
/// move the typing covers (its best single form). `None` below half.
fn score(typed: &[String], forms: &[Vec<String>]) -> Option<f64> {
    let all: Vec<String> = forms.iter().flatten().cloned().collect();
    let explained = typed.iter().map(|t| best(t, &all)).sum::<f64>() / typed.len() as f64;
    if explained < 0.5 {
        return None;
    }
    let covered = forms
        .iter()
        .filter(|f| !f.is_empty())
        .map(|f| f.iter().map(|w| best(w, typed)).sum::<f64>() / f.len() as f64)
        .fold(0.0, f64::max);
    Some(explained * 0.6 + covered * 0.4)
}

/// The indices in `legal` of up to `max` actions closest to `typed`,
/// best first (ties in the list's order). Empty when nothing is close.
pub fn closest(title: &str, typed: &str, legal: &[String], max: usize) -> Vec<usize> {
    let typed: Vec<String> = fold(typed)
        .split(' ')
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect();
    if typed.is_empty() {
        return Vec::new();
    }
    let mut scored: Vec<(f64, usize)> = legal
        .iter()
        .enumerate()
        .filter_map(|(i, action)| {
            let mut forms = vec![action.clone()];
            for lang in LANGS.iter().filter(|l| **l != "en") {
                forms.push(crate::notation::localize(title, lang, action));
            }
            forms.sort();
            forms.dedup();
            let forms: Vec<Vec<String>> = forms
                .iter()
                .map(|f| fold(f).split(' ').map(str::to_string).collect())
                .collect();
            score(&typed, &forms).map(|s| (s, i))
        })
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    // Only those nearly as good as the best: a clear winner stands alone
    // rather than beside two poor matches.
    let top = scored.first().map(|s| s.0).unwrap_or(0.0);
    scored
        .into_iter()
        .filter(|(s, _)| *s >= top - 0.25)
        .take(max)
        .map(|(_, i)| i)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn legal() -> Vec<String> {
        [
            "buy Papyrus Workshop",
            "buy Colosseum",
            "deploy Papyrus Workshop",
            "hire",
            "pass",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect()
    }

    #[test]
    fn a_typo_or_another_languages_verb_finds_the_move() {
        let l = legal();
        assert_eq!(closest("nations", "biy Papyrus Workshop", &l, 3)[0], 0);
        let fr = crate::notation::localize("nations", "fr", "buy Papyrus Workshop");
        let verb = fr.split(' ').next().unwrap().to_string();
        let mixed = format!("{verb} Papyrus Workshop");
        assert_eq!(closest("nations", &mixed, &l, 3)[0], 0, "{mixed}");
        assert!(closest("nations", "pas", &l, 3).contains(&4));
        assert!(closest("nations", "zzzz qqqq", &l, 3).is_empty());
        assert!(closest("nations", "papyrus", &l, 3).len() <= 3);
    }
}
