# Issue 27: lookups and typed moves in any language.

card-table-name = Ennek az asztalnak a tábláján: { $name }
play-did-you-mean = { $count ->
    [one] Erre gondoltál: { $moves }? Semmi sem történik, amíg ki nem választod.
   *[other] Ezek egyikére gondoltál: { $moves }? Semmi sem történik, amíg ki nem választod valamelyiket.
}
