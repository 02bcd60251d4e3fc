//! One configuration file (`longtable.toml`, see `config.example.toml`),
//! with environment variables taking precedence for secrets and URLs.

use serde::Deserialize;
use std::path::{Path, PathBuf};

#[derive(Clone, Debug, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// The database: a SQLite file's path, or a PostgreSQL URL
    /// (`postgres://user:password@host/dbname`) for several processes
    /// sharing the tables.
    pub database: crate::store::Location,
    /// Folder whose `<title>/*.toml` files override the bundled content.
    pub content_dir: Option<PathBuf>,
    /// tracing filter, e.g. `info` or `longtable=debug`.
    pub log_level: String,
    /// Thinking time of a hosted bot per move, in ms (default: each
    /// level's own, 300 easy, 800 normal, 1600 hard; never above 2000).
    pub bot_think_ms: Option<u64>,
    /// Days of `/vacation` each user may take per calendar year.
    pub vacation_days: i64,
    /// MiB of rendered images kept for reuse (boards, panels, seat views),
    /// per process.
    pub render_cache_mb: u64,
    /// `normal` (the default) or `full`: what a commit survives (see
    /// `store::Durability` and the README).
    pub durability: crate::store::Durability,
    pub discord: DiscordConfig,
    pub health: HealthConfig,
}

#[derive(Clone, Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DiscordConfig {
    /// The bot token. Prefer the environment variable named by
    /// `token_env`; never commit a file that holds it.
    pub token: Option<String>,
    /// Environment variable read for the token.
    pub token_env: Option<String>,
    /// Base URL for every REST call and the gateway lookup (a local fake
    /// Discord in tests); empty means Discord itself.
    pub api_url: Option<String>,
    /// Register commands in this guild only (instant updates while
    /// developing) instead of globally.
    pub dev_guild: Option<u64>,
    /// The gateway shards this process runs, `"first-last"` (`serve
    /// --shards` overrides it). Needs `shard_total`.
    pub shards: Option<crate::discord::shards::ShardRange>,
    /// The bot's total number of shards, the same in every process
    /// (`serve --shard-total`). Alone it runs all of them here; with
    /// neither key, one process runs as many as Discord recommends.
    pub shard_total: Option<u32>,
}

/// `[health]`: the `GET /healthz` endpoint for a supervisor, off unless
/// `listen` is set (`serve --health` overrides it).
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct HealthConfig {
    /// Address and port to serve it on, e.g. `127.0.0.1:9090`.
    pub listen: Option<std::net::SocketAddr>,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            database: crate::store::Location::Sqlite(PathBuf::from("longtable.db")),
            content_dir: None,
            log_level: "info".into(),
            bot_think_ms: None,
            vacation_days: 30,
            render_cache_mb: 64,
            durability: crate::store::Durability::Normal,
            discord: DiscordConfig::default(),
            health: HealthConfig::default(),
        }
    }
}

impl Config {
    /// Reads `path`, or `longtable.toml` in the working directory when it
    /// exists, or the defaults; then applies the environment.
    pub fn load(path: Option<&Path>) -> anyhow::Result<Config> {
        let default_path = Path::new("longtable.toml");
        let file = match path {
            Some(p) => Some(p.to_path_buf()),
            None if default_path.exists() => Some(default_path.to_path_buf()),
            None => None,
        };
        let mut config: Config = match &file {
            Some(p) => {
                let text = std::fs::read_to_string(p).map_err(|e| {
                    anyhow::anyhow!("could not read config file {}: {e}", p.display())
                })?;
                toml::from_str(&text)
                    .map_err(|e| anyhow::anyhow!("config file {} is invalid: {e}", p.display()))?
            }
            None => Config::default(),
        };
        config.apply_env(|k| std::env::var(k).ok());
        Ok(config)
    }

    fn apply_env(&mut self, get: impl Fn(&str) -> Option<String>) {
        let token_env = self
            .discord
            .token_env
            .clone()
            .unwrap_or_else(|| "DISCORD_TOKEN".into());
        if let Some(t) = get(&token_env).filter(|t| !t.trim().is_empty()) {
            self.discord.token = Some(t.trim().to_string());
        }
        if let Some(u) = get("LONGTABLE_DISCORD_API_URL").filter(|u| !u.is_empty()) {
            self.discord.api_url = Some(u);
        }
        if let Some(d) = get("LONGTABLE_DB").filter(|d| !d.is_empty()) {
            self.database = crate::store::Location::parse(&d);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn example_config_parses_and_environment_wins() {
        let text = include_str!("../config.example.toml");
        let mut c: Config = toml::from_str(text).unwrap();
        c.apply_env(|k| match k {
            "DISCORD_TOKEN" => Some("secret".into()),
            "LONGTABLE_DISCORD_API_URL" => Some("http://127.0.0.1:9".into()),
            _ => None,
        });
        assert_eq!(c.discord.token.as_deref(), Some("secret"));
        assert_eq!(c.discord.api_url.as_deref(), Some("http://127.0.0.1:9"));
        // Off by default: the example only shows the keys.
        assert_eq!(c.health.listen, None);
        assert_eq!((c.discord.shards, c.discord.shard_total), (None, None));
    }

    #[test]
    fn shards_and_health_read_from_the_file() {
        let c: Config = toml::from_str(
            "[discord]\nshards = \"2-3\"\nshard_total = 4\n[health]\nlisten = \"127.0.0.1:9090\"\n",
        )
        .unwrap();
        assert_eq!(c.discord.shards.map(|r| (r.first, r.last)), Some((2, 3)));
        assert_eq!(c.discord.shard_total, Some(4));
        assert_eq!(c.health.listen, Some("127.0.0.1:9090".parse().unwrap()));
        let e = toml::from_str::<Config>("[discord]\nshards = \"3-1\"\n").unwrap_err();
        assert!(e.to_string().contains("backwards"), "{e}");
    }
}
