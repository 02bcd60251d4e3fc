# Issue 27: lookups and typed moves in any language.

card-table-name = En el tablero de esta mesa: { $name }
play-did-you-mean = { $count ->
    [one] ¿Querías decir { $moves }? Púlsalo para jugarlo; no se juega nada hasta que lo pulses.
   *[other] ¿Querías decir uno de estos movimientos: { $moves }? Pulsa uno para jugarlo; no se juega nada hasta que lo hagas.
}
