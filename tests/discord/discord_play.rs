//! End to end through the fake Discord: several users open tables, join,
//! start and play complete games of every landed title with autocomplete,
//! buttons and select menus; every REST request conforms to Discord's
//! OpenAPI specification.

use crate::common;
use crate::fake_discord;

use fake_discord::harness::{command, components, open_and_start, play_to_end, start_bot, sub};
use fake_discord::openapi::{routes, Spec};
use fake_discord::{png_size, FakeDiscord, FakeMessage, FakeUser};
use longtable::engine::{Erased, Registry};

/// The titles to play, in order; those not in the registry yet are
/// skipped, so a title that lands is covered by being listed here.
/// `race` and `menu` are test-only games (a short race; long action lists
/// with simultaneous secret choices).
const TITLES: &[&str] = &["race", "menu", "nations", "endeavor", "belfort"];

fn registry() -> Registry {
    let mut r = longtable::games::registry(None).expect("content packs load");
    r.add(Erased::new(common::race::Race));
    r.add(Erased::new(fake_discord::menu::Menu));
    r
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_title_plays_to_final_scores_through_discord() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let registry = registry();
    let bot = start_bot(&fake, &dir.path().join("bot.db"), registry.clone(), 1).await;
    let everyone: Vec<FakeUser> = ["alice", "bob", "carol", "dave"]
        .iter()
        .enumerate()
        .map(|(i, n)| FakeUser::new(i as u64 + 1, n))
        .collect();
    let mut played_titles = Vec::new();
    for (k, title) in TITLES.iter().enumerate() {
        let Some(t) = registry.get(title) else {
            eprintln!("{title} is not in the registry yet; skipped");
            continue;
        };
        let seats = 3.clamp(*t.seats().start(), *t.seats().end());
        let users = &everyone[..seats];
        let channel = (500_000_000_000_000_000u64 + k as u64).to_string();
        open_and_start(&fake, &channel, title, users).await;
        let played = play_to_end(&fake, &channel, users, 7 + k as u64, 3000).await;
        eprintln!("{title}: {played:?}");
        assert!(played.autocomplete > 0 && played.buttons > 0, "{played:?}");
        assert!(played.selects + played.synthetic_selects > 0, "{played:?}");

        // The end: /game status says finished with scores.
        let status = command(&fake, &users[1], &channel, "game", sub("status")).await;
        assert!(
            status.content.contains("Final scores") || status.content.contains("finished"),
            "{}",
            status.content
        );
        check_channel(&fake, &channel, users);
        if *title == "belfort" {
            check_hands_stay_private(&fake, &channel);
        }
        played_titles.push(*title);
    }
    assert!(played_titles.contains(&"race") && played_titles.contains(&"menu"));
    bot.stop().await;

    // Every REST request against Discord's specification.
    let requests = fake.requests();
    let spec = Spec::load();
    if let Some(spec) = &spec {
        let (n, problems) = spec.check_all(&requests);
        assert!(
            problems.is_empty(),
            "{n} requests, problems:\n{}",
            problems.join("\n")
        );
    }
    eprintln!(
        "REST routes used:\n{}",
        routes(spec.as_ref(), &requests).join("\n")
    );
    assert!(requests.iter().all(|r| r.authorized));
}

/// Belfort's hands are secret: public posts never offer a seat's `build`
/// or `keep` choices (they name cards in its hand); they carry the "My
/// choices" button instead, whose answer only the clicker sees.
fn check_hands_stay_private(fake: &FakeDiscord, channel: &str) {
    let posts: Vec<_> = fake
        .channel_messages(channel)
        .into_iter()
        .filter(|m| m.flags & 64 == 0)
        .collect();
    let mut asks = 0;
    for m in &posts {
        for (id, values) in components(m) {
            asks += usize::from(id.starts_with("lt1:o:"));
            for v in std::iter::once(&id).chain(&values) {
                assert!(
                    !v.contains(":build ") && !v.contains(":keep "),
                    "a public post offers `{v}`"
                );
            }
        }
    }
    assert!(asks > 0, "public posts ask players to open their choices");
    let private_offers = fake
        .messages()
        .iter()
        .filter(|m| m.flags & 64 != 0 && m.channel == channel)
        .flat_map(components)
        .filter(|(id, values)| {
            id.contains(":build ") || values.iter().any(|v| v.contains(":build "))
        })
        .count();
    assert!(private_offers > 0, "builds were offered privately");
}

/// Channel posts and DMs carry valid PNGs, no private text reaches the
/// channel, and the status message is edited rather than re-posted.
fn check_channel(fake: &FakeDiscord, channel: &str, users: &[FakeUser]) {
    let posts: Vec<_> = fake
        .channel_messages(channel)
        .into_iter()
        .filter(|m| m.flags & 64 == 0)
        .collect();
    let mut pngs = 0;
    for m in &posts {
        for (name, bytes) in &m.files {
            assert!(name.ends_with(".png"), "{name}");
            let (w, h) = png_size(bytes);
            assert!(w > 0 && h > 0);
            pngs += 1;
        }
        // A board in panels (issue 28): one embed per image, in order, so
        // a phone shows them one under the other at full width; each
        // panel no taller than 1.25× its width.
        if m.files.len() > 1 {
            let shown: Vec<&str> = m
                .embeds
                .as_array()
                .map(|e| {
                    e.iter()
                        .filter_map(|e| e["image"]["url"].as_str())
                        .collect()
                })
                .unwrap_or_default();
            let attached: Vec<String> = m
                .files
                .iter()
                .map(|(n, _)| format!("attachment://{n}"))
                .collect();
            assert_eq!(shown, attached, "panels as embeds, in order");
            assert_eq!(m.files[0].0, "board.png", "the header panel first");
            for (name, bytes) in &m.files {
                let (w, h) = png_size(bytes);
                assert!(h * 4 <= w * 5, "{name} is {w}x{h}");
            }
        }
    }
    assert!(pngs > 3, "the channel got board images");
    // The status message: one, pinned, edited many times.
    let pinned: Vec<_> = posts.iter().filter(|m| m.pinned).collect();
    assert_eq!(pinned.len(), 1, "one pinned status message");
    assert!(
        pinned[0].edits > 3,
        "status edited in place: {}",
        pinned[0].edits
    );
    // Private views: in DMs or ephemeral replies, never in the channel.
    let mut private_lines = Vec::new();
    for u in users {
        if let Some(dm) = fake.dm_channel(u) {
            for m in fake.channel_messages(&dm) {
                for (_, bytes) in &m.files {
                    png_size(bytes);
                }
                private_lines.extend(m.content.lines().skip(1).map(str::to_string));
            }
        }
    }
    for m in fake.messages().iter().filter(|m| m.flags & 64 != 0) {
        if !m.files.is_empty() {
            private_lines.extend(m.content.lines().map(str::to_string));
        }
    }
    let private_lines: Vec<String> = private_lines
        .into_iter()
        // The DM's digest quotes the table's public talk ("› ...").
        .filter(|l| l.len() >= 8 && !l.starts_with("Table: ") && !l.contains("turn"))
        .filter(|l| !l.starts_with("› ") && !l.starts_with("… and"))
        .collect();
    assert!(!private_lines.is_empty(), "private views were sent");
    for m in &posts {
        for l in &private_lines {
            assert!(
                !m.content.contains(l.as_str()),
                "private text `{l}` reached the channel: {}",
                m.content
            );
        }
    }
}

/// A `/play` is answered before the next player's turn DM is drawn
/// (issue 28: the answer doesn't wait for other players' views), and
/// that DM still carries the seat's picture, sent once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_answer_goes_out_before_the_next_players_dm_which_keeps_its_picture() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start_bot(&fake, &dir.path().join("bot.db"), registry(), 1).await;
    let users: Vec<FakeUser> = ["alice", "bob", "carol"]
        .iter()
        .enumerate()
        .map(|(i, n)| FakeUser::new(i as u64 + 1, n))
        .collect();
    let channel = "510000000000000001";
    open_and_start(&fake, channel, "endeavor", &users).await;
    // Seat views each player's DMs hold so far.
    let views = |u: &FakeUser| -> Vec<FakeMessage> {
        fake.dm_channel(u)
            .map(|dm| fake.channel_messages(&dm))
            .unwrap_or_default()
            .into_iter()
            .filter(|m| m.files.iter().any(|f| f.0.starts_with("seat")))
            .collect()
    };
    let before: Vec<usize> = users.iter().map(|u| views(u).len()).collect();
    // Whoever is to act plays their first legal move.
    let mut mover = None;
    for u in &users {
        let id = fake.command(
            u,
            channel,
            "play",
            serde_json::json!([{"name": "action", "type": 3, "value": "1"}]),
        );
        let answer = fake.wait_answer(&id).await;
        if answer.flags & 64 == 0 {
            mover = Some((u.id.clone(), id));
            break;
        }
    }
    let (mover, id) = mover.expect("someone could play");
    // The next player: whoever got a new turn DM.
    let (k, other) = fake
        .wait_until(10, "a new turn DM", |_| {
            users
                .iter()
                .enumerate()
                .find(|(k, u)| u.id != mover && views(u).len() > before[*k])
        })
        .await;
    let dm = fake
        .wait_until(10, "the next player's turn DM", |_| {
            views(other).get(before[k]).cloned()
        })
        .await;
    let (name, png) = &dm.files[0];
    assert!(name.starts_with("seat") && name.ends_with(".png"), "{name}");
    let (w, h) = png_size(png);
    assert_eq!(w, 800, "the phone seat view");
    assert!(h > 0 && h * 4 <= w * 5);
    // In the order Discord got them: the interaction's answer, then the DM.
    let requests = fake.requests();
    let answered = requests
        .iter()
        .position(|r| r.path.starts_with(&format!("/interactions/{id}/")))
        .expect("the play was answered");
    let dm_channel = fake.dm_channel(other).unwrap();
    let dm_sent = requests
        .iter()
        .rposition(|r| {
            r.path == format!("/channels/{dm_channel}/messages")
                && r.files.iter().any(|f| f.0.starts_with("seat"))
        })
        .expect("the DM was sent");
    assert!(answered < dm_sent, "the answer first, then the DM");
    let sent_twice = requests
        .iter()
        .filter(|r| {
            r.path == format!("/channels/{dm_channel}/messages")
                && r.files.iter().any(|f| f.1 == *png)
        })
        .count();
    assert_eq!(sent_twice, 1, "the view is sent once");
    bot.stop().await;
}
