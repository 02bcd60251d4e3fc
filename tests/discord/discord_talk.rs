//! Table talk through the fake Discord (issue 10): the "your turn" DM
//! carries components that work from the DM, a seat's consecutive actions
//! edit one channel message, and no public Belfort post carries a card
//! from a hand in any field.

use crate::common;
use crate::fake_discord;

use fake_discord::harness::*;
use fake_discord::openapi::assert_conforms;
use fake_discord::{FakeDiscord, FakeMessage, FakeUser};
use longtable::engine::{Erased, Registry};
use serde_json::{json, Value};

const CHANNEL: &str = "610000000000000001";

fn registry() -> Registry {
    let mut r = longtable::games::registry(None).expect("content packs load");
    r.add(Erased::new(common::race::Race));
    r
}

fn public_posts(fake: &FakeDiscord, channel: &str) -> Vec<FakeMessage> {
    fake.channel_messages(channel)
        .into_iter()
        .filter(|m| m.flags & 64 == 0 && !m.pinned)
        .collect()
}

fn ids(m: &FakeMessage) -> Vec<String> {
    components(m).into_iter().map(|(id, _)| id).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_turn_dm_acts_and_one_seats_moves_edit_one_post() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start_bot(&fake, &dir.path().join("bot.db"), registry(), 1).await;
    let users = [FakeUser::new(1, "alice"), FakeUser::new(2, "bob")];
    // Two moves per turn: alice's second move edits her first post.
    new_race_lobby(&fake, &users[0], CHANNEL, 2, "moves:2 target:50").await;
    command(&fake, &users[1], CHANNEL, "game", sub("join")).await;
    command(&fake, &users[0], CHANNEL, "game", sub("start")).await;
    let posts_before = public_posts(&fake, CHANNEL).len();
    let mut answers = Vec::new();
    for _ in 0..2 {
        let a = fake.command(
            &users[0],
            CHANNEL,
            "play",
            json!([{"name": "action", "type": 3, "value": "step 1"}]),
        );
        answers.push(fake.wait_answer(&a).await);
    }
    // The second move edits the first's post, so its own answer is
    // private and points there.
    assert!(answers[1].flags & 64 != 0, "{}", answers[1].content);
    assert_eq!(
        answers[1].content,
        format!("Done. See the table's post in <#{CHANNEL}>.")
    );
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let posts = public_posts(&fake, CHANNEL);
    let alices: Vec<&FakeMessage> = posts
        .iter()
        .filter(|m| m.content.contains("alice: step 1"))
        .collect();
    assert_eq!(
        alices.len(),
        1,
        "one message for alice's turn: {:?}",
        posts.iter().map(|m| &m.content).collect::<Vec<_>>()
    );
    assert_eq!(
        alices[0].content.matches("alice: step 1").count(),
        2,
        "both moves on it: {}",
        alices[0].content
    );
    assert!(alices[0].edits >= 1, "the second move edited it");
    assert_eq!(posts.len(), posts_before + 1, "one new post for the turn");

    // bob's "your turn" DM: what happened since, and buttons.
    let dm_channel = fake.dm_channel(&users[1]).expect("bob got a DM");
    let dm = fake
        .channel_messages(&dm_channel)
        .into_iter()
        .rfind(|m| m.content.contains("Your turn"))
        .expect("a your-turn DM");
    assert!(dm.content.contains("alice: step 1"), "{}", dm.content);
    let step2 = ids(&dm)
        .into_iter()
        .find(|i| i.ends_with(":step 2"))
        .expect("the DM offers step 2");
    // alice can't use bob's DM button: the same checks as in the channel.
    let refused = dm_click(&fake, &users[0], &dm, &step2);
    let answer = fake.wait_answer(&refused).await;
    assert!(
        answer.flags & 64 != 0,
        "refused privately: {}",
        answer.content
    );
    // bob clicks it in the DM: the move is played at the table.
    let click = dm_click(&fake, &users[1], &dm, &step2);
    fake.wait_answer(&click).await;
    fake.wait_until(10, "bob's move in the channel", |f| {
        public_posts(f, CHANNEL)
            .iter()
            .any(|m| m.content.contains("bob: step 2"))
            .then_some(())
    })
    .await;
    // The same button again is stale.
    let again = dm_click(&fake, &users[1], &dm, &step2);
    let answer = fake.wait_answer(&again).await;
    assert!(answer.flags & 64 != 0, "{}", answer.content);
    bot.stop().await;
    assert_conforms(&fake.requests());
}

/// Every field of a public message a hand card could hide in.
fn fields(m: &FakeMessage) -> Vec<String> {
    let mut out = vec![m.content.clone()];
    fn walk(v: &Value, out: &mut Vec<String>) {
        match v {
            Value::String(s) => out.push(s.clone()),
            Value::Array(a) => a.iter().for_each(|x| walk(x, out)),
            Value::Object(o) => o.values().for_each(|x| walk(x, out)),
            _ => {}
        }
    }
    walk(&m.components, &mut out);
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn public_belfort_posts_never_carry_a_hand_card() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let registry = registry();
    let bot = start_bot(&fake, &dir.path().join("bot.db"), registry.clone(), 1).await;
    let users: Vec<FakeUser> = ["alice", "bob", "carol"]
        .iter()
        .enumerate()
        .map(|(i, n)| FakeUser::new(i as u64 + 1, n))
        .collect();
    open_and_start(&fake, CHANNEL, "belfort", &users).await;
    // Play a while: the keep-3-of-5 choices and the first rounds.
    let mut played = 0;
    for _ in 0..40 {
        let Some((u, choices)) = actors(&fake, CHANNEL, &users).await.into_iter().next() else {
            break;
        };
        let value = choices.last().map(|c| c.1.clone()).unwrap_or_default();
        let id = fake.command(
            &u,
            CHANNEL,
            "play",
            json!([{"name": "action", "type": 3, "value": value}]),
        );
        fake.wait_answer(&id).await;
        played += 1;
    }
    assert!(played > 5, "Belfort was played: {played} actions");
    // What is secret: the notation of every logged action that named what
    // its seat alone knew (a keep of three cards), and the seats' private
    // choices now (they name the cards in their hands).
    let db = longtable::store::Db::open(&dir.path().join("bot.db")).unwrap();
    let table = db.latest_table(CHANNEL).unwrap().unwrap();
    let log = db.actions(table.id, 0).unwrap();
    let title = registry.get("belfort").unwrap();
    let mut t = title
        .new_table(&longtable::engine::Setup {
            seats: users.len(),
            options: longtable::host::options::game_options(&table.options),
            seed: table.seed,
        })
        .unwrap();
    let mut hidden = std::collections::BTreeSet::new();
    let mut listed = 0;
    for r in longtable::store::effective(&log) {
        // An action naming what its seat alone knew (a kept card).
        if t.secrets(r.seat)
            .iter()
            .any(|w| r.notation.contains(w.as_str()))
        {
            hidden.insert(r.notation.clone());
        }
        t.play(r.seat, &r.notation).unwrap();
        listed += (0..users.len()).map(|s| t.secrets(s).len()).sum::<usize>();
    }
    for s in 0..users.len() {
        if t.actions_private(s) {
            hidden.extend(t.legal_actions(s));
        }
    }
    assert!(listed > 0, "Belfort lists hand cards (Game::secrets)");
    assert!(!hidden.is_empty(), "some Belfort choices are secret");
    for m in public_posts(&fake, CHANNEL) {
        for f in fields(&m) {
            for h in &hidden {
                assert!(
                    !f.contains(h.as_str()),
                    "secret `{h}` in a public post: {f}"
                );
            }
        }
    }
    bot.stop().await;
}
