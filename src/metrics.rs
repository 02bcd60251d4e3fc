//! Prometheus metrics (issue 30), through the `metrics` facade and
//! `metrics-exporter-prometheus`'s recorder. The health listener serves
//! them as `GET /metrics` (`discord::health`); README, "Metrics", says
//! what each one means.
//!
//! Counters and histograms are recorded where things happen; the gauges
//! that describe the store (live tables by title, the outbox backlog) are
//! read from it when scraped ([`render`]).

use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use std::sync::OnceLock;
use std::time::Duration;

pub const TABLES: &str = "longtable_tables";
pub const ACTIONS: &str = "longtable_actions_total";
pub const PLAY_SECONDS: &str = "longtable_play_seconds";
pub const BOT_THINK_SECONDS: &str = "longtable_bot_think_seconds";
pub const DISCORD_REST: &str = "longtable_discord_rest_total";
pub const DM_FAILURES: &str = "longtable_dm_failures_total";
pub const SCHEDULER_LAG_SECONDS: &str = "longtable_scheduler_lag_seconds";
pub const OUTBOX_BACKLOG: &str = "longtable_outbox_backlog";
pub const TABLES_CLOSED: &str = "longtable_tables_closed_total";
pub const RENDER_CACHE: &str = "longtable_render_cache_total";

/// Latency buckets (seconds): from a fast `/play` to a slow bot.
const BUCKETS: [f64; 12] = [
    0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 5.0, 10.0, 60.0,
];

static HANDLE: OnceLock<Option<PrometheusHandle>> = OnceLock::new();

/// Installs the process's recorder (once; later calls return the same
/// handle). `None` when another recorder was installed first.
pub fn install() -> Option<PrometheusHandle> {
    HANDLE
        .get_or_init(|| {
            let builder = PrometheusBuilder::new()
                .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), &BUCKETS)
                .ok()?;
            match builder.install_recorder() {
                Ok(h) => {
                    describe();
                    Some(h)
                }
                Err(e) => {
                    tracing::warn!(error = %e, "could not install the metrics recorder");
                    None
                }
            }
        })
        .clone()
}

fn describe() {
    use metrics::{describe_counter, describe_gauge, describe_histogram, Unit};
    describe_gauge!(
        TABLES,
        "Tables in the lobby, in play or closed, by title and state"
    );
    describe_counter!(
        ACTIONS,
        "Log rows committed (players', bots', forced and timeout moves), by title"
    );
    describe_histogram!(
        PLAY_SECONDS,
        Unit::Seconds,
        "/play from the interaction to its answer sent"
    );
    describe_histogram!(
        BOT_THINK_SECONDS,
        Unit::Seconds,
        "Time a bot took to choose a move, by level"
    );
    describe_counter!(DISCORD_REST, "Discord REST answers by route and status");
    describe_counter!(DM_FAILURES, "DMs Discord refused, by Discord error code");
    describe_histogram!(
        SCHEDULER_LAG_SECONDS,
        Unit::Seconds,
        "How late the clock scheduler ran what fell due"
    );
    describe_gauge!(
        OUTBOX_BACKLOG,
        "Notices stored in the outbox and not yet delivered"
    );
    describe_counter!(
        RENDER_CACHE,
        "Images asked of the render cache, by result (hit: reused; miss: drawn)"
    );
    describe_counter!(
        TABLES_CLOSED,
        "Tables closed because their channel went out of reach, by reason"
    );
}

/// The text exposition, with the store's gauges read now.
pub fn render(tables: &[(String, String, i64)], backlog: Option<i64>) -> String {
    for (title, state, n) in tables {
        metrics::gauge!(TABLES, "title" => title.clone(), "state" => state.clone()).set(*n as f64);
    }
    if let Some(b) = backlog {
        metrics::gauge!(OUTBOX_BACKLOG).set(b as f64);
    }
    match install() {
        Some(h) => {
            h.run_upkeep();
            h.render()
        }
        None => String::new(),
    }
}

pub fn actions(title: &str, n: u64) {
    if n > 0 {
        metrics::counter!(ACTIONS, "title" => title.to_string()).increment(n);
    }
}

pub fn play(took: Duration) {
    metrics::histogram!(PLAY_SECONDS).record(took.as_secs_f64());
}

pub fn bot_think(level: &str, took: Duration) {
    metrics::histogram!(BOT_THINK_SECONDS, "level" => level.to_string()).record(took.as_secs_f64());
}

/// One REST answer: `route` is the call's fixed name ("channel post"),
/// `status` its HTTP status (`"2xx"` for a success, whose exact status
/// serenity does not hand on).
pub fn rest(route: &'static str, status: &str) {
    metrics::counter!(DISCORD_REST, "route" => route, "status" => status.to_string()).increment(1);
}

pub fn dm_failed(code: Option<isize>) {
    let code = code.map_or_else(|| "none".to_string(), |c| c.to_string());
    metrics::counter!(DM_FAILURES, "code" => code).increment(1);
}

pub fn scheduler_lag(late_ms: i64) {
    metrics::histogram!(SCHEDULER_LAG_SECONDS).record(late_ms.max(0) as f64 / 1000.0);
}

pub fn table_closed(why: &str) {
    metrics::counter!(TABLES_CLOSED, "why" => why.to_string()).increment(1);
}
