//! `/rules` and `/card` through `longtable local --json`, as a player
//! meets them: the answer's text and its `hits`, a card's whole text and
//! its picture, and bad input answered with a clear error.

use crate::common;

use common::console::JsonConsole;
use longtable::engine::Translate;
use longtable::lookup::{self, Lookup};

#[test]
fn rules_answers_in_the_askers_language_with_hits_best_first() {
    let lookup = Lookup::embedded().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut c = JsonConsole::binary(dir.path());
    // Outside a table every title is searched; the answer names its title.
    for title in lookup.reference.titles() {
        let langs = lookup.reference.langs(title);
        let lang = langs.first().copied().unwrap();
        let section = &lookup.reference.sections[&(title.to_string(), lang.to_string())][0];
        let n = c.json(&format!(
            "ann@{lang} /rules {} title:{title}",
            section.heading
        ));
        assert_eq!(n.len(), 1, "{n:?}");
        assert_eq!(n[0]["to"], "ephemeral");
        let hits = n[0]["hits"].as_array().expect("hits");
        assert!(!hits.is_empty());
        assert_eq!(hits[0]["title"], title);
        assert_eq!(hits[0]["lang"], lang);
        assert!(hits[0]["covers"].as_array().is_some_and(|c| !c.is_empty()));
        let text = n[0]["text"].as_str().unwrap();
        let heading = hits[0]["heading"].as_str().unwrap();
        assert!(text.contains(heading), "{text}");
        // The first page of the found section's text is in the answer.
        let found = lookup.reference.sections[&(title.to_string(), lang.to_string())]
            .iter()
            .find(|s| s.heading == heading)
            .unwrap();
        let first = &lookup::pages(&found.text, 700)[0];
        assert!(text.contains(first.lines().next().unwrap()), "{text}");
    }
    // A question that matches nothing: a clear message, no hits.
    let n = c.json("ann /rules zzqqxx");
    assert_eq!(n[0]["to"], "ephemeral");
    assert!(
        n[0]["text"]
            .as_str()
            .unwrap()
            .contains("Nothing in the rules reference"),
        "{n:?}"
    );
    assert!(n[0].get("hits").is_none());
    // An unknown title is refused and named.
    let n = c.json("ann /rules war title:chess");
    assert!(n[0]["text"].as_str().unwrap().contains("chess"), "{n:?}");
    // A game with no reference yet says so.
    let registry = longtable::games::registry(None).unwrap();
    if let Some(t) = registry
        .names()
        .into_iter()
        .find(|t| !lookup.reference.titles().contains(t))
    {
        let n = c.json(&format!("ann /rules war title:{t}"));
        let text = n[0]["text"].as_str().unwrap();
        assert!(
            text.contains("no rules reference") && text.contains(t),
            "{text}"
        );
    }
    let n = c.json("ann /rules");
    assert!(
        n[0]["text"].as_str().unwrap().contains("/rules <question>"),
        "{n:?}"
    );
}

#[test]
fn a_long_section_comes_in_pages_and_every_page_can_be_asked_for() {
    let lookup = Lookup::embedded().unwrap();
    let long = lookup
        .reference
        .sections
        .iter()
        .flat_map(|((t, l), v)| v.iter().map(move |s| (t, l, s)))
        .find(|(_, _, s)| lookup::pages(&s.text, 700).len() > 1);
    let Some((title, lang, section)) = long else {
        println!("no section of the reference is longer than a page; skipped");
        return;
    };
    let pages = lookup::pages(&section.text, 700);
    // Nothing is lost between pages.
    let joined: String = pages
        .join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    let whole: String = section
        .text
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert_eq!(joined, whole);
    let dir = tempfile::tempdir().unwrap();
    let mut c = JsonConsole::binary(dir.path());
    for (i, page) in pages.iter().enumerate() {
        let n = c.json(&format!(
            "ann@{lang} /rules-page {title} {lang} {} {}",
            section.id,
            i + 1
        ));
        let text = n[0]["text"].as_str().unwrap();
        assert!(text.contains(page.as_str()), "{text}");
        // "Page 1 of 2" in the asker's language.
        let page_line =
            longtable::i18n::I18n::load()
                .unwrap()
                .lang(lang)
                .tr(&longtable::engine::Msg::new("rules-page")
                    .arg("page", i + 1)
                    .arg("pages", pages.len()));
        assert!(text.contains(&page_line), "{text}\nwanted: {page_line}");
        assert_eq!(n[0]["page"]["pages"], pages.len());
    }
    let n = c.json(&format!(
        "ann /rules-page {title} {lang} {} {}",
        section.id,
        pages.len() + 1
    ));
    assert!(
        n[0]["text"].as_str().unwrap().contains("no longer exists"),
        "{n:?}"
    );
}

#[test]
fn at_a_table_rules_searches_its_title_and_help_points_to_rules() {
    let lookup = Lookup::embedded().unwrap();
    let Some(title) = lookup
        .reference
        .titles()
        .into_iter()
        .next()
        .map(str::to_string)
    else {
        println!("no reference in assets/rules yet");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let mut c = JsonConsole::binary(dir.path());
    c.json(&format!("ann /game new {title}"));
    let n = c.json("ann /rules how do I win");
    let hits = n[0]["hits"].as_array().expect("hits");
    assert!(
        hits.iter().all(|h| h["title"] == title.as_str()),
        "{hits:?}"
    );
    let n = c.json(&format!("ann /game help {title}"));
    // The help may run over two messages; the pointer closes it.
    let last = n.last().expect("an answer");
    assert!(last["text"].as_str().unwrap().contains("/rules"), "{n:?}");
}

#[test]
fn card_shows_the_whole_text_every_value_a_picture_and_provenance() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = JsonConsole::binary(dir.path());
    let n = c.json("ann /card Sun Tzu");
    let text = n[0]["text"].as_str().unwrap();
    assert!(text.contains("Sun Tzu"), "{text}");
    assert!(!text.contains('…'), "{text}");
    assert!(
        text.contains("rulebook") || text.contains("Longtable"),
        "{text}"
    );
    let images = n[0]["images"].as_array().unwrap();
    assert_eq!(images.len(), 1);
    let png = std::fs::read(images[0].as_str().unwrap()).unwrap();
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    // A house item says so plainly.
    let n = c.json("ann /card Irrigation Canals");
    assert!(
        n[0]["text"]
            .as_str()
            .unwrap()
            .contains("designed by Longtable"),
        "{n:?}"
    );
    // Accents, case and a typo are forgiven; a name that is nothing is refused.
    let n = c.json("ann /card merchants guild title:belfort");
    assert!(
        n[0]["text"].as_str().unwrap().contains("Merchants' Guild"),
        "{n:?}"
    );
    let n = c.json("ann /card Zzyzx Tower of Nothing");
    assert!(n[0]["text"].as_str().unwrap().contains("No card"), "{n:?}");
    assert!(n[0]["images"].as_array().unwrap().is_empty());
}

/// Every content item of every title, asked for by `/card` through the
/// host: the answer holds the item's whole rules text (nothing cut, no
/// message id left untranslated), every value, a provenance line and a PNG.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn card_answers_every_item_of_every_title_whole_with_a_png() {
    use longtable::host::{Command, CommandKind, Host, User};
    use longtable::lookup::cards;
    let registry = longtable::games::registry(None).unwrap();
    let host = Host::new(
        registry,
        longtable::store::Store::new(longtable::store::Db::in_memory().unwrap()),
    )
    .unwrap();
    let all = cards::shared().unwrap();
    let english = host.i18n().english();
    let mut titles = std::collections::BTreeMap::new();
    for card in all {
        *titles.entry(card.title.clone()).or_insert(0) += 1;
        let same_name = all
            .iter()
            .filter(|c| c.title == card.title && c.name == card.name)
            .count();
        let name = if same_name == 1 {
            card.name.clone()
        } else {
            card.id.clone()
        };
        let notices = host
            .handle(Command {
                channel: "lookup".into(),
                user: User {
                    id: "u".into(),
                    name: "ann".into(),
                    locale: "en".into(),
                },
                admin: false,
                server_admin: false,
                server: String::new(),
                interaction: None,
                kind: CommandKind::Card {
                    name: name.clone(),
                    title: Some(card.title.clone()),
                },
            })
            .await;
        assert_eq!(notices.len(), 1);
        let n = &notices[0];
        let what = format!("{} {} ({name})", card.title, card.id);
        assert!(n.text.contains(&card.name), "{what}: {}", n.text);
        for line in cards::text_lines(card, &*english) {
            assert!(
                !line.is_empty() && !line.starts_with("card-rule-"),
                "{what}: untranslated {line}"
            );
            assert!(n.text.contains(&line), "{what}: text not whole: {line}");
        }
        assert!(!n.text.contains('…'), "{what}: cut: {}", n.text);
        assert_eq!(card.value_lines().len(), card.numbers.len(), "{what}");
        for (line, (k, _)) in card.value_lines().iter().zip(&card.numbers) {
            use longtable::engine::Translate;
            let line = english.tr(line);
            assert!(n.text.contains(&line), "{what}: value {k} missing ({line})");
        }
        let house = card.provenance == "house";
        assert_eq!(
            n.text.contains("designed by Longtable"),
            house || !card.house_fields.is_empty(),
            "{what}"
        );
        assert_eq!(n.images.len(), 1, "{what}: no picture");
        assert_eq!(&n.images[0].png[..4], b"\x89PNG", "{what}");
    }
    println!("items per title: {titles:?}");
    for t in ["nations", "endeavor", "belfort"] {
        assert!(titles.get(t).copied().unwrap_or(0) > 0, "{t} has no items");
    }
}

/// Issue 27: `/card` words its values in the asker's language, keys and
/// words alike ("âge 1", not "age 1; effect military 1"), and names
/// Endeavor's actions in the rulebook's terms.
#[test]
fn card_values_read_in_the_askers_language() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = JsonConsole::binary(dir.path());
    let n = c.json("ann@fr /card Sun Tzu");
    let text = n[0]["text"].as_str().unwrap();
    assert!(text.contains("Valeurs : âge 1"), "{text}");
    assert!(text.contains("conseiller"), "{text}");
    assert!(text.contains("Force Militaire 1"), "{text}");
    for english in ["age 1", "advisor", "effect", "military", "set base"] {
        assert!(!text.contains(english), "{english:?} in {text}");
    }
    let n = c.json("ann@hu /card Shipyard title:endeavor");
    let text = n[0]["text"].as_str().unwrap();
    assert!(text.contains("akció: Hajózás"), "{text}");
    assert!(!text.contains("ship"), "{text}");
    // English readers keep English words.
    let n = c.json("ann /card Sun Tzu");
    let text = n[0]["text"].as_str().unwrap();
    assert!(text.contains("age 1"), "{text}");
    assert!(text.contains("advisor"), "{text}");
}
