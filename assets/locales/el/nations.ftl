# Nations: κάθε πρόταση που δείχνει το παιχνίδι. Τα ids αρχίζουν με `nations-`.

nations-solo-roll = Το ζάρι του ουδέτερου έθνους φέρνει { $roll }.
nations-error-illegal = Αυτή η ενέργεια δεν είναι δυνατή αυτή τη στιγμή.
nations-error-five-need-sets = Με πέντε παίκτες χρειάζονται οι κάρτες Προχωρημένου ή/και Ειδικού σετ (επιλογή cards:advanced, expert ή all).
nations-error-difficulty = Άγνωστη δυσκολία `{ $given }`: χρησιμοποιήστε chieftain, prince, king ή emperor, μία για όλους ή μία ανά θέση χωρισμένες με κόμματα.
nations-no-seat = Δεν υπάρχει τέτοια θέση.

nations-status-round = Γύρος { $round } από { $last }, εποχή { $age }.
nations-status-player = { $seat } ({ $nation }): { $vp } ΠΝ, { $books } { $books ->
        [one] βιβλίο
       *[other] βιβλία
    }, στρατιωτική δύναμη { $military }, σταθερότητα { $stability }
nations-status-neutral = Ουδέτερο έθνος: στρατιωτική δύναμη { $military }, σταθερότητα { $stability }, { $books } { $books ->
        [one] βιβλίο
       *[other] βιβλία
    }
nations-status-to-act = Σειρά έχει { $seat } ({ $phase }).
nations-status-final = { $rank }. { $seat } ({ $nation }): { $total } { $total ->
        [one] πόντος
       *[other] πόντοι
    } ({ $vp } ΠΝ, αποικίες { $colonies }, θαύματα { $wonders }, εργάτες { $workers }, πόροι { $resources })
nations-solo-lost = Οι ΠΝ σας έπεσαν κάτω από το μηδέν: το ατομικό παιχνίδι χάθηκε.
nations-solo-title = Μπαίνετε στο πάνθεον των ενδόξων ως { $title }.
nations-solo-no-title = Αυτή τη φορά δεν κερδίσατε τίτλο στο πάνθεον.

nations-private-stock = { $nation }: { $gold } χρυσό, { $stone } { $stone ->
        [one] πέτρα
       *[other] πέτρες
    }, { $food } τροφή, { $books } { $books ->
        [one] βιβλίο
       *[other] βιβλία
    }, { $vp } ΠΝ.
nations-private-workers = Εργάτες: { $reserve } στην περιοχή αποθέματος· μετρητής πληθυσμού { $food } τροφή, { $stab } σταθερότητα.
nations-private-cards = Κάρτες: { $slots }. Σύμβουλοι: { $advisors }. Αποικίες: { $colonies }. Θαύματα: { $wonders }.

nations-opt-cards = Σετ καρτών: auto (βασικό, ή όλα τα σετ με 5 παίκτες), base, advanced (βασικό+προχωρημένο), expert (βασικό+ειδικό), all.
nations-opt-balanced = Ανταγωνιστικές τράπουλες: κάθε εποχή έχει τις βασικές κάρτες, με μερικές να αντικαθίστανται από Προχωρημένες/Ειδικές του ίδιου τύπου.
nations-opt-ages = Σύντομο παιχνίδι: πόσες εποχές θα παιχτούν (1 έως 4).
nations-opt-easier = Ευκολότερο παιχνίδι: όλοι ξεκινούν με έναν επιπλέον εργάτη, του οποίου η ποινή πληθυσμού κρύβεται.
nations-opt-sides = Πλευρά ταμπλό παίκτη: a για όλους, ή b για επιλογή εθνών και πλευρών με αντίστροφη σειρά παικτών.
nations-opt-difficulty = Δυσκολία (chieftain, prince, king, emperor): μία για όλους, ή μία ανά θέση χωρισμένες με κόμματα.
nations-opt-top-tie = Πέντε παίκτες, δύο έθνη ισόπαλα στην κορυφή: ισχύει και για τα δύο (both) ή για κανένα (none).
nations-opt-special-once = Η ειδική ενέργεια κάθε κάρτας χρησιμοποιείται μία φορά ανά γύρο.
nations-opt-cover-free = Μια νέα κάρτα μπορεί να καλύψει μια παλιά ακόμη κι όταν υπάρχει ελεύθερη θέση.
nations-opt-lost-architects = Οι αρχιτέκτονες σε εγκαταλελειμμένο θαύμα φεύγουν από το παιχνίδι αντί να επιστρέψουν στο απόθεμα.
nations-opt-unlimited-architects = Το απόθεμα αρχιτεκτόνων δεν εξαντλείται ποτέ.
nations-opt-solo-roll = Ατομικό: το ζάρι του ουδέτερου ρίχνεται μετά από κάθε τοποθέτηση (any) ή μόνο μετά από τοποθετήσεις σε κάρτες Στρατού (military).
nations-opt-sphinx-any = Η Σφίγγα αποδίδει και όταν άλλα έθνη ολοκληρώνουν θαύματα.
nations-opt-piazza-gold = Τιμή σε χρυσό της ανταλλαγής της Πιάτσα Σαν Μάρκο (1 ή 2).

nations-kind-advisor = Σύμβουλος
nations-kind-battle = Μάχη
nations-kind-building = Κτίριο
nations-kind-colony = Αποικία
nations-kind-golden-age = Χρυσή Εποχή
nations-kind-military = Στρατός
nations-kind-war = Πόλεμος
nations-kind-wonder = Θαύμα

nations-sel-all = κάθε έθνος
nations-sel-strongest = το ισχυρότερο
nations-sel-weakest = το ασθενέστερο
nations-sel-most-stable = το πιο σταθερό
nations-sel-least-stable = το λιγότερο σταθερό
nations-sel-most-books = με τα περισσότερα βιβλία
nations-sel-fewest-books = με τα λιγότερα βιβλία
nations-sel-passed-first = όποιο πήγε πάσο πρώτο
nations-sel-passed-last = όποιο πήγε πάσο τελευταίο
nations-sel-collapse = όλα εκτός από το ισχυρότερο και το πιο σταθερό

nations-label-round = Γύρος { $round } · Εποχή { $age }
nations-label-row = κοστίζει { $price }
nations-label-order = Σειρά παικτών
nations-label-military = Στρατιωτική δύναμη
nations-label-stability = Σταθερότητα
nations-label-books = Βιβλία
nations-label-vp = ΠΝ
nations-label-war = Πόλεμος
nations-label-no-war = Δεν αγοράστηκε πόλεμος
nations-label-event = Γεγονός
nations-label-famine = Λιμός { $food } τροφή
nations-label-architects = Αρχιτέκτονες: { $public } { $public ->
        [one] δημόσιος
       *[other] δημόσιοι
    }, { $supply } στο απόθεμα
nations-label-passed = πάσο
nations-label-neutral = Ουδέτερο
nations-label-cost = Κόστος
nations-label-per-worker = Ανά εργάτη: { $effect }
nations-label-raid = Επιδρομή { $raid }
nations-label-needs = Απαιτεί στρατ. δύναμη { $military }
nations-label-sections = Τμήματα: { $costs }
nations-label-vp-value = { $vp } ΠΝ
nations-label-effect = { $effect }
nations-label-loss = Αν ηττηθεί:
nations-label-gain = Δίνει { $gain }
nations-label-battle = Καλύτερη επιδρομή + { $bonus }
nations-label-resources = Χρυσός { $gold } · Πέτρα { $stone } · Τροφή { $food } · Βιβλία { $books } · ΠΝ { $vp }
nations-label-workers = Απόθεμα: { $reserve } { $reserve ->
        [one] εργάτης
       *[other] εργάτες
    }
nations-label-population = Μετρητής πληθυσμού
nations-label-food-upkeep = Κατανάλωση τροφής { $food }
nations-label-slots = Κτίρια και Στρατός
nations-label-advisors = Σύμβουλοι
nations-label-colonies = Αποικίες
nations-label-wonders = Ολοκληρωμένα θαύματα
nations-label-building-wonder = Θαύμα υπό κατασκευή
nations-label-none = κανένα
nations-label-private-architects = Δικοί σας αρχιτέκτονες: { $count }
nations-label-legend-worker = εργάτης σε κάρτα
nations-label-legend-empty = άδεια θέση πληθυσμού
nations-label-solo-tile = Πλακίδιο ατομικού: ζάρι 5 / 6 ενέργειες
nations-label-final = Τελική βαθμολογία { $total }
nations-label-pending = Αναμένεται: { $seat }
nations-label-legend-marks = ✔ = χρησιμοποιήθηκε αυτόν τον γύρο · ★ = ειδικός κανόνας
nations-label-legend-used = ✔ = χρησιμοποιήθηκε αυτόν τον γύρο
nations-res-gold = χρυσό
nations-res-stone = { $count ->
    [one] πέτρα
   *[other] πέτρες
  }
nations-res-food = τροφή
nations-res-books = { $count ->
    [one] βιβλίο
   *[other] βιβλία
  }
nations-res-military = στρατιωτική δύναμη
nations-res-stability = σταθερότητα
nations-res-vp = ΠΝ
nations-res-workers = { $count ->
    [one] εργάτης
   *[other] εργάτες
  }
nations-label-die = Ζάρι ουδέτερου: { $roll }
nations-opt-promo = Οι προωθητικές κάρτες (το Μεγάλο Δουκάτο της Φινλανδίας) μπαίνουν στην τράπουλα της εποχής τους.
nations-opt-advisor-removal = Αφαίρεση συμβούλων: expert (κάθε εφέ που αφαιρεί σύμβουλο τους αφαιρεί όλους, και του Πύργου από Πορσελάνη), normal (όποιος έχει δύο διαλέγει ποιος φεύγει) ή auto (expert όταν παίζουν οι Ειδικές κάρτες).
nations-label-lose-advisor = χάνει έναν σύμβουλο
nations-label-lose-advisors = χάνει όλους τους συμβούλους
nations-label-tile-changes = Αλλαγές του πλακιδίου ατομικού σε αυτόν τον γύρο:
nations-change-price = οι κάρτες στη σειρά { $row ->
        [one] του 1 χρυσού
       *[other] των { $row } χρυσών
    } κοστίζουν { $price } χρυσό
nations-change-architects = παίρνετε { $count ->
        [one] έναν επιπλέον δικό σας αρχιτέκτονα
       *[other] { $count } επιπλέον δικούς σας αρχιτέκτονες
    }
nations-change-gain = παίρνετε { $gain }
nations-status-war-spare = { $seat } ηττάται στον Πόλεμο, που παίρνει { $loss }· η Σταθερότητά του/της γλιτώνει { $spare } από αυτά: διαλέξτε ποια (π.χ. `spare 2 gold 1 stone`).
nations-label-round-deck = Γύρος { $round } · Εποχή { $age } · { $count } { $count ->
        [one] κάρτα
       *[other] κάρτες
    } απομένουν στην τράπουλα της εποχής
nations-label-gold = Χρυσός
nations-label-deploy = Τοποθέτηση { $stone }
nations-label-worker-vp = ΠΝ { $vp }
nations-label-legend-cards = Τοποθέτηση n: Πέτρα για να μπει εργάτης · ΠΝ a/b: ΠΝ τέλους του 1ου/2ου εργάτη · ★ ειδικός κανόνας

# Κουβέντα του τραπεζιού (issue 10): λίστες, περιγραφές των αυτόματων βημάτων,
# στάδια, επιλογές και ερωτήσεις. Οι θέσεις είναι `{ $seat }` = το όνομα του παίκτη.
nations-join-comma = { $a }, { $b }
nations-join-semi = { $a }· { $b }
nations-amount = { $n } { $res }
nations-who = { $seat } { $what }
nations-who-count = { $seat } { $count }
nations-no-change = καμία αλλαγή
nations-told-cost = { $action } ({ $cost })

nations-news-round = Ξεκινά ο γύρος { $round } (εποχή { $age }): το ταμπλό προόδου συμπληρώνεται· ακολουθεί η Ανάπτυξη.
nations-news-event = Γεγονός του γύρου { $round }: { $event }· λιμός { $famine } τροφή, { $architects ->
        [one] 1 επιπλέον αρχιτέκτονας
       *[other] { $architects } επιπλέον αρχιτέκτονες
    }. { $text }
nations-news-machiavelli = { $seat } έχει τον Μακιαβέλι και δείχνει και τις δύο κάρτες γεγονότων σε όλους πριν κρατήσει μία: { $a } | { $b }
nations-event-shown = { $event } (λιμός { $famine } τροφή, { $architects ->
        [one] 1 επιπλέον αρχιτέκτονας
       *[other] { $architects } επιπλέον αρχιτέκτονες
    }: { $text })
nations-event-shown-unknown = { $event }
nations-news-no-event = Γύρος { $round }: δεν έμεινε καμία κάρτα γεγονότων.
nations-news-tile = Πλακίδιο ατομικού παιχνιδιού, γύρος { $round }: στρατιωτική δύναμη του ουδέτερου { $military }, σταθερότητα { $stability }, +{ $books } { $books ->
        [one] βιβλίο
       *[other] βιβλία
    }· λιμός { $famine } τροφή, { $architects ->
        [one] 1 επιπλέον αρχιτέκτονας
       *[other] { $architects } επιπλέον αρχιτέκτονες
    }.
nations-news-architects = Αρχιτέκτονες: { $public } { $public ->
        [one] δημόσιος
       *[other] δημόσιοι
    } αυτόν τον γύρο· έθνη με δικούς αρχιτέκτονες: { $own }.
nations-news-production = Παραγωγή: { $changes }.
nations-news-revolt = Εξέγερση: { $seat } έχει σταθερότητα { $stability }: -1 ΠΝ και χάνονται { $books } { $books ->
        [one] βιβλίο
       *[other] βιβλία
    }.
nations-order-entry = { $who } (στρατιωτική δύναμη { $military }, σταθερότητα { $stability })
nations-news-order = Σειρά παικτών: { $order }.
nations-news-no-war = Πόλεμος: δεν αγοράστηκε κανένας αυτόν τον γύρο.
nations-news-war = Πόλεμος { $card }, δύναμη { $strength } (τον αγόρασε { $buyer })· κάθε ηττημένο έθνος χάνει { $loss } και { $vp } ΠΝ, μείον τη σταθερότητά του. Ηττημένα: { $defeated }. Ασφαλή: { $safe }.
nations-war-defeated = { $seat } (στρατιωτική δύναμη { $military }, η σταθερότητα γλιτώνει { $spare })
nations-war-safe = { $seat } (στρατιωτική δύναμη { $military })
nations-news-war-losses = Απώλειες πολέμου: { $changes }.
nations-news-event-part = Γεγονός { $event }, μέρος { $part } ({ $who }: { $selected }): { $changes }.
nations-news-nobody = δεν αλλάζει τίποτα
nations-news-then-order = { $line } Σειρά παικτών τώρα: { $order }.
nations-news-solo-stability = Σταθερότητα { $mine } απέναντι σε { $theirs } του ουδέτερου: { $vp } ΠΝ.
nations-news-famine = Λιμός, { $food } τροφή το καθένα: { $changes }.
nations-books-entry = { $seat } { $books } { $books ->
        [one] βιβλίο
       *[other] βιβλία
    } +{ $vp } ΠΝ
nations-news-books = Βαθμολόγηση βιβλίων (1 ΠΝ για κάθε έθνος με λιγότερα βιβλία): { $list }.
nations-news-books-solo = Βαθμολόγηση βιβλίων: τα { $books } { $books ->
        [one] βιβλίο
       *[other] βιβλία
    } σας απέναντι στα { $theirs } του ουδέτερου: +{ $vp } ΠΝ.
nations-news-wonder = { $seat } ολοκληρώνει { $wonder } ({ $vp } ΠΝ στο τέλος)· { $architects } { $architects ->
        [one] αρχιτέκτονας
       *[other] αρχιτέκτονες
    } επιστρέφουν στο απόθεμα.
nations-final-title = Το παιχνίδι τελείωσε μετά τον γύρο { $round }. Τελική βαθμολογία:
nations-final-line = { $rank }. { $seat } ({ $nation }): { $total } { $total ->
        [one] πόντος
       *[other] πόντοι
    } = { $vp } ΠΝ + { $colonies } { $colonies ->
        [one] αποικία
       *[other] αποικίες
    } + { $wonders } { $wonders ->
        [one] θαύμα
       *[other] θαύματα
    } + { $workers } { $workers ->
        [one] εργάτης
       *[other] εργάτες
    } + { $resources } { $resources ->
        [one] πόρος
       *[other] πόροι
    }
nations-final-tie = Ισοβαθμία { $total ->
        [one] στον 1 πόντο
       *[other] στους { $total } πόντους
    } μεταξύ { $seats }: κρίνεται από την τελική σειρά παικτών (όποιος είναι νωρίτερα στη σειρά κατατάσσεται ψηλότερα).

nations-phase-pick = επιλογή εθνών
nations-phase-growth = Συντήρηση: Ανάπτυξη
nations-phase-maintenance = Συντήρηση
nations-phase-actions = Ενέργειες
nations-phase-production = Ολοκλήρωση: Παραγωγή
nations-phase-war = Ολοκλήρωση: Πόλεμος
nations-phase-event = Ολοκλήρωση: Γεγονός
nations-phase-famine = Ολοκλήρωση: Λιμός
nations-phase-books = Ολοκλήρωση: Βαθμολόγηση βιβλίων
nations-phase-over = Τέλος παιχνιδιού

nations-detail-have = έχετε { $n } { $res }
nations-detail-buy = { $price } χρυσό · { $effect }
nations-detail-worker-card = { $kind }: ανά εργάτη { $per }· τοποθέτηση { $stone } { $stone ->
        [one] πέτρα
       *[other] πέτρες
    }
nations-detail-colony = Αποικία: απαιτεί στρατιωτική δύναμη { $needs }· { $effect }· { $vp } ΠΝ
nations-detail-wonder = Θαύμα: τμήματα { $sections } { $sections ->
        [one] πέτρα
       *[other] πέτρες
    }· { $effect }· { $vp } ΠΝ
nations-detail-advisor = Σύμβουλος: { $effect }
nations-detail-golden = Χρυσή Εποχή: { $gain }, ή { $price } { $price ->
        [one] πόρος
       *[other] πόροι
    } για 1 ΠΝ
nations-detail-battle = Μάχη: +{ $n } { $n ->
        [one] βιβλίο
       *[other] βιβλία
    }, τροφή ή πέτρα
nations-detail-war = Πόλεμος με τη στρατιωτική σας δύναμη { $strength }: οι ασθενέστεροι χάνουν { $loss }, { $vp } ΠΝ
nations-detail-from-reserve = από την περιοχή αποθέματός σας ({ $n })
nations-detail-from-card = μετακινείται από { $card }
nations-detail-deploy = { $stone } { $stone ->
        [one] πέτρα
       *[other] πέτρες
    } (έχετε { $have })· δίνει { $per }, { $vp } ΠΝ στο τέλος· { $from }
nations-detail-undeploy = δωρεάν: ο εργάτης επιστρέφει στην περιοχή αποθέματός σας· χάνεται { $per }
nations-detail-own-architect = δικός σας αρχιτέκτονας (απομένουν { $n })
nations-detail-public-architect = δημόσιος αρχιτέκτονας (απομένουν { $n })
nations-detail-hire = { $stone } { $stone ->
        [one] πέτρα
       *[other] πέτρες
    } (έχετε { $have }): τμήμα { $section } από { $sections } του θαύματος { $wonder }· { $whose }
nations-detail-hire-complete = { $stone } { $stone ->
        [one] πέτρα
       *[other] πέτρες
    } (έχετε { $have }): ολοκληρώνει το θαύμα { $wonder }, { $vp } ΠΝ· { $whose }
nations-detail-use = πληρώνετε { $pay }: κερδίζετε { $gain }{ $choice ->
        [0] {""}
       *[other] , και μετά { $choice } { $choice ->
        [one] βιβλίο
       *[other] βιβλία
    }, τροφή ή πέτρα
    }
nations-detail-pass = καμία άλλη ενέργεια σε αυτόν τον γύρο
nations-detail-pass-first = καμία άλλη ενέργεια σε αυτόν τον γύρο· πάτε πάσο πρώτοι
nations-detail-grow-food = +1 εργάτης· κατανάλωση τροφής { $before } → { $after }
nations-detail-grow-stability = +1 εργάτης· σταθερότητα { $before } → { $after }
nations-detail-grow-free = +1 εργάτης από πάνω από τον μετρητή, χωρίς ποινή
nations-detail-bonus = { $gain } αντί για εργάτη ({ $have })
nations-detail-event = γεγονός του γύρου: λιμός { $famine } τροφή, { $architects ->
        [one] 1 επιπλέον αρχιτέκτονας
       *[other] { $architects } επιπλέον αρχιτέκτονες
    }
nations-detail-place-new = σε ελεύθερη θέση· δεν χάνεται καμία κάρτα
nations-detail-replace = καλύπτει την κάρτα { $card }· { $workers ->
        [one] ο 1 εργάτης
       *[other] οι { $workers } εργάτες
    } της { $workers ->
        [one] πηγαίνει
       *[other] πάνε
    } στην περιοχή αποθέματός σας
nations-detail-cover = καλύπτει την κάρτα { $card } και τους { $vp } ΠΝ της
nations-detail-drop = αφαιρεί { $effect } και { $vp } ΠΝ
nations-detail-gain = { $gain } ({ $have })
nations-detail-crusade = τα επιλεγμένα κερδίζουν { $n } { $res }· τα ασθενέστερα χάνουν { $n } { $res }
nations-detail-golden-resources = κερδίζετε { $gain }
nations-detail-golden-vp = πληρώνετε { $n } { $n ->
        [one] πόρο
       *[other] πόρους
    } της επιλογής σας, έναν τη φορά: +1 ΠΝ
nations-detail-pay-one = πληρώνετε 1 { $res } ({ $have })· μετά απομένουν { $left } να πληρώσετε
nations-detail-lose-one = χάνετε 1 { $res } ({ $have })· μετά απομένουν { $left } να χάσετε
nations-detail-take-easier = ένας εργάτης φεύγει από το τμήμα { $section }, με την ποινή του κρυφή· { $reserve } { $reserve ->
        [one] εργάτης
       *[other] εργάτες
    } στην περιοχή αποθέματός σας
nations-detail-take = ένας εργάτης φεύγει από το τμήμα { $section } (κατανάλωση τροφής τώρα { $food }, σταθερότητα { $stability })
nations-detail-return = ένας εργάτης επιστρέφει στο τμήμα { $section }, { $from }
nations-detail-accept = κερδίζετε { $gain }
nations-detail-accept-pay = πληρώνετε { $pay } και κρατάτε τη θέση σας στη σειρά παικτών
nations-detail-accept-drop = κερδίζετε { $gain } και πέφτετε τελευταίοι στη σειρά παικτών
nations-detail-decline = τίποτα δεν κερδίζεται, τίποτα δεν χάνεται
nations-detail-decline-last = δεν πληρώνετε τίποτα· πέφτετε τελευταίοι στη σειρά παικτών
nations-detail-bonus-self = κερδίζετε { $gain }
nations-detail-penalty-others = κάθε άλλο έθνος: { $loss }
nations-detail-spare = χάνετε { $lose }

nations-prompt-holding = έχετε { $gold } χρυσό, { $stone } { $stone ->
        [one] πέτρα
       *[other] πέτρες
    }, { $food } τροφή, { $books } { $books ->
        [one] βιβλίο
       *[other] βιβλία
    }
nations-prompt-turn = Γύρος { $round }, η ενέργειά σας ({ $actions } σε αυτή τη σειρά)· { $holding }.
nations-prompt-pick = Διαλέξτε έθνος και πλευρά (πλευρές Β, με αντίστροφη σειρά παικτών).
nations-prompt-growth = Ανάπτυξη: ελευθερώστε έναν εργάτη από τον μετρητή πληθυσμού (κατανάλωση τροφής τώρα { $food }, σταθερότητα { $stability }), ή πάρτε αντί γι' αυτό { $bonus } τροφή, πέτρα ή χρυσό.
nations-prompt-choose-event = Μακιαβέλι: όλοι είδαν και τις δύο κάρτες· κρατήστε την κάρτα { $a } ή την κάρτα { $b } ως γεγονός του γύρου. Η άλλη μπαίνει κάτω από την τράπουλά της (κανόνας του τραπεζιού: το εγχειρίδιο δεν το λέει).
nations-prompt-place = Πού μπαίνει η κάρτα { $card }; Χρησιμοποιούνται { $used } από { $max } { $max ->
        [one] θέση
       *[other] θέσεις
    } καρτών· οι εργάτες μιας καλυμμένης κάρτας πάνε στην περιοχή αποθέματός σας.
nations-prompt-place-wonder = Το θαύμα { $card } ολοκληρώθηκε: πού μπαίνει; Χρησιμοποιούνται { $used } από { $max } { $max ->
        [one] θέση
       *[other] θέσεις
    } θαυμάτων.
nations-prompt-drop-colony = Έχετε { $n } { $n ->
        [one] αποικία
       *[other] αποικίες
    } και χωρούν { $max }: αφαιρέστε μία.
nations-prompt-drop-advisor = Η κάρτα { $card } αντικαθιστά έναν από τους { $n } { $n ->
        [one] σύμβουλο
       *[other] συμβούλους
    } σας: διαλέξτε ποιος φεύγει.
nations-prompt-lose-advisor = Ένα εφέ αφαιρεί έναν σύμβουλο και έχετε { $n }: διαλέξτε ποιος φεύγει.
nations-prompt-trim-advisors = Έχετε { $n } { $n ->
        [one] σύμβουλο
       *[other] συμβούλους
    }, περισσότερους απ' όσους επιτρέπεται: αφαιρέστε έναν.
nations-prompt-gain = Κερδίστε { $n } σε βιβλία, τροφή ή πέτρα: διαλέξτε ποιο.
nations-prompt-golden = { $card }: πάρτε τους πόρους της, ή πληρώστε { $price } { $price ->
        [one] πόρο
       *[other] πόρους
    } για 1 ΠΝ· { $holding }.
nations-prompt-golden-pay = ΠΝ Χρυσής Εποχής: απομένουν { $n } { $n ->
        [one] πόρος
       *[other] πόροι
    } να πληρωθούν· { $holding }.
nations-prompt-lose = { $phase }: τα βιβλία σας τελείωσαν, απομένουν { $n } { $n ->
        [one] πόρος
       *[other] πόροι
    } να χάσετε· έχετε { $gold } χρυσό, { $stone } { $stone ->
        [one] πέτρα
       *[other] πέτρες
    }, { $food } τροφή. Διαλέξτε τι χάνετε, ένα τη φορά.
nations-prompt-easier = Ευκολότερο παιχνίδι: πάρτε έναν επιπλέον εργάτη από τον μετρητή πληθυσμού σας. Η θέση που αφήνει κρατά την ποινή της κρυφή όλο το παιχνίδι (αλλιώς { $penalty } κατανάλωση Τροφής στο τμήμα Τροφής, { $penalty } Σταθερότητα στο τμήμα Σταθερότητας). Τμήμα Τροφής: { $food } { $food ->
        [one] εργάτης
       *[other] εργάτες
    }· τμήμα Σταθερότητας: { $stability }.
nations-prompt-take = Γεγονός { $event }: πάρτε { $n } { $n ->
        [one] εργάτη
       *[other] εργάτες
    } από τον μετρητή πληθυσμού σας (εργάτες έχουν ακόμη { $food } { $food ->
        [one] θέση
       *[other] θέσεις
    } τροφής και { $stability } { $stability ->
        [one] θέση
       *[other] θέσεις
    } σταθερότητας).
nations-prompt-return = Γεγονός { $event }: επιστρέψτε { $n } { $n ->
        [one] εργάτη
       *[other] εργάτες
    } στον μετρητή πληθυσμού ({ $reserve } στην περιοχή αποθέματός σας).
nations-prompt-pay-or-last = Γεγονός { $event }: πληρώστε { $pay } για να κρατήσετε τη θέση σας στη σειρά παικτών, ή αρνηθείτε και πέστε τελευταίοι· { $holding }.
nations-prompt-drop-to-last = Γεγονός { $event }: δεχτείτε { $gain } και πέστε τελευταίοι στη σειρά παικτών, ή αρνηθείτε.
nations-prompt-optional = Γεγονός { $event }: δεχτείτε για να κερδίσετε { $gain }, ή αρνηθείτε.
nations-prompt-crusade = Γεγονός { $event }: διαλέξτε τον πόρο· τα επιλεγμένα έθνη κερδίζουν { $n } από αυτόν και τα ασθενέστερα χάνουν { $n }.
nations-prompt-crusade-tie = Γεγονός { $event }: μοιράζεστε την υψηλότερη Στρατιωτική Δύναμη ({ $military }), οπότε κανείς δεν κερδίζει· ως πρώτος από τους ισόπαλους στη σειρά παικτών, διαλέξτε τον πόρο από τον οποίο τα ασθενέστερα χάνουν { $n }.
nations-prompt-zoroaster = Γεγονός { $event }: ένα μπόνους για εσάς ({ $gain }) ή μια ποινή για κάθε άλλο έθνος ({ $loss }).
nations-prompt-war-spare = Χαμένος πόλεμος: { $loss } προς απώλεια, και η σταθερότητά σας γλιτώνει { $spare } από αυτά· { $holding }. Διαλέξτε τι θα γλιτώσετε.

nations-header-stage = Γύρος { $round } · Εποχή { $age } · { $phase }
nations-header-final = Τελική βαθμολογία
nations-header-over = Τέλος παιχνιδιού: { $winner } κερδίζει με { $points } { $points ->
        [one] πόντο
       *[other] πόντους
    }
nations-header-turn = Σειρά: { $seat }
nations-header-resolving = Οι κανόνες ολοκληρώνουν τον γύρο
nations-header-last = Τελευταία: { $seat }: { $action }
nations-header-no-last = Καμία ενέργεια ακόμη σε αυτό το παιχνίδι
nations-label-points = Πόντοι
nations-label-event-next = Γεγονός: τραβιέται μετά την Ανάπτυξη
