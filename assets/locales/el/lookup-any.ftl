# Issue 27: lookups and typed moves in any language.

card-table-name = Στο ταμπλό αυτού του τραπεζιού: { $name }
play-did-you-mean = { $count ->
    [one] Μήπως εννοείτε { $moves }; Δεν παίζεται τίποτα μέχρι να την επιλέξετε.
   *[other] Μήπως εννοείτε μία από αυτές: { $moves }; Δεν παίζεται τίποτα μέχρι να επιλέξετε μία.
}
