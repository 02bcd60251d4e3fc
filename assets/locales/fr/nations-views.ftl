# Nations on a phone (issue 28): the board's panels and the seat view.
nations-views-row = Plateau des progrès : ligne à { $price } Or
nations-views-built = Sections construites : { $built } sur { $total }
nations-views-more = { $count ->
        [one] Une autre carte
       *[other] { $count } autres cartes
    } : { $cards }
nations-views-empty = vide
