# Issue 27: lookups and typed moves in any language.

card-table-name = Ennek az asztalnak a tábláján: { $name }
play-did-you-mean = { $count ->
    [one] Erre gondoltál: { $moves }? Kattints rá a megtételéhez; amíg nem kattintasz, semmi sem történik.
   *[other] Ezek egyikére gondoltál: { $moves }? Kattints az egyikre a megtételéhez; amíg nem kattintasz, semmi sem történik.
}
