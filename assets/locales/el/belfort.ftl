## Belfort: τα μηνύματα του παιχνιδιού (τα ids αρχίζουν με belfort-).

belfort-title = Belfort
belfort-error-illegal = Αυτή δεν είναι επιτρεπτή ενέργεια του Belfort αυτή τη στιγμή. Δείτε τις επιλογές σας με /{ cmd-name-actions }.
belfort-error-guild-list = Η λίστα συντεχνιών `{ $given }` πρέπει να ονομάζει 5 διαφορετικές συντεχνίες αυτού του παιχνιδιού.
belfort-error-guild-2p = Η Συντεχνία { $guild } δεν χρησιμοποιείται με 2 παίκτες· από τις διαδραστικές συντεχνίες παίζει μόνο των Μάγων.

belfort-opt-guilds = Πώς κληρώνονται οι 5 συντεχνίες: beginner (2 βασικές, 3 πρώτων υλών), normal (2 βασικές, 1 πρώτων υλών, 2 διαδραστικές· με 2 παίκτες των Μάγων συν 2 βασικές και 2 πρώτων υλών) ή advanced (οποιεσδήποτε 5 στην τύχη).
belfort-opt-guild-list = Παίξτε αντί γι' αυτό με ακριβώς αυτές τις 5 συντεχνίες, χωρισμένες με κόμμα (π.χ. masons,miners,bankers,architects,wizards).
belfort-opt-thieves-max = Το περισσότερο χρυσό που παίρνουν οι Κλέφτες από έναν παίκτη: 3 όπως λέει το εγχειρίδιο, ή 2 όπως αναφέρεται για το τυπωμένο πλακίδιο.
belfort-opt-ties = Ισοπαλίες στις πλειοψηφίες: drop-one (μια ισόπαλη ομάδα παίρνει την επόμενη θέση και σπρώχνει τους υπόλοιπους μία θέση πιο κάτω) ή competition (οι υπόλοιποι πέφτουν τόσες θέσεις όσο το μέγεθος της ομάδας).
belfort-opt-market-cap = Οι Αγορές δεν ανεβάζουν ποτέ τις επισκέψεις ενός παίκτη στο Ανταλλακτήριο πάνω από 3.
belfort-opt-np-keep = Δείκτες που βάζει ένας ουδέτερος παίκτης σε τμήμα Οχυρού: 2 (όπως σε χτισμένο Οχυρό) ή 1 (το κείμενο κατά λέξη).
belfort-opt-gatehouse-halves = Κάθε μισό ενός Φυλακίου είναι χωριστό οικόπεδο, οπότε άλλος παίκτης μπορεί να χτίσει σε ελεύθερο μισό.
belfort-opt-wrong-kind = Επιτρέπεται κάθε εργάτης σε κάθε περιοχή πρώτων υλών (εργάτες λάθος είδους δεν συλλέγουν τίποτα).
belfort-opt-upgrade-lost = Ένας γνόμος του Μπαρ ή των Κήπων χωρίς εργάτη προς αναβάθμιση χάνεται, αντί να αναβαθμίσει εργάτη που θα αποκτηθεί αργότερα.
belfort-opt-recruiters-hire = Ένας γνόμος που παίρνετε μέσω της Συντεχνίας Στρατολόγων εξαντλεί την πρόσληψη γνόμου του γύρου.
belfort-opt-merchants = Η Συντεχνία Εμπόρων δίνει και τις μετατροπές της και τις τρεις επιπλέον επισκέψεις της, ή ένα από τα δύο.

belfort-discarded = { $player } απέρριψε { $cards }.
belfort-round = Ξεκινά ο γύρος { $round } ({ $season }).
belfort-season-spring = Άνοιξη
belfort-season-summer = Καλοκαίρι
belfort-season-autumn = Φθινόπωρο
belfort-sent = { $player } στέλνει εργάτες: δάσος { $forest }, λατομείο { $quarry }, ορυχείο { $mine }, χρυσορυχείο { $goldmine }.
belfort-recruited = { $player } προσλαμβάνει στο γραφείο: { $ok ->
    [yes] { $kind ->
        [elf] ένα νέο ξωτικό έρχεται.
       *[dwarf] ένας νέος νάνος έρχεται.
    }
   *[no] δεν έρχεται κανείς· δεν έμεινε κανένας αυτού του είδους.
}
belfort-gnome-placed = { $player } βάζει έναν γνόμο στο κτίριό του/της { $card }.
belfort-drew = Τραβήξατε την κάρτα { $card }.
belfort-np-drew-private = Η πάνω κάρτα της τράπουλας για τον { $np } είναι η κάρτα { $card }.
belfort-np-no-lot = Ο { $np } τράβηξε την κάρτα { $card }, που δεν έχει πια ελεύθερο οικόπεδο: πηγαίνει στις απορριφθείσες και ο { $np } δεν τοποθετεί τίποτα.
belfort-np-discards = Η κάρτα { $card } του { $np } μπαίνει ανοιχτή στις απορριφθείσες.
belfort-private-np-card = Κάρτα που τραβήχτηκε για τον { $np }: { $card }. Τοποθετήστε τον δείκτη του.
belfort-np-paid = Ένας ουδέτερος νάνος φτάνει σε συντεχνία του/της { $player }, που παίρνει { $gold } χρυσό.
belfort-nothing = Δεν συμβαίνει τίποτα.
belfort-shown = { $player } δείχνει την κάρτα { $card }.
belfort-game-over = Ο έβδομος μήνας τελείωσε: το παιχνίδι λήγει.
belfort-private = Χέρι: { $hand }. Ξύλο { $wood }, πέτρα { $stone }, μέταλλο { $metal }, χρυσός { $gold }. Ξωτικά { $elves }, νάνοι { $dwarves }, γνόμοι { $gnomes }.
belfort-private-keep = Επιλέξατε να απορρίψετε: { $cards }.
belfort-private-shown = Δείχνετε: { $card }.

## Ετικέτες ταμπλό.
belfort-board-subtitle = Γύρος { $round } από { $rounds } · { $phase }
belfort-phase-keep = επιλογή αρχικών καρτών
belfort-phase-block = τοποθέτηση ουδέτερων νάνων
belfort-phase-placement = τοποθέτηση
belfort-phase-gathering = συλλογή
belfort-phase-actions = ενέργειες
belfort-phase-neutral = ουδέτεροι παίκτες
belfort-phase-over = τέλος παιχνιδιού
belfort-label-district = Συνοικία { $n }
belfort-label-wall = Τείχος
belfort-label-gathering = Ταμπλό Συλλογής
belfort-area-forest = Δάσος
belfort-area-quarry = Λατομείο
belfort-area-mine = Ορυχείο
belfort-area-goldmine = Χρυσορυχείο
belfort-label-office = Γραφείο Προσλήψεων
belfort-label-tent = Σκηνή του Βασιλιά
belfort-label-pool = Διαθέσιμοι γνόμοι: { $n }
belfort-label-calendar = Ημερολόγιο
belfort-label-neutral = ουδέτερος
belfort-label-display = Φανερές κάρτες
belfort-label-deck = Τράπουλα { $deck } · απορριφθείσες { $discard }
belfort-label-income = Εισόδημα { $n }
belfort-label-cost = Κόστος { $cost }
belfort-label-hand = Το χέρι σας
belfort-label-tableau = Τα κτίριά σας
belfort-label-gnomes = Γνόμοι { $n }/{ $locks }
belfort-label-worker-on = Εργάτης: { $worker }
belfort-col-player = Παίκτης
belfort-col-score = Πόντοι
belfort-col-shield = Θυρεός
belfort-col-goods = Αγαθά
belfort-col-workers = Εργάτες
belfort-col-hand = Κάρτες
belfort-legend-goods = Ξ ξύλο · Π πέτρα · Μ μέταλλο · Χ χρυσός
belfort-legend-pieces = Ξω ξωτικό · Ν νάνος · γ γνόμος · α Αρχι-Εργάτης
belfort-legend-line1 = ελεύθερη θέση · ✕ μήνας βαθμολογίας · γκρι θυρεός: χρησιμοποιήθηκε στη Σκηνή
belfort-legend-line2 = Ξ ξύλο · Π πέτρα · Μ μέταλλο · Χ χρυσός · Ξω ξωτικό · Ν νάνος · α Αρχι-Εργάτης · γ γνόμος
belfort-label-guild = Συντεχνίες
belfort-label-markers = Δείκτες
belfort-guild-gain = Πάρτε { $goods }.
belfort-guild-does-merchants = Δύο φορές Ξ ή Π → Μ, { $either ->
    [yes] ή
   *[no] και
} | 3 επιπλέον επισκέψεις εμπορίου
belfort-guild-does-librarians = Τραβήξτε 3 κάρτες, | μετά απορρίψτε 1.
belfort-guild-does-architects = Πάρτε οικόπεδο, τείχος ή συντεχνία· | κοστίζει 1 Μ ή 2 Ξ/Π λιγότερο
belfort-guild-does-recruiters = +1 ξωτικό ή νάνος, ή ένας | διαθέσιμος γνόμος στην κλειδαριά σας
belfort-guild-does-thieves = Έως { $max } Χ από έναν παίκτη, | ή 1 Χ από καθέναν έως 3
belfort-guild-does-bandits = 1 Μ ή έως 2 Ξ/Π από έναν, | ή 1 Ξ/Π από καθέναν έως 3
belfort-guild-does-wizards = Ανταλλάξτε τους δείκτες δύο | οικοπέδων ίδιου είδους, τειχών ή συντεχνιών
belfort-guild-does-spies = Όλοι οι άλλοι δείχνουν μια κάρτα· | πάρτε μία από αυτές
belfort-abbr-wood = Ξ
belfort-abbr-stone = Π
belfort-abbr-metal = Μ
belfort-abbr-gold = Χ
belfort-abbr-elf = Ξω
belfort-abbr-dwarf = Ν
belfort-abbr-gnome = γ
belfort-abbr-master = α
belfort-seat-title = Belfort · { $player } (ιδιωτικό)
belfort-seat-subtitle = Πόντοι { $score } · θυρεός { $shield } · γύρος { $round }
belfort-seat-info = Εργάτες στο σπίτι: { $home } · οι δείκτες σας στο ταμπλό: { $markers } · { $hired ->
    [yes] προσλήφθηκε γνόμος αυτόν τον γύρο
   *[no] δεν προσλήφθηκε ακόμη γνόμος
} · { $bought ->
    [yes] αγοράστηκε κάρτα
   *[no] δεν αγοράστηκε κάρτα
}

## Σύντομα κείμενα καρτών (οι γραμμές χωρίζονται στο " | ").
belfort-short-pub = Γνόμος: ένας νάνος | γίνεται Αρχι-Νάνος.
belfort-short-gardens = Γνόμος: ένα ξωτικό | γίνεται Αρχι-Ξωτικό.
belfort-short-tower = Ο γνόμος ανοίγει θέση | (1 χρυσό): πάρτε έναν | διαθέσιμο γνόμο.
belfort-short-inn = Ο γνόμος ανοίγει θέση | (1 χρυσό): κερδίστε | ξωτικό ή νάνο.
belfort-short-blacksmith = Θέση: +1 μέταλλο. | Γνόμος: μία φορά τον γύρο | 1 μέταλλο για 1 χρυσό.
belfort-short-bank = Γνόμος: +1 χρυσό | μία φορά τον γύρο.
belfort-short-market = Θέση: +2 χρυσό. | Κάθε γνόμος (2 κλειδαριές): | μία επιπλέον επίσκεψη.
belfort-short-gatehouse = Εκτείνεται σε δύο συνοικίες. | Γνόμος: 2ος δείκτης | στο Φυλάκιό σας.
belfort-short-library = Θέση: τραβήξτε 2, | απορρίψτε 2. Γνόμος: | τραβήξτε 1 μετά τη σειρά σας.
belfort-short-keep = Δύο δείκτες σε | μία συνοικία.

## Κουβέντα του τραπεζιού: πώς λέγονται οι ενέργειες και τα αυτόματα βήματα (issue 10).
belfort-np-name = ΟΠ { $n }
belfort-nobody = κανείς
belfort-join = { $a }, { $b }
belfort-join-last = { $a } και { $b }
belfort-n-wood = { $n } { $n ->
    [one] ξύλο
   *[other] ξύλα
}
belfort-n-stone = { $n } { $n ->
    [one] πέτρα
   *[other] πέτρες
}
belfort-n-metal = { $n } { $n ->
    [one] μέταλλο
   *[other] μέταλλα
}
belfort-n-gold = { $n } χρυσό
belfort-n-nothing = τίποτα
belfort-worker = { $master ->
    [1] { $elf ->
        [1] ένα Αρχι-Ξωτικό
       *[0] έναν Αρχι-Νάνο
    }
   *[0] { $elf ->
        [1] ένα ξωτικό
       *[0] έναν νάνο
    }
}
belfort-space-office = στο Γραφείο Προσλήψεων
belfort-space-tent = στη Σκηνή του Βασιλιά
belfort-space-guild = στη Συντεχνία { $guild } (συνοικία { $district })
belfort-space-card = στο κτίριο { $card } του/της { $player }
belfort-gives-office = δίνει { $elf ->
    [1] ένα ξωτικό
   *[0] έναν νάνο
} στη συλλογή
belfort-gives-tent = επιλογή Θυρεού Σειράς στη συλλογή
belfort-gives-goods = δίνει { $goods }
belfort-gives-guild = { $hook ->
    [merchants] { $either ->
        [1] δύο μετατροπές ξύλου ή πέτρας σε μέταλλο, ή 3 επιπλέον επισκέψεις εμπορίου
       *[0] δύο μετατροπές ξύλου ή πέτρας σε μέταλλο και 3 επιπλέον επισκέψεις εμπορίου
    }
    [librarians] τραβήξτε 3 κάρτες και μετά απορρίψτε 1
    [architects] πάρτε οικόπεδο, τείχος ή συντεχνία με 1 μέταλλο ή 2 ξύλα/πέτρες λιγότερα
    [recruiters] κερδίστε ξωτικό ή νάνο, ή βάλτε διαθέσιμο γνόμο στην κλειδαριά σας
    [thieves] πάρτε έως { $max } χρυσό από έναν παίκτη, ή 1 χρυσό από καθέναν έως 3
    [bandits] πάρτε 1 μέταλλο ή έως 2 ξύλα/πέτρες από έναν παίκτη, ή 1 ξύλο/πέτρα από καθέναν έως 3
    [wizards] ανταλλάξτε τους δείκτες δύο οικοπέδων ίδιου είδους, δύο τειχών ή δύο συντεχνιών
   *[spies] κάθε άλλος παίκτης δείχνει μια κάρτα· πάρτε μία από αυτές
}
belfort-gives-space = { $hook ->
    [tower] πάρτε έναν διαθέσιμο γνόμο σε μία από τις κλειδαριές σας
    [inn] κερδίστε ξωτικό ή νάνο
   *[library] τραβήξτε 2 κάρτες και μετά απορρίψτε 2
}
belfort-told = { $player } { $what }.
belfort-told-keep = { $player } κρατά { $n } { $n ->
        [one] κάρτα
       *[other] κάρτες
    }.
belfort-told-keep-own = Κρατάτε: { $cards }.
belfort-told-show = { $player } δείχνει μια κάρτα στον/στην { $spy }.
belfort-told-show-own = Δείχνετε την κάρτα σας { $card } στον/στην { $spy }.
belfort-told-np-deck = { $player } τραβά την πάνω κάρτα της τράπουλας για τον { $np }· μένει κρυφή ώσπου να την τοποθετήσει ο { $np }.
belfort-told-np-pick = { $player } διαλέγει την κάρτα { $card } από τις φανερές για τον { $np }.
belfort-told-np-place = { $player } τοποθετεί τον δείκτη του { $np } στο οικόπεδο { $lot }.
belfort-told-buy-deck = { $player } πληρώνει { $gold } χρυσό για την πάνω κάρτα της τράπουλας.
belfort-told-buy-display = { $player } πληρώνει { $gold } χρυσό για τη φανερή κάρτα { $card }.
belfort-told-discard = { $player } απορρίπτει ανοιχτή την κάρτα { $card }.
belfort-told-build = { $player } χτίζει το κτίριο { $card } στο οικόπεδο { $lot } με κόστος { $cost }.
belfort-do-block = μπλοκάρει τη Συντεχνία { $guild } (συνοικία { $district }) με έναν ουδέτερο νάνο
belfort-do-place = τοποθετεί { $worker } { $space }{ $gold ->
    [0] {""}
   *[other] {" "}για { $gold } χρυσό
}
belfort-do-pass = πάει πάσο
belfort-do-send = στέλνει { $worker } { $area ->
    [forest] στο Δάσος
    [quarry] στο Λατομείο
    [mine] στο Ορυχείο
   *[goldmine] στο Χρυσορυχείο
}
belfort-do-shield = παίρνει τον θυρεό { $shield }
belfort-do-keep-shield = κρατά τον θυρεό { $shield }
belfort-do-activate = εκτελεί την ενέργεια { $space }
belfort-do-wall = χτίζει τείχος στη συνοικία { $district } με κόστος { $cost }
belfort-do-guild = αγοράζει τη Συντεχνία { $guild } (συνοικία { $district }) με κόστος { $cost }
belfort-do-buy = αγοράζει 1 { $res ->
        [wood] ξύλο
        [stone] πέτρα
       *[metal] μέταλλο
    } για { $gold } χρυσό
belfort-do-sell = πουλά 1 { $res ->
        [wood] ξύλο
        [stone] πέτρα
       *[metal] μέταλλο
    } για { $gold } χρυσό
belfort-do-convert = μετατρέπει 1 { $res ->
        [wood] ξύλο
        [stone] πέτρα
       *[metal] μέταλλο
    } σε 1 μέταλλο
belfort-do-hire = προσλαμβάνει έναν γνόμο στο κτίριο { $card } για { $gold } χρυσό
belfort-do-bank = παίρνει 1 χρυσό από την Τράπεζα
belfort-do-smith = αγοράζει 1 μέταλλο για 1 χρυσό στο Σιδηρουργείο
belfort-do-end = τελειώνει τη σειρά του/της
belfort-do-recruit = προσλαμβάνει { $elf ->
    [1] ένα ξωτικό
   *[0] έναν νάνο
}
belfort-do-gnome = βάζει έναν διαθέσιμο γνόμο στο κτίριο { $card }
belfort-do-gate-extra = βάζει δεύτερο δείκτη στο οικόπεδο { $lot }
belfort-do-arch-district = στέλνει τους Αρχιτέκτονες στη συνοικία { $district }
belfort-do-arch-lot = παίρνει με τους Αρχιτέκτονες: { $lot }
belfort-do-arch-pay = πληρώνει { $cost } ({ $discount } έκπτωση)
belfort-do-skip = παραλείπει
belfort-do-done = τελείωσε
belfort-do-steal = παίρνει { $gold } χρυσό από τον/την { $victim }
belfort-do-steal-each = παίρνει { $gold } χρυσό από καθέναν από τους { $victims }
belfort-do-rob = παίρνει { $goods } από τον/την { $victim }
belfort-do-rob-each = ληστεύει έως 3 παίκτες, 1 ξύλο ή πέτρα από τον καθένα
belfort-do-wiz-kind = ανταλλάσσει δείκτες σε { $kind } με τους Μάγους
belfort-do-wiz-from = διαλέγει για ανταλλαγή: { $lot }
belfort-do-wiz-to = ανταλλάσσει τους δείκτες του με: { $lot }
belfort-do-wiz-seat = τοποθετεί τον δείκτη: { $lot }
belfort-do-spy-take = παίρνει την κάρτα { $card } που έδειξε ο/η { $victim }
belfort-do-merchants = { $convert ->
    [1] παίρνει { $n } { $n ->
        [one] μετατροπή
       *[other] μετατροπές
    } σε μέταλλο
   *[0] παίρνει { $n } επιπλέον επισκέψεις εμπορίου
}
belfort-detail-place = Κοστίζει { $gold } χρυσό· { $gives }.
belfort-detail-build = Κοστίζει { $cost }· εισόδημα { $income } χρυσό κάθε γύρο.
belfort-detail-wall = Κοστίζει { $cost }· ένας δείκτης στο τείχος.
belfort-detail-guild = Κοστίζει { $cost }· όποιος τοποθετεί εκεί σας πληρώνει { $gold } χρυσό.
belfort-detail-gives = Ο εργάτης σας γυρίζει σπίτι· { $gives }.
belfort-detail-trade = { $buy ->
    [1] Πληρώστε { $gold } χρυσό, κερδίστε 1 { $res ->
        [wood] ξύλο
        [stone] πέτρα
       *[metal] μέταλλο
    }.
   *[0] Δώστε 1 { $res ->
        [wood] ξύλο
        [stone] πέτρα
       *[metal] μέταλλο
    }, κερδίστε { $gold } χρυσό.
}
belfort-detail-hire = Κοστίζει { $gold } χρυσό· μία πρόσληψη ανά γύρο.
belfort-detail-buy-card = Κοστίζει { $gold } χρυσό και τελειώνει τη σειρά σας.
belfort-detail-keep = Οι άλλες { $n } πηγαίνουν ανοιχτές στις απορριφθείσες.
belfort-detail-discard = Ανοιχτή στις απορριφθείσες.
belfort-detail-reveal = Φαίνεται σε όλους μόλις δείξουν όλοι· ο κατάσκοπος μπορεί να την πάρει.
belfort-detail-send = Συλλέγει { $area ->
    [forest] στο Δάσος
    [quarry] στο Λατομείο
    [mine] στο Ορυχείο
   *[goldmine] στο Χρυσορυχείο
} αυτόν τον γύρο.
belfort-prompt-keep = Διαλέξτε { $keep } από τις { $deal } { $deal ->
        [one] κάρτα
       *[other] κάρτες
    } σας για να τις κρατήσετε· οι άλλες { $drop } πηγαίνουν ανοιχτές στις απορριφθείσες.
belfort-prompt-block = Βάλτε τον νάνο του { $np } σε μια συντεχνία: κανείς δεν μπορεί να τη χρησιμοποιήσει ώσπου να προχωρήσει.
belfort-prompt-place = Τοποθετήστε έναν εργάτη ή πάτε πάσο: { $elves } { $elves ->
        [one] ξωτικό
       *[other] ξωτικά
    } και { $dwarves } { $dwarves ->
        [one] νάνος
       *[other] νάνοι
    } στο σπίτι, { $gold } χρυσό.
belfort-prompt-distribute = Πήγατε πάσο: στείλτε { $n ->
        [one] τον 1 εργάτη
       *[other] τους { $n } εργάτες
    } που έμειναν στο σπίτι στις περιοχές πρώτων υλών.
belfort-prompt-tent = Σκηνή του Βασιλιά: πάρτε έναν ελεύθερο θυρεό για να αλλάξετε τη σειρά παικτών, ή κρατήστε τον θυρεό { $shield }.
belfort-prompt-actions = Οι ενέργειές σας: έχετε { $wood } { $wood ->
        [one] ξύλο
       *[other] ξύλα
    }, { $stone } { $stone ->
        [one] πέτρα
       *[other] πέτρες
    }, { $metal } { $metal ->
        [one] μέταλλο
       *[other] μέταλλα
    }, { $gold } χρυσό και { $hand } { $hand ->
        [one] κάρτα
       *[other] κάρτες
    }.
belfort-prompt-neutral = { $place ->
    [1] Τοποθετήστε τον δείκτη του { $np } σε ελεύθερο οικόπεδο της κάρτας του.
   *[0] Διαλέξτε την κάρτα του { $np }: μία από τις φανερές ή την πάνω της τράπουλας.
}
belfort-prompt-discard = Απορρίψτε ακόμη { $n } { $n ->
    [one] κάρτα
   *[other] κάρτες
} (έχετε { $hand }· το όριο καρτών είναι { $limit }).
belfort-prompt-recruit = { $gnome ->
    [1] Στρατολόγοι: κερδίστε ξωτικό ή νάνο, ή βάλτε διαθέσιμο γνόμο στην κλειδαριά σας.
   *[0] Πανδοχείο: κερδίστε ξωτικό ή νάνο.
}
belfort-prompt-gnome = Διαλέξτε κλειδαριά για έναν διαθέσιμο γνόμο (απομένουν { $pool }).
belfort-prompt-gate = Γνόμος Φυλακίου: διαλέξτε το Φυλάκιο για τον δεύτερο δείκτη σας.
belfort-prompt-arch = Αρχιτέκτονες: πάρτε οικόπεδο, τείχος ή συντεχνία με 1 μέταλλο ή 2 ξύλα/πέτρες λιγότερα. Έχετε { $wood } { $wood ->
        [one] ξύλο
       *[other] ξύλα
    }, { $stone } { $stone ->
        [one] πέτρα
       *[other] πέτρες
    }, { $metal } { $metal ->
        [one] μέταλλο
       *[other] μέταλλα
    }, { $gold } χρυσό.
belfort-prompt-arch-pay = Αρχιτέκτονες: το πλήρες κόστος είναι { $cost }· διαλέξτε την έκπτωση.
belfort-prompt-thieves = Κλέφτες: πάρτε έως { $max } χρυσό από έναν παίκτη, ή { $each } χρυσό από καθέναν έως 3.
belfort-prompt-bandits = Ληστές: πάρτε αγαθά από έναν παίκτη, ή 1 ξύλο ή πέτρα από καθέναν έως 3.
belfort-prompt-wizards = Μάγοι: ανταλλάξτε τους δείκτες δύο οικοπέδων του ίδιου είδους.
belfort-prompt-spies-show = Κατάσκοποι: { $spy } ζητά από κάθε παίκτη να δείξει μια κάρτα· διαλέξτε μία από τις { $hand } σας (μπορεί να την πάρει).
belfort-prompt-spies-take = Κατάσκοποι: πάρτε μία από τις κάρτες που δείχτηκαν.
belfort-prompt-merchants = Έμποροι: πάρτε { $converts } { $converts ->
        [one] μετατροπή
       *[other] μετατροπές
    } σε μέταλλο, ή { $visits } επιπλέον επισκέψεις εμπορίου.
belfort-area-got = { $area ->
    [forest] Δάσος
    [quarry] Λατομείο
    [mine] Ορυχείο
   *[goldmine] Χρυσορυχείο
}: { $list }.
belfort-got = { $player } { $amount } { $area ->
    [forest] ξύλο
    [quarry] πέτρα
    [mine] μέταλλο
   *[goldmine] χρυσό
}{ $bonus ->
    [1] {" "}(+1 για τους περισσότερους εργάτες)
   *[0] {""}
}
belfort-income = Εισόδημα: { $list }.
belfort-income-part = { $player } +{ $gold } χρυσό (τώρα { $total })
belfort-taxes = Φόροι: { $list }.
belfort-tax-part = { $player } { $tax ->
    [0] δεν χρωστά τίποτα
   *[other] χρωστά { $tax } χρυσό { $score ->
        [one] στον 1 πόντο
       *[other] στους { $score } πόντους
    }, πληρώνει { $paid }{ $lost ->
        [0] {""}
       *[other] {" "}και χάνει { $lost } { $lost ->
        [one] πόντο
       *[other] πόντους
    }
    } (απομένουν { $gold } χρυσό)
}
belfort-np-moved = Ένας ουδέτερος νάνος προχωρά στη Συντεχνία { $guild } (συνοικία { $district }).
belfort-scoring = Βαθμολογία μετά τον γύρο { $round } (συνοικίες 1-5, μετά ξωτικά, νάνοι, γνόμοι):
belfort-scored = { $player } παίρνει +{ $points }: συνοικίες { $d1 }+{ $d2 }+{ $d3 }+{ $d4 }+{ $d5 }, ξωτικά { $elves }, νάνοι { $dwarves }, γνόμοι { $gnomes }· τώρα { $score }.
belfort-final-head = Τελική κατάταξη (οι ισοβαθμίες λύνονται με ξύλο + πέτρα + χρυσό + 2 × μέταλλο):
belfort-final-line = { $rank }. { $player }: { $score } { $score ->
        [one] πόντος
       *[other] πόντοι
    } (συνοικίες { $districts }, ξωτικά { $elves }, νάνοι { $dwarves }, γνόμοι { $gnomes }{ $taxes ->
    [0] {""}
   *[other] , χαμένοι σε φόρους { $taxes }
}){ $tied ->
    [1] , ισοβαθμία { $tiebreak } ({ $wood } { $wood ->
        [one] ξύλο
       *[other] ξύλα
    }, { $stone } { $stone ->
        [one] πέτρα
       *[other] πέτρες
    }, { $metal } { $metal ->
        [one] μέταλλο
       *[other] μέταλλα
    }, { $gold } χρυσό)
   *[0] {""}
}
belfort-status = Belfort, γύρος { $round }: { $phase }. Σειρά: { $turn }. Πόντοι (θυρεός): { $scores }. Διαθέσιμοι γνόμοι: { $pool }.
belfort-status-score = { $player } { $score } ({ $shield })
belfort-band-final = Τελική βαθμολογία
belfort-band-over = Τέλος παιχνιδιού, πρώτος/η: { $winners }
belfort-band-turn = Σειρά: { $who }
belfort-band-last = Τελευταία: { $action }
belfort-band-last-change = Τελευταία: { $action } → { $change }
belfort-band-no-last = Καμία ενέργεια ακόμη σε αυτό το παιχνίδι
belfort-delta-wood = { $n } { $n ->
        [one] ξύλο
       *[other] ξύλα
    }
belfort-delta-stone = { $n } { $n ->
        [one] πέτρα
       *[other] πέτρες
    }
belfort-delta-metal = { $n } { $n ->
        [one] μέταλλο
       *[other] μέταλλα
    }
belfort-delta-gold = { $n } χρυσό
belfort-delta-points = { $n } { $n ->
        [one] πόντος
       *[other] πόντοι
    }
belfort-label-built = Χτισμένα κτίρια (γ = γνόμοι στην κάρτα)
