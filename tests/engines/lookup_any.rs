//! `/rules` in any language (issue 27), measured on the held-out set
//! `tests/lookup/heldout-2/<title>-<lang>.toml` (written before the
//! any-language search was tuned, never used to tune it). Each question is
//! asked twice: by a player whose Discord is in the question's language,
//! and by one whose Discord is in English. Targets per language: the
//! expected spec section in the top 3 for >= 95% of the questions, first
//! for >= 80%, both ways.

use longtable::lookup::Lookup;
use std::collections::BTreeMap;
use std::path::Path;

#[derive(serde::Deserialize)]
struct Questions {
    q: Vec<Question>,
}

#[derive(serde::Deserialize)]
struct Question {
    ask: String,
    spec: String,
}

fn answers(covers: &[String], spec: &str) -> bool {
    covers.iter().any(|c| {
        c == spec || spec.starts_with(&format!("{c}.")) || c.starts_with(&format!("{spec}."))
    })
}

/// (questions, first, top 3) per (question language, asker language).
type Tally = BTreeMap<(String, String), (usize, usize, usize)>;

fn measure(lookup: &Lookup, any: bool, set: &str) -> (Tally, Vec<String>) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/lookup")
        .join(set);
    let mut tally = Tally::new();
    let mut misses = Vec::new();
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    files.sort();
    for path in files {
        let stem = path.file_stem().unwrap().to_str().unwrap().to_string();
        let (title, lang) = stem.rsplit_once('-').unwrap();
        let set: Questions = toml::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let askers = if lang == "en" {
            vec!["en"]
        } else {
            vec![lang, "en"]
        };
        for asker in askers {
            let t = tally
                .entry((lang.to_string(), asker.to_string()))
                .or_default();
            for q in &set.q {
                let found = if any {
                    lookup.search_any(&q.ask, asker, &[title], 3)
                } else {
                    lookup.search(&q.ask, asker, &[title], 3)
                };
                t.0 += 1;
                let pos = found.hits.iter().position(|h| answers(&h.covers, &q.spec));
                if pos == Some(0) {
                    t.1 += 1;
                }
                if pos.is_some() {
                    t.2 += 1;
                }
                if pos != Some(0) {
                    misses.push(format!(
                        "{title} {lang} asked by {asker} (detected {:?}): {:?} wants {} got {:?}",
                        lookup.detect(&q.ask, &[title]),
                        q.ask,
                        q.spec,
                        found
                            .hits
                            .iter()
                            .map(|h| format!("{}:{}({})", h.lang, h.id, h.covers.join(",")))
                            .collect::<Vec<_>>()
                    ));
                }
            }
        }
    }
    (tally, misses)
}

#[test]
fn rules_questions_in_any_language_meet_the_targets_both_ways() {
    let lookup = Lookup::embedded().unwrap();
    // Before issue 27: the search ran in the asker's language only.
    let (before, _) = measure(&lookup, false, "heldout-2");
    for ((lang, asker), (n, first, top3)) in &before {
        println!("before: {lang} asked by {asker}: first {first}/{n}, top-3 {top3}/{n}");
    }
    let (tally, misses) = measure(&lookup, true, "heldout-2");
    for m in &misses {
        println!("  {m}");
    }
    let mut failures = Vec::new();
    for ((lang, asker), (n, first, top3)) in &tally {
        println!(
            "after: {lang} asked by {asker}: {n} questions, first {first}/{n}, top-3 {top3}/{n}"
        );
        assert!(*n >= 24, "{lang}: only {n} held-out questions");
        if top3 * 100 < n * 95 || first * 100 < n * 80 {
            failures.push(format!(
                "{lang} asked by {asker}: first {first}/{n}, top-3 {top3}/{n}"
            ));
        }
    }
    assert_eq!(
        tally.len(),
        9,
        "five languages, four of them asked both ways"
    );
    assert!(
        failures.is_empty(),
        "below the targets:\n{}",
        failures.join("\n")
    );
}

/// Set 3, written blind after the tuning (by someone who saw neither the
/// index nor set 2) and never used to tune: the honest figures, printed
/// (`-- --nocapture`) for each language both ways. It asserts no target:
/// on 2026-11-27 Spanish (top 3 22/27) and Greek (25/27) were below 95%,
/// and the first answer below 80% in el, es and fr. Tuning on its misses
/// would make it one more tuned set; the next improvements are measured
/// on `dev-3` and a new blind set.
#[test]
fn a_blind_third_set_is_measured_both_ways() {
    let lookup = Lookup::embedded().unwrap();
    let (tally, misses) = measure(&lookup, true, "heldout-3");
    for m in &misses {
        println!("  {m}");
    }
    for ((lang, asker), (n, first, top3)) in &tally {
        println!(
            "set 3: {lang} asked by {asker}: {n} questions, first {first}/{n}, top-3 {top3}/{n}"
        );
        assert!(*n >= 27, "{lang}: only {n} questions");
    }
    assert_eq!(tally.len(), 9);
}

/// Development set 3 (`tests/lookup/dev-3`), written before the third round
/// of tuning and used to tune it: its figures are printed
/// (`-- --nocapture`), each language both ways.
#[test]
fn a_third_development_set_is_measured_both_ways() {
    let lookup = Lookup::embedded().unwrap();
    let (tally, misses) = measure(&lookup, true, "dev-3");
    for m in &misses {
        println!("  {m}");
    }
    for ((lang, asker), (n, first, top3)) in &tally {
        println!(
            "dev 3: {lang} asked by {asker}: {n} questions, first {first}/{n}, top-3 {top3}/{n}"
        );
        assert!(*n >= 27, "{lang}: only {n} questions");
    }
    assert_eq!(tally.len(), 9);
}

/// Set 4 (`tests/lookup/heldout-4`), written blind on 2026-11-27 by someone
/// who saw neither the index, its tuning code nor sets 2, 3 and dev-3, and
/// committed alone before any later tuning: 9 questions per title and
/// language, 27 per language. It prints only the tallies (`-- --nocapture`),
/// each language both ways, never which questions missed, so that reading
/// its output cannot turn it into a tuning set. It asserts no target; it
/// only checks that every file parses and every `spec` is a numbered
/// section of `shared/rules/<title>.md` (when that folder is present), so
/// a typo in the set fails loudly. On 2026-11-27 (main at 253b8be) it
/// measured top 3 / first of 27, asked in the question's language and in
/// English: el 26/22 and 26/22, en 26/20, es 25/18 and 25/18, fr 27/22 and
/// 27/22, hu 26/21 and 25/20: top 3 below 95% in es (both ways) and hu
/// (English asker), first below 80% in en, es and hu. Since the lookup5
/// round it is development data like set 3 (its misses are printed by
/// `misses_of_a_development_set_are_printed`); after that round: el 27/24,
/// en 26/22, es 26/20, fr 27/22, hu 27/21, the same both ways.
#[test]
fn a_blind_fourth_set_is_measured_both_ways() {
    measure_blind("heldout-4", "set 4");
}

/// Set 5 (`tests/lookup/heldout-5`), written blind on 2026-11-27 by someone
/// who saw neither the index, its tuning code, its word lists nor sets 2, 3,
/// 4, dev-3 and dev-4, and committed alone (bb0af1d) before any later
/// tuning: 9 questions per title and language, 27 per language, spread over
/// each spec. Measured like set 4: only the tallies are printed
/// (`-- --nocapture`), each language both ways, never which questions
/// missed; no target is asserted, only that every file parses and every
/// `spec` is a numbered section of `shared/rules/<title>.md`. Before any
/// tuning on it (main's lookup at 23decd6) it measured top 3 / first of 27,
/// asked in the question's language and in English: el 25/21 and 25/21,
/// en 27/23, es 25/20 and 25/20, fr 26/20 and 26/20, hu 25/21 and 25/21:
/// top 3 below 95% in el, es and hu, first below 80% in el, es, fr and hu.
/// After the lookup5 round (tuned on dev-3, dev-4 and sets 3 and 4 only;
/// measured once, 2026-11-28): el 26/22 both ways, en 27/23, es 25/21 both,
/// fr 26/21 both, hu 25/20 both: el and en meet both targets, fr its top 3;
/// es and hu miss both, and Hungarian lost one first answer.
#[test]
fn a_blind_fifth_set_is_measured_both_ways() {
    measure_blind("heldout-5", "set 5");
}

/// Set 6 (`tests/lookup/heldout-6`), written blind on 2026-11-28 from the
/// specs, the rulebook seeds and the glossaries only, by someone who saw
/// neither the index, its tuning code, its word lists nor sets 2-5, dev-3
/// and dev-4, and committed alone (89d8f5d) before any later tuning: 9
/// questions per title and language, 27 per language, each language's own.
/// Measured like sets 4 and 5: only the tallies are printed
/// (`-- --nocapture`), each language both ways, never which questions
/// missed; no target is asserted, only that every file parses and every
/// `spec` is a numbered section of `shared/rules/<title>.md`. Before any
/// tuning on it (main's lookup at cf2d093) it measured first / top 3 of 27,
/// asked in the question's language and in English: el 25/26 both ways,
/// en 23/27, es 23/27 and 22/27, fr 21/26 both ways, hu 21/26 both ways:
/// top 3 at or above 95% everywhere; first answer below 80% in fr and hu.
#[test]
fn a_blind_sixth_set_is_measured_both_ways() {
    measure_blind("heldout-6", "set 6");
}

/// Set 7 (`tests/lookup/heldout-7`), written blind on 2026-12-07 by
/// someone who saw only the specs, the rulebook seeds and the glossaries
/// (no index, tuning code, word lists or earlier set), and committed alone
/// (7ed1b20) before the tuning round that followed it: 9 questions per title
/// and language, each language's own, covering 35 Belfort, 34 Endeavor and
/// 42 Nations sections. Measured like sets 4 to 6: tallies only.
/// Before any tuning on it (main's lookup at 238ec16) it measured first /
/// top 3 of 27, asked in the question's language and in English: el 22/27
/// both ways, en 21/27, es 23/26 both ways, fr 20/27 both ways, hu 22/27
/// and 21/26: top 3 at or above 95% everywhere; first answer below 80% in
/// en, fr, and hu asked from English.
#[test]
fn a_blind_seventh_set_is_measured_both_ways() {
    measure_blind("heldout-7", "set 7");
}

/// Set 8 (`tests/lookup/heldout-8`), written blind (committed alone,
/// 7ffea6a) by someone who saw only the specs, the rulebook seeds and the
/// glossaries, and never read or measured while the lookup8 round tuned
/// (on dev-3, dev-4, sets 2 to 7 and the per-title files): 9 questions per
/// title and language, each language's own. Measured like sets 4 to 7:
/// tallies only, each language both ways (`-- --nocapture`).
/// On 2026-12-07, before any tuning measured on it (main's lookup at
/// c560ab9), first / top 3 of 27, asked in the question's language and in
/// English: el 24/26 both ways, en 21/22, es 26/27 both ways, fr 19/25
/// both ways, hu 24/27 both ways: first answer below 80% in en and fr,
/// top 3 below 95% in en and fr. After the lookup8 round (heading cover,
/// language by vocabulary; measured once): el 25/26 both ways, en 21/24,
/// es 25/27 both ways, fr 19/25 both ways, hu 24/27 both ways: no gain in
/// first answers (207 of 243 cells before and after), top 3 +2 (English).
/// Since the lookup10 round it is development data ([`OPEN`]); after that
/// round: first 209 of 243, top 3 235.
#[test]
fn a_blind_eighth_set_is_measured_both_ways() {
    measure_blind("heldout-8", "set 8");
}

/// Set 9 (`tests/lookup/heldout-9`), written blind (committed alone,
/// 3a4c949) by someone who saw only the specs, the rulebook seeds and the
/// glossaries, and never read or measured while the lookup9 round tuned
/// (on dev-3, dev-4, sets 2 to 8 and the per-title files): 9 questions per
/// title and language, each language's own. Measured like sets 4 to 8:
/// tallies only, each language both ways (`-- --nocapture`).
/// Measured once with main's lookup (lookup8's ranking, 9796c32) and once
/// with lookup9's (not merged: no gain). Main, first / top 3 of 27, the
/// same both ways: el 23/26, en 23/26, es 23/25, fr 22/27, hu 22/26: first
/// answer at or above 80% (22/27) everywhere; top 3 at or above 95%
/// (26/27) everywhere but Spanish (25/27). lookup9: the same but es 22/25
/// and hu 23/26 (203 of 243 first answers, as main). Since the lookup10
/// round it is development data ([`OPEN`]); after that round: first 203
/// of 243, top 3 235.
#[test]
fn a_blind_ninth_set_is_measured_both_ways() {
    measure_blind("heldout-9", "set 9");
}

/// Set 10 (`tests/lookup/heldout-10`), written blind (committed alone,
/// 1c0c22d) by someone who saw only the specs, the rulebook seeds and the
/// glossaries, and never read or measured while the lookup8 and lookup9
/// rounds tuned: 9 questions per title and language, each language's own,
/// covering 35 Nations, 29 Endeavor and 30 Belfort sections. Measured like
/// sets 4 to 9: tallies only, each language both ways (`-- --nocapture`).
/// On 2026-12-07, before any tuning measured on it (main's lookup at
/// cc9024e), first / top 3 of 27, the same both ways: el 23/27, en 23/26,
/// es 21/26, fr 24/27, hu 22/27: top 3 at or above 95% everywhere; first
/// answer below 80% (22/27) in Spanish. After the lookup10 round
/// (keywords weighted as headings, longer French prefixes; measured
/// once, at 8ec3744): the same figures in every cell.
#[test]
fn a_blind_tenth_set_is_measured_both_ways() {
    measure_blind("heldout-10", "set 10");
}

/// Set 11 (`tests/lookup/heldout-11`), written blind (committed alone,
/// ea491a6) by someone who saw only the specs, the rulebook seeds and the
/// glossaries, and never read or measured while the lookup10 round tuned:
/// 9 questions per title and language, each language's own, covering 45
/// Nations, 34 Endeavor and 37 Belfort sections. Measured like sets 4 to
/// 10: tallies only, each language both ways (`-- --nocapture`).
/// On 2026-12-07, before any tuning measured on it (main's lookup at
/// cc9024e), first / top 3 of 27, the same both ways: el 22/27, en 21/26,
/// es 22/25, fr 23/26, hu 17/24: first answer below 80% in English and
/// Hungarian, top 3 below 95% in Spanish and Hungarian. After the
/// lookup10 round (measured once, at 8ec3744): the same figures in every
/// cell.
#[test]
fn a_blind_eleventh_set_is_measured_both_ways() {
    measure_blind("heldout-11", "set 11");
}

/// Set 12 (`tests/lookup/heldout-12`), written blind (committed alone,
/// a08840a) by someone who saw only the specs, the rulebook seeds and the
/// glossaries, and never read or measured while the lookup11 round tuned
/// (on every earlier set, 10 and 11 included): 9 questions per title and
/// language, each language's own, covering 44 Nations, 37 Endeavor and 40
/// Belfort sections. Measured like sets 4 to 11: tallies only, each
/// language both ways (`-- --nocapture`).
/// On 2026-12-07, before the lookup11 round (main's lookup at b03a3ff,
/// lookup10's), first / top 3 of 27, the same both ways: el 23/26, en
/// 21/25, es 19/27, fr 21/25, hu 19/26: first answer below 80% (22/27)
/// in en, es, fr and hu; top 3 below 95% (26/27) in en and fr. After
/// the lookup11 round (Hungarian three-letter words with endings searched
/// whole, Hungarian words for two players; measured once, at the merge
/// of lookup11): the same but Hungarian top 3 25/27 both ways (one lost).
#[test]
fn a_blind_twelfth_set_is_measured_both_ways() {
    measure_blind("heldout-12", "set 12");
}

/// Measures a blind set (`tests/lookup/<set>`) and prints only its
/// per-language tallies, labelled `label`, never its misses. Checks that
/// there are 15 files of 9 questions that parse and that every `spec` is a
/// numbered section of `shared/rules/<title>.md` (when that folder is
/// present), so a typo in the set fails loudly; asserts no target.
fn measure_blind(set: &str, label: &str) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/lookup")
        .join(set);
    let rules = super::lookup::shared_rules();
    if rules.is_none() {
        println!(
            "{label}: shared/rules/ is not present next to the repo; spec numbers not checked"
        );
    }
    let mut files = 0;
    for entry in std::fs::read_dir(&dir).unwrap().flatten() {
        let path = entry.path();
        let stem = path.file_stem().unwrap().to_str().unwrap().to_string();
        let (title, _) = stem.rsplit_once('-').unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        let questions: Questions = toml::from_str(&text)
            .unwrap_or_else(|e| panic!("{}: does not parse: {e}", path.display()));
        assert_eq!(questions.q.len(), 9, "{stem}: 9 questions per file");
        files += 1;
        let Some(rules) = &rules else { continue };
        let md = std::fs::read_to_string(rules.join(format!("{title}.md")))
            .unwrap_or_else(|_| panic!("{stem}: no spec for the title {title}"));
        let known = super::lookup::spec_sections(&md);
        for q in &questions.q {
            assert!(
                known.contains(&q.spec),
                "{stem}: spec {} is not a section of {title}.md",
                q.spec
            );
        }
    }
    assert_eq!(files, 15, "three titles in five languages");
    let lookup = Lookup::embedded().unwrap();
    // The misses are deliberately dropped: this set stays blind.
    let (tally, _) = measure(&lookup, true, set);
    for ((lang, asker), (n, first, top3)) in &tally {
        println!(
            "{label}: {lang} asked by {asker}: {n} questions, first {first}/{n}, top-3 {top3}/{n}"
        );
        assert_eq!(*n, 27, "{lang}: 27 questions");
    }
    assert_eq!(
        tally.len(),
        9,
        "five languages, four of them asked both ways"
    );
}

/// Development set 4 (`tests/lookup/dev-4`), written and committed before
/// the fourth round of tuning (more Spanish, Greek and French than the
/// others) and used to tune it: its figures are printed (`-- --nocapture`),
/// each language both ways.
#[test]
fn a_fourth_development_set_is_measured_both_ways() {
    let lookup = Lookup::embedded().unwrap();
    let (tally, misses) = measure(&lookup, true, "dev-4");
    for m in &misses {
        println!("  {m}");
    }
    for ((lang, asker), (n, first, top3)) in &tally {
        println!(
            "dev 4: {lang} asked by {asker}: {n} questions, first {first}/{n}, top-3 {top3}/{n}"
        );
        assert!(*n >= 27, "{lang}: only {n} questions");
    }
    assert_eq!(tally.len(), 9);
}

/// Development helper: the tallies and every miss of one development set,
/// named by `LOOKUP_SET` (default `dev-4`; `all` for every one of
/// [`OPEN`], with their summed tallies), each language both ways:
/// `LOOKUP_SET=heldout-4 cargo test --test engines lookup_any::misses -- --nocapture`.
/// Only the sets already used for tuning are accepted: a blind set's
/// misses are never printed (that would make it a tuning set).
#[test]
fn misses_of_a_development_set_are_printed() {
    let set = std::env::var("LOOKUP_SET").unwrap_or_else(|_| "dev-4".to_string());
    let sets: Vec<&str> = if set == "all" {
        OPEN.to_vec()
    } else {
        vec![set.as_str()]
    };
    for s in &sets {
        assert!(
            OPEN.contains(s),
            "{s} is not a development set (one of {OPEN:?})"
        );
    }
    let lookup = Lookup::embedded().unwrap();
    let mut sum = Tally::new();
    for set in sets {
        let (tally, misses) = measure(&lookup, true, set);
        for m in &misses {
            println!("  {set} {m}");
        }
        for ((lang, asker), (n, first, top3)) in &tally {
            println!("{set}: {lang} asked by {asker}: first {first}/{n}, top-3 {top3}/{n}");
            let t = sum.entry((lang.clone(), asker.clone())).or_default();
            t.0 += n;
            t.1 += first;
            t.2 += top3;
        }
        assert_eq!(tally.len(), 9);
    }
    let (mut n, mut first, mut top3) = (0, 0, 0);
    for ((lang, asker), (qn, qf, qt)) in &sum {
        println!("sum: {lang} asked by {asker}: first {qf}/{qn}, top-3 {qt}/{qn}");
        n += qn;
        first += qf;
        top3 += qt;
    }
    println!("sum: all: first {first}/{n}, top-3 {top3}/{n}");
}

/// The sets used for tuning, whose misses may be printed: the development
/// sets, blind sets 2 to 11 once measured (set 7 since the lookup8 round,
/// sets 8 and 9 since the lookup10 round, sets 10 and 11 since the lookup11
/// round: their held-out role ended once they were measured before and
/// after lookup10), and the per-title files (`.`).
const OPEN: [&str; 13] = [
    ".",
    "dev-3",
    "dev-4",
    "heldout-2",
    "heldout-3",
    "heldout-4",
    "heldout-5",
    "heldout-6",
    "heldout-7",
    "heldout-8",
    "heldout-9",
    "heldout-10",
    "heldout-11",
];

/// Development helper: what one question (`LOOKUP_Q`, in `LOOKUP_TITLE`,
/// asked by `LOOKUP_ASKER`, default English) is searched as and the best
/// eight sections with their scores:
/// `LOOKUP_Q='...' LOOKUP_TITLE=nations cargo test --test engines lookup_any::explain -- --nocapture`.
#[test]
fn explain_one_question() {
    let Ok(q) = std::env::var("LOOKUP_Q") else {
        return;
    };
    let title = std::env::var("LOOKUP_TITLE").unwrap_or_else(|_| "nations".to_string());
    let asker = std::env::var("LOOKUP_ASKER").unwrap_or_else(|_| "en".to_string());
    let lookup = Lookup::embedded().unwrap();
    let detected = lookup.detect(&q, &[&title]);
    let lang = detected.clone().unwrap_or(asker.clone());
    println!("detected {detected:?}, searched in {lang}");
    println!("query: {:?}", lookup.explain(&q, &lang, &[&title]));
    for h in lookup.search_any(&q, &asker, &[&title], 8).hits {
        println!(
            "  {:8.3} {}:{} ({}) {}",
            h.score,
            h.lang,
            h.id,
            h.covers.join(","),
            h.heading
        );
    }
}
