//! Belfort's items for `/card`: the buildings and the guilds. The pack
//! names their rules by hook (Belfort spec 4.2, 4.3); the words for each
//! are Fluent messages `card-rule-belfort-<hook>`. Construction costs come
//! from `costs.toml` (house values) and are added to the item's numbers.

use crate::content::{card::value_text, CardInfo, CardText, Pack};

pub fn cards(pack: &Pack) -> Vec<CardInfo> {
    let mut all = CardInfo::all_of(pack, "building", &[]);
    all.extend(CardInfo::all_of(pack, "guild", &[]));
    let costs = |kind: &str, id: &str| {
        pack.data
            .get(kind)
            .and_then(|v| v.as_array())
            .into_iter()
            .flatten()
            .filter_map(|v| v.as_table())
            .find(|t| t.get("id").and_then(|v| v.as_str()) == Some(id))
            .cloned()
    };
    for c in &mut all {
        let item = pack
            .data
            .get(&c.kind)
            .and_then(|v| v.as_array())
            .into_iter()
            .flatten()
            .filter_map(|v| v.as_table())
            .find(|t| t.get("id").and_then(|v| v.as_str()) == Some(c.id.as_str()))
            .cloned()
            .unwrap_or_default();
        // Buildings: the rule of each building (spec 4.2) by its id.
        if c.kind == "building" {
            c.text
                .push(CardText::Fluent(format!("card-rule-belfort-{}", c.id)));
        }
        if let Some(hook) = item.get("hook").and_then(|v| v.as_str()) {
            c.text
                .push(CardText::Fluent(format!("card-rule-belfort-guild-{hook}")));
        }
        if item.contains_key("gain") {
            c.text
                .push(CardText::Fluent("card-rule-belfort-guild-gain".into()));
        }
        let cost_kind = if c.kind == "guild" {
            "guild_cost"
        } else {
            "building_cost"
        };
        if let Some(cost) = costs(cost_kind, &c.id) {
            let what: Vec<String> = cost
                .iter()
                .filter(|(k, _)| !["id", "provenance"].contains(&k.as_str()))
                .map(|(k, v)| format!("{k} {}", value_text(v)))
                .collect();
            let prov = cost
                .get("provenance")
                .and_then(|v| v.as_str())
                .unwrap_or("house");
            c.numbers.push((format!("cost ({prov})"), what.join(", ")));
            let table: toml::Table = cost
                .iter()
                .filter(|(k, _)| !["id", "provenance"].contains(&k.as_str()))
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect();
            c.values
                .push((format!("cost_{prov}"), toml::Value::Table(table)));
            if prov == "house" && c.provenance == "rulebook" {
                c.house_fields.push("cost".into());
            }
        }
    }
    all
}
