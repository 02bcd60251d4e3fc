-- Longtable's first schema. Times are UTC ISO-8601 text.

-- One row per table (a game in a channel or thread).
CREATE TABLE tables (
    id          INTEGER PRIMARY KEY,
    channel     TEXT    NOT NULL,
    title       TEXT    NOT NULL,
    options     TEXT    NOT NULL,               -- JSON object of option -> value
    seats_max   INTEGER,                        -- players:N asked for at /game new
    seed        INTEGER NOT NULL,               -- u64 stored as its i64 bit pattern
    status      TEXT    NOT NULL CHECK (status IN ('lobby', 'playing', 'finished', 'aborted')),
    creator     TEXT    NOT NULL,               -- user id
    locale      TEXT    NOT NULL DEFAULT 'en',  -- language of channel posts
    outcome     TEXT,                           -- JSON Outcome once finished
    created_at  TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    started_at  TEXT,
    ended_at    TEXT
);
-- One open table per channel; finished and aborted ones stay as history.
CREATE UNIQUE INDEX tables_one_open_per_channel
    ON tables (channel) WHERE status IN ('lobby', 'playing');

-- Who sits where. A NULL user is a seat freed by /game kick during play,
-- waiting for someone to /game join.
CREATE TABLE seats (
    table_id   INTEGER NOT NULL REFERENCES tables (id),
    seat       INTEGER NOT NULL,
    user_id    TEXT,
    user_name  TEXT    NOT NULL,
    PRIMARY KEY (table_id, seat)
);
CREATE UNIQUE INDEX seats_one_per_user ON seats (table_id, user_id);

-- The append-only action log. An undo is a row of its own (kind 'undo')
-- naming the seq it takes back; the effective history folds undos away.
CREATE TABLE actions (
    table_id        INTEGER NOT NULL REFERENCES tables (id),
    seq             INTEGER NOT NULL,
    seat            INTEGER NOT NULL,
    kind            TEXT    NOT NULL CHECK (kind IN ('play', 'undo')),
    notation        TEXT    NOT NULL,
    undoes          INTEGER,
    revealed        INTEGER NOT NULL DEFAULT 0,
    words           TEXT    NOT NULL DEFAULT '[]',  -- JSON list of public messages
    state_hash      TEXT    NOT NULL,               -- hash of the state after this row
    interaction_id  TEXT    UNIQUE,
    created_at      TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (table_id, seq)
);

-- Whole states every few actions, so a table loads without replaying
-- from the start. A cache: deleting rows here loses nothing.
CREATE TABLE snapshots (
    table_id  INTEGER NOT NULL REFERENCES tables (id),
    seq       INTEGER NOT NULL,   -- last action seq folded into this state (0 = setup)
    state     BLOB    NOT NULL,
    hash      TEXT    NOT NULL,
    PRIMARY KEY (table_id, seq)
);

CREATE TABLE users (
    id         TEXT PRIMARY KEY,
    name       TEXT NOT NULL,
    locale     TEXT NOT NULL DEFAULT 'en',
    prefs      TEXT NOT NULL DEFAULT '{}',
    dm_closed  INTEGER NOT NULL DEFAULT 0
);

-- Interaction ids already handled, so a redelivered one applies once.
CREATE TABLE interactions (
    id        TEXT PRIMARY KEY,
    table_id  INTEGER,
    seen_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
