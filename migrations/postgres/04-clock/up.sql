-- Mirrors migrations/sqlite/04-clock/up.sql for PostgreSQL; keep the two
-- in step. Conventions: migrations/README.md.
-- The turn clock (issue 11): one clock per seat of a started table,
-- reminders already sent, vacations and their yearly allowance, nudges,
-- and the users' reminder preference. Times are ms since the Unix epoch.

-- A seat's clock. `started_at` is NULL while it is not the seat's turn;
-- `bank_ms` is the extra time the seat has left for the rest of the game.
-- `stage` says which notices of the current turn are done: 0 none,
-- 1 the half-time reminder, 2 the one-hour reminder, 3 the deadline.
-- `next_due` is when the next of them falls due (NULL: nothing pending):
-- the scheduler wakes at MIN(next_due).
CREATE TABLE clocks (
    table_id    BIGINT  NOT NULL REFERENCES tables (id),
    seat        BIGINT  NOT NULL,
    bank_ms     BIGINT  NOT NULL,
    user_id     TEXT,
    started_at  BIGINT,
    paused_ms   BIGINT  NOT NULL DEFAULT 0,  -- vacation time added to this turn
    half_at     BIGINT,
    hour_at     BIGINT,
    deadline    BIGINT,
    stage       BIGINT  NOT NULL DEFAULT 0,
    next_due    BIGINT,
    stand_in    BIGINT  NOT NULL DEFAULT 0,  -- a bot plays the seat until its player is back
    turn_seq    BIGINT  NOT NULL DEFAULT 0,  -- the seat's last log row when this turn began
    PRIMARY KEY (table_id, seat)
);
CREATE INDEX clocks_next_due ON clocks (next_due) WHERE next_due IS NOT NULL;

-- Every reminder or deadline notice sent, written in the same transaction
-- that moves the clock's stage on, so a restart never sends one twice.
CREATE TABLE reminders_sent (
    table_id    BIGINT  NOT NULL,
    seat        BIGINT  NOT NULL,
    started_at  BIGINT  NOT NULL,
    stage       BIGINT  NOT NULL,
    sent_at     BIGINT  NOT NULL,
    PRIMARY KEY (table_id, seat, started_at, stage)
);

-- A user's vacation (at most one at a time) and the days used per year.
CREATE TABLE vacations (
    user_id     TEXT PRIMARY KEY,
    since       BIGINT NOT NULL,
    until       BIGINT NOT NULL
);
CREATE TABLE vacation_used (
    user_id     TEXT NOT NULL,
    year        BIGINT NOT NULL,
    used_ms     BIGINT NOT NULL,
    PRIMARY KEY (user_id, year)
);

-- The last `/game nudge` per table (at most one per 12 hours).
-- Keyed by the table's id: plain BIGINT, no identity.
CREATE TABLE nudges (
    table_id    BIGINT PRIMARY KEY REFERENCES tables (id),
    at          BIGINT NOT NULL
);

-- `/settings reminders:off` turns a user's reminder DMs off.
ALTER TABLE users ADD COLUMN reminders BIGINT NOT NULL DEFAULT 1;

-- The time of `longtable local --manual-clock`, kept across restarts so a
-- console started again goes on from where it was.
-- A single row (id 1, written explicitly): plain BIGINT, no identity.
CREATE TABLE manual_clock (
    id      BIGINT PRIMARY KEY CHECK (id = 1),
    now_ms  BIGINT NOT NULL
);
