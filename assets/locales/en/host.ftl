## Errors shown to the one who sent a command.
error-internal = Something went wrong on our side. Nothing was changed; please try again.
error-already-handled = That was already done (a repeated click or delivery); nothing more was changed.
error-table-exists = This channel already has a table ({ $title }). Finish or abort it first, or start a thread and open the new table there.
error-unknown-title = There is no game called `{ $title }`. Games: { $known }.
error-no-table = There is no table in this channel. Open one with /{ cmd-name-game } { cmd-name-game-new }.
error-already-seated = You are already seated at this table.
error-table-full = The table is full ({ $max } { $max ->
        [one] player
       *[other] players
    }).
error-game-in-progress = The game has already started and no seat is free.
error-not-seated = You are not seated at this table.
error-creator-cannot-leave = You opened this table, so you can't leave it; use /{ cmd-name-game } { cmd-name-game-abort } to close it, or /{ cmd-name-game } { cmd-name-game-transfer } <{ cmd-name-game-transfer-user }> to hand it to another player first.
error-creator-transfer-first = The player who runs the table can't give up their seat during the game. Hand the table to another player first with /{ cmd-name-game } { cmd-name-game-transfer } <{ cmd-name-game-transfer-user }>.
error-seat-held = Seat { $seat } is held for the player who left it. The table's creator can hand it to you with /{ cmd-name-game } { cmd-name-game-replace }; a table opened with seats:open lets anyone take a free seat.
error-unknown-user = I don't know { $user } yet. They need to use any Longtable command once (for example /{ cmd-name-game } { cmd-name-game-status }) before a seat can be handed to them.
error-user-seated = { $user } already holds a seat at this table.
error-already-creator = { $user } already runs this table.
error-confirm-stale = That question was about a table that is no longer open here, so nothing was changed.
error-no-such-game = This channel has no started game #{ $game }; /{ cmd-name-history } lists its finished games.
error-board-at = There is no action { $given } in this game; pick 0 (the setup) to { $last } (see /{ cmd-name-log }).
error-already-started = The game has already started.
error-not-creator = Only the player who opened the table (or someone who can manage this channel) can do that.
error-not-playing = No game is being played here yet.
error-stale-button = That button belongs to an earlier moment of the game. Use the newest message, or /{ cmd-name-actions }.
error-nothing-to-undo = There is nothing to take back.
error-undo-not-yours = You can only take back your own last action, and only while nobody has acted since.
error-undo-revealed = That action revealed hidden information, so it can't be taken back.
error-no-such-user = Nobody called { $user } is seated at this table.
error-cannot-kick-creator = The player who opened the table can't be removed; abort the table instead.

## Lobby and table life.
lobby-opened = { $user } opened a table of { $title } for { $min }–{ $max } { $max ->
        [one] player
       *[other] players
    }. Join with /{ cmd-name-game } { cmd-name-game-join }; { $user } starts with /{ cmd-name-game } { cmd-name-game-start }.
lobby-joined = { $user } joined ({ $count }/{ $max }).
lobby-left = { $user } left the table.
seat-freed-open = { $user } left seat { $seat }. The table is open (seats:open), so anyone can take it with /{ cmd-name-game } { cmd-name-game-join }.
seat-held = { $user } left seat { $seat }. The seat is held for them: they take it back with /{ cmd-name-game } { cmd-name-game-join }, or the table's creator hands it on with /{ cmd-name-game } { cmd-name-game-replace } { $user } <player>.
seat-handed = The seat of { $from } (seat { $seat }) now belongs to { $user }.
leave-forfeit = { $user } left the game, and this table forfeits a seat whose player leaves.
seat-yours = You now hold { $player } in { $title } ({ $channel }). Your private view:
table-transferred = { $from } handed the table to { $user }, who now runs it (start, kick, replace, abort).
lobby-archived = The game that finished here is kept in this channel's history: /{ cmd-name-history } lists it.
leave-ask = Leave seat { $seat } for the rest of this game? { $mode ->
    [bot] A bot plays the seat for you meanwhile; it stays yours, so /{ cmd-name-game } { cmd-name-game-join } brings you back.
    [forfeit] This table forfeits a seat whose player leaves: the game ends now, with you last.
   *[other] The game goes on without you; the seat is held for you, so /{ cmd-name-game } { cmd-name-game-join } brings you back, and the table's creator can hand it to someone else.
}
abort-ask = Close this table of { $title } for good? The game ends without a result after { $actions ->
    [one] 1 action
   *[other] { $actions } { $actions ->
        [one] action
       *[other] actions
    }
}, and this can't be undone.
abort-ask-lobby = Close this table of { $title } before it starts?
confirm-how = To go ahead, press the button or type /{ cmd-name-game } { $command } confirm. To keep things as they are, do nothing.
confirm-how-button = To go ahead, press the button below. To keep things as they are, do nothing.
confirm-abort-button = Yes, close the table
confirm-leave-button = Yes, leave my seat
seat-taken = { $user } takes seat { $seat }.
game-started = The game of { $title } begins with { $players } { $players ->
        [one] player
       *[other] players
    }.
game-aborted = { $user } closed the table.

## Status.
status-title = { $title }
status-lobby = Lobby for { $title }: { $count }/{ $max } { $max ->
        [one] player
       *[other] players
    }.
status-seat = • { $player }
status-turn = Waiting for: { $users }
result-header = Final scores:
result-line = { $rank }. { $user }: { $score } { $score ->
        [one] point
       *[other] points
    }

## Playing.
played = { $user }: { $action }
undone = { $user } took back: { $action }
your-turn = Your turn in { $title } ({ $channel }).
still-your-turn = Still your turn.
actions-header = { $count ->
    [one] You have 1 action:
   *[other] You have { $count } { $count ->
        [one] action
       *[other] actions
    }:
}
actions-line = { $n }. { $action }
actions-not-your-turn = It is not your turn; waiting for { $users }.
log-header = The last { $count ->
    [one] action:
   *[other] { $count } { $count ->
        [one] action
       *[other] actions
    }:
}
log-empty = Nothing has been played yet.
log-line = #{ $seq } { $user }: { $action }
log-line-forced = #{ $seq } { $user }: { $action } (forced)

## Table talk.
# A player named with their seat as a second cue: "ann (blue, 1)".
player-cue = { $name } ({ $colour }, { $seat })
# A seat nobody holds now, and whom it is kept for.
player-cue-held = free seat ({ $colour }, { $seat }), held for { $name }
player-cue-free = free seat ({ $colour }, { $seat }), open to anyone
opt-seats = Who may take a seat freed during play: invite (its player, or whom the creator names with /{ cmd-name-game } { cmd-name-game-replace }) or open (anyone).

## History.
history-empty = No game has finished in this channel yet.
history-header = { $count ->
    [one] The last finished game here:
   *[other] The last { $count } finished games here, newest first:
}
history-line = • #{ $id } { $title }, { $date }: { $players }; winner: { $winner }
board-at = { $title } #{ $game }: the board after action { $at } of { $last }:
# What others read of an action stored before actions had a public wording.
told-hidden = made a move
# A move the host played because it was the only legal one.
played-forced = { $user }: { $action } (only choice)
digest-header = Since your last turn:
digest-line = › { $line }
digest-more = … and { $count } more: /{ cmd-name-log }
lobby-options = Options: the defaults, except { $options }.
lobby-options-default = Options: the defaults.
lobby-options-more = All options: /{ cmd-name-game } { cmd-name-game-help } { $title }
actions-prompt-line = { $n }. { $label } — { $detail }
error-undo-forced = That move was the only one possible and was played for you; it can't be taken back.
opt-autoplay = Play a seat's only legal move for it at once (all games).

## Help.
help-titles-header = Games you can open with /{ cmd-name-game } { cmd-name-game-new } <{ cmd-name-game-new-title }>:
help-title-line = { $title } ({ $min }–{ $max } { $max ->
        [one] player
       *[other] players
    })
help-options-header = Options (add name:value to /{ cmd-name-game } { cmd-name-game-new }):
help-no-options = This game has no options.
option-line = • { $name } = { $value } ({ $values }): { $help }

## Player colours (board legends).
colour-blue = blue
colour-orange = orange
colour-green = green
colour-purple = purple
colour-red = red
colour-sky = sky blue

## The command grammar.
error-usage = Usage: { $usage }
error-bad-argument = I don't understand `{ $argument }` here.
error-unknown-command = There is no command `{ $command }`. Commands: /{ cmd-name-game } { cmd-name-game-new }|{ cmd-name-game-join }|{ cmd-name-game-leave }|{ cmd-name-game-start }|{ cmd-name-game-status }|{ cmd-name-game-abort }|{ cmd-name-game-kick }|{ cmd-name-game-addbot }|{ cmd-name-game-replace }|{ cmd-name-game-transfer }|{ cmd-name-game-rules }|{ cmd-name-game-help }, /{ cmd-name-actions }, /{ cmd-name-play }, /{ cmd-name-undo }, /{ cmd-name-board } [{ cmd-name-board-at }:n] [{ cmd-name-board-full }], /{ cmd-name-me }, /{ cmd-name-log }, /{ cmd-name-history }, /{ cmd-name-rules }, /{ cmd-name-card }, /{ cmd-name-league }, /{ cmd-name-stats }.
local-usage = Write lines as: <user> [#channel] /command ...

## Bots
bot-name = Bot ({ $level })
error-bot-level = There is no bot level `{ $level }`. Levels: { cmd-choice-easy }, { cmd-choice-normal }, { cmd-choice-hard }.
error-not-a-bot = { $user } is not a bot at this table; /{ cmd-name-game } { cmd-name-game-status } lists the seats.
error-line-too-long = That line is longer than { $max } { $max ->
        [one] byte
       *[other] bytes
    }, so it was not read. Nothing was changed.
error-line-not-utf8 = That line is not valid UTF-8 text, so it was not read. Nothing was changed.
error-image-write = { $count } image(s) could not be written to { $folder } (is the disk full?). The action itself was saved.
error-name-too-long = Your user name is longer than { $max } { $max ->
        [one] character
       *[other] characters
    }; use a shorter one. Nothing was changed.
error-option-too-long = The value of option `{ $name }` is longer than { $max } { $max ->
        [one] character
       *[other] characters
    }. Nothing was changed.
error-storage-busy = The database was busy just now, so nothing was changed. Please try again in a moment.
error-storage-permanent = The game could not be saved: the database is read-only, full or damaged, so nothing was changed, and trying again won't help until the bot's operator fixes it.
error-table-quarantined = This channel's table ({ $title }, table { $table }) can't be reloaded: its stored moves no longer replay ({ $problem }). It is set aside and can't be played on; `/{ cmd-name-game } { cmd-name-game-abort }` ends it so a new table can open here.
