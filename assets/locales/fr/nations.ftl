# Nations : toutes les phrases affichées par le jeu. Les identifiants commencent par `nations-`.

nations-solo-roll = Le dé de la nation neutre indique { $roll }.
nations-error-illegal = Cette action n'est pas possible en ce moment.
nations-error-five-need-sets = À cinq joueurs, il faut les cartes Avancé et/ou Expert (option cards:advanced, expert ou all).
nations-error-difficulty = Difficulté `{ $given }` inconnue : utilisez chieftain, prince, king ou emperor, une pour tous ou une par place, séparées par des virgules.
nations-no-seat = Cette place n'existe pas.

nations-status-round = Manche { $round } sur { $last }, âge { $age }.
nations-status-player = { $seat } ({ $nation }) : PV { $vp }, Livres { $books }, Force { $military }, Stabilité { $stability }
nations-status-neutral = Nation neutre : Force { $military }, Stabilité { $stability }, Livres { $books }
nations-status-to-act = C'est à { $seat } de jouer ({ $phase }).
nations-status-final = { $rank }. { $seat } ({ $nation }) : { $total } { $total ->
        [one] point
       *[other] points
    } (PV { $vp }, Colonies { $colonies }, Merveilles { $wonders }, ouvriers { $workers }, ressources { $resources })
nations-solo-lost = Vos PV sont passés sous zéro : la partie solo est perdue.
nations-solo-title = Vous entrez au tableau d'honneur sous le nom de { $title }.
nations-solo-no-title = Pas de titre au tableau d'honneur cette fois.

nations-private-stock = { $nation } : Or { $gold }, Pierre { $stone }, Nourriture { $food }, Livres { $books }, PV { $vp }.
nations-private-workers = Ouvriers : { $reserve } en réserve ; piste de Population : { $food } en Nourriture, { $stab } en Stabilité.
nations-private-cards = Cartes : { $slots }. Conseillers : { $advisors }. Colonies : { $colonies }. Merveilles : { $wonders }.

nations-opt-cards = Sets de cartes : auto (Base, ou tous les sets à 5 joueurs), base, advanced (Base+Avancé), expert (Base+Expert), all (tous).
nations-opt-balanced = Pioches compétitives : chaque âge reprend les cartes de Base, dont certaines sont échangées contre des cartes Avancé/Expert du même type.
nations-opt-ages = Partie courte : nombre d'âges à jouer (1 à 4).
nations-opt-easier = Partie plus facile : chacun commence avec un ouvrier de plus, dont la pénalité de population est cachée.
nations-opt-sides = Face des plateaux individuels : a pour tous, ou b pour choisir nations et faces dans l'ordre du tour inverse.
nations-opt-difficulty = Difficulté (chieftain = Chef, prince = Prince, king = Roi, emperor = Empereur) : une pour tous, ou une par place séparées par des virgules.
nations-opt-top-tie = À cinq joueurs, deux nations à égalité en tête : toutes deux en profitent (both), ou aucune (none).
nations-opt-special-once = L'action spéciale de chaque carte n'est utilisable qu'une fois par manche.
nations-opt-cover-free = Une nouvelle carte peut recouvrir une ancienne même s'il reste un espace libre.
nations-opt-lost-architects = Les architectes d'une Merveille abandonnée quittent le jeu au lieu de retourner dans la réserve.
nations-opt-unlimited-architects = La réserve d'architectes ne s'épuise jamais.
nations-opt-solo-roll = Solo : le dé du neutre est lancé après tout déploiement (any) ou seulement après un déploiement sur une carte Militaire (military).
nations-opt-sphinx-any = Le Sphinx rapporte aussi quand d'autres nations achèvent des Merveilles.
nations-opt-piazza-gold = Prix en Or de l'échange de la Place Saint-Marc (1 ou 2).

nations-kind-advisor = Conseiller
nations-kind-battle = Bataille
nations-kind-building = Bâtiment
nations-kind-colony = Colonie
nations-kind-golden-age = Âge d'or
nations-kind-military = Militaire
nations-kind-war = Guerre
nations-kind-wonder = Merveille

nations-sel-all = toutes les nations
nations-sel-strongest = la plus forte
nations-sel-weakest = la plus faible
nations-sel-most-stable = la plus stable
nations-sel-least-stable = la moins stable
nations-sel-most-books = celle qui a le plus de Livres
nations-sel-fewest-books = celle qui a le moins de Livres
nations-sel-passed-first = celle qui a passé en premier
nations-sel-passed-last = celle qui a passé en dernier
nations-sel-collapse = toutes sauf la plus forte et la plus stable

nations-label-round = Manche { $round } · Âge { $age }
nations-label-row = coûte { $price }
nations-label-order = Ordre du tour
nations-label-military = Force
nations-label-stability = Stabilité
nations-label-books = Livres
nations-label-vp = PV
nations-label-war = Guerre
nations-label-no-war = Aucune Guerre achetée
nations-label-event = Événement
nations-label-famine = Famine : { $food } Nourriture
nations-label-architects = Architectes : { $public } { $public ->
        [one] public
       *[other] publics
    }, { $supply } en réserve
nations-label-passed = a passé
nations-label-neutral = Neutre
nations-label-cost = Coût
nations-label-per-worker = Par ouvrier : { $effect }
nations-label-raid = Raid { $raid }
nations-label-needs = Force requise { $military }
nations-label-sections = Sections : { $costs }
nations-label-vp-value = { $vp } PV
nations-label-effect = { $effect }
nations-label-loss = En cas de défaite :
nations-label-gain = Offre { $gain }
nations-label-battle = Meilleur raid + { $bonus }
nations-label-resources = Or { $gold } · Pierre { $stone } · Nourriture { $food } · Livres { $books } · PV { $vp }
nations-label-workers = Réserve : { $reserve } { $reserve ->
        [one] ouvrier
       *[other] ouvriers
    }
nations-label-population = Piste de Population
nations-label-food-upkeep = Entretien en Nourriture { $food }
nations-label-slots = Bâtiments et Militaires
nations-label-advisors = Conseillers
nations-label-colonies = Colonies
nations-label-wonders = Merveilles construites
nations-label-building-wonder = Merveille en construction
nations-label-none = aucun
nations-label-private-architects = Architectes privés : { $count }
nations-label-legend-worker = ouvrier sur une carte
nations-label-legend-empty = espace de population vidé
nations-label-solo-tile = Tuile solo : actions du dé 5 / 6
nations-label-final = Score final { $total }
nations-label-pending = En attente de { $seat }
nations-label-legend-marks = ✔ = utilisé cette manche · ★ = règle spéciale
nations-label-legend-used = ✔ = utilisé cette manche
nations-res-gold = Or
nations-res-stone = { $count ->
   *[other] Pierre
  }
nations-res-food = Nourriture
nations-res-books = { $count ->
    [one] Livre
   *[other] Livres
  }
nations-res-military = Force
nations-res-stability = Stabilité
nations-res-vp = PV
nations-res-workers = { $count ->
    [one] ouvrier
   *[other] ouvriers
  }
nations-label-die = Dé du neutre : { $roll }
nations-opt-promo = Les cartes promotionnelles (le Grand Duché de Finlande) rejoignent la pioche de leur âge.
nations-opt-advisor-removal = Retrait des Conseillers : expert (tout effet qui retire un Conseiller les retire tous, y compris celui de la Pagode de porcelaine), normal (celui qui en a deux choisit lequel part) ou auto (expert quand les cartes Expert sont en jeu).
nations-label-lose-advisor = perd un Conseiller
nations-label-lose-advisors = perd tous ses Conseillers
nations-label-tile-changes = Changements de la tuile solo cette manche :
nations-change-price = les cartes de la ligne à { $row } Or coûtent { $price } Or
nations-change-architects = vous recevez { $count ->
        [one] un architecte privé supplémentaire
       *[other] { $count } { $count ->
        [one] architecte
       *[other] architectes
    } privés supplémentaires
    }
nations-change-gain = vous recevez { $gain }
nations-status-war-spare = { $seat } est vaincu par la Guerre, qui coûte { $loss } ; sa Stabilité en épargne { $spare } : choisissez lesquels (par exemple `spare 2 gold 1 stone`).
nations-label-round-deck = Manche { $round } · Âge { $age } · { $count ->
        [one] { $count } carte restante dans la pioche de l'âge
       *[other] { $count } { $count ->
        [one] carte
       *[other] cartes
    } restantes dans la pioche de l'âge
    }
nations-label-gold = Or
nations-label-deploy = Déployer { $stone }
nations-label-worker-vp = PV { $vp }
nations-label-legend-cards = Déployer n : Pierre pour placer un ouvrier · PV a/b : PV de fin de partie du 1er/2e ouvrier · ★ règle spéciale

# Discussion de table (issue 10) : listes, récits des étapes automatiques, étapes,
# choix et invites. Les places sont `{ $seat }` = le nom du joueur.
nations-join-comma = { $a }, { $b }
nations-join-semi = { $a } ; { $b }
nations-amount = { $n } { $res }
nations-who = { $seat } { $what }
nations-who-count = { $seat } { $count }
nations-no-change = aucun changement
nations-told-cost = { $action } ({ $cost })

nations-news-round = La manche { $round } (âge { $age }) commence : le plateau des progrès est complété ; Croissance ensuite.
nations-news-event = Événement de la manche { $round } : { $event } ; famine { $famine } Nourriture, { $architects } { $architects ->
        [one] architecte
       *[other] architectes
    } supplémentaires. { $text }
nations-news-machiavelli = { $seat } a Machiavel et montre les deux cartes Événements à tous avant d'en garder une : { $a } | { $b }
nations-event-shown = { $event } (famine { $famine } Nourriture, { $architects } { $architects ->
        [one] architecte
       *[other] architectes
    } supplémentaires : { $text })
nations-event-shown-unknown = { $event }
nations-news-no-event = Manche { $round } : il ne reste aucune carte Événements.
nations-news-tile = Tuile solo de la manche { $round } : Force du neutre { $military }, Stabilité { $stability }, +{ $books } { $books ->
        [one] Livre
       *[other] Livres
    } ; famine { $famine } Nourriture, { $architects } { $architects ->
        [one] architecte
       *[other] architectes
    } supplémentaires.
nations-news-architects = Architectes : { $public } { $public ->
        [one] public
       *[other] publics
    } cette manche ; privés : { $own }.
nations-news-production = Production : { $changes }.
nations-news-revolt = Révolte : { $seat } a une Stabilité de { $stability } : -1 PV et { $books } { $books ->
        [one] Livre
       *[other] Livres
    } perdus.
nations-order-entry = { $who } (Force { $military }, Stabilité { $stability })
nations-news-order = Ordre du tour : { $order }.
nations-news-no-war = Guerre : aucune n'a été achetée cette manche.
nations-news-war = Guerre { $card }, force { $strength } (achetée par { $buyer }) ; chaque nation vaincue perd { $loss } et { $vp } PV, moins sa Stabilité. Vaincues : { $defeated }. Épargnées : { $safe }.
nations-war-defeated = { $seat } (Force { $military }, la Stabilité épargne { $spare })
nations-war-safe = { $seat } (Force { $military })
nations-news-war-losses = Pertes de la Guerre : { $changes }.
nations-news-event-part = Événement { $event }, partie { $part } ({ $who } : { $selected }) : { $changes }.
nations-news-nobody = rien ne change
nations-news-then-order = { $line } Ordre du tour désormais : { $order }.
nations-news-solo-stability = Stabilité { $mine } contre { $theirs } pour le neutre : { $vp } PV.
nations-news-famine = Famine, { $food } Nourriture chacune : { $changes }.
nations-books-entry = { $seat } { $books } { $books ->
        [one] Livre
       *[other] Livres
    } +{ $vp } PV
nations-news-books = Décompte des Livres (1 PV par nation ayant moins de Livres) : { $list }.
nations-news-books-solo = Décompte des Livres : vos { $books } { $books ->
        [one] Livre
       *[other] Livres
    } contre { $theirs } pour le neutre : +{ $vp } PV.
nations-news-wonder = { $seat } achève { $wonder } ({ $vp } PV en fin de partie) ; { $architects } { $architects ->
        [one] architecte
       *[other] architectes
    } retournent dans la réserve.
nations-final-title = Partie terminée après la manche { $round }. Scores finaux :
nations-final-line = { $rank }. { $seat } ({ $nation }) : { $total } { $total ->
        [one] point
       *[other] points
    } = { $vp } PV + { $colonies } { $colonies ->
        [one] Colonie
       *[other] Colonies
    } + { $wonders } { $wonders ->
        [one] Merveille
       *[other] Merveilles
    } + { $workers } { $workers ->
        [one] ouvrier
       *[other] ouvriers
    } + { $resources } { $resources ->
        [one] ressource
       *[other] ressources
    }
nations-final-tie = Égalité à { $total } { $total ->
        [one] point
       *[other] points
    } entre { $seats } : départagée par l'ordre du tour final (le premier dans l'ordre est classé devant).

nations-phase-pick = choix des nations
nations-phase-growth = Maintenance : Croissance
nations-phase-maintenance = Maintenance
nations-phase-actions = Actions
nations-phase-production = Résolution : Production
nations-phase-war = Résolution : Guerre
nations-phase-event = Résolution : Événement
nations-phase-famine = Résolution : Famine
nations-phase-books = Résolution : décompte des Livres
nations-phase-over = Partie terminée

nations-detail-have = vous avez { $n } { $res }
nations-detail-buy = { $price } Or · { $effect }
nations-detail-worker-card = { $kind } : par ouvrier { $per } ; déploiement { $stone } Pierre
nations-detail-colony = Colonie : Force requise { $needs } ; { $effect } ; { $vp } PV
nations-detail-wonder = Merveille : sections { $sections } Pierre ; { $effect } ; { $vp } PV
nations-detail-advisor = Conseiller : { $effect }
nations-detail-golden = Âge d'or : { $gain }, ou { $price } { $price ->
        [one] ressource
       *[other] ressources
    } pour 1 PV
nations-detail-battle = Bataille : +{ $n } { $n ->
        [one] Livre
       *[other] Livres
    }, Nourriture ou Pierre
nations-detail-war = Guerre à votre Force { $strength } : les plus faibles perdent { $loss }, { $vp } PV
nations-detail-from-reserve = depuis votre réserve ({ $n })
nations-detail-from-card = déplacé depuis { $card }
nations-detail-deploy = { $stone } Pierre (vous en avez { $have }) ; donne { $per }, { $vp } PV en fin de partie ; { $from }
nations-detail-undeploy = gratuit : l'ouvrier retourne dans votre réserve ; vous perdez { $per }
nations-detail-own-architect = votre architecte (il en reste { $n })
nations-detail-public-architect = architecte public (il en reste { $n })
nations-detail-hire = { $stone } Pierre (vous en avez { $have }) : section { $section } sur { $sections } de { $wonder } ; { $whose }
nations-detail-hire-complete = { $stone } Pierre (vous en avez { $have }) : achève { $wonder }, { $vp } PV ; { $whose }
nations-detail-use = payer { $pay } : recevoir { $gain }{ $choice ->
        [0] {""}
       *[other] , puis { $choice } { $choice ->
        [one] Livre
       *[other] Livres
    }, Nourriture ou Pierre
    }
nations-detail-pass = plus d'actions cette manche
nations-detail-pass-first = plus d'actions cette manche ; vous passez en premier
nations-detail-grow-food = +1 ouvrier ; entretien en Nourriture { $before } → { $after }
nations-detail-grow-stability = +1 ouvrier ; Stabilité { $before } → { $after }
nations-detail-grow-free = +1 ouvrier pris au-dessus de la piste, sans pénalité
nations-detail-bonus = { $gain } au lieu d'un ouvrier ({ $have })
nations-detail-event = événement de cette manche : famine { $famine } Nourriture, { $architects ->
        [one] { $architects } architecte supplémentaire
       *[other] { $architects } architectes supplémentaires
    }
nations-detail-place-new = sur un espace libre ; aucune carte n'est perdue
nations-detail-replace = recouvre { $card } ; { $workers ->
        [one] son ouvrier retourne
       *[other] ses { $workers } ouvriers retournent
    } dans votre réserve
nations-detail-cover = recouvre { $card } et ses { $vp } PV
nations-detail-drop = retire { $effect } et { $vp } PV
nations-detail-gain = { $gain } ({ $have })
nations-detail-crusade = les nations désignées gagnent { $n } { $res } ; les plus faibles perdent { $n } { $res }
nations-detail-golden-resources = recevoir { $gain }
nations-detail-golden-vp = payer { $n } { $n ->
        [one] ressource
       *[other] ressources
    } de votre choix, une à la fois : +1 PV
nations-detail-pay-one = payer 1 { $res } ({ $have }) ; il restera { $left } à payer ensuite
nations-detail-lose-one = perdre 1 { $res } ({ $have }) ; il restera { $left } à perdre ensuite
nations-detail-take-easier = un ouvrier quitte la section { $section }, sa pénalité cachée ; { $reserve } { $reserve ->
        [one] ouvrier
       *[other] ouvriers
    } dans votre réserve
nations-detail-take = un ouvrier quitte la section { $section } (entretien en Nourriture désormais { $food }, Stabilité { $stability })
nations-detail-return = un ouvrier retourne dans la section { $section }, { $from }
nations-detail-accept = recevoir { $gain }
nations-detail-accept-pay = payer { $pay } et garder votre place dans l'ordre du tour
nations-detail-accept-drop = recevoir { $gain } et passer dernier dans l'ordre du tour
nations-detail-decline = rien de gagné, rien de perdu
nations-detail-decline-last = ne rien payer ; passer dernier dans l'ordre du tour
nations-detail-bonus-self = vous recevez { $gain }
nations-detail-penalty-others = chaque autre nation : { $loss }
nations-detail-spare = vous perdez { $lose }

nations-prompt-holding = vous avez { $gold } Or, { $stone } Pierre, { $food } Nourriture, { $books } { $books ->
        [one] Livre
       *[other] Livres
    }
nations-prompt-turn = Manche { $round }, votre action ({ $actions } ce tour-ci) ; { $holding }.
nations-prompt-pick = Choisissez une nation et sa face (faces B, dans l'ordre du tour inverse).
nations-prompt-growth = Croissance : prenez un ouvrier sur la piste de Population (entretien en Nourriture alors { $food }, Stabilité { $stability }), ou prenez plutôt { $bonus } Nourriture, Pierre ou Or.
nations-prompt-choose-event = Machiavel : tout le monde a vu les deux cartes ; gardez { $a } ou { $b } comme événement de la manche. L'autre retourne sous sa pioche (règle maison : le livret de règles ne dit rien).
nations-prompt-place = Où va { $card } ? { $used } { $used ->
        [one] espace de carte occupé
       *[other] espaces de carte occupés
    } sur { $max } ; les ouvriers d'une carte recouverte retournent dans votre réserve.
nations-prompt-place-wonder = Merveille { $card } achevée : où la placer ? { $used ->
        [one] { $used } espace de Merveille occupé
       *[other] { $used } espaces de Merveille occupés
    } sur { $max }.
nations-prompt-drop-colony = Vous avez { $n } Colonies mais seulement { $max } places : retirez-en une.
nations-prompt-drop-advisor = { $card } remplace { $n ->
        [one] votre Conseiller : confirmez son départ.
       *[other] l'un de vos { $n } Conseillers : choisissez lequel part.
    }
nations-prompt-lose-advisor = Un effet retire un Conseiller et vous en avez { $n } : choisissez lequel part.
nations-prompt-trim-advisors = Vous avez { $n } Conseillers, plus que vous ne pouvez en garder : retirez-en un.
nations-prompt-gain = Recevez { $n } { $n ->
        [one] Livre
       *[other] Livres
    }, Nourriture ou Pierre : choisissez lequel.
nations-prompt-golden = { $card } : prenez ses ressources, ou payez { $price } { $price ->
        [one] ressource
       *[other] ressources
    } pour 1 PV ; { $holding }.
nations-prompt-golden-pay = PV de l'Âge d'or : encore { $n } { $n ->
        [one] ressource
       *[other] ressources
    } à payer ; { $holding }.
nations-prompt-lose = { $phase } : vous n'avez plus de Livres, encore { $n } { $n ->
        [one] ressource
       *[other] ressources
    } à perdre ; vous avez { $gold } Or, { $stone } Pierre, { $food } Nourriture. Choisissez quoi perdre, une à la fois.
nations-prompt-easier = Partie plus facile : prenez un ouvrier de plus sur votre piste de Population. L'espace qu'il libère garde sa pénalité cachée toute la partie (sinon { $penalty } d'entretien en Nourriture dans la section Nourriture, { $penalty } de Stabilité dans la section Stabilité). Section Nourriture : { $food } { $food ->
        [one] ouvrier
       *[other] ouvriers
    } ; section Stabilité : { $stability }.
nations-prompt-take = Événement { $event } : prenez { $n } { $n ->
        [one] ouvrier
       *[other] ouvriers
    } sur votre piste de Population (des ouvriers occupent encore { $food } { $food ->
        [one] espace
       *[other] espaces
    } Nourriture et { $stability } { $stability ->
        [one] espace
       *[other] espaces
    } Stabilité).
nations-prompt-return = Événement { $event } : rendez { $n } { $n ->
        [one] ouvrier
       *[other] ouvriers
    } à la piste de Population ({ $reserve } dans votre réserve).
nations-prompt-pay-or-last = Événement { $event } : payez { $pay } pour garder votre place dans l'ordre du tour, ou refusez et passez dernier ; { $holding }.
nations-prompt-drop-to-last = Événement { $event } : acceptez { $gain } et passez dernier dans l'ordre du tour, ou refusez.
nations-prompt-optional = Événement { $event } : acceptez pour recevoir { $gain }, ou refusez.
nations-prompt-crusade = Événement { $event } : choisissez la ressource ; les nations désignées en reçoivent { $n } et les plus faibles en perdent { $n }.
nations-prompt-crusade-tie = Événement { $event } : vous êtes à égalité pour la plus forte Force Militaire ({ $military }), donc personne ne gagne rien ; premier des ex aequo dans l'ordre du tour, choisissez la ressource dont les plus faibles perdent { $n }.
nations-prompt-zoroaster = Événement { $event } : un bonus pour vous ({ $gain }) ou une pénalité pour chaque autre nation ({ $loss }).
nations-prompt-war-spare = Guerre perdue : { $loss } à perdre, et votre Stabilité en épargne { $spare } ; { $holding }. Choisissez ce qui est épargné.

nations-header-stage = Manche { $round } · Âge { $age } · { $phase }
nations-header-final = Scores finaux
nations-header-over = Partie terminée : { $winner } gagne avec { $points } { $points ->
        [one] point
       *[other] points
    }
nations-header-turn = À jouer : { $seat }
nations-header-resolving = Les règles résolvent la manche
nations-header-last = Dernier coup : { $seat } : { $action }
nations-header-no-last = Aucune action encore dans cette partie
nations-label-points = Points
nations-label-event-next = Événement : pioché après la Croissance
