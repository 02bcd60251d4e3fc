//! Rendered images, each drawn once (issue 28).
//!
//! A table's picture at a position is the same for everyone who reads it
//! in the same language: the post's panels, `/board`, `/board full`, a
//! seat's view in its DM and under `/me`. So PNGs are kept per (table,
//! log position, view, language, players' names) in a cache bounded by
//! bytes, per process, and a view is drawn only when a notice carries it.
//!
//! The log position (`seq`) grows with every row, undo rows included, so
//! a key never names two different states; an undo still drops the
//! table's entries, since nobody will ask for an undone position again.
//! The players' names are in the key because a seat handed over keeps
//! its position but changes the name drawn. Only PNG bytes are kept,
//! never Discord's attachment URLs (signed, they expire).

use super::Image;
use crate::engine::Seat;
use mini_moka::sync::ConcurrentCacheExt;
use std::sync::Arc;

/// The cache's default bound: 64 MiB. A 4-player table's position is
/// about 0.5–1.5 MB of PNG (panels, a full board, four seat views), so
/// this keeps the live positions of some fifty busy tables.
pub const DEFAULT_BYTES: u64 = 64 * 1024 * 1024;

/// Which picture of a position.
#[derive(Clone, Debug, Hash, PartialEq, Eq)]
pub enum View {
    /// The public board for a phone: the title's panels.
    Panels,
    /// The full desktop board (`/board full`).
    Full,
    /// One seat's private view.
    Seat(Seat),
    /// The full board of a past position (`/board at:`), kept when an
    /// undo drops the rest.
    At,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq)]
pub struct Key {
    pub table: i64,
    pub seq: i64,
    pub view: View,
    pub lang: String,
    /// A hash of the names the picture draws.
    pub names: u64,
}

impl Key {
    pub fn new(table: i64, seq: i64, view: View, lang: &str, names: &[String]) -> Key {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        names.hash(&mut h);
        Key {
            table,
            seq,
            view,
            lang: lang.to_string(),
            names: h.finish(),
        }
    }
}

/// The process's rendered images.
pub struct Images {
    cache: mini_moka::sync::Cache<Key, Arc<Vec<Image>>>,
}

impl Images {
    /// A cache holding at most `bytes` of PNG.
    pub fn new(bytes: u64) -> Images {
        Images {
            cache: mini_moka::sync::Cache::builder()
                .max_capacity(bytes)
                .weigher(|_, v: &Arc<Vec<Image>>| {
                    let b: usize = v.iter().map(|i| i.png.len() + i.name.len() + 64).sum();
                    u32::try_from(b).unwrap_or(u32::MAX)
                })
                .build(),
        }
    }

    /// The images of `key`: from the cache, or drawn now from the SVG
    /// scenes `scenes` returns (called only on a miss), one PNG each on
    /// the blocking pool, named by `name(k)`. A scene that fails to draw
    /// is logged and left out, and nothing is kept for that key.
    pub async fn get_or_draw(
        &self,
        key: Key,
        name: impl Fn(usize) -> String,
        scenes: impl FnOnce() -> Vec<String>,
    ) -> Vec<Image> {
        if let Some(hit) = self.cache.get(&key) {
            metrics::counter!(crate::metrics::RENDER_CACHE, "result" => "hit").increment(1);
            return hit.as_ref().clone();
        }
        metrics::counter!(crate::metrics::RENDER_CACHE, "result" => "miss").increment(1);
        let scenes = scenes();
        let wanted = scenes.len();
        let drawn = futures::future::join_all(scenes.into_iter().enumerate().map(|(k, svg)| {
            let name = name(k);
            async move { super::view::png(svg, &name).await }
        }))
        .await;
        let images: Vec<Image> = drawn.into_iter().flatten().collect();
        if images.len() == wanted {
            self.cache.insert(key, Arc::new(images.clone()));
        }
        images
    }

    /// Drops every cached picture of `table`'s current game (after an
    /// undo); past boards (`/board at:`) stay, as they can't change.
    pub fn forget(&self, table: i64) {
        let stale: Vec<Key> = self
            .cache
            .iter()
            .filter(|e| e.key().table == table && !matches!(e.key().view, View::At))
            .map(|e| e.key().clone())
            .collect();
        for k in stale {
            self.cache.invalidate(&k);
        }
    }

    /// Entries held now (tests, metrics).
    pub fn len(&self) -> u64 {
        self.cache.sync();
        self.cache.entry_count()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Bytes held now.
    pub fn bytes(&self) -> u64 {
        self.cache.sync();
        self.cache.weighted_size()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scene(label: &str) -> String {
        let mut s = crate::render::Svg::new(200, 100);
        s.text(10.0, 50.0, 20.0, label, "start", "#000", false);
        s.finish()
    }

    #[tokio::test]
    async fn a_view_is_drawn_once_and_kept_apart_by_language_names_and_position() {
        let images = Images::new(DEFAULT_BYTES);
        let names = vec!["ann".to_string(), "bob".to_string()];
        let drawn = std::sync::atomic::AtomicUsize::new(0);
        let draw = |label: &'static str| {
            drawn.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            vec![scene(label), scene("two")]
        };
        let key = Key::new(1, 5, View::Panels, "en", &names);
        let first = images
            .get_or_draw(key.clone(), |k| format!("p{k}.png"), || draw("one"))
            .await;
        assert_eq!(first.len(), 2);
        assert_eq!(first[1].name, "p1.png");
        let again = images
            .get_or_draw(key.clone(), |k| format!("p{k}.png"), || draw("one"))
            .await;
        assert_eq!(drawn.load(std::sync::atomic::Ordering::SeqCst), 1);
        assert!(Arc::ptr_eq(&first[0].png, &again[0].png));
        // Another language, other names, a later position: drawn anew.
        for k in [
            Key::new(1, 5, View::Panels, "el", &names),
            Key::new(1, 5, View::Panels, "en", &["ann".into(), "cat".into()]),
            Key::new(1, 6, View::Panels, "en", &names),
        ] {
            images
                .get_or_draw(k, |k| format!("p{k}.png"), || draw("x"))
                .await;
        }
        assert_eq!(drawn.load(std::sync::atomic::Ordering::SeqCst), 4);
        // An undo drops the table's pictures but not its past boards.
        let past = Key::new(1, 3, View::At, "en", &names);
        images
            .get_or_draw(past.clone(), |_| "a.png".into(), || vec![scene("p")])
            .await;
        images.forget(1);
        images
            .get_or_draw(key, |k| format!("p{k}.png"), || draw("one"))
            .await;
        assert_eq!(drawn.load(std::sync::atomic::Ordering::SeqCst), 5);
        images
            .get_or_draw(past, |_| "a.png".into(), || draw("never"))
            .await;
        assert_eq!(drawn.load(std::sync::atomic::Ordering::SeqCst), 5);
    }

    #[tokio::test]
    async fn the_cache_stays_within_its_bytes() {
        let one = {
            let images = Images::new(DEFAULT_BYTES);
            let k = Key::new(1, 1, View::Full, "en", &[]);
            images
                .get_or_draw(k, |_| "b.png".into(), || vec![scene("x")])
                .await;
            images.bytes()
        };
        assert!(one > 0);
        let images = Images::new(one * 5);
        for seq in 0..50 {
            let k = Key::new(1, seq, View::Full, "en", &[]);
            images
                .get_or_draw(k, |_| "b.png".into(), || vec![scene("x")])
                .await;
        }
        assert!(
            images.bytes() <= one * 5,
            "{} > {}",
            images.bytes(),
            one * 5
        );
        assert!(images.len() <= 5 && !images.is_empty());
    }
}
