-- Seasons you can trust (issue 26): void games, points by table size,
-- seasons that end on their own, rounds that survive a crash.

-- Where the league was created and in which language: its season-end
-- standings are posted there, in it. `auto_season` = 1: the next season
-- opens by itself when one ends (the `next:auto` option; `next:manual`
-- leaves the league without a season until `/league season end`).
ALTER TABLE leagues ADD COLUMN channel TEXT NOT NULL DEFAULT '';
ALTER TABLE leagues ADD COLUMN lang TEXT NOT NULL DEFAULT 'en';
ALTER TABLE leagues ADD COLUMN auto_season INTEGER NOT NULL DEFAULT 1;

-- A season's end date in ms since the epoch (the host's clock, so the
-- manual clock of tests moves it); NULL for seasons opened before this
-- migration, which end only by `/league season end`. `posted_games`:
-- how many of the season's results the last standings post after its
-- end counted (a game still running at the end posts them again).
ALTER TABLE league_seasons ADD COLUMN ends_at INTEGER;
ALTER TABLE league_seasons ADD COLUMN posted_games INTEGER NOT NULL DEFAULT 0;

-- A void game: no seated person chose an action after the start. It
-- earns no points, no wins and moves no rating.
ALTER TABLE results ADD COLUMN void INTEGER NOT NULL DEFAULT 0;
-- The seats at the table and the league's group size when it ended:
-- points by place take the table's size into account.
ALTER TABLE results ADD COLUMN group_size INTEGER;

-- The points a seat earned, as stored when the game ended (or as
-- `league recompute` last set them); NULL for results stored before
-- this migration, which keep the old rule (points by place alone).
ALTER TABLE result_seats ADD COLUMN points REAL;

-- 1 when the table started after this migration, so its actions say who
-- chose them (`actions.chosen_by`): its seats and void state follow the
-- new rules. 0: an older table, whose result keeps the old rules.
ALTER TABLE league_seats ADD COLUMN tracked INTEGER NOT NULL DEFAULT 0;

-- A round's plan, stored in the transaction that counts the round and
-- clears the ready flags: running `/league round` again after a crash
-- opens the tables of this plan that are not open yet. `sat_out`: the
-- ready players this round could not seat (JSON list of user ids); they
-- go first next round.
CREATE TABLE league_rounds (
    league_id  INTEGER NOT NULL REFERENCES leagues (id),
    season     INTEGER NOT NULL,
    round      INTEGER NOT NULL,
    plan       TEXT    NOT NULL,
    sat_out    TEXT    NOT NULL DEFAULT '[]',
    PRIMARY KEY (league_id, season, round)
);
