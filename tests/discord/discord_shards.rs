//! `longtable serve` split into shards, and its `/healthz` endpoint, as an
//! operator runs them: the real binary against the fake Discord, which
//! records the shard of every IDENTIFY.

use crate::fake_discord;

use fake_discord::serve::Serve;
use fake_discord::FakeDiscord;
use serde_json::Value;
use std::path::Path;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// `longtable serve` on a SQLite file in `dir`.
fn serve(fake: &FakeDiscord, dir: &Path, config: &str, args: &[&str]) -> Serve {
    Serve::start(fake, dir, config, dir.join("serve.db"), args)
}

/// GET `path` on `addr`: (status, body).
async fn get(addr: &str, path: &str) -> (u16, String) {
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    let request = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).await.unwrap();
    let status = answer
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("not an HTTP answer: {answer}"));
    let body = answer
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_string())
        .unwrap_or_default();
    (status, body)
}

/// GET /healthz until it answers `want`, or panics after `secs`; returns
/// the JSON body.
async fn healthz_until(addr: &str, want: u16, secs: u64) -> Value {
    let deadline = Instant::now() + Duration::from_secs(secs);
    loop {
        let (status, body) = get(addr, "/healthz").await;
        if status == want {
            return serde_json::from_str(&body)
                .unwrap_or_else(|e| panic!("/healthz body is not JSON ({e}): {body}"));
        }
        if Instant::now() > deadline {
            panic!("/healthz still {status} after {secs} s (wanted {want}): {body}");
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_runs_only_its_shard_range_and_flags_override_the_config() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    // The file says one shard of one; the flags say shard 1 of 2.
    let config = "[discord]\nshards = \"0-0\"\nshard_total = 1\n";
    let mut serve = serve(
        &fake,
        dir.path(),
        config,
        &["--shards", "1-1", "--shard-total", "2"],
    );
    serve
        .wait_log("all shards of this process ready (1-1 of 2)", 30)
        .await;
    assert_eq!(fake.identify_shards(), vec![[1, 2]]);
    let logs = serve.stop();
    assert!(logs.contains("running shards 1-1 of 2"), "{logs}");
    assert!(logs.contains("shard 1/2 ready"), "{logs}");
    // Its first shard registers the commands, as a lone process does.
    assert!(logs.contains("slash commands registered"), "{logs}");
    assert_eq!(fake.identify_shards(), vec![[1, 2]], "{logs}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_flags_one_process_runs_every_shard_discord_recommends() {
    let fake = FakeDiscord::start().await;
    fake.set_recommended_shards(2);
    let dir = tempfile::tempdir().unwrap();
    let mut serve = serve(&fake, dir.path(), "", &[]);
    // serenity starts the second shard 5 s after the first.
    serve
        .wait_log("all shards of this process ready (0-1 of 2)", 40)
        .await;
    assert_eq!(fake.identify_shards(), vec![[0, 2], [1, 2]]);
    let logs = serve.stop();
    assert!(logs.contains("shard 0/2 ready"), "{logs}");
    assert!(logs.contains("shard 1/2 ready"), "{logs}");
    // Commands are registered once, not once per shard.
    let registered = fake
        .requests()
        .iter()
        .filter(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        .count();
    assert_eq!(registered, 1, "{logs}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn by_default_one_shard_runs_and_no_health_endpoint_listens() {
    // A bot in few servers: Discord recommends one shard, as the fake does.
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut serve = serve(&fake, dir.path(), "log_level = \"info\"\n", &[]);
    serve
        .wait_log("all shards of this process ready (0-0 of 1)", 30)
        .await;
    assert_eq!(fake.identify_shards(), vec![[0, 1]]);
    let logs = serve.stop();
    assert!(logs.contains("shard 0/1 ready"), "{logs}");
    assert!(!logs.contains("health endpoint"), "{logs}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn healthz_is_200_only_while_every_shard_of_the_range_is_connected() {
    let fake = FakeDiscord::start().await;
    // Discord's gateway is down when the process starts.
    fake.set_gateway_down(true);
    let dir = tempfile::tempdir().unwrap();
    let addr = format!("127.0.0.1:{}", free_port());
    let config =
        format!("[discord]\nshards = \"1-1\"\nshard_total = 2\n\n[health]\nlisten = \"{addr}\"\n");
    let mut serve = serve(&fake, dir.path(), &config, &[]);
    serve
        .wait_log(
            &format!("health endpoint listening on http://{addr}/healthz"),
            30,
        )
        .await;
    serve.wait_log("running shards 1-1 of 2", 30).await;

    // Not connected: 503, and the body says which shard is missing.
    let (status, body) = get(&addr, "/healthz").await;
    assert_eq!(status, 503, "{body}");
    let json: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(json["status"], "unavailable", "{json}");
    assert_eq!(json["shards"]["running"], serde_json::json!([1]), "{json}");
    assert_eq!(json["shards"]["connected"], serde_json::json!([]), "{json}");
    assert_eq!(json["shards"]["total"], 2, "{json}");
    assert_eq!(json["database"], "ok", "{json}");
    let (status, _) = get(&addr, "/nothing").await;
    assert_eq!(status, 404);
    // Prometheus metrics beside it (issue 30), read from the store too.
    let (status, body) = get(&addr, "/metrics").await;
    assert_eq!(status, 200, "{body}");
    assert!(body.contains("longtable_outbox_backlog 0"), "{body}");

    // The gateway comes back: serenity connects the shard, 200.
    fake.set_gateway_down(false);
    let json = healthz_until(&addr, 200, 40).await;
    assert_eq!(json["status"], "ok", "{json}");
    assert_eq!(json["shards"]["running"], serde_json::json!([1]), "{json}");
    assert_eq!(
        json["shards"]["connected"],
        serde_json::json!([1]),
        "{json}"
    );
    assert_eq!(json["database"], "ok", "{json}");
    assert_eq!(fake.identify_shards(), vec![[1, 2]]);

    // The gateway drops the shard and stays down: 503 again.
    fake.set_gateway_down(true);
    fake.close_gateway(4000);
    let json = healthz_until(&addr, 503, 40).await;
    assert_eq!(json["shards"]["connected"], serde_json::json!([]), "{json}");
    assert_eq!(json["database"], "ok", "{json}");
    serve.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_health_address_in_use_stops_serve_before_it_connects() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = taken.local_addr().unwrap().to_string();
    let mut serve = serve(&fake, dir.path(), "", &["--health", &addr]);
    let deadline = Instant::now() + Duration::from_secs(30);
    let status = loop {
        if let Some(status) = serve.child.try_wait().unwrap() {
            break status;
        }
        if Instant::now() > deadline {
            let _ = serve.child.kill();
            panic!("serve kept running:\n{}", serve.logs());
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert!(!status.success());
    let deadline = Instant::now() + Duration::from_secs(5);
    while !serve.logs().contains("could not listen") && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let logs = serve.logs();
    assert!(
        logs.contains(&format!(
            "could not listen for the health endpoint on {addr}"
        )),
        "{logs}"
    );
    assert_eq!(fake.identifies(), 0, "{logs}");
    drop(taken);
}
