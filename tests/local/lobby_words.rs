//! Issue 27: what a reader sees of a table's title, options and growth
//! bonus is worded for them: the game's name, not its id; the options
//! chosen, not every key and default; "μπόνους χρυσού" in Greek grammar.

use crate::common;

use common::console::{texts, JsonConsole};

#[test]
fn the_lobby_names_the_game_and_only_the_options_chosen() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = JsonConsole::binary(dir.path());
    let opened = texts(&c.json("alice@el /game new nations players:3 ages:3"));
    assert!(opened.contains("τραπέζι Nations"), "{opened}");
    assert!(
        !opened.contains(" nations"),
        "the id, not the name: {opened}"
    );
    assert!(opened.contains("εκτός από ages=3"), "{opened}");
    // Defaults are not listed one by one: the line says they are defaults.
    for default in ["balanced=false", "cards=auto", "hints=on", "turn_time="] {
        assert!(!opened.contains(default), "{default}: {opened}");
    }

    // A table with every option at its default but the table's language
    // (the creator's) says so in one phrase; French elides before a vowel.
    let other = tempfile::tempdir().unwrap();
    let mut c2 = JsonConsole::binary(other.path());
    let opened = texts(&c2.json("bob@fr /game new endeavor players:3"));
    assert!(
        opened.contains("Options : celles par défaut, sauf lang=fr."),
        "{opened}"
    );
    assert!(opened.contains("une table d'Endeavor"), "{opened}");
    c2.finish();

    let started = texts(&c.json("alice@el /game addbot"));
    let started = started + &texts(&c.json("alice@el /game addbot"));
    let started = started + &texts(&c.json("alice@el /game start"));
    assert!(started.contains("Το παιχνίδι Nations ξεκινά"), "{started}");
    c.finish();
}

#[test]
fn the_growth_bonus_reads_in_greek_grammar_and_is_typed_that_way() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = JsonConsole::binary(dir.path());
    c.json("alice@el /game new nations players:2");
    c.json("bob@el /game join");
    c.json("alice@el /game start");
    // Whoever is first to act is offered the growth bonus in the genitive.
    let who = ["alice@el", "bob@el"]
        .into_iter()
        .find(|u| !c.actions(u).is_empty())
        .expect("someone acts first");
    let all = texts(&c.json(&format!("{who} /actions")));
    assert!(all.contains("μπόνους χρυσού"), "{all}");
    assert!(!all.contains("μπόνους χρυσός"), "{all}");
    let played = texts(&c.json(&format!("{who} /play μπόνους χρυσού")));
    assert!(played.contains("μπόνους χρυσού"), "{played}");
    c.finish();
}
