//! Phase 5, Scoring (Belfort spec §3.5) and the end of the game (§3.6):
//! district and worker majorities by the place-and-tie algorithm (§3.5.3),
//! the neutral players' points thrown away (2P-5), the tie-break (EG-3).

use super::*;

pub fn end_of_round(c: &Content, st: &mut State, out: &mut Applied) {
    if c.scoring_rounds.contains(&st.round) {
        scoring(c, st, out);
    }
    if st.round >= c.c.rounds {
        st.phase = Phase::Over;
        let scores: Vec<i64> = st.players.iter().map(|p| p.score).collect();
        let tb: Vec<i64> = st.players.iter().map(tiebreak).collect();
        let outcome = Outcome::ranked(scores, tb.clone());
        out.public.push(msg!("belfort-game-over"));
        crate::games::belfort::talk::final_account(st, &outcome, &tb, out);
        st.outcome = Some(outcome);
    } else {
        start_round(c, st, out);
    }
}

/// EG-3: wood + stone + gold + 2 x metal.
pub fn tiebreak(p: &Player) -> i64 {
    p.wood + p.stone + p.gold + 2 * p.metal
}

/// 3.5.3: points by place for each competitor; zero counts never score
/// (AMB-2); a tie group takes the next place's points and pushes later
/// groups down one place (AMB-1 a) or by its size (`competition`).
pub fn majority_points(counts: &[i64], table: &[i64], competition: bool) -> Vec<i64> {
    let mut idx: Vec<usize> = (0..counts.len()).filter(|&i| counts[i] > 0).collect();
    idx.sort_by(|&a, &b| counts[b].cmp(&counts[a]));
    let mut out = vec![0; counts.len()];
    let mut place = 0usize;
    let mut i = 0;
    while i < idx.len() {
        let j = idx[i..]
            .iter()
            .take_while(|&&k| counts[k] == counts[idx[i]])
            .count();
        let (at, advance) = if j == 1 {
            (place, 1)
        } else if competition {
            (place + 1, j)
        } else {
            (place + 1, 2)
        };
        let pts = table.get(at).copied().unwrap_or(0);
        for &k in &idx[i..i + j] {
            out[k] = pts;
        }
        place += advance;
        i += j;
    }
    out
}

/// Marker counts per competitor in one district (DM-1).
pub fn district_counts(c: &Content, st: &State, d: usize) -> Vec<i64> {
    let mut v = vec![0; st.competitors()];
    for (s, m) in st.marks.iter().enumerate() {
        if let Some(o) = m {
            if c.layout.symbol_district[s] == d && (*o as usize) < v.len() {
                v[*o as usize] += 1;
            }
        }
    }
    v
}

/// Elves, dwarves, gnomes per competitor (WM-2, WM-4).
pub fn worker_counts(c: &Content, st: &State) -> [Vec<i64>; 3] {
    let mut e = Vec::new();
    let mut d = Vec::new();
    let mut g = Vec::new();
    for p in &st.players {
        e.push(count(p, true) as i64);
        d.push(count(p, false) as i64);
        g.push(gnomes_of(p) as i64);
    }
    for _ in st.n()..st.competitors() {
        e.push(c.c.np_elves as i64);
        d.push(c.c.np_dwarves as i64);
        g.push(0);
    }
    [e, d, g]
}

pub fn scoring(c: &Content, st: &mut State, out: &mut Applied) {
    let comp = st.flags.competition_ties;
    let table = if st.n() == 3 {
        c.c.district_points_3p.clone()
    } else {
        c.c.district_points.clone()
    };
    let mut total = vec![0i64; st.competitors()];
    // Points per competitor: five districts, then elves, dwarves, gnomes.
    let mut parts = vec![Vec::new(); st.competitors()];
    for d in 0..5 {
        let pts = majority_points(&district_counts(c, st, d), &table, comp);
        for (i, p) in pts.into_iter().enumerate() {
            total[i] += p;
            parts[i].push(p);
        }
    }
    for counts in worker_counts(c, st) {
        let pts = majority_points(&counts, &c.c.worker_points, comp);
        for (i, p) in pts.into_iter().enumerate() {
            total[i] += p;
            parts[i].push(p);
        }
    }
    out.public.push(msg!("belfort-scoring", round = st.round));
    // NPs take places, but their points are discarded (2P-5).
    #[allow(clippy::needless_range_loop)]
    for p in 0..st.n() {
        st.players[p].score += total[p];
        let d = &parts[p];
        let t = &mut st.players[p].tally;
        t.districts += d[..5].iter().sum::<i64>();
        t.elves += d[5];
        t.dwarves += d[6];
        t.gnomes += d[7];
        out.public.push(msg!(
            "belfort-scored",
            player = Msg::seat(p),
            d1 = d[0],
            d2 = d[1],
            d3 = d[2],
            d4 = d[3],
            d5 = d[4],
            elves = d[5],
            dwarves = d[6],
            gnomes = d[7],
            points = total[p],
            score = st.players[p].score
        ));
    }
}
