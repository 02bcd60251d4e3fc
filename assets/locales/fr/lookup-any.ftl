# Issue 27: lookups and typed moves in any language.

card-table-name = Sur le plateau de cette table : { $name }
play-did-you-mean = { $count ->
    [one] Vouliez-vous dire { $moves } ? Rien n'est joué tant que vous ne l'avez pas choisi.
   *[other] Vouliez-vous dire l'un de ces coups : { $moves } ? Rien n'est joué tant que vous n'en avez pas choisi un.
}
