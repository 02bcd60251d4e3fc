//! A clean shutdown (Ctrl-C, SIGTERM from systemd or `kill`): stop taking
//! commands, then fold the WAL into the database file, so that the `.db`
//! alone holds every acknowledged action once the process has gone.

use crate::store::Store;

/// Waits for Ctrl-C (SIGINT) or, on Unix, SIGTERM; returns which came.
pub async fn signal() -> &'static str {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => tokio::select! {
                _ = tokio::signal::ctrl_c() => "Ctrl-C",
                _ = term.recv() => "SIGTERM",
            },
            Err(e) => {
                tracing::warn!(error = %e, "cannot listen for SIGTERM; Ctrl-C only");
                let _ = tokio::signal::ctrl_c().await;
                "Ctrl-C"
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
        "Ctrl-C"
    }
}

/// Checkpoints the WAL into the database file (the last step of a clean
/// shutdown). A failure is logged: the WAL still holds the data, and
/// SQLite folds it in at the next open.
pub fn checkpoint(store: &Store) {
    match store.blocking(|db| db.checkpoint()) {
        Ok(()) => tracing::info!("database checkpointed; the .db file is complete"),
        Err(e) => {
            tracing::error!(error = %e, "final WAL checkpoint failed; the -wal file still holds recent actions")
        }
    }
}
