# Nations on a phone (issue 28): the board's panels and the seat view.
nations-views-row = Fejlődéstábla: { $price } aranyas sor
nations-views-built = Kész szakaszok: { $built } / { $total }
nations-views-more = Még { $count } kártya: { $cards }
nations-views-empty = üres
