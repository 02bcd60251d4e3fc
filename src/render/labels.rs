//! Each distinct label laid out once: the kit's `<text>` elements become
//! `<path>` elements whose outlines come from a cache.
//!
//! Laying out text is the dearest part of parsing a board: usvg parses the
//! font and shapes every `<text>` again on every board, although a table's
//! boards repeat the same few dozen labels (names, headings, numbers). Here
//! each distinct label (text, size, weight, anchor) is laid out once, at
//! the origin, from cached glyphs (`super::glyphs`, placed as usvg places
//! them) or by usvg for text beyond those; the outline is kept as SVG path
//! data and each later use is that path moved to the label's place. The
//! glyphs are usvg's own, so a board looks the same as when usvg laid it
//! out in place.
//!
//! Only the kit's own form of `<text>` is rewritten (the attributes
//! [`super::Svg::text`] writes, plain content); anything else is left for
//! usvg, so a game's raw markup still works.

use std::collections::HashMap;
use std::fmt::Write;
use std::sync::{Arc, Mutex, OnceLock};

use resvg::usvg;

/// How many distinct labels the cache keeps before it starts over: a busy
/// host's boards share far fewer, and a cleared cache only costs layout.
const CAPACITY: usize = 4096;

/// What makes two labels look the same wherever they stand.
#[derive(Clone, PartialEq, Eq, Hash)]
pub(super) struct Key {
    size: String,
    anchor: String,
    bold: bool,
    /// The content as escaped in the markup.
    content: String,
}

/// A label's outline at the origin, as SVG path data; `None` when it draws
/// nothing (only spaces).
type Outline = Option<Arc<str>>;

fn cache() -> &'static Mutex<HashMap<Key, Outline>> {
    static CACHE: OnceLock<Mutex<HashMap<Key, Outline>>> = OnceLock::new();
    CACHE.get_or_init(Default::default)
}

/// One `<text>` element in the kit's form.
pub(super) struct Label<'a> {
    pub(super) x: &'a str,
    pub(super) y: &'a str,
    pub(super) fill: &'a str,
    /// `text-rendering="optimizeSpeed"`: glyphs filled without
    /// anti-aliasing, as usvg does for such text.
    pub(super) crisp: bool,
    pub(super) key: Key,
}

/// Reads `<text ATTRS>CONTENT` (the opening tag and content, without the
/// closing tag) when it is in the kit's form.
pub(super) fn read_label<'a>(attrs: &'a str, content: &'a str) -> Option<Label<'a>> {
    if content.contains('<') {
        return None;
    }
    let (mut x, mut y, mut fill, mut size, mut anchor) = (None, None, None, None, "start");
    let (mut bold, mut crisp) = (false, false);
    let mut rest = attrs.trim();
    while !rest.is_empty() {
        let (name, after) = rest.split_once("=\"")?;
        let (value, after) = after.split_once('"')?;
        match name.trim() {
            "x" => x = Some(value),
            "y" => y = Some(value),
            "fill" => fill = Some(value),
            "font-size" => size = Some(value),
            "text-anchor" => anchor = value,
            "font-weight" if value == "bold" => bold = true,
            "text-rendering" if value == "optimizeSpeed" => crisp = true,
            _ => return None,
        }
        rest = after.trim_start();
    }
    Some(Label {
        x: x?,
        y: y?,
        fill: fill?,
        crisp,
        key: Key {
            size: size?.to_string(),
            anchor: anchor.to_string(),
            bold,
            content: content.to_string(),
        },
    })
}

/// Lays a label out at the origin and returns its outline.
fn lay_out(key: &Key, opt: &usvg::Options) -> Outline {
    let mut d = String::new();
    if let Some(path) = laid(key, opt).and_then(|shape| shape.path()) {
        path_data(&path, &mut d);
    }
    (!d.is_empty()).then(|| Arc::from(d))
}

/// A label laid out at the origin.
enum Shape {
    /// From cached glyphs (`super::glyphs`), as usvg would lay it out:
    /// which glyph of which face goes where, at `size` px.
    Glyphs {
        size: f32,
        bold: bool,
        glyphs: Vec<super::glyphs::Placed>,
    },
    /// By usvg (text beyond the cached glyphs): its whole outline, `None`
    /// when it draws nothing.
    Path(Option<resvg::tiny_skia::Path>),
}

impl Shape {
    /// The label's glyphs as one path at the origin; `None` when it draws
    /// nothing.
    fn path(&self) -> Option<resvg::tiny_skia::Path> {
        match self {
            Shape::Path(path) => path.clone(),
            Shape::Glyphs { size, bold, glyphs } => super::glyphs::path(glyphs, *size, *bold),
        }
    }
}

/// A label placed from cached glyphs (`super::glyphs`), as usvg would lay
/// it out; `None` when that is for usvg to do.
fn fast_glyphs(key: &Key) -> Option<Shape> {
    let size = key.size.trim().parse::<f32>().ok()?;
    let anchor = super::glyphs::Anchor::parse(&key.anchor)?;
    let text = unescape(&key.content)?;
    let laid = super::glyphs::lay_out(&text, size, anchor, key.bold)?;
    Some(Shape::Glyphs {
        size,
        bold: key.bold,
        glyphs: laid.glyphs,
    })
}

/// The content as [`super::esc`] escapes it, unescaped; `None` for any
/// other reference (usvg reads those).
fn unescape(content: &str) -> Option<std::borrow::Cow<'_, str>> {
    if !content.contains('&') {
        return Some(content.into());
    }
    let mut out = String::with_capacity(content.len());
    let mut rest = content;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        let (name, after) = rest[amp + 1..].split_once(';')?;
        out.push(match name {
            "amp" => '&',
            "lt" => '<',
            "gt" => '>',
            "quot" => '"',
            "apos" => '\'',
            _ => return None,
        });
        rest = after;
    }
    out.push_str(rest);
    Some(out.into())
}

/// A label laid out at the origin by usvg: its glyph outlines, placed.
fn glyph_paths(key: &Key, opt: &usvg::Options) -> Vec<resvg::tiny_skia::Path> {
    let weight = if key.bold {
        " font-weight=\"bold\""
    } else {
        ""
    };
    let doc = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\" \
         font-family=\"{font}\"><text x=\"0\" y=\"0\" font-size=\"{size}\" \
         text-anchor=\"{anchor}\"{weight}>{content}</text></svg>",
        font = super::FONT,
        size = key.size,
        anchor = key.anchor,
        content = key.content,
    );
    let mut paths = Vec::new();
    if let Ok(tree) = usvg::Tree::from_str(&doc, opt) {
        outline(tree.root(), &mut paths);
    }
    paths
}

/// Collects every outline under `group`, placed.
fn outline(group: &usvg::Group, paths: &mut Vec<resvg::tiny_skia::Path>) {
    for node in group.children() {
        match node {
            usvg::Node::Group(g) => outline(g, paths),
            usvg::Node::Text(t) => outline(t.flattened(), paths),
            usvg::Node::Path(p) => {
                if let Some(path) = p.data().clone().transform(p.abs_transform()) {
                    paths.push(path);
                }
            }
            usvg::Node::Image(_) => {}
        }
    }
}

/// Writes a path as SVG path data, to a hundredth of a pixel.
fn path_data(path: &resvg::tiny_skia::Path, d: &mut String) {
    use resvg::tiny_skia::PathSegment as S;
    let pt = |d: &mut String, p: resvg::tiny_skia::Point| {
        let _ = write!(d, "{} {} ", round(p.x), round(p.y));
    };
    for seg in path.segments() {
        match seg {
            S::MoveTo(p) => {
                d.push('M');
                pt(d, p);
            }
            S::LineTo(p) => {
                d.push('L');
                pt(d, p);
            }
            S::QuadTo(a, p) => {
                d.push('Q');
                pt(d, a);
                pt(d, p);
            }
            S::CubicTo(a, b, p) => {
                d.push('C');
                pt(d, a);
                pt(d, b);
                pt(d, p);
            }
            S::Close => d.push('Z'),
        }
    }
}

fn round(v: f32) -> f32 {
    (v * 100.0).round() / 100.0
}

/// `svg` with every `<text>` in the kit's form replaced by its cached
/// outline, in the same place in the document (so what is drawn over what
/// is unchanged).
pub(super) fn outline_labels(svg: &str, opt: &usvg::Options) -> String {
    let mut out = String::with_capacity(svg.len() * 2);
    let mut rest = svg;
    while let Some(start) = rest.find("<text ") {
        out.push_str(&rest[..start]);
        let element = &rest[start..];
        let replaced = element.find('>').and_then(|open| {
            let close = element.find("</text>")?;
            let label = read_label(&element[6..open], element.get(open + 1..close)?)?;
            let outline = cached(&label.key, opt)?;
            Some((label, outline, close + "</text>".len()))
        });
        match replaced {
            Some((label, outline, len)) => {
                if let Some(d) = outline {
                    let crisp = if label.crisp {
                        " shape-rendering=\"crispEdges\""
                    } else {
                        ""
                    };
                    let _ = write!(
                        out,
                        "<path transform=\"translate({} {})\" fill=\"{}\"{crisp} d=\"{d}\"/>",
                        label.x, label.y, label.fill
                    );
                }
                rest = &element[len..];
            }
            None => {
                // Not ours: usvg lays it out.
                out.push_str("<text ");
                rest = &element[6..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// The outline of `key`, laid out on first use; `None` only if the cache's
/// lock is poisoned (usvg then gets the element as it is).
fn cached(key: &Key, opt: &usvg::Options) -> Option<Outline> {
    if let Some(hit) = cache().lock().ok()?.get(key) {
        return Some(hit.clone());
    }
    // Laid out outside the lock: two threads may both lay out a new label,
    // which is harmless.
    let outline = lay_out(key, opt);
    let mut map = cache().lock().ok()?;
    if map.len() >= CAPACITY {
        map.clear();
    }
    map.insert(key.clone(), outline.clone());
    Some(outline)
}

/// A label's coverage, filled once: 0 (untouched) to 255 (covered) per
/// pixel, `left` and `top` pixels from the pixel its origin falls in.
pub(super) struct Mask {
    pub(super) left: i32,
    pub(super) top: i32,
    pub(super) width: u32,
    pub(super) height: u32,
    pub(super) coverage: Vec<u8>,
}

/// What makes two masks the same: the label and whether it is crisp, the
/// glyph (id, size as bits, bold, crisp), or the circle (radius and
/// stroke width, as bits; whether it is the stroke), and where its origin
/// falls inside its pixel (in hundredths, as the kit's coordinates are
/// written).
#[derive(Clone, PartialEq, Eq, Hash)]
enum MaskKey {
    Label(Key, bool, u8, u8),
    Glyph(u32, u32, bool, bool, u8, u8),
    Circle(u32, Option<u32>, u8, u8),
}

/// How many bytes of masks are kept before the cache starts over.
const MASK_BYTES: usize = 48 << 20;

struct Masks {
    map: HashMap<MaskKey, Option<Arc<Mask>>>,
    bytes: usize,
}

fn masks() -> &'static Mutex<Masks> {
    static MASKS: OnceLock<Mutex<Masks>> = OnceLock::new();
    MASKS.get_or_init(|| {
        Mutex::new(Masks {
            map: HashMap::new(),
            bytes: 0,
        })
    })
}

/// Where a coordinate falls inside its pixel, in hundredths.
fn hundredths(v: f32) -> u8 {
    ((v - v.floor()) * 100.0).round().min(99.0) as u8
}

/// The coverage of label `key` with its origin at (`x`, `y`); `None` when
/// it draws nothing.
pub(super) fn mask(
    key: &Key,
    crisp: bool,
    x: f32,
    y: f32,
    opt: &usvg::Options,
) -> Option<Arc<Mask>> {
    let mkey = MaskKey::Label(key.clone(), crisp, hundredths(x), hundredths(y));
    cached_mask(mkey, x, y, |fx, fy| fill(key, crisp, fx, fy, opt))
}

/// The coverage of a circle of radius `r` centred at (`x`, `y`): its disc,
/// or with `stroke` its outline of that width (drawn as usvg draws a
/// `<circle>`: anti-aliased, nonzero, butt caps, miter joins). Boards
/// repeat a few sizes of disc (seats, tokens, cities), so like labels each
/// is filled once per sub-pixel offset; filling them in place was a sixth
/// of a busy board's drawing.
pub(super) fn circle_mask(
    r: f32,
    stroke: Option<f32>,
    x: f32,
    y: f32,
    opt: &usvg::Options,
) -> Option<Arc<Mask>> {
    use resvg::tiny_skia::Stroke;
    let mkey = MaskKey::Circle(
        r.to_bits(),
        stroke.map(f32::to_bits),
        hundredths(x),
        hundredths(y),
    );
    cached_mask(mkey, x, y, |fx, fy| {
        // usvg's own outline of the circle (four arcs), so the edge is
        // the one it would fill.
        let doc = format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\">\
             <circle cx=\"0\" cy=\"0\" r=\"{r}\"/></svg>"
        );
        let tree = usvg::Tree::from_str(&doc, opt).ok()?;
        let mut paths = Vec::new();
        outline(tree.root(), &mut paths);
        let disc = paths.pop()?;
        let path = match stroke {
            Some(width) => disc.stroke(
                &Stroke {
                    width,
                    ..Stroke::default()
                },
                1.0,
            )?,
            None => disc,
        };
        coverage(&path, false, fx, fy)
    })
}

/// A mask from the cache, or filled by `make` at the origin's offset
/// inside its pixel and kept.
fn cached_mask(
    mkey: MaskKey,
    x: f32,
    y: f32,
    make: impl FnOnce(f32, f32) -> Option<Mask>,
) -> Option<Arc<Mask>> {
    if let Some(hit) = masks().lock().ok().and_then(|m| m.map.get(&mkey).cloned()) {
        return hit;
    }
    // Filled outside the lock, as `cached` lays out.
    let made = make(hundredths(x) as f32 / 100.0, hundredths(y) as f32 / 100.0).map(Arc::new);
    if let Ok(mut m) = masks().lock() {
        let size = made.as_ref().map_or(0, |k| k.coverage.len()) + 64;
        if m.bytes + size > MASK_BYTES {
            m.map.clear();
            m.bytes = 0;
        }
        m.bytes += size;
        m.map.insert(mkey, made.clone());
    }
    made
}

/// A label's coverage with its origin at (`fx`, `fy`) inside pixel
/// (0, 0): stamped from its glyphs' masks, or filled whole when usvg laid
/// it out.
fn fill(key: &Key, crisp: bool, fx: f32, fy: f32, opt: &usvg::Options) -> Option<Mask> {
    match &*laid(key, opt)? {
        Shape::Glyphs { size, bold, glyphs } => stamp(glyphs, *size, *bold, crisp, fx, fy),
        Shape::Path(path) => coverage(path.as_ref()?, crisp, fx, fy),
    }
}

/// A label's coverage from its glyphs' masks (each filled once per glyph,
/// face, size and sub-pixel offset, and kept with the label masks), added
/// up where they meet. A label new to the cache then costs a few copies
/// rather than filling its outline: Nations' panels bring new counts and
/// card texts with nearly every move, and filling them was a fifth of
/// `/play`'s time. Where two glyphs share a pixel their coverages add,
/// as filling them together would (their areas do not overlap), up to
/// rounding.
fn stamp(
    glyphs: &[super::glyphs::Placed],
    size: f32,
    bold: bool,
    crisp: bool,
    fx: f32,
    fy: f32,
) -> Option<Mask> {
    let parts: Vec<(i32, i32, Arc<Mask>)> = glyphs
        .iter()
        .filter_map(|g| {
            let (x, y) = (fx + g.x, fy + g.y);
            let mkey = MaskKey::Glyph(
                g.id,
                size.to_bits(),
                bold,
                crisp,
                hundredths(x),
                hundredths(y),
            );
            let mask = cached_mask(mkey, x, y, |gx, gy| {
                coverage(&super::glyphs::outline(g.id, size, bold)?, crisp, gx, gy)
            })?;
            Some((
                x.floor() as i32 + mask.left,
                y.floor() as i32 + mask.top,
                mask,
            ))
        })
        .collect();
    let left = parts.iter().map(|p| p.0).min()?;
    let top = parts.iter().map(|p| p.1).min()?;
    let right = parts.iter().map(|p| p.0 + p.2.width as i32).max()?;
    let bottom = parts.iter().map(|p| p.1 + p.2.height as i32).max()?;
    let (width, height) = ((right - left) as u32, (bottom - top) as u32);
    let mut coverage = vec![0u8; width as usize * height as usize];
    for (x, y, mask) in &parts {
        let w = mask.width as usize;
        for (row, src) in mask.coverage.chunks_exact(w).enumerate() {
            let at = (*y - top) as usize + row;
            let dst = &mut coverage[at * width as usize + (*x - left) as usize..][..w];
            for (d, &s) in dst.iter_mut().zip(src) {
                *d = d.saturating_add(s);
            }
        }
    }
    Some(Mask {
        left,
        top,
        width,
        height,
        coverage,
    })
}

/// A label laid out at the origin, once (placed from cached glyphs, or
/// by usvg for text beyond them): a label met at a new offset inside its
/// pixel is only stamped or filled again. (Laying it out anew for each
/// offset was most of a cold phone panel's time.)
fn laid(key: &Key, opt: &usvg::Options) -> Option<Arc<Shape>> {
    type Laid = HashMap<Key, Arc<Shape>>;
    static LAID: OnceLock<Mutex<Laid>> = OnceLock::new();
    let cache = LAID.get_or_init(Default::default);
    if let Some(hit) = cache.lock().ok().and_then(|m| m.get(key).cloned()) {
        return Some(hit);
    }
    // Laid out outside the lock, as `cached` does.
    let shape = Arc::new(fast_glyphs(key).unwrap_or_else(|| {
        let mut builder = resvg::tiny_skia::PathBuilder::new();
        for path in glyph_paths(key, opt) {
            builder.push_path(&path);
        }
        Shape::Path(builder.finish())
    }));
    if let Ok(mut map) = cache.lock() {
        if map.len() >= CAPACITY {
            map.clear();
        }
        map.insert(key.clone(), shape.clone());
    }
    Some(shape)
}

/// Fills `path` (nonzero), its origin at (`fx`, `fy`) inside pixel (0, 0).
fn coverage(path: &resvg::tiny_skia::Path, crisp: bool, fx: f32, fy: f32) -> Option<Mask> {
    use resvg::tiny_skia::{FillRule, Transform};
    let b = path.bounds();
    // One pixel of margin for anti-aliasing.
    let left = (b.left() + fx).floor() as i32 - 1;
    let top = (b.top() + fy).floor() as i32 - 1;
    let width = ((b.right() + fx).ceil() as i32 + 1 - left) as u32;
    let height = ((b.bottom() + fy).ceil() as i32 + 1 - top) as u32;
    let mut mask = resvg::tiny_skia::Mask::new(width, height)?;
    mask.fill_path(
        path,
        FillRule::Winding,
        !crisp,
        Transform::from_translate(fx - left as f32, fy - top as f32),
    );
    Some(Mask {
        left,
        top,
        width,
        height,
        coverage: mask.data().to_vec(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A mask's coverage at pixel (`x`, `y`) relative to the pixel its
    /// origin falls in (0 outside it).
    fn at(m: &Mask, x: i32, y: i32) -> u8 {
        let (mx, my) = (x - m.left, y - m.top);
        if mx < 0 || my < 0 || mx >= m.width as i32 || my >= m.height as i32 {
            return 0;
        }
        m.coverage[my as usize * m.width as usize + mx as usize]
    }

    /// The pixels a mask inks at least half.
    fn ink_box(m: &Mask) -> Option<(i32, i32, i32, i32)> {
        let inked: Vec<(i32, i32)> = (m.top..m.top + m.height as i32)
            .flat_map(|y| (m.left..m.left + m.width as i32).map(move |x| (x, y)))
            .filter(|&(x, y)| at(m, x, y) >= 128)
            .collect();
        Some((
            inked.iter().map(|p| p.0).min()?,
            inked.iter().map(|p| p.1).min()?,
            inked.iter().map(|p| p.0).max()?,
            inked.iter().map(|p| p.1).max()?,
        ))
    }

    #[test]
    fn labels_stamped_from_glyph_masks_stand_where_their_filled_outline_did() {
        let opt = super::super::options();
        let labels = [
            ("Nations", "28", "start", true),
            ("Round 3 · 12 VP", "22", "end", false),
            ("Αθήνα — ο Παίκτης 2 έχει 14 πόντους", "18", "middle", false),
            ("Őrség ű ő Ű Á é", "24", "start", true),
            ("AVAWAT To Ty fi fl ffi", "15.5", "middle", false),
            ("+3 → 12/40 ½", "12", "end", true),
            ("a b", "9", "start", false),
        ];
        for (text, size, anchor, bold) in labels {
            let key = Key {
                size: size.to_string(),
                anchor: anchor.to_string(),
                bold,
                content: super::super::esc(text),
            };
            let shape = laid(&key, &opt).unwrap();
            assert!(
                matches!(*shape, Shape::Glyphs { .. }),
                "{text:?} is stamped from glyphs"
            );
            let outline = shape.path().unwrap();
            for crisp in [false, true] {
                for (x, y) in [(10.0, 40.0), (20.25, 40.5), (7.63, 13.37), (301.99, 0.01)] {
                    let what = format!("{text:?} {size} {anchor} crisp {crisp} at {x},{y}");
                    let stamped = mask(&key, crisp, x, y, &opt).unwrap();
                    // What was drawn before: the whole outline filled at
                    // the same offset inside the pixel.
                    let (fx, fy) = (hundredths(x) as f32 / 100.0, hundredths(y) as f32 / 100.0);
                    let filled = coverage(&outline, crisp, fx, fy).unwrap();
                    // The text stands in the same place: its inked box
                    // is the same to a pixel (a glyph placed to 1/100 px
                    // may tip a crisp edge pixel).
                    let (a, b) = (ink_box(&stamped).unwrap(), ink_box(&filled).unwrap());
                    for (p, q) in [(a.0, b.0), (a.1, b.1), (a.2, b.2), (a.3, b.3)] {
                        assert!(p.abs_diff(q) <= 1, "{what}: {a:?} vs {b:?}");
                    }
                    // And reads the same: hardly a pixel differs visibly
                    // (where two glyphs' anti-aliased edges share one, as
                    // in kerned pairs at small sizes).
                    let (mut inked, mut visible) = (0, 0);
                    for py in filled.top - 1..filled.top + filled.height as i32 + 1 {
                        for px in filled.left - 1..filled.left + filled.width as i32 + 1 {
                            let (a, b) = (at(&stamped, px, py), at(&filled, px, py));
                            inked += usize::from(b > 0);
                            visible += usize::from(a.abs_diff(b) > 24);
                        }
                    }
                    assert!(visible * 50 <= inked, "{what}: {visible} of {inked} pixels");
                }
            }
        }
    }
}
