-- The Discord front end's own records.

-- The single status message of each table, pinned and edited in place.
CREATE TABLE discord_status (
    table_id    INTEGER PRIMARY KEY REFERENCES tables (id),
    channel     TEXT    NOT NULL,
    message_id  TEXT    NOT NULL
);
