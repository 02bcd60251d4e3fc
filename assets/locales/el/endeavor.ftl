## Endeavor: τα μηνύματα του παιχνιδιού. Οι θέσεις αριθμούνται από το 1.

endeavor-error-content = Το πακέτο περιεχομένου του Endeavor έχει { $errors ->
    [one] 1 πρόβλημα
   *[other] { $errors } { $errors ->
        [one] πρόβλημα
       *[other] προβλήματα
    }
}· τρέξτε `longtable content check` για να τα δείτε.
endeavor-error-illegal = Αυτή η κίνηση δεν σας επιτρέπεται αυτή τη στιγμή.

## Επιλογές (εμφανίζονται με /game new endeavor)
endeavor-opt-slavery-penalty = Οι αναποδογυρισμένες κάρτες Δουλείας κοστίζουν 1 Δόξα η καθεμία μόνο αν η δουλεία καταργήθηκε στη διάρκεια του παιχνιδιού (προεπιλογή: κοστίζουν πάντα 1).
endeavor-opt-ship-ship = Μια διπλή Ναυσιπλοΐα (Χαρτογράφος) στέλνει και τους δύο δείκτες στην ίδια περιοχή (προεπιλογή: σε οποιεσδήποτε περιοχές).
endeavor-opt-draw-draw = Μια διπλή Άντληση (Εμπορικός Οίκος) παίρνει και τις δύο κάρτες από την ίδια τράπουλα· off: από την ίδια περιοχή, οπότε Ευρώπη και Δουλεία μπορούν να αναμειχθούν.
endeavor-opt-build-fallback = Όταν δεν έχει μείνει κτίριο στο επίπεδο κατασκευής σας ή χαμηλότερα: το `lowest` ανοίγει το χαμηλότερο ανώτερο επίπεδο που έχει ακόμη κτίρια, το `next` μόνο το αμέσως επόμενο, το `any` κάθε ανώτερο επίπεδο.
endeavor-opt-empty-activation = Επιτρέπει την ενεργοποίηση κτιρίου ή τη χρήση μάρκας ακόμη κι όταν καμία από τις ενέργειές της δεν μπορεί να γίνει (προεπιλογή: δεν επιτρέπεται).
endeavor-opt-empty-payment = Επιτρέπει Πληρωμή χωρίς κτίριο προς απελευθέρωση (προεπιλογή: δεν επιτρέπεται).

## Ιστορικό: τι ακολούθησε μια ενέργεια ή ήρθε από μόνο του (η ίδια η ενέργεια λέγεται με τα endeavor-tell-*)
endeavor-none = κανένα
endeavor-join = { $head } · { $tail }
endeavor-gives-status = +{ $count } { $track }
endeavor-gives-action = μία ενέργεια { $action } για αργότερα
endeavor-log-growth = Ανάπτυξη, γύρος { $round }: { $list }
endeavor-growth-item = { $seat } +{ $gained } (ανάπτυξη { $growth }, λιμάνι { $harbor })
endeavor-log-salary = Μισθοδοσία, γύρος { $round }: { $list }
endeavor-salary-item = { $seat } απελευθερώνει { $freed } από { $salary } (λιμάνι { $harbor })
endeavor-log-ship = { $seat } παίρνει τη θέση { $space } από { $spaces } στη θαλάσσια διαδρομή της περιοχής { $region } (δεν έμεινε μάρκα εκεί).
endeavor-log-ship-token = { $seat } παίρνει τη θέση { $space } από { $spaces } στη θαλάσσια διαδρομή της περιοχής { $region } και τη μάρκα { $token } της: { $gives }.
endeavor-log-ship-beside = Η θαλάσσια διαδρομή της περιοχής { $region } είναι γεμάτη: ο δείκτης του/της { $seat } περιμένει δίπλα της ({ $count } εκεί).
endeavor-log-open = Η περιοχή { $region } ανοίγει· κανείς δεν παίρνει τον Κυβερνήτη της.
endeavor-log-governor = Η περιοχή { $region } ανοίγει: { $seat } έχει τους περισσότερους δείκτες στη διαδρομή της ({ $count }{ $tied ->
    [yes] , η ισοπαλία λύθηκε από τη θέση που είναι πλησιέστερα στην τράπουλα
   *[no] { "" }
  }) και παίρνει την κάρτα { $card }.
endeavor-log-occupy-token = { $seat } παίρνει τη μάρκα { $token } στην πόλη { $city }: { $gives }.
endeavor-log-attack = { $defender } χάνει την πόλη { $city }: ένας δείκτης του/της και ένας του/της { $seat } επιστρέφουν στα αποθέματά τους.
endeavor-log-connection = { $seat } ελέγχει πρώτος/η τη σύνδεση { $from } – { $to }{ $token ->
    [none] { "" }
   *[other] { " " }και παίρνει τη μάρκα { $token } της: { $gives }
  }.
endeavor-log-abolition = Η δουλεία καταργείται: κάθε κάρτα Δουλείας που κρατά κάποιος αναποδογυρίζεται και η τράπουλα Δουλείας φεύγει από το παιχνίδι.
endeavor-log-round-end = Ο γύρος { $round } τελείωσε· { $seat } παίρνει το στέμμα για τον γύρο { $next }.
endeavor-log-game-end = Ο γύρος { $round } τελείωσε: το παιχνίδι λήγει. Τελική Δόξα:
endeavor-final-line = { $rank }. { $seat }: { $total } Δόξα (πόλεις { $cities }, συνδέσεις { $connections }, μετρητές { $tracks } [Βι{ $industry } Πο{ $culture } Οι{ $finance } Πλ{ $politics }], κάρτες { $cards }, άδεια θέση κυβερνήτη { $governor }, κτίρια { $buildings }, λιμάνι { $harbor }, Δουλεία { $slavery })
endeavor-final-tie = Το Endeavor δεν έχει κριτήριο ισοβαθμίας: { $list } μοιράζονται τη θέση { $rank }.

## Πώς λέγεται σε όλους κάθε ενέργεια (όλο το Endeavor είναι δημόσιο)
endeavor-tell-build = { $seat } χτίζει το κτίριο { $building } (επίπεδο { $level }): { $gives }.
endeavor-tell-free = { $seat } απελευθερώνει τον δείκτη από το κτίριό του/της { $building } (μισθοδοσία).
endeavor-tell-activate = { $seat } ενεργοποιεί το κτίριό του/της { $building } ({ $action }), 1 δείκτης από το λιμάνι.
endeavor-tell-token = { $seat } χρησιμοποιεί μια μάρκα { $token }{ $named ->
    [yes] {""}
   *[no] { " " }({ $action })
  }.
endeavor-tell-ship = { $seat } στέλνει με πλοίο έναν δείκτη στην περιοχή { $region }.
endeavor-tell-occupy = { $seat } εγκαθίσταται στην πόλη { $city } ({ $region }).
endeavor-tell-attack = { $seat } επιτίθεται στην πόλη { $city }, που την κρατά { $defender }, με 2 δείκτες.
endeavor-tell-pay = { $seat } πληρώνει: ο δείκτης στο κτίριό του/της { $building } επιστρέφει στο λιμάνι.
endeavor-tell-draw = { $seat } τραβά την κάρτα { $card } από την τράπουλα { $deck }: { $gives }.
endeavor-tell-done = { $seat } σταματά την ενέργεια εκεί.
endeavor-tell-pass = { $seat } πάει πάσο για το υπόλοιπο του γύρου.
endeavor-tell-govern = { $seat } βάζει την κάρτα { $card } στη θέση κυβερνήτη.
endeavor-tell-ungovern = { $seat } βγάζει την κάρτα { $card } από τη θέση κυβερνήτη.
endeavor-tell-discard = { $seat } απορρίπτει την κάρτα { $card } (όριο καρτών).
endeavor-tell-keep = { $seat } κρατά τις κάρτες του/της ως έχουν.

## Επιλογές: μια ετικέτα και τι κοστίζει και τι δίνει η καθεμία
endeavor-icons = { $icons }
endeavor-no-icons = καμία επιρροή
endeavor-choice-build = Κατασκευή: { $building } (επίπεδο { $level })
endeavor-detail-build = δίνει { $icons }· { $action }{ $glory ->
    [0] { "" }
   *[other] · ★{ $glory } στο τέλος
  }· απομένουν { $left }
endeavor-detail-no-action = χωρίς κύκλο ενέργειας
endeavor-basic = { $basic ->
    [ship] Ναυσιπλοΐα
    [occupy] Εγκατάσταση
    [attack] Επίθεση
    [payment] Πληρωμή
   *[draw] Άντληση
  }
endeavor-offer-either = { $a } ή { $b }
endeavor-offer-both = { $a } και { $b }
endeavor-detail-action = ενέργεια { $action }
endeavor-choice-free = Απελευθερώστε τον δείκτη από το κτίριο { $building }
endeavor-detail-free = επιστρέφει στο λιμάνι· απομένουν { $left } από τη μισθοδοσία σας { $salary }
endeavor-choice-activate = Ενεργοποίηση κτιρίου { $building }: { $action }
endeavor-detail-activate = κοστίζει 1 δείκτη από το λιμάνι (έχετε { $harbor })· μένει εκεί ώσπου να απελευθερωθεί
endeavor-choice-token = Χρήση της μάρκας { $token }{ $named ->
    [yes] {""}
   *[no] : { $action }
  }
endeavor-detail-token = η μάρκα ξοδεύεται· κανένας δείκτης σε κτίριο
endeavor-choice-ship = Ναυσιπλοΐα προς { $region }
endeavor-detail-ship-space = 1 δείκτης στη θέση { $space } από { $spaces }· παίρνει { $token }: { $gives }{ $opens ->
    [yes] · ανοίγει την περιοχή
   *[no] { "" }
  }
endeavor-detail-ship-empty = 1 δείκτης στη θέση { $space } από { $spaces } (χωρίς μάρκα){ $opens ->
    [yes] · ανοίγει την περιοχή
   *[no] { "" }
  }
endeavor-detail-ship-beside = η διαδρομή είναι γεμάτη: 1 δείκτης περιμένει δίπλα της (μετρά για την παρουσία)
endeavor-choice-occupy = Εγκατάσταση: { $city } ({ $region })
endeavor-detail-occupy = 1 δείκτης· παίρνει { $token }: { $gives }· ★{ $glory } στο τέλος
endeavor-detail-occupy-bare = 1 δείκτης· ★{ $glory } στο τέλος
endeavor-choice-attack = Επίθεση: { $city } (την κρατά { $defender })
endeavor-detail-attack = 2 δείκτες (1 επιστρέφει στο απόθεμά σας, 1 του αντιπάλου στο δικό του)· ★{ $glory } στο τέλος
endeavor-choice-pay = Πληρωμή: απελευθερώστε τον δείκτη από το κτίριο { $building }
endeavor-detail-pay = ο δείκτης επιστρέφει στο λιμάνι σας
endeavor-choice-draw = Άντληση: { $card } ({ $deck })
endeavor-detail-draw = δίνει { $icons }{ $glory ->
    [0] { "" }
   *[other] , ★{ $glory }
  }· απαιτεί { $value } { $value ->
        [one] δείκτη
       *[other] δείκτες
    } σας εκεί
endeavor-choice-done = Σταματήστε εδώ
endeavor-detail-done = τελειώνει αυτή την ενέργεια χωρίς το δεύτερο μέρος της
endeavor-choice-pass = Πάσο
endeavor-detail-pass = καμία άλλη ενέργεια σε αυτόν τον γύρο· κρατάτε { $harbor } { $harbor ->
        [one] δείκτη
       *[other] δείκτες
    } στο λιμάνι
endeavor-choice-govern = Βάλτε την κάρτα { $card } στη θέση κυβερνήτη
endeavor-detail-govern = παύει να μετρά στο όριο καρτών σας (χάνετε το ★3 της άδειας θέσης)
endeavor-choice-ungovern = Βγάλτε την κάρτα { $card } από τη θέση κυβερνήτη
endeavor-detail-ungovern = μετρά στο όριο καρτών σας· η άδεια θέση δίνει ★3
endeavor-choice-discard = Απορρίψτε την κάρτα { $card }
endeavor-detail-discard = χάνετε { $icons }{ $glory ->
    [0] { "" }
   *[other] και ★{ $glory }
  }· έχετε { $held }, το όριό σας είναι { $limit }
endeavor-choice-keep = Κρατήστε τις κάρτες σας
endeavor-detail-keep = έχετε { $held }, το όριό σας είναι { $limit }

## Ερωτήσεις: γιατί ρωτιέται μια θέση
endeavor-prompt-build = Κατασκευή, γύρος { $round }: το επίπεδο κατασκευής σας είναι { $level }· διαλέξτε κτίριο.
endeavor-prompt-salary = Μισθοδοσία: απομένουν { $left } από τη μισθοδοσία σας { $salary } προς απελευθέρωση· { $occupied } { $occupied ->
        [one] δείκτης
       *[other] δείκτες
    } στα κτίριά σας: διαλέξτε ποιον.
endeavor-prompt-action = Η ενέργειά σας: { $harbor } { $harbor ->
        [one] δείκτης
       *[other] δείκτες
    } στο λιμάνι σας, { $supply } στο απόθεμά σας.
endeavor-prompt-part = Η ενέργειά σας { $action }: διαλέξτε { $count ->
    [one] το μέρος της
   *[other] το επόμενο μέρος
  } ({ $harbor } { $harbor ->
        [one] δείκτης
       *[other] δείκτες
    } στο λιμάνι σας).
endeavor-prompt-limit = Όριο καρτών: έχετε { $held }, το όριό σας είναι { $limit }: απορρίψτε { $over }.
endeavor-prompt-limit-govern = Όριο καρτών: έχετε { $held }, το όριό σας είναι { $limit }: απορρίψτε { $over }, ή βάλτε πρώτα έναν Κυβερνήτη στην άδεια θέση κυβερνήτη, όπου δεν μετρά πια.
endeavor-prompt-arrange = Όριο καρτών: έχετε { $held }, το όριό σας είναι { $limit }· μπορείτε να μετακινήσετε τον Κυβερνήτη σας ή να κρατήσετε τις κάρτες σας.

## Κατάσταση
endeavor-phase-build = Κατασκευή
endeavor-phase-growth = Ανάπτυξη
endeavor-phase-salary = Μισθοδοσία
endeavor-phase-action = Ενέργειες
endeavor-phase-over = Τέλος παιχνιδιού
endeavor-status = Γύρος { $round } από 7 · { $phase } · το στέμμα το έχει { $first }
endeavor-status-to-act = Αναμένεται: { $seat }.
endeavor-status-score-so-far = { $seat }: { $glory } Δόξα αν το παιχνίδι τελείωνε τώρα
endeavor-status-over = Το παιχνίδι τελείωσε. Τελική Δόξα:
endeavor-status-score = { $rank }. { $seat }: { $glory } Δόξα
endeavor-private-status = Βιομηχανία { $industry } (επίπεδο κατασκευής { $build }) · Πολιτισμός { $culture } (ανάπτυξη { $growth }) · Οικονομία { $finance } (μισθοδοσία { $salary }) · Πολιτική { $politics } (όριο καρτών { $limit })
endeavor-private-pieces = Λιμάνι: { $harbor } { $harbor ->
    [one] δείκτης
   *[other] δείκτες
  } · απόθεμα: { $supply }
endeavor-private-buildings = Κτίρια (* = δείκτης πάνω του): { $list }
endeavor-private-cards = Κάρτες: { $list } · θέση κυβερνήτη: { $governor }

## Ετικέτες ταμπλό
endeavor-label-title = Endeavor
endeavor-label-round = Γύρος { $round } από 7 · { $phase }
endeavor-label-final = Τελική βαθμολογία μετά τον γύρο { $round }
endeavor-label-turn = Σειρά: { $list }
endeavor-label-over = Τέλος παιχνιδιού: { $list } { $count ->
    [one] κερδίζει
   *[other] μοιράζονται τη νίκη
  }
endeavor-label-last = Τελευταία: { $what }
endeavor-label-last-change = Τελευταία: { $what } → { $change }
endeavor-label-no-last = Καμία ενέργεια ακόμη σε αυτό το παιχνίδι
endeavor-delta-status = { $n } { $track }
endeavor-delta-harbor = { $n } στο λιμάνι
endeavor-label-closed-legend = διακεκομμένο πλαίσιο: περιοχή ακόμη κλειστή
endeavor-label-glory-city = χρυσός δακτύλιος: πόλη που αξίζει 2 Δόξα
endeavor-label-crown = πρώτος παίκτης
endeavor-label-beside = δίπλα
endeavor-label-deck = τράπουλα
endeavor-label-deck-empty = άδεια
endeavor-label-top = πάνω
endeavor-label-supply = Κτίρια που απομένουν (επίπεδο: πλακίδια)
endeavor-label-level = Επίπεδο { $level }
endeavor-label-tokens = Μάρκες εμπορίου
endeavor-label-brown = Καφέ: +1 επιρροή η καθεμία
endeavor-label-blue = Μπλε: μία ενέργεια και μετά ξοδεύεται
endeavor-label-players = Παίκτες
endeavor-label-harbor = Λιμάνι
endeavor-label-supply-markers = Απόθεμα
endeavor-label-buildings = Κτίρια
endeavor-label-cards = Κάρτες
endeavor-label-governor-space = Θέση κυβερνήτη
endeavor-label-governor = Κυβερνήτης
endeavor-label-card-limit = Όριο καρτών { $limit } (+1 με κάρτα Δουλείας, έως 5)
endeavor-label-slavery-down = Αναποδογυρισμένες κάρτες Δουλείας: { $count }
endeavor-label-passed = πάσο
endeavor-label-glory = Δόξα τώρα
endeavor-label-abolished = Η δουλεία καταργήθηκε
endeavor-label-level-value = επίπεδο
endeavor-label-no-circle = χωρίς κύκλο
endeavor-label-status-short = Βι{ $i } Πο{ $c } Οι{ $f } Πλ{ $p }
endeavor-track-build = { $track } { $status } → επίπεδο κατασκευής { $level }
endeavor-track-growth = { $track } { $status } → ανάπτυξη { $level }
endeavor-track-salary = { $track } { $status } → μισθοδοσία { $level }
endeavor-track-limit = { $track } { $status } → όριο καρτών { $level }
endeavor-label-track-legend = Ένα χρυσό τετράγωνο δείχνει τον αριθμό του και, με έντονα, το επίπεδο που δίνει· στο τέλος κάθε μετρητής βαθμολογεί το χρυσό τετράγωνο στη θέση του δείκτη ή κάτω από αυτόν.
endeavor-label-icon-legend = Βι/Πο/Οι/Πλ = σύμβολα Βιομηχανίας/Πολιτισμού/Οικονομίας/Πολιτικής · ★ = Δόξα · ○ = άδειος κύκλος ενεργοποίησης · Κυβ. = κάρτα Κυβερνήτη
