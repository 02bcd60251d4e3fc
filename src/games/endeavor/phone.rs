//! Endeavor for a phone (issue 28): each image 800 px wide, so that a
//! phone showing it 400 px wide halves every size.
//!
//! - A seat's private view ([`seat`]): every text at least 18 px (9 px on
//!   the phone), no taller than 1000 px: whose turn and what the seat may
//!   do now, its four status tracks in words, harbor, supply and Glory,
//!   its trade tokens, buildings (with what each does and whether a
//!   worker is on it) and cards, every text whole (wrapped, never cut).
//! - The board's panels ([`panels`]), shown one under the other: the
//!   header (whose turn, everyone's Glory, the last action), the regions
//!   (shipping tracks, cities, top cards), then the buildings left and
//!   the players. Texts at least 16 px (8 px on the phone).
//!
//! Texts are laid out by measured width ([`wrap`]), so nothing
//! runs out of its box or over another text in any of the five
//! languages (`tests/engines/boards_in_languages.rs`, strict).

use super::content::{Content, Named};
use super::render::{icons_text, phase_id};
use super::rules::{Phase, State};
use crate::engine::{Msg, Seat, Translate};
use crate::msg;
use crate::render::{seat_colour, text_width, wrap_width, Svg};

/// The width of every phone image.
pub const W: f32 = 800.0;
/// The tallest a phone image may be (1.25 × its width).
pub const MAX_H: f32 = 1000.0;
const PAD: f32 = 16.0;
const DARK: &str = "#2b2d42";
const INK: &str = "#222";
const GOLD: &str = "#f2c14e";
const REGION_FILLS: [&str; 7] = [
    "#f3e9d2", "#dcefd9", "#d7eef2", "#e6e0f3", "#f6e0d4", "#f2ecc4", "#e0e8f6",
];

/// A scene being laid out from the top: `y` is where the next thing
/// goes. Its height is set when it is finished.
struct Page {
    s: Svg,
    y: f32,
}

impl Page {
    fn new() -> Page {
        Page {
            s: Svg::new(W as u32, 1),
            y: 0.0,
        }
    }

    /// The document, as tall as what was drawn (plus a margin).
    fn finish(self) -> String {
        let h = (self.y + PAD).ceil() as u32;
        self.s.finish().replacen(
            &format!("height=\"1\" viewBox=\"0 0 {} 1\"", W as u32),
            &format!("height=\"{h}\" viewBox=\"0 0 {} {h}\"", W as u32),
            1,
        )
    }
}

/// `text` broken into lines no wider than `max` pixels at `size`, each
/// candidate line measured whole with the fonts (the kit's
/// `render::wrap_width` counts a space as 0 px, as `text_width(" ")` is 0,
/// so its lines run up to a tenth too wide); a word wider than a line is
/// split by `wrap_width`. Never cut.
pub fn wrap(text: &str, size: f32, bold: bool, max: f32) -> Vec<String> {
    let mut out = Vec::new();
    for para in text.split('\n') {
        let mut line = String::new();
        for word in para.split_whitespace() {
            let candidate = if line.is_empty() {
                word.to_string()
            } else {
                format!("{line} {word}")
            };
            if text_width(&candidate, size, bold) <= max {
                line = candidate;
                continue;
            }
            if !line.is_empty() {
                out.push(std::mem::take(&mut line));
            }
            if text_width(word, size, bold) <= max {
                line = word.to_string();
            } else {
                let mut pieces = wrap_width(word, size, bold, max);
                line = pieces.pop().unwrap_or_default();
                out.extend(pieces);
            }
        }
        out.push(line);
    }
    out
}

/// The lines `text` wraps to in `max` pixels, and the height they take.
fn wrapped(text: &str, size: f32, bold: bool, max: f32) -> (Vec<String>, f32) {
    let lines = wrap(text, size, bold, max);
    let h = line_h(size) * lines.len() as f32;
    (lines, h)
}

fn line_h(size: f32) -> f32 {
    (size * 1.3).ceil()
}

/// Draws wrapped lines with the first line's top at `top`; returns the
/// height used.
#[allow(clippy::too_many_arguments)]
fn para(
    s: &mut Svg,
    x: f32,
    top: f32,
    size: f32,
    bold: bool,
    fill: &str,
    text: &str,
    max: f32,
) -> f32 {
    let (lines, h) = wrapped(text, size, bold, max);
    for (i, line) in lines.iter().enumerate() {
        let base = top + line_h(size) * i as f32 + size;
        s.text(x, base, size, line, "start", fill, bold);
    }
    h
}

/// A disc in the seat's colour with the seat's number, `r` wide.
fn disc(s: &mut Svg, cx: f32, cy: f32, r: f32, seat: Seat) {
    s.circle(cx, cy, r, seat_colour(seat), None);
    // Never under 14 px: 7 px when a phone shows the panel 400 px wide.
    let size = (r * 1.2).round().max(14.0);
    s.text(
        cx,
        cy + size * 0.36,
        size,
        &(seat + 1).to_string(),
        "middle",
        "#fff",
        true,
    );
}

/// Whose turn it is (or who won), as the header says it.
fn stage_and_turn(c: &Content, st: &State, tr: &dyn Translate) -> (String, String, Vec<i64>) {
    let n = st.seats();
    let glory: Vec<i64> = match &st.scores {
        Some(v) => v.clone(),
        None => (0..n).map(|seat| st.score(c, seat).total()).collect(),
    };
    let best = glory.iter().copied().max().unwrap_or(0);
    let names = |seats: Vec<Seat>| super::rules::joined(seats.into_iter().map(Msg::seat).collect());
    if st.scores.is_some() {
        let winners: Vec<Seat> = (0..n).filter(|&seat| glory[seat] == best).collect();
        let count = winners.len();
        (
            tr.tr(&msg!("endeavor-label-final", round = st.round as i64)),
            tr.tr(&msg!(
                "endeavor-label-over",
                list = names(winners),
                count = count
            )),
            glory,
        )
    } else {
        (
            tr.tr(&msg!(
                "endeavor-label-round",
                round = st.round as i64,
                phase = tr.t(phase_id(st.phase))
            )),
            tr.tr(&msg!("endeavor-label-turn", list = names(st.to_act()))),
            glory,
        )
    }
}

/// The last action as told to everyone, with what it changed.
fn last_text(st: &State, tr: &dyn Translate) -> (Option<Seat>, String) {
    match &st.last {
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
    }
}

/// How a header is drawn: on a `width`-wide image, sizes `k` times a
/// phone's, `per_row` players' scores to a row.
pub struct Look {
    pub width: f32,
    pub k: f32,
    pub per_row: usize,
}

/// A phone image's header.
const PHONE: Look = Look {
    width: W,
    k: 1.0,
    per_row: 2,
};

/// The dark band: `title`, the stage, whose turn, and (when `scores`)
/// everyone's Glory, names whole; from `top`, returns its height.
#[allow(clippy::too_many_arguments)]
pub fn band(
    s: &mut Svg,
    top: f32,
    look: &Look,
    c: &Content,
    st: &State,
    tr: &dyn Translate,
    title: &str,
    scores: bool,
) -> f32 {
    let k = look.k;
    let pad = PAD * k;
    let (stage, turn, glory) = stage_and_turn(c, st, tr);
    let max = look.width - 2.0 * pad;
    let (t1, h1) = wrapped(title, 26.0 * k, true, max);
    let (t2, h2) = wrapped(&stage, 22.0 * k, false, max);
    let (t3, h3) = wrapped(&turn, 24.0 * k, true, max);
    // Scores: ranked once the game is over.
    let mut order: Vec<Seat> = (0..st.seats()).collect();
    if st.scores.is_some() {
        order.sort_by_key(|&seat| (std::cmp::Reverse(glory[seat]), seat));
    }
    let best = glory.iter().copied().max().unwrap_or(0);
    let col = (look.width - pad) / look.per_row as f32;
    let r = 15.0 * k;
    let size = 24.0 * k;
    let name_w = col - 2.0 * r - 20.0 * k;
    let cells: Vec<(Seat, Vec<String>, f32)> = if scores {
        order
            .iter()
            .map(|&seat| {
                let label = format!("{} {}", tr.tr(&Msg::seat(seat)), glory[seat]);
                let (l, h) = wrapped(&label, size, glory[seat] == best, name_w);
                (seat, l, h)
            })
            .collect()
    } else {
        Vec::new()
    };
    let rows: Vec<f32> = cells
        .chunks(look.per_row)
        .map(|row| row.iter().map(|x| x.2).fold(0.0, f32::max) + 6.0 * k)
        .collect();
    let height = pad + h1 + h2 + h3 + rows.iter().sum::<f32>() + pad * 0.5;
    let bg = if st.scores.is_some() { "#3d2b42" } else { DARK };
    s.rect(0.0, top, look.width, height, bg, None, 0.0);
    let mut y = top + pad * 0.75;
    for (lines, size, bold, fill, h) in [
        (&t1, 26.0 * k, true, "#ffffff", h1),
        (&t2, 22.0 * k, false, "#edf2f4", h2),
        (&t3, 24.0 * k, true, "#ffd166", h3),
    ] {
        for (i, line) in lines.iter().enumerate() {
            s.text(
                pad,
                y + line_h(size) * i as f32 + size,
                size,
                line,
                "start",
                fill,
                bold,
            );
        }
        y += h;
    }
    for (row, row_h) in cells.chunks(look.per_row).zip(&rows) {
        for (i, (seat, lines, _)) in row.iter().enumerate() {
            let x = pad + col * i as f32;
            s.circle(x + r, y + r + 2.0 * k, r, seat_colour(*seat), Some("#fff"));
            s.text(
                x + r,
                y + r + 10.0 * k,
                22.0 * k,
                &(seat + 1).to_string(),
                "middle",
                "#fff",
                true,
            );
            for (j, line) in lines.iter().enumerate() {
                s.text(
                    x + 2.0 * r + 10.0 * k,
                    y + line_h(size) * j as f32 + size,
                    size,
                    line,
                    "start",
                    "#ffffff",
                    glory[*seat] == best,
                );
            }
        }
        y += row_h;
    }
    height
}

/// The pale strip with the last action, whole (wrapped), at `size`
/// (times the look's scale); from `top`, returns its height.
pub fn last_strip(
    s: &mut Svg,
    top: f32,
    look: &Look,
    st: &State,
    tr: &dyn Translate,
    size: f32,
) -> f32 {
    let k = look.k;
    let pad = PAD * k;
    let size = size * k;
    let (actor, text) = last_text(st, tr);
    let x = pad + 30.0 * k;
    let (lines, h) = wrapped(&text, size, true, look.width - x - pad);
    let height = h + pad;
    // A group of its own, so a test can read the strip's words.
    s.raw("<g id=\"last-action\">");
    s.rect(0.0, top, look.width, height, "#fff3bf", None, 0.0);
    if let Some(seat) = actor {
        let r = 11.0 * k;
        s.circle(
            pad + r,
            top + pad * 0.5 + size * 0.6,
            r,
            seat_colour(seat),
            Some(INK),
        );
    }
    for (i, line) in lines.iter().enumerate() {
        s.text(
            x,
            top + pad * 0.5 + line_h(size) * i as f32 + size,
            size,
            line,
            "start",
            INK,
            true,
        );
    }
    s.raw("</g>");
    height
}

/// A heading across the page.
fn heading(p: &mut Page, text: &str, size: f32) {
    p.y += 10.0;
    p.y += para(&mut p.s, PAD, p.y, size, true, INK, text, W - 2.0 * PAD);
    p.y += 2.0;
}

/// The phone board: the header, the regions, the buildings and players.
pub fn panels(c: &Content, st: &State, tr: &dyn Translate) -> Vec<String> {
    let mut out = Vec::new();
    // The header: whose turn, everyone's Glory, the last action.
    let mut p = Page::new();
    p.y += band(
        &mut p.s,
        0.0,
        &PHONE,
        c,
        st,
        tr,
        &tr.t("endeavor-label-title"),
        true,
    );
    p.y += last_strip(&mut p.s, p.y, &PHONE, st, tr, 22.0);
    out.push(p.finish());
    out.push(regions(c, st, tr));
    // Buildings and players together when they fit, else apart.
    let both = {
        let mut p = Page::new();
        buildings_left(&mut p, c, st, tr);
        players(&mut p, c, st, tr);
        (p.y + PAD <= MAX_H).then(|| p.finish())
    };
    match both {
        Some(svg) => out.push(svg),
        None => {
            let mut p = Page::new();
            buildings_left(&mut p, c, st, tr);
            out.push(p.finish());
            let mut p = Page::new();
            players(&mut p, c, st, tr);
            out.push(p.finish());
        }
    }
    out
}

/// Every region as a tile, two to a row: its name (and whether it is
/// still closed), its shipping track, its cities, the top card of each
/// of its decks.
fn regions(c: &Content, st: &State, tr: &dyn Translate) -> String {
    let mut p = Page::new();
    heading(&mut p, &tr.t("endeavor-view-regions"), 22.0);
    let col = (W - 3.0 * PAD) / 2.0;
    let inner = col - 2.0 * PAD * 0.75;
    let order: Vec<usize> = (0..c.regions.len()).collect();
    for pair in order.chunks(2) {
        let top = p.y + 8.0;
        // Lay each tile out in a scratch scene to know the row's height.
        let heights: Vec<f32> = pair
            .iter()
            .map(|&r| region_tile(&mut Svg::new(1, 1), c, st, tr, r, 0.0, 0.0, inner))
            .collect();
        let row_h = heights.iter().copied().fold(0.0, f32::max);
        for (k, &r) in pair.iter().enumerate() {
            let x = PAD + (col + PAD) * k as f32;
            let fill = REGION_FILLS[r % REGION_FILLS.len()];
            if st.is_open(c, r) {
                p.s.rect(x, top, col, row_h, fill, None, 12.0);
            } else {
                p.s.rect(x, top, col, row_h, fill, None, 12.0);
                p.s.raw(&format!(
                    "<rect x=\"{x}\" y=\"{top}\" width=\"{col}\" height=\"{row_h}\" rx=\"12\" \
                     fill=\"none\" stroke=\"#5c5c5c\" stroke-width=\"3\" stroke-dasharray=\"12 8\"/>"
                ));
            }
            region_tile(&mut p.s, c, st, tr, r, x + PAD * 0.75, top, inner);
        }
        p.y = top + row_h;
    }
    // What the shapes mean.
    p.y += 8.0;
    let legend = [
        tr.t("endeavor-view-regions-legend"),
        tr.t("endeavor-label-closed-legend"),
        tr.t("endeavor-label-glory-city"),
        tr.t("endeavor-label-icon-legend"),
    ];
    for line in legend {
        p.y += para(
            &mut p.s,
            PAD,
            p.y,
            16.0,
            false,
            "#444",
            &line,
            W - 2.0 * PAD,
        );
    }
    if st.abolished {
        p.y += para(
            &mut p.s,
            PAD,
            p.y,
            18.0,
            true,
            "#7a1b1b",
            &tr.t("endeavor-label-abolished"),
            W - 2.0 * PAD,
        );
    }
    p.finish()
}

/// One region's tile at (`x`, `top`), `w` wide for its texts; returns
/// its height.
#[allow(clippy::too_many_arguments)]
fn region_tile(
    s: &mut Svg,
    c: &Content,
    st: &State,
    tr: &dyn Translate,
    r: usize,
    x: f32,
    top: f32,
    w: f32,
) -> f32 {
    let reg = &c.regions[r];
    let mut y = top + 8.0;
    y += para(s, x, y, 20.0, true, INK, &tr.tr(&reg.name_msg()), w);
    // Shipping: one circle per space, a disc where a seat has shipped.
    let rr = 11.0;
    let per_row = ((w / (2.0 * rr + 4.0)).floor() as usize).max(1);
    let spaces: Vec<Option<Seat>> = st.track[r].clone();
    for row in spaces.chunks(per_row) {
        for (i, sp) in row.iter().enumerate() {
            let cx = x + rr + (2.0 * rr + 4.0) * i as f32;
            match sp {
                Some(seat) => disc(s, cx, y + rr + 2.0, rr, *seat),
                None => s.circle(cx, y + rr + 2.0, rr - 1.0, "#ffffff", Some("#666")),
            }
        }
        y += 2.0 * rr + 6.0;
    }
    // Markers beside a full track.
    let beside: Vec<String> = (0..st.seats())
        .filter(|&seat| st.beside[r][seat] > 0)
        .map(|seat| {
            tr.tr(&msg!(
                "endeavor-view-beside",
                seat = Msg::seat(seat),
                n = st.beside[r][seat] as i64
            ))
        })
        .collect();
    if !beside.is_empty() {
        y += para(s, x, y, 16.0, false, INK, &beside.join(" · "), w);
    }
    // Cities: a disc for a taken one, a circle for a free one, gold ringed
    // when it is worth 2 Glory.
    let cities: Vec<usize> = (0..c.cities.len())
        .filter(|&i| c.cities[i].region == r)
        .collect();
    let per_row = ((w / (2.0 * rr + 10.0)).floor() as usize).max(1);
    for row in cities.chunks(per_row) {
        for (i, &k) in row.iter().enumerate() {
            let cx = x + rr + 3.0 + (2.0 * rr + 10.0) * i as f32;
            let cy = y + rr + 4.0;
            if c.cities[k].glory >= 2 {
                s.circle(cx, cy, rr + 4.0, GOLD, None);
            }
            match st.cities[k] {
                Some(seat) => disc(s, cx, cy, rr, seat),
                None => {
                    s.circle(cx, cy, rr, "#333333", None);
                    s.circle(cx, cy, rr - 3.0, "#ffffff", None);
                }
            }
        }
        y += 2.0 * rr + 10.0;
    }
    // The top card of each deck.
    for &d in &reg.decks {
        let deck = &c.decks[d];
        let top_card = if deck.slavery && st.abolished {
            tr.t("endeavor-label-abolished")
        } else {
            match st.decks[d].first() {
                None => tr.t("endeavor-label-deck-empty"),
                Some(&k) => card_words(c, tr, k),
            }
        };
        let line = tr.tr(&msg!(
            "endeavor-view-deck-top",
            deck = deck.name_msg(),
            card = top_card
        ));
        y += para(s, x, y, 16.0, false, INK, &line, w);
    }
    y + 8.0 - top
}

/// A card in words: its name, icons and Glory ("Governor" first for a
/// Governor).
fn card_words(c: &Content, tr: &dyn Translate, k: usize) -> String {
    let card = &c.cards[k];
    let mut parts = vec![tr.tr(&card.name_msg())];
    if card.governor {
        parts.push(tr.t("endeavor-label-governor"));
    }
    let icons = icons_text(tr, &card.icons);
    if icons != "-" {
        parts.push(icons);
    }
    if card.glory > 0 {
        parts.push(format!("★{}", card.glory));
    }
    parts.join(" · ")
}

/// What a building does: icons, action, Glory.
fn building_words(c: &Content, tr: &dyn Translate, k: usize) -> String {
    let b = &c.buildings[k];
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
    gives.join(" · ")
}

/// The buildings still in the supply, level by level, two to a row.
fn buildings_left(p: &mut Page, c: &Content, st: &State, tr: &dyn Translate) {
    heading(p, &tr.t("endeavor-label-supply"), 22.0);
    let col = (W - 3.0 * PAD) / 2.0;
    for level in 1..=5u8 {
        let kinds: Vec<usize> = (0..c.buildings.len())
            .filter(|&k| c.buildings[k].level == level && st.supply[k] > 0)
            .collect();
        let title = tr.tr(&msg!("endeavor-label-level", level = level as i64));
        if kinds.is_empty() {
            let line = format!("{title}: –");
            p.y += 4.0;
            p.y += para(&mut p.s, PAD, p.y, 18.0, true, "#444", &line, W - 2.0 * PAD);
            continue;
        }
        p.y += 4.0;
        p.y += para(
            &mut p.s,
            PAD,
            p.y,
            18.0,
            true,
            "#444",
            &title,
            W - 2.0 * PAD,
        );
        for pair in kinds.chunks(2) {
            let mut row_h: f32 = 0.0;
            for (i, &k) in pair.iter().enumerate() {
                let x = PAD + (col + PAD) * i as f32;
                let name = format!("{} ×{}", tr.tr(&c.buildings[k].name_msg()), st.supply[k]);
                let mut h = para(&mut p.s, x, p.y, 18.0, false, INK, &name, col);
                let gives = building_words(c, tr, k);
                if !gives.is_empty() {
                    h += para(
                        &mut p.s,
                        x + 10.0,
                        p.y + h,
                        16.0,
                        false,
                        "#6b4e00",
                        &gives,
                        col - 10.0,
                    );
                }
                row_h = row_h.max(h);
            }
            p.y += row_h + 4.0;
        }
    }
}

/// One line per player (wrapped): crown, name, status, harbor, supply,
/// cards, Glory, passed; then what the symbols mean.
fn players(p: &mut Page, c: &Content, st: &State, tr: &dyn Translate) {
    heading(p, &tr.t("endeavor-label-players"), 22.0);
    for seat in 0..st.seats() {
        let pl = &st.players[seat];
        let v = st.status(c, seat);
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
            pl.harbor,
            pl.supply,
            pl.cards.len() + pl.governor.iter().count(),
            st.score(c, seat).total()
        );
        if pl.passed && st.phase == Phase::Action {
            line = format!("{line} · {}", tr.t("endeavor-label-passed"));
        }
        p.y += 6.0;
        disc(&mut p.s, PAD + 14.0, p.y + 13.0, 14.0, seat);
        p.y += para(
            &mut p.s,
            PAD + 38.0,
            p.y,
            20.0,
            false,
            INK,
            &line,
            W - 2.0 * PAD - 38.0,
        );
    }
    p.y += 6.0;
    let legend = format!(
        "♛ {} · ⚓ {} · ◎ {} · ▢ {} · ★ {}",
        tr.t("endeavor-label-crown"),
        tr.t("endeavor-label-harbor"),
        tr.t("endeavor-label-supply-markers"),
        tr.t("endeavor-label-cards"),
        tr.t("endeavor-label-glory")
    );
    p.y += para(
        &mut p.s,
        PAD,
        p.y,
        16.0,
        false,
        "#555",
        &legend,
        W - 2.0 * PAD,
    );
    p.y += para(
        &mut p.s,
        PAD,
        p.y,
        16.0,
        false,
        "#555",
        &tr.t("endeavor-label-icon-legend"),
        W - 2.0 * PAD,
    );
}

/// How much of a seat view to show: everything, or (when that is too
/// tall) buildings and cards by name only, then without the last
/// action.
#[derive(Clone, Copy, PartialEq)]
enum Detail {
    Full,
    Names,
    Least,
}

/// A seat's private view for a phone.
pub fn seat(c: &Content, st: &State, seat: Seat, tr: &dyn Translate) -> String {
    if seat >= st.seats() {
        return Page::new().finish();
    }
    let mut svg = seat_at(c, st, seat, tr, Detail::Full);
    for detail in [Detail::Names, Detail::Least] {
        if seat_height(&svg) <= MAX_H {
            break;
        }
        svg = seat_at(c, st, seat, tr, detail);
    }
    svg
}

fn seat_height(svg: &str) -> f32 {
    svg.split("height=\"")
        .nth(1)
        .and_then(|h| h.split('"').next())
        .and_then(|h| h.parse().ok())
        .unwrap_or(0.0)
}

fn seat_at(c: &Content, st: &State, seat: Seat, tr: &dyn Translate, detail: Detail) -> String {
    let mut p = Page::new();
    let pl = &st.players[seat];
    let body = 18.0;
    let max = W - 2.0 * PAD;
    let title = tr.tr(&Msg::seat(seat));
    p.y += band(&mut p.s, 0.0, &PHONE, c, st, tr, &title, false);
    if detail != Detail::Least {
        p.y += last_strip(&mut p.s, p.y, &PHONE, st, tr, 18.0);
    }
    // What this seat may do now.
    let now = match super::talk::prompt(c, st, seat) {
        Some(m) => tr.tr(&m),
        None if st.phase == Phase::Over => String::new(),
        None => tr.tr(&msg!(
            "endeavor-view-waiting",
            list = super::rules::joined(st.to_act().into_iter().map(Msg::seat).collect())
        )),
    };
    if !now.is_empty() {
        p.y += 8.0;
        p.y += para(&mut p.s, PAD, p.y, 20.0, true, "#1f5fa8", &now, max);
    }
    // Status tracks, in words.
    heading(&mut p, &tr.t("endeavor-view-status"), 20.0);
    let status = st.status(c, seat);
    let raw = st.raw_status(c, seat);
    let derived = [
        "endeavor-track-build",
        "endeavor-track-growth",
        "endeavor-track-salary",
        "endeavor-track-limit",
    ];
    let col = (W - 3.0 * PAD) / 2.0;
    let lines: Vec<String> = c
        .tracks
        .iter()
        .enumerate()
        .map(|(t, table)| {
            let label = tr.tr(&msg!(
                derived[t],
                track = table.name_msg(),
                status = status[t],
                level = table.level(status[t])
            ));
            if raw[t] > 15 {
                format!("{label} ({})", raw[t])
            } else {
                label
            }
        })
        .collect();
    for pair in lines.chunks(2) {
        let mut h: f32 = 0.0;
        for (i, l) in pair.iter().enumerate() {
            h = h.max(para(
                &mut p.s,
                PAD + (col + PAD) * i as f32,
                p.y,
                body,
                false,
                INK,
                l,
                col,
            ));
        }
        p.y += h;
    }
    // Workers, supply and Glory.
    let pieces = tr.tr(&msg!(
        "endeavor-view-pieces",
        harbor = pl.harbor,
        supply = pl.supply,
        glory = st.score(c, seat).total()
    ));
    p.y += 4.0;
    p.y += para(&mut p.s, PAD, p.y, body, true, INK, &pieces, max);
    // Trade tokens.
    let tokens: Vec<String> = pl
        .tokens
        .iter()
        .enumerate()
        .filter(|(_, n)| **n > 0)
        .map(|(k, n)| {
            tr.tr(&msg!(
                "count-of",
                name = c.tokens[k].name_msg(),
                n = *n as i64
            ))
        })
        .collect();
    if !tokens.is_empty() {
        let line = tr.tr(&msg!(
            "label-value",
            label = Msg::new("endeavor-label-tokens"),
            value = tokens.join(" · ")
        ));
        p.y += para(&mut p.s, PAD, p.y, body, false, INK, &line, max);
    }
    // Buildings: ● a worker on it, ○ an empty activation circle.
    heading(
        &mut p,
        &tr.tr(&msg!(
            "endeavor-view-buildings",
            n = pl.buildings.len() as i64,
            spaces = c.numbers.building_spaces as i64 + 1
        )),
        20.0,
    );
    let items: Vec<(Option<bool>, String)> = pl
        .buildings
        .iter()
        .map(|b| {
            let kind = &c.buildings[b.kind];
            let name = tr.tr(&kind.name_msg());
            let text = if detail == Detail::Full {
                let gives = building_words(c, tr, b.kind);
                if gives.is_empty() {
                    name
                } else {
                    format!("{name}: {gives}")
                }
            } else {
                name
            };
            (kind.action.as_ref().map(|_| b.occupied), text)
        })
        .collect();
    grid(&mut p, &items, seat, body);
    // Cards: the governor space, then counted cards.
    heading(
        &mut p,
        &format!(
            "{} · {}",
            tr.t("endeavor-label-cards"),
            tr.tr(&msg!(
                "endeavor-label-card-limit",
                limit = st.level(c, seat, 3) as i64
            ))
        ),
        20.0,
    );
    let words = |k: usize| {
        if detail == Detail::Full {
            card_words(c, tr, k)
        } else {
            tr.tr(&c.cards[k].name_msg())
        }
    };
    let mut cards: Vec<(Option<bool>, String)> = Vec::new();
    cards.push((
        None,
        match pl.governor {
            Some(k) => tr.tr(&msg!(
                "label-value",
                label = Msg::new("endeavor-label-governor-space"),
                value = words(k)
            )),
            None => tr.tr(&msg!(
                "label-value",
                label = Msg::new("endeavor-label-governor-space"),
                value = "– (★3)"
            )),
        },
    ));
    for &k in &pl.cards {
        cards.push((None, words(k)));
    }
    grid(&mut p, &cards, seat, body);
    let mut tail = vec![tr.tr(&msg!(
        "endeavor-label-slavery-down",
        count = pl.slavery_down.len() as i64
    ))];
    if pl.passed && st.phase == Phase::Action {
        tail.push(tr.t("endeavor-label-passed"));
    }
    p.y += 6.0;
    p.y += para(
        &mut p.s,
        PAD,
        p.y,
        body,
        false,
        "#444",
        &tail.join(" · "),
        max,
    );
    p.finish()
}

/// Items two to a row, each whole (wrapped in its column), with a mark
/// before it: a disc when a worker is on it (`Some(true)`), an empty
/// circle when its circle is free (`Some(false)`), nothing for `None`.
fn grid(p: &mut Page, items: &[(Option<bool>, String)], seat: Seat, size: f32) {
    let col = (W - 3.0 * PAD) / 2.0;
    for pair in items.chunks(2) {
        let mut h: f32 = 0.0;
        for (i, (mark, text)) in pair.iter().enumerate() {
            let x = PAD + (col + PAD) * i as f32;
            let cy = p.y + size * 0.62;
            match mark {
                // The seat's own colour: every disc of a seat view is its.
                Some(true) => p.s.circle(x + 9.0, cy, 9.0, seat_colour(seat), Some(INK)),
                Some(false) => p.s.circle(x + 9.0, cy, 8.0, "none", Some("#5a4632")),
                None => {
                    p.s.rect(x + 2.0, cy - 7.0, 14.0, 14.0, "#7a7a7a", None, 2.0)
                }
            }
            h = h.max(para(
                &mut p.s,
                x + 24.0,
                p.y,
                size,
                false,
                INK,
                text,
                col - 24.0,
            ));
        }
        p.y += h + 4.0;
    }
}
