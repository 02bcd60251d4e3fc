//! What Belfort looks like: the public board (districts, guilds, the
//! gathering board, calendar, players) and each seat's private view
//! (hand, goods, workers, tableau). Public boards show no hands, no deck
//! order and no secret choice.

use super::content::{Content, Goods, LotKind, LotShape};
use super::notation::{card_name, guild_name};
use super::rules::{district_counts, gnomes_of, np_card_seen_by, phase_msg};
use super::{At, Pending, Phase, Player, Space, State};
use crate::engine::{Msg, Seat, Translate};
use crate::render::{seat_colour, Svg};

const W: u32 = 1600;
const PANEL_W: f32 = 306.0;
const ROW: f32 = 29.0;

fn cost_text(g: &Goods, tr: &dyn Translate) -> String {
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

fn competitor_label(st: &State, i: usize) -> String {
    if i < st.n() {
        format!("P{}", i + 1)
    } else {
        format!("N{}", i + 1)
    }
}

/// A marker disc for a competitor, or an empty ring for a free symbol.
fn marker(s: &mut Svg, x: f32, y: f32, who: Option<u8>) {
    match who {
        Some(o) => s.disc(x, y, 11.0, o as usize),
        None => s.circle(x, y, 10.0, "#ffffff", Some("#9aa5b1")),
    }
}

fn worker_tag(elf: bool, master: bool, tr: &dyn Translate) -> String {
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
fn occupant(st: &State, space: Space) -> Option<(usize, bool, bool)> {
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
    let h = 1240;
    let mut s = Svg::new(W, h);
    let subtitle = tr.tr(&Msg::new("belfort-board-subtitle")
        .arg("round", st.round)
        .arg("rounds", c.c.rounds)
        .arg("phase", phase_msg(st)));
    s.title_bar(&tr.t("belfort-title"), &subtitle);
    for d in 0..5 {
        district(
            c,
            st,
            &mut s,
            d,
            12.0 + d as f32 * (PANEL_W + 10.0),
            70.0,
            tr,
        );
    }
    let y = 645.0;
    gathering(c, st, &mut s, 12.0, y, tr);
    calendar(c, st, &mut s, 12.0, y + 250.0, tr);
    players_table(c, st, &mut s, 800.0, y, tr);
    cards_row(c, st, &mut s, 800.0, y + 330.0, tr);
    legend(st, &mut s, 12.0, y + 380.0, tr);
    s.finish()
}

#[allow(clippy::too_many_arguments)]
fn district(c: &Content, st: &State, s: &mut Svg, d: usize, x: f32, y: f32, tr: &dyn Translate) {
    let h = 562.0;
    s.rect(x, y, PANEL_W, h, "#f4efe1", Some("#8a7a55"), 10.0);
    s.text(
        x + 12.0,
        y + 28.0,
        22.0,
        &tr.tr(&Msg::new("belfort-label-district").arg("n", d + 1)),
        "start",
        "#3d3420",
        true,
    );
    // Guild.
    let gy = y + 40.0;
    s.rect(
        x + 8.0,
        gy,
        PANEL_W - 16.0,
        62.0,
        "#e0d3f0",
        Some("#6b4c9a"),
        6.0,
    );
    let gname = guild_name(c, st, d as u8);
    let gd = &c.guilds[st.guilds[d] as usize];
    s.text(x + 16.0, gy + 24.0, 20.0, &gname, "start", "#2d1b4e", true);
    s.text(
        x + 16.0,
        gy + 50.0,
        18.0,
        &cost_text(&gd.cost, tr),
        "start",
        "#2d1b4e",
        false,
    );
    let lot = c.layout.guild_lot[d];
    marker(
        s,
        x + PANEL_W - 30.0,
        gy + 20.0,
        st.marks[c.layout.lots[lot].symbols[0]],
    );
    if let Some((p, elf, master)) = occupant(st, Space::Guild(d as u8)) {
        s.disc(x + PANEL_W - 64.0, gy + 44.0, 11.0, p);
        s.text(
            x + PANEL_W - 48.0,
            gy + 50.0,
            18.0,
            &worker_tag(elf, master, tr),
            "start",
            "#222",
            true,
        );
    }
    if let Some(np) = st.np_dwarves.iter().position(|&g| g as usize == d) {
        s.text(
            x + PANEL_W - 100.0,
            gy + 24.0,
            18.0,
            &format!("N{}", st.n() + np + 1),
            "end",
            "#555",
            true,
        );
    }
    // Lots in this district: buildings, Keep, Gatehouse halves, walls.
    let mut row = 0;
    let top = gy + 74.0;
    for l in c.layout.lots.iter() {
        let halves: Vec<usize> = l
            .symbols
            .iter()
            .copied()
            .filter(|&sym| c.layout.symbol_district[sym] == d)
            .collect();
        if halves.is_empty() || l.kind == LotKind::Guild {
            continue;
        }
        let ry = top + row as f32 * ROW;
        let (label, fill) = match l.kind {
            LotKind::Building(b) => {
                let def = &c.buildings[b];
                let name = if def.lot == LotShape::Gatehouse {
                    format!("{} {}", def.name, l.label)
                } else {
                    def.name.clone()
                };
                (name, "#fffaf0")
            }
            LotKind::Wall => (tr.t("belfort-label-wall"), "#e6e6e6"),
            LotKind::Guild => continue,
        };
        s.rect(
            x + 8.0,
            ry,
            PANEL_W - 16.0,
            ROW - 4.0,
            fill,
            Some("#b8a77a"),
            4.0,
        );
        s.text(x + 16.0, ry + 19.0, 18.0, &label, "start", "#222", false);
        for (k, sym) in halves.iter().enumerate() {
            marker(
                s,
                x + PANEL_W - 30.0 - 26.0 * k as f32,
                ry + 12.5,
                st.marks[*sym],
            );
        }
        row += 1;
    }
    // Marker counts.
    let counts = district_counts(c, st, d);
    let mut k = 0;
    for (o, n) in counts.iter().enumerate() {
        if *n > 0 {
            let cx = x + 12.0 + (k % 5) as f32 * 58.0;
            let cy = y + h - 36.0 + (k / 5) as f32 * 26.0;
            s.disc(cx + 10.0, cy - 6.0, 11.0, o);
            s.text(cx + 24.0, cy, 19.0, &format!("×{n}"), "start", "#222", true);
            k += 1;
        }
    }
}

fn gathering(c: &Content, st: &State, s: &mut Svg, x: f32, y: f32, tr: &dyn Translate) {
    s.rect(x, y, 770.0, 240.0, "#e8f1e4", Some("#5d7f4f"), 10.0);
    s.text(
        x + 12.0,
        y + 28.0,
        22.0,
        &tr.t("belfort-label-gathering"),
        "start",
        "#1f3a14",
        true,
    );
    // Resource areas.
    for a in 0..4u8 {
        let ax = x + 12.0 + a as f32 * 188.0;
        let ay = y + 40.0;
        s.rect(ax, ay, 180.0, 100.0, "#ffffff", Some("#9bb58f"), 6.0);
        s.text(
            ax + 8.0,
            ay + 24.0,
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
            let ly = ay + 48.0 + 24.0 * (line % 3) as f32;
            let lx = ax + 18.0 + 88.0 * (line / 3) as f32;
            s.disc(lx, ly - 6.0, 9.0, p);
            s.text(
                lx + 14.0,
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
    // Office and Tent.
    let oy = y + 150.0;
    s.text(
        x + 12.0,
        oy + 24.0,
        19.0,
        &tr.t("belfort-label-office"),
        "start",
        "#1f3a14",
        true,
    );
    let spaces = c.c.office_spaces.get(st.n() - 2).copied().unwrap_or(1);
    for k in 0..spaces {
        let sx = x + 260.0 + k as f32 * 40.0;
        match occupant(st, Space::Office(k as u8)) {
            Some((p, ..)) => s.disc(sx, oy + 16.0, 14.0, p),
            None => s.circle(sx, oy + 16.0, 14.0, "#fff", Some("#5d7f4f")),
        }
    }
    s.text(
        x + 400.0,
        oy + 24.0,
        19.0,
        &tr.t("belfort-label-tent"),
        "start",
        "#1f3a14",
        true,
    );
    for k in 0..st.n() {
        let sx = x + 560.0 + k as f32 * 40.0;
        match occupant(st, Space::Tent(k as u8)) {
            Some((p, ..)) => s.disc(sx, oy + 16.0, 14.0, p),
            None => {
                s.circle(sx, oy + 16.0, 14.0, "#fff", Some("#5d7f4f"));
                s.text(
                    sx,
                    oy + 23.0,
                    18.0,
                    &(k + 1).to_string(),
                    "middle",
                    "#5d7f4f",
                    false,
                );
            }
        }
    }
    let pool = tr.tr(&Msg::new("belfort-label-pool").arg("n", st.pool));
    s.text(x + 12.0, oy + 66.0, 19.0, &pool, "start", "#1f3a14", true);
}

fn calendar(c: &Content, st: &State, s: &mut Svg, x: f32, y: f32, tr: &dyn Translate) {
    s.text(
        x,
        y + 22.0,
        22.0,
        &tr.t("belfort-label-calendar"),
        "start",
        "#222",
        true,
    );
    for m in 0..c.c.rounds {
        let mx = x + 150.0 + m as f32 * 88.0;
        let now = st.round == m + 1;
        let season = c.seasons.get(m as usize).cloned().unwrap_or_default();
        let fill = match season.as_str() {
            "spring" => "#d8f3dc",
            "summer" => "#ffe8a3",
            _ => "#f6c6a0",
        };
        s.rect(
            mx,
            y,
            80.0,
            40.0,
            fill,
            Some(if now { "#000" } else { "#999" }),
            6.0,
        );
        if now {
            s.rect(mx - 3.0, y - 3.0, 86.0, 46.0, "none", Some("#d00000"), 8.0);
        }
        let scoring = c.scoring_rounds.contains(&(m + 1));
        let label = if scoring {
            format!("{} ✕", m + 1)
        } else {
            (m + 1).to_string()
        };
        s.text(
            mx + 40.0,
            y + 28.0,
            20.0,
            &label,
            "middle",
            if scoring { "#b00000" } else { "#222" },
            true,
        );
    }
}

fn players_table(c: &Content, st: &State, s: &mut Svg, x: f32, y: f32, tr: &dyn Translate) {
    s.rect(x, y, 788.0, 320.0, "#eef1f5", Some("#8d99ae"), 10.0);
    let heads = [
        "belfort-col-player",
        "belfort-col-score",
        "belfort-col-shield",
        "belfort-col-goods",
        "belfort-col-workers",
        "belfort-col-hand",
    ];
    let cols = [16.0, 130.0, 220.0, 300.0, 540.0, 700.0];
    for (hd, cx) in heads.iter().zip(cols) {
        s.text(x + cx, y + 30.0, 18.0, &tr.t(hd), "start", "#2b2d42", true);
    }
    let order = st.order();
    for (row, &p) in order.iter().enumerate() {
        let pl = &st.players[p];
        let ry = y + 64.0 + row as f32 * 46.0;
        s.disc(x + 30.0, ry - 6.0, 14.0, p);
        s.text(
            x + 52.0,
            ry,
            20.0,
            &format!("P{}", p + 1),
            "start",
            "#222",
            true,
        );
        s.text(
            x + 130.0,
            ry,
            22.0,
            &pl.score.to_string(),
            "start",
            "#222",
            true,
        );
        let grey = st.grey[st.shields[p] as usize - 1];
        s.rect(
            x + 220.0,
            ry - 22.0,
            36.0,
            30.0,
            if grey { "#999" } else { seat_colour(p) },
            Some("#222"),
            6.0,
        );
        s.text(
            x + 238.0,
            ry,
            20.0,
            &st.shields[p].to_string(),
            "middle",
            "#fff",
            true,
        );
        let goods = Goods {
            wood: pl.wood,
            stone: pl.stone,
            metal: pl.metal,
            gold: pl.gold,
        };
        s.text(
            x + 300.0,
            ry,
            20.0,
            &goods_full(&goods, tr),
            "start",
            "#222",
            false,
        );
        s.text(
            x + 540.0,
            ry,
            20.0,
            &workers_text(pl, tr),
            "start",
            "#222",
            false,
        );
        s.text(
            x + 700.0,
            ry,
            20.0,
            &pl.hand.len().to_string(),
            "start",
            "#222",
            false,
        );
    }
    let _ = c;
    // Neutral players (2 players).
    for np in st.n()..st.competitors() {
        let ry = y + 64.0 + (order.len() + np - st.n()) as f32 * 46.0;
        s.disc(x + 30.0, ry - 6.0, 14.0, np);
        s.text(
            x + 52.0,
            ry,
            20.0,
            &competitor_label(st, np),
            "start",
            "#222",
            true,
        );
        s.text(
            x + 130.0,
            ry,
            20.0,
            &tr.t("belfort-label-neutral"),
            "start",
            "#555",
            false,
        );
        s.rect(
            x + 220.0,
            ry - 22.0,
            36.0,
            30.0,
            seat_colour(np),
            Some("#222"),
            6.0,
        );
        s.text(
            x + 238.0,
            ry,
            20.0,
            &st.shields[np].to_string(),
            "middle",
            "#fff",
            true,
        );
    }
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

fn workers_text(pl: &Player, tr: &dyn Translate) -> String {
    let e = pl.workers.iter().filter(|w| w.elf).count();
    let me = pl.workers.iter().filter(|w| w.elf && w.master).count();
    let d = pl.workers.len() - e;
    let md = pl.workers.iter().filter(|w| !w.elf && w.master).count();
    format!(
        "{e}{}({me}) {d}{}({md}) {}{}",
        tr.t("belfort-abbr-elf"),
        tr.t("belfort-abbr-dwarf"),
        gnomes_of(pl),
        tr.t("belfort-abbr-gnome")
    )
}

fn cards_row(c: &Content, st: &State, s: &mut Svg, x: f32, y: f32, tr: &dyn Translate) {
    s.text(
        x,
        y + 24.0,
        22.0,
        &tr.t("belfort-label-display"),
        "start",
        "#222",
        true,
    );
    for (i, &card) in st.display.iter().enumerate() {
        let b = &c.buildings[st.card_types[card as usize] as usize];
        let lines = vec![
            cost_text(&b.cost, tr),
            tr.tr(&Msg::new("belfort-label-income").arg("n", b.income)),
        ];
        s.card(
            x + i as f32 * 190.0,
            y + 40.0,
            180.0,
            110.0,
            &b.name,
            "#8a5a00",
            &lines,
        );
    }
    let info = tr.tr(&Msg::new("belfort-label-deck")
        .arg("deck", st.deck.len())
        .arg("discard", st.discard.len()));
    s.text(x + 380.0, y + 24.0, 20.0, &info, "start", "#222", false);
}

fn legend(st: &State, s: &mut Svg, x: f32, y: f32, tr: &dyn Translate) {
    s.text(
        x,
        y + 24.0,
        20.0,
        &tr.t("belfort-legend-title"),
        "start",
        "#222",
        true,
    );
    let mut items: Vec<(&str, String)> = (0..st.competitors())
        .map(|i| (seat_colour(i), competitor_label(st, i)))
        .collect();
    items.push(("#ffffff", tr.t("belfort-legend-free")));
    s.legend(x, y + 40.0, &items);
    let notes = [
        "belfort-legend-goods",
        "belfort-legend-pieces",
        "belfort-legend-workers",
        "belfort-legend-neutral",
        "belfort-legend-calendar",
        "belfort-legend-shield",
    ];
    for (i, n) in notes.iter().enumerate() {
        s.text(
            x + 190.0,
            y + 56.0 + 28.0 * i as f32,
            18.0,
            &tr.t(n),
            "start",
            "#222",
            false,
        );
    }
}

pub fn seat(c: &Content, st: &State, seat: Seat, tr: &dyn Translate) -> String {
    let mut s = Svg::new(1400, 820);
    let Some(pl) = st.players.get(seat) else {
        return s.finish();
    };
    let title = tr.tr(&Msg::new("belfort-seat-title").arg("player", format!("P{}", seat + 1)));
    let sub = tr.tr(&Msg::new("belfort-seat-subtitle")
        .arg("score", pl.score)
        .arg("shield", st.shields[seat])
        .arg("round", st.round));
    s.title_bar(&title, &sub);
    s.disc(1370.0, 90.0, 20.0, seat);
    let goods = Goods {
        wood: pl.wood,
        stone: pl.stone,
        metal: pl.metal,
        gold: pl.gold,
    };
    s.text(
        20.0,
        100.0,
        24.0,
        &goods_full(&goods, tr),
        "start",
        "#222",
        true,
    );
    s.text(
        420.0,
        100.0,
        24.0,
        &workers_text(pl, tr),
        "start",
        "#222",
        true,
    );
    let home = pl.workers.iter().filter(|w| w.at == At::Home).count();
    let markers = st.marks.iter().filter(|m| **m == Some(seat as u8)).count();
    let info = tr.tr(&Msg::new("belfort-seat-info")
        .arg("home", home)
        .arg("markers", markers)
        .arg("hired", if pl.hired { "yes" } else { "no" })
        .arg("bought", if pl.bought { "yes" } else { "no" }));
    s.text(20.0, 136.0, 20.0, &info, "start", "#222", false);
    // Hand.
    s.text(
        20.0,
        180.0,
        22.0,
        &tr.t("belfort-label-hand"),
        "start",
        "#222",
        true,
    );
    for (i, &card) in pl.hand.iter().enumerate() {
        let b = &c.buildings[st.card_types[card as usize] as usize];
        let lines = card_lines(c, b, tr);
        let cx = 20.0 + (i % 6) as f32 * 225.0;
        let cy = 195.0 + (i / 6) as f32 * 190.0;
        s.card(cx, cy, 215.0, 180.0, &b.name, "#8a5a00", &lines);
    }
    let extra_rows = pl.hand.len().saturating_sub(1) / 6;
    // Tableau.
    let ty0 = 400.0 + extra_rows as f32 * 190.0;
    s.text(
        20.0,
        ty0,
        22.0,
        &tr.t("belfort-label-tableau"),
        "start",
        "#222",
        true,
    );
    for (i, b) in pl.tableau.iter().enumerate() {
        let def = &c.buildings[st.card_types[b.card as usize] as usize];
        let mut lines = vec![tr.tr(&Msg::new("belfort-label-gnomes")
            .arg("n", b.gnomes)
            .arg("locks", def.locks.len()))];
        if let Some((_, elf, master)) = occupant(st, Space::Card(b.card)) {
            lines.push(tr.tr(
                &Msg::new("belfort-label-worker-on").arg("worker", worker_tag(elf, master, tr)),
            ));
        }
        let cx = 20.0 + (i % 7) as f32 * 195.0;
        let cy = ty0 + 14.0 + (i / 7) as f32 * 100.0;
        s.card(
            cx,
            cy,
            185.0,
            90.0,
            &card_name(c, st, b.card),
            "#2b6e3a",
            &lines,
        );
    }
    // Secret choices in progress.
    let mut note = None;
    if let Phase::Keep { discards } = &st.phase {
        if let Some(Some(d)) = discards.get(seat) {
            let names: Vec<String> = d
                .iter()
                .map(|&x| c.buildings[st.card_types[x as usize] as usize].name.clone())
                .collect();
            note = Some(tr.tr(&Msg::new("belfort-private-keep").arg("cards", names.join(", "))));
        }
    }
    if let Some((np, card)) = np_card_seen_by(st, seat) {
        let name = c.buildings[st.card_types[card as usize] as usize]
            .name
            .clone();
        note = Some(
            tr.tr(&Msg::new("belfort-private-np-card")
                .arg("np", competitor_label(st, st.n() + np))
                .arg("card", name)),
        );
    }
    if let Some(Pending::SpiesReveal { shown, .. }) = st.pending.last() {
        if let Some(Some(card)) = shown.get(seat) {
            let name = c.buildings[st.card_types[*card as usize] as usize]
                .name
                .clone();
            note = Some(tr.tr(&Msg::new("belfort-private-shown").arg("card", name)));
        }
    }
    if let Some(n) = note {
        s.text(20.0, 770.0, 20.0, &n, "start", "#b00000", true);
    }
    let legend = format!(
        "{} · {}",
        tr.t("belfort-legend-goods"),
        tr.t("belfort-legend-pieces")
    );
    s.text(20.0, 805.0, 18.0, &legend, "start", "#555", false);
    s.finish()
}

fn card_lines(c: &Content, b: &super::content::BuildingDef, tr: &dyn Translate) -> Vec<String> {
    let _ = c;
    let mut lines = vec![
        tr.tr(&Msg::new("belfort-label-cost").arg("cost", cost_text(&b.cost, tr))),
        tr.tr(&Msg::new("belfort-label-income").arg("n", b.income)),
    ];
    let desc = tr.t(&format!("belfort-short-{}", b.id));
    for part in desc.split(" | ") {
        lines.push(part.to_string());
    }
    lines
}
