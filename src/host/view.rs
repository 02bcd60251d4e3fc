//! Building notices: text in the recipient's language, PNGs rendered off
//! the async workers.

use super::{Audience, Image, Notice, NoticeData};
use std::sync::Arc;

pub(super) fn notice(to: Audience, reply: bool, text: String) -> Notice {
    Notice {
        to,
        lang: String::new(),
        reply,
        text,
        images: Vec::new(),
        later: None,
        data: NoticeData::default(),
    }
}

/// The most characters of a user's input an answer echoes back.
pub const MAX_ECHO: usize = 100;

/// A user's input as an answer echoes it: cut to [`MAX_ECHO`] characters
/// and "…", so a long input never pushes the reason out of the message.
pub fn clip_echo(input: &str) -> String {
    if input.chars().count() <= MAX_ECHO {
        return input.to_string();
    }
    let head: String = input.chars().take(MAX_ECHO).collect();
    format!("{head}…")
}

/// The arguments of an error message that echo what the user typed.
const ECHO_ARGS: [&str; 10] = [
    "action", "value", "option", "given", "user", "title", "argument", "level", "name", "input",
];

/// An error message with every echoed input cut by [`clip_echo`] (lists
/// of what is allowed are never cut).
pub fn clip_echoes(mut msg: crate::engine::Msg) -> crate::engine::Msg {
    use crate::engine::Arg;
    for (name, arg) in &mut msg.args {
        if let Arg::Text(t) = arg {
            if ECHO_ARGS.contains(&name.as_str()) {
                *t = clip_echo(t);
            }
        }
    }
    msg
}

/// Discord's limit for a message's text, which every notice keeps.
pub const MAX_TEXT: usize = 2000;

/// `text` within [`MAX_TEXT`] characters: a longer one is cut at a line
/// end where it can be and ends with "…" (the full text is a command away:
/// `/log`, `/game help`).
pub fn fit(text: &str) -> String {
    if text.chars().count() <= MAX_TEXT {
        return text.to_string();
    }
    let head: String = text.chars().take(MAX_TEXT - 2).collect();
    let cut = match head.rfind('\n') {
        Some(i) if i > MAX_TEXT / 2 => &head[..i],
        _ => head.as_str(),
    };
    format!("{cut}\n…")
}

/// Keeps every notice within [`MAX_TEXT`]: a long private answer (help,
/// `/log`, a DM) continues in further notices to the same reader, cut at
/// line ends; a channel post or the status message, which are edited in
/// place, is trimmed with [`fit`].
pub fn within_limit(notices: Vec<Notice>) -> Vec<Notice> {
    let mut out = Vec::with_capacity(notices.len());
    for mut n in notices {
        if n.text.chars().count() <= MAX_TEXT {
            out.push(n);
            continue;
        }
        match n.to {
            Audience::Channel(_) | Audience::Status(_) => {
                n.text = fit(&n.text);
                out.push(n);
            }
            Audience::Dm(_) | Audience::Ephemeral(_) => {
                let mut parts = split(&n.text).into_iter();
                let (to, lang) = (n.to.clone(), n.lang.clone());
                n.text = parts.next().unwrap_or_default();
                out.push(n);
                out.extend(parts.map(|p| Notice {
                    lang: lang.clone(),
                    ..notice(to.clone(), false, p)
                }));
            }
        }
    }
    out
}

/// Splits a text into parts of at most [`MAX_TEXT`] characters, at line
/// ends where it can.
fn split(text: &str) -> Vec<String> {
    let mut parts = Vec::new();
    let mut current = String::new();
    for line in text.split('\n') {
        let line = fit(line);
        let extra = line.chars().count() + usize::from(!current.is_empty());
        if current.chars().count() + extra > MAX_TEXT {
            parts.push(std::mem::take(&mut current));
        }
        if !current.is_empty() {
            current.push('\n');
        }
        current.push_str(&line);
    }
    parts.push(current);
    parts
}

/// The answer to the sender that only they see.
pub(super) fn ephemeral(user: &str, text: String) -> Notice {
    notice(Audience::Ephemeral(user.to_string()), true, text)
}

/// Rasterises an SVG scene on the blocking pool. A rendering failure is
/// logged and the notice goes out without its picture.
pub(super) async fn png(svg: String, name: &str) -> Option<Image> {
    let name = name.to_string();
    let result = tokio::task::spawn_blocking(move || crate::render::png(&svg)).await;
    match result {
        Ok(Ok(bytes)) => Some(Image {
            name,
            png: Arc::new(bytes),
        }),
        Ok(Err(e)) => {
            tracing::error!(image = %name, error = %e, "could not render image");
            None
        }
        Err(e) => {
            tracing::error!(image = %name, error = %e, "image rendering panicked");
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_texts_are_cut_within_discords_limit() {
        let text = "a line of forty characters, more or less\n".repeat(80);
        let cut = fit(&text);
        assert!(cut.chars().count() <= MAX_TEXT);
        assert!(cut.ends_with('…'));
        assert_eq!(fit("short"), "short");
    }

    #[test]
    fn long_private_answers_continue_in_more_notices() {
        let text = "one option line of about forty chars....\n".repeat(120);
        let mut n = ephemeral("u", text.clone());
        n.lang = "el".into();
        let parts = within_limit(vec![n]);
        assert!(
            parts.iter().all(|p| p.lang == "el"),
            "each part keeps its language"
        );
        assert!(parts.len() > 1);
        assert!(parts.iter().all(|p| p.text.chars().count() <= MAX_TEXT));
        assert!(parts[0].reply && !parts[1].reply);
        let joined: Vec<&str> = parts.iter().map(|p| p.text.as_str()).collect();
        assert_eq!(joined.join("\n"), text);
    }
}

#[cfg(test)]
mod clip_tests {
    use super::*;

    #[test]
    fn echoes_are_cut_to_a_hundred_characters() {
        assert_eq!(clip_echo("Cup"), "Cup");
        let long = "é".repeat(2000);
        let cut = clip_echo(&long);
        assert_eq!(cut.chars().count(), MAX_ECHO + 1);
        assert!(cut.ends_with('…'));
        assert_eq!(clip_echo(&"x".repeat(100)), "x".repeat(100));
    }
}
