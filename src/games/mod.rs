//! The titles Longtable hosts, one folder each. A title is added to the
//! bot by listing it in [`registry`]; nothing else in the host changes.
//!
//! Architecture Invariant: a game never reaches into another game or into
//! the host; it depends on `engine`, `content` and `render` only.

use crate::content::ContentError;
use crate::engine::{Erased, Registry};
use std::path::Path;

pub mod belfort;
pub mod endeavor;
pub mod nations;

/// Every title, with its content pack loaded (and overridden from
/// `content_dir` when given).
pub fn registry(content_dir: Option<&Path>) -> Result<Registry, ContentError> {
    Ok(Registry::new(vec![
        Erased::new(nations::Nations::new(content_dir)?),
        endeavor::Endeavor::title(content_dir)?,
        Erased::new(belfort::Belfort::load(content_dir)?),
    ]))
}
