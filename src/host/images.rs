//! Rendered images, each drawn once (issue 28).
//!
//! A table's picture at a position is the same for everyone who reads it
//! in the same language: the post's panels, `/board`, `/board full`, a
//! seat's view in its DM and under `/me`. So PNGs are kept per (table,
//! log position, view, language, players' names) in a cache bounded by
//! bytes, per process, and a view is drawn only when a notice carries it.
//!
//! A new position is mostly the old one: a move changes the header and a
//! panel or two, and the other panels' scenes come out byte for byte as
//! before. So under the positions sits a second cache, of PNGs by the
//! blake3 of the SVG scene they were drawn from: a scene drawn before, for
//! any position, table or view, is not drawn again.
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

/// Pictures not drawn yet: a view's SVG scenes, built from the position
/// they show, drawn (and kept under their key) when [`Later::draw`] is
/// called. A front end draws a private view after it has sent the
/// command's answer, so the answer doesn't wait for other players' DMs.
#[derive(Clone)]
pub struct Later {
    images: Arc<Images>,
    key: Key,
    /// Each image's file name and scene.
    scenes: Vec<(String, String)>,
}

impl std::fmt::Debug for Later {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Later")
            .field("key", &self.key)
            .field(
                "images",
                &self.scenes.iter().map(|s| &s.0).collect::<Vec<_>>(),
            )
            .finish()
    }
}

impl Later {
    /// Draws the pictures (each scene drawn before is reused) and keeps
    /// them under their key.
    pub async fn draw(self) -> Vec<Image> {
        let Later {
            images,
            key,
            scenes,
        } = self;
        let wanted = scenes.len();
        let drawn = futures::future::join_all(
            scenes
                .into_iter()
                .map(|(name, svg)| images.scene(svg, name)),
        )
        .await;
        let drawn: Vec<Image> = drawn.into_iter().flatten().collect();
        if drawn.len() == wanted {
            images.cache.insert(key, Arc::new(drawn.clone()));
        }
        drawn
    }
}

/// Draws every notice's pictures still to draw ([`Later`]), in place.
pub async fn draw_all(notices: &mut [super::Notice]) {
    for n in notices.iter_mut() {
        n.draw_pictures().await;
    }
}

/// The process's rendered images.
pub struct Images {
    /// The pictures of a position's view.
    cache: mini_moka::sync::Cache<Key, Arc<Vec<Image>>>,
    /// PNGs by the blake3 of their SVG scene. Its PNGs are shared with
    /// `cache` (the same `Arc`), so the two halves' bounds together bound
    /// the memory held.
    scenes: mini_moka::sync::Cache<[u8; 32], Arc<Vec<u8>>>,
    /// Scenes rasterised since the start (tests, the benchmark).
    drawn: std::sync::atomic::AtomicU64,
}

impl Images {
    /// A cache holding at most `bytes` of PNG: half for positions' views,
    /// half for scenes.
    pub fn new(bytes: u64) -> Images {
        let half = (bytes / 2).max(1);
        Images {
            cache: mini_moka::sync::Cache::builder()
                .max_capacity(half)
                .weigher(|_, v: &Arc<Vec<Image>>| {
                    let b: usize = v.iter().map(|i| i.png.len() + i.name.len() + 64).sum();
                    u32::try_from(b).unwrap_or(u32::MAX)
                })
                .build(),
            scenes: mini_moka::sync::Cache::builder()
                .max_capacity(half)
                .weigher(|_, v: &Arc<Vec<u8>>| u32::try_from(v.len() + 96).unwrap_or(u32::MAX))
                .build(),
            drawn: std::sync::atomic::AtomicU64::new(0),
        }
    }

    /// The images of `key`: from the cache, or drawn now from the SVG
    /// scenes `scenes` returns (called only on a miss), one PNG each on
    /// the blocking pool, named by `name(k)`. A scene that fails to draw
    /// is logged and left out, and nothing is kept for that key.
    pub async fn get_or_draw(
        self: &Arc<Self>,
        key: Key,
        name: impl Fn(usize) -> String,
        scenes: impl FnOnce() -> Vec<String>,
    ) -> Vec<Image> {
        match self.get_or_later(key, name, scenes) {
            Ok(images) => images,
            Err(later) => later.draw().await,
        }
    }

    /// The images of `key` from the cache; else a [`Later`] holding the
    /// scenes (built now, from the state as it is), to be drawn when the
    /// notice that carries them is sent.
    pub fn get_or_later(
        self: &Arc<Self>,
        key: Key,
        name: impl Fn(usize) -> String,
        scenes: impl FnOnce() -> Vec<String>,
    ) -> Result<Vec<Image>, Later> {
        if let Some(hit) = self.cache.get(&key) {
            metrics::counter!(crate::metrics::RENDER_CACHE, "result" => "hit").increment(1);
            return Ok(hit.as_ref().clone());
        }
        metrics::counter!(crate::metrics::RENDER_CACHE, "result" => "miss").increment(1);
        let scenes = scenes()
            .into_iter()
            .enumerate()
            .map(|(k, svg)| (name(k), svg))
            .collect();
        Err(Later {
            images: self.clone(),
            key,
            scenes,
        })
    }

    /// One scene's PNG: the one drawn before from the same SVG, else drawn
    /// now (on the blocking pool) and kept.
    async fn scene(&self, svg: String, name: String) -> Option<Image> {
        let digest = *blake3::hash(svg.as_bytes()).as_bytes();
        if let Some(png) = self.scenes.get(&digest) {
            metrics::counter!(crate::metrics::RENDER_CACHE, "result" => "same").increment(1);
            return Some(Image { name, png });
        }
        self.drawn
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let image = super::view::png(svg, &name).await?;
        self.scenes.insert(digest, image.png.clone());
        Some(image)
    }

    /// Scenes rasterised so far: what neither cache could give.
    pub fn drawn(&self) -> u64 {
        self.drawn.load(std::sync::atomic::Ordering::Relaxed)
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

    /// Positions' views held now (tests, metrics).
    pub fn len(&self) -> u64 {
        self.cache.sync();
        self.cache.entry_count()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Bytes held now, at most: the two halves' weights (a PNG in both is
    /// counted twice, though held once).
    pub fn bytes(&self) -> u64 {
        self.cache.sync();
        self.scenes.sync();
        self.cache.weighted_size() + self.scenes.weighted_size()
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
        let images = Arc::new(Images::new(DEFAULT_BYTES));
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
    async fn a_scene_unchanged_by_a_move_is_not_drawn_again() {
        let images = Arc::new(Images::new(DEFAULT_BYTES));
        let names = vec!["ann".to_string()];
        // Position 5: a header and a map; position 6 changes the header
        // only; the same map in another table's panels is the same PNG.
        let five = images
            .get_or_draw(
                Key::new(1, 5, View::Panels, "en", &names),
                |k| format!("board-{k}.png"),
                || vec![scene("turn: ann"), scene("map")],
            )
            .await;
        assert_eq!(images.drawn(), 2);
        let six = images
            .get_or_draw(
                Key::new(1, 6, View::Panels, "en", &names),
                |k| format!("board-{k}.png"),
                || vec![scene("turn: bob"), scene("map")],
            )
            .await;
        assert_eq!(images.drawn(), 3, "only the changed header is drawn");
        assert_ne!(five[0].png, six[0].png);
        assert!(Arc::ptr_eq(&five[1].png, &six[1].png));
        assert_eq!(six[1].name, "board-1.png");
        let other = images
            .get_or_draw(
                Key::new(2, 1, View::Full, "en", &names),
                |_| "board-full.png".into(),
                || vec![scene("map")],
            )
            .await;
        assert_eq!(images.drawn(), 3);
        assert_eq!(other[0].name, "board-full.png");
        assert_eq!(other[0].png, five[1].png);
    }

    #[tokio::test]
    async fn the_cache_stays_within_its_bytes() {
        let one = {
            let images = Arc::new(Images::new(DEFAULT_BYTES));
            let k = Key::new(1, 1, View::Full, "en", &[]);
            images
                .get_or_draw(k, |_| "b.png".into(), || vec![scene("x")])
                .await;
            images.bytes()
        };
        assert!(one > 0);
        let images = Arc::new(Images::new(one * 5));
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
