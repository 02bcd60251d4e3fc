//! The notice outbox through the fake Discord (issue 26): bots standing in
//! for absent players DM each of them once at the takeover and once at the
//! end, never per move; and the real `serve` binary, SIGKILLed after
//! Discord took a stored notice but before it was marked delivered, sends
//! it again after the restart with the same nonce, so it shows once.

use crate::common;
use crate::fake_discord;

use fake_discord::harness::*;
use fake_discord::serve::Serve;
use fake_discord::{FakeDiscord, FakeUser};
use longtable::clock::{Clock, ManualClock};
use longtable::engine::{Erased, Registry};
use longtable::host::Host;
use longtable::store::Store;
use serde_json::json;
use std::sync::Arc;
use std::time::{Duration, Instant};

const CHANNEL: &str = "620000000000000001";
const H: i64 = 3_600_000;

fn registry() -> Registry {
    Registry::new(vec![Erased::new(common::race::Race)])
}

/// The texts of the DMs `user` received.
fn dms(fake: &FakeDiscord, user: &FakeUser) -> Vec<String> {
    match fake.dm_channel(user) {
        Some(c) => fake
            .channel_messages(&c)
            .into_iter()
            .map(|m| m.content)
            .collect(),
        None => Vec::new(),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn absent_players_get_two_dms_however_many_moves_the_bots_make() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::default());
    let host = Host::new(registry(), Store::open(&dir.path().join("bot.db")).unwrap())
        .unwrap()
        .seeded(1)
        .with_clock(clock.clone());
    let bot = start_host(&fake, host.clone(), 1, settings(&fake)).await;
    let users = [
        FakeUser::new(1, "alice"),
        FakeUser::new(2, "bob"),
        FakeUser::new(3, "carol"),
    ];
    new_race_lobby(
        &fake,
        &users[0],
        CHANNEL,
        3,
        "turn_time:10h on_timeout:bot target:40",
    )
    .await;
    command(&fake, &users[1], CHANNEL, "game", sub("join")).await;
    command(&fake, &users[2], CHANNEL, "game", sub("join")).await;
    command(&fake, &users[0], CHANNEL, "game", sub("start")).await;
    // alice, bob and carol time out one after the other; then the bots
    // play every seat to the end.
    for (k, who) in users.iter().enumerate() {
        clock.advance(10 * H);
        host.wake_scheduler();
        fake.wait_until(20, "the takeover DM", |f| {
            dms(f, who)
                .iter()
                .any(|t| t.contains("a bot plays your seat"))
                .then_some(())
        })
        .await;
        // The bot moved for them (their next one's clock starts then).
        let moved = [format!("{}: step", who.name), format!("{}: roll", who.name)];
        fake.wait_until(20, "the stand-in's move", |f| {
            f.channel_messages(CHANNEL)
                .iter()
                .any(|m| moved.iter().any(|w| m.content.contains(w.as_str())))
                .then_some(())
        })
        .await;
        eprintln!("takeover {k} done");
    }
    for who in &users {
        let got = fake
            .wait_until(30, "the end's digest", |f| {
                let got = dms(f, who);
                got.iter()
                    .any(|t| t.contains("ended while a bot played your seat"))
                    .then_some(got)
            })
            .await;
        let after: Vec<&String> = got
            .iter()
            .skip_while(|t| !t.contains("a bot plays your seat"))
            .collect();
        assert_eq!(after.len(), 2, "{}: {got:#?}", who.name);
        assert!(after[1].contains("Final scores"), "{}", after[1]);
    }
    // The bots played the game out (to 40, a step or a roll at a time),
    // each move told in the channel.
    fake.wait_until(30, "the final post", |f| {
        f.channel_messages(CHANNEL)
            .iter()
            .any(|m| m.content.contains("Final scores"))
            .then_some(())
    })
    .await;
    let moves = fake
        .channel_messages(CHANNEL)
        .iter()
        .filter(|m| m.content.contains(": step") || m.content.contains(": roll"))
        .count();
    assert!(moves > 10, "{moves} posts of moves");
    // Nothing more comes later.
    tokio::time::sleep(Duration::from_millis(500)).await;
    for who in &users {
        let after = dms(&fake, who)
            .into_iter()
            .skip_while(|t| !t.contains("a bot plays your seat"))
            .count();
        assert_eq!(after, 2, "{}", who.name);
    }
    bot.stop().await;
}

/// `serve` with the real clock, `turn_time:2s`: alice's half-time
/// reminder falls due a second after the start.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serve_killed_between_sending_and_marking_sends_again_and_the_nonce_keeps_it_once() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("serve.db");
    let config = "";
    let users = [FakeUser::new(1, "alice"), FakeUser::new(2, "bob")];
    let mut serve = Serve::start_with_env(
        &fake,
        dir.path(),
        config,
        &db,
        &[],
        &[("LONGTABLE_FAULT", "outbox-sent")],
    );
    fake.wait_ready(1).await;
    let id = fake.command(
        &users[0],
        CHANNEL,
        "game",
        json!([{"name": "new", "type": 1, "options": [
            {"name": "title", "type": 3, "value": "nations"},
            {"name": "players", "type": 4, "value": 2},
            {"name": "options", "type": 3, "value": "turn_time:4s"},
        ]}]),
    );
    fake.wait_answer(&id).await;
    command(&fake, &users[1], CHANNEL, "game", sub("join")).await;
    command(&fake, &users[0], CHANNEL, "game", sub("start")).await;
    // The first stored notice Discord takes stops the process before it is
    // marked delivered: SIGKILL it there.
    serve.wait_log("fault point outbox-sent reached", 30).await;
    let before: Vec<_> = fake.messages();
    serve.kill();
    let sent = before.last().cloned().expect("a message was sent");
    assert_eq!(fake.nonce_repeats(), 0);

    // Restarted, it sends the notice again with the same nonce: Discord
    // (the fake, as the real one within a few minutes) answers with the
    // message it made the first time, and the channel shows it once.
    let serve = Serve::start(&fake, dir.path(), config, &db, &[]);
    fake.wait_ready(2).await;
    let deadline = Instant::now() + Duration::from_secs(30);
    while fake.nonce_repeats() == 0 {
        assert!(Instant::now() < deadline, "no re-send:\n{}", serve.logs());
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let copies = fake
        .channel_messages(&sent.channel)
        .iter()
        .filter(|m| m.content == sent.content)
        .count();
    assert_eq!(copies, 1, "{}", sent.content);
    drop(serve);
}
