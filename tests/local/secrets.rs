//! Secrets never leave their seat (issue 10), checked at the boundary a
//! player sees: for every registered title, random legal games through the
//! host, and at each step every seat's secret words (`Table::secrets`)
//! must appear in nothing another user can read: channel posts, the
//! status message, other users' DMs and ephemeral replies, the public
//! buttons and menus (labels, descriptions, custom_ids, values, as the
//! Discord front end renders them), `/log` and `/undo` as another user
//! sees them. The public board's SVG is held to the seats' private choices
//! (no notation of one drawn on it): it shows the public card display,
//! whose names a hand may share.

use crate::common;

use common::{cmd, user};
use longtable::engine::{Registry, Setup, Table};
use longtable::host::{ActionRef, Audience, CommandKind, Host, Notice};
use longtable::store::{effective, ActionKind, Db, Store};
use rand::{Rng, SeedableRng};

fn registry() -> Registry {
    longtable::games::registry(None).expect("content packs load")
}

const NAMES: [&str; 4] = ["ann", "bob", "cyd", "dee"];

/// Actions per game: enough to pass several turns, rounds and (in
/// Belfort) card draws and keeps, in a debug build's time.
const STEPS: usize = 60;

/// Every text a notice shows, with its rendered components.
fn visible(n: &Notice, i18n: &longtable::i18n::I18n) -> Vec<String> {
    let mut out = vec![n.text.clone()];
    if let Some(p) = &n.data.prompt {
        let rows = longtable::discord::render::prompt_rows(p, &*i18n.english());
        out.push(serde_json::to_string(&rows).unwrap());
        for s in &p.seats {
            out.extend(s.choices.iter().map(|c| c.label.clone()));
            out.extend(s.choices.iter().filter_map(|c| c.detail.clone()));
        }
    }
    out
}

/// Who reads a notice: `None` for everyone (channel, status).
fn reader(n: &Notice) -> Option<&str> {
    match &n.to {
        Audience::Channel(_) | Audience::Status(_) => None,
        Audience::Dm(u) | Audience::Ephemeral(u) => Some(u.as_str()),
    }
}

/// The table as the store has it now, followed from its log, so the test
/// asks the title itself what is secret.
struct Shadow {
    table: Option<Box<dyn Table>>,
    rows: usize,
    seats: usize,
}

impl Shadow {
    fn update(&mut self, host: &Host, registry: &Registry, channel: &str) -> &dyn Table {
        let channel = channel.to_string();
        let (row, seats, log) = host.store().blocking(|db: &mut Db| {
            let row = db.latest_table(&channel).unwrap().unwrap();
            let seats = db.seats(row.id).unwrap();
            let log = db.actions(row.id, 0).unwrap();
            (row, seats, log)
        });
        self.seats = seats.len();
        let fresh = log[self.rows.min(log.len())..]
            .iter()
            .all(|r| r.kind == ActionKind::Play);
        let follow = fresh && log.len() >= self.rows;
        if let (Some(table), true) = (self.table.as_mut(), follow) {
            for r in &log[self.rows..] {
                table.play(r.seat, &r.notation).unwrap();
            }
        } else {
            let title = registry.get(&row.title).unwrap();
            let options = longtable::host::options::game_options(&row.options);
            let mut table = title
                .new_table(&Setup {
                    seats: seats.len(),
                    options,
                    seed: row.seed,
                })
                .unwrap();
            for r in effective(&log) {
                table.play(r.seat, &r.notation).unwrap();
            }
            self.table = Some(table);
        }
        self.rows = log.len();
        self.table.as_deref().unwrap()
    }
}

struct Leak {
    title: String,
    step: usize,
    secret: String,
    seat: usize,
    reader: String,
    text: String,
}

/// Checks what `notices` show anyone but `owner` against `secrets`.
/// Whether `text` names the secret word `w` as a word of its own, other
/// than where the same name is public for another reason: Belfort prints
/// every building's name on the board's lots (`Tower d2`, `Gatehouse g1 d2`), on the face-up
/// display (`the Library on display`) and tells what the Spies revealed to
/// everyone (`the Pub that bob showed`). A card of the same name in a hand
/// stays secret; those mentions are about other, public cards.
fn names_secret(text: &str, w: &str) -> bool {
    // A lot is named by its building and district (`Tower d2`), a
    // Gatehouse also by its number (`Gatehouse g3 d3`).
    let lot_after = |rest: &str| {
        let mut c = rest.chars();
        c.next() == Some(' ')
            && matches!(c.next(), Some('d' | 'g'))
            && c.next().is_some_and(|d| d.is_ascii_digit())
    };
    let public_after = [" on display", " that "];
    text.match_indices(w).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let rest = &text[i + w.len()..];
        let after = rest.chars().next();
        let word =
            !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric);
        word && !lot_after(rest) && !public_after.iter().any(|p| rest.starts_with(p))
    })
}

fn check(
    notices: &[Notice],
    secrets: &[Vec<String>],
    i18n: &longtable::i18n::I18n,
    title: &str,
    step: usize,
    leaks: &mut Vec<Leak>,
) {
    for n in notices {
        let who = reader(n);
        // What the reader holds itself it may read (two hands can hold
        // cards of the same name).
        let own: Vec<&String> = secrets
            .iter()
            .enumerate()
            .filter(|(s, _)| who == Some(user(NAMES[*s]).id.as_str()))
            .flat_map(|(_, w)| w)
            .collect();
        for (seat, words) in secrets.iter().enumerate() {
            let owner = user(NAMES[seat]).id;
            if who == Some(owner.as_str()) {
                continue;
            }
            let reader_name = NAMES
                .iter()
                .find(|name| who == Some(user(name).id.as_str()));
            for text in visible(n, i18n) {
                // A seated reader's own lines: its `/log` rows (its own
                // notation) and its hand in its private view.
                let text = match reader_name {
                    Some(name) => text
                        .lines()
                        .filter(|l| {
                            let own_row = l.starts_with('#')
                                && l.split_once(' ')
                                    .is_some_and(|(_, r)| r.starts_with(&format!("{name}: ")));
                            !own_row && !l.starts_with("Hand:")
                        })
                        .collect::<Vec<_>>()
                        .join("\n"),
                    None => text,
                };
                for w in words {
                    if !w.is_empty() && !own.contains(&w) && names_secret(&text, w) {
                        leaks.push(Leak {
                            title: title.into(),
                            step,
                            secret: w.clone(),
                            seat,
                            reader: who.unwrap_or("everyone").into(),
                            text: text.chars().take(300).collect(),
                        });
                    }
                }
            }
        }
    }
}

async fn one_game(
    registry: &Registry,
    title: &str,
    seed: u64,
    max_steps: usize,
    leaks: &mut Vec<Leak>,
) -> (usize, usize) {
    let i18n = longtable::i18n::I18n::load().unwrap();
    let host = Host::new(registry.clone(), Store::new(Db::in_memory().unwrap()))
        .unwrap()
        .seeded(seed);
    let t = registry.get(title).unwrap();
    let players = 3.clamp(*t.seats().start(), *t.seats().end());
    let channel = format!("secrets-{title}-{seed}");
    let send = |who: &str, kind: CommandKind| host.handle(cmd(&channel, who, kind));
    let _ = send(
        NAMES[0],
        CommandKind::New {
            title: title.into(),
            players: Some(players),
            options: vec![],
        },
    )
    .await;
    for name in &NAMES[1..players] {
        let _ = send(name, CommandKind::Join).await;
    }
    let mut notices = send(NAMES[0], CommandKind::Start).await;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut secret_steps = 0;
    let mut steps = 0;
    let mut shadow = Shadow {
        table: None,
        rows: 0,
        seats: 0,
    };
    for step in 0..max_steps {
        let table = shadow.update(&host, registry, &channel).box_clone();
        let seats = shadow.seats;
        let secrets: Vec<Vec<String>> = (0..seats).map(|s| table.secrets(s)).collect();
        secret_steps += usize::from(secrets.iter().any(|s| !s.is_empty()));
        // The public board (PNG text comes from this SVG).
        let names: Vec<String> = NAMES[..seats].iter().map(|s| s.to_string()).collect();
        let named = longtable::i18n::Named {
            lang: &i18n.english(),
            names: &names,
        };
        check(&notices, &secrets, &i18n, title, step, leaks);
        // The public board shows the public card display, whose names a
        // hand can share, so it is held to the seats' private choices: no
        // notation of one may be drawn on it.
        let svg = table.board_svg(&named);
        for s in (0..seats).filter(|&s| table.actions_private(s)) {
            for a in table.legal_actions(s) {
                if svg.contains(a.as_str()) {
                    leaks.push(Leak {
                        title: title.into(),
                        step,
                        secret: a.clone(),
                        seat: s,
                        reader: "everyone (board)".into(),
                        text: String::new(),
                    });
                }
            }
        }
        // /log as every user: their own notation, others' public wording.
        for name in NAMES[..seats].iter().filter(|_| step % 5 == 0) {
            let n = send(name, CommandKind::Log { n: Some(50) }).await;
            check(&n, &secrets, &i18n, title, step, leaks);
        }
        if table.outcome().is_some() {
            break;
        }
        let to_act = table.to_act();
        let seat = to_act[rng.gen_range(0..to_act.len())];
        let count = table.legal_count(seat);
        if count == 0 {
            break;
        }
        let pick = rng.gen_range(1..=count);
        notices = send(
            NAMES[seat],
            CommandKind::Play {
                action: ActionRef::Number(pick),
                at: None,
            },
        )
        .await;
        steps += 1;
        // Now and then the actor takes it back: the announcement is public.
        if rng.gen_bool(0.1) {
            let undo = send(NAMES[seat], CommandKind::Undo).await;
            let t2 = shadow.update(&host, registry, &channel);
            // The undone action's secrets are those of the state before it.
            let before: Vec<Vec<String>> = (0..seats)
                .map(|s| {
                    let mut w = t2.secrets(s);
                    w.extend(table.secrets(s));
                    w
                })
                .collect();
            check(&undo, &before, &i18n, title, step, leaks);
            notices.extend(undo);
        }
    }
    (steps, secret_steps)
}

/// The table and move seeds: one by default; `LONGTABLE_SECRETS_SEEDS=N`
/// plays N of them (for a longer hunt).
fn seeds() -> std::ops::RangeInclusive<u64> {
    let n = std::env::var("LONGTABLE_SECRETS_SEEDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1);
    1..=n
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_secret_reaches_another_user_in_any_title() {
    let registry = registry();
    let mut leaks = Vec::new();
    for title in registry.names() {
        let mut secret_steps = 0;
        let mut private_titles = false;
        for seed in seeds() {
            let (steps, s) = one_game(&registry, title, seed, STEPS, &mut leaks).await;
            eprintln!("{title} seed {seed}: {steps} actions, {s} steps with secrets");
            secret_steps += s;
        }
        // A title whose seats choose from hidden cards must say what is
        // secret, or this test would prove nothing about it.
        let t = registry.get(title).unwrap();
        let table = t
            .new_table(&Setup {
                seats: 3.clamp(*t.seats().start(), *t.seats().end()),
                options: Default::default(),
                seed: 1,
            })
            .unwrap();
        private_titles |= (0..3).any(|s| table.actions_private(s));
        if title == "belfort" || private_titles {
            assert!(
                secret_steps > 0,
                "{title} hides cards but lists no secrets (Game::secrets)"
            );
        }
    }
    let report: Vec<String> = leaks
        .iter()
        .take(20)
        .map(|l| {
            format!(
                "{} step {}: seat {}'s `{}` seen by {}: {}",
                l.title, l.step, l.seat, l.secret, l.reader, l.text
            )
        })
        .collect();
    assert!(
        leaks.is_empty(),
        "{} leaks:\n{}",
        leaks.len(),
        report.join("\n")
    );
}
