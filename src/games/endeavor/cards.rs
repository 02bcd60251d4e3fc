//! Endeavor's items for `/card`: the asset cards (a Governor is a card
//! with `governor = true`) and the buildings. Their effects are numbers
//! (icons, Glory, the building's action), so the rules text is the pack's
//! `note` plus the named rule a card or building carries.

use crate::content::{CardInfo, CardText, Pack};

pub fn cards(pack: &Pack) -> Vec<CardInfo> {
    let mut all = CardInfo::all_of(pack, "card", &["note"]);
    all.extend(CardInfo::all_of(pack, "building", &["note"]));
    for c in &mut all {
        let table = pack.data.get(&c.kind).and_then(|v| v.as_array());
        let item = table
            .into_iter()
            .flatten()
            .filter_map(|v| v.as_table())
            .find(|t| t.get("id").and_then(|v| v.as_str()) == Some(c.id.as_str()));
        let Some(item) = item else { continue };
        if item.get("governor").and_then(|v| v.as_bool()) == Some(true) {
            c.kind = "governor".into();
            c.text
                .insert(0, CardText::Fluent("card-rule-endeavor-governor".into()));
        }
        if let Some(hook) = item.get("hook").and_then(|v| v.as_str()) {
            c.text
                .insert(0, CardText::Fluent(format!("card-rule-endeavor-{hook}")));
        }
        // Endeavor 3.6: `a&b` is one or both, `a/b` one of the two.
        if let Some(action) = item.get("action").and_then(|v| v.as_str()) {
            let parts: Vec<&str> = action.split(['&', '/']).collect();
            if parts.len() > 1 {
                let how = if action.contains('&') { "and" } else { "or" };
                c.text
                    .push(CardText::Fluent(format!("card-rule-endeavor-mixed-{how}")));
            }
            for p in parts {
                c.text
                    .push(CardText::Fluent(format!("card-rule-endeavor-action-{p}")));
            }
        }
    }
    all
}
