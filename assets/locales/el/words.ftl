## Λέξεις που παλιότερα έφτιαχνε ο κώδικας (θέμα 27).

endeavor-icon-count = { $track ->
    [industry] Βι
    [culture] Πο
    [finance] Οι
   *[politics] Πλ
}{ $n }
endeavor-label-governor-short = Κυβ.
duration-days = { $n } { $n ->
    [one] ημέρα
   *[other] ημέρες
}
duration-hours = { $n } { $n ->
    [one] ώρα
   *[other] ώρες
}
duration-minutes = { $n } { $n ->
    [one] λεπτό
   *[other] λεπτά
}
belfort-detail-pass = { $n ->
    [0] Οριστικό για αυτή τη φάση· δεν σας μένουν εργάτες στο σπίτι.
    [one] Οριστικό για αυτή τη φάση· ο 1 εργάτης που σας μένει στο σπίτι πηγαίνει στις περιοχές πρώτων υλών (Δάσος, Λατομείο, Ορυχείο, Χρυσορυχείο).
   *[other] Οριστικό για αυτή τη φάση· οι { $n } εργάτες που σας μένουν στο σπίτι πηγαίνουν στις περιοχές πρώτων υλών (Δάσος, Λατομείο, Ορυχείο, Χρυσορυχείο), μοιρασμένοι όπως θέλετε.
}
nations-label-none-of = { $of ->
    [cards] καμία
    [advisors] κανένας
    [colonies] καμία
   *[wonders] κανένα
}
# Nations: what an event part of a special kind does, on the board.
nations-event-kind = { $kind ->
    [optional] μπορεί να δεχτεί ή να αρνηθεί
    [pay_or_last] πληρώνει ή πέφτει τελευταίο στη σειρά παικτών
    [drop_to_last] μπορεί να δεχτεί και να πέσει τελευταίο
    [to_first] πρώτο στη σειρά παικτών
    [crusade] διαλέγει πρώτη ύλη να κερδίσει· τα ασθενέστερα χάνουν
    [zoroaster] μια επιλογή, τα άλλα πληρώνουν (δείτε το γεγονός)
    [exhibition] δωρεάν αρχιτέκτονες
    [vasa] μειωμένη στρατιωτική δύναμη
   *[other] δείτε το γεγονός
}
