//! Each distinct label laid out once: the kit's `<text>` elements become
//! `<path>` elements whose outlines come from a cache.
//!
//! Laying out text is the dearest part of parsing a board: usvg parses the
//! font and shapes every `<text>` again on every board, although a table's
//! boards repeat the same few dozen labels (names, headings, numbers). Here
//! usvg lays out each distinct label (text, size, weight, anchor) once, at
//! the origin; the outline is kept as SVG path data and each later use is
//! that path moved to the label's place. The glyphs are usvg's own, so a
//! board looks the same as when usvg laid it out in place.
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
struct Key {
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
struct Label<'a> {
    x: &'a str,
    y: &'a str,
    fill: &'a str,
    /// `text-rendering="optimizeSpeed"`: glyphs filled without
    /// anti-aliasing, as usvg does for such text.
    crisp: bool,
    key: Key,
}

/// Reads `<text ATTRS>CONTENT` (the opening tag and content, without the
/// closing tag) when it is in the kit's form.
fn read_label<'a>(attrs: &'a str, content: &'a str) -> Option<Label<'a>> {
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

/// Lays a label out at the origin with usvg and returns its outline.
fn lay_out(key: &Key, opt: &usvg::Options) -> Outline {
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
    let tree = usvg::Tree::from_str(&doc, opt).ok()?;
    let mut d = String::new();
    outline(tree.root(), &mut d);
    (!d.is_empty()).then(|| Arc::from(d))
}

/// Appends the path data of every outline under `group`.
fn outline(group: &usvg::Group, d: &mut String) {
    for node in group.children() {
        match node {
            usvg::Node::Group(g) => outline(g, d),
            usvg::Node::Text(t) => outline(t.flattened(), d),
            usvg::Node::Path(p) => {
                if let Some(path) = p.data().clone().transform(p.abs_transform()) {
                    path_data(&path, d);
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
