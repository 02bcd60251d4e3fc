//! The bot's logs say what happened and never show the token.
//!
//! A binary of its own, not a module of `tests/discord`: it installs the
//! process's global tracing subscriber to read what the bot logs.

mod common;
mod fake_discord;

use fake_discord::harness::{open_and_start, start_bot_with};
use fake_discord::openapi::assert_conforms;
use fake_discord::{FakeDiscord, FakeUser, TOKEN};
use longtable::engine::{Erased, Registry};
use std::io::Write;
use std::sync::{Arc, Mutex};

#[derive(Clone, Default)]
struct Buffer(Arc<Mutex<Vec<u8>>>);

impl Write for Buffer {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn logs_tell_what_happened_and_never_the_token() {
    let buffer = Buffer::default();
    let writer = buffer.clone();
    tracing_subscriber::fmt()
        .with_env_filter("debug")
        .with_ansi(false)
        .with_writer(move || writer.clone())
        .init();
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let registry = Registry::new(vec![Erased::new(common::race::Race)]);
    // Global registration this time (no dev guild).
    let mut settings = fake_discord::harness::settings(&fake);
    settings.dev_guild = None;
    tracing::info!(settings = ?settings, "settings");
    let bot = start_bot_with(&fake, &dir.path().join("bot.db"), registry, 1, settings).await;
    let users = [FakeUser::new(1, "alice"), FakeUser::new(2, "bob")];
    open_and_start(&fake, "600000000000000001", "race", &users).await;
    bot.stop().await;
    let logs = String::from_utf8(buffer.0.lock().unwrap().clone()).unwrap();
    assert!(logs.contains("connected to the Discord gateway"), "{logs}");
    assert!(logs.contains("slash commands registered"));
    assert!(logs.contains("<redacted>"));
    assert!(!logs.contains(TOKEN), "the token appears in the logs");
    let requests = fake.requests();
    assert!(requests.iter().any(|r| r.method == "PUT"
        && r.path == format!("/applications/{}/commands", fake_discord::APP_ID)));
    assert_conforms(&requests);
}
