# Seats, bots' names and the history of who held a seat (issue 26).

# A bot's name at a table: its own name, then what it is and how strong.
bot-named = { $name } (bot, { $level })
bot-level-easy = easy
bot-level-normal = normal
bot-level-hard = hard

# A move a bot made for an absent player (on_timeout:bot), in /log and the digest.
log-line-stand-in = #{ $seq } { $user } (a bot standing in): { $action }
played-stand-in = { $user } (a bot standing in): { $action }

# What happened to a seat, in /log, /history and the "since your last turn" digest.
seat-event-leave = ↳ { $left } left seat { $seat }.
seat-event-kick = ↳ { $by } took { $left } out of seat { $seat }.
seat-event-replace = ↳ { $by } handed seat { $seat } from { $left } to { $came }.
seat-event-keep = ↳ { $came } keeps seat { $seat } for { $left }, who left.
seat-event-timeout = ↳ { $left } ran out of time; a bot plays seat { $seat } until they are back.
seat-event-return = ↳ { $came } is back in seat { $seat }.
seat-event-take = ↳ { $came } takes seat { $seat }.
seat-event-take-from = ↳ { $came } takes seat { $seat } from { $left }.

# The DM a replaced player receives: how they get their seat back.
replaced-by-bot = In { $title } ({ $channel }), { $by } handed your seat { $seat } to { $bot }. It is still yours: send /{ cmd-name-game } { cmd-name-game-join } in { $channel } to take it back from the bot.
replaced-by-person = In { $title } ({ $channel }), { $by } handed your seat { $seat } to { $user }. Only the table's creator can give it back to you, with /{ cmd-name-game } { cmd-name-game-replace } { $user } { $you }.

# Seats only the table's managers hand out.
error-seat-manager = Only the player who opened the table (or someone who can manage this channel) adds bots or hands seats over.
error-seat-league-manager = At a table of the league { $name }, only the league's admins (its creator, or someone who can manage this server) add bots or hand seats over.
error-invite-only = This table is invite-only (seats:invite): only a player the table's creator names with /{ cmd-name-game } { cmd-name-game-replace } takes a seat here.

# Input edges: bounds named in the error.
error-duration-bound = `{ $option }` must be between { $min } and { $max }; `{ $value }` is not.
error-bots-too-many = { $bots ->
    [one] One bot
   *[other] { $bots } { $bots ->
        [one] bot
       *[other] bots
    }
} and you make { $total } { $total ->
        [one] player
       *[other] players
    }, but { $title } { $title ->
        [one] seat
       *[other] seats
    } at most { $max }.
error-empty-list-entry = Option `{ $option }` has an empty entry in `{ $value }`: separate the entries with single commas, and leave none empty.
