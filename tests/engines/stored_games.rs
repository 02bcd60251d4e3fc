//! Games stored by earlier versions must still replay (issue 16, item 7).
//!
//! `tests/fixtures/stored-games.db` holds, for every title, one finished
//! game and one still running (with an undo in its log), played through
//! the host by the code of the day it was made. Every later change, a
//! dependency upgrade above all (rusqlite, serde, rand), must leave
//! `longtable replay` verifying every table in it.
//!
//! To make it again (only when a change means to break old games, and say
//! so in the commit):
//!
//! ```text
//! cargo test --test engines stored_games:: -- --ignored remake_stored_games_fixture
//! ```

use longtable::engine::GameRng;
use longtable::host::{ActionRef, Audience, Command, CommandKind, Host, Notice, User};
use longtable::store::{Db, Store};
use std::path::{Path, PathBuf};
use std::process::Command as Process;

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/stored-games.db")
}

/// The titles the fixture must cover.
const TITLES: [&str; 3] = ["nations", "endeavor", "belfort"];

#[test]
fn the_stored_games_fixture_replays_with_every_table_verified() {
    let dir = tempfile::tempdir().unwrap();
    let copy = dir.path().join("stored-games.db");
    std::fs::copy(fixture(), &copy).unwrap();
    let out = Process::new(env!("CARGO_BIN_EXE_longtable"))
        .args(["replay", "--db"])
        .arg(&copy)
        .current_dir(dir.path())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stdout}{stderr}");
    // Two tables per title: one finished, one running.
    let tables = 2 * TITLES.len();
    assert!(
        stdout.contains(&format!("{tables} tables verified, 0 mismatches")),
        "{stdout}{stderr}"
    );
    // And it really holds what it says: both kinds for every title.
    let db = Db::open(&copy).unwrap();
    for title in TITLES {
        for (channel, status) in [
            (format!("{title}-finished"), "finished"),
            (format!("{title}-running"), "playing"),
        ] {
            let row = db
                .latest_table(&channel)
                .unwrap()
                .unwrap_or_else(|| panic!("no table in #{channel}"));
            assert_eq!(row.title, title);
            assert_eq!(row.status.as_str(), status, "#{channel}");
        }
    }
}

fn user(name: &str) -> User {
    User {
        id: format!("id-{name}"),
        name: name.into(),
        locale: "en".into(),
    }
}

async fn send(h: &Host, channel: &str, who: &str, kind: CommandKind) -> Vec<Notice> {
    h.handle(Command {
        channel: channel.into(),
        user: user(who),
        admin: false,
        server: String::new(),
        interaction: None,
        kind,
    })
    .await
}

/// Plays up to `steps` random legal actions by whoever may act; returns
/// how many were played (fewer when the game ended).
async fn random_steps(
    h: &Host,
    channel: &str,
    players: &[&str],
    rng: &mut GameRng,
    steps: usize,
) -> usize {
    for step in 0..steps {
        let mut movers = Vec::new();
        for p in players {
            let n = send(h, channel, p, CommandKind::Actions).await;
            let actions = n[0].data.actions.clone().unwrap_or_default();
            if !actions.is_empty() {
                movers.push((*p, actions.len()));
            }
        }
        let Some(&(who, count)) = rng.pick(&movers) else {
            return step;
        };
        let n = send(
            h,
            channel,
            who,
            CommandKind::Play {
                action: ActionRef::Number(1 + rng.below(count)),
                at: None,
            },
        )
        .await;
        let post = n.iter().find(|x| x.reply).unwrap();
        assert!(matches!(post.to, Audience::Channel(_)), "{}", post.text);
    }
    steps
}

async fn open_table(
    h: &Host,
    channel: &str,
    title: &str,
    players: &[&str],
    options: &[(&str, &str)],
) {
    let n = send(
        h,
        channel,
        players[0],
        CommandKind::New {
            title: title.into(),
            players: None,
            options: options
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
        },
    )
    .await;
    assert!(
        n.iter().any(|x| matches!(x.to, Audience::Channel(_))),
        "{n:#?}"
    );
    for p in &players[1..] {
        send(h, channel, p, CommandKind::Join).await;
    }
    let n = send(h, channel, players[0], CommandKind::Start).await;
    let post = n.iter().find(|x| x.reply).unwrap();
    assert!(matches!(post.to, Audience::Channel(_)), "{}", post.text);
}

/// Writes the fixture afresh with the current code: per title a finished
/// game with the fewest players it takes (Nations over one age, to keep the file small) and a
/// three-player game 30 actions in, with an undo.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "remakes tests/fixtures/stored-games.db; run by hand"]
async fn remake_stored_games_fixture() {
    let path = fixture();
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
    let registry = longtable::games::registry(None).unwrap();
    {
        let store = Store::new(Db::open(&path).unwrap());
        let h = Host::new(registry.clone(), store).unwrap().seeded(16);
        let mut rng = GameRng::new(16);
        for title in TITLES {
            let short: &[(&str, &str)] = if title == "nations" {
                &[("ages", "1")]
            } else {
                &[]
            };
            // The fewest players the title takes: the shortest game.
            let fewest = *registry.get(title).unwrap().seats().start();
            let players = &["ann", "bob", "cat"][..fewest.max(2)];
            let channel = format!("{title}-finished");
            open_table(&h, &channel, title, players, short).await;
            let played = random_steps(&h, &channel, players, &mut rng, 5000).await;
            assert!(played < 5000, "{title}: the game did not end");

            let channel = format!("{title}-running");
            let players = ["ann", "bob", "cat"];
            open_table(&h, &channel, title, &players, &[]).await;
            random_steps(&h, &channel, &players, &mut rng, 30).await;
            for p in players {
                send(&h, &channel, p, CommandKind::Undo).await;
            }
            random_steps(&h, &channel, &players, &mut rng, 5).await;
        }
    }
    // One self-contained file: the WAL folded in, free pages dropped.
    let db = rusqlite_free_checkpoint(&path);
    drop(db);
    let report = longtable::host::replay::verify_all(&Db::open(&path).unwrap(), &registry).unwrap();
    assert_eq!(report.mismatches, 0, "{:?}", report.problems);
    assert_eq!(report.verified, 2 * TITLES.len());
}

/// Checkpoints the WAL into the file and compacts it, through the store's
/// own connection type.
fn rusqlite_free_checkpoint(path: &Path) -> Db {
    let db = Db::open(path).unwrap();
    db.compact().unwrap();
    db
}
