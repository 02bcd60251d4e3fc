//! Rules versions and what a state hash covers (issue 25).
//!
//! Architecture Invariant: a table's rules never change under it. Each
//! title keeps every rules version a stored table may use
//! ([`RulesVersion`], oldest first); a table records the version it
//! started under, and a `rules` row of its log moves it to a newer one.
//! Any change to what a stored log produces (the states reached, the
//! legal moves, the random stream) is a new version, with the behaviour
//! that changed chosen by the state's version.
//!
//! A state hash says which scheme made it, so rows written by any build
//! stay checkable:
//! - [`HashScheme::Whole`] (rows stored before rules versions): blake3 of
//!   the whole state JSON, 64 hex digits;
//! - [`HashScheme::Rules`] (every row since): `2:` and blake3 of the
//!   state JSON without its top-level `last` field, the boards' highlight
//!   of the last action ([`super::Last`], wording: message ids and their
//!   arguments). So a change of wording is not a rules change; everything
//!   the rules read is covered.

/// One rules version of a title.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RulesVersion {
    pub version: u32,
    /// Fluent id of a short note of what changed in this version (for
    /// `/game rules`), in every language.
    pub note: &'static str,
}

/// The versions of a title that has only ever had its first rules.
pub const FIRST_RULES: &[RulesVersion] = &[RulesVersion {
    version: 1,
    note: "rules-note-first",
}];

/// How a stored state hash was made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HashScheme {
    /// The whole state JSON (rows stored before rules versions).
    Whole,
    /// The state JSON without the last action's highlight (`2:` prefix).
    Rules,
}

const RULES_PREFIX: &str = "2:";

impl HashScheme {
    /// The scheme every new row is stamped with.
    pub const CURRENT: HashScheme = HashScheme::Rules;

    /// The scheme a stored hash was made with.
    pub fn of(stored: &str) -> HashScheme {
        if stored.starts_with(RULES_PREFIX) {
            HashScheme::Rules
        } else {
            HashScheme::Whole
        }
    }

    /// Hashes a state's JSON (as [`super::Table::snapshot`] gives it).
    pub fn hash(self, json: &[u8]) -> String {
        match self {
            HashScheme::Whole => blake3::hash(json).to_hex().to_string(),
            HashScheme::Rules => {
                format!(
                    "{RULES_PREFIX}{}",
                    blake3::hash(without_last(json)).to_hex()
                )
            }
        }
    }
}

/// A state's JSON without its top-level `last` field and what follows it
/// (titles serialise `last` as their state's last field): the bytes before
/// the comma that opens it. A state without one is returned whole.
pub fn without_last(json: &[u8]) -> &[u8] {
    const KEY: &[u8] = b"\"last\":";
    let mut depth = 0usize;
    let mut in_string = false;
    let mut escaped = false;
    let mut i = 0;
    while i < json.len() {
        let b = json[i];
        if in_string {
            if escaped {
                escaped = false;
            } else if b == b'\\' {
                escaped = true;
            } else if b == b'"' {
                in_string = false;
            }
            i += 1;
            continue;
        }
        match b {
            b'{' | b'[' => depth += 1,
            b'}' | b']' => depth = depth.saturating_sub(1),
            b',' if depth == 1 && json[i + 1..].starts_with(KEY) => return &json[..i],
            b'"' => in_string = true,
            _ => {}
        }
        i += 1;
    }
    json
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rules_hash_leaves_out_only_the_top_level_highlight() {
        let a = br#"{"x":{"last":1},"s":"a,\"last\":","last":{"seat":0,"told":"one"}}"#;
        let b = br#"{"x":{"last":1},"s":"a,\"last\":","last":{"seat":1,"told":"two"}}"#;
        let c = br#"{"x":{"last":2},"s":"a,\"last\":","last":{"seat":0,"told":"one"}}"#;
        assert_eq!(without_last(a), br#"{"x":{"last":1},"s":"a,\"last\":""#);
        let h = |j: &[u8]| HashScheme::Rules.hash(j);
        assert_eq!(h(a), h(b), "wording is not covered");
        assert_ne!(h(a), h(c), "a nested field named last is covered");
        assert_ne!(HashScheme::Whole.hash(a), HashScheme::Whole.hash(b));
        assert_eq!(HashScheme::of(&h(a)), HashScheme::Rules);
        assert_eq!(
            HashScheme::of(&HashScheme::Whole.hash(a)),
            HashScheme::Whole
        );
        assert_eq!(without_last(br#"{"a":1}"#), br#"{"a":1}"#);
    }
}
