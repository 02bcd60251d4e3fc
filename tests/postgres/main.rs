//! The PostgreSQL store and several processes on one database; each test
//! starts a throwaway server (`tests/common/pg.rs`).
//!
//! One test binary per group keeps the build small: every binary links the
//! whole crate and its dependencies. `cargo test --test postgres <module>::` runs one
//! file's tests.

#[path = "../common/mod.rs"]
mod common;
#[path = "../fake_discord/mod.rs"]
mod fake_discord;

mod db_copy;
mod discord_processes;
mod host_postgres;
mod postgres_harness;
mod postgres_schema;
mod store_backends;
