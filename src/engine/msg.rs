//! Messages as data: a Fluent message id plus its arguments.
//!
//! The engine and the games never build user-facing sentences themselves;
//! they return a [`Msg`] and the host renders it in each recipient's
//! language (see `crate::i18n`). This keeps English out of the code paths
//! that reach users.

use serde::{Deserialize, Serialize};

/// One argument of a message: text (a name, a notation) or a number
/// (numbers select Fluent plural forms).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Arg {
    Num(i64),
    Text(String),
    /// Another message, rendered first and inserted as text.
    Msg(Box<Msg>),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Text(s.to_string())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Text(s)
    }
}
impl From<&String> for Arg {
    fn from(s: &String) -> Self {
        Arg::Text(s.clone())
    }
}
impl From<Msg> for Arg {
    fn from(m: Msg) -> Self {
        Arg::Msg(Box::new(m))
    }
}
macro_rules! num_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Self { Arg::Num(n as i64) }
        }
    )*};
}
num_arg!(i8, i16, i32, i64, u8, u16, u32, isize);

/// The unsigned types that can exceed `i64` (`/play 18446744073709551615`)
/// keep their exact value as text rather than wrapping to a negative.
macro_rules! wide_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Self {
                i64::try_from(n).map(Arg::Num).unwrap_or_else(|_| Arg::Text(n.to_string()))
            }
        }
    )*};
}
wide_arg!(u64, usize);

/// A localizable message: a Fluent id (`kebab-case`, unique across the
/// `assets/locales/<lang>/*.ftl` files) and named arguments.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Msg {
    pub id: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<(String, Arg)>,
}

impl Msg {
    pub fn new(id: impl Into<String>) -> Self {
        Msg {
            id: id.into(),
            args: Vec::new(),
        }
    }

    /// Adds a named argument (builder style).
    pub fn arg(mut self, name: &str, value: impl Into<Arg>) -> Self {
        self.args.push((name.to_string(), value.into()));
        self
    }

    /// A seat, as every text and board names it: the player's name where
    /// the reader's [`Translate`] knows it (see [`Translate::seat_name`]),
    /// else "Seat N". Games name seats only this way.
    pub fn seat(seat: usize) -> Msg {
        Msg::new(SEAT_NAME).arg("seat", seat).arg("n", seat + 1)
    }

    /// A content item's name or text (`field` is `name`, `short`, `text`
    /// or `note`) as the reader's language has it: the [`Translate`]
    /// looks it up in the title's content translations and shows
    /// `english` (the pack's own) where there is none. Engines name cards,
    /// buildings, guilds, events, nations, regions and cities only this
    /// way in messages and boards, so every reader gets their language.
    pub fn content(title: &str, kind: &str, id: &str, field: &str, english: &str) -> Msg {
        Msg::new(CONTENT_TEXT)
            .arg("title", title)
            .arg("kind", kind)
            .arg("id", id)
            .arg("field", field)
            .arg("en", english)
    }

    /// A move in its canonical notation, shown to each reader in their
    /// language (`crate::notation::localize`); a [`Msg`] stored in the
    /// log stays canonical, so every reader sees it their way.
    pub fn notation(title: &str, notation: &str) -> Msg {
        Msg::new(NOTATION)
            .arg("action", notation)
            .arg("title", title)
    }

    /// Parts shown one after another with `sep` between them: a list of
    /// names ("Quarry, Farmland"), a name and a number ("Quarry (2)"),
    /// where each part may be a [`Msg::content`] in the reader's language.
    pub fn join(sep: &str, parts: Vec<Arg>) -> Msg {
        let mut m = Msg::new(JOIN).arg("sep", sep);
        for (i, part) in parts.into_iter().enumerate() {
            m.args.push((format!("p{i}"), part));
        }
        m
    }

    /// A list of messages shown one per line.
    pub fn lines(items: Vec<Msg>) -> Msg {
        let mut m = Msg::new("lines");
        for (i, item) in items.into_iter().enumerate() {
            m.args.push((format!("l{i}"), Arg::Msg(Box::new(item))));
        }
        m
    }
}

/// The id of [`Msg::seat`] messages.
pub const SEAT_NAME: &str = "seat-name";

/// The id of [`Msg::join`] messages (rendered by the `Translate`).
pub const JOIN: &str = "join";

/// The id of [`Msg::content`] messages (rendered by the `Translate`, with
/// no Fluent text of its own).
pub const CONTENT_TEXT: &str = "content-text";

/// The id of [`Msg::notation`] messages (Fluent `told-notation`; older
/// log rows carry it without a title and read as stored).
pub const NOTATION: &str = "told-notation";

/// Shorthand: `msg!("id", name = value, ...)`.
#[macro_export]
macro_rules! msg {
    ($id:expr $(, $name:ident = $val:expr)* $(,)?) => {
        $crate::engine::Msg::new($id)$(.arg(stringify!($name), $val))*
    };
}

/// Renders messages into a language. Implemented by `crate::i18n::Lang`;
/// games receive it to label their boards.
pub trait Translate {
    fn tr(&self, msg: &Msg) -> String;

    /// Convenience for an argument-free id.
    fn t(&self, id: &str) -> String {
        self.tr(&Msg::new(id))
    }

    /// The language messages are rendered in (`en` unless known), which
    /// content names and notations follow.
    fn lang(&self) -> &str {
        "en"
    }

    /// The name of the player in `seat` (0-based), where this translator
    /// knows the table's players; `None` renders [`Msg::seat`] as
    /// "Seat N". Boards call `tr.tr(&Msg::seat(s))`.
    fn seat_name(&self, _seat: usize) -> Option<String> {
        None
    }
}
