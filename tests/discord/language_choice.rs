//! Which language each reader gets (issue 15), where people meet it:
//! the slash commands Discord shows in their language; a Greek player in
//! an English server answered in Greek while the table speaks English; a
//! server's preferred locale as a new table's language; the console's
//! `--lang` and `/settings language:<code>` for one user.

use crate::common;
use crate::fake_discord;

use common::console::JsonConsole;
use fake_discord::harness::{command, new_options, start_bot, sub};
use fake_discord::{FakeDiscord, FakeUser};
use longtable::engine::{Msg, Translate};
use longtable::i18n::I18n;
use serde_json::{json, Value};
use std::collections::BTreeSet;

/// Discord's locales for the languages besides English.
const LOCALES: [&str; 4] = ["el", "fr", "es-ES", "hu"];

/// The share of letters in `text` that are Greek (0 when it has none).
fn greek_share(text: &str) -> f64 {
    let letters: Vec<char> = text.chars().filter(|c| c.is_alphabetic()).collect();
    if letters.is_empty() {
        return 0.0;
    }
    let greek = letters
        .iter()
        .filter(|c| {
            ('\u{0370}'..='\u{03FF}').contains(*c) || ('\u{1F00}'..='\u{1FFF}').contains(*c)
        })
        .count();
    greek as f64 / letters.len() as f64
}

fn tr(i18n: &I18n, lang: &str, msg: &Msg) -> String {
    i18n.lang(lang).tr(msg)
}

/// Checks one level of registered commands or options: every name and
/// description localized for the four locales within Discord's rules, no
/// two siblings with the same name in any locale; then their options.
fn check_level(items: &[Value], path: &str, problems: &mut Vec<String>) {
    for locale in std::iter::once("").chain(LOCALES) {
        let mut seen = BTreeSet::new();
        for item in items {
            let name = if locale.is_empty() {
                item["name"].as_str().map(str::to_string)
            } else {
                item["name_localizations"][locale]
                    .as_str()
                    .map(str::to_string)
            };
            let Some(name) = name else { continue };
            if !seen.insert(name.clone()) {
                problems.push(format!("{path}: two siblings named {name:?} in {locale:?}"));
            }
        }
    }
    for item in items {
        let name = item["name"].as_str().unwrap_or("?");
        let here = format!("{path}/{name}");
        for locale in LOCALES {
            match item["name_localizations"][locale].as_str() {
                None => problems.push(format!("{here}: no {locale} name")),
                Some(n) if !longtable::discord::commands::valid_name(n) => {
                    problems.push(format!("{here}: {locale} name {n:?} breaks Discord's rule"))
                }
                Some(_) => {}
            }
            match item["description_localizations"][locale].as_str() {
                None => problems.push(format!("{here}: no {locale} description")),
                Some(d) if d.is_empty() || d.chars().count() > 100 => problems.push(format!(
                    "{here}: {locale} description of {} characters",
                    d.chars().count()
                )),
                Some(_) => {}
            }
        }
        for choice in item["choices"].as_array().into_iter().flatten() {
            let value = choice["value"].as_str().unwrap_or("");
            // Titles and languages are proper names, the same everywhere.
            let proper = longtable::i18n::LANGUAGES.contains(&value)
                || ["nations", "endeavor", "belfort"].contains(&value);
            for locale in LOCALES {
                match choice["name_localizations"][locale].as_str() {
                    None if proper => {}
                    None => problems.push(format!("{here}: choice {value}: no {locale} name")),
                    Some(n) if n.is_empty() || n.chars().count() > 100 => {
                        problems.push(format!("{here}: choice {value}: {locale} name {n:?}"))
                    }
                    Some(_) => {}
                }
                // Issue 27: the description names the choices as Discord
                // shows them, never the English value (`on/off`, `easy`).
                let shown = choice["name_localizations"][locale]
                    .as_str()
                    .unwrap_or(value);
                let description = item["description_localizations"][locale]
                    .as_str()
                    .unwrap_or("");
                let words: Vec<&str> = description.split(|c: char| !c.is_alphanumeric()).collect();
                if !proper && shown != value && words.contains(&value) {
                    problems.push(format!(
                        "{here}: {locale} description names choice {value:?}, shown as {shown:?}: {description}"
                    ));
                }
            }
        }
        if let Some(options) = item["options"].as_array() {
            check_level(options, &here, problems);
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn discord_speaks_each_readers_language_and_the_tables() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let registry = longtable::games::registry(None).unwrap();
    let bot = start_bot(&fake, &db, registry, 1).await;
    let i18n = I18n::load().unwrap();

    // The commands as registered: localized names and descriptions for
    // el, fr, es-ES and hu on every command, subcommand and option.
    let put = fake
        .requests()
        .into_iter()
        .find(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        .expect("the commands were registered");
    let commands = put.json.unwrap();
    let mut problems = Vec::new();
    check_level(commands.as_array().unwrap(), "", &mut problems);
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
    // The Greek names are Greek: /κανόνες for /rules.
    let rules = commands
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "rules")
        .unwrap();
    assert_eq!(rules["name_localizations"]["el"], "κανόνες");
    // Issue 27: command names read as one family. /play is a noun in
    // Greek, the bot is "μποτ" as in messages, French asks a "question",
    // and Hungarian /play and /actions and /play's option all differ.
    let named = |cmd: &str, locale: &str| -> String {
        let c = commands
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["name"] == cmd)
            .unwrap();
        c["name_localizations"][locale]
            .as_str()
            .unwrap()
            .to_string()
    };
    assert_eq!(named("play", "el"), "κίνηση");
    assert_eq!(named("rules", "fr"), "règles");
    let option = |cmd: &str, locale: &str| -> String {
        let c = commands
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["name"] == cmd)
            .unwrap();
        c["options"][0]["name_localizations"][locale]
            .as_str()
            .unwrap()
            .to_string()
    };
    assert_eq!(option("rules", "fr"), "question");
    assert_ne!(named("play", "hu"), named("actions", "hu"));
    assert_ne!(named("play", "hu"), option("play", "hu"));
    let game = commands
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "game")
        .unwrap();
    let addbot = game["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "addbot")
        .unwrap();
    assert_eq!(addbot["name_localizations"]["el"], "προσθήκη-μποτ");
    assert_eq!(addbot["name_localizations"]["hu"], "bot");
    let board = commands
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "board")
        .unwrap();
    for o in board["options"].as_array().unwrap() {
        assert_ne!(
            o["name_localizations"]["el"], "σειρά",
            "clashes with «Σειρά σας»"
        );
    }

    // A Greek player in an English server. The table speaks the server's
    // language; what only she reads is in Greek.
    let mut ann = FakeUser::new(1, "ann");
    ann.locale = "el".into();
    let bob = FakeUser::new(2, "bob");
    let channel = "600000000000000001";
    let post = command(&fake, &ann, channel, "game", new_options("nations", 2)).await;
    assert_eq!(post.flags & 64, 0, "the lobby post is public");
    assert!(post.content.contains("lang=en"), "{}", post.content);
    assert_eq!(greek_share(&post.content), 0.0, "{}", post.content);
    let err = command(&fake, &ann, channel, "game", sub("join")).await;
    assert_eq!(err.flags & 64, 64, "an error only she sees");
    assert_eq!(
        err.content,
        tr(&i18n, "el", &Msg::new("error-already-seated"))
    );
    assert!(greek_share(&err.content) > 0.8, "{}", err.content);
    let settings = command(&fake, &ann, channel, "settings", json!([])).await;
    assert!(greek_share(&settings.content) > 0.5, "{}", settings.content);
    // Bob joins: the channel hears it in English.
    let joined = command(&fake, &bob, channel, "game", sub("join")).await;
    assert_eq!(greek_share(&joined.content), 0.0, "{}", joined.content);

    // She chooses Hungarian: her answers follow, on any device.
    let set = command(
        &fake,
        &ann,
        channel,
        "settings",
        json!([{"name": "language", "type": 3, "value": "hu"}]),
    )
    .await;
    assert!(set.content.contains("magyar"), "{}", set.content);
    let err = command(&fake, &ann, channel, "game", sub("join")).await;
    assert_eq!(
        err.content,
        tr(&i18n, "hu", &Msg::new("error-already-seated"))
    );

    // A French server: a new table speaks French, whoever opens it.
    fake.set_guild_locale("fr");
    let other = "600000000000000002";
    let cara = FakeUser::new(3, "cara");
    let post = command(&fake, &cara, other, "game", new_options("belfort", 2)).await;
    assert!(post.content.contains("lang=fr"), "{}", post.content);
    let opened = tr(
        &i18n,
        "fr",
        &Msg::new("lobby-options-more").arg("title", "belfort"),
    );
    assert!(
        post.content.contains(&opened),
        "{}\nwanted: {opened}",
        post.content
    );
    // The localized registration is one Discord accepts.
    if let Some(spec) = fake_discord::openapi::Spec::load() {
        let (n, problems) = spec.check_all(&fake.requests());
        assert!(
            problems.is_empty(),
            "{n} requests:\n{}",
            problems.join("\n")
        );
    }
    bot.stop().await;
}

#[test]
fn the_console_takes_a_default_language_and_one_users_setting() {
    let i18n = I18n::load().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_longtable"));
    cmd.args(["local", "--json", "--seed", "1", "--lang", "el", "--db"])
        .arg(dir.path().join("x.db"))
        .arg("--out")
        .arg(dir.path());
    let mut c = JsonConsole::spawn(cmd);
    // `--lang el`: the table and everyone who names no language speak Greek.
    let n = c.json("ann /game new nations players:2");
    let post = n
        .iter()
        .find(|n| n["to"] == "channel")
        .expect("a lobby post");
    let text = post["text"].as_str().unwrap();
    assert!(text.contains("lang=el"), "{text}");
    // The first line is words; the next lists option names and values.
    let first = text.lines().next().unwrap();
    assert!(greek_share(first) > 0.5, "{text}");
    let n = c.json("ann /game join");
    assert_eq!(
        n[0]["text"].as_str().unwrap(),
        tr(&i18n, "el", &Msg::new("error-already-seated"))
    );
    // Bob switches to French; Ann stays Greek, the table too.
    let n = c.json("bob /settings language:fr");
    let text = n[0]["text"].as_str().unwrap();
    assert!(text.contains("français"), "{text}");
    let n = c.json("bob /game join");
    let post = n.iter().find(|n| n["to"] == "channel").unwrap();
    let first = post["text"].as_str().unwrap().lines().next().unwrap();
    assert!(greek_share(first) > 0.5, "{post}");
    let n = c.json("bob /game join");
    assert_eq!(
        n[0]["text"].as_str().unwrap(),
        tr(&i18n, "fr", &Msg::new("error-already-seated"))
    );
    // The game starts: each seat's "your turn" view (a DM, or the
    // starter's own answer) is in its reader's language, the post in
    // the table's.
    let n = c.json("ann /game start");
    let post = n.iter().find(|n| n["to"] == "channel").unwrap();
    let first = post["text"].as_str().unwrap().lines().next().unwrap();
    assert!(greek_share(first) > 0.5, "{post}");
    let views: Vec<&Value> = n
        .iter()
        .filter(|n| n["to"] != "channel" && !n["images"].as_array().unwrap().is_empty())
        .collect();
    assert!(!views.is_empty(), "{n:#?}");
    for v in views {
        let lang = if v["user"] == "bob" { "fr" } else { "el" };
        let text = v["text"].as_str().unwrap();
        let opening = if v["to"] == "ephemeral" {
            Msg::new("still-your-turn")
        } else {
            Msg::new("your-turn")
                .arg("title", "nations")
                .arg("channel", "table")
        };
        let opening = tr(&i18n, lang, &opening);
        assert!(
            text.starts_with(&opening),
            "{lang}: {text}\nwanted: {opening}"
        );
    }
    // Bob's private view is in French, Ann's in Greek.
    let n = c.json("bob /me");
    let bob_view = n[0]["text"].as_str().unwrap();
    assert_eq!(greek_share(bob_view), 0.0, "{bob_view}");
    let n = c.json("ann /me");
    let ann_view = n[0]["text"].as_str().unwrap();
    assert!(greek_share(ann_view) > 0.3, "{ann_view}");
    // A setting beats the language named on the line (`bob@hu`), as it
    // beats Discord's locale.
    let n = c.json("bob@hu /game join");
    assert_eq!(
        n[0]["text"].as_str().unwrap(),
        tr(&i18n, "fr", &Msg::new("error-already-seated"))
    );
    // A language Longtable doesn't speak: a clear error, nothing changed.
    let n = c.json("bob /settings language:klingon");
    let text = n[0]["text"].as_str().unwrap();
    assert!(
        text.contains("klingon") && text.contains("el, fr"),
        "{text}"
    );
    let n = c.json("bob /game join");
    assert_eq!(
        n[0]["text"].as_str().unwrap(),
        tr(&i18n, "fr", &Msg::new("error-already-seated"))
    );
    // `auto` goes back to the line's language.
    c.json("bob /settings language:auto");
    let n = c.json("bob@hu /game join");
    assert_eq!(
        n[0]["text"].as_str().unwrap(),
        tr(&i18n, "hu", &Msg::new("error-already-seated"))
    );
    c.finish();

    // An unknown --lang stops the console before it reads a line.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_longtable"))
        .args(["local", "--lang", "xx", "--db"])
        .arg(dir.path().join("y.db"))
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--lang xx"));
}
