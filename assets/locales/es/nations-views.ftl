# Nations on a phone (issue 28): the board's panels and the seat view.
nations-views-row = Tablero de progreso: fila de { $price } de oro
nations-views-built = Secciones construidas: { $built } de { $total }
nations-views-more = { $count ->
        [one] Una carta más
       *[other] { $count } cartas más
    }: { $cards }
nations-views-empty = vacío
