# Nations: minden mondat, amelyet a játék mutat. Az azonosítók `nations-` előtaggal kezdődnek.

nations-solo-roll = A semleges nemzet kockája: { $roll }.
nations-error-illegal = Ez az akció most nem lehetséges.
nations-error-five-need-sets = Öt játékoshoz haladó és/vagy szakértő kártyák kellenek (cards:advanced, expert vagy all beállítás).
nations-error-difficulty = Ismeretlen nehézségi szint: `{ $given }`. Használd ezeket: chieftain (törzsfő), prince (herceg), king (király) vagy emperor (császár), egyet mindenkinek, vagy helyenként egyet vesszővel elválasztva.
nations-no-seat = Nincs ilyen hely.

nations-status-round = { $round }. forduló a { $last } közül, { $age }. korszak.
nations-status-player = { $seat } ({ $nation }): { $vp } GYP, { $books } könyv, katonai erő { $military }, stabilitás { $stability }
nations-status-neutral = Semleges nemzet: katonai erő { $military }, stabilitás { $stability }, { $books } könyv
nations-status-to-act = { $seat } következik ({ $phase }).
nations-status-final = { $rank }. { $seat } ({ $nation }): { $total } pont ({ $vp } GYP, gyarmatok { $colonies }, csodák { $wonders }, munkások { $workers }, nyersanyagok { $resources })
nations-solo-lost = A győzelmi pontjaid nulla alá estek: a szólójátékot elvesztetted.
nations-solo-title = Ezzel a címmel kerülsz a dicsőségcsarnokba: { $title }.
nations-solo-no-title = Ezúttal nincs dicsőségcsarnok-cím.

nations-private-stock = { $nation }: { $gold } arany, { $stone } kő, { $food } élelem, { $books } könyv, { $vp } GYP.
nations-private-workers = Munkások: { $reserve } a tartalékban; népességsáv: { $food } élelem, { $stab } stabilitás.
nations-private-cards = Kártyák: { $slots }. Tanácsadók: { $advisors }. Gyarmatok: { $colonies }. Csodák: { $wonders }.

nations-opt-cards = Kártyakészletek: auto (alap, 5 játékosnál az összes), base (alap), advanced (alap+haladó), expert (alap+szakértő), all (mind).
nations-opt-balanced = Versenypaklik: minden korszak az alapkártyákból áll, némelyiket azonos típusú haladó/szakértő kártyára cserélve.
nations-opt-ages = Rövid játék: hány korszakot játszotok (1–4).
nations-opt-easier = Könnyített játék: mindenki egy extra munkással kezd, akinek népességbüntetése rejtve marad.
nations-opt-sides = Játékostábla oldala: a mindenkinek, vagy b, ekkor fordított játékossorrendben választotok nemzetet és oldalt.
nations-opt-difficulty = Nehézség (chieftain = törzsfő, prince = herceg, king = király, emperor = császár): egy mindenkinek, vagy helyenként egy, vesszővel elválasztva.
nations-opt-top-tie = Öt játékos, két nemzet holtversenyben az élen: mindkettő érintett (both), vagy egyik sem (none).
nations-opt-special-once = Minden kártya különleges akciója fordulónként egyszer használható.
nations-opt-cover-free = Új kártya akkor is lefedhet egy régit, ha van szabad hely.
nations-opt-lost-architects = Egy elhagyott csodán álló építészek kikerülnek a játékból, ahelyett hogy visszakerülnének a készletbe.
nations-opt-unlimited-architects = Az építészek készlete sosem fogy el.
nations-opt-solo-roll = Szóló: a semleges nemzet kockájával minden elhelyezés után dobunk (any), vagy csak katonai kártyára történő elhelyezés után (military).
nations-opt-sphinx-any = A Szfinx akkor is fizet, amikor más nemzetek fejeznek be csodát.
nations-opt-piazza-gold = A Piazza San Marco cseréjének ára aranyban (1 vagy 2).

nations-kind-advisor = Tanácsadó
nations-kind-battle = Csata
nations-kind-building = Épület
nations-kind-colony = Gyarmat
nations-kind-golden-age = Aranykor
nations-kind-military = Katonai
nations-kind-war = Háború
nations-kind-wonder = Csoda

nations-sel-all = minden nemzet
nations-sel-strongest = a legerősebb
nations-sel-weakest = a leggyengébb
nations-sel-most-stable = a legstabilabb
nations-sel-least-stable = a legkevésbé stabil
nations-sel-most-books = a legtöbb könyv
nations-sel-fewest-books = a legkevesebb könyv
nations-sel-passed-first = elsőként passzolt
nations-sel-passed-last = utolsóként passzolt
nations-sel-collapse = mindenki, kivéve a legerősebbet és a legstabilabbat

nations-label-round = { $round }. forduló · { $age }. korszak
nations-label-row = ár: { $price }
nations-label-order = Játékossorrend
nations-label-military = Katonai erő
nations-label-stability = Stabilitás
nations-label-books = Könyvek
nations-label-vp = GYP
nations-label-war = Háború
nations-label-no-war = Nem vettek háborút
nations-label-event = Esemény
nations-label-famine = Éhínség: { $food } élelem
nations-label-architects = Építészek: { $public } nyilvános, { $supply } a készletben
nations-label-passed = passzolt
nations-label-neutral = Semleges
nations-label-cost = Ár
nations-label-per-worker = Munkásonként: { $effect }
nations-label-raid = Portya { $raid }
nations-label-needs = Katonai erő kell: { $military }
nations-label-sections = Szakaszok: { $costs }
nations-label-vp-value = { $vp } GYP
nations-label-effect = { $effect }
nations-label-loss = Vereség esetén:
nations-label-gain = Kínál: { $gain }
nations-label-battle = Legjobb portya + { $bonus }
nations-label-resources = Arany { $gold } · Kő { $stone } · Élelem { $food } · Könyv { $books } · GYP { $vp }
nations-label-workers = Tartalék: { $reserve } munkás
nations-label-population = Népességsáv
nations-label-food-upkeep = Élelemfenntartás: { $food }
nations-label-slots = Épületek és katonai egységek
nations-label-advisors = Tanácsadók
nations-label-colonies = Gyarmatok
nations-label-wonders = Befejezett csodák
nations-label-building-wonder = Épülő csoda
nations-label-none = nincs
nations-label-private-architects = Saját építészek: { $count }
nations-label-legend-worker = munkás egy kártyán
nations-label-legend-empty = kiürült népességmező
nations-label-solo-tile = Szólólapka: 5-ös / 6-os kocka akciói
nations-label-final = Végső pontszám: { $total }
nations-label-pending = Rá várunk: { $seat }
nations-label-legend-marks = ✔ = ebben a fordulóban felhasználva · ★ = különleges szabály
nations-label-legend-used = ✔ = ebben a fordulóban felhasználva
nations-res-gold = arany
nations-res-stone = { $count ->
   *[other] kő
  }
nations-res-food = élelem
nations-res-books = { $count ->
   *[other] könyv
  }
nations-res-military = katonai erő
nations-res-stability = stabilitás
nations-res-vp = GYP
nations-res-workers = { $count ->
   *[other] munkás
  }
nations-label-die = A semleges kockája: { $roll }
nations-opt-promo = A promókártyák (Finn Nagyhercegség) bekerülnek a korszakuk paklijába.
nations-opt-advisor-removal = Tanácsadó eltávolítása: expert (minden hatás, amely tanácsadót távolít el, az összeset eltávolítja, a Porcelántoronyé is), normal (akinek kettő van, ő választja ki, melyik megy), vagy auto (expert, ha a szakértő kártyák játékban vannak).
nations-label-lose-advisor = elveszít egy tanácsadót
nations-label-lose-advisors = elveszíti az összes tanácsadóját
nations-label-tile-changes = A szólólapka változásai ebben a fordulóban:
nations-change-price = a { $row } aranyas sor kártyái { $price } aranyba kerülnek
nations-change-architects = { $count ->
        [one] kapsz egy extra saját építészt
       *[other] kapsz { $count } extra saját építészt
    }
nations-change-gain = kapsz: { $gain }
nations-status-war-spare = { $seat } vereséget szenved a háborúban, amely ennyibe kerül: { $loss }; a stabilitása ebből { $spare } egységet megóv: válaszd ki, melyiket (például `spare 2 gold 1 stone`).
nations-label-round-deck = { $round }. forduló · { $age }. korszak · { $count } kártya maradt a korszak paklijában
nations-label-gold = Arany
nations-label-deploy = Elhelyezés: { $stone }
nations-label-worker-vp = GYP { $vp }
nations-label-legend-cards = Elhelyezés n: kő egy munkás lerakásához · GYP a/b: az 1./2. munkás játék végi GYP-je · ★ különleges szabály

# Asztali beszélgetés (10. issue): listák, az automatikus lépések leírása, szakaszok,
# választások és kérdések. A `{ $seat }` a játékos neve.
nations-join-comma = { $a }, { $b }
nations-join-semi = { $a }; { $b }
nations-amount = { $n } { $res }
nations-who = { $seat } { $what }
nations-who-count = { $seat } { $count }
nations-no-change = nincs változás
nations-told-cost = { $action } ({ $cost })

nations-news-round = Kezdődik { ARTICLE($round) } { $round }. forduló ({ $age }. korszak): a fejlődéstábla feltöltődik; következik a növekedés.
nations-news-event = { ARTICLE($round, capital: 1) } { $round }. forduló eseménye: { $event }; éhínség { $famine } élelem, { $architects } extra építész. { $text }
nations-news-machiavelli = { $seat } birtokolja Machiavellit, és mindkét eseménykártyát megmutatja mindenkinek, mielőtt az egyiket megtartja: { $a } | { $b }
nations-event-shown = { $event } (éhínség { $famine } élelem, { $architects } extra építész: { $text })
nations-event-shown-unknown = { $event }
nations-news-no-event = { $round }. forduló: nem maradt eseménykártya.
nations-news-tile = { ARTICLE($round, capital: 1) } { $round }. forduló szólólapkája: semleges katonai erő { $military }, stabilitás { $stability }, +{ $books } könyv; éhínség { $famine } élelem, { $architects } extra építész.
nations-news-architects = Építészek: ebben a fordulóban { $public } nyilvános; saját: { $own }.
nations-news-production = Termelés: { $changes }.
nations-news-revolt = Lázadás: { $seat } stabilitása { $stability }: -1 GYP és { $books } könyv elvész.
nations-order-entry = { $who } (katonai erő { $military }, stabilitás { $stability })
nations-news-order = Játékossorrend: { $order }.
nations-news-no-war = Háború: ebben a fordulóban senki sem vett.
nations-news-war = Háború: { $card }, erőssége { $strength } (vásárolta: { $buyer }); minden legyőzött nemzet elveszít ennyit: { $loss } és { $vp } GYP, a stabilitásával csökkentve. Legyőzöttek: { $defeated }. Biztonságban: { $safe }.
nations-war-defeated = { $seat } (katonai erő { $military }, a stabilitás { $spare } egységet megóv)
nations-war-safe = { $seat } (katonai erő { $military })
nations-news-war-losses = Háborús veszteségek: { $changes }.
nations-news-event-part = { $event } esemény, { $part }. rész ({ $who }: { $selected }): { $changes }.
nations-news-nobody = semmi sem változik
nations-news-then-order = { $line } A játékossorrend most: { $order }.
nations-news-solo-stability = Stabilitás { $mine }, a semlegesé { $theirs }: { $vp } GYP.
nations-news-famine = Éhínség, fejenként { $food } élelem: { $changes }.
nations-books-entry = { $seat } { $books } könyv +{ $vp } GYP
nations-news-books = Könyvek pontozása (1 GYP minden nemzetért, amelynek kevesebb könyve van): { $list }.
nations-news-books-solo = Könyvek pontozása: a te { $books } könyved a semleges { $theirs } könyvével szemben: +{ $vp } GYP.
nations-news-wonder = { $seat } befejezi ezt a csodát: { $wonder } (a játék végén { $vp } GYP); { $architects } építész visszakerül a készletbe.
nations-final-title = A játék véget ért { ARTICLE($round) } { $round }. forduló után. Végeredmény:
nations-final-line = { $rank }. { $seat } ({ $nation }): { $total } pont = { $vp } GYP + { $colonies } gyarmat + { $wonders } csoda + { $workers } munkás + { $resources } nyersanyag
nations-final-tie = Holtverseny { $total } ponttal köztük: { $seats }; a végső játékossorrend dönt (aki előrébb van, jobb helyezést kap).

nations-phase-pick = nemzetválasztás
nations-phase-growth = Karbantartás: növekedés
nations-phase-maintenance = Karbantartási fázis
nations-phase-actions = Akciófázis
nations-phase-production = Kiértékelés: termelés
nations-phase-war = Kiértékelés: háború
nations-phase-event = Kiértékelés: esemény
nations-phase-famine = Kiértékelés: éhínség
nations-phase-books = Kiértékelés: könyvek pontozása
nations-phase-over = A játék véget ért

nations-detail-have = készleted: { $n } { $res }
nations-detail-buy = { $price } arany · { $effect }
nations-detail-worker-card = { $kind }: munkásonként { $per }; elhelyezés { $stone } kő
nations-detail-colony = Gyarmat: katonai erő kell: { $needs }; { $effect }; { $vp } GYP
nations-detail-wonder = Csoda: szakaszok { $sections } kő; { $effect }; { $vp } GYP
nations-detail-advisor = Tanácsadó: { $effect }
nations-detail-golden = Aranykor: { $gain }, vagy { $price } nyersanyag 1 GYP-ért
nations-detail-battle = Csata: +{ $n } könyv, élelem vagy kő
nations-detail-war = Háború a te katonai erőddel ({ $strength }): a gyengébbek veszítenek: { $loss }, { $vp } GYP
nations-detail-from-reserve = a tartalékodból ({ $n })
nations-detail-from-card = áthelyezve innen: { $card }
nations-detail-deploy = { $stone } kő (van { $have }); ad: { $per }, a játék végén { $vp } GYP; { $from }
nations-detail-undeploy = ingyenes: a munkás visszakerül a tartalékodba; elveszíted: { $per }
nations-detail-own-architect = saját építészed ({ $n } maradt)
nations-detail-public-architect = nyilvános építész ({ $n } maradt)
nations-detail-hire = { $stone } kő (van { $have }): { $section }./{ $sections } szakasz – { $wonder }; { $whose }
nations-detail-hire-complete = { $stone } kő (van { $have }): befejezi ezt: { $wonder }, { $vp } GYP; { $whose }
nations-detail-use = fizetsz: { $pay }; kapsz: { $gain }{ $choice ->
        [0] {""}
       *[other] , majd { $choice } könyv, élelem vagy kő
    }
nations-detail-pass = ebben a fordulóban nincs több akciód
nations-detail-pass-first = ebben a fordulóban nincs több akciód; elsőként passzolsz
nations-detail-grow-food = +1 munkás; élelemfenntartás { $before } → { $after }
nations-detail-grow-stability = +1 munkás; stabilitás { $before } → { $after }
nations-detail-grow-free = +1 munkás a sáv fölül, büntetés nélkül
nations-detail-bonus = { $gain } munkás helyett ({ $have })
nations-detail-event = a forduló eseménye: éhínség { $famine } élelem, { $architects } extra építész
nations-detail-place-new = szabad helyre; nem vész el kártya
nations-detail-replace = lefedi ezt: { $card }; { $workers } munkása a tartalékodba kerül
nations-detail-cover = lefedi ezt: { $card }, és vele { $vp } GYP-t
nations-detail-drop = eltávolítja ezt: { $effect }, és { $vp } GYP-t
nations-detail-gain = { $gain } ({ $have })
nations-detail-crusade = a kiválasztottak kapnak: { $n } { $res }; a leggyengébbek elveszítenek: { $n } { $res }
nations-detail-golden-resources = kapsz: { $gain }
nations-detail-golden-vp = fizess { $n } tetszőleges nyersanyagot, egyenként: +1 GYP
nations-detail-pay-one = fizetsz: 1 { $res } ({ $have }); utána még { $left } fizetendő
nations-detail-lose-one = elveszítesz: 1 { $res } ({ $have }); utána még { $left } veszítendő
nations-detail-take-easier = egy munkás elhagyja { ARTICLE($section) } { $section } szakaszt, büntetése rejtve marad; { $reserve } munkás van a tartalékodban
nations-detail-take = egy munkás elhagyja { ARTICLE($section) } { $section } szakaszt (élelemfenntartás most { $food }, stabilitás { $stability })
nations-detail-return = egy munkás visszakerül { ARTICLE($section) } { $section } szakaszba, { $from }
nations-detail-accept = kapsz: { $gain }
nations-detail-accept-pay = fizetsz: { $pay }, és megtartod a helyed a játékossorrendben
nations-detail-accept-drop = kapsz: { $gain }, és a játékossorrend végére kerülsz
nations-detail-decline = semmit sem kapsz, semmit sem veszítesz
nations-detail-decline-last = nem fizetsz semmit; a játékossorrend végére kerülsz
nations-detail-bonus-self = kapsz: { $gain }
nations-detail-penalty-others = minden más nemzet: { $loss }
nations-detail-spare = elveszíted: { $lose }

nations-prompt-holding = van { $gold } aranyad, { $stone } köved, { $food } élelmed, { $books } könyved
nations-prompt-turn = { $round }. forduló, a te akciód (ebben a körben { $actions }); { $holding }.
nations-prompt-pick = Válassz nemzetet és oldalt (B oldalak, fordított játékossorrendben).
nations-prompt-growth = Növekedés: szabadíts fel egy munkást a népességsávról (élelemfenntartás most { $food }, stabilitás { $stability }), vagy helyette vegyél el { $bonus } élelmet, követ vagy aranyat.
nations-prompt-choose-event = Machiavelli: mindenki látta mindkét kártyát; tartsd meg ezt: { $a }, vagy ezt: { $b } a forduló eseményeként. A másik a paklija aljára kerül (házi szabály: a szabálykönyv erről nem szól).
nations-prompt-place = Hová kerüljön ez: { $card }? { $max } kártyahelyből { $used } foglalt; a lefedett kártya munkásai a tartalékodba kerülnek.
nations-prompt-place-wonder = { $card } elkészült: hová kerüljön? { $max } csodahelyből { $used } foglalt.
nations-prompt-drop-colony = { $n } gyarmatod van, de csak { $max } fér el: távolíts el egyet.
nations-prompt-drop-advisor = { $card } leváltja { $n } tanácsadód egyikét: válaszd ki, melyik megy.
nations-prompt-lose-advisor = Egy hatás eltávolít egy tanácsadót, és neked { $n } van: válaszd ki, melyik megy.
nations-prompt-trim-advisors = { $n } tanácsadód van, több, mint amennyit megtarthatsz: távolíts el egyet.
nations-prompt-gain = Kapsz { $n } egységet könyvből, élelemből vagy kőből: válaszd ki, melyikből.
nations-prompt-golden = { $card }: vedd el a nyersanyagait, vagy fizess { $price } nyersanyagot 1 GYP-ért; { $holding }.
nations-prompt-golden-pay = Aranykor GYP: még { $n } nyersanyagot kell fizetned; { $holding }.
nations-prompt-lose = { $phase }: elfogytak a könyveid, még { $n } nyersanyagot kell elveszítened; van { $gold } aranyad, { $stone } köved, { $food } élelmed. Válaszd ki, mit veszítesz, egyenként.
nations-prompt-easier = Könnyített játék: vegyél el egy extra munkást a népességsávodról. Az üresen maradt mező büntetése az egész játékban rejtve marad (különben { $penalty } élelemfenntartás az élelem-szakaszban, { $penalty } stabilitás a stabilitás-szakaszban). Élelem-szakasz: { $food } munkás; stabilitás-szakasz: { $stability }.
nations-prompt-take = { $event } esemény: vegyél el { $n } munkást a népességsávodról (még { $food } élelem- és { $stability } stabilitásmezőn áll munkás).
nations-prompt-return = { $event } esemény: tegyél vissza { $n } munkást a népességsávra ({ $reserve } van a tartalékodban).
nations-prompt-pay-or-last = { $event } esemény: fizess ennyit: { $pay }, hogy megtartsd a helyed a játékossorrendben, vagy utasítsd el, és a végére kerülsz; { $holding }.
nations-prompt-drop-to-last = { $event } esemény: fogadd el ezt: { $gain }, és a játékossorrend végére kerülsz, vagy utasítsd el.
nations-prompt-optional = { $event } esemény: fogadd el, és kapsz: { $gain }, vagy utasítsd el.
nations-prompt-crusade = { $event } esemény: válaszd ki a nyersanyagot; a kiválasztott nemzetek kapnak belőle { $n } egységet, a leggyengébbek elveszítenek { $n } egységet.
nations-prompt-crusade-tie = { $event } esemény: holtversenyben vagy a legnagyobb katonai erővel ({ $military }), így senki sem kap semmit; mivel a holtversenyben állók közül te vagy elöl a játékossorrendben, te választod ki, melyik nyersanyagból veszítenek a leggyengébbek { $n } egységet.
nations-prompt-zoroaster = { $event } esemény: bónusz neked ({ $gain }), vagy büntetés minden más nemzetnek ({ $loss }).
nations-prompt-war-spare = Elvesztett háború: { $loss } vész el, és a stabilitásod ebből { $spare } egységet megóv; { $holding }. Válaszd ki, mit óvsz meg.

nations-header-stage = { $round }. forduló · { $age }. korszak · { $phase }
nations-header-final = Végeredmény
nations-header-over = A játék véget ért: { $winner } nyert { $points } ponttal
nations-header-turn = Következik: { $seat }
nations-header-resolving = A szabályok kiértékelik a fordulót
nations-header-last = Utoljára: { $seat }: { $action }
nations-header-no-last = Ebben a játékban még nem volt lépés
nations-label-points = Pontok
nations-label-event-next = Esemény: a növekedés után húzzuk
