## Megbízható idények (issue 26): érvénytelen játszmák, párosítás,
## idényvégek, a ligabeállítások határai.

league-error-bound = { ARTICLE($option, capital: 1) } `{ $option }` értéke { $min } és { $max } között lehet; ezt adtad: `{ $given }`.
league-error-points = A `points:{ $given }` nem jó: adj meg 1–{ $places } helyezést, mindegyiket 0 és { $max } pont között, egyiket sem többet az előtte állónál (például points:10,6,3,1).
league-error-repeated = { ARTICLE($option, capital: 1) } `{ $option }` beállítás kétszer szerepel. Minden beállítást egyszer adj meg.
league-error-lookalike = { ARTICLE($name, capital: 1) } `{ $name }` túlságosan hasonlít a szerver már meglévő { $other } ligájára. Válassz olyan nevet, amelyet senki sem téveszthet össze vele.
league-created-season = Az 1. idény vége: { $end }. { $next ->
        [auto] A következő idény akkor magától indul.
       *[other] A következő idény akkor indul, amikor egy adminisztrátor kiadja: /{ cmd-name-league } { cmd-name-league-season } { cmd-choice-end }.
    }
league-season-closed = { ARTICLE($name, capital: 1) } { $name } { $season }. idénye véget ért. A következőt egy adminisztrátor indítja: /{ cmd-name-league } { cmd-name-league-season } { $name } { cmd-choice-end }.
league-season-opened = { ARTICLE($name, capital: 1) } { $name } { $season }. idénye most indul, mindenki nulláról.
league-season-over = { ARTICLE($name, capital: 1) } { $name } { $season }. idénye elérte a záró dátumát. Lent a végső tabella; a még futó játszmák ebbe az idénybe számítanak, amikor véget érnek. { $auto ->
        [yes] { ARTICLE($next, capital: 1) } { $next }. idény most indul.
       *[other] { ARTICLE($next, capital: 1) } { $next }. idényt egy adminisztrátor indítja: /{ cmd-name-league } { cmd-name-league-season } { $name } { cmd-choice-end }.
    }
league-season-late = Véget ért { ARTICLE($name) } { $name } { $season }. idényének egy játszmája, amely az idény végén még folyt. A végső tabella újra:
league-standings-void = Érvénytelen játszmák ({ $count }; egy játékos sem választott lépést, így nincs pont, győzelem és értékszám-változás): { $games }
league-round-resumed = { ARTICLE($name, capital: 1) } { $name } { $round }. fordulója félbeszakadt; most nyílik meg { $tables ->
        [one] az utolsó asztala
       *[other] a maradék { $tables } asztala
    }.
league-round-group-bots = { $n }. asztal: { $players } és { $bots } bot (itt: { $channel })
league-round-sat-out = { $count ->
        [one] { $players } kimarad ebből a fordulóból, és a következőben elsőként kerül sorra.
       *[other] { $players } kimaradnak ebből a fordulóból, és a következőben elsőként kerülnek sorra.
    }
league-sat-out-why = ({ $count } kész játékos, { $group } fős asztalok, { ARTICLE($title) } { $title } { $min }–{ $max } főre való, botok { $bots ->
        [allowed] engedélyezve
       *[other] nincsenek engedélyezve
    }: az utolsóknak egyik asztalnál sem jutott hely.)
league-sat-out-dm = { $name }, { $round }. forduló: ezúttal nem maradt hely neked. Kész állapotban maradsz, és a következő fordulóban elsőként kerülsz sorra.
history-void = {"  "}↳ érvénytelen ligajátszma: egy játékos sem választott lépést, így semmibe sem számít.
