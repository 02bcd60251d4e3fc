//! The rules reference as data: the sections of every title and language,
//! the glossaries and the implementer-only lists, read from TOML and
//! checked. See `assets/rules/README.md` for the format.

use super::normalise::LANGS;
use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// One section of the reference: one rule or topic, in one language.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Section {
    /// The same in every language of a title.
    pub id: String,
    pub heading: String,
    /// The sections of `shared/rules/<title>.md` it covers.
    pub covers: Vec<String>,
    #[serde(default)]
    pub keywords: Vec<String>,
    pub text: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SectionFile {
    title: String,
    lang: String,
    #[serde(default, rename = "section")]
    sections: Vec<Section>,
}

/// A game term and its words in each language.
#[derive(Clone, Debug, Deserialize)]
pub struct Term {
    pub key: String,
    /// A term whose sections are asides to the base rules (table options):
    /// a section whose heading or keywords name it ranks after the others
    /// unless the question names it too.
    #[serde(default)]
    pub aside: bool,
    #[serde(flatten)]
    pub words: BTreeMap<String, Vec<String>>,
}

#[derive(Deserialize)]
struct GlossaryFile {
    #[serde(default, rename = "term")]
    terms: Vec<Term>,
}

#[derive(Deserialize)]
struct ImplementerFile {
    sections: Vec<String>,
}

/// Everything under `assets/rules` (or a test's folder of the same shape).
#[derive(Clone, Debug, Default)]
pub struct Reference {
    /// `(title, lang)` -> sections, in file order.
    pub sections: BTreeMap<(String, String), Vec<Section>>,
    pub glossary: BTreeMap<String, Vec<Term>>,
    pub implementer_only: BTreeMap<String, Vec<String>>,
}

impl Reference {
    /// Reads `(path, text)` pairs, paths relative to the reference root
    /// (`nations/el.toml`). Anything else in the folder (README) is skipped.
    pub fn from_files<'a>(
        files: impl IntoIterator<Item = (String, &'a str)>,
    ) -> Result<Reference, String> {
        let mut r = Reference::default();
        for (path, text) in files {
            let Some((title, file)) = path
                .replace('\\', "/")
                .split_once('/')
                .map(|(a, b)| (a.to_string(), b.to_string()))
            else {
                continue;
            };
            let Some(stem) = file.strip_suffix(".toml") else {
                continue;
            };
            let bad = |cause: String| format!("assets/rules/{path}: {cause}");
            match stem {
                "glossary" => {
                    let g: GlossaryFile = toml::from_str(text).map_err(|e| bad(e.to_string()))?;
                    for t in &g.terms {
                        if let Some(l) = t.words.keys().find(|l| !LANGS.contains(&l.as_str())) {
                            return Err(bad(format!("term `{}`: unknown language `{l}`", t.key)));
                        }
                    }
                    r.glossary.insert(title, g.terms);
                }
                "implementer-only" => {
                    let f: ImplementerFile =
                        toml::from_str(text).map_err(|e| bad(e.to_string()))?;
                    r.implementer_only.insert(title, f.sections);
                }
                lang => {
                    let f: SectionFile = toml::from_str(text).map_err(|e| bad(e.to_string()))?;
                    if !LANGS.contains(&lang) {
                        return Err(bad(format!("`{lang}` is not one of {LANGS:?}")));
                    }
                    if f.title != title || f.lang != lang {
                        return Err(bad(format!(
                            "says title `{}` lang `{}`, but its path says `{title}` `{lang}`",
                            f.title, f.lang
                        )));
                    }
                    let mut ids = BTreeSet::new();
                    for s in &f.sections {
                        if !ids.insert(s.id.as_str()) {
                            return Err(bad(format!("section id `{}` appears twice", s.id)));
                        }
                        if s.heading.trim().is_empty() || s.text.trim().is_empty() {
                            return Err(bad(format!("section `{}` has no heading or text", s.id)));
                        }
                        if s.covers.is_empty() {
                            return Err(bad(format!("section `{}` covers no spec section", s.id)));
                        }
                    }
                    r.sections.insert((title, lang.to_string()), f.sections);
                }
            }
        }
        Ok(r)
    }

    /// The reference embedded in the binary.
    pub fn embedded() -> Result<Reference, String> {
        static DIR: include_dir::Dir<'_> =
            include_dir::include_dir!("$CARGO_MANIFEST_DIR/assets/rules");
        let mut files = Vec::new();
        for d in DIR.dirs() {
            for f in d.files() {
                if let Some(text) = f.contents_utf8() {
                    files.push((f.path().display().to_string(), text));
                }
            }
        }
        Reference::from_files(files)
    }

    /// A folder laid out like `assets/rules` (tests' fixtures).
    pub fn from_dir(root: &Path) -> Result<Reference, String> {
        let mut owned = Vec::new();
        let mut dirs: Vec<_> = std::fs::read_dir(root)
            .map_err(|e| format!("{}: {e}", root.display()))?
            .flatten()
            .filter(|e| e.path().is_dir())
            .collect();
        dirs.sort_by_key(|e| e.path());
        for d in dirs {
            let mut files: Vec<_> = std::fs::read_dir(d.path())
                .into_iter()
                .flatten()
                .flatten()
                .collect();
            files.sort_by_key(|e| e.path());
            for f in files {
                let text = std::fs::read_to_string(f.path())
                    .map_err(|e| format!("{}: {e}", f.path().display()))?;
                let rel = format!(
                    "{}/{}",
                    d.file_name().to_string_lossy(),
                    f.file_name().to_string_lossy()
                );
                owned.push((rel, text));
            }
        }
        Reference::from_files(owned.iter().map(|(p, t)| (p.clone(), t.as_str())))
    }

    /// The titles with at least one language.
    pub fn titles(&self) -> BTreeSet<&str> {
        self.sections.keys().map(|(t, _)| t.as_str()).collect()
    }

    /// The languages present for a title.
    pub fn langs(&self, title: &str) -> Vec<&str> {
        self.sections
            .keys()
            .filter(|(t, _)| t == title)
            .map(|(_, l)| l.as_str())
            .collect()
    }

    pub fn section(&self, title: &str, lang: &str, id: &str) -> Option<&Section> {
        self.sections
            .get(&(title.to_string(), lang.to_string()))?
            .iter()
            .find(|s| s.id == id)
    }

    /// Size of the reference text of one language, in bytes (the report).
    pub fn size(&self, lang: &str) -> usize {
        self.sections
            .iter()
            .filter(|((_, l), _)| l == lang)
            .flat_map(|(_, v)| v)
            .map(|s| s.heading.len() + s.text.len())
            .sum()
    }
}
