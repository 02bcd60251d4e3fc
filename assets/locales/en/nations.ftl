# Nations: every sentence the game shows. Ids start with `nations-`.

nations-solo-roll = The neutral nation's die shows { $roll }.
nations-error-illegal = That action is not possible right now.
nations-error-five-need-sets = Five players need Advanced and/or Expert cards (option cards:advanced, expert or all).
nations-error-difficulty = Unknown difficulty `{ $given }`: use chieftain, prince, king or emperor, one for everyone or one per seat separated by commas.
nations-no-seat = There is no such seat.

nations-status-round = Round { $round } of { $last }, age { $age }.
nations-status-player = { $seat } ({ $nation }): { $vp } VP, { $books } { $books ->
        [one] book
       *[other] books
    }, military { $military }, stability { $stability }
nations-status-neutral = Neutral nation: military { $military }, stability { $stability }, { $books } { $books ->
        [one] book
       *[other] books
    }
nations-status-to-act = { $seat } is to act ({ $phase }).
nations-status-final = { $rank }. { $seat } ({ $nation }): { $total } { $total ->
        [one] point
       *[other] points
    } ({ $vp } VP, colonies { $colonies }, wonders { $wonders }, workers { $workers }, resources { $resources })
nations-solo-lost = Your VP fell below zero: the solo game is lost.
nations-solo-title = You enter the hall of fame as { $title }.
nations-solo-no-title = No hall-of-fame title this time.

nations-private-stock = { $nation }: { $gold } gold, { $stone } stone, { $food } food, { $books } { $books ->
        [one] book
       *[other] books
    }, { $vp } VP.
nations-private-workers = Workers: { $reserve } in reserve; population track { $food } food, { $stab } stability.
nations-private-cards = Cards: { $slots }. Advisors: { $advisors }. Colonies: { $colonies }. Wonders: { $wonders }.

nations-opt-cards = Card sets: auto (base, or all sets with 5 players), base, advanced (base+advanced), expert (base+expert), all.
nations-opt-balanced = Competitive decks: each age is the Base cards with some swapped for Advanced/Expert cards of the same type.
nations-opt-ages = Short game: how many ages to play (1 to 4).
nations-opt-easier = Easier game: everyone starts with one extra worker whose population penalty is hidden.
nations-opt-sides = Player-board side: a for everyone, or b to pick nations and sides in reverse turn order.
nations-opt-difficulty = Difficulty (chieftain, prince, king, emperor): one for all, or one per seat separated by commas.
nations-opt-top-tie = Five players, two nations tied for the top: both qualify (both), or nobody (none).
nations-opt-special-once = Each card's special action can be used once per round.
nations-opt-cover-free = A new card may cover an old one even while a slot is free.
nations-opt-lost-architects = Architects on an abandoned wonder leave the game instead of returning to the supply.
nations-opt-unlimited-architects = The architect supply never runs out.
nations-opt-solo-roll = Solo: the neutral's die is rolled after any deploy (any) or only after deploys on Military cards (military).
nations-opt-sphinx-any = The Sphinx also pays out when other nations complete wonders.
nations-opt-piazza-gold = Gold price of Piazza San Marco's trade (1 or 2).

nations-kind-advisor = Advisor
nations-kind-battle = Battle
nations-kind-building = Building
nations-kind-colony = Colony
nations-kind-golden-age = Golden Age
nations-kind-military = Military
nations-kind-war = War
nations-kind-wonder = Wonder

nations-sel-all = every nation
nations-sel-strongest = the strongest
nations-sel-weakest = the weakest
nations-sel-most-stable = the most stable
nations-sel-least-stable = the least stable
nations-sel-most-books = most books
nations-sel-fewest-books = fewest books
nations-sel-passed-first = passed first
nations-sel-passed-last = passed last
nations-sel-collapse = all but the strongest and most stable

nations-label-round = Round { $round } · Age { $age }
nations-label-row = costs { $price }
nations-label-order = Turn order
nations-label-military = Military
nations-label-stability = Stability
nations-label-books = Books
nations-label-vp = VP
nations-label-war = War
nations-label-no-war = No war bought
nations-label-event = Event
nations-label-famine = Famine { $food } food
nations-label-architects = Architects: { $public } public, { $supply } in supply
nations-label-passed = passed
nations-label-neutral = Neutral
nations-label-cost = Cost
nations-label-per-worker = Per worker: { $effect }
nations-label-raid = Raid { $raid }
nations-label-needs = Needs military { $military }
nations-label-sections = Sections: { $costs }
nations-label-vp-value = { $vp } VP
nations-label-effect = { $effect }
nations-label-loss = If defeated:
nations-label-gain = Offers { $gain }
nations-label-battle = Best raid + { $bonus }
nations-label-resources = Gold { $gold } · Stone { $stone } · Food { $food } · Books { $books } · VP { $vp }
nations-label-workers = Reserve: { $reserve } { $reserve ->
        [one] worker
       *[other] workers
    }
nations-label-population = Population track
nations-label-food-upkeep = Food upkeep { $food }
nations-label-slots = Buildings and Military
nations-label-advisors = Advisors
nations-label-colonies = Colonies
nations-label-wonders = Completed wonders
nations-label-building-wonder = Wonder under construction
nations-label-none = none
nations-label-private-architects = Own architects: { $count }
nations-label-legend-worker = worker on a card
nations-label-legend-empty = emptied population space
nations-label-solo-tile = Solo tile: die 5 / 6 actions
nations-label-final = Final score { $total }
nations-label-pending = Waiting for { $seat }
nations-label-legend-marks = ✔ = used this round · ★ = special rule
nations-label-legend-used = ✔ = used this round
nations-res-gold = gold
nations-res-stone = { $count ->
   *[other] stone
  }
nations-res-food = food
nations-res-books = { $count ->
    [one] book
   *[other] books
  }
nations-res-military = military
nations-res-stability = stability
nations-res-vp = VP
nations-res-workers = { $count ->
    [one] worker
   *[other] workers
  }
nations-label-die = Neutral's die: { $roll }
nations-opt-promo = Promo cards (the Grand Duchy of Finland) join the deck of their age.
nations-opt-advisor-removal = Advisor removal: expert (every effect that removes an advisor removes all of them, the Porcelain Tower's too), normal (the holder of two picks which goes), or auto (expert when the Expert cards are in play).
nations-label-lose-advisor = loses an advisor
nations-label-lose-advisors = loses all advisors
nations-label-tile-changes = Solo tile changes this round:
nations-change-price = cards in the { $row }-gold row cost { $price } gold
nations-change-architects = you get { $count ->
        [one] an extra architect
       *[other] { $count } extra architects
    } of your own
nations-change-gain = you get { $gain }
nations-status-war-spare = { $seat } is defeated in the War, which takes { $loss }; its Stability spares { $spare } of those: choose which (for example `spare 2 gold 1 stone`).
nations-label-round-deck = Round { $round } · Age { $age } · { $count } { $count ->
        [one] card
       *[other] cards
    } left in the age deck
nations-label-gold = Gold
nations-label-deploy = Deploy { $stone }
nations-label-worker-vp = VP { $vp }
nations-label-legend-cards = Deploy n: Stone to place a worker · VP a/b: end-game VP of the 1st/2nd worker · ★ special rule

# Table talk (issue 10): lists, accounts of the automatic steps, stages,
# choices and prompts. Seats are `{ $seat }` = the player's name.
nations-join-comma = { $a }, { $b }
nations-join-semi = { $a }; { $b }
nations-amount = { $n } { $res }
nations-who = { $seat } { $what }
nations-who-count = { $seat } { $count }
nations-no-change = no change
nations-told-cost = { $action } ({ $cost })

nations-news-round = Round { $round } (age { $age }) begins: the progress board is refilled; Growth next.
nations-news-event = Round { $round } event: { $event }; famine { $famine } food, { $architects } extra architects. { $text }
nations-news-machiavelli = { $seat } holds Machiavelli and shows both event cards to everyone before keeping one: { $a } | { $b }
nations-event-shown = { $event } (famine { $famine } food, { $architects } extra architects: { $text })
nations-event-shown-unknown = { $event }
nations-news-no-event = Round { $round }: no event card is left.
nations-news-tile = Round { $round } solo tile: neutral military { $military }, stability { $stability }, +{ $books } { $books ->
        [one] book
       *[other] books
    }; famine { $famine } food, { $architects } extra architects.
nations-news-architects = Architects: { $public } public this round; own: { $own }.
nations-news-production = Production: { $changes }.
nations-news-revolt = Revolt: { $seat } has stability { $stability }: -1 VP and { $books } { $books ->
        [one] book
       *[other] books
    } lost.
nations-order-entry = { $who } (military { $military }, stability { $stability })
nations-news-order = Turn order: { $order }.
nations-news-no-war = War: none was bought this round.
nations-news-war = War { $card }, strength { $strength } (bought by { $buyer }); each defeated nation loses { $loss } and { $vp } VP, less its stability. Defeated: { $defeated }. Safe: { $safe }.
nations-war-defeated = { $seat } (military { $military }, stability spares { $spare })
nations-war-safe = { $seat } (military { $military })
nations-news-war-losses = War losses: { $changes }.
nations-news-event-part = Event { $event }, part { $part } ({ $who }: { $selected }): { $changes }.
nations-news-nobody = nothing changes
nations-news-then-order = { $line } Turn order now: { $order }.
nations-news-solo-stability = Stability { $mine } against the neutral's { $theirs }: { $vp } VP.
nations-news-famine = Famine, { $food } food each: { $changes }.
nations-books-entry = { $seat } { $books } { $books ->
        [one] book
       *[other] books
    } +{ $vp } VP
nations-news-books = Book scoring (1 VP per nation with fewer books): { $list }.
nations-news-books-solo = Book scoring: your { $books } { $books ->
        [one] book
       *[other] books
    } against the neutral's { $theirs }: +{ $vp } VP.
nations-news-wonder = { $seat } completes { $wonder } ({ $vp } VP at the end); { $architects } { $architects ->
        [one] architect
       *[other] architects
    } go back to the supply.
nations-final-title = Game over after round { $round }. Final scores:
nations-final-line = { $rank }. { $seat } ({ $nation }): { $total } { $total ->
        [one] point
       *[other] points
    } = { $vp } VP + { $colonies } { $colonies ->
        [one] colony
       *[other] colonies
    } + { $wonders } { $wonders ->
        [one] wonder
       *[other] wonders
    } + { $workers } { $workers ->
        [one] worker
       *[other] workers
    } + { $resources } { $resources ->
        [one] resource
       *[other] resources
    }
nations-final-tie = Tie at { $total } { $total ->
        [one] point
       *[other] points
    } between { $seats }: broken by the final turn order (earlier in the order ranks higher).

nations-phase-pick = picking nations
nations-phase-growth = Maintenance: Growth
nations-phase-maintenance = Maintenance
nations-phase-actions = Actions
nations-phase-production = Resolution: Production
nations-phase-war = Resolution: War
nations-phase-event = Resolution: Event
nations-phase-famine = Resolution: Famine
nations-phase-books = Resolution: Book scoring
nations-phase-over = Game over

nations-detail-have = you have { $n } { $res }
nations-detail-buy = { $price } gold · { $effect }
nations-detail-worker-card = { $kind }: per worker { $per }; deploy { $stone } stone
nations-detail-colony = Colony: needs military { $needs }; { $effect }; { $vp } VP
nations-detail-wonder = Wonder: sections { $sections } stone; { $effect }; { $vp } VP
nations-detail-advisor = Advisor: { $effect }
nations-detail-golden = Golden Age: { $gain }, or { $price } { $price ->
        [one] resource
       *[other] resources
    } for 1 VP
nations-detail-battle = Battle: +{ $n } { $n ->
        [one] book
       *[other] books
    }, food or stone
nations-detail-war = War at your military { $strength }: the weaker lose { $loss }, { $vp } VP
nations-detail-from-reserve = from your reserve ({ $n })
nations-detail-from-card = moved from { $card }
nations-detail-deploy = { $stone } stone (you have { $have }); gives { $per }, { $vp } VP at the end; { $from }
nations-detail-undeploy = free: the worker goes back to your reserve; loses { $per }
nations-detail-own-architect = your architect ({ $n } left)
nations-detail-public-architect = public architect ({ $n } left)
nations-detail-hire = { $stone } stone (you have { $have }): section { $section } of { $sections } of { $wonder }; { $whose }
nations-detail-hire-complete = { $stone } stone (you have { $have }): completes { $wonder }, { $vp } VP; { $whose }
nations-detail-use = pay { $pay }: gain { $gain }{ $choice ->
        [0] {""}
       *[other] , then { $choice } { $choice ->
        [one] book
       *[other] books
    }, food or stone
    }
nations-detail-pass = no more actions this round
nations-detail-pass-first = no more actions this round; you pass first
nations-detail-grow-food = +1 worker; food upkeep { $before } → { $after }
nations-detail-grow-stability = +1 worker; stability { $before } → { $after }
nations-detail-grow-free = +1 worker from above the track, no penalty
nations-detail-bonus = { $gain } instead of a worker ({ $have })
nations-detail-event = this round's event: famine { $famine } food, { $architects } extra architects
nations-detail-place-new = on a free space; no card is lost
nations-detail-replace = covers { $card }; { $workers ->
        [one] its worker goes
       *[other] its { $workers } workers go
    } to your reserve
nations-detail-cover = covers { $card } and its { $vp } VP
nations-detail-drop = removes { $effect } and { $vp } VP
nations-detail-gain = { $gain } ({ $have })
nations-detail-crusade = the chosen gain { $n } { $res }; the weakest lose { $n } { $res }
nations-detail-golden-resources = gain { $gain }
nations-detail-golden-vp = pay { $n } { $n ->
        [one] resource
       *[other] resources
    } of your choice, one at a time: +1 VP
nations-detail-pay-one = pay 1 { $res } ({ $have }); { $left } left to pay after this
nations-detail-lose-one = lose 1 { $res } ({ $have }); { $left } left to lose after this
nations-detail-take-easier = a worker leaves the { $section } section, its penalty hidden; { $reserve } { $reserve ->
        [one] worker
       *[other] workers
    } in your reserve
nations-detail-take = a worker leaves the { $section } section (food upkeep now { $food }, stability { $stability })
nations-detail-return = a worker goes back to the { $section } section, { $from }
nations-detail-accept = gain { $gain }
nations-detail-accept-pay = pay { $pay } and keep your place in the turn order
nations-detail-accept-drop = gain { $gain } and drop to last in the turn order
nations-detail-decline = nothing gained, nothing lost
nations-detail-decline-last = pay nothing; drop to last in the turn order
nations-detail-bonus-self = you gain { $gain }
nations-detail-penalty-others = every other nation: { $loss }
nations-detail-spare = you lose { $lose }

nations-prompt-holding = you have { $gold } gold, { $stone } stone, { $food } food, { $books } { $books ->
        [one] book
       *[other] books
    }
nations-prompt-turn = Round { $round }, your action ({ $actions } this turn); { $holding }.
nations-prompt-pick = Pick a nation and its side (B sides, in reverse turn order).
nations-prompt-growth = Growth: free a worker from the population track (food upkeep now { $food }, stability { $stability }), or take { $bonus } food, stone or gold instead.
nations-prompt-choose-event = Machiavelli: everyone has seen both cards; keep { $a } or { $b } as this round's event. The other goes under its deck (a house rule: the rulebook doesn't say).
nations-prompt-place = Where does { $card } go? { $used } of { $max } card spaces used; a covered card's workers go to your reserve.
nations-prompt-place-wonder = { $card } is complete: where does it go? { $used } of { $max } wonder spaces used.
nations-prompt-drop-colony = You hold { $n } { $n ->
        [one] colony
       *[other] colonies
    } and { $max } fit: remove one.
nations-prompt-drop-advisor = { $card } replaces one of your { $n } { $n ->
        [one] advisor
       *[other] advisors
    }: choose which goes.
nations-prompt-lose-advisor = An effect removes one advisor and you hold { $n }: choose which goes.
nations-prompt-trim-advisors = You hold { $n } { $n ->
        [one] advisor
       *[other] advisors
    }, more than you may keep: remove one.
nations-prompt-gain = Gain { $n } of books, food or stone: choose which.
nations-prompt-golden = { $card }: take its resources, or pay { $price } { $price ->
        [one] resource
       *[other] resources
    } for 1 VP; { $holding }.
nations-prompt-golden-pay = Golden Age VP: { $n } { $n ->
        [one] resource
       *[other] resources
    } still to pay; { $holding }.
nations-prompt-lose = { $phase }: your books ran out, { $n } { $n ->
        [one] resource
       *[other] resources
    } still to lose; you have { $gold } gold, { $stone } stone, { $food } food. Choose what to lose, one at a time.
nations-prompt-easier = Easier game: take one extra worker from your population track. The space it leaves keeps its penalty hidden all game (otherwise { $penalty } Food upkeep in the Food section, { $penalty } Stability in the Stability section). Food section: { $food } { $food ->
        [one] worker
       *[other] workers
    }; Stability section: { $stability }.
nations-prompt-take = Event { $event }: take { $n } { $n ->
        [one] worker
       *[other] workers
    } from your population track ({ $food } food and { $stability } stability spaces still hold workers).
nations-prompt-return = Event { $event }: return { $n } { $n ->
        [one] worker
       *[other] workers
    } to the population track ({ $reserve } in your reserve).
nations-prompt-pay-or-last = Event { $event }: pay { $pay } to keep your place in the turn order, or decline and drop to last; { $holding }.
nations-prompt-drop-to-last = Event { $event }: accept { $gain } and drop to last in the turn order, or decline.
nations-prompt-optional = Event { $event }: accept to gain { $gain }, or decline.
nations-prompt-crusade = Event { $event }: choose the resource; the chosen nations gain { $n } of it and the weakest lose { $n }.
nations-prompt-crusade-tie = Event { $event }: you share the highest Military Strength ({ $military }), so nobody gains; as the first of the tied in turn order, choose the resource the weakest lose { $n } of.
nations-prompt-zoroaster = Event { $event }: a bonus for you ({ $gain }) or a penalty for every other nation ({ $loss }).
nations-prompt-war-spare = War lost: { $loss } to lose, and your stability spares { $spare } of them; { $holding }. Choose which to spare.

nations-header-stage = Round { $round } · Age { $age } · { $phase }
nations-header-final = Final scores
nations-header-over = Game over: { $winner } wins with { $points } { $points ->
        [one] point
       *[other] points
    }
nations-header-turn = To act: { $seat }
nations-header-resolving = The rules resolve the round
nations-header-last = Last: { $seat }: { $action }
nations-header-no-last = No action yet this game
nations-label-points = Points
nations-label-event-next = Event: drawn after Growth
