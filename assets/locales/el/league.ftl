## Πρωταθλήματα (issue 13): /league και /stats.

opt-league = Το πρωτάθλημα για το οποίο μετράει αυτό το τραπέζι (το όνομά του)· κενό: φιλική παρτίδα, χωρίς βαθμολογία.

league-created = Ο/Η { $user } άνοιξε το πρωτάθλημα { $name } για το { $title }: σεζόν { $days } ημερών, { $points } { $points ->
        [one] βαθμός
       *[other] βαθμοί
    } ανά θέση, τραπέζια των { $group }, { $min ->
        [one] μία παρτίδα
       *[other] { $min } { $min ->
        [one] παρτίδα
       *[other] παρτίδες
    }
    } για κατάταξη, μποτ { $bots ->
        [allowed] επιτρέπονται
       *[other] δεν επιτρέπονται
    }. Συμμετοχή με /{ cmd-name-league } { cmd-name-league-join } { $name }.
league-none = Αυτός ο διακομιστής δεν έχει ακόμη πρωτάθλημα. Ανοίξτε ένα με /{ cmd-name-league } { cmd-name-league-create } <όνομα> <παιχνίδι>.
league-list-line = { $name } ({ $title }): { $members ->
        [one] ένα μέλος
       *[other] { $members } { $members ->
        [one] μέλος
       *[other] μέλη
    }
    }, σεζόν { $season }
league-joined = Ο/Η { $user } μπήκε στο { $name } ({ $count ->
        [one] ένα μέλος
       *[other] { $count } { $count ->
        [one] μέλος
       *[other] μέλη
    }
    }).
league-left = Ο/Η { $user } αποχώρησε από το { $name }. Τα αποτελέσματά του/της μένουν στη βαθμολογία.
league-ready = Ο/Η { $user } είναι έτοιμος/η για τον επόμενο γύρο του { $name } ({ $count } έτοιμοι).
league-round-opened = Γύρος { $round } του { $name }: { $tables ->
        [one] ένα τραπέζι
       *[other] { $tables } { $tables ->
        [one] τραπέζι
       *[other] τραπέζια
    }
    }, το καθένα με παίκτες κοντά στη βαθμολογία που έχουν συναντηθεί λιγότερο.
league-round-group = Τραπέζι { $n }: { $players } (στο { $channel })
league-table-opened = { $name }, γύρος { $round }: { $players }, αυτό είναι το τραπέζι σας.
league-standings-title = { $name } ({ $title }), σεζόν { $season }
league-standings-line = { $rank }. { $user }: { $games ->
        [one] μία παρτίδα
       *[other] { $games } { $games ->
        [one] παρτίδα
       *[other] παρτίδες
    }
    }, { $points } { $points ->
        [one] βαθμός
       *[other] βαθμοί
    }, { $wins ->
        [one] μία νίκη
       *[other] { $wins } { $wins ->
        [one] νίκη
       *[other] νίκες
    }
    }, μέση θέση { $avg }, { $share }% του σκορ του νικητή, αξιολόγηση { $rating }
league-standings-unranked = Χωρίς κατάταξη ακόμη (λιγότερες από { $min ->
        [one] μία παρτίδα
       *[other] { $min } { $min ->
        [one] παρτίδα
       *[other] παρτίδες
    }
    }):
league-standings-empty = Δεν έχει παιχτεί ακόμη καμία παρτίδα αυτή τη σεζόν.
league-standings-tiebreak = Στην ισοβαθμία κρίνουν οι νίκες, μετά οι δεύτερες θέσεις και ούτω καθεξής, μετά το ποσοστό του σκορ του νικητή.
league-col-rank = #
league-col-player = Παίκτης
league-col-games = Παρτίδες
league-col-points = Βαθμοί
league-col-wins = Νίκες
league-col-average-rank = Μέση θέση
league-col-share = Ποσοστό
league-col-rating = Αξιολόγηση
league-season-ended = Η σεζόν { $season } του { $name } έκλεισε μετά από { $games ->
        [one] μία παρτίδα
       *[other] { $games } { $games ->
        [one] παρτίδα
       *[other] παρτίδες
    }
    }. Η σεζόν { $next } αρχίζει τώρα, όλοι από το μηδέν· οι αξιολογήσεις του διακομιστή διατηρούνται.
league-history-title = Σεζόν του { $name }:
league-history-line = Σεζόν { $season }: από { $start }{ $current ->
        [yes] , σε εξέλιξη
       *[other] {" "}έως { $end }
    }, { $games ->
        [one] μία παρτίδα
       *[other] { $games } { $games ->
        [one] παρτίδα
       *[other] παρτίδες
    }
    }

league-error-no-server = Τα πρωταθλήματα ανήκουν σε διακομιστή, και αυτή η συνομιλία δεν ανήκει σε κανέναν.
league-error-name = Το `{ $name }` δεν μπορεί να είναι όνομα πρωταθλήματος: χρησιμοποιήστε 1 έως 32 γράμματα, ψηφία, - ή _.
league-error-option = Δεν καταλαβαίνω το `{ $option }`. Επιλογές πρωταθλήματος: season:90d, points:10,6,3,1, group:3, min:1, bots:allowed ή none, next:auto|manual, turn_time, bank, on_timeout.
league-error-taken = Αυτός ο διακομιστής έχει ήδη πρωτάθλημα με όνομα { $name }. Διαλέξτε άλλο όνομα.
league-error-unknown = Αυτός ο διακομιστής δεν έχει πρωτάθλημα με όνομα { $name }. Το /{ cmd-name-league } { cmd-name-league-list } δείχνει τα πρωταθλήματά του.
league-error-which = Ποιο πρωτάθλημα; Αυτός ο διακομιστής έχει: { $names }.
league-error-not-admin = Μόνο ο δημιουργός του { $name } ή όποιος διαχειρίζεται τον διακομιστή μπορεί να το κάνει αυτό.
league-already-member = Είστε ήδη μέλος του { $name }.
league-not-member = Δεν είστε μέλος του { $name }. Γίνετε μέλος με /{ cmd-name-league } { cmd-name-league-join } { $name }.
league-error-season = Το { $name } δεν έχει σεζόν { $season }.
league-error-title = Το { $name } παίζει { $title }, οπότε τα τραπέζια του δεν μπορούν να είναι { $given }.
league-error-member-seat = Ο/Η { $user } δεν είναι μέλος του { $name }, και μόνο τα μέλη κάθονται στα τραπέζια του.
league-error-bots = Το { $name } δεν επιτρέπει μποτ στα τραπέζια του.
league-round-few = Ένας γύρος του { $name } χρειάζεται τουλάχιστον { $min } έτοιμους παίκτες· { $count } έχουν πει /{ cmd-name-league } { cmd-name-league-ready }.
league-round-uneven = { $count } έτοιμοι παίκτες θα άφηναν τραπέζι των { $size }, αλλά το { $name } θέλει τουλάχιστον { $min } ανά τραπέζι. Περιμένετε να πουν κι άλλοι /{ cmd-name-league } { cmd-name-league-ready }.

stats-title = { $user }: παρτίδες με αξιολόγηση στο { $title }
stats-summary = { $games ->
        [one] μία παρτίδα
       *[other] { $games } { $games ->
        [one] παρτίδα
       *[other] παρτίδες
    }
    }, { $wins ->
        [one] μία νίκη
       *[other] { $wins } { $wins ->
        [one] νίκη
       *[other] νίκες
    }
    }, μέση θέση { $avg }, αξιολόγηση { $rating } μετά από { $rated ->
        [one] μία παρτίδα με αξιολόγηση
       *[other] { $rated } { $rated ->
        [one] παρτίδα
       *[other] παρτίδες
    } με αξιολόγηση
    }
stats-last = Τελευταία αποτελέσματα:
stats-line = Παρτίδα { $game } ({ $title }): θέση { $rank } από { $players }, { $score } { $score ->
        [one] βαθμός
       *[other] βαθμοί
    }
stats-none = Ο/Η { $user } δεν έχει ακόμη παρτίδα με αξιολόγηση.
stats-chart-title = Αξιολόγηση του/της { $user }

## Περιγραφές εντολών (έως 100 χαρακτήρες).
discord-cmd-league = Τα πρωταθλήματα του διακομιστή: σεζόν, βαθμολογίες και γύροι
discord-cmd-league-create = Άνοιγμα πρωταθλήματος για ένα παιχνίδι
discord-cmd-league-join = Συμμετοχή σε πρωτάθλημα
discord-cmd-league-leave = Αποχώρηση από πρωτάθλημα (τα αποτελέσματα μένουν)
discord-cmd-league-ready = Δηλώστε ότι είστε έτοιμοι για τον επόμενο γύρο
discord-cmd-league-round = Ζευγάρωμα του επόμενου γύρου, ένα νήμα ανά τραπέζι
discord-cmd-league-standings = Δημοσίευση της βαθμολογίας ενός πρωταθλήματος
discord-cmd-league-season = Κλείσιμο της τρέχουσας σεζόν και άνοιγμα της επόμενης
discord-cmd-league-season-action = Τι να γίνει με τη σεζόν
discord-cmd-league-history = Οι σεζόν ενός πρωταθλήματος, ή η τελική βαθμολογία μιας σεζόν
discord-cmd-league-history-season = Ο αριθμός της σεζόν
discord-cmd-league-list = Τα πρωταθλήματα αυτού του διακομιστή
discord-cmd-league-name = Το όνομα του πρωταθλήματος
discord-cmd-league-title = Το παιχνίδι του πρωταθλήματος
discord-cmd-league-options = Ρυθμίσεις, π.χ. season:90d points:10,6,3,1 group:3 min:1 bots:allowed
discord-cmd-stats = Οι παρτίδες με αξιολόγηση ενός παίκτη, η αξιολόγηση και η πορεία της
discord-cmd-stats-user = Ο παίκτης (προεπιλογή: εσείς)
discord-cmd-stats-title = Το παιχνίδι (προεπιλογή: αυτό που παίζει πιο συχνά)
