## Belfort: a játék üzenetei (az azonosítók belfort- előtaggal kezdődnek).

belfort-title = Belfort
belfort-error-illegal = Ez most nem szabályos Belfort-akció. Az /{ cmd-name-actions } paranccsal megnézheted a lehetőségeidet.
belfort-error-guild-list = { ARTICLE($given, capital: 1) } `{ $given }` céhlistának e játék 5 különböző céhét kell megneveznie.
belfort-error-guild-2p = { ARTICLE($guild, capital: 1) } { $guild } céhe 2 játékosnál nem használható; az interaktív céhek közül csak a Varázslók vannak játékban.

belfort-opt-guilds = Hogyan húzzuk az 5 céhet: beginner (kezdő: 2 alap, 3 nyersanyag), normal (2 alap, 1 nyersanyag, 2 interaktív; 2 játékosnál a Varázslók, 2 alap és 2 nyersanyag) vagy advanced (haladó: bármely 5 véletlenszerűen).
belfort-opt-guild-list = Helyette pontosan ezzel az 5 céhhel játszunk, vesszővel elválasztva (például masons,miners,bankers,architects,wizards).
belfort-opt-thieves-max = Legfeljebb ennyi aranyat vesznek el a Tolvajok egyetlen játékostól: 3, ahogy a szabálykönyv írja, vagy 2, ahogy a nyomtatott lapkáról jelentették.
belfort-opt-ties = Holtverseny a többségeknél: drop-one (a holtversenyes csoport a következő helyet kapja, a többiek egy hellyel lejjebb csúsznak) vagy competition (a többiek a csoport méretével csúsznak lejjebb).
belfort-opt-market-cap = A Piacok sosem emelhetik egy játékos látogatásait a Kereskedelmi állomáson 3 fölé.
belfort-opt-np-keep = Ennyi jelzőt tesz egy semleges játékos egy Öregtorony-szakaszra: 2 (mint egy megépített Öregtorony) vagy 1 (a szó szerinti szöveg).
belfort-opt-gatehouse-halves = A Kapuház mindkét fele külön telek, így egy másik játékos építhet a szabad felére.
belfort-opt-wrong-kind = Bármely munkás mehet bármely nyersanyag-területre (a nem megfelelő fajta munkás semmit sem gyűjt).
belfort-opt-upgrade-lost = A Kocsma vagy a Kertek gnómja elvész, ha nincs több előléptethető munkás, ahelyett hogy egy később szerzett munkást léptetne elő.
belfort-opt-recruiters-hire = Ha a Toborzók céhén keresztül szerzel gnómot, abban a fordulóban már nem bérelhetsz fel gnómot.
belfort-opt-merchants = A Kereskedők céhe mindkét átváltását és a három extra látogatást is adja, vagy csak az egyiket.

belfort-discarded = { $player } eldobta: { $cards }.
belfort-round = Kezdődik { ARTICLE($round) } { $round }. forduló ({ $season }).
belfort-season-spring = tavasz
belfort-season-summer = nyár
belfort-season-autumn = ősz
belfort-sent = { $player } kiküldi a munkásait: erdő { $forest }, kőfejtő { $quarry }, bánya { $mine }, aranybánya { $goldmine }.
belfort-recruited = { $player } toboroz az irodában: { $ok ->
    [yes] csatlakozik egy új { $kind ->
        [elf] elf
       *[dwarf] törpe
    }.
   *[no] senki sem jön; abból a fajtából nem maradt.
}
belfort-gnome-placed = { $player } egy gnómot tesz a saját épületére: { $card }.
belfort-drew = Ezt a kártyát húztad: { $card }.
belfort-np-drew-private = A pakli felső kártyája { $np } számára: { $card }.
belfort-np-no-lot = { $np } ezt a kártyát húzta: { $card }, de nincs rajta szabad telek: a dobópakliba kerül, és { $np } semmit sem helyez le.
belfort-np-discards = { $np } kártyája ({ $card }) képpel felfelé a dobópakliba kerül.
belfort-private-np-card = { $np } számára húzott kártya: { $card }. Helyezd le a jelzőjét.
belfort-np-paid = Egy semleges törpe érkezik { $player } egyik céhéhez, aki { $gold } aranyat kap.
belfort-nothing = Nem történik semmi.
belfort-shown = { $player } megmutatja ezt a kártyát: { $card }.
belfort-game-over = A hetedik hónap véget ért: a játéknak vége.
belfort-private = Kéz: { $hand }. Fa { $wood }, kő { $stone }, fém { $metal }, arany { $gold }. Elfek { $elves }, törpék { $dwarves }, gnómok { $gnomes }.
belfort-private-keep = Ezeket választottad eldobásra: { $cards }.
belfort-private-shown = Ezt mutatod: { $card }.

## Táblafeliratok.
belfort-board-subtitle = { $round }. forduló / { $rounds } · { $phase }
belfort-phase-keep = kezdőkártyák választása
belfort-phase-block = semleges törpék lehelyezése
belfort-phase-placement = lehelyezés
belfort-phase-gathering = gyűjtés
belfort-phase-actions = akciók
belfort-phase-neutral = semleges játékosok
belfort-phase-over = a játék véget ért
belfort-label-district = { $n }. kerület
belfort-label-wall = Fal
belfort-label-gathering = Gyűjtőtábla
belfort-area-forest = Erdő
belfort-area-quarry = Kőfejtő
belfort-area-mine = Bánya
belfort-area-goldmine = Aranybánya
belfort-label-office = Toborzóiroda
belfort-label-tent = Király sátra
belfort-label-pool = Gnómkészlet: { $n }
belfort-label-calendar = Naptár
belfort-label-neutral = semleges
belfort-label-display = Kínálat
belfort-label-deck = Pakli { $deck } · dobópakli { $discard }
belfort-label-income = Jövedelem { $n }
belfort-label-cost = Ár { $cost }
belfort-label-hand = A kezed
belfort-label-tableau = Az épületeid
belfort-label-gnomes = Gnómok { $n }/{ $locks }
belfort-label-worker-on = Munkás: { $worker }
belfort-col-player = Játékos
belfort-col-score = Pont
belfort-col-shield = Pajzs
belfort-col-goods = Áruk
belfort-col-workers = Munkások
belfort-col-hand = Kártyák
belfort-legend-goods = F fa · K kő · Fé fém · A arany
belfort-legend-pieces = E elf · T törpe · g gnóm · m mester
belfort-legend-line1 = szabad hely · ✕ pontozó hónap · szürke pajzs: a Sátorban felhasználva
belfort-legend-line2 = F fa · K kő · Fé fém · A arany · E elf · T törpe · m mester · g gnóm
belfort-label-guild = Céhek
belfort-label-markers = Jelzők
belfort-guild-gain = Vegyél el: { $goods }.
belfort-guild-does-merchants = Kétszer F vagy K → Fé, { $either ->
    [yes] vagy
   *[no] és
} | 3 további kereskedés
belfort-guild-does-librarians = Húzz 3 kártyát, | majd dobj el 1-et.
belfort-guild-does-architects = Telek, fal vagy céh; | 1 Fé vagy 2 F/K-val olcsóbb
belfort-guild-does-recruiters = +1 elf vagy törpe, vagy | egy gnóm a záradra
belfort-guild-does-thieves = Max. { $max } A egy játékostól, | vagy 1-1 A legfeljebb 3-tól
belfort-guild-does-bandits = 1 Fé vagy max. 2 F/K egytől, | vagy 1-1 F/K legfeljebb 3-tól
belfort-guild-does-wizards = Két azonos telek, fal vagy | céh jelzőinek cseréje
belfort-guild-does-spies = Mindenki mutat egy kártyát; | vegyél el egyet
belfort-abbr-wood = F
belfort-abbr-stone = K
belfort-abbr-metal = Fé
belfort-abbr-gold = A
belfort-abbr-elf = E
belfort-abbr-dwarf = T
belfort-abbr-gnome = g
belfort-abbr-master = m
belfort-seat-title = Belfort · { $player } (saját nézet)
belfort-seat-subtitle = Pont { $score } · pajzs { $shield } · { $round }. forduló
belfort-seat-info = Otthon lévő munkások: { $home } · jelzőid a táblán: { $markers } · { $hired ->
    [yes] ebben a fordulóban béreltél gnómot
   *[no] még nem béreltél gnómot
} · { $bought ->
    [yes] vettél kártyát
   *[no] nem vettél kártyát
}

## Rövid kártyaszövegek (a sorok " | " mentén törnek).
belfort-short-pub = Gnóm: egy törpe | mesterré válik.
belfort-short-gardens = Gnóm: egy elf | mesterré válik.
belfort-short-tower = A gnóm mezőt nyit | (1 arany): vegyél | gnómot a készletből.
belfort-short-inn = A gnóm mezőt nyit | (1 arany): kapsz egy | elfet vagy törpét.
belfort-short-blacksmith = Mező: +1 fém. | Gnóm: fordulónként | 1 fém 1 aranyért.
belfort-short-bank = Gnóm: +1 arany | fordulónként.
belfort-short-market = Mező: +2 arany. | Gnómonként (2 zár): | +1 kereskedés.
belfort-short-gatehouse = Két kerületben áll. | Gnóm: 2. jelző | a Kapuházadon.
belfort-short-library = Mező: húzz 2-t, | dobj el 2-t. Gnóm: | köröd után húzz 1-et.
belfort-short-keep = Két jelző | egy kerületben.

## Asztali beszélgetés: hogyan hangzanak el az akciók és az automatikus lépések (10. issue).
belfort-np-name = { $n }. semleges
belfort-nobody = senki
belfort-join = { $a }, { $b }
belfort-join-last = { $a } és { $b }
belfort-n-wood = { $n } fa
belfort-n-stone = { $n } kő
belfort-n-metal = { $n } fém
belfort-n-gold = { $n } arany
belfort-n-nothing = semmi
# Tárgyesetben: csak a belfort-do-place és a belfort-do-send használja.
belfort-worker = { $master ->
    [1] egy { $elf ->
        [1] mesterelfet
       *[0] mestertörpét
    }
   *[0] { $elf ->
        [1] egy elfet
       *[0] egy törpét
    }
}
belfort-space-office = a Toborzóiroda
belfort-space-tent = a Király sátra
belfort-space-guild = { $guild } céhe ({ $district }. kerület)
belfort-space-card = { $card } ({ $player } épülete)
belfort-gives-office = { $elf ->
    [1] egy elfet
   *[0] egy törpét
} ad a gyűjtéskor
belfort-gives-tent = a gyűjtéskor sorrendpajzsot választasz
belfort-gives-goods = ad: { $goods }
belfort-gives-guild = { $hook ->
    [merchants] { $either ->
        [1] kétszer fát vagy követ fémre váltasz, vagy 3 további kereskedés
       *[0] kétszer fát vagy követ fémre váltasz, és 3 további kereskedés
    }
    [librarians] húzz 3 kártyát, majd dobj el 1-et
    [architects] szerezz meg egy telket, falat vagy céhet 1 fémmel vagy 2 fával/kővel olcsóbban
    [recruiters] kapsz egy elfet vagy törpét, vagy egy gnómot teszel a készletből a záradra
    [thieves] legfeljebb { $max } aranyat veszel el egy játékostól, vagy 1-1 aranyat legfeljebb 3 játékostól
    [bandits] 1 fémet vagy legfeljebb 2 fát/követ veszel el egy játékostól, vagy 1-1 fát/követ legfeljebb 3 játékostól
    [wizards] felcseréled két azonos fajta telek, két fal vagy két céh jelzőit
   *[spies] minden más játékos megmutat egy kártyát; egyet elveszel közülük
}
belfort-gives-space = { $hook ->
    [tower] egy gnómot teszel a készletből az egyik záradra
    [inn] kapsz egy elfet vagy törpét
   *[library] húzz 2 kártyát, majd dobj el 2-t
}
belfort-told = { $player } { $what }.
belfort-told-keep = { $player } megtart { $n } kártyát.
belfort-told-keep-own = Ezeket tartod meg: { $cards }.
belfort-told-show = { $player } megmutat egy kártyát neki: { $spy }.
belfort-told-show-own = Megmutatod ezt a kártyádat ({ $card }) neki: { $spy }.
belfort-told-np-deck = { $player } felhúzza a pakli felső lapját { $np } számára; rejtve marad, amíg { $np } le nem helyezi.
belfort-told-np-pick = { $player } a kínálatból ezt választja { $np } számára: { $card }.
belfort-told-np-place = { $player } lehelyezi { $np } jelzőjét ide: { $lot }.
belfort-told-buy-deck = { $player } { $gold } aranyat fizet a pakli felső lapjáért.
belfort-told-buy-display = { $player } { $gold } aranyat fizet a kínálatból ezért: { $card }.
belfort-told-discard = { $player } képpel felfelé eldobja ezt a kártyát: { $card }.
belfort-told-build = { $player } megépíti ezt: { $card }, ide: { $lot }, ennyiért: { $cost }.
belfort-do-block = semleges törpével lezárja ezt: { $guild } céhe ({ $district }. kerület)
belfort-do-place = lehelyez { $worker } ide: { $space }{ $gold ->
    [0] {""}
   *[other] {", "}{ $gold } aranyért
}
belfort-do-pass = passzol
belfort-do-send = kiküld { $worker } ide: { $area ->
    [forest] Erdő
    [quarry] Kőfejtő
    [mine] Bánya
   *[goldmine] Aranybánya
}
belfort-do-shield = elveszi { ARTICLE($shield) } { $shield }. pajzsot
belfort-do-keep-shield = megtartja { ARTICLE($shield) } { $shield }. pajzsot
belfort-do-activate = aktiválja ezt: { $space }
belfort-do-wall = falat épít { ARTICLE($district) } { $district }. kerületben, ennyiért: { $cost }
belfort-do-guild = megveszi ezt a céhet: { $guild } ({ $district }. kerület), ennyiért: { $cost }
belfort-do-buy = vásárol: 1 { $res ->
        [wood] fa
        [stone] kő
       *[metal] fém
    }, { $gold } aranyért
belfort-do-sell = elad: 1 { $res ->
        [wood] fa
        [stone] kő
       *[metal] fém
    }, { $gold } aranyért
belfort-do-convert = átvált: 1 { $res ->
        [wood] fa
        [stone] kő
       *[metal] fém
    } → 1 fém
belfort-do-hire = { $gold } aranyért gnómot bérel erre: { $card }
belfort-do-bank = 1 aranyat vesz el a Bankból
belfort-do-smith = a Kovácsműhelyben 1 fémet vesz 1 aranyért
belfort-do-end = befejezi a körét
belfort-do-recruit = toboroz { $elf ->
    [1] egy elfet
   *[0] egy törpét
}
belfort-do-gnome = egy gnómot tesz a készletből erre: { $card }
belfort-do-gate-extra = második jelzőt tesz ide: { $lot }
belfort-do-arch-district = az Építészeket ide küldi: { $district }. kerület
belfort-do-arch-lot = az Építészekkel megszerzi ezt: { $lot }
belfort-do-arch-pay = fizet: { $cost } ({ $discount } kedvezménnyel)
belfort-do-skip = kihagyja ezt a lépést
belfort-do-done = végzett
belfort-do-steal = { $gold } aranyat vesz el tőle: { $victim }
belfort-do-steal-each = fejenként { $gold } aranyat vesz el tőlük: { $victims }
belfort-do-rob = elvesz { $victim } játékostól ennyit: { $goods }
belfort-do-rob-each = legfeljebb 3 játékostól 1-1 fát vagy követ rabol
belfort-do-wiz-kind = a Varázslókkal felcseréli ezek jelzőit: { $kind }
belfort-do-wiz-from = kiválasztja a cserére: { $lot }
belfort-do-wiz-to = felcseréli a jelzőit ezzel: { $lot }
belfort-do-wiz-seat = a jelzőt ide teszi: { $lot }
belfort-do-spy-take = elveszi ezt a kártyát, amelyet { $victim } mutatott: { $card }
belfort-do-merchants = { $convert ->
    [1] { $n } fémre váltást választ
   *[0] { $n } további kereskedést választ
}
belfort-detail-place = Ára { $gold } arany; { $gives }.
belfort-detail-build = Ára { $cost }; jövedelem fordulónként { $income } arany.
belfort-detail-wall = Ára { $cost }; egy jelző a falon.
belfort-detail-guild = Ára { $cost }; aki ide helyez, { $gold } aranyat fizet neked.
belfort-detail-gives = A munkásod hazatér; { $gives }.
belfort-detail-trade = { $buy ->
    [1] Fizetsz { $gold } aranyat, kapsz: 1 { $res ->
        [wood] fa
        [stone] kő
       *[metal] fém
    }.
   *[0] Adsz: 1 { $res ->
        [wood] fa
        [stone] kő
       *[metal] fém
    }, kapsz { $gold } aranyat.
}
belfort-detail-hire = Ára { $gold } arany; fordulónként egy gnómot bérelhetsz fel.
belfort-detail-buy-card = Ára { $gold } arany, és véget ér a köröd.
belfort-detail-keep = A másik { $n } képpel felfelé a dobópakliba kerül.
belfort-detail-discard = Képpel felfelé a dobópakliba.
belfort-detail-reveal = Akkor látja mindenki, amikor már mindenki mutatott; a kém elveheti.
belfort-detail-send = Ebben a fordulóban itt gyűjt: { $area ->
    [forest] Erdő
    [quarry] Kőfejtő
    [mine] Bánya
   *[goldmine] Aranybánya
}.
belfort-prompt-keep = Válaszd ki { $deal } kártyádból azt { ARTICLE($keep) } { $keep } darabot, amelyet megtartasz; a másik { $drop } képpel felfelé a dobópakliba kerül.
belfort-prompt-block = Tedd { $np } törpéjét egy céhre: senki sem használhatja azt a céhet, amíg a törpe tovább nem lép.
belfort-prompt-place = Helyezz le egy munkást vagy passzolj: otthon { $elves } elf és { $dwarves } törpe, { $gold } arany.
belfort-prompt-distribute = Passzoltál: küldd ki az otthon maradt { $n } munkásodat a nyersanyag-területekre.
belfort-prompt-tent = Király sátra: vegyél el egy szabad pajzsot a sorrend megváltoztatásához, vagy tartsd meg { ARTICLE($shield) } { $shield }. pajzsot.
belfort-prompt-actions = Az akcióid: van { $wood } fád, { $stone } köved, { $metal } fémed, { $gold } aranyad és { $hand } kártyád.
belfort-prompt-neutral = { $place ->
    [1] Helyezd le { $np } jelzőjét a kártyája egy szabad telkére.
   *[0] Válaszd ki { $np } kártyáját: egyet a kínálatból, vagy a pakli felső lapját.
}
belfort-prompt-discard = Dobj el még { $n } { $n ->
    [one] kártyát
   *[other] kártyát
} ({ $hand } van a kezedben; a kézlimit { $limit }).
belfort-prompt-recruit = { $gnome ->
    [1] Toborzók: kapsz egy elfet vagy törpét, vagy egy gnómot teszel a készletből a záradra.
   *[0] Fogadó: kapsz egy elfet vagy törpét.
}
belfort-prompt-gnome = Válassz zárat a készletből érkező gnómnak ({ $pool } maradt).
belfort-prompt-gate = Kapuház-gnóm: válaszd ki a Kapuházat a második jelződnek.
belfort-prompt-arch = Építészek: szerezz meg egy telket, falat vagy céhet 1 fémmel vagy 2 fával/kővel olcsóbban. Van { $wood } fád, { $stone } köved, { $metal } fémed, { $gold } aranyad.
belfort-prompt-arch-pay = Építészek: a teljes ár { $cost }; válaszd ki a kedvezményt.
belfort-prompt-thieves = Tolvajok: vegyél el legfeljebb { $max } aranyat egy játékostól, vagy { $each } aranyat fejenként legfeljebb 3 játékostól.
belfort-prompt-bandits = Banditák: vegyél el árut egy játékostól, vagy 1-1 fát vagy követ legfeljebb 3 játékostól.
belfort-prompt-wizards = Varázslók: cseréld fel két azonos fajta telek jelzőit.
belfort-prompt-spies-show = Kémek: { $spy } minden játékost megkér, hogy mutasson egy kártyát; válassz egyet { ARTICLE($hand) } { $hand } kártyádból (elveheti).
belfort-prompt-spies-take = Kémek: vegyél el egyet a megmutatott kártyák közül.
belfort-prompt-merchants = Kereskedők: válassz { $converts } fémre váltást vagy { $visits } további kereskedést.
belfort-area-got = { $area ->
    [forest] Erdő
    [quarry] Kőfejtő
    [mine] Bánya
   *[goldmine] Aranybánya
}: { $list }.
belfort-got = { $player } { $amount } { $area ->
    [forest] fa
    [quarry] kő
    [mine] fém
   *[goldmine] arany
}{ $bonus ->
    [1] {" "}(+1 a legtöbb munkásért)
   *[0] {""}
}
belfort-income = Jövedelem: { $list }.
belfort-income-part = { $player } +{ $gold } arany (most { $total })
belfort-taxes = Adók: { $list }.
belfort-tax-part = { $player } { $tax ->
    [0] nem tartozik semmivel
   *[other] { $score } pontnál { $tax } arany adóval tartozik, fizet { $paid }{ $lost ->
        [0] {""}
       *[other] {" "}és elveszít { $lost } pontot
    } ({ $gold } arany maradt)
}
belfort-np-moved = Egy semleges törpe továbblép ide: { $guild } céhe ({ $district }. kerület).
belfort-scoring = Pontozás { ARTICLE($round) } { $round }. forduló után (1–5. kerület, majd elfek, törpék, gnómok):
belfort-scored = { $player } +{ $points } pontot kap: kerületek { $d1 }+{ $d2 }+{ $d3 }+{ $d4 }+{ $d5 }, elfek { $elves }, törpék { $dwarves }, gnómok { $gnomes }; most { $score }.
belfort-final-head = Végső sorrend (holtversenynél: fa + kő + arany + 2 × fém):
belfort-final-line = { $rank }. { $player }: { $score } pont (kerületek { $districts }, elfek { $elves }, törpék { $dwarves }, gnómok { $gnomes }{ $taxes ->
    [0] {""}
   *[other] , adóra elveszett { $taxes }
}){ $tied ->
    [1] , holtversenydöntő { $tiebreak } ({ $wood } fa, { $stone } kő, { $metal } fém, { $gold } arany)
   *[0] {""}
}
belfort-status = Belfort, { $round }. forduló: { $phase }. Következik: { $turn }. Pontok (pajzs): { $scores }. Gnómok a készletben: { $pool }.
belfort-status-score = { $player } { $score } ({ $shield })
belfort-band-final = Végeredmény
belfort-band-over = A játék véget ért, első: { $winners }
belfort-band-turn = Következik: { $who }
belfort-band-last = Utoljára: { $action }
belfort-band-last-change = Utoljára: { $action } → { $change }
belfort-band-no-last = Ebben a játékban még nem volt lépés
belfort-delta-wood = { $n } fa
belfort-delta-stone = { $n } kő
belfort-delta-metal = { $n } fém
belfort-delta-gold = { $n } arany
belfort-delta-points = { $n } pont
belfort-label-built = Megépített épületek (g = gnómok a kártyán)
