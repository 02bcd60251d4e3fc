## Running for months (issue 30): closed tables, missing permissions, /game check.
lifecycle-table-closed = This table ({ $title }, table { $table }) is closed: Longtable can no longer reach its channel (deleted or locked, or the bot was removed from the server). Its clocks and bots are stopped and its history is kept; it resumes if the channel comes back. `/{ cmd-name-game } { cmd-name-game-abort }` (its creator or an admin) ends it.
lifecycle-closed-dm = Your { $title } table (table { $table }) is closed: { $why ->
        [thread] its thread was deleted.
        [server] the bot was removed from its server.
        [locked] a moderator locked its thread.
        [access] the bot can no longer see its channel.
       *[channel] its channel was deleted.
    } Its clocks and bots are stopped and its history is kept. If the channel comes back (the bot added back to the server, the thread unlocked), the table resumes where it stopped; a league game resumed after its season ended counts for nobody.
lifecycle-resumed = The { $title } table (table { $table }) resumes: its channel is back. The clocks of the players awaited start afresh.
lifecycle-channel-gone = Discord says this channel no longer exists or is locked: its table is closed, its clocks and bots stopped, its history kept.
lifecycle-missing-permissions = Longtable lacks { $count ->
        [one] a permission
       *[other] { $count } permissions
    } in { $channel }: { $permissions }. A server admin can grant { $count ->
        [one] it
       *[other] them
    } to the Longtable role there; `/{ cmd-name-game } { cmd-name-game-check }` shows what the bot has.
lifecycle-missing-unknown = Discord refused Longtable a permission in { $channel }. `/{ cmd-name-game } { cmd-name-game-check }` there shows which one is missing.
lifecycle-perm-view-channel = View Channel
lifecycle-perm-send-messages = Send Messages
lifecycle-perm-send-in-threads = Send Messages in Threads
lifecycle-perm-attach-files = Attach Files (the boards)
lifecycle-perm-read-history = Read Message History
lifecycle-perm-manage-messages = Manage Messages (pinning the status message)
lifecycle-perm-create-threads = Create Public Threads (league rounds)
lifecycle-check-head = What Longtable needs in { $channel }:
lifecycle-check-ok = Everything is in place.
lifecycle-check-missing = { $count ->
        [one] One permission is missing
       *[other] { $count } permissions are missing
    }: a server admin can grant { $count ->
        [one] it
       *[other] them
    } to the Longtable role here.
lifecycle-check-unknown = Discord did not say which permissions the bot has here.
discord-cmd-game-check = Show whether the bot has every permission it needs in this channel
cmd-name-game-check = check
lifecycle-member-left = { $user } is no longer a member of the server of your { $title } table (table { $table }): their seat { $seat } is free and held for them. Hand it to someone or to a bot with `/{ cmd-name-game } { cmd-name-game-replace }`, or wait: `/{ cmd-name-game } { cmd-name-game-join }` gives it back to them if they return.
