//! A small SVG scene builder with the pieces every board shares.
//!
//! Coordinates are pixels of the final PNG. Boards are drawn for a phone's
//! message preview: keep text at 18 px or more and shapes large.

use super::{seat_colour, FONT};
use std::fmt::Write;

/// Escapes text for use inside SVG markup.
pub fn esc(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            _ => out.push(c),
        }
    }
    out
}

/// An SVG document under construction.
pub struct Svg {
    width: u32,
    height: u32,
    body: String,
}

impl Svg {
    pub fn new(width: u32, height: u32) -> Self {
        Svg {
            width,
            height,
            body: String::with_capacity(16 * 1024),
        }
    }

    pub fn width(&self) -> u32 {
        self.width
    }

    pub fn height(&self) -> u32 {
        self.height
    }

    /// The finished document.
    pub fn finish(self) -> String {
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" \
             viewBox=\"0 0 {w} {h}\" font-family=\"{FONT}\">{body}</svg>",
            w = self.width,
            h = self.height,
            body = self.body
        )
    }

    /// Appends raw SVG markup (for shapes this kit has no helper for).
    pub fn raw(&mut self, markup: &str) {
        self.body.push_str(markup);
    }

    /// A rectangle. Rectangles are drawn without anti-aliasing
    /// (`crispEdges`): on whole-pixel coordinates that looks the same and
    /// rasterises about a fifth faster; only rounded corners show a slight
    /// stair-step. Use the same attribute on rectangles drawn with [`raw`].
    ///
    /// [`raw`]: Svg::raw
    #[allow(clippy::too_many_arguments)]
    pub fn rect(
        &mut self,
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        fill: &str,
        stroke: Option<&str>,
        radius: f32,
    ) {
        let _ = write!(
            self.body,
            "<rect x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"{h}\" rx=\"{radius}\" \
             fill=\"{fill}\" shape-rendering=\"crispEdges\""
        );
        if let Some(s) = stroke {
            let _ = write!(self.body, " stroke=\"{s}\" stroke-width=\"2\"");
        }
        self.body.push_str("/>");
    }

    pub fn circle(&mut self, cx: f32, cy: f32, r: f32, fill: &str, stroke: Option<&str>) {
        let _ = write!(
            self.body,
            "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"{r}\" fill=\"{fill}\""
        );
        if let Some(s) = stroke {
            let _ = write!(self.body, " stroke=\"{s}\" stroke-width=\"2\"");
        }
        self.body.push_str("/>");
    }

    pub fn line(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, stroke: &str, width: f32) {
        let _ = write!(
            self.body,
            "<line x1=\"{x1}\" y1=\"{y1}\" x2=\"{x2}\" y2=\"{y2}\" stroke=\"{stroke}\" \
             stroke-width=\"{width}\" stroke-linecap=\"round\"/>"
        );
    }

    /// Text with its baseline at `y`; `anchor` is `start`, `middle` or `end`.
    #[allow(clippy::too_many_arguments)]
    pub fn text(
        &mut self,
        x: f32,
        y: f32,
        size: f32,
        text: &str,
        anchor: &str,
        fill: &str,
        bold: bool,
    ) {
        let weight = if bold { " font-weight=\"bold\"" } else { "" };
        let _ = write!(
            self.body,
            "<text x=\"{x}\" y=\"{y}\" font-size=\"{size}\" text-anchor=\"{anchor}\" \
             fill=\"{fill}\"{weight}>{}</text>",
            esc(text)
        );
    }

    /// A heading bar across the top of a board.
    pub fn title_bar(&mut self, title: &str, subtitle: &str) {
        let w = self.width as f32;
        self.rect(0.0, 0.0, w, 56.0, "#2b2d42", None, 0.0);
        self.text(20.0, 38.0, 28.0, title, "start", "#ffffff", true);
        self.text(w - 20.0, 38.0, 22.0, subtitle, "end", "#edf2f4", false);
    }

    /// A player's disc, in the seat's colour, with the seat number on it so
    /// colour is never the only cue.
    pub fn disc(&mut self, cx: f32, cy: f32, r: f32, seat: usize) {
        self.circle(cx, cy, r, seat_colour(seat), Some("#222"));
        self.text(
            cx,
            cy + r * 0.4,
            r * 1.1,
            &(seat + 1).to_string(),
            "middle",
            "#fff",
            true,
        );
    }

    /// A card: a framed box with a coloured header and lines of text.
    #[allow(clippy::too_many_arguments)]
    pub fn card(
        &mut self,
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        header: &str,
        header_colour: &str,
        lines: &[String],
    ) {
        self.rect(x, y, w, h, "#fdfcf7", Some("#444"), 8.0);
        self.rect(x, y, w, 30.0, header_colour, None, 8.0);
        self.rect(x, y + 20.0, w, 10.0, header_colour, None, 0.0);
        self.card_text(x, y, w, header, lines);
    }

    /// A card's words without its frame (for boards that draw their own):
    /// the header in white on a 30 px band at the top, smaller if it would
    /// not fit the width, then the lines.
    pub fn card_text(&mut self, x: f32, y: f32, w: f32, header: &str, lines: &[String]) {
        let size = if header.chars().count() as f32 * 10.5 > w {
            15.0
        } else {
            18.0
        };
        self.text(x + 8.0, y + 22.0, size, header, "start", "#fff", true);
        for (i, line) in lines.iter().enumerate() {
            self.text(
                x + 8.0,
                y + 52.0 + 22.0 * i as f32,
                18.0,
                line,
                "start",
                "#222",
                false,
            );
        }
    }

    /// A numbered track of `cells` boxes (values `first..first+cells`),
    /// with a label and the given seats' markers on their values.
    #[allow(clippy::too_many_arguments)]
    pub fn track(
        &mut self,
        x: f32,
        y: f32,
        cell: f32,
        first: i64,
        cells: usize,
        label: &str,
        markers: &[(i64, usize)],
    ) {
        self.text(x, y - 8.0, 18.0, label, "start", "#222", true);
        for i in 0..cells {
            let cx = x + cell * i as f32;
            self.rect(
                cx,
                y,
                cell - 2.0,
                cell - 2.0,
                "#eef1f5",
                Some("#8d99ae"),
                3.0,
            );
            self.text(
                cx + cell / 2.0 - 1.0,
                y + cell * 0.62,
                (cell * 0.42).max(12.0),
                &(first + i as i64).to_string(),
                "middle",
                "#8d99ae",
                false,
            );
        }
        // Several markers on one value stack downwards.
        let mut stacked: Vec<(i64, usize)> = Vec::new();
        for &(value, seat) in markers {
            let clamped = value.clamp(first, first + cells as i64 - 1);
            let depth = stacked.iter().filter(|(v, _)| *v == clamped).count();
            stacked.push((clamped, seat));
            let cx = x + cell * (clamped - first) as f32 + cell / 2.0 - 1.0;
            let cy = y + cell + 12.0 + depth as f32 * (cell * 0.55);
            self.disc(cx, cy, cell * 0.28, seat);
        }
    }

    /// A legend: colour swatches with labels, in one column.
    pub fn legend(&mut self, x: f32, y: f32, items: &[(&str, String)]) {
        for (i, (colour, label)) in items.iter().enumerate() {
            let ly = y + 28.0 * i as f32;
            self.rect(x, ly, 20.0, 20.0, colour, Some("#222"), 3.0);
            self.text(x + 28.0, ly + 16.0, 18.0, label, "start", "#222", false);
        }
    }
}
