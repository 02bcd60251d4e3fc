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
