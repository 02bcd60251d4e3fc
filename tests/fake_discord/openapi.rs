//! Checks recorded REST requests against Discord's official OpenAPI
//! specification (`../shared/discord/openapi.json`): the method and path
//! exist, and the JSON body validates against the operation's request
//! schema.

use super::Recorded;
use jsonschema::{Draft, JSONSchema};
use serde_json::Value;
use std::path::PathBuf;

pub struct Spec {
    doc: Value,
}

pub fn spec_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/discord/openapi.json")
}

impl Spec {
    /// The spec, or `None` (after saying so) when the file is absent.
    pub fn load() -> Option<Spec> {
        let path = spec_path();
        let Ok(text) = std::fs::read_to_string(&path) else {
            eprintln!(
                "SKIPPED the OpenAPI check: {} is not present",
                path.display()
            );
            return None;
        };
        let doc = serde_json::from_str(&text).expect("openapi.json is JSON");
        Some(Spec { doc })
    }

    /// The spec path template matching a concrete path, preferring literal
    /// segments over `{parameters}`.
    pub fn template(&self, path: &str) -> Option<String> {
        let want: Vec<&str> = path.trim_matches('/').split('/').collect();
        let mut best: Option<(usize, String)> = None;
        for key in self.doc["paths"].as_object()?.keys() {
            let segs: Vec<&str> = key.trim_matches('/').split('/').collect();
            if segs.len() != want.len() {
                continue;
            }
            let mut literal = 0;
            let ok = segs.iter().zip(&want).all(|(s, w)| {
                if s.starts_with('{') && s.ends_with('}') {
                    true
                } else if s == w {
                    literal += 1;
                    true
                } else {
                    false
                }
            });
            if ok && best.as_ref().is_none_or(|(n, _)| literal > *n) {
                best = Some((literal, key.clone()));
            }
        }
        best.map(|(_, k)| k)
    }

    /// Problems with one request (empty when it conforms).
    pub fn check(&self, r: &Recorded) -> Vec<String> {
        let what = format!("{} {}", r.method, r.path);
        let Some(template) = self.template(&r.path) else {
            return vec![format!("{what}: no such path in the spec")];
        };
        let method = r.method.to_lowercase();
        let Some(op) = self.doc["paths"][&template].get(&method) else {
            return vec![format!("{what}: the spec has no {method} on {template}")];
        };
        let Some(body) = &r.json else {
            return vec![];
        };
        let Some(schema) = op["requestBody"]["content"]["application/json"]["schema"]
            .as_object()
            .cloned()
        else {
            return vec![format!("{what}: sent a body, but the spec takes none")];
        };
        let mut root = Value::Object(schema);
        root["components"] = self.doc["components"].clone();
        let compiled = match JSONSchema::options()
            .with_draft(Draft::Draft7)
            .should_validate_formats(false)
            .compile(&root)
        {
            Ok(c) => c,
            Err(e) => return vec![format!("{what}: schema does not compile: {e}")],
        };
        let mut body = body.clone();
        tolerate_serenity_quirks(&mut body);
        let result = compiled.validate(&body);
        match result {
            Ok(()) => vec![],
            Err(errors) => errors
                .take(5)
                .map(|e| format!("{what} ({template}): {e} at {}", e.instance_path))
                .chain(std::iter::once(format!("  body: {}", short(&body))))
                .collect(),
        }
    }

    /// Checks every request; returns the problems and how many requests
    /// were checked.
    pub fn check_all(&self, requests: &[Recorded]) -> (usize, Vec<String>) {
        let mut problems = Vec::new();
        for r in requests {
            problems.extend(self.check(r));
        }
        (requests.len(), problems)
    }
}

/// serenity 0.12 numbers new attachments with integers (`"id": 0`),
/// where the specification types the field as a snowflake string; Discord
/// accepts both. This is the one deviation the check tolerates, since the
/// bot can't change how serenity serialises its builders.
fn tolerate_serenity_quirks(v: &mut Value) {
    match v {
        Value::Object(map) => {
            if let Some(Value::Array(list)) = map.get_mut("attachments") {
                for a in list.iter_mut() {
                    if let Some(id) = a.get("id").and_then(Value::as_u64) {
                        a["id"] = Value::String(id.to_string());
                    }
                }
            }
            for (_, child) in map.iter_mut() {
                tolerate_serenity_quirks(child);
            }
        }
        Value::Array(list) => list.iter_mut().for_each(tolerate_serenity_quirks),
        _ => {}
    }
}

fn short(v: &Value) -> String {
    let s = v.to_string();
    if s.len() > 600 {
        format!("{}...", &s[..600])
    } else {
        s
    }
}

/// The distinct `METHOD /template` routes among the requests.
pub fn routes(spec: Option<&Spec>, requests: &[Recorded]) -> Vec<String> {
    let mut out: Vec<String> = requests
        .iter()
        .map(|r| {
            let t = spec
                .and_then(|s| s.template(&r.path))
                .unwrap_or_else(|| r.path.clone());
            format!("{} {t}", r.method)
        })
        .collect();
    out.sort();
    out.dedup();
    out
}

/// Asserts that every request conforms to the specification (or says the
/// check was skipped when the file is absent).
pub fn assert_conforms(requests: &[Recorded]) {
    if let Some(spec) = Spec::load() {
        let (n, problems) = spec.check_all(requests);
        assert!(
            problems.is_empty(),
            "{n} requests, problems:\n{}",
            problems.join("\n")
        );
    }
}
