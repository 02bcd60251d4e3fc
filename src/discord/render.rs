//! Notices into Discord messages: text within Discord's limits, PNG
//! attachments, mentions, and the buttons and select menus built from a
//! [`Prompt`].

use crate::discord::codec;
use crate::engine::{normalize_notation, Msg, Translate};
use crate::host::{Notice, Prompt};
use serenity::all::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption, UserId,
};

/// Discord's limit on message content.
const MAX_CONTENT: usize = 2000;
/// Discord's limits on components.
const MAX_ROWS: usize = 5;
const MAX_BUTTONS: usize = 5;
const MAX_OPTIONS: usize = 25;
const MAX_LABEL: usize = 80;
const MAX_OPTION_LABEL: usize = 100;

/// A notice ready for any of serenity's message builders.
#[derive(Clone, Default)]
pub struct Rendered {
    pub content: String,
    pub files: Vec<CreateAttachment>,
    pub components: Vec<CreateActionRow>,
    pub mentions: Vec<UserId>,
}

impl Rendered {
    /// Only the users listed in the notice are pinged; names in the text
    /// never are.
    pub fn allowed_mentions(&self) -> CreateAllowedMentions {
        CreateAllowedMentions::new().users(self.mentions.clone())
    }
}

/// Renders a notice; `extra` lines are appended (e.g. a link to the table
/// in a DM).
pub fn notice(n: &Notice, tr: &dyn Translate, extra: Option<String>) -> Rendered {
    let mut content = n.text.clone();
    let mentions: Vec<UserId> = n
        .data
        .mentions
        .iter()
        .filter_map(|id| id.parse::<u64>().ok().filter(|&i| i != 0))
        .map(UserId::new)
        .collect();
    if !mentions.is_empty() {
        let line = mentions
            .iter()
            .map(|u| format!("<@{u}>"))
            .collect::<Vec<_>>()
            .join(" ");
        content = format!("{line}\n{content}");
    }
    if let Some(e) = extra {
        content = format!("{content}\n{e}");
    }
    Rendered {
        content: limit(&content),
        files: n
            .images
            .iter()
            .map(|i| CreateAttachment::bytes(i.png.as_slice(), i.name.clone()))
            .collect(),
        components: n
            .data
            .prompt
            .as_ref()
            .map(|p| prompt_rows(p, tr))
            .unwrap_or_default(),
        mentions,
    }
}

/// Plain text (the front end's own answers).
pub fn text(s: String) -> Rendered {
    Rendered {
        content: limit(&s),
        ..Default::default()
    }
}

fn limit(s: &str) -> String {
    if s.chars().count() <= MAX_CONTENT {
        return s.to_string();
    }
    let mut t: String = s.chars().take(MAX_CONTENT - 1).collect();
    t.push('…');
    t
}

fn label(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        s.to_string()
    } else {
        let mut t: String = s.chars().take(max - 1).collect();
        t.push('…');
        t
    }
}

/// Words that mark an action players take often (shown as buttons first).
const COMMON: [&str; 6] = ["pass", "done", "end", "skip", "stop", "roll"];

fn is_common(action: &str) -> bool {
    let n = normalize_notation(action);
    COMMON
        .iter()
        .any(|w| n == *w || n.starts_with(&format!("{w} ")))
}

/// Buttons for the common actions (and undo), select menus for the rest.
///
/// Seats with the same legal actions (the usual case, or simultaneous
/// choices from one list) share one set of components; seats with
/// different lists get one row each, limited by Discord's five rows.
pub fn prompt_rows(p: &Prompt, tr: &dyn Translate) -> Vec<CreateActionRow> {
    let mut groups: Vec<(usize, &Vec<String>)> = Vec::new();
    for s in &p.seats {
        if !s.actions.is_empty() && !groups.iter().any(|(_, a)| **a == s.actions) {
            groups.push((s.seat, &s.actions));
        }
    }
    match groups.len() {
        0 => vec![],
        1 => single(p, groups[0].0, groups[0].1, tr),
        _ => several(p, &groups, tr),
    }
}

/// Seats with different lists: a shared row for the common actions every
/// seat has (their notation is the same for all, so one button serves
/// everyone) and undo, then one row per seat for the rest.
fn several(
    p: &Prompt,
    groups: &[(usize, &Vec<String>)],
    tr: &dyn Translate,
) -> Vec<CreateActionRow> {
    let mut rows = Vec::new();
    let mut shared: Vec<&String> = Vec::new();
    if groups.len() < MAX_ROWS {
        shared = groups[0]
            .1
            .iter()
            .filter(|a| is_common(a) && groups.iter().all(|(_, list)| list.contains(a)))
            .take(MAX_BUTTONS - 1)
            .collect();
        let mut buttons: Vec<CreateButton> = shared
            .iter()
            .map(|a| {
                let n = groups[0].1.iter().position(|x| x == *a).unwrap_or(0);
                button(p, a, n + 1)
            })
            .collect();
        buttons.push(undo_button(p, tr));
        rows.push(CreateActionRow::Buttons(buttons));
    }
    let mut used: std::collections::BTreeSet<String> =
        shared.iter().map(|a| (*a).clone()).collect();
    for (seat, actions) in groups.iter().take(MAX_ROWS - rows.len()) {
        let rest: Vec<(usize, &String)> = actions
            .iter()
            .enumerate()
            .filter(|(_, a)| !shared.contains(a))
            .collect();
        if rest.is_empty() {
            continue;
        }
        let placeholder = tr.tr(&Msg::new("discord-select-seat").arg("seat", seat + 1));
        if rest.len() <= MAX_BUTTONS {
            // A custom_id may appear once per message: an action two seats
            // both have gets one button (its notation serves both).
            let buttons: Vec<CreateButton> = rest
                .iter()
                .filter(|(_, a)| used.insert((*a).clone()))
                .map(|(i, a)| button(p, a, i + 1))
                .collect();
            if !buttons.is_empty() {
                rows.push(CreateActionRow::Buttons(buttons));
            }
        } else {
            rows.push(select(p, *seat, 0, &rest, placeholder));
        }
    }
    rows
}

fn undo_button(p: &Prompt, tr: &dyn Translate) -> CreateButton {
    CreateButton::new(codec::undo_button(p.position))
        .label(label(&tr.tr(&Msg::new("discord-button-undo")), MAX_LABEL))
        .style(ButtonStyle::Danger)
}

fn button(p: &Prompt, action: &str, number: usize) -> CreateButton {
    let style = if is_common(action) {
        ButtonStyle::Secondary
    } else {
        ButtonStyle::Primary
    };
    CreateButton::new(codec::play_button(p.position, action, number))
        .label(label(action, MAX_LABEL))
        .style(style)
}

fn single(p: &Prompt, seat: usize, actions: &[String], tr: &dyn Translate) -> Vec<CreateActionRow> {
    let undo = undo_button(p, tr);
    // The common actions first, then the list's own order.
    let mut order: Vec<usize> = (0..actions.len())
        .filter(|&i| is_common(&actions[i]))
        .collect();
    order.extend((0..actions.len()).filter(|&i| !is_common(&actions[i])));
    let as_buttons = if actions.len() < MAX_BUTTONS {
        actions.len()
    } else {
        order
            .iter()
            .take_while(|&&i| is_common(&actions[i]))
            .count()
            .min(MAX_BUTTONS - 1)
    };
    let mut buttons: Vec<CreateButton> = order[..as_buttons]
        .iter()
        .map(|&i| button(p, &actions[i], i + 1))
        .collect();
    buttons.push(undo);
    let mut rows = vec![CreateActionRow::Buttons(buttons)];
    let rest: Vec<usize> = order[as_buttons..].to_vec();
    let chunks: Vec<&[usize]> = rest.chunks(MAX_OPTIONS).collect();
    let many = chunks.len() > 1;
    for (k, chunk) in chunks.iter().enumerate().take(MAX_ROWS - 1) {
        let placeholder = if many {
            tr.tr(&Msg::new("discord-select-more")
                .arg("from", k * MAX_OPTIONS + 1)
                .arg("to", k * MAX_OPTIONS + chunk.len()))
        } else {
            tr.tr(&Msg::new("discord-select-actions"))
        };
        let items: Vec<(usize, &String)> = chunk.iter().map(|&i| (i, &actions[i])).collect();
        rows.push(select(p, seat, k, &items, placeholder));
    }
    rows
}

/// A select menu of (index, notation) items, at most 25.
fn select(
    p: &Prompt,
    seat: usize,
    k: usize,
    items: &[(usize, &String)],
    placeholder: String,
) -> CreateActionRow {
    let options = items
        .iter()
        .take(MAX_OPTIONS)
        .map(|(i, a)| {
            CreateSelectMenuOption::new(
                label(&format!("{}. {a}", i + 1), MAX_OPTION_LABEL),
                codec::select_value(a, i + 1),
            )
        })
        .collect();
    CreateActionRow::SelectMenu(
        CreateSelectMenu::new(
            codec::select_menu(p.position, seat, k),
            CreateSelectMenuKind::String { options },
        )
        .placeholder(label(&placeholder, MAX_OPTION_LABEL)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::{Position, PromptSeat};

    fn prompt(seats: Vec<Vec<&str>>) -> Prompt {
        Prompt {
            position: Position {
                table_id: 3,
                seq: 9,
            },
            seats: seats
                .into_iter()
                .enumerate()
                .map(|(seat, a)| PromptSeat {
                    seat,
                    user_id: None,
                    actions: a.into_iter().map(str::to_string).collect(),
                })
                .collect(),
        }
    }

    fn json(rows: &[CreateActionRow]) -> serde_json::Value {
        serde_json::to_value(rows).unwrap()
    }

    #[test]
    fn few_actions_are_all_buttons_plus_undo() {
        let i18n = crate::i18n::I18n::load().unwrap();
        let rows = prompt_rows(&prompt(vec![vec!["step 1", "pass"]]), &*i18n.english());
        let j = json(&rows);
        assert_eq!(j.as_array().unwrap().len(), 1);
        let buttons = j[0]["components"].as_array().unwrap();
        assert_eq!(buttons.len(), 3);
        assert_eq!(buttons[0]["label"], "pass");
        assert_eq!(buttons[2]["custom_id"], "lt1:u:3:9");
    }

    #[test]
    fn many_actions_go_to_select_menus_within_limits() {
        let i18n = crate::i18n::I18n::load().unwrap();
        let names: Vec<String> = (0..130).map(|i| format!("buy card {i}")).collect();
        let mut list: Vec<&str> = names.iter().map(String::as_str).collect();
        list.push("pass");
        let rows = prompt_rows(&prompt(vec![list]), &*i18n.english());
        let j = json(&rows);
        let rows = j.as_array().unwrap();
        assert_eq!(rows.len(), 5);
        let mut ids = std::collections::BTreeSet::new();
        for r in rows {
            for c in r["components"].as_array().unwrap() {
                let id = c["custom_id"].as_str().unwrap();
                assert!(id.len() <= 100);
                assert!(ids.insert(id.to_string()), "duplicate id {id}");
                if let Some(opts) = c["options"].as_array() {
                    assert!(opts.len() <= 25);
                }
            }
        }
        assert_eq!(rows[0]["components"][0]["label"], "pass");
    }

    #[test]
    fn seats_with_different_lists_get_a_row_each() {
        let i18n = crate::i18n::I18n::load().unwrap();
        let rows = prompt_rows(
            &prompt(vec![
                vec!["a", "b", "pass"],
                vec!["c", "pass"],
                vec!["a", "b", "pass"],
            ]),
            &*i18n.english(),
        );
        let j = json(&rows);
        // The shared row (pass, undo), then one row per distinct list.
        assert_eq!(j.as_array().unwrap().len(), 3);
        assert_eq!(j[0]["components"][0]["label"], "pass");
        assert_eq!(j[0]["components"].as_array().unwrap().len(), 2);
    }
}
