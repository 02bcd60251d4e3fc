//! Every user-facing sentence, rendered from Fluent files in each
//! recipient's language.
//!
//! The `.ftl` files under `assets/locales/<lang>/` are embedded in the
//! binary. A message missing from a language falls back to English; a
//! message missing from English renders as its id (and a test fails).

use crate::engine::{Arg, Msg, Translate, CONTENT_TEXT, JOIN, NOTATION, SEAT_NAME};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use include_dir::{include_dir, Dir};
use std::collections::BTreeMap;
use std::sync::Arc;

static LOCALES: Dir<'_> = include_dir!("$CARGO_MANIFEST_DIR/assets/locales");

/// The languages Longtable speaks (those its rulebooks came in), with
/// English first as the fallback.
pub const LANGUAGES: [&str; 5] = ["en", "el", "fr", "es", "hu"];

/// The message that names a game by its id (`nations` -> `Nations`): every
/// text argument called `title` goes through it.
pub const TITLE_NAME: &str = "title-name";

/// One language's messages.
pub struct Lang {
    code: String,
    bundle: FluentBundle<FluentResource>,
    fallback: Option<Arc<Lang>>,
}

impl Lang {
    pub fn code(&self) -> &str {
        &self.code
    }

    /// True when this language (not its fallback) has the message.
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    /// Renders `msg`; nested messages go back through `outer`, so a
    /// wrapper such as [`Named`] sees every level.
    fn format(&self, msg: &Msg, outer: &dyn Translate) -> Option<String> {
        if msg.id == "lines" {
            let parts: Vec<String> = msg.args.iter().map(|(_, a)| render_arg(a, outer)).collect();
            return Some(parts.join("\n"));
        }
        if msg.id == SEAT_NAME {
            let seat = msg.args.iter().find_map(|(k, v)| match (k.as_str(), v) {
                ("seat", Arg::Num(n)) => usize::try_from(*n).ok(),
                _ => None,
            });
            if let Some(name) = seat.and_then(|s| outer.seat_name(s)) {
                return Some(name);
            }
        }
        if msg.id == JOIN {
            let sep = text_arg(msg, "sep").unwrap_or_default();
            let parts: Vec<String> = msg
                .args
                .iter()
                .filter(|(k, _)| k != "sep")
                .map(|(_, a)| render_arg(a, outer))
                .collect();
            return Some(parts.join(sep));
        }
        if msg.id == CONTENT_TEXT {
            return Some(content_text(msg, &self.code));
        }
        let localized;
        let msg = match (msg.id == NOTATION, text_arg(msg, "title")) {
            (true, Some(title)) => {
                let action = text_arg(msg, "action").unwrap_or_default();
                localized = Msg::new(NOTATION).arg(
                    "action",
                    crate::notation::localize(title, &self.code, action),
                );
                &localized
            }
            _ => msg,
        };
        let pattern = self.bundle.get_message(&msg.id)?.value()?;
        // A counted noun (`{ $n } { $res }`, `n` a signed or plain number):
        // the noun is rendered with the number as its `count`, so it can
        // take its singular ("+1 book") although the message, as stored in
        // game states, carries no count for it.
        let counted = text_arg(msg, "n")
            .and_then(|n| n.trim_start_matches('+').parse::<i64>().ok())
            .map(i64::unsigned_abs);
        let mut args = FluentArgs::new();
        for (name, value) in &msg.args {
            let v = match value {
                Arg::Msg(m) if name == "res" && !m.args.iter().any(|(k, _)| k == "count") => {
                    match counted.and_then(|c| i64::try_from(c).ok()) {
                        Some(c) => FluentValue::from(outer.tr(&m.clone().arg("count", c))),
                        None => FluentValue::from(outer.tr(m)),
                    }
                }
                // Fluent numbers are f64: beyond 2^53 they would print
                // rounded (9223372036854775807 as …776000), so pass the
                // exact digits as text.
                Arg::Num(n) if n.unsigned_abs() > 1 << 53 => FluentValue::from(n.to_string()),
                Arg::Num(n) => FluentValue::from(*n),
                // A game's id (`nations`) is shown by its name (`Nations`,
                // `title-name`); anything else a `title` holds (a name as
                // typed, a test title) is shown as it is.
                Arg::Text(t) if name == "title" => {
                    FluentValue::from(outer.tr(&Msg::new(TITLE_NAME).arg("id", t.as_str())))
                }
                Arg::Text(t) => FluentValue::from(t.clone()),
                Arg::Msg(m) => FluentValue::from(outer.tr(m)),
            };
            args.set(name.clone(), v);
        }
        let mut errors = Vec::new();
        let text = self
            .bundle
            .format_pattern(pattern, Some(&args), &mut errors);
        if !errors.is_empty() {
            tracing::warn!(id = %msg.id, ?errors, "message formatted with errors");
        }
        Some(text.into_owned())
    }

    /// Renders `msg`, nested messages through `outer`, falling back to
    /// English for a message this language lacks.
    fn tr_with(&self, msg: &Msg, outer: &dyn Translate) -> String {
        if let Some(text) = self.format(msg, outer) {
            return text;
        }
        if let Some(fallback) = &self.fallback {
            return fallback.tr_with(msg, outer);
        }
        tracing::warn!(id = %msg.id, "message id has no English text");
        msg.id.clone()
    }
}

/// Hungarian's definite article for what follows it: `az` before a vowel
/// sound, `a` before a consonant (`ARTICLE($seat)` in the `.ftl` files,
/// `ARTICLE($title, capital: 1)` at the start of a sentence). A number is
/// judged by how it is read: 1 (egy), 5 (öt), 50 (ötven), 500 and 1000
/// (ezer) begin with a vowel, 10 (tíz) and 100 (száz) do not; ordinals
/// ("5." ötödik) begin as their number does. A Discord mention (`<@…>`) or
/// anything else whose sound is unknown keeps the written-out `a(z)`.
fn hungarian_article(value: Option<&FluentValue>, capital: bool) -> &'static str {
    let az = match value {
        Some(FluentValue::Number(n)) => {
            let whole = n.value.abs().trunc();
            (whole < 1e15).then(|| number_starts_with_vowel(&format!("{whole:.0}")))
        }
        Some(FluentValue::String(s)) => text_starts_with_vowel(s),
        _ => None,
    };
    match (az, capital) {
        (Some(true), false) => "az",
        (Some(true), true) => "Az",
        (Some(false), false) => "a",
        (Some(false), true) => "A",
        (None, false) => "a(z)",
        (None, true) => "A(z)",
    }
}

/// Whether a number written in `digits` is read in Hungarian starting with
/// a vowel: a leading 5 (öt, ötven, ötszáz, ötezer…), or a leading 1 read
/// as egy or ezer (1, 1000–1999, 1,000,000…), not as tíz or száz.
fn number_starts_with_vowel(digits: &str) -> bool {
    match digits.as_bytes().first() {
        Some(b'5') => true,
        Some(b'1') => digits.len() % 3 == 1,
        _ => false,
    }
}

/// Whether a text starts with a vowel sound, looking past quotes and
/// Markdown; `None` for a mention or a text with no letter or digit.
fn text_starts_with_vowel(text: &str) -> Option<bool> {
    let text = text.trim_start();
    if text.starts_with('<') {
        return None;
    }
    let start = text.trim_start_matches(|c: char| !c.is_alphanumeric());
    let first = start.chars().next()?;
    if first.is_ascii_digit() {
        let digits: String = start.chars().take_while(|c| c.is_ascii_digit()).collect();
        return Some(number_starts_with_vowel(&digits));
    }
    let vowels = "aáeéiíoóöőuúüű";
    Some(first.to_lowercase().all(|c| vowels.contains(c)))
}

/// The text argument `name` of `msg`.
fn text_arg<'m>(msg: &'m Msg, name: &str) -> Option<&'m str> {
    msg.args.iter().find_map(|(k, v)| match v {
        Arg::Text(t) if k == name => Some(t.as_str()),
        _ => None,
    })
}

/// A [`Msg::content`] in `lang`: the translation, else the pack's English.
fn content_text(msg: &Msg, lang: &str) -> String {
    let arg = |name| text_arg(msg, name).unwrap_or_default();
    crate::content::i18n::text(arg("title"), lang, arg("kind"), arg("id"), arg("field"))
        .unwrap_or(arg("en"))
        .to_string()
}

fn render_arg(arg: &Arg, outer: &dyn Translate) -> String {
    match arg {
        Arg::Num(n) => n.to_string(),
        Arg::Text(t) => t.clone(),
        Arg::Msg(m) => outer.tr(m),
    }
}

impl Translate for Lang {
    fn tr(&self, msg: &Msg) -> String {
        self.tr_with(msg, self)
    }
    fn lang(&self) -> &str {
        &self.code
    }
}

/// A language that knows a table's players, so [`Msg::seat`] renders as
/// the player's name (issue: one name per player everywhere).
pub struct Named<'a> {
    pub lang: &'a Lang,
    /// The name of each seat, in seat order.
    pub names: &'a [String],
}

impl Translate for Named<'_> {
    fn tr(&self, msg: &Msg) -> String {
        self.lang.tr_with(msg, self)
    }
    fn seat_name(&self, seat: usize) -> Option<String> {
        self.names.get(seat).cloned()
    }
    fn lang(&self) -> &str {
        &self.lang.code
    }
}

/// All languages, loaded once at start-up.
pub struct I18n {
    langs: BTreeMap<String, Arc<Lang>>,
}

impl I18n {
    /// Parses every embedded `.ftl` file. An error names the file and the
    /// first problem in it.
    pub fn load() -> Result<I18n, String> {
        let mut langs = BTreeMap::new();
        let english = Arc::new(Self::load_lang("en", None)?);
        langs.insert("en".to_string(), english.clone());
        for code in LANGUAGES.iter().skip(1) {
            if LOCALES.get_dir(code).is_some() {
                let lang = Self::load_lang(code, Some(english.clone()))?;
                langs.insert(code.to_string(), Arc::new(lang));
            }
        }
        Ok(I18n { langs })
    }

    fn load_lang(code: &str, fallback: Option<Arc<Lang>>) -> Result<Lang, String> {
        let langid: unic_langid::LanguageIdentifier = code
            .parse()
            .map_err(|e| format!("bad language code {code}: {e}"))?;
        let mut bundle = FluentBundle::new_concurrent(vec![langid]);
        // Unicode isolation marks show up as noise in Discord messages.
        bundle.set_use_isolating(false);
        bundle
            .add_function("ARTICLE", |positional, named| {
                let capital = named.get("capital").is_some();
                FluentValue::from(hungarian_article(positional.first(), capital))
            })
            .map_err(|e| format!("{code}: ARTICLE: {e:?}"))?;
        let dir = LOCALES
            .get_dir(code)
            .ok_or_else(|| format!("assets/locales/{code} is missing"))?;
        // Only the message files: a language's folder also keeps its
        // glossary (`glossary.toml`), which the tests read.
        let mut files: Vec<_> = dir
            .files()
            .filter(|f| f.path().extension().is_some_and(|e| e == "ftl"))
            .collect();
        files.sort_by_key(|f| f.path().to_path_buf());
        for f in files {
            let name = f.path().display().to_string();
            let text = f
                .contents_utf8()
                .ok_or_else(|| format!("{name} is not UTF-8"))?;
            let res = FluentResource::try_new(text.to_string())
                .map_err(|(_, errs)| format!("{name}: {:?}", errs.first()))?;
            bundle
                .add_resource(res)
                .map_err(|errs| format!("{name}: {:?}", errs.first()))?;
        }
        Ok(Lang {
            code: code.to_string(),
            bundle,
            fallback,
        })
    }

    /// The language for a Discord-style locale tag (`en-US`, `el`, `es-ES`),
    /// falling back to English.
    pub fn lang(&self, locale: &str) -> Arc<Lang> {
        let primary = locale
            .split(['-', '_'])
            .next()
            .unwrap_or("en")
            .to_lowercase();
        self.langs
            .get(&primary)
            .or_else(|| self.langs.get("en"))
            .cloned()
            .expect("English is always loaded")
    }

    pub fn english(&self) -> Arc<Lang> {
        self.lang("en")
    }

    /// The ids of the English messages that start with `prefix`
    /// (`cmd-name-` lists every slash command, subcommand and option).
    pub fn english_ids(prefix: &str) -> Vec<String> {
        let Some(dir) = LOCALES.get_dir("en") else {
            return Vec::new();
        };
        let mut ids: Vec<String> = dir
            .files()
            .filter(|f| f.path().extension().is_some_and(|e| e == "ftl"))
            .filter_map(|f| f.contents_utf8())
            .flat_map(str::lines)
            .filter_map(|line| line.split_once(" = ").map(|(id, _)| id))
            .filter(|id| id.starts_with(prefix) && !id.contains(' '))
            .map(str::to_string)
            .collect();
        ids.sort();
        ids.dedup();
        ids
    }

    /// The languages loaded, English first.
    pub fn codes(&self) -> impl Iterator<Item = &str> {
        LANGUAGES
            .iter()
            .copied()
            .filter(|c| self.langs.contains_key(*c))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::msg;

    #[test]
    fn messages_render_with_arguments_and_unknown_locales_fall_back() {
        let i = I18n::load().unwrap();
        let en = i.lang("pt-BR");
        assert_eq!(en.code(), "en");
        let text = en.tr(&msg!("error-not-legal", action = "fly"));
        assert!(text.contains("fly"), "{text}");
        let lines = en.tr(&Msg::lines(vec![
            msg!("error-not-legal", action = "a"),
            msg!("error-not-legal", action = "b"),
        ]));
        assert_eq!(lines.lines().count(), 2);
    }

    #[test]
    fn hungarian_articles_follow_how_the_word_or_number_is_read() {
        let num = |n: f64| hungarian_article(Some(&FluentValue::from(n)), false);
        let text = |t: &'static str| hungarian_article(Some(&FluentValue::from(t)), false);
        // egy, öt, ötven, ötszáz, ezer, ezerkétszáz, egymillió: "az".
        for n in [1.0, 5.0, 50.0, 57.0, 500.0, 1000.0, 1200.0, 1e6] {
            assert_eq!(num(n), "az", "{n}");
        }
        // kettő, tíz, tizenegy, száz, tízezer, százezer, nulla: "a".
        for n in [2.0, 10.0, 11.0, 100.0, 10000.0, 100000.0, 0.0, 3.0] {
            assert_eq!(num(n), "a", "{n}");
        }
        assert_eq!(text("Endeavor"), "az");
        assert_eq!(text("Ádám"), "az");
        assert_eq!(text("Belfort"), "a");
        assert_eq!(text("**Őszi liga**"), "az");
        assert_eq!(text("5."), "az");
        assert_eq!(text("<@123>"), "a(z)");
        assert_eq!(
            hungarian_article(Some(&FluentValue::from("Ede")), true),
            "Az"
        );
    }

    #[test]
    fn hungarian_messages_choose_a_or_az_for_the_number_they_print() {
        let i = I18n::load().unwrap();
        let hu = i.lang("hu");
        let first = hu.tr(&msg!("seat-taken", user = "Ede", seat = 1));
        let second = hu.tr(&msg!("seat-taken", user = "Ede", seat = 2));
        assert!(first.contains("az 1. helyet"), "{first}");
        assert!(second.contains("a 2. helyet"), "{second}");
        assert!(!first.contains("a(z)") && !second.contains("a(z)"));
    }

    #[test]
    fn spanish_architects_news_says_nobody_has_their_own_rather_than_nada() {
        let i = I18n::load().unwrap();
        let es = i.lang("es");
        let none = es.tr(&msg!(
            "nations-news-architects",
            public = 2,
            own = msg!("nations-label-none")
        ));
        assert!(none.contains("nadie tiene arquitectos propios"), "{none}");
        assert!(!none.contains("nada"), "{none}");
        let some = es.tr(&msg!(
            "nations-news-architects",
            public = 1,
            own = "Ana (1)"
        ));
        assert!(some.contains("propios: Ana (1)"), "{some}");
    }

    #[test]
    fn seats_are_named_at_every_depth_when_the_names_are_known() {
        let i = I18n::load().unwrap();
        let en = i.english();
        let nested = Msg::lines(vec![msg!("error-not-legal", action = Msg::seat(1))]);
        assert!(en.tr(&nested).contains("Seat 2"), "{}", en.tr(&nested));
        let names = ["ann".to_string(), "bob".to_string()];
        let named = Named {
            lang: &en,
            names: &names,
        };
        let text = named.tr(&nested);
        assert!(text.contains("bob") && !text.contains("Seat"), "{text}");
    }
}
