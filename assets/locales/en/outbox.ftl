# The news of a bot standing in for an absent player (issue 26): one
# message when the bot takes the seat, one digest when the player is back
# or the game ends; never a message per move meanwhile.
stand-in-started = Your deadline in { $title } ({ $channel }) has passed, so a bot plays your seat for you now. Meanwhile you get no message for each of its moves. To take your seat back, send any command at that table (for example /{ cmd-name-game } { cmd-name-game-status }).
stand-in-back = Welcome back: your seat in { $title } ({ $channel }) is yours again, and the bot has stopped playing it.
stand-in-game-over = The game of { $title } ({ $channel }) ended while a bot played your seat.
stand-in-nothing = Nothing happened at the table meanwhile.
