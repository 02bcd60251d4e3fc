//! `/card`: every content item of every title, found by name (forgiving
//! like `/rules`: case, accents, a typo), shown whole with a card image
//! drawn with the kit. The items come from each title's `cards.rs`.

use super::normalise::{fold, within};
use crate::content::{CardInfo, CardText, Pack};
use crate::engine::{Msg, Translate};
use crate::render::Svg;

/// Every item of every title, from the embedded packs.
pub fn all() -> Result<Vec<CardInfo>, String> {
    let load = |t: &str| Pack::load(t, None).map_err(|e| e.to_string());
    let mut all = crate::games::nations::cards::cards(&load("nations")?);
    all.extend(crate::games::endeavor::cards::cards(&load("endeavor")?));
    all.extend(crate::games::belfort::cards::cards(&load("belfort")?));
    for card in &mut all {
        card.translate();
    }
    Ok(all)
}

/// Every item, loaded once per process.
pub fn shared() -> Result<&'static [CardInfo], &'static str> {
    static CARDS: std::sync::OnceLock<Result<Vec<CardInfo>, String>> = std::sync::OnceLock::new();
    CARDS
        .get_or_init(all)
        .as_ref()
        .map(Vec::as_slice)
        .map_err(|e| e.as_str())
}

/// Every folded name of an item: in `lang` first, then English, the id,
/// and its name in each of the other languages (issue 27: a French
/// table's "Taverne" is found from an English locale).
fn all_names(c: &CardInfo, lang: &str) -> Vec<String> {
    let mut names = vec![fold(c.name_in(lang)), fold(&c.name), fold(&c.id)];
    names.extend(c.names.values().map(|n| fold(n)));
    names
}

/// Whether `name` is, folded, one of the item's names in any language.
pub fn is_named(c: &CardInfo, name: &str) -> bool {
    let q = fold(name);
    all_names(c, "en").contains(&q)
}

/// The items named `name` in any of the five languages among `titles`
/// (all when empty): exact names first, then names starting with it, then
/// names containing it, then a name within a typo or two.
pub fn find<'a>(
    cards: &'a [CardInfo],
    name: &str,
    lang: &str,
    titles: &[&str],
) -> Vec<&'a CardInfo> {
    let q = fold(name);
    let pool: Vec<&CardInfo> = cards
        .iter()
        .filter(|c| titles.is_empty() || titles.contains(&c.title.as_str()))
        .collect();
    let names = |c: &CardInfo| all_names(c, lang);
    for test in [
        &(|n: &str| n == q) as &dyn Fn(&str) -> bool,
        &|n: &str| n.starts_with(&q),
        &|n: &str| !q.is_empty() && n.contains(&q),
        &|n: &str| {
            q.chars().count() >= 4 && within(n, &q, if q.chars().count() > 7 { 2 } else { 1 })
        },
    ] {
        let hits: Vec<&CardInfo> = pool
            .iter()
            .copied()
            .filter(|c| names(c).iter().any(|n| test(n)))
            .collect();
        if !hits.is_empty() {
            return hits;
        }
    }
    Vec::new()
}

/// Autocomplete: up to 25 names (in `lang` where the item has one).
pub fn complete(cards: &[CardInfo], typed: &str, lang: &str, titles: &[&str]) -> Vec<String> {
    let mut out: Vec<String> = if typed.trim().is_empty() {
        cards
            .iter()
            .filter(|c| titles.is_empty() || titles.contains(&c.title.as_str()))
            .map(|c| c.name_in(lang).to_string())
            .collect()
    } else {
        find(cards, typed, lang, titles)
            .iter()
            .map(|c| c.name_in(lang).to_string())
            .collect()
    };
    out.dedup();
    out.truncate(25);
    out
}

/// The rules-text lines of an item in `tr`'s language (the pack's
/// English where a text has no translation).
pub fn text_lines(card: &CardInfo, tr: &dyn Translate) -> Vec<String> {
    card.text
        .iter()
        .map(|t| match t {
            CardText::Pack { field, text } => tr.tr(&Msg::content(
                &card.title,
                &card.kind,
                &card.id,
                field,
                text,
            )),
            CardText::Fluent(id) => tr.tr(&Msg::new(id)),
        })
        .collect()
}

/// The provenance line: a house item says plainly that Longtable designed
/// its values and the printed card may differ.
pub fn provenance(card: &CardInfo) -> Msg {
    if card.provenance == "house" {
        Msg::new("card-provenance-house")
    } else if !card.house_fields.is_empty() {
        // The fields in the reader's words (`status icons` -> `status_icons`,
        // `effect.military` -> its last key).
        let fields = card
            .house_fields
            .iter()
            .map(|f| {
                let key = f.rsplit('.').next().unwrap_or(f).replace(' ', "_");
                crate::msg!("card-field", field = key).into()
            })
            .collect();
        crate::msg!(
            "card-provenance-rulebook-house-fields",
            fields = Msg::join(", ", fields)
        )
    } else {
        Msg::new("card-provenance-rulebook")
    }
}

/// The whole answer in words: heading, rules text, values, provenance.
pub fn describe(card: &CardInfo, lang: &str, tr: &dyn Translate) -> String {
    let kind = tr.tr(&Msg::new(format!("card-kind-{}", card.kind)));
    let mut lines = vec![tr.tr(&crate::msg!(
        "card-heading",
        name = card.name_in(lang).to_string(),
        title = card.title.clone(),
        kind = kind
    ))];
    lines.extend(text_lines(card, tr));
    if !card.values.is_empty() {
        let sep = tr.tr(&Msg::new("list-sep-semi"));
        let values = Msg::join(
            &sep,
            card.value_lines().into_iter().map(Into::into).collect(),
        );
        lines.push(tr.tr(&crate::msg!("card-values", values = values)));
    }
    lines.push(tr.tr(&provenance(card)));
    lines.join("\n")
}

/// Breaks text into lines of at most `width` characters, at spaces.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut out = Vec::new();
    for para in text.lines() {
        let mut line = String::new();
        for word in para.split_whitespace() {
            if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
                out.push(std::mem::take(&mut line));
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(word);
        }
        out.push(line);
    }
    out
}

/// The card image: the kit's card with the whole text, every value and
/// the provenance, as SVG (the host turns it into PNG).
pub fn svg(card: &CardInfo, lang: &str, tr: &dyn Translate) -> String {
    const W: f32 = 800.0;
    const CHARS: usize = 64;
    let mut lines = Vec::new();
    for t in text_lines(card, tr) {
        lines.extend(wrap(&t, CHARS));
    }
    if !card.values.is_empty() {
        lines.push(String::new());
        for line in card.value_lines() {
            lines.extend(wrap(&tr.tr(&line), CHARS));
        }
    }
    lines.push(String::new());
    lines.extend(wrap(&tr.tr(&provenance(card)), CHARS));
    let h = 52.0 + 22.0 * lines.len() as f32 + 20.0;
    let mut svg = Svg::new(W as u32 + 20, h as u32 + 20);
    let colour = if card.provenance == "house" {
        "#7a5c2e"
    } else {
        "#2e5c7a"
    };
    let kind = tr.tr(&Msg::new(format!("card-kind-{}", card.kind)));
    let header = format!("{} · {} {}", card.name_in(lang), card.title, kind);
    svg.card(10.0, 10.0, W, h, &header, colour, &lines);
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_found_forgivingly_and_completed_in_the_askers_language() {
        let all = shared().unwrap();
        let found = find(all, "SUN TZU", "en", &[]);
        assert_eq!(found[0].name, "Sun Tzu");
        // A typo, and the title filter.
        assert_eq!(find(all, "Sun Tsu", "en", &["nations"])[0].name, "Sun Tzu");
        assert!(find(all, "Sun Tzu", "en", &["belfort"]).is_empty());
        // Autocomplete: prefix first, at most 25, in the asker's language
        // (issue 15) whether they type the English or their own name.
        let greek = crate::content::i18n::text("belfort", "el", "guild", "merchants", "name")
            .unwrap_or("Merchants' Guild");
        let names = complete(all, "merch", "el", &["belfort"]);
        assert_eq!(names, vec![greek.to_string()]);
        let typed: String = fold(greek)
            .chars()
            .take(12)
            .collect::<String>()
            .to_uppercase();
        assert_eq!(
            complete(all, &typed, "el", &["belfort"]),
            vec![greek.to_string()]
        );
        assert_eq!(
            complete(all, "merch", "en", &["belfort"]),
            vec!["Merchants' Guild".to_string()]
        );
        assert!(complete(all, "", "en", &[]).len() <= 25);
    }

    #[test]
    fn a_card_reads_in_the_askers_language() {
        let i18n = crate::i18n::I18n::load().unwrap();
        let all = shared().unwrap();
        let card = find(all, "Ziggurat", "en", &["nations"])[0];
        for lang in crate::content::i18n::LANGS {
            let tr = i18n.lang(lang);
            let text = describe(card, lang, &*tr);
            let name = crate::content::i18n::text("nations", lang, "card", "ziggurat", "name");
            let body = crate::content::i18n::text("nations", lang, "card", "ziggurat", "text");
            let (Some(name), Some(body)) = (name, body) else {
                panic!("{lang}: the Ziggurat is not translated");
            };
            assert!(text.contains(name) && text.contains(body), "{lang}: {text}");
            assert!(!text.contains("Each worker steadies"), "{lang}: {text}");
            assert!(svg(card, lang, &*tr).contains(name.split(' ').next().unwrap()));
        }
    }

    #[test]
    fn card_says_which_values_of_a_rulebook_item_are_longtables() {
        // Nations issue 17: a sourced item names the fields that are ours.
        let all = shared().unwrap();
        let fields = |name: &str| {
            let card = find(all, name, "en", &["nations"])[0];
            let line = provenance(card);
            assert_eq!(line.id, "card-provenance-rulebook-house-fields", "{name}");
            card.house_fields.clone()
        };
        assert!(fields("Machiavelli").contains(&"hook.other_card".to_string()));
        assert!(fields("Tokugawa").contains(&"hook.manned_only".to_string()));
        assert!(fields("Saint Augustine").contains(&"production_if.timing".to_string()));
        // The spec's event names, with their invented ages marked.
        for event in ["Great Exhibition", "Zoroastrian Revival", "Fourth Crusade"] {
            assert!(fields(event).contains(&"age".to_string()), "{event}");
        }
        // China B: the +1 worker is the rulebook's, the counts are ours.
        let china = all
            .iter()
            .find(|c| c.title == "nations" && c.id == "china-b")
            .unwrap();
        for f in ["workers", "vp"] {
            assert!(china.house_fields.contains(&f.to_string()), "{f}");
        }
    }

    #[test]
    fn text_is_wrapped_not_cut() {
        let text = "one two three four five six seven eight nine ten";
        let lines = wrap(text, 10);
        assert!(lines.iter().all(|l| l.chars().count() <= 10));
        assert_eq!(lines.join(" "), text);
    }
}
