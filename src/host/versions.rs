//! `/game rules [upgrade]` (issue 25): a table's rules version, what
//! changed since, and the creator's or an admin's choice to move a running
//! table to the newest rules (and to the content the server has now).
//!
//! Architecture Invariant: a table's rules never change under it. The move
//! is a `rules` row of its log (`store::RulesMove`), so replay and every
//! process see it; it is allowed only when the table's whole log replays
//! legally under the newest rules, is asked for with a confirmation, and
//! is told to the table with what changed.

use super::actor::{Actor, Loaded};
use super::replay;
use super::view::ephemeral;
use super::{Command, Confirmable, Notice};
use crate::engine::{Msg, RulesVersion, Title, Translate};
use crate::msg;
use crate::store::{ActionKind, ActionRow, Held, RulesMove, Snapshot, Status, StoreError};
use std::sync::Arc;

/// What a move to the newest rules would change for a table, if anything.
struct Pending {
    title: Arc<dyn Title>,
    now: u32,
    newest: u32,
    content: String,
    content_changed: bool,
}

impl Pending {
    fn changes(&self) -> bool {
        self.now != self.newest || self.content_changed
    }
    /// The notes of the versions after the table's, oldest first.
    fn notes(&self) -> Vec<Msg> {
        notes_after(self.title.rules_versions(), self.now)
    }
}

/// Each version after `now`, with its note, as lines.
fn notes_after(versions: &[RulesVersion], now: u32) -> Vec<Msg> {
    versions
        .iter()
        .filter(|v| v.version > now)
        .map(|v| {
            msg!(
                "rules-version-line",
                version = v.version as i64,
                note = Msg::new(v.note)
            )
        })
        .collect()
}

impl Actor {
    fn pending_rules(&self, open: &Loaded) -> Option<Pending> {
        let title = self.shared.registry.get(&open.row.title)?;
        let game = open.game.as_ref()?;
        let content = title.content_hash();
        Some(Pending {
            now: game.rules_version(),
            newest: title.newest_rules(),
            content_changed: open
                .row
                .content_hash
                .as_ref()
                .is_some_and(|h| *h != content),
            content,
            title,
        })
    }

    /// `/game rules [upgrade]`.
    pub(super) async fn table_rules(&mut self, command: &Command, upgrade: bool) -> Vec<Notice> {
        let Some(open) = self.open() else {
            return self.error(command, Msg::new("error-no-table"));
        };
        let Some(p) = self.pending_rules(open) else {
            return self.error(command, Msg::new("error-not-playing"));
        };
        if !upgrade {
            let mut lines = vec![msg!(
                "rules-table",
                title = open.row.title.clone(),
                version = p.now as i64,
                started = open.row.rules_version as i64,
                newest = p.newest as i64
            )];
            let notes = p.notes();
            if !notes.is_empty() {
                lines.push(Msg::new("rules-changed-since"));
                lines.extend(notes);
            }
            if p.content_changed {
                lines.push(Msg::new("rules-content-changed"));
            }
            let live = open.row.status == Status::Playing;
            if p.changes() && live {
                lines.push(if self.may_manage(command, open) {
                    Msg::new("rules-upgrade-how")
                } else {
                    Msg::new("rules-upgrade-who")
                });
            }
            let lang = self.lang(&command.user.locale);
            return vec![ephemeral(&command.user.id, lang.tr(&Msg::lines(lines)))];
        }
        match self.check_move(command).await {
            Ok(p) => {
                let id = if p.now == p.newest {
                    "rules-content-ask"
                } else {
                    "rules-upgrade-ask"
                };
                let mut lines = vec![msg!(id, from = p.now as i64, to = p.newest as i64)];
                lines.extend(p.notes());
                if p.content_changed {
                    lines.push(Msg::new("rules-content-changed"));
                }
                self.ask(command, Confirmable::Rules, Msg::lines(lines))
            }
            Err(refusal) => refusal,
        }
    }

    /// Checks that the sender may move the table and that its whole log
    /// replays legally under the newest rules and the current content.
    async fn check_move(&self, command: &Command) -> Result<Pending, Vec<Notice>> {
        let Some(open) = self.open_live() else {
            return Err(self.error(command, Msg::new("error-no-table")));
        };
        if open.row.status != Status::Playing {
            return Err(self.error(command, Msg::new("error-not-playing")));
        }
        if !self.may_manage(command, open) {
            return Err(self.error(command, Msg::new("error-not-creator")));
        }
        let Some(p) = self.pending_rules(open) else {
            return Err(self.error(command, Msg::new("error-not-playing")));
        };
        if !p.changes() {
            return Err(self.error(command, msg!("rules-up-to-date", version = p.now as i64)));
        }
        let (row, seats, title, newest) = (
            open.row.clone(),
            open.seats.len(),
            p.title.clone(),
            p.newest,
        );
        let checked = self
            .shared
            .store
            .run(move |db| {
                let log = db.actions(row.id, 0)?;
                Ok::<_, StoreError>(
                    replay::replays_under(title.as_ref(), &row, seats, &log, newest).map(|_| ()),
                )
            })
            .await;
        match checked {
            Ok(Ok(())) => Ok(p),
            Ok(Err(problem)) => {
                tracing::info!(channel = %self.channel, %problem, "the table's log does not replay under the newest rules");
                Err(self.error(
                    command,
                    msg!("rules-upgrade-refused", version = p.newest as i64),
                ))
            }
            Err(e) => Err(self.storage_error(command, e)),
        }
    }

    /// `/game rules upgrade confirm` or its button: commits the `rules`
    /// row and tells the table what changed.
    pub(super) async fn move_rules(&mut self, command: &Command) -> Vec<Notice> {
        let p = match self.check_move(command).await {
            Ok(p) => p,
            Err(refusal) => return refusal,
        };
        let open = self.open().expect("checked");
        let game = open.game.as_ref().expect("checked");
        let mut moved = game.box_clone();
        if let Err(m) = moved.set_rules(p.newest) {
            return self.error(command, m);
        }
        let notes = p.notes();
        let by = command.user.name.clone();
        let id = if p.now == p.newest {
            "rules-content-moved"
        } else {
            "rules-moved"
        };
        let told = msg!(
            id,
            user = by.clone(),
            from = p.now as i64,
            to = p.newest as i64
        );
        let seq = open.seq() + 1;
        let rules = RulesMove {
            version: p.newest,
            content: p.content.clone(),
        };
        let row = ActionRow {
            seq,
            // The seat plays no part: a rules row is nobody's turn.
            seat: open.seat_of(&command.user.id).unwrap_or(0),
            kind: ActionKind::Rules,
            notation: rules.notation(),
            undoes: None,
            revealed: false,
            words: notes.clone(),
            state_hash: moved.hash(),
            interaction_id: command.interaction.clone(),
            told: Some(told.clone()),
            // Never undone, and not a seat's own choice: nobody's game move.
            forced: true,
            holder: None,
            chosen_by: None,
        };
        // A rules row always takes a snapshot: a reload starts from it.
        let snapshot = Snapshot {
            seq,
            state: moved.snapshot(),
            hash: moved.hash(),
        };
        let (table_id, commit_row) = (open.row.id, row.clone());
        if let Err(e) = self
            .shared
            .store
            .run(move |db| db.commit_action(table_id, &commit_row, Some(&snapshot), None))
            .await
        {
            return match e {
                StoreError::Duplicate => self.error(command, Msg::new("error-already-handled")),
                e => self.storage_error(command, e),
            };
        }
        tracing::info!(channel = %self.channel, table = table_id, from = p.now, to = p.newest, "table moved to newer rules");
        let open = self.open_mut().expect("checked");
        open.game = Some(moved);
        open.row.held = None::<Held>;
        open.row.content_hash = Some(p.content);
        open.log.push(row);
        self.run = None;
        let mut lines = vec![told];
        lines.extend(notes);
        self.channel_reply(Msg::lines(lines))
    }
}
