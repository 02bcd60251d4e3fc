## Endeavor: a játék üzenetei. A helyek 1-től számozódnak.

endeavor-error-content = Az Endeavor tartalomcsomagjában { $errors } hiba van; a `longtable content check` paranccsal megnézheted őket.
endeavor-error-illegal = Ez a lépés most nem megengedett számodra.

## Beállítások (a /game new endeavor mutatja)
endeavor-opt-slavery-penalty = A lefordított rabszolga kártyák csak akkor érnek -1 dicsőséget darabonként, ha a rabszolgaságot a játék során felszámolták (alapból mindig -1).
endeavor-opt-ship-ship = Dupla Hajózásnál (Térképész) mindkét népességjelzőt ugyanabba a régióba kell küldeni (alapból bármelyikbe).
endeavor-opt-draw-draw = A dupla Kizsákmányolás (Kereskedőház) mindkét kártyát ugyanabból a pakliból veszi; off: ugyanabból a régióból, így az európai és a rabszolga pakli keverhető.
endeavor-opt-build-fallback = Ha nem maradt épület a te építési szinteden vagy alatta: `lowest` a legalacsonyabb még elérhető magasabb szintet nyitja meg, `next` csak az eggyel magasabbat, `any` minden magasabb szintet.
endeavor-opt-empty-activation = Épület aktiválása vagy korong elköltése akkor is, ha egyik akciója sem hajtható végre (alapból nem engedett).
endeavor-opt-empty-payment = Kifizetés akkor is, ha nincs felszabadítható épület (alapból nem engedett).

## Napló: ami egy akciót követett, vagy magától történt (magát az akciót az endeavor-tell-* mondja el)
endeavor-none = nincs
endeavor-join = { $head } · { $tail }
endeavor-gives-status = +{ $count } { $track }
endeavor-gives-action = egy később elkölthető { $action } akció
endeavor-log-growth = Növekedés, { $round }. forduló: { $list }
endeavor-growth-item = { $seat } +{ $gained } (növekedés { $growth }, kikötő { $harbor })
endeavor-log-salary = Jövedelem, { $round }. forduló: { $list }
endeavor-salary-item = { $seat } felszabadít { $freed } népességjelzőt, a jövedelme { $salary } (kikötő { $harbor })
endeavor-log-ship = { $seat } elfoglalja { ARTICLE($space) } { $space }. mezőt { ARTICLE($spaces) } { $spaces } közül ezen a hajózási útvonalon: { $region } (ott nem maradt korong).
endeavor-log-ship-token = { $seat } elfoglalja { ARTICLE($space) } { $space }. mezőt { ARTICLE($spaces) } { $spaces } közül ezen a hajózási útvonalon: { $region }, és elveszi az ottani korongot ({ $token }): { $gives }.
endeavor-log-ship-beside = A hajózási útvonal megtelt ({ $region }): { $seat } népességjelzője mellette várakozik (ott { $count } van).
endeavor-log-open = Megnyílik a régió: { $region }; a kormányzóját senki sem kapja meg.
endeavor-log-governor = Megnyílik a régió: { $region }; { $seat } játékosnak van a legtöbb népességjelzője az útvonalán ({ $count }{ $tied ->
    [yes] , holtverseny esetén a paklihoz legközelebbi mező dönt
   *[no] { "" }
  }), így megkapja ezt: { $card }.
endeavor-log-occupy-token = { $seat } elveszi a korongot ({ $token }) innen: { $city }: { $gives }.
endeavor-log-attack = { $defender } elveszíti ezt a várost: { $city }; az ő egy népességjelzője és { $seat } egy népességjelzője visszakerül a saját készletébe.
endeavor-log-connection = { $seat } az első, aki felügyeli ezt az összeköttetést: { $from } – { $to }{ $token ->
    [none] { "" }
   *[other] { " " }és elveszi a korongját ({ $token }): { $gives }
  }.
endeavor-log-abolition = A rabszolgaságot felszámolták: minden birtokolt rabszolga kártyát lefordítanak, a rabszolga pakli pedig kikerül a játékból.
endeavor-log-round-end = { ARTICLE($round, capital: 1) } { $round }. forduló véget ért; { $seat } kapja a koronát { ARTICLE($next) } { $next }. fordulóra.
endeavor-log-game-end = { ARTICLE($round, capital: 1) } { $round }. forduló véget ért: a játéknak vége. Végső dicsőség:
endeavor-final-line = { $rank }. { $seat }: { $total } dicsőség (városok { $cities }, összeköttetések { $connections }, sávok { $tracks } [I{ $industry } K{ $culture } Pé{ $finance } Po{ $politics }], kártyák { $cards }, üres kormányzó mező { $governor }, épületek { $buildings }, kikötő { $harbor }, rabszolgaság { $slavery })
endeavor-final-tie = Az Endeavorben nincs holtversenydöntés: { $list } osztozik { ARTICLE($rank) } { $rank }. helyen.

## Hogyan hallja mindenki az egyes akciókat (az Endeavorben minden nyilvános)
endeavor-tell-build = { $seat } épít: { $building } ({ $level }. szint): { $gives }.
endeavor-tell-free = { $seat } felszabadítja a népességjelzőt az épületéről: { $building } (jövedelem).
endeavor-tell-activate = { $seat } aktiválja az épületét: { $building } ({ $action }), 1 népességjelzővel a kikötőből.
endeavor-tell-token = { $seat } elkölt egy korongot: { $token }{ $named ->
    [yes] {""}
   *[no] { " " }({ $action })
  }.
endeavor-tell-ship = { $seat } hajózik egy népességjelzővel ide: { $region }.
endeavor-tell-occupy = { $seat } letelepedik itt: { $city } ({ $region }).
endeavor-tell-attack = { $seat } megtámadja ezt a várost: { $city } (birtokosa: { $defender }), 2 népességjelzővel.
endeavor-tell-pay = { $seat } kifizet: a népességjelző az épületéről ({ $building }) visszakerül a kikötőbe.
endeavor-tell-draw = { $seat } kártyát húz ({ $card }) { ARTICLE($deck) } { $deck } pakliból; kap: { $gives }.
endeavor-tell-done = { $seat } itt befejezi az akciót.
endeavor-tell-pass = { $seat } passzol a forduló hátralévő részére.
endeavor-tell-govern = { $seat } a kormányzó mezőjére teszi ezt: { $card }.
endeavor-tell-ungovern = { $seat } leveszi a kormányzó mezőjéről ezt: { $card }.
endeavor-tell-discard = { $seat } eldobja ezt: { $card } (kártyalimit).
endeavor-tell-keep = { $seat } úgy hagyja a kártyáit, ahogy vannak.

## Választások: címke, és hogy mibe kerül, mit ad
endeavor-icons = { $icons }
endeavor-no-icons = nincs befolyás
endeavor-choice-build = Építés: { $building } ({ $level }. szint)
endeavor-detail-build = ad: { $icons }; { $action }{ $glory ->
    [0] { "" }
   *[other] ; ★{ $glory } a játék végén
  }; { $left } maradt
endeavor-detail-no-action = nincs aktivációs kör
endeavor-basic = { $basic ->
    [ship] Hajózás
    [occupy] Letelepedés
    [attack] Támadás
    [payment] Kifizetés
   *[draw] Kizsákmányolás
  }
endeavor-offer-either = { $a } vagy { $b }
endeavor-offer-both = { $a } és { $b }
endeavor-detail-action = akció: { $action }
endeavor-choice-free = Népességjelző felszabadítása az épületedről: { $building }
endeavor-detail-free = vissza a kikötőbe; { $salary } jövedelmedből még { $left } szabadítható fel
endeavor-choice-activate = { $building } aktiválása: { $action }
endeavor-detail-activate = 1 népességjelző a kikötőből (van { $harbor }); ott marad, amíg fel nem szabadítod
endeavor-choice-token = Korong elköltése: { $token }{ $named ->
    [yes] {""}
   *[no] { " " }– { $action }
  }
endeavor-detail-token = a korong elhasználódik; nem kerül népességjelző épületre
endeavor-choice-ship = Hajózás ide: { $region }
endeavor-detail-ship-space = 1 népességjelző { ARTICLE($spaces) } { $spaces } közül { ARTICLE($space) } { $space }. mezőre; elveszi ezt: { $token }: { $gives }{ $opens ->
    [yes] ; megnyitja a régiót
   *[no] { "" }
  }
endeavor-detail-ship-empty = 1 népességjelző { ARTICLE($spaces) } { $spaces } közül { ARTICLE($space) } { $space }. mezőre (nincs korong){ $opens ->
    [yes] ; megnyitja a régiót
   *[no] { "" }
  }
endeavor-detail-ship-beside = az útvonal megtelt: 1 népességjelző mellette várakozik (jelenlétnek számít)
endeavor-choice-occupy = Letelepedés: { $city } ({ $region })
endeavor-detail-occupy = 1 népességjelző; elveszi ezt: { $token }: { $gives }; ★{ $glory } a játék végén
endeavor-detail-occupy-bare = 1 népességjelző; ★{ $glory } a játék végén
endeavor-choice-attack = Támadás: { $city } (birtokosa: { $defender })
endeavor-detail-attack = 2 népességjelző (1 a saját készletedbe kerül vissza, az övéből 1 az övébe); ★{ $glory } a játék végén
endeavor-choice-pay = Kifizetés: népességjelző felszabadítása az épületedről: { $building }
endeavor-detail-pay = az a népességjelző visszakerül a kikötődbe
endeavor-choice-draw = Kizsákmányolás: { $card } ({ $deck })
endeavor-detail-draw = ad: { $icons }{ $glory ->
    [0] { "" }
   *[other] , ★{ $glory }
  }; { $value } saját népességjelző kell ott
endeavor-choice-done = Itt megállok
endeavor-detail-done = befejezi ezt az akciót a második része nélkül
endeavor-choice-pass = Passzolás
endeavor-detail-pass = ebben a fordulóban nincs több akciód; { $harbor } népességjelző marad a kikötődben
endeavor-choice-govern = { $card } a kormányzó mezőre
endeavor-detail-govern = többé nem számít bele a kártyalimitedbe (elveszíted az üres mező ★3-át)
endeavor-choice-ungovern = { $card } le a kormányzó mezőről
endeavor-detail-ungovern = beleszámít a kártyalimitedbe; az üres mező ★3-at ér
endeavor-choice-discard = Eldobás: { $card }
endeavor-detail-discard = elveszíted: { $icons }{ $glory ->
    [0] { "" }
   *[other] és ★{ $glory }
  }; { $held } kártyád van, a limited { $limit }
endeavor-choice-keep = Megtartod a kártyáidat
endeavor-detail-keep = { $held } kártyád van, a limited { $limit }

## Kérdések: miért kérdezünk egy helyet
endeavor-prompt-build = Építés, { $round }. forduló: az építési szinted { $level }; válassz épületet.
endeavor-prompt-salary = Jövedelem: { $salary } jövedelmedből még { $left } szabadítható fel; { $occupied } népességjelző áll az épületeiden: válaszd ki, melyiket.
endeavor-prompt-action = A te akciód: { $harbor } népességjelző a kikötődben, { $supply } a készletedben.
endeavor-prompt-part = { $action } akciód: válaszd ki { $count ->
    [one] a részét
   *[other] a következő részét
  } ({ $harbor } népességjelző a kikötődben).
endeavor-prompt-limit = Kártyalimit: { $held } kártyád van, a limited { $limit }: dobj el { $over } kártyát.
endeavor-prompt-limit-govern = Kártyalimit: { $held } kártyád van, a limited { $limit }: dobj el { $over } kártyát, vagy előbb tegyél kormányzót az üres kormányzó meződre, ahol már nem számít bele.
endeavor-prompt-arrange = Kártyalimit: { $held } kártyád van, a limited { $limit }; áthelyezheted a kormányzódat, vagy megtarthatod a kártyáidat.

## Állapot
endeavor-phase-build = Építés
endeavor-phase-growth = Növekedés
endeavor-phase-salary = Jövedelem
endeavor-phase-action = Akciók
endeavor-phase-over = A játék véget ért
endeavor-status = { $round }. forduló a 7-ből · { $phase } · a korona { $first } játékosnál van
endeavor-status-to-act = Rá várunk: { $seat }.
endeavor-status-score-so-far = { $seat }: { $glory } dicsőség, ha most érne véget a játék
endeavor-status-over = A játék véget ért. Végső dicsőség:
endeavor-status-score = { $rank }. { $seat }: { $glory } dicsőség
endeavor-private-status = Ipar { $industry } (építési szint { $build }) · Kultúra { $culture } (növekedés { $growth }) · Pénzügy { $finance } (jövedelem { $salary }) · Politika { $politics } (kártyalimit { $limit })
endeavor-private-pieces = Kikötő: { $harbor } { $harbor ->
    [one] népességjelző
   *[other] népességjelző
  } · készlet: { $supply }
endeavor-private-buildings = Épületek (* = népességjelző áll rajta): { $list }
endeavor-private-cards = Kártyák: { $list } · kormányzó mező: { $governor }

## Táblafeliratok
endeavor-label-title = Endeavor
endeavor-label-round = { $round }. forduló a 7-ből · { $phase }
endeavor-label-final = Végeredmény { ARTICLE($round) } { $round }. forduló után
endeavor-label-turn = Következik: { $list }
endeavor-label-over = A játék véget ért: { $list } { $count ->
    [one] nyert
   *[other] osztozik a győzelmen
  }
endeavor-label-last = Utoljára: { $what }
endeavor-label-last-change = Utoljára: { $what } → { $change }
endeavor-label-no-last = Ebben a játékban még nem volt lépés
endeavor-delta-status = { $n } { $track }
endeavor-delta-harbor = { $n } a kikötőben
endeavor-label-closed-legend = szaggatott keret: a régió még zárva
endeavor-label-glory-city = arany gyűrű: 2 dicsőséget érő város
endeavor-label-crown = kezdőjátékos
endeavor-label-beside = mellette
endeavor-label-deck = pakli
endeavor-label-deck-empty = üres
endeavor-label-top = felül
endeavor-label-supply = Maradék épületek (szint: lapkák)
endeavor-label-level = { $level }. szint
endeavor-label-tokens = Kereskedelmi korongok
endeavor-label-brown = Barna: egyenként +1 befolyás
endeavor-label-blue = Kék: egy akció, utána elfogy
endeavor-label-players = Játékosok
endeavor-label-harbor = Kikötő
endeavor-label-supply-markers = Készlet
endeavor-label-buildings = Épületek
endeavor-label-cards = Kártyák
endeavor-label-governor-space = Kormányzó mező
endeavor-label-governor = Kormányzó
endeavor-label-card-limit = Kártyalimit { $limit } (+1 rabszolga kártyával, legfeljebb 5)
endeavor-label-slavery-down = Lefordított rabszolga kártyák: { $count }
endeavor-label-passed = passzolt
endeavor-label-glory = Dicsőség most
endeavor-label-abolished = Rabszolgaság felszámolva
endeavor-label-level-value = szint
endeavor-label-no-circle = nincs kör
endeavor-label-status-short = I{ $i } K{ $c } Pé{ $f } Po{ $p }
endeavor-track-build = { $track } { $status } → építési szint { $level }
endeavor-track-growth = { $track } { $status } → növekedés { $level }
endeavor-track-salary = { $track } { $status } → jövedelem { $level }
endeavor-track-limit = { $track } { $status } → kártyalimit { $level }
endeavor-label-track-legend = Az arany négyzet a számát és félkövérrel az általa adott szintet mutatja; a játék végén a sáv a jelzője helyén lévő vagy az alatta legközelebbi arany négyzet értékét pontozza.
endeavor-label-icon-legend = I/K/Pé/Po = ipar/kultúra/pénzügy/politika ikon · ★ = dicsőség · ○ = üres aktivációs kör · Korm. = kormányzókártya
