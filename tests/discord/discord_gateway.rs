//! The fake Discord speaks enough of the gateway and REST API for the real,
//! unmodified serenity client.

use crate::fake_discord;

use fake_discord::{FakeDiscord, TOKEN};
use serenity::all::{ClientBuilder, Context, EventHandler, GatewayIntents, HttpBuilder, Ready};
use tokio::sync::mpsc;

struct OnReady(mpsc::UnboundedSender<String>);

#[serenity::async_trait]
impl EventHandler for OnReady {
    async fn ready(&self, _ctx: Context, ready: Ready) {
        let _ = self.0.send(ready.user.name.clone());
    }
}

#[tokio::test]
async fn serenity_connects_to_the_fake_and_receives_ready() {
    let fake = FakeDiscord::start().await;
    let http = HttpBuilder::new(TOKEN)
        .proxy(fake.url.clone())
        .ratelimiter_disabled(true)
        .build();
    let (tx, mut rx) = mpsc::unbounded_channel();
    let mut client = ClientBuilder::new_with_http(http, GatewayIntents::empty())
        .event_handler(OnReady(tx))
        .await
        .unwrap();
    tokio::spawn(async move { client.start().await });
    let name = tokio::time::timeout(std::time::Duration::from_secs(20), rx.recv())
        .await
        .expect("READY within 20 s")
        .unwrap();
    assert_eq!(name, "longtable");
    assert_eq!(fake.identifies(), 1);
    let lookups = fake
        .requests()
        .iter()
        .filter(|r| r.path == "/gateway" && r.authorized)
        .count();
    assert_eq!(lookups, 1, "{:?}", fake.requests());
}
