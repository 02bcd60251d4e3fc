//! What Belfort looks like: the public board and each seat's private view.

use super::content::Content;
use super::State;
use crate::engine::{Seat, Translate};
use crate::render::Svg;

pub fn board(_c: &Content, _st: &State, tr: &dyn Translate) -> String {
    let mut s = Svg::new(1600, 1000);
    s.title_bar(&tr.t("belfort-title"), "");
    s.finish()
}

pub fn seat(_c: &Content, _st: &State, _seat: Seat, tr: &dyn Translate) -> String {
    let mut s = Svg::new(1400, 700);
    s.title_bar(&tr.t("belfort-title"), "");
    s.finish()
}
