# Nations on a phone (issue 28): the board's panels and the seat view.
nations-views-row = Ταμπλό προόδου: σειρά { $price ->
        [one] του 1 χρυσού
       *[other] των { $price } χρυσών
    }
nations-views-built = Χτισμένα τμήματα: { $built } από { $total }
nations-views-more = { $count ->
        [one] Ακόμη μία κάρτα
       *[other] Ακόμη { $count } κάρτες
    }: { $cards }
nations-views-empty = κενή θέση
