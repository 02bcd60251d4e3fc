//! The drawing kit: games build an SVG scene with [`Svg`], this module
//! rasterises it with resvg using the bundled fonts, and encodes the PNG
//! with the `image` crate.
//!
//! Architecture Invariant: nothing here knows a game's rules; shared
//! pieces (tracks, discs, cards, legends, player colours) live here so the
//! three boards look like one family.

mod glyphs;
mod labels;
mod scene;
mod svg;

pub use scene::Scene;

pub use svg::{
    esc, fit_chars, last_strip_height, wrap_width, HeaderBand, HeaderScore, Svg, HEADER_MIN_SHARE,
};

use std::sync::{Arc, OnceLock};

/// Colour-blind-safe player colours (Okabe & Ito), in seat order.
pub const PLAYER_COLOURS: [&str; 6] = [
    "#0072B2", // blue
    "#E69F00", // orange
    "#009E73", // bluish green
    "#CC79A7", // reddish purple
    "#D55E00", // vermilion
    "#56B4E9", // sky blue
];

/// The colour names matching [`PLAYER_COLOURS`] (Fluent ids).
pub const PLAYER_COLOUR_NAMES: [&str; 6] = [
    "colour-blue",
    "colour-orange",
    "colour-green",
    "colour-purple",
    "colour-red",
    "colour-sky",
];

pub fn seat_colour(seat: usize) -> &'static str {
    PLAYER_COLOURS[seat % PLAYER_COLOURS.len()]
}

/// The font family every scene uses; the files are bundled in
/// `assets/fonts` (DejaVu Sans covers Greek and Hungarian).
pub const FONT: &str = "DejaVu Sans";

static FONTS: OnceLock<Arc<resvg::usvg::fontdb::Database>> = OnceLock::new();

/// Loads the bundled fonts once, never the system's.
fn fonts() -> Arc<resvg::usvg::fontdb::Database> {
    FONTS
        .get_or_init(|| {
            let mut db = resvg::usvg::fontdb::Database::new();
            db.load_font_data(glyphs::REGULAR.to_vec());
            db.load_font_data(glyphs::BOLD.to_vec());
            db.set_sans_serif_family(FONT);
            Arc::new(db)
        })
        .clone()
}

#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    #[error("the scene is not valid SVG: {0}")]
    Svg(String),
    #[error("the scene has no area ({0}x{1})")]
    Empty(u32, u32),
    #[error("could not encode PNG: {0}")]
    Png(String),
}

/// The advance width in pixels of `text` at `size` px (bold or not),
/// laid out with the bundled fonts exactly as a board draws it: shaped
/// from cached glyphs as labels are (`glyphs`), or by usvg for text
/// beyond that (the right edge of usvg's text bounding box either way).
/// Texts whose length depends on the language (names, translated labels)
/// are fitted to their box with it ([`Svg::fit_text`]). Widths are kept
/// per process (cleared past 4,096), like the label outlines.
pub fn text_width(text: &str, size: f32, bold: bool) -> f32 {
    /// (text, size bits, bold) -> width.
    static WIDTHS: Kept<(String, u32, bool), f32> = Kept::new(4096);
    if text.trim().is_empty() {
        return 0.0;
    }
    WIDTHS.get_or((text.to_string(), size.to_bits(), bold), || {
        glyphs::width(text, size, bold).unwrap_or_else(|| usvg_width(text, size, bold))
    })
}

/// A pure function's results kept per process ([`text_width`],
/// [`svg::wrap_width`]), all dropped at once when `bound` are held, so the
/// memory stays bounded. The value is computed outside the lock.
pub(crate) struct Kept<K, V> {
    map: OnceLock<std::sync::Mutex<std::collections::HashMap<K, V>>>,
    bound: usize,
}

impl<K: Eq + std::hash::Hash, V: Clone> Kept<K, V> {
    pub(crate) const fn new(bound: usize) -> Self {
        Kept {
            map: OnceLock::new(),
            bound,
        }
    }

    /// The value kept for `key`, or `f`'s, which is kept.
    pub(crate) fn get_or(&self, key: K, f: impl FnOnce() -> V) -> V {
        let map = self.map.get_or_init(Default::default);
        if let Some(v) = map.lock().unwrap_or_else(|p| p.into_inner()).get(&key) {
            return v.clone();
        }
        let v = f();
        let mut held = map.lock().unwrap_or_else(|p| p.into_inner());
        if held.len() >= self.bound {
            held.clear();
        }
        held.insert(key, v.clone());
        v
    }
}

/// [`text_width`] as usvg lays the text out in a document of its own.
fn usvg_width(text: &str, size: f32, bold: bool) -> f32 {
    let weight = if bold { " font-weight=\"bold\"" } else { "" };
    let doc = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\">\
         <text x=\"0\" y=\"{size}\" font-size=\"{size}\"{weight}>{}</text></svg>",
        svg::esc(text)
    );
    resvg::usvg::Tree::from_str(&doc, &options())
        .ok()
        .and_then(|t| {
            t.root().children().iter().find_map(|n| match n {
                resvg::usvg::Node::Text(t) => Some(t.bounding_box().right()),
                _ => None,
            })
        })
        .unwrap_or(text.chars().count() as f32 * size * 0.62)
}

/// Rasterises an SVG document to PNG bytes: [`prepare`], [`draw`], then
/// [`encode`] (the three stages are public so the `render` benchmark can
/// time them apart).
pub fn png(svg: &str) -> Result<Vec<u8>, RenderError> {
    let scene = prepare(svg)?;
    let (w, h, rgb) = draw(&scene)?;
    encode(&rgb, w, h)
}

/// Parses a scene for drawing: the shapes by usvg, each kit label as a
/// cached glyph mask (`scene`); markup the cutter does not read is parsed
/// whole, as [`parse`] does.
pub fn prepare(svg: &str) -> Result<Scene, RenderError> {
    let opt = options();
    match scene::prepare(svg, &opt) {
        Some(scene) => scene,
        None => parse(svg).map(Scene::whole),
    }
}

/// Draws a prepared scene on a white background; returns width, height
/// and the RGB pixels.
pub fn draw(scene: &Scene) -> Result<(u32, u32, Vec<u8>), RenderError> {
    let size = scene.size();
    let (w, h) = (size.width(), size.height());
    let mut pixmap = white(w, h)?;
    scene.draw(&mut pixmap);
    Ok((w, h, rgb(pixmap)))
}

fn white(w: u32, h: u32) -> Result<resvg::tiny_skia::Pixmap, RenderError> {
    if w == 0 || h == 0 {
        return Err(RenderError::Empty(w, h));
    }
    // Opaque white is 255 in every byte of premultiplied RGBA: one pass
    // (a zeroed pixmap filled afterwards is two).
    let size = resvg::tiny_skia::IntSize::from_wh(w, h).ok_or(RenderError::Empty(w, h))?;
    let bytes = (w as usize)
        .checked_mul(h as usize * 4)
        .ok_or(RenderError::Empty(w, h))?;
    resvg::tiny_skia::Pixmap::from_vec(vec![255; bytes], size).ok_or(RenderError::Empty(w, h))
}

/// The background is opaque white, so every pixel has alpha 255 and
/// tiny-skia's premultiplied RGBA is plain RGBA: keep RGB only (a smaller,
/// faster PNG), packed in place in the pixmap's own buffer (a second
/// buffer of a board's size costs its allocation and page faults).
fn rgb(pixmap: resvg::tiny_skia::Pixmap) -> Vec<u8> {
    let mut data = pixmap.take();
    let pixels = data.len() / 4;
    // Four pixels at a time as one 128-bit word (little-endian: R is the
    // low byte), alpha dropped by shifts: pushing three bytes per pixel
    // was a quarter of a board's instructions, this is a few per pixel.
    // Group `i` is written at 12 i, below where group `i + 1` is read.
    const RGB: u128 = 0xff_ffff;
    for i in 0..pixels / 4 {
        let mut group = [0; 16];
        group.copy_from_slice(&data[i * 16..][..16]);
        let v = u128::from_le_bytes(group);
        let packed =
            v & RGB | (v >> 32 & RGB) << 24 | (v >> 64 & RGB) << 48 | (v >> 96 & RGB) << 72;
        data[i * 12..][..12].copy_from_slice(&packed.to_le_bytes()[..12]);
    }
    for p in pixels / 4 * 4..pixels {
        data.copy_within(p * 4..p * 4 + 3, p * 3);
    }
    data.truncate(pixels * 3);
    data
}

/// Parses a scene into one usvg tree and lays out its text with the
/// bundled fonts. Each distinct label is laid out once and its outline
/// reused (`labels`): slower to draw than [`prepare`], but every label is
/// in the tree, where tests can measure it.
pub fn parse(svg: &str) -> Result<resvg::usvg::Tree, RenderError> {
    let opt = options();
    let svg = labels::outline_labels(svg, &opt);
    resvg::usvg::Tree::from_str(&svg, &opt).map_err(|e| RenderError::Svg(e.to_string()))
}

/// Parses a scene the way usvg alone would, laying out every `<text>` in
/// place: what [`parse`] must look the same as (tests and benches).
pub fn parse_uncached(svg: &str) -> Result<resvg::usvg::Tree, RenderError> {
    resvg::usvg::Tree::from_str(svg, &options()).map_err(|e| RenderError::Svg(e.to_string()))
}

fn options() -> resvg::usvg::Options<'static> {
    resvg::usvg::Options {
        fontdb: fonts(),
        font_family: FONT.to_string(),
        ..Default::default()
    }
}

/// Draws a parsed tree on a white background; returns width, height and
/// the RGB pixels.
pub fn raster(tree: &resvg::usvg::Tree) -> Result<(u32, u32, Vec<u8>), RenderError> {
    let size = tree.size().to_int_size();
    let (w, h) = (size.width(), size.height());
    let mut pixmap = white(w, h)?;
    resvg::render(
        tree,
        resvg::tiny_skia::Transform::default(),
        &mut pixmap.as_mut(),
    );
    Ok((w, h, rgb(pixmap)))
}

/// Encodes RGB pixels as a PNG. The fast deflate with the Paeth filter
/// alone: on our flat-coloured boards it is as small as trying every filter
/// per row (within 5%) at about 60% of the time.
pub fn encode(rgb: &[u8], w: u32, h: u32) -> Result<Vec<u8>, RenderError> {
    let mut out = Vec::new();
    image::codecs::png::PngEncoder::new_with_quality(
        &mut out,
        image::codecs::png::CompressionType::Fast,
        image::codecs::png::FilterType::Paeth,
    )
    .write_image(rgb, w, h, image::ExtendedColorType::Rgb8)
    .map_err(|e| RenderError::Png(e.to_string()))?;
    Ok(out)
}

use image::ImageEncoder;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_greek_and_hungarian_text_to_a_decodable_png() {
        let mut s = Svg::new(400, 120);
        s.text(10.0, 40.0, 28.0, "Αθήνα — őrség ű", "start", "#000", true);
        let bytes = png(&s.finish()).unwrap();
        let img = image::load_from_memory(&bytes).unwrap();
        assert_eq!((img.width(), img.height()), (400, 120));
        // Some pixels are dark: the glyphs were drawn with the bundled font.
        let dark = img.to_luma8().pixels().filter(|p| p.0[0] < 100).count();
        assert!(dark > 200, "only {dark} dark pixels");
    }

    /// Pixels (RGB bytes) that differ visibly between two renders.
    fn visible_diff(a: &[u8], b: &[u8]) -> usize {
        a.iter().zip(b).filter(|(x, y)| x.abs_diff(**y) > 8).count()
    }

    fn scene(round: u32, score: u32) -> String {
        let mut s = Svg::new(600, 200);
        s.rect(0.0, 0.0, 600.0, 60.0, "#2b2d42", None, 0.0);
        s.text(10.0, 40.0, 28.0, "Nations", "start", "#fff", true);
        s.text(
            590.0,
            40.0,
            28.0,
            &format!("Round {round}"),
            "end",
            "#fff",
            false,
        );
        s.disc(30.0, 120.0, 20.0, 0);
        s.text(
            60.0,
            130.0,
            28.0,
            &format!("ann {score}"),
            "start",
            "#222",
            false,
        );
        s.raw(&format!(
            "<text x=\"300\" y=\"180\" font-size=\"18\" text-anchor=\"middle\" \
             fill=\"#222\" text-rendering=\"optimizeSpeed\">{score} &amp; more</text>"
        ));
        s.finish()
    }

    #[test]
    fn cached_labels_never_go_stale_and_draw_as_usvg_would_in_place() {
        let (w, h) = (600usize, 200usize);
        let draw = |svg: &str, cached: bool| {
            let tree = if cached {
                parse(svg)
            } else {
                parse_uncached(svg)
            }
            .unwrap();
            raster(&tree).unwrap().2
        };
        // The first board fills the cache; the next, after an "action",
        // reuses the unchanged labels and lays out the changed ones.
        let before = draw(&scene(1, 3), true);
        let after = draw(&scene(2, 5), true);
        let fresh = draw(&scene(2, 5), false);
        // Same as laid out in place (outlines are kept to 1/100 px, so a
        // few edge pixels may round differently).
        assert!(visible_diff(&after, &fresh) < w * h * 3 / 1000);
        assert!(visible_diff(&before, &draw(&scene(1, 3), false)) < w * h * 3 / 1000);
        // And the changed labels did change: the stage, the score line and
        // the crisp line differ from the first board, the title does not.
        let rows = |img: &[u8], y0: usize, y1: usize| img[y0 * w * 3..y1 * w * 3].to_vec();
        let left = |img: &[u8]| -> Vec<u8> {
            (0..60)
                .flat_map(|y| img[y * w * 3..(y * w + 200) * 3].to_vec())
                .collect()
        };
        assert_eq!(left(&before), left(&after), "the unchanged title moved");
        assert!(visible_diff(&rows(&before, 100, 140), &rows(&after, 100, 140)) > 50);
        assert!(visible_diff(&rows(&before, 160, 200), &rows(&after, 160, 200)) > 20);
        assert!(visible_diff(&rows(&before, 0, 60), &rows(&after, 0, 60)) > 50);
        // A scene with no text of ours goes through unchanged.
        assert_eq!(
            labels::outline_labels(
                "<svg><text x=\"1\" y=\"2\" dx=\"3\">a</text></svg>",
                &options()
            ),
            "<svg><text x=\"1\" y=\"2\" dx=\"3\">a</text></svg>"
        );
    }

    #[test]
    fn stamped_labels_keep_document_order_groups_and_offsets() {
        // A label under a box drawn later, labels in nested translated
        // groups, one in a faded group (usvg's), and a crisp one.
        let mut s = Svg::new(400, 200);
        s.text(20.0, 40.0, 28.0, "hidden", "start", "#000", true);
        s.rect(10.0, 10.0, 200.0, 40.0, "#0072B2", None, 0.0);
        s.raw("<g id=\"lbl-1\" transform=\"translate(0 60)\"><g transform=\"translate(5.5,0)\">");
        s.text(20.25, 40.0, 24.0, "Αθήνα ő", "start", "#c00", false);
        s.raw("</g></g><g opacity=\"0.5\">");
        s.text(20.0, 160.0, 24.0, "faded", "start", "#000", false);
        s.raw("</g>");
        s.raw(
            "<text x=\"380\" y=\"190\" font-size=\"20\" text-anchor=\"end\" \
               fill=\"#222\" text-rendering=\"optimizeSpeed\">crisp</text>",
        );
        let svg = s.finish();
        let scene = prepare(&svg).unwrap();
        assert_eq!(scene.stamped(), 3, "the faded label is usvg's");
        let fast = draw(&scene).unwrap().2;
        let slow = raster(&parse_uncached(&svg).unwrap()).unwrap().2;
        assert!(visible_diff(&fast, &slow) < 400 * 200 * 3 / 1000);
        // The box still hides the label drawn before it.
        let band = &fast[(15 * 400 + 15) * 3..(15 * 400 + 200) * 3];
        assert!(band.chunks(3).all(|p| p == [0x00, 0x72, 0xB2]));
    }

    #[test]
    fn the_png_keeps_every_pixel_colour_whatever_the_width() {
        // Widths that are and are not a multiple of the four pixels
        // converted at a time: each pixel's red, green and blue survive
        // into the decoded PNG, in place.
        for w in [4u32, 7, 9] {
            let h = 3;
            let mut s = Svg::new(w, h);
            for x in 0..w {
                for y in 0..h {
                    let colour = format!("#{:02x}{:02x}{:02x}", x * 20, y * 70, 255 - x * 9);
                    s.rect(x as f32, y as f32, 1.0, 1.0, &colour, None, 0.0);
                }
            }
            let img = image::load_from_memory(&png(&s.finish()).unwrap())
                .unwrap()
                .to_rgb8();
            for (x, y, p) in img.enumerate_pixels() {
                assert_eq!(
                    p.0,
                    [(x * 20) as u8, (y * 70) as u8, (255 - x * 9) as u8],
                    "{w} wide: ({x}, {y})"
                );
            }
        }
    }

    #[test]
    fn stamped_circles_move_and_recolour_and_draw_as_usvg_would() {
        // Seat discs with outlines, a bare token, an outline only, in a
        // translated group; then the same after an "action" moved them by
        // fractions of a pixel and changed a seat: the masks cached for the
        // first board must not leak into the second.
        let board = |dx: f32, seat: usize| {
            let mut s = Svg::new(300, 160);
            s.rect(0.0, 0.0, 300.0, 160.0, "#cfe3ef", None, 0.0);
            s.disc(40.0 + dx, 40.0, 18.0, seat);
            s.circle(120.0 + dx, 40.5, 15.0, "#333333", None);
            s.raw("<g id=\"t\" transform=\"translate(0.25 60)\">");
            s.raw(&format!(
                "<circle cx=\"{}\" cy=\"50\" r=\"25\" fill=\"none\" stroke=\"#f2c14e\" \
                 stroke-width=\"5\"/>",
                200.0 + dx
            ));
            s.raw("</g>");
            s.finish()
        };
        let pixels = |svg: &str| draw(&prepare(svg).unwrap()).unwrap().2;
        let usvg = |svg: &str| raster(&parse_uncached(svg).unwrap()).unwrap().2;
        let first = board(0.0, 0);
        let second = board(30.37, 3);
        assert_eq!(
            prepare(&first).unwrap().shapes(),
            4,
            "two discs, two outlines"
        );
        let (a, b) = (pixels(&first), pixels(&second));
        for (img, svg) in [(&a, &first), (&b, &second)] {
            let slow = usvg(svg);
            let diff = visible_diff(img, &slow);
            let worst = img.iter().zip(&slow).map(|(x, y)| x.abs_diff(*y)).max();
            assert!(
                diff < 300 * 160 * 3 / 1000,
                "{diff} bytes differ, by up to {worst:?}"
            );
        }
        // Drawn again with every mask cached: the same bytes.
        assert_eq!(b, pixels(&second));
        // The seat disc moved and took seat 4's colour.
        let at = |img: &[u8], x: usize, y: usize| img[(y * 300 + x) * 3..][..3].to_vec();
        assert_eq!(at(&a, 40, 30), [0x00, 0x72, 0xB2]);
        assert_eq!(at(&b, 40, 30), [0xcf, 0xe3, 0xef]);
        assert_eq!(at(&b, 70, 30), [0xCC, 0x79, 0xA7]);
    }

    #[test]
    fn bad_svg_is_an_error_not_a_panic() {
        assert!(matches!(png("<svg"), Err(RenderError::Svg(_))));
    }
}
