//! The Maintenance phase (Nations §5): refill the Progress Board, draw the
//! event (Machiavelli, §5.4.4) or the solo tile, and place architects (§5.5).
//! Growth (§5.3) is a decision, applied in `decisions`.

use super::*;

/// §5.2: clear the 1- and 2-Gold rows, move the 3-Gold row down packed
/// left, refill from the current age's deck.
pub(super) fn refill_board(st: &mut State, c: &Content) {
    let cols = st.cfg.columns;
    let top: Vec<String> = st.board[0..cols].iter().flatten().cloned().collect();
    for slot in st.board.iter_mut() {
        *slot = None;
    }
    for (i, id) in top.into_iter().enumerate() {
        st.board[2 * cols + i] = Some(id);
    }
    fill_board(st, c);
}

pub(super) fn draw_event(st: &mut State, c: &Content) {
    let age = age_of(st.round) as usize - 1;
    if st.cfg.solo {
        st.tile = st.tiles[age].pop();
        if let Some(t) = st
            .tile
            .as_ref()
            .and_then(|t| c.solo.iter().find(|x| &x.id == t))
        {
            if let Some(n) = st.neutral.as_mut() {
                n.military = t.military;
                n.stability = t.stability;
                n.books += t.books;
            }
            // The tile's changes for the player (§10.7; house vocabulary).
            let gain = t.changes.gain;
            apply_res(st, 0, &gain);
        }
        return;
    }
    let first = st.event_decks[age].pop();
    // Machiavelli (§5.4.4): the owner sees two cards and keeps one.
    let owner = (0..st.players.len()).find(|&s| has_hook(c, &st.players[s], "machiavelli"));
    if let (Some(owner), Some(a)) = (owner, first.clone()) {
        if let Some(b) = st.event_decks[age].pop() {
            // The owner must show both cards to every player before
            // choosing (§5.4.4, §11.2): told publicly, with their numbers.
            st.news.push(talk::news_machiavelli(c, owner, &a, &b));
            st.pending.push((owner, Pending::ChooseEvent(vec![a, b])));
            return;
        }
    }
    st.event = first;
}

/// §5.5: public architects (base + event), private ones reset.
pub(super) fn architects(st: &mut State, c: &Content) {
    let extra = if st.cfg.solo {
        st.tile
            .as_ref()
            .and_then(|t| c.solo.iter().find(|x| &x.id == t))
            .map(|t| t.architects)
            .unwrap_or(0)
    } else {
        st.event
            .as_ref()
            .and_then(|e| c.event(e))
            .map(|e| e.architects)
            .unwrap_or(0)
    };
    st.supply += st.public_architects;
    st.public_architects = 0;
    for p in st.players.iter_mut() {
        st.supply += p.private_architects;
        p.private_architects = 0;
    }
    let want = st.cfg.base_architects + extra;
    st.public_architects = take_architects(st, want);
    for &seat in st.order.clone().iter() {
        if seat >= st.players.len() {
            continue;
        }
        let mut n: i32 = flat_cards(c, &st.players[seat]).map(|k| k.architects).sum();
        if st.cfg.solo {
            n += current_tile(c, st).map_or(0, |t| t.changes.architects);
        }
        let got = take_architects(st, n);
        st.players[seat].private_architects = got;
    }
}

/// Takes up to `n` architects from the supply.
pub(super) fn take_architects(st: &mut State, n: i32) -> i32 {
    let n = n.max(0);
    if st.cfg.unlimited_architects {
        return n;
    }
    let got = n.min(st.supply);
    st.supply -= got;
    got
}

pub(super) fn give_back_architects(st: &mut State, n: i32) {
    if !st.cfg.unlimited_architects {
        st.supply += n;
    }
}
