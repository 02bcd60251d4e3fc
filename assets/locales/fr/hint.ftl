## /hint (issue 29) : ce que jouerait le bot normal à la place du joueur,
## pour lui seul. Rien n'est joué ni inscrit au journal.
cmd-name-hint = conseil
discord-cmd-hint = Ce que jouerait le bot normal à votre place, et pourquoi (vous seul le voyez)
opt-hints = Si les joueurs assis peuvent utiliser /{ cmd-name-hint } pour voir les meilleurs coups du bot normal : on ou off (toujours off en partie de ligue).

hint-header = Conseil : les meilleurs coups du bot normal à votre place, d'après ce que vous voyez :
hint-move = { $rank }. { $action }
hint-gains = · rapporte { $list }
hint-costs = · coûte { $list }
hint-no-change = · rien ne change tout de suite dans vos totaux
hint-estimate = · estimation { $value }/100, dans { $share } % de { $iterations } recherches
hint-only-move = · votre seul coup
hint-footer = Vous seul voyez ceci ; rien n'a été joué. Un conseil par tour.
hint-again = Vous avez déjà demandé ce tour-ci : le même conseil.
hint-already = Vous avez eu votre conseil ce tour-ci. Le prochain viendra à votre prochain tour.
hint-off = Les conseils sont désactivés à cette table (hints:off).
hint-off-league = Les conseils sont désactivés dans les parties de ligue.
hint-not-your-turn = Le conseil est réservé à la place qui doit jouer, et ce n'est pas votre tour : on attend { $users }.
hint-league-option = Les parties de ligue se jouent sans conseils : hints:{ $value } est refusé à une table de { $name }.

hint-nations-vp = { $n } PV
hint-nations-gold = { $n } Or
hint-nations-stone = { $n } Pierre
hint-nations-food = { $n } Nourriture
hint-nations-books = { $n } { $n ->
        [one] Livre
       *[other] Livres
    }
hint-nations-workers = { $n } { $n ->
        [one] ouvrier
       *[other] ouvriers
    } en réserve
hint-nations-military = { $n } de Force
hint-nations-stability = { $n } de Stabilité

hint-endeavor-glory = { $n } de gloire
hint-endeavor-buildings = { $n } { $n ->
        [one] bâtiment
       *[other] bâtiments
    }
hint-endeavor-cards = { $n } { $n ->
        [one] carte avantage
       *[other] cartes avantage
    }
hint-endeavor-tokens = { $n } { $n ->
        [one] jeton de commerce
       *[other] jetons de commerce
    }

hint-belfort-workers = { $n } { $n ->
        [one] ouvrier
       *[other] ouvriers
    }
hint-belfort-hand = { $n } { $n ->
        [one] carte
       *[other] cartes
    } en main
hint-belfort-buildings = { $n } { $n ->
        [one] bâtiment
       *[other] bâtiments
    }
