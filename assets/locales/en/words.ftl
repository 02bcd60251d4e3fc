## Words that used to be built in code (issue 27): board letters,
## durations, and what a choice does.

# One status icon and its count, in the letters the boards' legend explains.
endeavor-icon-count = { $track ->
    [industry] I
    [culture] C
    [finance] F
   *[politics] P
}{ $n }
# A Governor card on top of a deck (the board's legend spells it out).
endeavor-label-governor-short = Gov
# A duration, at most two units ("1d 4h").
duration-days = { $n }d
duration-hours = { $n }h
duration-minutes = { $n }m
# Belfort: what passing does (rules PL-6).
belfort-detail-pass = { $n ->
    [0] Final for this phase; you have no workers left at home.
    [one] Final for this phase; your 1 worker still at home goes to the resource areas (Forest, Quarry, Mine, Gold Mine).
   *[other] Final for this phase; your { $n } workers still at home go to the resource areas (Forest, Quarry, Mine, Gold Mine), split as you choose.
}
# Nations: an empty list of cards, advisors, colonies or wonders.
nations-label-none-of = { $of ->
   *[other] none
}
# Nations: what an event part of a special kind does, on the board.
nations-event-kind = { $kind ->
    [optional] may accept or decline
    [pay_or_last] pay or fall to last in turn order
    [drop_to_last] may accept and fall to last
    [to_first] first in turn order
    [crusade] choose a resource to gain; the weakest lose
    [zoroaster] a choice, the others pay (see the event)
    [exhibition] free architects
    [vasa] Military strength reduced
   *[other] see the event
}
