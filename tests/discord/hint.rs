//! `/hint` through the fake Discord (issue 29): deferred privately at
//! once (type 5, ephemeral), then the original response edited with the
//! three moves and their reasons in the asker's language; nothing posted
//! in the channel, nothing logged, and the refusals private.

use crate::fake_discord;

use fake_discord::harness::*;
use fake_discord::openapi::assert_conforms;
use fake_discord::{FakeDiscord, FakeMessage, FakeUser};
use serde_json::json;

const CHANNEL: &str = "610000000000000029";

fn public_posts(fake: &FakeDiscord) -> Vec<FakeMessage> {
    fake.channel_messages(CHANNEL)
        .into_iter()
        .filter(|m| m.flags & 64 == 0 && !m.pinned)
        .collect()
}

/// The numbered move lines of a hint.
fn moves(hint: &str) -> usize {
    hint.lines()
        .filter(|l| l.chars().next().is_some_and(|c| c.is_ascii_digit()))
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hint_is_deferred_privately_then_edited_in_the_askers_language() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let registry = longtable::games::registry(None).expect("content packs load");
    let bot = start_bot(&fake, &dir.path().join("bot.db"), registry, 1).await;
    let alice = FakeUser::new(1, "alice");
    let mut bob = FakeUser::new(2, "bob");
    bob.locale = "el".into();
    let users = [alice.clone(), bob.clone()];
    open_and_start(&fake, CHANNEL, "belfort", &users).await;
    let posts = public_posts(&fake).len();
    let db = longtable::store::Db::open(&dir.path().join("bot.db")).unwrap();
    let table = db.latest_table(CHANNEL).unwrap().unwrap();
    let rows = db.actions(table.id, 0).unwrap().len();

    // Both keep cards at once in Belfort's first step: both may ask.
    let id = fake.command(&alice, CHANNEL, "hint", json!([]));
    let answer = fake.wait_answer(&id).await;
    let first = &fake.callbacks(&id)[0];
    assert_eq!(first["type"], 5, "deferred first: {first}");
    assert_eq!(first["data"]["flags"], 64, "privately: {first}");
    assert!(answer.flags & 64 != 0 && answer.edits >= 1);
    assert!(
        answer
            .content
            .starts_with("Hint: the normal bot's top moves"),
        "{}",
        answer.content
    );
    assert_eq!(moves(&answer.content), 3, "{}", answer.content);
    assert_eq!(answer.content.matches("· estimate ").count(), 3);

    let id = fake.command(&bob, CHANNEL, "hint", json!([]));
    let answer = fake.wait_answer(&id).await;
    assert_eq!(fake.callbacks(&id)[0]["type"], 5);
    assert!(
        answer.content.starts_with("Υπόδειξη:"),
        "{}",
        answer.content
    );
    assert_eq!(moves(&answer.content), 3, "{}", answer.content);
    assert_eq!(answer.content.matches("· εκτίμηση ").count(), 3);

    // Asked again: the same hint, said to be so.
    let id = fake.command(&alice, CHANNEL, "hint", json!([]));
    let again = fake.wait_answer(&id).await;
    assert!(again
        .content
        .ends_with("You asked already this turn: the same hint."));

    // Someone not seated: a private refusal.
    let zed = FakeUser::new(9, "zed");
    let id = fake.command(&zed, CHANNEL, "hint", json!([]));
    let refused = fake.wait_answer(&id).await;
    assert!(
        refused.flags & 64 != 0 && moves(&refused.content) == 0,
        "{}",
        refused.content
    );

    // Nothing in the channel, nothing logged.
    assert_eq!(public_posts(&fake).len(), posts);
    assert_eq!(db.actions(table.id, 0).unwrap().len(), rows);
    bot.stop().await;
    assert_conforms(&fake.requests());
}
