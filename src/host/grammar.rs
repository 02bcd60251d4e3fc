//! The text form of the command grammar (DESIGN.md), as typed in the
//! local console: `/game new nations players:3 short:true`, `/play 2`.
//! Discord builds the same [`CommandKind`]s from its typed options.

use super::{ActionRef, CommandKind, Confirmable, LeagueCommand};
use crate::engine::Msg;
use crate::msg;
use std::collections::{HashMap, HashSet};

/// Parses one command line (starting with `/`).
pub fn parse(line: &str) -> Result<CommandKind, Msg> {
    let line = line.trim();
    let mut words = line.split_whitespace();
    let head = words.next().unwrap_or("");
    let rest: Vec<&str> = words.collect();
    let usage = |id: &str| msg!("error-usage", usage = Msg::new(id));
    match head.to_lowercase().as_str() {
        "/game" => {
            let (sub, args) = rest.split_first().ok_or_else(|| usage("usage-game"))?;
            match sub.to_lowercase().as_str() {
                "new" => {
                    let (title, args) =
                        args.split_first().ok_or_else(|| usage("usage-game-new"))?;
                    let mut players = None;
                    let mut options = Vec::new();
                    for arg in args {
                        let (name, value) = arg
                            .split_once([':', '='])
                            .ok_or_else(|| msg!("error-bad-argument", argument = *arg))?;
                        if name.eq_ignore_ascii_case("players") {
                            players = Some(
                                value
                                    .parse()
                                    .map_err(|_| msg!("error-bad-argument", argument = *arg))?,
                            );
                        } else {
                            options.push((name.to_string(), value.to_string()));
                        }
                    }
                    Ok(CommandKind::New {
                        title: title.to_string(),
                        players,
                        options,
                    })
                }
                "join" => no_args(args, CommandKind::Join),
                "leave" => confirmable(args, CommandKind::Leave, Confirmable::Leave),
                "start" => no_args(args, CommandKind::Start),
                "status" => no_args(args, CommandKind::Status),
                "abort" => confirmable(args, CommandKind::Abort, Confirmable::Abort),
                "nudge" => no_args(args, CommandKind::Nudge),
                "rules" => match args {
                    [] => Ok(CommandKind::TableRules { upgrade: false }),
                    [up] if up.eq_ignore_ascii_case("upgrade") => {
                        Ok(CommandKind::TableRules { upgrade: true })
                    }
                    [up, yes]
                        if up.eq_ignore_ascii_case("upgrade")
                            && yes.eq_ignore_ascii_case("confirm") =>
                    {
                        Ok(CommandKind::Confirm {
                            what: Confirmable::Rules,
                            table: None,
                        })
                    }
                    _ => Err(usage("usage-game-rules")),
                },
                "transfer" => match args {
                    [user] => Ok(CommandKind::Transfer {
                        user: user.to_string(),
                    }),
                    _ => Err(usage("usage-game-transfer")),
                },
                "addbot" => match args {
                    [] => Ok(CommandKind::AddBot { level: None }),
                    [level] => Ok(CommandKind::AddBot {
                        level: Some(level.to_string()),
                    }),
                    _ => Err(usage("usage-game-addbot")),
                },
                "replace" => match args {
                    [user, by] => Ok(CommandKind::Replace {
                        user: user.to_string(),
                        by: by.to_string(),
                    }),
                    _ => Err(usage("usage-game-replace")),
                },
                "kick" => match args {
                    [user] => Ok(CommandKind::Kick {
                        user: user.to_string(),
                    }),
                    _ => Err(usage("usage-game-kick")),
                },
                "help" | "options" => Ok(CommandKind::Help {
                    title: args.first().map(|s| s.to_string()),
                }),
                other => Err(msg!(
                    "error-unknown-command",
                    command = format!("/game {other}")
                )),
            }
        }
        "/help" => Ok(CommandKind::Help {
            title: rest.first().map(|s| s.to_string()),
        }),
        "/actions" => no_args(&rest, CommandKind::Actions),
        "/hint" => no_args(&rest, CommandKind::Hint),
        "/vacation" => match rest.as_slice() {
            [] => Err(usage("usage-vacation")),
            [off] if off.eq_ignore_ascii_case("off") => Ok(CommandKind::Vacation { length: None }),
            words => Ok(CommandKind::Vacation {
                length: Some(words.join(" ")),
            }),
        },
        "/settings" => {
            let mut reminders = None;
            let mut language = None;
            for arg in &rest {
                match arg.split_once([':', '=']) {
                    Some((k, v)) if k.eq_ignore_ascii_case("reminders") => {
                        reminders = Some(match v.to_lowercase().as_str() {
                            "on" | "true" | "yes" => true,
                            "off" | "false" | "no" => false,
                            _ => return Err(msg!("error-bad-argument", argument = *arg)),
                        })
                    }
                    // Checked by the host, which knows the languages.
                    Some((k, v)) if k.eq_ignore_ascii_case("language") => {
                        language = Some(v.to_string())
                    }
                    _ => return Err(msg!("error-bad-argument", argument = *arg)),
                }
            }
            Ok(CommandKind::Settings {
                reminders,
                language,
            })
        }
        "/clock" => match rest.split_first() {
            Some((sub, by)) if sub.eq_ignore_ascii_case("advance") && !by.is_empty() => {
                Ok(CommandKind::ClockAdvance { by: by.join(" ") })
            }
            _ => Err(usage("usage-clock")),
        },
        "/play" => {
            if rest.is_empty() {
                return Err(usage("usage-play"));
            }
            let text = rest.join(" ");
            let action = match text.parse::<usize>() {
                Ok(n) => ActionRef::Number(n),
                Err(_) => ActionRef::Text(text),
            };
            Ok(CommandKind::Play { action, at: None })
        }
        "/undo" => no_args(&rest, CommandKind::Undo),
        "/board" => {
            let (mut at, mut game, mut full) = (None, None, false);
            for arg in &rest {
                let bad = || msg!("error-bad-argument", argument = *arg);
                if arg.eq_ignore_ascii_case("full") {
                    full = true;
                    continue;
                }
                let (name, value) = arg.split_once([':', '=']).ok_or_else(bad)?;
                match name.to_lowercase().as_str() {
                    "at" => at = Some(value.parse::<i64>().map_err(|_| bad())?),
                    "game" => game = Some(value.parse::<i64>().map_err(|_| bad())?),
                    "full" => full = value.parse::<bool>().map_err(|_| bad())?,
                    _ => return Err(bad()),
                }
            }
            Ok(CommandKind::Board { at, game, full })
        }
        "/history" => match rest.as_slice() {
            [] => Ok(CommandKind::History { n: None }),
            [n] => n
                .parse()
                .map(|n| CommandKind::History { n: Some(n) })
                .map_err(|_| msg!("error-bad-argument", argument = *n)),
            _ => Err(usage("usage-history")),
        },
        "/me" => no_args(&rest, CommandKind::Me),
        "/log" => match rest.as_slice() {
            [] => Ok(CommandKind::Log { n: None }),
            [n] => n
                .parse()
                .map(|n| CommandKind::Log { n: Some(n) })
                .map_err(|_| msg!("error-bad-argument", argument = *n)),
            _ => Err(usage("usage-log")),
        },
        "/rules" => {
            let (title, words) = title_arg(&rest);
            if words.is_empty() {
                return Err(usage("usage-rules"));
            }
            Ok(CommandKind::Rules {
                question: words.join(" "),
                title,
            })
        }
        // The console's form of Discord's Previous/Next buttons under a
        // long section: `/rules-page <title> <lang> <section id> <page>`.
        "/rules-page" => match rest.as_slice() {
            [title, lang, id, page] => Ok(CommandKind::RulesPage {
                title: title.to_string(),
                lang: lang.to_string(),
                id: id.to_string(),
                page: page
                    .parse::<usize>()
                    .ok()
                    .and_then(|p| p.checked_sub(1))
                    .ok_or_else(|| msg!("error-bad-argument", argument = *page))?,
            }),
            _ => Err(usage("usage-rules-page")),
        },
        "/card" => {
            let (title, words) = title_arg(&rest);
            if words.is_empty() {
                return Err(usage("usage-card"));
            }
            Ok(CommandKind::Card {
                name: words.join(" "),
                title,
            })
        }
        "/league" => league(&rest),
        // `/stats [user] [title]`: a word that names a title is the title
        // (the host decides), so `title:` is only needed for clarity.
        "/stats" => {
            let (title, words) = title_arg(&rest);
            match words.as_slice() {
                [] => Ok(CommandKind::Stats { user: None, title }),
                [one] if title.is_none() => Ok(CommandKind::Stats {
                    user: Some(one.to_string()),
                    title: None,
                }),
                [user] => Ok(CommandKind::Stats {
                    user: Some(user.to_string()),
                    title,
                }),
                [user, t] if title.is_none() => Ok(CommandKind::Stats {
                    user: Some(user.to_string()),
                    title: Some(t.to_string()),
                }),
                _ => Err(usage("usage-stats")),
            }
        }
        other => Err(msg!("error-unknown-command", command = other)),
    }
}

/// A command that asks first: bare, it asks; `confirm` answers yes.
fn confirmable(args: &[&str], ask: CommandKind, what: Confirmable) -> Result<CommandKind, Msg> {
    match args {
        [] => Ok(ask),
        [word] if word.eq_ignore_ascii_case("confirm") => {
            Ok(CommandKind::Confirm { what, table: None })
        }
        _ => Err(msg!(
            "error-usage",
            usage = msg!("usage-game-confirm", command = what.command_msg())
        )),
    }
}

/// Takes a `title:<title>` argument out of free words (a question or a
/// card name), wherever it stands.
fn title_arg<'a>(words: &[&'a str]) -> (Option<String>, Vec<&'a str>) {
    let mut title = None;
    let mut rest = Vec::new();
    for w in words {
        match w.split_once(':') {
            Some((k, v)) if k.eq_ignore_ascii_case("title") && !v.is_empty() => {
                title = Some(v.to_lowercase())
            }
            _ => rest.push(*w),
        }
    }
    (title, rest)
}

fn no_args(args: &[&str], kind: CommandKind) -> Result<CommandKind, Msg> {
    match args.first() {
        None => Ok(kind),
        Some(extra) => Err(msg!("error-bad-argument", argument = *extra)),
    }
}

/// `/league create|join|leave|ready|round|standings|season|history|list`.
fn league(rest: &[&str]) -> Result<CommandKind, Msg> {
    let usage = |id: &str| msg!("error-usage", usage = Msg::new(id));
    let all = "usage-league";
    let (sub, args) = rest.split_first().ok_or_else(|| usage(all))?;
    let named = |make: fn(String) -> LeagueCommand, u: &str| match args {
        [name] => Ok(CommandKind::League(make(name.to_string()))),
        _ => Err(usage(u)),
    };
    match sub.to_lowercase().as_str() {
        "create" => match args {
            [name, title, opts @ ..] => {
                let mut options = Vec::new();
                for arg in opts {
                    let (k, v) = arg
                        .split_once([':', '='])
                        .ok_or_else(|| msg!("error-bad-argument", argument = *arg))?;
                    options.push((k.to_string(), v.to_string()));
                }
                Ok(CommandKind::League(LeagueCommand::Create {
                    name: name.to_string(),
                    title: title.to_string(),
                    options,
                }))
            }
            _ => Err(usage("usage-league-create")),
        },
        "join" => named(LeagueCommand::Join, "usage-league-join"),
        "leave" => named(LeagueCommand::Leave, "usage-league-leave"),
        "ready" => named(LeagueCommand::Ready, "usage-league-ready"),
        "round" => named(LeagueCommand::Round, "usage-league-round"),
        "standings" => match args {
            [] => Ok(CommandKind::League(LeagueCommand::Standings(None))),
            [name] => Ok(CommandKind::League(LeagueCommand::Standings(Some(
                name.to_string(),
            )))),
            _ => Err(usage("usage-league-standings")),
        },
        "season" => match args {
            [name, end] if end.eq_ignore_ascii_case("end") => Ok(CommandKind::League(
                LeagueCommand::SeasonEnd(name.to_string()),
            )),
            _ => Err(usage("usage-league-season")),
        },
        "history" => match args {
            [name] => Ok(CommandKind::League(LeagueCommand::History {
                name: name.to_string(),
                season: None,
            })),
            [name, season] => Ok(CommandKind::League(LeagueCommand::History {
                name: name.to_string(),
                season: Some(
                    season
                        .parse()
                        .map_err(|_| msg!("error-bad-argument", argument = *season))?,
                ),
            })),
            _ => Err(usage("usage-league-history")),
        },
        "list" => match args {
            [] => Ok(CommandKind::League(LeagueCommand::List)),
            _ => Err(usage("usage-league-list")),
        },
        other => Err(msg!(
            "error-unknown-command",
            command = format!("/league {other}")
        )),
    }
}

/// The slash commands' names in every language (`cmd-name-<path>`), read
/// back to the canonical English words [`parse`] knows, so the console
/// takes `/παιχνίδι νέο nations παίκτες:3` as Discord would: messages name
/// commands in their reader's words.
pub struct Names {
    /// (parent path, a name in some language, lowercase) -> the child's path.
    child: HashMap<(String, String), String>,
    /// A choice's name in some language (`cmd-choice-<value>`) -> its value.
    choice: HashMap<String, String>,
}

/// Commands whose words after the command are free text (a move, a
/// question, a card name): only their `name:value` options are read back.
const FREE_TEXT: [&str; 3] = ["play", "rules", "card"];

impl Names {
    pub fn new(i18n: &crate::i18n::I18n) -> Names {
        use crate::engine::Translate;
        let paths: Vec<String> = crate::i18n::I18n::english_ids("cmd-name-")
            .into_iter()
            .map(|id| id["cmd-name-".len()..].to_string())
            .collect();
        let known: HashSet<&str> = paths.iter().map(String::as_str).collect();
        let mut child = HashMap::new();
        for path in &paths {
            // The parent is the longest shorter path this one extends.
            let parent = path
                .match_indices('-')
                .map(|(i, _)| &path[..i])
                .rfind(|p| known.contains(p))
                .unwrap_or("");
            for code in i18n.codes() {
                let name = i18n
                    .lang(code)
                    .t(&format!("cmd-name-{path}"))
                    .to_lowercase();
                child.insert((parent.to_string(), name), path.clone());
            }
        }
        let mut choice = HashMap::new();
        for id in crate::i18n::I18n::english_ids("cmd-choice-") {
            let value = id["cmd-choice-".len()..].to_string();
            for code in i18n.codes() {
                choice.insert(i18n.lang(code).t(&id).to_lowercase(), value.clone());
            }
        }
        Names { child, choice }
    }

    fn child(&self, parent: &str, word: &str) -> Option<&str> {
        self.child
            .get(&(parent.to_string(), word.to_lowercase()))
            .map(String::as_str)
    }

    /// `line` with the command, its subcommands, option names and choices
    /// in English, whatever language they were typed in; anything it
    /// doesn't know is left as typed.
    pub fn canonical(&self, line: &str) -> String {
        let last = |path: &str| path.rsplit('-').next().unwrap_or(path).to_string();
        let mut words = line.split_whitespace();
        let Some(head) = words.next() else {
            return String::new();
        };
        let Some(mut path) = head
            .strip_prefix('/')
            .and_then(|name| self.child("", name))
            .map(str::to_string)
        else {
            return line.trim().to_string();
        };
        let free = FREE_TEXT.contains(&path.as_str());
        let mut out = vec![format!("/{}", last(&path))];
        let mut walking = !free;
        for word in words {
            if let Some((name, value)) = word.split_once([':', '=']) {
                if let Some(option) = self.child(&path, name) {
                    let value = match self.choice.get(&value.to_lowercase()) {
                        Some(choice) if !free => choice.as_str(),
                        _ => value,
                    };
                    out.push(format!("{}:{value}", last(option)));
                    continue;
                }
            } else if walking {
                if let Some(sub) = self.child(&path, word) {
                    path = sub.to_string();
                    out.push(last(&path));
                    continue;
                }
            }
            walking = false;
            match self.choice.get(&word.to_lowercase()) {
                Some(value) if !free => out.push(value.clone()),
                _ => out.push(word.to_string()),
            }
        }
        out.join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn league_commands_parse() {
        assert_eq!(
            parse("/league season Cup end"),
            Ok(CommandKind::League(LeagueCommand::SeasonEnd("Cup".into())))
        );
        assert_eq!(
            parse("/league create Cup endeavor points:10,6,3 group:3"),
            Ok(CommandKind::League(LeagueCommand::Create {
                name: "Cup".into(),
                title: "endeavor".into(),
                options: vec![
                    ("points".into(), "10,6,3".into()),
                    ("group".into(), "3".into())
                ],
            }))
        );
        assert_eq!(
            parse("/stats ann endeavor"),
            Ok(CommandKind::Stats {
                user: Some("ann".into()),
                title: Some("endeavor".into())
            })
        );
        assert!(parse("/league season Cup").is_err());
        assert!(parse("/league history Cup x").is_err());
    }

    #[test]
    fn parses_the_grammar() {
        assert_eq!(
            parse("/game new nations players:3 short:true").unwrap(),
            CommandKind::New {
                title: "nations".into(),
                players: Some(3),
                options: vec![("short".into(), "true".into())]
            }
        );
        assert_eq!(
            parse("/play 2").unwrap(),
            CommandKind::Play {
                action: ActionRef::Number(2),
                at: None
            }
        );
        assert_eq!(
            parse("/play  buy   Colossus").unwrap(),
            CommandKind::Play {
                action: ActionRef::Text("buy Colossus".into()),
                at: None
            }
        );
        assert_eq!(parse("/log 5").unwrap(), CommandKind::Log { n: Some(5) });
        assert_eq!(
            parse("/rules what if I can't pay title:Nations").unwrap(),
            CommandKind::Rules {
                question: "what if I can't pay".into(),
                title: Some("nations".into())
            }
        );
        assert_eq!(parse("/game abort").unwrap(), CommandKind::Abort);
        assert_eq!(
            parse("/game abort confirm").unwrap(),
            CommandKind::Confirm {
                what: Confirmable::Abort,
                table: None
            }
        );
        assert_eq!(
            parse("/game leave CONFIRM").unwrap(),
            CommandKind::Confirm {
                what: Confirmable::Leave,
                table: None
            }
        );
        assert_eq!(
            parse("/game transfer bob").unwrap(),
            CommandKind::Transfer { user: "bob".into() }
        );
        assert_eq!(
            parse("/board at:12").unwrap(),
            CommandKind::Board {
                at: Some(12),
                game: None,
                full: false
            }
        );
        assert_eq!(
            parse("/board full").unwrap(),
            CommandKind::Board {
                at: None,
                game: None,
                full: true
            }
        );
        assert_eq!(
            parse("/board game:2 at:0").unwrap(),
            CommandKind::Board {
                at: Some(0),
                game: Some(2),
                full: false
            }
        );
        assert_eq!(parse("/history").unwrap(), CommandKind::History { n: None });
        assert_eq!(
            parse("/history 3").unwrap(),
            CommandKind::History { n: Some(3) }
        );
        assert_eq!(
            parse("/card Sun Tzu").unwrap(),
            CommandKind::Card {
                name: "Sun Tzu".into(),
                title: None
            }
        );
    }

    #[test]
    fn bad_input_is_a_message_not_a_panic() {
        assert_eq!(parse("/dance").unwrap_err().id, "error-unknown-command");
        assert_eq!(parse("/game").unwrap_err().id, "error-usage");
        assert_eq!(
            parse("/game new x players:lots").unwrap_err().id,
            "error-bad-argument"
        );
        assert_eq!(
            parse("/game join now").unwrap_err().id,
            "error-bad-argument"
        );
        assert_eq!(parse("").unwrap_err().id, "error-unknown-command");
        assert_eq!(parse("/rules title:nations").unwrap_err().id, "error-usage");
        assert_eq!(parse("/card").unwrap_err().id, "error-usage");
        assert_eq!(parse("/game abort now").unwrap_err().id, "error-usage");
        assert_eq!(parse("/board 12").unwrap_err().id, "error-bad-argument");
        assert_eq!(parse("/board when:1").unwrap_err().id, "error-bad-argument");
        assert_eq!(parse("/board at:x").unwrap_err().id, "error-bad-argument");
        assert_eq!(parse("/game transfer").unwrap_err().id, "error-usage");
    }

    #[test]
    fn bot_commands_parse_and_bad_ones_say_their_usage() {
        assert_eq!(
            parse("/game addbot").unwrap(),
            CommandKind::AddBot { level: None }
        );
        assert_eq!(
            parse("/game addbot hard").unwrap(),
            CommandKind::AddBot {
                level: Some("hard".into())
            }
        );
        assert_eq!(
            parse("/game replace bob bot").unwrap(),
            CommandKind::Replace {
                user: "bob".into(),
                by: "bot".into()
            }
        );
        assert_eq!(parse("/game replace bob").unwrap_err().id, "error-usage");
        assert_eq!(parse("/game addbot a b").unwrap_err().id, "error-usage");
    }
}
