-- Who held each seat, who chose each action, and what happened to seats
-- (issue 26: history under the holder's name, seat events in /log).

-- The user id holding the action's seat when the row was committed (a
-- bot's `bot:<level>:<n>`; NULL for a seat nobody held, and for rows
-- stored before this migration: those are told under the seat's name).
ALTER TABLE actions ADD COLUMN holder TEXT;
-- Who chose the action: the person's user id, or a bot's `bot:…` id for
-- a bot's move (a bot standing in for an absent player included). NULL
-- for a forced move (autoplay), an automatic step, a timeout's default
-- move (on_timeout:skip), and rows stored before this migration.
ALTER TABLE actions ADD COLUMN chosen_by TEXT;

-- What happened to a seat during play: a player left, was kicked or
-- replaced, a bot took over at a timeout, someone came back or took a
-- free seat. Not part of the game's log (the engine never replays
-- these): /log, /history and the "since your last turn" digest merge
-- them in after the action row `after_seq` (0: before the first).
CREATE TABLE seat_events (
    id          INTEGER PRIMARY KEY,
    table_id    INTEGER NOT NULL REFERENCES tables (id),
    after_seq   INTEGER NOT NULL,
    seat        INTEGER NOT NULL,
    left_id     TEXT,               -- who gave the seat up (NULL: it was free)
    left_name   TEXT,
    came_id     TEXT,               -- who took it (NULL: it stays free)
    came_name   TEXT,
    by_id       TEXT,               -- who did it (NULL: the turn clock)
    why         TEXT    NOT NULL,   -- leave, kick, replace, timeout, return, take
    at          TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX seat_events_by_table ON seat_events (table_id, after_seq);
