//! Nations boards: every PNG decodes at the expected size, and the public
//! board never shows hidden information (deck order, secret choices).

use longtable::engine::{Game, GameRng, Options, Setup};
use longtable::games::nations::Nations;

#[test]
fn boards_decode_and_hide_the_decks() {
    let g = Nations::new(None).unwrap();
    let i18n = longtable::i18n::I18n::load().unwrap();
    let en = i18n.english();
    for (players, moves) in [(1usize, 30usize), (3, 80), (5, 150)] {
        let setup = Setup {
            seats: players,
            options: Options::new().resolve(&g.options()).unwrap(),
            seed: 3,
        };
        let mut st = g.setup(&setup).unwrap();
        let mut rng = GameRng::new(9);
        for _ in 0..moves {
            let seats = g.to_act(&st);
            let Some(&seat) = rng.pick(&seats) else { break };
            let legal = g.legal_actions(&st, seat);
            let a = legal[rng.below(legal.len())].clone();
            g.apply(&mut st, seat, &a).unwrap();
        }
        let board = g.board_svg(&st, &*en);
        // No card still in a deck is named on the public board.
        for deck in &st.decks {
            for id in deck {
                let name = &g.content.card(id).unwrap().name;
                assert!(!board.contains(&format!(">{name} (")), "{name} leaked");
            }
        }
        for deck in &st.event_decks {
            for id in deck {
                let name = &g.content.event(id).unwrap().name;
                assert!(!board.contains(name.as_str()), "event {name} leaked");
            }
        }
        assert!(!board.contains("nations-"), "untranslated label");
        let png = longtable::render::png(&board).unwrap();
        let img = image::load_from_memory(&png).unwrap();
        assert_eq!(img.width(), 1600);
        assert!(img.height() > 800);
        assert!(png.len() < 500_000);
        // The phone's panels hide the decks too, and fit a phone: 800
        // wide, at most 1.25 times as tall.
        for panel in g.board_panels_svg(&st, &*en) {
            // A progress card reads "column: name (age)".
            for id in st.decks.iter().flatten() {
                let k = g.content.card(id).unwrap();
                let age = ["·", "I", "II", "III", "IV"][k.age as usize];
                let name = format!(": {} ({age})", k.name);
                assert!(!panel.contains(&name), "{name} leaked");
            }
            assert!(!panel.contains("nations-"), "untranslated label");
            let png = longtable::render::png(&panel).unwrap();
            let img = image::load_from_memory(&png).unwrap();
            assert_eq!(img.width(), 800);
            assert!(img.height() <= 1000 && img.height() > 100);
        }
        for seat in 0..players {
            let svg = g.seat_svg(&st, seat, &*en);
            assert!(!svg.contains("nations-"));
            let png = longtable::render::png(&svg).unwrap();
            let img = image::load_from_memory(&png).unwrap();
            assert_eq!(img.width(), 800);
            assert!(img.height() > 500 && img.height() <= 1000);
            assert!(png.len() < 500_000, "seat PNG {} bytes", png.len());
        }
    }
}

#[test]
fn every_message_id_has_english_text() {
    let i18n = longtable::i18n::I18n::load().unwrap();
    let en = i18n.english();
    let sources = [
        include_str!("../../src/games/nations/mod.rs"),
        include_str!("../../src/games/nations/rules.rs"),
        include_str!("../../src/games/nations/render.rs"),
        include_str!("../../src/games/nations/phone.rs"),
        include_str!("../../src/games/nations/content.rs"),
        include_str!("../../src/games/nations/talk.rs"),
    ];
    let mut missing = vec![];
    for src in sources {
        for (i, _) in src.match_indices("\"nations-") {
            let rest = &src[i + 1..];
            let end = rest.find('"').unwrap();
            let id = &rest[..end];
            if id.ends_with('-') || id.contains(' ') {
                continue;
            }
            if !en.has(id) {
                missing.push(id.to_string());
            }
        }
    }
    for spec in Nations::new(None).unwrap().options() {
        if !en.has(spec.help) {
            missing.push(spec.help.to_string());
        }
    }
    assert!(missing.is_empty(), "no English text for {missing:?}");
}

#[test]
fn the_board_shows_a_solo_tiles_changes_and_changed_prices() {
    let g = Nations::new(None).unwrap();
    let i18n = longtable::i18n::I18n::load().unwrap();
    let en = i18n.english();
    let setup = Setup {
        seats: 1,
        options: Options::new().resolve(&g.options()).unwrap(),
        seed: 3,
    };
    let mut st = g.setup(&setup).unwrap();
    let tile = |f: &dyn Fn(&longtable::games::nations::content::SoloTile) -> bool| {
        g.content.solo.iter().find(|t| f(t)).unwrap().id.clone()
    };
    st.tile = Some(tile(&|t| {
        t.changes.price.is_some_and(|p| p.row == 3 && p.delta == -1)
    }));
    let board = g.board_svg(&st, &*en);
    assert!(board.contains("Solo tile changes this round:"));
    assert!(board.contains("cards in the 3-gold row cost 2 gold"));
    // The 3-Gold row's box shows this round's price; the others don't
    // change.
    assert_eq!(board.matches(">costs ").count(), 1);
    assert!(board.contains(">costs 2<"));
    st.tile = Some(tile(&|t| t.changes.gain.food == 2));
    let board = g.board_svg(&st, &*en);
    assert!(board.contains("you get +2 food"));
    st.tile = Some(tile(&|t| {
        t.changes.architects == 1 && t.changes.gain.is_zero()
    }));
    let board = g.board_svg(&st, &*en);
    assert!(board.contains("you get an extra architect of your own"));
}

/// Every text of an SVG with its font size, in order.
fn texts(svg: &str) -> Vec<(f32, String)> {
    svg.split("<text ")
        .skip(1)
        .map(|t| {
            let size = t.split("font-size=\"").nth(1).unwrap();
            let size = size.split('"').next().unwrap().parse().unwrap();
            let text = &t[t.find('>').unwrap() + 1..t.find("</text>").unwrap()];
            (size, text.to_string())
        })
        .collect()
}

/// The header of a board: its texts up to the last action (the texts
/// drawn before the pale strip's end).
fn header(svg: &str) -> String {
    let end = svg.find("fill=\"#fff3bf\"").unwrap();
    let rest = &svg[end..];
    let end = end + rest.find("</text>").unwrap() + "</text>".len();
    svg[..end].to_string()
}

/// A whole random game to its end, with two named players.
fn finished_game() -> (Nations, longtable::games::nations::State) {
    let g = Nations::new(None).unwrap();
    let setup = Setup {
        seats: 2,
        options: Options::new()
            .with("ages", "1")
            .resolve(&g.options())
            .unwrap(),
        seed: 5,
    };
    let mut st = g.setup(&setup).unwrap();
    let mut rng = GameRng::new(4);
    for _ in 0..2000 {
        let seats = g.to_act(&st);
        let Some(&seat) = rng.pick(&seats) else { break };
        let legal = g.legal_actions(&st, seat);
        // Pass half the time, to reach the end quickly.
        let a = legal
            .iter()
            .find(|a| rng.below(2) == 0 && **a == longtable::games::nations::Action::Pass)
            .cloned()
            .unwrap_or_else(|| legal[rng.below(legal.len())].clone());
        g.apply(&mut st, seat, &a).unwrap();
    }
    assert!(g.outcome(&st).is_some(), "the game ends");
    (g, st)
}

#[test]
fn header_names_whose_turn_and_is_legible_at_phone_width() {
    let g = Nations::new(None).unwrap();
    let i18n = longtable::i18n::I18n::load().unwrap();
    let en = i18n.english();
    let names = vec!["ann".to_string(), "bob".to_string(), "cy".to_string()];
    let named = longtable::i18n::Named {
        lang: &en,
        names: &names,
    };
    let setup = Setup {
        seats: 3,
        options: Options::new().resolve(&g.options()).unwrap(),
        seed: 3,
    };
    let mut st = g.setup(&setup).unwrap();
    // Round 1 Growth: the first seat to grow is named in the header, on
    // the phone's first panel and at the top of the full board.
    let seat = g.to_act(&st)[0];
    let panels = g.board_panels_svg(&st, &named);
    for svg in [panels[0].clone(), g.board_svg(&st, &named)] {
        let band = header(&svg);
        assert!(band.contains(&format!("To act: {}", names[seat])), "{band}");
        assert!(
            band.contains("Round 1") && band.contains("Growth"),
            "{band}"
        );
        for n in &names {
            assert!(band.contains(n.as_str()));
        }
        assert!(!svg.contains("Seat "), "a seat named by number");
    }
    // The header panel reads on a phone 400 px wide: 8 px and up (the
    // panels' rule is 7).
    let sizes: Vec<f32> = texts(&panels[0]).iter().map(|t| t.0).collect();
    assert!(sizes.len() >= 5, "{sizes:?}");
    assert!(
        sizes.iter().all(|px| px * 400.0 / 800.0 >= 8.0),
        "{sizes:?}"
    );
    // Each seat's view says whose turn it is, or what it is asked.
    for me in 0..3 {
        let view = g.seat_svg(&st, me, &named);
        assert!(view.contains(names[me].as_str()), "{view}");
        if me == seat {
            assert!(view.contains("Growth: free a worker"), "{view}");
        } else {
            assert!(
                view.contains(&format!("Waiting for {}", names[seat])),
                "{view}"
            );
        }
        // 18 px and up in the 800-px image: 9 px on a phone.
        assert!(texts(&view).iter().all(|t| t.0 >= 18.0), "{view}");
    }
    // During Growth, last round's event is not shown as this round's.
    st.round = 2;
    st.event = Some(g.content.events[0].id.clone());
    let board = g.board_svg(&st, &named);
    assert!(board.contains("Event: drawn after Growth"));
    assert!(!board.contains(&g.content.events[0].name));
    // The last action is highlighted with what it changed.
    let legal = g.legal_actions(&st, seat);
    let bonus = legal
        .iter()
        .find(|a| g.notation(&st, a) == "bonus gold")
        .unwrap()
        .clone();
    g.apply(&mut st, seat, &bonus).unwrap();
    let board = g.board_svg(&st, &named);
    assert!(
        board.contains(&format!("Last: {}: bonus gold → +", names[seat])),
        "{board}"
    );
}

#[test]
fn the_final_board_shows_the_result_and_final_points() {
    let (g, st) = finished_game();
    let i18n = longtable::i18n::I18n::load().unwrap();
    let en = i18n.english();
    let names = vec!["ann".to_string(), "bob".to_string()];
    let named = longtable::i18n::Named {
        lang: &en,
        names: &names,
    };
    let o = g.outcome(&st).unwrap();
    let board = g.board_svg(&st, &named);
    let band = header(&board);
    assert!(
        band.contains("Final scores") && band.contains("Game over:"),
        "{band}"
    );
    let winner = o.ranks.iter().position(|&r| r == 1).unwrap();
    assert!(band.contains(&format!("{} wins", names[winner])), "{band}");
    // Every final total is on the board, not the VP track (issue 10:
    // "VP 4/2 while the result was 6/2"), on its nation's line, in rank
    // order.
    let lines = texts(&band);
    for (seat, score) in o.scores.iter().enumerate() {
        let at = lines
            .iter()
            .position(|t| t.1.starts_with(&format!("{} · ", names[seat])))
            .unwrap_or_else(|| panic!("{} missing in {band}", names[seat]));
        assert_eq!(lines[at + 1].1, score.to_string(), "{band}");
    }
    let first = lines
        .iter()
        .position(|t| t.1.starts_with(&format!("{} · ", names[winner])))
        .unwrap();
    for (seat, _) in o.scores.iter().enumerate().filter(|(s, _)| *s != winner) {
        let at = lines
            .iter()
            .position(|t| t.1.starts_with(&format!("{} · ", names[seat])))
            .unwrap();
        assert!(o.ranks[seat] == 1 || at > first, "{band}");
    }
    assert!(band.contains(">Points<"));
    let png = longtable::render::png(&board).unwrap();
    assert!(png.len() < 500_000);
}

/// A seat view's legend says once what ★ means, in every language (the
/// cards' legend and the marks' legend both explained it).
#[test]
fn a_seat_views_legend_explains_the_star_once_in_every_language() {
    let g = Nations::new(None).unwrap();
    let i18n = longtable::i18n::I18n::load().unwrap();
    let setup = Setup {
        seats: 3,
        options: Options::new().resolve(&g.options()).unwrap(),
        seed: 3,
    };
    let mut st = g.setup(&setup).unwrap();
    let mut rng = GameRng::new(9);
    let mut seen = 0;
    for step in 0..200 {
        let seats = g.to_act(&st);
        let Some(&seat) = rng.pick(&seats) else { break };
        let legal = g.legal_actions(&st, seat);
        let a = legal[rng.below(legal.len())].clone();
        g.apply(&mut st, seat, &a).unwrap();
        if step % 20 != 0 {
            continue;
        }
        for code in ["en", "el", "fr", "es", "hu"] {
            let lang = i18n.lang(code);
            let marks = longtable::engine::Translate::t(&*lang, "nations-label-legend-marks");
            let star = marks.split(" · ").nth(1).unwrap().to_string();
            let rule = star.trim_start_matches("★ = ").to_string();
            for s in 0..3 {
                let svg = g.seat_svg(&st, s, &*lang);
                let all: Vec<String> = texts(&svg).into_iter().map(|t| t.1).collect();
                let all = all.join(" ");
                let n = all.matches(rule.as_str()).count();
                assert!(n <= 1, "{code}: `{rule}` {n} times in seat {s}'s legend");
                seen += usize::from(n == 1);
            }
        }
    }
    assert!(seen > 0, "some views explain ★");
}
