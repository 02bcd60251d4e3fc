//! Issue 15, item 4: every board and private view of every title is drawn
//! in every language, with the bundled fonts (DejaVu) holding every glyph
//! used and no text running out of the box it is written in, as usvg
//! lays it out (the same layout the PNG gets).
//!
//! A text's box is the smallest rectangle of the scene that holds the
//! middle of the text (a card, a band, a panel), else the whole board.

use longtable::engine::{GameRng, Setup, Table, Translate};
use longtable::i18n::{I18n, Named, LANGUAGES};
use resvg::usvg::{Group, Node};

/// A rectangle drawn by the kit (`<rect x y width height ...>`).
#[derive(Clone, Copy, Debug)]
struct Bx {
    x: f32,
    y: f32,
    w: f32,
    h: f32,
}

impl Bx {
    fn holds_point(&self, x: f32, y: f32) -> bool {
        x >= self.x && x <= self.x + self.w && y >= self.y && y <= self.y + self.h
    }
}

/// The rectangles of a scene outside any transformed group.
fn boxes(svg: &str) -> Vec<Bx> {
    let attr = |tag: &str, name: &str| -> Option<f32> {
        let at = tag.find(&format!(" {name}=\""))? + name.len() + 3;
        tag[at..].split('"').next()?.parse().ok()
    };
    let mut out = Vec::new();
    let mut depth = 0usize;
    let mut rest = svg;
    while let Some(i) = rest.find('<') {
        rest = &rest[i..];
        let end = rest.find('>').unwrap_or(rest.len());
        let tag = &rest[..end];
        if tag.starts_with("<g") && !tag.ends_with('/') {
            depth += usize::from(tag.contains("transform=") || depth > 0);
        } else if tag.starts_with("</g") && depth > 0 {
            depth -= 1;
        } else if tag.starts_with("<rect") && depth == 0 {
            if let (Some(x), Some(y), Some(w), Some(h)) = (
                attr(tag, "x"),
                attr(tag, "y"),
                attr(tag, "width"),
                attr(tag, "height"),
            ) {
                out.push(Bx { x, y, w, h });
            }
        }
        rest = &rest[end.min(rest.len())..];
        if rest.len() <= 1 {
            break;
        }
        rest = &rest[1..];
    }
    out
}

/// What a scene is, which sets how small its texts may be and how tall it
/// may be (issue 28: shown 400 px wide on a phone).
#[derive(Clone, Copy, PartialEq, Debug)]
enum Kind {
    /// The full desktop board (`/board full`): no size rule.
    Full,
    /// A board panel: texts at least 7 px at 400 px wide, height at most
    /// 1.25× the width.
    Panel,
    /// A seat's private view: texts at least 9 px at 400 px wide, height
    /// at most 1.25× the width.
    Seat,
}

/// Problems of one scene: glyphs the fonts lack, texts out of their box,
/// and, when `strict`, texts overlapping another text, texts cut with
/// "…", texts too small for a phone and scenes too tall for one (by
/// `kind`). Without `strict` (a title whose layouts are not yet fixed),
/// `LONGTABLE_MEASURE_OVERLAP` still counts those, printed as `MEASURED`
/// lines.
fn check(svg: &str, what: &str, kind: Kind, strict: bool, problems: &mut Vec<String>) {
    let tree = longtable::render::parse_uncached(svg).unwrap_or_else(|e| panic!("{what}: {e}"));
    let size = tree.size();
    let canvas = Bx {
        x: 0.0,
        y: 0.0,
        w: size.width(),
        h: size.height(),
    };
    let rects = boxes(svg);
    fn walk(g: &Group, out: &mut Vec<(String, resvg::usvg::Rect, Vec<String>)>) {
        for node in g.children() {
            match node {
                Node::Group(child) => walk(child, out),
                Node::Text(t) => {
                    let text: String = t.chunks().iter().map(|c| c.text()).collect();
                    let missing = t
                        .layouted()
                        .iter()
                        .flat_map(|s| &s.positioned_glyphs)
                        .filter(|g| g.id.0 == 0 && !g.text.trim().is_empty())
                        .map(|g| g.text.clone())
                        .collect();
                    out.push((text, t.abs_bounding_box(), missing));
                }
                _ => {}
            }
        }
    }
    let mut texts = Vec::new();
    walk(tree.root(), &mut texts);
    let measure = strict || std::env::var_os("LONGTABLE_MEASURE_OVERLAP").is_some();
    if measure {
        let (min_px, tall) = match kind {
            Kind::Full => (0.0, f32::INFINITY),
            Kind::Panel => (7.0, 1.25),
            Kind::Seat => (9.0, 1.25),
        };
        if canvas.h > canvas.w * tall + 0.5 {
            problems.push(format!(
                "{what}: TALL {:.0}x{:.0} (at most {tall}× the width)",
                canvas.w, canvas.h
            ));
        }
        // A text's size as shown 400 px wide.
        let scale = 400.0 / canvas.w;
        for (text, size) in sizes(tree.root()) {
            if size * scale < min_px - 0.01 && !text.trim().is_empty() {
                problems.push(format!(
                    "{what}: SMALL {text:?} {:.1} px at 400 px wide (at least {min_px})",
                    size * scale
                ));
            }
        }
        for (i, (a, ab, _)) in texts.iter().enumerate() {
            if a.ends_with('…') {
                problems.push(format!("{what}: CUT {a:?}"));
            }
            for (b, bb, _) in &texts[i + 1..] {
                let w = ab.right().min(bb.right()) - ab.left().max(bb.left());
                let h = ab.bottom().min(bb.bottom()) - ab.top().max(bb.top());
                if w > 2.0 && h > 2.0 && !a.trim().is_empty() && !b.trim().is_empty() {
                    problems.push(format!("{what}: OVERLAP {a:?} / {b:?} ({w:.0}x{h:.0})"));
                }
            }
        }
    }
    for (text, bb, missing) in texts {
        if !missing.is_empty() {
            problems.push(format!("{what}: no glyph for {missing:?} in {text:?}"));
        }
        let (cx, cy) = (
            (bb.left() + bb.right()) / 2.0,
            (bb.top() + bb.bottom()) / 2.0,
        );
        let bx = rects
            .iter()
            .filter(|r| r.holds_point(cx, cy))
            .min_by(|a, b| (a.w * a.h).total_cmp(&(b.w * b.h)))
            .copied()
            .unwrap_or(canvas);
        const SLACK: f32 = 2.0;
        let inside = bb.left() >= bx.x - SLACK
            && bb.right() <= bx.x + bx.w + SLACK
            && bb.top() >= bx.y - SLACK
            && bb.bottom() <= bx.y + bx.h + SLACK;
        if !inside {
            problems.push(format!(
                "{what}: {text:?} [{:.0}..{:.0} x {:.0}..{:.0}] out of its box [{:.0}..{:.0} x {:.0}..{:.0}]",
                bb.left(),
                bb.right(),
                bb.top(),
                bb.bottom(),
                bx.x,
                bx.x + bx.w,
                bx.y,
                bx.y + bx.h
            ));
        }
    }
}

/// Every text of a scene with its font size in the scene's pixels (the
/// largest span's, times the text's own scale).
fn sizes(g: &Group) -> Vec<(String, f32)> {
    let mut out = Vec::new();
    for node in g.children() {
        match node {
            Node::Group(child) => out.extend(sizes(child)),
            Node::Text(t) => {
                let text: String = t.chunks().iter().map(|c| c.text()).collect();
                let ts = t.abs_transform();
                let scale = (ts.sy * ts.sy + ts.kx * ts.kx).sqrt();
                let size = t
                    .chunks()
                    .iter()
                    .flat_map(|c| c.spans())
                    .map(|s| s.font_size().get())
                    .fold(0.0f32, f32::max);
                out.push((text, size * scale));
            }
            _ => {}
        }
    }
    out
}

/// Positions of a title to draw: the start, the middle and the end of a
/// random game.
fn positions(title: &str, seats: usize) -> Vec<Box<dyn Table>> {
    let registry = longtable::games::registry(None).unwrap();
    let t = registry.get(title).unwrap();
    let mut table = t
        .new_table(&Setup {
            seats,
            options: Default::default(),
            seed: 5,
        })
        .unwrap();
    let mut rng = GameRng::new(9);
    let mut out = vec![table.box_clone()];
    let mut n = 0;
    while table.outcome().is_none() && n < 5000 {
        let seats = table.to_act();
        let Some(&seat) = rng.pick(&seats) else { break };
        if table.play_random(seat, &mut rng).ok().flatten().is_none() {
            break;
        }
        n += 1;
        if n == 150 {
            out.push(table.box_clone());
        }
    }
    out.push(table);
    out
}

/// Every scene of `title` (the full board, the phone panels, each seat's
/// view) at three points of a game, in all five languages. `strict` holds
/// the title to the overlap, cut, text-size and height rules of [`check`].
fn boards_in_every_language(title: &str, strict: bool) {
    let i18n = I18n::load().unwrap();
    let mut problems = Vec::new();
    let mut scenes = 0;
    let registry = longtable::games::registry(None).unwrap();
    let seats = (*registry.get(title).unwrap().seats().end()).min(4);
    let tables = positions(title, seats);
    for lang in LANGUAGES {
        let l = i18n.lang(lang);
        let names: Vec<String> = ["Ἀλέξανδρος", "Zsófia", "Ñoño", "Amélie"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let tr = Named {
            lang: &l,
            names: &names,
        };
        for (i, table) in tables.iter().enumerate() {
            let what = format!("{title}/{lang} position {i}");
            check(
                &table.board_svg(&tr),
                &format!("{what} board"),
                Kind::Full,
                strict,
                &mut problems,
            );
            scenes += 1;
            for (k, panel) in table.board_panels_svg(&tr).iter().enumerate() {
                check(
                    panel,
                    &format!("{what} panel {k}"),
                    Kind::Panel,
                    strict,
                    &mut problems,
                );
                scenes += 1;
            }
            for seat in 0..seats {
                check(
                    &table.seat_svg(seat, &tr),
                    &format!("{what} seat {seat}"),
                    Kind::Seat,
                    strict,
                    &mut problems,
                );
                // The private view in words renders too, in the language.
                assert!(!tr.tr(&table.private_text(seat)).is_empty());
                scenes += 1;
            }
        }
    }
    problems.sort();
    problems.dedup();
    if !strict && std::env::var_os("LONGTABLE_MEASURE_OVERLAP").is_some() {
        for p in &problems {
            eprintln!("MEASURED {p}");
        }
    }
    assert!(scenes >= 5 * 3 * 2, "{scenes}");
    if !strict {
        // Until the title's layouts are fixed, only the old rules hold.
        problems.retain(|p| {
            !["CUT", "OVERLAP", "SMALL", "TALL"]
                .iter()
                .any(|k| p.contains(&format!(": {k} ")))
        });
    }
    assert!(
        problems.is_empty(),
        "{} problems in {scenes} scenes:\n{}",
        problems.len(),
        problems[..problems.len().min(40)].join("\n")
    );
}

#[test]
fn nations_boards_in_every_language() {
    boards_in_every_language("nations", true);
}

#[test]
fn endeavor_boards_in_every_language() {
    boards_in_every_language("endeavor", true);
}

#[test]
fn belfort_boards_in_every_language() {
    boards_in_every_language("belfort", true);
}

/// The check itself finds what it looks for: a word too long for its
/// card, and a character the bundled fonts lack.
#[test]
fn the_check_finds_overflow_and_missing_glyphs() {
    let mut s = longtable::render::Svg::new(400, 200);
    s.rect(10.0, 10.0, 120.0, 60.0, "#eee", None, 0.0);
    s.text(
        14.0,
        40.0,
        18.0,
        "Διεκδίκηση συντεχνίας",
        "start",
        "#000",
        false,
    );
    s.text(14.0, 150.0, 18.0, "漢", "start", "#000", false);
    let mut problems = Vec::new();
    check(&s.finish(), "sample", Kind::Full, false, &mut problems);
    assert_eq!(problems.len(), 2, "{problems:#?}");
    assert!(problems[0].contains("out of its box"), "{}", problems[0]);
    assert!(
        problems[1].contains("no glyph for [\"漢\"]"),
        "{}",
        problems[1]
    );
    // The kit's fitting keeps the same words inside the card.
    let mut s = longtable::render::Svg::new(400, 200);
    s.rect(10.0, 10.0, 120.0, 60.0, "#eee", None, 0.0);
    s.fit_text(
        14.0,
        40.0,
        18.0,
        "Διεκδίκηση συντεχνίας",
        "start",
        "#000",
        false,
        112.0,
        0.7,
    );
    let mut problems = Vec::new();
    check(&s.finish(), "fitted", Kind::Full, false, &mut problems);
    // (With LONGTABLE_MEASURE_OVERLAP set, the fitted text's "…" counts.)
    problems.retain(|p| !p.contains(": CUT "));
    assert!(problems.is_empty(), "{problems:#?}");
}

/// The strict rules find two texts drawn over each other, a text cut
/// with "…", a text too small for a phone and a scene too tall for one.
#[test]
fn the_strict_check_finds_overlap_cuts_small_text_and_tall_scenes() {
    let mut s = longtable::render::Svg::new(800, 1200);
    s.text(20.0, 100.0, 24.0, "Fuerza militar", "start", "#000", false);
    s.text(60.0, 104.0, 24.0, "Estabilidad", "start", "#000", false);
    s.text(20.0, 300.0, 24.0, "Bot (nor…", "start", "#000", false);
    s.text(20.0, 500.0, 16.0, "Στρατιώτες", "start", "#000", false);
    let svg = s.finish();
    let mut problems = Vec::new();
    check(&svg, "sample", Kind::Seat, true, &mut problems);
    let has = |k: &str| problems.iter().filter(|p| p.contains(k)).count();
    assert_eq!(
        has(": OVERLAP \"Fuerza militar\" / \"Estabilidad\""),
        1,
        "{problems:#?}"
    );
    assert_eq!(has(": CUT \"Bot (nor…\""), 1, "{problems:#?}");
    // 16 px in an 800-px image is 8 px on a phone: under a seat view's 9.
    assert_eq!(has(": SMALL \"Στρατιώτες\" 8.0 px"), 1, "{problems:#?}");
    assert_eq!(has(": TALL 800x1200"), 1, "{problems:#?}");
    assert_eq!(problems.len(), 4, "{problems:#?}");
    // As a panel (7 px) the 8-px text is fine; as the full board, so is
    // the height.
    let mut problems = Vec::new();
    check(&svg, "sample", Kind::Full, true, &mut problems);
    assert_eq!(problems.len(), 2, "{problems:#?}");
}
