//! `/hint` reads nothing hidden (issue 29): two tables alike in all that
//! a seat can see, different in what it can't (another seat's hand, the
//! deck order, the dice), give that seat the same hint, move for move,
//! with the same reasons and estimates; and the same position asked
//! twice gives the same hint.

use super::bots::{reorder_nations_decks, setup, swap_a_hidden_belfort_card};
use longtable::bots::hint::{advise, hint_limits, hint_seed, Advice, HINT_THINK};
use longtable::bots::Limits;
use longtable::engine::{Game, GameRng, Running, Seat, Table};
use longtable::games::{belfort::Belfort, nations::Nations};
use std::sync::Arc;

/// Plays random moves until some seat to act has at least two choices
/// after at least `moves` moves.
fn to_a_choice<G: Game>(t: &mut Running<G>, moves: usize, rng: &mut GameRng) -> Seat {
    for step in 0.. {
        assert!(t.outcome().is_none(), "the game ended before a choice");
        if step >= moves {
            if let Some(&s) = t.to_act().iter().find(|&&s| t.legal_count(s) > 1) {
                return s;
            }
        }
        let to_act = t.to_act();
        let seat = *rng.pick(&to_act).unwrap();
        t.play_random(seat, rng).unwrap();
    }
    unreachable!()
}

fn hint(t: &dyn Table, seat: Seat, limits: Limits) -> Vec<Advice> {
    let (advice, iterations) = advise(t, seat, limits, hint_seed(7, 42, seat), 3);
    assert_eq!(iterations, limits.iterations, "the iteration cap must bind");
    assert_eq!(advice.len(), 3);
    advice
}

/// `hide` changes only what `seat` can't see; the change is real (the
/// state's hash moves) and the hint does not move with it.
fn same_hint<G: Game>(
    t: &Running<G>,
    seat: Seat,
    limits: Limits,
    hide: impl Fn(&mut G::State, Seat),
) {
    let mut changed = Running {
        game: t.game.clone(),
        state: t.state.clone(),
    };
    hide(&mut changed.state, seat);
    assert_ne!(t.hash(), changed.hash(), "the change must be real");
    let a = hint(t, seat, limits);
    assert_eq!(
        a,
        hint(&changed, seat, limits),
        "the hint read hidden information"
    );
    // Asked again: the same.
    assert_eq!(a, hint(t, seat, limits), "the same position, another hint");
}

#[test]
fn belfort_hints_never_read_other_hands_the_deck_or_the_dice() {
    let game = Arc::new(Belfort::load(None).unwrap());
    for seed in 1..3 {
        let state = game.setup(&setup(3, seed)).unwrap();
        let mut t = Running {
            game: game.clone(),
            state,
        };
        let mut rng = GameRng::new(seed);
        let seat = to_a_choice(&mut t, 10 + seed as usize * 7, &mut rng);
        same_hint(&t, seat, hint_limits(), swap_a_hidden_belfort_card);
    }
}

#[test]
fn nations_hints_never_read_the_deck_order_or_the_dice() {
    let game = Arc::new(Nations::new(None).unwrap());
    // Fewer iterations than a real hint, to keep a debug build quick;
    // the time cap stays far away.
    let limits = Limits {
        iterations: 60,
        think: HINT_THINK,
    };
    let state = game.setup(&setup(3, 2)).unwrap();
    let mut t = Running { game, state };
    let mut rng = GameRng::new(2);
    let seat = to_a_choice(&mut t, 30, &mut rng);
    same_hint(&t, seat, limits, reorder_nations_decks);
}
