//! The Discord front end: the real serenity client against the fake
//! Discord in `tests/fake_discord`.
//!
//! One test binary per group keeps the build small: every binary links the
//! whole crate and its dependencies. `cargo test --test discord <module>::` runs one
//! file's tests.

#[path = "../common/mod.rs"]
mod common;
#[path = "../fake_discord/mod.rs"]
mod fake_discord;

mod discord_clock;
mod discord_did_you_mean;
mod discord_faults;
mod discord_gateway;

mod discord_league;
mod discord_lifecycle;
mod discord_lookup;
mod discord_outbox;
mod discord_play;
mod discord_seats;
mod discord_serve;
mod discord_shards;
mod discord_talk;
mod hint;
mod language_choice;
mod soak;
