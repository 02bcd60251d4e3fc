//! The turn clock through the fake Discord: the reminder DM arrives at
//! half time with the since-your-last-turn digest and buttons that play
//! from the DM, and the channel post at the deadline mentions the player.
//! Time is a manual clock the test moves, then wakes the scheduler.

use crate::common;
use crate::fake_discord;

use fake_discord::harness::*;
use fake_discord::openapi::assert_conforms;
use fake_discord::{FakeDiscord, FakeMessage, FakeUser};
use longtable::clock::{Clock, ManualClock};
use longtable::engine::{Erased, Registry};
use longtable::host::Host;
use longtable::store::Store;
use serde_json::json;
use std::sync::Arc;

const CHANNEL: &str = "610000000000000001";
const H: i64 = 3_600_000;

fn registry() -> Registry {
    Registry::new(vec![Erased::new(common::race::Race)])
}

fn public_posts(fake: &FakeDiscord) -> Vec<FakeMessage> {
    fake.channel_messages(CHANNEL)
        .into_iter()
        .filter(|m| m.flags & 64 == 0 && !m.pinned)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reminder_dm_buttons_play_and_the_deadline_mentions_the_player() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::default());
    let host = Host::new(registry(), Store::open(&dir.path().join("bot.db")).unwrap())
        .unwrap()
        .seeded(1)
        .with_clock(clock.clone());
    let bot = start_host(&fake, host.clone(), 1, settings(&fake)).await;
    let users = [FakeUser::new(1, "alice"), FakeUser::new(2, "bob")];
    new_race_lobby(&fake, &users[0], CHANNEL, 2, "turn_time:24h target:50").await;
    command(&fake, &users[1], CHANNEL, "game", sub("join")).await;
    command(&fake, &users[0], CHANNEL, "game", sub("start")).await;
    let a = fake.command(
        &users[0],
        CHANNEL,
        "play",
        json!([{"name": "action", "type": 3, "value": "step 1"}]),
    );
    fake.wait_answer(&a).await;

    // Half of bob's 24 hours: the reminder DM.
    clock.advance(12 * H);
    host.wake_scheduler();
    let dm_channel = fake
        .wait_until(10, "bob's DM channel", |f| f.dm_channel(&users[1]))
        .await;
    let reminder = fake
        .wait_until(10, "the reminder DM", |f| {
            f.channel_messages(&dm_channel)
                .into_iter()
                .rfind(|m| m.content.contains("Reminder: it is your turn"))
        })
        .await;
    assert!(
        reminder.content.contains("Time left: 12h"),
        "{}",
        reminder.content
    );
    assert!(
        reminder.content.contains("alice: step 1"),
        "{}",
        reminder.content
    );
    assert!(fake.dm_channel(&users[0]).is_none_or(|c| fake
        .channel_messages(&c)
        .iter()
        .all(|m| !m.content.contains("Reminder"))));
    let step2 = components(&reminder)
        .into_iter()
        .map(|(id, _)| id)
        .find(|i| i.ends_with(":step 2"))
        .expect("the reminder offers step 2");
    let click = dm_click(&fake, &users[1], &reminder, &step2);
    fake.wait_answer(&click).await;
    fake.wait_until(10, "bob's move in the channel", |f| {
        public_posts(f)
            .iter()
            .any(|m| m.content.contains("bob: step 2"))
            .then_some(())
    })
    .await;

    // alice now lets her whole 24 hours pass: the channel hears it, with
    // a mention that pings her.
    clock.advance(24 * H);
    host.wake_scheduler();
    let post = fake
        .wait_until(10, "the deadline post", |f| {
            public_posts(f)
                .into_iter()
                .find(|m| m.content.contains("your deadline has passed"))
        })
        .await;
    assert!(
        post.content.starts_with(&format!("<@{}>", users[0].id)),
        "{}",
        post.content
    );
    assert!(post
        .content
        .contains("alice, your deadline has passed after 1d. The table waits for you."));

    // /game nudge and /vacation answer through Discord too.
    let n = command(&fake, &users[1], CHANNEL, "game", sub("nudge")).await;
    assert!(n.content.contains("bob nudged alice"), "{}", n.content);
    let v = command(
        &fake,
        &users[0],
        CHANNEL,
        "vacation",
        json!([{"name": "length", "type": 3, "value": "2d"}]),
    )
    .await;
    assert!(
        v.flags & 64 != 0 && v.content.contains("You are on vacation until"),
        "{}",
        v.content
    );
    bot.stop().await;
    assert_conforms(&fake.requests());
}
