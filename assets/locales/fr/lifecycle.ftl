## Fonctionner des mois durant (issue 30) : tables fermées, permissions manquantes, /game check.
lifecycle-table-closed = Cette table ({ $title }, table { $table }) est fermée : Longtable n'atteint plus son salon (supprimé ou verrouillé, ou le bot a été retiré du serveur). Ses horloges et ses bots sont arrêtés et son historique est conservé ; elle reprend si le salon revient. `/{ cmd-name-game } { cmd-name-game-abort }` (son créateur ou un admin) la termine.
lifecycle-closed-dm = Votre table { $title ->
        [Endeavor] d'Endeavor
       *[other] de { $title }
    } (table { $table }) est fermée : { $why ->
        [thread] son fil a été supprimé.
        [server] le bot a été retiré de son serveur.
        [locked] un modérateur a verrouillé son fil.
        [access] le bot ne voit plus son salon.
       *[channel] son salon a été supprimé.
    } Ses horloges et ses bots sont arrêtés et son historique est conservé. Si le salon revient (le bot rajouté au serveur, le fil déverrouillé), la table reprend là où elle s'était arrêtée ; une partie de ligue reprise après la fin de sa saison ne compte pour personne.
lifecycle-resumed = La table { $title ->
        [Endeavor] d'Endeavor
       *[other] de { $title }
    } (table { $table }) reprend : son salon est de retour. Les horloges des joueurs attendus repartent de zéro.
lifecycle-channel-gone = Discord indique que ce salon n'existe plus ou est verrouillé : sa table est fermée, ses horloges et ses bots arrêtés, son historique conservé.
lifecycle-missing-permissions = Il manque à Longtable { $count ->
        [one] une permission
       *[other] { $count } permissions
    } dans { $channel } : { $permissions }. Un admin du serveur peut { $count ->
        [one] l'accorder
       *[other] les accorder
    } au rôle Longtable dans ce salon ; `/{ cmd-name-game } { cmd-name-game-check }` montre ce que le bot possède.
lifecycle-missing-unknown = Discord a refusé une permission à Longtable dans { $channel }. `/{ cmd-name-game } { cmd-name-game-check }`, lancé dans ce salon, montre laquelle manque.
lifecycle-perm-view-channel = Voir le salon
lifecycle-perm-send-messages = Envoyer des messages
lifecycle-perm-send-in-threads = Envoyer des messages dans les fils
lifecycle-perm-attach-files = Joindre des fichiers (les plateaux)
lifecycle-perm-read-history = Voir les anciens messages
lifecycle-perm-manage-messages = Gérer les messages (épingler le message d'état)
lifecycle-perm-create-threads = Créer des fils publics (manches de ligue)
lifecycle-check-head = Ce dont Longtable a besoin dans { $channel } :
lifecycle-check-ok = Tout est en place.
lifecycle-check-missing = { $count ->
        [one] Il manque une permission
       *[other] Il manque { $count } permissions
    } : un admin du serveur peut { $count ->
        [one] l'accorder
       *[other] les accorder
    } au rôle Longtable ici.
lifecycle-check-unknown = Discord n'a pas dit quelles permissions le bot possède ici.
discord-cmd-game-check = Vérifier que le bot a toutes les permissions dont il a besoin dans ce salon
cmd-name-game-check = vérifier
lifecycle-member-left = { $user } n'est plus membre du serveur de votre table { $title ->
        [Endeavor] d'Endeavor
       *[other] de { $title }
    } (table { $table }) : sa place { $seat } est libre et lui est réservée. Confiez-la à quelqu'un ou à un bot avec `/{ cmd-name-game } { cmd-name-game-replace }`, ou attendez : `/{ cmd-name-game } { cmd-name-game-join }` la lui rend s'il revient.
