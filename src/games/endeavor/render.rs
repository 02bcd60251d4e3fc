//! What Endeavor looks like: the public world map (regions, shipping
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
use crate::render::{
    esc, fit_chars, last_strip_height, seat_colour, HeaderBand, HeaderScore, Svg, HEADER_MIN_SHARE,
};
use std::fmt::Write;

const BOARD_W: u32 = 1800;
const BOARD_H: u32 = 1230;
const SEAT_W: u32 = 1400;
const SEAT_H: u32 = 1090;

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

/// The height of [`Svg::header_band`] and the last-action strip under it
/// on a board `width` wide (the kit computes it the same way; asserted in
/// the render test).
fn band_height(width: u32) -> f32 {
    let size = (width as f32 * HEADER_MIN_SHARE).ceil();
    size * 0.8 + size * 1.3 * 3.0 + last_strip_height(width)
}

/// The header band of both boards: whose turn (names), round and phase,
/// everyone's Glory (now, or final and ranked once the game is over).
fn header(s: &mut Svg, c: &Content, st: &State, tr: &dyn Translate, title: &str) -> f32 {
    let n = st.seats();
    let name = |seat: Seat| tr.tr(&Msg::seat(seat));
    let glory: Vec<i64> = match &st.scores {
        Some(v) => v.clone(),
        None => (0..n).map(|seat| st.score(c, seat).total()).collect(),
    };
    let best = glory.iter().copied().max().unwrap_or(0);
    let over = st.scores.is_some();
    let mut order: Vec<Seat> = (0..n).collect();
    if over {
        order.sort_by_key(|&seat| (std::cmp::Reverse(glory[seat]), seat));
    }
    let scores: Vec<HeaderScore> = order
        .iter()
        .map(|&seat| HeaderScore {
            seat,
            name: name(seat),
            score: glory[seat],
            leading: glory[seat] == best,
        })
        .collect();
    let names = |seats: Vec<Seat>| super::rules::joined(seats.into_iter().map(Msg::seat).collect());
    let (stage, turn) = if over {
        let winners: Vec<Seat> = (0..n).filter(|&seat| glory[seat] == best).collect();
        let count = winners.len();
        (
            tr.tr(&msg!("endeavor-label-final", round = st.round as i64)),
            tr.tr(&msg!(
                "endeavor-label-over",
                list = names(winners),
                count = count
            )),
        )
    } else {
        (
            tr.tr(&msg!(
                "endeavor-label-round",
                round = st.round as i64,
                phase = tr.t(phase_id(st.phase))
            )),
            tr.tr(&msg!("endeavor-label-turn", list = names(st.to_act()))),
        )
    };
    let band = s.header_band(&HeaderBand {
        title,
        stage: &stage,
        turn: &turn,
        scores: &scores,
        over,
    });
    // Issue 10 item 7: the last action as told to everyone and what it
    // changed for the actor.
    let (actor, text) = match &st.last {
        Some(last) => {
            let told = super::talk::reword(&last.told);
            let text = match &last.change {
                Some(ch) => tr.tr(&msg!(
                    "endeavor-label-last-change",
                    what = told,
                    change = ch.clone()
                )),
                None => tr.tr(&msg!("endeavor-label-last", what = told)),
            };
            (Some(last.seat), text)
        }
        None => (None, tr.t("endeavor-label-no-last")),
    };
    band + s.last_strip(band, actor, &text)
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
    fast(s, cx, y, 18.0, text, "middle", "#fff", true);
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
    // The header band replaces the old 56-px title bar: the map below is
    // drawn in its own coordinates, moved down by the difference.
    let mut s = Svg::new(BOARD_W, BOARD_H - 56 + band_height(BOARD_W).ceil() as u32);
    let band = header(&mut s, c, st, tr, &tr.t("endeavor-label-title"));
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
                part(&mut s, &mut n, Part::Label, |s| {
                    fast(
                        s,
                        dx + w / 2.0,
                        dy - 6.0,
                        18.0,
                        &tr.tr(&deck.name_msg()),
                        "middle",
                        "#222",
                        true,
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
                    fast(
                        &mut s,
                        dx + w / 2.0,
                        dy + 24.0,
                        20.0,
                        &head,
                        "middle",
                        "#222",
                        true,
                    );
                    plain(
                        &mut s,
                        dx + w / 2.0,
                        dy + 50.0,
                        &icons_text(tr, &card.icons),
                        "middle",
                        "#333",
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

    // Legend (upper right, the open sea between Europe and the Far East).
    let (lx, ly) = (1130.0, 96.0);
    fast(
        &mut s,
        lx,
        ly,
        20.0,
        &tr.t("endeavor-label-tokens"),
        "start",
        "#222",
        true,
    );
    // Per colour: what it means, then the letters two to a line (the
    // tokens on the map are these letters on a box of that colour).
    let mut y = ly + 4.0;
    for (blue, colour, id) in [
        (false, BROWN, "endeavor-label-brown"),
        (true, BLUE, "endeavor-label-blue"),
    ] {
        y += 28.0;
        fast(&mut s, lx, y, 18.0, &tr.t(id), "start", colour, true);
        let names: Vec<String> = c
            .tokens
            .iter()
            .filter(|t| t.action.is_some() == blue)
            .map(|t| format!("{} {}", t.abbr, tr.tr(&t.name_msg())))
            .collect();
        for pair in names.chunks(2) {
            y += 26.0;
            plain(&mut s, lx + 12.0, y, &pair.join(" · "), "start", "#222");
        }
    }
    let y = y - 16.0;
    // The map's two cues, explained once.
    s.raw(&format!(
        "<rect x=\"{lx}\" y=\"{}\" width=\"34\" height=\"22\" fill=\"none\" \
         stroke=\"#5c5c5c\" stroke-width=\"3\" stroke-dasharray=\"8 5\"/>",
        y + 48.0
    ));
    plain(
        &mut s,
        lx + 44.0,
        y + 66.0,
        &tr.t("endeavor-label-closed-legend"),
        "start",
        "#222",
    );
    s.circle(lx + 17.0, y + 92.0, 14.0, GOLD, None);
    s.circle(lx + 17.0, y + 92.0, 9.0, "#ffffff", None);
    plain(
        &mut s,
        lx + 44.0,
        y + 99.0,
        &tr.t("endeavor-label-glory-city"),
        "start",
        "#222",
    );
    if st.abolished {
        fast(
            &mut s,
            lx,
            y + 132.0,
            20.0,
            &tr.t("endeavor-label-abolished"),
            "start",
            "#7a1b1b",
            true,
        );
    }

    // Bottom panel: buildings left, players.
    let py = PANEL_Y;
    s.rect(0.0, py, BOARD_W as f32, 2.0, "#555555", None, 0.0);
    fast(
        &mut s,
        20.0,
        py + 30.0,
        20.0,
        &tr.t("endeavor-label-supply"),
        "start",
        "#222",
        true,
    );
    for level in 1..=5u8 {
        let x = 20.0 + (level - 1) as f32 * 205.0;
        fast(
            &mut s,
            x,
            py + 62.0,
            18.0,
            &tr.tr(&msg!("endeavor-label-level", level = level as i64)),
            "start",
            "#444",
            true,
        );
        // Sold-out kinds are left out: what is listed can still be built.
        let mut row = 0;
        for (k, b) in c.buildings.iter().enumerate() {
            if b.level != level || st.supply[k] == 0 {
                continue;
            }
            // Name and tiles left, then what the building does: its
            // icons, its action in words and its Glory (labels, so the
            // render test checks that no two overlap).
            let y = py + 92.0 + 52.0 * row as f32;
            part(&mut s, &mut n, Part::Label, |s| {
                let name = format!("{} ×{}", tr.tr(&b.name_msg()), st.supply[k]);
                plain(s, x, y, &name, "start", "#222");
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
            part(&mut s, &mut n, Part::Label, |s| {
                let gives = gives.join(" · ");
                fast(
                    s,
                    x + 10.0,
                    y + 23.0,
                    16.0,
                    &gives,
                    "start",
                    "#6b4e00",
                    false,
                );
            });
            row += 1;
        }
        if row == 0 {
            plain(&mut s, x, py + 92.0, "–", "start", "#888");
        }
    }
    let x0 = 1060.0;
    fast(
        &mut s,
        x0,
        py + 30.0,
        20.0,
        &tr.t("endeavor-label-players"),
        "start",
        "#222",
        true,
    );
    for seat in 0..st.seats() {
        let y = py + 62.0 + 44.0 * seat as f32;
        let p = &st.players[seat];
        let v = st.status(c, seat);
        marker(&mut s, x0 + 16.0, y - 6.0, 16.0, seat);
        // One line per player: the disc names the seat, the legend below
        // the symbols.
        let mut line = format!(
            "{}{} · {} · ⚓{} · ◎{} · ▢{} · ★{}",
            if st.first == seat { "♛ " } else { "" },
            fit_chars(&tr.tr(&Msg::seat(seat)), 14),
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
        plain(&mut s, x0 + 44.0, y, &line, "start", "#222");
    }
    let legend_y = py + 62.0 + 44.0 * st.seats() as f32;
    plain(
        &mut s,
        x0,
        legend_y + 4.0,
        &format!(
            "♛ {} · ⚓ {} · ◎ {} · ▢ {} · ★ {}",
            tr.t("endeavor-label-crown"),
            tr.t("endeavor-label-harbor"),
            tr.t("endeavor-label-supply-markers"),
            tr.t("endeavor-label-cards"),
            tr.t("endeavor-label-glory")
        ),
        "start",
        "#555",
    );
    // The letters on the decks' top cards and buildings, in this language.
    let w = BOARD_W as f32 - x0 - 20.0;
    s.fit_text(
        x0,
        legend_y + 26.0,
        16.0,
        &tr.t("endeavor-label-icon-legend"),
        "start",
        "#555",
        false,
        w,
        0.6,
    );
    s.raw("</g>");
    s.finish()
}

/// One player's board.
pub fn seat(c: &Content, st: &State, seat: Seat, tr: &dyn Translate) -> String {
    let mut s = Svg::new(SEAT_W, SEAT_H - 56 + band_height(SEAT_W).ceil() as u32);
    if seat >= st.seats() {
        return s.finish();
    }
    let p = &st.players[seat];
    let status = st.status(c, seat);
    let raw = st.raw_status(c, seat);
    let band = header(&mut s, c, st, tr, &tr.tr(&Msg::seat(seat)));
    s.raw(&format!("<g transform=\"translate(0 {})\">", band - 56.0));
    s.rect(
        0.0,
        56.0,
        16.0,
        SEAT_H as f32 - 56.0,
        seat_colour(seat),
        None,
        0.0,
    );

    // The four tracks: squares 0..15, symbol squares gold with their level.
    let cell = 54.0;
    let derived = [
        "endeavor-track-build",
        "endeavor-track-growth",
        "endeavor-track-salary",
        "endeavor-track-limit",
    ];
    for (t, table) in c.tracks.iter().enumerate() {
        let x0 = 40.0;
        let y0 = 110.0 + 132.0 * t as f32;
        let level = table.level(status[t]);
        let label = tr.tr(&msg!(
            derived[t],
            track = table.name_msg(),
            status = status[t],
            level = level
        ));
        let label = if raw[t] > 15 {
            format!("{label} (raw {})", raw[t])
        } else {
            label
        };
        fast(&mut s, x0, y0 - 12.0, 20.0, &label, "start", "#222", true);
        for v in 0..16u8 {
            let x = x0 + cell * v as f32;
            // Only the gold squares are numbered (the legend says so):
            // the plain ones between them are counted by eye.
            let gold = table.squares.iter().position(|&q| q == v);
            block(
                &mut s,
                x,
                y0,
                cell - 4.0,
                cell + 8.0,
                if gold.is_some() { "#f2d98a" } else { "#e3e7ed" },
            );
            if let Some(i) = gold {
                plain(
                    &mut s,
                    x + cell / 2.0 - 2.0,
                    y0 + 24.0,
                    &v.to_string(),
                    "middle",
                    "#555",
                );
                fast(
                    &mut s,
                    x + cell / 2.0 - 2.0,
                    y0 + 52.0,
                    20.0,
                    &table.levels[i].to_string(),
                    "middle",
                    "#6b4e00",
                    true,
                );
            }
        }
        let cx = x0 + cell * status[t] as f32 + cell / 2.0 - 2.0;
        marker(&mut s, cx, y0 + cell + 30.0, 16.0, seat);
    }
    for (i, id) in ["endeavor-label-track-legend", "endeavor-label-icon-legend"]
        .iter()
        .enumerate()
    {
        // One line each whatever the language: smaller type, then cut.
        let w = s.width() as f32 - 80.0;
        s.fit_text(
            40.0,
            640.0 + 24.0 * i as f32,
            18.0,
            &tr.t(id),
            "start",
            "#555",
            false,
            w,
            0.7,
        );
    }

    // Harbor, supply, tokens (right column).
    let rx = 930.0;
    fast(
        &mut s,
        rx,
        100.0,
        22.0,
        &tr.t("endeavor-label-harbor"),
        "start",
        "#222",
        true,
    );
    s.disc(rx + 20.0, 130.0, 16.0, seat);
    fast(
        &mut s,
        rx + 46.0,
        137.0,
        22.0,
        &format!("× {}", p.harbor),
        "start",
        "#222",
        true,
    );
    fast(
        &mut s,
        rx + 160.0,
        137.0,
        20.0,
        &format!("{}: {}", tr.t("endeavor-label-supply-markers"), p.supply),
        "start",
        "#222",
        false,
    );
    fast(
        &mut s,
        rx,
        190.0,
        22.0,
        &tr.t("endeavor-label-tokens"),
        "start",
        "#222",
        true,
    );
    let mut row = 0;
    for (k, n) in p.tokens.iter().enumerate() {
        if *n == 0 {
            continue;
        }
        let y = 222.0 + 32.0 * row as f32;
        token(&mut s, c, k, rx + 22.0, y);
        plain(
            &mut s,
            rx + 50.0,
            y + 7.0,
            &format!("{} × {}", tr.tr(&c.tokens[k].name_msg()), n),
            "start",
            "#222",
        );
        row += 1;
    }

    // Buildings.
    let by = 720.0;
    fast(
        &mut s,
        40.0,
        by - 12.0,
        22.0,
        &tr.t("endeavor-label-buildings"),
        "start",
        "#222",
        true,
    );
    let spaces = c.numbers.building_spaces as usize + 1;
    let bw = 160.0;
    for i in 0..spaces {
        let x = 40.0 + (bw + 6.0) * i as f32;
        match p.buildings.get(i) {
            None => s.rect(x, by, bw, 130.0, "#f4f4f4", Some("#bbbbbb"), 8.0),
            Some(b) => {
                let kind = &c.buildings[b.kind];
                let header = if kind.level == 0 {
                    tr.tr(&kind.name_msg())
                } else {
                    format!("{} ({})", tr.tr(&kind.name_msg()), kind.level)
                };
                let mut lines = vec![icons_text(tr, &kind.icons)];
                lines.push(kind.action.as_ref().map_or_else(
                    || tr.t("endeavor-label-no-circle"),
                    |o| tr.tr(&super::offer_msg(o)),
                ));
                if kind.glory > 0 {
                    lines.push(format!("★{}", kind.glory));
                }
                s.card(x, by, bw, 130.0, &header, "#5a4632", &lines);
                if b.occupied {
                    s.disc(x + bw - 24.0, by + 104.0, 16.0, seat);
                } else if kind.action.is_some() {
                    s.circle(x + bw - 24.0, by + 104.0, 16.0, "none", Some("#5a4632"));
                }
            }
        }
    }

    // Cards: the governor space, then counted cards.
    let cy = 900.0;
    let limit = st.level(c, seat, 3);
    fast(
        &mut s,
        40.0,
        cy - 12.0,
        22.0,
        &format!(
            "{} · {}",
            tr.t("endeavor-label-cards"),
            tr.tr(&msg!("endeavor-label-card-limit", limit = limit as i64))
        ),
        "start",
        "#222",
        true,
    );
    let cw = 180.0;
    // A Governor's full name does not fit a card's header: the header
    // names its region and the first line says "Governor".
    let governor_word = tr.t("endeavor-label-governor");
    let card_header = |k: usize| -> String {
        let card = &c.cards[k];
        if card.governor {
            tr.tr(&c.decks[card.deck].name_msg())
        } else {
            tr.tr(&card.name_msg())
        }
    };
    let card_lines = |k: usize| -> Vec<String> {
        let card = &c.cards[k];
        let mut l = vec![icons_text(tr, &card.icons)];
        if card.governor {
            l[0] = format!("{governor_word} · {}", l[0]);
        }
        if card.glory > 0 {
            l.push(format!("★{}", card.glory));
        }
        l
    };
    match p.governor {
        Some(k) => s.card(
            40.0,
            cy,
            cw,
            110.0,
            &card_header(k),
            "#7a1b1b",
            &card_lines(k),
        ),
        None => {
            s.rect(40.0, cy, cw, 110.0, "#fff8e6", Some("#7a1b1b"), 8.0);
            fast(
                &mut s,
                40.0 + cw / 2.0,
                cy + 50.0,
                18.0,
                &tr.t("endeavor-label-governor-space"),
                "middle",
                "#7a1b1b",
                true,
            );
            plain(
                &mut s,
                40.0 + cw / 2.0,
                cy + 80.0,
                "★3",
                "middle",
                "#7a1b1b",
            );
        }
    }
    let shown = p.cards.len().max(c.numbers.card_spaces as usize);
    for i in 0..shown.min(6) {
        let x = 40.0 + cw + 24.0 + (cw + 8.0) * i as f32;
        match p.cards.get(i) {
            Some(&k) => {
                let colour = if c.cards[k].slavery {
                    "#333333"
                } else if c.cards[k].governor {
                    "#7a1b1b"
                } else {
                    "#2f5d50"
                };
                s.card(x, cy, cw, 110.0, &card_header(k), colour, &card_lines(k));
            }
            None => s.rect(x, cy, cw, 110.0, "#f4f4f4", Some("#bbbbbb"), 8.0),
        }
    }
    if p.cards.len() > 6 {
        fast(
            &mut s,
            SEAT_W as f32 - 20.0,
            cy + 140.0,
            18.0,
            &format!("+{}", p.cards.len() - 6),
            "end",
            "#222",
            true,
        );
    }
    plain(
        &mut s,
        40.0,
        cy + 150.0,
        &tr.tr(&msg!(
            "endeavor-label-slavery-down",
            count = p.slavery_down.len() as i64
        )),
        "start",
        "#333",
    );
    if p.passed && st.phase == Phase::Action {
        plain(
            &mut s,
            SEAT_W as f32 - 20.0,
            cy + 150.0,
            &tr.t("endeavor-label-passed"),
            "end",
            "#777",
        );
    }
    s.raw("</g>");
    s.finish()
}
