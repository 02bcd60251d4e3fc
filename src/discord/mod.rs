//! The Discord front end (serenity). Built in its own issue; until then
//! `serve` explains how to run Longtable locally.

use crate::config::Config;
use crate::engine::Registry;

pub async fn serve(config: Config, registry: Registry) -> anyhow::Result<()> {
    let _ = registry;
    if config.discord.token.is_none() {
        anyhow::bail!(
            "no Discord token: set the DISCORD_TOKEN environment variable (or `token` in an \
             untracked longtable.toml). To try Longtable without Discord, run `longtable local`."
        );
    }
    anyhow::bail!("the Discord front end is not built yet; use `longtable local`")
}
