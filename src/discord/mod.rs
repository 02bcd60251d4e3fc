//! The Discord front end (serenity 0.12, gateway client, no command
//! framework).
//!
//! - [`commands`]: slash command registration and reading;
//! - [`route`]: the event handler, which hands every interaction to
//!   [`Host::handle`] and delivers the notices;
//! - [`codec`]: the `custom_id`s of buttons and select menus (table and
//!   position, nothing in memory, so they survive restarts);
//! - [`render`]: notices into message content, attachments and components;
//! - [`rest`]: retries around Discord's REST API;
//! - [`shards`]: which gateway shards this process runs (`serve --shards
//!   A-B --shard-total N`, or all that Discord recommends) and which are
//!   connected;
//! - [`health`]: the optional `GET /healthz` endpoint for a supervisor.
//!
//! Architecture Invariant: this module holds no game or table logic and
//! keeps no state that a restart would lose except caches (DM channel
//! ids, recently seen interaction ids); the status message ids live in
//! the store.

pub mod codec;
pub mod commands;
pub mod health;
pub mod lifecycle;
pub mod render;
pub mod rest;
pub mod route;
pub mod shards;

use crate::config::{Config, DiscordConfig};
use crate::engine::Registry;
use crate::host::Host;
use crate::store::Store;
use serenity::all::{ClientBuilder, GatewayIntents, HttpBuilder};
use shards::{ShardPlan, ShardStatus};
use std::future::Future;
use std::time::Duration;

/// What the bot needs to connect. `Debug` never shows the token.
#[derive(Clone)]
pub struct Settings {
    pub token: String,
    /// Base URL for every REST call and the gateway lookup (a proxy or a
    /// local fake); `None` means discord.com.
    pub api_url: Option<String>,
    /// Register the commands in this guild only.
    pub dev_guild: Option<u64>,
    /// Defer an interaction when the host has not answered after this
    /// long (Discord allows 3 seconds for the first answer).
    pub defer_after: Duration,
    /// Which gateway shards this process runs.
    pub shards: ShardPlan,
}

impl std::fmt::Debug for Settings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Settings")
            .field("token", &"<redacted>")
            .field("api_url", &self.api_url)
            .field("dev_guild", &self.dev_guild)
            .field("defer_after", &self.defer_after)
            .field("shards", &self.shards)
            .finish()
    }
}

/// The config file's shard keys, as [`ShardPlan::settle`] names them.
pub const CONFIG_SHARDS: &str = "shards";
pub const CONFIG_SHARD_TOTAL: &str = "shard_total";

/// How long the host may take before an interaction is deferred.
pub const DEFER_AFTER: Duration = Duration::from_millis(1500);

impl Settings {
    pub fn from_config(c: &DiscordConfig) -> anyhow::Result<Settings> {
        let Some(token) = c.token.clone().filter(|t| !t.trim().is_empty()) else {
            anyhow::bail!(
                "no Discord token: set the DISCORD_TOKEN environment variable (or `token` in an \
                 untracked longtable.toml). To try Longtable without Discord, run `longtable local`."
            );
        };
        Ok(Settings {
            token: token.trim().to_string(),
            api_url: c
                .api_url
                .clone()
                .map(|u| u.trim().trim_end_matches('/').to_string())
                .filter(|u| !u.is_empty()),
            dev_guild: c.dev_guild,
            defer_after: DEFER_AFTER,
            shards: ShardPlan::settle(
                c.shards.map(|r| (r, CONFIG_SHARDS)),
                c.shard_total.map(|t| (t, CONFIG_SHARD_TOTAL)),
            )
            .map_err(|e| anyhow::anyhow!(e))?,
        })
    }
}

/// `longtable serve`: opens the database, builds the host, opens the
/// health endpoint when configured, and runs the bot until Ctrl-C or
/// SIGTERM, then checkpoints the database. `seed` derives new tables'
/// seeds (`serve --seed`, as [`Host::seeded`]); `None` draws them.
pub async fn serve(config: Config, registry: Registry, seed: Option<u64>) -> anyhow::Result<()> {
    let settings = Settings::from_config(&config.discord)?;
    let store = Store::connect(&config.database).map_err(|e| anyhow::anyhow!("{e}"))?;
    let kept = store.clone();
    let mut host = Host::new(registry, store)?
        .with_vacation_days(config.vacation_days)
        .with_render_cache(config.render_cache_mb * 1024 * 1024);
    if let Some(base) = seed {
        host = host.seeded(base);
    }
    let status = ShardStatus::default();
    // Metrics are recorded from the start; `/metrics` serves them.
    crate::metrics::install();
    let health = match config.health.listen {
        Some(addr) => Some(
            health::Health::bind(addr)
                .await?
                .spawn(status.clone(), kept.clone()),
        ),
        None => None,
    };
    tracing::info!(database = %config.database, api_url = ?settings.api_url, dev_guild = ?settings.dev_guild, shards = %settings.shards, "starting the Discord bot");
    let result = run_reporting(settings, host, status, async {
        let which = crate::shutdown::signal().await;
        tracing::info!("{which}: shutting down");
    })
    .await;
    if let Some(h) = health {
        h.abort();
    }
    crate::shutdown::checkpoint(&kept);
    result
}

/// The wait before connection attempt `n` (from 0) after a failure:
/// doubling from 1 s, at most [`MAX_BACKOFF`].
pub fn backoff(n: u32) -> Duration {
    Duration::from_secs(1u64 << n.min(16)).min(MAX_BACKOFF)
}

/// The longest wait between two connection attempts.
pub const MAX_BACKOFF: Duration = Duration::from_secs(300);

/// Runs the bot until `shutdown` completes (then closes the gateway
/// connection). When Discord can't be reached (no network, DNS, an outage)
/// it logs why and tries again, waiting longer each time up to
/// [`MAX_BACKOFF`]; a rejected token ends it at once.
pub async fn run(
    settings: Settings,
    host: Host,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    run_reporting(settings, host, ShardStatus::default(), shutdown).await
}

/// [`run`], keeping `status` up to date with the shards run and connected
/// (for the health endpoint).
pub async fn run_reporting(
    settings: Settings,
    host: Host,
    status: ShardStatus,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let (stop_tx, stop) = tokio::sync::watch::channel(false);
    tokio::spawn(async move {
        shutdown.await;
        let _ = stop_tx.send(true);
    });
    let mut failures = 0u32;
    loop {
        let started = std::time::Instant::now();
        let result = connect_once(&settings, &host, &status, stop.clone()).await;
        status.set_manager(None);
        if *stop.borrow() {
            return Ok(());
        }
        let e = match result {
            Ok(()) => anyhow::anyhow!("the gateway connection closed"),
            Err(e) => e,
        };
        if e.to_string().contains("401") || e.to_string().to_lowercase().contains("invalid token") {
            return Err(e.context("Discord rejected the token"));
        }
        // A connection that held a while starts the schedule again.
        if started.elapsed() > Duration::from_secs(60) {
            failures = 0;
        }
        let wait = backoff(failures);
        failures = failures.saturating_add(1);
        tracing::error!(
            error = %e,
            retry_in_s = wait.as_secs(),
            "cannot reach Discord (is the network up?); trying again in {}s",
            wait.as_secs()
        );
        let mut stop = stop.clone();
        tokio::select! {
            _ = tokio::time::sleep(wait) => {}
            _ = stop.wait_for(|s| *s) => return Ok(()),
        }
    }
}

/// One client, from building it to the end of its gateway connection.
async fn connect_once(
    settings: &Settings,
    host: &Host,
    status: &ShardStatus,
    mut stop: tokio::sync::watch::Receiver<bool>,
) -> anyhow::Result<()> {
    let mut http = HttpBuilder::new(&settings.token);
    if let Some(url) = &settings.api_url {
        // A proxy or fake does its own rate limiting (or none); 429s that
        // reach us are retried by `rest::retry`.
        http = http.proxy(url.clone()).ratelimiter_disabled(true);
    }
    let http = http.build();
    // Reach Discord first: serenity itself would retry a shard that can't
    // connect every 5 s forever, with a warning each time and no way out.
    let gateway = http
        .get_bot_gateway()
        .await
        .map_err(|e| anyhow::anyhow!("could not reach the Discord API: {e}"))?;
    let (range, total) = settings.shards.resolve(gateway.shards);
    let limit = &gateway.session_start_limit;
    tracing::info!(
        first = range.first,
        last = range.last,
        total,
        recommended = gateway.shards,
        max_concurrency = limit.max_concurrency,
        session_starts_left = limit.remaining,
        "running shards {range} of {total}"
    );
    if limit.remaining < u64::from(range.last - range.first + 1) {
        tracing::warn!(
            session_starts_left = limit.remaining,
            reset_after_ms = limit.reset_after,
            "Discord allows fewer session starts today than this process has shards"
        );
    }
    status.set_running(range, total);
    let handler = route::Handler::new(host.clone(), settings.clone(), status.clone());
    let mut client = ClientBuilder::new_with_http(
        http,
        // Channel, thread and server events (issue 30); not privileged.
        GatewayIntents::GUILDS,
    )
    .event_handler(handler)
    .await
    .map_err(|e| anyhow::anyhow!("could not build the Discord client: {e}"))?;
    let shards = client.shard_manager.clone();
    status.set_manager(Some(shards.clone()));
    let watcher = tokio::spawn(async move {
        let _ = stop.wait_for(|s| *s).await;
        shards.shutdown_all().await;
    });
    // serenity 0.12 takes this range's end as the last shard to run
    // (inclusive, despite the `Range`), as its docs' "4 through 7" for
    // `4..7` say. Its queue starts the shards in order, 5 s apart.
    let result = client
        .start_shard_range(range.first..range.last, total)
        .await
        .map_err(|e| anyhow::anyhow!("the Discord connection ended: {e}"));
    watcher.abort();
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reconnect_waits_double_up_to_five_minutes() {
        let waits: Vec<u64> = (0..12).map(|n| backoff(n).as_secs()).collect();
        assert_eq!(waits, [1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300, 300]);
        assert_eq!(backoff(u32::MAX), MAX_BACKOFF);
    }
}
