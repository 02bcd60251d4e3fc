//! The `custom_id`s of buttons and select menus.
//!
//! A component carries everything needed to act on it: the table and the
//! position (action sequence number) it was made for, and the action.
//! Nothing lives in memory, so a button keeps working after the bot
//! restarts, and a click on a button made for an older position is
//! recognised as stale by the host (`Play { at }`).
//!
//! Format (Discord allows 100 characters):
//! - `lt1:a:<table>:<seq>:<notation>`: play this action;
//! - `lt1:n:<table>:<seq>:<number>`: play the n-th legal action (used
//!   when the notation is too long for the id);
//! - `lt1:u:<table>:<seq>`: undo;
//! - `lt1:s:<table>:<seq>:<seat>:<k>`: the k-th select menu of a seat;
//!   each option's value is
//!   `a:<notation>` or `n:<number>`;
//! - `lt1:r:<title>:<lang>:<page>:<section id>`: a page of a rules
//!   reference section (`/rules` paging). The reference is embedded, so
//!   the id names the same text after a restart.
//! - `lt1:c:<abort|leave>:<table>`: yes to `/game abort` or `/game leave`
//!   about that table; the host refuses it once the table is gone.

use crate::host::{ActionRef, Confirmable, Position};

/// Discord's limit for `custom_id` and select option values.
pub const MAX_ID: usize = 100;

const PREFIX: &str = "lt1";

/// What a component asks for.
#[derive(Debug, PartialEq, Eq)]
pub enum Component {
    Play {
        at: Position,
        action: ActionRef,
    },
    Undo {
        at: Position,
    },
    Select {
        at: Position,
        seat: usize,
    },
    /// "My choices": the clicker's legal actions, shown to them alone.
    Choices {
        at: Position,
    },
    /// Yes to a question about a table (`/game abort`, `/game leave`).
    Confirm {
        what: Confirmable,
        table_id: i64,
    },
    /// A page of a rules reference section (0-based).
    RulesPage {
        title: String,
        lang: String,
        page: usize,
        id: String,
    },
}

/// The id of a button that shows page `page` (0-based) of a section.
pub fn rules_page_button(title: &str, lang: &str, page: usize, id: &str) -> String {
    let id = format!("{PREFIX}:r:{title}:{lang}:{page}:{id}");
    let mut id = id;
    crate::discord::commands::truncate(&mut id, MAX_ID);
    id
}

impl Component {
    /// The table and position the component was made for; a rules
    /// page belongs to no table.
    pub fn position(&self) -> Option<Position> {
        match self {
            Component::Play { at, .. }
            | Component::Undo { at }
            | Component::Select { at, .. }
            | Component::Choices { at } => Some(*at),
            Component::RulesPage { .. } | Component::Confirm { .. } => None,
        }
    }
}

/// The id of the button that confirms `what` for a table.
pub fn confirm_button(what: Confirmable, table_id: i64) -> String {
    format!("{PREFIX}:c:{}:{table_id}", what.name())
}

fn pos(at: Position) -> String {
    format!("{}:{}", at.table_id, at.seq)
}

/// The id of a button that plays `notation`, the n-th (1-based) legal
/// action of its seat.
pub fn play_button(at: Position, notation: &str, number: usize) -> String {
    let id = format!("{PREFIX}:a:{}:{notation}", pos(at));
    if id.len() <= MAX_ID {
        id
    } else {
        format!("{PREFIX}:n:{}:{number}", pos(at))
    }
}

pub fn undo_button(at: Position) -> String {
    format!("{PREFIX}:u:{}", pos(at))
}

/// The id of the `k`-th select menu for a seat (a long list is split
/// over several menus of 25).
pub fn choices_button(at: Position) -> String {
    format!("{PREFIX}:o:{}", pos(at))
}

pub fn select_menu(at: Position, seat: usize, k: usize) -> String {
    format!("{PREFIX}:s:{}:{seat}:{k}", pos(at))
}

/// The value of a select option for `notation`, the n-th legal action.
pub fn select_value(notation: &str, number: usize) -> String {
    let v = format!("a:{notation}");
    if v.len() <= MAX_ID {
        v
    } else {
        format!("n:{number}")
    }
}

/// Reads a select option's value.
pub fn parse_value(value: &str) -> Option<ActionRef> {
    match value.split_once(':')? {
        ("a", text) if !text.trim().is_empty() => Some(ActionRef::Text(text.to_string())),
        ("n", n) => n.parse().ok().filter(|&n| n > 0).map(ActionRef::Number),
        _ => None,
    }
}

/// Reads a `custom_id`; `None` for anything Longtable did not make.
pub fn parse(id: &str) -> Option<Component> {
    if let Some(rest) = id.strip_prefix("lt1:r:") {
        let mut p = rest.splitn(4, ':');
        let (title, lang, page, id) = (p.next()?, p.next()?, p.next()?, p.next()?);
        if [title, lang, id].iter().any(|s| s.is_empty()) {
            return None;
        }
        return Some(Component::RulesPage {
            title: title.to_string(),
            lang: lang.to_string(),
            page: page.parse().ok()?,
            id: id.to_string(),
        });
    }
    if let Some(rest) = id.strip_prefix("lt1:c:") {
        let (what, table) = rest.split_once(':')?;
        return Some(Component::Confirm {
            what: Confirmable::parse(what)?,
            table_id: table.parse().ok()?,
        });
    }
    let mut parts = id.splitn(5, ':');
    if parts.next()? != PREFIX {
        return None;
    }
    let kind = parts.next()?;
    let at = Position {
        table_id: parts.next()?.parse().ok()?,
        seq: parts.next()?.parse().ok()?,
    };
    let rest = parts.next();
    match (kind, rest) {
        ("a", Some(text)) if !text.trim().is_empty() => Some(Component::Play {
            at,
            action: ActionRef::Text(text.to_string()),
        }),
        ("n", Some(n)) => Some(Component::Play {
            at,
            action: ActionRef::Number(n.parse().ok().filter(|&n| n > 0)?),
        }),
        ("u", None) => Some(Component::Undo { at }),
        ("o", None) => Some(Component::Choices { at }),
        ("s", Some(rest)) => {
            let (seat, k) = rest.split_once(':')?;
            k.parse::<usize>().ok()?;
            Some(Component::Select {
                at,
                seat: seat.parse().ok()?,
            })
        }
        _ => None,
    }
}

/// Reads what a player typed in `/play`: a number (`3` or `#3`) picks
/// from `/actions`, anything else is notation.
pub fn typed_action(text: &str) -> ActionRef {
    let t = text.trim();
    match t.trim_start_matches('#').parse::<usize>() {
        Ok(n) if n > 0 => ActionRef::Number(n),
        _ => ActionRef::Text(t.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const AT: Position = Position {
        table_id: 12,
        seq: 345,
    };

    #[test]
    fn ids_round_trip() {
        let id = play_button(AT, "buy Colossus: now", 3);
        assert_eq!(
            parse(&id),
            Some(Component::Play {
                at: AT,
                action: ActionRef::Text("buy Colossus: now".into())
            })
        );
        assert_eq!(parse(&undo_button(AT)), Some(Component::Undo { at: AT }));
        assert_eq!(
            parse(&choices_button(AT)),
            Some(Component::Choices { at: AT })
        );
        assert_eq!(
            parse(&select_menu(AT, 2, 1)),
            Some(Component::Select { at: AT, seat: 2 })
        );
        assert_eq!(
            parse(&rules_page_button("nations", "el", 2, "war")),
            Some(Component::RulesPage {
                title: "nations".into(),
                lang: "el".into(),
                page: 2,
                id: "war".into()
            })
        );
        for what in [Confirmable::Abort, Confirmable::Leave, Confirmable::Rules] {
            assert_eq!(
                parse(&confirm_button(what, 7)),
                Some(Component::Confirm { what, table_id: 7 })
            );
        }
        assert_eq!(
            parse_value(&select_value("pass", 1)),
            Some(ActionRef::Text("pass".into()))
        );
    }

    #[test]
    fn long_notations_fall_back_to_numbers_and_ids_fit_discord() {
        let long = "x".repeat(120);
        let id = play_button(AT, &long, 7);
        assert!(id.len() <= MAX_ID);
        assert_eq!(
            parse(&id),
            Some(Component::Play {
                at: AT,
                action: ActionRef::Number(7)
            })
        );
        assert_eq!(
            parse_value(&select_value(&long, 9)),
            Some(ActionRef::Number(9))
        );
    }

    #[test]
    fn foreign_and_forged_ids_are_refused() {
        for id in [
            "",
            "hello",
            "lt1",
            "lt1:a:1",
            "lt1:a:x:2:pass",
            "lt1:a:1:2:",
            "lt1:n:1:2:0",
            "lt1:n:1:2:-3",
            "lt1:u:1:2:extra",
            "lt1:z:1:2:pass",
            "lt2:a:1:2:pass",
            "lt1:r:nations:el:x:war",
            "lt1:r:nations:el:1:",
            "lt1:c:abort:",
            "lt1:c:explode:3",
            "lt1:c:abort:x",
        ] {
            assert_eq!(parse(id), None, "{id}");
        }
        assert_eq!(parse_value("q:pass"), None);
        assert_eq!(parse_value("n:0"), None);
    }

    #[test]
    fn typed_numbers_pick_from_the_list() {
        assert!(matches!(typed_action(" 3 "), ActionRef::Number(3)));
        assert!(matches!(typed_action("#12"), ActionRef::Number(12)));
        assert!(matches!(typed_action("0"), ActionRef::Text(_)));
        assert!(matches!(typed_action("buy 3"), ActionRef::Text(t) if t == "buy 3"));
    }
}
