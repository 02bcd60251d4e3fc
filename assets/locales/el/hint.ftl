## /hint (issue 29): τι θα έπαιζε το κανονικό bot στη θέση του παίκτη,
## μόνο για εκείνον. Τίποτα δεν παίζεται ούτε καταγράφεται.
cmd-name-hint = υπόδειξη
discord-cmd-hint = Τι θα έπαιζε το κανονικό μποτ στη θέση σας και γιατί (το βλέπετε μόνο εσείς)
opt-hints = Αν οι παίκτες μπορούν να ζητούν /{ cmd-name-hint } για τις καλύτερες κινήσεις του κανονικού μποτ: on ή off (πάντα off σε παιχνίδια πρωταθλήματος).

hint-header = Υπόδειξη: οι καλύτερες κινήσεις του κανονικού μποτ στη θέση σας, από όσα βλέπετε:
hint-move = { $rank }. { $action }
hint-gains = · κερδίζετε { $list }
hint-costs = · σας κοστίζει { $list }
hint-no-change = · καμία άμεση αλλαγή σε όσα έχετε
hint-estimate = · εκτίμηση { $value }/100, στο { $share }% από { $iterations } αναζητήσεις
hint-only-move = · η μόνη σας κίνηση
hint-footer = Το βλέπετε μόνο εσείς· δεν παίχτηκε τίποτα. Μία υπόδειξη ανά γύρο σας.
hint-again = Ρωτήσατε ήδη σε αυτόν τον γύρο: η ίδια υπόδειξη.
hint-already = Πήρατε ήδη την υπόδειξή σας σε αυτόν τον γύρο. Η επόμενη στον επόμενο γύρο σας.
hint-off = Οι υποδείξεις είναι κλειστές σε αυτό το τραπέζι (hints:off).
hint-off-league = Οι υποδείξεις είναι κλειστές στα παιχνίδια πρωταθλήματος.
hint-not-your-turn = Η υπόδειξη είναι για τη θέση που παίζει, και δεν είναι η σειρά σας: περιμένουμε { $users }.
hint-league-option = Τα παιχνίδια πρωταθλήματος παίζονται χωρίς υποδείξεις: το hints:{ $value } δεν επιτρέπεται σε τραπέζι του { $name }.

hint-nations-vp = { $n } ΠΝ
hint-nations-gold = { $n } χρυσό
hint-nations-stone = { $n } { $n ->
        [one] πέτρα
       *[other] πέτρες
    }
hint-nations-food = { $n } τροφή
hint-nations-books = { $n } { $n ->
        [one] βιβλίο
       *[other] βιβλία
    }
hint-nations-workers = { $n } { $n ->
        [one] εργάτης
       *[other] εργάτες
    } στο απόθεμα
hint-nations-military = { $n } στρατιωτική δύναμη
hint-nations-stability = { $n } σταθερότητα

hint-endeavor-glory = { $n } δόξα
hint-endeavor-buildings = { $n } { $n ->
        [one] κτίριο
       *[other] κτίρια
    }
hint-endeavor-cards = { $n } { $n ->
        [one] κάρτα πλεονεκτήματος
       *[other] κάρτες πλεονεκτήματος
    }
hint-endeavor-tokens = { $n } { $n ->
        [one] μάρκα εμπορίου
       *[other] μάρκες εμπορίου
    }

hint-belfort-workers = { $n } { $n ->
        [one] εργάτης
       *[other] εργάτες
    }
hint-belfort-hand = { $n } { $n ->
        [one] κάρτα
       *[other] κάρτες
    } στο χέρι
hint-belfort-buildings = { $n } { $n ->
        [one] κτίριο
       *[other] κτίρια
    }
