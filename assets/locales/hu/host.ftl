## Hibák, amelyeket a parancs küldője lát.
error-internal = Valami elromlott nálunk. Semmi sem változott; kérlek, próbáld újra.
error-already-handled = Ez már megtörtént (ismételt kattintás vagy kézbesítés); semmi más nem változott.
error-table-exists = Ebben a csatornában már van asztal ({ $title }). Előbb fejezd be vagy szakítsd meg, vagy indíts egy szálat, és ott nyisd meg az új asztalt.
error-unknown-title = Nincs `{ $title }` nevű játék. Játékok: { $known }.
error-no-table = Ebben a csatornában nincs asztal. Nyiss egyet a /{ cmd-name-game } { cmd-name-game-new } paranccsal.
error-already-seated = Már ülsz ennél az asztalnál.
error-table-full = Az asztal megtelt (legfeljebb { $max } játékos).
error-game-in-progress = A játék már elkezdődött, és nincs szabad hely.
error-not-seated = Nem ülsz ennél az asztalnál.
error-creator-cannot-leave = Te nyitottad ezt az asztalt, ezért nem hagyhatod el; a /{ cmd-name-game } { cmd-name-game-abort } paranccsal bezárhatod, vagy előbb add át egy másik játékosnak a /{ cmd-name-game } { cmd-name-game-transfer } <{ cmd-name-game-transfer-user }> paranccsal.
error-creator-transfer-first = Aki az asztalt vezeti, játék közben nem adhatja fel a helyét. Előbb add át az asztalt egy másik játékosnak a /{ cmd-name-game } { cmd-name-game-transfer } <{ cmd-name-game-transfer-user }> paranccsal.
error-seat-held = { ARTICLE($seat, capital: 1) } { $seat }. hely annak a játékosnak van fenntartva, aki elhagyta. Az asztal nyitója a /{ cmd-name-game } { cmd-name-game-replace } paranccsal neked adhatja; a seats:open beállítással nyitott asztalnál bárki elfoglalhat egy szabad helyet.
error-unknown-user = Még nem ismerem őt: { $user }. Előbb használnia kell egyszer bármelyik Longtable-parancsot (például /{ cmd-name-game } { cmd-name-game-status }), csak utána adható neki hely.
error-user-seated = { $user } már ül ennél az asztalnál.
error-already-creator = Ezt az asztalt már { $user } vezeti.
error-confirm-stale = Ez a kérdés egy olyan asztalra vonatkozott, amely itt már nincs nyitva, ezért semmi sem változott.
error-no-such-game = Ebben a csatornában nincs #{ $game } számú elkezdett játék; a befejezett játékokat a /{ cmd-name-history } listázza.
error-board-at = Ebben a játékban nincs { $given }. lépés; válassz 0 (az előkészület) és { $last } között (lásd /{ cmd-name-log }).
error-already-started = A játék már elkezdődött.
error-not-creator = Ezt csak az asztal nyitója (vagy aki kezelheti ezt a csatornát) teheti meg.
error-not-playing = Itt még nem folyik játék.
error-stale-button = Ez a gomb a játék egy korábbi pillanatához tartozik. Használd a legfrissebb üzenetet vagy a /{ cmd-name-actions } parancsot.
error-nothing-to-undo = Nincs mit visszavonni.
error-undo-not-yours = Csak a saját utolsó lépésedet vonhatod vissza, és csak addig, amíg azóta senki sem lépett.
error-undo-revealed = Ez a lépés rejtett információt fedett fel, ezért nem vonható vissza.
error-no-such-user = Ennél az asztalnál senki sem ül ezen a néven: { $user }.
error-cannot-kick-creator = Az asztal nyitója nem távolítható el; ehelyett zárd be az asztalt.

## Váró és az asztal élete.
lobby-opened = { $user } asztalt nyitott ehhez a játékhoz: { $title }, { $min }–{ $max } játékosnak. Csatlakozás: /{ cmd-name-game } { cmd-name-game-join }; { $user } a /{ cmd-name-game } { cmd-name-game-start } paranccsal indítja.
lobby-joined = { $user } csatlakozott ({ $count }/{ $max }).
lobby-left = { $user } elhagyta az asztalt.
seat-freed-open = { $user } elhagyta { ARTICLE($seat) } { $seat }. helyet. Az asztal nyitott (seats:open), így bárki elfoglalhatja a /{ cmd-name-game } { cmd-name-game-join } paranccsal.
seat-held = { $user } elhagyta { ARTICLE($seat) } { $seat }. helyet. A hely neki van fenntartva: a /{ cmd-name-game } { cmd-name-game-join } paranccsal visszaülhet, vagy az asztal nyitója továbbadhatja a /{ cmd-name-game } { cmd-name-game-replace } { $user } <játékos> paranccsal.
seat-handed = { $from } helye ({ $seat }. hely) mostantól { $user } játékosé.
leave-forfeit = { $user } kilépett a játékból; ennél az asztalnál a kilépés feladásnak számít.
seat-yours = Mostantól a tiéd ez a hely: { $player } – { $title } ({ $channel }). A saját nézeted:
table-transferred = { $from } átadta az asztalt { $user } játékosnak, aki mostantól vezeti (indítás, kizárás, csere, bezárás).
lobby-archived = Az itt befejezett játék megmarad a csatorna előzményeiben: a /{ cmd-name-history } listázza.
leave-ask = Elhagyod { ARTICLE($seat) } { $seat }. helyet a játék hátralevő részére? { $mode ->
    [bot] Addig egy bot játszik helyetted; a hely a tiéd marad, a /{ cmd-name-game } { cmd-name-game-join } paranccsal visszatérhetsz.
    [forfeit] Ennél az asztalnál a kilépés feladásnak számít: a játék most véget ér, és te leszel az utolsó.
   *[other] A játék nélküled folytatódik; a helyed fenntartjuk, a /{ cmd-name-game } { cmd-name-game-join } paranccsal visszatérhetsz, az asztal nyitója pedig másnak is átadhatja.
}
abort-ask = Végleg bezárod ezt az asztalt ({ $title })? A játék eredmény nélkül ér véget { $actions ->
    [one] 1 lépés
   *[other] { $actions } lépés
} után, és ez nem vonható vissza.
abort-ask-lobby = Bezárod ezt az asztalt ({ $title }), mielőtt elkezdődne?
confirm-how = A folytatáshoz nyomd meg a gombot, vagy írd be: /{ cmd-name-game } { $command } confirm. Ha mindent hagynál úgy, ahogy van, ne tegyél semmit.
confirm-how-button = A folytatáshoz nyomd meg a lenti gombot. Ha mindent hagynál úgy, ahogy van, ne tegyél semmit.
confirm-abort-button = Igen, bezárom az asztalt
confirm-leave-button = Igen, elhagyom a helyem
seat-taken = { $user } elfoglalja { ARTICLE($seat) } { $seat }. helyet.
game-started = Kezdődik a játék: { $title }, { $players } játékossal.
game-aborted = { $user } bezárta az asztalt.

## Állapot.
status-title = { $title }
status-lobby = Váró – { $title }: { $count }/{ $max } játékos.
status-seat = • { $player }
status-turn = Következik: { $users }
result-header = Végeredmény:
result-line = { $rank }. { $user }: { $score } pont

## Játék.
played = { $user }: { $action }
undone = { $user } visszavonta: { $action }
your-turn = Te következel: { $title } ({ $channel }).
still-your-turn = Még mindig te következel.
actions-header = { $count ->
    [one] 1 lépésed van:
   *[other] { $count } lépésed van:
}
actions-line = { $n }. { $action }
actions-not-your-turn = Nem te következel. Következik: { $users }.
log-header = Az utolsó { $count ->
    [one] lépés:
   *[other] { $count } lépés:
}
log-empty = Még senki sem lépett.
log-line = #{ $seq } { $user }: { $action }
log-line-forced = #{ $seq } { $user }: { $action } (kényszerlépés)

## Asztali beszélgetés.
# A játékos neve, mellette második jelként a helye: „anna (kék, 1)”.
player-cue = { $name } ({ $colour }, { $seat })
# Egy hely, amelyet most senki sem foglal, és akinek fenntartják.
player-cue-held = szabad hely ({ $colour }, { $seat }), fenntartva neki: { $name }
player-cue-free = szabad hely ({ $colour }, { $seat }), bárki elfoglalhatja
opt-seats = Ki foglalhatja el a játék közben felszabadult helyet: invite (a korábbi játékosa, vagy akit a nyitó a /{ cmd-name-game } { cmd-name-game-replace } paranccsal kijelöl) vagy open (bárki).

## Előzmények.
history-empty = Ebben a csatornában még nem ért véget játék.
history-header = { $count ->
    [one] Az utolsó itt befejezett játék:
   *[other] Az utolsó { $count } itt befejezett játék, a legújabb elöl:
}
history-line = • #{ $id } { $title }, { $date }: { $players }; győztes: { $winner }
board-at = { $title } #{ $game }: a tábla { ARTICLE($at) } { $at }. lépés után (összesen { $last }):
# Amit mások egy olyan lépésből látnak, amelyet a nyilvános megfogalmazás bevezetése előtt tároltunk.
told-hidden = lépett
# Lépés, amelyet a rendszer játszott meg, mert csak ez volt szabályos.
played-forced = { $user }: { $action } (egyetlen lehetőség)
digest-header = Legutóbbi lépésed óta:
digest-line = › { $line }
digest-more = … és még { $count }: /{ cmd-name-log }
lobby-options = Beállítások: az alapértelmezettek, kivéve: { $options }.
lobby-options-default = Beállítások: az alapértelmezettek.
lobby-options-more = Minden beállítás: /{ cmd-name-game } { cmd-name-game-help } { $title }
actions-prompt-line = { $n }. { $label } — { $detail }
error-undo-forced = Ez volt az egyetlen lehetséges lépés, és a rendszer játszotta meg helyetted; nem vonható vissza.
opt-autoplay = Ha egy helynek csak egy szabályos lépése van, azonnal megjátssza helyette (minden játékban).

## Súgó.
help-titles-header = Játékok, amelyeket a /{ cmd-name-game } { cmd-name-game-new } <{ cmd-name-game-new-title }> paranccsal nyithatsz:
help-title-line = { $title } ({ $min }–{ $max } játékos)
help-options-header = Beállítások (a /{ cmd-name-game } { cmd-name-game-new } után név:érték alakban):
help-no-options = Ennek a játéknak nincsenek beállításai.
option-line = • { $name } = { $value } ({ $values }): { $help }

## Játékosszínek (táblák jelmagyarázata).
colour-blue = kék
colour-orange = narancs
colour-green = zöld
colour-purple = lila
colour-red = piros
colour-sky = égszínkék

## A parancsok nyelvtana.
error-usage = Használat: { $usage }
error-bad-argument = Itt nem értem ezt: `{ $argument }`.
error-unknown-command = Nincs `{ $command }` parancs. Parancsok: /{ cmd-name-game } { cmd-name-game-new }|{ cmd-name-game-join }|{ cmd-name-game-leave }|{ cmd-name-game-start }|{ cmd-name-game-status }|{ cmd-name-game-abort }|{ cmd-name-game-kick }|{ cmd-name-game-addbot }|{ cmd-name-game-replace }|{ cmd-name-game-transfer }|{ cmd-name-game-rules }|{ cmd-name-game-help }, /{ cmd-name-actions }, /{ cmd-name-play }, /{ cmd-name-undo }, /{ cmd-name-board } [{ cmd-name-board-at }:n] [{ cmd-name-board-full }], /{ cmd-name-me }, /{ cmd-name-log }, /{ cmd-name-history }, /{ cmd-name-rules }, /{ cmd-name-card }, /{ cmd-name-league }, /{ cmd-name-stats }.
local-usage = A sorokat így írd: <user> [#channel] /parancs ...

## Botok
bot-name = Bot ({ $level })
error-bot-level = Nincs `{ $level }` botszint. Szintek: { cmd-choice-easy }, { cmd-choice-normal }, { cmd-choice-hard }.
error-not-a-bot = { $user } nem bot ennél az asztalnál; a /{ cmd-name-game } { cmd-name-game-status } listázza a helyeket.
error-line-too-long = Ez a sor hosszabb { $max } bájtnál, ezért nem olvastam be. Semmi sem változott.
error-line-not-utf8 = Ez a sor nem érvényes UTF-8 szöveg, ezért nem olvastam be. Semmi sem változott.
error-image-write = { $count } képet nem sikerült ide írni: { $folder } (megtelt a lemez?). Maga a lépés el van mentve.
error-name-too-long = A felhasználóneved hosszabb { $max } karakternél; használj rövidebbet. Semmi sem változott.
error-option-too-long = { ARTICLE($name, capital: 1) } `{ $name }` beállítás értéke hosszabb { $max } karakternél. Semmi sem változott.
error-storage-busy = Az adatbázis épp foglalt volt, ezért semmi sem változott. Kérlek, próbáld újra egy pillanat múlva.
error-storage-permanent = A játékot nem sikerült menteni: az adatbázis csak olvasható, megtelt vagy sérült, így semmi sem változott, és az újrapróbálkozás sem segít, amíg a bot üzemeltetője ki nem javítja.
error-table-quarantined = Ennek a csatornának az asztala ({ $title }, { $table }. asztal) nem tölthető be újra: a tárolt lépései már nem játszhatók vissza ({ $problem }). Félre van téve, és nem lehet rajta játszani; a `/{ cmd-name-game } { cmd-name-game-abort }` lezárja, hogy itt új asztal nyílhasson.
