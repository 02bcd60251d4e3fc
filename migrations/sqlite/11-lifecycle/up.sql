-- Running for months (issue 30): tables whose channel is gone are closed,
-- not aborted; the server of each channel the bot has served; notes for a
-- user that no DM could carry.

-- Why a closed table (held = 'closed') waits: 'channel' or 'thread'
-- (deleted), 'server' (the bot was removed), 'locked' (a moderator locked
-- its thread), 'access' (Discord answers Missing Access there). NULL
-- otherwise.
ALTER TABLE tables ADD COLUMN closed_why TEXT;
-- 1 once its league season ended while it was closed: its result is void
-- even if it resumes and finishes later.
ALTER TABLE tables ADD COLUMN closed_void INTEGER NOT NULL DEFAULT 0;

-- The server each channel (or thread) belongs to, as Discord last said.
CREATE TABLE discord_channels (
    channel  TEXT PRIMARY KEY,
    guild    TEXT NOT NULL
);
CREATE INDEX discord_channels_guild ON discord_channels (guild);

-- What a user should have been told by DM and couldn't be (they share no
-- server with the bot any more, or closed their DMs): shown with their
-- next command anywhere, then marked shown.
CREATE TABLE user_notes (
    id          INTEGER PRIMARY KEY,
    user_id     TEXT NOT NULL,
    body        TEXT NOT NULL,
    created_at  INTEGER NOT NULL,
    shown_at    INTEGER
);
CREATE INDEX user_notes_pending ON user_notes (user_id) WHERE shown_at IS NULL;
