//! Draws every title's public board and seat 1's view (five seats, 150
//! random moves in, as `benches/render.rs` does) and writes the SVGs and
//! PNGs to a folder. With `--once`, draws each once more after a warm-up
//! inside `measured_*` functions, so `valgrind --tool=callgrind
//! --toggle-collect='*measured_*'` counts the instructions of a warm
//! render alone (a load-independent figure; see docs/render.md).

use longtable::render;

#[path = "../benches/common/board.rs"]
mod sample;
use sample::board;

#[inline(never)]
fn measured_board(svg: &str) -> Vec<u8> {
    render::png(svg).unwrap()
}

#[inline(never)]
fn measured_seat(svg: &str) -> Vec<u8> {
    render::png(svg).unwrap()
}

fn main() {
    let mut args = std::env::args().skip(1);
    let out = std::path::PathBuf::from(args.next().unwrap_or_else(|| "/tmp/render".into()));
    let once = args.next().as_deref() == Some("--once");
    std::fs::create_dir_all(&out).unwrap();
    let only = std::env::var("GAME").ok();
    for game in ["nations", "endeavor", "belfort"] {
        if only.as_deref().is_some_and(|g| g != game) {
            continue;
        }
        let (b, s) = board(game);
        let (pb, ps) = (render::png(&b).unwrap(), render::png(&s).unwrap());
        if once {
            std::hint::black_box(measured_board(&b));
            std::hint::black_box(measured_seat(&s));
        }
        for (what, svg, png) in [("board", &b, &pb), ("seat", &s, &ps)] {
            std::fs::write(out.join(format!("{game}-{what}.svg")), svg).unwrap();
            std::fs::write(out.join(format!("{game}-{what}.png")), png).unwrap();
            let img = image::load_from_memory(png).unwrap();
            println!(
                "{game} {what}: {}x{} px, {} KB, {} labels",
                img.width(),
                img.height(),
                png.len() / 1000,
                svg.matches("<text ").count()
            );
        }
    }
}
