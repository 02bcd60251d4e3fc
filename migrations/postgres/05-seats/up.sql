-- Mirrors migrations/sqlite/05-seats/up.sql for PostgreSQL; keep the two
-- in step. Conventions: migrations/README.md.
-- Seats handed over cleanly, and finished games kept (issue 11).

-- A seat freed during play (kicked, left) is held: `held_for` names the
-- user id who may take it back with /game join (its last holder). Only
-- that user, a replacement the creator names with /game replace, or,
-- at a table opened with seats:open, anyone may take it. `user_name`
-- keeps the last holder's name, so the seat is still told as theirs.
ALTER TABLE seats ADD COLUMN held_for TEXT;

-- When a new table opened in the channel put this finished game in the
-- channel's history (/history lists it).
ALTER TABLE tables ADD COLUMN archived_at TEXT;
