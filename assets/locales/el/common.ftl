# Το `lines` ενώνει τα ορίσματά του, ένα σε κάθε γραμμή (γίνεται στον κώδικα).
lines = { "" }
error-not-legal = Το `{ $action }` δεν είναι επιτρεπτή ενέργεια για εσάς αυτή τη στιγμή. Δείτε τι μπορείτε να κάνετε με /{ cmd-name-actions }.
error-game-over = Το παιχνίδι έχει τελειώσει.
error-not-your-turn = Δεν είναι η σειρά σας.
error-no-such-number = Δεν υπάρχει ενέργεια με αριθμό { $number }· έχετε { $count ->
    [one] 1 επιλογή
   *[other] { $count } { $count ->
        [one] επιλογή
       *[other] επιλογές
    }
}.
error-seat-count = Το { $title } παίζεται από { $min } έως { $max } { $max ->
        [one] παίκτη
       *[other] παίκτες
    }, όχι { $given }.
error-bad-option-value = Η επιλογή `{ $option }` δεν μπορεί να είναι `{ $value }`· επιτρέπονται: { $allowed }.
error-unknown-option = Δεν υπάρχει επιλογή `{ $option }`. Επιλογές: { $known }.
# Μια θέση όταν ο μεταφραστής του αναγνώστη δεν ξέρει τα ονόματα των παικτών
# (engine::Msg::seat)· με γνωστά ονόματα εμφανίζεται μόνο το όνομα.
seat-name = Θέση { $n }
# Μια ενέργεια που λέγεται με τη σημειογραφία της (engine::Told::plain).
told-notation = { $action }
# engine::Stage για παιχνίδι χωρίς γύρους ή φάσεις.
stage-none = { "" }

# A game's name where a message names it by its id (the i18n rule for
# every `title` argument); other text is shown as it is.
title-name = { $id ->
        [nations] Nations
        [endeavor] Endeavor
        [belfort] Belfort
       *[other] { $id }
    }

# A label and what follows it on a board or view (French puts a space
# before the colon).
label-value = { $label }: { $value }
label-colon = { $label }:
# One kind of token and how many (Endeavor's trade tokens).
count-of = { $name } × { $n }
