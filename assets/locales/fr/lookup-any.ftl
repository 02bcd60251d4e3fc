# Issue 27: lookups and typed moves in any language.

card-table-name = Sur le plateau de cette table : { $name }
play-did-you-mean = { $count ->
    [one] Vouliez-vous dire { $moves } ? Cliquez dessus pour le jouer ; rien n'est joué tant que vous ne cliquez pas.
   *[other] Vouliez-vous dire l'un de ces coups : { $moves } ? Cliquez sur l'un d'eux pour le jouer ; rien n'est joué tant que vous ne cliquez pas.
}
