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

# /card: the names of an item's values, and the words among them.
card-field = { $field ->
    [category] category
    [copies] copies
    [gain] gain
    [income] income
    [locks] locks
    [lot] lot
    [short] short name
    [space] worker space
    [action] action
    [culture] Culture
    [deck] deck
    [finance] Finance
    [glory] Glory
    [governor] Governor
    [industry] Industry
    [level] level
    [politics] Politics
    [value] value
    [age] age
    [architects] architects
    [battle_bonus] battle bonus
    [bonus] bonus
    [cards] cards
    [deploy] deploy cost
    [effect] effect
    [famine] famine
    [first] first part
    [food] food
    [gold] gold
    [golden_age_bonus] golden age bonus
    [loss] loss
    [nation] nation
    [per_worker] per worker
    [production_if] produces if
    [raid] raid
    [remove_if] removed if
    [requirement] requirement
    [scoring] scoring
    [second] second part
    [sections] sections
    [set] set
    [side] side
    [stone] stone
    [type] type
    [vp] VP
    [war_vp] VP for war
    [worker_vp] VP per worker
    [workers] workers
    [advisors] advisors
    [alt] otherwise
    [amount] amount
    [books] books
    [choice] choice
    [count] count
    [kind] kind
    [locked] locked
    [metal] metal
    [military] military strength
    [pay] pay
    [per] per
    [stability] stability
    [when] when
    [who] who
    [wood] wood
    [cost_house] cost (house value)
    [cost_rulebook] cost
    [status_icons] status icons
    [hook] rule
   *[other] { $field }
}
card-word = { $word ->
    [yes] yes
    [no] no
    [attack] Attack
    [draw] Draw
    [occupy] Occupy
    [payment] Payment
    [ship] Ship
    [all] all
    [one] one
    [basic] basic
    [interactive] interactive
    [resource] resource
    [crusade] crusade
    [drop_to_last] accept and fall to last
    [exhibition] free architects
    [optional] optional
    [pay_or_last] pay or fall to last
    [to_first] first in turn order
    [vasa] Military strength reduced
    [zoroaster] a choice, the others pay
    [bank_gold] the Bank's gold
    [blacksmith_buy] buying at the Blacksmith
    [gatehouse_extra] the Gatehouse's extra marker
    [library_draw] drawing at the Library
    [market_visit] a Market visit
    [master_dwarf] a master dwarf
    [master_elf] a master elf
    [open_space] its worker space
    [gatehouse] a Gatehouse lot
    [keep] the Keep
    [single] one lot
    [building] building
    [wonder] wonder
    [least_stable] the least stable
    [weakest] the weakest
    [advanced] advanced
    [base] base game
    [expert] expert
    [promo] promo
    [advisor] advisor
    [battle] battle
    [colony] colony
    [golden_age] golden age
    [war] war
    [most_stable] the most stable
    [fewest_books] fewest books
    [most_books] most books
    [not_strongest_or_most_stable] all but the strongest and most stable
    [passed_first] passed first
    [passed_last] passed last
    [strongest] the strongest
    [inn] the Inn's rule
    [library] the Library's rule
    [tower] the Tower's rule
   *[other] { $word }
}
# One value: its name and what it is ("age 1").
card-value = { $field } { $value }
