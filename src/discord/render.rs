//! Notices into Discord messages: text within Discord's limits, PNG
//! attachments, mentions, and the buttons and select menus built from a
//! [`Prompt`].

use crate::discord::codec;
use crate::engine::{normalize_notation, Msg, Translate};
use crate::host::{ChoiceText, Notice, Prompt};
use serenity::all::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateEmbed, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption, UserId,
};

/// Discord's limit on message content.
const MAX_CONTENT: usize = 2000;
/// Discord's limits on components.
const MAX_ROWS: usize = 5;
const MAX_BUTTONS: usize = 5;
const MAX_OPTIONS: usize = 25;
const MAX_LABEL: usize = 80;
const MAX_OPTION_LABEL: usize = 100;
const MAX_DESCRIPTION: usize = 100;

/// A notice ready for any of serenity's message builders.
#[derive(Clone, Default)]
pub struct Rendered {
    pub content: String,
    /// The rest of a text longer than one message allows, one message
    /// each, sent after the first with the same audience.
    pub more: Vec<String>,
    pub files: Vec<CreateAttachment>,
    /// With several images (a board's phone panels), one embed each, so
    /// Discord shows them one under the other at full width, in order,
    /// instead of a gallery that crops them. Empty with one image or none.
    pub embeds: Vec<CreateEmbed>,
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
    // A question with a button is worded for pressing it (`/game abort
    // confirm` is the console's way; Discord's command has no such option).
    let mut content = n.data.confirm.as_ref().map_or(&n.text, |c| &c.text).clone();
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
    let mut chunks = split(&content).into_iter();
    Rendered {
        content: chunks.next().unwrap_or_default(),
        more: chunks.collect(),
        files: n
            .images
            .iter()
            .map(|i| CreateAttachment::bytes(i.png.as_slice(), i.name.clone()))
            .collect(),
        embeds: if n.images.len() > 1 {
            n.images
                .iter()
                .map(|i| CreateEmbed::new().image(format!("attachment://{}", i.name)))
                .collect()
        } else {
            Vec::new()
        },
        components: match (&n.data.prompt, &n.data.page, &n.data.confirm) {
            // A refused move's closest legal moves (issue 27).
            _ if n.data.suggest.is_some() => n.data.suggest.iter().map(suggest_row).collect(),
            (Some(p), _, _) => prompt_rows(p, tr),
            (None, Some(page), _) if page.pages > 1 => vec![page_row(page, tr)],
            // A question's yes: the id names the table, so it still works
            // after a restart.
            (None, _, Some(c)) => vec![CreateActionRow::Buttons(vec![CreateButton::new(
                codec::confirm_button(c.what, c.table_id),
            )
            .label(c.label.clone())
            .style(ButtonStyle::Danger)])],
            _ => Vec::new(),
        },
        mentions,
    }
}

/// "Did you mean": one play button per suggested move, its id the same as
/// a prompt's (`lt1:a:`, or `lt1:n:` with the move's place in the seat's
/// whole list when the notation is too long).
fn suggest_row(s: &crate::host::Suggestions) -> CreateActionRow {
    CreateActionRow::Buttons(
        s.moves
            .iter()
            .map(|m| {
                CreateButton::new(codec::play_button(s.position, &m.notation, m.number))
                    .label(label(&m.label, MAX_LABEL))
                    .style(ButtonStyle::Primary)
            })
            .collect(),
    )
}

/// Previous and Next under a page of a rules section; a button that would
/// lead nowhere is disabled.
fn page_row(page: &crate::host::RulesPage, tr: &dyn Translate) -> CreateActionRow {
    let button = |to: usize, label: &str, enabled: bool| {
        CreateButton::new(codec::rules_page_button(
            &page.title,
            &page.lang,
            to,
            &page.id,
        ))
        .label(tr.t(label))
        .style(ButtonStyle::Secondary)
        .disabled(!enabled)
    };
    CreateActionRow::Buttons(vec![
        button(
            page.page.saturating_sub(1),
            "rules-button-prev",
            page.page > 0,
        ),
        button(
            page.page + 1,
            "rules-button-next",
            page.page + 1 < page.pages,
        ),
    ])
}

/// Plain text (the front end's own answers).
pub fn text(s: String) -> Rendered {
    Rendered {
        content: limit(&s),
        ..Default::default()
    }
}

/// Splits a text into messages of at most 2000 characters, at line ends
/// where possible.
pub fn split(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    let mut len = 0;
    for line in s.split('\n') {
        let mut line = line.to_string();
        let mut line_len = line.chars().count();
        while line_len > MAX_CONTENT {
            if len > 0 {
                out.push(std::mem::take(&mut current));
                len = 0;
            }
            let cut = line
                .char_indices()
                .nth(MAX_CONTENT)
                .map(|(i, _)| i)
                .unwrap_or(line.len());
            out.push(line[..cut].to_string());
            line = line[cut..].to_string();
            line_len = line.chars().count();
        }
        let extra = if len == 0 { line_len } else { line_len + 1 };
        if len + extra > MAX_CONTENT {
            out.push(std::mem::take(&mut current));
            len = 0;
        }
        if len > 0 {
            current.push('\n');
            len += 1;
        }
        current.push_str(&line);
        len += line_len;
    }
    out.push(current);
    out
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
///
/// A seat whose choices are private gets none of them here: one "My
/// choices" button answers whoever clicks it with their own actions, as
/// buttons only they see.
pub fn prompt_rows(p: &Prompt, tr: &dyn Translate) -> Vec<CreateActionRow> {
    let mut groups: Vec<(usize, &Vec<String>)> = Vec::new();
    for s in &p.seats {
        if !s.actions.is_empty() && !groups.iter().any(|(_, a)| **a == s.actions) {
            groups.push((s.seat, &s.actions));
        }
    }
    let mut rows = match groups.len() {
        0 => vec![],
        1 => single(p, groups[0].0, groups[0].1, tr),
        _ => several(p, &groups, tr),
    };
    if p.seats.iter().any(|s| s.private) {
        let choices = CreateButton::new(codec::choices_button(p.position))
            .label(label(
                &tr.tr(&Msg::new("discord-button-choices")),
                MAX_LABEL,
            ))
            .style(ButtonStyle::Primary);
        rows.truncate(MAX_ROWS - 1);
        if rows.is_empty() {
            rows.push(CreateActionRow::Buttons(vec![choices, undo_button(p, tr)]));
        } else {
            rows.push(CreateActionRow::Buttons(vec![choices]));
        }
    }
    rows
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

/// How the engine labels `action` (the n-th of a seat's list), if the
/// prompt carries its choices.
fn choice_of<'a>(p: &'a Prompt, action: &str, number: usize) -> Option<&'a ChoiceText> {
    p.seats.iter().find_map(|s| {
        let i = number.checked_sub(1)?;
        (s.actions.get(i).map(String::as_str) == Some(action))
            .then(|| s.choices.get(i))
            .flatten()
    })
}

fn button(p: &Prompt, action: &str, number: usize) -> CreateButton {
    let style = if is_common(action) {
        ButtonStyle::Secondary
    } else {
        ButtonStyle::Primary
    };
    let text = choice_of(p, action, number)
        .map(|c| c.label.as_str())
        .filter(|l| !l.is_empty())
        .unwrap_or(action);
    CreateButton::new(codec::play_button(p.position, action, number))
        .label(label(text, MAX_LABEL))
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
            let choice = choice_of(p, a, i + 1);
            let text = choice
                .map(|c| c.label.as_str())
                .filter(|l| !l.is_empty())
                .unwrap_or(a.as_str());
            let option = CreateSelectMenuOption::new(
                label(&format!("{}. {text}", i + 1), MAX_OPTION_LABEL),
                codec::select_value(a, i + 1),
            );
            // What the choice costs and gives, under its label.
            match choice.and_then(|c| c.detail.as_deref()) {
                Some(d) if !d.is_empty() => option.description(label(d, MAX_DESCRIPTION)),
                _ => option,
            }
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
                    choices: Vec::new(),
                    private: false,
                })
                .collect(),
        }
    }

    #[test]
    fn buttons_and_options_read_as_the_engine_labels_them() {
        let i18n = crate::i18n::I18n::load().unwrap();
        let few = vec!["gain 2 gold", "pass"];
        let mut p = prompt(vec![few.clone()]);
        p.seats[0].choices = few
            .iter()
            .map(|a| ChoiceText {
                label: format!("Label of {a}"),
                detail: Some("costs and gives ".repeat(20)),
            })
            .collect();
        let j = json(&prompt_rows(&p, &*i18n.english()));
        let labels: Vec<&str> = j[0]["components"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b["label"].as_str().unwrap())
            .collect();
        assert!(labels.contains(&"Label of gain 2 gold"), "{labels:?}");
        // Many actions: select options with the detail as description.
        let many: Vec<String> = (1..=12).map(|i| format!("take card {i}")).collect();
        let mut p = prompt(vec![many.iter().map(String::as_str).collect()]);
        p.seats[0].choices = many
            .iter()
            .map(|a| ChoiceText {
                label: format!("Take {a}"),
                detail: Some(format!("{a}: {}", "x".repeat(200))),
            })
            .collect();
        let j = json(&prompt_rows(&p, &*i18n.english()));
        let options = j[1]["components"][0]["options"].as_array().unwrap();
        assert!(options[0]["label"]
            .as_str()
            .unwrap()
            .contains("Take take card"));
        let d = options[0]["description"].as_str().unwrap();
        assert!(
            d.starts_with("take card") && d.chars().count() <= 100,
            "{d}"
        );
    }

    fn json(rows: &[CreateActionRow]) -> serde_json::Value {
        serde_json::to_value(rows).unwrap()
    }

    #[test]
    fn long_texts_are_split_at_line_ends_within_the_limit() {
        let text: Vec<String> = (1..=300)
            .map(|i| format!("{i}. take card number {i}"))
            .collect();
        let text = text.join("\n");
        let parts = split(&text);
        assert!(parts.len() > 1);
        assert!(parts.iter().all(|p| p.chars().count() <= MAX_CONTENT));
        assert_eq!(parts.join("\n"), text);
        let one = "é".repeat(4500);
        let parts = split(&one);
        assert_eq!(parts.len(), 3);
        assert_eq!(parts.concat(), one);
        assert_eq!(split("short"), vec!["short".to_string()]);
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

    #[test]
    fn private_choices_become_one_button_that_asks_for_them() {
        let i18n = crate::i18n::I18n::load().unwrap();
        let mut p = prompt(vec![vec![], vec!["a", "pass"]]);
        p.seats[0].private = true;
        let j = json(&prompt_rows(&p, &*i18n.english()));
        let rows = j.as_array().unwrap();
        // The public seat's buttons, then the one "My choices" button.
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[1]["components"][0]["custom_id"], "lt1:o:3:9");
        assert_eq!(rows[1]["components"][0]["label"], "My choices");
        // Only private seats: the button and undo, nothing of their lists.
        p.seats.truncate(1);
        let j = json(&prompt_rows(&p, &*i18n.english()));
        let buttons = j[0]["components"].as_array().unwrap();
        let ids: Vec<&str> = buttons
            .iter()
            .map(|b| b["custom_id"].as_str().unwrap())
            .collect();
        assert_eq!(ids, ["lt1:o:3:9", "lt1:u:3:9"]);
    }
}
