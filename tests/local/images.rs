//! Pictures drawn once and sent to everyone who reads them (issue 28):
//! the board's phone panels, the full board, seat views; an undo shows
//! the board as it was.

use crate::common::*;
use longtable::host::{ActionRef, Audience, CommandKind, Host, Notice};
use longtable::store::{Db, Store};

fn real_host() -> Host {
    let registry = longtable::games::registry(None).unwrap();
    Host::new(registry, Store::new(Db::in_memory().unwrap()))
        .unwrap()
        .seeded(3)
}

/// A started table of `title` at its smallest size (ann, bob, cat…), and
/// the user to act.
async fn started(h: &Host, title: &str) -> String {
    let registry = longtable::games::registry(None).unwrap();
    let players = (*registry.get(title).unwrap().seats().start()).max(2);
    let new = CommandKind::New {
        title: title.into(),
        players: Some(players),
        options: vec![],
    };
    assert!(!is_error(&send(h, "c", "ann", new).await));
    for who in ["bob", "cat", "dan", "eve"].iter().take(players - 1) {
        assert!(!is_error(&send(h, "c", who, CommandKind::Join).await));
    }
    let n = send(h, "c", "ann", CommandKind::Start).await;
    assert!(!is_error(&n));
    let post = reply(&n);
    assert!(!post.images.is_empty(), "the start post carries the board");
    post.data.prompt.as_ref().expect("a prompt").seats[0]
        .user_id
        .clone()
        .expect("a player to act")
}

fn board(full: bool) -> CommandKind {
    CommandKind::Board {
        at: None,
        game: None,
        full,
    }
}

fn pictures(n: &[Notice]) -> Vec<(String, Vec<u8>)> {
    reply(n)
        .images
        .iter()
        .map(|i| (i.name.clone(), i.png.as_ref().clone()))
        .collect()
}

#[tokio::test]
async fn a_picture_is_drawn_once_for_everyone_who_reads_it() {
    for title in ["nations", "endeavor", "belfort"] {
        let h = real_host();
        let first = started(&h, title).await;
        let who = first.trim_start_matches("id-").to_string();
        let drawn = h.images().len();
        // /board: the phone panels, the first named board.png.
        let a = pictures(&send(&h, "c", "bob", board(false)).await);
        assert!(
            !a.is_empty() && a[0].0 == "board.png",
            "{title}: {:?}",
            names(&a)
        );
        // The same board asked again, by another player: the same bytes,
        // nothing drawn.
        let after_one = h.images().len();
        let b = pictures(&send(&h, "c", &who, board(false)).await);
        assert_eq!(a, b, "{title}");
        assert_eq!(h.images().len(), after_one, "{title}: drawn twice");
        // /board full: the desktop board, one image.
        let full = pictures(&send(&h, "c", "bob", board(true)).await);
        assert_eq!(names(&full), ["board-full.png"], "{title}");
        if a.len() > 1 {
            assert_ne!(
                full[0].1, a[0].1,
                "{title}: the panels are not the full board"
            );
        }
        // /me: the view the start already drew for the player to act.
        let me = pictures(&send(&h, "c", &who, CommandKind::Me).await);
        assert!(
            me.len() == 1 && me[0].0.starts_with("seat"),
            "{title}: {:?}",
            names(&me)
        );
        let before_me = h.images().len();
        let again = pictures(&send(&h, "c", &who, CommandKind::Me).await);
        assert_eq!(me, again);
        assert_eq!(h.images().len(), before_me, "{title}: /me drawn twice");
        assert!(h.images().len() > drawn, "{title}: the cache holds them");
        assert!(h.images().bytes() > 0);
    }
}

fn names(p: &[(String, Vec<u8>)]) -> Vec<&str> {
    p.iter().map(|(n, _)| n.as_str()).collect()
}

/// An undo × the render cache: after the undo, `/board` shows the board
/// as it was before the undone move, not the board after it.
#[tokio::test]
async fn an_undone_move_leaves_no_stale_board() {
    let h = real_host();
    let first = started(&h, "belfort").await;
    let who = first.trim_start_matches("id-").to_string();
    let before = pictures(&send(&h, "c", &who, board(true)).await);
    let play = CommandKind::Play {
        action: ActionRef::Number(1),
        at: None,
    };
    let n = send(&h, "c", &who, play).await;
    assert!(!is_error(&n), "{}", reply(&n).text);
    let after = pictures(&send(&h, "c", &who, board(true)).await);
    assert_ne!(before, after, "the move shows on the board");
    let n = send(&h, "c", &who, CommandKind::Undo).await;
    assert!(!is_error(&n), "{}", reply(&n).text);
    assert!(matches!(reply(&n).to, Audience::Channel(_)));
    let undone = pictures(&send(&h, "c", &who, board(true)).await);
    assert_ne!(undone, after, "the undone move is gone from the board");
    assert_eq!(undone, before, "the board as it was");
}
