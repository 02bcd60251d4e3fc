//! Running the real bot (`longtable::discord::run`) against the fake, and
//! playing games through it the way people would: slash commands,
//! autocomplete choices, buttons and select menus.

use super::{FakeDiscord, FakeMessage, FakeUser, GUILD_ID, TOKEN};
use longtable::discord::{run, Settings};
use longtable::engine::Registry;
use longtable::host::Host;
use longtable::store::Store;
use serde_json::{json, Value};
use std::path::Path;
use std::time::Duration;
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

/// A running bot.
pub struct Bot {
    stop: Option<oneshot::Sender<()>>,
    task: JoinHandle<anyhow::Result<()>>,
}

pub fn settings(fake: &FakeDiscord) -> Settings {
    Settings {
        token: TOKEN.to_string(),
        api_url: Some(fake.url.clone()),
        dev_guild: Some(GUILD_ID.parse().unwrap()),
        defer_after: Duration::from_millis(1500),
        shards: Default::default(),
    }
}

/// Starts the bot on the database at `db` and waits until it has
/// identified and registered its commands (the `nth` time on this fake).
pub async fn start_bot(fake: &FakeDiscord, db: &Path, registry: Registry, nth: usize) -> Bot {
    start_bot_with(fake, db, registry, nth, settings(fake)).await
}

pub async fn start_bot_with(
    fake: &FakeDiscord,
    db: &Path,
    registry: Registry,
    nth: usize,
    settings: Settings,
) -> Bot {
    let host = Host::new(registry, Store::open(db).unwrap())
        .unwrap()
        .seeded(1);
    start_host(fake, host, nth, settings).await
}

/// Starts the bot on a host the test built (a manual clock, say).
pub async fn start_host(fake: &FakeDiscord, host: Host, nth: usize, settings: Settings) -> Bot {
    let (tx, rx) = oneshot::channel();
    let task = tokio::spawn(run(settings, host, async move {
        let _ = rx.await;
    }));
    fake.wait_ready(nth).await;
    Bot {
        stop: Some(tx),
        task,
    }
}

impl Bot {
    /// Shuts the bot down (its gateway connection closes).
    pub async fn stop(mut self) {
        if let Some(s) = self.stop.take() {
            let _ = s.send(());
        }
        let _ = tokio::time::timeout(Duration::from_secs(10), &mut self.task).await;
        self.task.abort();
    }
}

/// `/game new` options.
pub fn new_options(title: &str, players: usize) -> Value {
    json!([{"name": "new", "type": 1, "options": [
        {"name": "title", "type": 3, "value": title},
        {"name": "players", "type": 4, "value": players},
    ]}])
}

pub fn sub(name: &str) -> Value {
    json!([{"name": name, "type": 1, "options": []}])
}

/// `/game new race` with `players` seats and the table options `options`
/// (`"turn_time:10h target:40"`), sent by `user`; waits for its answer.
pub async fn new_race_lobby(
    fake: &FakeDiscord,
    user: &FakeUser,
    channel: &str,
    players: usize,
    options: &str,
) -> FakeMessage {
    command(
        fake,
        user,
        channel,
        "game",
        json!([{"name": "new", "type": 1, "options": [
            {"name": "title", "type": 3, "value": "race"},
            {"name": "players", "type": 4, "value": players},
            {"name": "options", "type": 3, "value": options},
        ]}]),
    )
    .await
}

/// Sends a slash command and waits for its visible answer.
pub async fn command(
    fake: &FakeDiscord,
    user: &FakeUser,
    channel: &str,
    name: &str,
    options: Value,
) -> FakeMessage {
    let id = fake.command(user, channel, name, options);
    fake.wait_answer(&id).await
}

/// The autocomplete choices the bot offers `user` for what they typed.
pub async fn autocomplete(
    fake: &FakeDiscord,
    user: &FakeUser,
    channel: &str,
    typed: &str,
) -> Vec<(String, String)> {
    let id = fake.autocomplete_play(user, channel, typed);
    let cb = fake.wait_callback(&id).await;
    assert_eq!(cb["type"], 8, "autocomplete result: {cb}");
    cb["data"]["choices"]
        .as_array()
        .cloned()
        .unwrap_or_default()
        .iter()
        .map(|c| {
            (
                c["name"].as_str().unwrap().to_string(),
                c["value"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

/// Every component of a message: (custom_id, select option values).
pub fn components(m: &FakeMessage) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    for row in m.components.as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            let values = c["options"]
                .as_array()
                .map(|o| {
                    o.iter()
                        .map(|o| o["value"].as_str().unwrap().to_string())
                        .collect()
                })
                .unwrap_or_default();
            out.push((c["custom_id"].as_str().unwrap_or("").to_string(), values));
        }
    }
    out
}

/// The newest message in `channel` that carries components.
pub fn latest_prompt(fake: &FakeDiscord, channel: &str) -> Option<FakeMessage> {
    fake.channel_messages(channel)
        .into_iter()
        .rfind(|m| m.flags & 64 == 0 && !components(m).is_empty())
}

/// A small deterministic generator for the tests' choices.
pub struct Lcg(pub u64);
impl Lcg {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// How an action was chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Via {
    Autocomplete,
    Button,
    Select,
}

/// The counts of each way actions were taken in a game.
#[derive(Debug, Default)]
pub struct Played {
    pub autocomplete: usize,
    pub buttons: usize,
    pub selects: usize,
    /// Select interactions sent for posts that had only buttons.
    pub synthetic_selects: usize,
    pub actions: usize,
}

/// Opens a table of `title` in `channel`, seats `users`, starts it.
pub async fn open_and_start(fake: &FakeDiscord, channel: &str, title: &str, users: &[FakeUser]) {
    let m = command(
        fake,
        &users[0],
        channel,
        "game",
        new_options(title, users.len()),
    )
    .await;
    assert_eq!(m.flags & 64, 0, "/game new failed: {}", m.content);
    for u in &users[1..] {
        let m = command(fake, u, channel, "game", sub("join")).await;
        assert_eq!(m.flags & 64, 0, "/game join failed: {}", m.content);
    }
    let m = command(fake, &users[0], channel, "game", sub("start")).await;
    assert_eq!(m.flags & 64, 0, "/game start failed: {}", m.content);
}

/// Who may act now: the users whose autocomplete offers actions, with the
/// choices.
pub async fn actors(
    fake: &FakeDiscord,
    channel: &str,
    users: &[FakeUser],
) -> Vec<(FakeUser, Vec<(String, String)>)> {
    let mut out = Vec::new();
    for u in users {
        let c = autocomplete(fake, u, channel, "").await;
        if !c.is_empty() {
            out.push((u.clone(), c));
        }
    }
    out
}

/// Plays the table in `channel` to its end, rotating between
/// autocomplete, buttons and select menus. Returns how actions were
/// taken; panics if the game does not end within `max_actions`.
pub async fn play_to_end(
    fake: &FakeDiscord,
    channel: &str,
    users: &[FakeUser],
    seed: u64,
    max_actions: usize,
) -> Played {
    let mut rng = Lcg(seed);
    let mut played = Played::default();
    for step in 0..max_actions {
        let who = actors(fake, channel, users).await;
        if who.is_empty() {
            return played;
        }
        let (user, choices) = &who[rng.below(who.len())];
        let prompt = latest_prompt(fake, channel);
        let wanted = match step % 3 {
            0 => Via::Autocomplete,
            1 => Via::Button,
            _ => Via::Select,
        };
        // Only the components offering one of this user's legal actions
        // (all of them, from /actions: autocomplete shows 25 at most).
        let listed = command(fake, user, channel, "actions", json!([])).await;
        let numbered = listed
            .content
            .lines()
            .filter(|l| {
                l.split_once(". ")
                    .is_some_and(|(n, _)| n.parse::<usize>().is_ok())
            })
            .count();
        assert!(
            numbered > 0,
            "/actions lists the actions: {}",
            listed.content
        );
        // The notations: the /actions answer's own buttons and menus carry
        // them (its lines show labels and costs), and autocomplete's values.
        let mut all: Vec<String> = components(&listed)
            .into_iter()
            .flat_map(|(id, values)| {
                let button = id
                    .strip_prefix("lt1:a:")
                    .and_then(|rest| rest.splitn(3, ':').nth(2))
                    .map(str::to_string);
                let options = values
                    .into_iter()
                    .filter_map(|v| v.strip_prefix("a:").map(str::to_string));
                button.into_iter().chain(options).collect::<Vec<_>>()
            })
            .collect();
        all.extend(choices.iter().map(|(_, value)| value.clone()));
        all.sort();
        all.dedup();
        let legal: Vec<&String> = all.iter().collect();
        let offered = |m: &FakeMessage| {
            let comps = components(m);
            let buttons: Vec<String> = comps
                .iter()
                .filter(|(id, v)| {
                    v.is_empty()
                        && id.splitn(5, ':').nth(4).is_some_and(|n| {
                            id.starts_with("lt1:a:") && legal.iter().any(|l| *l == n)
                        })
                })
                .map(|(id, _)| id.clone())
                .collect();
            let selects: Vec<(String, Vec<String>)> = comps
                .iter()
                .map(|(id, values)| {
                    let ok = values
                        .iter()
                        .filter(|v| {
                            v.strip_prefix("a:")
                                .is_some_and(|n| legal.iter().any(|l| *l == n))
                        })
                        .cloned()
                        .collect::<Vec<_>>();
                    (id.clone(), ok)
                })
                .filter(|(_, ok)| !ok.is_empty())
                .collect();
            (buttons, selects)
        };
        // The public post offers the user's actions unless they are
        // private; then "My choices" (the /actions answer) carries them.
        let (mut buttons, mut selects) = prompt.as_ref().map(offered).unwrap_or_default();
        let mut prompt = prompt;
        if buttons.is_empty() && selects.is_empty() {
            (buttons, selects) = offered(&listed);
            prompt = Some(listed.clone());
        }
        let before = public_activity(fake, channel);
        let id = match wanted {
            Via::Button if !buttons.is_empty() => {
                played.buttons += 1;
                let b = &buttons[rng.below(buttons.len())];
                fake.click(user, prompt.as_ref().unwrap(), b)
            }
            Via::Select if !selects.is_empty() => {
                played.selects += 1;
                let (sid, values) = &selects[rng.below(selects.len())];
                let v = &values[rng.below(values.len())];
                fake.select(user, prompt.as_ref().unwrap(), sid, v)
            }
            Via::Select if !buttons.is_empty() => {
                // Few actions: the post has buttons only. Choose through a
                // select interaction for this position anyway, as Discord
                // would deliver one, so the select path is exercised.
                played.synthetic_selects += 1;
                let b = &buttons[rng.below(buttons.len())];
                let mut parts = b.splitn(5, ':');
                let (_, _, t, s, notation) = (
                    parts.next(),
                    parts.next(),
                    parts.next().unwrap(),
                    parts.next().unwrap(),
                    parts.next().unwrap(),
                );
                let sid = format!("lt1:s:{t}:{s}:0:0");
                fake.select(
                    user,
                    prompt.as_ref().unwrap(),
                    &sid,
                    &format!("a:{notation}"),
                )
            }
            _ => {
                played.autocomplete += 1;
                let (_, value) = &choices[rng.below(choices.len())];
                let opts = json!([{"name": "action", "type": 3, "value": value}]);
                fake.command(user, channel, "play", opts)
            }
        };
        let answer = fake.wait_answer(&id).await;
        // An accepted action posts in the channel or edits the post of the
        // seat's run (the same seat acting again); a refusal only answers
        // the clicker privately, which leaves the channel as it was.
        fake.wait_until(
            10,
            &format!(
                "the action to reach the channel (answer: {})",
                answer.content
            ),
            |f| (public_activity(f, channel) > before).then_some(()),
        )
        .await;
        played.actions += 1;
    }
    panic!("the game in {channel} did not end within {max_actions} actions");
}

/// The channel's public posts and their edits, counted: an accepted
/// action adds a post or edits one, a refused one neither.
fn public_activity(fake: &FakeDiscord, channel: &str) -> usize {
    fake.channel_messages(channel)
        .iter()
        .filter(|m| m.flags & 64 == 0)
        .map(|m| 1 + m.edits)
        .sum()
}

/// A click on a component of a DM: no guild, the user instead of a member.
pub fn dm_click(fake: &FakeDiscord, user: &FakeUser, dm: &FakeMessage, custom_id: &str) -> String {
    dm_interact(fake, user, dm, custom_id, None)
}

/// A click on a button of a DM (`value: None`) or a choice in one of its
/// select menus. With no guild, Discord sends it to shard 0.
pub fn dm_interact(
    fake: &FakeDiscord,
    user: &FakeUser,
    dm: &FakeMessage,
    custom_id: &str,
    value: Option<&str>,
) -> String {
    let (id, mut payload) = fake.click_payload(user, dm, custom_id, value);
    let d = if payload.get("d").is_some() {
        &mut payload["d"]
    } else {
        &mut payload
    };
    if let Some(obj) = d.as_object_mut() {
        obj.remove("guild_id");
        obj.remove("member");
        obj.insert("context".into(), json!(1));
        obj.insert(
            "user".into(),
            json!({"id": user.id, "username": user.name, "global_name": user.name,
                   "discriminator": "0", "avatar": null, "bot": false}),
        );
    }
    fake.redeliver(payload);
    id
}
