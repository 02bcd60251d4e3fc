## Belfort sur un téléphone (issue 28) : la vue privée et les panneaux du plateau.

belfort-views-your-turn = À vous de jouer.
belfort-views-workers = { $elves } { $elves ->
        [one] elfe
       *[other] elfes
    } · { $dwarves } { $dwarves ->
        [one] nain
       *[other] nains
    }{ $masters ->
        [0] {""}
        [one] {" "}(dont 1 maître)
       *[other] {" "}(dont { $masters } maîtres)
    } · { $gnomes } { $gnomes ->
        [one] gnome
       *[other] gnomes
    }
belfort-views-score = { $n } { $n ->
        [one] point
       *[other] points
    }
belfort-views-hand = { $workers } · { $n } { $n ->
        [one] carte
       *[other] cartes
    } en main
