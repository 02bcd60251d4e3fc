//! The host, the store, the console and the command line, with no Discord
//! and no PostgreSQL.
//!
//! One test binary per group keeps the build small: every binary links the
//! whole crate and its dependencies. `cargo test --test local <module>::` runs one
//! file's tests.

#[path = "../common/mod.rs"]
mod common;

mod backup;
mod belfort_local;
mod belfort_talk;
mod bots_local;
mod cli;
mod clock;
mod command_names;
mod console;
mod edges;
mod endeavor_local;
mod endeavor_talk;
mod faults;
mod hint;
mod host;
mod host_bots;
mod host_seats;
mod images;
mod league_local;
mod league_seasons;
mod lobby_words;
mod local_languages;
mod lookup_any_console;
mod lookup_console;
mod nations_local;
mod nations_talk;
mod outbox;
mod rules_versions;
mod seats_edges;
mod seats_history;
mod secrets;
mod table_talk;
