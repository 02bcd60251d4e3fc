//! What Endeavor looks like: the public world map and each player's board.

use super::content::Content;
use super::rules::State;
use crate::engine::{Seat, Translate};
use crate::render::Svg;

pub fn board(_c: &Content, _s: &State, _tr: &dyn Translate) -> String {
    Svg::new(100, 100).finish()
}

pub fn seat(_c: &Content, _s: &State, _seat: Seat, _tr: &dyn Translate) -> String {
    Svg::new(100, 100).finish()
}
