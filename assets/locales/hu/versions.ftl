# Szabályváltozatok (issue 25): egy asztal megtartja a szabályokat, amelyekkel indult.

rules-note-first = A szabályok, ahogy a Longtable eredetileg játszotta őket.
nations-rules-note-2 = Egy nemzet mindig elhelyezhet új munkást a tartalékából. Csak azok az ingyenes lépések tiltottak, amelyek visszahoznak egy olyan munkáselrendezést, amely a nemzetnek a legutóbbi költése óta már megvolt (az 1. változat új munkást sem engedett olyan kártyára, amely korábban leadott egyet).
error-rules-unknown = A Longtable ezen kiadása nem ismeri ezt a szabályváltozatot: { $title }, { $version }. változat. Futtasd azt a kiadást, amely az asztalt indította, vagy egy újabbat.
table-held-content = Ez az asztal ({ $title }, { $table }. asztal) várakozik: a tartalom, amellyel játszik (kártyák és számok), megváltozott az indulása óta. Az asztal nyitója vagy egy adminisztrátor dönt: a `/{ cmd-name-game } { cmd-name-game-rules }` megmutatja, mi változott, a `/{ cmd-name-game } { cmd-name-game-rules } { cmd-name-game-rules-upgrade }` az új tartalommal folytatja, a `/{ cmd-name-game } { cmd-name-game-abort }` lezárja. A `/{ cmd-name-board }`, a `/{ cmd-name-log }` és a `/{ cmd-name-game } { cmd-name-game-status }` továbbra is működik.
table-held-replay = Ez az asztal ({ $title }, { $table }. asztal) félre van téve: a tárolt lépései egyik, e kiadás által ismert szabályváltozattal sem játszhatók vissza. Nem lehet rajta játszani; a `/{ cmd-name-game } { cmd-name-game-abort }` (a nyitója vagy egy adminisztrátor) lezárja, hogy itt új asztal nyílhasson.
confirm-rules-button = Áttérés az új szabályokra
rules-version-line = • { $version }. változat: { $note }
rules-table = Ez az asztal { ARTICLE($title) } { $title } { $version }. szabályváltozata szerint játszik ({ ARTICLE($started) } { $started }. változattal indult). A legújabb { ARTICLE($newest) } { $newest }. változat.
rules-changed-since = Ami azóta változott:
rules-content-changed = A tartalom, amellyel játszik (kártyák és számok), szintén megváltozott az indulása óta.
rules-upgrade-how = Az asztal nyitójaként vagy adminisztrátorként áttérhetsz a `/{ cmd-name-game } { cmd-name-game-rules } { cmd-name-game-rules-upgrade }` paranccsal; előbb megerősítést kér, és elutasítja, ha az eddigi lépések nem mind szabályosak az új szabályok szerint.
rules-upgrade-who = Az asztal nyitója vagy egy adminisztrátor térhet át a legújabb szabályokra.
rules-upgrade-ask = Szabályváltozat-váltás: { $from }. → { $to }. változat. Áttérjen rá ez az asztal? Minden eddigi lépés szabályos az új szabályok szerint; a következő lépéstől az asztal ezek szerint játszik. Ami változik:
rules-up-to-date = Ez az asztal már a legújabb szabályokkal játszik ({ $version }. változat), és a tartalma sem változott.
rules-upgrade-refused = Ez az asztal nem térhet át erre a szabályváltozatra: { $version }. változat. Néhány eddigi lépése nem lenne szabályos az új szabályok szerint, ezért megtartja a szabályokat, amelyekkel indult.
rules-moved = { $user } új szabályokra térítette át ezt az asztalt: { $from }. → { $to }. szabályváltozat. Ami változik:
rules-content-ask = Folytatódjon ez az asztal a szerver mostani tartalmával (kártyák és számok), { ARTICLE($to) } { $to }. szabályváltozattal? Minden eddigi lépés szabályos vele; a következő lépéstől az asztal ezt használja.
rules-content-moved = { $user } áttérítette ezt az asztalt a szerver mostani tartalmára (kártyák és számok); szabályváltozat: { $to }.
log-line-rules = #{ $seq } { $action }
error-undo-rules = Az asztal azóta új szabályokra tért át; az azelőtti lépések nem vonhatók vissza.
discord-cmd-game-rules = Az asztal szabályváltozata és ami azóta változott; a nyitó vagy egy admin áttérhet a legújabbra
discord-cmd-game-rules-upgrade = Áttérés a legújabb szabályokra (megerősítéssel; a nyitó vagy Csatornák kezelése)
cmd-name-game-rules = szabályok
cmd-name-game-rules-upgrade = áttérés
