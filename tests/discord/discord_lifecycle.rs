//! Running for months (issue 30) through the fake Discord: channels and
//! threads deleted, threads archived and locked, the bot removed from a
//! server (and an outage that is not a removal), permissions taken away,
//! a creator whom no DM reaches, and `/metrics` read during a game.

use crate::common;
use crate::fake_discord;

use fake_discord::harness::*;
use fake_discord::openapi::assert_conforms;
use fake_discord::{FakeDiscord, FakeMessage, FakeUser, GUILD_ID};
use longtable::clock::{Clock, ManualClock};
use longtable::engine::{Erased, Registry};
use longtable::host::Host;
use longtable::store::{Held, Store};
use serde_json::json;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

const CH: &str = "630000000000000001";
const CH2: &str = "630000000000000002";
const CH3: &str = "630000000000000003";
const PARENT: &str = "630000000000000009";
const GUILD2: &str = "100000000000004097";
const H: i64 = 3_600_000;

fn registry() -> Registry {
    Registry::new(vec![Erased::new(common::race::Race)])
}

struct Setup {
    fake: FakeDiscord,
    host: Host,
    clock: Arc<ManualClock>,
    bot: Bot,
    db: std::path::PathBuf,
    _dir: tempfile::TempDir,
    users: [FakeUser; 2],
}

async fn setup() -> Setup {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let clock = Arc::new(ManualClock::default());
    let host = host_on(&db, &clock);
    let bot = start_host(&fake, host.clone(), 1, settings(&fake)).await;
    Setup {
        fake,
        host,
        clock,
        bot,
        db,
        _dir: dir,
        users: [FakeUser::new(1, "alice"), FakeUser::new(2, "bob")],
    }
}

fn host_on(db: &Path, clock: &Arc<ManualClock>) -> Host {
    Host::new(registry(), Store::open(db).unwrap())
        .unwrap()
        .seeded(1)
        .with_clock(clock.clone())
}

/// alice opens a two-seat race with a 24 h clock in `channel`, bob joins,
/// alice starts and plays `step 1`.
async fn table(s: &Setup, channel: &str) {
    new_race_lobby(&s.fake, &s.users[0], channel, 2, "turn_time:24h target:50").await;
    command(&s.fake, &s.users[1], channel, "game", sub("join")).await;
    command(&s.fake, &s.users[0], channel, "game", sub("start")).await;
    play(s, 0, channel, "step 1").await;
    // The status message shows the move before anything else happens.
    let ch = channel.to_string();
    s.fake
        .wait_until(10, "the status message to show bob's turn", move |f| {
            f.channel_messages(&ch)
                .into_iter()
                .find(|m| m.pinned && m.content.contains("Waiting for: bob"))
        })
        .await;
}

async fn play(s: &Setup, who: usize, channel: &str, action: &str) -> FakeMessage {
    command(
        &s.fake,
        &s.users[who],
        channel,
        "play",
        json!([{"name": "action", "type": 3, "value": action}]),
    )
    .await
}

/// The held state of the channel's latest table, read from the store.
fn held(db: &Path, channel: &str) -> Option<Held> {
    let store = longtable::store::Db::open(db).unwrap();
    store.latest_table(channel).unwrap().unwrap().held
}

async fn wait_held(s: &Setup, channel: &str, want: Option<Held>, what: &str) {
    let db = s.db.clone();
    let ch = channel.to_string();
    s.fake
        .wait_until(10, what, move |_| (held(&db, &ch) == want).then_some(()))
        .await;
}

/// Waits for a DM to `user` containing `text`.
async fn wait_dm(fake: &FakeDiscord, user: &FakeUser, text: &str) -> FakeMessage {
    let u = user.clone();
    let t = text.to_string();
    fake.wait_until(10, &format!("a DM containing {text:?}"), move |f| {
        let ch = f.dm_channel(&u)?;
        f.channel_messages(&ch)
            .into_iter()
            .find(|m| m.content.contains(&t))
    })
    .await
}

fn dm_texts(fake: &FakeDiscord, user: &FakeUser) -> Vec<String> {
    fake.dm_channel(user)
        .map(|ch| {
            fake.channel_messages(&ch)
                .into_iter()
                .map(|m| m.content)
                .collect()
        })
        .unwrap_or_default()
}

/// Requests to `channel` (its messages, pins, the channel itself).
fn requests_to(fake: &FakeDiscord, channel: &str) -> usize {
    fake.requests()
        .iter()
        .filter(|r| r.path.starts_with(&format!("/channels/{channel}")))
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deleted_channel_closes_its_table_which_keeps_its_history_and_stops_its_clocks() {
    let s = setup().await;
    table(&s, CH).await;
    s.fake.delete_channel(CH);
    wait_held(&s, CH, Some(Held::Closed), "the table to close").await;
    let dm = wait_dm(&s.fake, &s.users[0], "is closed: its channel was deleted").await;
    assert!(dm.content.contains("history is kept"), "{}", dm.content);
    // Closed, not aborted: still the channel's table, its log kept.
    let store = longtable::store::Db::open(&s.db).unwrap();
    let t = store.latest_table(CH).unwrap().unwrap();
    assert_eq!(t.status, longtable::store::Status::Playing);
    assert_eq!(store.actions(t.id, 0).unwrap().len(), 1);
    drop(store);
    // Its clocks stopped: bob's reminder and deadline never come.
    let before = requests_to(&s.fake, CH);
    s.clock.advance(48 * H);
    s.host.wake_scheduler();
    tokio::time::sleep(Duration::from_millis(700)).await;
    assert!(
        dm_texts(&s.fake, &s.users[1])
            .iter()
            .all(|m| !m.contains("Reminder")),
        "{:?}",
        dm_texts(&s.fake, &s.users[1])
    );
    let sent: Vec<String> = s
        .fake
        .requests()
        .iter()
        .filter(|r| r.path.starts_with(&format!("/channels/{CH}")))
        .map(|r| format!("{} {} {} {:?}", r.method, r.path, r.status, r.json))
        .collect();
    assert_eq!(
        sent.len(),
        before,
        "nothing more was sent to the deleted channel: {sent:#?}"
    );
    s.bot.stop().await;
    assert_conforms(&s.fake.requests());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unknown_channel_on_a_deadline_post_closes_the_table() {
    let s = setup().await;
    table(&s, CH).await;
    // The bot missed the deletion: the deadline post meets 404 10003.
    s.fake.delete_channel_quietly(CH);
    s.clock.advance(25 * H);
    s.host.wake_scheduler();
    wait_held(&s, CH, Some(Held::Closed), "10003 to close the table").await;
    wait_dm(&s.fake, &s.users[0], "is closed: its channel was deleted").await;
    assert!(s
        .fake
        .requests()
        .iter()
        .any(|r| r.path.starts_with(&format!("/channels/{CH}")) && r.status == 404));
    s.bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn deleted_and_locked_threads_close_and_an_unlocked_thread_resumes() {
    let s = setup().await;
    table(&s, CH).await;
    table(&s, CH2).await;
    s.fake.delete_thread(CH, PARENT);
    wait_held(
        &s,
        CH,
        Some(Held::Closed),
        "the deleted thread's table to close",
    )
    .await;
    wait_dm(&s.fake, &s.users[0], "is closed: its thread was deleted").await;

    // A moderator locks the other thread: closed until unlocked.
    s.fake.set_thread_flags(CH2, PARENT, false, true);
    wait_held(
        &s,
        CH2,
        Some(Held::Closed),
        "the locked thread's table to close",
    )
    .await;
    wait_dm(&s.fake, &s.users[0], "a moderator locked its thread").await;
    let status = command(&s.fake, &s.users[1], CH2, "game", sub("status")).await;
    assert!(status.content.contains("is closed"), "{}", status.content);
    let refused = play(&s, 1, CH2, "step 1").await;
    assert!(refused.content.contains("is closed"), "{}", refused.content);

    s.fake.set_thread_flags(CH2, PARENT, false, false);
    wait_held(&s, CH2, None, "the unlocked thread's table to resume").await;
    s.fake
        .wait_until(10, "the resume post", |f| {
            f.channel_messages(CH2)
                .into_iter()
                .find(|m| m.content.contains("resumes: its channel is back"))
        })
        .await;
    let moved = play(&s, 1, CH2, "step 1").await;
    assert!(moved.content.contains("bob: step 1"), "{}", moved.content);
    s.bot.stop().await;
    assert_conforms(&s.fake.requests());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_outage_closes_nothing_a_removal_closes_and_adding_the_bot_back_resumes() {
    let mut s = setup().await;
    s.fake.set_channel_guild(CH2, GUILD2);
    table(&s, CH).await;
    table(&s, CH2).await;

    // An outage: GUILD_DELETE with unavailable: true closes nothing.
    s.fake.guild_outage(GUILD_ID);
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(held(&s.db, CH), None);

    // A removal closes the server's tables, not the other server's.
    s.fake.remove_guild(GUILD_ID);
    wait_held(
        &s,
        CH,
        Some(Held::Closed),
        "the removed server's table to close",
    )
    .await;
    wait_dm(&s.fake, &s.users[0], "the bot was removed from its server").await;
    assert_eq!(held(&s.db, CH2), None);

    // Added back, the channel still there: the table resumes.
    s.fake.add_guild_back(GUILD_ID, &[CH]);
    wait_held(&s, CH, None, "the table to resume").await;
    s.fake
        .wait_until(10, "the resume post", |f| {
            f.channel_messages(CH)
                .into_iter()
                .find(|m| m.content.contains("resumes: its channel is back"))
        })
        .await;
    let moved = play(&s, 1, CH, "step 1").await;
    assert!(moved.content.contains("bob: step 1"), "{}", moved.content);

    // Removed while the bot was offline: missing from READY, closed then;
    // the other server's table, in READY, plays on.
    s.bot.stop().await;
    s.fake.remove_guild_quietly(GUILD_ID);
    let host = host_on(&s.db, &s.clock);
    s.bot = start_host(&s.fake, host, 2, settings(&s.fake)).await;
    wait_held(
        &s,
        CH,
        Some(Held::Closed),
        "READY without the server to close it",
    )
    .await;
    assert_eq!(held(&s.db, CH2), None);
    s.bot.stop().await;
    assert_conforms(&s.fake.requests());
}

/// Every permission the bot needs but Manage Messages.
const NO_MANAGE_MESSAGES: u64 =
    (1 << 10) | (1 << 11) | (1 << 15) | (1 << 16) | (1 << 35) | (1 << 38);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn missing_permissions_are_named_to_the_actor_and_the_creator_and_game_check_shows_them() {
    let s = setup().await;
    table(&s, CH).await;
    s.fake.set_app_permissions(CH, NO_MANAGE_MESSAGES);
    let check = command(&s.fake, &s.users[1], CH, "game", sub("check")).await;
    assert!(check.flags & 64 != 0);
    assert!(
        check.content.contains("✅ Send Messages\n"),
        "{}",
        check.content
    );
    assert!(
        check
            .content
            .contains("❌ Manage Messages (pinning the status message)"),
        "{}",
        check.content
    );
    assert!(
        check.content.contains("One permission is missing"),
        "{}",
        check.content
    );

    // Discord refuses the status message's edit: 403 50013.
    s.fake.deny_posts(CH, Some(50013));
    let id = s.fake.command(
        &s.users[1],
        CH,
        "play",
        json!([{"name": "action", "type": 3, "value": "step 1"}]),
    );
    let told = s
        .fake
        .wait_until(10, "bob told of the missing permission", |f| {
            f.interaction_messages(&id)
                .into_iter()
                .find(|m| m.content.contains("Longtable lacks a permission"))
        })
        .await;
    assert!(
        told.content
            .contains("Manage Messages (pinning the status message)")
            && told.content.contains(&format!("<#{CH}>")),
        "{}",
        told.content
    );
    assert!(told.flags & 64 != 0, "only bob sees it");
    let dm = wait_dm(&s.fake, &s.users[0], "Longtable lacks a permission").await;
    assert!(dm.content.contains("Manage Messages"), "{}", dm.content);

    // 50001 Missing Access names View Channel.
    s.fake.deny_posts(CH, Some(50001));
    let id = s.fake.command(
        &s.users[0],
        CH,
        "play",
        json!([{"name": "action", "type": 3, "value": "step 1"}]),
    );
    s.fake
        .wait_until(10, "alice told of Missing Access", |f| {
            f.interaction_messages(&id)
                .into_iter()
                .find(|m| m.content.contains("View Channel"))
        })
        .await;
    // Everything granted: all ticks.
    s.fake.deny_posts(CH, None);
    s.fake
        .set_app_permissions(CH, NO_MANAGE_MESSAGES | (1 << 13));
    let check = command(&s.fake, &s.users[1], CH, "game", sub("check")).await;
    assert!(!check.content.contains('❌'), "{}", check.content);
    assert!(
        check.content.contains("Everything is in place."),
        "{}",
        check.content
    );
    s.bot.stop().await;
    assert_conforms(&s.fake.requests());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_archived_thread_is_unarchived_before_an_edit() {
    let s = setup().await;
    table(&s, CH).await;
    // Discord archived the thread after a week without activity, and said
    // so (THREAD_UPDATE): the bot unarchives before it edits.
    s.fake.set_thread_flags(CH, PARENT, true, false);
    tokio::time::sleep(Duration::from_millis(300)).await;
    let moved = play(&s, 1, CH, "step 1").await;
    assert!(moved.content.contains("bob: step 1"), "{}", moved.content);
    s.fake
        .wait_until(10, "the thread unarchived", |f| {
            (!f.thread_flags(CH).0).then_some(())
        })
        .await;
    let unarchive = s
        .fake
        .requests()
        .iter()
        .position(|r| r.method == "PATCH" && r.path == format!("/channels/{CH}"))
        .expect("the bot unarchived the thread");
    assert_eq!(
        s.fake.requests()[unarchive].json.as_ref().unwrap()["archived"],
        false
    );

    // Archived without the bot hearing of it: the edit gets 50083, the bot
    // unarchives and edits again.
    s.fake.set_thread_flags_quietly(CH, true, false);
    play(&s, 0, CH, "step 1").await;
    s.fake
        .wait_until(10, "the status edited after 50083", |f| {
            let refused = f
                .requests()
                .iter()
                .any(|r| r.status == 400 && r.path.contains(CH));
            (refused && !f.thread_flags(CH).0).then_some(())
        })
        .await;
    let status = s
        .fake
        .wait_until(10, "the status message to show alice's move", |f| {
            f.channel_messages(CH)
                .into_iter()
                .find(|m| m.pinned && m.content.contains("bob"))
        })
        .await;
    assert!(status.edits >= 2, "{status:?}");
    s.bot.stop().await;
    assert_conforms(&s.fake.requests());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_creator_no_dm_reaches_is_told_on_their_next_command_anywhere() {
    let s = setup().await;
    table(&s, CH).await;
    // alice shares no server with the bot any more: her DMs are refused.
    s.fake.close_dms(&s.users[0]);
    s.fake.delete_channel(CH);
    wait_held(&s, CH, Some(Held::Closed), "the table to close").await;
    s.fake
        .wait_until(10, "the refused DM", |f| {
            f.requests()
                .iter()
                .any(|r| r.status == 403 && r.method == "POST")
                .then_some(())
        })
        .await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    // Her next command, in another channel.
    let id = s.fake.command(&s.users[0], CH3, "game", sub("status"));
    let note = s
        .fake
        .wait_until(10, "the kept note", |f| {
            f.interaction_messages(&id)
                .into_iter()
                .find(|m| m.content.contains("is closed: its channel was deleted"))
        })
        .await;
    assert!(note.flags & 64 != 0, "only alice sees it");
    // Told once.
    let again = s.fake.command(&s.users[0], CH3, "game", sub("status"));
    s.fake.wait_answer(&again).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(s
        .fake
        .interaction_messages(&again)
        .iter()
        .all(|m| !m.content.contains("is closed")));
    s.bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_are_read_during_a_game() {
    longtable::metrics::install();
    let s = setup().await;
    let health = longtable::discord::health::Health::bind("127.0.0.1:0".parse().unwrap())
        .await
        .unwrap();
    let addr = health.addr();
    let task = health.spawn(
        longtable::discord::shards::ShardStatus::default(),
        s.host.store().clone(),
    );
    table(&s, CH).await;
    play(&s, 1, CH, "step 2").await;
    let body = get(&addr.to_string(), "/metrics").await;
    for want in [
        "longtable_tables{title=\"race\",state=\"playing\"} 1",
        "longtable_actions_total{title=\"race\"}",
        "longtable_play_seconds_bucket{le=\"0.1\"}",
        "longtable_play_seconds_count",
        "longtable_discord_rest_total{route=\"interaction response\",status=\"2xx\"}",
        "longtable_outbox_backlog 0",
    ] {
        assert!(body.contains(want), "/metrics lacks {want}:\n{body}");
    }
    let actions: f64 = body
        .lines()
        .find(|l| l.starts_with("longtable_actions_total{title=\"race\"}"))
        .and_then(|l| l.rsplit(' ').next())
        .and_then(|v| v.parse().ok())
        .unwrap();
    assert!(actions >= 2.0, "{body}");
    // The table closes: the gauge says so.
    s.fake.delete_channel(CH);
    wait_held(&s, CH, Some(Held::Closed), "the table to close").await;
    let body = get(&addr.to_string(), "/metrics").await;
    assert!(
        body.contains("longtable_tables{title=\"race\",state=\"closed\"} 1")
            && body.contains("longtable_tables_closed_total{why=\"channel\"}"),
        "{body}"
    );
    task.abort();
    s.bot.stop().await;
}

/// GET `path` on `addr`: the body of a 200 answer.
async fn get(addr: &str, path: &str) -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    let request = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).await.unwrap();
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    answer
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_string())
        .unwrap_or_default()
}

fn league(sub: &str, more: serde_json::Value) -> serde_json::Value {
    let mut options = vec![json!({"name": "name", "type": 3, "value": "Cup"})];
    options.extend(more.as_array().into_iter().flatten().cloned());
    json!([{"name": sub, "type": 1, "options": options}])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_league_game_closed_when_its_season_ends_is_void_though_it_resumes() {
    let s = setup().await;
    let hall = CH3;
    let made = command(
        &s.fake,
        &s.users[0],
        hall,
        "league",
        league(
            "create",
            json!([{"name": "title", "type": 3, "value": "race"},
                   {"name": "options", "type": 3, "value": "season:2d group:2"}]),
        ),
    )
    .await;
    assert!(made.content.contains("Cup"), "{}", made.content);
    command(
        &s.fake,
        &s.users[1],
        hall,
        "league",
        league("join", json!([])),
    )
    .await;
    new_race_lobby(&s.fake, &s.users[0], CH, 2, "league:Cup").await;
    command(&s.fake, &s.users[1], CH, "game", sub("join")).await;
    command(&s.fake, &s.users[0], CH, "game", sub("start")).await;
    play(&s, 0, CH, "step 1").await;

    // A moderator locks the table's thread; the season ends meanwhile.
    s.fake.set_thread_flags(CH, PARENT, false, true);
    wait_held(&s, CH, Some(Held::Closed), "the locked table to close").await;
    s.clock.advance(49 * H);
    s.host.wake_scheduler();
    s.fake
        .wait_until(10, "the season's end post", |f| {
            f.channel_messages(hall)
                .into_iter()
                .find(|m| m.content.contains("Season 1 of Cup"))
        })
        .await;

    // Unlocked after the season ended: the game resumes and finishes,
    // and counts for nobody.
    s.fake.set_thread_flags(CH, PARENT, false, false);
    wait_held(&s, CH, None, "the table to resume").await;
    let finished = |db: &Path| {
        let store = longtable::store::Db::open(db).unwrap();
        store.latest_table(CH).unwrap().unwrap().status == longtable::store::Status::Finished
    };
    for _ in 0..20 {
        if finished(&s.db) {
            break;
        }
        play(&s, 1, CH, "step 2").await;
        if finished(&s.db) {
            break;
        }
        play(&s, 0, CH, "step 1").await;
    }
    let store = longtable::store::Db::open(&s.db).unwrap();
    let t = store.latest_table(CH).unwrap().unwrap();
    assert_eq!(
        t.status,
        longtable::store::Status::Finished,
        "the game finished"
    );
    drop(store);
    let st = command(
        &s.fake,
        &s.users[0],
        hall,
        "league",
        league(
            "history",
            json!([{"name": "season", "type": 4, "value": 1}]),
        ),
    )
    .await;
    assert!(st.content.contains("Void game"), "{}", st.content);
    s.bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_who_left_the_server_is_found_when_their_clock_falls_due() {
    let s = setup().await;
    table(&s, CH).await;
    // bob leaves the server: no event (no Server Members intent); Discord
    // answers 10007 when the bot looks him up at his deadline.
    s.fake.member_leaves(&s.users[1]);
    s.clock.advance(25 * H);
    s.host.wake_scheduler();
    let dm = wait_dm(&s.fake, &s.users[0], "is no longer a member of the server").await;
    assert!(
        dm.content.contains("bob") && dm.content.contains("seat 2 is free and held for them"),
        "{}",
        dm.content
    );
    assert!(s.fake.requests().iter().any(|r| r.method == "GET"
        && r.path.ends_with(&format!("/members/{}", s.users[1].id))
        && r.status == 404));
    // His seat is free, held for him: alice hands it to a bot and plays on.
    let st = command(&s.fake, &s.users[0], CH, "game", sub("status")).await;
    assert!(!st.content.contains("Waiting for: bob"), "{}", st.content);
    let replaced = command(
        &s.fake,
        &s.users[0],
        CH,
        "game",
        json!([{"name": "replace", "type": 1, "options": [
            {"name": "user", "type": 3, "value": "bob"},
            {"name": "by", "type": 3, "value": "bot"}]}]),
    )
    .await;
    assert!(!replaced.content.is_empty());
    s.fake
        .wait_until(10, "the bot to play bob's seat", |f| {
            f.channel_messages(CH)
                .into_iter()
                .find(|m| m.content.contains("(bot"))
        })
        .await;
    s.bot.stop().await;
    assert_conforms(&s.fake.requests());
}

/// With no clock, a player who left the server is found when a DM to
/// them is refused: the bot looks them up, Discord answers 10007, and
/// their seat is freed and held for them, the creator told.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_who_left_is_found_when_their_turn_dm_is_refused() {
    let s = setup().await;
    new_race_lobby(&s.fake, &s.users[0], CH, 2, "target:50").await;
    command(&s.fake, &s.users[1], CH, "game", sub("join")).await;
    command(&s.fake, &s.users[0], CH, "game", sub("start")).await;
    s.fake.member_leaves(&s.users[1]);
    // alice's move makes it bob's turn: his turn DM is refused.
    play(&s, 0, CH, "step 1").await;
    let dm = wait_dm(&s.fake, &s.users[0], "is no longer a member of the server").await;
    assert!(
        dm.content.contains("bob") && dm.content.contains("seat 2 is free and held for them"),
        "{}",
        dm.content
    );
    assert!(s.fake.requests().iter().any(|r| r.method == "GET"
        && r.path.ends_with(&format!("/members/{}", s.users[1].id))
        && r.status == 404));
    let st = command(&s.fake, &s.users[0], CH, "game", sub("status")).await;
    assert!(!st.content.contains("Waiting for: bob"), "{}", st.content);
    s.bot.stop().await;
    assert_conforms(&s.fake.requests());
}
