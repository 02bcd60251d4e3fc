//! Backups and clean shutdown (issue 16, item 3): the `.db` file alone is
//! complete after SIGTERM, and `longtable db backup` takes a consistent
//! copy while another connection commits.

use crate::common;

use common::console::JsonConsole;
use longtable::engine::GameRng;
use longtable::host::{ActionRef, Command as HostCommand, CommandKind, Host, User};
use longtable::store::Store;
use std::path::Path;
use std::process::Command;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;

fn longtable(args: &[&str], dir: &Path) -> (bool, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_longtable"))
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    (
        out.status.success(),
        format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ),
    )
}

fn action_rows(path: &Path) -> i64 {
    let db = rusqlite::Connection::open(path).unwrap();
    db.query_row("SELECT COUNT(*) FROM actions", [], |r| r.get(0))
        .unwrap()
}

#[test]
fn after_sigterm_the_db_file_alone_holds_every_acknowledged_action() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = JsonConsole::binary(dir.path());
    c.json("ann /game new nations");
    c.json("bob /game join");
    c.json("ann /game start");
    for _ in 0..6 {
        for who in ["ann", "bob"] {
            if !c.actions(who).is_empty() {
                c.json(&format!("{who} /play 1"));
            }
        }
    }
    // Right after the last ack, before the background checkpoint could
    // have copied it: SIGTERM, as systemd stops a service.
    let pid = c.child.id().to_string();
    assert!(Command::new("kill")
        .args(["-TERM", &pid])
        .status()
        .unwrap()
        .success());
    let status = c.child.wait().unwrap();
    assert!(status.success(), "a clean exit on SIGTERM: {status:?}");

    // Only the .db file, as a careless backup copies it.
    let elsewhere = tempfile::tempdir().unwrap();
    let copy = elsewhere.path().join("x.db");
    std::fs::copy(dir.path().join("x.db"), &copy).unwrap();
    let original = action_rows(&dir.path().join("x.db"));
    assert!(original > 0);
    assert_eq!(action_rows(&copy), original, "the copy lost actions");
    let (ok, out) = longtable(&["replay", "--db", "x.db"], elsewhere.path());
    assert!(
        ok && out.contains("1 tables verified, 0 mismatches"),
        "{out}"
    );
}

fn user(name: &str) -> User {
    User {
        id: format!("id-{name}"),
        name: name.into(),
        locale: "en".into(),
    }
}

async fn send(h: &Host, who: &str, kind: CommandKind) -> Vec<longtable::host::Notice> {
    h.handle(HostCommand {
        channel: "busy".into(),
        user: user(who),
        admin: false,
        server_admin: false,
        server: String::new(),
        interaction: None,
        kind,
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn db_backup_while_another_connection_commits_gives_a_copy_that_replays() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("live.db");
    let registry = longtable::games::registry(None).unwrap();
    let h = Host::new(registry, Store::open(&path).unwrap())
        .unwrap()
        .seeded(3);
    send(
        &h,
        "ann",
        CommandKind::New {
            title: "nations".into(),
            players: None,
            options: vec![],
        },
    )
    .await;
    send(&h, "bob", CommandKind::Join).await;
    send(&h, "ann", CommandKind::Start).await;

    // The bot goes on playing while the backup runs.
    let stop = Arc::new(AtomicBool::new(false));
    let committed = Arc::new(AtomicUsize::new(0));
    let player = {
        let (h, stop, committed) = (h.clone(), stop.clone(), committed.clone());
        tokio::spawn(async move {
            let mut rng = GameRng::new(5);
            while !stop.load(Ordering::Relaxed) {
                let mut movers = Vec::new();
                for p in ["ann", "bob"] {
                    let n = send(&h, p, CommandKind::Actions).await;
                    let count = n[0].data.actions.as_ref().map_or(0, |a| a.len());
                    if count > 0 {
                        movers.push((p, count));
                    }
                }
                let Some(&(who, count)) = rng.pick(&movers) else {
                    break;
                };
                let action = ActionRef::Number(1 + rng.below(count));
                send(&h, who, CommandKind::Play { action, at: None }).await;
                committed.fetch_add(1, Ordering::Relaxed);
            }
        })
    };
    while committed.load(Ordering::Relaxed) < 3 {
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    let d = dir.path().to_path_buf();
    let (ok, out) = tokio::task::spawn_blocking(move || {
        longtable(&["db", "backup", "copy.db", "--db", "live.db"], &d)
    })
    .await
    .unwrap();
    let still_playing = !player.is_finished();
    stop.store(true, Ordering::Relaxed);
    player.await.unwrap();
    assert!(ok, "{out}");
    assert!(out.contains("integrity ok") || out.contains("ok"), "{out}");
    assert!(still_playing, "the bot kept committing during the backup");

    // The copy stands alone (no -wal beside it) and replays.
    assert!(!dir.path().join("copy.db-wal").exists());
    let (ok, out) = longtable(&["replay", "--db", "copy.db"], dir.path());
    assert!(
        ok && out.contains("1 tables verified, 0 mismatches"),
        "{out}"
    );
    assert!(action_rows(&dir.path().join("copy.db")) > 0);

    // It never overwrites a file.
    let (ok, out) = longtable(&["db", "backup", "copy.db", "--db", "live.db"], dir.path());
    assert!(!ok && out.contains("already exists"), "{out}");
}

#[test]
fn the_durability_setting_reaches_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    let (ok, out) = longtable(&["db", "migrate", "--db", "x.db"], dir.path());
    assert!(ok, "{out}");
    let (ok, out) = longtable(&["db", "check", "--db", "x.db"], dir.path());
    assert!(ok && out.contains("durability normal"), "{out}");
    std::fs::write(dir.path().join("full.toml"), "durability = \"full\"\n").unwrap();
    let (ok, out) = longtable(
        &["--config", "full.toml", "db", "check", "--db", "x.db"],
        dir.path(),
    );
    assert!(ok && out.contains("durability full"), "{out}");
    std::fs::write(dir.path().join("bad.toml"), "durability = \"max\"\n").unwrap();
    let (ok, out) = longtable(&["--config", "bad.toml", "db", "check"], dir.path());
    assert!(!ok && out.contains("durability"), "{out}");
}
