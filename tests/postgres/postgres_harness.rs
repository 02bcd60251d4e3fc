//! The throwaway PostgreSQL server of `tests/common/pg.rs` (issue 18): it
//! starts, takes connections over loopback, keeps a table's log to one row
//! per (table, seq) as the PostgreSQL store will rely on, and several run at
//! once without meeting.

use crate::common;

use common::pg::Postgres;
use deadpool_postgres::{Pool, Runtime};
use tokio_postgres::error::SqlState;
use tokio_postgres::{Client, NoTls};

fn pool(pg: &Postgres) -> Pool {
    let config = deadpool_postgres::Config {
        url: Some(pg.url().to_string()),
        ..Default::default()
    };
    config.create_pool(Some(Runtime::Tokio1), NoTls).unwrap()
}

/// Commits one action the way the store will: the table's row and the log
/// row in one transaction, which fails whole if (table, seq) is taken.
async fn commit(
    client: &mut Client,
    table: i64,
    seq: i64,
    notation: &str,
) -> Result<(), tokio_postgres::Error> {
    let tx = client.transaction().await?;
    tx.execute(
        "UPDATE tables SET last_action = $2 WHERE id = $1",
        &[&table, &notation],
    )
    .await?;
    tx.execute(
        "INSERT INTO actions (table_id, seq, notation) VALUES ($1, $2, $3)",
        &[&table, &seq, &notation],
    )
    .await?;
    tx.commit().await
}

#[tokio::test]
async fn a_second_action_at_the_same_table_and_seq_is_refused_and_changes_nothing() {
    let pg = Postgres::start();
    let mut client = pg.connect().await;
    client
        .batch_execute(
            "CREATE TABLE tables (id BIGINT PRIMARY KEY, last_action TEXT);
             CREATE TABLE actions (
                 table_id BIGINT NOT NULL REFERENCES tables (id),
                 seq      BIGINT NOT NULL,
                 notation TEXT   NOT NULL,
                 PRIMARY KEY (table_id, seq)
             );
             INSERT INTO tables (id) VALUES (1), (2);",
        )
        .await
        .unwrap();

    commit(&mut client, 1, 1, "a").await.unwrap();
    commit(&mut client, 1, 2, "b").await.unwrap();
    // Another table's log has its own seq 1.
    commit(&mut client, 2, 1, "x").await.unwrap();

    // A second writer that thinks seq 2 is still free is refused by the key...
    let err = commit(&mut client, 1, 2, "c").await.unwrap_err();
    assert_eq!(err.code(), Some(&SqlState::UNIQUE_VIOLATION), "{err}");
    // ...and its whole transaction with it: table 1 still ends at "b".
    let last: Option<String> = client
        .query_one("SELECT last_action FROM tables WHERE id = 1", &[])
        .await
        .unwrap()
        .get(0);
    assert_eq!(last.as_deref(), Some("b"));
    let log: Vec<(i64, String)> = client
        .query(
            "SELECT seq, notation FROM actions WHERE table_id = 1 ORDER BY seq",
            &[],
        )
        .await
        .unwrap()
        .iter()
        .map(|row| (row.get(0), row.get(1)))
        .collect();
    assert_eq!(log, [(1, "a".to_string()), (2, "b".to_string())]);
}

#[tokio::test]
async fn two_servers_run_at_once_each_on_its_own_port_and_stop_when_dropped() {
    let (a, b) = std::thread::scope(|s| {
        let a = s.spawn(Postgres::start);
        let b = s.spawn(Postgres::start);
        (a.join().unwrap(), b.join().unwrap())
    });
    assert_ne!(a.port(), b.port());
    assert_ne!(a.url(), b.url());

    let (pool_a, pool_b) = (pool(&a), pool(&b));
    let (client_a, client_b) = (pool_a.get().await.unwrap(), pool_b.get().await.unwrap());
    for (client, pg) in [(&client_a, &a), (&client_b, &b)] {
        let port: i32 = client
            .query_one("SELECT inet_server_port()", &[])
            .await
            .unwrap()
            .get(0);
        assert_eq!(port, i32::from(pg.port()));
    }
    // What one server holds, the other doesn't see.
    client_a
        .batch_execute("CREATE TABLE only_in_a (x INT)")
        .await
        .unwrap();
    let seen_by_b: bool = client_b
        .query_one("SELECT to_regclass('only_in_a') IS NOT NULL", &[])
        .await
        .unwrap()
        .get(0);
    assert!(!seen_by_b);

    // Dropping a server stops it and removes its directory; the other runs on.
    drop((client_a, pool_a));
    let (url_a, dir_a) = (a.url().to_string(), a.dir().to_path_buf());
    drop(a);
    assert!(!dir_a.exists(), "{} is left behind", dir_a.display());
    assert!(tokio_postgres::connect(&url_a, NoTls).await.is_err());
    let one: i32 = client_b.query_one("SELECT 1", &[]).await.unwrap().get(0);
    assert_eq!(one, 1);
}
