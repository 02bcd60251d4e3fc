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
