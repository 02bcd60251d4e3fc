//! Faults and edge cases through the fake Discord: restarts with old
//! buttons, closed DMs, 429 and 500 answers, redelivered and simultaneous
//! interactions, deferral, forged components, permissions.

use crate::common;
use crate::fake_discord;

use axum::http::Method;
use fake_discord::harness::{
    self, actors, command, components, latest_prompt, new_options, open_and_start, play_to_end,
    start_bot, start_bot_with, sub,
};
use fake_discord::openapi::assert_conforms;
use fake_discord::{FakeDiscord, FakeMessage, FakeUser};
use longtable::engine::{Erased, Registry};
use serde_json::json;
use std::time::Duration;

const CHANNEL: &str = "600000000000000001";

fn registry() -> Registry {
    Registry::new(vec![Erased::new(common::race::Race)])
}

fn users() -> Vec<FakeUser> {
    vec![FakeUser::new(1, "alice"), FakeUser::new(2, "bob")]
}

fn is_private(m: &FakeMessage) -> bool {
    m.flags & 64 != 0
}

/// The play buttons of the newest prompt (custom ids).
fn play_buttons(fake: &FakeDiscord) -> (FakeMessage, Vec<String>) {
    let p = latest_prompt(fake, CHANNEL).expect("a post with buttons");
    let ids = components(&p)
        .into_iter()
        .map(|(id, _)| id)
        .filter(|id| id.starts_with("lt1:a:"))
        .collect();
    (p, ids)
}

/// The user whose turn it is.
async fn current(fake: &FakeDiscord, users: &[FakeUser]) -> FakeUser {
    actors(fake, CHANNEL, users).await[0].0.clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_game_goes_on_after_a_restart_and_old_buttons_still_work() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let users = users();
    let bot = start_bot(&fake, &db, registry(), 1).await;
    open_and_start(&fake, CHANNEL, "race", &users).await;
    let (first_prompt, first_ids) = play_buttons(&fake);
    let who = current(&fake, &users).await;
    let (a, first_click) = fake.click_payload(&who, &first_prompt, &first_ids[0], None);
    fake.redeliver(first_click.clone());
    assert!(!is_private(&fake.wait_answer(&a).await));
    let (prompt, ids) = play_buttons(&fake);
    let who = current(&fake, &users).await;

    bot.stop().await;
    fake.disconnect_all();
    let bot = start_bot(&fake, &db, registry(), 2).await;

    // The gateway redelivers a click the old process already handled:
    // the store remembers it, nothing is applied twice.
    let posts = fake.channel_messages(CHANNEL).len();
    fake.redeliver(first_click);
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(fake.callbacks(&a).len(), 1);
    let new_public = fake.channel_messages(CHANNEL)[posts..]
        .iter()
        .filter(|m| !is_private(m))
        .count();
    assert_eq!(new_public, 0);

    // A button posted before the restart still plays.
    let a = fake.click(&who, &prompt, &ids[1]);
    let answer = fake.wait_answer(&a).await;
    assert!(!is_private(&answer), "{}", answer.content);
    assert!(!answer.files.is_empty());
    // A button from an earlier position is refused politely.
    let who = current(&fake, &users).await;
    let stale = fake.click(&who, &first_prompt, &first_ids[0]);
    let answer = fake.wait_answer(&stale).await;
    assert!(is_private(&answer));
    assert!(answer.content.contains("earlier"), "{}", answer.content);

    play_to_end(&fake, CHANNEL, &users, 3, 200).await;
    bot.stop().await;
    assert_conforms(&fake.requests());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn closed_dms_fall_back_to_ephemeral_views_and_mentions() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let users = users();
    let bob = users[1].clone();
    fake.close_dms(&bob);
    let bot = start_bot(&fake, &dir.path().join("bot.db"), registry(), 1).await;
    open_and_start(&fake, CHANNEL, "race", &users).await;
    // alice plays; bob's turn DM is refused with 50007.
    for _ in 0..6 {
        let who = current(&fake, &users).await;
        let (p, ids) = play_buttons(&fake);
        let a = fake.click(&who, &p, &ids[0]);
        let answer = fake.wait_answer(&a).await;
        assert!(!is_private(&answer), "{}", answer.content);
        if who.id == bob.id {
            // bob gets his view as an ephemeral follow-up: the first time
            // the one his DM could not carry, later the one the host
            // keeps for him (even though his autocomplete asked first).
            let a2 = a.clone();
            fake.wait_until(10, "bob's private view as an ephemeral reply", move |f| {
                f.interaction_messages(&a2)
                    .into_iter()
                    .find(|m| is_private(m) && m.content.contains("secret") && !m.files.is_empty())
            })
            .await;
        }
    }
    let refused = fake
        .requests()
        .iter()
        .filter(|r| r.status == 403 && r.path.ends_with("/messages"))
        .count();
    assert!(refused >= 1, "a DM was refused");
    let mentioned = fake
        .channel_messages(CHANNEL)
        .iter()
        .any(|m| m.content.contains(&format!("<@{}>", bob.id)));
    assert!(
        mentioned,
        "the channel post mentions bob instead of DMing him"
    );
    bot.stop().await;
    assert_conforms(&fake.requests());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rate_limits_are_retried_and_server_errors_explained() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let users = users();
    let bot = start_bot(&fake, &dir.path().join("bot.db"), registry(), 1).await;

    // 500 on the status message: the table opens and the player is told.
    fake.fail_next(
        Method::POST,
        &format!("/channels/{CHANNEL}/messages"),
        500,
        json!({"code": 0, "message": "500: Internal Server Error"}),
        2,
    );
    let id = fake.command(&users[0], CHANNEL, "game", new_options("race", 2));
    let answer = fake.wait_answer(&id).await;
    assert!(!is_private(&answer), "{}", answer.content);
    let told = fake
        .wait_until(10, "the follow-up about the failed post", |f| {
            f.interaction_messages(&id)
                .into_iter()
                .find(|m| is_private(m) && m.content.contains("Discord did not accept"))
        })
        .await;
    assert!(told.content.contains("/board"));

    let m = command(&fake, &users[1], CHANNEL, "game", sub("join")).await;
    assert!(!is_private(&m));
    let m = command(&fake, &users[0], CHANNEL, "game", sub("start")).await;
    assert!(!is_private(&m));

    // 429 on the interaction callback: the bot waits and retries.
    let who = current(&fake, &users).await;
    let (p, ids) = play_buttons(&fake);
    fake.fail_next(
        Method::POST,
        "/callback",
        429,
        json!({"message": "You are being rate limited.", "retry_after": 0.05, "global": false}),
        2,
    );
    let a = fake.click(&who, &p, &ids[0]);
    let answer = fake.wait_answer(&a).await;
    assert!(!is_private(&answer));
    let tries: Vec<u16> = fake
        .requests()
        .iter()
        .filter(|r| r.path.contains(&format!("/interactions/{a}/")))
        .map(|r| r.status)
        .collect();
    assert_eq!(tries, [429, 429, 204]);
    bot.stop().await;
    assert_conforms(&fake.requests());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn redelivered_and_simultaneous_interactions_apply_once() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let users = users();
    let bot = start_bot(&fake, &dir.path().join("bot.db"), registry(), 1).await;
    open_and_start(&fake, CHANNEL, "race", &users).await;
    let boards = |f: &FakeDiscord| {
        f.channel_messages(CHANNEL)
            .iter()
            .filter(|m| !is_private(m) && m.files.iter().any(|(n, _)| n == "board.png"))
            .count()
    };

    // The same INTERACTION_CREATE delivered three times.
    let who = current(&fake, &users).await;
    let before = boards(&fake);
    let (id, payload) = fake.command_payload(
        &who,
        CHANNEL,
        "play",
        json!([{"name": "action", "type": 3, "value": "step 1"}]),
    );
    fake.redeliver(payload.clone());
    fake.redeliver(payload.clone());
    fake.redeliver(payload);
    fake.wait_answer(&id).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(fake.callbacks(&id).len(), 1);
    assert_eq!(boards(&fake), before + 1);

    // Both players click the same button at the same moment, and the
    // player to act double-clicks: one action is applied.
    let who = current(&fake, &users).await;
    let other = users.iter().find(|u| u.id != who.id).unwrap().clone();
    let (p, ids) = play_buttons(&fake);
    let before = boards(&fake);
    let (a, pa) = fake.click_payload(&who, &p, &ids[0], None);
    let (b, pb) = fake.click_payload(&who, &p, &ids[0], None);
    let (c, pc) = fake.click_payload(&other, &p, &ids[0], None);
    fake.redeliver(pa);
    fake.redeliver(pb);
    fake.redeliver(pc);
    let answers = [
        fake.wait_answer(&a).await,
        fake.wait_answer(&b).await,
        fake.wait_answer(&c).await,
    ];
    let public = answers.iter().filter(|m| !is_private(m)).count();
    assert_eq!(public, 1, "{answers:?}");
    assert!(is_private(&answers[2]), "the other player is refused");
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(boards(&fake), before + 1);
    bot.stop().await;
    assert_conforms(&fake.requests());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_answers_are_deferred_then_edited() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let users = users();
    let mut settings = harness::settings(&fake);
    settings.defer_after = Duration::ZERO;
    let bot = start_bot_with(&fake, &dir.path().join("bot.db"), registry(), 1, settings).await;
    open_and_start(&fake, CHANNEL, "race", &users).await;
    let who = current(&fake, &users).await;
    let id = fake.command(
        &who,
        CHANNEL,
        "play",
        json!([{"name": "action", "type": 3, "value": "1"}]),
    );
    let answer = fake.wait_answer(&id).await;
    assert_eq!(fake.callbacks(&id)[0]["type"], 5, "deferred first");
    assert!(!is_private(&answer));
    assert!(!answer.files.is_empty(), "the board came with the edit");
    assert!(answer.edits >= 1);
    // A private answer is deferred privately.
    let who = current(&fake, &users).await;
    let id = fake.command(&who, CHANNEL, "actions", json!([]));
    let answer = fake.wait_answer(&id).await;
    assert_eq!(fake.callbacks(&id)[0]["data"]["flags"], 64);
    assert!(answer.content.contains("step"), "{}", answer.content);
    // A public deferral whose answer turns out private (an error): the
    // placeholder is deleted and the error comes privately.
    let stranger = FakeUser::new(9, "stranger");
    let id = fake.command(
        &stranger,
        CHANNEL,
        "play",
        json!([{"name": "action", "type": 3, "value": "step 1"}]),
    );
    let answer = fake.wait_answer(&id).await;
    assert!(is_private(&answer), "{}", answer.content);
    // With a zero deferral delay the host's instant refusal may still win
    // the race; only a public deferral leaves a placeholder to delete.
    let first = fake.callbacks(&id)[0].clone();
    if first["type"] == 5 && first["data"]["flags"] != 64 {
        fake.wait_until(10, "the placeholder's deletion", |f| {
            f.requests()
                .iter()
                .any(|r| r.method == "DELETE" && r.path.ends_with("/messages/@original"))
                .then_some(())
        })
        .await;
    }
    bot.stop().await;
    assert_conforms(&fake.requests());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forged_components_threads_and_permissions() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let users = users();
    let carol = FakeUser::new(3, "carol");
    let mod_user = FakeUser::new(4, "mod").admin();
    let bot = start_bot(&fake, &dir.path().join("bot.db"), registry(), 1).await;
    open_and_start(&fake, CHANNEL, "race", &users).await;
    let (p, _) = play_buttons(&fake);

    // A forged custom_id gets a polite private answer.
    let who = current(&fake, &users).await;
    let id = fake.click(&who, &p, "hello:world");
    let m = fake.wait_answer(&id).await;
    assert!(
        is_private(&m) && m.content.contains("/actions"),
        "{}",
        m.content
    );
    // A button of a table in another channel is refused.
    let id = fake.click(&who, &p, "lt1:a:999:0:step 1");
    let m = fake.wait_answer(&id).await;
    assert!(is_private(&m), "{}", m.content);
    // Someone not seated cannot act.
    let id = fake.command(
        &carol,
        CHANNEL,
        "play",
        json!([{"name": "action", "type": 3, "value": "step 1"}]),
    );
    assert!(is_private(&fake.wait_answer(&id).await));

    // A second table in the same channel: the answer suggests a thread.
    let m = command(&fake, &carol, CHANNEL, "game", new_options("race", 2)).await;
    assert!(
        is_private(&m) && m.content.contains("thread"),
        "{}",
        m.content
    );
    // A thread is a channel of its own.
    let thread = "600000000000000099";
    let m = command(&fake, &carol, thread, "game", new_options("race", 2)).await;
    assert!(!is_private(&m), "{}", m.content);

    // kick: not for a seated player who did not create the table...
    let kick = |who: &FakeUser| {
        json!([{"name": "kick", "type": 1, "options": [
            {"name": "user", "type": 6, "value": who.id}
        ]}])
    };
    let m = command(&fake, &users[1], CHANNEL, "game", kick(&users[0])).await;
    assert!(is_private(&m), "{}", m.content);
    // ...but for someone with Manage Channels (the seat is freed).
    let m = command(&fake, &mod_user, CHANNEL, "game", kick(&users[1])).await;
    assert!(!is_private(&m), "{}", m.content);

    // abort: not for a seated player who did not create the table...
    let m = command(&fake, &carol, CHANNEL, "game", sub("abort")).await;
    assert!(is_private(&m), "{}", m.content);
    // ...but for someone with Manage Channels, who is asked first and
    // confirms with the button under the question.
    let m = command(&fake, &mod_user, CHANNEL, "game", sub("abort")).await;
    assert!(is_private(&m), "{}", m.content);
    let yes = components(&m)[0].0.clone();
    let id = fake.click(&mod_user, &m, &yes);
    let m = fake.wait_answer(&id).await;
    assert!(!is_private(&m), "{}", m.content);
    bot.stop().await;
    assert_conforms(&fake.requests());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn abort_asks_first_and_its_button_works_after_a_restart() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let users = users();
    let bot = start_bot(&fake, &db, registry(), 1).await;
    open_and_start(&fake, CHANNEL, "race", &users).await;
    // /game abort only asks: a message only alice sees, with one button.
    let ask = command(&fake, &users[0], CHANNEL, "game", sub("abort")).await;
    assert!(is_private(&ask), "{}", ask.content);
    assert!(
        ask.content.contains("can't be undone") && ask.content.contains("press the button below"),
        "{}",
        ask.content
    );
    // Discord's /game abort has no `confirm` option: the question doesn't
    // tell the player to type one.
    assert!(!ask.content.contains("confirm"), "{}", ask.content);
    let ids = components(&ask);
    assert_eq!(ids.len(), 1, "{ids:?}");
    let yes = ids[0].0.clone();
    assert!(yes.starts_with("lt1:c:abort:"), "{yes}");
    assert!(
        !fake
            .channel_messages(CHANNEL)
            .iter()
            .any(|m| m.content.contains("closed the table")),
        "nothing was closed: the game goes on"
    );
    // The game still runs: its play buttons work.
    let who = current(&fake, &users).await;
    let (p, play) = play_buttons(&fake);
    let a = fake.click(&who, &p, &play[0]);
    assert!(!is_private(&fake.wait_answer(&a).await));

    // /board at:0 (the setup, re-played) answers the asker alone, with the picture.
    let m = command(
        &fake,
        &users[1],
        CHANNEL,
        "board",
        json!([{"name": "at", "type": 4, "value": 0}]),
    )
    .await;
    assert!(
        is_private(&m) && m.content.contains("after action 0 of 1") && !m.files.is_empty(),
        "{}",
        m.content
    );

    // The bot restarts; the button still works, and only for the creator.
    bot.stop().await;
    let bot = start_bot(&fake, &db, registry(), 2).await;
    let id = fake.click(&users[1], &ask, &yes);
    let m = fake.wait_answer(&id).await;
    assert!(
        is_private(&m),
        "bob may not close alice's table: {}",
        m.content
    );
    let forged = fake.click(&users[0], &ask, "lt1:c:abort:999");
    let m = fake.wait_answer(&forged).await;
    assert!(is_private(&m), "another table's button: {}", m.content);
    let id = fake.click(&users[0], &ask, &yes);
    let m = fake.wait_answer(&id).await;
    assert!(
        !is_private(&m) && m.content.contains("alice closed the table"),
        "{}",
        m.content
    );
    // Pressed again, it finds no table to close.
    let again = fake.click(&users[0], &ask, &yes);
    assert!(is_private(&fake.wait_answer(&again).await));
    // An aborted game is not history.
    let m = command(&fake, &users[1], CHANNEL, "history", json!([])).await;
    assert!(
        is_private(&m) && m.content.contains("No game has finished"),
        "{}",
        m.content
    );
    bot.stop().await;
    assert_conforms(&fake.requests());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deleted_status_message_is_posted_again() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let users = users();
    let bot = start_bot(&fake, &dir.path().join("bot.db"), registry(), 1).await;
    open_and_start(&fake, CHANNEL, "race", &users).await;
    let pinned = |f: &FakeDiscord| -> Vec<FakeMessage> {
        f.channel_messages(CHANNEL)
            .into_iter()
            .filter(|m| m.pinned)
            .collect()
    };
    let status = pinned(&fake);
    assert_eq!(status.len(), 1);
    fake.delete_message(&status[0].id);
    let who = current(&fake, &users).await;
    let (p, ids) = play_buttons(&fake);
    let a = fake.click(&who, &p, &ids[0]);
    fake.wait_answer(&a).await;
    let again = fake
        .wait_until(10, "a new pinned status message", |f| {
            let p = pinned(f);
            (p.len() == 1).then(|| p[0].clone())
        })
        .await;
    assert_ne!(again.id, status[0].id);
    // And from then on it is edited in place again.
    let who = current(&fake, &users).await;
    let (p, ids) = play_buttons(&fake);
    let a = fake.click(&who, &p, &ids[0]);
    fake.wait_answer(&a).await;
    fake.wait_until(10, "the new status message to be edited", |f| {
        let p = pinned(f);
        (p.len() == 1 && p[0].id == again.id && p[0].edits > again.edits).then_some(())
    })
    .await;
    bot.stop().await;
    assert_conforms(&fake.requests());
}

/// Issue 25 through Discord: after an upgrade of the bot a running table
/// keeps its rules; `/game rules` says so; `/game rules upgrade:true` asks
/// its creator alone, with a button that works after a restart, and the
/// move is posted to the channel.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn game_rules_moves_a_table_after_its_creators_confirmation() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let users = users();
    let versioned = |newest| Registry::new(vec![Erased::new(common::race::Versioned { newest })]);
    let bot = start_bot(&fake, &db, versioned(1), 1).await;
    open_and_start(&fake, CHANNEL, "race", &users).await;
    bot.stop().await;
    // The upgraded bot knows version 2.
    let bot = start_bot(&fake, &db, versioned(2), 2).await;
    let m = command(&fake, &users[1], CHANNEL, "game", sub("rules")).await;
    assert!(is_private(&m), "{}", m.content);
    assert!(
        m.content
            .contains("rules version 1 (it started on version 1)")
            && m.content.contains("The newest version is 2"),
        "{}",
        m.content
    );
    let upgrade = json!([{"name": "rules", "type": 1, "options": [
        {"name": "upgrade", "type": 5, "value": true}
    ]}]);
    let m = command(&fake, &users[1], CHANNEL, "game", upgrade.clone()).await;
    assert!(
        is_private(&m) && m.content.contains("Only the player who opened"),
        "{}",
        m.content
    );
    let ask = command(&fake, &users[0], CHANNEL, "game", upgrade).await;
    assert!(is_private(&ask), "{}", ask.content);
    assert!(
        ask.content.contains("from rules version 1 to version 2?"),
        "{}",
        ask.content
    );
    let ids = components(&ask);
    assert_eq!(ids.len(), 1, "{ids:?}");
    let yes = ids[0].0.clone();
    assert!(yes.starts_with("lt1:c:rules:"), "{yes}");
    // The button works after a restart, for the creator only.
    bot.stop().await;
    let _bot = start_bot(&fake, &db, versioned(2), 3).await;
    let id = fake.click(&users[1], &ask, &yes);
    assert!(is_private(&fake.wait_answer(&id).await));
    let id = fake.click(&users[0], &ask, &yes);
    let m = fake.wait_answer(&id).await;
    assert!(
        !is_private(&m)
            && m.content
                .contains("alice moved this table from rules version 1 to version 2"),
        "{}",
        m.content
    );
    let m = command(&fake, &users[1], CHANNEL, "game", sub("rules")).await;
    assert!(
        m.content
            .contains("rules version 2 (it started on version 1)"),
        "{}",
        m.content
    );
}
