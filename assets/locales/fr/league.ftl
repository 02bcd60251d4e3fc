## Ligues (issue 13) : /league et /stats.

opt-league = La ligue pour laquelle compte cette table (son nom) ; vide : partie amicale, non classée.

league-created = { $user } a ouvert la ligue { $name } pour { $title } : saisons de { $days } { $days ->
        [one] jour
       *[other] jours
    }, { $points } { $points ->
        [one] point
       *[other] points
    } selon la place, tables de { $group }, { $min ->
        [one] une partie
       *[other] { $min } { $min ->
        [one] partie
       *[other] parties
    }
    } pour être classé, bots { $bots ->
        [allowed] autorisés
       *[other] non autorisés
    }. Pour la rejoindre : /{ cmd-name-league } { cmd-name-league-join } { $name }.
league-none = Ce serveur n'a pas encore de ligue. Ouvrez-en une avec /{ cmd-name-league } { cmd-name-league-create } <nom> <jeu>.
league-list-line = { $name } ({ $title }) : { $members ->
        [one] un membre
       *[other] { $members } { $members ->
        [one] membre
       *[other] membres
    }
    }, saison { $season }
league-joined = { $user } a rejoint { $name } ({ $count ->
        [one] un membre
       *[other] { $count } { $count ->
        [one] membre
       *[other] membres
    }
    }).
league-left = { $user } a quitté { $name }. Ses résultats restent au classement.
league-ready = { $user } est prêt pour la prochaine manche de { $name } ({ $count } prêts).
league-round-opened = Manche { $round } de { $name } : { $tables ->
        [one] une table
       *[other] { $tables } { $tables ->
        [one] table
       *[other] tables
    }
    }, chacune réunissant des joueurs proches au classement qui se sont le moins rencontrés.
league-round-group = Table { $n } : { $players } (dans { $channel })
league-table-opened = { $name }, manche { $round } : { $players }, voici votre table.
league-standings-title = { $name } ({ $title }), saison { $season }
league-standings-line = { $rank }. { $user } : { $games ->
        [one] une partie
       *[other] { $games } { $games ->
        [one] partie
       *[other] parties
    }
    }, { $points } { $points ->
        [one] point
       *[other] points
    }, { $wins ->
        [one] une victoire
       *[other] { $wins } { $wins ->
        [one] victoire
       *[other] victoires
    }
    }, place moyenne { $avg }, { $share } % du score du vainqueur, cote { $rating }
league-standings-unranked = Pas encore classés (moins de { $min ->
        [one] une partie
       *[other] { $min } { $min ->
        [one] partie
       *[other] parties
    }
    }) :
league-standings-empty = Aucune partie n'a encore été jouée cette saison.
league-standings-tiebreak = À égalité de points, on départage par les victoires, puis les deuxièmes places et ainsi de suite, puis la part du score du vainqueur.
league-col-rank = #
league-col-player = Joueur
league-col-games = Parties
league-col-points = Points
league-col-wins = Victoires
league-col-average-rank = Place moy.
league-col-share = Part
league-col-rating = Cote
league-season-ended = La saison { $season } de { $name } est close après { $games ->
        [one] une partie
       *[other] { $games } { $games ->
        [one] partie
       *[other] parties
    }
    }. La saison { $next } commence maintenant, tout le monde à zéro ; les cotes du serveur sont conservées.
league-history-title = Saisons de { $name } :
league-history-line = Saison { $season } : depuis le { $start }{ $current ->
        [yes] , en cours
       *[other] {" "}jusqu'au { $end }
    }, { $games ->
        [one] une partie
       *[other] { $games } { $games ->
        [one] partie
       *[other] parties
    }
    }

league-error-no-server = Les ligues appartiennent à un serveur, et cette conversation n'en fait partie d'aucun.
league-error-name = `{ $name }` ne peut pas être un nom de ligue : utilisez de 1 à 32 lettres, chiffres, - ou _.
league-error-option = Je ne comprends pas `{ $option }`. Options de ligue : season:90d, points:10,6,3,1, group:3, min:1, bots:allowed ou none, next:auto|manual, turn_time, bank, on_timeout.
league-error-taken = Ce serveur a déjà une ligue nommée { $name }. Choisissez un autre nom.
league-error-unknown = Ce serveur n'a pas de ligue nommée { $name }. /{ cmd-name-league } { cmd-name-league-list } montre ses ligues.
league-error-which = Quelle ligue ? Ce serveur a { $names }.
league-error-not-admin = Seul le créateur de { $name } ou un gestionnaire du serveur peut faire cela.
league-already-member = Vous êtes déjà membre de { $name }.
league-not-member = Vous n'êtes pas membre de { $name }. Rejoignez-la avec /{ cmd-name-league } { cmd-name-league-join } { $name }.
league-error-season = { $name } n'a pas de saison { $season }.
league-error-title = { $name } se joue à { $title }, ses tables ne peuvent donc pas être de { $given }.
league-error-member-seat = { $user } n'est pas membre de { $name }, et seuls les membres s'assoient à ses tables.
league-error-bots = { $name } n'autorise pas les bots à ses tables.
league-round-few = Une manche de { $name } demande au moins { $min } { $min ->
        [one] joueur
       *[other] joueurs
    } prêts ; { $count } ont dit /{ cmd-name-league } { cmd-name-league-ready }.
league-round-uneven = { $count } { $count ->
        [one] joueur
       *[other] joueurs
    } prêts laisseraient une table de { $size }, mais { $name } demande au moins { $min } { $min ->
        [one] joueur
       *[other] joueurs
    } par table. Attendez que d'autres disent /{ cmd-name-league } { cmd-name-league-ready }.

stats-title = { $user } : parties classées { $title ->
        [Endeavor] d'Endeavor
       *[other] de { $title }
    }
stats-summary = { $games ->
        [one] une partie
       *[other] { $games } { $games ->
        [one] partie
       *[other] parties
    }
    }, { $wins ->
        [one] une victoire
       *[other] { $wins } { $wins ->
        [one] victoire
       *[other] victoires
    }
    }, place moyenne { $avg }, cote { $rating } après { $rated ->
        [one] une partie classée
       *[other] { $rated } { $rated ->
        [one] partie
       *[other] parties
    } classées
    }
stats-last = Derniers résultats :
stats-line = Partie { $game } ({ $title }) : { $rank }e place sur { $players }, { $score } { $score ->
        [one] point
       *[other] points
    }
stats-none = { $user } n'a encore aucune partie classée.
stats-chart-title = Cote de { $user }

## Descriptions des commandes (100 caractères au plus).
discord-cmd-league = Les ligues de ce serveur : saisons, classements et manches
discord-cmd-league-create = Ouvrir une ligue pour un jeu
discord-cmd-league-join = Rejoindre une ligue
discord-cmd-league-leave = Quitter une ligue (vos résultats restent)
discord-cmd-league-ready = Dire que vous êtes prêt pour la prochaine manche
discord-cmd-league-round = Apparier la prochaine manche et ouvrir un fil par table
discord-cmd-league-standings = Publier le classement d'une ligue
discord-cmd-league-season = Clore la saison en cours et ouvrir la suivante
discord-cmd-league-season-action = Que faire de la saison
discord-cmd-league-history = Les saisons d'une ligue, ou le classement final d'une saison
discord-cmd-league-history-season = Le numéro de la saison
discord-cmd-league-list = Les ligues de ce serveur
discord-cmd-league-name = Le nom de la ligue
discord-cmd-league-title = Le jeu de la ligue
discord-cmd-league-options = Réglages, p. ex. season:90d points:10,6,3,1 group:3 min:1 bots:allowed
discord-cmd-stats = Les parties classées d'un joueur, sa cote et son évolution
discord-cmd-stats-user = Le joueur (par défaut : vous)
discord-cmd-stats-title = Le jeu (par défaut : celui qu'il joue le plus)
