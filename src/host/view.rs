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
