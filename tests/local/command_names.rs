//! Issue 27: a message that tells a player which command to type names it
//! in the player's words (`/παιχνίδι νέο`, as Discord shows the command to
//! a Greek client), and the console takes those words as Discord would.

use crate::common;

use common::console::{texts, JsonConsole};
use longtable::engine::Translate;
use longtable::i18n::I18n;

#[test]
fn messages_name_commands_in_the_readers_words_and_those_words_work() {
    let i18n = I18n::load().unwrap();
    for lang in ["el", "fr", "es", "hu"] {
        let l = i18n.lang(lang);
        let name = |id: &str| l.t(&format!("cmd-name-{id}"));
        let (game, new, join, start, abort) = (
            name("game"),
            name("game-new"),
            name("game-join"),
            name("game-start"),
            name("game-abort"),
        );
        assert_ne!(game, "game", "{lang} has its own name for /game");
        let dir = tempfile::tempdir().unwrap();
        let mut c = JsonConsole::binary(dir.path());
        let alice = format!("alice@{lang}");
        let bob = format!("bob@{lang}");

        // No table yet: the error says how to open one, in the reader's words.
        let told = texts(&c.json(&format!("{alice} /{}", name("actions"))));
        assert!(told.contains(&format!("/{game} {new}")), "{lang}: {told}");
        assert!(!told.contains("/game"), "{lang}: {told}");

        // A command typed short says how it is typed, in the same words.
        let usage = texts(&c.json(&format!("{alice} /{game} {new}")));
        assert!(
            usage.contains(&format!("/{game} {new} <{}>", name("game-new-title"))),
            "{lang}: {usage}"
        );
        assert!(
            !usage.contains("/game") && !usage.contains("<title>"),
            "{lang}: {usage}"
        );

        // Typed as told, with an option in the same language.
        let opened = texts(&c.json(&format!(
            "{alice} /{game} {new} endeavor {}:3",
            name("game-new-players")
        )));
        assert!(opened.contains("Endeavor"), "{lang}: {opened}");
        assert!(
            opened.contains(&format!("/{game} {join}")),
            "{lang}: {opened}"
        );
        assert!(
            opened.contains(&format!("/{game} {start}")),
            "{lang}: {opened}"
        );
        assert!(!opened.contains("/game"), "{lang}: {opened}");
        let joined = texts(&c.json(&format!("{bob} /{game} {join}")));
        assert!(joined.contains("2/3"), "{lang}: {joined}");

        // A question names its confirming command the same way, and typing
        // it closes the table.
        let asked = texts(&c.json(&format!("{alice} /{game} {abort}")));
        let confirm = format!("/{game} {abort} confirm");
        assert!(asked.contains(&confirm), "{lang}: {asked}");
        c.json(&format!("{alice} {confirm}"));
        let after = texts(&c.json(&format!("{bob} /{game} {join}")));
        assert!(after.contains(&format!("/{game} {new}")), "{lang}: {after}");

        // English names keep working for everyone.
        let opened = texts(&c.json(&format!("{alice} /game new belfort players:3")));
        assert!(opened.contains("Belfort"), "{lang}: {opened}");
        c.finish();
    }
}

#[test]
fn free_text_is_left_as_typed() {
    let i18n = I18n::load().unwrap();
    let names = longtable::host::grammar::Names::new(&i18n);
    // `ενέργεια` is the Greek name of /play's `action` option: typed as a
    // move's first word, it stays a move's word.
    assert_eq!(names.canonical("/κίνηση ενέργεια 2"), "/play ενέργεια 2");
    assert_eq!(
        names.canonical("/παιχνίδι αντικατάσταση alice μποτ"),
        "/game replace alice bot"
    );
    assert_eq!(
        names.canonical("/ταμπλό μετά:3 ολόκληρο"),
        "/board at:3 full"
    );
    assert_eq!(
        names.canonical("/κανόνες πώς κερδίζω τίτλος:nations"),
        "/rules πώς κερδίζω title:nations"
    );
    assert_eq!(names.canonical("/unknown x y"), "/unknown x y");
}
