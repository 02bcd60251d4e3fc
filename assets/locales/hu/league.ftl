## Ligák (issue 13): /league és /stats.

opt-league = A liga, amelybe ez az asztal beszámít (a neve); üresen: barátságos játszma, értékelés nélkül.

league-created = { $user } megnyitotta { ARTICLE($name) } { $name } ligát ehhez: { $title }. Idények: { $days } nap, helyezésenként { $points } pont, { $group } fős asztalok, a rangsorhoz { $min } játszma kell, botok { $bots ->
        [allowed] megengedettek
       *[other] nem megengedettek
    }. Csatlakozás: /{ cmd-name-league } { cmd-name-league-join } { $name }.
league-none = Ezen a szerveren még nincs liga. Nyiss egyet: /{ cmd-name-league } { cmd-name-league-create } <név> <játék>.
league-list-line = { $name } ({ $title }): { $members } tag, { $season }. idény
league-joined = { $user } csatlakozott ehhez: { $name } ({ $count } tag).
league-left = { $user } kilépett ebből: { $name }. Az eredményei a tabellán maradnak.
league-ready = { $user } kész { ARTICLE($name) } { $name } következő fordulójára ({ $count } kész).
league-round-opened = { ARTICLE($name, capital: 1) } { $name } { $round }. fordulója: { $tables } asztal, mindegyiknél a tabellán egymáshoz közeli játékosok, akik a legritkábban találkoztak.
league-round-group = { $n }. asztal: { $players } (itt: { $channel })
league-table-opened = { $name }, { $round }. forduló: { $players }, ez a ti asztalotok.
league-standings-title = { $name } ({ $title }), { $season }. idény
league-standings-line = { $rank }. { $user }: { $games } játszma, { $points } pont, { $wins } győzelem, átlagos helyezés { $avg }, a győztes pontszámának { $share }%-a, értékszám { $rating }
league-standings-unranked = Még nincs rangsorolva ({ $min } játszmánál kevesebb):
league-standings-empty = Ebben az idényben még nem volt játszma.
league-standings-tiebreak = Pontegyenlőségnél a győzelmek döntenek, aztán a második helyek és így tovább lefelé, végül a győztes pontszámából elért arány.
league-col-rank = #
league-col-player = Játékos
league-col-games = Játszma
league-col-points = Pont
league-col-wins = Győzelem
league-col-average-rank = Átl. hely
league-col-share = Arány
league-col-rating = Értékszám
league-season-ended = { ARTICLE($name, capital: 1) } { $name } { $season }. idénye { $games } játszma után lezárult. { ARTICLE($next, capital: 1) } { $next }. idény most indul, mindenki nulláról; a szerver értékszámai megmaradnak.
league-history-title = { ARTICLE($name, capital: 1) } { $name } idényei:
league-history-line = { $season }. idény: { $start } óta{ $current ->
        [yes] , folyamatban
       *[other] , vége: { $end }
    }, { $games } játszma

league-error-no-server = A ligák egy szerverhez tartoznak, ez a beszélgetés pedig egyikhez sem.
league-error-name = { ARTICLE($name, capital: 1) } `{ $name }` nem lehet liganév: használj 1–32 betűt, számjegyet, - vagy _ jelet.
league-error-option = Nem értem ezt: `{ $option }`. Ligabeállítások: season:90d, points:10,6,3,1, group:3, min:1, bots:allowed vagy none, next:auto|manual, turn_time, bank, on_timeout.
league-error-taken = Ezen a szerveren már van { $name } nevű liga. Válassz másik nevet.
league-error-unknown = Ezen a szerveren nincs { $name } nevű liga. A /{ cmd-name-league } { cmd-name-league-list } megmutatja a ligáit.
league-error-which = Melyik liga? Ezen a szerveren ezek vannak: { $names }.
league-error-not-admin = Ezt csak { ARTICLE($name) } { $name } létrehozója vagy a szerver egy kezelője teheti meg.
league-already-member = Már tagja vagy ennek: { $name }.
league-not-member = Nem vagy tagja ennek: { $name }. Csatlakozás: /{ cmd-name-league } { cmd-name-league-join } { $name }.
league-error-season = { ARTICLE($name, capital: 1) } { $name } ligának nincs { $season }. idénye.
league-error-title = { ARTICLE($name, capital: 1) } { $name } játéka { $title }, így az asztalai nem lehetnek { $given } asztalok.
league-error-member-seat = { $user } nem tagja ennek: { $name }, az asztalaihoz pedig csak tagok ülhetnek.
league-error-bots = { ARTICLE($name, capital: 1) } { $name } nem enged botokat az asztalaihoz.
league-round-few = { ARTICLE($name, capital: 1) } { $name } fordulójához legalább { $min } kész játékos kell; eddig { $count } mondta: /{ cmd-name-league } { cmd-name-league-ready }.
league-round-uneven = { $count } kész játékossal { $size } fős asztal maradna, de { ARTICLE($name) } { $name } asztalonként legalább { $min } főt kíván. Várd meg, hogy többen mondják: /{ cmd-name-league } { cmd-name-league-ready }.

stats-title = { $user }: értékelt játszmák, { $title }
stats-summary = { $games } játszma, { $wins } győzelem, átlagos helyezés { $avg }, értékszám { $rating } { $rated } értékelt játszma után
stats-last = Utolsó eredmények:
stats-line = { $game }. játszma ({ $title }): { $rank }. hely { $players } közül, { $score } pont
stats-none = { $user } még nem játszott értékelt játszmát.
stats-chart-title = { $user } értékszáma

## A parancsok leírásai (legfeljebb 100 karakter).
discord-cmd-league = A szerver ligái: idények, tabellák és fordulók
discord-cmd-league-create = Liga nyitása egy játékhoz
discord-cmd-league-join = Csatlakozás egy ligához
discord-cmd-league-leave = Kilépés egy ligából (az eredményeid maradnak)
discord-cmd-league-ready = Jelezd, hogy kész vagy a következő fordulóra
discord-cmd-league-round = A következő forduló párosítása, asztalonként egy szál
discord-cmd-league-standings = Egy liga tabellájának közzététele
discord-cmd-league-season = A mostani idény lezárása és a következő megnyitása
discord-cmd-league-season-action = Mi legyen az idénnyel
discord-cmd-league-history = Egy liga idényei, vagy egy idény végső tabellája
discord-cmd-league-history-season = Az idény száma
discord-cmd-league-list = A szerver ligái
discord-cmd-league-name = A liga neve
discord-cmd-league-title = A liga játéka
discord-cmd-league-options = Beállítások, pl. season:90d points:10,6,3,1 group:3 min:1 bots:allowed
discord-cmd-stats = Egy játékos értékelt játszmái, értékszáma és annak alakulása
discord-cmd-stats-user = A játékos (alapból: te)
discord-cmd-stats-title = A játék (alapból: amelyiket a legtöbbet játssza)
