## Endeavor : messages du jeu. Les places sont numérotées à partir de 1.

endeavor-error-content = Le pack de contenu d'Endeavor a { $errors ->
    [one] { $errors } problème
   *[other] { $errors } { $errors ->
        [one] problème
       *[other] problèmes
    }
  } ; lancez `longtable content check` pour les voir.
endeavor-error-illegal = Ce coup ne vous est pas permis en ce moment.

## Options (affichées par /game new endeavor)
endeavor-opt-slavery-penalty = Les cartes Esclavage face cachée ne coûtent 1 Gloire chacune que si l'esclavage a été aboli pendant la partie (par défaut : elles coûtent toujours 1).
endeavor-opt-ship-ship = Une double Navigation (Cartographe) doit envoyer les deux marqueurs dans la même région (par défaut : n'importe quelles régions).
endeavor-opt-draw-draw = Une double Pioche (Maison de commerce) prend les deux cartes dans la même pile ; off : dans la même région, donc Europe et Esclavage peuvent être mélangés.
endeavor-opt-build-fallback = Quand il ne reste aucune tuile de votre niveau de construction ou inférieur : `lowest` ouvre le plus bas niveau supérieur qui a encore des tuiles, `next` seulement le niveau juste au-dessus, `any` tous les niveaux supérieurs.
endeavor-opt-empty-activation = Permettre d'activer un bâtiment ou de dépenser un jeton même si aucune de ses actions ne peut être réalisée (par défaut : interdit).
endeavor-opt-empty-payment = Permettre un Paiement qui ne libère aucun bâtiment (par défaut : interdit).

## Journal : ce qui a suivi une action ou s'est produit tout seul (l'action elle-même est racontée par endeavor-tell-*)
endeavor-none = aucun
endeavor-join = { $head } · { $tail }
endeavor-gives-status = +{ $count } { $track }
endeavor-gives-action = une action { $action } à utiliser plus tard
endeavor-log-growth = Croissance, manche { $round } : { $list }
endeavor-growth-item = { $seat } +{ $gained } (croissance { $growth }, port { $harbor })
endeavor-log-salary = Salaire, manche { $round } : { $list }
endeavor-salary-item = { $seat } libère { $freed } sur { $salary } (port { $harbor })
endeavor-log-ship = { $seat } prend la case { $space } sur { $spaces } de la route maritime { $region } (il n'y reste plus de jeton).
endeavor-log-ship-token = { $seat } prend la case { $space } sur { $spaces } de la route maritime { $region } et son jeton { $token } : { $gives }.
endeavor-log-ship-beside = La route maritime { $region } est pleine : l'ouvrier de { $seat } attend à côté ({ $count } en attente).
endeavor-log-open = { $region } s'ouvre ; personne ne prend son Gouverneur.
endeavor-log-governor = { $region } s'ouvre : { $seat } a le plus d'ouvriers sur sa route maritime ({ $count }{ $tied ->
    [yes] , égalité départagée par la case la plus proche de la pile
   *[no] { "" }
  }) et prend { $card }.
endeavor-log-occupy-token = { $seat } prend le jeton { $token } de { $city } : { $gives }.
endeavor-log-attack = { $defender } perd { $city } : un de ses ouvriers et un de ceux de { $seat } retournent dans leurs réserves.
endeavor-log-connection = { $seat } est le premier à contrôler la liaison { $from } – { $to }{ $token ->
    [none] { "" }
   *[other] { " " }et prend son jeton { $token } : { $gives }
  }.
endeavor-log-abolition = L'esclavage est aboli : toutes les cartes Esclavage détenues sont retournées face cachée et la pile Esclavage quitte le jeu.
endeavor-log-round-end = La manche { $round } est terminée ; { $seat } prend la couronne pour la manche { $next }.
endeavor-log-game-end = La manche { $round } est terminée : la partie s'achève. Gloire finale :
endeavor-final-line = { $rank }. { $seat } : { $total } Gloire (villes { $cities }, liaisons { $connections }, pistes { $tracks } [I{ $industry } C{ $culture } F{ $finance } P{ $politics }], cartes { $cards }, case du gouverneur vide { $governor }, bâtiments { $buildings }, port { $harbor }, Esclavage { $slavery })
endeavor-final-tie = Pas de départage dans Endeavor : { $list } partagent la place { $rank }.

## Comment chaque action est racontée à tous (tout Endeavor est public)
endeavor-tell-build = { $seat } construit le bâtiment { $building } (niveau { $level }) : { $gives }.
endeavor-tell-free = { $seat } libère l'ouvrier de son bâtiment { $building } (salaire).
endeavor-tell-activate = { $seat } active son bâtiment { $building } ({ $action }), 1 ouvrier pris au port.
endeavor-tell-token = { $seat } dépense un jeton { $token }{ $named ->
    [yes] {""}
   *[no] { " " }({ $action })
  }.
endeavor-tell-ship = { $seat } navigue vers la région { $region } avec un ouvrier.
endeavor-tell-occupy = { $seat } occupe { $city } ({ $region }).
endeavor-tell-attack = { $seat } attaque { $city }, tenue par { $defender }, avec 2 ouvriers.
endeavor-tell-pay = { $seat } paie : l'ouvrier de son bâtiment { $building } retourne au port.
endeavor-tell-draw = { $seat } pioche { $card } dans la pile { $deck } : { $gives }.
endeavor-tell-done = { $seat } arrête l'action ici.
endeavor-tell-pass = { $seat } passe pour le reste de la manche.
endeavor-tell-govern = { $seat } place { $card } sur sa case du gouverneur.
endeavor-tell-ungovern = { $seat } retire { $card } de sa case du gouverneur.
endeavor-tell-discard = { $seat } défausse { $card } (limite de cartes).
endeavor-tell-keep = { $seat } garde ses cartes telles quelles.

## Choix : un intitulé et ce que chacun coûte et rapporte
endeavor-icons = { $icons }
endeavor-no-icons = aucun statut
endeavor-choice-build = Construire { $building } (niveau { $level })
endeavor-detail-build = donne { $icons } ; { $action }{ $glory ->
    [0] { "" }
   *[other] ; ★{ $glory } en fin de partie
  } ; il en reste { $left }
endeavor-detail-no-action = pas de cercle d'action
endeavor-basic = { $basic ->
    [ship] Navigation
    [occupy] Occupation
    [attack] Attaque
    [payment] Paiement
   *[draw] Pioche
  }
endeavor-offer-either = { $a } ou { $b }
endeavor-offer-both = { $a } et { $b }
endeavor-detail-action = action { $action }
endeavor-choice-free = Libérer l'ouvrier de votre bâtiment { $building }
endeavor-detail-free = retour au port ; il reste { $left } à libérer sur votre salaire de { $salary }
endeavor-choice-activate = Activer { $building } : { $action }
endeavor-detail-activate = coûte 1 ouvrier du port (vous en avez { $harbor }) ; il y reste jusqu'à sa libération
endeavor-choice-token = Dépenser le jeton { $token }{ $named ->
    [yes] {""}
   *[no] { " " }: { $action }
  }
endeavor-detail-token = le jeton est consommé ; aucun ouvrier sur un bâtiment
endeavor-choice-ship = Naviguer vers la région { $region }
endeavor-detail-ship-space = 1 ouvrier sur la case { $space } sur { $spaces } ; prend { $token } : { $gives }{ $opens ->
    [yes] ; ouvre la région
   *[no] { "" }
  }
endeavor-detail-ship-empty = 1 ouvrier sur la case { $space } sur { $spaces } (pas de jeton){ $opens ->
    [yes] ; ouvre la région
   *[no] { "" }
  }
endeavor-detail-ship-beside = route pleine : 1 ouvrier attend à côté (compte pour la présence)
endeavor-choice-occupy = Occuper { $city } ({ $region })
endeavor-detail-occupy = 1 ouvrier ; prend { $token } : { $gives } ; ★{ $glory } en fin de partie
endeavor-detail-occupy-bare = 1 ouvrier ; ★{ $glory } en fin de partie
endeavor-choice-attack = Attaquer { $city } (tenue par { $defender })
endeavor-detail-attack = 2 ouvriers (1 retourne dans votre réserve, 1 des siens dans la sienne) ; ★{ $glory } en fin de partie
endeavor-choice-pay = Payer : libérer l'ouvrier de votre bâtiment { $building }
endeavor-detail-pay = cet ouvrier retourne dans votre port
endeavor-choice-draw = Piocher { $card } ({ $deck })
endeavor-detail-draw = donne { $icons }{ $glory ->
    [0] { "" }
   *[other] , ★{ $glory }
  } ; il faut { $value } de vos ouvriers dans la région
endeavor-choice-done = S'arrêter ici
endeavor-detail-done = termine cette action sans sa seconde partie
endeavor-choice-pass = Passer
endeavor-detail-pass = plus d'actions cette manche ; vous gardez { $harbor } { $harbor ->
        [one] ouvrier
       *[other] ouvriers
    } au port
endeavor-choice-govern = Placer { $card } sur la case du gouverneur
endeavor-detail-govern = elle ne compte plus dans votre limite de cartes (vous perdez les ★3 de la case vide)
endeavor-choice-ungovern = Retirer { $card } de la case du gouverneur
endeavor-detail-ungovern = elle compte dans votre limite de cartes ; la case vide rapporte ★3
endeavor-choice-discard = Défausser { $card }
endeavor-detail-discard = vous perdez { $icons }{ $glory ->
    [0] { "" }
   *[other] et ★{ $glory }
  } ; vous avez { $held } { $held ->
        [one] carte
       *[other] cartes
    }, votre limite est { $limit }
endeavor-choice-keep = Garder vos cartes
endeavor-detail-keep = vous avez { $held } { $held ->
        [one] carte
       *[other] cartes
    }, votre limite est { $limit }

## Invites : pourquoi on s'adresse à une place
endeavor-prompt-build = Construction, manche { $round } : votre niveau de construction est { $level } ; choisissez un bâtiment.
endeavor-prompt-salary = Salaire : il reste { $left } à libérer sur votre salaire de { $salary } ; { $occupied } { $occupied ->
        [one] ouvrier
       *[other] ouvriers
    } sur vos bâtiments : choisissez lesquels.
endeavor-prompt-action = Votre action : { $harbor } { $harbor ->
        [one] ouvrier
       *[other] ouvriers
    } dans votre port, { $supply } dans votre réserve.
endeavor-prompt-part = Votre action { $action } : choisissez { $count ->
    [one] sa partie
   *[other] la partie suivante
  } ({ $harbor } { $harbor ->
        [one] ouvrier
       *[other] ouvriers
    } dans votre port).
endeavor-prompt-limit = Limite de cartes : vous avez { $held } { $held ->
        [one] carte
       *[other] cartes
    }, votre limite est { $limit } : défaussez-en { $over }.
endeavor-prompt-limit-govern = Limite de cartes : vous avez { $held } { $held ->
        [one] carte
       *[other] cartes
    }, votre limite est { $limit } : défaussez-en { $over }, ou placez d'abord un Gouverneur sur votre case du gouverneur vide, où il ne compte plus.
endeavor-prompt-arrange = Limite de cartes : vous avez { $held } { $held ->
        [one] carte
       *[other] cartes
    }, votre limite est { $limit } ; vous pouvez déplacer votre Gouverneur, ou garder vos cartes.

## Statut
endeavor-phase-build = Construction
endeavor-phase-growth = Croissance
endeavor-phase-salary = Salaire
endeavor-phase-action = Actions
endeavor-phase-over = Partie terminée
endeavor-status = Manche { $round } sur 7 · { $phase } · { $first } a la couronne
endeavor-status-to-act = En attente de { $seat }.
endeavor-status-score-so-far = { $seat } : { $glory } Gloire si la partie s'arrêtait maintenant
endeavor-status-over = La partie est terminée. Gloire finale :
endeavor-status-score = { $rank }. { $seat } : { $glory } Gloire
endeavor-private-status = Industrie { $industry } (niveau de construction { $build }) · Culture { $culture } (croissance { $growth }) · Finance { $finance } (salaire { $salary }) · Politique { $politics } (limite de cartes { $limit })
endeavor-private-pieces = Port : { $harbor } { $harbor ->
    [one] ouvrier
   *[other] ouvriers
  } · réserve : { $supply }
endeavor-private-buildings = Bâtiments (* = ouvrier dessus) : { $list }
endeavor-private-cards = Cartes : { $list } · case du gouverneur : { $governor }

## Libellés du plateau
endeavor-label-title = Endeavor
endeavor-label-round = Manche { $round } sur 7 · { $phase }
endeavor-label-final = Scores finaux après la manche { $round }
endeavor-label-turn = À jouer : { $list }
endeavor-label-over = Partie terminée : { $list } { $count ->
    [one] gagne
   *[other] se partagent la victoire
  }
endeavor-label-last = Dernier coup : { $what }
endeavor-label-last-change = Dernier coup : { $what } → { $change }
endeavor-label-no-last = Aucune action encore dans cette partie
endeavor-delta-status = { $n } { $track }
endeavor-delta-harbor = { $n } au port
endeavor-label-closed-legend = cadre en pointillés : région encore fermée
endeavor-label-glory-city = anneau doré : ville qui vaut 2 Gloire
endeavor-label-crown = premier joueur
endeavor-label-beside = à côté
endeavor-label-deck = pile
endeavor-label-deck-empty = vide
endeavor-label-top = dessus
endeavor-label-supply = Bâtiments restants (niveau : tuiles)
endeavor-label-level = Niveau { $level }
endeavor-label-tokens = Jetons de commerce
endeavor-label-brown = Marron : +1 statut chacun
endeavor-label-blue = Bleu : une action, puis dépensé
endeavor-label-players = Joueurs
endeavor-label-harbor = Port
endeavor-label-supply-markers = Réserve
endeavor-label-buildings = Bâtiments
endeavor-label-cards = Cartes
endeavor-label-governor-space = Case du gouverneur
endeavor-label-governor = Gouverneur
endeavor-label-card-limit = Limite de cartes { $limit } (+1 avec une carte Esclavage, 5 au plus)
endeavor-label-slavery-down = Esclavage face cachée : { $count }
endeavor-label-passed = a passé
endeavor-label-glory = Gloire actuelle
endeavor-label-abolished = Esclavage aboli
endeavor-label-level-value = niveau
endeavor-label-no-circle = pas de cercle
endeavor-label-status-short = I{ $i } C{ $c } F{ $f } P{ $p }
endeavor-track-build = { $track } { $status } → niveau de construction { $level }
endeavor-track-growth = { $track } { $status } → croissance { $level }
endeavor-track-salary = { $track } { $status } → salaire { $level }
endeavor-track-limit = { $track } { $status } → limite de cartes { $level }
endeavor-label-track-legend = Une case dorée montre son nombre et, en gras, le niveau qu'elle donne ; en fin de partie, une piste rapporte la case dorée sur laquelle ou sous laquelle se trouve son marqueur.
endeavor-label-icon-legend = I/C/F/P = symboles Industrie/Culture/Finance/Politique · ★ = Gloire · ○ = cercle d'activation vide · Gouv. = carte Gouverneur
