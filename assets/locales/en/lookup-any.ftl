# Issue 27: lookups and typed moves in any language.

# /card in a table's channel, when the table reads in another language:
# the item's name on the table's board.
card-table-name = On this table's board: { $name }
# A /play move that names no legal action: the closest legal moves, shown
# to the sender alone (as buttons on Discord; the console lists them, to
# play with /play). Nothing is played until the player picks one.
play-did-you-mean = { $count ->
    [one] Did you mean { $moves }? Nothing is played until you choose it.
   *[other] Did you mean one of these: { $moves }? Nothing is played until you choose one.
}
