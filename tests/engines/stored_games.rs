//! Games stored by earlier builds must still replay and play on (issues
//! 16 and 25).
//!
//! `tests/fixtures/` keeps one stored database per released set of rules
//! versions, each made by that release's own code and never made again:
//!
//! | file | rules versions | made at |
//! |---|---|---|
//! | `stored-games.db` | Nations 1, Endeavor 1, Belfort 1 (whole-state hashes) | `039a8b7` |
//! | `stored-games-2.db` | Nations 2, Endeavor 1, Belfort 1 (`2:` hashes) | issue 25 |
//!
//! Each holds, for every title, one finished game and one still running
//! (with an undo in its log), played through the host. Every later build
//! must verify every table of every file (`longtable replay`: 0
//! mismatches) and play each running one on to its end. A change that
//! alters what a stored log produces is a new rules version (ARCHITECTURE,
//! "a table's rules never change under it"): add its file here, made by
//! the new code, with
//!
//! ```text
//! cargo test --test engines stored_games:: -- --ignored make_current_release_fixture
//! ```
//!
//! after naming it in [`CURRENT`]. `tests/fixtures/older/` holds the same
//! kind of file from builds older than rules versions (`27f25a1`,
//! `93c0a23`): their logs replay, but their hashes are an earlier build's.

use longtable::engine::GameRng;
use longtable::host::{ActionRef, Audience, Command, CommandKind, Host, Notice, User};
use longtable::store::{Db, Store};
use std::path::{Path, PathBuf};
use std::process::Command as Process;

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

/// Every release's fixture, oldest first.
const RELEASES: [&str; 2] = ["stored-games.db", "stored-games-2.db"];

/// The file the current rules versions' fixture is made as.
const CURRENT: &str = "stored-games-2.db";

/// The titles the fixture must cover.
const TITLES: [&str; 3] = ["nations", "endeavor", "belfort"];

/// `longtable replay` on a database: its exit code and what it printed.
fn replay(db: &Path, extra: &[&str]) -> (Option<i32>, String) {
    let out = Process::new(env!("CARGO_BIN_EXE_longtable"))
        .args(["replay", "--db"])
        .arg(db)
        .args(extra)
        .current_dir(db.parent().unwrap())
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.code(), text)
}

/// A copy of a fixture in a temporary folder, to open and change.
fn copy_of(name: &str, dir: &Path) -> PathBuf {
    let copy = dir.join(name.replace('/', "-"));
    std::fs::copy(fixtures().join(name), &copy).unwrap();
    copy
}

#[test]
fn every_release_fixture_replays_with_every_table_verified() {
    let dir = tempfile::tempdir().unwrap();
    for name in RELEASES {
        let copy = copy_of(name, dir.path());
        let (code, text) = replay(&copy, &[]);
        assert_eq!(code, Some(0), "{name}: {text}");
        // Two tables per title: one finished, one running.
        let tables = 2 * TITLES.len();
        assert!(
            text.contains(&format!("{tables} tables verified, 0 mismatches")),
            "{name}: {text}"
        );
        assert!(!text.contains("warning"), "{name}: {text}");
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
                    .unwrap_or_else(|| panic!("{name}: no table in #{channel}"));
                assert_eq!(row.title, title);
                assert_eq!(row.status.as_str(), status, "{name} #{channel}");
            }
        }
    }
}

/// The rules version each release's running tables play by.
#[test]
fn each_release_keeps_its_rules_versions() {
    let dir = tempfile::tempdir().unwrap();
    let registry = longtable::games::registry(None).unwrap();
    for (name, nations) in [("stored-games.db", 1), ("stored-games-2.db", 2)] {
        let db = Db::open(&copy_of(name, dir.path())).unwrap();
        for title in TITLES {
            let row = db
                .latest_table(&format!("{title}-running"))
                .unwrap()
                .unwrap();
            let want = if title == "nations" { nations } else { 1 };
            assert_eq!(row.rules_version, want, "{name} {title}");
            let table = rebuild(&db, &registry, &row);
            assert_eq!(table.rules_version(), want, "{name} {title}");
        }
    }
}

/// A stored table rebuilt as the host loads it: its latest snapshot and
/// the log after it, under its own rules.
fn rebuild(
    db: &Db,
    registry: &longtable::engine::Registry,
    row: &longtable::store::TableRow,
) -> Box<dyn longtable::engine::Table> {
    let title = registry.get(&row.title).unwrap();
    let seats = db.seats(row.id).unwrap().len();
    let log = db.actions(row.id, 0).unwrap();
    let snapshot = db.latest_snapshot(row.id).unwrap();
    let eff = longtable::store::effective(&log);
    longtable::host::replay::rebuild(title.as_ref(), row, seats, snapshot.as_ref(), &eff).unwrap()
}

/// Every running table of every release plays on to its end under its
/// own rules (random legal moves, no repeated position), and a few more
/// moves through the host commit rows that `replay` verifies beside the
/// release's own.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_release_fixture_plays_on_to_its_end() {
    let dir = tempfile::tempdir().unwrap();
    let registry = longtable::games::registry(None).unwrap();
    for name in RELEASES {
        let copy = copy_of(name, dir.path());
        {
            let db = Db::open(&copy).unwrap();
            for title in TITLES {
                let row = db
                    .latest_table(&format!("{title}-running"))
                    .unwrap()
                    .unwrap();
                let mut table = rebuild(&db, &registry, &row);
                let mut rng = GameRng::new(7);
                let played = longtable::engine::play_random_checked(
                    table.as_mut(),
                    &mut rng,
                    20_000,
                    &|_| false,
                )
                .unwrap_or_else(|e| panic!("{name} {title}: {e}"));
                assert!(played > 0 && table.outcome().is_some(), "{name} {title}");
            }
        }
        {
            let store = Store::new(Db::open(&copy).unwrap());
            let h = Host::new(registry.clone(), store).unwrap().seeded(5);
            let mut rng = GameRng::new(5);
            for title in TITLES {
                let channel = format!("{title}-running");
                let n = random_steps(&h, &channel, &["ann", "bob", "cat"], &mut rng, 6).await;
                assert_eq!(n, 6, "{name} {title}: the table plays on through the host");
            }
        }
        let (code, text) = replay(&copy, &[]);
        assert_eq!(code, Some(0), "{name}: {text}");
        assert!(
            text.contains("6 tables verified, 0 mismatches"),
            "{name}: {text}"
        );
    }
}

/// Databases written before rules versions, whose hashes an earlier build
/// made: `replay` says their logs replay but their hashes are an earlier
/// build's (exit 3, tables named), `--accept` re-stamps them, and then
/// everything verifies. A table whose log no longer replays is held.
#[test]
fn older_builds_hashes_are_told_apart_and_accepted() {
    let dir = tempfile::tempdir().unwrap();
    for name in [
        "older/stored-games-27f25a1.db",
        "older/stored-games-93c0a23.db",
    ] {
        let copy = copy_of(name, dir.path());
        let (code, text) = replay(&copy, &[]);
        assert_eq!(code, Some(3), "{name}: {text}");
        assert!(
            text.contains("0 tables verified, 0 mismatches"),
            "{name}: {text}"
        );
        assert!(
            text.contains(
                "6 tables replay legally, but their stored hashes come from an earlier build"
            ),
            "{name}: {text}"
        );
        for id in 1..=6 {
            assert!(text.contains(&format!("  table {id}: ")), "{name}: {text}");
        }
        assert!(text.contains("longtable replay --accept"), "{name}: {text}");
        let (code, text) = replay(&copy, &["--accept"]);
        assert_eq!(code, Some(0), "{name}: {text}");
        assert!(text.contains("re-stamped 6 tables"), "{name}: {text}");
        let (code, text) = replay(&copy, &[]);
        assert_eq!(code, Some(0), "{name}: {text}");
        assert!(
            text.contains("6 tables verified, 0 mismatches"),
            "{name}: {text}"
        );
        assert!(!text.contains("warning"), "{name}: {text}");
    }
    // A log that no longer replays (a move changed by hand): named, held,
    // exit 1, and never re-stamped.
    let copy = copy_of("stored-games.db", dir.path());
    {
        let id = Db::open(&copy)
            .unwrap()
            .latest_table("endeavor-running")
            .unwrap()
            .unwrap()
            .id;
        rusqlite::Connection::open(&copy)
            .unwrap()
            .execute(
                "UPDATE actions SET notation = 'no such move' WHERE table_id = ?1 AND seq = 2",
                [id],
            )
            .unwrap();
    }
    let (code, text) = replay(&copy, &["--accept"]);
    assert_eq!(code, Some(1), "{text}");
    assert!(text.contains("5 tables verified, 1 mismatches"), "{text}");
    assert!(text.contains("no kept rules version replays it"), "{text}");
    assert!(text.contains("1 tables do not replay"), "{text}");
    let db = Db::open(&copy).unwrap();
    let row = db.latest_table("endeavor-running").unwrap().unwrap();
    assert_eq!(row.held, Some(longtable::store::Held::Replay));
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
        server_admin: false,
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

/// Makes the current release's fixture ([`CURRENT`]) with the current
/// code: per title a finished game with the fewest players it takes
/// (Nations over one age, to keep the file small) and a three-player game
/// 30 actions in, with an undo. Refuses to overwrite a file: a release's
/// fixture is never made again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "makes the current release's fixture in tests/fixtures; run by hand"]
async fn make_current_release_fixture() {
    let path = fixtures().join(CURRENT);
    assert!(
        !path.exists(),
        "{} exists: a release's fixture is never made again; name a new one in CURRENT",
        path.display()
    );
    for suffix in ["-wal", "-shm"] {
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
