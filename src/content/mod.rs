//! Content packs: the numbers printed on cards, tiles and boards, as data.
//!
//! Each title's pack is the TOML files in `assets/games/<title>/`, embedded
//! in the binary. A server may point `content_dir` at a folder whose
//! `<title>/*.toml` files override items (same kind and `id`) or add new
//! ones. Every item carries `provenance = "rulebook"` or `"house"`.
//!
//! Architecture Invariant: this module holds no rules logic; it merges,
//! checks provenance and hands typed items to the game that asks.

pub mod card;
pub mod i18n;
pub use card::{CardInfo, CardText};

use crate::engine::ContentReport;
use include_dir::{include_dir, Dir};
use serde::de::DeserializeOwned;
use std::path::Path;

pub(crate) static EMBEDDED: Dir<'_> = include_dir!("$CARGO_MANIFEST_DIR/assets/games");

/// The two honest answers to "where does this value come from?".
pub const PROVENANCES: [&str; 2] = ["rulebook", "house"];

#[derive(Debug, thiserror::Error)]
pub enum ContentError {
    #[error("{file}: not valid TOML: {cause}")]
    Toml { file: String, cause: String },
    #[error("could not read {path}: {cause}")]
    Io { path: String, cause: String },
    #[error("{title}: `{kind}` does not match its schema: {cause}")]
    Schema {
        title: String,
        kind: String,
        cause: String,
    },
}

/// A title's merged content: top-level keys are item kinds (arrays of
/// tables, each with an `id`) or single tables (settings).
#[derive(Clone, Debug)]
pub struct Pack {
    pub title: String,
    pub data: toml::Table,
    /// Files merged, in order (embedded first, then overrides).
    pub files: Vec<String>,
}

impl Pack {
    /// Loads the embedded pack of `title`, then the overrides in
    /// `override_dir/<title>/` when given.
    pub fn load(title: &str, override_dir: Option<&Path>) -> Result<Pack, ContentError> {
        let mut pack = Pack {
            title: title.to_string(),
            data: toml::Table::new(),
            files: Vec::new(),
        };
        if let Some(dir) = EMBEDDED.get_dir(title) {
            let mut files: Vec<_> = dir
                .files()
                .filter(|f| f.path().extension().is_some_and(|e| e == "toml"))
                .collect();
            files.sort_by_key(|f| f.path().to_path_buf());
            for f in files {
                let name = format!("assets/games/{}", f.path().display());
                let text = f.contents_utf8().ok_or_else(|| ContentError::Toml {
                    file: name.clone(),
                    cause: "not UTF-8".into(),
                })?;
                pack.merge_text(&name, text)?;
            }
        }
        if let Some(dir) = override_dir {
            pack.merge_dir(&dir.join(title))?;
        }
        Ok(pack)
    }

    /// Loads only the files of one folder (for `content check --dir`).
    pub fn load_dir(title: &str, dir: &Path) -> Result<Pack, ContentError> {
        let mut pack = Pack {
            title: title.to_string(),
            data: toml::Table::new(),
            files: Vec::new(),
        };
        pack.merge_dir(dir)?;
        Ok(pack)
    }

    fn merge_dir(&mut self, dir: &Path) -> Result<(), ContentError> {
        if !dir.is_dir() {
            return Ok(());
        }
        let io = |e: std::io::Error| ContentError::Io {
            path: dir.display().to_string(),
            cause: e.to_string(),
        };
        let mut paths: Vec<_> = std::fs::read_dir(dir)
            .map_err(io)?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "toml"))
            .collect();
        paths.sort();
        for p in paths {
            let text = std::fs::read_to_string(&p).map_err(io)?;
            self.merge_text(&p.display().to_string(), &text)?;
        }
        Ok(())
    }

    /// Merges one TOML document: arrays of tables merge item by item on
    /// `id` (a later item replaces an earlier one with the same id), other
    /// keys are replaced whole.
    pub fn merge_text(&mut self, file: &str, text: &str) -> Result<(), ContentError> {
        let doc: toml::Table = text
            .parse()
            .map_err(|e: toml::de::Error| ContentError::Toml {
                file: file.to_string(),
                cause: e.to_string(),
            })?;
        for (key, value) in doc {
            match (self.data.get_mut(&key), value) {
                (Some(toml::Value::Array(existing)), toml::Value::Array(new)) => {
                    for item in new {
                        let id = item.get("id").cloned();
                        match id
                            .and_then(|id| existing.iter().position(|e| e.get("id") == Some(&id)))
                        {
                            Some(i) => existing[i] = item,
                            None => existing.push(item),
                        }
                    }
                }
                (_, value) => {
                    self.data.insert(key, value);
                }
            }
        }
        self.files.push(file.to_string());
        Ok(())
    }

    /// A digest of the merged data: blake3 over a canonical text of it
    /// (keys sorted, items in order), so the same pack gives the same
    /// digest in every build, whatever order its files were read in.
    pub fn digest(&self) -> String {
        fn write(v: &toml::Value, out: &mut String) {
            match v {
                toml::Value::Table(t) => {
                    let mut keys: Vec<&String> = t.keys().collect();
                    keys.sort();
                    out.push('{');
                    for k in keys {
                        out.push_str(&format!("{k:?}:"));
                        write(&t[k], out);
                        out.push(',');
                    }
                    out.push('}');
                }
                toml::Value::Array(a) => {
                    out.push('[');
                    for item in a {
                        write(item, out);
                        out.push(',');
                    }
                    out.push(']');
                }
                toml::Value::String(s) => out.push_str(&format!("{s:?}")),
                other => out.push_str(&other.to_string()),
            }
        }
        let mut text = String::new();
        write(&toml::Value::Table(self.data.clone()), &mut text);
        blake3::hash(text.as_bytes()).to_hex().to_string()
    }

    /// The items of one kind, deserialised. A missing kind is empty.
    pub fn items<T: DeserializeOwned>(&self, kind: &str) -> Result<Vec<T>, ContentError> {
        match self.data.get(kind) {
            None => Ok(Vec::new()),
            Some(v) => v
                .clone()
                .try_into()
                .map_err(|e: toml::de::Error| ContentError::Schema {
                    title: self.title.clone(),
                    kind: kind.to_string(),
                    cause: e.to_string(),
                }),
        }
    }

    /// A single table (settings, tables of numbers), deserialised.
    pub fn table<T: DeserializeOwned>(&self, key: &str) -> Result<T, ContentError> {
        let v = self
            .data
            .get(key)
            .cloned()
            .unwrap_or(toml::Value::Table(toml::Table::new()));
        v.try_into()
            .map_err(|e: toml::de::Error| ContentError::Schema {
                title: self.title.clone(),
                kind: key.to_string(),
                cause: e.to_string(),
            })
    }

    /// Counts every item (an element of an array of tables, or a single
    /// table that has a `provenance` key) by provenance, and reports items
    /// whose provenance is missing or unknown and duplicate ids.
    pub fn report(&self) -> ContentReport {
        let mut report = ContentReport {
            digest: self.digest(),
            ..Default::default()
        };
        for (kind, value) in &self.data {
            let items: Vec<&toml::Value> = match value {
                toml::Value::Array(a) => a.iter().collect(),
                toml::Value::Table(t) if t.contains_key("provenance") => vec![value],
                _ => continue,
            };
            let mut seen = std::collections::BTreeSet::new();
            for (i, item) in items.iter().enumerate() {
                let label = item
                    .get("id")
                    .and_then(|v| v.as_str())
                    .map(str::to_string)
                    .unwrap_or_else(|| format!("#{}", i + 1));
                if item.get("id").is_some() && !seen.insert(label.clone()) {
                    report
                        .errors
                        .push(format!("{}: {kind} `{label}` appears twice", self.title));
                }
                let entry = report.counts.entry(kind.clone()).or_insert((0, 0));
                let mixed = item
                    .get("house_fields")
                    .and_then(|v| v.as_array())
                    .is_some_and(|a| !a.is_empty());
                match item.get("provenance").and_then(|v| v.as_str()) {
                    Some("rulebook") => {
                        entry.0 += 1;
                        if mixed {
                            *report.mixed.entry(kind.clone()).or_insert(0) += 1;
                        }
                    }
                    Some("house") => entry.1 += 1,
                    other => report.errors.push(format!(
                        "{}: {kind} `{label}` has provenance {:?}; it must be \"rulebook\" or \"house\"",
                        self.title,
                        other.unwrap_or("(missing)")
                    )),
                }
            }
        }
        report
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overrides_replace_by_id_and_add_new_items() {
        let mut p = Pack {
            title: "t".into(),
            data: toml::Table::new(),
            files: vec![],
        };
        p.merge_text(
            "a.toml",
            r#"
            [[card]]
            id = "a"
            cost = 1
            provenance = "house"
            [[card]]
            id = "b"
            cost = 2
            provenance = "house"
            "#,
        )
        .unwrap();
        p.merge_text(
            "override.toml",
            r#"
            [[card]]
            id = "a"
            cost = 5
            provenance = "rulebook"
            [[card]]
            id = "c"
            cost = 3
            provenance = "house"
            "#,
        )
        .unwrap();
        #[derive(serde::Deserialize)]
        struct Card {
            id: String,
            cost: i64,
        }
        let cards: Vec<Card> = p.items("card").unwrap();
        let ids: Vec<_> = cards.iter().map(|c| (c.id.as_str(), c.cost)).collect();
        assert_eq!(ids, vec![("a", 5), ("b", 2), ("c", 3)]);
        let r = p.report();
        assert_eq!(r.counts["card"], (1, 2));
        assert!(r.errors.is_empty());
    }

    #[test]
    fn missing_provenance_and_bad_toml_are_reported() {
        let mut p = Pack::load("no-such-title", None).unwrap();
        assert!(p.merge_text("x.toml", "[[card]]\nid = \"a\"\n").is_ok());
        assert_eq!(p.report().errors.len(), 1);
        let err = p.merge_text("y.toml", "[[card").unwrap_err();
        assert!(err.to_string().starts_with("y.toml: not valid TOML"));
    }
}
