//! A scene ready to draw: the shapes parsed by usvg, the labels stamped
//! from cached glyph masks.
//!
//! Filling glyph outlines with anti-aliasing, and parsing their path data,
//! was most of a board's cost although a table's boards repeat the same
//! labels. So the kit's labels never reach usvg here: the document is cut
//! into runs of shapes (each run one usvg group) with the labels between
//! them, and drawing goes through the runs and labels in document order,
//! so what is drawn over what is unchanged. A label is its coverage mask
//! (filled once per label and sub-pixel offset, see `labels::mask`)
//! blended in its colour, which is what filling its outline would do.
//!
//! Plain circles (discs, tokens, cities: the same few sizes over and over)
//! are stamped the same way, their disc and outline masks kept per radius,
//! stroke width and sub-pixel offset.
//!
//! Only the plain structure the kit writes is taken apart: top-level
//! elements and `<g>` groups with nothing but an `id` and a
//! `translate(..)`. Anything else (other groups, `<defs>`, text in any
//! other form) is kept whole in its run and left to usvg, its kit labels
//! outlined as [`super::parse`] does.

use std::fmt::Write;
use std::sync::Arc;

use resvg::tiny_skia;
use resvg::usvg;

use super::labels::{self, Mask};
use super::RenderError;

/// A parsed scene: usvg's tree of the shape runs, and what to draw in
/// which order.
pub struct Scene {
    tree: usvg::Tree,
    ops: Vec<Op>,
}

enum Op {
    /// The next run group of the tree (runs are the root's children, in
    /// order; `Run(k)` is the one with id `__run{k}`).
    Run(usize),
    Label(Placed),
    /// A circle's disc or outline, stamped like a label.
    Shape(Placed),
}

/// A label where it is drawn: its mask's top-left pixel and its colour.
struct Placed {
    x: i32,
    y: i32,
    rgb: [u8; 3],
    mask: Arc<Mask>,
}

/// Builds the runs document and the drawing order.
struct Cutter<'a> {
    opt: &'a usvg::Options<'a>,
    doc: String,
    ops: Vec<Op>,
    runs: usize,
    /// Whether a run group is open in `doc`.
    open: bool,
    /// The translation of the innermost flattened group.
    at: (f32, f32),
}

impl Cutter<'_> {
    /// Makes sure a run is open at the current translation.
    fn run(&mut self) {
        if !self.open {
            let _ = write!(
                self.doc,
                "<g id=\"__run{}\" transform=\"translate({} {})\">",
                self.runs, self.at.0, self.at.1
            );
            self.ops.push(Op::Run(self.runs));
            self.runs += 1;
            self.open = true;
        }
    }

    fn close(&mut self) {
        if self.open {
            self.doc.push_str("</g>");
            self.open = false;
        }
    }

    /// Copies markup into the current run.
    fn copy(&mut self, markup: &str) {
        if markup.trim().is_empty() {
            return;
        }
        self.run();
        self.doc.push_str(markup);
    }

    /// Cuts `body` (the content of the root or of a flattened group);
    /// `None` when it is not well formed as far as we read it.
    fn cut(&mut self, mut body: &str) -> Option<()> {
        loop {
            let Some(lt) = body.find('<') else {
                self.copy(body);
                return Some(());
            };
            self.copy(&body[..lt]);
            body = &body[lt..];
            if body.starts_with("</") {
                // The end of the group being cut: the caller handles it.
                return None;
            }
            if body.starts_with("<!--") {
                let end = body.find("-->")? + 3;
                body = &body[end..];
                continue;
            }
            if body.starts_with("<!") || body.starts_with("<?") {
                return None;
            }
            let open = tag_end(body)?;
            let tag = &body[1..open];
            let name_end = tag
                .find(|c: char| c.is_whitespace() || c == '/' || c == '>')
                .unwrap_or(tag.len());
            let name = &tag[..name_end];
            let self_closing = tag.ends_with('/');
            if self_closing {
                let circle = (name == "circle")
                    .then(|| self.circle(&tag[name_end..tag.len() - 1]))
                    .flatten();
                match circle {
                    Some(parts) => {
                        self.close();
                        self.ops.extend(parts.into_iter().map(Op::Shape));
                    }
                    None => self.copy(&body[..=open]),
                }
                body = &body[open + 1..];
                continue;
            }
            let close = matching_close(body, name, open + 1)?;
            let inner = &body[open + 1..close];
            let end = close + name.len() + 3;
            match name {
                "text" => {
                    if let Some(placed) = self.place(&tag[name_end..], inner) {
                        self.close();
                        if let Some(p) = placed {
                            self.ops.push(Op::Label(p));
                        }
                    } else {
                        self.copy(&body[..end]);
                    }
                }
                "g" => match translation(&tag[name_end..]) {
                    Some((dx, dy)) => {
                        let before = self.at;
                        self.close();
                        self.at = (before.0 + dx, before.1 + dy);
                        self.cut_group(inner)?;
                        self.close();
                        self.at = before;
                    }
                    None => self.copy(&body[..end]),
                },
                _ => self.copy(&body[..end]),
            }
            body = &body[end..];
        }
    }

    /// Cuts a flattened group's content, which must be complete.
    fn cut_group(&mut self, inner: &str) -> Option<()> {
        // `cut` stops at a `</`: in a group's inner text (its own close
        // tag excluded) that only happens for malformed markup.
        self.cut(inner)
    }

    /// A plain circle (`cx`, `cy`, `r`, a `#` fill or `none`, optionally a
    /// `#` stroke and its width; nothing else) as its disc and outline
    /// masks, in the order they are painted; `None` when it is in any
    /// other form (usvg gets it).
    fn circle(&self, attrs: &str) -> Option<Vec<Placed>> {
        let (mut cx, mut cy, mut r, mut fill, mut stroke) = (None, None, None, None, None);
        let mut width = 1.0;
        let mut rest = attrs.trim();
        while !rest.is_empty() {
            let (name, after) = rest.split_once("=\"")?;
            let (value, after) = after.split_once('"')?;
            match name.trim() {
                "cx" => cx = Some(value.parse::<f32>().ok()?),
                "cy" => cy = Some(value.parse::<f32>().ok()?),
                "r" => r = Some(value.parse::<f32>().ok()?),
                "fill" if value == "none" => fill = Some(None),
                "fill" => fill = Some(Some(hex_colour(value)?)),
                "stroke" => stroke = Some(hex_colour(value)?),
                "stroke-width" => width = value.parse::<f32>().ok()?,
                _ => return None,
            }
            rest = after.trim_start();
        }
        let (x, y, r) = (cx? + self.at.0, cy? + self.at.1, r?);
        // usvg draws nothing for these; neither do we.
        if !(r > 0.0 && r.is_finite() && width > 0.0 && width.is_finite()) {
            return None;
        }
        let place = |rgb, mask: Arc<Mask>| Placed {
            x: x.floor() as i32 + mask.left,
            y: y.floor() as i32 + mask.top,
            rgb,
            mask,
        };
        let mut parts = Vec::new();
        // SVG's default fill is black.
        if let Some(rgb) = fill.unwrap_or(Some([0, 0, 0])) {
            parts.extend(labels::circle_mask(r, None, x, y, self.opt).map(|m| place(rgb, m)));
        }
        if let Some(rgb) = stroke {
            parts
                .extend(labels::circle_mask(r, Some(width), x, y, self.opt).map(|m| place(rgb, m)));
        }
        Some(parts)
    }

    /// A kit label as a placed mask: `None` when it is not in the kit's
    /// form (usvg gets it), `Some(None)` when it draws nothing.
    fn place(&self, attrs: &str, content: &str) -> Option<Option<Placed>> {
        let label = labels::read_label(attrs, content)?;
        let rgb = hex_colour(label.fill)?;
        let x = label.x.parse::<f32>().ok()? + self.at.0;
        let y = label.y.parse::<f32>().ok()? + self.at.1;
        let Some(mask) = labels::mask(&label.key, label.crisp, x, y, self.opt) else {
            return Some(None);
        };
        Some(Some(Placed {
            x: x.floor() as i32 + mask.left,
            y: y.floor() as i32 + mask.top,
            rgb,
            mask,
        }))
    }
}

/// The index of the `>` that ends the tag `s` starts with (quoted
/// attribute values skipped).
fn tag_end(s: &str) -> Option<usize> {
    let mut quote = None;
    for (i, c) in s.char_indices() {
        match (quote, c) {
            (None, '"' | '\'') => quote = Some(c),
            (Some(q), c) if c == q => quote = None,
            (None, '>') => return Some(i),
            _ => {}
        }
    }
    None
}

/// Where `</name>` closes the element whose content starts at `from`,
/// counting nested elements of the same name.
fn matching_close(s: &str, name: &str, from: usize) -> Option<usize> {
    let open = format!("<{name}");
    let close = format!("</{name}>");
    let mut depth = 0usize;
    let mut at = from;
    loop {
        let next_close = s[at..].find(&close)? + at;
        // Nested openings of the same name before that close.
        let mut scan = at;
        while let Some(o) = s[scan..next_close].find(&open) {
            let o = scan + o;
            let after = s[o + open.len()..].chars().next();
            if matches!(after, Some(c) if c.is_whitespace() || c == '>' || c == '/') {
                let end = tag_end(&s[o..])? + o;
                if !s[o..end].ends_with('/') {
                    depth += 1;
                }
            }
            scan = o + open.len();
        }
        if depth == 0 {
            return Some(next_close);
        }
        depth -= 1;
        at = next_close + close.len();
    }
}

/// The translation of a `<g>` with only an `id` and a `translate(..)`
/// (or nothing): `None` for any other group.
fn translation(attrs: &str) -> Option<(f32, f32)> {
    let mut at = (0.0, 0.0);
    let mut rest = attrs.trim();
    while !rest.is_empty() {
        let (name, after) = rest.split_once("=\"")?;
        let (value, after) = after.split_once('"')?;
        match name.trim() {
            "id" => {}
            "transform" => {
                let args = value.trim().strip_prefix("translate(")?.strip_suffix(')')?;
                let mut nums = args
                    .split(|c: char| c == ',' || c.is_whitespace())
                    .filter(|s| !s.is_empty())
                    .map(|s| s.parse::<f32>().ok());
                let x = nums.next()??;
                let y = nums.next().unwrap_or(Some(0.0))?;
                if nums.next().is_some() {
                    return None;
                }
                at = (x, y);
            }
            _ => return None,
        }
        rest = after.trim_start();
    }
    Some(at)
}

/// `#rgb` or `#rrggbb`.
fn hex_colour(fill: &str) -> Option<[u8; 3]> {
    let hex = fill.strip_prefix('#')?;
    let digit = |i: usize| u8::from_str_radix(hex.get(i..i + 1)?, 16).ok();
    match hex.len() {
        3 => Some([digit(0)? * 17, digit(1)? * 17, digit(2)? * 17]),
        6 => {
            let byte = |i: usize| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok();
            Some([byte(0)?, byte(2)?, byte(4)?])
        }
        _ => None,
    }
}

/// Cuts and parses a scene; `None` when its markup is beyond what the
/// cutter reads (the caller then parses it whole).
pub(super) fn prepare(svg: &str, opt: &usvg::Options) -> Option<Result<Scene, RenderError>> {
    let start = svg.find("<svg")?;
    let open = tag_end(&svg[start..])? + start;
    let close = svg.rfind("</svg>")?;
    if close < open {
        return None;
    }
    let mut cutter = Cutter {
        opt,
        doc: String::with_capacity(svg.len()),
        ops: Vec::new(),
        runs: 0,
        open: false,
        at: (0.0, 0.0),
    };
    cutter.doc.push_str(&svg[..=open]);
    cutter.cut(&svg[open + 1..close])?;
    cutter.close();
    cutter.doc.push_str("</svg>");
    // Labels left inside runs (in groups we keep whole) are outlined.
    let doc = labels::outline_labels(&cutter.doc, opt);
    Some(
        usvg::Tree::from_str(&doc, opt)
            .map(|tree| Scene {
                tree,
                ops: cutter.ops,
            })
            .map_err(|e| RenderError::Svg(e.to_string())),
    )
}

impl Scene {
    /// A scene that is all usvg's (no labels of ours).
    pub(super) fn whole(tree: usvg::Tree) -> Scene {
        Scene {
            tree,
            ops: Vec::new(),
        }
    }

    /// How many labels are stamped from glyph masks (the rest, if any,
    /// usvg draws).
    pub fn stamped(&self) -> usize {
        self.ops
            .iter()
            .filter(|op| matches!(op, Op::Label(_)))
            .count()
    }

    /// How many circle discs and outlines are stamped from masks.
    pub fn shapes(&self) -> usize {
        self.ops
            .iter()
            .filter(|op| matches!(op, Op::Shape(_)))
            .count()
    }

    pub(super) fn size(&self) -> tiny_skia::IntSize {
        self.tree.size().to_int_size()
    }

    /// Draws the scene onto `pixmap`, in document order.
    pub(super) fn draw(&self, pixmap: &mut tiny_skia::Pixmap) {
        if self.ops.is_empty() {
            resvg::render(
                &self.tree,
                tiny_skia::Transform::default(),
                &mut pixmap.as_mut(),
            );
            return;
        }
        let mut runs = self.tree.root().children().iter().peekable();
        for op in &self.ops {
            match op {
                Op::Run(k) => {
                    let id = format!("__run{k}");
                    // A run usvg dropped (nothing in it) has no group.
                    let Some(node) = runs.next_if(|n| n.id() == id) else {
                        continue;
                    };
                    if let Some(b) = node.abs_layer_bounding_box() {
                        // `render_node` draws a node at the pixmap's
                        // origin; move it back where it belongs.
                        resvg::render_node(
                            node,
                            tiny_skia::Transform::from_translate(b.x(), b.y()),
                            &mut pixmap.as_mut(),
                        );
                    }
                }
                Op::Label(p) | Op::Shape(p) => blend(pixmap, p),
            }
        }
    }
}

/// Draws a label's mask in its colour over the pixmap (source-over, as
/// filling its outline would).
fn blend(pixmap: &mut tiny_skia::Pixmap, p: &Placed) {
    let (pw, ph) = (pixmap.width() as i32, pixmap.height() as i32);
    let m = &p.mask;
    let x0 = p.x.max(0);
    let x1 = (p.x + m.width as i32).min(pw);
    if x0 >= x1 {
        return;
    }
    let data = pixmap.data_mut();
    for my in 0..m.height as i32 {
        let y = p.y + my;
        if y < 0 || y >= ph {
            continue;
        }
        let row = &m.coverage[(my as usize * m.width as usize)..][..m.width as usize];
        let line = &mut data[(y * pw) as usize * 4..][..pw as usize * 4];
        for x in x0..x1 {
            let a = row[(x - p.x) as usize] as u32;
            if a == 0 {
                continue;
            }
            let px = &mut line[x as usize * 4..][..4];
            if a == 255 {
                px[..3].copy_from_slice(&p.rgb);
                px[3] = 255;
                continue;
            }
            let keep = 255 - a;
            for (out, &src) in px[..3].iter_mut().zip(&p.rgb) {
                *out = div255(src as u32 * a + *out as u32 * keep);
            }
            px[3] = div255(255 * a + px[3] as u32 * keep);
        }
    }
}

/// `v / 255`, rounded.
fn div255(v: u32) -> u8 {
    ((v + 128 + ((v + 128) >> 8)) >> 8) as u8
}
