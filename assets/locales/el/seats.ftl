# Θέσεις, ονόματα των μποτ και το ιστορικό του ποιος κράτησε μια θέση (issue 26).

bot-named = { $name } (μποτ, { $level })
bot-level-easy = εύκολο
bot-level-normal = κανονικό
bot-level-hard = δύσκολο

log-line-stand-in = #{ $seq } { $user } (στη θέση του/της παίζει μποτ): { $action }
played-stand-in = { $user } (στη θέση του/της παίζει μποτ): { $action }

seat-event-leave = ↳ Ο/Η { $left } άφησε τη θέση { $seat }.
seat-event-kick = ↳ Ο/Η { $by } έβγαλε τον/την { $left } από τη θέση { $seat }.
seat-event-replace = ↳ Ο/Η { $by } έδωσε τη θέση { $seat } του/της { $left } στον/στην { $came }.
seat-event-keep = ↳ Ο/Η { $came } κρατά τη θέση { $seat } για τον/την { $left }, που έφυγε.
seat-event-timeout = ↳ Ο χρόνος του/της { $left } τελείωσε· ένα μποτ παίζει τη θέση { $seat } ώσπου να επιστρέψει.
seat-event-return = ↳ Ο/Η { $came } επέστρεψε στη θέση { $seat }.
seat-event-take = ↳ Ο/Η { $came } παίρνει τη θέση { $seat }.
seat-event-take-from = ↳ Ο/Η { $came } παίρνει τη θέση { $seat } από τον/την { $left }.

replaced-by-bot = Στο { $title } ({ $channel }), ο/η { $by } έδωσε τη θέση σας { $seat } στον/στην { $bot }. Η θέση παραμένει δική σας: στείλτε /{ cmd-name-game } { cmd-name-game-join } στο { $channel } για να την πάρετε πίσω από το μποτ.
replaced-by-person = Στο { $title } ({ $channel }), ο/η { $by } έδωσε τη θέση σας { $seat } στον/στην { $user }. Μόνο ο δημιουργός του τραπεζιού μπορεί να σας την επιστρέψει, με /{ cmd-name-game } { cmd-name-game-replace } { $user } { $you }.

error-seat-manager = Μόνο όποιος άνοιξε το τραπέζι (ή όποιος διαχειρίζεται αυτό το κανάλι) προσθέτει μποτ ή δίνει θέσεις σε άλλους.
error-seat-league-manager = Σε τραπέζι του πρωταθλήματος { $name }, μόνο οι διαχειριστές του πρωταθλήματος (ο δημιουργός του ή όποιος διαχειρίζεται αυτόν τον διακομιστή) προσθέτουν μποτ ή δίνουν θέσεις σε άλλους.
error-invite-only = Αυτό το τραπέζι είναι μόνο με πρόσκληση (seats:invite): θέση εδώ παίρνει μόνο ο παίκτης που ορίζει ο δημιουργός του τραπεζιού με /{ cmd-name-game } { cmd-name-game-replace }.

error-duration-bound = Το `{ $option }` πρέπει να είναι από { $min } έως { $max }· το `{ $value }` δεν είναι.
error-bots-too-many = { $bots ->
    [one] Ένα μποτ
   *[other] { $bots } μποτ
} μαζί με εσάς κάνουν { $total } { $total ->
        [one] παίκτη
       *[other] παίκτες
    }, αλλά το { $title } δέχεται το πολύ { $max }.
error-empty-list-entry = Η επιλογή `{ $option }` έχει κενό στοιχείο στο `{ $value }`: χωρίστε τα στοιχεία με ένα κόμμα το καθένα και μην αφήσετε κανένα κενό.
