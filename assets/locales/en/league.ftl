## Leagues (issue 13): /league and /stats.

opt-league = The league this table counts for (its name); empty: a friendly game, not rated.

league-created = { $user } opened the league { $name } for { $title }: seasons of { $days } { $days ->
        [one] day
       *[other] days
    }, { $points } { $points ->
        [one] point
       *[other] points
    } by place, tables of { $group }, { $min ->
        [one] one game
       *[other] { $min } { $min ->
        [one] game
       *[other] games
    }
    } to be ranked, bots { $bots ->
        [allowed] allowed
       *[other] not allowed
    }. Join with /{ cmd-name-league } { cmd-name-league-join } { $name }.
league-none = This server has no league yet. Open one with /{ cmd-name-league } { cmd-name-league-create } <name> <title>.
league-list-line = { $name } ({ $title }): { $members ->
        [one] one member
       *[other] { $members } { $members ->
        [one] member
       *[other] members
    }
    }, season { $season }
league-joined = { $user } joined { $name } ({ $count ->
        [one] one member
       *[other] { $count } { $count ->
        [one] member
       *[other] members
    }
    }).
league-left = { $user } left { $name }. Their results stay in the standings.
league-ready = { $user } is ready for the next round of { $name } ({ $count } ready).
league-round-opened = Round { $round } of { $name }: { $tables ->
        [one] one table
       *[other] { $tables } { $tables ->
        [one] table
       *[other] tables
    }
    }, each of players close in the standings who have met least often.
league-round-group = Table { $n }: { $players } (in { $channel })
league-table-opened = { $name }, round { $round }: { $players }, this is your table.
league-standings-title = { $name } ({ $title }), season { $season }
league-standings-line = { $rank }. { $user }: { $games ->
        [one] one game
       *[other] { $games } { $games ->
        [one] game
       *[other] games
    }
    }, { $points } { $points ->
        [one] point
       *[other] points
    }, { $wins ->
        [one] one win
       *[other] { $wins } wins
    }, average place { $avg }, { $share }% of the winner's score, rating { $rating }
league-standings-unranked = Not ranked yet (fewer than { $min ->
        [one] one game
       *[other] { $min } { $min ->
        [one] game
       *[other] games
    }
    }):
league-standings-empty = No game has been played this season yet.
league-standings-tiebreak = Equal points are decided by wins, then second places and so on down, then the share of the winner's score.
league-col-rank = #
league-col-player = Player
league-col-games = Games
league-col-points = Points
league-col-wins = Wins
league-col-average-rank = Avg place
league-col-share = Share
league-col-rating = Rating
league-season-ended = Season { $season } of { $name } is closed after { $games ->
        [one] one game
       *[other] { $games } { $games ->
        [one] game
       *[other] games
    }
    }. Season { $next } starts now, everyone at zero; server ratings carry on.
league-history-title = Seasons of { $name }:
league-history-line = Season { $season }: from { $start }{ $current ->
        [yes] , running
       *[other] {" "}to { $end }
    }, { $games ->
        [one] one game
       *[other] { $games } { $games ->
        [one] game
       *[other] games
    }
    }

league-error-no-server = Leagues belong to a server, and this conversation is in none.
league-error-name = `{ $name }` can't be a league name: use 1 to 32 letters, digits, - or _.
league-error-option = I don't understand `{ $option }`. League options: season:90d, points:10,6,3,1, group:3, min:1, bots:allowed or none, next:auto|manual, turn_time, bank, on_timeout.
league-error-taken = This server already has a league named { $name }. Pick another name.
league-error-unknown = This server has no league named { $name }. /{ cmd-name-league } { cmd-name-league-list } shows its leagues.
league-error-which = Which league? This server has { $names }.
league-error-not-admin = Only the creator of { $name } or a server manager may do that.
league-already-member = You are already a member of { $name }.
league-not-member = You are not a member of { $name }. Join with /{ cmd-name-league } { cmd-name-league-join } { $name }.
league-error-season = { $name } has no season { $season }.
league-error-title = { $name } plays { $title }, so its tables can't be { $given }.
league-error-member-seat = { $user } is not a member of { $name }, and only members sit at its tables.
league-error-bots = { $name } doesn't allow bots at its tables.
league-round-few = A round of { $name } needs at least { $min } ready players; { $count } said /{ cmd-name-league } { cmd-name-league-ready }.
league-round-uneven = { $count } ready players would leave a table of { $size }, but { $name } needs at least { $min } per table. Wait for more to say /{ cmd-name-league } { cmd-name-league-ready }.

stats-title = { $user }: rated games of { $title }
stats-summary = { $games ->
        [one] one game
       *[other] { $games } { $games ->
        [one] game
       *[other] games
    }
    }, { $wins ->
        [one] one win
       *[other] { $wins } wins
    }, average place { $avg }, rating { $rating } after { $rated ->
        [one] one rated game
       *[other] { $rated } rated games
    }
stats-last = Last results:
stats-line = Game { $game } ({ $title }): place { $rank } of { $players }, { $score } { $score ->
        [one] point
       *[other] points
    }
stats-none = { $user } has no rated game yet.
stats-chart-title = Rating of { $user }

## Slash command descriptions (at most 100 characters).
discord-cmd-league = Leagues of this server: seasons, standings and rounds
discord-cmd-league-create = Open a league for a game
discord-cmd-league-join = Join a league
discord-cmd-league-leave = Leave a league (your results stay)
discord-cmd-league-ready = Say you are ready for the next round
discord-cmd-league-round = Pair the next round and open a thread for each table
discord-cmd-league-standings = Post a league's standings
discord-cmd-league-season = Close the current season and open the next
discord-cmd-league-season-action = What to do with the season
discord-cmd-league-history = A league's seasons, or one season's final standings
discord-cmd-league-history-season = The season's number
discord-cmd-league-list = The leagues of this server
discord-cmd-league-name = The league's name
discord-cmd-league-title = The game the league plays
discord-cmd-league-options = Settings, e.g. season:90d points:10,6,3,1 group:3 min:1 bots:allowed
discord-cmd-stats = A player's rated games, rating and its history
discord-cmd-stats-user = The player (default: you)
discord-cmd-stats-title = The game (default: the one they play most)
