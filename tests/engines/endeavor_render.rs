//! The Endeavor boards render to PNGs of the expected size at several
//! stages and player counts. Endeavor has no hidden information (decks lie
//! face up, tokens face up), so the public board may show everything; the
//! test checks that it shows what it should and that labels are translated.

use longtable::engine::{Game, GameRng, Options, Setup, Translate};
use longtable::games::endeavor::Endeavor;
use longtable::i18n::I18n;

fn play(
    g: &Endeavor,
    seats: usize,
    moves: usize,
    seed: u64,
) -> longtable::games::endeavor::rules::State {
    let mut st = g
        .setup(&Setup {
            seats,
            options: Options::new().resolve(&g.options()).unwrap(),
            seed,
        })
        .unwrap();
    let mut rng = GameRng::new(seed);
    for _ in 0..moves {
        if g.outcome(&st).is_some() {
            break;
        }
        let seat = g.to_act(&st)[0];
        let legal = g.legal_actions(&st, seat);
        // Prefer anything over passing so the map fills up.
        let mut i = rng.below(legal.len());
        while legal.len() > 1
            && legal[i] == longtable::games::endeavor::rules::Action::Pass
            && rng.below(8) != 0
        {
            i = rng.below(legal.len());
        }
        g.apply(&mut st, seat, &legal[i]).unwrap();
    }
    st
}

#[test]
fn boards_decode_at_the_expected_size_for_3_to_5_players() {
    let g = Endeavor::embedded();
    let i18n = I18n::load().unwrap();
    let en = i18n.english();
    for (seats, moves) in [(3, 0), (4, 350), (5, 100_000)] {
        let st = play(&g, seats, moves, seats as u64);
        let svg = g.board_svg(&st, &*en);
        assert!(!svg.contains("endeavor-label"), "untranslated label");
        for r in &g.content.regions {
            assert!(svg.contains(&r.name.replace('&', "&amp;")), "{}", r.name);
        }
        let png = longtable::render::png(&svg).unwrap();
        // ENDEAVOR_RENDER_OUT=dir keeps the pictures for a look.
        if let Ok(dir) = std::env::var("ENDEAVOR_RENDER_OUT") {
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(format!("{dir}/board-{seats}.png"), &png).unwrap();
        }
        let img = image::load_from_memory(&png).unwrap();
        // The bottom panel grows with the buildings and players it lists.
        assert_eq!(img.width(), 1800);
        assert!(img.height() >= 1428 + 146, "{}", img.height());
        // Flat fills and few anti-aliased glyphs: about 290 KB.
        assert!(png.len() < 500_000, "board PNG is {} bytes", png.len());
        for seat in 0..seats {
            let svg = g.seat_svg(&st, seat, &*en);
            // Its texts read in order (a long name wraps at a space).
            let words = svg
                .split("<text ")
                .skip(1)
                .map(|t| &t[t.find('>').unwrap() + 1..t.find("</text>").unwrap()])
                .collect::<Vec<_>>()
                .join(" ");
            assert!(!svg.contains("endeavor-"), "untranslated label");
            let p = &st.players[seat];
            for &k in p.cards.iter().chain(p.governor.iter()) {
                // A Governor shows as its region's name over "Governor".
                let card = &g.content.cards[k];
                // Cards are named in full, a Governor as one.
                if card.governor {
                    assert!(svg.contains("Governor"), "Governor missing");
                }
                let name = longtable::render::esc(&card.name);
                assert!(words.contains(name.as_str()), "{name} missing");
            }
            let png = longtable::render::png(&svg).unwrap();
            if let Ok(dir) = std::env::var("ENDEAVOR_RENDER_OUT") {
                std::fs::write(format!("{dir}/seat-{seats}-{seat}.png"), &png).unwrap();
            }
            let img = image::load_from_memory(&png).unwrap();
            // A phone's view: 800 wide, at most 1.25 times as tall.
            assert_eq!(img.width(), 800);
            assert!(img.height() <= 1000, "seat view {}", img.height());
        }
    }
}

/// Discord refuses large pictures and phones load them slowly: the
/// 5-player board, at its fullest at the end of a game (every track
/// filled, cities taken, five player lines), stays under 500 KB, and so
/// does every seat's board.
#[test]
fn the_five_player_board_late_in_a_game_stays_under_500_kb() {
    let g = Endeavor::embedded();
    let i18n = I18n::load().unwrap();
    let en = i18n.english();
    for seed in [5u64, 11, 23] {
        let st = play(&g, 5, 100_000, seed);
        assert!(g.outcome(&st).is_some(), "seed {seed}: the game ended");
        let taken = st.cities.iter().filter(|x| x.is_some()).count();
        assert!(taken > 5, "seed {seed}: only {taken} cities taken");
        let png = longtable::render::png(&g.board_svg(&st, &*en)).unwrap();
        assert!(
            png.len() < 500_000,
            "seed {seed}: board PNG is {} bytes",
            png.len()
        );
        for seat in 0..5 {
            let png = longtable::render::png(&g.seat_svg(&st, seat, &*en)).unwrap();
            assert!(png.len() < 500_000, "seat {seat}: {} bytes", png.len());
        }
    }
}

fn named_english(names: &[String]) -> (std::sync::Arc<longtable::i18n::Lang>, Vec<String>) {
    let i18n = I18n::load().unwrap();
    (i18n.english(), names.to_vec())
}

/// The players' names as the host gives them to a board.
fn names(seats: usize) -> Vec<String> {
    ["ann", "bob", "cyd", "dee", "eve"][..seats]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

/// Every `font-size` of the header band (the text before the board's
/// own coordinates begin) in pixels when the image is shown `shown` wide.
fn header_sizes_at(svg: &str, width: f32, shown: f32) -> Vec<f32> {
    let band = &svg[..svg
        .find("<g transform")
        .expect("the board follows the band")];
    band.split("font-size=\"")
        .skip(1)
        .map(|rest| rest[..rest.find('"').unwrap()].parse::<f32>().unwrap() * shown / width)
        .collect()
}

#[test]
fn the_header_names_whose_turn_it_is_legibly_at_phone_width() {
    let g = Endeavor::embedded();
    let (en, names) = named_english(&names(4));
    let tr = longtable::i18n::Named {
        lang: &en,
        names: &names,
    };
    let st = play(&g, 4, 40, 4);
    let seat = g.to_act(&st)[0];
    let svg = g.board_svg(&st, &tr);
    let sizes = header_sizes_at(&svg, 1800.0, 400.0);
    assert!(sizes.len() >= 6, "{sizes:?}");
    assert!(sizes.iter().all(|&s| s >= 12.0), "{sizes:?}");
    // The phone board's header panel and a seat's view say it too.
    let header = g.board_panels_svg(&st, &tr).remove(0);
    let seat_view = g.seat_svg(&st, 1, &tr);
    for svg in [&svg, &header, &seat_view] {
        assert!(svg.contains(&format!("To act: {}", names[seat])), "turn");
        assert!(svg.contains("Round "), "round and phase");
        assert!(!svg.contains("Player ") && !svg.contains("Seat "));
    }
    for svg in [&svg, &header] {
        for n in &names {
            assert!(svg.contains(n.as_str()), "{n} missing");
        }
    }
    // The seat whose turn it is reads what it may do; another reads
    // whom it waits for.
    let mine = g.seat_svg(&st, seat, &tr);
    assert!(!mine.contains("Not your turn"), "{mine}");
    let waiting = (0..4).find(|s| !g.to_act(&st).contains(s)).unwrap();
    let other = g.seat_svg(&st, waiting, &tr);
    assert!(other.contains("Not your turn: waiting for"), "{other}");
}

#[test]
fn the_final_board_says_the_game_is_over_with_final_ranked_scores() {
    let g = Endeavor::embedded();
    let (en, names) = named_english(&names(3));
    let tr = longtable::i18n::Named {
        lang: &en,
        names: &names,
    };
    let st = play(&g, 3, 100_000, 8);
    let out = g.outcome(&st).unwrap();
    let svg = g.board_svg(&st, &tr);
    assert!(svg.contains("Final scores after round 7"), "stage");
    assert!(svg.contains("Game over: "), "result");
    // Ranked: the winner's "name score" comes first in the band.
    let best = (0..3).min_by_key(|&s| (out.ranks[s], s)).unwrap();
    let first = svg
        .find(&format!("{} {}<", names[best], out.scores[best]))
        .unwrap();
    for (name, score) in names.iter().zip(&out.scores) {
        let at = svg
            .find(&format!("{name} {score}<"))
            .unwrap_or_else(|| panic!("final score of {name} missing"));
        assert!(at >= first);
    }
}

/// Every label on the map (region and city names, deck names, counts
/// beside a track) as laid out with the bundled fonts, and every piece
/// (token, disc, city, deck): no label may lie under a piece, on any
/// player count, from the start to the end of a game.
#[test]
fn no_map_label_is_covered_by_a_token_or_a_disc() {
    use longtable::render::parse;
    use resvg::usvg::{Group, Node, Rect};
    fn collect(g: &Group, labels: &mut Vec<(String, Rect)>, pieces: &mut Vec<(String, Rect)>) {
        for node in g.children() {
            if let Node::Group(child) = node {
                let id = child.id();
                if id.starts_with("lbl-") {
                    labels.push((id.to_string(), child.abs_bounding_box()));
                } else if id.starts_with("pc-") {
                    pieces.push((id.to_string(), child.abs_bounding_box()));
                } else {
                    collect(child, labels, pieces);
                }
            }
        }
    }
    fn overlap(a: &Rect, b: &Rect) -> bool {
        a.left() < b.right() - 0.5
            && b.left() < a.right() - 0.5
            && a.top() < b.bottom() - 0.5
            && b.top() < a.bottom() - 0.5
    }
    let g = Endeavor::embedded();
    let i18n = I18n::load().unwrap();
    let en = i18n.english();
    let mut checked = 0;
    for (seats, moves) in [
        (3, 0),
        (4, 300),
        (5, 600),
        (5, 100_000),
        (4, 100_000),
        (3, 100_000),
    ] {
        let st = play(&g, seats, moves, 31 + seats as u64);
        let svg = g.board_svg(&st, &*en);
        let tree = parse(&svg).unwrap();
        // The text drawn inside a group, for the failure message.
        let text = |id: &str| {
            let at = svg.find(&format!("id=\"{id}\"")).unwrap();
            let rest = &svg[at..];
            let end = rest.find("</g>").unwrap();
            rest[..end]
                .split('>')
                .filter_map(|x| x.split('<').next())
                .filter(|x| !x.is_empty())
                .collect::<Vec<_>>()
                .join(" ")
        };
        let (mut labels, mut pieces) = (Vec::new(), Vec::new());
        collect(tree.root(), &mut labels, &mut pieces);
        assert!(
            labels.len() >= 38 && pieces.len() > 60,
            "{} {}",
            labels.len(),
            pieces.len()
        );
        let mut covered = Vec::new();
        for (l, a) in &labels {
            for (p, b) in &pieces {
                if overlap(a, b) {
                    covered.push(format!("{:?} {a:?} under {:?} {b:?}", text(l), text(p)));
                }
                checked += 1;
            }
        }
        // Nor may two labels overlap (a city's name on a deck's).
        for (i, (l, a)) in labels.iter().enumerate() {
            for (p, b) in &labels[i + 1..] {
                if overlap(a, b) {
                    covered.push(format!("{:?} {a:?} and {:?} {b:?}", text(l), text(p)));
                }
            }
        }
        assert!(
            covered.is_empty(),
            "{seats} seats, {moves} moves:\n{}",
            covered.join("\n")
        );
    }
    assert!(checked > 10_000);
}

/// The words of the last-action strip under the header band: its lines
/// joined with a space (the kit wraps at a space).
fn strip_words(svg: &str) -> String {
    let start = svg.find("#fff3bf").expect("a last-action strip");
    // The board follows the strip (a transformed group); on a phone
    // view the strip is a group of its own.
    let end = start
        + ["<g transform", "</g>"]
            .iter()
            .filter_map(|m| svg[start..].find(m))
            .min()
            .expect("the strip ends");
    svg[start..end]
        .split("<text ")
        .skip(1)
        .map(|t| &t[t.find('>').unwrap() + 1..t.find("</text>").unwrap()])
        .collect::<Vec<_>>()
        .join(" ")
}

/// Issue 10 item 7: the public board and every player's board highlight
/// the last action as told to everyone, with what it changed for the
/// actor (a building's status icons), legibly at phone width.
#[test]
fn the_last_action_and_what_it_changed_are_highlighted() {
    let g = Endeavor::embedded();
    let (en, names) = named_english(&names(3));
    let tr = longtable::i18n::Named {
        lang: &en,
        names: &names,
    };
    let mut st = play(&g, 3, 0, 3);
    assert_eq!(
        strip_words(&g.board_svg(&st, &tr)),
        "No action yet this game"
    );
    // The first action builds; take a building that raises a status track.
    let seat = g.to_act(&st)[0];
    let a = g
        .legal_actions(&st, seat)
        .into_iter()
        .find(|a| match a {
            longtable::games::endeavor::rules::Action::Build(k) => {
                g.content.buildings[*k].icons.iter().any(|&n| n > 0)
            }
            _ => false,
        })
        .expect("a building with an icon");
    let told = tr.tr(&g.tell(&st, seat, &a).public);
    let before = st.status(&g.content, seat);
    g.apply(&mut st, seat, &a).unwrap();
    let after = st.status(&g.content, seat);
    let track = (0..4).find(|&t| after[t] != before[t]).unwrap();
    let change = format!(
        "+{} {}",
        after[track] - before[track],
        g.content.tracks[track].name
    );
    for (svg, width) in [
        (g.board_svg(&st, &tr), Some(1800.0)),
        (g.board_panels_svg(&st, &tr).remove(0), None),
        (g.seat_svg(&st, (seat + 1) % 3, &tr), None),
    ] {
        let got = strip_words(&svg);
        assert!(
            got.starts_with(&format!("Last: {}", longtable::render::esc(&told))),
            "{got}"
        );
        assert!(got.contains(&format!("→ {change}")), "{got} lacks {change}");
        assert!(got.contains(names[seat].as_str()), "{got} names no actor");
        // The strip's text is as legible as the band's (on a phone view,
        // boards_in_languages measures every text).
        if let Some(width) = width {
            let sizes = header_sizes_at(&svg, width, 400.0);
            assert!(sizes.iter().all(|&s| s >= 12.0), "{sizes:?}");
        }
    }
    // Later actions replace it, each in its own public wording.
    let mut rng = GameRng::new(9);
    for _ in 0..40 {
        let seat = g.to_act(&st)[0];
        let legal = g.legal_actions(&st, seat);
        let a = legal[rng.below(legal.len())].clone();
        let told = tr.tr(&g.tell(&st, seat, &a).public);
        g.apply(&mut st, seat, &a).unwrap();
        let got = strip_words(&g.board_svg(&st, &tr));
        let want = format!("Last: {}", longtable::render::esc(&told));
        let shown = got.trim_end_matches('…');
        assert!(
            shown.starts_with(&want) || want.starts_with(shown),
            "{got} is not {want}"
        );
    }
}

/// Issue 17: the board says what every building still in the supply does,
/// in words (its icons, its action, its Glory), not only its name.
#[test]
fn the_board_says_what_each_unbuilt_building_does() {
    let g = Endeavor::embedded();
    let i18n = I18n::load().unwrap();
    let en = i18n.english();
    let st = play(&g, 3, 0, 3);
    let svg = g.board_svg(&st, &*en);
    // Each building's two lines: "Docks ×3", then what it does.
    let line_after = |name: &str| {
        let at = svg
            .find(&format!(">{name} ×"))
            .unwrap_or_else(|| panic!("{name} missing"));
        let rest = &svg[at..];
        let text = &rest[rest.find("<text ").unwrap()..];
        let body = &text[text.find('>').unwrap() + 1..];
        body[..body.find('<').unwrap()].to_string()
    };
    for (name, does) in [
        ("Market", "Draw"),
        ("Shipyard", "C1 · Ship"),
        ("Workshop", "I2"),
        ("Guild Hall", "Ship or Draw"),
        ("Docks", "Occupy and Ship"),
        ("Fortress", "P1 · Occupy or Attack"),
        ("Cartographer", "Ship and Ship"),
        ("Trade House", "Draw and Draw"),
        ("University", "C1 · ★3"),
        ("Parliament", "P2 · Payment"),
    ] {
        assert_eq!(line_after(name), does, "{name}");
    }
    // A build choice tells the action in the same words.
    let docks = g.content.building("docks").unwrap();
    let seat = g.to_act(&st)[0];
    let choice = g.describe(
        &st,
        seat,
        &longtable::games::endeavor::rules::Action::Build(docks),
    );
    let detail = en.tr(&choice.detail.unwrap());
    assert!(detail.contains("action Occupy and Ship"), "{detail}");
}

/// `ENDEAVOR_PHONE_OUT=dir cargo test --test engines endeavor_render::phone_views -- --ignored`
/// writes every phone view (the panels and each seat's view) and the
/// desktop board in Greek and French, at the start, mid-game and the
/// end, each also scaled to 400 px wide as a phone shows it, for a look.
#[test]
#[ignore]
fn phone_views() {
    let Ok(dir) = std::env::var("ENDEAVOR_PHONE_OUT") else {
        return;
    };
    std::fs::create_dir_all(&dir).unwrap();
    let g = Endeavor::embedded();
    let i18n = I18n::load().unwrap();
    let names: Vec<String> = ["Ἀλέξανδρος", "Zsófia", "Ñoño", "Amélie"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    for lang in ["el", "fr"] {
        let l = i18n.lang(lang);
        let tr = longtable::i18n::Named {
            lang: &l,
            names: &names,
        };
        for moves in [0, 150, 100_000] {
            let st = play(&g, 4, moves, 5);
            let mut scenes = vec![("board".to_string(), g.board_svg(&st, &tr))];
            for (k, p) in g.board_panels_svg(&st, &tr).into_iter().enumerate() {
                scenes.push((format!("panel{k}"), p));
            }
            for seat in 0..4 {
                scenes.push((format!("seat{seat}"), g.seat_svg(&st, seat, &tr)));
            }
            for (what, svg) in scenes {
                let png = longtable::render::png(&svg).unwrap();
                let img = image::load_from_memory(&png).unwrap();
                let base = format!("{dir}/{lang}-{moves}-{what}");
                eprintln!("{base}: {}x{}", img.width(), img.height());
                std::fs::write(format!("{base}.png"), &png).unwrap();
                let h = img.height() * 400 / img.width();
                img.resize(400, h, image::imageops::FilterType::Triangle)
                    .save(format!("{base}-400.png"))
                    .unwrap();
            }
        }
    }
}
