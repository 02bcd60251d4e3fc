//! The titles' rules, boards, talk, lookup and bots, driven through the
//! engine and content APIs alone (no host, no store).
//!
//! One test binary per group keeps the build small: every binary links the
//! whole crate and its dependencies. `cargo test --test engines <module>::` runs one
//! file's tests.

mod belfort_examples;
mod belfort_games;
mod belfort_render;
mod belfort_secrets_told;
mod boards_in_languages;
mod bots;
mod content_names_in_languages;
mod endeavor_examples;
mod endeavor_games;
mod endeavor_render;
mod english_in_play;
mod games_end;
mod hint;
mod languages;
mod lookup;
mod lookup_any;
mod messages;
mod moves_in_languages;
mod nations_games;
mod nations_render;
mod render_kit;
mod stored_games;
mod titles;
