//! Two `longtable serve` processes, each running half the shards, over one
//! PostgreSQL database, against the fake Discord (issue 18): the way a bot
//! grows past one machine.
//!
//! The fake sends each server's events only to the connection of that
//! server's shard (`(guild_id >> 22) % total`) and DMs to shard 0, as
//! Discord does. Two servers fall on different shards, one Nations table
//! (one age, two players) in each: whole games run on both processes, the
//! "your turn" DM buttons of the shard-1 table are applied by the shard-0
//! process, shard 1's process is SIGKILLed mid-game and restarted, the
//! same move raced through both processes is applied once, and `replay`
//! verifies every table afterwards.

use crate::common;
use crate::fake_discord;

use common::pg::Postgres;
use fake_discord::harness::{autocomplete, command, components, dm_interact, sub, Lcg};
use fake_discord::serve::Serve;
use fake_discord::{FakeDiscord, FakeMessage, FakeUser};
use serde_json::{json, Value};
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

/// A server on shard 0 of 2 (the fake's default) and one on shard 1.
const GUILD_0: &str = fake_discord::GUILD_ID;
const GUILD_1: &str = "100000000004194304";
const CHANNEL_0: &str = "510000000000000001";
const CHANNEL_1: &str = "510000000000000002";

/// Runs shards `range` of 2 on the database at `db`.
fn serve(fake: &FakeDiscord, dir: &Path, db: &str, range: &str) -> Serve {
    let args = ["--shards", range, "--shard-total", "2", "--seed", "18"];
    Serve::start(fake, dir, "", db, &args)
}

/// Waits until every shard of the process is connected and its commands
/// are registered, or panics with its log.
async fn wait_ready(serve: &mut Serve, range: &str) {
    let ready = format!("all shards of this process ready ({range} of 2)");
    serve.wait_log(&ready, 30).await;
    serve.wait_log("slash commands registered", 30).await;
}

/// A table as the test plays it.
struct Game {
    channel: &'static str,
    users: Vec<FakeUser>,
    id: i64,
    /// The shard of the table's server.
    shard: u64,
}

impl Game {
    fn user(&self, id: &str) -> &FakeUser {
        self.users.iter().find(|u| u.id == id).unwrap()
    }
}

/// The test's view of the shared database.
struct Db(tokio_postgres::Client);

impl Db {
    async fn table_id(&self, channel: &str) -> i64 {
        self.0
            .query_one(
                "SELECT id FROM tables WHERE channel = $1 ORDER BY id DESC LIMIT 1",
                &[&channel],
            )
            .await
            .unwrap()
            .get(0)
    }

    async fn status(&self, table: i64) -> String {
        self.0
            .query_one("SELECT status FROM tables WHERE id = $1", &[&table])
            .await
            .unwrap()
            .get(0)
    }

    /// The table's log: (seq, interaction id).
    async fn log(&self, table: i64) -> Vec<(i64, Option<String>)> {
        self.0
            .query(
                "SELECT seq, interaction_id FROM actions WHERE table_id = $1 ORDER BY seq",
                &[&table],
            )
            .await
            .unwrap()
            .iter()
            .map(|r| (r.get(0), r.get(1)))
            .collect()
    }

    async fn last_seq(&self, table: i64) -> i64 {
        self.log(table).await.last().map_or(0, |r| r.0)
    }

    /// How many log rows an interaction wrote (its own; forced moves after
    /// it carry none).
    async fn rows_of(&self, interaction: &str) -> i64 {
        self.0
            .query_one(
                "SELECT count(*) FROM actions WHERE interaction_id = $1",
                &[&interaction],
            )
            .await
            .unwrap()
            .get(0)
    }
}

/// The channel's public posts and their edits, the pinned status message
/// left out: an applied action posts or edits the run's post.
fn activity(fake: &FakeDiscord, channel: &str) -> usize {
    fake.channel_messages(channel)
        .iter()
        .filter(|m| m.flags & 64 == 0 && !m.pinned)
        .map(|m| 1 + m.edits)
        .sum()
}

/// Who is to act (their user id) and the notations autocomplete offers
/// them; `None` when nobody is.
async fn to_act(fake: &FakeDiscord, game: &Game) -> Option<(String, Vec<String>)> {
    for u in &game.users {
        let choices = autocomplete(fake, u, game.channel, "").await;
        if !choices.is_empty() {
            return Some((u.id.clone(), choices.into_iter().map(|c| c.1).collect()));
        }
    }
    None
}

/// The user's latest "your turn" DM if it was made for the table's
/// current position, with the notations its buttons and menus offer:
/// (message, offers).
fn dm_offers(
    fake: &FakeDiscord,
    user: &FakeUser,
    table: i64,
    seq: i64,
) -> Option<(FakeMessage, Vec<Offer>)> {
    let dm = fake.dm_channel(user)?;
    let m = fake
        .channel_messages(&dm)
        .into_iter()
        .rfind(|m| !components(m).is_empty())?;
    let position = format!("{table}:{seq}:");
    let mut offers = Vec::new();
    for (id, values) in components(&m) {
        if let Some(n) = id
            .strip_prefix("lt1:a:")
            .and_then(|r| r.strip_prefix(&position))
        {
            offers.push((id.clone(), None, n.to_string()));
        }
        if id
            .strip_prefix("lt1:s:")
            .is_some_and(|r| r.starts_with(&position))
        {
            for v in values {
                if let Some(n) = v.strip_prefix("a:") {
                    offers.push((id.clone(), Some(v.clone()), n.to_string()));
                }
            }
        }
    }
    (!offers.is_empty()).then_some((m, offers))
}

fn play_options(notation: &str) -> Value {
    json!([{"name": "action", "type": 3, "value": notation}])
}

/// A DM component offering a move: (custom_id, select value, notation).
type Offer = (String, Option<String>, String);

/// How one move was sent.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Via {
    /// `/play` in the table's channel: the process of the server's shard.
    Channel,
    /// The "your turn" DM's button: the process of shard 0.
    Dm,
}

/// Plays one move of the seat to act, through `via` when it can (a DM
/// needs a DM made for this position; else the channel), and checks it
/// was applied once and reached the channel. Returns how it went, or
/// `None` when the game is over.
async fn step(fake: &FakeDiscord, db: &Db, game: &Game, rng: &mut Lcg, via: Via) -> Option<Via> {
    let (who, choices) = to_act(fake, game).await?;
    let user = game.user(&who).clone();
    let seq = db.last_seq(game.id).await;
    let before = activity(fake, game.channel);
    let dm = match via {
        Via::Dm => dm_offers(fake, &user, game.id, seq),
        Via::Channel => None,
    };
    let (id, used) = match dm {
        Some((m, offers)) => {
            let (cid, value, _) = &offers[rng.below(offers.len())];
            let id = dm_interact(fake, &user, &m, cid, value.as_deref());
            (id, Via::Dm)
        }
        None => {
            let v = &choices[rng.below(choices.len())];
            let id = fake.command(&user, game.channel, "play", play_options(v));
            (id, Via::Channel)
        }
    };
    let answer = fake.wait_answer(&id).await;
    // A DM has no server: Discord sends it to shard 0, whichever process
    // holds the table's channel.
    let shard = if used == Via::Dm { 0 } else { game.shard };
    assert_eq!(fake.delivered_to(&id), vec![[shard, 2]]);
    assert_eq!(
        db.rows_of(&id).await,
        1,
        "{:?} move of {} in {} not applied once: {}",
        used,
        user.name,
        game.channel,
        answer.content
    );
    fake.wait_until(10, &format!("{used:?} move in {}", game.channel), |f| {
        (activity(f, game.channel) > before).then_some(())
    })
    .await;
    Some(used)
}

/// Opens a one-age Nations table for `users` in `channel` and starts it.
async fn open(
    fake: &FakeDiscord,
    db: &Db,
    channel: &'static str,
    shard: u64,
    users: Vec<FakeUser>,
) -> Game {
    let new = json!([{"name": "new", "type": 1, "options": [
        {"name": "title", "type": 3, "value": "nations"},
        {"name": "players", "type": 4, "value": 2},
        {"name": "options", "type": 3, "value": "ages:1"},
    ]}]);
    let m = command(fake, &users[0], channel, "game", new).await;
    assert_eq!(m.flags & 64, 0, "/game new failed: {}", m.content);
    let m = command(fake, &users[1], channel, "game", sub("join")).await;
    assert_eq!(m.flags & 64, 0, "/game join failed: {}", m.content);
    let m = command(fake, &users[0], channel, "game", sub("start")).await;
    assert_eq!(m.flags & 64, 0, "/game start failed: {}", m.content);
    let id = db.table_id(channel).await;
    Game {
        channel,
        users,
        id,
        shard,
    }
}

/// The table's one pinned status message comes to read what `/game
/// status` says now, whichever process edited it last: two processes'
/// edits don't leave an older state on top.
async fn check_status(fake: &FakeDiscord, game: &Game) {
    let now = command(fake, &game.users[0], game.channel, "game", sub("status")).await;
    let pinned = |f: &FakeDiscord| -> Vec<FakeMessage> {
        f.channel_messages(game.channel)
            .into_iter()
            .filter(|m| m.pinned)
            .collect()
    };
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let p = pinned(fake);
        if p.len() == 1 && p[0].content == now.content {
            return;
        }
        if Instant::now() > deadline {
            let shown: Vec<&str> = p.iter().map(|m| m.content.as_str()).collect();
            panic!(
                "{}: the pinned status messages {shown:#?}\ndon't read what /game status says:\n{}",
                game.channel, now.content
            );
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The log is 1, 2, 3, … with no gap and no interaction twice.
async fn check_log(db: &Db, game: &Game) {
    let log = db.log(game.id).await;
    let seqs: Vec<i64> = log.iter().map(|r| r.0).collect();
    let want: Vec<i64> = (1..=log.len() as i64).collect();
    assert_eq!(seqs, want, "log of {} not contiguous", game.channel);
    let mut ids: Vec<&String> = log.iter().filter_map(|r| r.1.as_ref()).collect();
    let n = ids.len();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), n, "an interaction twice in {}", game.channel);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_share_the_tables_of_one_postgres() {
    let started = Instant::now();
    let pg = Postgres::start();
    let db = Db(pg.connect().await);
    let fake = FakeDiscord::start().await;
    fake.set_channel_guild(CHANNEL_0, GUILD_0);
    fake.set_channel_guild(CHANNEL_1, GUILD_1);
    let dir = tempfile::tempdir().unwrap();
    let (dir0, dir1) = (dir.path().join("p0"), dir.path().join("p1"));
    std::fs::create_dir_all(&dir0).unwrap();
    std::fs::create_dir_all(&dir1).unwrap();

    // One after the other, as the README tells operators.
    let mut p0 = serve(&fake, &dir0, pg.url(), "0-0");
    wait_ready(&mut p0, "0-0").await;
    let mut p1 = serve(&fake, &dir1, pg.url(), "1-1");
    wait_ready(&mut p1, "1-1").await;
    assert_eq!(fake.identify_shards(), vec![[0, 2], [1, 2]]);

    let users: Vec<FakeUser> = ["alice", "bob", "carol", "dave"]
        .iter()
        .enumerate()
        .map(|(i, n)| FakeUser::new(i as u64 + 1, n))
        .collect();
    let a = open(&fake, &db, CHANNEL_0, 0, users[..2].to_vec()).await;
    let b = open(&fake, &db, CHANNEL_1, 1, users[2..].to_vec()).await;
    // Each server's commands reach only its shard's process.
    let probe = fake.command(&users[0], CHANNEL_0, "game", sub("status"));
    fake.wait_answer(&probe).await;
    assert_eq!(fake.delivered_to(&probe), vec![[0, 2]]);
    let probe = fake.command(&users[2], CHANNEL_1, "game", sub("status"));
    fake.wait_answer(&probe).await;
    assert_eq!(fake.delivered_to(&probe), vec![[1, 2]]);

    let mut rng = Lcg(18);
    let mut dm_moves = 0;
    // Both tables move on. The shard-1 table's players click their "your
    // turn" DMs (process 0) whenever one is made for the position; a seat
    // that acts again at once is answered in the channel, where it goes
    // on with `/play` (process 1).
    for _ in 0..6 {
        step(&fake, &db, &a, &mut rng, Via::Channel).await.unwrap();
        if step(&fake, &db, &b, &mut rng, Via::Dm).await.unwrap() == Via::Dm {
            dm_moves += 1;
        }
    }
    assert!(
        dm_moves >= 2,
        "only {dm_moves} DM moves for the shard-1 table"
    );

    // Process 1 dies mid-game. Everything it confirmed is in the log.
    let before_kill = db.log(b.id).await;
    p1.kill();
    assert_eq!(db.status(b.id).await, "playing");
    // The other process goes on meanwhile.
    step(&fake, &db, &a, &mut rng, Via::Channel).await.unwrap();
    // Shard 1 comes back on a new process; its table goes on from where
    // it was: the next move is applied on top of the log.
    let mut p1 = serve(&fake, &dir1, pg.url(), "1-1");
    wait_ready(&mut p1, "1-1").await;
    assert_eq!(db.log(b.id).await, before_kill, "nothing lost or added");
    step(&fake, &db, &b, &mut rng, Via::Channel).await.unwrap();
    let after = db.log(b.id).await;
    assert_eq!(&after[..before_kill.len()], &before_kill[..]);
    assert!(after.len() > before_kill.len());

    // The same move sent at once through both processes: the channel's
    // `/play` (process 1) and the DM button (process 0). One applies it,
    // the other refuses; never both.
    let mut raced = 0;
    // Races won by the channel's process and by shard 0's.
    let mut winners = [0; 2];
    for _ in 0..12 {
        if raced == 4 {
            break;
        }
        let Some((who, _)) = to_act(&fake, &b).await else {
            break;
        };
        let user = b.user(&who).clone();
        let seq = db.last_seq(b.id).await;
        let Some((dm, offers)) = dm_offers(&fake, &user, b.id, seq) else {
            step(&fake, &db, &b, &mut rng, Via::Channel).await.unwrap();
            continue;
        };
        let (cid, value, notation) = &offers[rng.below(offers.len())];
        // Each goes first in turn.
        let (typed, clicked) = if raced % 2 == 0 {
            let typed = fake.command(&user, b.channel, "play", play_options(notation));
            (typed, dm_interact(&fake, &user, &dm, cid, value.as_deref()))
        } else {
            let clicked = dm_interact(&fake, &user, &dm, cid, value.as_deref());
            let typed = fake.command(&user, b.channel, "play", play_options(notation));
            (typed, clicked)
        };
        let typed_answer = fake.wait_answer(&typed).await;
        let clicked_answer = fake.wait_answer(&clicked).await;
        assert_eq!(fake.delivered_to(&typed), vec![[1, 2]]);
        assert_eq!(fake.delivered_to(&clicked), vec![[0, 2]]);
        let (by_typing, by_click) = (db.rows_of(&typed).await, db.rows_of(&clicked).await);
        assert_eq!(
            by_typing + by_click,
            1,
            "the raced move `{notation}` applied {} times",
            by_typing + by_click
        );
        // The other is refused, privately, and changes nothing.
        let refused = if by_typing == 1 {
            clicked_answer
        } else {
            typed_answer
        };
        assert_ne!(refused.flags & 64, 0, "{}", refused.content);
        winners[by_click as usize] += 1;
        raced += 1;
        check_log(&db, &b).await;
        check_status(&fake, &b).await;
    }
    assert_eq!(raced, 4, "too few positions with a DM to race");
    eprintln!(
        "races won: {} by /play (process 1), {} by the DM (process 0)",
        winners[0], winners[1]
    );

    // Both games to their end.
    for (game, via) in [(&a, Via::Channel), (&b, Via::Dm)] {
        let mut moves = 0;
        while step(&fake, &db, game, &mut rng, via).await.is_some() {
            moves += 1;
            assert!(moves < 400, "{} did not end", game.channel);
        }
        assert_eq!(db.status(game.id).await, "finished", "{}", game.channel);
        let status = command(&fake, &game.users[1], game.channel, "game", sub("status")).await;
        assert!(
            status.content.contains("Final scores") || status.content.contains("finished"),
            "{}",
            status.content
        );
        check_log(&db, game).await;
        check_status(&fake, game).await;
    }
    drop(p0);
    drop(p1);

    // Every row the processes wrote replays to its stored hash.
    let out = Command::new(env!("CARGO_BIN_EXE_longtable"))
        .args(["replay", "--db", pg.url()])
        .current_dir(dir.path())
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains("2 tables verified, 0 mismatches"), "{text}");
    eprintln!("two processes: {:.1} s", started.elapsed().as_secs_f64());
}
