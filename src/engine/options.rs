//! Table options (`/game new nations short:true`): declared by each game
//! with a default, checked and completed before setup.

use super::Msg;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// What values an option takes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionKind {
    Bool,
    Int {
        min: i64,
        max: i64,
    },
    Choice(Vec<&'static str>),
    /// Free text the game checks itself in `setup` (e.g. one value per
    /// seat, comma separated).
    Text,
}

/// One option a title accepts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    pub name: &'static str,
    pub kind: OptionKind,
    pub default: &'static str,
    /// Fluent id of a one-line description.
    pub help: &'static str,
}

impl OptionSpec {
    pub fn bool(name: &'static str, default: bool, help: &'static str) -> Self {
        OptionSpec {
            name,
            kind: OptionKind::Bool,
            default: if default { "true" } else { "false" },
            help,
        }
    }
    pub fn choice(
        name: &'static str,
        values: &[&'static str],
        default: &'static str,
        help: &'static str,
    ) -> Self {
        OptionSpec {
            name,
            kind: OptionKind::Choice(values.to_vec()),
            default,
            help,
        }
    }
    pub fn int(
        name: &'static str,
        min: i64,
        max: i64,
        default: &'static str,
        help: &'static str,
    ) -> Self {
        OptionSpec {
            name,
            kind: OptionKind::Int { min, max },
            default,
            help,
        }
    }
    pub fn text(name: &'static str, default: &'static str, help: &'static str) -> Self {
        OptionSpec {
            name,
            kind: OptionKind::Text,
            default,
            help,
        }
    }

    /// The accepted values in words, for help text (`true|false`, `1..5`).
    pub fn values_hint(&self) -> String {
        match &self.kind {
            OptionKind::Bool => "true|false".into(),
            OptionKind::Int { min, max } => format!("{min}..{max}"),
            OptionKind::Choice(values) => values.join("|"),
            OptionKind::Text => "text".into(),
        }
    }

    fn check(&self, value: &str) -> Result<String, Msg> {
        let bad = || {
            Msg::new("error-bad-option-value")
                .arg("option", self.name)
                .arg("value", value)
                .arg("allowed", self.values_hint())
        };
        let v = value.trim();
        match &self.kind {
            OptionKind::Bool => match v.to_lowercase().as_str() {
                "true" | "yes" | "on" | "1" => Ok("true".into()),
                "false" | "no" | "off" | "0" => Ok("false".into()),
                _ => Err(bad()),
            },
            OptionKind::Int { min, max } => match v.parse::<i64>() {
                Ok(n) if (*min..=*max).contains(&n) => Ok(n.to_string()),
                _ => Err(bad()),
            },
            OptionKind::Choice(values) => values
                .iter()
                .find(|c| c.eq_ignore_ascii_case(v))
                .map(|c| c.to_string())
                .ok_or_else(bad),
            OptionKind::Text => Ok(v.to_string()),
        }
    }
}

/// Option values by name. After [`Options::resolve`] every declared option
/// is present.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options(pub BTreeMap<String, String>);

impl Options {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn with(mut self, name: &str, value: &str) -> Self {
        self.0.insert(name.to_string(), value.to_string());
        self
    }

    /// Checks every given option against `specs` and fills in defaults.
    pub fn resolve(&self, specs: &[OptionSpec]) -> Result<Options, Msg> {
        let mut out = BTreeMap::new();
        for (name, value) in &self.0 {
            let spec = specs
                .iter()
                .find(|s| s.name.eq_ignore_ascii_case(name))
                .ok_or_else(|| {
                    Msg::new("error-unknown-option").arg("option", name).arg(
                        "known",
                        specs.iter().map(|s| s.name).collect::<Vec<_>>().join(", "),
                    )
                })?;
            out.insert(spec.name.to_string(), spec.check(value)?);
        }
        for spec in specs {
            out.entry(spec.name.to_string())
                .or_insert_with(|| spec.default.to_string());
        }
        Ok(Options(out))
    }

    pub fn get(&self, name: &str) -> Option<&str> {
        self.0.get(name).map(String::as_str)
    }

    pub fn flag(&self, name: &str) -> bool {
        self.get(name) == Some("true")
    }

    pub fn int(&self, name: &str) -> Option<i64> {
        self.get(name).and_then(|v| v.parse().ok())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn specs() -> Vec<OptionSpec> {
        vec![
            OptionSpec::bool("short", false, "opt-short"),
            OptionSpec::int("target", 5, 50, "10", "opt-target"),
            OptionSpec::choice("cards", &["base", "advanced"], "base", "opt-cards"),
        ]
    }

    #[test]
    fn defaults_fill_in_and_values_normalise() {
        let o = Options::new()
            .with("SHORT", "yes")
            .with("cards", "Advanced")
            .resolve(&specs())
            .unwrap();
        assert!(o.flag("short"));
        assert_eq!(o.int("target"), Some(10));
        assert_eq!(o.get("cards"), Some("advanced"));
    }

    #[test]
    fn bad_values_and_unknown_names_are_errors() {
        let e = Options::new()
            .with("target", "99")
            .resolve(&specs())
            .unwrap_err();
        assert_eq!(e.id, "error-bad-option-value");
        let e = Options::new()
            .with("speed", "1")
            .resolve(&specs())
            .unwrap_err();
        assert_eq!(e.id, "error-unknown-option");
    }
}
