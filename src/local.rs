//! `longtable local`: a console that speaks the bot's command grammar,
//! for trying Longtable without Discord and for driving it from tests.
//!
//! Input, one command per line (typed or piped):
//!
//! ```text
//! <user> [#channel] /command args...
//! ```
//!
//! `#table` is the default channel; `<user>@<lang>` (`alice@el`) sets the
//! user's language, English otherwise. Blank lines and lines starting with
//! `//` are skipped.
//!
//! Output in text mode, one line per line of each notice:
//! `#channel <text>` (a channel post), `@user (DM) <text>`, `!user <text>`
//! (an ephemeral reply), and `[image] <path>` for each PNG written under
//! `--out`. The per-table status message that Discord edits in place is not
//! printed.
//!
//! With `--json`, each notice is one JSON object per line:
//! `{"to": "channel"|"dm"|"ephemeral", "user", "channel", "text", "images"}`,
//! plus `actions` (notation strings) in the answer to `/actions`, and
//! `status` (`lobby`, `playing`, `finished`, `aborted`) and, when finished,
//! `scores` (seat number from 1 -> points) in the answer to `/game status`
//! and on the post that ends a game. A channel post after an action has
//! `post` (its key); one that replaces an earlier post (the same seat
//! acting again in the same stage) has `"edit": <key of that post>`, and a
//! front end that can edits that message instead of posting. Notices that
//! offer actions carry `choices` (`seat`, `action`, `label`, `detail`).
//! The answer to `/rules` carries `hits` (`[{title, covers, heading,
//! lang}]`, best first) and `page` (`{title, lang, id, page, pages}`, page
//! from 1) in the answer to `/rules`; `/rules-page <title> <lang> <id> <n>`
//! shows page n, as Discord's Previous/Next buttons do. A channel post
//! that calls players carries `mentions` (user ids). With
//! `--manual-clock`, time moves only through `/clock advance <duration>`:
//! every notice falling due meanwhile (reminders, deadlines, timeouts) is
//! printed, in order, before that line's ack. After the notices of input line N it
//! prints `{"ack": N}`; by then every action of that line is committed.

use crate::engine::{Registry, Translate};
use crate::host::{grammar, Audience, Command, Delivery, Host, Notice, User};
use crate::store::Store;
use serde_json::json;
use std::io::Write;
use std::path::{Path, PathBuf};
use tokio::io::{AsyncBufReadExt, AsyncReadExt};

pub const DEFAULT_CHANNEL: &str = "table";

/// The longest command line the console reads, in bytes: a longer line is
/// answered with an error and not parsed, echoed or stored.
pub const MAX_LINE: usize = 4096;

/// Runs the console until standard input ends, in English unless a
/// user says otherwise (see [`run_in`]).
pub async fn run(
    registry: Registry,
    db: &Path,
    out: &Path,
    json: bool,
    seed: Option<u64>,
    manual_clock: bool,
) -> anyhow::Result<()> {
    let db = crate::store::Location::Sqlite(db.to_path_buf());
    run_in(registry, &db, out, json, seed, manual_clock, "en").await
}

/// Runs the console until standard input ends. `lang` (`--lang`) is the
/// locale of every user who names none (`alice@el` names Greek); a user's
/// `/settings language:<code>` goes before both, as on Discord.
pub async fn run_in(
    registry: Registry,
    db: &crate::store::Location,
    out: &Path,
    json: bool,
    seed: Option<u64>,
    manual_clock: bool,
    lang: &str,
) -> anyhow::Result<()> {
    let lang = crate::host::language::parse(lang)
        .map_err(|_| {
            anyhow::anyhow!(
                "--lang {lang}: not a language Longtable speaks ({})",
                crate::i18n::LANGUAGES.join(", ")
            )
        })?
        .unwrap_or("en");
    let store = Store::connect(db)?;
    let kept = store.clone();
    // A manual clock goes on from where it stood when the console last
    // ran with this database.
    let manual_at = if manual_clock {
        Some(
            store
                .run(|db| db.manual_now())
                .await?
                .unwrap_or(crate::clock::MANUAL_START_MS),
        )
    } else {
        None
    };
    let mut host = Host::new(registry, store)?;
    if let Some(seed) = seed {
        host = host.seeded(seed);
    }
    if let Some(at) = manual_at {
        host = host.with_clock(std::sync::Arc::new(crate::clock::ManualClock::at(at)));
    }
    let names = grammar::Names::new(host.i18n());
    let mut console = Console {
        host,
        names,
        lang: lang.to_string(),
        out: out.to_path_buf(),
        json,
        images: 0,
        failed_images: 0,
    };
    // What a crashed session stored and never printed comes first; then
    // bots whose turn it was when the last session ended move now, before
    // the first line is read (their move was never stored).
    console.host.outbox_start().await;
    console.flush_outbox().await?;
    for notice in console.host.wake_bots().await {
        console.print(&notice, DEFAULT_CHANNEL)?;
    }
    // A timeout a crash cut off is finished (its deadline is still due).
    for notice in console.host.run_due().await {
        console.print(&notice, DEFAULT_CHANNEL)?;
    }
    console.flush_outbox().await?;
    let mut input = tokio::io::BufReader::new(tokio::io::stdin());
    let mut n = 0u64;
    // Ctrl-C or SIGTERM ends the console between lines, cleanly.
    let stop = crate::shutdown::signal();
    tokio::pin!(stop);
    loop {
        let line = tokio::select! {
            line = read_line(&mut input) => line?,
            which = &mut stop => {
                tracing::info!("{which}: shutting down");
                break;
            }
        };
        let Some(line) = line else { break };
        n += 1;
        // With the real clock, what fell due since the last line (or
        // while the console was not running) is printed first.
        if manual_at.is_none() {
            for notice in console.host.run_due().await {
                console.print(&notice, DEFAULT_CHANNEL)?;
            }
        }
        match line {
            Line::Text(line) => console.line(&line).await?,
            Line::TooLong => console.refuse("error-line-too-long"),
            Line::NotUtf8 => console.refuse("error-line-not-utf8"),
        }
        // The news the line caused beyond its answer (bots' and forced
        // moves, what fell due), from the outbox, before the ack.
        console.flush_outbox().await?;
        if json {
            println!("{}", json!({ "ack": n }));
        }
        std::io::stdout().flush()?;
    }
    crate::shutdown::checkpoint(&kept);
    Ok(())
}

/// One line of input, as read.
enum Line {
    Text(String),
    /// Longer than [`MAX_LINE`] bytes (the rest of it was skipped).
    TooLong,
    /// Not valid UTF-8.
    NotUtf8,
}

/// Reads the next line as bytes, so that neither invalid UTF-8 nor a huge
/// line ends the console: at most [`MAX_LINE`] bytes are kept, the rest
/// of an overlong line is read and dropped. `None` at the end of input.
async fn read_line<R: tokio::io::AsyncBufRead + Unpin>(
    input: &mut R,
) -> std::io::Result<Option<Line>> {
    let mut bytes = Vec::new();
    let n = (&mut *input)
        .take(MAX_LINE as u64 + 1)
        .read_until(b'\n', &mut bytes)
        .await?;
    if n == 0 {
        return Ok(None);
    }
    if bytes.last() != Some(&b'\n') && bytes.len() > MAX_LINE {
        // Skip to the end of this line, keeping nothing.
        let mut rest = Vec::new();
        loop {
            rest.clear();
            let n = (&mut *input)
                .take(64 * 1024)
                .read_until(b'\n', &mut rest)
                .await?;
            if n == 0 || rest.last() == Some(&b'\n') {
                break;
            }
        }
        return Ok(Some(Line::TooLong));
    }
    while matches!(bytes.last(), Some(b'\n' | b'\r')) {
        bytes.pop();
    }
    Ok(Some(match String::from_utf8(bytes) {
        Ok(s) => Line::Text(s),
        Err(_) => Line::NotUtf8,
    }))
}

struct Console {
    host: Host,
    /// The commands' names in every language, read back to English.
    names: grammar::Names,
    /// The locale of users who name none (`--lang`).
    lang: String,
    out: PathBuf,
    json: bool,
    images: u64,
    /// Images of the current line that could not be written.
    failed_images: u64,
}

/// Splits `<user> [#channel] /command ...`.
fn split_line(line: &str) -> Option<(&str, &str, &str)> {
    let line = line.trim();
    let (user, rest) = line.split_once(char::is_whitespace)?;
    let rest = rest.trim_start();
    let (channel, command) = match rest.strip_prefix('#') {
        Some(r) => {
            let (c, cmd) = r.split_once(char::is_whitespace).unwrap_or((r, ""));
            (c, cmd.trim_start())
        }
        None => (DEFAULT_CHANNEL, rest),
    };
    Some((user, channel, command))
}

impl Console {
    /// Prints every notice waiting in the outbox, marking each delivered
    /// once printed (the one delivery path, `host/outbox.rs`).
    async fn flush_outbox(&mut self) -> anyhow::Result<()> {
        let host = self.host.clone();
        let mut failed = None;
        host.deliver_outbox(crate::store::Claim::Mine(None), |notice, _nonce| {
            let done = match self.print(&notice, DEFAULT_CHANNEL) {
                Ok(()) => Delivery::Done,
                Err(e) => {
                    failed = Some(e);
                    Delivery::Retry
                }
            };
            std::future::ready(done)
        })
        .await;
        match failed {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }

    async fn line(&mut self, line: &str) -> anyhow::Result<()> {
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with("//") {
            return Ok(());
        }
        let Some((user, channel, text)) = split_line(trimmed) else {
            let default = self.host.i18n().lang(&self.lang);
            self.print_error("?", &default.t("local-usage"));
            return Ok(());
        };
        // `alice@el`: the user alice, whose language is Greek.
        let (user, locale) = user.split_once('@').unwrap_or((user, &self.lang));
        // The console's own answers (a line it can't read) are in the
        // user's language too.
        let reader = self.host.lang_for_user(user, locale).await;
        let reader = self.host.i18n().lang(&reader);
        let kind = match grammar::parse(&self.names.canonical(text)) {
            Ok(kind) => kind,
            Err(msg) => {
                self.print_error(user, &reader.tr(&msg));
                return Ok(());
            }
        };
        let command = Command {
            channel: channel.to_string(),
            user: User {
                id: user.to_string(),
                name: user.to_string(),
                locale: locale.to_string(),
            },
            admin: false,
            server_admin: false,
            server: String::from("local"),
            interaction: None,
            kind,
        };
        let advance = matches!(command.kind, crate::host::CommandKind::ClockAdvance { .. });
        let notices = self.host.handle(command.clone()).await;
        // What fell due while the clock moved comes before its answer.
        if advance {
            self.flush_outbox().await?;
        }
        for notice in &notices {
            self.print(notice, channel)?;
        }
        // `/league round`: each group's table opens in a new channel.
        for plan in notices.iter().filter_map(|n| n.data.round.as_ref()) {
            for k in 0..plan.groups.len() {
                let ch = plan.channel_name(k);
                for notice in self.host.open_round_table(&command, plan, k, &ch).await {
                    self.print(&notice, &ch)?;
                }
            }
        }
        // Images that could not be written (a full disk): the action is
        // committed already, so say so and go on.
        if self.failed_images > 0 {
            let text = reader.tr(&crate::msg!(
                "error-image-write",
                count = self.failed_images,
                folder = self.out.display().to_string()
            ));
            self.failed_images = 0;
            self.print_error(user, &text);
        }
        Ok(())
    }

    /// Answers a line that could not be read as a command.
    fn refuse(&self, id: &str) {
        let default = self.host.i18n().lang(&self.lang);
        self.print_error("?", &default.tr(&crate::msg!(id, max = MAX_LINE)));
    }

    fn print_error(&self, user: &str, text: &str) {
        if self.json {
            println!(
                "{}",
                json!({"to": "ephemeral", "user": user, "channel": null, "text": text, "images": []})
            );
        } else {
            for l in text.lines() {
                println!("!{user} {l}");
            }
        }
    }

    fn print(&mut self, notice: &Notice, channel: &str) -> anyhow::Result<()> {
        let (to, user, chan) = match &notice.to {
            Audience::Channel(c) => ("channel", None, Some(c.as_str())),
            Audience::Dm(u) => ("dm", Some(u.as_str()), None),
            Audience::Ephemeral(u) => ("ephemeral", Some(u.as_str()), Some(channel)),
            Audience::Status(_) => return Ok(()),
        };
        let mut paths = Vec::new();
        for image in &notice.images {
            self.images += 1;
            let path = self.out.join(format!("{:05}-{}", self.images, image.name));
            let written = std::fs::create_dir_all(&self.out)
                .and_then(|()| std::fs::write(&path, image.png.as_slice()));
            match written {
                Ok(()) => paths.push(path.display().to_string()),
                Err(e) => {
                    tracing::error!(path = %path.display(), error = %e, "could not write image");
                    self.failed_images += 1;
                }
            }
        }
        if self.json {
            let mut obj = json!({
                "to": to, "user": user, "channel": chan,
                "text": notice.text, "images": paths,
            });
            if let Some(actions) = &notice.data.actions {
                obj["actions"] = json!(actions);
            }
            if !notice.data.mentions.is_empty() {
                obj["mentions"] = json!(notice.data.mentions);
            }
            if let Some(status) = &notice.data.status {
                obj["status"] = json!(status);
            }
            // A question the console answers with `/game <what> confirm`.
            if let Some(c) = &notice.data.confirm {
                obj["confirm"] = json!(c.what.name());
            }
            if let Some(post) = notice.data.post {
                obj["post"] = json!(post.seq);
            }
            // This post replaces an earlier one (same seat acting again):
            // a chat front end edits that message.
            if let Some(edit) = notice.data.edit {
                obj["edit"] = json!(edit.seq);
            }
            if let Some(prompt) = &notice.data.prompt {
                let choices: Vec<serde_json::Value> = prompt
                    .seats
                    .iter()
                    .flat_map(|s| {
                        s.actions.iter().zip(&s.choices).map(|(a, c)| {
                            json!({"seat": s.seat + 1, "action": a, "label": c.label, "detail": c.detail})
                        })
                    })
                    .collect();
                obj["choices"] = json!(choices);
            }
            if let Some(s) = &notice.data.suggest {
                // A refused move's closest legal moves (issue 27).
                obj["suggest"] = json!(s
                    .moves
                    .iter()
                    .map(|m| json!({"action": m.notation, "label": m.label, "number": m.number}))
                    .collect::<Vec<_>>());
            }
            if let Some(scores) = &notice.data.scores {
                let by_seat: serde_json::Map<String, serde_json::Value> = scores
                    .iter()
                    .map(|(seat, points)| ((seat + 1).to_string(), json!(points)))
                    .collect();
                obj["scores"] = serde_json::Value::Object(by_seat);
            }
            if let Some(hits) = &notice.data.hits {
                // `/rules`: the sections found, best first.
                obj["hits"] = json!(hits
                    .iter()
                    .map(|h| json!({"title": h.title, "covers": h.covers, "heading": h.heading, "lang": h.lang}))
                    .collect::<Vec<_>>());
            }
            if let Some(standings) = &notice.data.standings {
                obj["standings"] = json!(standings);
            }
            if let Some(stats) = &notice.data.stats {
                obj["stats"] = json!(stats);
            }
            if let Some(round) = &notice.data.round {
                obj["round"] = json!(round
                    .groups
                    .iter()
                    .enumerate()
                    .map(|(k, _)| format!("#{}", round.channel_name(k)))
                    .collect::<Vec<_>>());
            }
            if let Some(page) = &notice.data.page {
                obj["page"] = json!({"title": page.title, "lang": page.lang, "id": page.id, "page": page.page + 1, "pages": page.pages});
            }
            println!("{obj}");
        } else {
            let prefix = match (&notice.to, user) {
                (Audience::Dm(_), Some(u)) => format!("@{u} (DM)"),
                (Audience::Ephemeral(_), Some(u)) => format!("!{u}"),
                _ => format!("#{}", chan.unwrap_or(channel)),
            };
            if let Some(edit) = notice.data.edit {
                println!("{prefix} (edits post {})", edit.seq);
            }
            for l in notice.text.lines() {
                println!("{prefix} {l}");
            }
            for p in &paths {
                println!("[image] {p}");
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::split_line;

    #[test]
    fn lines_split_into_user_channel_and_command() {
        assert_eq!(
            split_line("alice /game join"),
            Some(("alice", "table", "/game join"))
        );
        assert_eq!(
            split_line("bob #side /play 2"),
            Some(("bob", "side", "/play 2"))
        );
        assert_eq!(split_line("lonely"), None);
    }
}
