//! Issue 26's seats through the fake Discord: who may add bots and hand
//! seats over, the replaced player's DM (how to come back), and bots with
//! names of their own in the channel.

use crate::common;
use crate::fake_discord;

use fake_discord::harness::*;
use fake_discord::{FakeDiscord, FakeUser};
use longtable::engine::{Erased, Registry};
use serde_json::json;

const CHANNEL: &str = "610000000000000026";

fn registry() -> Registry {
    let mut r = longtable::games::registry(None).expect("content packs load");
    r.add(Erased::new(common::race::Race));
    r
}

async fn play(fake: &FakeDiscord, user: &FakeUser) {
    let a = fake.command(
        user,
        CHANNEL,
        "play",
        json!([{"name": "action", "type": 3, "value": "step 1"}]),
    );
    fake.wait_answer(&a).await;
}

fn game(sub: &str, options: serde_json::Value) -> serde_json::Value {
    json!([{"name": sub, "type": 1, "options": options}])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_the_creator_hands_seats_and_the_replaced_player_is_told_how_to_return() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start_bot(&fake, &dir.path().join("bot.db"), registry(), 1).await;
    let users = [
        FakeUser::new(1, "alice"),
        FakeUser::new(2, "bob"),
        FakeUser::new(3, "zed"),
    ];
    new_race_lobby(&fake, &users[0], CHANNEL, 2, "target:100").await;
    // A stranger can't add a bot to someone else's lobby.
    let a = command(&fake, &users[2], CHANNEL, "game", sub("addbot")).await;
    assert!(a.flags & 64 != 0, "{}", a.content);
    assert!(
        a.content.contains("adds bots or hands seats over"),
        "{}",
        a.content
    );
    command(&fake, &users[1], CHANNEL, "game", sub("join")).await;
    command(&fake, &users[0], CHANNEL, "game", sub("start")).await;
    play(&fake, &users[0]).await;
    play(&fake, &users[1]).await;
    play(&fake, &users[0]).await;
    // bob is away: alice hands his seat to a bot.
    let replace = game(
        "replace",
        json!([
            {"name": "user", "type": 3, "value": "bob"},
            {"name": "by", "type": 3, "value": "bot"},
        ]),
    );
    let a = command(&fake, &users[2], CHANNEL, "game", replace.clone()).await;
    assert!(a.flags & 64 != 0, "zed may not: {}", a.content);
    command(&fake, &users[0], CHANNEL, "game", replace).await;
    let dm = fake
        .wait_until(10, "bob's DM channel", |f| f.dm_channel(&users[1]))
        .await;
    let told = fake
        .wait_until(10, "the replaced DM", |f| {
            f.channel_messages(&dm)
                .into_iter()
                .find(|m| m.content.contains("handed your seat 2"))
        })
        .await;
    assert!(
        told.content.contains("Ada (bot, normal)") && told.content.contains("/game join"),
        "{}",
        told.content
    );
    // The bot moved under its own name.
    let post = fake
        .wait_until(10, "the bot's move", |f| {
            f.channel_messages(CHANNEL)
                .into_iter()
                .find(|m| m.content.contains("Ada (bot, normal): "))
        })
        .await;
    assert!(!post.content.contains("Bot ("), "{}", post.content);
    // zed can't take the seat the bot keeps for bob.
    let take = game(
        "replace",
        json!([
            {"name": "user", "type": 3, "value": "bot"},
            {"name": "by", "type": 3, "value": "me"},
        ]),
    );
    let a = command(&fake, &users[2], CHANNEL, "game", take).await;
    assert!(
        a.flags & 64 != 0 && a.content.contains("held"),
        "{}",
        a.content
    );
    bot.stop().await;
}
