//! Which language each reader gets (issue 15).
//!
//! - One person (an ephemeral reply, a DM): their `/settings
//!   language:<code>` if set, else the locale their front end sends
//!   (Discord's interaction locale, stored when seen; the console's
//!   `user@el` or `--lang`). `Host::lang_for_user` decides it, once per
//!   command, and the store's `READER_LOCALE` for DMs to others.
//! - A table (channel posts, the status message, public boards): its
//!   `lang` option, settled at `/game new` and kept in `tables.locale`.
//!   `auto` (the default) is the server's preferred locale, which the
//!   Discord front end fills in when Discord gives one we speak, else the
//!   creator's language.

use super::{Command, Host, Notice};
use crate::engine::{Msg, Translate};
use crate::i18n::{I18n, LANGUAGES};
use crate::msg;

/// The table option that sets a table's language.
pub const LANG: &str = "lang";

/// The value of `lang` (and of `/settings language`) that follows the
/// locale Discord sends instead of a fixed language.
pub const AUTO: &str = "auto";

/// Names people may type for each language besides its code: the English
/// name and the language's own, folded to lower case without accents.
const NAMES: [(&str, &[&str]); 5] = [
    ("en", &["english", "anglais", "ingles", "angol", "αγγλικα"]),
    ("el", &["greek", "ελληνικα", "grec", "griego", "gorog"]),
    (
        "fr",
        &["french", "francais", "γαλλικα", "frances", "francia"],
    ),
    (
        "es",
        &["spanish", "espanol", "ισπανικα", "espagnol", "spanyol"],
    ),
    (
        "hu",
        &["hungarian", "magyar", "ουγγρικα", "hongrois", "hungaro"],
    ),
];

/// Reads a language as a person names it: a code (`el`), a locale tag
/// (`es-ES`), or its name in English or in itself (`greek`, `Ελληνικά`,
/// `Français`), in any case and with or without accents. `Ok(None)` is
/// `auto`.
pub fn parse(text: &str) -> Result<Option<&'static str>, Msg> {
    let unknown = || {
        msg!(
            "error-unknown-language",
            given = super::view::clip_echo(text.trim()),
            known = LANGUAGES.join(", ")
        )
    };
    // Only ordinary whitespace around it is dropped; a character that is
    // no letter, `-` or `_` (`EN!`, a zero-width space) makes no language.
    if !text
        .trim()
        .chars()
        .all(|c| c.is_alphabetic() || c == '-' || c == '_')
    {
        return Err(unknown());
    }
    let folded = crate::lookup::normalise::fold(text.trim());
    if folded == AUTO {
        return Ok(None);
    }
    // `fold` made `es-ES` into `es es`.
    let primary = folded.split(' ').next().unwrap_or("");
    if let Some(code) = LANGUAGES.iter().find(|c| **c == primary) {
        return Ok(Some(code));
    }
    NAMES
        .iter()
        .find(|(_, names)| names.contains(&folded.as_str()))
        .map(|(code, _)| Some(*code))
        .ok_or_else(unknown)
}

/// The language of a new table: the `lang` option if it names one, else
/// (`auto` or absent) the creator's, `creator` being the language
/// `Host::handle` settled for them.
pub fn table_language(given: Option<&str>, creator: &str) -> Result<&'static str, Msg> {
    match given.map(parse).transpose()?.flatten() {
        Some(code) => Ok(code),
        None => Ok(LANGUAGES
            .iter()
            .find(|c| **c == creator)
            .copied()
            .unwrap_or("en")),
    }
}

/// A language's name in `lang` (`lang-el` = "Greek" in English).
pub fn name(code: &str) -> Msg {
    Msg::new(format!("lang-{code}"))
}

/// The language code of a locale tag if Longtable speaks it (`es-ES` ->
/// `es`; `de` -> `None`).
pub fn spoken(i18n: &I18n, locale: &str) -> Option<&'static str> {
    let primary = locale.split(['-', '_']).next()?.to_lowercase();
    let code = LANGUAGES.iter().find(|c| **c == primary)?;
    (i18n.lang(code).code() == *code).then_some(code)
}

impl Host {
    /// `/settings [reminders:on|off] [language:<code>|auto]`: changes what
    /// was given and says where it stands now (with nothing given, where
    /// both stand), in the reader's (new) language.
    pub(super) async fn settings(
        &self,
        command: &Command,
        reminders: Option<bool>,
        language: Option<&str>,
    ) -> Vec<Notice> {
        let mut lang = self.shared.i18n.lang(&command.user.locale);
        let reply = |lang: &crate::i18n::Lang, text: String| {
            let mut n = super::view::ephemeral(&command.user.id, text);
            n.lang = lang.code().to_string();
            vec![n]
        };
        let wanted = match language.map(parse).transpose() {
            Ok(w) => w,
            Err(m) => return reply(&lang, lang.tr(&m)),
        };
        let user = command.user.id.clone();
        if let Some(on) = reminders {
            let u = user.clone();
            if let Err(e) = self
                .shared
                .store
                .run(move |db| db.set_reminders(&u, on))
                .await
            {
                return reply(&lang, lang.tr(&e.user_message()));
            }
        }
        if let Some(wanted) = wanted {
            if let Err(e) = self
                .set_user_language(&user, wanted.map(str::to_string))
                .await
            {
                return reply(&lang, lang.tr(&e.user_message()));
            }
            // The answer is already in the language just chosen; `auto`
            // goes back to the locale the front end sent.
            let front = self
                .known_user(&user)
                .and_then(|u| u.stored.map(|(_, locale)| locale))
                .unwrap_or_else(|| "en".into());
            lang = self.shared.i18n.lang(wanted.unwrap_or(&front));
        }
        let u = user.clone();
        let on = match self.shared.store.run(move |db| db.reminders_on(&u)).await {
            Ok(on) => on,
            Err(e) => return reply(&lang, lang.tr(&e.user_message())),
        };
        let set = self.user_language(&user).await;
        // What was changed, or with nothing given, both.
        let both = reminders.is_none() && language.is_none();
        let mut lines = Vec::new();
        if reminders.is_some() || both {
            lines.push(Msg::new(if on {
                "settings-reminders-on"
            } else {
                "settings-reminders-off"
            }));
        }
        if language.is_some() || both {
            lines.push(match set {
                Some(code) => msg!("settings-language-set", language = name(&code)),
                None => msg!("settings-language-auto", language = name(lang.code())),
            });
        }
        reply(&lang, lang.tr(&Msg::lines(lines)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn languages_are_read_by_code_tag_or_name_and_anything_else_is_refused() {
        assert_eq!(parse("el"), Ok(Some("el")));
        assert_eq!(parse("es-ES"), Ok(Some("es")));
        assert_eq!(parse("Ελληνικά"), Ok(Some("el")));
        assert_eq!(parse("Français"), Ok(Some("fr")));
        assert_eq!(parse("MAGYAR"), Ok(Some("hu")));
        assert_eq!(parse("Auto"), Ok(None));
        let err = parse("klingon").unwrap_err();
        assert_eq!(err.id, "error-unknown-language");
        assert_eq!(table_language(None, "fr"), Ok("fr"));
        assert_eq!(table_language(Some("auto"), "el"), Ok("el"));
        assert_eq!(table_language(Some("hu"), "el"), Ok("hu"));
        assert_eq!(table_language(None, "de"), Ok("en"));
    }
}
