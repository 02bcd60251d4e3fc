# Issue 27: lookups and typed moves in any language.

card-table-name = En el tablero de esta mesa: { $name }
play-did-you-mean = { $count ->
    [one] ¿Querías decir { $moves }? No se juega nada hasta que lo elijas.
   *[other] ¿Querías decir uno de estos movimientos: { $moves }? No se juega nada hasta que elijas uno.
}
