//! Nations' items for `/card`: progress cards (ages 1-4 and the nations'
//! starting cards), event cards and the nations' player boards. Every item
//! carries its whole text in the pack (`text`), so nothing is added here.

use crate::content::{CardInfo, Pack};

/// Every item a player may look up, in pack order.
pub fn cards(pack: &Pack) -> Vec<CardInfo> {
    let mut all = CardInfo::all_of(pack, "card", &["text"]);
    all.extend(CardInfo::all_of(pack, "event", &["text"]));
    all.extend(CardInfo::all_of(pack, "nation", &["text"]));
    all
}
