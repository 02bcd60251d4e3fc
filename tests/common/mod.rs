//! Helpers shared by the host, store and console tests.
#![allow(dead_code)]

pub mod console;
pub mod pg;
pub mod race;

use longtable::engine::{Erased, Registry};
use longtable::host::{ActionRef, Audience, Command, CommandKind, Host, Notice, User};
use longtable::store::Store;
use std::path::Path;

pub fn registry() -> Registry {
    Registry::new(vec![Erased::new(race::Race)])
}

pub fn host_at(path: &Path) -> Host {
    Host::new(registry(), Store::open(path).unwrap())
        .unwrap()
        .seeded(1)
}

pub fn host() -> Host {
    let db = longtable::store::Db::in_memory().unwrap();
    Host::new(registry(), Store::new(db)).unwrap().seeded(1)
}

pub fn user(name: &str) -> User {
    User {
        id: format!("id-{name}"),
        name: name.to_string(),
        locale: "en-GB".to_string(),
    }
}

pub fn cmd(channel: &str, who: &str, kind: CommandKind) -> Command {
    Command {
        channel: channel.to_string(),
        user: user(who),
        admin: false,
        server_admin: false,
        server: String::new(),
        interaction: None,
        kind,
    }
}

pub fn new_race(players: Option<usize>, options: &[(&str, &str)]) -> CommandKind {
    CommandKind::New {
        title: "race".into(),
        players,
        options: options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
    }
}

pub fn play(text: &str) -> CommandKind {
    CommandKind::Play {
        action: ActionRef::Text(text.into()),
        at: None,
    }
}

/// Sends a command and returns its notices: its answer, then what it
/// stored in the outbox (bots' and forced moves, what fell due), as a
/// front end delivers them.
pub async fn send(host: &Host, channel: &str, who: &str, kind: CommandKind) -> Vec<Notice> {
    let mut notices = host.handle(cmd(channel, who, kind)).await;
    notices.extend(host.drain_outbox().await);
    notices
}

/// The notice that answers the command.
pub fn reply(notices: &[Notice]) -> &Notice {
    let replies: Vec<_> = notices.iter().filter(|n| n.reply).collect();
    assert_eq!(replies.len(), 1, "exactly one reply expected: {notices:#?}");
    replies[0]
}

pub fn is_error(notices: &[Notice]) -> bool {
    matches!(reply(notices).to, Audience::Ephemeral(_)) && notices.len() == 1
}

/// Opens a race table in `channel` with the given players (the first
/// creates it) and starts it.
pub async fn started_race(host: &Host, channel: &str, players: &[&str], options: &[(&str, &str)]) {
    let n = send(host, channel, players[0], new_race(None, options)).await;
    assert!(!is_error(&n), "{n:#?}");
    for p in &players[1..] {
        let n = send(host, channel, p, CommandKind::Join).await;
        assert!(!is_error(&n), "{n:#?}");
    }
    let n = send(host, channel, players[0], CommandKind::Start).await;
    assert!(!is_error(&n), "{n:#?}");
}

/// The status data of a channel's table.
pub async fn status(host: &Host, channel: &str, who: &str) -> Notice {
    let n = send(host, channel, who, CommandKind::Status).await;
    reply(&n).clone()
}
