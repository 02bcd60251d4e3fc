## Σφάλματα που βλέπει μόνο όποιος έστειλε την εντολή.
error-internal = Κάτι πήγε στραβά από τη δική μας πλευρά. Δεν άλλαξε τίποτα· δοκιμάστε ξανά.
error-already-handled = Αυτό έχει ήδη γίνει (διπλό πάτημα ή διπλή αποστολή)· δεν άλλαξε τίποτε άλλο.
error-table-exists = Αυτό το κανάλι έχει ήδη τραπέζι ({ $title }). Τελειώστε το ή ακυρώστε το πρώτα, ή ανοίξτε ένα νήμα και στήστε εκεί το νέο τραπέζι.
error-unknown-title = Δεν υπάρχει παιχνίδι με το όνομα `{ $title }`. Παιχνίδια: { $known }.
error-no-table = Δεν υπάρχει τραπέζι σε αυτό το κανάλι. Ανοίξτε ένα με /{ cmd-name-game } { cmd-name-game-new }.
error-already-seated = Έχετε ήδη θέση σε αυτό το τραπέζι.
error-table-full = Το τραπέζι είναι γεμάτο ({ $max } { $max ->
        [one] παίκτη
       *[other] παίκτες
    }).
error-game-in-progress = Το παιχνίδι έχει ήδη ξεκινήσει και δεν υπάρχει ελεύθερη θέση.
error-not-seated = Δεν έχετε θέση σε αυτό το τραπέζι.
error-creator-cannot-leave = Εσείς ανοίξατε αυτό το τραπέζι, οπότε δεν μπορείτε να φύγετε· κλείστε το με /{ cmd-name-game } { cmd-name-game-abort } ή παραδώστε το πρώτα σε άλλον παίκτη με /{ cmd-name-game } { cmd-name-game-transfer } <{ cmd-name-game-transfer-user }>.
error-creator-transfer-first = Όποιος διευθύνει το τραπέζι δεν μπορεί να αφήσει τη θέση του κατά τη διάρκεια του παιχνιδιού. Παραδώστε πρώτα το τραπέζι σε άλλον παίκτη με /{ cmd-name-game } { cmd-name-game-transfer } <{ cmd-name-game-transfer-user }>.
error-seat-held = Η θέση { $seat } κρατιέται για τον παίκτη που την άφησε. Ο δημιουργός του τραπεζιού μπορεί να σας τη δώσει με /{ cmd-name-game } { cmd-name-game-replace }· σε τραπέζι με seats:open όποιος θέλει παίρνει μια ελεύθερη θέση.
error-unknown-user = Δεν γνωρίζω ακόμη τον/την { $user }. Πρέπει να χρησιμοποιήσει μία φορά οποιαδήποτε εντολή του Longtable (π.χ. /{ cmd-name-game } { cmd-name-game-status }) για να του δοθεί θέση.
error-user-seated = Ο/Η { $user } έχει ήδη θέση σε αυτό το τραπέζι.
error-already-creator = Ο/Η { $user } διευθύνει ήδη αυτό το τραπέζι.
error-confirm-stale = Η ερώτηση αφορούσε ένα τραπέζι που δεν είναι πια ανοιχτό εδώ, οπότε δεν άλλαξε τίποτα.
error-no-such-game = Αυτό το κανάλι δεν έχει ξεκινημένο παιχνίδι #{ $game }· το /{ cmd-name-history } δείχνει τα ολοκληρωμένα παιχνίδια του.
error-board-at = Δεν υπάρχει ενέργεια { $given } σε αυτό το παιχνίδι· διαλέξτε από 0 (η προετοιμασία) έως { $last } (δείτε /{ cmd-name-log }).
error-already-started = Το παιχνίδι έχει ήδη ξεκινήσει.
error-not-creator = Αυτό μπορεί να το κάνει μόνο όποιος άνοιξε το τραπέζι (ή όποιος διαχειρίζεται αυτό το κανάλι).
error-not-playing = Δεν παίζεται ακόμη κανένα παιχνίδι εδώ.
error-stale-button = Αυτό το κουμπί ανήκει σε παλαιότερη στιγμή του παιχνιδιού. Χρησιμοποιήστε το πιο πρόσφατο μήνυμα ή το /{ cmd-name-actions }.
error-nothing-to-undo = Δεν υπάρχει τίποτα για αναίρεση.
error-undo-not-yours = Μπορείτε να αναιρέσετε μόνο τη δική σας τελευταία ενέργεια, και μόνο αν δεν έχει παίξει κανείς στο μεταξύ.
error-undo-revealed = Εκείνη η ενέργεια αποκάλυψε κρυφή πληροφορία, οπότε δεν αναιρείται.
error-no-such-user = Κανείς με το όνομα { $user } δεν κάθεται σε αυτό το τραπέζι.
error-cannot-kick-creator = Όποιος άνοιξε το τραπέζι δεν μπορεί να αποβληθεί· κλείστε καλύτερα το τραπέζι.

## Η ζωή του τραπεζιού.
lobby-opened = Ο/Η { $user } άνοιξε τραπέζι { $title } για { $min }–{ $max } { $max ->
        [one] παίκτη
       *[other] παίκτες
    }. Μπείτε με /{ cmd-name-game } { cmd-name-game-join }· ο/η { $user } το ξεκινά με /{ cmd-name-game } { cmd-name-game-start }.
lobby-joined = Ο/Η { $user } μπήκε ({ $count }/{ $max }).
lobby-left = Ο/Η { $user } έφυγε από το τραπέζι.
seat-freed-open = Ο/Η { $user } άφησε τη θέση { $seat }. Το τραπέζι είναι ανοιχτό (seats:open), οπότε όποιος θέλει την παίρνει με /{ cmd-name-game } { cmd-name-game-join }.
seat-held = Ο/Η { $user } άφησε τη θέση { $seat }. Η θέση κρατιέται γι' αυτόν/αυτήν: την ξαναπαίρνει με /{ cmd-name-game } { cmd-name-game-join }, ή ο δημιουργός του τραπεζιού τη δίνει σε άλλον με /{ cmd-name-game } { cmd-name-game-replace } { $user } <παίκτης>.
seat-handed = Η θέση του/της { $from } (θέση { $seat }) ανήκει πλέον στον/στην { $user }.
leave-forfeit = Ο/Η { $user } έφυγε από το παιχνίδι, και σε αυτό το τραπέζι όποιος εγκαταλείπει τη θέση του χάνει.
seat-yours = Τώρα κρατάτε τον/την { $player } στο { $title } ({ $channel }). Η ιδιωτική σας προβολή:
table-transferred = Ο/Η { $from } παρέδωσε το τραπέζι στον/στην { $user }, που το διευθύνει πλέον (έναρξη, αποβολή, αντικατάσταση, ακύρωση).
lobby-archived = Το παιχνίδι που τελείωσε εδώ φυλάσσεται στο ιστορικό του καναλιού: το /{ cmd-name-history } το εμφανίζει.
leave-ask = Να αφήσετε τη θέση { $seat } για το υπόλοιπο παιχνίδι; { $mode ->
    [bot] Στο μεταξύ ένα μποτ παίζει τη θέση για εσάς· η θέση μένει δική σας, οπότε το /{ cmd-name-game } { cmd-name-game-join } σας επιστρέφει.
    [forfeit] Σε αυτό το τραπέζι όποιος εγκαταλείπει τη θέση του χάνει: το παιχνίδι τελειώνει τώρα, με εσάς στην τελευταία θέση.
   *[other] Το παιχνίδι συνεχίζεται χωρίς εσάς· η θέση κρατιέται για εσάς, οπότε το /{ cmd-name-game } { cmd-name-game-join } σας επιστρέφει, και ο δημιουργός του τραπεζιού μπορεί να τη δώσει σε άλλον.
}
abort-ask = Να κλείσει οριστικά αυτό το τραπέζι { $title }; Το παιχνίδι τελειώνει χωρίς αποτέλεσμα μετά από { $actions ->
    [one] 1 ενέργεια
   *[other] { $actions } { $actions ->
        [one] ενέργεια
       *[other] ενέργειες
    }
}, και αυτό δεν αναιρείται.
abort-ask-lobby = Να κλείσει αυτό το τραπέζι { $title } πριν ξεκινήσει;
confirm-how = Για να συνεχίσετε, πατήστε το κουμπί ή γράψτε /{ cmd-name-game } { $command } confirm. Για να μείνουν όλα ως έχουν, μην κάνετε τίποτα.
confirm-how-button = Για να συνεχίσετε, πατήστε το κουμπί από κάτω. Για να μείνουν όλα ως έχουν, μην κάνετε τίποτα.
confirm-abort-button = Ναι, κλείνω το τραπέζι
confirm-leave-button = Ναι, αφήνω τη θέση μου
seat-taken = Ο/Η { $user } παίρνει τη θέση { $seat }.
game-started = Το παιχνίδι { $title } ξεκινά με { $players } { $players ->
        [one] παίκτη
       *[other] παίκτες
    }.
game-aborted = Ο/Η { $user } έκλεισε το τραπέζι.

## Κατάσταση.
status-title = { $title }
status-lobby = Αναμονή για { $title }: { $count }/{ $max } { $max ->
        [one] παίκτη
       *[other] παίκτες
    }.
status-seat = • { $player }
status-turn = Αναμένεται: { $users }
result-header = Τελική βαθμολογία:
result-line = { $rank }. { $user }: { $score } { $score ->
        [one] πόντος
       *[other] πόντοι
    }

## Παιχνίδι.
played = { $user }: { $action }
undone = Ο/Η { $user } αναίρεσε: { $action }
your-turn = Σειρά σας στο { $title } ({ $channel }).
still-your-turn = Ακόμη σειρά σας.
actions-header = { $count ->
    [one] Έχετε 1 ενέργεια:
   *[other] Έχετε { $count } { $count ->
        [one] ενέργεια
       *[other] ενέργειες
    }:
}
actions-line = { $n }. { $action }
actions-not-your-turn = Δεν είναι η σειρά σας· αναμένεται: { $users }.
log-header = { $count ->
    [one] Η τελευταία ενέργεια:
   *[other] Οι τελευταίες { $count } { $count ->
        [one] ενέργεια
       *[other] ενέργειες
    }:
}
log-empty = Δεν έχει παιχτεί τίποτα ακόμη.
log-line = #{ $seq } { $user }: { $action }
log-line-forced = #{ $seq } { $user }: { $action } (αναγκαστική)

## Κουβέντα του τραπεζιού.
# Ένας παίκτης με τη θέση του ως δεύτερη ένδειξη: «ann (μπλε, 1)».
player-cue = { $name } ({ $colour }, { $seat })
# Μια θέση που δεν την κρατά κανείς τώρα, και για ποιον φυλάσσεται.
player-cue-held = ελεύθερη θέση ({ $colour }, { $seat }), κρατιέται για τον/την { $name }
player-cue-free = ελεύθερη θέση ({ $colour }, { $seat }), ανοιχτή σε όλους
opt-seats = Ποιος μπορεί να πάρει μια θέση που ελευθερώνεται στη διάρκεια του παιχνιδιού: invite (ο παίκτης της, ή όποιον ορίσει ο δημιουργός με /{ cmd-name-game } { cmd-name-game-replace }) ή open (οποιοσδήποτε).

## Ιστορικό.
history-empty = Δεν έχει τελειώσει ακόμη κανένα παιχνίδι σε αυτό το κανάλι.
history-header = { $count ->
    [one] Το τελευταίο ολοκληρωμένο παιχνίδι εδώ:
   *[other] Τα τελευταία { $count } ολοκληρωμένα παιχνίδια εδώ, πρώτα το νεότερο:
}
history-line = • #{ $id } { $title }, { $date }: { $players }· νικητής: { $winner }
board-at = { $title } #{ $game }: το ταμπλό μετά την ενέργεια { $at } από { $last }:
# Τι διαβάζουν οι άλλοι για μια ενέργεια αποθηκευμένη πριν αποκτήσουν οι ενέργειες δημόσια διατύπωση.
told-hidden = έκανε μια κίνηση
# Μια κίνηση που έπαιξε ο host επειδή ήταν η μόνη επιτρεπτή.
played-forced = { $user }: { $action } (μοναδική επιλογή)
digest-header = Από την τελευταία σας σειρά:
digest-line = › { $line }
digest-more = … και { $count } ακόμη: /{ cmd-name-log }
lobby-options = Επιλογές: οι προεπιλεγμένες, εκτός από { $options }.
lobby-options-default = Επιλογές: οι προεπιλεγμένες.
lobby-options-more = Όλες οι επιλογές: /{ cmd-name-game } { cmd-name-game-help } { $title }
actions-prompt-line = { $n }. { $label } — { $detail }
error-undo-forced = Εκείνη η κίνηση ήταν η μόνη δυνατή και παίχτηκε για εσάς· δεν αναιρείται.
opt-autoplay = Παίζει αμέσως για μια θέση τη μοναδική επιτρεπτή κίνησή της (όλα τα παιχνίδια).

## Βοήθεια.
help-titles-header = Παιχνίδια που ανοίγετε με /{ cmd-name-game } { cmd-name-game-new } <{ cmd-name-game-new-title }>:
help-title-line = { $title } ({ $min }–{ $max } { $max ->
        [one] παίκτη
       *[other] παίκτες
    })
help-options-header = Επιλογές (προσθέστε name:value στο /{ cmd-name-game } { cmd-name-game-new }):
help-no-options = Αυτό το παιχνίδι δεν έχει επιλογές.
option-line = • { $name } = { $value } ({ $values }): { $help }

## Χρώματα παικτών (υπομνήματα ταμπλό).
colour-blue = μπλε
colour-orange = πορτοκαλί
colour-green = πράσινο
colour-purple = μωβ
colour-red = κόκκινο
colour-sky = γαλάζιο

## Η γραμματική των εντολών.
error-usage = Χρήση: { $usage }
error-bad-argument = Δεν καταλαβαίνω το `{ $argument }` εδώ.
error-unknown-command = Δεν υπάρχει εντολή `{ $command }`. Εντολές: /{ cmd-name-game } { cmd-name-game-new }|{ cmd-name-game-join }|{ cmd-name-game-leave }|{ cmd-name-game-start }|{ cmd-name-game-status }|{ cmd-name-game-abort }|{ cmd-name-game-kick }|{ cmd-name-game-addbot }|{ cmd-name-game-replace }|{ cmd-name-game-transfer }|{ cmd-name-game-rules }|{ cmd-name-game-help }, /{ cmd-name-actions }, /{ cmd-name-play }, /{ cmd-name-undo }, /{ cmd-name-board } [{ cmd-name-board-at }:n] [{ cmd-name-board-full }], /{ cmd-name-me }, /{ cmd-name-log }, /{ cmd-name-history }, /{ cmd-name-rules }, /{ cmd-name-card }, /{ cmd-name-league }, /{ cmd-name-stats }.
local-usage = Γράψτε γραμμές έτσι: <user> [#channel] /command ...

## Μποτ
bot-name = Μποτ ({ $level })
error-bot-level = Δεν υπάρχει επίπεδο μποτ `{ $level }`. Επίπεδα: { cmd-choice-easy }, { cmd-choice-normal }, { cmd-choice-hard }.
error-not-a-bot = Ο/Η { $user } δεν είναι μποτ σε αυτό το τραπέζι· το /{ cmd-name-game } { cmd-name-game-status } δείχνει τις θέσεις.
error-line-too-long = Η γραμμή είναι μεγαλύτερη από { $max } bytes, οπότε δεν διαβάστηκε. Δεν άλλαξε τίποτα.
error-line-not-utf8 = Η γραμμή δεν είναι έγκυρο κείμενο UTF-8, οπότε δεν διαβάστηκε. Δεν άλλαξε τίποτα.
error-image-write = { $count ->
    [one] 1 εικόνα δεν μπόρεσε
   *[other] { $count } { $count ->
        [one] εικόνα
       *[other] εικόνες
    } δεν μπόρεσαν
} να γραφτεί στο { $folder } (μήπως γέμισε ο δίσκος;). Η ίδια η ενέργεια αποθηκεύτηκε.
error-name-too-long = Το όνομα χρήστη σας ξεπερνά τους { $max } { $max ->
        [one] χαρακτήρα
       *[other] χαρακτήρες
    }· χρησιμοποιήστε ένα πιο σύντομο. Δεν άλλαξε τίποτα.
error-option-too-long = Η τιμή της επιλογής `{ $name }` ξεπερνά τους { $max } { $max ->
        [one] χαρακτήρα
       *[other] χαρακτήρες
    }. Δεν άλλαξε τίποτα.
error-storage-busy = Η βάση δεδομένων ήταν απασχολημένη μόλις τώρα, οπότε δεν άλλαξε τίποτα. Δοκιμάστε ξανά σε λίγο.
error-storage-permanent = Το παιχνίδι δεν αποθηκεύτηκε: η βάση δεδομένων είναι μόνο για ανάγνωση, γεμάτη ή κατεστραμμένη, οπότε δεν άλλαξε τίποτα, και δεν ωφελεί να ξαναδοκιμάσετε μέχρι να το διορθώσει ο διαχειριστής του μποτ.
error-table-quarantined = Το τραπέζι αυτού του καναλιού ({ $title }, τραπέζι { $table }) δεν μπορεί να φορτωθεί ξανά: οι αποθηκευμένες κινήσεις του δεν αναπαράγονται πια ({ $problem }). Έχει παραμεριστεί και δεν παίζεται· το `/{ cmd-name-game } { cmd-name-game-abort }` το τερματίζει ώστε να ανοίξει νέο τραπέζι εδώ.
