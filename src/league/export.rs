//! `longtable league export <name> --csv`: a season's results and
//! standings as CSV text (RFC 4180 quoting).

use super::{show, GameResult, Standing};

fn field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

/// One row per seat of every game, in game order, with the points it
/// earned (`points_list`: the league's, for results stored before points
/// were) and whether the game was void.
pub fn results_csv(results: &[GameResult], points_list: &[f64]) -> String {
    let mut out = String::from(
        "game,ended_at,title,season,seat,user_id,user,rank,score,absent,points,void\n",
    );
    for g in results {
        let earned = g.earned(points_list);
        for (i, s) in g.seats.iter().enumerate() {
            out.push_str(&format!(
                "{},{},{},{},{},{},{},{},{},{},{},{}\n",
                g.table_id,
                field(&g.ended_at),
                field(&g.title),
                g.season,
                i + 1,
                field(&s.user_id),
                field(&s.user_name),
                s.rank,
                s.score,
                s.absent,
                show(earned[i]),
                g.void
            ));
        }
    }
    out
}

/// The standings in rank order (unranked players last, rank empty).
pub fn standings_csv(rows: &[Standing]) -> String {
    let mut out =
        String::from("rank,user_id,user,games,points,wins,average_rank,average_share,rating\n");
    for r in rows {
        out.push_str(&format!(
            "{},{},{},{},{},{},{:.4},{:.4},{:.4}\n",
            r.rank.map(|n| n.to_string()).unwrap_or_default(),
            field(&r.user_id),
            field(&r.user_name),
            r.games,
            show(r.points),
            r.wins,
            r.average_rank,
            r.average_share,
            r.rating
        ));
    }
    out
}
