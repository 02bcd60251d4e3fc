//! What Belfort looks like: the public board (districts, guilds, the
//! gathering board, calendar, players) and each seat's private view
//! (hand, goods, workers, tableau). Public boards show no hands, no deck
//! order and no secret choice.

use super::content::{Content, Goods, LotKind};
use super::notation::{card_name, guild_name};
use super::rules::{district_counts, gnomes_of, phase_msg};
use super::{At, Player, Space, State};
use crate::engine::{Msg, Translate};
use crate::msg;
use crate::render::{last_strip_height, seat_colour, HeaderBand, HeaderScore, Svg};

const W: u32 = 1600;
const H: u32 = 1000;
/// The building names left of the district table.
const LABEL_W: f32 = 150.0;
const ROW: f32 = 32.0;
/// The guild band of the district table.
const GUILD_H: f32 = 106.0;
/// A free marker place.
const FREE: &str = "#d3cab0";

pub(super) fn cost_text(g: &Goods, tr: &dyn Translate) -> String {
    let mut parts = Vec::new();
    for (n, id) in [
        (g.wood, "belfort-abbr-wood"),
        (g.stone, "belfort-abbr-stone"),
        (g.metal, "belfort-abbr-metal"),
        (g.gold, "belfort-abbr-gold"),
    ] {
        if n > 0 {
            parts.push(format!("{n}{}", tr.t(id)));
        }
    }
    if parts.is_empty() {
        "0".into()
    } else {
        parts.join(" ")
    }
}

/// A competitor by name: the player's name, or "neutral 3".
pub(super) fn competitor_label(st: &State, i: usize, tr: &dyn Translate) -> String {
    tr.tr(&super::rules::who(st, i))
}

/// Players best first: by final rank once the game is over, else in turn
/// (shield) order.
pub(super) fn ranked_order(st: &State) -> Vec<usize> {
    match &st.outcome {
        Some(o) => {
            let mut v: Vec<usize> = (0..st.n()).collect();
            v.sort_by_key(|&p| (o.ranks.get(p).copied().unwrap_or(99), p));
            v
        }
        None => st.order(),
    }
}

/// The header band of both views (issue 10): title, round and phase,
/// whose turn by name (or the winner), and the scores, ranked at the end.
/// Returns its height.
fn header(c: &Content, st: &State, s: &mut Svg, title: &str, tr: &dyn Translate) -> f32 {
    let over = st.outcome.is_some();
    let stage = if over {
        tr.t("belfort-band-final")
    } else {
        tr.tr(&Msg::new("belfort-board-subtitle")
            .arg("round", st.round)
            .arg("rounds", c.c.rounds)
            .arg("phase", phase_msg(st)))
    };
    let order = ranked_order(st);
    let turn = match &st.outcome {
        Some(o) => {
            let winners: Vec<Msg> = (0..st.n())
                .filter(|&p| o.ranks.get(p) == Some(&1))
                .map(Msg::seat)
                .collect();
            tr.tr(&Msg::new("belfort-band-over").arg("winners", super::talk::join(winners)))
        }
        None => {
            let to_act: Vec<Msg> = super::rules::to_act(st)
                .into_iter()
                .map(Msg::seat)
                .collect();
            tr.tr(&Msg::new("belfort-band-turn").arg("who", super::talk::join(to_act)))
        }
    };
    let best = st.players.iter().map(|p| p.score).max().unwrap_or(0);
    let scores: Vec<HeaderScore> = order
        .iter()
        .map(|&p| HeaderScore {
            seat: p,
            name: tr.tr(&Msg::seat(p)),
            score: st.players[p].score,
            leading: match &st.outcome {
                Some(o) => o.ranks.get(p) == Some(&1),
                None => st.players[p].score == best,
            },
        })
        .collect();
    // The kit's band cuts a long name with "…" to keep its size; the
    // scores are drawn here instead, in the band's third line, a name made
    // smaller rather than cut.
    // Whose turn, too, is drawn here: the kit would cut a long list of
    // names; here it is made smaller instead.
    let band = s.header_band(&HeaderBand {
        title,
        stage: &stage,
        turn: "",
        scores: &[],
        over,
    });
    let w = s.width() as f32;
    let size = (w * crate::render::HEADER_MIN_SHARE).ceil();
    let pad = size * 0.4;
    s.fit_text(
        pad,
        pad + size * 1.3 + size,
        size,
        &turn,
        "start",
        "#ffd166",
        true,
        w - pad * 2.0,
        0.3,
    );
    let base = pad + size * 1.3 * 2.0 + size;
    let slot = (w - pad) / scores.len().max(1) as f32;
    let r = size * 0.62;
    for (i, entry) in scores.iter().enumerate() {
        let x = pad + slot * i as f32;
        let cy = base - size * 0.36;
        s.circle(x + r, cy, r, seat_colour(entry.seat), Some("#fff"));
        s.text(
            x + r,
            cy + size * 0.36,
            size,
            &(entry.seat + 1).to_string(),
            "middle",
            "#fff",
            true,
        );
        s.fit_text(
            x + r * 2.0 + size * 0.25,
            base,
            size,
            &format!("{} {}", entry.name, entry.score),
            "start",
            "#ffffff",
            entry.leading,
            slot - r * 2.0 - size * 0.6,
            0.3,
        );
    }
    // Issue 10 item 7: the last action in its public wording (never the
    // actor's own, which may name kept cards) and what it changed.
    let (actor, text) = match &st.last {
        Some(last) => {
            let text = match &last.change {
                Some(ch) => tr.tr(&msg!(
                    "belfort-band-last-change",
                    action = last.told.clone(),
                    change = ch.clone()
                )),
                None => tr.tr(&msg!("belfort-band-last", action = last.told.clone())),
            };
            (Some(last.seat), text)
        }
        None => (None, tr.t("belfort-band-no-last")),
    };
    band + last_strip(s, band, actor, &text)
}

/// The kit's last-action strip (`Svg::last_strip`), whose wording is
/// never cut: on two lines at the band's size, or at the largest smaller
/// size that holds it on two lines (three at the smallest), wrapped by
/// pixels.
fn last_strip(s: &mut Svg, y: f32, actor: Option<usize>, text: &str) -> f32 {
    let w = s.width() as f32;
    let h = last_strip_height(s.width());
    let full = (w * crate::render::HEADER_MIN_SHARE).ceil();
    s.rect(0.0, y, w, h, "#fff3bf", None, 0.0);
    let r = full * 0.375;
    if let Some(seat) = actor {
        s.circle(r + 8.0, y + full * 0.8, r, seat_colour(seat), Some("#222"));
    }
    let x = 2.0 * r + 16.0;
    let room = w - x - 10.0;
    let mut size = full;
    let mut lines = super::phone::wrap_width(text, size, true, room);
    while lines.len() > 2 && size > full * 0.5 {
        size -= 2.0;
        lines = super::phone::wrap_width(text, size, true, room);
    }
    let step = ((h - full * 0.3) / lines.len().max(2) as f32).min(size * 1.2);
    for (i, line) in lines.iter().enumerate() {
        s.text(
            x,
            y + full * 0.2 + size * 0.96 + step * i as f32,
            size,
            line,
            "start",
            "#222",
            true,
        );
    }
    h
}

/// The height of the header band and the last-action strip on a board
/// `width` wide.
fn band_height(width: u32) -> f32 {
    let mut probe = Svg::new(width, 1);
    probe.header_band(&HeaderBand {
        title: "",
        stage: "",
        turn: "",
        scores: &[],
        over: false,
    }) + last_strip_height(width)
}

/// A competitor's disc with its seat number, without an outline (the
/// board has many; outlines cost render time and add nothing here).
fn disc(s: &mut Svg, cx: f32, cy: f32, r: f32, who: usize) {
    s.circle(cx, cy, r, seat_colour(who), None);
    s.text(
        cx,
        cy + r * 0.4,
        r * 1.1,
        &(who + 1).to_string(),
        "middle",
        "#fff",
        true,
    );
}

/// A marker disc for a competitor, or a pale dot for a free symbol.
fn marker(s: &mut Svg, x: f32, y: f32, who: Option<u8>) {
    match who {
        Some(o) => disc(s, x, y, 11.0, o as usize),
        None => s.circle(x, y, 10.0, FREE, None),
    }
}

pub(super) fn worker_tag(elf: bool, master: bool, tr: &dyn Translate) -> String {
    let k = if elf {
        tr.t("belfort-abbr-elf")
    } else {
        tr.t("belfort-abbr-dwarf")
    };
    if master {
        format!("{}{k}", tr.t("belfort-abbr-master"))
    } else {
        k
    }
}

/// Who stands on a worker space, as a disc and a short tag.
pub(super) fn occupant(st: &State, space: Space) -> Option<(usize, bool, bool)> {
    for (p, pl) in st.players.iter().enumerate() {
        for w in &pl.workers {
            if w.at == At::Space(space) {
                return Some((p, w.elf, w.master));
            }
        }
    }
    None
}

pub fn board(c: &Content, st: &State, tr: &dyn Translate) -> String {
    // The board below the band is laid out from y = 66 (under the old
    // title bar), moved down under the header band by `dy`. Coordinates
    // stay absolute (no transformed group), so the no-clipping test can
    // hold each text to the box drawn around it.
    let band = band_height(W).ceil();
    let dy = band + 10.0 - 66.0;
    let built_h = 44.0 + 30.0 * st.n() as f32;
    let mut s = Svg::new(W, H + dy as u32 + built_h as u32);
    header(c, st, &mut s, &tr.t("belfort-title"), tr);
    let y = districts(c, st, &mut s, 66.0 + dy, tr);
    let y = y + 12.0;
    gathering(c, st, &mut s, 12.0, y, tr);
    calendar(c, st, &mut s, 12.0, y + 196.0, tr);
    players_table(st, &mut s, 800.0, y, tr);
    let y = y + 262.0;
    cards_row(c, st, &mut s, 12.0, y, tr);
    legend(&mut s, 664.0, y + 40.0, tr);
    built(c, st, &mut s, 12.0, H as f32 - 6.0 + dy, tr);
    s.finish()
}

/// Every player's built buildings, public from the moment they are built,
/// with the gnomes sitting on each (issue 10).
fn built(c: &Content, st: &State, s: &mut Svg, x: f32, y: f32, tr: &dyn Translate) {
    let h = 38.0 + 30.0 * st.n() as f32;
    s.rect(x, y, W as f32 - 24.0, h, "#eef1f5", None, 10.0);
    s.text(
        x + 12.0,
        y + 28.0,
        21.0,
        &tr.t("belfort-label-built"),
        "start",
        "#2b2d42",
        true,
    );
    let g = tr.t("belfort-abbr-gnome");
    for (row, p) in ranked_order(st).into_iter().enumerate() {
        let ry = y + 58.0 + row as f32 * 30.0;
        disc(s, x + 24.0, ry - 7.0, 12.0, p);
        let cards: Vec<String> = st.players[p]
            .tableau
            .iter()
            .map(|b| {
                let name = tr.tr(&Msg::notation("belfort", &card_name(c, st, b.card)));
                if b.gnomes > 0 {
                    format!("{name} {}{g}", b.gnomes)
                } else {
                    name
                }
            })
            .collect();
        let line = format!(
            "{}: {}",
            tr.tr(&Msg::seat(p)),
            if cards.is_empty() {
                "-".to_string()
            } else {
                cards.join(", ")
            }
        );
        s.fit_text(
            x + 44.0,
            ry,
            19.0,
            &line,
            "start",
            "#222",
            false,
            W as f32 - 24.0 - 56.0,
            0.3,
        );
    }
}

/// The building or wall row a lot is shown in.
pub(super) fn row_key(kind: LotKind) -> Option<usize> {
    match kind {
        LotKind::Building(b) => Some(b),
        LotKind::Wall => Some(usize::MAX),
        LotKind::Guild => None,
    }
}

/// The five districts as one table: a row per building type (named once,
/// on the left), a column per district, the guilds on top and each
/// competitor's marker count at the bottom. Returns the bottom edge.
fn districts(c: &Content, st: &State, s: &mut Svg, y: f32, tr: &dyn Translate) -> f32 {
    let nd = c.layout.guild_lot.len().max(1);
    let x0 = 12.0;
    let col0 = x0 + LABEL_W;
    let col_w = (W as f32 - 12.0 - col0) / nd as f32;
    // Rows in the order the layout first names them.
    let mut rows: Vec<usize> = Vec::new();
    for l in &c.layout.lots {
        if let Some(k) = row_key(l.kind) {
            if !rows.contains(&k) {
                rows.push(k);
            }
        }
    }
    let head_h = 34.0;
    let guild_h = GUILD_H;
    let count_h = 40.0;
    let rows_top = y + head_h + guild_h;
    let bottom = rows_top + rows.len() as f32 * ROW + count_h;
    s.rect(x0, y, W as f32 - 24.0, bottom - y, "#f4efe1", None, 10.0);
    s.rect(
        x0,
        y + head_h,
        W as f32 - 24.0,
        guild_h,
        "#e0d3f0",
        None,
        0.0,
    );
    for (i, _) in rows.iter().enumerate() {
        if i % 2 == 1 {
            s.rect(
                x0,
                rows_top + i as f32 * ROW,
                W as f32 - 24.0,
                ROW,
                "#e9e1cb",
                None,
                0.0,
            );
        }
    }
    for d in 1..nd {
        let lx = col0 + d as f32 * col_w;
        s.line(lx, y + 6.0, lx, bottom - 6.0, "#b8a77a", 2.0);
    }
    s.text(
        x0 + 10.0,
        y + head_h + 26.0,
        19.0,
        &tr.t("belfort-label-guild"),
        "start",
        "#2d1b4e",
        true,
    );
    for (i, &k) in rows.iter().enumerate() {
        let label = if k == usize::MAX {
            tr.t("belfort-label-wall")
        } else {
            tr.tr(&c.buildings[k].name_msg())
        };
        let ry = rows_top + i as f32 * ROW;
        s.text(
            x0 + 10.0,
            ry + 23.0,
            18.0,
            &label,
            "start",
            "#3d3420",
            false,
        );
    }
    s.text(
        x0 + 10.0,
        bottom - 14.0,
        19.0,
        &tr.t("belfort-label-markers"),
        "start",
        "#3d3420",
        true,
    );
    for d in 0..nd {
        let cx = col0 + d as f32 * col_w;
        s.text(
            cx + 12.0,
            y + 25.0,
            21.0,
            &tr.tr(&Msg::new("belfort-label-district").arg("n", d + 1)),
            "start",
            "#3d3420",
            true,
        );
        guild_cell(c, st, s, d, cx, y + head_h, col_w, tr);
        // Markers, row by row; a lot spanning two districts (Gatehouse)
        // names itself in front of its half.
        let mut cells: Vec<Vec<(Option<&str>, Option<u8>)>> = vec![Vec::new(); rows.len()];
        for l in &c.layout.lots {
            let Some(k) = row_key(l.kind) else { continue };
            let r = rows.iter().position(|&x| x == k).unwrap_or(0);
            let spans = l
                .symbols
                .iter()
                .any(|&sym| c.layout.symbol_district[sym] != l.district);
            for &sym in &l.symbols {
                if c.layout.symbol_district[sym] == d {
                    let tag = spans.then_some(l.label.as_str());
                    cells[r].push((tag, st.marks[sym]));
                }
            }
        }
        for (r, cell) in cells.iter().enumerate() {
            let my = rows_top + r as f32 * ROW + ROW / 2.0;
            let mut mx = cx + 24.0;
            for (tag, who) in cell {
                if let Some(t) = tag {
                    s.text(mx - 12.0, my + 6.5, 18.0, t, "start", "#555", false);
                    mx += 30.0;
                }
                marker(s, mx, my, *who);
                mx += 30.0;
            }
        }
        // Marker counts per competitor.
        let counts = district_counts(c, st, d);
        let mut k = 0;
        for (o, n) in counts.iter().enumerate() {
            if *n > 0 {
                let kx = cx + 22.0 + k as f32 * 56.0;
                disc(s, kx, bottom - 21.0, 11.0, o);
                s.text(
                    kx + 13.0,
                    bottom - 14.0,
                    18.0,
                    &format!("×{n}"),
                    "start",
                    "#222",
                    true,
                );
                k += 1;
            }
        }
    }
    bottom
}

/// A district's guild: name, owner, what it does, its price and who
/// stands on it.
#[allow(clippy::too_many_arguments)]
fn guild_cell(
    c: &Content,
    st: &State,
    s: &mut Svg,
    d: usize,
    x: f32,
    y: f32,
    w: f32,
    tr: &dyn Translate,
) {
    s.fit_text(
        x + 12.0,
        y + 25.0,
        20.0,
        &tr.tr(&Msg::notation("belfort", &guild_name(c, st, d as u8))),
        "start",
        "#2d1b4e",
        true,
        w - 50.0,
        0.3,
    );
    let lot = c.layout.guild_lot[d];
    marker(
        s,
        x + w - 22.0,
        y + 18.0,
        st.marks[c.layout.lots[lot].symbols[0]],
    );
    let Some(def) = st.guilds.get(d).and_then(|&g| c.guilds.get(g as usize)) else {
        return;
    };
    // The effect on two lines at the largest size that holds it whole
    // (three small lines for the longest), wrapped by pixels.
    let effect = guild_effect(def, st, tr).replace(" | ", " ");
    let room = w - 24.0;
    let (size, lines) = [18.0, 17.0, 16.0, 15.0, 14.0, 13.0]
        .iter()
        .map(|&size| (size, super::phone::wrap_width(&effect, size, false, room)))
        .find(|(_, lines)| lines.len() <= 2)
        .unwrap_or_else(|| (13.0, super::phone::wrap_width(&effect, 13.0, false, room)));
    let (top, step) = if lines.len() > 2 {
        (42.0, 15.0)
    } else {
        (46.0, 22.0)
    };
    for (i, line) in lines.iter().enumerate() {
        s.text(
            x + 12.0,
            y + top + step * i as f32,
            size,
            line,
            "start",
            "#222",
            false,
        );
    }
    let ly = y + GUILD_H - 12.0;
    s.text(
        x + 12.0,
        ly,
        18.0,
        &tr.tr(&Msg::new("belfort-label-cost").arg("cost", cost_text(&def.cost, tr))),
        "start",
        "#2d1b4e",
        false,
    );
    // Who stands on it: a player's worker or a neutral dwarf.
    let mut wx = x + w - 22.0;
    let mut on = Vec::new();
    if let Some((p, elf, master)) = occupant(st, Space::Guild(d as u8)) {
        on.push((p, worker_tag(elf, master, tr)));
    }
    for (np, &g) in st.np_dwarves.iter().enumerate() {
        if g as usize == d {
            on.push((st.n() + np, worker_tag(false, false, tr)));
        }
    }
    // Right-aligned: a disc, then the worker's tag (`E`, `mD`).
    for (who, tag) in on {
        s.text(wx - 30.0, ly, 18.0, &tag, "start", "#222", true);
        disc(s, wx - 44.0, ly - 6.0, 11.0, who);
        wx -= 80.0;
    }
}

/// A guild's effect in a few words (4.3).
pub(super) fn guild_effect(g: &super::content::GuildDef, st: &State, tr: &dyn Translate) -> String {
    match (&g.gain, g.hook.as_deref()) {
        (Some(gain), _) => tr.tr(&Msg::new("belfort-guild-gain").arg("goods", cost_text(gain, tr))),
        (None, Some(hook)) => tr.tr(&Msg::new(format!("belfort-guild-does-{hook}"))
            .arg("max", st.flags.thieves_max)
            .arg(
                "either",
                if st.flags.merchants_either {
                    "yes"
                } else {
                    "no"
                },
            )),
        (None, None) => String::new(),
    }
}

fn gathering(c: &Content, st: &State, s: &mut Svg, x: f32, y: f32, tr: &dyn Translate) {
    s.rect(x, y, 776.0, 182.0, "#e8f1e4", None, 10.0);
    // Resource areas.
    for a in 0..4u8 {
        let ax = x + 8.0 + a as f32 * 192.0;
        let ay = y + 8.0;
        s.rect(ax, ay, 184.0, 110.0, "#ffffff", None, 6.0);
        s.text(
            ax + 8.0,
            ay + 23.0,
            19.0,
            &tr.t(&format!("belfort-area-{}", super::rules::area_id(a))),
            "start",
            "#1f3a14",
            true,
        );
        let mut line = 0;
        for (p, pl) in st.players.iter().enumerate() {
            let here: Vec<_> = pl.workers.iter().filter(|w| w.at == At::Area(a)).collect();
            if here.is_empty() {
                continue;
            }
            let e = here.iter().filter(|w| w.elf).count();
            let dw = here.len() - e;
            let ly = ay + 50.0 + 22.0 * (line % 3) as f32;
            let lx = ax + 18.0 + 90.0 * (line / 3) as f32;
            disc(s, lx, ly - 6.0, 9.0, p);
            s.text(
                lx + 13.0,
                ly,
                18.0,
                &format!(
                    "{e}{} {dw}{}",
                    tr.t("belfort-abbr-elf"),
                    tr.t("belfort-abbr-dwarf")
                ),
                "start",
                "#222",
                false,
            );
            line += 1;
        }
    }
    // Office, Tent and the gnome pool on one line: each label, then its
    // places, the pool at the right; the labels made smaller (never cut)
    // until the line fits the gathering board.
    let oy = y + 156.0;
    let spaces = c.c.office_spaces.get(st.n() - 2).copied().unwrap_or(1);
    let office = tr.t("belfort-label-office");
    let tent = tr.t("belfort-label-tent");
    let pool = tr.tr(&Msg::new("belfort-label-pool").arg("n", st.pool));
    let places = (spaces + st.n()) as f32 * 26.0;
    let mut size = 19.0;
    let tw = |t: &str, size: f32| crate::render::text_width(t, size, true);
    while size > 12.0
        && tw(&office, size) + tw(&tent, size) + tw(&pool, size) + places + 4.0 * 16.0 > 752.0
    {
        size -= 1.0;
    }
    let mut ox = x + 12.0;
    let rows: [(&str, Vec<Space>); 2] = [
        (
            &office,
            (0..spaces).map(|k| Space::Office(k as u8)).collect(),
        ),
        // Tent spaces fill lowest first, so their order is their number.
        (&tent, (0..st.n()).map(|k| Space::Tent(k as u8)).collect()),
    ];
    for (label, row) in rows {
        s.text(ox, oy, size, label, "start", "#1f3a14", true);
        ox += tw(label, size) + 12.0 + 11.0;
        for space in row {
            match occupant(st, space) {
                Some((p, ..)) => disc(s, ox, oy - 7.0, 11.0, p),
                None => s.circle(ox, oy - 7.0, 11.0, FREE, None),
            }
            ox += 26.0;
        }
        ox += 16.0 - 11.0;
    }
    s.text(x + 766.0, oy, size, &pool, "end", "#1f3a14", true);
}

fn calendar(c: &Content, st: &State, s: &mut Svg, x: f32, y: f32, tr: &dyn Translate) {
    s.text(
        x,
        y + 28.0,
        21.0,
        &tr.t("belfort-label-calendar"),
        "start",
        "#222",
        true,
    );
    for m in 0..c.c.rounds {
        let mx = x + 140.0 + m as f32 * 90.0;
        let now = st.round == m + 1;
        let season = c.seasons.get(m as usize).cloned().unwrap_or_default();
        let fill = match season.as_str() {
            "spring" => "#d8f3dc",
            "summer" => "#ffe8a3",
            _ => "#f6c6a0",
        };
        if now {
            s.rect(mx - 4.0, y - 4.0, 90.0, 48.0, "#d00000", None, 8.0);
        }
        s.rect(mx, y, 82.0, 40.0, fill, None, 6.0);
        let scoring = c.scoring_rounds.contains(&(m + 1));
        let label = if scoring {
            format!("{} ✕", m + 1)
        } else {
            (m + 1).to_string()
        };
        s.text(
            mx + 41.0,
            y + 28.0,
            20.0,
            &label,
            "middle",
            if scoring { "#b00000" } else { "#222" },
            true,
        );
    }
}

fn players_table(st: &State, s: &mut Svg, x: f32, y: f32, tr: &dyn Translate) {
    s.rect(x, y, 788.0, 250.0, "#eef1f5", None, 10.0);
    let heads = [
        "belfort-col-player",
        "belfort-col-score",
        "belfort-col-shield",
        "belfort-col-goods",
        "belfort-col-workers",
        "belfort-col-hand",
    ];
    let cols = [12.0, 200.0, 268.0, 336.0, 556.0, 724.0, 784.0];
    // Each column's texts are made smaller, never cut, to fit its width.
    let room = |i: usize| cols[i + 1] - cols[i] - 8.0;
    for (i, hd) in heads.iter().enumerate() {
        s.fit_text(
            x + cols[i],
            y + 28.0,
            18.0,
            &tr.t(hd),
            "start",
            "#2b2d42",
            true,
            room(i),
            0.3,
        );
    }
    // Final rank order at the end (3.6), turn order before.
    let order = ranked_order(st);
    let row_h = if st.competitors() > 5 { 34.0 } else { 40.0 };
    for (row, &p) in order.iter().enumerate() {
        let pl = &st.players[p];
        let ry = y + 62.0 + row as f32 * row_h;
        disc(s, x + 30.0, ry - 7.0, 14.0, p);
        let name = tr.tr(&Msg::seat(p));
        let name = match &st.outcome {
            Some(o) => format!("{}. {name}", o.ranks.get(p).copied().unwrap_or(0)),
            None => name,
        };
        s.fit_text(
            x + 50.0,
            ry,
            18.0,
            &name,
            "start",
            "#222",
            true,
            cols[1] - 58.0,
            0.3,
        );
        s.text(
            x + cols[1],
            ry,
            20.0,
            &pl.score.to_string(),
            "start",
            "#222",
            true,
        );
        shield(st, s, x + cols[2], ry, p);
        let goods = Goods {
            wood: pl.wood,
            stone: pl.stone,
            metal: pl.metal,
            gold: pl.gold,
        };
        s.fit_text(
            x + cols[3],
            ry,
            18.0,
            &goods_full(&goods, tr),
            "start",
            "#222",
            false,
            room(3),
            0.3,
        );
        s.fit_text(
            x + cols[4],
            ry,
            18.0,
            &workers_text(pl, tr),
            "start",
            "#222",
            false,
            room(4),
            0.3,
        );
        s.text(
            x + cols[5],
            ry,
            18.0,
            &pl.hand.len().to_string(),
            "start",
            "#222",
            false,
        );
    }
    // Neutral players (2 players).
    for np in st.n()..st.competitors() {
        let ry = y + 62.0 + (order.len() + np - st.n()) as f32 * row_h;
        disc(s, x + 30.0, ry - 7.0, 14.0, np);
        s.fit_text(
            x + 50.0,
            ry,
            18.0,
            &competitor_label(st, np, tr),
            "start",
            "#555",
            false,
            cols[1] - 58.0,
            0.3,
        );
        shield(st, s, x + cols[2], ry, np);
    }
}

fn shield(st: &State, s: &mut Svg, x: f32, y: f32, who: usize) {
    let n = st.shields[who];
    let grey = st.grey.get(n as usize - 1).copied().unwrap_or(false) && who < st.n();
    s.rect(
        x,
        y - 22.0,
        36.0,
        30.0,
        if grey { "#999" } else { seat_colour(who) },
        None,
        6.0,
    );
    s.text(x + 18.0, y, 20.0, &n.to_string(), "middle", "#fff", true);
}

fn goods_full(g: &Goods, tr: &dyn Translate) -> String {
    format!(
        "{}{} {}{} {}{} {}{}",
        g.wood,
        tr.t("belfort-abbr-wood"),
        g.stone,
        tr.t("belfort-abbr-stone"),
        g.metal,
        tr.t("belfort-abbr-metal"),
        g.gold,
        tr.t("belfort-abbr-gold")
    )
}

pub(super) fn workers_text(pl: &Player, tr: &dyn Translate) -> String {
    let e = pl.workers.iter().filter(|w| w.elf).count();
    let me = pl.workers.iter().filter(|w| w.elf && w.master).count();
    let d = pl.workers.len() - e;
    let md = pl.workers.iter().filter(|w| !w.elf && w.master).count();
    // Masters only when there are any: `4E(1m) 3D 2g`.
    let m = tr.t("belfort-abbr-master");
    let masters = |n: usize| {
        if n > 0 {
            format!("({n}{m})")
        } else {
            String::new()
        }
    };
    format!(
        "{e}{}{} {d}{}{} {}{}",
        tr.t("belfort-abbr-elf"),
        masters(me),
        tr.t("belfort-abbr-dwarf"),
        masters(md),
        gnomes_of(pl),
        tr.t("belfort-abbr-gnome")
    )
}

fn cards_row(c: &Content, st: &State, s: &mut Svg, x: f32, y: f32, tr: &dyn Translate) {
    s.text(
        x,
        y + 22.0,
        21.0,
        &tr.t("belfort-label-display"),
        "start",
        "#222",
        true,
    );
    let info = tr.tr(&Msg::new("belfort-label-deck")
        .arg("deck", st.deck.len())
        .arg("discard", st.discard.len()));
    s.text(x + 632.0, y + 22.0, 19.0, &info, "end", "#222", false);
    for (i, &card) in st.display.iter().enumerate() {
        let b = &c.buildings[st.card_types[card as usize] as usize];
        let cx = x + i as f32 * 212.0;
        s.rect(cx, y + 34.0, 204.0, 86.0, "#fdf6e3", None, 8.0);
        s.rect(cx, y + 34.0, 204.0, 30.0, "#8a5a00", None, 8.0);
        s.text(
            cx + 10.0,
            y + 56.0,
            18.0,
            &tr.tr(&b.name_msg()),
            "start",
            "#fff",
            true,
        );
        // Cost and income on lines of their own: a four-good cost fills
        // the card's width.
        let income = tr.tr(&Msg::new("belfort-label-income").arg("n", b.income));
        s.text(
            cx + 10.0,
            y + 86.0,
            18.0,
            &cost_text(&b.cost, tr),
            "start",
            "#222",
            false,
        );
        s.text(cx + 10.0, y + 110.0, 18.0, &income, "start", "#222", false);
    }
}

fn legend(s: &mut Svg, x: f32, y: f32, tr: &dyn Translate) {
    let lines = ["belfort-legend-line1", "belfort-legend-line2"];
    s.circle(x + 10.0, y + 16.0, 10.0, FREE, None);
    for (i, id) in lines.iter().enumerate() {
        s.text(
            x + if i == 0 { 28.0 } else { 0.0 },
            y + 22.0 + 30.0 * i as f32,
            18.0,
            &tr.t(id),
            "start",
            "#222",
            false,
        );
    }
}
