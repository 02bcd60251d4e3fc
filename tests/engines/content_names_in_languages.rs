//! Issue 15, item 4: content names reach every reader in their language.
//! Random games of every title are told, summed up and drawn for readers
//! of Greek, French, Spanish and Hungarian; no card, building, guild,
//! event, nation, region or city may show up under its English name where
//! the language has another (names shared with English, such as
//! "Ziggurat", are fine).

use longtable::content::i18n::{english, text, Translations};
use longtable::content::Pack;
use longtable::engine::{GameRng, Msg, Setup, Translate};
use longtable::i18n::{I18n, Named};

/// English names (six letters or more, so short common words don't count)
/// whose translation in `lang` differs.
fn english_only_names(title: &str, lang: &str) -> Vec<String> {
    let pack = Pack::load(title, None).unwrap();
    let _ = Translations::shared();
    let mut names: Vec<String> = english(&pack)
        .into_iter()
        .filter(|((_, _, field), en)| field == "name" && en.chars().count() >= 6)
        .filter_map(|((kind, id, field), en)| {
            let local = text(title, lang, &kind, &id, &field)?;
            (!local.contains(&en)).then_some(en)
        })
        .collect();
    names.sort();
    names.dedup();
    names
}

#[test]
fn messages_views_and_boards_name_content_in_the_readers_language() {
    let i18n = I18n::load().unwrap();
    let registry = longtable::games::registry(None).unwrap();
    let players: Vec<String> = ["ann", "bob", "cat", "dan"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let mut found = Vec::new();
    for title in registry.titles() {
        let seats = (*title.seats().end()).min(4);
        for lang in ["el", "fr", "es", "hu"] {
            let names = english_only_names(title.name(), lang);
            assert!(names.len() > 3, "{}/{lang}: {names:?}", title.name());
            let l = i18n.lang(lang);
            let tr = Named {
                lang: &l,
                names: &players,
            };
            let mut table = title
                .new_table(&Setup {
                    seats,
                    options: Default::default(),
                    seed: 21,
                })
                .unwrap();
            let mut rng = GameRng::new(4);
            let mut seen: Vec<(String, String)> = Vec::new();
            let mut look = |what: &str, text: String| seen.push((what.to_string(), text));
            for step in 0..400 {
                if table.outcome().is_some() {
                    break;
                }
                let to_act = table.to_act();
                let Some(&seat) = rng.pick(&to_act) else {
                    break;
                };
                for c in table.choices(seat) {
                    look("choice", tr.tr(&c.label));
                    if let Some(d) = &c.detail {
                        look("detail", tr.tr(d));
                    }
                }
                if let Some(p) = table.prompt(seat) {
                    look("prompt", tr.tr(&p));
                }
                let Ok(Some(played)) = table.play_random(seat, &mut rng) else {
                    break;
                };
                look("told", tr.tr(&played.told.public));
                let mut msgs: Vec<Msg> = played.applied.public.clone();
                msgs.extend(played.applied.private.iter().map(|(_, m)| m.clone()));
                look("applied", tr.tr(&Msg::lines(msgs)));
                if step % 40 == 0 {
                    look("status", tr.tr(&table.status()));
                    look("private", tr.tr(&table.private_text(seat)));
                    look("board", table.board_svg(&tr));
                    look("seat view", table.seat_svg(seat, &tr));
                }
            }
            look("status", tr.tr(&table.status()));
            look("board", table.board_svg(&tr));
            for (what, text) in &seen {
                for name in &names {
                    if text.contains(name.as_str()) {
                        found.push(format!("{}/{lang} {what}: `{name}`", title.name()));
                    }
                }
            }
        }
    }
    found.sort();
    found.dedup();
    assert!(
        found.is_empty(),
        "{} English names shown in another language:\n{}",
        found.len(),
        found.join("\n")
    );
}
