## /hint (issue 29): what the normal bot would play in the asker's seat,
## for the asker alone. Nothing is played or logged.
cmd-name-hint = hint
discord-cmd-hint = What the normal bot would play in your seat, and why (only you see it)
opt-hints = Whether seated players may ask /{ cmd-name-hint } for the normal bot's top moves: on or off (always off in league games).

hint-header = Hint: the normal bot's top moves in your seat, from what you can see:
hint-move = { $rank }. { $action }
hint-gains = · gains { $list }
hint-costs = · costs { $list }
hint-no-change = · no change in your counts at once
hint-estimate = · estimate { $value }/100, in { $share }% of { $iterations } searches
hint-only-move = · your only move
hint-footer = Only you see this; nothing was played. One hint per turn.
hint-again = You asked already this turn: the same hint.
hint-already = You had your hint this turn. The next one comes on your next turn.
hint-off = Hints are off at this table (hints:off).
hint-off-league = Hints are off in league games.
hint-not-your-turn = A hint is for the seat to act, and it isn't your turn: waiting for { $users }.
hint-league-option = League games are played without hints: hints:{ $value } is refused at a { $name } table.

hint-nations-vp = { $n } VP
hint-nations-gold = { $n } gold
hint-nations-stone = { $n } stone
hint-nations-food = { $n } food
hint-nations-books = { $n } { $n ->
        [one] book
       *[other] books
    }
hint-nations-workers = { $n } { $n ->
        [one] worker
       *[other] workers
    } in reserve
hint-nations-military = { $n } military
hint-nations-stability = { $n } stability

hint-endeavor-glory = { $n } glory
hint-endeavor-buildings = { $n } { $n ->
        [one] building
       *[other] buildings
    }
hint-endeavor-cards = { $n } asset { $n ->
        [one] card
       *[other] cards
    }
hint-endeavor-tokens = { $n } trade { $n ->
        [one] token
       *[other] tokens
    }

hint-belfort-workers = { $n } { $n ->
        [one] worker
       *[other] workers
    }
hint-belfort-hand = { $n } { $n ->
        [one] card
       *[other] cards
    } in hand
hint-belfort-buildings = { $n } { $n ->
        [one] building
       *[other] buildings
    }
