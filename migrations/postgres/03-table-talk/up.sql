-- Mirrors migrations/sqlite/03-table-talk/up.sql for PostgreSQL; keep the
-- two in step. Conventions: migrations/README.md.
-- Table talk (issue 10): how each action was told to the table, forced
-- moves, and the channel post a run of one seat's actions edits.

-- The public wording of an action (JSON Msg, from `Game::tell`): what
-- anyone but the acting seat may read in /log and /undo. NULL on rows
-- written before this migration: those are shown with a neutral wording
-- to others until the game ends, since their notation may name a secret.
ALTER TABLE actions ADD COLUMN told TEXT;
-- 1 when the host played the seat's only legal action itself (autoplay).
-- A forced row can never be undone.
ALTER TABLE actions ADD COLUMN forced BIGINT NOT NULL DEFAULT 0;

-- The Discord message of each table's latest channel post that a run of
-- one seat's actions edits in place (`Notice.edit`).
CREATE TABLE discord_posts (
    table_id    BIGINT  NOT NULL REFERENCES tables (id),
    post        BIGINT  NOT NULL,   -- the host's post key (seq of the run's first row)
    channel     TEXT    NOT NULL,
    message_id  TEXT    NOT NULL,
    PRIMARY KEY (table_id, post)
);
