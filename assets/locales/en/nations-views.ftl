# Nations on a phone (issue 28): the board's panels and the seat view.
# A row of the progress board, by its printed price.
nations-views-row = Progress board: { $price } Gold row
# A wonder under construction: sections built so far.
nations-views-built = Sections built: { $built } of { $total }
# Cards that did not fit the seat view, named.
nations-views-more = { $count ->
        [one] One more card
       *[other] { $count } more cards
    }: { $cards }
# An empty space of the progress board.
nations-views-empty = empty
