//! The table service (see ARCHITECTURE.md).
pub mod replay;

/// Sets up tracing once; `RUST_LOG` overrides the configured level.
pub fn init_logging(level: &str) {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(level));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
}

// ---------------------------------------------------------------------
// Temporary stand-in for the host API while it is written on `main`; the
// Discord front end compiles against it. Replaced when `main` is merged.

use std::sync::Arc;

#[derive(Clone)]
pub struct Host {
    registry: crate::engine::Registry,
    i18n: Arc<crate::i18n::I18n>,
}

impl Host {
    pub fn new(
        registry: crate::engine::Registry,
        store: crate::store::Store,
    ) -> anyhow::Result<Host> {
        let _ = store;
        Ok(Host {
            registry,
            i18n: Arc::new(crate::i18n::I18n::load().map_err(anyhow::Error::msg)?),
        })
    }
    pub async fn handle(&self, cmd: Command) -> Vec<Notice> {
        let _ = cmd;
        Vec::new()
    }
    pub async fn dm_failed(&self, user_id: &str) {
        let _ = user_id;
    }
    pub fn i18n(&self) -> &crate::i18n::I18n {
        &self.i18n
    }
    pub fn registry(&self) -> &crate::engine::Registry {
        &self.registry
    }
}

pub struct User {
    pub id: String,
    pub name: String,
    pub locale: String,
}
pub struct Command {
    pub channel: String,
    pub user: User,
    pub admin: bool,
    pub interaction: Option<String>,
    pub kind: CommandKind,
}
pub enum CommandKind {
    New {
        title: String,
        players: Option<usize>,
        options: Vec<(String, String)>,
    },
    Join,
    Leave,
    Start,
    Status,
    Abort,
    Kick {
        user: String,
    },
    Help {
        title: Option<String>,
    },
    Actions,
    Play {
        action: ActionRef,
        at: Option<Position>,
    },
    Undo,
    Board,
    Me,
    Log {
        n: Option<usize>,
    },
}
pub enum ActionRef {
    Text(String),
    Number(usize),
}
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    pub table_id: i64,
    pub seq: i64,
}
pub enum Audience {
    Channel(String),
    Dm(String),
    Ephemeral(String),
    Status(String),
}
pub struct Notice {
    pub to: Audience,
    pub reply: bool,
    pub text: String,
    pub images: Vec<Image>,
    pub data: NoticeData,
}
pub struct Image {
    pub name: String,
    pub png: Arc<Vec<u8>>,
}
#[derive(Default)]
pub struct NoticeData {
    pub actions: Option<Vec<String>>,
    pub status: Option<String>,
    pub scores: Option<std::collections::BTreeMap<usize, i64>>,
    pub prompt: Option<Prompt>,
    pub mentions: Vec<String>,
}
pub struct Prompt {
    pub position: Position,
    pub seats: Vec<PromptSeat>,
}
pub struct PromptSeat {
    pub seat: usize,
    pub user_id: Option<String>,
    pub actions: Vec<String>,
}
