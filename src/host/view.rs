//! Building notices: text in the recipient's language, PNGs rendered off
//! the async workers.

use super::{Audience, Image, Notice, NoticeData};
use std::sync::Arc;

pub(super) fn notice(to: Audience, reply: bool, text: String) -> Notice {
    Notice {
        to,
        reply,
        text,
        images: Vec::new(),
        data: NoticeData::default(),
    }
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
}
