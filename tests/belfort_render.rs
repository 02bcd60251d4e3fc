//! Belfort boards: every PNG decodes at the expected size, and the public
//! board and other seats' views never name a seat's hidden cards.

use longtable::engine::{Game, GameRng, Options, Setup, Translate};
use longtable::games::belfort::{Belfort, Phase};
use longtable::i18n::I18n;

fn play_some(g: &Belfort, seats: usize, moves: usize) -> longtable::games::belfort::State {
    let setup = Setup {
        seats,
        options: Options::new().resolve(&g.options()).unwrap(),
        seed: 7,
    };
    let mut st = g.setup(&setup).unwrap();
    let mut rng = GameRng::new(3);
    for _ in 0..moves {
        if g.outcome(&st).is_some() {
            break;
        }
        let to_act = g.to_act(&st);
        let seat = *rng.pick(&to_act).unwrap();
        let legal = g.legal_actions(&st, seat);
        let a = legal[rng.below(legal.len())].clone();
        g.apply(&mut st, seat, &a).unwrap();
    }
    st
}

#[test]
fn every_png_decodes_at_its_size_for_2_3_and_5_players() {
    let g = Belfort::load(None).unwrap();
    let i18n = I18n::load().unwrap();
    let en = i18n.english();
    for seats in [2, 3, 5] {
        for moves in [0, 150, 100_000] {
            let st = play_some(&g, seats, moves);
            let png = longtable::render::png(&g.board_svg(&st, &*en)).unwrap();
            let img = image::load_from_memory(&png).unwrap();
            assert_eq!((img.width(), img.height()), (1600, 1000));
            assert!(png.len() < 500_000, "board PNG is {} bytes", png.len());
            for seat in 0..seats {
                let png = longtable::render::png(&g.seat_svg(&st, seat, &*en)).unwrap();
                let img = image::load_from_memory(&png).unwrap();
                assert_eq!((img.width(), img.height()), (1400, 820));
            }
            // Every label went through Fluent: no raw message id is left.
            let svg = g.board_svg(&st, &*en);
            assert!(!svg.contains("belfort-"), "untranslated label in the board");
        }
    }
}

#[test]
fn hidden_cards_stay_out_of_public_and_other_views() {
    let g = Belfort::load(None).unwrap();
    let i18n = I18n::load().unwrap();
    let en = i18n.english();
    // During the secret keep-3-of-5 and later in the game.
    for moves in [0, 2, 200] {
        let st = play_some(&g, 3, moves);
        // Swap seat 0's hand for a hand of Keeps: nobody else's view changes.
        let mut other = st.clone();
        let keep = g.content.building("keep").unwrap() as u8;
        let keeps: Vec<u8> = (0..other.card_types.len() as u8)
            .filter(|&c| other.card_types[c as usize] == keep && other.deck.contains(&c))
            .collect();
        let k = other.players[0].hand.len().min(keeps.len());
        for (i, &new) in keeps.iter().enumerate().take(k) {
            let old = other.players[0].hand[i];
            other.deck.retain(|&c| c != new);
            other.deck.push(old);
            other.players[0].hand[i] = new;
        }
        if let Phase::Keep { discards } = &mut other.phase {
            discards[0] = None;
        }
        assert_eq!(g.board_svg(&st, &*en), g.board_svg(&other, &*en));
        for seat in 1..3 {
            assert_eq!(g.seat_svg(&st, seat, &*en), g.seat_svg(&other, seat, &*en));
        }
        // The seat's own view does show its hand.
        let own = g.seat_svg(&other, 0, &*en);
        if k > 0 {
            assert!(own.contains(">Keep<"));
        }
    }
}

/// 2P-2: the neutral player's blind top-of-deck card is seen only by the
/// seat controlling that NP until the NP places its marker; then the card
/// goes face up onto the discard pile for everyone.
#[test]
fn neutral_blind_card_stays_hidden_until_placed() {
    let g = Belfort::load(None).unwrap();
    let i18n = I18n::load().unwrap();
    let en = i18n.english();
    let mut st = g
        .setup(&Setup {
            seats: 2,
            options: Options::new().resolve(&g.options()).unwrap(),
            seed: 11,
        })
        .unwrap();
    while matches!(st.phase, Phase::Keep { .. } | Phase::Block { .. }) {
        let seat = g.to_act(&st)[0];
        let a = g.legal_actions(&st, seat)[0].clone();
        g.apply(&mut st, seat, &a).unwrap();
    }
    st.phase = Phase::Neutral {
        np: 0,
        card: None,
        blind: false,
    };
    let seat = g.to_act(&st)[0];
    let other_seat = 1 - seat;
    // A Library on top of the deck; none on offer, so the board would
    // only name one if it leaked.
    let lib = g.content.building("library").unwrap() as u8;
    let pubt = g.content.building("pub").unwrap() as u8;
    let of = |st: &longtable::games::belfort::State, t: u8| {
        *st.deck
            .iter()
            .find(|&&c| st.card_types[c as usize] == t)
            .unwrap()
    };
    for &d in st.display.clone().iter() {
        if st.card_types[d as usize] == lib {
            let pos = st.display.iter().position(|&x| x == d).unwrap();
            let pubc = of(&st, pubt);
            st.deck.retain(|&c| c != pubc);
            st.display[pos] = pubc;
            st.deck.insert(0, d);
        }
    }
    let card = of(&st, lib);
    st.deck.retain(|&c| c != card);
    st.deck.push(card);
    let a = g.parse(&st, seat, "np deck").unwrap();
    let out = g.apply(&mut st, seat, &a).unwrap();
    assert!(out.revealed, "the controlling seat has seen a deck card");
    let public: Vec<String> = out.public.iter().map(|m| en.tr(m)).collect();
    assert!(!public.is_empty());
    for line in &public {
        assert!(!line.contains("Library"), "public: {line}");
    }
    let private: Vec<String> = out
        .private
        .iter()
        .filter(|(s, _)| *s == seat)
        .map(|(_, m)| en.tr(m))
        .collect();
    assert!(private.iter().any(|l| l.contains("Library")), "{private:?}");
    assert!(out.private.iter().all(|(s, _)| *s == seat));
    assert!(matches!(
        st.phase,
        Phase::Neutral {
            card: Some(c),
            blind: true,
            ..
        } if c == card
    ));
    // Swap the drawn card for a Pub from the deck: no public view, and
    // not the other seat's, changes.
    let mut other = st.clone();
    let pubc = of(&other, pubt);
    let i = other.deck.iter().position(|&c| c == pubc).unwrap();
    other.deck[i] = card;
    if let Phase::Neutral { card: c, .. } = &mut other.phase {
        *c = Some(pubc);
    }
    assert_eq!(g.board_svg(&st, &*en), g.board_svg(&other, &*en));
    assert_eq!(en.tr(&g.status(&st)), en.tr(&g.status(&other)));
    assert_eq!(
        g.seat_svg(&st, other_seat, &*en),
        g.seat_svg(&other, other_seat, &*en)
    );
    assert_eq!(
        en.tr(&g.private_text(&st, other_seat)),
        en.tr(&g.private_text(&other, other_seat))
    );
    // The controlling seat is told what to place.
    assert!(en.tr(&g.private_text(&st, seat)).contains("Library"));
    assert!(g.seat_svg(&st, seat, &*en).contains("Library"));
    // Placing shows the card to everyone.
    let place = g.legal_actions(&st, seat)[0].clone();
    let out = g.apply(&mut st, seat, &place).unwrap();
    assert!(out.revealed);
    let public: Vec<String> = out.public.iter().map(|m| en.tr(m)).collect();
    assert!(public.iter().any(|l| l.contains("Library")), "{public:?}");
    assert!(st.discard.contains(&card));
}

/// Every guild's effect reaches the board in words (a legend of the
/// guilds in play), with the table's Thieves maximum.
#[test]
fn every_guild_effect_is_printed_on_the_board() {
    let g = Belfort::load(None).unwrap();
    let i18n = I18n::load().unwrap();
    let en = i18n.english();
    let groups = [
        (
            "merchants,librarians,architects,recruiters,thieves",
            "3",
            "Up to 3 G from one player",
        ),
        ("lumberjacks,miners,bankers,masons,bandits", "3", "Take 4W."),
        (
            "wizards,spies,thieves,masons,miners",
            "2",
            "Up to 2 G from one player",
        ),
    ];
    for (list, max, expect) in groups {
        let setup = Setup {
            seats: 3,
            options: Options::new()
                .with("guild_list", list)
                .with("thieves_max", max)
                .resolve(&g.options())
                .unwrap(),
            seed: 5,
        };
        let st = g.setup(&setup).unwrap();
        let svg = g.board_svg(&st, &*en);
        assert!(!svg.contains("belfort-"), "untranslated label for {list}");
        assert!(svg.contains(expect), "{expect} missing for {list}");
        for gi in &st.guilds {
            let def = &g.content.guilds[*gi as usize];
            assert!(svg.contains(&format!(">{}<", def.short)), "{}", def.short);
        }
    }
}
