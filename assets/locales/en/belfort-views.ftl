## Belfort on a phone (issue 28): the private view and the board's panels.

belfort-views-your-turn = Your turn.
# A seat's workers: elves, dwarves, how many of them are masters, gnomes.
belfort-views-workers = { $elves } { $elves ->
        [one] elf
       *[other] elves
    } · { $dwarves } { $dwarves ->
        [one] dwarf
       *[other] dwarves
    }{ $masters ->
        [0] {""}
        [one] {" "}(1 of them a master)
       *[other] {" "}({ $masters } of them masters)
    } · { $gnomes } { $gnomes ->
        [one] gnome
       *[other] gnomes
    }
belfort-views-score = { $n } { $n ->
        [one] point
       *[other] points
    }
# A player's workers in letters (see the legend), then the cards in hand.
belfort-views-hand = { $workers } · { $n } { $n ->
        [one] card
       *[other] cards
    } in hand
