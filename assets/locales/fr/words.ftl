## Mots que le code fabriquait autrefois (ticket 27).

endeavor-icon-count = { $track ->
    [industry] I
    [culture] C
    [finance] F
   *[politics] P
}{ $n }
endeavor-label-governor-short = Gouv.
duration-days = { $n } { $n ->
    [one] jour
   *[other] jours
}
duration-hours = { $n } { $n ->
    [one] heure
   *[other] heures
}
duration-minutes = { $n } { $n ->
    [one] minute
   *[other] minutes
}
belfort-detail-pass = { $n ->
    [0] Définitif pour cette phase ; il ne vous reste aucun ouvrier à la maison.
    [one] Définitif pour cette phase ; votre dernier ouvrier à la maison va dans les zones de ressources (Forêt, Carrière, Mine, Mine d'or).
   *[other] Définitif pour cette phase ; vos { $n } ouvriers restés à la maison vont dans les zones de ressources (Forêt, Carrière, Mine, Mine d'or), répartis à votre gré.
}
nations-label-none-of = { $of ->
    [advisors] aucun
   *[other] aucune
}
# Nations: what an event part of a special kind does, on the board.
nations-event-kind = { $kind ->
    [optional] peut accepter ou refuser
    [pay_or_last] paie ou passe dernière dans l'ordre du tour
    [drop_to_last] peut accepter et passer dernière
    [to_first] première dans l'ordre du tour
    [crusade] choisit une ressource à gagner ; les plus faibles perdent
    [zoroaster] un choix, les autres paient (voir l'événement)
    [exhibition] architectes gratuits
    [vasa] Force militaire réduite
   *[other] voir l'événement
}

# /card: the names of an item's values, and the words among them.
card-field = { $field ->
    [category] catégorie
    [copies] exemplaires
    [gain] gain
    [income] revenu
    [locks] verrouille
    [lot] emplacement
    [short] nom court
    [space] place d'ouvrier
    [action] action
    [culture] Culture
    [deck] pioche
    [finance] Finance
    [glory] Gloire
    [governor] Gouverneur
    [industry] Industrie
    [level] niveau
    [politics] Politique
    [value] valeur
    [age] âge
    [architects] architectes
    [battle_bonus] bonus de bataille
    [bonus] bonus
    [cards] cartes
    [deploy] coût de déploiement
    [effect] effet
    [famine] famine
    [first] première partie
    [food] nourriture
    [gold] or
    [golden_age_bonus] bonus d'âge d'or
    [loss] perte
    [nation] nation
    [per_worker] par ouvrier
    [production_if] produit si
    [raid] raid
    [remove_if] retirée si
    [requirement] condition
    [scoring] décompte
    [second] seconde partie
    [sections] sections
    [set] ensemble
    [side] face
    [stone] pierre
    [type] type
    [vp] PV
    [war_vp] PV de guerre
    [worker_vp] PV par ouvrier
    [workers] ouvriers
    [advisors] conseillers
    [alt] sinon
    [amount] quantité
    [books] livres
    [choice] choix
    [count] nombre
    [kind] genre
    [locked] verrouillé
    [metal] métal
    [military] Force Militaire
    [pay] paiement
    [per] par
    [stability] Stabilité
    [when] quand
    [who] qui
    [wood] bois
    [cost_house] coût (valeur maison)
    [cost_rulebook] coût
    [status_icons] symboles de statut
    [hook] règle
   *[other] { $field }
}
card-word = { $word ->
    [yes] oui
    [no] non
    [attack] Attaque
    [draw] Pioche
    [occupy] Occupation
    [payment] Paiement
    [ship] Navigation
    [all] toutes
    [one] un
    [basic] de base
    [interactive] interactive
    [resource] de ressources
    [crusade] croisade
    [drop_to_last] accepter et passer dernier
    [exhibition] architectes gratuits
    [optional] facultatif
    [pay_or_last] payer ou passer dernier
    [to_first] premier dans l'ordre du tour
    [vasa] Force Militaire réduite
    [zoroaster] un choix, les autres paient
    [bank_gold] l'or de la Banque
    [blacksmith_buy] l'achat à la Forge
    [gatehouse_extra] le marqueur en plus du Corps de garde
    [library_draw] la pioche à la Bibliothèque
    [market_visit] une visite au Marché
    [master_dwarf] un nain maître
    [master_elf] un elfe maître
    [open_space] sa place d'ouvrier
    [gatehouse] un emplacement de Corps de garde
    [keep] le Donjon
    [single] un emplacement
    [building] bâtiment
    [wonder] merveille
    [least_stable] la moins stable
    [weakest] la plus faible
    [advanced] avancé
    [base] jeu de base
    [expert] expert
    [promo] promo
    [advisor] conseiller
    [battle] bataille
    [colony] colonie
    [golden_age] âge d'or
    [war] guerre
    [most_stable] la plus stable
    [fewest_books] le moins de livres
    [most_books] le plus de livres
    [not_strongest_or_most_stable] toutes sauf la plus forte et la plus stable
    [passed_first] a passé en premier
    [passed_last] a passé en dernier
    [strongest] la plus forte
    [inn] la règle de l'Auberge
    [library] la règle de la Bibliothèque
    [tower] la règle de la Tour
   *[other] { $word }
}
# One value: its name and what it is ("age 1").
card-value = { $field } { $value }
