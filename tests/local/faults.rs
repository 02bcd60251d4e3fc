//! Storage faults get the right words (issue 16, item 2): whether trying
//! again can help, a table whose log no longer replays set aside with
//! `/game abort` still working, and `replay` reporting it.

use crate::common;

use common::console::{texts, JsonConsole};
use common::{host_at, is_error, reply, send, status};
use longtable::host::CommandKind;
use std::process::Command;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_read_only_database_is_not_worth_retrying_and_a_busy_one_is() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("x.db");
    let h = host_at(&path);
    assert!(!is_error(
        &send(&h, "c", "ann", common::new_race(None, &[])).await
    ));
    let before = status(&h, "c", "ann").await.text;

    h.store().blocking(|db| db.set_read_only(true)).unwrap();
    let n = send(&h, "c", "bob", CommandKind::Join).await;
    assert!(is_error(&n), "{n:#?}");
    assert!(reply(&n).text.contains("won't help"), "{}", reply(&n).text);
    h.store().blocking(|db| db.set_read_only(false)).unwrap();
    assert_eq!(status(&h, "c", "ann").await.text, before);

    // Another process holds the write lock past the busy timeout.
    let other = rusqlite::Connection::open(&path).unwrap();
    other.execute_batch("BEGIN IMMEDIATE").unwrap();
    let n = send(&h, "c", "bob", CommandKind::Join).await;
    assert!(is_error(&n), "{n:#?}");
    assert!(
        reply(&n).text.contains("try again in a moment"),
        "{}",
        reply(&n).text
    );
    other.execute_batch("ROLLBACK").unwrap();
    assert_eq!(status(&h, "c", "ann").await.text, before);
    // Once the lock is gone, the same command goes through.
    assert!(!is_error(&send(&h, "c", "bob", CommandKind::Join).await));
}

fn longtable(args: &[&str], dir: &std::path::Path) -> (bool, String) {
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

#[test]
fn a_table_whose_log_no_longer_replays_is_quarantined_and_can_be_aborted() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = JsonConsole::binary(dir.path());
    c.json("ann /game new nations");
    c.json("bob /game join");
    c.json("ann /game start");
    let mut played = 0;
    for _ in 0..4 {
        for who in ["ann", "bob"] {
            if !c.actions(who).is_empty() {
                c.json(&format!("{who} /play 1"));
                played += 1;
            }
        }
    }
    assert!(played > 0);
    c.finish();

    // The log is damaged behind the bot's back: a row no longer replays.
    let db = rusqlite::Connection::open(dir.path().join("x.db")).unwrap();
    db.execute(
        "UPDATE actions SET notation = 'no such move' WHERE seq = (SELECT MAX(seq) FROM actions)",
        [],
    )
    .unwrap();
    drop(db);

    // `replay` reports the table and fails.
    let (ok, out) = longtable(&["replay", "--db", "x.db"], dir.path());
    assert!(!ok, "{out}");
    assert!(
        out.contains("table 1") && out.contains("1 mismatches"),
        "{out}"
    );

    let mut c = JsonConsole::binary(dir.path());
    for line in ["ann /game status", "bob /play 1", "bob /game join"] {
        let n = c.json(line);
        let text = texts(&n);
        assert!(text.contains("can't be reloaded"), "{line}: {text}");
        assert!(text.contains("/game abort"), "{line}: {text}");
        assert!(!text.contains("in a moment"), "{line}: {text}");
    }
    // Only the creator (or an admin) may abort it; then the channel is free.
    let n = c.json("bob /game abort");
    assert!(texts(&n).contains("Only the player who opened"), "{n:?}");
    let n = c.json("ann /game abort");
    assert!(
        texts(&n).contains("/game abort confirm"),
        "asks first: {n:?}"
    );
    let n = c.json("ann /game abort confirm");
    assert!(n.iter().any(|x| x["status"] == "aborted"), "{n:?}");
    let n = c.json("ann /game new nations");
    assert!(texts(&n).contains("opened a table"), "{n:?}");
    c.finish();
}

#[test]
fn replay_and_db_check_refuse_a_path_that_does_not_exist() {
    let dir = tempfile::tempdir().unwrap();
    let commands: [&[&str]; 2] = [
        &["replay", "--db", "missing.db"],
        &["db", "check", "--db", "missing.db"],
    ];
    for args in commands {
        let (ok, out) = longtable(args, dir.path());
        assert!(!ok, "{args:?}: {out}");
        assert!(out.contains("no database at missing.db"), "{out}");
    }
    assert!(
        !dir.path().join("missing.db").exists(),
        "nothing is created"
    );
}
