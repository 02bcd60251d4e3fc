//! Secrets never leave their seat through what Belfort *says* (issue 10):
//! random legal games where, at every step, the action's public wording,
//! every public consequence, the status line, every prompt and the other
//! seats' private texts are rendered in English with players' names, and
//! none of them names a card that a seat alone knows (`Game::secrets`:
//! its hand, its pending keep, the card it chose for the Spies, a blind
//! neutral draw).
//!
//! A card name is fine where the card itself is public for another reason
//! (spec "Hidden information"): built in a tableau, on display, just
//! discarded face up, revealed by the Spies, or printed on the lot of the
//! board the action names. The boards are checked the other way round in
//! `belfort_games.rs` (changing a hand changes no public board), since
//! every building name is printed on the public board's lots.
//!
//! `the_check_catches_the_notation_told_to_everyone` shows the check fails
//! with the engine's old default (`Told::plain`, the notation).

use longtable::engine::{Game, GameRng, Msg, Options, Setup, Told, Translate};
use longtable::games::belfort::content::LotKind;
use longtable::games::belfort::rules::Action;
use longtable::games::belfort::{Belfort, Pending, State};
use longtable::i18n::{I18n, Named};
use std::collections::BTreeSet;

const NAMES: [&str; 5] = ["ann", "bob", "cat", "dan", "eve"];

fn setup(g: &Belfort, seats: usize, seed: u64, mode: &str) -> Setup {
    let o = Options::new().with("guilds", mode);
    Setup {
        seats,
        options: o.resolve(&g.options()).unwrap(),
        seed,
    }
}

fn type_name(g: &Belfort, st: &State, card: u8) -> String {
    g.content.buildings[st.card_types[card as usize] as usize]
        .name
        .clone()
}

/// Whether `text` holds `word` as a whole word (case counts: building
/// names are capitalised).
fn has_word(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + word.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

/// Building types that are public in this step for a reason of their own.
fn public_names(g: &Belfort, before: &State, after: &State, a: &Action) -> BTreeSet<String> {
    let mut v = BTreeSet::new();
    for st in [before, after] {
        for p in &st.players {
            for b in &p.tableau {
                v.insert(type_name(g, st, b.card));
            }
        }
        for &d in &st.display {
            v.insert(type_name(g, st, d));
        }
        if let Some(Pending::SpiesTake { shown, .. }) = st.pending.last() {
            for card in shown.iter().flatten() {
                v.insert(type_name(g, st, *card));
            }
        }
    }
    for &d in after.discard.iter().filter(|d| !before.discard.contains(d)) {
        v.insert(type_name(g, after, d));
    }
    // A lot of the board named by the action: its building is printed there.
    let lot_type = |lot: u16| match g.content.layout.lots[lot as usize].kind {
        LotKind::Building(b) => Some(g.content.buildings[b].name.clone()),
        _ => None,
    };
    let lot = match a {
        Action::ArchLot { lot, .. }
        | Action::WizSeat { lot, .. }
        | Action::NpPlace { lot, .. }
        | Action::Build { lot, .. } => Some(*lot),
        Action::WizFrom(lot) | Action::WizTo(lot) | Action::GateExtra(lot) => Some(*lot),
        _ => None,
    };
    v.extend(lot.and_then(lot_type));
    if let Action::WizKind(k) = a {
        if let Some(b) = g.content.buildings.get(*k as usize) {
            v.insert(b.name.clone());
        }
    }
    v
}

/// Plays one random game and returns every leak found: (where, text,
/// secret word). `tell` is how the action is told to the table.
fn leaks(
    seats: usize,
    seed: u64,
    mode: &str,
    tell: &dyn Fn(&Belfort, &State, usize, &Action) -> Told,
) -> Vec<(String, String, String)> {
    let g = Belfort::load(None).unwrap();
    let i18n = I18n::load().unwrap();
    let en = i18n.english();
    let names: Vec<String> = NAMES[..seats].iter().map(|s| s.to_string()).collect();
    let tr = Named {
        lang: &en,
        names: &names,
    };
    let mut st = g.setup(&setup(&g, seats, seed, mode)).unwrap();
    let mut rng = GameRng::new(seed ^ 0x5eed);
    let mut found = Vec::new();
    let mut steps = 0;
    while g.outcome(&st).is_none() {
        steps += 1;
        assert!(steps < 20_000, "no end");
        let seat = *rng.pick(&g.to_act(&st)).unwrap();
        let legal = g.legal_actions(&st, seat);
        let a = legal[rng.below(legal.len())].clone();
        let before = st.clone();
        let told = tell(&g, &before, seat, &a);
        let applied = g.apply(&mut st, seat, &a).unwrap();
        let allowed = public_names(&g, &before, &st, &a);
        // Everything anyone but `owner` may read now.
        let mut public: Vec<(String, Msg)> = vec![("told.public".into(), told.public.clone())];
        public.extend(
            applied
                .public
                .iter()
                .map(|m| ("applied.public".to_string(), m.clone())),
        );
        public.push(("status".into(), g.status(&st)));
        for s in 0..seats {
            if let Some(p) = g.prompt(&st, s) {
                public.push((format!("prompt of seat {s}"), p));
            }
        }
        for owner in 0..seats {
            let mut secrets: BTreeSet<String> = g.secrets(&before, owner).into_iter().collect();
            secrets.extend(g.secrets(&st, owner));
            let secrets: Vec<&String> = secrets.difference(&allowed).collect();
            let mut texts: Vec<(String, String, BTreeSet<String>)> = public
                .iter()
                .map(|(w, m)| (w.clone(), tr.tr(m), BTreeSet::new()))
                .collect();
            for other in (0..seats).filter(|&o| o != owner) {
                // A name the other seat holds itself is its own to read.
                // (every card in its hand, shown to everyone or not).
                let mut own: BTreeSet<String> = g.secrets(&st, other).into_iter().collect();
                own.extend(g.secrets(&before, other));
                for state in [&before, &st] {
                    own.extend(
                        state.players[other]
                            .hand
                            .iter()
                            .map(|&card| type_name(&g, state, card)),
                    );
                }
                texts.push((
                    format!("private text of seat {other}"),
                    tr.tr(&g.private_text(&st, other)),
                    own.clone(),
                ));
                for (who, m) in &applied.private {
                    if *who == other {
                        texts.push((
                            format!("private message to seat {other}"),
                            tr.tr(m),
                            own.clone(),
                        ));
                    }
                }
            }
            for (w, text, own) in texts {
                for s in secrets.iter().filter(|s| !own.contains(**s)) {
                    if has_word(&text, s) {
                        found.push((
                            format!("{w} (secret of seat {owner})"),
                            text.clone(),
                            (*s).clone(),
                        ));
                    }
                }
            }
        }
    }
    found
}

fn engine_tell(g: &Belfort, st: &State, seat: usize, a: &Action) -> Told {
    g.tell(st, seat, a)
}

#[test]
fn no_public_word_names_a_secret_card_in_random_games() {
    for seats in 2..=5 {
        for (i, mode) in ["beginner", "normal", "advanced"].into_iter().enumerate() {
            let seed = 1000 + seats as u64 * 10 + i as u64;
            let found = leaks(seats, seed, mode, &engine_tell);
            assert!(
                found.is_empty(),
                "{seats} players, {mode}: {} leaks, first: {:?}",
                found.len(),
                found.first()
            );
        }
    }
}

#[test]
fn the_check_catches_the_notation_told_to_everyone() {
    let old = |g: &Belfort, st: &State, _seat: usize, a: &Action| Told::plain(&g.notation(st, a));
    let found = leaks(3, 7, "normal", &old);
    assert!(
        found
            .iter()
            .any(|(w, t, _)| w.starts_with("told.public") && t.starts_with("keep ")),
        "the old default tells `keep A B C` to everyone and the check must see it: {:?}",
        found.first()
    );
}
