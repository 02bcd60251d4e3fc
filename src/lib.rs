//! Longtable: a Discord bot that hosts long board games.
//!
//! See ARCHITECTURE.md for the map of these modules and the invariants
//! they keep. Layers depend downwards only:
//! `engine` < `games` (+ `content`, `render`) < `store`, `i18n` < `host` <
//! front ends (`local`, `discord`) < `main.rs`.

pub mod arena;
pub mod bots;
pub mod clock;
pub mod config;
pub mod content;
pub mod discord;
pub mod engine;
pub mod fault;
pub mod games;
pub mod host;
pub mod i18n;
pub mod league;
pub mod local;
pub mod lookup;
pub mod metrics;
pub mod notation;
pub mod render;
pub mod shutdown;
pub mod sim;
pub mod store;
