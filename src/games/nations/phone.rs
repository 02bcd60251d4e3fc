//! Nations on a phone (issue 28): the seat's private view and the board
//! as panels, each 800 px wide and at most 1000 px tall, so that a phone
//! showing them 400 px wide keeps every text readable (seat views: 18 px
//! and up, 9 px on the phone; panels: 15 px and up). Texts are wrapped by
//! their measured width ([`wrap_width`]), never cut with "…"; what does
//! not fit a view is summarised by name rather than shrunk.

use super::content::{CardDef, Content};
use super::render::{card_lines, header_texts, nation_label, right_column, roman};
use super::rules::{self, age_of, food_upkeep, military, stability};
use super::{talk, Player, State};
use crate::engine::{Msg, Seat, Translate};
use crate::msg;
use crate::render::{seat_colour, text_width, wrap_width, Svg};

/// The width of every phone image.
pub const PW: f32 = 800.0;
/// The tallest a phone image may be: 1.25× its width.
pub const MAX_H: f32 = 1000.0;
/// Line height as a share of the font size: wrapped lines never touch.
const LEAD: f32 = 1.3;
/// The outer margin.
const M: f32 = 16.0;
/// A card's inner padding.
const PAD: f32 = 8.0;

/// A document whose height is known only once everything is drawn:
/// drawn at height 0, sized by [`sized`].
pub(super) fn sized(s: Svg, h: f32) -> String {
    let w = s.width();
    s.finish().replacen(
        &format!("width=\"{w}\" height=\"0\" viewBox=\"0 0 {w} 0\""),
        &format!(
            "width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\"",
            h = h.ceil()
        ),
        1,
    )
}

/// `text` in lines no wider than `max` pixels, never cut. The kit's
/// [`wrap_width`] counts a space as 0 px wide (its [`text_width`] of
/// blank text), so a line it makes can run a few spaces' width past
/// `max`: each line is measured whole, and the text wrapped narrower
/// until every line fits.
pub(super) fn wrap(text: &str, size: f32, bold: bool, max: f32) -> Vec<String> {
    let mut room = max;
    loop {
        let lines = wrap_width(text, size, bold, room);
        if room < max * 0.5 || lines.iter().all(|l| text_width(l, size, bold) <= max) {
            return lines;
        }
        room -= size * 0.3;
    }
}

/// Lines of text already wrapped, with their size, colour and weight.
#[derive(Clone)]
struct Para {
    lines: Vec<String>,
    size: f32,
    colour: &'static str,
    bold: bool,
}

impl Para {
    fn new(text: &str, size: f32, colour: &'static str, bold: bool, width: f32) -> Para {
        Para {
            lines: if text.is_empty() {
                vec![]
            } else {
                wrap(text, size, bold, width)
            },
            size,
            colour,
            bold,
        }
    }
    fn height(&self) -> f32 {
        self.lines.len() as f32 * self.size * LEAD
    }
    /// Draws the lines with their top at `y`; returns the bottom.
    fn draw(&self, s: &mut Svg, x: f32, y: f32) -> f32 {
        let mut y = y;
        for line in &self.lines {
            // The baseline sits one size under the line's top.
            s.text(
                x,
                y + self.size * 1.02,
                self.size,
                line,
                "start",
                self.colour,
                self.bold,
            );
            y += self.size * LEAD;
        }
        y
    }
}

/// A card drawn as a box: its name on a band of its type's colour, then
/// its numbers and its full special rule, wrapped; on a player board, a
/// row of its workers.
struct CardBox {
    colour: &'static str,
    /// The name and age, as the band shows it before any prefix.
    name: String,
    inner: f32,
    title: Para,
    body: Vec<Para>,
    workers: Option<(i32, Seat)>,
}

impl CardBox {
    fn new(k: &CardDef, tr: &dyn Translate, w: f32, size: f32, kind: bool, used: bool) -> Self {
        let inner = w - 2.0 * PAD;
        let mut name = format!("{} ({})", tr.tr(&k.name_msg()), roman(k.age));
        if used {
            name.push_str(" ✔");
        }
        let title = Para::new(&name, size + 1.0, "#fff", true, inner);
        let body = card_lines(k, tr, kind)
            .iter()
            .map(|l| Para::new(l, size, "#222", false, inner))
            .collect();
        CardBox {
            colour: k.kind.colour(),
            name,
            inner,
            title,
            body,
            workers: None,
        }
    }
    /// The band reads `prefix: name`.
    fn prefixed(mut self, prefix: &str) -> Self {
        let text = format!("{prefix}: {}", self.name);
        self.title = Para::new(&text, self.title.size, "#fff", true, self.inner);
        self
    }
    fn band(&self) -> f32 {
        self.title.height() + PAD
    }
    fn height(&self) -> f32 {
        let workers = if self.workers.is_some() { 30.0 } else { 0.0 };
        self.band() + PAD / 2.0 + self.body.iter().map(Para::height).sum::<f32>() + PAD + workers
    }
    fn draw(&self, s: &mut Svg, x: f32, y: f32, w: f32, h: f32) {
        s.rect(x, y, w, h, "#fdfcf7", Some("#444"), 0.0);
        s.rect(x, y, w, self.band(), self.colour, None, 0.0);
        self.title.draw(s, x + PAD, y + PAD / 2.0);
        let mut ty = y + self.band() + PAD / 2.0;
        for p in &self.body {
            ty = p.draw(s, x + PAD, ty);
        }
        if let Some((n, seat)) = self.workers {
            for i in 0..n.min(12) {
                s.circle(
                    x + PAD + 11.0 + i as f32 * 26.0,
                    y + h - 18.0,
                    10.0,
                    seat_colour(seat),
                    Some("#222"),
                );
            }
        }
    }
}

/// Draws a part of a panel with its top at a `y`.
type Draw = Box<dyn Fn(&mut Svg, f32)>;

/// One part of a panel: its height and how to draw it.
struct Block {
    h: f32,
    draw: Draw,
}

fn para_block(p: Para, x: f32) -> Block {
    Block {
        h: p.height(),
        draw: Box::new(move |s, y| {
            p.draw(s, x, y);
        }),
    }
}

fn gap(h: f32) -> Block {
    Block {
        h,
        draw: Box::new(|_, _| {}),
    }
}

/// Blocks one under the other on as many panels as they need, none
/// taller than [`MAX_H`]; a heading (`keep` set) stays with what follows.
fn paginate(blocks: Vec<(Block, bool)>) -> Vec<String> {
    let mut pages = vec![];
    let mut page: Vec<(Block, bool)> = vec![];
    let mut used = M;
    let flush = |page: &mut Vec<(Block, bool)>, pages: &mut Vec<String>, next: f32| {
        if page.is_empty() {
            return;
        }
        // A page never ends on a heading or a gap, and what is kept
        // together moves on whole, while it fits a page of its own with
        // the block that follows.
        let mut carry = vec![];
        let mut carried = 0.0;
        while page.len() > 1
            && page
                .last()
                .is_some_and(|(b, keep)| *keep && carried + b.h + next < MAX_H - 2.0 * M)
        {
            let b = page.pop().unwrap();
            carried += b.0.h;
            carry.insert(0, b);
        }
        let mut s = Svg::new(PW as u32, 0);
        let mut y = M;
        for (b, _) in page.iter() {
            (b.draw)(&mut s, y);
            y += b.h;
        }
        pages.push(sized(s, y + M));
        *page = carry;
    };
    for (b, keep) in blocks {
        if used + b.h + M > MAX_H && !page.is_empty() {
            flush(&mut page, &mut pages, b.h);
            used = M + page.iter().map(|(b, _)| b.h).sum::<f32>();
        }
        used += b.h;
        page.push((b, keep));
    }
    flush(&mut page, &mut pages, 0.0);
    pages
}

/// A row of cards as one block.
fn card_row(row: Vec<CardBox>, w: f32, h: f32) -> Block {
    Block {
        h: h + 10.0,
        draw: Box::new(move |s, y| {
            for (i, c) in row.iter().enumerate() {
                c.draw(s, M + i as f32 * (w + 10.0), y, w, h);
            }
        }),
    }
}

/// The header panel: round and phase, whose turn, every nation's score
/// and standing, and the last action with what it changed.
fn header_panel(c: &Content, st: &State, tr: &dyn Translate) -> String {
    let mut s = Svg::new(PW as u32, 0);
    let h = header_into(&mut s, c, st, tr, PW, 1.0);
    sized(s, h)
}

/// Draws the header `w` wide at the top of `s` (the full board draws it
/// in a scaled group); returns its height.
pub(super) fn header_into(
    s: &mut Svg,
    c: &Content,
    st: &State,
    tr: &dyn Translate,
    w: f32,
    k: f32,
) -> f32 {
    let mut h = header_texts(st, tr);
    // In play, the nations in turn order; at the end, by rank.
    if !h.over {
        h.scores
            .sort_by_key(|x| st.order.iter().position(|&o| o == x.seat));
    }
    let m = M * k;
    let inner = w - 2.0 * m;
    // The dark band: the stage and whose turn.
    let stage = format!("Nations · {}", h.stage);
    let title = Para::new(&stage, 24.0 * k, "#edf2f4", true, inner);
    let turn = Para::new(&h.turn, 28.0 * k, "#ffd166", true, inner);
    let band = m + title.height() + 6.0 * k + turn.height() + m / 2.0;
    let bg = if h.over { "#3d2b42" } else { "#2b2d42" };
    s.rect(0.0, 0.0, w, band, bg, None, 0.0);
    let y = title.draw(s, m, m / 2.0);
    turn.draw(s, m, y + 6.0 * k);
    // Scores: a line per nation, in rank order at the end.
    let mut y = band + 12.0 * k;
    let cols = [
        if st.final_scores.is_some() {
            "nations-label-points"
        } else {
            "nations-label-vp"
        },
        "nations-label-books",
        "nations-label-military",
        "nations-label-stability",
    ];
    let heads: Vec<String> = cols.iter().map(|id| tr.t(id)).collect();
    // The numbers' columns, as wide as their headings, right-aligned to
    // the edge.
    let size = 22.0 * k;
    let head = 16.0 * k;
    let widths: Vec<f32> = heads
        .iter()
        .map(|t| text_width(t, head, true).max(44.0 * k) + 14.0 * k)
        .collect();
    let mut right = w - m;
    let mut xs = vec![0.0; 4];
    for i in (0..4).rev() {
        xs[i] = right;
        right -= widths[i];
    }
    let r = 18.0 * k;
    let name_x = m + 2.0 * r + 10.0 * k;
    let name_w = right - name_x - 8.0 * k;
    if !h.over {
        let order = tr.t("nations-label-order");
        if m + text_width(&order, head, true) <= right - 4.0 * k {
            s.text(m, y + head, head, &order, "start", "#555", true);
        }
    }
    for (i, t) in heads.iter().enumerate() {
        s.text(xs[i], y + head, head, t, "end", "#555", true);
    }
    y += head * LEAD + 4.0 * k;
    let row = |para: &Para| para.height().max(2.0 * r) + 6.0 * k;
    for entry in &h.scores {
        let seat = entry.seat;
        let Some(p) = st.players.get(seat) else {
            continue;
        };
        let mut name = format!("{} · {}", entry.name, nation_label(c, p, tr));
        if p.passed {
            name = format!("{name} ({})", tr.t("nations-label-passed"));
        }
        let para = Para::new(&name, size, seat_colour(seat), entry.leading, name_w);
        s.disc(m + r, y + r, r, seat);
        para.draw(s, name_x, y + r - size * 0.62);
        let base = y + r - size * 0.62 + size * 1.02;
        for (v, x) in [entry.score as i32, p.books, military(c, p), stability(c, p)]
            .into_iter()
            .zip(&xs)
        {
            let bold = entry.leading && *x == xs[0];
            s.text(*x, base, size, &v.to_string(), "end", "#222", bold);
        }
        y += row(&para);
    }
    if let Some(n) = &st.neutral {
        let para = Para::new(&tr.t("nations-label-neutral"), size, "#555", true, name_w);
        s.circle(m + r, y + r, r, "#777", None);
        para.draw(s, name_x, y + r - size * 0.62);
        let base = y + r - size * 0.62 + size * 1.02;
        for (v, x) in [n.books, n.military, n.stability].into_iter().zip(&xs[1..]) {
            s.text(*x, base, size, &v.to_string(), "end", "#222", false);
        }
        y += row(&para);
    }
    // The last action, on a pale strip.
    let dot = 9.0 * k;
    let last = Para::new(&h.last, 22.0 * k, "#222", true, inner - 3.0 * dot);
    let top = y + 8.0 * k;
    let strip = last.height() + 16.0 * k;
    s.rect(0.0, top, w, strip, "#fff3bf", None, 0.0);
    if let Some(actor) = h.actor {
        let cy = top + 8.0 * k + 22.0 * k * 0.6;
        s.circle(m + dot, cy, dot, seat_colour(actor), Some("#222"));
    }
    last.draw(s, m + 3.0 * dot, top + 8.0 * k);
    top + strip
}

/// A heading of the progress board or of the nations.
fn heading(text: &str, colour: &'static str) -> (Block, bool) {
    let p = Para::new(text, 22.0, colour, true, PW - 2.0 * M);
    (para_block(p, M), true)
}

/// The board for a phone: the header, then the progress board row by
/// row with every card's full text, the war, event and architects, then
/// each nation's board in short.
pub fn board_panels(c: &Content, st: &State, tr: &dyn Translate) -> Vec<String> {
    let mut out = vec![header_panel(c, st, tr)];
    let mut blocks: Vec<(Block, bool)> = vec![];
    let cols = st.cfg.columns;
    let deck = st.decks[age_of(st.round) as usize - 1].len();
    blocks.push(heading(
        &tr.tr(&msg!(
            "nations-label-round-deck",
            round = st.round as i64,
            age = age_of(st.round) as i64,
            count = deck as i64
        )),
        "#555",
    ));
    let per_line = 3;
    let w = (PW - 2.0 * M - (per_line - 1) as f32 * 10.0) / per_line as f32;
    for row in 0..3 {
        let printed = 3 - row as i32;
        let price = rules::row_price(c, st, row);
        let mut head = tr.tr(&msg!("nations-views-row", price = printed as i64));
        if price != printed {
            head = format!(
                "{head} · {}",
                tr.tr(&msg!("nations-label-row", price = price as i64))
            );
        }
        blocks.push(heading(&head, "#7a5c00"));
        let cards: Vec<CardBox> = (0..cols)
            .map(|col| {
                match st.board[row * cols + col]
                    .as_ref()
                    .and_then(|id| c.card(id))
                {
                    Some(k) => numbered(CardBox::new(k, tr, w, 15.0, true, false), printed, col),
                    None => empty_box(tr, printed, col, w),
                }
            })
            .collect();
        let mut cards = cards.into_iter().peekable();
        while cards.peek().is_some() {
            let line: Vec<CardBox> = cards.by_ref().take(per_line).collect();
            let h = line.iter().map(CardBox::height).fold(0.0, f32::max);
            blocks.push((card_row(line, w, h), false));
        }
    }
    // War, architects, event (or the solo tile).
    blocks.push((gap(6.0), true));
    for (text, size, colour, bold) in right_column(c, st, tr) {
        let p = Para::new(&text, size.min(20.0), colour, bold, PW - 2.0 * M);
        blocks.push((para_block(p, M), false));
    }
    // The nations.
    // The nations in turn order, kept together when they fit one panel.
    blocks.push((gap(12.0), true));
    blocks.push(heading(&tr.t("nations-label-order"), "#222"));
    let seats: Vec<Seat> = st
        .order
        .iter()
        .copied()
        .filter(|&who| who < st.players.len())
        .collect();
    for (i, &who) in seats.iter().enumerate() {
        let block = nation_block(c, &st.players[who], who, tr);
        blocks.push((block, i + 1 < seats.len()));
    }
    out.extend(paginate(blocks));
    out
}

/// A space's place on a card's band, as `buy 3.2` names it: the row's
/// printed price and the column, so a row split between two panels still
/// reads.
fn numbered(b: CardBox, printed: i32, col: usize) -> CardBox {
    b.prefixed(&format!("{printed}.{}", col + 1))
}

/// An empty space of the progress board.
fn empty_box(tr: &dyn Translate, printed: i32, col: usize, w: f32) -> CardBox {
    let name = format!("{printed}.{}: {}", col + 1, tr.t("nations-views-empty"));
    CardBox {
        colour: "#999",
        title: Para::new(&name, 16.0, "#fff", true, w - 2.0 * PAD),
        name,
        inner: w - 2.0 * PAD,
        body: vec![],
        workers: None,
    }
}

/// One nation in short: name and nation, resources, standing, and its
/// cards by name (workers in brackets).
fn nation_block(c: &Content, p: &Player, who: Seat, tr: &dyn Translate) -> Block {
    let inner = PW - 2.0 * M - 40.0;
    let mut name = format!("{} · {}", tr.tr(&Msg::seat(who)), nation_label(c, p, tr));
    if p.passed {
        name = format!("{name} ({})", tr.t("nations-label-passed"));
    }
    let mut paras = vec![
        Para::new(&name, 20.0, seat_colour(who), true, inner),
        Para::new(&resources(p, tr), 17.0, "#222", false, inner),
        Para::new(&standing(c, p, tr), 17.0, "#222", false, inner),
    ];
    let names = |ids: &[String]| -> Vec<String> {
        ids.iter()
            .filter_map(|id| c.card(id))
            .map(|k| tr.tr(&k.name_msg()))
            .collect()
    };
    let slots: Vec<String> = p
        .slots
        .iter()
        .filter_map(|s| c.card(&s.card).map(|k| (k, s.workers)))
        .map(|(k, n)| format!("{} ({n})", tr.tr(&k.name_msg())))
        .collect();
    for (label, items) in [
        ("nations-label-slots", slots),
        ("nations-label-advisors", names(&p.advisors)),
        ("nations-label-colonies", names(&p.colonies)),
        ("nations-label-wonders", names(&p.wonders)),
    ] {
        if items.is_empty() {
            continue;
        }
        let text = tr.tr(&msg!(
            "label-value",
            label = Msg::new(label),
            value = items.join(", ")
        ));
        paras.push(Para::new(&text, 16.0, "#333", false, inner));
    }
    if let Some(k) = p.wonder.as_ref().and_then(|id| c.card(id)) {
        let text = format!(
            "{}: {} · {}",
            tr.t("nations-label-building-wonder"),
            tr.tr(&k.name_msg()),
            tr.tr(&msg!(
                "nations-views-built",
                built = p.built as i64,
                total = k.sections.len() as i64
            ))
        );
        paras.push(Para::new(&text, 16.0, "#333", false, inner));
    }
    let h = paras.iter().map(Para::height).sum::<f32>() + 14.0;
    Block {
        h,
        draw: Box::new(move |s, y| {
            s.rect(M, y + 2.0, 6.0, h - 8.0, seat_colour(who), None, 0.0);
            let mut ty = y;
            for p in &paras {
                ty = p.draw(s, M + 20.0, ty);
            }
        }),
    }
}

fn resources(p: &Player, tr: &dyn Translate) -> String {
    tr.tr(&msg!(
        "nations-label-resources",
        gold = p.gold as i64,
        stone = p.stone as i64,
        food = p.food as i64,
        books = p.books as i64,
        vp = p.vp as i64
    ))
}

fn standing(c: &Content, p: &Player, tr: &dyn Translate) -> String {
    format!(
        "{} {} · {} {} · {} · {}",
        tr.t("nations-label-military"),
        military(c, p),
        tr.t("nations-label-stability"),
        stability(c, p),
        tr.tr(&msg!(
            "nations-label-food-upkeep",
            food = food_upkeep(c, p) as i64
        )),
        tr.tr(&msg!("nations-label-workers", reserve = p.reserve as i64)),
    )
}

/// A nation's private view for a phone: who and where, what it is asked
/// now, its resources, standing and population, then its cards with
/// their full texts, buildings and military first; cards that don't fit
/// are named in a line at the bottom.
pub fn seat(c: &Content, st: &State, seat: Seat, tr: &dyn Translate) -> String {
    let Some(p) = st.players.get(seat) else {
        return Svg::new(400, 100).finish();
    };
    let inner = PW - 2.0 * M;
    let h = header_texts(st, tr);
    let mut s = Svg::new(PW as u32, 0);
    // The band: the stage, the nation, and what it may do now.
    let stage = Para::new(
        &format!("Nations · {}", h.stage),
        20.0,
        "#edf2f4",
        false,
        inner,
    );
    let who = format!("{} · {}", tr.tr(&Msg::seat(seat)), nation_label(c, p, tr));
    let who = Para::new(&who, 26.0, "#fff", true, inner - 48.0);
    let ask = match (&st.final_scores, talk::prompt(c, st, seat)) {
        (Some(scores), _) => {
            let total = scores.get(seat).map(|x| x[5]).unwrap_or(0);
            format!(
                "{} · {}",
                h.turn,
                tr.tr(&msg!("nations-label-final", total = total as i64))
            )
        }
        (None, Some(m)) => tr.tr(&m),
        (None, None) => match rules::to_act(st).first() {
            Some(&other) => tr.tr(&msg!("nations-label-pending", seat = Msg::seat(other))),
            None => h.turn.clone(),
        },
    };
    let ask = Para::new(&ask, 20.0, "#ffd166", true, inner);
    let band = M / 2.0 + stage.height() + 4.0 + who.height() + 6.0 + ask.height() + M / 2.0;
    s.rect(0.0, 0.0, PW, band, "#2b2d42", None, 0.0);
    let mut y = stage.draw(&mut s, M, M / 2.0) + 4.0;
    s.disc(M + 18.0, y + 17.0, 18.0, seat);
    y = who.draw(&mut s, M + 48.0, y) + 6.0;
    ask.draw(&mut s, M, y);
    let mut y = band + 10.0;
    // Resources and standing.
    y = Para::new(&resources(p, tr), 22.0, "#222", true, inner).draw(&mut s, M, y);
    y = Para::new(&standing(c, p, tr), 20.0, "#222", false, inner).draw(&mut s, M, y);
    y = Para::new(
        &tr.tr(&msg!(
            "nations-label-private-architects",
            count = p.private_architects as i64
        )),
        20.0,
        "#222",
        false,
        inner,
    )
    .draw(&mut s, M, y);
    // The population track: 4 Food and 4 Stability spaces, emptied ones
    // marked with their -3 penalty.
    y += 4.0;
    let label = tr.tr(&msg!(
        "label-colon",
        label = Msg::new("nations-label-population")
    ));
    let mut x = M;
    let size = 20.0;
    let lw = text_width(&label, size, true);
    s.text(x, y + 26.0, size, &label, "start", "#222", true);
    x += lw + 12.0;
    for (filled, id) in [
        (p.pop_food, "nations-res-food"),
        (p.pop_stab, "nations-res-stability"),
    ] {
        let word = tr.t(id);
        let ww = text_width(&word, size, false);
        if x + ww + 10.0 + 4.0 * 40.0 > PW - M {
            x = M;
            y += 44.0;
        }
        s.text(x, y + 26.0, size, &word, "start", "#555", false);
        x += ww + 10.0;
        for k in 0..4 {
            let cx = x + 18.0;
            if k < filled {
                s.circle(cx, y + 19.0, 18.0, seat_colour(seat), Some("#222"));
            } else {
                s.circle(cx, y + 19.0, 18.0, "#fde2e2", Some("#c1121f"));
                s.text(cx, y + 26.0, 18.0, "-3", "middle", "#c1121f", true);
            }
            x += 40.0;
        }
        x += 20.0;
    }
    y += 48.0;
    // Cards in two columns, the shorter column taking the next card.
    let cw = (inner - 12.0) / 2.0;
    let mut cards: Vec<(String, CardBox)> = vec![];
    for slot in &p.slots {
        if let Some(k) = c.card(&slot.card) {
            let mut b = CardBox::new(k, tr, cw, 18.0, true, p.used.contains(&slot.card));
            b.workers = Some((slot.workers, seat));
            cards.push((tr.tr(&k.name_msg()), b));
        }
    }
    // Advisors act this round: they come before the wonder.
    for id in &p.advisors {
        if let Some(k) = c.card(id) {
            let b = CardBox::new(k, tr, cw, 18.0, true, p.used.contains(id));
            cards.push((tr.tr(&k.name_msg()), b));
        }
    }
    if let Some(k) = p.wonder.as_ref().and_then(|id| c.card(id)) {
        let mut b = CardBox::new(k, tr, cw, 18.0, true, false)
            .prefixed(&tr.t("nations-label-building-wonder"));
        let built = tr.tr(&msg!(
            "nations-views-built",
            built = p.built as i64,
            total = k.sections.len() as i64
        ));
        b.body
            .push(Para::new(&built, 18.0, "#7f5539", true, cw - 2.0 * PAD));
        cards.push((tr.tr(&k.name_msg()), b));
    }
    for id in p.colonies.iter().chain(&p.wonders) {
        if let Some(k) = c.card(id) {
            let b = CardBox::new(k, tr, cw, 18.0, true, p.used.contains(id));
            cards.push((tr.tr(&k.name_msg()), b));
        }
    }
    // The legend says what the cards' marks and numbers mean: the marks
    // when a card shows one, the numbers while room is left.
    let marks = cards.iter().any(|(_, b)| {
        b.title.lines.iter().any(|l| l.contains('✔'))
            || b.body
                .iter()
                .any(|p| p.lines.iter().any(|l| l.contains('★')))
    });
    let legend = |numbers: bool| {
        let mut text = vec![];
        let cards_legend = numbers && !p.slots.is_empty();
        if cards_legend {
            text.push(tr.t("nations-label-legend-cards"));
        }
        // The cards' legend already says what ★ means.
        match (marks, cards_legend) {
            (true, true) => text.push(tr.t("nations-label-legend-used")),
            (true, false) => text.push(tr.t("nations-label-legend-marks")),
            _ => {}
        }
        Para::new(&text.join("\n"), 18.0, "#555", false, inner)
    };
    let top = y;
    let fits = |legend: &Para| {
        let (placed, rest) = place(&cards, top, MAX_H - M - legend.height() - 4.0, cw);
        rest.is_empty().then_some(placed)
    };
    let full = legend(true);
    let short = legend(false);
    let (placed, rest, legend) = if let Some(placed) = fits(&full) {
        (placed, None, full)
    } else if let Some(placed) = fits(&short) {
        (placed, None, short)
    } else {
        // What the cards may take: the image's height less the legend
        // and the line naming the cards left out.
        let mut limit = MAX_H - M - short.height() - 4.0;
        loop {
            let (placed, rest) = place(&cards, top, limit, cw);
            let names: Vec<String> = rest.iter().map(|&i| cards[i].0.clone()).collect();
            let more = Para::new(
                &tr.tr(&msg!(
                    "nations-views-more",
                    count = names.len() as i64,
                    cards = names.join(", ")
                )),
                18.0,
                "#222",
                true,
                inner,
            );
            let want = MAX_H - M - short.height() - 4.0 - more.height() - 6.0;
            if want >= limit - 0.5 || rest.len() == cards.len() {
                break (placed, Some(more), short);
            }
            limit = want;
        }
    };
    let mut bottom = top;
    for (i, x, cy) in placed {
        let b = &cards[i].1;
        b.draw(&mut s, x, cy, cw, b.height());
        bottom = bottom.max(cy + b.height());
    }
    let mut y = bottom + 6.0;
    if let Some(more) = rest {
        y = more.draw(&mut s, M, y) + 6.0;
    }
    y = legend.draw(&mut s, M, y);
    sized(s, y + M)
}

/// Places `cards` in two columns under `top`, in order, each in the
/// column that ends higher, while it ends above `limit`. Returns each
/// placed card's index and position, and the indices left out.
fn place(
    cards: &[(String, CardBox)],
    top: f32,
    limit: f32,
    cw: f32,
) -> (Vec<(usize, f32, f32)>, Vec<usize>) {
    let mut ends = [top, top];
    let mut placed = vec![];
    let mut rest = vec![];
    for (i, (_, b)) in cards.iter().enumerate() {
        let col = usize::from(ends[1] < ends[0]);
        let h = b.height();
        if ends[col] + h > limit {
            rest.push(i);
            continue;
        }
        placed.push((i, M + col as f32 * (cw + 12.0), ends[col]));
        ends[col] += h + 10.0;
    }
    (placed, rest)
}
