//! `longtable serve` itself, configured by the environment, connects to
//! the fake Discord and registers its commands; without a token it says
//! how to get one.

use crate::fake_discord;

use fake_discord::{FakeDiscord, TOKEN};
use std::process::{Command, Stdio};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serve_reads_the_token_and_api_url_from_the_environment() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let child = Command::new(env!("CARGO_BIN_EXE_longtable"))
        .arg("serve")
        .current_dir(dir.path())
        .env("DISCORD_TOKEN", TOKEN)
        .env("LONGTABLE_DISCORD_API_URL", &fake.url)
        .env("LONGTABLE_DB", dir.path().join("serve.db"))
        .env("RUST_LOG", "info")
        .env("NO_COLOR", "1")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    fake.wait_ready(1).await;
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    // Ctrl-C: the bot closes its gateway connection and exits.
    let interrupted = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(interrupted.success());
    let out = child.wait_with_output().unwrap();
    let logs = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "serve failed on Ctrl-C:\n{logs}");
    assert!(logs.contains("slash commands registered"), "{logs}");
    assert!(logs.contains("shutting down"), "{logs}");
    assert!(!logs.contains(TOKEN));
    let global = format!("/applications/{}/commands", fake_discord::APP_ID);
    assert!(fake.requests().iter().any(|r| r.path == global));
}

#[test]
fn serve_without_a_token_explains_what_to_do() {
    let dir = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_longtable"))
        .arg("serve")
        .current_dir(dir.path())
        .env_remove("DISCORD_TOKEN")
        .env("LONGTABLE_DB", dir.path().join("serve.db"))
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("DISCORD_TOKEN"), "{err}");
}
