## The names of the slash commands, subcommands, options and choices
## (issue 15). English: the canonical names Discord sends back in every
## interaction (they must equal the names in src/discord/commands.rs).
## Other languages: lowercase, 1-32 letters, digits, - or _, no spaces.

cmd-name-game = game
cmd-name-game-new = new
cmd-name-game-new-title = title
cmd-name-game-new-players = players
cmd-name-game-new-options = options
cmd-name-game-join = join
cmd-name-game-leave = leave
cmd-name-game-start = start
cmd-name-game-status = status
cmd-name-game-abort = abort
cmd-name-game-nudge = nudge
cmd-name-game-kick = kick
cmd-name-game-kick-user = user
cmd-name-game-addbot = addbot
cmd-name-game-addbot-level = level
cmd-name-game-transfer = transfer
cmd-name-game-transfer-user = user
cmd-name-game-replace = replace
cmd-name-game-replace-user = user
cmd-name-game-replace-player = player
cmd-name-game-replace-by = by
cmd-name-game-help = help
cmd-name-game-help-title = title
cmd-name-actions = actions
cmd-name-vacation = vacation
cmd-name-vacation-length = length
cmd-name-settings = settings
cmd-name-settings-reminders = reminders
cmd-name-settings-language = language
cmd-name-play = play
cmd-name-play-action = action
cmd-name-undo = undo
cmd-name-board = board
cmd-name-board-at = at
cmd-name-history = history
cmd-name-history-n = n
cmd-name-me = me
cmd-name-log = log
cmd-name-log-n = n
cmd-name-rules = rules
cmd-name-rules-question = question
cmd-name-rules-title = title
cmd-name-card = card
cmd-name-card-name = name
cmd-name-card-title = title

## Leagues (issue 13): /league and /stats.
cmd-name-league = league
cmd-name-league-create = create
cmd-name-league-name = name
cmd-name-league-title = title
cmd-name-league-options = options
cmd-name-league-join = join
cmd-name-league-leave = leave
cmd-name-league-ready = ready
cmd-name-league-round = round
cmd-name-league-standings = standings
cmd-name-league-season = season
cmd-name-league-season-action = action
cmd-name-league-history = history
cmd-name-league-history-season = season
cmd-name-league-list = list
cmd-name-stats = stats
cmd-name-stats-user = user
cmd-name-stats-title = title

cmd-choice-easy = easy
cmd-choice-normal = normal
cmd-choice-hard = hard
cmd-choice-bot = bot
cmd-choice-me = me
cmd-choice-on = on
cmd-choice-off = off
cmd-choice-auto = auto
cmd-choice-end = end
