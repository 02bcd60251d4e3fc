-- Mirrors migrations/sqlite/02-discord/up.sql for PostgreSQL; keep the two
-- in step. Conventions: migrations/README.md.
-- The Discord front end's own records.

-- The single status message of each table, pinned and edited in place.
-- The key is the table's id, not a row id of its own: plain BIGINT, no identity.
CREATE TABLE discord_status (
    table_id    BIGINT  PRIMARY KEY REFERENCES tables (id),
    channel     TEXT    NOT NULL,
    message_id  TEXT    NOT NULL
);
