//! A mistyped `/play` through the fake Discord (issue 27): the answer is
//! ephemeral, carries up to three play buttons for the closest legal
//! moves, plays nothing, and a click on a button plays that move.

use crate::fake_discord;

use fake_discord::harness::{actors, command, components, open_and_start, start_bot};
use fake_discord::{FakeDiscord, FakeUser};
use serde_json::json;

/// Public posts and their edits in `channel`.
fn public(fake: &FakeDiscord, channel: &str) -> usize {
    fake.channel_messages(channel)
        .iter()
        .filter(|m| m.flags & 64 == 0)
        .map(|m| 1 + m.edits)
        .sum()
}

/// The channel's public count once the last move's posts and edits have
/// all arrived (one move can bring more than one, some after the answer).
async fn settled(fake: &FakeDiscord, channel: &str) -> usize {
    let mut last = public(fake, channel);
    loop {
        tokio::time::sleep(std::time::Duration::from_millis(400)).await;
        let now = public(fake, channel);
        if now == last {
            return now;
        }
        last = now;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_mistyped_move_offers_private_buttons_and_a_click_plays_it() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let registry = longtable::games::registry(None).unwrap();
    let bot = start_bot(&fake, &dir.path().join("bot.db"), registry, 1).await;
    let users: Vec<FakeUser> = ["alice", "bob", "carol"]
        .iter()
        .enumerate()
        .map(|(i, n)| FakeUser::new(i as u64 + 1, n))
        .collect();
    let channel = "600000000000000001";
    open_and_start(&fake, channel, "nations", &users).await;
    // Growth and other choices first, until a seat may buy a card.
    let mut found = None;
    for _ in 0..40 {
        let now = actors(&fake, channel, &users).await;
        if let Some(a) = now
            .iter()
            .find(|(_, c)| c.iter().any(|(_, v)| v.starts_with("buy ")))
        {
            found = Some(a.clone());
            break;
        }
        let (u, c) = &now[0];
        let before = public(&fake, channel);
        command(
            &fake,
            u,
            channel,
            "play",
            json!([{"name": "action", "type": 3, "value": c[0].1}]),
        )
        .await;
        fake.wait_until(10, "the move to reach the channel", |f| {
            (public(f, channel) > before).then_some(())
        })
        .await;
    }
    let (user, choices) = found.expect("someone may buy a card");
    let buy = choices
        .iter()
        .map(|(_, v)| v.clone())
        .find(|v| v.starts_with("buy "))
        .unwrap();
    let before = settled(&fake, channel).await;
    let typo = buy.replacen("buy", "biy", 1);
    let answer = command(
        &fake,
        &user,
        channel,
        "play",
        json!([{"name": "action", "type": 3, "value": typo}]),
    )
    .await;
    assert_ne!(answer.flags & 64, 0, "ephemeral: {}", answer.content);
    assert!(
        answer.content.contains("Did you mean"),
        "{}",
        answer.content
    );
    let ids: Vec<String> = components(&answer).into_iter().map(|(id, _)| id).collect();
    assert!(!ids.is_empty() && ids.len() <= 3, "{ids:?}");
    assert!(ids
        .iter()
        .all(|id| id.starts_with("lt1:a:") || id.starts_with("lt1:n:")));
    assert!(ids[0].ends_with(&format!(":{buy}")), "{ids:?} for {buy}");
    // Nothing was played: the channel is as it was, the same choices.
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert_eq!(public(&fake, channel), before);
    let again = actors(&fake, channel, &users).await;
    assert!(again.iter().any(|(u, c)| u.id == user.id && *c == choices));
    // The click plays the move for everyone to see.
    let click = fake.click(&user, &answer, &ids[0]);
    fake.wait_callback(&click).await;
    fake.wait_until(10, "the clicked move to reach the channel", |f| {
        (public(f, channel) > before).then_some(())
    })
    .await;
    let after = actors(&fake, channel, &users).await;
    assert!(!after.iter().any(|(u, c)| u.id == user.id && *c == choices));
    bot.stop().await;
}
