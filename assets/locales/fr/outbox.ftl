# Les nouvelles d'un bot qui remplace un joueur absent (issue 26).
stand-in-started = Votre échéance dans { $title } ({ $channel }) est dépassée : un bot joue désormais votre place. Entre-temps, vous ne recevez pas de message à chacun de ses coups. Pour reprendre votre place, envoyez n'importe quelle commande à cette table (par exemple /{ cmd-name-game } { cmd-name-game-status }).
stand-in-back = Bon retour : votre place dans { $title } ({ $channel }) est de nouveau la vôtre, et le bot a cessé de la jouer.
stand-in-game-over = La partie { $title ->
        [Endeavor] d'Endeavor
       *[other] de { $title }
    } ({ $channel }) s'est terminée pendant qu'un bot jouait votre place.
stand-in-nothing = Rien ne s'est passé à la table entre-temps.
