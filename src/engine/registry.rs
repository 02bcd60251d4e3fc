//! Title name -> implementation. The host looks titles up here, so a new
//! game plugs in by being added to `crate::games::registry` and nothing
//! in the host changes.

use super::Title;
use std::sync::Arc;

#[derive(Clone, Default)]
pub struct Registry {
    titles: Vec<Arc<dyn Title>>,
}

impl Registry {
    pub fn new(titles: Vec<Arc<dyn Title>>) -> Self {
        Registry { titles }
    }

    pub fn add(&mut self, title: Arc<dyn Title>) {
        self.titles.retain(|t| t.name() != title.name());
        self.titles.push(title);
    }

    /// Looks a title up by name, ignoring case.
    pub fn get(&self, name: &str) -> Option<Arc<dyn Title>> {
        self.titles
            .iter()
            .find(|t| t.name().eq_ignore_ascii_case(name.trim()))
            .cloned()
    }

    pub fn names(&self) -> Vec<&'static str> {
        self.titles.iter().map(|t| t.name()).collect()
    }

    pub fn titles(&self) -> &[Arc<dyn Title>] {
        &self.titles
    }
}
