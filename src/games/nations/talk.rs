//! How Nations talks to the table (issue 10, "table talk"): the public
//! wording of each action, the label and cost/effect of each choice, why a
//! seat is asked, the stage of the round, and the one-line accounts of the
//! automatic steps with their numbers per nation.
//!
//! Nothing in Nations is known to one seat alone: resources, cards and
//! choices are public, and Machiavelli's owner must show both event cards
//! to everyone before keeping one (§5.4.4, §11.2; [`news_machiavelli`]). So every action has one wording, told to all, and
//! [`secrets`] is empty. Seats are named only with [`Msg::seat`].

use super::content::{CardDef, Content, Kind, Res, Resource, Selector};
use super::rules::{self, age_of, military, stability, Step};
use super::{Action, Pending, Player, Section, State};
use crate::engine::{Choice, Msg, Outcome, Seat, Stage, Told};
use crate::msg;

/// The title, for content names and notations in messages.
pub(crate) const TITLE: &str = "nations";

/// A nation's stock in the order the accounts list it: gold, stone, food,
/// books, VP.
pub type Stock = [i32; 5];

const STOCK_IDS: [&str; 5] = [
    "nations-res-gold",
    "nations-res-stone",
    "nations-res-food",
    "nations-res-books",
    "nations-res-vp",
];

/// Machiavelli (§5.4.4, §11.2): the two event cards the owner shows to
/// every player before keeping one, each with its famine and architects.
pub fn news_machiavelli(c: &Content, owner: Seat, a: &str, b: &str) -> Msg {
    let card = |id: &str| match c.event(id) {
        Some(e) => msg!(
            "nations-event-shown",
            event = e.name_msg(),
            famine = e.famine,
            architects = e.architects,
            text = e.text_msg()
        ),
        None => msg!("nations-event-shown-unknown", event = id),
    };
    msg!(
        "nations-news-machiavelli",
        seat = Msg::seat(owner),
        a = card(a),
        b = card(b)
    )
}

pub fn stock(p: &Player) -> Stock {
    [p.gold, p.stone, p.food, p.books, p.vp]
}

pub fn stocks(st: &State) -> Vec<Stock> {
    st.players.iter().map(stock).collect()
}

/// Joins messages with a separator message (`nations-join-comma`,
/// `nations-join-semi`); `None` for an empty list.
pub fn join(items: Vec<Msg>, sep: &str) -> Option<Msg> {
    let mut it = items.into_iter().rev();
    let mut acc = it.next()?;
    for m in it {
        acc = msg!(sep, a = m, b = acc);
    }
    Some(acc)
}

fn join_or_none(items: Vec<Msg>, sep: &str) -> Msg {
    join(items, sep).unwrap_or_else(|| msg!("nations-label-none"))
}

/// "+3 gold" (signed) or "3 gold" (`signed` false).
fn amount(n: i32, id: &str, signed: bool) -> Msg {
    let n = if signed {
        format!("{n:+}")
    } else {
        n.to_string()
    };
    // The noun takes its count when shown (`i18n`'s counted nouns): the
    // stored message stays as release 1 wrote it, whose hashes cover it.
    msg!("nations-amount", n = n, res = Msg::new(id))
}

/// What changed in a stock: "+3 gold, -1 food, +1 VP"; `None` if nothing.
pub fn change(before: &Stock, after: &Stock) -> Option<Msg> {
    let parts = (0..5)
        .filter(|&i| after[i] != before[i])
        .map(|i| amount(after[i] - before[i], STOCK_IDS[i], true))
        .collect();
    join(parts, "nations-join-comma")
}

/// Every nation's change since `before` (only `only` when given), one
/// after the other: "ann +3 gold, +2 food; bob no change".
pub fn changes(before: &[Stock], st: &State, only: Option<&[usize]>) -> Msg {
    let parts = (0..st.players.len())
        .filter(|s| only.is_none_or(|o| o.contains(s)))
        .map(|s| {
            let what = change(&before[s], &stock(&st.players[s]))
                .unwrap_or_else(|| msg!("nations-no-change"));
            msg!("nations-who", seat = Msg::seat(s), what = what)
        })
        .collect();
    join_or_none(parts, "nations-join-semi")
}

/// A resource table in words: "+2 food, +1 stability" (signed) or
/// "2 gold, 1 stone" (a cost).
pub fn res(r: &Res, signed: bool) -> Option<Msg> {
    let parts = [
        (r.gold, "nations-res-gold"),
        (r.stone, "nations-res-stone"),
        (r.food, "nations-res-food"),
        (r.books, "nations-res-books"),
        (r.military, "nations-res-military"),
        (r.stability, "nations-res-stability"),
        (r.vp, "nations-res-vp"),
    ]
    .into_iter()
    .filter(|(v, _)| *v != 0)
    .map(|(v, id)| amount(if signed { v } else { v.abs() }, id, signed))
    .collect();
    join(parts, "nations-join-comma")
}

fn res_or_none(r: &Res, signed: bool) -> Msg {
    res(r, signed).unwrap_or_else(|| msg!("nations-label-none"))
}

/// A card's name in the reader's language.
fn card_name(c: &Content, id: &str) -> Msg {
    c.card(id)
        .map(|k| k.name_msg())
        .unwrap_or_else(|| Msg::notation(TITLE, id))
}

fn who(st: &State, s: usize) -> Msg {
    if s < st.players.len() {
        Msg::seat(s)
    } else {
        msg!("nations-label-neutral")
    }
}

// ------------------------------------------------------ automatic steps

/// §5.1: a new round begins.
pub fn news_round(st: &State) -> Msg {
    msg!(
        "nations-news-round",
        round = st.round,
        age = age_of(st.round)
    )
}

/// §5.4: the event of the round (solo: the tile, §10.7).
pub fn news_event(st: &State, c: &Content) -> Msg {
    if st.cfg.solo {
        if let Some(t) = rules::current_tile(c, st) {
            return msg!(
                "nations-news-tile",
                round = st.round,
                military = t.military,
                stability = t.stability,
                books = t.books,
                famine = t.famine,
                architects = t.architects
            );
        }
    }
    match st.event.as_ref().and_then(|e| c.event(e)) {
        Some(e) => msg!(
            "nations-news-event",
            round = st.round,
            event = e.name_msg(),
            famine = e.famine,
            architects = e.architects,
            text = e.text_msg()
        ),
        None => msg!("nations-news-no-event", round = st.round),
    }
}

/// §5.5: the architects of the round.
pub fn news_architects(st: &State) -> Msg {
    let own = (0..st.players.len())
        .filter(|&s| st.players[s].private_architects > 0)
        .map(|s| {
            msg!(
                "nations-who-count",
                seat = Msg::seat(s),
                count = st.players[s].private_architects
            )
        })
        .collect();
    msg!(
        "nations-news-architects",
        public = st.public_architects,
        own = join_or_none(own, "nations-join-comma")
    )
}

/// §7.2: the new turn order with the values that decided it.
pub fn news_order(st: &State, c: &Content) -> Msg {
    let parts = st
        .order
        .iter()
        .map(|&s| {
            let (m, t) = if s < st.players.len() {
                (military(c, &st.players[s]), stability(c, &st.players[s]))
            } else {
                let n = st.neutral.clone().unwrap_or_default();
                (n.military, n.stability)
            };
            msg!(
                "nations-order-entry",
                who = who(st, s),
                military = m,
                stability = t
            )
        })
        .collect();
    msg!(
        "nations-news-order",
        order = join_or_none(parts, "nations-join-comma")
    )
}

/// §7.3: the War, who is strong enough and who is defeated (the losses
/// follow once the defeated have chosen what their Stability spares).
pub fn news_war(st: &State, c: &Content) -> Msg {
    let Some(w) = &st.war else {
        return msg!("nations-news-no-war");
    };
    let Some(k) = c.card(&w.card) else {
        return msg!("nations-news-no-war");
    };
    let mut safe = vec![];
    let mut lost = vec![];
    for &s in st.order.iter().filter(|&&s| s < st.players.len()) {
        let m = military(c, &st.players[s]);
        match st.defeats.iter().find(|d| d.seat == s) {
            Some(d) => lost.push(msg!(
                "nations-war-defeated",
                seat = Msg::seat(s),
                military = m,
                spare = d.reduction
            )),
            None => safe.push(msg!("nations-war-safe", seat = Msg::seat(s), military = m)),
        }
    }
    msg!(
        "nations-news-war",
        card = k.name_msg(),
        strength = w.strength,
        buyer = who(st, w.buyer),
        loss = res_or_none(&k.loss, false),
        vp = k.war_vp,
        defeated = join_or_none(lost, "nations-join-comma"),
        safe = join_or_none(safe, "nations-join-comma")
    )
}

/// §7.4: one part of the event, whom it selected and what it did.
pub fn news_event_part(
    st: &State,
    c: &Content,
    i: u8,
    before: &[Stock],
    order_before: &[usize],
) -> Option<Msg> {
    let e = c.event(st.event.as_ref()?)?;
    let part = if i == 0 { &e.first } else { &e.second };
    if part.kind == "vasa" {
        return None;
    }
    let sel = part.who.unwrap_or(Selector::All);
    let touched: Vec<usize> = (0..st.players.len())
        .filter(|&s| before[s] != stock(&st.players[s]))
        .collect();
    let mut line = msg!(
        "nations-news-event-part",
        event = e.name_msg(),
        part = i as i64 + 1,
        who = Msg::new(sel.label()),
        selected = join_or_none(
            st.event_selected.iter().map(|&s| Msg::seat(s)).collect(),
            "nations-join-comma"
        ),
        changes = if touched.is_empty() {
            msg!("nations-news-nobody")
        } else {
            changes(before, st, Some(&touched))
        }
    );
    if st.order != order_before {
        let order = st.order.iter().map(|&s| who(st, s)).collect();
        line = msg!(
            "nations-news-then-order",
            line = line,
            order = join_or_none(order, "nations-join-comma")
        );
    }
    Some(line)
}

/// §7.6: Book scoring, books and VP per nation.
pub fn news_books(st: &State, before: &[Stock]) -> Msg {
    if let Some(n) = &st.neutral {
        return msg!(
            "nations-news-books-solo",
            books = st.players[0].books,
            theirs = n.books,
            vp = st.players[0].vp - before[0][4]
        );
    }
    let parts = (0..st.players.len())
        .map(|s| {
            msg!(
                "nations-books-entry",
                seat = Msg::seat(s),
                books = st.players[s].books,
                vp = st.players[s].vp - before[s][4]
            )
        })
        .collect();
    msg!(
        "nations-news-books",
        list = join_or_none(parts, "nations-join-semi")
    )
}

/// §8.2: the final account, best first, each total with its categories,
/// and the tie-break where it decided (A-25: the final turn order).
pub fn final_account(st: &State, c: &Content) -> Vec<Msg> {
    let Some(scores) = &st.final_scores else {
        return vec![];
    };
    let mut out = vec![msg!("nations-final-title", round = st.round)];
    let ranks = rules::outcome(st).map(|o| o.ranks).unwrap_or_default();
    let mut seats: Vec<usize> = (0..st.players.len()).collect();
    seats.sort_by_key(|&s| ranks.get(s).copied().unwrap_or(s));
    for &s in &seats {
        let x = scores[s];
        out.push(msg!(
            "nations-final-line",
            rank = ranks.get(s).copied().unwrap_or(0),
            seat = Msg::seat(s),
            nation = rules::nation_name(c, &st.players[s]),
            total = x[5],
            vp = x[0],
            colonies = x[1],
            wonders = x[2],
            workers = x[3],
            resources = x[4]
        ));
    }
    // Equal totals the turn order separated.
    let mut done = vec![];
    for &s in &seats {
        if done.contains(&scores[s][5]) {
            continue;
        }
        let tied: Vec<usize> = seats
            .iter()
            .copied()
            .filter(|&o| scores[o][5] == scores[s][5])
            .collect();
        if tied.len() > 1 && !st.cfg.solo {
            done.push(scores[s][5]);
            out.push(msg!(
                "nations-final-tie",
                total = scores[s][5],
                seats = join_or_none(
                    tied.iter().map(|&o| Msg::seat(o)).collect(),
                    "nations-join-comma"
                )
            ));
        }
    }
    if st.cfg.solo {
        out.push(if st.solo_lost {
            msg!("nations-solo-lost")
        } else {
            match rules::hall_of_fame(scores[0][5]) {
                Some(t) => msg!("nations-solo-title", title = t),
                None => msg!("nations-solo-no-title"),
            }
        });
    }
    out
}

// --------------------------------------------------------------- stage

/// The phase the table is in, for `Game::stage`. `st.step` is the next
/// automatic step to run, so a decision asked during a step shows the
/// step that asked it.
pub fn phase_id(st: &State) -> &'static str {
    let asked = st.pending.first().map(|p| &p.1);
    match st.step {
        Step::PickNations => "nations-phase-pick",
        Step::Over => "nations-phase-over",
        _ if matches!(asked, Some(Pending::PickNation)) => "nations-phase-pick",
        _ if matches!(asked, Some(Pending::Growth)) => "nations-phase-growth",
        Step::Growth | Step::DrawEvent | Step::Architects => "nations-phase-maintenance",
        Step::Actions => "nations-phase-actions",
        Step::Production | Step::TurnOrder => "nations-phase-production",
        Step::War | Step::WarLosses | Step::SoloCheck => "nations-phase-war",
        Step::EventSetup(0) if !st.cfg.solo => "nations-phase-war",
        Step::EventSetup(_) | Step::EventApply(_) | Step::Famine => "nations-phase-event",
        Step::BookScoring => "nations-phase-famine",
        Step::Cleanup => "nations-phase-books",
    }
}

pub fn stage(st: &State) -> Stage {
    Stage {
        round: st.round as u32,
        phase: Msg::new(phase_id(st)),
    }
}

// --------------------------------------------------------- the actions

/// How an action is told: its notation, with what it costs where it
/// costs something. Everything in Nations is public (module doc).
pub fn tell(c: &Content, st: &State, seat: Seat, a: &Action) -> Told {
    let notation = rules::notation(c, st, a);
    let cost = action_cost(c, st, seat, a);
    let public = match cost {
        Some(cost) => msg!(
            "nations-told-cost",
            action = Msg::notation(TITLE, &notation),
            cost = cost
        ),
        None => Msg::notation(TITLE, &notation),
    };
    Told { public, own: None }
}

/// What a main action costs, for the public wording.
fn action_cost(c: &Content, st: &State, seat: Seat, a: &Action) -> Option<Msg> {
    let p = st.players.get(seat)?;
    match a {
        Action::Buy(row, col) => {
            let price = rules::row_price(c, st, *row);
            let _ = col;
            Some(amount(price, "nations-res-gold", false))
        }
        Action::Deploy(i, _) => {
            let k = c.card(&p.slots.get(*i)?.card)?;
            (k.deploy > 0).then(|| amount(k.deploy, "nations-res-stone", false))
        }
        Action::Hire(_) => {
            let k = c.card(p.wonder.as_ref()?)?;
            let cost = *k.sections.get(p.built as usize)?;
            Some(amount(cost, "nations-res-stone", false))
        }
        Action::Use(id) => {
            let k = c.card(id)?;
            let mut pay = k.action.clone().unwrap_or_default().pay;
            if k.hook.as_deref() == Some("piazza_san_marco") {
                pay.gold = st.cfg.piazza_gold;
            }
            res(&pay, false)
        }
        _ => None,
    }
}

/// The short effect of a card as bought: what it is and what it gives.
fn card_effect(c: &Content, st: &State, seat: Seat, k: &CardDef) -> Msg {
    let kind = Msg::new(k.kind.label());
    match k.kind {
        Kind::Building | Kind::Military => msg!(
            "nations-detail-worker-card",
            kind = kind,
            per = res_or_none(&k.per_worker, true),
            stone = k.deploy
        ),
        Kind::Colony => msg!(
            "nations-detail-colony",
            needs = k.requirement,
            effect = res_or_none(&k.effect, true),
            vp = k.vp
        ),
        Kind::Wonder => msg!(
            "nations-detail-wonder",
            sections = k
                .sections
                .iter()
                .map(|v| v.to_string())
                .collect::<Vec<_>>()
                .join("+"),
            effect = res_or_none(&k.effect, true),
            vp = k.vp
        ),
        Kind::Advisor => msg!(
            "nations-detail-advisor",
            effect = res_or_none(&k.effect, true)
        ),
        Kind::GoldenAge => msg!(
            "nations-detail-golden",
            gain = res_or_none(&k.gain, true),
            price = c.golden_price(k.age)
        ),
        Kind::Battle => msg!(
            "nations-detail-battle",
            n = rules::best_raid(c, &st.players[seat]) + k.battle_bonus
        ),
        Kind::War => msg!(
            "nations-detail-war",
            strength = military(c, &st.players[seat]),
            loss = res_or_none(&k.loss, false),
            vp = k.war_vp
        ),
    }
}

/// A legal action as a choice: its notation as label, and what it costs
/// and gives as detail.
pub fn describe(c: &Content, st: &State, seat: Seat, a: &Action) -> Choice {
    let notation = rules::notation(c, st, a);
    let label = Msg::notation(TITLE, &notation);
    let detail = st.players.get(seat).and_then(|p| detail(c, st, seat, p, a));
    Choice {
        notation,
        label,
        detail,
    }
}

fn have(p: &Player, r: Resource) -> Msg {
    msg!(
        "nations-detail-have",
        n = p.get(r),
        res = Msg::new(res_id(r)).arg("count", i64::from(p.get(r)))
    )
}

fn res_id(r: Resource) -> &'static str {
    match r {
        Resource::Gold => "nations-res-gold",
        Resource::Stone => "nations-res-stone",
        Resource::Food => "nations-res-food",
        Resource::Books => "nations-res-books",
    }
}

fn detail(c: &Content, st: &State, seat: Seat, p: &Player, a: &Action) -> Option<Msg> {
    let pending = st.pending.first().map(|x| &x.1);
    let event_part = |i: u8| {
        let e = c.event(st.event.as_ref()?)?;
        Some(if i == 0 {
            e.first.clone()
        } else {
            e.second.clone()
        })
    };
    Some(match (pending, a) {
        (_, Action::Buy(row, col)) => {
            let id = st.board.get(row * st.cfg.columns + col)?.as_ref()?;
            let k = c.card(id)?;
            msg!(
                "nations-detail-buy",
                price = rules::row_price(c, st, *row),
                effect = card_effect(c, st, seat, k)
            )
        }
        (_, Action::Deploy(i, from)) => {
            let k = c.card(&p.slots.get(*i)?.card)?;
            let vp = k.worker_vp.get(p.slots[*i].workers as usize).copied();
            let from = match from {
                None => msg!("nations-detail-from-reserve", n = p.reserve),
                Some(j) => msg!(
                    "nations-detail-from-card",
                    card = card_name(c, &p.slots.get(*j)?.card)
                ),
            };
            msg!(
                "nations-detail-deploy",
                stone = k.deploy,
                have = p.stone,
                per = res_or_none(&k.per_worker, true),
                vp = vp.unwrap_or(0),
                from = from
            )
        }
        (_, Action::Undeploy(i)) => {
            let k = c.card(&p.slots.get(*i)?.card)?;
            msg!(
                "nations-detail-undeploy",
                per = res_or_none(&k.per_worker, true)
            )
        }
        (_, Action::Hire(private)) => {
            let k = c.card(p.wonder.as_ref()?)?;
            let cost = *k.sections.get(p.built as usize)?;
            let completes = p.built as usize + 1 == k.sections.len();
            let whose = if *private {
                msg!("nations-detail-own-architect", n = p.private_architects)
            } else {
                msg!("nations-detail-public-architect", n = st.public_architects)
            };
            msg!(
                if completes {
                    "nations-detail-hire-complete"
                } else {
                    "nations-detail-hire"
                },
                stone = cost,
                have = p.stone,
                section = p.built + 1,
                sections = k.sections.len(),
                wonder = k.name_msg(),
                vp = k.vp,
                whose = whose
            )
        }
        (_, Action::Use(id)) => {
            let k = c.card(id)?;
            let act = k.action.clone().unwrap_or_default();
            msg!(
                "nations-detail-use",
                pay = action_cost(c, st, seat, a).unwrap_or_else(|| msg!("nations-label-none")),
                gain = res_or_none(&act.gain, true),
                choice = act.choice
            )
        }
        (_, Action::Pass) => {
            let first = st.pass_order.is_empty();
            msg!(if first {
                "nations-detail-pass-first"
            } else {
                "nations-detail-pass"
            })
        }
        (_, Action::Grow(section)) => {
            let mut q = p.clone();
            match section {
                Section::Food => q.pop_food -= 1,
                Section::Stability => q.pop_stab -= 1,
            }
            match section {
                Section::Food => msg!(
                    "nations-detail-grow-food",
                    before = rules::food_upkeep(c, p),
                    after = rules::food_upkeep(c, &q)
                ),
                Section::Stability => msg!(
                    "nations-detail-grow-stability",
                    before = stability(c, p),
                    after = stability(c, &q)
                ),
            }
        }
        (_, Action::GrowFree) => msg!("nations-detail-grow-free"),
        (_, Action::Bonus(r)) => msg!(
            "nations-detail-bonus",
            gain = amount(c.growth_bonus(&p.difficulty), res_id(*r), true),
            have = have(p, *r)
        ),
        (_, Action::Event(id)) => {
            let e = c.event(id)?;
            msg!(
                "nations-detail-event",
                famine = e.famine,
                architects = e.architects
            )
        }
        (Some(Pending::Place(_)), Action::PlaceNew) => msg!("nations-detail-place-new"),
        (Some(Pending::Place(_)), Action::Replace(i)) => msg!(
            "nations-detail-replace",
            card = card_name(c, &p.slots.get(*i)?.card),
            workers = p.slots[*i].workers
        ),
        (Some(Pending::PlaceWonder(_)), Action::PlaceNew) => msg!("nations-detail-place-new"),
        (Some(Pending::PlaceWonder(_)), Action::Replace(i)) => msg!(
            "nations-detail-cover",
            card = card_name(c, p.wonders.get(*i)?),
            vp = c.card(p.wonders.get(*i)?)?.vp
        ),
        (Some(Pending::DropColony), Action::Drop(i)) => {
            let k = c.card(p.colonies.get(*i)?)?;
            msg!(
                "nations-detail-drop",
                effect = res_or_none(&k.effect, true),
                vp = k.vp
            )
        }
        (Some(_), Action::Drop(i)) => {
            let k = c.card(p.advisors.get(*i)?)?;
            msg!(
                "nations-detail-drop",
                effect = res_or_none(&k.effect, true),
                vp = k.vp
            )
        }
        (Some(Pending::Gain(n)), Action::Gain(r)) => msg!(
            "nations-detail-gain",
            gain = amount(*n, res_id(*r), true),
            have = have(p, *r)
        ),
        (Some(Pending::Crusade(i)), Action::Gain(r)) => {
            let part = event_part(*i)?;
            msg!(
                "nations-detail-crusade",
                n = part.amount,
                res = Msg::new(res_id(*r))
            )
        }
        (Some(Pending::Golden(id)), Action::GoldenResources) => {
            let k = c.card(id)?;
            let mut g = k.gain;
            let bonus = rules::golden_bonus(c, p);
            if g.gold > 0 {
                g.gold += bonus;
            } else if g.food > 0 {
                g.food += bonus;
            } else if g.stone > 0 {
                g.stone += bonus;
            } else if g.books > 0 {
                g.books += bonus;
            }
            msg!(
                "nations-detail-golden-resources",
                gain = res_or_none(&g, true)
            )
        }
        (Some(Pending::Golden(id)), Action::GoldenVp) => {
            let age = c.card(id).map(|k| k.age).unwrap_or(1);
            let k = (c.golden_price(age) - rules::golden_bonus(c, p)).max(0);
            msg!("nations-detail-golden-vp", n = k)
        }
        (Some(Pending::GoldenPay(n)), Action::Pay(r)) => msg!(
            "nations-detail-pay-one",
            res = Msg::new(res_id(*r)),
            have = have(p, *r),
            left = n - 1
        ),
        (Some(Pending::Lose(n)), Action::Lose(r)) => msg!(
            "nations-detail-lose-one",
            res = Msg::new(res_id(*r)),
            have = have(p, *r),
            left = n - 1
        ),
        (Some(Pending::EasierWorker), Action::Take(s)) => msg!(
            "nations-detail-take-easier",
            section = Msg::new(section_id(*s)),
            reserve = p.reserve + 1
        ),
        (_, Action::Take(s)) => msg!(
            "nations-detail-take",
            section = Msg::new(section_id(*s)),
            food = rules::food_upkeep(c, p),
            stability = stability(c, p)
        ),
        (_, Action::Return(s, from)) => msg!(
            "nations-detail-return",
            section = Msg::new(section_id(*s)),
            from = match from {
                None => msg!("nations-detail-from-reserve", n = p.reserve),
                Some(j) => msg!(
                    "nations-detail-from-card",
                    card = card_name(c, &p.slots.get(*j)?.card)
                ),
            }
        ),
        (Some(Pending::EventYesNo(i)), Action::Accept) => {
            let part = event_part(*i)?;
            match part.kind.as_str() {
                "pay_or_last" => msg!(
                    "nations-detail-accept-pay",
                    pay = res_or_none(&part.pay, false)
                ),
                "drop_to_last" => msg!(
                    "nations-detail-accept-drop",
                    gain = res_or_none(&part.gain, true)
                ),
                _ => msg!(
                    "nations-detail-accept",
                    gain = res_or_none(&part.gain, true)
                ),
            }
        }
        (Some(Pending::EventYesNo(i)), Action::Decline) => {
            let part = event_part(*i)?;
            match part.kind.as_str() {
                "pay_or_last" => msg!("nations-detail-decline-last"),
                _ => msg!("nations-detail-decline"),
            }
        }
        (Some(Pending::Zoroaster(i)), Action::ChooseBonus) => {
            let part = event_part(*i)?;
            msg!(
                "nations-detail-bonus-self",
                gain = res_or_none(&part.gain, true)
            )
        }
        (Some(Pending::Zoroaster(i)), Action::ChoosePenalty) => {
            let part = event_part(*i)?;
            msg!(
                "nations-detail-penalty-others",
                loss = res_or_none(&part.alt, true)
            )
        }
        (Some(Pending::WarSpare), Action::Spare(v)) => {
            let d = st.defeats.iter().find(|d| d.seat == seat)?;
            let lose = Res {
                gold: d.loss[0] - v[0],
                stone: d.loss[1] - v[1],
                food: d.loss[2] - v[2],
                books: d.loss[3] - v[3],
                ..Res::default()
            };
            msg!("nations-detail-spare", lose = res_or_none(&lose, false))
        }
        _ => return None,
    })
}

fn section_id(s: Section) -> &'static str {
    match s {
        Section::Food => "nations-res-food",
        Section::Stability => "nations-res-stability",
    }
}

/// Why `seat` is asked now, with the amounts.
pub fn prompt(c: &Content, st: &State, seat: Seat) -> Option<Msg> {
    if !rules::to_act(st).contains(&seat) {
        return None;
    }
    let p = st.players.get(seat)?;
    let holding = msg!(
        "nations-prompt-holding",
        gold = p.gold,
        stone = p.stone,
        food = p.food,
        books = p.books
    );
    let event_name = || {
        st.event
            .as_ref()
            .and_then(|e| c.event(e))
            .map(|e| e.name_msg())
            .unwrap_or_else(|| Msg::notation(TITLE, ""))
    };
    let phase = Msg::new(phase_id(st));
    let Some((_, pending)) = st.pending.first() else {
        return Some(msg!(
            "nations-prompt-turn",
            round = st.round,
            actions = st.actions_left,
            holding = holding
        ));
    };
    Some(match pending {
        Pending::PickNation => msg!("nations-prompt-pick"),
        Pending::Growth => msg!(
            "nations-prompt-growth",
            bonus = c.growth_bonus(&p.difficulty),
            food = rules::food_upkeep(c, p),
            stability = stability(c, p)
        ),
        Pending::ChooseEvent(ids) => msg!(
            "nations-prompt-choose-event",
            a = ids
                .first()
                .and_then(|e| c.event(e))
                .map(|e| e.name_msg())
                .unwrap_or_else(|| Msg::notation(TITLE, "")),
            b = ids
                .get(1)
                .and_then(|e| c.event(e))
                .map(|e| e.name_msg())
                .unwrap_or_else(|| Msg::notation(TITLE, ""))
        ),
        Pending::Place(id) => msg!(
            "nations-prompt-place",
            card = card_name(c, id),
            used = p.slots.len(),
            max = c.board.slots
        ),
        Pending::PlaceWonder(id) => msg!(
            "nations-prompt-place-wonder",
            card = card_name(c, id),
            used = p.wonders.len(),
            max = c.board.wonder_slots
        ),
        Pending::DropColony => msg!(
            "nations-prompt-drop-colony",
            n = p.colonies.len(),
            max = c.board.colony_slots
        ),
        Pending::DropAdvisor(id) => msg!(
            "nations-prompt-drop-advisor",
            card = card_name(c, id),
            n = p.advisors.len()
        ),
        Pending::LoseAdvisor => msg!("nations-prompt-lose-advisor", n = p.advisors.len()),
        Pending::TrimAdvisors => msg!("nations-prompt-trim-advisors", n = p.advisors.len()),
        Pending::Gain(n) => msg!("nations-prompt-gain", n = *n),
        Pending::Golden(id) => {
            let age = c.card(id).map(|k| k.age).unwrap_or(1);
            msg!(
                "nations-prompt-golden",
                card = card_name(c, id),
                price = (c.golden_price(age) - rules::golden_bonus(c, p)).max(0),
                holding = holding
            )
        }
        Pending::GoldenPay(n) => msg!("nations-prompt-golden-pay", n = *n, holding = holding),
        Pending::Lose(n) => msg!(
            "nations-prompt-lose",
            phase = phase,
            n = *n,
            gold = p.gold,
            stone = p.stone,
            food = p.food
        ),
        Pending::EasierWorker => msg!(
            "nations-prompt-easier",
            food = p.pop_food,
            stability = p.pop_stab,
            penalty = c.board.space_penalty
        ),
        Pending::Take(n) => msg!(
            "nations-prompt-take",
            event = event_name(),
            n = *n,
            food = p.pop_food,
            stability = p.pop_stab
        ),
        Pending::Return(n) => msg!(
            "nations-prompt-return",
            event = event_name(),
            n = *n,
            reserve = p.reserve
        ),
        Pending::EventYesNo(i) => {
            let e = c.event(st.event.as_ref()?)?;
            let part = if *i == 0 { &e.first } else { &e.second };
            match part.kind.as_str() {
                "pay_or_last" => msg!(
                    "nations-prompt-pay-or-last",
                    event = e.name_msg(),
                    pay = res_or_none(&part.pay, false),
                    holding = holding
                ),
                "drop_to_last" => msg!(
                    "nations-prompt-drop-to-last",
                    event = e.name_msg(),
                    gain = res_or_none(&part.gain, true)
                ),
                _ => msg!(
                    "nations-prompt-optional",
                    event = e.name_msg(),
                    gain = res_or_none(&part.gain, true)
                ),
            }
        }
        Pending::Crusade(i) => {
            let e = c.event(st.event.as_ref()?)?;
            let part = if *i == 0 { &e.first } else { &e.second };
            if st.event_selected.contains(&seat) {
                msg!(
                    "nations-prompt-crusade",
                    event = e.name_msg(),
                    n = part.amount
                )
            } else {
                // §2.6.1: tied for strongest, so nobody gains.
                msg!(
                    "nations-prompt-crusade-tie",
                    event = e.name_msg(),
                    military = rules::military(c, &st.players[seat]),
                    n = part.amount
                )
            }
        }
        Pending::Zoroaster(i) => {
            let e = c.event(st.event.as_ref()?)?;
            let part = if *i == 0 { &e.first } else { &e.second };
            msg!(
                "nations-prompt-zoroaster",
                event = e.name_msg(),
                gain = res_or_none(&part.gain, true),
                loss = res_or_none(&part.alt, true)
            )
        }
        Pending::WarSpare => {
            let d = st.defeats.iter().find(|d| d.seat == seat)?;
            let loss = Res {
                gold: d.loss[0],
                stone: d.loss[1],
                food: d.loss[2],
                books: d.loss[3],
                ..Res::default()
            };
            msg!(
                "nations-prompt-war-spare",
                loss = res_or_none(&loss, false),
                spare = d.reduction,
                holding = holding
            )
        }
    })
}

/// The final ranks, for boards: `None` while the game runs.
pub fn ranks(st: &State) -> Option<Outcome> {
    rules::outcome(st)
}

#[cfg(test)]
mod tests;
