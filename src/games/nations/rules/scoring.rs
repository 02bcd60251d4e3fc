//! Scoring (Nations §7.6, §8): Book scoring at the end of each age, final
//! scoring by category, ranks with the turn-order tie-break, and the solo
//! hall of fame (§10.7).

use super::*;

/// Hall of fame (§10.7): VP threshold and title.
pub const HALL_OF_FAME: [(i32, &str); 12] = [
    (70, "Trajan"),
    (60, "Ashoka"),
    (55, "Wu Zetian"),
    (50, "Saladin"),
    (45, "Victoria"),
    (40, "Charles V"),
    (35, "Cleopatra"),
    (30, "Pericles"),
    (25, "Darius III"),
    (20, "Atahualpa"),
    (15, "Cixi"),
    (10, "Dan Quayle"),
];

/// The solo title for a final score (§10.7), if any.
pub fn hall_of_fame(score: i32) -> Option<&'static str> {
    HALL_OF_FAME
        .iter()
        .find(|(t, _)| score >= *t)
        .map(|(_, n)| *n)
}

/// §7.6: 1 VP per other nation with strictly fewer Books.
pub fn book_scoring(st: &mut State) {
    if let Some(n) = st.neutral.clone() {
        if st.players[0].books > n.books {
            st.players[0].vp += 3;
        }
        return;
    }
    let books: Vec<i32> = st.players.iter().map(|p| p.books).collect();
    for (i, p) in st.players.iter_mut().enumerate() {
        p.vp += books.iter().filter(|&&b| b < books[i]).count() as i32;
    }
}

/// Final scoring (§8.2): A game VP, B colonies, C wonders, D workers'
/// VP, E resources / 10.
pub fn final_score(c: &Content, p: &Player) -> [i32; 6] {
    let a = p.vp;
    let b: i32 = p
        .colonies
        .iter()
        .filter_map(|id| c.card(id))
        .map(|k| k.vp)
        .sum();
    let mut cw = 0;
    for k in p.wonders.iter().filter_map(|id| c.card(id)) {
        cw += k.vp;
        if let Some(s) = &k.scoring {
            let n = match s.per {
                Kind::Colony => p.colonies.len(),
                Kind::Wonder => p.wonders.len(),
                Kind::Advisor => p.advisors.len(),
                Kind::Building | Kind::Military => p
                    .slots
                    .iter()
                    .filter(|x| c.card(&x.card).is_some_and(|y| y.kind == s.per))
                    .count(),
                _ => 0,
            } as i32;
            cw += s.vp * n;
        }
    }
    let d: i32 = p
        .slots
        .iter()
        .filter_map(|s| c.card(&s.card).map(|k| (k, s.workers)))
        .map(|(k, w)| k.worker_vp.iter().take(w.max(0) as usize).sum::<i32>())
        .sum();
    let e = resources_vp(
        p.gold,
        p.food,
        p.stone,
        p.books,
        military(c, p),
        stability(c, p),
    );
    [a, b, cw, d, e, a + b + cw + d + e]
}

/// Category E (§8.2, A-15): capped Military and Stability count, negative
/// Stability subtracts, the total never goes below 0.
pub fn resources_vp(gold: i32, food: i32, stone: i32, books: i32, mil: i32, stab: i32) -> i32 {
    let sum = gold + food + stone + books + mil.min(MAX_MILITARY) + stab.min(MAX_STABILITY);
    (sum / 10).max(0)
}

pub(super) fn finish(st: &mut State, c: &Content) {
    st.pending.clear();
    st.step = Step::Over;
    st.final_scores = Some(st.players.iter().map(|p| final_score(c, p)).collect());
    st.news.extend(talk::final_account(st, c));
}

pub fn outcome(st: &State) -> Option<Outcome> {
    if !game_over(st) {
        return None;
    }
    let scores: Vec<i64> = match &st.final_scores {
        Some(s) => s.iter().map(|x| x[5] as i64).collect(),
        None => vec![0; st.players.len()],
    };
    let scores = if st.solo_lost {
        vec![0; st.players.len()]
    } else {
        scores
    };
    // Ties go by the final turn order.
    let tiebreak: Vec<i64> = (0..st.players.len())
        .map(|s| -(st.order.iter().position(|&x| x == s).unwrap_or(99) as i64))
        .collect();
    Some(Outcome::ranked(scores, tiebreak))
}
