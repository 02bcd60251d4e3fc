-- Community leagues (issue 13): leagues and their members, seasons,
-- league tables with their original seating, results and ratings.
-- Results are facts; standings and ratings are derived from them in game
-- order (`ratings` and `rating_history` are a cache that
-- `longtable league recompute` rebuilds and checks).

-- One league per name in a server (names compare without case).
CREATE TABLE leagues (
    id           INTEGER PRIMARY KEY,
    server       TEXT    NOT NULL,
    name         TEXT    NOT NULL,
    title        TEXT    NOT NULL,
    season_days  INTEGER NOT NULL,                 -- a season's planned length
    points       TEXT    NOT NULL,                 -- JSON list, points by place
    group_size   INTEGER NOT NULL,
    min_games    INTEGER NOT NULL DEFAULT 1,       -- games needed to be ranked
    bots         INTEGER NOT NULL DEFAULT 0,       -- bots may fill seats (bots:allowed)
    table_options TEXT   NOT NULL DEFAULT '{}',    -- JSON: clock defaults for its tables
    creator      TEXT    NOT NULL,
    season       INTEGER NOT NULL DEFAULT 1,       -- the current season
    round        INTEGER NOT NULL DEFAULT 0,       -- rounds paired this season
    created_at   TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE UNIQUE INDEX leagues_name ON leagues (server, name COLLATE NOCASE);

CREATE TABLE league_members (
    league_id  INTEGER NOT NULL REFERENCES leagues (id),
    user_id    TEXT    NOT NULL,
    user_name  TEXT    NOT NULL,
    ready      INTEGER NOT NULL DEFAULT 0,         -- said /league ready for the next round
    PRIMARY KEY (league_id, user_id)
);

-- Each season's dates; the current one has no ended_at.
CREATE TABLE league_seasons (
    league_id   INTEGER NOT NULL REFERENCES leagues (id),
    season      INTEGER NOT NULL,
    started_at  TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ended_at    TEXT,
    PRIMARY KEY (league_id, season)
);

-- A table opened with league:<name>, in the season it was opened in.
CREATE TABLE league_tables (
    table_id   INTEGER PRIMARY KEY REFERENCES tables (id),
    league_id  INTEGER NOT NULL REFERENCES leagues (id),
    season     INTEGER NOT NULL,
    round      INTEGER                              -- set when /league round opened it
);

-- Who held each seat when the league table started: its rated player,
-- whoever plays the seat later.
CREATE TABLE league_seats (
    table_id   INTEGER NOT NULL REFERENCES tables (id),
    seat       INTEGER NOT NULL,
    user_id    TEXT    NOT NULL,
    user_name  TEXT    NOT NULL,
    PRIMARY KEY (table_id, seat)
);

-- A finished league game, written in the transaction that ends the table.
-- Its rowid is the game order.
CREATE TABLE results (
    table_id   INTEGER PRIMARY KEY REFERENCES tables (id),
    league_id  INTEGER NOT NULL REFERENCES leagues (id),
    season     INTEGER NOT NULL,
    server     TEXT    NOT NULL,
    title      TEXT    NOT NULL,
    ended_at   TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX results_league ON results (league_id, season);

-- One row per seat: the seat's original player, its league rank (absent
-- players last) and score.
CREATE TABLE result_seats (
    table_id   INTEGER NOT NULL REFERENCES results (table_id),
    seat       INTEGER NOT NULL,
    user_id    TEXT    NOT NULL,
    user_name  TEXT    NOT NULL,
    rank       INTEGER NOT NULL,
    score      INTEGER NOT NULL,
    absent     INTEGER NOT NULL DEFAULT 0,          -- forfeited or replaced for absence
    PRIMARY KEY (table_id, seat)
);
CREATE INDEX result_seats_user ON result_seats (user_id);

-- Derived: each rating now (scope `server:<server>:<title>` or
-- `season:<league>:<season>`), and the shown rating after each game.
CREATE TABLE ratings (
    scope    TEXT    NOT NULL,
    user_id  TEXT    NOT NULL,
    mu       REAL    NOT NULL,
    sigma    REAL    NOT NULL,
    games    INTEGER NOT NULL,
    PRIMARY KEY (scope, user_id)
);
CREATE TABLE rating_history (
    scope     TEXT    NOT NULL,
    user_id   TEXT    NOT NULL,
    table_id  INTEGER NOT NULL,
    shown     REAL    NOT NULL,
    PRIMARY KEY (scope, user_id, table_id)
);
