//! What Nations looks like on a desktop: the full public board (`/board
//! full`, 1600 px wide). The phone's panels and each nation's private
//! view are drawn in `phone.rs`, which shares the header and the card
//! lines made here.

use super::content::{CardDef, Content, Kind, Res, SoloTile};
use super::phone;
use super::rules::{self, age_of, Step};
use super::{talk, Pending, Player, State};
use crate::engine::{Msg, Seat, Translate};
use crate::msg;
use crate::render::{text_width, HeaderScore, Svg};

const W: f32 = 1600.0;

/// A compact effect: "+2 food, -1 stone, +3 military".
pub(super) fn fmt_res(r: &Res, tr: &dyn Translate) -> String {
    let mut parts = vec![];
    for (v, id) in [
        (r.gold, "nations-res-gold"),
        (r.stone, "nations-res-stone"),
        (r.food, "nations-res-food"),
        (r.books, "nations-res-books"),
        (r.military, "nations-res-military"),
        (r.stability, "nations-res-stability"),
        (r.vp, "nations-res-vp"),
    ] {
        if v != 0 {
            let name = tr.tr(&Msg::new(id).arg("count", i64::from(v.unsigned_abs())));
            parts.push(format!("{v:+} {name}"));
        }
    }
    parts.join(", ")
}

/// The key numbers of a card and its special rule in full, a few lines
/// for the caller to wrap to its width. The type is named only when
/// `kind` is set (the public board shows it by colour, with a legend).
pub(super) fn card_lines(k: &CardDef, tr: &dyn Translate, kind: bool) -> Vec<String> {
    let mut l = vec![];
    if kind {
        l.push(tr.t(k.kind.label()));
    }
    // A resource table on one line (the caller wraps it).
    let push_res = |l: &mut Vec<String>, r: &Res| {
        let t = fmt_res(r, tr);
        if !t.is_empty() {
            l.push(t);
        }
    };
    match k.kind {
        Kind::Building | Kind::Military => {
            // Resources on one line, Military/Stability on the next.
            let stock = Res {
                military: 0,
                stability: 0,
                ..k.per_worker
            };
            let tracks = Res {
                military: k.per_worker.military,
                stability: k.per_worker.stability,
                ..Res::default()
            };
            push_res(&mut l, &stock);
            push_res(&mut l, &tracks);
            if k.raid > 0 {
                l.push(tr.tr(&msg!("nations-label-raid", raid = k.raid as i64)));
            }
            let vp = k
                .worker_vp
                .iter()
                .map(|v| v.to_string())
                .collect::<Vec<_>>()
                .join("/");
            let deploy = tr.tr(&msg!("nations-label-deploy", stone = k.deploy as i64));
            let vp = tr.tr(&msg!(
                "nations-label-worker-vp",
                vp = if vp.is_empty() { "0".to_string() } else { vp }
            ));
            l.push(format!("{deploy} · {vp}"));
        }
        Kind::Colony => {
            l.push(tr.tr(&msg!(
                "nations-label-needs",
                military = k.requirement as i64
            )));
            push_res(&mut l, &k.effect);
            l.push(tr.tr(&msg!("nations-label-vp-value", vp = k.vp as i64)));
        }
        Kind::Wonder => {
            let costs = k
                .sections
                .iter()
                .map(|v| v.to_string())
                .collect::<Vec<_>>()
                .join("+");
            l.push(tr.tr(&msg!("nations-label-sections", costs = costs)));
            push_res(&mut l, &k.effect);
            l.push(tr.tr(&msg!("nations-label-vp-value", vp = k.vp as i64)));
        }
        Kind::Advisor => push_res(&mut l, &k.effect),
        Kind::GoldenAge => l.push(tr.tr(&msg!("nations-label-gain", gain = fmt_res(&k.gain, tr)))),
        Kind::Battle => l.push(tr.tr(&msg!("nations-label-battle", bonus = k.battle_bonus as i64))),
        Kind::War => {
            l.push(tr.t("nations-label-loss"));
            push_res(&mut l, &k.loss);
        }
    }
    if k.hook.is_some() || k.production_if.is_some() || k.action.is_some() {
        l.push(format!("★ {}", tr.tr(&k.text_msg())));
    }
    l
}

/// A card on the Progress Board, drawn cheaply: two flat boxes without
/// strokes, the type shown by the header colour (see the legend); every
/// line of the card wrapped, smaller until they all fit.
fn draw_offer(s: &mut Svg, x: f32, y: f32, w: f32, h: f32, k: &CardDef, tr: &dyn Translate) {
    s.rect(x, y, w, h, "#f3efe3", None, 0.0);
    s.rect(x, y, w, 30.0, k.kind.colour(), None, 0.0);
    let header = format!("{} ({})", tr.tr(&k.name_msg()), roman(k.age));
    let size = shrink(&header, 18.0, true, w - 16.0);
    s.text(x + 8.0, y + 22.0, size, &header, "start", "#fff", true);
    let raw = card_lines(k, tr, false);
    let mut size = 18.0;
    loop {
        let lines: Vec<String> = raw
            .iter()
            .flat_map(|l| phone::wrap(l, size, false, w - 14.0))
            .collect();
        let lead = size * 1.22;
        if 34.0 + lines.len() as f32 * lead <= h - 2.0 || size <= 8.0 {
            for (i, l) in lines.iter().enumerate() {
                let base = y + 34.0 + size + i as f32 * lead;
                s.text(x + 7.0, base, size, l, "start", "#222", false);
            }
            return;
        }
        size -= 1.0;
    }
}

pub(super) fn roman(age: u8) -> &'static str {
    ["·", "I", "II", "III", "IV"][age.min(4) as usize]
}

pub(super) fn nation_label(c: &Content, p: &Player, tr: &dyn Translate) -> String {
    tr.tr(&rules::nation_name(c, p))
}

/// The "changes" of a solo tile, a heading and one line each.
fn tile_changes(t: &SoloTile, tr: &dyn Translate) -> Vec<String> {
    let ch = &t.changes;
    if ch.is_empty() {
        return vec![];
    }
    let mut out = vec![tr.t("nations-label-tile-changes")];
    if let Some(pc) = ch.price {
        out.push(format!(
            "• {}",
            tr.tr(&msg!(
                "nations-change-price",
                row = pc.row as i64,
                price = (pc.row + pc.delta) as i64
            ))
        ));
    }
    if ch.architects > 0 {
        out.push(format!(
            "• {}",
            tr.tr(&msg!(
                "nations-change-architects",
                count = ch.architects as i64
            ))
        ));
    }
    if !ch.gain.is_zero() {
        out.push(format!(
            "• {}",
            tr.tr(&msg!("nations-change-gain", gain = fmt_res(&ch.gain, tr)))
        ));
    }
    out
}

/// One line of the board's right-hand column: text, size, colour, bold.
pub(super) type Line = (String, f32, &'static str, bool);

/// The right-hand column: the War, the architects, and the event card
/// (or, in solo, the tile's famine, changes and the neutral's die).
pub(super) fn right_column(c: &Content, st: &State, tr: &dyn Translate) -> Vec<Line> {
    let mut out: Vec<Line> = vec![];
    let war_line = match &st.war {
        Some(w) => {
            let name = c
                .card(&w.card)
                .map(|k| tr.tr(&k.name_msg()))
                .unwrap_or_default();
            let loss = c
                .card(&w.card)
                .map(|k| fmt_res(&k.loss, tr))
                .unwrap_or_default();
            format!(
                "{}: {name} ⚔ {} · {loss}",
                tr.t("nations-label-war"),
                w.strength
            )
        }
        None => tr.t("nations-label-no-war"),
    };
    out.push((war_line, 22.0, "#9d0208", true));
    out.push((
        tr.tr(&msg!(
            "nations-label-architects",
            public = st.public_architects as i64,
            supply = st.supply as i64
        )),
        22.0,
        "#222",
        false,
    ));
    // §5.4: the round's event is drawn after Growth; until then the board
    // says so rather than showing last round's card.
    let drawn = !matches!(st.step, Step::Growth | Step::DrawEvent)
        && !matches!(st.pending.first(), Some((_, Pending::ChooseEvent(_))));
    if !drawn && !st.cfg.solo {
        out.push((tr.t("nations-label-event-next"), 22.0, "#222", true));
        if let Some((_, Pending::ChooseEvent(ids))) = st.pending.first() {
            for e in ids.iter().filter_map(|e| c.event(e)) {
                out.push((format!("• {}", tr.tr(&e.name_msg())), 20.0, "#222", false));
            }
        }
    }
    if let Some(e) = st.event.as_ref().and_then(|e| c.event(e)).filter(|_| drawn) {
        out.push((
            tr.tr(&msg!(
                "label-value",
                label = Msg::new("nations-label-event"),
                value = e.name_msg()
            )),
            22.0,
            "#222",
            true,
        ));
        out.push((
            tr.tr(&msg!("nations-label-famine", food = e.famine as i64)),
            20.0,
            "#555",
            false,
        ));
        for part in [&e.first, &e.second] {
            let who = part.who.map(|w| tr.t(w.label())).unwrap_or_default();
            let what = if part.kind.is_empty() || part.kind == "plain" {
                let mut t = fmt_res(&part.gain, tr);
                if part.workers != 0 {
                    let workers = Msg::new("nations-res-workers")
                        .arg("count", i64::from(part.workers.unsigned_abs()));
                    t = format!("{t} {:+} {}", part.workers, tr.tr(&workers));
                }
                match part.advisors.as_str() {
                    "one" => t = format!("{t} {}", tr.t("nations-label-lose-advisor")),
                    "all" => t = format!("{t} {}", tr.t("nations-label-lose-advisors")),
                    _ => {}
                }
                t.trim().to_string()
            } else {
                tr.tr(&msg!("nations-event-kind", kind = part.kind.as_str()))
            };
            // The reader's "label: value" punctuation (French puts a space
            // before the colon).
            let line = tr.tr(&msg!("label-value", label = who, value = what));
            out.push((format!("• {line}"), 20.0, "#222", false));
        }
    }
    if let Some(t) = rules::current_tile(c, st) {
        out.push((
            tr.tr(&msg!("nations-label-famine", food = t.famine as i64)),
            20.0,
            "#555",
            false,
        ));
        for line in tile_changes(t, tr) {
            out.push((line, 20.0, "#222", false));
        }
        if let Some(r) = st.neutral.as_ref().and_then(|n| n.last_roll) {
            out.push((
                tr.tr(&msg!("nations-label-die", roll = r as i64)),
                20.0,
                "#222",
                false,
            ));
        }
    }
    out
}

/// What every Nations header says, in the reader's language: the stage
/// (round, age and phase, or the final result), whose turn (or who won),
/// each player's score (in rank order on a final board) and the last
/// action with the seat that made it.
pub(super) struct HeaderTexts {
    pub stage: String,
    pub turn: String,
    pub scores: Vec<HeaderScore>,
    pub over: bool,
    pub actor: Option<Seat>,
    pub last: String,
}

pub(super) fn header_texts(st: &State, tr: &dyn Translate) -> HeaderTexts {
    let outcome = talk::ranks(st);
    let stage = match &outcome {
        Some(_) => tr.t("nations-header-final"),
        None => tr.tr(&msg!(
            "nations-header-stage",
            round = st.round as i64,
            age = roman(age_of(st.round)),
            phase = Msg::new(talk::phase_id(st))
        )),
    };
    let turn = match (&outcome, rules::to_act(st).first()) {
        (Some(o), _) => {
            let winners: Vec<Msg> = (0..o.ranks.len())
                .filter(|&i| o.ranks[i] == 1)
                .map(Msg::seat)
                .collect();
            let best = o.scores.iter().copied().max().unwrap_or(0);
            tr.tr(&msg!(
                "nations-header-over",
                winner = talk::join(winners, "nations-join-comma")
                    .unwrap_or_else(|| msg!("nations-label-none")),
                points = best
            ))
        }
        (None, Some(&seat)) => tr.tr(&msg!("nations-header-turn", seat = Msg::seat(seat))),
        (None, None) => tr.t("nations-header-resolving"),
    };
    let mut scores: Vec<HeaderScore> = (0..st.players.len())
        .map(|seat| HeaderScore {
            seat,
            name: tr.tr(&Msg::seat(seat)),
            score: match &outcome {
                Some(o) => o.scores[seat],
                None => st.players[seat].vp as i64,
            },
            leading: false,
        })
        .collect();
    if let Some(o) = &outcome {
        scores.sort_by_key(|x| o.ranks[x.seat]);
    }
    let best = scores.iter().map(|x| x.score).max().unwrap_or(0);
    for x in scores.iter_mut() {
        x.leading = x.score == best;
    }
    // The last action and what it changed, with the actor's disc.
    let (actor, last) = match &st.last {
        Some(last) => {
            let mut t = tr.tr(&msg!(
                "nations-header-last",
                seat = Msg::seat(last.seat),
                action = last.told.clone()
            ));
            if let Some(ch) = &last.change {
                t = format!("{t} → {}", tr.tr(ch));
            }
            (Some(last.seat), t)
        }
        None => (None, tr.t("nations-header-no-last")),
    };
    HeaderTexts {
        stage,
        turn,
        scores,
        over: outcome.is_some(),
        actor,
        last,
    }
}

/// The public board for a desktop (`/board full`): the phone's header
/// drawn half as large again (every nation's standing in turn order, the
/// last action), the progress board with every card's full text, then
/// the war, the architects and the event, and the legend. Nothing is cut:
/// a text too long for its card is wrapped, and drawn smaller if the
/// card is still too short.
pub fn board_svg(c: &Content, st: &State, tr: &dyn Translate) -> String {
    let cols = st.cfg.columns;
    let left = 90.0;
    let card_w = ((W - left - 10.0) / cols as f32 - 10.0).min(300.0);
    let card_h = 170.0;
    let grid_y = 100.0;
    let mut s = Svg::new(W as u32, 0);
    let top = phone::header_into(&mut s, c, st, tr, W, 1.5).ceil();
    s.raw(&format!("<g transform=\"translate(0 {top})\">"));
    let deck = st.decks[age_of(st.round) as usize - 1].len();
    let deck_line = tr.tr(&msg!(
        "nations-label-round-deck",
        round = st.round as i64,
        age = age_of(st.round) as i64,
        count = deck as i64
    ));
    let size = shrink(&deck_line, 22.0, false, W - 40.0);
    s.text(W - 20.0, 40.0, size, &deck_line, "end", "#555", false);
    // Column numbers once over the grid; rows are named by their printed
    // price (`buy 3.2` is the 3-Gold row, column 2).
    let gold = tr.t("nations-label-gold");
    let size = shrink(&gold, 20.0, true, left - 10.0);
    s.text(
        left / 2.0 + 5.0,
        88.0,
        size,
        &gold,
        "middle",
        "#7a5c00",
        true,
    );
    for col in 0..cols {
        let x = left + 10.0 + col as f32 * (card_w + 10.0) + card_w / 2.0;
        s.text(
            x,
            88.0,
            20.0,
            &(col + 1).to_string(),
            "middle",
            "#777",
            true,
        );
    }
    for row in 0..3 {
        let ry = grid_y + row as f32 * (card_h + 10.0);
        s.rect(10.0, ry, left - 10.0, card_h, "#f4e9c9", None, 0.0);
        let printed = 3 - row as i32;
        s.text(
            left / 2.0 + 5.0,
            ry + card_h / 2.0 + 14.0,
            40.0,
            &printed.to_string(),
            "middle",
            "#7a5c00",
            true,
        );
        let price = rules::row_price(c, st, row);
        if price != printed {
            let label = tr.tr(&msg!("nations-label-row", price = price as i64));
            let size = shrink(&label, 20.0, true, left - 18.0);
            s.text(
                left / 2.0 + 5.0,
                ry + card_h / 2.0 + 46.0,
                size,
                &label,
                "middle",
                "#c1121f",
                true,
            );
        }
        for col in 0..cols {
            let x = left + 10.0 + col as f32 * (card_w + 10.0);
            match st.board[row * cols + col]
                .as_ref()
                .and_then(|id| c.card(id))
            {
                Some(k) => draw_offer(&mut s, x, ry, card_w, card_h, k, tr),
                None => s.rect(x, ry, card_w, card_h, "#f1f1f1", None, 0.0),
            }
        }
    }
    // War, architects, event (or the solo tile), wrapped.
    let mut y = grid_y + 3.0 * (card_h + 10.0) + 20.0;
    for (text, size, colour, bold) in right_column(c, st, tr) {
        for line in phone::wrap(&text, size, bold, W - 40.0) {
            s.text(20.0, y + size, size, &line, "start", colour, bold);
            y += size * 1.3;
        }
        y += 4.0;
    }
    // Legend: card types by colour, then the card abbreviations.
    y += 12.0;
    let mut x = 20.0;
    for k in Kind::ALL.iter() {
        let label = tr.t(k.label());
        let w = 28.0 + text_width(&label, 18.0, false) + 30.0;
        if x + w > W - 20.0 {
            x = 20.0;
            y += 30.0;
        }
        s.rect(x, y, 20.0, 20.0, k.colour(), None, 0.0);
        s.text(x + 28.0, y + 17.0, 18.0, &label, "start", "#222", false);
        x += w;
    }
    y += 34.0;
    for line in phone::wrap(&tr.t("nations-label-legend-cards"), 18.0, false, W - 40.0) {
        s.text(20.0, y + 18.0, 18.0, &line, "start", "#555", false);
        y += 18.0 * 1.3;
    }
    s.raw("</g>");
    phone::sized(s, top + y + 16.0)
}

/// `size`, or smaller so that `text` fits `max` pixels (the full board
/// has no smallest size; nothing is cut).
fn shrink(text: &str, size: f32, bold: bool, max: f32) -> f32 {
    let w = text_width(text, size, bold);
    if w <= max {
        size
    } else {
        (size * max / w * 10.0).floor() / 10.0
    }
}
