//! What Endeavor looks like on a desktop (`/board full`): the public world map (regions, shipping
//! tracks, cities, connections, tokens still on the board, everyone's
//! markers, the top card of each deck, the buildings left) and each
//! player's own board (tracks with their level squares, buildings,
//! harbor, tokens, cards and the card limit).
//!
//! Everything in Endeavor is public, so both pictures may show anything;
//! the private board is simply one player's side of the table.

use super::content::{Content, Icons, Named};
use super::rules::{Phase, State};
use crate::engine::{Msg, Seat, Translate};
use crate::msg;
use crate::render::{esc, seat_colour, Svg};
use std::fmt::Write;

const BOARD_W: u32 = 1800;

const REGION_FILLS: [&str; 7] = [
    "#f3e9d2", "#dcefd9", "#d7eef2", "#e6e0f3", "#f6e0d4", "#f2ecc4", "#e0e8f6",
];
const BROWN: &str = "#8a5a2b";
const BLUE: &str = "#1f5fa8";
const SEA: &str = "#cfe3ef";
/// Where the bottom panel (buildings left, players) begins.
const PANEL_Y: f32 = 905.0;
const GOLD: &str = "#f2c14e";

/// "I2 C1" for a set of icons, in the reader's letters (the legend
/// `endeavor-label-icon-legend` explains them); "-" when there are none.
pub fn icons_text(tr: &dyn Translate, icons: &Icons) -> String {
    tr.tr(&icons_msg(icons))
}

/// [`icons_text`] as a message, so a stored one reads in each language.
pub fn icons_msg(icons: &Icons) -> Msg {
    let parts: Vec<crate::engine::Arg> = icons
        .iter()
        .zip(["industry", "culture", "finance", "politics"])
        .filter(|(n, _)| **n > 0)
        .map(|(n, track)| msg!("endeavor-icon-count", track = track, n = *n).into())
        .collect();
    if parts.is_empty() {
        Msg::join("", vec!["-".into()])
    } else {
        Msg::join(" ", parts)
    }
}

pub fn phase_id(phase: Phase) -> &'static str {
    match phase {
        Phase::Build => "endeavor-phase-build",
        Phase::Salary => "endeavor-phase-salary",
        Phase::Action => "endeavor-phase-action",
        Phase::Over => "endeavor-phase-over",
    }
}

/// Map elements the label test tells apart (`tests/engines/endeavor_render.rs`):
/// a label must never lie under a piece (token, disc, city, deck).
#[derive(Clone, Copy)]
enum Part {
    Label,
    Piece,
}

/// Wraps what `draw` adds in a group whose id names its part (`lbl-7`,
/// `pc-12`): usvg keeps such groups, so a test can measure every label
/// and piece as laid out with the real fonts. Ids cost nothing to draw.
fn part(s: &mut Svg, n: &mut usize, kind: Part, draw: impl FnOnce(&mut Svg)) {
    *n += 1;
    let prefix = match kind {
        Part::Label => "lbl",
        Part::Piece => "pc",
    };
    s.raw(&format!("<g id=\"{prefix}-{n}\">"));
    draw(s);
    s.raw("</g>");
}

/// A plain box with crisp edges: no outline, no rounding, no
/// anti-aliasing (the cheapest shape to draw, and it compresses well).
fn block(s: &mut Svg, x: f32, y: f32, w: f32, h: f32, fill: &str) {
    let mut m = String::with_capacity(120);
    let _ = write!(
        m,
        "<rect x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"{h}\" fill=\"{fill}\" \
         shape-rendering=\"crispEdges\"/>"
    );
    s.raw(&m);
}

/// A short bold white label (a token's letters, a seat number).
fn tag(s: &mut Svg, cx: f32, y: f32, text: &str) {
    // Three letters ("O/D") fill a token's box: smaller, so they stay
    // clear of a neighbouring token's letters.
    let size = if text.chars().count() > 2 { 15.0 } else { 18.0 };
    fast(s, cx, y, size, text, "middle", "#fff", true);
}

/// Text drawn without anti-aliasing. Anti-aliased glyphs are the
/// costliest part of a picture to draw and to compress; at 18 px and more
/// the letters stay clear without it. Every text of the two boards but the
/// kit's title bar and card headers is drawn this way.
#[allow(clippy::too_many_arguments)]
fn fast(s: &mut Svg, x: f32, y: f32, size: f32, text: &str, anchor: &str, fill: &str, bold: bool) {
    let mut m = String::with_capacity(180);
    let _ = write!(
        m,
        "<text x=\"{x}\" y=\"{y}\" font-size=\"{size}\" text-anchor=\"{anchor}\" \
         fill=\"{fill}\"{} text-rendering=\"optimizeSpeed\">{}</text>",
        if bold { " font-weight=\"bold\"" } else { "" },
        esc(text)
    );
    s.raw(&m);
}

/// Body text: 18 px, regular, without anti-aliasing (most of the glyphs:
/// city names, legend, lists).
fn plain(s: &mut Svg, x: f32, y: f32, text: &str, anchor: &str, fill: &str) {
    fast(s, x, y, 18.0, text, anchor, fill, false);
}

/// A trade token: a small box in its colour with its abbreviation.
fn token(s: &mut Svg, c: &Content, kind: usize, cx: f32, cy: f32) {
    let t = &c.tokens[kind];
    // At most 40 wide, so that tokens on neighbouring track spaces
    // (42 apart) never touch.
    let w = (t.abbr.chars().count() as f32 * 12.0 + 6.0).clamp(28.0, 40.0);
    let fill = if t.action.is_some() { BLUE } else { BROWN };
    block(
        s,
        (cx - w / 2.0).round(),
        (cy - 13.0).round(),
        w,
        26.0,
        fill,
    );
    tag(s, cx, cy + 7.0, &t.abbr);
}

/// A seat's marker: a flat disc in the seat's colour with the seat number
/// on it, so colour is never the only cue (no outline: cheaper to draw).
fn marker(s: &mut Svg, cx: f32, cy: f32, r: f32, seat: Seat) {
    s.circle(cx, cy, r, seat_colour(seat), None);
    tag(s, cx, cy + 6.5, &(seat + 1).to_string());
}

fn track_space(c: &Content, r: usize, i: usize) -> (f32, f32) {
    let reg = &c.regions[r];
    let step = 42.0;
    if reg.track_down {
        (reg.track[0], reg.track[1] + step * i as f32)
    } else {
        (reg.track[0] + step * i as f32, reg.track[1])
    }
}

/// The public board.
pub fn board(c: &Content, st: &State, tr: &dyn Translate) -> String {
    // The header (the phone header's layout, at 2.5 times its sizes: 55 px
    // and more, 12 px when a phone shows the board 400 px wide) replaces
    // the old 56-px title bar: the map below is drawn in its own
    // coordinates, moved down by the difference. Names and the last
    // action are wrapped, never cut.
    let look = super::phone::Look {
        width: BOARD_W as f32,
        k: 2.5,
        per_row: 3,
    };
    let title = tr.t("endeavor-label-title");
    let head = |s: &mut Svg| {
        let band = super::phone::band(s, 0.0, &look, c, st, tr, &title, true);
        band + super::phone::last_strip(s, band, &look, st, tr, 22.0)
    };
    // The bottom panel grows with what it lists (wrapped in the reader's
    // language): both laid out once in a scratch scene to size the board.
    let mut scratch = Svg::new(1, 1);
    let head_h = head(&mut scratch);
    let bottom_h = bottom(&mut scratch, &mut 0, c, st, tr, PANEL_Y) - PANEL_Y;
    let height = PANEL_Y + bottom_h - 56.0 + head_h;
    let mut s = Svg::new(BOARD_W, height.ceil() as u32);
    let band = head(&mut s);
    s.raw(&format!("<g transform=\"translate(0 {})\">", band - 56.0));
    let mut n = 0usize;
    // The sea under the map only: the bottom panel is left white.
    block(&mut s, 0.0, 56.0, BOARD_W as f32, PANEL_Y - 56.0, SEA);

    // Regions: a closed region has a dashed frame (see the legend).
    for (r, reg) in c.regions.iter().enumerate() {
        let [x, y, w, h] = reg.frame;
        let fill = REGION_FILLS[r % REGION_FILLS.len()];
        s.rect(x, y, w, h, fill, None, 18.0);
        if !st.is_open(c, r) {
            // The frame alone: filled with anti-aliasing, these few large
            // panels were a third of the board's drawing time; the crisp
            // fill under the stroke looks the same as an open region's.
            s.raw(&format!(
                "<rect x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"{h}\" rx=\"18\" \
                 fill=\"none\" stroke=\"#5c5c5c\" stroke-width=\"3\" stroke-dasharray=\"12 8\"/>"
            ));
        }
        let top_track = r != c.europe && reg.track[1] < y + 50.0 && !reg.track_down
            || reg.track_down && reg.track[0] < x + 60.0;
        let ly = if top_track { y + h - 14.0 } else { y + 28.0 };
        let lx = if reg.track_down && reg.track[0] < x + 60.0 {
            x + 70.0
        } else {
            x + 14.0
        };
        part(&mut s, &mut n, Part::Label, |s| {
            fast(
                s,
                lx,
                ly,
                22.0,
                &tr.tr(&reg.name_msg()),
                "start",
                "#222",
                true,
            )
        });
    }

    // Connections under the cities.
    for (i, k) in c.connections.iter().enumerate() {
        let a = c.cities[k.a].pos;
        let b = c.cities[k.b].pos;
        let cross = c.cities[k.a].region != c.cities[k.b].region;
        let colour = st.controller(c, i).map_or("#6b6b6b", seat_colour);
        let width = if st.controller(c, i).is_some() {
            7.0
        } else {
            4.0
        };
        s.raw(&format!(
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{colour}\" stroke-width=\"{width}\"{}/>",
            a[0],
            a[1],
            b[0],
            b[1],
            if cross { " stroke-dasharray=\"10 6\"" } else { "" }
        ));
        if let Some(t) = st.connection_tokens[i] {
            part(&mut s, &mut n, Part::Piece, |s| {
                token(s, c, t, (a[0] + b[0]) / 2.0, (a[1] + b[1]) / 2.0)
            });
        }
    }

    // Cities.
    for (i, city) in c.cities.iter().enumerate() {
        let [x, y] = city.pos;
        part(&mut s, &mut n, Part::Piece, |s| {
            if city.glory >= 2 {
                s.circle(x, y, 25.0, GOLD, None);
            }
            match st.cities[i] {
                Some(seat) => marker(s, x, y, 18.0, seat),
                None => {
                    s.circle(x, y, 18.0, "#333333", None);
                    s.circle(x, y, 15.0, "#ffffff", None);
                }
            }
        });
        if let Some(t) = st.city_tokens[i] {
            let dx = if city.token_left { -34.0 } else { 34.0 };
            part(&mut s, &mut n, Part::Piece, |s| {
                token(s, c, t, x + dx, y - 16.0)
            });
        }
        // A gold ring, not a label, marks a 2-Glory city (legend).
        // Clear of the gold ring (r 25) above and below.
        let ly = if city.label_above { y - 34.0 } else { y + 46.0 };
        part(&mut s, &mut n, Part::Label, |s| {
            plain(
                s,
                x + city.label_dx,
                ly,
                &tr.tr(&city.name_msg()),
                "middle",
                "#111",
            )
        });
    }

    // Shipping tracks and decks.
    for (r, reg) in c.regions.iter().enumerate() {
        for i in 0..reg.track_len as usize {
            let (x, y) = track_space(c, r, i);
            part(&mut s, &mut n, Part::Piece, |s| match st.track[r][i] {
                Some(seat) => marker(s, x + 19.0, y + 19.0, 18.0, seat),
                None => match st.track_tokens[r][i] {
                    None => block(s, x, y, 38.0, 38.0, "#ffffff"),
                    Some(t) => token(s, c, t, x + 19.0, y + 19.0),
                },
            });
        }
        for (j, &d) in reg.decks.iter().enumerate() {
            let Some(&[dx, dy]) = reg.deck_pos.get(j) else {
                continue;
            };
            let (w, h) = (96.0, 62.0);
            let deck = &c.decks[d];
            let gone = deck.slavery && st.abolished;
            part(&mut s, &mut n, Part::Piece, |s| {
                block(s, dx, dy, w, h, if gone { "#bbbbbb" } else { "#ffffff" })
            });
            if r == c.europe {
                // Within the deck's width (decks lie side by side):
                // smaller in a language with a longer name, never cut.
                part(&mut s, &mut n, Part::Label, |s| {
                    s.fit_text(
                        dx + w / 2.0,
                        dy - 6.0,
                        18.0,
                        &tr.tr(&deck.name_msg()),
                        "middle",
                        "#222",
                        true,
                        w + 4.0,
                        0.5,
                    )
                });
            }
            match st.decks[d].first() {
                _ if gone => {
                    fast(
                        &mut s,
                        dx + w / 2.0,
                        dy + 38.0,
                        18.0,
                        "✕",
                        "middle",
                        "#444",
                        true,
                    );
                }
                None => plain(
                    &mut s,
                    dx + w / 2.0,
                    dy + 38.0,
                    &tr.t("endeavor-label-deck-empty"),
                    "middle",
                    "#444",
                ),
                Some(&top) => {
                    let card = &c.cards[top];
                    let head = if card.governor {
                        tr.t("endeavor-label-governor-short")
                    } else {
                        format!("#{}", card.value)
                    };
                    let head = if card.glory > 0 {
                        format!("{head} ★{}", card.glory)
                    } else {
                        head
                    };
                    s.fit_text(
                        dx + w / 2.0,
                        dy + 24.0,
                        20.0,
                        &head,
                        "middle",
                        "#222",
                        true,
                        w - 16.0,
                        0.5,
                    );
                    s.fit_text(
                        dx + w / 2.0,
                        dy + 50.0,
                        18.0,
                        &icons_text(tr, &card.icons),
                        "middle",
                        "#333",
                        false,
                        w - 8.0,
                        0.5,
                    );
                }
            }
        }
        // Markers beside a full track, next to its first deck.
        if let Some(&[dx, dy]) = reg.deck_pos.first() {
            let mut ids = n;
            let mut k = 0;
            for seat in 0..st.seats() {
                let n = st.beside[r][seat];
                if n == 0 {
                    continue;
                }
                // Below the deck for tracks that run down, above it otherwise.
                let by = if reg.track_down { dy + 84.0 } else { dy - 26.0 };
                let bx = dx + 14.0 + 60.0 * k as f32;
                let count = format!("×{n}");
                part(&mut s, &mut ids, Part::Piece, |s| {
                    marker(s, bx, by, 15.0, seat)
                });
                part(&mut s, &mut ids, Part::Label, |s| {
                    fast(s, bx + 17.0, by + 7.0, 18.0, &count, "start", "#111", true)
                });
                k += 1;
            }
            n = ids;
        }
    }

    // Legend (upper right, the open sea between Europe and India and the
    // Far East), each line wrapped to the sea's width.
    let (lx, ly) = (1150.0, 96.0);
    let lw = 1490.0 - lx;
    let mut y = lines(
        &mut s,
        lx,
        ly,
        20.0,
        true,
        &tr.t("endeavor-label-tokens"),
        "#222",
        lw,
        24.0,
    );
    // Per colour: what it means, then the letters two to a line (the
    // tokens on the map are these letters on a box of that colour).
    for (blue, colour, id) in [
        (false, BROWN, "endeavor-label-brown"),
        (true, BLUE, "endeavor-label-blue"),
    ] {
        y += 4.0;
        for line in super::phone::wrap(&tr.t(id), 18.0, true, lw) {
            fast(&mut s, lx, y, 18.0, &line, "start", colour, true);
            y += 23.0;
        }
        let names: Vec<String> = c
            .tokens
            .iter()
            .filter(|t| t.action.is_some() == blue)
            .map(|t| format!("{} {}", t.abbr, tr.tr(&t.name_msg())))
            .collect();
        for pair in names.chunks(2) {
            y = lines(
                &mut s,
                lx + 12.0,
                y,
                17.0,
                false,
                &pair.join(" · "),
                "#222",
                lw - 12.0,
                22.0,
            );
        }
    }
    // The map's two cues, explained once.
    y += 4.0;
    s.raw(&format!(
        "<rect x=\"{lx}\" y=\"{}\" width=\"34\" height=\"22\" fill=\"none\" \
         stroke=\"#5c5c5c\" stroke-width=\"3\" stroke-dasharray=\"8 5\"/>",
        y - 16.0
    ));
    y = lines(
        &mut s,
        lx + 44.0,
        y,
        17.0,
        false,
        &tr.t("endeavor-label-closed-legend"),
        "#222",
        lw - 44.0,
        22.0,
    ) + 6.0;
    s.circle(lx + 17.0, y - 6.0, 14.0, GOLD, None);
    s.circle(lx + 17.0, y - 6.0, 9.0, "#ffffff", None);
    y = lines(
        &mut s,
        lx + 44.0,
        y,
        17.0,
        false,
        &tr.t("endeavor-label-glory-city"),
        "#222",
        lw - 44.0,
        22.0,
    );
    if st.abolished {
        lines(
            &mut s,
            lx,
            y + 4.0,
            18.0,
            true,
            &tr.t("endeavor-label-abolished"),
            "#7a1b1b",
            lw,
            22.0,
        );
    }

    // Bottom panel: buildings left, players.
    bottom(&mut s, &mut n, c, st, tr, PANEL_Y);
    s.raw("</g>");
    s.finish()
}

/// Lines of `text` wrapped to `max` pixels, drawn from baseline `y`
/// `step` apart; returns the baseline after the last line.
#[allow(clippy::too_many_arguments)]
fn lines(
    s: &mut Svg,
    x: f32,
    y: f32,
    size: f32,
    bold: bool,
    text: &str,
    fill: &str,
    max: f32,
    step: f32,
) -> f32 {
    let mut y = y;
    for line in super::phone::wrap(text, size, bold, max) {
        fast(s, x, y, size, &line, "start", fill, bold);
        y += step;
    }
    y
}

/// The board's bottom panel from `py`: the buildings left by level in
/// five columns, then the players, one (wrapped) line each, and what the
/// symbols mean. Returns where it ends.
fn bottom(s: &mut Svg, n: &mut usize, c: &Content, st: &State, tr: &dyn Translate, py: f32) -> f32 {
    s.rect(0.0, py, BOARD_W as f32, 2.0, "#555555", None, 0.0);
    fast(
        s,
        20.0,
        py + 30.0,
        20.0,
        &tr.t("endeavor-label-supply"),
        "start",
        "#222",
        true,
    );
    let col = 340.0;
    let mut end: f32 = py + 92.0;
    for level in 1..=5u8 {
        let x = 20.0 + (level - 1) as f32 * 354.0;
        fast(
            s,
            x,
            py + 62.0,
            18.0,
            &tr.tr(&msg!("endeavor-label-level", level = level as i64)),
            "start",
            "#444",
            true,
        );
        // Sold-out kinds are left out: what is listed can still be built.
        let mut y = py + 92.0;
        let mut any = false;
        for (k, b) in c.buildings.iter().enumerate() {
            if b.level != level || st.supply[k] == 0 {
                continue;
            }
            any = true;
            // Name and tiles left, then what the building does: its
            // icons, its action in words and its Glory (labels, so the
            // render test checks that no two overlap).
            let mut after = y;
            part(s, n, Part::Label, |s| {
                let name = format!("{} ×{}", tr.tr(&b.name_msg()), st.supply[k]);
                after = lines(s, x, y, 18.0, false, &name, "#222", col, 22.0);
            });
            let mut gives = Vec::new();
            if b.icons != [0; 4] {
                gives.push(icons_text(tr, &b.icons));
            }
            if let Some(o) = &b.action {
                gives.push(tr.tr(&super::offer_msg(o)));
            }
            if b.glory > 0 {
                gives.push(format!("★{}", b.glory));
            }
            let gives = gives.join(" · ");
            let start = after + 1.0;
            part(s, n, Part::Label, |s| {
                after = lines(
                    s,
                    x + 10.0,
                    start,
                    16.0,
                    false,
                    &gives,
                    "#6b4e00",
                    col - 10.0,
                    20.0,
                );
            });
            y = after + 12.0;
        }
        if !any {
            plain(s, x, y, "–", "start", "#888");
            y += 30.0;
        }
        end = end.max(y);
    }
    // Players.
    let x0 = 20.0;
    let top = end + 14.0;
    fast(
        s,
        x0,
        top,
        20.0,
        &tr.t("endeavor-label-players"),
        "start",
        "#222",
        true,
    );
    let mut y = top + 34.0;
    for seat in 0..st.seats() {
        let p = &st.players[seat];
        let v = st.status(c, seat);
        marker(s, x0 + 16.0, y - 6.0, 16.0, seat);
        // One line per player: the disc names the seat, the legend below
        // the symbols.
        let mut line = format!(
            "{}{} · {} · ⚓{} · ◎{} · ▢{} · ★{}",
            if st.first == seat { "♛ " } else { "" },
            tr.tr(&Msg::seat(seat)),
            tr.tr(&msg!(
                "endeavor-label-status-short",
                i = v[0],
                c = v[1],
                f = v[2],
                p = v[3]
            )),
            p.harbor,
            p.supply,
            p.cards.len() + p.governor.iter().count(),
            st.score(c, seat).total()
        );
        if p.passed && st.phase == Phase::Action {
            line = format!("{line} · {}", tr.t("endeavor-label-passed"));
        }
        y = lines(s, x0 + 44.0, y, 18.0, false, &line, "#222", 1700.0, 24.0) + 14.0;
    }
    let w = BOARD_W as f32 - x0 - 20.0;
    let legend = format!(
        "♛ {} · ⚓ {} · ◎ {} · ▢ {} · ★ {}",
        tr.t("endeavor-label-crown"),
        tr.t("endeavor-label-harbor"),
        tr.t("endeavor-label-supply-markers"),
        tr.t("endeavor-label-cards"),
        tr.t("endeavor-label-glory")
    );
    let y = lines(s, x0, y, 18.0, false, &legend, "#555", w, 24.0);
    // The letters on the decks' top cards and buildings, in this language.
    lines(
        s,
        x0,
        y,
        16.0,
        false,
        &tr.t("endeavor-label-icon-legend"),
        "#555",
        w,
        22.0,
    )
}
