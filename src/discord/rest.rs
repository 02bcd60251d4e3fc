//! Calling Discord's REST API with retries.
//!
//! With serenity's rate limiter on (production against discord.com) a 429
//! is waited out inside serenity. With it off (a proxy or a local fake
//! sets `discord.api_url`) a 429 reaches us; serenity does not hand us the
//! body's `retry_after`, so we back off ourselves. A 5xx is retried once;
//! other errors are returned at once.

use serenity::all::{HttpError, StatusCode};
use std::future::Future;
use std::time::Duration;

/// How often a 429 is retried, and the first wait (doubling each time).
const RATE_LIMIT_TRIES: u32 = 6;
const FIRST_WAIT: Duration = Duration::from_millis(100);
/// How often a 5xx is retried.
const SERVER_ERROR_TRIES: u32 = 1;

/// Discord's JSON error code, when the error is one.
pub fn code(e: &serenity::Error) -> Option<isize> {
    match e {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => Some(r.error.code),
        _ => None,
    }
}

pub fn status(e: &serenity::Error) -> Option<StatusCode> {
    match e {
        serenity::Error::Http(h) => h.status_code(),
        _ => None,
    }
}

/// Discord error 50007: cannot send messages to this user.
pub const CANNOT_DM: isize = 50007;
/// Discord error 10008: unknown message (deleted by someone).
pub const UNKNOWN_MESSAGE: isize = 10008;
/// Discord error 10003: unknown channel (the channel or thread is gone).
pub const UNKNOWN_CHANNEL: isize = 10003;
/// Discord error 10004: unknown guild.
pub const UNKNOWN_GUILD: isize = 10004;
/// Discord error 10007: unknown member (they left the server).
pub const UNKNOWN_MEMBER: isize = 10007;
/// Discord error 50001: missing access (the bot can't see the channel).
pub const MISSING_ACCESS: isize = 50001;
/// Discord error 50013: missing permissions.
pub const MISSING_PERMISSIONS: isize = 50013;
/// Discord error 50083: the thread is archived.
pub const THREAD_ARCHIVED: isize = 50083;

/// Runs `call` until it succeeds, retrying 429s and (once) 5xx answers.
pub async fn retry<T, F, Fut>(what: &'static str, mut call: F) -> serenity::Result<T>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = serenity::Result<T>>,
{
    let mut limited = 0;
    let mut failed = 0;
    let mut wait = FIRST_WAIT;
    loop {
        match call().await {
            Ok(v) => {
                crate::metrics::rest(what, "2xx");
                return Ok(v);
            }
            Err(e) => {
                let s = status(&e);
                crate::metrics::rest(
                    what,
                    &s.map_or_else(|| "none".to_string(), |s| s.as_u16().to_string()),
                );
                if s == Some(StatusCode::TOO_MANY_REQUESTS) && limited < RATE_LIMIT_TRIES {
                    limited += 1;
                    tracing::info!(
                        what,
                        attempt = limited,
                        wait_ms = wait.as_millis() as u64,
                        "rate limited by Discord; retrying"
                    );
                    tokio::time::sleep(wait).await;
                    wait = (wait * 2).min(Duration::from_secs(5));
                } else if s.is_some_and(|s| s.is_server_error()) && failed < SERVER_ERROR_TRIES {
                    failed += 1;
                    tracing::warn!(what, status = ?s, "Discord answered with a server error; retrying once");
                    tokio::time::sleep(FIRST_WAIT).await;
                } else {
                    tracing::warn!(what, status = ?s, code = ?code(&e), error = %e, "Discord request failed");
                    return Err(e);
                }
            }
        }
    }
}
