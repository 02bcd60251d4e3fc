## Το Belfort σε κινητό (issue 28): η ιδιωτική προβολή και τα πάνελ του ταμπλό.

belfort-views-your-turn = Σειρά σας.
belfort-views-workers = { $elves } { $elves ->
        [one] ξωτικό
       *[other] ξωτικά
    } · { $dwarves } { $dwarves ->
        [one] νάνος
       *[other] νάνοι
    }{ $masters ->
        [0] {""}
        [one] {" "}(εκ των οποίων 1 Αρχι-Εργάτης)
       *[other] {" "}(εκ των οποίων { $masters } Αρχι-Εργάτες)
    } · { $gnomes } { $gnomes ->
        [one] γνόμος
       *[other] γνόμοι
    }
belfort-views-score = { $n } { $n ->
        [one] πόντος
       *[other] πόντοι
    }
belfort-views-hand = { $workers } · { $n } { $n ->
        [one] κάρτα
       *[other] κάρτες
    } στο χέρι
