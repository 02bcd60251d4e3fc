-- The notice outbox (issue 26): every notice a change causes without
-- anyone's interaction to answer (reminders, deadline posts, the news of
-- timeout, bot and forced moves, season ends) is a row here, written in
-- the transaction that caused it, delivered after it, and marked
-- delivered once sent. What a crash left undelivered is sent after the
-- restart. Times are wall-clock ms since the Unix epoch (never the
-- manual clock of `local --manual-clock`).

-- One notice. `body` is its JSON (audience, language, text, what the
-- front end needs to render it); `nonce` goes with each message Discord
-- is asked to create (`enforce_nonce`), so a re-send after a crash within
-- Discord's few minutes is not shown twice. A row is claimed by one
-- process (`claimed_by`) until `claimed_until`: a delivering process, or
-- the actor that stored a placeholder it is about to complete. A claim
-- that outlives its process (a crash) expires, and any process delivers
-- the row then.
CREATE TABLE outbox (
    id             INTEGER PRIMARY KEY,
    channel        TEXT NOT NULL,
    body           TEXT NOT NULL,
    nonce          TEXT NOT NULL,
    created_at     INTEGER NOT NULL,
    claimed_by     TEXT,
    claimed_until  INTEGER,
    attempts       INTEGER NOT NULL DEFAULT 0,
    delivered_at   INTEGER
);
CREATE INDEX outbox_pending ON outbox (id) WHERE delivered_at IS NULL;

-- A notice's images (PNG), in order; removed once the notice is delivered.
CREATE TABLE outbox_images (
    outbox_id  INTEGER NOT NULL REFERENCES outbox (id),
    n          INTEGER NOT NULL,
    name       TEXT NOT NULL,
    png        BLOB NOT NULL,
    PRIMARY KEY (outbox_id, n)
);

-- The log seq at which a bot began standing in for a seat's absent
-- player (`on_timeout:bot`; 0: none): the one digest they get when they
-- come back, or when the game ends, tells what happened since.
ALTER TABLE clocks ADD COLUMN stand_in_since INTEGER NOT NULL DEFAULT 0;
