//! A table's rules never change under it (issue 25): a table keeps the
//! rules version and content it started with across an upgrade of the
//! bot, moves to newer rules only by its creator's or an admin's choice
//! when its whole log replays under them, and waits when its content
//! changed.

use crate::common;

use common::console::JsonConsole;
use common::race::Versioned;
use common::*;
use longtable::engine::{Erased, Registry};
use longtable::host::{Audience, CommandKind, Confirmable, Host};
use longtable::store::{Db, Store};
use std::path::Path;

fn build(path: &Path, newest: u32) -> (Host, Registry) {
    let registry = Registry::new(vec![Erased::new(Versioned { newest })]);
    let host = Host::new(registry.clone(), Store::open(path).unwrap())
        .unwrap()
        .seeded(1);
    (host, registry)
}

fn text(n: &[longtable::host::Notice]) -> String {
    n.iter()
        .map(|x| x.text.clone())
        .collect::<Vec<_>>()
        .join("\n")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_keeps_its_rules_across_an_upgrade_and_moves_only_when_its_log_allows() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("x.db");
    {
        // The build of the day knows version 1 only.
        let (h, _) = build(&path, 1);
        started_race(&h, "c1", &["ann", "bob"], &[("target", "30")]).await;
        assert!(!is_error(&send(&h, "c1", "ann", play("step 2")).await));
        assert!(!is_error(&send(&h, "c1", "bob", play("step 1")).await));
        started_race(&h, "c2", &["ann", "bob"], &[("target", "30")]).await;
        assert!(!is_error(&send(&h, "c2", "ann", play("step 1")).await));
        assert!(!is_error(&send(&h, "c2", "bob", play("step 1")).await));
    }
    // The upgrade brings version 2, which forbids `step 2`.
    let (h, registry) = build(&path, 2);

    // A running table keeps version 1: `step 2` is still legal there.
    let n = send(&h, "c1", "bob", CommandKind::TableRules { upgrade: false }).await;
    let t = &reply(&n).text;
    assert!(
        t.contains("rules version 1 (it started on version 1)"),
        "{t}"
    );
    assert!(t.contains("The newest version is 2"), "{t}");
    assert!(t.contains("Version 2: A nation may always deploy"), "{t}");
    assert!(t.contains("Its creator or an admin can move it"), "{t}");
    assert!(!is_error(&send(&h, "c1", "ann", play("step 2")).await));
    // Its log holds `step 2`: it can't move to version 2.
    let n = send(&h, "c1", "ann", CommandKind::TableRules { upgrade: true }).await;
    assert!(is_error(&n));
    assert!(
        reply(&n).text.contains("can't move to rules version 2"),
        "{}",
        reply(&n).text
    );
    let n = send(&h, "c1", "ann", confirm_rules()).await;
    assert!(is_error(&n), "the confirmation checks again");
    assert!(
        !is_error(&send(&h, "c1", "bob", play("step 2")).await),
        "still version 1"
    );

    // A table whose moves are all legal under version 2 moves, on its
    // creator's confirmation only.
    let n = send(&h, "c2", "bob", CommandKind::TableRules { upgrade: true }).await;
    assert!(is_error(&n) && reply(&n).text.contains("Only the player who opened"));
    let n = send(&h, "c2", "ann", CommandKind::TableRules { upgrade: true }).await;
    let ask = reply(&n);
    assert!(matches!(ask.to, Audience::Ephemeral(_)));
    assert!(
        ask.text.contains("from rules version 1 to version 2?"),
        "{}",
        ask.text
    );
    let button = ask.data.confirm.as_ref().expect("a confirmation button");
    assert_eq!(button.what, Confirmable::Rules);
    let n = send(&h, "c2", "ann", CommandKind::TableRules { upgrade: false }).await;
    assert!(
        reply(&n).text.contains("rules version 1"),
        "nothing moved yet"
    );
    let n = send(&h, "c2", "bob", confirm_rules()).await;
    assert!(is_error(&n), "bob may not confirm");
    let n = send(&h, "c2", "ann", confirm_rules()).await;
    let post = reply(&n);
    assert!(matches!(post.to, Audience::Channel(_)), "{n:#?}");
    assert!(
        post.text
            .contains("ann moved this table from rules version 1 to version 2"),
        "{}",
        post.text
    );
    assert!(
        post.text.contains("A nation may always deploy"),
        "{}",
        post.text
    );
    // From now on the table plays by version 2.
    let n = send(&h, "c2", "ann", play("step 2")).await;
    assert!(
        is_error(&n) && reply(&n).text.contains("not a legal"),
        "{}",
        text(&n)
    );
    assert!(!is_error(&send(&h, "c2", "ann", play("step 1")).await));
    // The move is in the log, told to everyone, and never undone.
    let n = send(&h, "c2", "cat", CommandKind::Log { n: Some(10) }).await;
    assert!(
        reply(&n)
            .text
            .contains("moved this table from rules version 1 to version 2"),
        "{}",
        reply(&n).text
    );
    let n = send(&h, "c2", "ann", CommandKind::TableRules { upgrade: true }).await;
    assert!(reply(&n).text.contains("already plays by the newest rules"));

    // A new table starts on the newest version.
    started_race(&h, "c3", &["ann", "bob"], &[("target", "30")]).await;
    let n = send(&h, "c3", "ann", CommandKind::TableRules { upgrade: false }).await;
    assert!(reply(&n)
        .text
        .contains("rules version 2 (it started on version 2)"));
    assert!(is_error(&send(&h, "c3", "ann", play("step 2")).await));
    drop(h);

    // Every table replays from its own log under its own rules, and a
    // restarted host still plays c2 by version 2.
    let report = longtable::host::replay::verify_all(&Db::open(&path).unwrap(), &registry).unwrap();
    assert_eq!(
        (report.verified, report.mismatches),
        (3, 0),
        "{:?}",
        report.problems
    );
    assert!(report.earlier.is_empty(), "{:?}", report.earlier);
    let (h, _) = build(&path, 2);
    assert!(is_error(&send(&h, "c2", "bob", play("step 2")).await));
    assert!(!is_error(&send(&h, "c2", "bob", play("step 1")).await));
    // An older build refuses a table of a version it does not know,
    // rather than play it by other rules.
    drop(h);
    let (h, _) = build(&path, 1);
    let n = send(&h, "c3", "ann", play("step 1")).await;
    assert!(is_error(&n), "{}", text(&n));
    assert!(
        reply(&n)
            .text
            .contains("rules version 2, which this build does not keep"),
        "{}",
        text(&n)
    );
}

fn confirm_rules() -> CommandKind {
    CommandKind::Confirm {
        what: Confirmable::Rules,
        table: None,
    }
}

/// A Nations table whose content pack changes under it (the server's
/// `content_dir` edited) waits: it is told, nothing is played, and its
/// creator decides.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_whose_content_changed_waits_for_its_creator() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("x.db");
    let nations = |content: Option<&Path>| {
        let registry = longtable::games::registry(content).unwrap();
        let host = Host::new(registry.clone(), Store::open(&path).unwrap())
            .unwrap()
            .seeded(3);
        (host, registry)
    };
    {
        let (h, _) = nations(None);
        let n = send(
            &h,
            "n",
            "ann",
            CommandKind::New {
                title: "nations".into(),
                players: Some(2),
                options: vec![],
            },
        )
        .await;
        assert!(!is_error(&n));
        send(&h, "n", "bob", CommandKind::Join).await;
        assert!(!is_error(&send(&h, "n", "ann", CommandKind::Start).await));
    }
    // The server's content overrides one card's numbers.
    let over = dir.path().join("content");
    std::fs::create_dir_all(over.join("nations")).unwrap();
    std::fs::write(
        over.join("nations/house.toml"),
        "[[card]]\nid = \"ziggurat\"\nname = \"Ziggurat\"\nage = 1\nset = \"base\"\n\
         type = \"building\"\nprovenance = \"house\"\ndeploy = 1\n\
         per_worker = { stability = 3, stone = 1 }\nworker_vp = [1, 1]\n\
         text = \"A steadier realm.\"\n",
    )
    .unwrap();
    let (h, registry) = nations(Some(&over));
    let n = send(&h, "n", "ann", CommandKind::Actions).await;
    let waiting = &reply(&n).text;
    assert!(
        waiting.contains("is waiting: the content it plays with"),
        "{waiting}"
    );
    for who in ["ann", "bob"] {
        let n = send(&h, "n", who, play("1")).await;
        assert!(
            is_error(&n) && reply(&n).text.contains("is waiting"),
            "{}",
            text(&n)
        );
    }
    // Looking at it still works.
    // The status says why it waits instead of whose turn it is.
    let n = send(&h, "n", "bob", CommandKind::Status).await;
    assert!(reply(&n).text.contains("is waiting"), "{}", reply(&n).text);
    assert!(
        !reply(&n).text.contains("Waiting for"),
        "{}",
        reply(&n).text
    );
    let n = send(&h, "n", "bob", CommandKind::Log { n: None }).await;
    assert!(!reply(&n).text.contains("is waiting"), "{}", reply(&n).text);
    let n = send(&h, "n", "bob", CommandKind::TableRules { upgrade: false }).await;
    assert!(
        reply(&n).text.contains("has also changed since it started"),
        "{}",
        reply(&n).text
    );
    // `replay` names it.
    let report = longtable::host::replay::verify_all(&Db::open(&path).unwrap(), &registry).unwrap();
    assert_eq!(report.content_changed.len(), 1);
    // Only its creator (or an admin) moves it to the new content.
    let n = send(&h, "n", "bob", CommandKind::TableRules { upgrade: true }).await;
    assert!(is_error(&n));
    let n = send(&h, "n", "ann", CommandKind::TableRules { upgrade: true }).await;
    assert!(reply(&n).data.confirm.is_some(), "{}", text(&n));
    let n = send(&h, "n", "ann", confirm_rules()).await;
    assert!(matches!(reply(&n).to, Audience::Channel(_)), "{}", text(&n));
    let n = send(&h, "n", "ann", CommandKind::Actions).await;
    assert!(!reply(&n).text.contains("is waiting"), "{}", reply(&n).text);
    drop(h);
    let report = longtable::host::replay::verify_all(&Db::open(&path).unwrap(), &registry).unwrap();
    assert!(report.content_changed.is_empty());
    assert_eq!(
        (report.verified, report.mismatches),
        (1, 0),
        "{:?}",
        report.problems
    );
}

/// The reproduction: a fresh worker from the reserve onto a free
/// card that gave one up is legal on a new table (rules version 2), and
/// the same log under version 1 refuses it, as version-1 tables keep.
#[test]
fn the_free_deploy_fix_reaches_new_tables_and_version_1_keeps_the_old_bound() {
    let dir = tempfile::tempdir().unwrap();
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_longtable"));
    cmd.args(["local", "--json", "--seed", "4", "--db"])
        .arg(dir.path().join("x.db"))
        .arg("--out")
        .arg(dir.path());
    let mut c = JsonConsole::spawn(cmd);
    for line in [
        "ann /game new nations players:2",
        "bob /game join",
        "ann /game start",
        "bob /play grow food",
        "ann /play grow food",
        "ann /play buy Chariots",
        "ann /play place new",
        "bob /play deploy Warriors",
        "ann /play buy Copper Mines",
        "ann /play replace Farmland",
        "bob /play deploy Farmland",
        "ann /play deploy Chariots",
        "bob /play deploy Marketplace",
        "ann /play deploy Copper Mines from Chariots",
        "bob /play buy Peloponnesian War",
    ] {
        let n = c.json(line);
        assert!(
            n.iter()
                .all(|x| x["to"] != "ephemeral" || x["reply"] != true)
                || line.ends_with("join"),
            "{line}: {n:?}"
        );
    }
    let n = c.json("ann /play deploy Chariots");
    assert_eq!(n[0]["to"], "channel", "{n:?}");
    assert!(
        n[0]["text"]
            .as_str()
            .unwrap()
            .contains("ann: deploy Chariots"),
        "{n:?}"
    );
    let n = c.json("ann /game rules");
    assert!(
        n[0]["text"].as_str().unwrap().contains("rules version 2"),
        "{n:?}"
    );
    c.finish();

    let db = Db::open(&dir.path().join("x.db")).unwrap();
    let row = db.latest_table("table").unwrap().unwrap();
    assert_eq!(row.rules_version, 2);
    let log = db.actions(row.id, 0).unwrap();
    assert_eq!(log.last().unwrap().notation, "deploy Chariots");
    let registry = longtable::games::registry(None).unwrap();
    let title = registry.get("nations").unwrap();
    let seats = db.seats(row.id).unwrap().len();
    use longtable::host::replay::replays_under;
    assert!(replays_under(title.as_ref(), &row, seats, &log, 2).is_ok());
    let refused = replays_under(title.as_ref(), &row, seats, &log, 1)
        .err()
        .expect("version 1 refuses the last move");
    assert!(refused.contains("deploy Chariots"), "{refused}");
    assert!(
        replays_under(title.as_ref(), &row, seats, &log[..log.len() - 1], 1).is_ok(),
        "everything before it is legal under version 1"
    );
}
