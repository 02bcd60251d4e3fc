-- Rules versions (issue 25): a table keeps the rules it started with.

-- The title's rules version the table started under; a 'rules' row of its
-- log moves it on. Tables stored before this migration started under
-- version 1 (the rules of that time).
ALTER TABLE tables ADD COLUMN rules_version INTEGER NOT NULL DEFAULT 1;
-- A digest of the merged content pack the table plays with (recorded at
-- /game start, and again when a 'rules' row accepts new content). NULL on
-- tables started before this migration: the first build that loads one
-- records the content it finds.
ALTER TABLE tables ADD COLUMN content_hash TEXT;
-- Why the table waits for its creator or an admin ('content': its content
-- pack changed since it started), NULL while it plays.
ALTER TABLE tables ADD COLUMN held TEXT;

-- A 'rules' row moves a running table to another rules version (and to
-- the content it names): notation `rules <version> <content digest>`.
-- SQLite can't change a CHECK in place, so the log is copied into a table
-- with the new CHECK, columns in the same order.
CREATE TABLE actions_07 (
    table_id        INTEGER NOT NULL REFERENCES tables (id),
    seq             INTEGER NOT NULL,
    seat            INTEGER NOT NULL,
    kind            TEXT    NOT NULL CHECK (kind IN ('play', 'undo', 'rules')),
    notation        TEXT    NOT NULL,
    undoes          INTEGER,
    revealed        INTEGER NOT NULL DEFAULT 0,
    words           TEXT    NOT NULL DEFAULT '[]',
    state_hash      TEXT    NOT NULL,
    interaction_id  TEXT    UNIQUE,
    created_at      TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    told            TEXT,
    forced          INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (table_id, seq)
);
INSERT INTO actions_07 (table_id, seq, seat, kind, notation, undoes, revealed, words,
                        state_hash, interaction_id, created_at, told, forced)
    SELECT table_id, seq, seat, kind, notation, undoes, revealed, words,
           state_hash, interaction_id, created_at, told, forced
    FROM actions;
DROP TABLE actions;
ALTER TABLE actions_07 RENAME TO actions;
