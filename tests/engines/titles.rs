//! Every registered title through the host, as the bot runs it: random
//! legal actions by several users, an undo, a restart in the middle, and a
//! replay that must reproduce every stored hash.

use longtable::engine::GameRng;
use longtable::host::{ActionRef, Audience, Command, CommandKind, Host, User};
use longtable::store::{Db, Store};

fn user(name: &str) -> User {
    User {
        id: format!("id-{name}"),
        name: name.into(),
        locale: "en".into(),
    }
}

async fn send(h: &Host, who: &str, kind: CommandKind) -> Vec<longtable::host::Notice> {
    h.handle(Command {
        channel: "c".into(),
        user: user(who),
        admin: false,
        server_admin: false,
        server: String::new(),
        interaction: None,
        kind,
    })
    .await
}

/// Plays `steps` random legal actions; returns how many were applied.
async fn random_steps(h: &Host, players: &[&str], rng: &mut GameRng, steps: usize) -> usize {
    let mut applied = 0;
    for _ in 0..steps {
        // Whoever has actions now; several may (simultaneous choices).
        let mut movers = Vec::new();
        for p in players {
            let n = send(h, p, CommandKind::Actions).await;
            let actions = n[0].data.actions.clone().unwrap_or_default();
            if !actions.is_empty() {
                movers.push((*p, actions.len()));
            }
        }
        let Some(&(who, count)) = rng.pick(&movers) else {
            break; // finished
        };
        let n = send(
            h,
            who,
            CommandKind::Play {
                action: ActionRef::Number(1 + rng.below(count)),
                at: None,
            },
        )
        .await;
        let post = n.iter().find(|x| x.reply).unwrap();
        assert!(matches!(post.to, Audience::Channel(_)), "{}", post.text);
        applied += 1;
    }
    applied
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_title_survives_undo_restart_and_replay() {
    let registry = longtable::games::registry(None).unwrap();
    for title in registry.titles() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.db");
        let players = ["ann", "bob", "cat"];
        let n = (*title.seats().start()).max(3).min(*title.seats().end());
        let players = &players[..n];
        let mut rng = GameRng::new(7);
        {
            let h = Host::new(registry.clone(), Store::open(&path).unwrap()).unwrap();
            send(
                &h,
                players[0],
                CommandKind::New {
                    title: title.name().into(),
                    players: None,
                    options: vec![],
                },
            )
            .await;
            for p in &players[1..] {
                send(&h, p, CommandKind::Join).await;
            }
            let n = send(&h, players[0], CommandKind::Start).await;
            let post = n.iter().find(|x| x.reply).unwrap();
            assert!(
                matches!(post.to, Audience::Channel(_)),
                "{}: {}",
                title.name(),
                post.text
            );
            assert!(random_steps(&h, players, &mut rng, 25).await > 0);
            // Everyone tries /undo; whatever is allowed is applied.
            for p in players {
                send(&h, p, CommandKind::Undo).await;
            }
        }
        // A restart: the table comes back from the store and play goes on.
        let h = Host::new(registry.clone(), Store::open(&path).unwrap()).unwrap();
        random_steps(&h, players, &mut rng, 25).await;
        let report =
            longtable::host::replay::verify_all(&Db::open(&path).unwrap(), &registry).unwrap();
        assert_eq!(
            (report.verified, report.mismatches),
            (1, 0),
            "{}: {:?}",
            title.name(),
            report.problems
        );
    }
}
