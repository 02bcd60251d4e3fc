//! The status text and a seat's private view, in words.

use super::*;

pub fn status(c: &Content, st: &State) -> Msg {
    let mut lines = vec![msg!(
        "nations-status-round",
        round = st.round as i64,
        last = last_round(st) as i64,
        age = age_of(st.round) as i64
    )];
    if st.step == Step::Over {
        if let Some(scores) = &st.final_scores {
            let ranks = outcome(st).map(|o| o.ranks).unwrap_or_default();
            let mut seats: Vec<usize> = (0..scores.len()).collect();
            seats.sort_by_key(|&s| ranks.get(s).copied().unwrap_or(s));
            for seat in seats {
                let s = &scores[seat];
                lines.push(msg!(
                    "nations-status-final",
                    rank = ranks.get(seat).copied().unwrap_or(0),
                    seat = Msg::seat(seat),
                    nation = nation_name(c, &st.players[seat]),
                    total = s[5] as i64,
                    vp = s[0] as i64,
                    colonies = s[1] as i64,
                    wonders = s[2] as i64,
                    workers = s[3] as i64,
                    resources = s[4] as i64
                ));
            }
            if st.cfg.solo {
                if st.solo_lost {
                    lines.push(msg!("nations-solo-lost"));
                } else {
                    let total = scores[0][5];
                    lines.push(match hall_of_fame(total) {
                        Some(t) => msg!("nations-solo-title", title = t),
                        None => msg!("nations-solo-no-title"),
                    });
                }
            }
        }
        return Msg::lines(lines);
    }
    for &seat in &st.order {
        if seat >= st.players.len() {
            if let Some(n) = &st.neutral {
                lines.push(msg!(
                    "nations-status-neutral",
                    military = n.military as i64,
                    stability = n.stability as i64,
                    books = n.books as i64
                ));
            }
            continue;
        }
        let p = &st.players[seat];
        lines.push(msg!(
            "nations-status-player",
            seat = Msg::seat(seat),
            nation = nation_name(c, p),
            vp = p.vp as i64,
            books = p.books as i64,
            military = military(c, p) as i64,
            stability = stability(c, p) as i64
        ));
    }
    if let Some(&seat) = to_act(st).first() {
        lines.push(msg!(
            "nations-status-to-act",
            seat = Msg::seat(seat),
            phase = Msg::new(talk::phase_id(st))
        ));
        if let (Some((_, Pending::WarSpare)), Some(d)) = (
            st.pending.first(),
            st.defeats.iter().find(|d| d.seat == seat),
        ) {
            let loss: Vec<String> = Resource::ALL
                .iter()
                .zip(d.loss)
                .filter(|(_, n)| *n > 0)
                .map(|(r, n)| format!("{n} {}", r.word()))
                .collect();
            lines.push(msg!(
                "nations-status-war-spare",
                seat = Msg::seat(seat),
                loss = loss.join(", "),
                spare = d.reduction as i64
            ));
        }
    }
    Msg::lines(lines)
}

/// A seat's nation and side ("China A"), the name in the reader's
/// language.
pub fn nation_name(c: &Content, p: &Player) -> Msg {
    match c.nation(&p.nation, &p.side) {
        Some(n) => Msg::join(" ", vec![n.name_msg().into(), n.side.as_str().into()]),
        None => Msg::notation("nations", "?"),
    }
}

pub fn private_text(c: &Content, st: &State, seat: Seat) -> Msg {
    let Some(p) = st.players.get(seat) else {
        return msg!("nations-no-seat");
    };
    let card = |id: &str| -> crate::engine::Arg {
        c.card(id)
            .map(|k| k.name_msg())
            .unwrap_or_else(|| Msg::notation("nations", id))
            .into()
    };
    let names =
        |ids: &[String]| -> Vec<crate::engine::Arg> { ids.iter().map(|id| card(id)).collect() };
    let slots = p
        .slots
        .iter()
        .map(|s| Msg::join(" ", vec![card(&s.card), format!("({})", s.workers).into()]).into())
        .collect::<Vec<_>>();
    Msg::lines(vec![
        msg!(
            "nations-private-stock",
            nation = nation_name(c, p),
            gold = p.gold as i64,
            stone = p.stone as i64,
            food = p.food as i64,
            books = p.books as i64,
            vp = p.vp as i64
        ),
        msg!(
            "nations-private-workers",
            reserve = p.reserve as i64,
            food = p.pop_food as i64,
            stab = p.pop_stab as i64
        ),
        msg!(
            "nations-private-cards",
            slots = or_none(slots, "cards"),
            advisors = or_none(names(&p.advisors), "advisors"),
            colonies = or_none(names(&p.colonies), "colonies"),
            wonders = or_none(names(&p.wonders), "wonders")
        ),
    ])
}

/// A list in words ("Quarry, Farmland"), or "none" when it is empty, in
/// the gender of what the list holds (`of`: French "aucune" colonie).
pub(super) fn or_none(list: Vec<crate::engine::Arg>, of: &str) -> crate::engine::Arg {
    if list.is_empty() {
        msg!("nations-label-none-of", of = of).into()
    } else {
        Msg::join(", ", list).into()
    }
}
