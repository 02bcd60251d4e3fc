//! Table talk, tested where a player reads it: the English text of what
//! real actions tell (names, not seat numbers; the numbers of each
//! automatic step), of each choice's detail and of each prompt.

use super::*;
use crate::engine::{Options, Setup, Translate};
use crate::games::nations::content::Content;
use crate::games::nations::rules::{advance, apply, legal_actions, setup};
use crate::games::nations::{Slot, War};
use std::sync::OnceLock;

fn c() -> &'static Content {
    static C: OnceLock<Content> = OnceLock::new();
    C.get_or_init(|| Content::load(None).expect("the pack loads"))
}

const NAMES: [&str; 2] = ["ann", "bob"];

/// Renders messages as the host shows them at a table of ann and bob.
fn english(msgs: &[Msg]) -> Vec<String> {
    static I: OnceLock<crate::i18n::I18n> = OnceLock::new();
    let i18n = I.get_or_init(|| crate::i18n::I18n::load().unwrap());
    let en = i18n.english();
    let names: Vec<String> = NAMES.iter().map(|s| s.to_string()).collect();
    let named = crate::i18n::Named {
        lang: &en,
        names: &names,
    };
    msgs.iter().map(|m| named.tr(m)).collect()
}

fn one(m: &Msg) -> String {
    english(std::slice::from_ref(m)).remove(0)
}

/// Two nations in the Action phase of round 2 (the end of age I, so
/// Book scoring happens), with empty stocks and boards.
fn two_in_round_two() -> State {
    let o = Options::new()
        .resolve(&crate::games::nations::option_specs())
        .unwrap();
    let mut st = setup(
        c(),
        &Setup {
            seats: 2,
            options: o,
            seed: 7,
        },
    )
    .unwrap();
    st.pending.clear();
    for p in st.players.iter_mut() {
        p.gold = 0;
        p.stone = 0;
        p.food = 0;
        p.books = 0;
        p.vp = 0;
        p.slots.clear();
        p.reserve = 5;
    }
    st.order = vec![0, 1];
    st.step = Step::Actions;
    st.round = 2;
    st.turn = 0;
    st.actions_left = 1;
    st
}

/// Plays `seat`'s action and then, while a decision is pending (up to
/// the next Growth), every asked seat's first legal action; returns what was
/// told publicly, in English.
fn play(st: &mut State, seat: usize, a: &Action) -> Vec<String> {
    let mut told = vec![];
    let applied = apply(c(), st, seat, a).unwrap();
    told.extend(applied.public);
    while let Some((s, asked)) = st.pending.first().cloned() {
        if asked == Pending::Growth {
            break;
        }
        let first = legal_actions(c(), st, s).remove(0);
        told.extend(apply(c(), st, s, &first).unwrap().public);
    }
    english(&told)
}

fn line<'a>(told: &'a [String], start: &str) -> &'a str {
    told.iter()
        .find(|l| l.starts_with(start))
        .unwrap_or_else(|| panic!("no line starting `{start}` in {told:#?}"))
}

#[test]
fn the_end_of_a_round_is_told_step_by_step_with_numbers_per_nation() {
    let mut st = two_in_round_two();
    // ann produces 2 gold per Marketplace worker... whichever building
    // makes gold; bob has nothing. The event is a plain one with famine.
    let gold_building = c()
        .cards
        .iter()
        .find(|k| k.kind == Kind::Building && k.per_worker.gold > 0 && k.per_worker.food == 0)
        .unwrap();
    st.players[0].slots.push(Slot {
        card: gold_building.id.clone(),
        workers: 1,
    });
    st.players[0].food = 10;
    st.players[0].books = 6;
    st.players[1].books = 2;
    st.players[1].food = 0;
    st.players[1].vp = 5;
    let event = c()
        .events
        .iter()
        .find(|e| e.famine > 0 && e.first.kind.is_empty() && e.second.kind.is_empty())
        .unwrap();
    st.event = Some(event.id.clone());
    let war = c().cards.iter().find(|k| k.kind == Kind::War).unwrap();
    st.war = Some(War {
        card: war.id.clone(),
        strength: 5,
        buyer: 0,
    });
    play(&mut st, 0, &Action::Pass);
    let told = play(&mut st, 1, &Action::Pass);

    let production = line(&told, "Production: ");
    assert!(
        production.contains(&format!("ann +{} gold", gold_building.per_worker.gold)),
        "{production}"
    );
    assert!(line(&told, "Turn order: ").contains("(military 0, stability"));
    let war_line = line(&told, &format!("War {}", war.name));
    assert!(
        war_line.contains("strength 5 (bought by ann)"),
        "{war_line}"
    );
    assert!(war_line.contains("Defeated: ann (military 0"), "{war_line}");
    assert!(line(&told, "War losses: ").contains("VP"));
    line(&told, &format!("Event {}, part 1", event.name));
    line(&told, &format!("Event {}, part 2", event.name));
    let famine = line(&told, "Famine, ");
    assert!(
        famine.starts_with(&format!("Famine, {} food each: ann -", event.famine)),
        "{famine}"
    );
    let books = line(&told, "Book scoring ");
    let (a, b) = (st.players[0].books, st.players[1].books);
    let ann_vp = i32::from(a > b);
    assert!(
        books.contains(&format!("ann {a} books +{ann_vp} VP")),
        "{books}"
    );
    assert!(told.iter().all(|l| !l.contains("Seat")), "{told:#?}");
    // Round 3 is announced, with its event once Growth is done.
    line(&told, "Round 3 (age 2) begins");
    assert_eq!(one(&stage(&st).phase), "Maintenance: Growth");
    let ask = one(&prompt(c(), &st, to_act(&st)[0]).unwrap());
    assert!(ask.starts_with("Growth: free a worker"), "{ask}");
}

fn to_act(st: &State) -> Vec<usize> {
    rules::to_act(st)
}

#[test]
fn completing_a_wonder_is_told_with_its_vp() {
    let mut st = two_in_round_two();
    let wonder = c()
        .cards
        .iter()
        .find(|k| k.kind == Kind::Wonder && k.sections.len() == 1)
        .or_else(|| c().cards.iter().find(|k| k.kind == Kind::Wonder))
        .unwrap();
    st.players[0].wonder = Some(wonder.id.clone());
    st.players[0].built = wonder.sections.len() as i32 - 1;
    st.players[0].stone = 20;
    st.public_architects = 2;
    let hire = Action::Hire(false);
    let detail = one(&describe(c(), &st, 0, &hire).detail.unwrap());
    assert!(
        detail.contains(&format!("completes {}, {} VP", wonder.name, wonder.vp)),
        "{detail}"
    );
    let told = play(&mut st, 0, &hire);
    let line = line(&told, "ann completes ");
    assert!(
        line.contains(&format!("{} ({} VP at the end)", wonder.name, wonder.vp)),
        "{line}"
    );
    // The action itself is told once by the host, from `tell`, with its
    // cost; the engine does not repeat it.
    let cost = wonder.sections[wonder.sections.len() - 1];
    assert!(told.iter().all(|l| !l.contains("hire")), "{told:#?}");
    st.players[0].wonder = Some(wonder.id.clone());
    st.players[0].built = 0;
    let tell = one(&tell(c(), &st, 0, &hire).public);
    assert_eq!(tell, format!("hire ({} stone)", wonder.sections[0]));
    let _ = cost;
}

#[test]
fn every_choice_says_what_it_costs_and_gives() {
    let mut st = two_in_round_two();
    st.players[0].gold = 3;
    st.players[0].stone = 2;
    let farm = c()
        .cards
        .iter()
        .find(|k| k.kind == Kind::Building && k.deploy > 0)
        .unwrap();
    st.players[0].slots.push(Slot {
        card: farm.id.clone(),
        workers: 0,
    });
    let mut seen_buy = false;
    for a in legal_actions(c(), &st, 0) {
        let choice = describe(c(), &st, 0, &a);
        let detail = one(&choice
            .detail
            .clone()
            .unwrap_or_else(|| panic!("{} has no detail", choice.notation)));
        assert!(detail.chars().count() <= 160, "{detail}");
        match a {
            Action::Buy(row, _) => {
                seen_buy = true;
                let price = rules::row_price(c(), &st, row);
                assert!(detail.starts_with(&format!("{price} gold · ")), "{detail}");
            }
            Action::Deploy(..) => assert!(
                detail.starts_with(&format!("{} stone (you have 2)", farm.deploy)),
                "{detail}"
            ),
            Action::Pass => assert!(detail.contains("you pass first"), "{detail}"),
            _ => {}
        }
    }
    assert!(seen_buy);
    // Decisions the rules ask for: each option with its amounts.
    st.pending = vec![(0, Pending::Gain(3))];
    let d = one(&describe(c(), &st, 0, &Action::Gain(Resource::Books))
        .detail
        .unwrap());
    assert_eq!(d, "+3 books (you have 0 books)");
    st.pending = vec![(0, Pending::Lose(2))];
    let d = one(&describe(c(), &st, 0, &Action::Lose(Resource::Gold))
        .detail
        .unwrap());
    assert_eq!(
        d,
        "lose 1 gold (you have 3 gold); 1 left to lose after this"
    );
    let golden = c()
        .cards
        .iter()
        .find(|k| k.kind == Kind::GoldenAge)
        .unwrap();
    st.pending = vec![(0, Pending::Golden(golden.id.clone()))];
    let d = one(&describe(c(), &st, 0, &Action::GoldenVp).detail.unwrap());
    assert!(d.starts_with("pay ") && d.ends_with("+1 VP"), "{d}");
    let d = one(&describe(c(), &st, 0, &Action::GoldenResources)
        .detail
        .unwrap());
    assert!(d.starts_with("gain +"), "{d}");
    st.pending = vec![(0, Pending::Growth)];
    let d = one(&describe(c(), &st, 0, &Action::Grow(Section::Stability))
        .detail
        .unwrap());
    assert!(d.starts_with("+1 worker; stability "), "{d}");
    let d = one(&describe(c(), &st, 0, &Action::Bonus(Resource::Stone))
        .detail
        .unwrap());
    assert!(
        d.contains("stone instead of a worker (you have 2 stone)"),
        "{d}"
    );
}

#[test]
fn prompts_name_the_reason_and_the_amounts() {
    let mut st = two_in_round_two();
    st.players[0].gold = 3;
    st.players[0].stone = 1;
    // A book shortfall during the War: what is left to lose, what is held.
    st.step = Step::EventSetup(0);
    st.pending = vec![(0, Pending::Lose(2))];
    let ask = one(&prompt(c(), &st, 0).unwrap());
    assert_eq!(
        ask,
        "Resolution: War: your books ran out, 2 resources still to lose; \
         you have 3 gold, 1 stone, 0 food. Choose what to lose, one at a time."
    );
    assert!(prompt(c(), &st, 1).is_none(), "only the asked seat");
    // A lost War whose loss has two types: what to lose and how much
    // Stability spares.
    st.pending = vec![(0, Pending::WarSpare)];
    st.defeats = vec![crate::games::nations::Defeat {
        seat: 0,
        loss: [3, 2, 0, 0],
        spare: [0; 4],
        reduction: 2,
    }];
    let ask = one(&prompt(c(), &st, 0).unwrap());
    assert!(
        ask.starts_with("War lost: 3 gold, 2 stone to lose, and your stability spares 2"),
        "{ask}"
    );
    let d = one(&describe(c(), &st, 0, &Action::Spare([2, 0, 0, 0]))
        .detail
        .unwrap());
    assert_eq!(d, "you lose 1 gold, 2 stone");
    // An ordinary turn: the round, the actions and the stock.
    st.pending.clear();
    st.step = Step::Actions;
    let ask = one(&prompt(c(), &st, 0).unwrap());
    assert_eq!(
        ask,
        "Round 2, your action (1 this turn); you have 3 gold, 1 stone, 0 food, 0 books."
    );
}

#[test]
fn a_whole_game_ends_with_a_ranked_account_by_category() {
    let o = Options::new()
        .with("ages", "1")
        .resolve(&crate::games::nations::option_specs())
        .unwrap();
    let mut st = setup(
        c(),
        &Setup {
            seats: 2,
            options: o,
            seed: 11,
        },
    )
    .unwrap();
    let mut last = vec![];
    for _ in 0..2000 {
        let Some(&seat) = rules::to_act(&st).first() else {
            break;
        };
        let legal = legal_actions(c(), &st, seat);
        let a = legal
            .iter()
            .find(|a| **a == Action::Pass)
            .unwrap_or(&legal[0])
            .clone();
        last = apply(c(), &mut st, seat, &a).unwrap().public;
    }
    advance(&mut st, c());
    let told = english(&last);
    let o = rules::outcome(&st).unwrap();
    let f = st.final_scores.clone().unwrap();
    line(&told, "Game over after round 2. Final scores:");
    for s in 0..2 {
        let x = f[s];
        let want = format!(
            "{}. {} ({}): {} points = {} VP + {} colonies + {} wonders + {} workers + {} resources",
            o.ranks[s],
            NAMES[s],
            one(&rules::nation_name(c(), &st.players[s])),
            x[5],
            x[0],
            x[1],
            x[2],
            x[3],
            x[4]
        );
        assert!(told.contains(&want), "{want} not in {told:#?}");
    }
    if f[0][5] == f[1][5] {
        line(&told, "Tie at ");
    }
    assert_eq!(one(&stage(&st).phase), "Game over");
}

/// Discord's limits: a button label or menu option of at most 80
/// characters, a menu option's description of at most 100. Checked on
/// every choice of random games with every card set.
#[test]
fn every_choice_fits_discords_label_and_description_limits() {
    let o = Options::new()
        .with("cards", "all")
        .resolve(&crate::games::nations::option_specs())
        .unwrap();
    let mut too_long = std::collections::BTreeSet::new();
    for seed in 0..6 {
        let mut st = setup(
            c(),
            &Setup {
                seats: 3,
                options: o.clone(),
                seed,
            },
        )
        .unwrap();
        let mut rng = crate::engine::GameRng::new(seed + 100);
        for _ in 0..400 {
            let Some(&seat) = rules::to_act(&st).first() else {
                break;
            };
            let legal = legal_actions(c(), &st, seat);
            for a in &legal {
                let ch = describe(c(), &st, seat, a);
                let label = one(&ch.label);
                let detail = ch.detail.as_ref().map(one).unwrap_or_default();
                if label.chars().count() > 80 || detail.chars().count() > 100 {
                    too_long.insert(format!("{label} | {detail}"));
                }
            }
            let a = legal[rng.below(legal.len())].clone();
            apply(c(), &mut st, seat, &a).unwrap();
        }
    }
    assert!(too_long.is_empty(), "{too_long:#?}");
}
