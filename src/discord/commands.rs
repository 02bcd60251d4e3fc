//! The slash commands: their registration (typed options, descriptions in
//! every language that has them) and their reading into the host's
//! [`CommandKind`].

use crate::discord::codec::typed_action;
use crate::engine::Msg;
use crate::host::CommandKind;
use crate::i18n::I18n;
use serenity::all::{
    CommandData, CommandOptionType, CreateCommand, CreateCommandOption, InteractionContext,
    ResolvedOption, ResolvedValue, Unresolved,
};

/// Discord's locale tags for the languages Longtable speaks besides
/// English (see `crate::i18n::LANGUAGES`).
const DISCORD_LOCALES: [(&str, &str); 4] =
    [("el", "el"), ("fr", "fr"), ("es", "es-ES"), ("hu", "hu")];

/// The most players any title seats; Discord checks the bound.
const MAX_PLAYERS: u64 = 10;

struct Describe<'a>(&'a I18n);

impl Describe<'_> {
    fn text(&self, lang: &str, id: &str) -> Option<String> {
        let l = self.0.lang(lang);
        (l.code() == lang && l.has(id)).then(|| {
            let mut t = crate::engine::Translate::tr(&*l, &Msg::new(id));
            truncate(&mut t, 100);
            t
        })
    }
    /// The name of a command, subcommand or option (described by
    /// `discord-cmd-<path>`) in `lang`: `cmd-name-<path>` in names.ftl. A
    /// name Discord would refuse is left out (and logged), since one bad
    /// name fails the whole registration.
    fn name(&self, lang: &str, id: &str) -> Option<String> {
        let path = id.strip_prefix("discord-cmd-")?;
        self.checked(lang, &format!("cmd-name-{path}"), valid_name)
    }
    /// A choice's name in `lang` (`cmd-choice-<value>`).
    fn choice(&self, lang: &str, value: &str) -> Option<String> {
        self.checked(lang, &format!("cmd-choice-{value}"), |n| {
            (1..=100).contains(&n.chars().count())
        })
    }
    fn checked(&self, lang: &str, id: &str, ok: fn(&str) -> bool) -> Option<String> {
        let l = self.0.lang(lang);
        if l.code() != lang || !l.has(id) {
            return None;
        }
        let name = crate::engine::Translate::tr(&*l, &Msg::new(id));
        if ok(&name) {
            Some(name)
        } else {
            tracing::warn!(%lang, %id, %name, "a localized command name Discord would refuse is left out");
            None
        }
    }
    fn command(&self, name: &str, id: &str) -> CreateCommand {
        // Tables live in guild channels and threads, not in DMs.
        let mut c = CreateCommand::new(name)
            .description(self.text("en", id).unwrap_or_default())
            .contexts(vec![InteractionContext::Guild]);
        for (lang, locale) in DISCORD_LOCALES {
            if let Some(t) = self.text(lang, id) {
                c = c.description_localized(locale, t);
            }
            if let Some(n) = self.name(lang, id) {
                c = c.name_localized(locale, n);
            }
        }
        c
    }
    fn option(&self, kind: CommandOptionType, name: &str, id: &str) -> CreateCommandOption {
        let mut o = CreateCommandOption::new(kind, name, self.text("en", id).unwrap_or_default());
        for (lang, locale) in DISCORD_LOCALES {
            if let Some(t) = self.text(lang, id) {
                o = o.description_localized(locale, t);
            }
            if let Some(n) = self.name(lang, id) {
                o = o.name_localized(locale, n);
            }
        }
        o
    }
    /// Adds choices whose names are words (`easy`, `on`), each with its
    /// name in every language (Discord sends back the value).
    fn choices(&self, o: CreateCommandOption, values: &[&str]) -> CreateCommandOption {
        values.iter().fold(o, |o, v| {
            let names: Vec<(&str, String)> = DISCORD_LOCALES
                .iter()
                .filter_map(|(lang, locale)| Some((*locale, self.choice(lang, v)?)))
                .collect();
            let english = self.choice("en", v).unwrap_or_else(|| v.to_string());
            o.add_string_choice_localized(english, *v, names)
        })
    }
}

/// Discord's rule for a command or option name in any language: 1 to 32
/// letters, digits, `-` or `_`, lowercase where the script has case.
pub fn valid_name(name: &str) -> bool {
    (1..=32).contains(&name.chars().count())
        && name
            .chars()
            .all(|c| c.is_alphabetic() || c.is_numeric() || c == '-' || c == '_')
        && name.to_lowercase() == name
}

/// Cuts a string to at most `max` characters.
pub fn truncate(s: &mut String, max: usize) {
    if let Some((i, _)) = s.char_indices().nth(max) {
        s.truncate(i);
    }
}

/// Every command of the grammar in DESIGN.md that the host serves.
pub fn definitions(i18n: &I18n, titles: &[&str]) -> Vec<CreateCommand> {
    use CommandOptionType as T;
    let d = Describe(i18n);
    let sub = |name: &str| d.option(T::SubCommand, name, &format!("discord-cmd-game-{name}"));
    let title_option = |required: bool, id: &str| {
        titles.iter().fold(
            d.option(T::String, "title", id).required(required),
            |o, t| o.add_string_choice(*t, *t),
        )
    };
    let game = d
        .command("game", "discord-cmd-game")
        .add_option(
            sub("new")
                .add_sub_option(title_option(true, "discord-cmd-game-new-title"))
                .add_sub_option(
                    d.option(T::Integer, "players", "discord-cmd-game-new-players")
                        .min_int_value(1)
                        .max_int_value(MAX_PLAYERS),
                )
                .add_sub_option(
                    d.option(T::String, "options", "discord-cmd-game-new-options")
                        .set_autocomplete(true),
                ),
        )
        .add_option(sub("join"))
        .add_option(sub("leave"))
        .add_option(sub("start"))
        .add_option(sub("status"))
        .add_option(sub("abort"))
        .add_option(sub("nudge"))
        .add_option(sub("check"))
        .add_option(
            sub("kick").add_sub_option(
                d.option(T::User, "user", "discord-cmd-game-kick-user")
                    .required(true),
            ),
        )
        .add_option(sub("addbot").add_sub_option(d.choices(
            d.option(T::String, "level", "discord-cmd-game-addbot-level"),
            &["easy", "normal", "hard"],
        )))
        .add_option(
            sub("transfer").add_sub_option(
                d.option(T::User, "user", "discord-cmd-game-transfer-user")
                    .required(true),
            ),
        )
        .add_option(
            sub("replace")
                .add_sub_option(
                    d.option(T::String, "user", "discord-cmd-game-replace-user")
                        .required(true),
                )
                .add_sub_option(d.option(T::User, "player", "discord-cmd-game-replace-player"))
                .add_sub_option(d.choices(
                    d.option(T::String, "by", "discord-cmd-game-replace-by"),
                    &["bot", "easy", "normal", "hard", "me"],
                )),
        )
        .add_option(sub("rules").add_sub_option(d.option(
            T::Boolean,
            "upgrade",
            "discord-cmd-game-rules-upgrade",
        )))
        .add_option(sub("help").add_sub_option(title_option(false, "discord-cmd-game-help-title")));
    let lsub = |name: &str| d.option(T::SubCommand, name, &format!("discord-cmd-league-{name}"));
    let league_name = |required: bool| {
        d.option(T::String, "name", "discord-cmd-league-name")
            .required(required)
            .max_length(32)
    };
    let league = d
        .command("league", "discord-cmd-league")
        .add_option(
            lsub("create")
                .add_sub_option(league_name(true))
                .add_sub_option(title_option(true, "discord-cmd-league-title"))
                .add_sub_option(
                    d.option(T::String, "options", "discord-cmd-league-options")
                        .max_length(200),
                ),
        )
        .add_option(lsub("join").add_sub_option(league_name(true)))
        .add_option(lsub("leave").add_sub_option(league_name(true)))
        .add_option(lsub("ready").add_sub_option(league_name(true)))
        .add_option(lsub("round").add_sub_option(league_name(true)))
        .add_option(lsub("standings").add_sub_option(league_name(false)))
        .add_option(
            lsub("season")
                .add_sub_option(league_name(true))
                .add_sub_option(
                    d.choices(
                        d.option(T::String, "action", "discord-cmd-league-season-action")
                            .required(true),
                        &["end"],
                    ),
                ),
        )
        .add_option(
            lsub("history")
                .add_sub_option(league_name(true))
                .add_sub_option(
                    d.option(T::Integer, "season", "discord-cmd-league-history-season")
                        .min_int_value(1),
                ),
        )
        .add_option(lsub("list"));
    vec![
        game,
        league,
        d.command("stats", "discord-cmd-stats")
            .add_option(d.option(T::User, "user", "discord-cmd-stats-user"))
            .add_option(title_option(false, "discord-cmd-stats-title")),
        d.command("actions", "discord-cmd-actions"),
        d.command("hint", "discord-cmd-hint"),
        d.command("vacation", "discord-cmd-vacation").add_option(
            d.option(T::String, "length", "discord-cmd-vacation-length")
                .required(true)
                .max_length(20),
        ),
        d.command("settings", "discord-cmd-settings")
            .add_option(d.choices(
                d.option(T::String, "reminders", "discord-cmd-settings-reminders"),
                &["on", "off"],
            ))
            .add_option(language_option(&d)),
        d.command("play", "discord-cmd-play").add_option(
            d.option(T::String, "action", "discord-cmd-play-action")
                .required(true)
                .set_autocomplete(true),
        ),
        d.command("undo", "discord-cmd-undo"),
        d.command("board", "discord-cmd-board")
            .add_option(
                d.option(T::Integer, "at", "discord-cmd-board-at")
                    .min_int_value(0),
            )
            .add_option(d.option(T::Boolean, "full", "discord-cmd-board-full")),
        d.command("history", "discord-cmd-history").add_option(
            d.option(T::Integer, "n", "discord-cmd-history-n")
                .min_int_value(1)
                .max_int_value(20),
        ),
        d.command("me", "discord-cmd-me"),
        d.command("log", "discord-cmd-log").add_option(
            d.option(T::Integer, "n", "discord-cmd-log-n")
                .min_int_value(1)
                .max_int_value(50),
        ),
        d.command("rules", "discord-cmd-rules")
            .add_option(
                d.option(T::String, "question", "discord-cmd-rules-question")
                    .required(true)
                    .max_length(200),
            )
            .add_option(title_option(false, "discord-cmd-rules-title")),
        d.command("card", "discord-cmd-card")
            .add_option(
                d.option(T::String, "name", "discord-cmd-card-name")
                    .required(true)
                    .set_autocomplete(true),
            )
            .add_option(title_option(false, "discord-cmd-card-title")),
    ]
}

/// `/settings language`: `auto`, then each language by its own name
/// (how a reader looks for theirs, so the same in every locale).
fn language_option(d: &Describe) -> CreateCommandOption {
    let auto = d.choices(
        d.option(
            CommandOptionType::String,
            "language",
            "discord-cmd-settings-language",
        ),
        &[crate::host::language::AUTO],
    );
    crate::i18n::LANGUAGES.iter().fold(auto, |o, code| {
        let own =
            crate::engine::Translate::tr(&*d.0.lang(code), &crate::host::language::name(code));
        // A label: capitalised ("français" -> "Français").
        let mut chars = own.chars();
        let label: String = chars
            .next()
            .map(|c| c.to_uppercase().chain(chars).collect())
            .unwrap_or_default();
        o.add_string_choice(label, *code)
    })
}

fn string<'a>(opts: &'a [ResolvedOption<'a>], name: &str) -> Option<&'a str> {
    opts.iter()
        .find(|o| o.name == name)
        .and_then(|o| match &o.value {
            ResolvedValue::String(s) => Some(*s),
            ResolvedValue::Autocomplete { value, .. } => Some(*value),
            _ => None,
        })
}

fn boolean(opts: &[ResolvedOption<'_>], name: &str) -> Option<bool> {
    opts.iter()
        .find(|o| o.name == name)
        .and_then(|o| match o.value {
            ResolvedValue::Boolean(b) => Some(b),
            _ => None,
        })
}

fn integer(opts: &[ResolvedOption<'_>], name: &str) -> Option<i64> {
    opts.iter()
        .find(|o| o.name == name)
        .and_then(|o| match o.value {
            ResolvedValue::Integer(n) => Some(n),
            _ => None,
        })
}

fn user(opts: &[ResolvedOption<'_>], name: &str) -> Option<String> {
    opts.iter()
        .find(|o| o.name == name)
        .and_then(|o| match &o.value {
            ResolvedValue::User(u, _) => Some(u.id.to_string()),
            ResolvedValue::Unresolved(Unresolved::User(id)) => Some(id.to_string()),
            ResolvedValue::String(s) => Some(s.to_string()),
            _ => None,
        })
}

/// Reads `name:value` pairs separated by spaces (or by a comma followed by
/// another `name:`). A comma inside a value stays in it, so per-seat lists
/// can be typed: `difficulty:king,emperor guild_list:masons,miners` is two
/// options. A bare word is a flag (`quick` = `quick:true`).
pub fn table_options(text: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for word in text.split_whitespace() {
        // Within a word, a comma ends the value only when `name:` follows.
        let mut continues = false;
        for part in word.split(',') {
            match part.split_once([':', '=']) {
                Some((k, v)) => {
                    out.push((k.trim().to_string(), v.trim().to_string()));
                    continues = true;
                }
                None if part.is_empty() => {}
                None => match out.last_mut() {
                    Some((_, value)) if continues => {
                        value.push(',');
                        value.push_str(part);
                    }
                    _ => out.push((part.to_string(), "true".to_string())),
                },
            }
        }
    }
    out
}

/// Discord shows at most 25 suggestions, each at most 100 characters.
const MAX_SUGGESTIONS: usize = 25;
const MAX_SUGGESTION_LEN: usize = 100;

/// Suggestions for the `/game new` options field as the user types: the
/// option names not yet given, and for the option being typed the values
/// it takes (choices, `true|false`, a small number range). Free text (a
/// per-seat list) is offered as typed. Each suggestion is the whole field.
pub fn option_suggestions(specs: &[crate::engine::OptionSpec], typed: &str) -> Vec<String> {
    use crate::engine::OptionKind;
    let (head, last) = match typed.rfind(char::is_whitespace) {
        Some(i) => typed.split_at(i + 1),
        None => ("", typed),
    };
    let given: Vec<String> = table_options(head).into_iter().map(|(k, _)| k).collect();
    let mut out = Vec::new();
    if !typed.trim().is_empty() {
        out.push(typed.to_string());
    }
    match last.split_once([':', '=']) {
        Some((name, value)) => {
            if let Some(spec) = specs.iter().find(|s| s.name.eq_ignore_ascii_case(name)) {
                // In a list (`king,emp`) only the part after the last comma is
                // being typed.
                let (done, partial) = match value.rfind(',') {
                    Some(i) => value.split_at(i + 1),
                    None => ("", value),
                };
                let values: Vec<String> = match &spec.kind {
                    OptionKind::Choice(v) => v.iter().map(|s| s.to_string()).collect(),
                    OptionKind::Bool => vec!["true".into(), "false".into()],
                    OptionKind::Int { min, max } if max - min < 25 => {
                        (*min..=*max).map(|n| n.to_string()).collect()
                    }
                    _ => Vec::new(),
                };
                out.extend(
                    values
                        .into_iter()
                        .filter(|v| v.starts_with(&partial.to_lowercase()))
                        .map(|v| format!("{head}{}:{done}{v}", spec.name)),
                );
            }
        }
        None => out.extend(
            specs
                .iter()
                .filter(|s| s.name.starts_with(&last.to_lowercase()))
                .filter(|s| !given.iter().any(|g| g.eq_ignore_ascii_case(s.name)))
                .map(|s| format!("{head}{}:", s.name)),
        ),
    }
    out.dedup();
    out.retain(|s| s.chars().count() <= MAX_SUGGESTION_LEN);
    out.truncate(MAX_SUGGESTIONS);
    out
}

/// `/game check`, which the front end answers itself (the bot's
/// permissions in the channel are Discord's to say).
pub fn is_check(data: &CommandData) -> bool {
    data.name == "game" && data.options().first().is_some_and(|o| o.name == "check")
}

/// The host command for a slash command, or `None` for a command this
/// version does not know (left over from an older registration).
pub fn read(data: &CommandData) -> Option<CommandKind> {
    let opts = data.options();
    Some(match data.name.as_str() {
        "game" => {
            let first = opts.first()?;
            let ResolvedValue::SubCommand(sub) = &first.value else {
                return None;
            };
            match first.name {
                "new" => CommandKind::New {
                    title: string(sub, "title")?.to_string(),
                    players: integer(sub, "players").and_then(|n| usize::try_from(n).ok()),
                    options: string(sub, "options")
                        .map(table_options)
                        .unwrap_or_default(),
                },
                "join" => CommandKind::Join,
                "leave" => CommandKind::Leave,
                "start" => CommandKind::Start,
                "status" => CommandKind::Status,
                "abort" => CommandKind::Abort,
                "nudge" => CommandKind::Nudge,
                "rules" => CommandKind::TableRules {
                    upgrade: boolean(sub, "upgrade").unwrap_or(false),
                },
                "kick" => CommandKind::Kick {
                    user: user(sub, "user")?,
                },
                "help" => CommandKind::Help {
                    title: string(sub, "title").map(str::to_string),
                },
                // A person (`player`) or a bot level / `me` (`by`).
                "replace" => CommandKind::Replace {
                    user: string(sub, "user")?.to_string(),
                    by: user(sub, "player")
                        .or_else(|| string(sub, "by").map(str::to_string))
                        .unwrap_or_default(),
                },
                "transfer" => CommandKind::Transfer {
                    user: user(sub, "user")?,
                },
                "addbot" => CommandKind::AddBot {
                    level: string(sub, "level").map(str::to_string),
                },
                _ => return None,
            }
        }
        "league" => {
            use crate::host::LeagueCommand as L;
            let first = opts.first()?;
            let ResolvedValue::SubCommand(sub) = &first.value else {
                return None;
            };
            let name = || string(sub, "name").map(str::to_string);
            CommandKind::League(match first.name {
                "create" => L::Create {
                    name: name()?,
                    title: string(sub, "title")?.to_string(),
                    options: string(sub, "options")
                        .map(table_options)
                        .unwrap_or_default(),
                },
                "join" => L::Join(name()?),
                "leave" => L::Leave(name()?),
                "ready" => L::Ready(name()?),
                "round" => L::Round(name()?),
                "standings" => L::Standings(name()),
                "season" => L::SeasonEnd(name()?),
                "history" => L::History {
                    name: name()?,
                    season: integer(sub, "season"),
                },
                "list" => L::List,
                _ => return None,
            })
        }
        "stats" => CommandKind::Stats {
            user: user(&opts, "user"),
            title: string(&opts, "title").map(str::to_string),
        },
        "actions" => CommandKind::Actions,
        "hint" => CommandKind::Hint,
        "vacation" => CommandKind::Vacation {
            length: Some(string(&opts, "length")?)
                .filter(|l| !l.trim().eq_ignore_ascii_case("off"))
                .map(str::to_string),
        },
        "settings" => CommandKind::Settings {
            reminders: string(&opts, "reminders").map(|v| v == "on"),
            language: string(&opts, "language").map(str::to_string),
        },
        "play" => CommandKind::Play {
            action: typed_action(string(&opts, "action")?),
            at: None,
        },
        "undo" => CommandKind::Undo,
        "board" => CommandKind::Board {
            at: integer(&opts, "at"),
            game: integer(&opts, "game"),
            full: boolean(&opts, "full").unwrap_or(false),
        },
        "history" => CommandKind::History {
            n: integer(&opts, "n").and_then(|n| usize::try_from(n).ok()),
        },
        "me" => CommandKind::Me,
        "log" => CommandKind::Log {
            n: integer(&opts, "n").and_then(|n| usize::try_from(n).ok()),
        },
        "rules" => CommandKind::Rules {
            question: string(&opts, "question")?.to_string(),
            title: string(&opts, "title").map(str::to_string),
        },
        "card" => CommandKind::Card {
            name: string(&opts, "name")?.to_string(),
            title: string(&opts, "title").map(str::to_string),
        },
        _ => return None,
    })
}

/// Commands deferred at once (an ephemeral "thinking…" first, the answer
/// edited in): `/hint`'s search takes a while.
pub fn defer_at_once(kind: &CommandKind) -> bool {
    matches!(kind, CommandKind::Hint)
}

/// Commands whose answer is for the sender alone, so a deferral is
/// ephemeral too.
pub fn private_answer(kind: &CommandKind) -> bool {
    matches!(
        kind,
        CommandKind::Actions
            | CommandKind::Hint
            | CommandKind::Me
            | CommandKind::Board { .. }
            | CommandKind::History { .. }
            | CommandKind::Abort
            | CommandKind::Help { .. }
            | CommandKind::Rules { .. }
            | CommandKind::RulesPage { .. }
            | CommandKind::Card { .. }
            | CommandKind::Vacation { .. }
            | CommandKind::Settings { .. }
            | CommandKind::Stats { .. }
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_has_an_english_description_within_limits() {
        let i18n = I18n::load().unwrap();
        let defs = definitions(&i18n, &["race", "nations"]);
        let json = serde_json::to_value(&defs).unwrap();
        let mut n = 0;
        fn walk(v: &serde_json::Value, n: &mut usize) {
            if let Some(d) = v.get("description") {
                let d = d.as_str().unwrap();
                assert!(!d.is_empty() && d.chars().count() <= 100, "{v}");
                assert!(!d.starts_with("discord-"), "untranslated: {d}");
                *n += 1;
            }
            if let Some(opts) = v.get("options").and_then(|o| o.as_array()) {
                for o in opts {
                    walk(o, n);
                }
            }
        }
        for c in json.as_array().unwrap() {
            walk(c, &mut n);
        }
        assert!(n > 20, "{n}");
    }

    #[test]
    fn every_command_and_option_has_a_name_in_every_language() {
        let i18n = I18n::load().unwrap();
        let defs = definitions(&i18n, &["race", "nations"]);
        let json = serde_json::to_value(&defs).unwrap();
        let mut missing = Vec::new();
        fn walk(v: &serde_json::Value, path: &str, missing: &mut Vec<String>) {
            let path = format!("{path}/{}", v["name"].as_str().unwrap());
            for (lang, locale) in DISCORD_LOCALES {
                match v["name_localizations"][locale].as_str() {
                    Some(n) if valid_name(n) => {}
                    other => missing.push(format!("{path} in {lang}: {other:?}")),
                }
            }
            for o in v["options"].as_array().into_iter().flatten() {
                walk(o, &path, missing);
            }
        }
        for c in json.as_array().unwrap() {
            walk(c, "", &mut missing);
        }
        assert!(missing.is_empty(), "{missing:#?}");
        // English names.ftl names each thing by its canonical name (the
        // last part of its id), which the router reads back.
        let en = include_str!("../../assets/locales/en/names.ftl");
        for line in en.lines().filter(|l| l.starts_with("cmd-name-")) {
            let (id, name) = line.split_once(" = ").unwrap();
            assert_eq!(id.rsplit('-').next(), Some(name), "{line}");
        }
        assert!(valid_name("κανόνες") && valid_name("ajouter-bot") && valid_name("új"));
        assert!(!valid_name("Κανόνες") && !valid_name("two words") && !valid_name(""));
        assert!(!valid_name(&"a".repeat(33)));
    }

    #[test]
    fn options_are_read_as_pairs() {
        assert_eq!(
            table_options("era:ancient, long=true  quick"),
            vec![
                ("era".into(), "ancient".into()),
                ("long".into(), "true".into()),
                ("quick".into(), "true".into())
            ]
        );
    }

    #[test]
    fn the_options_field_suggests_names_then_values() {
        use crate::engine::OptionSpec;
        let specs = vec![
            OptionSpec::choice("sides", &["a", "b"], "a", "x"),
            OptionSpec::bool("short", false, "x"),
            OptionSpec::text("difficulty", "prince", "x"),
            OptionSpec::int("ages", 1, 4, "4", "x"),
        ];
        assert_eq!(option_suggestions(&specs, "s"), ["s", "sides:", "short:"]);
        assert_eq!(
            option_suggestions(&specs, "sides:a s"),
            ["sides:a s", "sides:a short:"],
            "an option already given is not offered again"
        );
        assert_eq!(
            option_suggestions(&specs, "ages:"),
            ["ages:", "ages:1", "ages:2", "ages:3", "ages:4"]
        );
        // Free text is offered as typed, commas and all.
        assert_eq!(
            option_suggestions(&specs, "difficulty:king,emperor"),
            ["difficulty:king,emperor"]
        );
    }

    #[test]
    fn a_comma_inside_a_value_stays_in_it() {
        assert_eq!(
            table_options("difficulty:king,emperor guild_list:masons,miners,inn short"),
            vec![
                ("difficulty".into(), "king,emperor".into()),
                ("guild_list".into(), "masons,miners,inn".into()),
                ("short".into(), "true".into())
            ]
        );
        // A comma followed by another `name:` still separates.
        assert_eq!(
            table_options("ages:2,sides:b"),
            vec![("ages".into(), "2".into()), ("sides".into(), "b".into())]
        );
    }
}
