//! Issue 27 through `longtable local --json`, as a player meets it:
//! `/rules` answers a question in the language it is written in whatever
//! the asker's own, `/card` finds a name in any language and gives the
//! table's name for it, and a mistyped `/play` gets up to three close
//! legal moves, privately, with nothing played.

use crate::common;

use common::console::JsonConsole;
use std::process::Command;

fn console(dir: &std::path::Path, lang: &str) -> JsonConsole {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_longtable"));
    cmd.args(["local", "--json", "--seed", "1", "--lang", lang, "--db"])
        .arg(dir.join("x.db"))
        .arg("--out")
        .arg(dir);
    JsonConsole::spawn(cmd)
}

fn text(n: &serde_json::Value) -> &str {
    n["text"].as_str().unwrap_or("")
}

#[test]
fn rules_answers_a_question_in_its_own_language_whatever_the_askers() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = JsonConsole::binary(dir.path());
    // Stability (Nations 2.2) asked in Greek, French and Hungarian by a
    // player whose Discord is in English: the section in the question's
    // language, first.
    for (ask, lang, heading) in [
        ("τι ανεβάζει τη σταθερότητα", "el", "Σταθερότητα"),
        ("qu'est-ce qui fait baisser la stabilité", "fr", "Stabilité"),
        ("mitől csökken a stabilitás", "hu", "Stabilitás"),
        ("¿la estabilidad tiene un máximo?", "es", "Estabilidad"),
    ] {
        let n = c.json(&format!("ann@en /rules {ask} title:nations"));
        assert_eq!(n.len(), 1, "{n:?}");
        assert_eq!(n[0]["to"], "ephemeral");
        let hits = n[0]["hits"].as_array().expect("hits");
        assert_eq!(hits[0]["lang"], lang, "{ask}: {hits:?}");
        assert!(
            hits[0]["covers"]
                .as_array()
                .unwrap()
                .iter()
                .any(|c| c == "2.2"),
            "{ask}: {hits:?}"
        );
        assert!(text(&n[0]).contains(heading), "{ask}: {}", text(&n[0]));
        // Answered in the question's language: no "nothing matched in your
        // language" note in English.
        assert!(!text(&n[0]).contains("Nothing matched"), "{}", text(&n[0]));
    }
    // An English question from a French player is answered in English.
    let n = c.json("ann@fr /rules how does war work title:nations");
    assert_eq!(n[0]["hits"][0]["lang"], "en", "{n:?}");
    // A word that is the same in two languages decides nothing: the
    // asker's language stays ("famine" is English and French).
    let n = c.json("ann@fr /rules famine title:nations");
    assert_eq!(n[0]["hits"][0]["lang"], "fr", "{n:?}");
    let n = c.json("ann@en /rules famine title:nations");
    assert_eq!(n[0]["hits"][0]["lang"], "en", "{n:?}");
}

#[test]
fn card_finds_a_name_in_any_language_and_gives_the_tables_name() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = JsonConsole::binary(dir.path());
    // The French name from an English player: Belfort's Pub, in English.
    let n = c.json("ann@en /card Taverne");
    assert_eq!(n[0]["to"], "ephemeral");
    assert!(text(&n[0]).contains("Pub"), "{}", text(&n[0]));
    assert!(!text(&n[0]).contains("No card"), "{}", text(&n[0]));
    // A Greek player typing the Hungarian name reads the Greek one.
    let el = longtable::content::i18n::text("belfort", "el", "building", "pub", "name").unwrap();
    let hu = longtable::content::i18n::text("belfort", "hu", "building", "pub", "name").unwrap();
    let n = c.json(&format!("eva@el /card {hu} title:belfort"));
    assert!(text(&n[0]).contains(el), "{}", text(&n[0]));
    // Outside a table there is no table's name to give.
    assert!(!text(&n[0]).contains("Taverne"), "{}", text(&n[0]));
    drop(c);

    // In the channel of a French table, an English player asking in
    // English also reads the name the board shows.
    let dir = tempfile::tempdir().unwrap();
    let mut c = console(dir.path(), "fr");
    c.json("alice /game new belfort players:2");
    let n = c.json("ann@en /card Pub");
    let t = text(&n[0]);
    assert!(t.contains("On this table's board: Taverne"), "{t}");
    // A reader of the table's language is not told its own name again.
    let n = c.json("bob@fr /card Pub");
    assert!(
        !text(&n[0]).contains("plateau de cette table"),
        "{}",
        text(&n[0])
    );
}

/// Starts a 3-player Nations game; returns the console and the user whose
/// turn it is with their legal actions.
fn nations_turn(dir: &std::path::Path) -> (JsonConsole, String, Vec<String>) {
    let mut c = JsonConsole::binary(dir);
    c.json("alice@en /game new nations players:3");
    c.json("bob@fr /game join");
    c.json("carol@hu /game join");
    c.json("alice@en /game start");
    // Growth and other choices first, until a seat may buy a card.
    for _ in 0..40 {
        let mut acted = false;
        for u in ["alice@en", "bob@fr", "carol@hu"] {
            let actions = c.actions(u);
            if actions.iter().any(|a| a.starts_with("buy ")) {
                return (c, u.to_string(), actions);
            }
            if !actions.is_empty() && !acted {
                c.json(&format!("{u} /play 1"));
                acted = true;
            }
        }
    }
    panic!("nobody may buy a card");
}

#[test]
fn a_mistyped_move_gets_close_legal_moves_privately_and_nothing_is_played() {
    let dir = tempfile::tempdir().unwrap();
    let (mut c, user, legal) = nations_turn(dir.path());
    let buy = legal
        .iter()
        .find(|a| a.starts_with("buy "))
        .unwrap()
        .clone();
    let name = buy.strip_prefix("buy ").unwrap();
    let before = c.json(&format!("{user} /game status"));
    // A typo in the verb.
    let n = c.json(&format!("{user} /play biy {name}"));
    assert_eq!(n.len(), 1, "nothing but the private answer: {n:?}");
    assert_eq!(n[0]["to"], "ephemeral");
    let suggest = n[0]["suggest"].as_array().expect("suggestions");
    assert!(!suggest.is_empty() && suggest.len() <= 3, "{suggest:?}");
    assert_eq!(suggest[0]["action"], buy.as_str(), "{suggest:?}");
    // The same position: nothing was played.
    assert_eq!(c.actions(&user), legal);
    assert_eq!(c.json(&format!("{user} /game status")), before);
    // The verb in another language than the reader's: French "buy" from
    // an English reader, English from the French one, and so on.
    let lang = user.split('@').nth(1).unwrap();
    let other = if lang == "fr" { "hu" } else { "fr" };
    let foreign = longtable::notation::localize("nations", other, &buy);
    let verb = foreign.split(' ').next().unwrap();
    let n = c.json(&format!("{user} /play {verb} {name}"));
    assert_eq!(n[0]["to"], "ephemeral");
    let suggest = n[0]["suggest"].as_array().expect("suggestions");
    assert_eq!(suggest[0]["action"], buy.as_str(), "{verb}: {suggest:?}");
    // The "did you mean" reads in the sender's language.
    let wording = match lang {
        "fr" => "Vouliez-vous dire",
        "hu" => "gondoltál",
        _ => "Did you mean",
    };
    assert!(text(&n[0]).contains(wording), "{}", text(&n[0]));
    assert_eq!(c.actions(&user), legal);
    // Nothing close: the plain refusal, no suggestions.
    let n = c.json(&format!("{user} /play zzqq xxvv"));
    assert!(n[0].get("suggest").is_none(), "{n:?}");
    // Choosing the suggestion plays it.
    let n = c.json(&format!("{user} /play {buy}"));
    assert!(n.iter().any(|n| n["to"] == "channel"), "{n:?}");
    assert_ne!(c.actions(&user), legal);
}
