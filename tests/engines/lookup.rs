//! The rules lookup measured the way players meet it: each question set
//! `tests/lookup/<title>-<lang>.toml` asked of the reference in
//! `assets/rules/`, with the thresholds (the right spec section in
//! the top 3 for >= 90% of the questions, first for >= 70%), and the
//! reference checked against `shared/rules/<title>.md`.

use longtable::lookup::{Lookup, Reference};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

#[derive(serde::Deserialize)]
struct Questions {
    q: Vec<Question>,
}

#[derive(serde::Deserialize)]
struct Question {
    ask: String,
    spec: String,
}

/// A hit answers a question naming `spec` when one of its covered sections
/// is that section, contains it or lies inside it.
fn answers(covers: &[String], spec: &str) -> bool {
    covers.iter().any(|c| {
        c == spec || spec.starts_with(&format!("{c}.")) || c.starts_with(&format!("{spec}."))
    })
}

/// Question files of a folder: `(title, lang, path)`.
fn question_files(dir: &Path) -> Vec<(String, String, PathBuf)> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let p = e.path();
        let Some(name) = p.file_name().and_then(|n| n.to_str()) else {
            continue;
        };
        let Some(stem) = name.strip_suffix(".toml") else {
            continue;
        };
        if let Some((title, lang)) = stem.rsplit_once('-') {
            out.push((title.to_string(), lang.to_string(), p.clone()));
        }
    }
    out.sort();
    out
}

/// Asks every question of every file; returns failures as lines.
fn measure(lookup: &Lookup, dir: &Path) -> (Vec<String>, usize) {
    let mut failures = Vec::new();
    let mut files = 0;
    for (title, lang, path) in question_files(dir) {
        files += 1;
        let text = std::fs::read_to_string(&path).unwrap();
        let set: Questions =
            toml::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let (mut first, mut top3) = (0, 0);
        let mut misses = Vec::new();
        for q in &set.q {
            let found = lookup.search(&q.ask, &lang, &[title.as_str()], 3);
            let pos = found.hits.iter().position(|h| answers(&h.covers, &q.spec));
            match pos {
                Some(0) => {
                    first += 1;
                    top3 += 1
                }
                Some(_) => top3 += 1,
                None => misses.push(format!(
                    "    {:?} (wants {}) got {:?}",
                    q.ask,
                    q.spec,
                    found
                        .hits
                        .iter()
                        .map(|h| (h.id.as_str(), h.covers.join(",")))
                        .collect::<Vec<_>>()
                )),
            }
        }
        let n = set.q.len().max(1);
        let (p1, p3) = (first * 100 / n, top3 * 100 / n);
        println!(
            "{title} {lang}: {} questions, first {p1}%, top-3 {p3}%",
            set.q.len()
        );
        for m in &misses {
            println!("{m}");
        }
        if top3 * 10 < n * 9 || first * 10 < n * 7 {
            failures.push(format!(
                "{title} {lang}: first {p1}% (>= 70), top-3 {p3}% (>= 90)"
            ));
        }
    }
    (failures, files)
}

#[test]
fn question_sets_meet_the_thresholds() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let lookup = Lookup::embedded().expect("the embedded reference loads");
    let (failures, files) = measure(&lookup, &root.join("tests/lookup"));
    if files == 0 {
        println!("no question sets in tests/lookup/ yet");
    }
    for (title, lang, _) in question_files(&root.join("tests/lookup")) {
        assert!(
            lookup
                .reference
                .sections
                .contains_key(&(title.clone(), lang.clone())),
            "tests/lookup/{title}-{lang}.toml has no reference assets/rules/{title}/{lang}.toml"
        );
    }
    assert!(
        failures.is_empty(),
        "below the thresholds:\n{}",
        failures.join("\n")
    );
}

#[test]
fn the_sample_reference_answers_across_languages() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/lookup/fixtures");
    let lookup = Lookup::new(Reference::from_dir(&root.join("rules")).unwrap()).unwrap();
    let (failures, files) = measure(&lookup, &root.join("questions"));
    assert_eq!(files, 3);
    assert!(
        failures.is_empty(),
        "below the thresholds:\n{}",
        failures.join("\n")
    );
    // Hungarian has no section in the sample: the glossary finds the
    // English one (preferred over Greek) and the answer says so.
    let found = lookup.search("háború", "hu", &[], 3);
    assert!(found.other_language);
    assert_eq!(found.hits[0].lang, "en");
    assert_eq!(found.hits[0].id, "war");
    // The asker's own language comes first when it has the section.
    let found = lookup.search("war", "el", &[], 3);
    assert!(!found.other_language);
    assert_eq!(
        (found.hits[0].lang.as_str(), found.hits[0].id.as_str()),
        ("el", "war")
    );
    // A question naming nothing in the reference finds nothing.
    assert!(lookup.search("zzzz qqqq", "en", &[], 3).hits.is_empty());
}

/// The numbered sections of a spec: `(number, has numbered children)`.
pub(super) fn spec_sections(md: &str) -> Vec<String> {
    let mut all = Vec::new();
    for line in md.lines() {
        let Some(rest) = line.strip_prefix("##") else {
            continue;
        };
        let rest = rest.trim_start_matches('#').trim();
        let num: String = rest
            .chars()
            .take_while(|c| c.is_ascii_digit() || *c == '.')
            .collect();
        let num = num.trim_end_matches('.').to_string();
        if !num.is_empty() && num.chars().next().unwrap().is_ascii_digit() {
            all.push(num);
        }
    }
    all
}

pub(super) fn shared_rules() -> Option<PathBuf> {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/rules");
    let alt = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/rules");
    [p, alt].into_iter().find(|p| p.is_dir())
}

#[test]
fn every_section_covers_real_spec_sections_and_every_player_section_is_covered() {
    let lookup = Lookup::embedded().unwrap();
    let r = &lookup.reference;
    // Every section names at least one spec section (also refused at load).
    for ((title, lang), sections) in &r.sections {
        for s in sections {
            assert!(
                !s.covers.is_empty(),
                "{title} {lang} `{}` covers nothing",
                s.id
            );
        }
    }
    // Every language of a title has the same section ids.
    for title in r.titles() {
        let ids = |lang: &str| -> BTreeSet<String> {
            r.sections[&(title.to_string(), lang.to_string())]
                .iter()
                .map(|s| s.id.clone())
                .collect()
        };
        let langs = r.langs(title);
        for l in &langs {
            assert_eq!(
                ids(l),
                ids(langs[0]),
                "{title}: section ids of {l} differ from {}",
                langs[0]
            );
        }
    }
    let Some(dir) = shared_rules() else {
        println!("skipped the spec checks: shared/rules/ is not present next to the repo");
        return;
    };
    for title in r.titles() {
        let path = dir.join(format!("{title}.md"));
        let Ok(md) = std::fs::read_to_string(&path) else {
            println!("skipped {title}: {} is not present", path.display());
            continue;
        };
        let spec = spec_sections(&md);
        let known: BTreeSet<&str> = spec.iter().map(String::as_str).collect();
        let implementer: BTreeSet<&str> = r
            .implementer_only
            .get(title)
            .into_iter()
            .flatten()
            .map(String::as_str)
            .collect();
        // Leaves: sections with no numbered child.
        let leaves: Vec<&str> = spec
            .iter()
            .filter(|s| !spec.iter().any(|o| o.starts_with(&format!("{s}."))))
            .map(String::as_str)
            .collect();
        for lang in r.langs(title) {
            let sections = &r.sections[&(title.to_string(), lang.to_string())];
            let covered: Vec<&str> = sections
                .iter()
                .flat_map(|s| &s.covers)
                .map(String::as_str)
                .collect();
            for c in &covered {
                assert!(
                    known.contains(c),
                    "{title} {lang}: covers `{c}`, not a section of {}",
                    path.display()
                );
            }
            let missing: Vec<&str> = leaves
                .iter()
                .filter(|leaf| {
                    let inside = |c: &str| **leaf == c || leaf.starts_with(&format!("{c}."));
                    !implementer.iter().any(|i| inside(i)) && !covered.iter().any(|c| inside(c))
                })
                .copied()
                .collect();
            assert!(
                missing.is_empty(),
                "{title} {lang}: spec sections a player needs but no section covers: {missing:?}"
            );
        }
    }
}

#[test]
fn the_index_is_built_quickly_at_start_up() {
    let t = std::time::Instant::now();
    let reference = Reference::embedded().unwrap();
    let parsed = t.elapsed();
    let lookup = Lookup::new(reference).unwrap();
    let built = t.elapsed();
    println!("reference parsed in {parsed:?}");
    let sections: usize = lookup.reference.sections.values().map(Vec::len).sum();
    println!("index of {sections} sections built in {built:?} (debug build)");
    for lang in longtable::lookup::normalise::LANGS {
        println!(
            "reference size {lang}: {} bytes",
            lookup.reference.size(lang)
        );
    }
    // The index is built on a thread of its own (`lookup::warm_up`), so
    // start-up does not wait for it; the first `/rules` does. An
    // unoptimised build on a machine shared by several builds takes about
    // 20 times the optimised figure that `benches/lookup.rs` reports, so
    // this bound only catches a build gone pathological.
    assert!(built < std::time::Duration::from_secs(5), "{built:?}");
}
