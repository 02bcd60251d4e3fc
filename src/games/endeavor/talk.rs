//! How Endeavor is told (issue 10's contract, see `engine::Game`): each
//! action in words from the state before it (`tell`), every choice with
//! what it costs and gives (`describe`), why a seat is asked (`prompt`),
//! and the notation players type. Engines never build sentences: these
//! are Fluent messages in `assets/locales/*/endeavor.ftl`.

use super::content::{self, Content, Icons, Named, FINANCE, INDUSTRY};
use super::render;
use super::rules::{token_gives, Action, Phase, Source, State};
use super::TITLE;
use crate::engine::{Arg, Msg, Seat};
use crate::msg;

/// The typed form of an action, from content ids (`occupy cape-town`).
pub fn notation(c: &Content, action: &Action) -> String {
    let b = |k: &usize| c.buildings[*k].id.as_str();
    match action {
        Action::Build(k) => format!("build {}", b(k)),
        Action::Free(k) => format!("free {}", b(k)),
        Action::Activate(k) => format!("activate {}", b(k)),
        Action::Token(k) => format!("token {}", c.tokens[*k].id),
        Action::Ship(r) => format!("ship {}", c.regions[*r].id),
        Action::Occupy(i) => format!("occupy {}", c.cities[*i].id),
        Action::Attack(i) => format!("attack {}", c.cities[*i].id),
        Action::Pay(k) => format!("pay {}", b(k)),
        Action::Draw(d) => format!("draw {}", c.decks[*d].id),
        Action::Done => "done".into(),
        Action::Pass => "pass".into(),
        Action::Govern(k) => format!("govern {}", c.cards[*k].id),
        Action::Ungovern => "ungovern".into(),
        Action::Discard(k) => format!("discard {}", c.cards[*k].id),
        Action::Keep => "keep".into(),
    }
}

/// Status icons as builds before issue 27 stored them: "I1 C2".
fn stored_icons(icons: &Icons) -> String {
    let parts: Vec<String> = icons
        .iter()
        .zip(STORED_LETTERS)
        .filter(|(n, _)| **n > 0)
        .map(|(n, l)| format!("{l}{n}"))
        .collect();
    if parts.is_empty() {
        "-".into()
    } else {
        parts.join(" ")
    }
}

/// The letters of [`stored_icons`], in track order.
const STORED_LETTERS: [char; 4] = ['I', 'C', 'F', 'P'];

/// A told message in every reader's words: the stored forms of
/// [`stored_tell`] (an action offered as `ship/draw`, icons as `I1 C2`),
/// whether made now or by an older build, become [`offer_msg`] and
/// [`render::icons_msg`]; anything else is left as it is.
pub fn reword(m: &Msg) -> Msg {
    let mut out = Msg::new(m.id.clone());
    for (name, arg) in &m.args {
        let arg = match (m.id.as_str(), name.as_str(), arg) {
            ("endeavor-tell-activate" | "endeavor-tell-token", "action", Arg::Text(t)) => {
                match content::Offer::parse(t) {
                    Some(o) => offer_msg(&o).into(),
                    None => Msg::new("endeavor-detail-no-action").into(),
                }
            }
            ("endeavor-icons", "icons", Arg::Text(t)) => match parse_stored_icons(t) {
                Some(icons) => render::icons_msg(&icons).into(),
                None => arg.clone(),
            },
            (_, _, Arg::Msg(inner)) => reword(inner).into(),
            _ => arg.clone(),
        };
        out.args.push((name.clone(), arg));
    }
    if m.id == "endeavor-tell-token" {
        let text = |key: &str| match m.args.iter().find(|(n, _)| n == key) {
            Some((_, Arg::Text(t))) => Some(t.as_str()),
            _ => None,
        };
        let token = m.args.iter().find_map(|(n, a)| match a {
            Arg::Msg(t) if n == "token" => t.args.iter().find_map(|(k, v)| match v {
                Arg::Text(id) if k == "id" => Some(id.as_str()),
                _ => None,
            }),
            _ => None,
        });
        let named = match (token, text("action")) {
            (Some(id), Some(action)) => named_for(id, action),
            _ => false,
        };
        out.args.push(("named".into(), yes_no(named).into()));
    }
    out
}

/// Whether a token's name already says its action, as the action tokens'
/// do (`occupy-draw` is "Occupy or Draw"): then a line naming the token
/// doesn't name the action again. `action` is the offer's notation.
fn named_for(token_id: &str, action: &str) -> bool {
    token_id == action.replace(['/', '&'], "-")
}

fn yes_no(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

/// Reads [`stored_icons`] back ("I1 C2" -> [1, 2, 0, 0]).
fn parse_stored_icons(text: &str) -> Option<Icons> {
    let mut icons = [0u8; 4];
    for part in text.split_whitespace() {
        let mut chars = part.chars();
        let letter = chars.next()?;
        let track = STORED_LETTERS.iter().position(|&l| l == letter)?;
        icons[track] = chars.as_str().parse().ok()?;
    }
    Some(icons)
}

/// The status icons of a building, card or token in the reader's letters.
fn icons_msg(icons: &Icons) -> Msg {
    if icons.iter().all(|&n| n == 0) {
        Msg::new("endeavor-no-icons")
    } else {
        msg!("endeavor-icons", icons = render::icons_msg(icons))
    }
}

/// What an activation circle or blue token offers, in words (spec 3.6):
/// "Ship", "Ship or Draw" (`a/b`), "Occupy and Ship" (`a&b`, one or both).
pub fn offer_msg(offer: &content::Offer) -> Msg {
    let part = |b: &content::Basic| msg!("endeavor-basic", basic = b.id());
    match offer.parts.as_slice() {
        [a, b] => msg!(
            if offer.both {
                "endeavor-offer-both"
            } else {
                "endeavor-offer-either"
            },
            a = part(a),
            b = part(b)
        ),
        [a] => part(a),
        _ => Msg::new("endeavor-detail-no-action"),
    }
}

/// The action a building or blue token offers, in the reader's words
/// (the rulebook's own action names).
fn offer_label(offer: Option<&content::Offer>) -> Msg {
    offer.map_or_else(|| Msg::new("endeavor-detail-no-action"), offer_msg)
}

/// How `seat`'s `action` is told to the table, from the state before it,
/// in every reader's words. Only the action itself: what followed
/// (tokens, openings, phases) is in `Applied.public`.
pub(super) fn tell(c: &Content, st: &State, seat: Seat, action: &Action) -> Msg {
    reword(&stored_tell(c, st, seat, action))
}

/// [`tell`] as the state keeps it in `last` (and as builds before issue 27
/// stored it, whose whole-state hashes cover it): the action offered as
/// its notation (`ship/draw`) and status icons as English letters
/// (`I1 C2`). [`reword`] turns it into words when it is shown.
pub(super) fn stored_tell(c: &Content, st: &State, seat: Seat, action: &Action) -> Msg {
    let offer_label = |o: Option<&content::Offer>| o.map_or_else(|| "-".to_string(), |o| o.label());
    let icons_msg = |icons: &Icons| {
        if icons.iter().all(|&n| n == 0) {
            Msg::new("endeavor-no-icons")
        } else {
            msg!("endeavor-icons", icons = stored_icons(icons))
        }
    };
    let who = Msg::seat(seat);
    let building = |k: &usize| c.buildings[*k].name_msg();
    match action {
        Action::Build(k) => {
            let b = &c.buildings[*k];
            msg!(
                "endeavor-tell-build",
                seat = who,
                building = b.name_msg(),
                level = b.level,
                gives = icons_msg(&b.icons)
            )
        }
        Action::Free(k) => msg!("endeavor-tell-free", seat = who, building = building(k)),
        Action::Activate(k) => msg!(
            "endeavor-tell-activate",
            seat = who,
            building = building(k),
            action = offer_label(c.buildings[*k].action.as_ref())
        ),
        Action::Token(k) => msg!(
            "endeavor-tell-token",
            seat = who,
            token = c.tokens[*k].name_msg(),
            action = offer_label(c.tokens[*k].action.as_ref())
        ),
        Action::Ship(r) => msg!(
            "endeavor-tell-ship",
            seat = who,
            region = c.regions[*r].name_msg()
        ),
        Action::Occupy(i) => msg!(
            "endeavor-tell-occupy",
            seat = who,
            city = c.cities[*i].name_msg(),
            region = c.regions[c.cities[*i].region].name_msg()
        ),
        Action::Attack(i) => msg!(
            "endeavor-tell-attack",
            seat = who,
            city = c.cities[*i].name_msg(),
            defender = st.cities[*i].map_or_else(|| msg!("endeavor-none"), Msg::seat)
        ),
        Action::Pay(k) => msg!("endeavor-tell-pay", seat = who, building = building(k)),
        Action::Draw(d) => {
            let card = st.decks[*d].first().map(|&k| &c.cards[k]);
            msg!(
                "endeavor-tell-draw",
                seat = who,
                card = card.map_or_else(|| Msg::notation(TITLE, "-"), |k| k.name_msg()),
                deck = c.decks[*d].name_msg(),
                gives = card.map_or_else(|| msg!("endeavor-none"), |k| icons_msg(&k.icons))
            )
        }
        Action::Done => msg!("endeavor-tell-done", seat = who),
        Action::Pass => msg!("endeavor-tell-pass", seat = who),
        Action::Govern(k) => msg!(
            "endeavor-tell-govern",
            seat = who,
            card = c.cards[*k].name_msg()
        ),
        Action::Ungovern => msg!(
            "endeavor-tell-ungovern",
            seat = who,
            card = st.players[seat]
                .governor
                .map_or_else(|| Msg::notation(TITLE, "-"), |k| c.cards[k].name_msg())
        ),
        Action::Discard(k) => msg!(
            "endeavor-tell-discard",
            seat = who,
            card = c.cards[*k].name_msg()
        ),
        Action::Keep => msg!("endeavor-tell-keep", seat = who),
    }
}

/// A legal action's label and what it costs and gives (see `Choice`).
pub(super) fn describe(c: &Content, st: &State, seat: Seat, action: &Action) -> (Msg, Msg) {
    let p = &st.players[seat];
    let held = p.cards.len();
    let limit = st.allowed_cards(c, seat);
    match action {
        Action::Build(k) => {
            let b = &c.buildings[*k];
            let what = match &b.action {
                Some(o) => msg!("endeavor-detail-action", action = offer_msg(o)),
                None => msg!("endeavor-detail-no-action"),
            };
            (
                msg!(
                    "endeavor-choice-build",
                    building = b.name_msg(),
                    level = b.level
                ),
                msg!(
                    "endeavor-detail-build",
                    icons = icons_msg(&b.icons),
                    action = what,
                    glory = b.glory,
                    left = st.supply[*k]
                ),
            )
        }
        Action::Free(k) => {
            let salary = st.level(c, seat, FINANCE);
            (
                msg!(
                    "endeavor-choice-free",
                    building = c.buildings[*k].name_msg()
                ),
                msg!(
                    "endeavor-detail-free",
                    left = st.salary_left.unwrap_or(salary),
                    salary = salary
                ),
            )
        }
        Action::Activate(k) => (
            msg!(
                "endeavor-choice-activate",
                building = c.buildings[*k].name_msg(),
                action = offer_label(c.buildings[*k].action.as_ref())
            ),
            msg!("endeavor-detail-activate", harbor = p.harbor),
        ),
        Action::Token(k) => (
            msg!(
                "endeavor-choice-token",
                token = c.tokens[*k].name_msg(),
                action = offer_label(c.tokens[*k].action.as_ref()),
                named = yes_no(
                    c.tokens[*k]
                        .action
                        .as_ref()
                        .is_some_and(|o| named_for(&c.tokens[*k].id, &o.label()))
                )
            ),
            msg!("endeavor-detail-token"),
        ),
        Action::Ship(r) => {
            let track = &st.track[*r];
            let detail = match track.iter().position(|x| x.is_none()) {
                None => msg!("endeavor-detail-ship-beside"),
                Some(i) => {
                    let opens = if i + 1 == track.len() { "yes" } else { "no" };
                    match st.track_tokens[*r][i] {
                        Some(t) => msg!(
                            "endeavor-detail-ship-space",
                            space = i + 1,
                            spaces = track.len(),
                            token = c.tokens[t].name_msg(),
                            gives = token_gives(c, t),
                            opens = opens
                        ),
                        None => msg!(
                            "endeavor-detail-ship-empty",
                            space = i + 1,
                            spaces = track.len(),
                            opens = opens
                        ),
                    }
                }
            };
            (
                msg!("endeavor-choice-ship", region = c.regions[*r].name_msg()),
                detail,
            )
        }
        Action::Occupy(i) => {
            let city = &c.cities[*i];
            let detail = match st.city_tokens[*i] {
                Some(t) => msg!(
                    "endeavor-detail-occupy",
                    token = c.tokens[t].name_msg(),
                    gives = token_gives(c, t),
                    glory = city.glory
                ),
                None => msg!("endeavor-detail-occupy-bare", glory = city.glory),
            };
            (
                msg!(
                    "endeavor-choice-occupy",
                    city = city.name_msg(),
                    region = c.regions[city.region].name_msg()
                ),
                detail,
            )
        }
        Action::Attack(i) => (
            msg!(
                "endeavor-choice-attack",
                city = c.cities[*i].name_msg(),
                defender = st.cities[*i].map_or_else(|| msg!("endeavor-none"), Msg::seat)
            ),
            msg!("endeavor-detail-attack", glory = c.cities[*i].glory),
        ),
        Action::Pay(k) => (
            msg!("endeavor-choice-pay", building = c.buildings[*k].name_msg()),
            msg!("endeavor-detail-pay"),
        ),
        Action::Draw(d) => {
            let card = st.decks[*d].first().map(|&k| &c.cards[k]);
            (
                msg!(
                    "endeavor-choice-draw",
                    card = card.map_or_else(|| Msg::notation(TITLE, "-"), |k| k.name_msg()),
                    deck = c.decks[*d].name_msg()
                ),
                msg!(
                    "endeavor-detail-draw",
                    icons = card.map_or_else(|| msg!("endeavor-none"), |k| icons_msg(&k.icons)),
                    glory = card.map_or(0, |k| k.glory),
                    value = card.map_or(0, |k| k.value as i64)
                ),
            )
        }
        Action::Done => (msg!("endeavor-choice-done"), msg!("endeavor-detail-done")),
        Action::Pass => (
            msg!("endeavor-choice-pass"),
            msg!("endeavor-detail-pass", harbor = p.harbor),
        ),
        Action::Govern(k) => (
            msg!("endeavor-choice-govern", card = c.cards[*k].name_msg()),
            msg!("endeavor-detail-govern"),
        ),
        Action::Ungovern => (
            msg!(
                "endeavor-choice-ungovern",
                card = p
                    .governor
                    .map_or_else(|| Msg::notation(TITLE, "-"), |k| c.cards[k].name_msg())
            ),
            msg!("endeavor-detail-ungovern"),
        ),
        Action::Discard(k) => (
            msg!("endeavor-choice-discard", card = c.cards[*k].name_msg()),
            msg!(
                "endeavor-detail-discard",
                icons = icons_msg(&c.cards[*k].icons),
                glory = c.cards[*k].glory,
                held = held,
                limit = limit
            ),
        ),
        Action::Keep => (
            msg!("endeavor-choice-keep"),
            msg!("endeavor-detail-keep", held = held, limit = limit),
        ),
    }
}

/// Why `seat` is asked now, with the amounts (PD-4's limit, SA-1's
/// salary, the parts of an action under way).
pub(super) fn prompt(c: &Content, st: &State, seat: Seat) -> Option<Msg> {
    if !st.to_act().contains(&seat) {
        return None;
    }
    let p = &st.players[seat];
    let held = p.cards.len();
    let limit = st.allowed_cards(c, seat);
    if !st.checks.is_empty() {
        // PD-4: a counted Governor moved onto an empty governor space
        // stops counting, which may save a discard.
        let govern = p.governor.is_none() && p.cards.iter().any(|&k| c.cards[k].governor);
        return Some(if held > limit {
            msg!(
                if govern {
                    "endeavor-prompt-limit-govern"
                } else {
                    "endeavor-prompt-limit"
                },
                held = held,
                limit = limit,
                over = held - limit
            )
        } else {
            msg!("endeavor-prompt-arrange", held = held, limit = limit)
        });
    }
    if let Some(pending) = &st.pending {
        let action = match pending.source {
            Source::Building(slot) => p.buildings.get(slot).map_or_else(
                || Msg::notation(TITLE, ""),
                |b| c.buildings[b.kind].name_msg(),
            ),
            Source::Token(k) => c.tokens[k].name_msg(),
        };
        // A token named after its action ("Ship") is not followed by
        // "(Ship)" again.
        let named = match pending.source {
            Source::Token(k) => named_for(&c.tokens[k].id, &pending.offer.label()),
            Source::Building(_) => false,
        };
        let action = if named {
            action
        } else {
            Msg::join(
                " ",
                vec![
                    action.into(),
                    Msg::join(
                        "",
                        vec!["(".into(), offer_msg(&pending.offer).into(), ")".into()],
                    )
                    .into(),
                ],
            )
        };
        return Some(msg!(
            "endeavor-prompt-part",
            action = action,
            count = pending.done.len() + 1,
            harbor = p.harbor
        ));
    }
    Some(match st.phase {
        Phase::Build => msg!(
            "endeavor-prompt-build",
            round = st.round,
            level = st.level(c, seat, INDUSTRY)
        ),
        Phase::Salary => {
            let salary = st.level(c, seat, FINANCE);
            msg!(
                "endeavor-prompt-salary",
                left = st.salary_left.unwrap_or(salary),
                salary = salary,
                occupied = p.buildings.iter().filter(|b| b.occupied).count()
            )
        }
        Phase::Action => msg!(
            "endeavor-prompt-action",
            harbor = p.harbor,
            supply = p.supply
        ),
        Phase::Over => return None,
    })
}

/// The same action with printed names (`occupy Cape Town`), also accepted.
pub(super) fn named(c: &Content, action: &Action) -> String {
    let b = |k: &usize| c.buildings[*k].name.as_str();
    match action {
        Action::Build(k) => format!("build {}", b(k)),
        Action::Free(k) => format!("free {}", b(k)),
        Action::Activate(k) => format!("activate {}", b(k)),
        Action::Token(k) => format!("token {}", c.tokens[*k].name),
        Action::Ship(r) => format!("ship {}", c.regions[*r].name),
        Action::Occupy(i) => format!("occupy {}", c.cities[*i].name),
        Action::Attack(i) => format!("attack {}", c.cities[*i].name),
        Action::Pay(k) => format!("pay {}", b(k)),
        Action::Draw(d) => format!("draw {}", c.decks[*d].name),
        Action::Govern(k) => format!("govern {}", c.cards[*k].name),
        Action::Discard(k) => format!("discard {}", c.cards[*k].name),
        other => notation(c, other),
    }
}
