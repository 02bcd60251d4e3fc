## Seasons you can trust (issue 26): void games, pairing, season ends,
## league input bounds.

league-error-bound = `{ $option }` must be between { $min } and { $max }; you gave `{ $given }`.
league-error-points = `points:{ $given }` can't be used: give 1 to { $places } places, each from 0 to { $max } { $max ->
        [one] point
       *[other] points
    }, none more than the place above it (for example points:10,6,3,1).
league-error-repeated = The option `{ $option }` is given twice. Give each option once.
league-error-lookalike = `{ $name }` looks too much like the league { $other } that this server already has. Pick a name nobody can mistake for it.
league-created-season = Season 1 ends on { $end }. { $next ->
        [auto] The next season then opens by itself.
       *[other] The next season opens when an admin says /{ cmd-name-league } { cmd-name-league-season } { cmd-choice-end }.
    }
league-season-closed = Season { $season } of { $name } has ended. An admin opens the next with /{ cmd-name-league } { cmd-name-league-season } { $name } { cmd-choice-end }.
league-season-opened = Season { $season } of { $name } starts now, everyone at zero.
league-season-over = Season { $season } of { $name } has reached its end date. Final standings below; games still running count for this season when they finish. { $auto ->
        [yes] Season { $next } starts now.
       *[other] An admin opens season { $next } with /{ cmd-name-league } { cmd-name-league-season } { $name } { cmd-choice-end }.
    }
league-season-late = A game of season { $season } of { $name } that was still running at its end has finished. The final standings again:
league-standings-void = { $count ->
        [one] Void game
       *[other] Void games
    } (no player chose an action; no points, no wins, no rating change): { $games }
league-round-resumed = Round { $round } of { $name } was cut short; opening its { $tables ->
        [one] last table
       *[other] { $tables } remaining tables
    } now.
league-round-group-bots = Table { $n }: { $players } and { $bots ->
        [one] one bot
       *[other] { $bots } { $bots ->
        [one] bot
       *[other] bots
    }
    } (in { $channel })
league-round-sat-out = { $count ->
        [one] { $players } sits this round out and goes first next round.
       *[other] { $players } sit this round out and go first next round.
    }
league-sat-out-why = ({ $count } ready players, tables of { $group }, { $title } { $title ->
        [one] seat
       *[other] seats
    } { $min } to { $max }, bots { $bots ->
        [allowed] allowed
       *[other] not allowed
    }: no table could take the last ones.)
league-sat-out-dm = { $name }, round { $round }: there was no seat left for you this time. You stay ready and go first next round.
history-void = {"  "}↳ league game void: no player chose an action, so it counts for nothing.
