## Des saisons fiables (issue 26) : parties nulles et non avenues,
## appariements, fins de saison, bornes des options de ligue.

league-error-bound = `{ $option }` doit être compris entre { $min } et { $max } ; vous avez donné `{ $given }`.
league-error-points = `points:{ $given }` ne convient pas : donnez de 1 à { $places } places, chacune de 0 à { $max } { $max ->
        [one] point
       *[other] points
    }, aucune au-dessus de la place précédente (par exemple points:10,6,3,1).
league-error-repeated = L'option `{ $option }` est donnée deux fois. Donnez chaque option une seule fois.
league-error-lookalike = `{ $name }` ressemble trop à la ligue { $other } que ce serveur a déjà. Choisissez un nom qu'on ne peut pas confondre avec elle.
league-created-season = La saison 1 se termine le { $end }. { $next ->
        [auto] La saison suivante s'ouvre alors d'elle-même.
       *[other] La saison suivante s'ouvre quand un administrateur dit /{ cmd-name-league } { cmd-name-league-season } { cmd-choice-end }.
    }
league-season-closed = La saison { $season } de { $name } est terminée. Un administrateur ouvre la suivante avec /{ cmd-name-league } { cmd-name-league-season } { $name } { cmd-choice-end }.
league-season-opened = La saison { $season } de { $name } commence maintenant, tout le monde à zéro.
league-season-over = La saison { $season } de { $name } a atteint sa date de fin. Voici le classement final ; les parties encore en cours comptent pour cette saison quand elles se terminent. { $auto ->
        [yes] La saison { $next } commence maintenant.
       *[other] Un administrateur ouvre la saison { $next } avec /{ cmd-name-league } { cmd-name-league-season } { $name } { cmd-choice-end }.
    }
league-season-late = Une partie de la saison { $season } de { $name } encore en cours à sa fin vient de se terminer. Le classement final, à nouveau :
league-standings-void = { $count ->
        [one] Partie nulle et non avenue
       *[other] Parties nulles et non avenues
    } (aucun joueur n'a choisi d'action ; ni points, ni victoires, ni changement de cote) : { $games }
league-round-resumed = La manche { $round } de { $name } a été interrompue ; ouverture { $tables ->
        [one] de sa dernière table
       *[other] de ses { $tables } { $tables ->
        [one] table
       *[other] tables
    } restantes
    } maintenant.
league-round-group-bots = Table { $n } : { $players } et { $bots ->
        [one] un bot
       *[other] { $bots } { $bots ->
        [one] bot
       *[other] bots
    }
    } (dans { $channel })
league-round-sat-out = { $count ->
        [one] { $players } ne joue pas cette manche et passe en premier à la suivante.
       *[other] { $players } ne jouent pas cette manche et passent en premier à la suivante.
    }
league-sat-out-why = ({ $count } { $count ->
        [one] joueur
       *[other] joueurs
    } prêts, tables de { $group }, { $title } se joue de { $min } à { $max }, bots { $bots ->
        [allowed] autorisés
       *[other] non autorisés
    } : aucune table ne pouvait accueillir les derniers.)
league-sat-out-dm = { $name }, manche { $round } : il ne restait pas de place pour vous cette fois. Vous restez prêt et passez en premier à la prochaine manche.
history-void = {"  "}↳ partie de ligue nulle et non avenue : aucun joueur n'a choisi d'action, elle ne compte pas.
