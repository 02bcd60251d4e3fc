-- Mirrors migrations/sqlite/07-rules-versions/up.sql for PostgreSQL; keep the
-- two in step. Conventions: migrations/README.md.
-- Rules versions (issue 25): a table keeps the rules it started with.

ALTER TABLE tables ADD COLUMN rules_version BIGINT NOT NULL DEFAULT 1;
ALTER TABLE tables ADD COLUMN content_hash TEXT;
ALTER TABLE tables ADD COLUMN held TEXT;

ALTER TABLE actions DROP CONSTRAINT actions_kind_check;
ALTER TABLE actions ADD CONSTRAINT actions_kind_check
    CHECK (kind IN ('play', 'undo', 'rules'));
