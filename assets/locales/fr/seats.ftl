# Places, noms des bots et historique de qui a tenu une place (issue 26).

bot-named = { $name } (bot, { $level })
bot-level-easy = facile
bot-level-normal = moyen
bot-level-hard = difficile

log-line-stand-in = n°{ $seq } { $user } (un bot le remplace) : { $action }
played-stand-in = { $user } (un bot le remplace) : { $action }

seat-event-leave = ↳ { $left } a quitté la place { $seat }.
seat-event-kick = ↳ { $by } a retiré { $left } de la place { $seat }.
seat-event-replace = ↳ { $by } a confié la place { $seat } de { $left } à { $came }.
seat-event-keep = ↳ { $came } garde la place { $seat } pour { $left }, qui est parti.
seat-event-timeout = ↳ Le temps de { $left } est écoulé ; un bot joue la place { $seat } jusqu'à son retour.
seat-event-return = ↳ { $came } reprend la place { $seat }.
seat-event-take = ↳ { $came } prend la place { $seat }.
seat-event-take-from = ↳ { $came } prend la place { $seat } à { $left }.

replaced-by-bot = Dans { $title } ({ $channel }), { $by } a confié votre place { $seat } à { $bot }. Elle reste la vôtre : envoyez /{ cmd-name-game } { cmd-name-game-join } dans { $channel } pour la reprendre au bot.
replaced-by-person = Dans { $title } ({ $channel }), { $by } a confié votre place { $seat } à { $user }. Seul le créateur de la table peut vous la rendre, avec /{ cmd-name-game } { cmd-name-game-replace } { $user } { $you }.

error-seat-manager = Seul le joueur qui a ouvert la table (ou quelqu'un qui peut gérer ce salon) ajoute des bots ou confie des places.
error-seat-league-manager = À une table de la ligue { $name }, seuls les administrateurs de la ligue (son créateur, ou quelqu'un qui peut gérer ce serveur) ajoutent des bots ou confient des places.
error-invite-only = Cette table est sur invitation (seats:invite) : seul un joueur que le créateur de la table désigne avec /{ cmd-name-game } { cmd-name-game-replace } y prend une place.

error-duration-bound = `{ $option }` doit être compris entre { $min } et { $max } ; `{ $value }` ne l'est pas.
error-bots-too-many = { $bots ->
    [one] Un bot
   *[other] { $bots } { $bots ->
        [one] bot
       *[other] bots
    }
} et vous, cela fait { $total } { $total ->
        [one] joueur
       *[other] joueurs
    }, mais { $title } en accueille au plus { $max }.
error-empty-list-entry = L'option `{ $option }` a une entrée vide dans `{ $value }` : séparez les entrées par une seule virgule, sans en laisser de vide.
