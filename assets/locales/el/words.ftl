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

# /card: the names of an item's values, and the words among them.
card-field = { $field ->
    [category] κατηγορία
    [copies] αντίτυπα
    [gain] κέρδος
    [income] εισόδημα
    [locks] κλειδώνει
    [lot] οικόπεδο
    [short] σύντομο όνομα
    [space] θέση εργάτη
    [action] ενέργεια
    [culture] Πολιτισμός
    [deck] τράπουλα
    [finance] Οικονομία
    [glory] Δόξα
    [governor] Κυβερνήτης
    [industry] Βιομηχανία
    [level] επίπεδο
    [politics] Πολιτική
    [value] αξία
    [age] εποχή
    [architects] αρχιτέκτονες
    [battle_bonus] μπόνους μάχης
    [bonus] μπόνους
    [cards] κάρτες
    [deploy] κόστος τοποθέτησης
    [effect] αποτέλεσμα
    [famine] λιμός
    [first] πρώτο μέρος
    [food] τροφή
    [gold] χρυσός
    [golden_age_bonus] μπόνους χρυσής εποχής
    [loss] απώλεια
    [nation] έθνος
    [per_worker] ανά εργάτη
    [production_if] παράγει αν
    [raid] επιδρομή
    [remove_if] αφαιρείται αν
    [requirement] προϋπόθεση
    [scoring] βαθμολόγηση
    [second] δεύτερο μέρος
    [sections] τμήματα
    [set] σετ
    [side] πλευρά
    [stone] πέτρα
    [type] τύπος
    [vp] ΠΝ
    [war_vp] ΠΝ πολέμου
    [worker_vp] ΠΝ ανά εργάτη
    [workers] εργάτες
    [advisors] σύμβουλοι
    [alt] αλλιώς
    [amount] ποσότητα
    [books] βιβλία
    [choice] επιλογή
    [count] πλήθος
    [kind] είδος
    [locked] κλειδωμένο
    [metal] μέταλλο
    [military] στρατιωτική δύναμη
    [pay] πληρωμή
    [per] ανά
    [stability] σταθερότητα
    [when] πότε
    [who] ποιος
    [wood] ξύλο
    [cost_house] κόστος (τιμή του Longtable)
    [cost_rulebook] κόστος
    [status_icons] σύμβολα κατάστασης
    [hook] κανόνας
   *[other] { $field }
}
card-word = { $word ->
    [yes] ναι
    [no] όχι
    [attack] Επίθεση
    [draw] Άντληση
    [occupy] Εγκατάσταση
    [payment] Πληρωμή
    [ship] Ναυσιπλοΐα
    [all] όλα
    [one] ένας
    [basic] βασική
    [interactive] διαδραστική
    [resource] πρώτων υλών
    [crusade] σταυροφορία
    [drop_to_last] δεχτείτε και πέστε τελευταίοι
    [exhibition] δωρεάν αρχιτέκτονες
    [optional] προαιρετικό
    [pay_or_last] πληρώστε ή πέστε τελευταίοι
    [to_first] πρώτοι στη σειρά παικτών
    [vasa] μειωμένη στρατιωτική δύναμη
    [zoroaster] μια επιλογή, τα άλλα πληρώνουν
    [bank_gold] ο χρυσός της Τράπεζας
    [blacksmith_buy] αγορά στο Σιδηρουργείο
    [gatehouse_extra] ο επιπλέον δείκτης του Φυλακίου
    [library_draw] τράβηγμα στη Βιβλιοθήκη
    [market_visit] επίσκεψη στην Αγορά
    [master_dwarf] ένας Αρχι-Νάνος
    [master_elf] ένα Αρχι-Ξωτικό
    [open_space] τη θέση εργάτη του
    [gatehouse] οικόπεδο Φυλακίου
    [keep] το Οχυρό
    [single] ένα οικόπεδο
    [building] κτίριο
    [wonder] θαύμα
    [least_stable] το λιγότερο σταθερό
    [weakest] το ασθενέστερο
    [advanced] προχωρημένο
    [base] βασικό παιχνίδι
    [expert] ειδικού
    [promo] προωθητική
    [advisor] σύμβουλος
    [battle] μάχη
    [colony] αποικία
    [golden_age] χρυσή εποχή
    [war] πόλεμος
    [most_stable] το πιο σταθερό
    [fewest_books] με τα λιγότερα βιβλία
    [most_books] με τα περισσότερα βιβλία
    [not_strongest_or_most_stable] όλα εκτός από το ισχυρότερο και το πιο σταθερό
    [passed_first] πήγε πάσο πρώτο
    [passed_last] πήγε πάσο τελευταίο
    [strongest] το ισχυρότερο
    [inn] ο κανόνας του Πανδοχείου
    [library] ο κανόνας της Βιβλιοθήκης
    [tower] ο κανόνας του Πύργου
   *[other] { $word }
}
# One value: its name and what it is ("age 1").
card-value = { $field } { $value }
