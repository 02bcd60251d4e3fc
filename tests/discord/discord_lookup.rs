//! `/rules` and `/card` through the fake Discord: the answer only the
//! asker sees, Previous/Next under a long section that still work after
//! the bot restarts, and a card with its picture.

use crate::fake_discord;

use fake_discord::harness::{command, components, start_bot};
use fake_discord::{FakeDiscord, FakeUser};
use longtable::lookup::{self, Lookup};
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rules_pages_survive_a_restart_and_card_has_a_picture() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let registry = longtable::games::registry(None).unwrap();
    let bot = start_bot(&fake, &db, registry.clone(), 1).await;
    let ann = FakeUser::new(1, "ann");
    let channel = "600000000000000001";

    // A card: whole text, a PNG, only for the asker (ephemeral flag 64).
    let m = command(
        &fake,
        &ann,
        channel,
        "card",
        json!([{"name": "name", "type": 3, "value": "Sun Tzu"}]),
    )
    .await;
    assert!(m.content.contains("Sun Tzu"), "{}", m.content);
    assert_eq!(m.files.len(), 1, "{m:?}");
    assert_eq!(&m.files[0].1[..4], b"\x89PNG");
    assert_eq!(m.flags & 64, 64);

    // Autocomplete of /card: names starting with what was typed, in the
    // game chosen.
    let id = fake.autocomplete(
        &ann,
        channel,
        "card",
        json!([
            {"name": "name", "type": 3, "value": "merch", "focused": true},
            {"name": "title", "type": 3, "value": "belfort"}
        ]),
    );
    let cb = fake.wait_callback(&id).await;
    assert_eq!(cb["type"], 8, "{cb}");
    let names: Vec<&str> = cb["data"]["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Merchants' Guild"]);

    let lookup = Lookup::embedded().unwrap();
    let long = lookup
        .reference
        .sections
        .iter()
        .filter(|((_, l), _)| l == "en")
        .flat_map(|((t, _), v)| v.iter().map(move |s| (t, s)))
        .find(|(_, s)| lookup::pages(&s.text, 700).len() > 1);
    let Some((title, section)) = long else {
        println!("no English section longer than a page; paging not exercised");
        bot.stop().await;
        return;
    };
    let m = command(
        &fake,
        &ann,
        channel,
        "rules",
        json!([{"name": "question", "type": 3, "value": section.heading}, {"name": "title", "type": 3, "value": title}]),
    )
    .await;
    assert!(m.content.contains(&section.heading), "{}", m.content);
    assert_eq!(m.flags & 64, 64);
    let ids: Vec<String> = components(&m).into_iter().map(|(id, _)| id).collect();
    assert_eq!(ids.len(), 2, "Previous and Next: {ids:?}");
    assert!(ids
        .iter()
        .all(|id| id.starts_with("lt1:r:") && id.len() <= 100));
    let next = ids[1].clone();

    // The bot restarts; the button made before still turns the page.
    bot.stop().await;
    let bot = start_bot(&fake, &db, registry, 2).await;
    let click = fake.click(&ann, &m, &next);
    let page2 = fake.wait_answer(&click).await;
    let pages = lookup::pages(&section.text, 700);
    assert!(
        page2.content.contains(pages[1].as_str()),
        "{}",
        page2.content
    );
    assert!(
        page2.content.contains(&format!("2 of {}", pages.len())),
        "{}",
        page2.content
    );
    bot.stop().await;
    // Every REST request (the commands' registration included) against
    // Discord's specification, when it is present.
    if let Some(spec) = fake_discord::openapi::Spec::load() {
        let (n, problems) = spec.check_all(&fake.requests());
        assert!(
            problems.is_empty(),
            "{n} requests, problems:\n{}",
            problems.join("\n")
        );
    }
}
