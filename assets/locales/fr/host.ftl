## Erreurs montrées à l'auteur d'une commande.
error-internal = Un problème est survenu de notre côté. Rien n'a été modifié ; réessayez, s'il vous plaît.
error-already-handled = C'était déjà fait (un double clic ou un envoi répété) ; rien d'autre n'a été modifié.
error-table-exists = Ce salon a déjà une table ({ $title }). Terminez-la ou abandonnez-la d'abord, ou créez un fil et ouvrez-y la nouvelle table.
error-unknown-title = Il n'existe pas de jeu nommé `{ $title }`. Jeux : { $known }.
error-no-table = Il n'y a pas de table dans ce salon. Ouvrez-en une avec /{ cmd-name-game } { cmd-name-game-new }.
error-already-seated = Vous êtes déjà assis à cette table.
error-table-full = La table est complète ({ $max } { $max ->
        [one] joueur
       *[other] joueurs
    }).
error-game-in-progress = La partie a déjà commencé et aucune place n'est libre.
error-not-seated = Vous n'êtes pas assis à cette table.
error-creator-cannot-leave = Vous avez ouvert cette table, vous ne pouvez donc pas la quitter ; fermez-la avec /{ cmd-name-game } { cmd-name-game-abort }, ou confiez-la d'abord à un autre joueur avec /{ cmd-name-game } { cmd-name-game-transfer } <{ cmd-name-game-transfer-user }>.
error-creator-transfer-first = Le joueur qui gère la table ne peut pas quitter sa place pendant la partie. Confiez d'abord la table à un autre joueur avec /{ cmd-name-game } { cmd-name-game-transfer } <{ cmd-name-game-transfer-user }>.
error-seat-held = La place { $seat } est réservée au joueur qui l'a quittée. Le créateur de la table peut vous la confier avec /{ cmd-name-game } { cmd-name-game-replace } ; sur une table ouverte avec seats:open, n'importe qui peut prendre une place libre.
error-unknown-user = Je ne connais pas encore { $user }. Cette personne doit d'abord utiliser une commande Longtable (par exemple /{ cmd-name-game } { cmd-name-game-status }) avant qu'on puisse lui confier une place.
error-user-seated = { $user } occupe déjà une place à cette table.
error-already-creator = { $user } gère déjà cette table.
error-confirm-stale = Cette question concernait une table qui n'est plus ouverte ici ; rien n'a donc été modifié.
error-no-such-game = Ce salon n'a pas de partie commencée n°{ $game } ; /{ cmd-name-history } liste ses parties terminées.
error-board-at = Il n'y a pas d'action { $given } dans cette partie ; choisissez entre 0 (la mise en place) et { $last } (voir /{ cmd-name-log }).
error-already-started = La partie a déjà commencé.
error-not-creator = Seul le joueur qui a ouvert la table (ou quelqu'un qui peut gérer ce salon) peut faire cela.
error-not-playing = Aucune partie n'est encore en cours ici.
error-stale-button = Ce bouton date d'un moment antérieur de la partie. Utilisez le message le plus récent, ou /{ cmd-name-actions }.
error-nothing-to-undo = Il n'y a rien à annuler.
error-undo-not-yours = Vous ne pouvez annuler que votre propre dernière action, et seulement si personne n'a joué depuis.
error-undo-revealed = Cette action a révélé une information cachée ; elle ne peut donc pas être annulée.
error-no-such-user = Personne du nom de { $user } n'est assis à cette table.
error-cannot-kick-creator = Le joueur qui a ouvert la table ne peut pas être exclu ; abandonnez plutôt la table.

## Salon d'attente et vie de la table.
lobby-opened = { $user } a ouvert une table { $title ->
        [Endeavor] d'Endeavor
       *[other] de { $title }
    } pour { $min } à { $max } { $max ->
        [one] joueur
       *[other] joueurs
    }. Rejoignez-la avec /{ cmd-name-game } { cmd-name-game-join } ; { $user } lance la partie avec /{ cmd-name-game } { cmd-name-game-start }.
lobby-joined = { $user } a rejoint la table ({ $count }/{ $max }).
lobby-left = { $user } a quitté la table.
seat-freed-open = { $user } a quitté la place { $seat }. La table est ouverte (seats:open) : n'importe qui peut la prendre avec /{ cmd-name-game } { cmd-name-game-join }.
seat-held = { $user } a quitté la place { $seat }. La place lui est réservée : il la reprend avec /{ cmd-name-game } { cmd-name-game-join }, ou le créateur de la table la confie à quelqu'un d'autre avec /{ cmd-name-game } { cmd-name-game-replace } { $user } <joueur>.
seat-handed = La place de { $from } (place { $seat }) appartient maintenant à { $user }.
leave-forfeit = { $user } a quitté la partie, et sur cette table, quitter sa place revient à abandonner.
seat-yours = Vous jouez maintenant { $player } dans { $title } ({ $channel }). Votre vue privée :
table-transferred = { $from } a confié la table à { $user }, qui la gère désormais (lancer, exclure, remplacer, abandonner).
lobby-archived = La partie terminée ici est conservée dans l'historique de ce salon : /{ cmd-name-history } la liste.
leave-ask = Quitter la place { $seat } pour le reste de la partie ? { $mode ->
    [bot] Un bot joue la place à votre place en attendant ; elle reste la vôtre, et /{ cmd-name-game } { cmd-name-game-join } vous la rend.
    [forfeit] Sur cette table, quitter sa place revient à abandonner : la partie s'arrête maintenant, et vous finissez dernier.
   *[other] La partie continue sans vous ; la place vous est réservée, /{ cmd-name-game } { cmd-name-game-join } vous la rend, et le créateur de la table peut la confier à quelqu'un d'autre.
}
abort-ask = Fermer définitivement cette table { $title ->
        [Endeavor] d'Endeavor
       *[other] de { $title }
    } ? La partie se termine sans résultat après { $actions ->
    [one] { $actions } action
    [many] { $actions } { $actions ->
        [one] action
       *[other] actions
    }
   *[other] { $actions } { $actions ->
        [one] action
       *[other] actions
    }
}, et c'est irréversible.
abort-ask-lobby = Fermer cette table { $title ->
        [Endeavor] d'Endeavor
       *[other] de { $title }
    } avant le début de la partie ?
confirm-how = Pour continuer, appuyez sur le bouton ou tapez /{ cmd-name-game } { $command } confirm. Pour ne rien changer, ne faites rien.
confirm-how-button = Pour continuer, appuyez sur le bouton ci-dessous. Pour ne rien changer, ne faites rien.
confirm-abort-button = Oui, fermer la table
confirm-leave-button = Oui, quitter ma place
seat-taken = { $user } prend la place { $seat }.
game-started = La partie { $title ->
        [Endeavor] d'Endeavor
       *[other] de { $title }
    } commence avec { $players } { $players ->
        [one] joueur
       *[other] joueurs
    }.
game-aborted = { $user } a fermé la table.

## Statut.
status-title = { $title }
status-lobby = Salon d'attente { $title ->
        [Endeavor] d'Endeavor
       *[other] de { $title }
    } : { $count }/{ $max } { $max ->
        [one] joueur
       *[other] joueurs
    }.
status-seat = • { $player }
status-turn = En attente de : { $users }
result-header = Scores finaux :
result-line = { $rank }. { $user } : { $score } { $score ->
        [one] point
       *[other] points
    }

## Jeu.
played = { $user } : { $action }
undone = { $user } a annulé : { $action }
your-turn = C'est votre tour dans { $title } ({ $channel }).
still-your-turn = C'est toujours votre tour.
actions-header = { $count ->
    [one] Vous avez { $count } action possible :
    [many] Vous avez { $count } { $count ->
        [one] action
       *[other] actions
    } possibles :
   *[other] Vous avez { $count } { $count ->
        [one] action
       *[other] actions
    } possibles :
}
actions-line = { $n }. { $action }
actions-not-your-turn = Ce n'est pas votre tour ; en attente de { $users }.
log-header = { $count ->
    [one] Dernière action :
    [many] Les { $count } dernières actions :
   *[other] Les { $count } dernières actions :
}
log-empty = Rien n'a encore été joué.
log-line = n°{ $seq } { $user } : { $action }
log-line-forced = n°{ $seq } { $user } : { $action } (forcé)

## Discussion de table.
# Un joueur nommé avec sa place en second repère : « ann (bleu, 1) ».
player-cue = { $name } ({ $colour }, { $seat })
# Une place que personne n'occupe, et pour qui elle est réservée.
player-cue-held = place libre ({ $colour }, { $seat }), réservée à { $name }
player-cue-free = place libre ({ $colour }, { $seat }), ouverte à tous
opt-seats = Qui peut prendre une place libérée en cours de partie : invite (son joueur, ou la personne que le créateur désigne avec /{ cmd-name-game } { cmd-name-game-replace }) ou open (n'importe qui).

## Historique.
history-empty = Aucune partie n'est encore terminée dans ce salon.
history-header = { $count ->
    [one] La dernière partie terminée ici :
    [many] Les { $count } dernières parties terminées ici, de la plus récente à la plus ancienne :
   *[other] Les { $count } dernières parties terminées ici, de la plus récente à la plus ancienne :
}
history-line = • n°{ $id } { $title }, { $date } : { $players } ; vainqueur : { $winner }
board-at = { $title } n°{ $game } : le plateau après l'action { $at } sur { $last } :
# Ce que les autres lisent d'une action enregistrée avant que les actions aient une formulation publique.
told-hidden = a joué un coup
# Un coup joué par l'hôte parce que c'était le seul possible.
played-forced = { $user } : { $action } (seul choix)
digest-header = Depuis votre dernier tour :
digest-line = › { $line }
digest-more = … et { $count } de plus : /{ cmd-name-log }
lobby-options = Options : celles par défaut, sauf { $options }.
lobby-options-default = Options : celles par défaut.
lobby-options-more = Toutes les options : /{ cmd-name-game } { cmd-name-game-help } { $title }
actions-prompt-line = { $n }. { $label } — { $detail }
error-undo-forced = Ce coup était le seul possible et a été joué pour vous ; il ne peut pas être annulé.
opt-autoplay = Jouer aussitôt pour une place son seul coup possible (tous les jeux).

## Aide.
help-titles-header = Jeux que vous pouvez ouvrir avec /{ cmd-name-game } { cmd-name-game-new } <{ cmd-name-game-new-title }> :
help-title-line = { $title } ({ $min } à { $max } { $max ->
        [one] joueur
       *[other] joueurs
    })
help-options-header = Options (ajoutez nom:valeur à /{ cmd-name-game } { cmd-name-game-new }) :
help-no-options = Ce jeu n'a pas d'options.
option-line = • { $name } = { $value } ({ $values }) : { $help }

## Couleurs des joueurs (légendes des plateaux).
colour-blue = bleu
colour-orange = orange
colour-green = vert
colour-purple = violet
colour-red = rouge
colour-sky = bleu ciel

## La grammaire des commandes.
error-usage = Syntaxe : { $usage }
error-bad-argument = Je ne comprends pas `{ $argument }` ici.
error-unknown-command = La commande `{ $command }` n'existe pas. Commandes : /{ cmd-name-game } { cmd-name-game-new }|{ cmd-name-game-join }|{ cmd-name-game-leave }|{ cmd-name-game-start }|{ cmd-name-game-status }|{ cmd-name-game-abort }|{ cmd-name-game-kick }|{ cmd-name-game-addbot }|{ cmd-name-game-replace }|{ cmd-name-game-transfer }|{ cmd-name-game-rules }|{ cmd-name-game-help }, /{ cmd-name-actions }, /{ cmd-name-play }, /{ cmd-name-undo }, /{ cmd-name-board } [{ cmd-name-board-at }:n] [{ cmd-name-board-full }], /{ cmd-name-me }, /{ cmd-name-log }, /{ cmd-name-history }, /{ cmd-name-rules }, /{ cmd-name-card }, /{ cmd-name-league }, /{ cmd-name-stats }.
local-usage = Écrivez les lignes ainsi : <user> [#salon] /commande ...

## Bots
bot-name = Bot ({ $level })
error-bot-level = Il n'existe pas de niveau de bot `{ $level }`. Niveaux : { cmd-choice-easy }, { cmd-choice-normal }, { cmd-choice-hard }.
error-not-a-bot = { $user } n'est pas un bot de cette table ; /{ cmd-name-game } { cmd-name-game-status } liste les places.
error-line-too-long = Cette ligne dépasse { $max } octets ; elle n'a donc pas été lue. Rien n'a été modifié.
error-line-not-utf8 = Cette ligne n'est pas du texte UTF-8 valide ; elle n'a donc pas été lue. Rien n'a été modifié.
error-image-write = { $count ->
    [one] { $count } image n'a pas pu être écrite
   *[other] { $count } { $count ->
        [one] image
       *[other] images
    } n'ont pas pu être écrites
} dans { $folder } (le disque est-il plein ?). L'action elle-même a été enregistrée.
error-name-too-long = Votre nom d'utilisateur dépasse { $max } { $max ->
        [one] caractère
       *[other] caractères
    } ; utilisez-en un plus court. Rien n'a été modifié.
error-option-too-long = La valeur de l'option `{ $name }` dépasse { $max } { $max ->
        [one] caractère
       *[other] caractères
    }. Rien n'a été modifié.
error-storage-busy = La base de données était occupée à l'instant ; rien n'a donc été modifié. Réessayez dans un moment.
error-storage-permanent = La partie n'a pas pu être enregistrée : la base de données est en lecture seule, pleine ou endommagée. Rien n'a été modifié, et réessayer ne servira à rien tant que l'administrateur du bot n'aura pas réglé le problème.
error-table-quarantined = La table de ce salon ({ $title }, table { $table }) ne peut pas être rechargée : ses coups enregistrés ne se rejouent plus ({ $problem }). Elle est mise de côté et on ne peut plus y jouer ; `/{ cmd-name-game } { cmd-name-game-abort }` la termine pour qu'une nouvelle table puisse s'ouvrir ici.
