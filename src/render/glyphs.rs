//! Labels laid out from cached glyphs: what usvg does for a kit `<text>`,
//! without a document, a font lookup or a fresh shaper per label.
//!
//! usvg lays out every new `<text>` from scratch: it parses a document,
//! looks the font up, builds a shaper and a shaping plan for it, shapes,
//! and reads each glyph's outline from the font again. On a board where
//! each move brings new counts and card texts, that was most of a cold
//! panel's time. Here the shaper data and plans are kept per thread and
//! each glyph's outline (in font units) once per face, so a new label is
//! shaped (harfrust, as usvg shapes) and composed from cached outlines,
//! placed with the same transforms usvg applies (`usvg::text::layout`),
//! so it draws the same glyphs in the same places.
//!
//! Only what the kit draws is laid out here: plain left-to-right text in
//! one of the two bundled faces, no white space that usvg would collapse,
//! every character in the face. For anything else [`lay_out`] returns
//! `None` and the caller asks usvg.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

use harfrust::{Direction, ShapeOptions, ShapePlan, ShaperData, UnicodeBuffer};
use resvg::tiny_skia::{Path, PathBuilder, Transform};
use skrifa::outline::{DrawSettings, OutlinePen};
use skrifa::prelude::{LocationRef, Size};
use skrifa::raw::TableProvider;
use skrifa::MetadataProvider;

/// The bundled faces (DejaVu Sans covers Greek and Hungarian).
pub(super) const REGULAR: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
pub(super) const BOLD: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");

/// Where a label's origin is along it (`text-anchor`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Anchor {
    Start,
    Middle,
    End,
}

impl Anchor {
    pub(super) fn parse(value: &str) -> Option<Anchor> {
        match value {
            "start" => Some(Anchor::Start),
            "middle" => Some(Anchor::Middle),
            "end" => Some(Anchor::End),
            _ => None,
        }
    }
}

/// A label laid out with its origin at (0, 0) on the baseline.
pub(super) struct Laid {
    /// Where usvg's text bounding box ends on the right, with the label
    /// anchored at its start: the width [`super::text_width`] reports.
    pub(super) width: f32,
    /// Each glyph that draws something, where its origin falls: its
    /// outline at the label's size ([`outline`]) moved there ([`path`]).
    pub(super) glyphs: Vec<Placed>,
}

/// One glyph of a laid-out label: its id in the face and its origin,
/// relative to the label's.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Placed {
    pub(super) id: u32,
    pub(super) x: f32,
    pub(super) y: f32,
}

/// One face, ready to shape: kept per thread (harfrust's shaper data is
/// built for one font and not shared between threads).
struct Face {
    font: harfrust::FontRef<'static>,
    data: ShaperData,
    units_per_em: f32,
    /// Shaping plans per script (left to right, no language, no
    /// features), as usvg would build for each label.
    plans: HashMap<Option<harfrust::Script>, ShapePlan>,
    /// Glyph outlines in font units (y up), `None` for an empty glyph.
    outlines: HashMap<u32, Option<Arc<Path>>>,
}

impl Face {
    fn new(bytes: &'static [u8]) -> Option<Face> {
        let font = harfrust::FontRef::new(bytes).ok()?;
        let data = ShaperData::new(&font);
        let units_per_em = skrifa::FontRef::new(bytes)
            .ok()?
            .head()
            .ok()?
            .units_per_em() as f32;
        Some(Face {
            font,
            data,
            units_per_em,
            plans: HashMap::new(),
            outlines: HashMap::new(),
        })
    }

    /// A glyph's outline as usvg reads it (unhinted, unscaled).
    fn outline(&mut self, bytes: &'static [u8], glyph: u32) -> Option<Arc<Path>> {
        if let Some(hit) = self.outlines.get(&glyph) {
            return hit.clone();
        }
        let path = (|| {
            let font = skrifa::FontRef::new(bytes).ok()?;
            let outline = font.outline_glyphs().get(glyph.into())?;
            let mut pen = Pen(PathBuilder::new());
            outline
                .draw(
                    DrawSettings::unhinted(Size::unscaled(), LocationRef::default()),
                    &mut pen,
                )
                .ok()?;
            pen.0.finish().map(Arc::new)
        })();
        self.outlines.insert(glyph, path.clone());
        path
    }
}

struct Pen(PathBuilder);

impl OutlinePen for Pen {
    fn move_to(&mut self, x: f32, y: f32) {
        self.0.move_to(x, y);
    }
    fn line_to(&mut self, x: f32, y: f32) {
        self.0.line_to(x, y);
    }
    fn quad_to(&mut self, cx0: f32, cy0: f32, x: f32, y: f32) {
        self.0.quad_to(cx0, cy0, x, y);
    }
    fn curve_to(&mut self, cx0: f32, cy0: f32, cx1: f32, cy1: f32, x: f32, y: f32) {
        self.0.cubic_to(cx0, cy0, cx1, cy1, x, y);
    }
    fn close(&mut self) {
        self.0.close();
    }
}

thread_local! {
    /// Regular and bold, made on a thread's first label.
    static FACES: RefCell<Option<[Face; 2]>> = const { RefCell::new(None) };
}

/// `text` (plain, unescaped) at `size` px laid out as usvg lays out a kit
/// label: where each glyph goes; `None` when it is beyond what is done
/// here (usvg must do it).
pub(super) fn lay_out(text: &str, size: f32, anchor: Anchor, bold: bool) -> Option<Laid> {
    shape(text, size, anchor, bold, true)
}

/// The width [`Laid::width`] of `text`, without placing its outlines.
pub(super) fn width(text: &str, size: f32, bold: bool) -> Option<f32> {
    shape(text, size, Anchor::Start, bold, false).map(|l| l.width)
}

/// Glyph `id`'s outline at `size` px with its origin at (0, 0), y down,
/// as [`lay_out`] places it (before moving it to its place); `None` for a
/// glyph that draws nothing.
pub(super) fn outline(id: u32, size: f32, bold: bool) -> Option<Path> {
    with_face(bold, |face, bytes| {
        let sx = size / face.units_per_em;
        (*face.outline(bytes, id)?)
            .clone()
            .transform(glyph_transform(sx))
    })
}

/// A laid-out label's glyphs as one path at the origin; `None` when it
/// draws nothing.
pub(super) fn path(glyphs: &[Placed], size: f32, bold: bool) -> Option<Path> {
    let mut builder = PathBuilder::new();
    with_face(bold, |face, bytes| {
        let sx = size / face.units_per_em;
        for g in glyphs {
            // Scaled and flipped as [`outline`] does, then moved to its place.
            let to_place = Transform::from_translate(g.x, g.y).pre_concat(glyph_transform(sx));
            let placed = face
                .outline(bytes, g.id)
                .and_then(|p| (*p).clone().transform(to_place));
            if let Some(path) = placed {
                builder.push_path(&path);
            }
        }
        Some(())
    });
    builder.finish()
}

/// The transform from font units (y up) to pixels (y down) at scale `sx`.
fn glyph_transform(sx: f32) -> Transform {
    Transform::from_scale(sx, -sx)
}

/// Runs `f` on this thread's regular or bold face.
fn with_face<T>(bold: bool, f: impl FnOnce(&mut Face, &'static [u8]) -> Option<T>) -> Option<T> {
    FACES.with(|faces| {
        let mut faces = faces.borrow_mut();
        if faces.is_none() {
            *faces = Some([Face::new(REGULAR)?, Face::new(BOLD)?]);
        }
        let face = &mut faces.as_mut()?[usize::from(bold)];
        f(face, if bold { BOLD } else { REGULAR })
    })
}

fn shape(text: &str, size: f32, anchor: Anchor, bold: bool, glyphs: bool) -> Option<Laid> {
    // usvg strips and collapses white space (`xml:space`); texts that it
    // would change are left to it.
    if !(size > 0.0 && size.is_finite())
        || text.is_empty()
        || text.starts_with(' ')
        || text.ends_with(' ')
        || text.contains("  ")
        || text.contains(|c: char| c.is_control())
        || unicode_bidi::BidiInfo::new(text, Some(unicode_bidi::Level::ltr())).has_rtl()
    {
        return None;
    }
    with_face(bold, |face, bytes| {
        lay_out_with(face, bytes, text, size, anchor, glyphs)
    })
}

/// One glyph as harfrust places it, in font units.
struct Glyph {
    id: u32,
    cluster: u32,
    dx: i32,
    dy: i32,
    advance: i32,
}

fn lay_out_with(
    face: &mut Face,
    bytes: &'static [u8],
    text: &str,
    size: f32,
    anchor: Anchor,
    want_glyphs: bool,
) -> Option<Laid> {
    let glyphs: Vec<Glyph> = {
        let mut buffer = UnicodeBuffer::new();
        buffer.push_str(text);
        buffer.set_direction(Direction::LeftToRight);
        buffer.guess_segment_properties();
        // The script harfrust guessed, `None` when it found none (digits,
        // punctuation): the plan must be built for the same.
        let script = Some(buffer.script()).filter(|s| *s != harfrust::script::UNKNOWN);
        let shaper = face.data.shaper(&face.font).build();
        let plan = face
            .plans
            .entry(script)
            .or_insert_with(|| ShapePlan::new(&shaper, Direction::LeftToRight, script, None, &[]));
        let output = shaper.shape(buffer, ShapeOptions::new().plan(Some(plan)));
        output
            .glyph_infos()
            .iter()
            .zip(output.glyph_positions())
            .map(|(info, pos)| Glyph {
                id: info.glyph_id,
                cluster: info.cluster,
                dx: pos.x_offset,
                dy: pos.y_offset,
                advance: pos.x_advance,
            })
            .collect()
    };
    // A character the face lacks: usvg would look for another font.
    if glyphs.iter().any(|g| g.id == 0) {
        return None;
    }
    let sx = size / face.units_per_em;
    // Clusters: runs of glyphs from the same character(s).
    let mut clusters: Vec<&[Glyph]> = Vec::new();
    let mut start = 0;
    for i in 1..=glyphs.len() {
        if i == glyphs.len() || glyphs[i].cluster != glyphs[start].cluster {
            clusters.push(&glyphs[start..i]);
            start = i;
        }
    }
    let advances: Vec<f32> = clusters
        .iter()
        .map(|c| c.iter().fold(0.0, |a, g| a + g.advance as f32 * sx))
        .collect();
    // As `resolve_clusters_positions_horizontal` (no dx/dy shifts).
    let (mut left, mut right, mut advance) = (f32::INFINITY, f32::NEG_INFINITY, 0.0f32);
    for &a in &advances {
        let (s, e) = (advance, advance + a);
        left = left.min(s).min(e);
        right = right.max(s).max(e);
        advance += a;
    }
    if clusters.is_empty() {
        return None;
    }
    let width = right - left;
    let mut x = -left
        + match anchor {
            Anchor::Start => 0.0,
            Anchor::Middle => -width / 2.0,
            Anchor::End => -width,
        };
    // usvg's text bounding box, as `convert_span` builds it from the
    // clusters' advances, measured at the start anchor.
    let mut start_x = -left;
    let mut bbox_right = f32::NEG_INFINITY;
    let mut placed = Vec::new();
    for (cluster, &a) in clusters.iter().zip(&advances) {
        bbox_right = bbox_right.max(start_x + if a <= 0.0 { 1.0 } else { a });
        let mut gx = 0.0f32;
        for g in cluster.iter().filter(|_| want_glyphs) {
            // `PositionedGlyph::outline_transform`, span at the origin:
            // the cluster's place, then the glyph's advance and offset in
            // font units, scaled (the outline itself is scaled and
            // flipped by [`outline`]).
            let at = Placed {
                id: g.id,
                x: x + (gx + g.dx as f32) * sx,
                y: -g.dy as f32 * sx,
            };
            gx += g.advance as f32;
            if face.outline(bytes, g.id).is_some() {
                placed.push(at);
            }
        }
        x += a;
        start_x += a;
    }
    Some(Laid {
        width: bbox_right,
        glyphs: placed,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// usvg's own layout of a kit label at the origin: its outline and
    /// the right edge of its bounding box.
    fn usvg(text: &str, size: f32, anchor: &str, bold: bool) -> (Option<Path>, f32) {
        let weight = if bold { " font-weight=\"bold\"" } else { "" };
        let doc = format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\" \
             font-family=\"{}\"><text x=\"0\" y=\"0\" font-size=\"{size}\" \
             text-anchor=\"{anchor}\"{weight}>{}</text></svg>",
            super::super::FONT,
            super::super::esc(text)
        );
        let tree = resvg::usvg::Tree::from_str(&doc, &super::super::options()).unwrap();
        let mut builder = PathBuilder::new();
        let mut right = 0.0;
        fn walk(g: &resvg::usvg::Group, b: &mut PathBuilder, right: &mut f32) {
            for node in g.children() {
                match node {
                    resvg::usvg::Node::Group(g) => walk(g, b, right),
                    resvg::usvg::Node::Text(t) => {
                        *right = t.bounding_box().right();
                        walk(t.flattened(), b, right)
                    }
                    resvg::usvg::Node::Path(p) => {
                        if let Some(path) = p.data().clone().transform(p.abs_transform()) {
                            b.push_path(&path);
                        }
                    }
                    resvg::usvg::Node::Image(_) => {}
                }
            }
        }
        walk(tree.root(), &mut builder, &mut right);
        (builder.finish(), right)
    }

    fn points(path: &Option<Path>) -> Vec<(f32, f32)> {
        path.iter()
            .flat_map(|p| p.points().iter().map(|p| (p.x, p.y)))
            .collect()
    }

    #[test]
    fn labels_from_cached_glyphs_are_usvgs_outlines_and_widths() {
        let texts = [
            "Nations",
            "Round 3 · 12 VP",
            "Αθήνα — ο Παίκτης 2 έχει 14 πόντους",
            "Ελληνικά: ΐ ΰ ϊ ϋ ά έ ή ί ό ύ ώ",
            "Őrség ű ő Ű Á é — Hungarian",
            "AVAWAT To Ty fi fl ffi",
            "1234567890 +−×÷ = 3½ … “quotes” «guillemets»",
            "&<> \"'",
            "x",
            "a b",
        ];
        for text in texts {
            for size in [9.0f32, 18.0, 22.5, 28.0] {
                for (anchor, name) in [
                    (Anchor::Start, "start"),
                    (Anchor::Middle, "middle"),
                    (Anchor::End, "end"),
                ] {
                    for bold in [false, true] {
                        let laid = lay_out(text, size, anchor, bold)
                            .unwrap_or_else(|| panic!("{text:?} is left to usvg"));
                        let (path, right) = usvg(text, size, name, bold);
                        let ours = points(&super::path(&laid.glyphs, size, bold));
                        let theirs = points(&path);
                        assert_eq!(ours.len(), theirs.len(), "{text:?} {size} {name} {bold}");
                        for (a, b) in ours.iter().zip(&theirs) {
                            assert!(
                                (a.0 - b.0).abs() < 1e-3 && (a.1 - b.1).abs() < 1e-3,
                                "{text:?} {size} {name} {bold}: {a:?} vs {b:?}"
                            );
                        }
                        if anchor == Anchor::Start {
                            assert!(
                                (laid.width - right).abs() < 1e-3,
                                "{text:?} {size} {bold}: width {} vs {right}",
                                laid.width
                            );
                            assert_eq!(width(text, size, bold), Some(laid.width));
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn text_beyond_the_bundled_faces_is_left_to_usvg() {
        // A character neither face has, right-to-left text, and white
        // space usvg would collapse or strip.
        for text in ["漢字", "שלום", "a  b", " lead", "trail ", "tab\there", ""] {
            assert!(
                lay_out(text, 18.0, Anchor::Start, false).is_none(),
                "{text:?}"
            );
        }
        // And the kit's width still measures them (through usvg).
        assert!(super::super::text_width("a  b", 18.0, false) > 0.0);
    }
}
