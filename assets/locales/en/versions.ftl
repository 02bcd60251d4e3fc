# Rules versions (issue 25): a table keeps the rules it started with.

rules-note-first = The rules as Longtable first played them.
nations-rules-note-2 = A nation may always deploy a fresh worker from its reserve. Only free moves that bring back a layout of workers the nation already had since it last spent something are refused (version 1 also refused a fresh worker on a card that had given one up).
error-rules-unknown = This build of Longtable does not know rules version { $version } of { $title }. Run the build that started the table, or a newer one.
table-held-content = This table ({ $title }, table { $table }) is waiting: the content it plays with (cards and numbers) changed since it started. Its creator or an admin decides: `/{ cmd-name-game } { cmd-name-game-rules }` shows what changed, `/{ cmd-name-game } { cmd-name-game-rules } { cmd-name-game-rules-upgrade }` plays on with the new content, `/{ cmd-name-game } { cmd-name-game-abort }` ends it. You can still look at it with `/{ cmd-name-board }`, `/{ cmd-name-log }` and `/{ cmd-name-game } { cmd-name-game-status }`.
table-held-replay = This table ({ $title }, table { $table }) is held: its stored moves no longer replay under any rules this build keeps. Nothing can be played on it; `/{ cmd-name-game } { cmd-name-game-abort }` (its creator or an admin) ends it so a new table can open here.
confirm-rules-button = Move to the new rules
rules-version-line = • Version { $version }: { $note }
rules-table = This table plays { $title } by rules version { $version } (it started on version { $started }). The newest version is { $newest }.
rules-changed-since = What changed since:
rules-content-changed = The content it plays with (cards and numbers) has also changed since it started.
rules-upgrade-how = As its creator or an admin you can move it with `/{ cmd-name-game } { cmd-name-game-rules } { cmd-name-game-rules-upgrade }`; it is asked first, and refused if the moves made so far would not all be legal under the new rules.
rules-upgrade-who = Its creator or an admin can move it to the newest rules.
rules-upgrade-ask = Move this table from rules version { $from } to version { $to }? Every move made so far is legal under the new rules; from the next move on, the table plays by them. What changes:
rules-up-to-date = This table already plays by the newest rules (version { $version }) and its content has not changed.
rules-upgrade-refused = This table can't move to rules version { $version }: some of its moves so far would not be legal under them. It keeps the rules it started with.
rules-moved = { $user } moved this table from rules version { $from } to version { $to }. What changes:
rules-content-ask = Play this table on with the content this server has now (cards and numbers), under rules version { $to }? Every move made so far is legal with it; from the next move on, the table uses it.
rules-content-moved = { $user } moved this table to the content this server has now (cards and numbers), under rules version { $to }.
log-line-rules = #{ $seq } { $action }
error-undo-rules = The table moved to new rules since then; moves before that can't be taken back.
discord-cmd-game-rules = The table's rules version and what changed since; the creator or an admin can move it to the newest
discord-cmd-game-rules-upgrade = Move the table to the newest rules (asked first; creator or Manage Channels)
cmd-name-game-rules = rules
cmd-name-game-rules-upgrade = upgrade
