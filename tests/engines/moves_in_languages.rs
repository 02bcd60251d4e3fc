//! Issue 15, item 5: moves in your language. Players of every title type
//! their moves in their own language (as `/actions` would show them, in
//! capitals or without accents too), the log keeps the canonical English
//! notation, and each reader of `/log` sees the moves in theirs.

use longtable::engine::GameRng;
use longtable::host::{ActionRef, Audience, Command, CommandKind, Host, Notice, User};
use longtable::lookup::normalise::fold;
use longtable::notation::localize;
use longtable::store::{Db, Store};

/// The players and the language each one's Discord client speaks.
const PLAYERS: [(&str, &str); 4] = [("ann", "fr"), ("bob", "el"), ("cat", "es"), ("dan", "hu")];

fn user(name: &str) -> User {
    let locale = PLAYERS
        .iter()
        .find(|(n, _)| *n == name)
        .map_or("en", |(_, l)| l);
    User {
        id: format!("id-{name}"),
        name: name.into(),
        locale: locale.into(),
    }
}

async fn send(h: &Host, who: &str, kind: CommandKind) -> Vec<Notice> {
    h.handle(Command {
        channel: "c".into(),
        user: user(who),
        admin: false,
        server_admin: false,
        interaction: None,
        server: "local".into(),
        kind,
    })
    .await
}

/// A move as a player of `lang` might type it: as shown, in capitals, or
/// with the accents left off.
fn typed(shown: &str, style: usize) -> String {
    match style % 3 {
        0 => shown.to_string(),
        1 => shown.to_uppercase(),
        _ => fold(shown),
    }
}

/// Starts a table of `title` for as many of the players as it seats (at
/// most four) and returns them.
async fn start(h: &Host, title: &str, seats: std::ops::RangeInclusive<usize>) -> Vec<&'static str> {
    let n = (*seats.end()).min(4).max(*seats.start()).max(2);
    let players: Vec<&str> = PLAYERS.iter().take(n).map(|(p, _)| *p).collect();
    send(
        h,
        players[0],
        CommandKind::New {
            title: title.into(),
            players: None,
            options: vec![],
        },
    )
    .await;
    for p in &players[1..] {
        send(h, p, CommandKind::Join).await;
    }
    send(h, players[0], CommandKind::Start).await;
    players
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_typed_in_each_language_are_played_and_logged_canonically() {
    let registry = longtable::games::registry(None).unwrap();
    for title in registry.titles() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.db");
        let h = Host::new(registry.clone(), Store::open(&path).unwrap()).unwrap();
        let players = start(&h, title.name(), title.seats()).await;
        let mut rng = GameRng::new(11);
        let mut played = Vec::new();
        let mut translated = 0;
        for step in 0..24 {
            let mut movers = Vec::new();
            for p in &players {
                let n = send(&h, p, CommandKind::Actions).await;
                let actions = n[0].data.actions.clone().unwrap_or_default();
                if !actions.is_empty() {
                    movers.push((*p, actions));
                }
            }
            let Some((who, actions)) = rng.pick(&movers).cloned() else {
                break;
            };
            let canonical = actions[rng.below(actions.len())].clone();
            let lang = user(who).locale;
            let shown = localize(title.name(), &lang, &canonical);
            if fold(&shown) != fold(&canonical) {
                translated += 1;
            }
            let text = typed(&shown, step);
            let n = send(
                &h,
                who,
                CommandKind::Play {
                    action: ActionRef::Text(text.clone()),
                    at: None,
                },
            )
            .await;
            let reply = n.iter().find(|x| x.reply).unwrap();
            assert!(
                matches!(reply.to, Audience::Channel(_)),
                "{}: {who} ({lang}) typed `{text}` for `{canonical}`: {}",
                title.name(),
                reply.text
            );
            played.push(canonical);
        }
        assert!(
            played.len() >= 10,
            "{}: {} moves",
            title.name(),
            played.len()
        );
        assert!(translated > 0, "{}: no move read differently", title.name());
        // The log holds the canonical notation of every move typed (forced
        // moves played by the host come in between).
        let db = Db::open(&path).unwrap();
        let table = db.latest_table("c").unwrap().unwrap();
        let stored: Vec<String> = db
            .actions(table.id, 0)
            .unwrap()
            .into_iter()
            .filter(|r| !r.forced)
            .map(|r| r.notation)
            .collect();
        assert_eq!(stored, played, "{}", title.name());
    }
}

/// A French player's moves read in Greek for a Greek reader of `/log`,
/// and in French for the French player (Nations tells every move by its
/// notation).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_log_reads_in_each_readers_language() {
    let registry = longtable::games::registry(None).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let h = Host::new(
        registry.clone(),
        Store::open(&dir.path().join("t.db")).unwrap(),
    )
    .unwrap();
    let players = start(&h, "nations", 2..=2).await;
    assert_eq!(players, ["ann", "bob"]);
    let mut rng = GameRng::new(3);
    let mut moves: Vec<(&str, String)> = Vec::new();
    for _ in 0..15 {
        for p in &players {
            let n = send(&h, p, CommandKind::Actions).await;
            let actions = n[0].data.actions.clone().unwrap_or_default();
            if actions.is_empty() {
                continue;
            }
            let canonical = actions[rng.below(actions.len())].clone();
            let shown = localize("nations", &user(p).locale, &canonical);
            let n = send(
                &h,
                p,
                CommandKind::Play {
                    action: ActionRef::Text(shown),
                    at: None,
                },
            )
            .await;
            assert!(n
                .iter()
                .any(|x| x.reply && matches!(x.to, Audience::Channel(_))));
            moves.push((p, canonical));
        }
    }
    let log = |who: &'static str| {
        let h = h.clone();
        async move {
            let n = send(&h, who, CommandKind::Log { n: Some(50) }).await;
            n.iter()
                .map(|x| x.text.clone())
                .collect::<Vec<_>>()
                .join("\n")
        }
    };
    let greek = log("bob").await;
    let french = log("ann").await;
    let mut differ = 0;
    for (who, canonical) in moves.iter().rev().take(10) {
        let el = localize("nations", "el", canonical);
        let fr = localize("nations", "fr", canonical);
        assert!(
            greek.contains(&el),
            "{who}'s `{canonical}` as `{el}` in:\n{greek}"
        );
        assert!(
            french.contains(&fr),
            "{who}'s `{canonical}` as `{fr}` in:\n{french}"
        );
        if el != *canonical {
            differ += 1;
            assert!(
                !greek.contains(&format!(": {canonical}\n")),
                "English `{canonical}` in:\n{greek}"
            );
        }
    }
    assert!(differ > 0, "no move reads differently in Greek:\n{greek}");
}
