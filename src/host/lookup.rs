//! `/rules` and `/card`: answers from the rules reference and the content
//! packs (see `crate::lookup`). They change nothing, so any user may ask,
//! in any channel; the channel's table only picks the title to search.

use super::actor::Actor;
use super::view::{ephemeral, png};
use super::{Command, Notice, RulesPage};
use crate::engine::{Msg, Translate};
use crate::lookup::{self, cards, Hit, Section};
use crate::msg;

/// Characters of section text per page: short enough to read on a phone
/// without scrolling (a Discord message could hold 2,000).
pub const PAGE_CHARS: usize = 700;

impl Actor {
    /// The titles a lookup searches: the one named, else the channel's
    /// table's, else all (empty).
    fn lookup_titles(&self, title: Option<&str>) -> Result<Vec<String>, Msg> {
        match title {
            Some(t) => match self.shared.registry.get(t) {
                Some(title) => Ok(vec![title.name().to_string()]),
                None => Err(self.unknown_title(t)),
            },
            None => Ok(self
                .open()
                .map(|o| vec![o.row.title.clone()])
                .unwrap_or_default()),
        }
    }

    pub(super) fn rules(
        &self,
        command: &Command,
        question: &str,
        title: Option<&str>,
    ) -> Vec<Notice> {
        let tr = self.lang(&command.user.locale);
        if question.trim().is_empty() {
            return self.error(command, msg!("error-usage", usage = tr.t("rules-usage")));
        }
        let titles = match self.lookup_titles(title) {
            Ok(t) => t,
            Err(m) => return self.error(command, m),
        };
        let Ok(lookup) = lookup::shared() else {
            return self.error(command, Msg::new("error-internal"));
        };
        let known = lookup.reference.titles();
        if let Some(missing) = titles.iter().find(|t| !known.contains(t.as_str())) {
            return self.error(command, msg!("rules-no-reference", title = missing.clone()));
        }
        let lang = lookup::lang_of(&command.user.locale);
        let refs: Vec<&str> = titles.iter().map(String::as_str).collect();
        // A question in another language is answered in it (issue 27).
        let found = lookup.search_any(question, lang, &refs, 3);
        let tr = if found.lang != lang {
            self.lang(&found.lang)
        } else {
            tr
        };
        let Some(best) = found.hits.first() else {
            return self.error(command, msg!("rules-nothing", question = question.trim()));
        };
        let Some(section) = lookup.reference.section(&best.title, &best.lang, &best.id) else {
            return self.error(command, Msg::new("error-internal"));
        };
        let mut notice = page_notice(&command.user.id, &*tr, best, section, 0);
        let mut notes = Vec::new();
        if found.other_language {
            notes.push(tr.tr(&msg!("rules-other-language", lang = best.lang.clone())));
        }
        if found.hits.len() > 1 {
            let list: Vec<String> = found.hits[1..]
                .iter()
                .map(|h| format!("{} (§ {})", h.heading, h.covers.join(", ")))
                .collect();
            let sep = tr.tr(&Msg::new("list-sep-semi"));
            notes.push(tr.tr(&msg!("rules-see-also", list = list.join(&sep))));
        }
        for n in notes {
            notice.text.push_str("\n\n");
            notice.text.push_str(&n);
        }
        notice.data.hits = Some(found.hits);
        vec![notice]
    }

    pub(super) fn rules_page(
        &self,
        command: &Command,
        title: &str,
        lang: &str,
        id: &str,
        page: usize,
    ) -> Vec<Notice> {
        let tr = self.lang(&command.user.locale);
        let Ok(lookup) = lookup::shared() else {
            return self.error(command, Msg::new("error-internal"));
        };
        let Some(section) = lookup.reference.section(title, lang, id) else {
            return self.error(command, Msg::new("rules-stale-page"));
        };
        if page >= lookup::pages(&section.text, PAGE_CHARS).len() {
            return self.error(command, Msg::new("rules-stale-page"));
        }
        let hit = Hit {
            title: title.to_string(),
            lang: lang.to_string(),
            id: id.to_string(),
            heading: section.heading.clone(),
            covers: section.covers.clone(),
            score: 0.0,
        };
        vec![page_notice(&command.user.id, &*tr, &hit, section, page)]
    }

    pub(super) async fn card(
        &self,
        command: &Command,
        name: &str,
        title: Option<&str>,
    ) -> Vec<Notice> {
        let tr = self.lang(&command.user.locale);
        if name.trim().is_empty() {
            return self.error(command, msg!("error-usage", usage = tr.t("card-usage")));
        }
        let titles = match self.lookup_titles(title) {
            Ok(t) => t,
            Err(m) => return self.error(command, m),
        };
        let Ok(all) = cards::shared() else {
            return self.error(command, Msg::new("error-internal"));
        };
        let lang = lookup::lang_of(&command.user.locale);
        let refs: Vec<&str> = titles.iter().map(String::as_str).collect();
        let hits = cards::find(all, name, lang, &refs);
        let folded = lookup::normalise::fold(name);
        let pick = match hits.as_slice() {
            [one] => Some(*one),
            [first, ..] if lookup::normalise::fold(first.name_in(lang)) == folded => Some(*first),
            // A name in another language (issue 27), when only one item has it.
            [first, rest @ ..]
                if cards::is_named(first, name)
                    && !rest.iter().any(|c| cards::is_named(c, name)) =>
            {
                Some(*first)
            }
            _ => None,
        };
        let Some(card) = pick else {
            let names: Vec<&str> = hits.iter().take(10).map(|c| c.name_in(lang)).collect();
            let suggest = if names.is_empty() {
                "none".to_string()
            } else {
                names.join(", ")
            };
            return self.error(
                command,
                msg!("card-not-found", name = name.trim(), suggest = suggest),
            );
        };
        let mut text = cards::describe(card, lang, &*tr);
        // In a table's channel, the name its board uses, when the table
        // reads in another language than the asker (issue 27).
        if let Some(table) = self.open().map(|o| lookup::lang_of(&o.row.locale)) {
            if card.name_in(table) != card.name_in(lang) {
                text.push('\n');
                text.push_str(&tr.tr(&msg!(
                    "card-table-name",
                    name = card.name_in(table).to_string()
                )));
            }
        }
        let mut notice = ephemeral(&command.user.id, text);
        let svg = cards::svg(card, lang, &*tr);
        if let Some(image) = png(svg, &format!("{}-{}.png", card.title, card.id)).await {
            notice.images.push(image);
        }
        vec![notice]
    }
}

/// One page of a section as an answer: heading with title and covered
/// spec sections, the page's text, and "page n of m" when there are more.
fn page_notice(
    user: &str,
    tr: &dyn Translate,
    hit: &Hit,
    section: &Section,
    page: usize,
) -> Notice {
    let pages = lookup::pages(&section.text, PAGE_CHARS);
    let mut text = tr.tr(&msg!(
        "rules-answer-heading",
        heading = section.heading.clone(),
        title = hit.title.clone(),
        covers = section.covers.join(", ")
    ));
    text.push('\n');
    text.push_str(&pages[page.min(pages.len() - 1)]);
    if pages.len() > 1 {
        text.push_str("\n\n");
        text.push_str(&tr.tr(&msg!("rules-page", page = page + 1, pages = pages.len())));
    }
    let mut notice = ephemeral(user, text);
    notice.data.page = Some(RulesPage {
        title: hit.title.clone(),
        lang: hit.lang.clone(),
        id: hit.id.clone(),
        page,
        pages: pages.len(),
    });
    notice
}
