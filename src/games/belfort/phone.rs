//! Belfort on a phone (issue 28): each seat's private view and the board
//! as panels, 800 px wide, shown one under the other at full width
//! (Discord shows them about 400 px wide). Texts are wrapped by pixels
//! (measured with the fonts), never cut; a scene is as tall as what it
//! holds, and at most 1.25× its width. Seat views keep every text at
//! 18 px or more, panels at 14 px or more. Public panels show no hands,
//! no deck order and no secret choice.

use super::content::{Content, Goods};
use super::notation::{card_name, guild_name};
use super::render::{
    competitor_label, cost_text, guild_effect, occupant, ranked_order, row_key, worker_tag,
    workers_text,
};
use super::rules::{district_counts, gnomes_of, np_card_seen_by, phase_msg};
use super::{At, Pending, Phase, Space, State};
use crate::engine::{Msg, Seat, Translate};
use crate::msg;
use crate::render::{seat_colour, text_width, Svg};

/// The width of every phone scene.
pub const PW: u32 = 800;
const WF: f32 = PW as f32;
/// The tallest a phone scene may be (1.25× its width).
pub const MAX_H: f32 = 1000.0;
/// The canvas a scene is drawn on before its height is known; [`sized`]
/// gives it its real height.
const CANVAS_H: u32 = 4000;
const PAD: f32 = 20.0;
const FREE: &str = "#d3cab0";
const INK: &str = "#222";
const BAND: &str = "#2b2d42";

/// A scene drawn on the [`CANVAS_H`] canvas, cut to `h` pixels: the kit's
/// `Svg` takes its size up front, and these scenes grow with their text.
fn sized(s: Svg, h: f32) -> String {
    let h = h.ceil().max(1.0) as u32;
    s.finish().replacen(
        &format!("height=\"{CANVAS_H}\" viewBox=\"0 0 {PW} {CANVAS_H}\""),
        &format!("height=\"{h}\" viewBox=\"0 0 {PW} {h}\""),
        1,
    )
}

/// `text` in lines no wider than `max` pixels, each line measured whole
/// with the fonts (spaces and all), broken at spaces; a word wider than a
/// line is split, never cut. (The kit's `wrap_width` counts a space as
/// 0 px, since `text_width(" ")` is 0, so its lines run over by a few
/// spaces' width.)
pub(super) fn wrap_width(text: &str, size: f32, bold: bool, max: f32) -> Vec<String> {
    let mut lines = Vec::new();
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
                lines.push(std::mem::take(&mut line));
            }
            // The word alone, split where it is wider than a line.
            for c in word.chars() {
                line.push(c);
                if line.chars().count() > 1 && text_width(&line, size, bold) > max {
                    line.pop();
                    lines.push(std::mem::take(&mut line));
                    line.push(c);
                }
            }
        }
        lines.push(line);
    }
    lines
}

/// Wrapped lines of one text at one size and weight, in one colour.
struct Para {
    lines: Vec<String>,
    size: f32,
    bold: bool,
    fill: &'static str,
}

impl Para {
    fn new(text: &str, size: f32, bold: bool, fill: &'static str, max: f32) -> Para {
        Para {
            lines: wrap_width(text, size, bold, max),
            size,
            bold,
            fill,
        }
    }
    fn line_h(&self) -> f32 {
        (self.size * 1.3).ceil()
    }
    fn height(&self) -> f32 {
        self.lines.len() as f32 * self.line_h()
    }
    /// Draws the lines from `top` down, starting at `x` (or ending there
    /// with `anchor` "end"); returns the bottom.
    fn draw(&self, s: &mut Svg, x: f32, top: f32, anchor: &str) -> f32 {
        for (i, line) in self.lines.iter().enumerate() {
            let base = top + i as f32 * self.line_h() + self.size;
            s.text(x, base, self.size, line, anchor, self.fill, self.bold);
        }
        top + self.height()
    }
}

/// Paragraphs one under the other with `gap` between them.
fn stack_h(paras: &[Para], gap: f32) -> f32 {
    let h: f32 = paras.iter().map(Para::height).sum();
    h + gap * paras.len().saturating_sub(1) as f32
}

fn draw_stack(s: &mut Svg, paras: &[Para], x: f32, top: f32, gap: f32) -> f32 {
    let mut y = top;
    for (i, p) in paras.iter().enumerate() {
        if i > 0 {
            y += gap;
        }
        y = p.draw(s, x, y, "start");
    }
    y
}

/// A competitor's disc with its seat number, the number at least
/// `r * 1.1` px (r 13 gives 14 px: legible in a panel shown 400 px wide).
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

/// Goods in words, zeros included: "3 wood · 0 stone · 1 metal · 2 gold".
fn goods_words(g: &Goods, tr: &dyn Translate) -> String {
    [
        (g.wood, "belfort-n-wood"),
        (g.stone, "belfort-n-stone"),
        (g.metal, "belfort-n-metal"),
        (g.gold, "belfort-n-gold"),
    ]
    .iter()
    .map(|&(n, id)| tr.tr(&msg!(id, n = n)))
    .collect::<Vec<_>>()
    .join(" · ")
}

fn player_goods(st: &State, p: usize) -> Goods {
    let pl = &st.players[p];
    Goods {
        wood: pl.wood,
        stone: pl.stone,
        metal: pl.metal,
        gold: pl.gold,
    }
}

/// The stage line: round and phase, or "Final scores".
fn stage_text(c: &Content, st: &State, tr: &dyn Translate) -> String {
    if st.outcome.is_some() {
        tr.t("belfort-band-final")
    } else {
        tr.tr(&Msg::new("belfort-board-subtitle")
            .arg("round", st.round)
            .arg("rounds", c.c.rounds)
            .arg("phase", phase_msg(st)))
    }
}

/// Whose turn it is, or who won.
fn turn_text(st: &State, tr: &dyn Translate) -> String {
    match &st.outcome {
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
    }
}

/// The last action in its public wording and what it changed.
fn last_text(st: &State, tr: &dyn Translate) -> (Option<usize>, String) {
    match &st.last {
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
    }
}

// ---------------------------------------------------------------------
// The private view.

/// How much a seat view leaves out to stay within [`MAX_H`]: 0 nothing;
/// 1 the legend; 2 the buildings become one list (names, gnomes and
/// workers still told); 3 the hand's card texts (name, cost and income
/// stay; `/card` gives the rest).
const LEVELS: u8 = 4;

/// A seat's private view for a phone: whose turn and what the seat may
/// do now, its goods and workers, its hand with each card's whole text,
/// its buildings and any secret choice in progress.
pub fn seat(c: &Content, st: &State, seat: Seat, tr: &dyn Translate) -> String {
    let mut last = String::new();
    for level in 0..LEVELS {
        let (doc, h) = seat_at(c, st, seat, tr, level);
        if h <= MAX_H {
            return doc;
        }
        last = doc;
    }
    last
}

fn seat_at(c: &Content, st: &State, seat: Seat, tr: &dyn Translate, level: u8) -> (String, f32) {
    let mut s = Svg::new(PW, CANVAS_H);
    let Some(pl) = st.players.get(seat) else {
        return (sized(s, 100.0), 100.0);
    };
    let inner = WF - 2.0 * PAD;
    // The band: who this is for, the stage, and what to do now.
    let title = tr.tr(&Msg::new("belfort-seat-title").arg("player", Msg::seat(seat)));
    let mut band = vec![
        Para::new(&title, 26.0, true, "#ffffff", inner),
        Para::new(&stage_text(c, st, tr), 20.0, false, "#edf2f4", inner),
    ];
    let mine = st.outcome.is_none() && super::rules::to_act(st).contains(&seat);
    if mine {
        band.push(Para::new(
            &tr.t("belfort-views-your-turn"),
            22.0,
            true,
            "#ffd166",
            inner,
        ));
        if let Some(p) = super::talk::prompt(c, st, seat) {
            band.push(Para::new(&tr.tr(&p), 20.0, false, "#ffffff", inner));
        }
    } else {
        band.push(Para::new(&turn_text(st, tr), 22.0, true, "#ffd166", inner));
    }
    let bh = stack_h(&band, 4.0) + 2.0 * 14.0;
    s.rect(0.0, 0.0, WF, bh, BAND, None, 0.0);
    draw_stack(&mut s, &band, PAD, 14.0, 4.0);
    // The last action in its public wording (issue 10 item 7).
    let (actor, text) = last_text(st, tr);
    let last = Para::new(&text, 20.0, true, INK, inner - 44.0);
    let lh = last.height() + 16.0;
    s.rect(0.0, bh, WF, lh, "#fff3bf", None, 0.0);
    if let Some(a) = actor {
        disc(&mut s, PAD + 17.0, bh + 8.0 + 13.0, 17.0, a);
    }
    last.draw(&mut s, PAD + 44.0, bh + 8.0, "start");
    let mut y = bh + lh + 12.0;

    // What the seat has: score, goods, workers.
    let home = pl.workers.iter().filter(|w| w.at == At::Home).count();
    let markers = st.marks.iter().filter(|m| **m == Some(seat as u8)).count();
    let masters = pl.workers.iter().filter(|w| w.master).count();
    let elves = pl.workers.iter().filter(|w| w.elf).count();
    let stats = [
        Para::new(
            &tr.tr(&Msg::new("belfort-seat-subtitle")
                .arg("score", pl.score)
                .arg("shield", st.shields[seat])
                .arg("round", st.round)),
            20.0,
            true,
            INK,
            inner - 20.0,
        ),
        Para::new(
            &goods_words(&player_goods(st, seat), tr),
            20.0,
            false,
            INK,
            inner - 20.0,
        ),
        Para::new(
            &tr.tr(&msg!(
                "belfort-views-workers",
                elves = elves,
                dwarves = pl.workers.len() - elves,
                masters = masters,
                gnomes = gnomes_of(pl)
            )),
            20.0,
            false,
            INK,
            inner - 20.0,
        ),
        Para::new(
            &tr.tr(&Msg::new("belfort-seat-info")
                .arg("home", home)
                .arg("markers", markers)
                .arg("hired", if pl.hired { "yes" } else { "no" })
                .arg("bought", if pl.bought { "yes" } else { "no" })),
            18.0,
            false,
            INK,
            inner - 20.0,
        ),
    ];
    let sh = stack_h(&stats, 4.0) + 20.0;
    s.rect(PAD, y, inner, sh, "#eef1f5", None, 8.0);
    draw_stack(&mut s, &stats, PAD + 10.0, y + 10.0, 4.0);
    y += sh + 14.0;

    // The hand: two cards a row, each with its whole text.
    let label = Para::new(&tr.t("belfort-label-hand"), 22.0, true, INK, inner);
    y = label.draw(&mut s, PAD, y, "start") + 6.0;
    let col_w = (inner - 12.0) / 2.0;
    let cards: Vec<_> = pl
        .hand
        .iter()
        .map(|&card| {
            let b = &c.buildings[st.card_types[card as usize] as usize];
            hand_card(b, tr, col_w - 20.0, level >= 3)
        })
        .collect();
    for pair in cards.chunks(2) {
        let h = pair
            .iter()
            .map(|(head, body)| card_h(head, body))
            .fold(0.0, f32::max);
        for (k, (head, body)) in pair.iter().enumerate() {
            let x = PAD + k as f32 * (col_w + 12.0);
            draw_card(&mut s, x, y, col_w, h, "#8a5a00", head, body);
        }
        y += h + 10.0;
    }
    if pl.hand.is_empty() {
        y = Para::new("-", 20.0, false, INK, inner).draw(&mut s, PAD, y, "start") + 6.0;
    }
    y += 4.0;

    // The buildings: name, gnomes on locks, the worker on its space.
    let label = Para::new(&tr.t("belfort-label-tableau"), 22.0, true, INK, inner);
    y = label.draw(&mut s, PAD, y, "start") + 6.0;
    if level >= 2 {
        let names: Vec<String> = pl
            .tableau
            .iter()
            .map(|b| {
                let def = &c.buildings[st.card_types[b.card as usize] as usize];
                let name = tr.tr(&Msg::notation("belfort", &card_name(c, st, b.card)));
                let mut info = tr.tr(&Msg::new("belfort-label-gnomes")
                    .arg("n", b.gnomes)
                    .arg("locks", def.locks.len()));
                if let Some((_, elf, master)) = occupant(st, Space::Card(b.card)) {
                    info = format!(
                        "{info} · {}",
                        tr.tr(&Msg::new("belfort-label-worker-on")
                            .arg("worker", worker_tag(elf, master, tr)))
                    );
                }
                format!("{name} ({info})")
            })
            .collect();
        let list = if names.is_empty() {
            "-".to_string()
        } else {
            names.join(" · ")
        };
        y = Para::new(&list, 18.0, false, INK, inner).draw(&mut s, PAD, y, "start") + 8.0;
    } else {
        let items: Vec<(Para, Para)> = pl
            .tableau
            .iter()
            .map(|b| {
                let def = &c.buildings[st.card_types[b.card as usize] as usize];
                let name = tr.tr(&Msg::notation("belfort", &card_name(c, st, b.card)));
                let mut info = tr.tr(&Msg::new("belfort-label-gnomes")
                    .arg("n", b.gnomes)
                    .arg("locks", def.locks.len()));
                if let Some((_, elf, master)) = occupant(st, Space::Card(b.card)) {
                    info = format!(
                        "{info} · {}",
                        tr.tr(&Msg::new("belfort-label-worker-on")
                            .arg("worker", worker_tag(elf, master, tr)))
                    );
                }
                (
                    Para::new(&name, 18.0, true, "#ffffff", col_w - 20.0),
                    Para::new(&info, 18.0, false, INK, col_w - 20.0),
                )
            })
            .collect();
        for pair in items.chunks(2) {
            let h = pair.iter().map(|(n, i)| card_h(n, i)).fold(0.0, f32::max);
            for (k, (n, i)) in pair.iter().enumerate() {
                let x = PAD + k as f32 * (col_w + 12.0);
                draw_card(&mut s, x, y, col_w, h, "#2b6e3a", n, i);
            }
            y += h + 10.0;
        }
        if pl.tableau.is_empty() {
            y = Para::new("-", 20.0, false, INK, inner).draw(&mut s, PAD, y, "start") + 6.0;
        }
    }

    // A secret choice in progress.
    if let Some(note) = secret_note(c, st, seat, tr) {
        y = Para::new(&note, 20.0, true, "#b00000", inner).draw(&mut s, PAD, y + 4.0, "start");
        y += 8.0;
    }
    if level < 1 {
        let legend = format!(
            "{} · {}",
            tr.t("belfort-legend-goods"),
            tr.t("belfort-legend-pieces")
        );
        y = Para::new(&legend, 18.0, false, "#555", inner).draw(&mut s, PAD, y + 4.0, "start");
    }
    let h = y + PAD;
    (sized(s, h), h)
}

/// A hand card's header (its name) and body (cost, income, whole text,
/// unless `short`).
fn hand_card(
    b: &super::content::BuildingDef,
    tr: &dyn Translate,
    max: f32,
    short: bool,
) -> (Para, Para) {
    let head = Para::new(&tr.tr(&b.name_msg()), 20.0, true, "#ffffff", max);
    let mut body = format!(
        "{} · {}",
        tr.tr(&Msg::new("belfort-label-cost").arg("cost", cost_text(&b.cost, tr))),
        tr.tr(&Msg::new("belfort-label-income").arg("n", b.income))
    );
    if !short {
        let desc = tr.t(&format!("belfort-short-{}", b.id));
        body.push('\n');
        body.push_str(&desc.split(" | ").collect::<Vec<_>>().join(" "));
    }
    let mut lines = Vec::new();
    for part in body.split('\n') {
        lines.extend(wrap_width(part, 18.0, false, max));
    }
    (
        head,
        Para {
            lines,
            size: 18.0,
            bold: false,
            fill: INK,
        },
    )
}

fn card_h(head: &Para, body: &Para) -> f32 {
    head.height() + 12.0 + body.height() + 14.0
}

/// A card: a coloured header holding `head`, then `body`, `h` tall.
#[allow(clippy::too_many_arguments)]
fn draw_card(s: &mut Svg, x: f32, y: f32, w: f32, h: f32, colour: &str, head: &Para, body: &Para) {
    s.rect(x, y, w, h, "#fdfcf7", Some("#444"), 8.0);
    let hh = head.height() + 12.0;
    s.rect(x, y, w, hh, colour, None, 8.0);
    head.draw(s, x + 10.0, y + 5.0, "start");
    body.draw(s, x + 10.0, y + hh + 6.0, "start");
}

/// A secret choice in progress that only `seat` sees.
fn secret_note(c: &Content, st: &State, seat: Seat, tr: &dyn Translate) -> Option<String> {
    let name = |card: u8| c.buildings[st.card_types[card as usize] as usize].name_msg();
    let mut note = None;
    if let Phase::Keep { discards } = &st.phase {
        if let Some(Some(d)) = discards.get(seat) {
            let names = d.iter().map(|&x| name(x).into()).collect();
            note =
                Some(tr.tr(&Msg::new("belfort-private-keep").arg("cards", Msg::join(", ", names))));
        }
    }
    if let Some((np, card)) = np_card_seen_by(st, seat) {
        note = Some(
            tr.tr(&Msg::new("belfort-private-np-card")
                .arg("np", competitor_label(st, st.n() + np, tr))
                .arg("card", name(card))),
        );
    }
    if let Some(Pending::SpiesReveal { shown, .. }) = st.pending.last() {
        if let Some(Some(card)) = shown.get(seat) {
            note = Some(tr.tr(&Msg::new("belfort-private-shown").arg("card", name(*card))));
        }
    }
    note
}

// ---------------------------------------------------------------------
// The board's panels.

/// The board for a phone: the header (whose turn, scores, last action),
/// the districts with the guilds, the players with the gathering board
/// and the calendar, then the cards on offer with the built buildings.
pub fn panels(c: &Content, st: &State, tr: &dyn Translate) -> Vec<String> {
    vec![
        header_panel(c, st, tr),
        districts_panel(c, st, tr),
        players_panel(c, st, tr),
        market_panel(c, st, tr),
    ]
}

fn header_panel(c: &Content, st: &State, tr: &dyn Translate) -> String {
    let mut s = Svg::new(PW, CANVAS_H);
    let inner = WF - 2.0 * PAD;
    let title = tr.t("belfort-title");
    let stage = stage_text(c, st, tr);
    let head = if text_width(&title, 28.0, true) + text_width(&stage, 24.0, false) + 30.0 <= inner {
        vec![Para::new(&title, 28.0, true, "#ffffff", inner)]
    } else {
        vec![
            Para::new(&title, 28.0, true, "#ffffff", inner),
            Para::new(&stage, 24.0, false, "#edf2f4", inner),
        ]
    };
    let turn = Para::new(&turn_text(st, tr), 24.0, true, "#ffd166", inner);
    // Scores, two a row: disc, then name and score.
    let order = ranked_order(st);
    let best = st.players.iter().map(|p| p.score).max().unwrap_or(0);
    let slot = inner / 2.0;
    let scores: Vec<(usize, Para)> = order
        .iter()
        .map(|&p| {
            let lead = match &st.outcome {
                Some(o) => o.ranks.get(p) == Some(&1),
                None => st.players[p].score == best,
            };
            let name = tr.tr(&Msg::seat(p));
            let label = match &st.outcome {
                Some(o) => format!(
                    "{}. {name} {}",
                    o.ranks.get(p).copied().unwrap_or(0),
                    st.players[p].score
                ),
                None => format!("{name} {}", st.players[p].score),
            };
            (p, Para::new(&label, 24.0, lead, "#ffffff", slot - 50.0))
        })
        .collect();
    let rows: Vec<f32> = scores
        .chunks(2)
        .map(|pair| pair.iter().map(|(_, p)| p.height()).fold(30.0, f32::max) + 8.0)
        .collect();
    let band_h =
        14.0 + stack_h(&head, 2.0) + 8.0 + turn.height() + 10.0 + rows.iter().sum::<f32>() + 8.0;
    let bg = if st.outcome.is_some() {
        "#3d2b42"
    } else {
        BAND
    };
    s.rect(0.0, 0.0, WF, band_h, bg, None, 0.0);
    let mut y = draw_stack(&mut s, &head, PAD, 14.0, 2.0);
    if head.len() == 1 {
        s.text(WF - PAD, 14.0 + 28.0, 24.0, &stage, "end", "#edf2f4", false);
    }
    y = turn.draw(&mut s, PAD, y + 8.0, "start") + 10.0;
    for (pair, h) in scores.chunks(2).zip(&rows) {
        for (k, (p, label)) in pair.iter().enumerate() {
            let x = PAD + k as f32 * slot;
            disc(&mut s, x + 16.0, y + 15.0, 15.0, *p);
            label.draw(&mut s, x + 40.0, y + 2.0, "start");
        }
        y += h;
    }
    y = band_h;
    // The last action, on a pale strip.
    let (actor, text) = last_text(st, tr);
    let last = Para::new(&text, 24.0, true, INK, inner - 40.0);
    let lh = last.height() + 20.0;
    s.rect(0.0, y, WF, lh, "#fff3bf", None, 0.0);
    if let Some(a) = actor {
        disc(&mut s, PAD + 13.0, y + 10.0 + 15.0, 13.0, a);
    }
    last.draw(&mut s, PAD + 40.0, y + 10.0, "start");
    y += lh;
    sized(s, y)
}

/// The five districts as a table (a row per building type, a column per
/// district, each competitor's marker count at the bottom), then each
/// district's guild: what it does, its price, its owner and who stands
/// on it.
fn districts_panel(c: &Content, st: &State, tr: &dyn Translate) -> String {
    // The guilds' texts at 18 px, or 16 where that would make the panel
    // too tall.
    let (doc, h) = districts_at(c, st, tr, 18.0);
    if h <= MAX_H {
        return doc;
    }
    districts_at(c, st, tr, 16.0).0
}

fn districts_at(c: &Content, st: &State, tr: &dyn Translate, gsize: f32) -> (String, f32) {
    let mut s = Svg::new(PW, CANVAS_H);
    let nd = c.layout.guild_lot.len().max(1);
    let x0 = 10.0;
    let label_w = 150.0;
    let col0 = x0 + label_w;
    let col_w = (WF - 10.0 - col0) / nd as f32;
    let mut rows: Vec<usize> = Vec::new();
    for l in &c.layout.lots {
        if let Some(k) = row_key(l.kind) {
            if !rows.contains(&k) {
                rows.push(k);
            }
        }
    }
    // Column heads and row labels, wrapped to their cells.
    let heads: Vec<Para> = (0..nd)
        .map(|d| {
            Para::new(
                &tr.tr(&Msg::new("belfort-label-district").arg("n", d + 1)),
                16.0,
                true,
                "#3d3420",
                col_w - 12.0,
            )
        })
        .collect();
    let head_h = heads.iter().map(Para::height).fold(0.0, f32::max) + 14.0;
    let labels: Vec<Para> = rows
        .iter()
        .map(|&k| {
            let label = if k == usize::MAX {
                tr.t("belfort-label-wall")
            } else {
                tr.tr(&c.buildings[k].name_msg())
            };
            Para::new(&label, 16.0, false, "#3d3420", label_w - 14.0)
        })
        .collect();
    let row_h: Vec<f32> = labels
        .iter()
        .map(|l| (l.height() + 8.0).max(32.0))
        .collect();
    // Marker counts: two competitors a line in each column.
    let counts: Vec<Vec<(usize, usize)>> = (0..nd)
        .map(|d| {
            district_counts(c, st, d)
                .iter()
                .enumerate()
                .filter(|(_, n)| **n > 0)
                .map(|(o, n)| (o, *n as usize))
                .collect()
        })
        .collect();
    let count_lines = counts
        .iter()
        .map(|v| v.len().div_ceil(2))
        .max()
        .unwrap_or(0)
        .max(1);
    let markers_label = Para::new(
        &tr.t("belfort-label-markers"),
        16.0,
        true,
        "#3d3420",
        label_w - 14.0,
    );
    let count_h = (count_lines as f32 * 32.0).max(markers_label.height()) + 10.0;
    let top = 10.0;
    let rows_top = top + head_h;
    let bottom = rows_top + row_h.iter().sum::<f32>() + count_h;
    s.rect(x0, top, WF - 20.0, bottom - top, "#f4efe1", None, 10.0);
    let mut ry = rows_top;
    for (i, h) in row_h.iter().enumerate() {
        if i % 2 == 0 {
            s.rect(x0, ry, WF - 20.0, *h, "#e9e1cb", None, 0.0);
        }
        ry += h;
    }
    for d in 1..nd {
        let lx = col0 + d as f32 * col_w;
        s.line(lx, top + 6.0, lx, bottom - 6.0, "#b8a77a", 2.0);
    }
    for (d, h) in heads.iter().enumerate() {
        h.draw(&mut s, col0 + d as f32 * col_w + 8.0, top + 6.0, "start");
    }
    let mut ry = rows_top;
    for (l, h) in labels.iter().zip(&row_h) {
        l.draw(&mut s, x0 + 8.0, ry + (h - l.height()) / 2.0, "start");
        ry += h;
    }
    markers_label.draw(&mut s, x0 + 8.0, bottom - count_h + 6.0, "start");
    for (d, counted) in counts.iter().enumerate() {
        let cx = col0 + d as f32 * col_w;
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
                    cells[r].push((spans.then_some(l.label.as_str()), st.marks[sym]));
                }
            }
        }
        let mut ry = rows_top;
        for (cell, h) in cells.iter().zip(&row_h) {
            let my = ry + h / 2.0;
            let mut mx = cx + 18.0;
            for (tag, who) in cell {
                if let Some(t) = tag {
                    s.text(mx - 10.0, my + 5.5, 16.0, t, "start", "#555", false);
                    mx += text_width(t, 16.0, false) + 6.0;
                }
                match who {
                    Some(o) => disc(&mut s, mx, my, 13.0, *o as usize),
                    None => s.circle(mx, my, 10.0, FREE, None),
                }
                mx += 29.0;
            }
            ry += h;
        }
        for (k, (o, n)) in counted.iter().enumerate() {
            let kx = cx + 18.0 + (k % 2) as f32 * (col_w / 2.0);
            let ky = bottom - count_h + 20.0 + (k / 2) as f32 * 32.0;
            disc(&mut s, kx, ky, 13.0, *o);
            s.text(
                kx + 15.0,
                ky + 6.0,
                16.0,
                &format!("×{n}"),
                "start",
                INK,
                true,
            );
        }
    }
    // The guilds, a block each.
    let mut y = bottom + 12.0;
    let gl = Para::new(
        &tr.t("belfort-label-guild"),
        20.0,
        true,
        "#2d1b4e",
        WF - 40.0,
    );
    y = gl.draw(&mut s, PAD, y, "start") + 6.0;
    for d in 0..nd {
        let name = format!(
            "{}. {}",
            d + 1,
            tr.tr(&Msg::notation("belfort", &guild_name(c, st, d as u8)))
        );
        let inner = WF - 2.0 * PAD - 24.0;
        let mut paras = vec![Para::new(&name, 18.0, true, "#2d1b4e", inner - 50.0)];
        if let Some(def) = st.guilds.get(d).and_then(|&g| c.guilds.get(g as usize)) {
            let effect = guild_effect(def, st, tr);
            paras.push(Para::new(
                &effect.split(" | ").collect::<Vec<_>>().join(" "),
                gsize,
                false,
                INK,
                inner,
            ));
            paras.push(Para::new(
                &tr.tr(&Msg::new("belfort-label-cost").arg("cost", cost_text(&def.cost, tr))),
                gsize,
                false,
                "#2d1b4e",
                inner - 200.0,
            ));
        }
        let h = stack_h(&paras, 2.0) + 14.0;
        s.rect(PAD, y, WF - 2.0 * PAD, h, "#e0d3f0", None, 8.0);
        draw_stack(&mut s, &paras, PAD + 12.0, y + 6.0, 2.0);
        // The owner's marker, top right.
        let lot = c.layout.guild_lot[d];
        let owner = st.marks[c.layout.lots[lot].symbols[0]];
        let (mx, my) = (WF - PAD - 22.0, y + 20.0);
        match owner {
            Some(o) => disc(&mut s, mx, my, 13.0, o as usize),
            None => s.circle(mx, my, 10.0, FREE, None),
        }
        // Who stands on it, bottom right: a disc and the worker's tag.
        let mut on = Vec::new();
        if let Some((p, elf, master)) = occupant(st, Space::Guild(d as u8)) {
            on.push((p, worker_tag(elf, master, tr)));
        }
        for (np, &g) in st.np_dwarves.iter().enumerate() {
            if g as usize == d {
                on.push((st.n() + np, worker_tag(false, false, tr)));
            }
        }
        let mut wx = WF - PAD - 12.0;
        let ly = y + h - 12.0;
        for (who, tag) in on {
            let tw = text_width(&tag, 16.0, true);
            s.text(wx, ly, 16.0, &tag, "end", INK, true);
            disc(&mut s, wx - tw - 18.0, ly - 6.0, 13.0, who);
            wx -= tw + 44.0;
        }
        y += h + 8.0;
    }
    (sized(s, y + 6.0), y + 6.0)
}

/// The players (score, shield, goods, workers, cards in hand), the
/// gathering board (resource areas, Recruitment Office, King's Tent,
/// gnome pool) and the calendar.
fn players_panel(c: &Content, st: &State, tr: &dyn Translate) -> String {
    let mut s = Svg::new(PW, CANVAS_H);
    let col_w = (WF - 2.0 * PAD - 12.0) / 2.0;
    let mut y = 12.0;
    // Players, two a row.
    let mut blocks: Vec<(usize, Vec<Para>)> = Vec::new();
    for p in ranked_order(st) {
        let pl = &st.players[p];
        let name = tr.tr(&Msg::seat(p));
        let name = match &st.outcome {
            Some(o) => format!("{}. {name}", o.ranks.get(p).copied().unwrap_or(0)),
            None => name,
        };
        let score = tr.tr(&msg!("belfort-views-score", n = pl.score));
        blocks.push((
            p,
            vec![
                Para::new(&name, 20.0, true, INK, col_w - 110.0),
                Para::new(&score, 18.0, true, INK, col_w - 110.0),
                Para::new(
                    &goods_words(&player_goods(st, p), tr),
                    16.0,
                    false,
                    INK,
                    col_w - 20.0,
                ),
                Para::new(
                    &tr.tr(&msg!(
                        "belfort-views-hand",
                        workers = workers_text(pl, tr),
                        n = pl.hand.len()
                    )),
                    16.0,
                    false,
                    INK,
                    col_w - 20.0,
                ),
            ],
        ));
    }
    for np in st.n()..st.competitors() {
        blocks.push((
            np,
            vec![Para::new(
                &competitor_label(st, np, tr),
                20.0,
                false,
                "#555",
                col_w - 110.0,
            )],
        ));
    }
    for pair in blocks.chunks(2) {
        let h = pair
            .iter()
            .map(|(_, b)| stack_h(b, 4.0).max(70.0) + 20.0)
            .fold(0.0, f32::max);
        for (k, (p, b)) in pair.iter().enumerate() {
            let x = PAD + k as f32 * (col_w + 12.0);
            s.rect(x, y, col_w, h, "#eef1f5", None, 10.0);
            disc(&mut s, x + 24.0, y + 26.0, 15.0, *p);
            // The name and score right of the disc, the rest under it.
            let top = b[..b.len().min(2)].iter().map(Para::height).sum::<f32>() + 4.0;
            draw_stack(&mut s, &b[..b.len().min(2)], x + 48.0, y + 10.0, 4.0);
            let below = y + 10.0 + top.max(40.0) + 4.0;
            draw_stack(&mut s, &b[b.len().min(2)..], x + 10.0, below, 4.0);
            shield(st, &mut s, x + col_w - 52.0, y + 12.0, *p);
        }
        y += h + 10.0;
    }
    // The resource areas, four columns.
    let area_w = (WF - 2.0 * PAD - 3.0 * 8.0) / 4.0;
    let heads: Vec<Para> = (0..4u8)
        .map(|a| {
            Para::new(
                &tr.t(&format!("belfort-area-{}", super::rules::area_id(a))),
                18.0,
                true,
                "#1f3a14",
                area_w - 16.0,
            )
        })
        .collect();
    let lines: Vec<Vec<(usize, String)>> = (0..4u8)
        .map(|a| {
            st.players
                .iter()
                .enumerate()
                .filter_map(|(p, pl)| {
                    let here: Vec<_> = pl.workers.iter().filter(|w| w.at == At::Area(a)).collect();
                    if here.is_empty() {
                        return None;
                    }
                    let e = here.iter().filter(|w| w.elf).count();
                    Some((
                        p,
                        format!(
                            "{e}{} {}{}",
                            tr.t("belfort-abbr-elf"),
                            here.len() - e,
                            tr.t("belfort-abbr-dwarf")
                        ),
                    ))
                })
                .collect()
        })
        .collect();
    let hh = heads.iter().map(Para::height).fold(0.0, f32::max);
    let n_lines = lines.iter().map(Vec::len).max().unwrap_or(0).max(1);
    let box_h = 10.0 + hh + 8.0 + n_lines as f32 * 32.0 + 6.0;
    let gathering_top = y;
    let office_lines = 3.0;
    s.rect(
        PAD - 8.0,
        y - 4.0,
        WF - 2.0 * PAD + 16.0,
        box_h + 8.0 + office_lines * 36.0 + 12.0,
        "#e8f1e4",
        None,
        10.0,
    );
    for a in 0..4 {
        let ax = PAD + a as f32 * (area_w + 8.0);
        s.rect(ax, y, area_w, box_h, "#ffffff", None, 6.0);
        heads[a].draw(&mut s, ax + 8.0, y + 8.0, "start");
        for (i, (p, text)) in lines[a].iter().enumerate() {
            let ly = y + 10.0 + hh + 8.0 + i as f32 * 32.0 + 16.0;
            disc(&mut s, ax + 22.0, ly, 13.0, *p);
            s.text(ax + 42.0, ly + 6.0, 16.0, text, "start", INK, false);
        }
    }
    y += box_h + 8.0;
    // Office, Tent and pool: a label, then the places.
    let spaces = c.c.office_spaces.get(st.n() - 2).copied().unwrap_or(1);
    let rows: [(String, Vec<Option<usize>>); 2] = [
        (
            tr.t("belfort-label-office"),
            (0..spaces)
                .map(|k| occupant(st, Space::Office(k as u8)).map(|o| o.0))
                .collect(),
        ),
        (
            tr.t("belfort-label-tent"),
            (0..st.n())
                .map(|k| occupant(st, Space::Tent(k as u8)).map(|o| o.0))
                .collect(),
        ),
    ];
    let label_w = rows
        .iter()
        .map(|(l, _)| text_width(l, 18.0, true))
        .fold(0.0, f32::max)
        .min(420.0);
    for (label, places) in &rows {
        let l = Para::new(label, 18.0, true, "#1f3a14", label_w + 1.0);
        l.draw(&mut s, PAD + 4.0, y + 4.0, "start");
        for (k, who) in places.iter().enumerate() {
            let sx = PAD + label_w + 30.0 + k as f32 * 32.0;
            match who {
                Some(p) => disc(&mut s, sx, y + 17.0, 13.0, *p),
                None => s.circle(sx, y + 17.0, 11.0, FREE, None),
            }
        }
        y += l.height().max(30.0) + 6.0;
    }
    let pool = tr.tr(&Msg::new("belfort-label-pool").arg("n", st.pool));
    Para::new(&pool, 18.0, true, "#1f3a14", WF - 3.0 * PAD).draw(
        &mut s,
        PAD + 4.0,
        y + 4.0,
        "start",
    );
    y = gathering_top + box_h + 8.0 + office_lines * 36.0 + 12.0 + 8.0;
    // The calendar: seven months, the current one framed in red, the
    // scoring months marked ✕.
    let cal = Para::new(
        &tr.t("belfort-label-calendar"),
        18.0,
        true,
        INK,
        WF - 2.0 * PAD,
    );
    y = cal.draw(&mut s, PAD, y + 4.0, "start") + 8.0;
    let months = c.c.rounds.max(1) as f32;
    let mw = ((WF - 2.0 * PAD) / months).min(100.0);
    for m in 0..c.c.rounds {
        let mx = PAD + m as f32 * mw;
        let season = c.seasons.get(m as usize).cloned().unwrap_or_default();
        let fill = match season.as_str() {
            "spring" => "#d8f3dc",
            "summer" => "#ffe8a3",
            _ => "#f6c6a0",
        };
        if st.round == m + 1 {
            s.rect(mx, y, mw - 6.0, 48.0, "#d00000", None, 8.0);
        }
        s.rect(mx + 4.0, y + 4.0, mw - 14.0, 40.0, fill, None, 6.0);
        let scoring = c.scoring_rounds.contains(&(m + 1));
        let label = if scoring {
            format!("{} ✕", m + 1)
        } else {
            (m + 1).to_string()
        };
        s.text(
            mx + (mw - 6.0) / 2.0,
            y + 31.0,
            18.0,
            &label,
            "middle",
            if scoring { "#b00000" } else { INK },
            true,
        );
    }
    y += 48.0 + 8.0;
    let legend = Para::new(
        &tr.t("belfort-legend-line1"),
        16.0,
        false,
        "#555",
        WF - 2.0 * PAD - 30.0,
    );
    s.circle(PAD + 10.0, y + 11.0, 10.0, FREE, None);
    y = legend.draw(&mut s, PAD + 28.0, y, "start");
    sized(s, y + PAD)
}

/// A competitor's shield number, grey when used at the Tent.
fn shield(st: &State, s: &mut Svg, x: f32, y: f32, who: usize) {
    let n = st.shields[who];
    let grey = st.grey.get(n as usize - 1).copied().unwrap_or(false) && who < st.n();
    s.rect(
        x,
        y,
        40.0,
        34.0,
        if grey { "#999" } else { seat_colour(who) },
        None,
        6.0,
    );
    s.text(
        x + 20.0,
        y + 25.0,
        20.0,
        &n.to_string(),
        "middle",
        "#fff",
        true,
    );
}

/// The cards on offer, the deck, every player's built buildings with
/// their gnomes, and the legend of the letters.
fn market_panel(c: &Content, st: &State, tr: &dyn Translate) -> String {
    let mut s = Svg::new(PW, CANVAS_H);
    let inner = WF - 2.0 * PAD;
    let mut y = 12.0;
    let label = Para::new(&tr.t("belfort-label-display"), 20.0, true, INK, inner);
    y = label.draw(&mut s, PAD, y, "start") + 2.0;
    let info = tr.tr(&Msg::new("belfort-label-deck")
        .arg("deck", st.deck.len())
        .arg("discard", st.discard.len()));
    y = Para::new(&info, 18.0, false, INK, inner).draw(&mut s, PAD, y, "start") + 8.0;
    let per_row = 3usize;
    let cw = (inner - 10.0 * (per_row as f32 - 1.0)) / per_row as f32;
    let cards: Vec<(Para, Para)> = st
        .display
        .iter()
        .map(|&card| {
            let b = &c.buildings[st.card_types[card as usize] as usize];
            let head = Para::new(&tr.tr(&b.name_msg()), 18.0, true, "#ffffff", cw - 16.0);
            let mut lines = wrap_width(&cost_text(&b.cost, tr), 18.0, false, cw - 16.0);
            lines.extend(wrap_width(
                &tr.tr(&Msg::new("belfort-label-income").arg("n", b.income)),
                18.0,
                false,
                cw - 16.0,
            ));
            (
                head,
                Para {
                    lines,
                    size: 18.0,
                    bold: false,
                    fill: INK,
                },
            )
        })
        .collect();
    for row in cards.chunks(per_row) {
        let h = row.iter().map(|(a, b)| card_h(a, b)).fold(0.0, f32::max);
        for (k, (head, body)) in row.iter().enumerate() {
            draw_card(
                &mut s,
                PAD + k as f32 * (cw + 10.0),
                y,
                cw,
                h,
                "#8a5a00",
                head,
                body,
            );
        }
        y += h + 10.0;
    }
    // Built buildings, a block per player.
    y += 6.0;
    let built = Para::new(&tr.t("belfort-label-built"), 20.0, true, "#2b2d42", inner);
    y = built.draw(&mut s, PAD, y, "start") + 6.0;
    let g = tr.t("belfort-abbr-gnome");
    for p in ranked_order(st) {
        let names: Vec<String> = st.players[p]
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
            "{} — {}",
            tr.tr(&Msg::seat(p)),
            if names.is_empty() {
                "-".to_string()
            } else {
                names.join(", ")
            }
        );
        let para = Para::new(&line, 16.0, false, INK, inner - 60.0);
        let h = para.height().max(30.0) + 12.0;
        s.rect(PAD, y, inner, h, "#eef1f5", None, 8.0);
        disc(&mut s, PAD + 22.0, y + 21.0, 13.0, p);
        para.draw(
            &mut s,
            PAD + 46.0,
            y + 6.0 + ((30.0 - para.line_h()).max(0.0)) / 2.0,
            "start",
        );
        y += h + 6.0;
    }
    y += 6.0;
    let legend = Para::new(&tr.t("belfort-legend-line2"), 16.0, false, "#555", inner);
    y = legend.draw(&mut s, PAD, y, "start");
    sized(s, y + PAD)
}

#[cfg(test)]
mod tests {
    use crate::engine::{GameRng, Setup};
    use crate::i18n::{I18n, LANGUAGES};

    /// Every text of a scene: its font size and words.
    fn texts(svg: &str) -> Vec<(f32, String)> {
        svg.split("<text ")
            .skip(1)
            .map(|t| {
                let size = t
                    .split("font-size=\"")
                    .nth(1)
                    .and_then(|r| r.split('"').next())
                    .and_then(|v| v.parse().ok())
                    .unwrap_or(0.0);
                let words = t[t.find('>').unwrap() + 1..t.find("</text>").unwrap()].to_string();
                (size, words)
            })
            .collect()
    }

    fn height(svg: &str) -> f32 {
        svg.split("height=\"")
            .nth(1)
            .unwrap()
            .split('"')
            .next()
            .unwrap()
            .parse()
            .unwrap()
    }

    /// Whole random games of 2 to 5 players (neutral players, the most
    /// rows), in every language, looked at every 25 actions: each seat
    /// view and each panel is 800 px wide and at most 1000 tall, no text
    /// ends in "…", seat-view texts are at least 18 px and panel texts
    /// at least 14 px (9 and 7 px when a phone shows them 400 px wide);
    /// no text of the full board ends in "…".
    #[test]
    fn phone_views_fit_a_phone_in_whole_games_of_every_size() {
        let i18n = I18n::load().unwrap();
        let registry = crate::games::registry(None).unwrap();
        let title = registry.get("belfort").unwrap();
        let mut looked = 0;
        for seats in 2..=5 {
            let mut table = title
                .new_table(&Setup {
                    seats,
                    options: Default::default(),
                    seed: 11 + seats as u64,
                })
                .unwrap();
            let mut rng = GameRng::new(seats as u64);
            let mut n = 0;
            loop {
                if n % 25 == 0 || table.outcome().is_some() {
                    let lang = i18n.lang(LANGUAGES[n / 25 % LANGUAGES.len()]);
                    let mut scenes: Vec<(String, f32, String)> = (0..seats)
                        .map(|p| (format!("seat {p}"), 18.0, table.seat_svg(p, &*lang)))
                        .collect();
                    for (k, panel) in table.board_panels_svg(&*lang).into_iter().enumerate() {
                        scenes.push((format!("panel {k}"), 14.0, panel));
                    }
                    for (what, min, svg) in scenes {
                        let at = format!("{seats} seats, action {n}, {what}");
                        assert!(svg.contains("width=\"800\""), "{at}");
                        assert!(height(&svg) <= 1000.0, "{at}: {} tall", height(&svg));
                        for (size, words) in texts(&svg) {
                            assert!(size >= min, "{at}: {words:?} at {size} px");
                            assert!(!words.ends_with('…'), "{at}: {words:?} cut");
                        }
                        looked += 1;
                    }
                    // The full desktop board cuts nothing either.
                    for (_, words) in texts(&table.board_svg(&*lang)) {
                        assert!(!words.ends_with('…'), "{seats} seats, {n}: {words:?} cut");
                    }
                }
                if table.outcome().is_some() {
                    break;
                }
                let to_act = table.to_act();
                let Some(&seat) = rng.pick(&to_act) else {
                    break;
                };
                if table.play_random(seat, &mut rng).ok().flatten().is_none() {
                    break;
                }
                n += 1;
            }
            assert!(
                table.outcome().is_some(),
                "{seats} seats: the game did not end"
            );
        }
        assert!(looked > 200, "{looked}");
    }
}
