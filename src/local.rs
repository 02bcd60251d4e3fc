//! The local console (see ARCHITECTURE.md).
use crate::engine::Registry;
use std::path::Path;
pub async fn run(registry: Registry, db: &Path, out: &Path, json: bool) -> anyhow::Result<()> {
    let _ = (registry, db, out, json);
    Ok(())
}
