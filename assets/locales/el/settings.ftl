## Ποιος διαβάζει σε ποια γλώσσα (θέμα 15): /settings language, η επιλογή
## `lang` του τραπεζιού και τα ονόματα των γλωσσών.

settings-language-set = Η γλώσσα σας: { $language } (απαντήσεις και προσωπικά μηνύματα). Με /{ cmd-name-settings } { cmd-name-settings-language }:auto ακολουθείτε ξανά τη γλώσσα του Discord σας.
settings-language-auto = Η γλώσσα σας: { $language }, όπως τη στέλνει το Discord σας. Με /{ cmd-name-settings } { cmd-name-settings-language }:<κωδικός> διαλέγετε άλλη (en, el, fr, es, hu).
error-unknown-language = Το «{ $given }» δεν είναι γλώσσα που μιλά το Longtable. Διαλέξτε μία από τις { $known } ή auto.
opt-lang = Η γλώσσα των αναρτήσεων, του μηνύματος κατάστασης και των ταμπλό του τραπεζιού: en, el, fr, es ή hu· auto: η γλώσσα του διακομιστή, αλλιώς του δημιουργού (όλα τα παιχνίδια).
discord-cmd-settings-language = Η γλώσσα των απαντήσεων και των μηνυμάτων σας· αυτόματα: η γλώσσα του Discord σας

lang-en = Αγγλικά
lang-el = Ελληνικά
lang-fr = Γαλλικά
lang-es = Ισπανικά
lang-hu = Ουγγρικά
