//! `GET /healthz` for the operator's supervisor (off unless `[health]
//! listen` or `serve --health` names an address).
//!
//! 200 when every shard of this process's range is connected and the
//! store answers a trivial call; 503 otherwise. Both carry the same JSON,
//! which says what is wrong:
//!
//! ```json
//! {"status":"ok","shards":{"running":[0,1],"connected":[0,1],"total":8},"database":"ok"}
//! ```
//!
//! `GET /metrics` beside it is the Prometheus text exposition
//! ([`crate::metrics`]; README, "Metrics"): the process's counters and
//! histograms, and the store's live tables and outbox backlog read at
//! each scrape.
//!
//! Any other path is 404. The endpoints only read: a supervisor may poll
//! them as often as it likes.

use super::shards::ShardStatus;
use crate::store::Store;
use axum::extract::State;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use serde_json::json;
use std::net::SocketAddr;
use std::time::Duration;

/// How long the store may take to answer before the process counts as
/// unhealthy (a store call waits behind the one running).
const DATABASE_WAIT: Duration = Duration::from_secs(2);

#[derive(Clone)]
struct Probe {
    shards: ShardStatus,
    store: Store,
}

/// The bound endpoint, not serving yet: binding is a start-up step that
/// fails loudly, serving runs beside the bot.
pub struct Health {
    listener: tokio::net::TcpListener,
    addr: SocketAddr,
}

impl Health {
    /// Binds `addr` (port 0 picks a free one).
    pub async fn bind(addr: SocketAddr) -> anyhow::Result<Health> {
        let listener = tokio::net::TcpListener::bind(addr).await.map_err(|e| {
            anyhow::anyhow!("could not listen for the health endpoint on {addr}: {e}")
        })?;
        let addr = listener.local_addr()?;
        Ok(Health { listener, addr })
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Serves until the task is dropped or aborted.
    pub fn spawn(self, shards: ShardStatus, store: Store) -> tokio::task::JoinHandle<()> {
        let app = Router::new()
            .route("/healthz", get(healthz))
            .route("/metrics", get(metrics))
            .fallback(|| async { StatusCode::NOT_FOUND })
            .with_state(Probe { shards, store });
        tracing::info!(addr = %self.addr, "health endpoint listening on http://{}/healthz", self.addr);
        tokio::spawn(async move {
            if let Err(e) = axum::serve(self.listener, app).await {
                tracing::error!(error = %e, "the health endpoint stopped");
            }
        })
    }
}

async fn metrics(State(probe): State<Probe>) -> Response {
    let read = tokio::time::timeout(
        DATABASE_WAIT,
        probe.store.run(|db| {
            Ok::<_, crate::store::StoreError>((db.live_tables_by_title()?, db.outbox_pending()?))
        }),
    )
    .await;
    let (tables, backlog) = match read {
        Ok(Ok((t, b))) => (t, Some(b)),
        Ok(Err(e)) => {
            tracing::warn!(error = %e, "metrics: could not read the store");
            (Vec::new(), None)
        }
        Err(_) => (Vec::new(), None),
    };
    (
        StatusCode::OK,
        [(header::CONTENT_TYPE, "text/plain; version=0.0.4")],
        crate::metrics::render(&tables, backlog),
    )
        .into_response()
}

async fn healthz(State(probe): State<Probe>) -> Response {
    let shards = probe.shards.report().await;
    let database = match tokio::time::timeout(
        DATABASE_WAIT,
        probe.store.run(|db| db.schema_version()),
    )
    .await
    {
        Ok(Ok(_)) => "ok".to_string(),
        Ok(Err(e)) => format!("error: {e}"),
        Err(_) => format!("no answer within {} s", DATABASE_WAIT.as_secs()),
    };
    let ok = shards.all_connected() && database == "ok";
    let body = json!({
        "status": if ok { "ok" } else { "unavailable" },
        "shards": {
            "running": shards.running,
            "connected": shards.connected,
            "total": shards.total,
        },
        "database": database,
    });
    let status = if ok {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    (
        status,
        [(header::CONTENT_TYPE, "application/json")],
        body.to_string(),
    )
        .into_response()
}
