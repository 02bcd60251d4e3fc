## Slash command descriptions (Discord shows at most 100 characters).
discord-cmd-game = Open, join, start and manage the table in this channel
discord-cmd-game-new = Open a table for a game in this channel (or thread)
discord-cmd-game-new-title = The game to play
discord-cmd-game-new-players = How many players (the game's default when left out)
discord-cmd-game-new-options = Table options as name:value pairs separated by spaces
discord-cmd-game-join = Take a seat at the table in this channel
discord-cmd-game-leave = Leave your seat (during a game it asks first, and the seat is held for you)
discord-cmd-game-start = Start the game (the table's creator)
discord-cmd-game-status = Phase, whose turn it is and the scores so far
discord-cmd-game-abort = End the table without a result, after a confirmation (creator or Manage Channels)
discord-cmd-game-kick = Free a player's seat, held for them (creator or Manage Channels)
discord-cmd-game-kick-user = The player to remove
discord-cmd-game-help = The games Longtable hosts and their table options
discord-cmd-game-help-title = A game to explain
discord-cmd-actions = Your legal actions right now, numbered
discord-cmd-play = Take an action (start typing to see your legal actions)
discord-cmd-play-action = The action, as listed by /actions, or its number
discord-cmd-undo = Take back your last action if nothing hidden was revealed since
discord-cmd-board = Show the public board
discord-cmd-me = Show your private view (sent to you alone)
discord-cmd-log = The last actions in words
discord-cmd-log-n = How many actions to show
discord-cmd-rules = Look up a rule, in your language
discord-cmd-rules-question = Your question or a few words (war, famine, what if I can't pay?)
discord-cmd-rules-title = The game to search (default: this channel's game, or all)
discord-cmd-card = Show a card, building, guild, event or nation in full
discord-cmd-card-name = The item's name
discord-cmd-card-title = The game it belongs to (default: this channel's game, or all)

## Buttons and menus.
discord-button-undo = Undo
discord-button-choices = My choices
discord-select-actions = Choose an action
discord-select-seat = Choose an action (seat { $seat })
discord-select-more = More actions ({ $from }-{ $to })

## The front end's own answers.
discord-dm-link = Table: { $link }
discord-unknown-component = This button is not one of Longtable's, or it is too old to read. Use /actions and /play instead.
discord-unknown-command = Longtable does not know this command. It may be left over from an older version; try again in a minute.
discord-internal-error = Something went wrong on our side and nothing was changed. Please try again; if it keeps happening, tell the server's admins.
discord-post-failed = Discord did not accept a message for this channel, so the table's post may be missing. Your command was handled; use /board to see the board again.
discord-dm-failed = I could not send you a direct message (your DMs are closed for this server), so your private view will come as a message only you can see.
discord-dm-closed = I could not send you a direct message with your private view (your DMs are closed). It will come as a message only you can see the next time you use a command or a button here.
discord-done = Done.
discord-no-players = none
discord-cmd-game-addbot = Seat a bot (in the lobby, or in a freed seat during play)
discord-cmd-game-addbot-level = How strong it plays: easy, normal (default) or hard
discord-cmd-game-replace = Hand a player's seat to another player or a bot, or take a bot's seat over
discord-cmd-game-replace-user = The player (name) or, with "me", the bot (name, or just "bot")
discord-cmd-game-replace-by = bot, a bot level, or me (leave out when you name a player)
discord-cmd-game-replace-player = The player who takes the seat over (creator or Manage Channels)
discord-cmd-game-transfer = Hand the table and its creator's rights to another seated player
discord-cmd-game-transfer-user = The player who will run the table
discord-cmd-board-at = Show the board as it was after this action number (/log numbers them)
discord-cmd-history = The games finished in this channel: date, players, scores, winner
discord-cmd-history-n = How many games to list
