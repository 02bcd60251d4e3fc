## Belfort : messages du jeu (les identifiants commencent par belfort-).

belfort-title = Belfort
belfort-error-illegal = Ce n'est pas une action de Belfort possible en ce moment. Utilisez /{ cmd-name-actions } pour voir vos choix.
belfort-error-guild-list = La liste de guildes `{ $given }` doit nommer 5 guildes différentes de ce jeu.
belfort-error-guild-2p = La guilde { $guild } n'est pas utilisée à 2 joueurs ; parmi les guildes interactives, seuls les Magiciens sont en jeu.

belfort-opt-guilds = Tirage des 5 guildes : beginner (2 de base, 3 de ressources), normal (2 de base, 1 de ressources, 2 interactives ; à 2 joueurs, les Magiciens plus 2 de base et 2 de ressources) ou advanced (5 au hasard).
belfort-opt-guild-list = Jouer plutôt avec exactement ces 5 guildes, séparées par des virgules (par exemple masons,miners,bankers,architects,wizards).
belfort-opt-thieves-max = Or maximum que les Voleurs prennent à un seul joueur : 3 selon le livret de règles, ou 2 comme signalé pour la tuile imprimée.
belfort-opt-ties = Égalités pour les majorités : drop-one (un groupe à égalité prend la place suivante et repousse les autres d'une place) ou competition (les autres reculent d'autant de places que le groupe compte de joueurs).
belfort-opt-market-cap = Les Marchés ne peuvent jamais porter les visites au Comptoir d'un joueur au-delà de 3.
belfort-opt-np-keep = Marqueurs qu'un joueur neutre pose sur une section de Donjon : 2 (comme un Donjon construit) ou 1 (le texte littéral).
belfort-opt-gatehouse-halves = Chaque moitié d'un Corps de garde est un emplacement à part : un autre joueur peut construire sur une moitié libre.
belfort-opt-wrong-kind = Autoriser n'importe quel ouvrier dans n'importe quelle zone de ressources (les ouvriers du mauvais type ne récoltent rien).
belfort-opt-upgrade-lost = Un gnome de Taverne ou de Jardins sans ouvrier à promouvoir est perdu au lieu de promouvoir un ouvrier obtenu plus tard.
belfort-opt-recruiters-hire = Un gnome pris grâce à la guilde des Recruteurs compte comme l'embauche de gnome du tour.
belfort-opt-merchants = La guilde des Marchands donne à la fois ses conversions et ses trois visites supplémentaires, ou l'un des deux au choix.

belfort-discarded = { $player } a défaussé { $cards }.
belfort-round = Le tour { $round } commence ({ $season }).
belfort-season-spring = printemps
belfort-season-summer = été
belfort-season-autumn = automne
belfort-sent = { $player } envoie ses ouvriers : forêt { $forest }, carrière { $quarry }, mine { $mine }, mine d'or { $goldmine }.
belfort-recruited = { $player } recrute au bureau : { $ok ->
    [yes] { $kind ->
        [elf] un nouvel elfe
       *[dwarf] un nouveau nain
    } arrive.
   *[no] personne ne vient ; il n'en reste plus de ce type.
}
belfort-gnome-placed = { $player } place un gnome sur sa carte { $card }.
belfort-drew = Vous avez pioché la carte { $card }.
belfort-np-drew-private = La carte du dessus de la pioche pour { $np } est la carte { $card }.
belfort-np-no-lot = { $np } a pioché la carte { $card }, qui n'a plus d'emplacement libre : elle va à la défausse et { $np } ne place rien.
belfort-np-discards = La carte { $card } de { $np } va face visible à la défausse.
belfort-private-np-card = Carte piochée pour { $np } : { $card }. Placez son marqueur.
belfort-np-paid = Un nain neutre arrive dans une guilde de { $player }, qui reçoit { $gold } or.
belfort-nothing = Il ne se passe rien.
belfort-shown = { $player } montre la carte { $card }.
belfort-game-over = Le septième mois est terminé : la partie est finie.
belfort-private = Main : { $hand }. Bois { $wood }, pierre { $stone }, métal { $metal }, or { $gold }. Elfes { $elves }, nains { $dwarves }, gnomes { $gnomes }.
belfort-private-keep = Vous avez choisi de défausser : { $cards }.
belfort-private-shown = Vous montrez : { $card }.

## Libellés du plateau.
belfort-board-subtitle = Tour { $round } sur { $rounds } · { $phase }
belfort-phase-keep = choix des cartes de départ
belfort-phase-block = placement des nains neutres
belfort-phase-placement = placement
belfort-phase-gathering = récolte
belfort-phase-actions = actions
belfort-phase-neutral = joueurs neutres
belfort-phase-over = partie terminée
belfort-label-district = Quartier { $n }
belfort-label-wall = Muraille
belfort-label-gathering = Plateau de récolte
belfort-area-forest = Forêt
belfort-area-quarry = Carrière
belfort-area-mine = Mine
belfort-area-goldmine = Mine d'or
belfort-label-office = Bureau de recrutement
belfort-label-tent = Tente du Roi
belfort-label-pool = Gnomes disponibles : { $n }
belfort-label-calendar = Calendrier
belfort-label-neutral = neutre
belfort-label-display = Cartes proposées
belfort-label-deck = Pioche { $deck } · défausse { $discard }
belfort-label-income = Revenu { $n }
belfort-label-cost = Coût { $cost }
belfort-label-hand = Votre main
belfort-label-tableau = Vos bâtiments
belfort-label-gnomes = Gnomes { $n }/{ $locks }
belfort-label-worker-on = Ouvrier : { $worker }
belfort-col-player = Joueur
belfort-col-score = Score
belfort-col-shield = Bouclier
belfort-col-goods = Biens
belfort-col-workers = Ouvriers
belfort-col-hand = Cartes
belfort-legend-goods = B bois · P pierre · M métal · O or
belfort-legend-pieces = E elfe · N nain · g gnome · m maître
belfort-legend-line1 = place libre · ✕ mois de décompte · bouclier gris : utilisé à la Tente
belfort-legend-line2 = B bois · P pierre · M métal · O or · E elfe · N nain · m maître · g gnome
belfort-label-guild = Guildes
belfort-label-markers = Marqueurs
belfort-guild-gain = Prenez { $goods }.
belfort-guild-does-merchants = Deux fois B ou P → M, { $either ->
    [yes] ou
   *[no] et
} | 3 visites de commerce en plus
belfort-guild-does-librarians = Piochez 3 cartes, | puis défaussez-en 1.
belfort-guild-does-architects = Prenez un emplacement, une muraille | ou une guilde pour 1 M ou 2 B/P de moins
belfort-guild-does-recruiters = +1 elfe ou nain, ou un | gnome disponible sur votre verrou
belfort-guild-does-thieves = Jusqu'à { $max } O à un joueur, | ou 1 O à chacun de 3 au plus
belfort-guild-does-bandits = 1 M ou jusqu'à 2 B/P à un joueur, | ou 1 B/P à chacun de 3 au plus
belfort-guild-does-wizards = Échangez les marqueurs de deux | emplacements d'un type, murailles ou guildes
belfort-guild-does-spies = Tous les autres montrent une carte ; | prenez-en une
belfort-abbr-wood = B
belfort-abbr-stone = P
belfort-abbr-metal = M
belfort-abbr-gold = O
belfort-abbr-elf = E
belfort-abbr-dwarf = N
belfort-abbr-gnome = g
belfort-abbr-master = m
belfort-seat-title = Belfort · { $player } (privé)
belfort-seat-subtitle = Score { $score } · bouclier { $shield } · tour { $round }
belfort-seat-info = Ouvriers à la maison : { $home } · vos marqueurs sur le plateau : { $markers } · { $hired ->
    [yes] gnome embauché ce tour
   *[no] gnome pas encore embauché
} · { $bought ->
    [yes] carte achetée
   *[no] aucune carte achetée
}

## Textes courts des cartes (lignes coupées à " | ").
belfort-short-pub = Gnome : un nain | devient maître.
belfort-short-gardens = Gnome : un elfe | devient maître.
belfort-short-tower = Le gnome ouvre une place | (1 or) : prenez un | gnome disponible.
belfort-short-inn = Le gnome ouvre une place | (1 or) : recevez un | elfe ou un nain.
belfort-short-blacksmith = Place : +1 métal. | Gnome : une fois par tour, | 1 métal pour 1 or.
belfort-short-bank = Gnome : +1 or | une fois par tour.
belfort-short-market = Place : +2 or. | Chaque gnome (2 verrous) : | une visite de plus.
belfort-short-gatehouse = À cheval sur deux quartiers. | Gnome : un 2e marqueur | sur votre Corps de garde.
belfort-short-library = Place : piochez 2, | défaussez 2. Gnome : | piochez 1 après votre tour.
belfort-short-keep = Deux marqueurs dans | un quartier.

## Discussion de table : comment actions et étapes automatiques sont racontées (issue 10).
belfort-np-name = neutre { $n }
belfort-nobody = personne
belfort-join = { $a }, { $b }
belfort-join-last = { $a } et { $b }
belfort-n-wood = { $n } bois
belfort-n-stone = { $n ->
    [one] { $n } pierre
   *[other] { $n } pierres
}
belfort-n-metal = { $n ->
    [one] { $n } métal
   *[other] { $n } métaux
}
belfort-n-gold = { $n } or
belfort-n-nothing = rien
belfort-worker = { $master ->
    [1] { $elf ->
        [1] un elfe maître
       *[0] un nain maître
    }
   *[0] { $elf ->
        [1] un elfe
       *[0] un nain
    }
}
belfort-space-office = le Bureau de recrutement
belfort-space-tent = la Tente du Roi
belfort-space-guild = la guilde { $guild } (quartier { $district })
belfort-space-card = la carte { $card } de { $player }
belfort-gives-office = donne { $elf ->
    [1] un elfe
   *[0] un nain
} à la récolte
belfort-gives-tent = choisir un bouclier d'ordre à la récolte
belfort-gives-goods = donne { $goods }
belfort-gives-guild = { $hook ->
    [merchants] { $either ->
        [1] convertir deux fois du bois ou de la pierre en métal, ou 3 visites de commerce en plus
       *[0] convertir deux fois du bois ou de la pierre en métal et 3 visites de commerce en plus
    }
    [librarians] piocher 3 cartes, puis en défausser 1
    [architects] prendre un emplacement, une muraille ou une guilde pour 1 métal ou 2 bois/pierre de moins
    [recruiters] recevoir un elfe ou un nain, ou placer un gnome disponible sur votre verrou
    [thieves] prendre jusqu'à { $max } or à un joueur, ou 1 or à chacun de 3 joueurs au plus
    [bandits] prendre 1 métal ou jusqu'à 2 bois/pierre à un joueur, ou 1 bois/pierre à chacun de 3 joueurs au plus
    [wizards] échanger les marqueurs de deux emplacements d'un même type, de deux murailles ou de deux guildes
   *[spies] chaque autre joueur montre une carte ; prenez-en une
}
belfort-gives-space = { $hook ->
    [tower] prendre un gnome disponible et le placer sur l'un de vos verrous
    [inn] recevoir un elfe ou un nain
   *[library] piocher 2 cartes, puis en défausser 2
}
belfort-told = { $player } { $what }.
belfort-told-keep = { $player } garde { $n } { $n ->
        [one] carte
       *[other] cartes
    }.
belfort-told-keep-own = Vous gardez { $cards }.
belfort-told-show = { $player } montre une carte à { $spy }.
belfort-told-show-own = Vous montrez votre carte { $card } à { $spy }.
belfort-told-np-deck = { $player } pioche la carte du dessus pour { $np } ; elle reste cachée jusqu'à ce que { $np } la place.
belfort-told-np-pick = { $player } choisit la carte { $card } parmi celles proposées pour { $np }.
belfort-told-np-place = { $player } place le marqueur de { $np } sur { $lot }.
belfort-told-buy-deck = { $player } paie { $gold } or pour la carte du dessus de la pioche.
belfort-told-buy-display = { $player } paie { $gold } or pour la carte { $card } proposée.
belfort-told-discard = { $player } défausse la carte { $card } face visible.
belfort-told-build = { $player } construit { $card } sur { $lot } pour { $cost }.
belfort-do-block = bloque la guilde { $guild } (quartier { $district }) avec un nain neutre
belfort-do-place = place { $worker } sur { $space }{ $gold ->
    [0] {""}
   *[other] {" "}pour { $gold } or
}
belfort-do-pass = passe
belfort-do-send = envoie { $worker } { $area ->
    [forest] à la Forêt
    [quarry] à la Carrière
    [mine] à la Mine
   *[goldmine] à la Mine d'or
}
belfort-do-shield = prend le bouclier { $shield }
belfort-do-keep-shield = garde le bouclier { $shield }
belfort-do-activate = active { $space }
belfort-do-wall = construit une muraille dans le quartier { $district } pour { $cost }
belfort-do-guild = achète la guilde { $guild } (quartier { $district }) pour { $cost }
belfort-do-buy = achète 1 { $res ->
        [wood] bois
        [stone] pierre
       *[metal] métal
    } pour { $gold } or
belfort-do-sell = vend 1 { $res ->
        [wood] bois
        [stone] pierre
       *[metal] métal
    } pour { $gold } or
belfort-do-convert = convertit 1 { $res ->
        [wood] bois
        [stone] pierre
       *[metal] métal
    } en 1 métal
belfort-do-hire = embauche un gnome sur la carte { $card } pour { $gold } or
belfort-do-bank = prend 1 or à la Banque
belfort-do-smith = achète 1 métal pour 1 or à la Forge
belfort-do-end = termine son tour
belfort-do-recruit = recrute { $elf ->
    [1] un elfe
   *[0] un nain
}
belfort-do-gnome = place un gnome disponible sur la carte { $card }
belfort-do-gate-extra = place un second marqueur sur { $lot }
belfort-do-arch-district = envoie les Architectes dans le quartier { $district }
belfort-do-arch-lot = prend { $lot } grâce aux Architectes
belfort-do-arch-pay = paie { $cost } ({ $discount } de réduction)
belfort-do-skip = renonce
belfort-do-done = a terminé
belfort-do-steal = prend { $gold } or à { $victim }
belfort-do-steal-each = prend { $gold } or à chacun de { $victims }
belfort-do-rob = prend { $goods } à { $victim }
belfort-do-rob-each = dépouille jusqu'à 3 joueurs de 1 bois ou 1 pierre chacun
belfort-do-wiz-kind = échange des marqueurs de { $kind } grâce aux Magiciens
belfort-do-wiz-from = choisit { $lot } pour l'échange
belfort-do-wiz-to = échange ses marqueurs avec { $lot }
belfort-do-wiz-seat = pose le marqueur sur { $lot }
belfort-do-spy-take = prend la carte { $card } que { $victim } a montrée
belfort-do-merchants = { $convert ->
    [1] prend { $n } { $n ->
        [one] conversion
       *[other] conversions
    } en métal
   *[0] prend { $n } { $n ->
        [one] visite
       *[other] visites
    } de commerce en plus
}
belfort-detail-place = Coûte { $gold } or ; { $gives }.
belfort-detail-build = Coûte { $cost } ; revenu de { $income } or à chaque tour.
belfort-detail-wall = Coûte { $cost } ; un marqueur sur la muraille.
belfort-detail-guild = Coûte { $cost } ; les autres qui s'y placent vous paient { $gold } or.
belfort-detail-gives = Votre ouvrier rentre à la maison ; { $gives }.
belfort-detail-trade = { $buy ->
    [1] Payez { $gold } or, recevez 1 { $res ->
        [wood] bois
        [stone] pierre
       *[metal] métal
    }.
   *[0] Donnez 1 { $res ->
        [wood] bois
        [stone] pierre
       *[metal] métal
    }, recevez { $gold } or.
}
belfort-detail-hire = Coûte { $gold } or ; une embauche par tour.
belfort-detail-buy-card = Coûte { $gold } or et termine votre tour.
belfort-detail-keep = Les { $n } autres vont face visible à la défausse.
belfort-detail-discard = Face visible à la défausse.
belfort-detail-reveal = Montrée à tous quand chacun aura montré la sienne ; l'espion peut la prendre.
belfort-detail-send = Récolte { $area ->
    [forest] à la Forêt
    [quarry] à la Carrière
    [mine] à la Mine
   *[goldmine] à la Mine d'or
} ce tour-ci.
belfort-prompt-keep = Choisissez { $keep } de vos { $deal } { $deal ->
        [one] carte
       *[other] cartes
    } à garder ; les { $drop } autres vont face visible à la défausse.
belfort-prompt-block = Placez le nain de { $np } sur une guilde : personne ne peut utiliser cette guilde tant qu'il y reste.
belfort-prompt-place = Placez un ouvrier ou passez : { $elves } { $elves ->
        [one] elfe
       *[other] elfes
    } et { $dwarves } { $dwarves ->
        [one] nain
       *[other] nains
    } à la maison, { $gold } or.
belfort-prompt-distribute = Vous avez passé : envoyez { $n ->
        [one] votre ouvrier resté
       *[other] les { $n } ouvriers restés
    } à la maison dans les zones de ressources.
belfort-prompt-tent = Tente du Roi : prenez un bouclier libre pour changer l'ordre du tour, ou gardez le bouclier { $shield }.
belfort-prompt-actions = Vos actions : vous avez { $wood } bois, { $stone } { $stone ->
        [one] pierre
       *[other] pierres
    }, { $metal } métal, { $gold } or et { $hand } { $hand ->
        [one] carte
       *[other] cartes
    }.
belfort-prompt-neutral = { $place ->
    [1] Placez le marqueur de { $np } sur un emplacement libre de sa carte.
   *[0] Choisissez la carte de { $np } : une des cartes proposées, ou celle du dessus de la pioche.
}
belfort-prompt-discard = Défaussez encore { $n } { $n ->
    [one] carte
   *[other] cartes
} (vous en avez { $hand } ; la limite de main est { $limit }).
belfort-prompt-recruit = { $gnome ->
    [1] Recruteurs : recevez un elfe ou un nain, ou placez un gnome disponible sur votre verrou.
   *[0] Auberge : recevez un elfe ou un nain.
}
belfort-prompt-gnome = Choisissez un verrou pour un gnome disponible (il en reste { $pool }).
belfort-prompt-gate = Gnome du Corps de garde : choisissez le Corps de garde qui reçoit votre second marqueur.
belfort-prompt-arch = Architectes : prenez un emplacement, une muraille ou une guilde pour 1 métal ou 2 bois/pierre de moins. Vous avez { $wood } bois, { $stone ->
        [one] { $stone } pierre
       *[other] { $stone } pierres
    }, { $metal ->
        [one] { $metal } métal
       *[other] { $metal } métaux
    }, { $gold } or.
belfort-prompt-arch-pay = Architectes : le coût complet est { $cost } ; choisissez la réduction.
belfort-prompt-thieves = Voleurs : prenez jusqu'à { $max } or à un joueur, ou { $each } or à chacun de 3 joueurs au plus.
belfort-prompt-bandits = Bandits : prenez des biens à un joueur, ou 1 bois ou 1 pierre à chacun de 3 joueurs au plus.
belfort-prompt-wizards = Magiciens : échangez les marqueurs de deux emplacements d'un même type.
belfort-prompt-spies-show = Espions : { $spy } demande à chaque joueur de montrer une carte ; choisissez l'une de vos { $hand } { $hand ->
        [one] carte
       *[other] cartes
    } (elle peut vous être prise).
belfort-prompt-spies-take = Espions : prenez l'une des cartes montrées.
belfort-prompt-merchants = Marchands : prenez { $converts } { $converts ->
        [one] conversion
       *[other] conversions
    } en métal, ou { $visits } { $visits ->
        [one] visite
       *[other] visites
    } de commerce en plus.
belfort-area-got = { $area ->
    [forest] Forêt
    [quarry] Carrière
    [mine] Mine
   *[goldmine] Mine d'or
} : { $list }.
belfort-got = { $player } { $amount } { $area ->
    [forest] bois
    [quarry] pierre
    [mine] métal
   *[goldmine] or
}{ $bonus ->
    [1] {" "}(+1 pour avoir le plus d'ouvriers)
   *[0] {""}
}
belfort-income = Revenu : { $list }.
belfort-income-part = { $player } +{ $gold } or (désormais { $total })
belfort-taxes = Impôts : { $list }.
belfort-tax-part = { $player } { $tax ->
    [0] ne doit rien
   *[other] doit { $tax } or à { $score } { $score ->
        [one] point
       *[other] points
    }, paie { $paid }{ $lost ->
        [0] {""}
       *[other] {" "}et perd { $lost } { $lost ->
        [one] point
       *[other] points
    }
    } (il reste { $gold } or)
}
belfort-np-moved = Un nain neutre passe à la guilde { $guild } (quartier { $district }).
belfort-scoring = Décompte après le tour { $round } (quartiers 1 à 5, puis elfes, nains, gnomes) :
belfort-scored = { $player } marque +{ $points } : quartiers { $d1 }+{ $d2 }+{ $d3 }+{ $d4 }+{ $d5 }, elfes { $elves }, nains { $dwarves }, gnomes { $gnomes } ; total { $score }.
belfort-final-head = Classement final (égalités départagées par bois + pierre + or + 2 × métal) :
belfort-final-line = { $rank }. { $player } : { $score } { $score ->
        [one] point
       *[other] points
    } (quartiers { $districts }, elfes { $elves }, nains { $dwarves }, gnomes { $gnomes }{ $taxes ->
    [0] {""}
   *[other] , perdus aux impôts { $taxes }
}){ $tied ->
    [1] , départage { $tiebreak } ({ $wood } bois, { $stone } { $stone ->
            [one] pierre
           *[other] pierres
        }, { $metal } métal, { $gold } or)
   *[0] {""}
}
belfort-status = Belfort, tour { $round } : { $phase }. À jouer : { $turn }. Scores (bouclier) : { $scores }. Gnomes disponibles : { $pool }.
belfort-status-score = { $player } { $score } ({ $shield })
belfort-band-final = Scores finaux
belfort-band-over = Partie terminée, premier : { $winners }
belfort-band-turn = À jouer : { $who }
belfort-band-last = Dernier coup : { $action }
belfort-band-last-change = Dernier coup : { $action } → { $change }
belfort-band-no-last = Aucune action encore dans cette partie
belfort-delta-wood = { $n } bois
belfort-delta-stone = { $n } { $n ->
        [one] pierre
       *[other] pierres
    }
belfort-delta-metal = { $n } métal
belfort-delta-gold = { $n } or
belfort-delta-points = { $n } { $n ->
        [one] point
       *[other] points
    }
belfort-label-built = Bâtiments construits (g = gnomes sur la carte)
