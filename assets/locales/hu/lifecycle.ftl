## Hónapokig futva (issue 30): lezárt asztalok, hiányzó jogosultságok, /game check.
lifecycle-table-closed = Ez az asztal ({ $title }, { $table }. asztal) lezárult: a Longtable már nem éri el a csatornáját (törölték vagy lezárták, vagy a botot eltávolították a szerverről). Az órái és a botjai leálltak, az előzményei megmaradnak; ha a csatorna visszatér, folytatódik. A `/{ cmd-name-game } { cmd-name-game-abort }` (az asztal nyitója vagy egy admin) befejezi.
lifecycle-closed-dm = { ARTICLE($title, capital: 1) } { $title } asztalod ({ $table }. asztal) lezárult: { $why ->
        [thread] a szálát törölték.
        [server] a botot eltávolították a szerveréről.
        [locked] egy moderátor lezárta a szálát.
        [access] a bot már nem látja a csatornáját.
       *[channel] a csatornáját törölték.
    } Az órái és a botjai leálltak, az előzményei megmaradnak. Ha a csatorna visszatér (a botot visszaveszik a szerverre, a szálat feloldják), az asztal ott folytatódik, ahol abbamaradt; az idénye vége után folytatott ligajátszma senkinek sem számít.
lifecycle-resumed = { ARTICLE($title, capital: 1) } { $title } asztal ({ $table }. asztal) folytatódik: a csatornája visszatért. A várt játékosok órái elölről indulnak.
lifecycle-channel-gone = A Discord szerint ez a csatorna már nem létezik vagy le van zárva: az asztala lezárult, az órái és a botjai leálltak, az előzményei megmaradnak.
lifecycle-missing-permissions = A Longtable-nek { $count ->
        [one] hiányzik egy jogosultsága
       *[other] hiányzik { $count } jogosultsága
    } itt: { $channel }: { $permissions }. A szerver egy adminja { $count ->
        [one] megadhatja
       *[other] megadhatja őket
    } ott a Longtable szerepkörnek; a `/{ cmd-name-game } { cmd-name-game-check }` megmutatja, mije van a botnak.
lifecycle-missing-unknown = A Discord megtagadott egy jogosultságot a Longtable-től itt: { $channel }. Az ottani `/{ cmd-name-game } { cmd-name-game-check }` megmutatja, melyik hiányzik.
lifecycle-perm-view-channel = Csatorna megtekintése
lifecycle-perm-send-messages = Üzenetek küldése
lifecycle-perm-send-in-threads = Üzenetek küldése szálakban
lifecycle-perm-attach-files = Fájlok csatolása (a táblák)
lifecycle-perm-read-history = Üzenetelőzmények olvasása
lifecycle-perm-manage-messages = Üzenetek kezelése (az állapotüzenet kitűzése)
lifecycle-perm-create-threads = Nyilvános szálak létrehozása (ligafordulók)
lifecycle-check-head = Amire a Longtable-nek szüksége van itt: { $channel }
lifecycle-check-ok = Minden a helyén van.
lifecycle-check-missing = { $count ->
        [one] Egy jogosultság hiányzik
       *[other] { $count } jogosultság hiányzik
    }: a szerver egy adminja { $count ->
        [one] megadhatja
       *[other] megadhatja őket
    } itt a Longtable szerepkörnek.
lifecycle-check-unknown = A Discord nem árulta el, milyen jogosultságai vannak itt a botnak.
discord-cmd-game-check = Megmutatja, megvan-e a botnak minden jogosultság, amire ebben a csatornában szüksége van
cmd-name-game-check = ellenőrzés
lifecycle-member-left = { $user } már nem tagja { ARTICLE($title) } { $title } asztalod ({ $table }. asztal) szerverének: { ARTICLE($seat) } { $seat }. hely szabad, és fenntartjuk neki. Add át valakinek vagy egy botnak a `/{ cmd-name-game } { cmd-name-game-replace }` paranccsal, vagy várj: ha visszatér, a `/{ cmd-name-game } { cmd-name-game-join }` visszaadja neki.
