# Versions des règles (issue 25) : une table garde les règles avec lesquelles elle a commencé.

rules-note-first = Les règles telles que Longtable les a jouées au départ.
nations-rules-note-2 = Une nation peut toujours déployer un nouvel ouvrier depuis sa réserve. Seuls sont refusés les mouvements gratuits qui ramènent une disposition d'ouvriers que la nation a déjà eue depuis sa dernière dépense (la version 1 refusait aussi un nouvel ouvrier sur une carte qui en avait libéré un).
error-rules-unknown = Cette version de Longtable ne connaît pas la version { $version } des règles { $title ->
        [Endeavor] d'Endeavor
       *[other] de { $title }
    }. Lancez la version qui a commencé la table, ou une plus récente.
table-held-content = Cette table ({ $title }, table { $table }) est en attente : le contenu avec lequel elle se joue (cartes et nombres) a changé depuis son début. Son créateur ou un administrateur décide : `/{ cmd-name-game } { cmd-name-game-rules }` montre ce qui a changé, `/{ cmd-name-game } { cmd-name-game-rules } { cmd-name-game-rules-upgrade }` continue avec le nouveau contenu, `/{ cmd-name-game } { cmd-name-game-abort }` la termine. Vous pouvez toujours la consulter avec `/{ cmd-name-board }`, `/{ cmd-name-log }` et `/{ cmd-name-game } { cmd-name-game-status }`.
table-held-replay = Cette table ({ $title }, table { $table }) est mise de côté : ses coups enregistrés ne se rejouent plus avec aucune version des règles que connaît cette version de Longtable. On ne peut plus y jouer ; `/{ cmd-name-game } { cmd-name-game-abort }` (son créateur ou un administrateur) la termine pour qu'une nouvelle table puisse s'ouvrir ici.
confirm-rules-button = Passer aux nouvelles règles
rules-version-line = • Version { $version } : { $note }
rules-table = Cette table joue à { $title } avec la version { $version } des règles (elle a commencé avec la version { $started }). La version la plus récente est la { $newest }.
rules-changed-since = Ce qui a changé depuis :
rules-content-changed = Le contenu avec lequel elle se joue (cartes et nombres) a aussi changé depuis son début.
rules-upgrade-how = En tant que créateur ou administrateur, vous pouvez la faire passer aux nouvelles règles avec `/{ cmd-name-game } { cmd-name-game-rules } { cmd-name-game-rules-upgrade }` ; une confirmation est demandée, et c'est refusé si les coups joués jusqu'ici ne sont pas tous légaux avec les nouvelles règles.
rules-upgrade-who = Son créateur ou un administrateur peut la faire passer aux règles les plus récentes.
rules-upgrade-ask = Faire passer cette table de la version { $from } des règles à la version { $to } ? Tous les coups joués jusqu'ici sont légaux avec les nouvelles règles ; dès le prochain coup, la table les suit. Ce qui change :
rules-up-to-date = Cette table suit déjà les règles les plus récentes (version { $version }) et son contenu n'a pas changé.
rules-upgrade-refused = Cette table ne peut pas passer à la version { $version } des règles : certains de ses coups joués jusqu'ici n'y seraient pas légaux. Elle garde les règles avec lesquelles elle a commencé.
rules-moved = { $user } a fait passer cette table de la version { $from } des règles à la version { $to }. Ce qui change :
rules-content-ask = Continuer cette table avec le contenu que ce serveur a maintenant (cartes et nombres), avec la version { $to } des règles ? Tous les coups joués jusqu'ici y sont légaux ; dès le prochain coup, la table l'utilise.
rules-content-moved = { $user } a fait passer cette table au contenu que ce serveur a maintenant (cartes et nombres), avec la version { $to } des règles.
log-line-rules = n°{ $seq } { $action }
error-undo-rules = La table est passée à de nouvelles règles depuis ; les coups d'avant ne peuvent plus être annulés.
discord-cmd-game-rules = La version des règles de la table et ce qui a changé ; le créateur ou un admin la met à jour
discord-cmd-game-rules-upgrade = Passer aux règles les plus récentes (confirmation ; créateur ou Gérer les salons)
cmd-name-game-rules = règles
cmd-name-game-rules-upgrade = mise-à-jour
