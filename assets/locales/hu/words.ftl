## Szavak, amelyeket korábban a kód rakott össze (27-es hibajegy).

endeavor-icon-count = { $track ->
    [industry] I
    [culture] K
    [finance] Pé
   *[politics] Po
}{ $n }
endeavor-label-governor-short = Korm.
duration-days = { $n } nap
duration-hours = { $n } óra
duration-minutes = { $n } perc
belfort-detail-pass = { $n ->
    [0] Ebben a fázisban végleges; nincs otthon maradt munkásod.
    [one] Ebben a fázisban végleges; az otthon maradt 1 munkásod a nyersanyag-területekre megy (Erdő, Kőfejtő, Bánya, Aranybánya).
   *[other] Ebben a fázisban végleges; az otthon maradt { $n } munkásod a nyersanyag-területekre megy (Erdő, Kőfejtő, Bánya, Aranybánya), ahogy elosztod.
}
nations-label-none-of = { $of ->
   *[other] nincs
}
# Nations: what an event part of a special kind does, on the board.
nations-event-kind = { $kind ->
    [optional] elfogadhatja vagy elutasíthatja
    [pay_or_last] fizet, vagy a játékossorrend végére kerül
    [drop_to_last] elfogadhatja, és a sorrend végére kerül
    [to_first] a játékossorrend elejére kerül
    [crusade] választ egy nyersanyagot, amit kap; a leggyengébbek veszítenek
    [zoroaster] választás, a többiek fizetnek (lásd az eseményt)
    [exhibition] ingyenes építészek
    [vasa] csökkentett katonai erő
   *[other] lásd az eseményt
}

# /card: the names of an item's values, and the words among them.
card-field = { $field ->
    [category] kategória
    [copies] példány
    [gain] nyereség
    [income] jövedelem
    [locks] zárolja
    [lot] telek
    [short] rövid név
    [space] munkáshely
    [action] akció
    [culture] kultúra
    [deck] pakli
    [finance] pénzügy
    [glory] dicsőség
    [governor] kormányzó
    [industry] ipar
    [level] szint
    [politics] politika
    [value] érték
    [age] korszak
    [architects] építészek
    [battle_bonus] csatabónusz
    [bonus] bónusz
    [cards] kártyák
    [deploy] telepítési költség
    [effect] hatás
    [famine] éhínség
    [first] első rész
    [food] élelem
    [gold] arany
    [golden_age_bonus] aranykor-bónusz
    [loss] veszteség
    [nation] nemzet
    [per_worker] munkásonként
    [production_if] termel, ha
    [raid] portya
    [remove_if] lekerül, ha
    [requirement] feltétel
    [scoring] pontozás
    [second] második rész
    [sections] szakaszok
    [set] készlet
    [side] oldal
    [stone] kő
    [type] típus
    [vp] GYP
    [war_vp] háborús GYP
    [worker_vp] GYP munkásonként
    [workers] munkások
    [advisors] tanácsadók
    [alt] különben
    [amount] mennyiség
    [books] könyvek
    [choice] választás
    [count] darab
    [kind] fajta
    [locked] zárolt
    [metal] fém
    [military] katonai erő
    [pay] fizetés
    [per] egységenként
    [stability] stabilitás
    [when] mikor
    [who] ki
    [wood] fa
    [cost_house] költség (házi érték)
    [cost_rulebook] költség
    [status_icons] státuszikonok
    [hook] szabály
   *[other] { $field }
}
card-word = { $word ->
    [yes] igen
    [no] nem
    [attack] Támadás
    [draw] Kizsákmányolás
    [occupy] Letelepedés
    [payment] Kifizetés
    [ship] Hajózás
    [all] mind
    [one] egy
    [basic] alap
    [interactive] interaktív
    [resource] nyersanyag
    [crusade] keresztes hadjárat
    [drop_to_last] elfogadás, majd a sor végére
    [exhibition] ingyenes építészek
    [optional] választható
    [pay_or_last] fizetés vagy a sor végére
    [to_first] a sorrend elejére
    [vasa] csökkentett katonai erő
    [zoroaster] választás, a többiek fizetnek
    [bank_gold] a Bank aranya
    [blacksmith_buy] vásárlás a Kovácsműhelyben
    [gatehouse_extra] a Kapuház extra jelzője
    [library_draw] húzás a Könyvtárban
    [market_visit] piaclátogatás
    [master_dwarf] egy mestertörpe
    [master_elf] egy mesterelf
    [open_space] a munkáshelyét
    [gatehouse] kapuházi telek
    [keep] az Öregtorony
    [single] egy telek
    [building] épület
    [wonder] csoda
    [least_stable] a legkevésbé stabil
    [weakest] a leggyengébb
    [advanced] haladó
    [base] alapjáték
    [expert] szakértő
    [promo] promó
    [advisor] tanácsadó
    [battle] csata
    [colony] gyarmat
    [golden_age] aranykor
    [war] háború
    [most_stable] a legstabilabb
    [fewest_books] a legkevesebb könyv
    [most_books] a legtöbb könyv
    [not_strongest_or_most_stable] mind, kivéve a legerősebbet és a legstabilabbat
    [passed_first] elsőként passzolt
    [passed_last] utolsóként passzolt
    [strongest] a legerősebb
    [inn] a Fogadó szabálya
    [library] a Könyvtár szabálya
    [tower] a Torony szabálya
   *[other] { $word }
}
# One value: its name and what it is ("age 1").
card-value = { $field }: { $value }
