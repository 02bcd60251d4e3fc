//! Leagues through the fake Discord (issue 13): `/league round` opens a
//! thread per group with its players seated, started and pinged, and
//! `/league standings` posts a PNG table.

use crate::common;
use crate::fake_discord;

use fake_discord::harness::{command, settings, start_bot, start_host};
use fake_discord::openapi::assert_conforms;
use fake_discord::serve::Serve;
use fake_discord::{FakeDiscord, FakeUser};
use longtable::clock::{Clock, ManualClock};
use longtable::engine::Erased;
use longtable::host::Host;
use longtable::store::Store;
use serde_json::{json, Value};
use std::sync::Arc;

fn league(sub: &str, name: Option<&str>, more: Value) -> Value {
    let mut options = vec![];
    if let Some(n) = name {
        options.push(json!({"name": "name", "type": 3, "value": n}));
    }
    if let Some(a) = more.as_array() {
        options.extend(a.iter().cloned());
    }
    json!([{"name": sub, "type": 1, "options": options}])
}

/// `users[0]` opens the league Cup of `title` with `options` in `channel`;
/// the others join it and everyone says they are ready.
async fn ready_league(
    fake: &FakeDiscord,
    users: &[FakeUser],
    channel: &str,
    title: &str,
    options: &str,
) {
    let m = command(
        fake,
        &users[0],
        channel,
        "league",
        league(
            "create",
            Some("Cup"),
            json!([{"name": "title", "type": 3, "value": title},
                   {"name": "options", "type": 3, "value": options}]),
        ),
    )
    .await;
    assert!(m.content.contains("opened the league Cup"), "{}", m.content);
    for u in &users[1..] {
        let m = command(
            fake,
            u,
            channel,
            "league",
            league("join", Some("Cup"), json!([])),
        )
        .await;
        assert!(m.content.contains("joined Cup"), "{}", m.content);
    }
    for u in users {
        command(
            fake,
            u,
            channel,
            "league",
            league("ready", Some("Cup"), json!([])),
        )
        .await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_opens_threads_and_standings_post_a_png() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let registry = longtable::games::registry(None).unwrap();
    let bot = start_bot(&fake, &dir.path().join("bot.db"), registry, 1).await;
    let channel = "600000000000000001";
    let users: Vec<FakeUser> = ["ann", "bob", "cat", "dan", "eve", "fay"]
        .iter()
        .enumerate()
        .map(|(i, n)| FakeUser::new(i as u64 + 1, n))
        .collect();

    ready_league(
        &fake,
        &users,
        channel,
        "endeavor",
        "points:10,6,3,1 group:3",
    )
    .await;
    let m = command(
        &fake,
        &users[0],
        channel,
        "league",
        league("round", Some("Cup"), json!([])),
    )
    .await;
    assert!(m.content.contains("Round 1 of Cup"), "{}", m.content);

    // Two threads under the channel, each with a started table whose
    // three players are pinged.
    let threads = fake
        .wait_until(60, "two pinged league threads", |f| {
            let t = f.threads();
            let pinged = t
                .iter()
                .filter(|(id, _, _)| {
                    f.channel_messages(id)
                        .iter()
                        .any(|m| m.content.contains("this is your table"))
                })
                .count();
            (t.len() == 2 && pinged == 2).then_some(t)
        })
        .await;
    let mut seated = Vec::new();
    // Each thread archives after a week without activity, Discord's
    // longest (issue 30): a move a day keeps it open.
    let created: Vec<Value> = fake
        .requests()
        .iter()
        .filter(|r| r.method == "POST" && r.path.ends_with("/threads"))
        .filter_map(|r| r.json.clone())
        .collect();
    assert_eq!(created.len(), 2);
    assert!(
        created.iter().all(|j| j["auto_archive_duration"] == 10080),
        "{created:?}"
    );
    for (id, parent, name) in &threads {
        assert_eq!(parent, channel);
        assert!(name.starts_with("cup-r1-t"), "{name}");
        let posts = fake.channel_messages(id);
        let ping = posts
            .iter()
            .find(|m| m.content.contains("this is your table"))
            .unwrap();
        let mentioned: Vec<&FakeUser> = users
            .iter()
            .filter(|u| ping.content.contains(&format!("<@{}>", u.id)))
            .collect();
        assert_eq!(mentioned.len(), 3, "{}", ping.content);
        seated.extend(mentioned.iter().map(|u| u.id.clone()));
        // The game began there, with its board.
        assert!(
            posts
                .iter()
                .any(|m| m.content.contains("begins with 3 players")),
            "{posts:?}"
        );
        assert!(posts.iter().any(|m| !m.files.is_empty()));
    }
    seated.sort();
    seated.dedup();
    assert_eq!(seated.len(), 6, "everyone sits at exactly one table");

    // Standings: text and a PNG table.
    let m = command(
        &fake,
        &users[1],
        channel,
        "league",
        league("standings", Some("Cup"), json!([])),
    )
    .await;
    assert!(
        m.content.contains("Cup (Endeavor), season 1"),
        "{}",
        m.content
    );
    assert_eq!(m.files.len(), 1, "{m:?}");
    assert_eq!(&m.files[0].1[..4], b"\x89PNG");

    assert_conforms(&fake.requests());
    bot.stop().await;
}

/// A league is the server's: its creator and members with Manage Server
/// administer it; Manage Channels (a table's moderator) is not enough.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn manage_server_administers_a_league_and_manage_channels_does_not() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let registry = longtable::games::registry(None).unwrap();
    let bot = start_bot(&fake, &dir.path().join("bot.db"), registry, 1).await;
    let channel = "600000000000000002";
    let ann = FakeUser::new(1, "ann");
    let moderator = FakeUser::new(2, "mod").admin();
    let manager = FakeUser::new(3, "boss").server_manager();
    let m = command(
        &fake,
        &ann,
        channel,
        "league",
        league(
            "create",
            Some("Cup"),
            json!([{"name": "title", "type": 3, "value": "endeavor"}]),
        ),
    )
    .await;
    assert!(m.content.contains("opened the league Cup"), "{}", m.content);
    let end = league(
        "season",
        Some("Cup"),
        json!([{"name": "action", "type": 3, "value": "end"}]),
    );
    let m = command(&fake, &moderator, channel, "league", end.clone()).await;
    assert!(
        m.content
            .contains("Only the creator of Cup or a server manager"),
        "{}",
        m.content
    );
    assert_eq!(m.flags & 64, 64, "the refusal goes to the sender alone");
    let m = command(&fake, &manager, channel, "league", end).await;
    assert!(
        m.content.contains("Season 1 of Cup is closed"),
        "{}",
        m.content
    );
    bot.stop().await;
}

/// At a league round's table (in its thread), handing a seat to a bot is
/// the league's admins' (Manage Server), not a channel moderator's; at the
/// season's end date the final standings are posted in the channel the
/// league was created in, once, with no command from anyone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn league_seats_are_the_server_managers_and_the_season_ends_in_its_channel() {
    const DAY: i64 = 24 * 3_600_000;
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut registry = longtable::games::registry(None).unwrap();
    registry.add(Erased::new(common::race::Race));
    let clock = Arc::new(ManualClock::default());
    let host = Host::new(registry, Store::open(&dir.path().join("bot.db")).unwrap())
        .unwrap()
        .seeded(1)
        .with_clock(clock.clone());
    let bot = start_host(&fake, host.clone(), 1, settings(&fake)).await;
    let channel = "600000000000000003";
    let users: Vec<FakeUser> = ["ann", "bob", "cat"]
        .iter()
        .enumerate()
        .map(|(i, n)| FakeUser::new(i as u64 + 1, n))
        .collect();
    let moderator = FakeUser::new(4, "mod").admin();
    let manager = FakeUser::new(5, "boss").server_manager();
    ready_league(&fake, &users, channel, "race", "group:3 season:2d").await;
    let m = command(
        &fake,
        &users[0],
        channel,
        "league",
        league("round", Some("Cup"), json!([])),
    )
    .await;
    assert!(m.content.contains("Round 1 of Cup"), "{}", m.content);
    let thread = fake
        .wait_until(60, "the round's pinged thread", |f| {
            f.threads().into_iter().find_map(|(id, _, _)| {
                f.channel_messages(&id)
                    .iter()
                    .any(|m| m.content.contains("this is your table"))
                    .then_some(id)
            })
        })
        .await;
    let replace = json!([{"name": "replace", "type": 1, "options": [
        {"name": "user", "type": 3, "value": "cat"},
        {"name": "by", "type": 3, "value": "bot"},
    ]}]);
    // Manage Channels is a table's moderator, not the league's admin.
    let a = command(&fake, &moderator, &thread, "game", replace.clone()).await;
    assert_eq!(
        a.flags & 64,
        64,
        "the refusal is the sender's: {}",
        a.content
    );
    assert!(
        a.content.contains("only the league's admins"),
        "{}",
        a.content
    );
    // Manage Server is.
    let a = command(&fake, &manager, &thread, "game", replace).await;
    assert!(
        a.content.contains("cat") && !a.content.contains("only the league's admins"),
        "{}",
        a.content
    );

    // The end date passes: the final standings arrive in the league's
    // channel by themselves.
    clock.advance(2 * DAY + 60_000);
    host.wake_scheduler();
    let post = fake
        .wait_until(30, "the season's end post", |f| {
            f.channel_messages(channel).into_iter().find(|m| {
                m.content
                    .contains("Season 1 of Cup has reached its end date")
            })
        })
        .await;
    assert_eq!(post.flags & 64, 0, "a post for everyone: {}", post.content);
    assert!(
        post.content.contains("running count for this season"),
        "{}",
        post.content
    );
    // Once, however often the scheduler looks again.
    clock.advance(60_000);
    host.wake_scheduler();
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    let posts = fake
        .channel_messages(channel)
        .into_iter()
        .filter(|m| m.content.contains("has reached its end date"))
        .count();
    assert_eq!(posts, 1);
    assert_conforms(&fake.requests());
    bot.stop().await;
}

/// The real `serve`, SIGKILLed during `/league round` once a group's
/// lobby is filled in its thread but before its game starts: running the
/// round again starts that table in the same thread, and opens no second
/// thread for the group.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_killed_with_its_lobby_filled_starts_it_in_the_same_thread() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("serve.db");
    let channel = "600000000000000004";
    let users: Vec<FakeUser> = ["ann", "bob", "cat"]
        .iter()
        .enumerate()
        .map(|(i, n)| FakeUser::new(i as u64 + 1, n))
        .collect();
    let mut serve = Serve::start_with_env(
        &fake,
        dir.path(),
        "",
        &db,
        &[],
        &[("LONGTABLE_FAULT", "round-lobby-filled")],
    );
    fake.wait_ready(1).await;
    ready_league(&fake, &users, channel, "endeavor", "group:3").await;
    let id = fake.command(
        &users[0],
        channel,
        "league",
        league("round", Some("Cup"), json!([])),
    );
    fake.wait_answer(&id).await;
    serve
        .wait_log("fault point round-lobby-filled reached", 60)
        .await;
    serve.kill();
    let threads = fake.threads();
    assert_eq!(threads.len(), 1, "{threads:?}");
    let thread = threads[0].0.clone();
    assert!(
        fake.channel_messages(&thread)
            .iter()
            .all(|m| !m.content.contains("this is your table")),
        "the game had not started"
    );

    let serve = Serve::start(&fake, dir.path(), "", &db, &[]);
    fake.wait_ready(2).await;
    let m = command(
        &fake,
        &users[0],
        channel,
        "league",
        league("round", Some("Cup"), json!([])),
    )
    .await;
    assert!(m.content.contains("Round 1 of Cup"), "{}", m.content);
    fake.wait_until(60, "the table started in its thread", |f| {
        f.channel_messages(&thread)
            .iter()
            .any(|m| m.content.contains("this is your table"))
            .then_some(())
    })
    .await;
    let threads = fake.threads();
    assert_eq!(
        threads.len(),
        1,
        "no second thread: {threads:?}\n{}",
        serve.logs()
    );
    let posts = fake.channel_messages(&thread);
    assert!(
        posts
            .iter()
            .any(|m| m.content.contains("begins with 3 players")),
        "{posts:?}"
    );
    drop(serve);
}
