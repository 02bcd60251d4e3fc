# Nations: every sentence the game shows. Ids start with `nations-`.

nations-played = Seat { $seat }: { $action }
nations-game-over = The game is over: final scoring is done.
nations-solo-roll = The neutral nation's die shows { $roll }.
nations-error-illegal = That action is not possible right now.
nations-error-five-need-sets = Five players need Advanced and/or Expert cards (option cards:advanced, expert or all).
nations-error-difficulty = Unknown difficulty `{ $given }`: use chieftain, prince, king or emperor, one for everyone or one per seat separated by commas.
nations-no-seat = There is no such seat.

nations-status-round = Round { $round } of 8, age { $age }.
nations-status-player = Seat { $seat } ({ $nation }): { $vp } VP, { $books } books, military { $military }, stability { $stability }
nations-status-neutral = Neutral nation: military { $military }, stability { $stability }, { $books } books
nations-status-to-act = Seat { $seat } is to act.
nations-status-final = Seat { $seat } ({ $nation }): { $total } points ({ $vp } VP, colonies { $colonies }, wonders { $wonders }, workers { $workers }, resources { $resources })
nations-solo-lost = Your VP fell below zero: the solo game is lost.
nations-solo-title = You enter the hall of fame as { $title }.
nations-solo-no-title = No hall-of-fame title this time.

nations-private-stock = { $nation }: { $gold } gold, { $stone } stone, { $food } food, { $books } books, { $vp } VP.
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
nations-label-workers = Reserve: { $reserve } workers
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
nations-label-pending = Waiting for seat { $seat }
nations-label-legend-marks = ✔ = used this round · ★ = special rule
nations-res-gold = gold
nations-res-stone = stone
nations-res-food = food
nations-res-books = books
nations-res-military = military
nations-res-stability = stability
nations-res-vp = VP
nations-res-workers = workers
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
nations-status-war-spare = Seat { $seat } is defeated in the War, which takes { $loss }; its Stability spares { $spare } of those: choose which (for example `spare 2 gold 1 stone`).
nations-label-round-deck = Round { $round } · Age { $age } · { $count } cards left in the age deck
nations-label-gold = Gold
nations-label-deploy = Deploy { $stone }
nations-label-worker-vp = VP { $vp }
nations-label-legend-cards = Deploy n: Stone to place a worker · VP a/b: end-game VP of the 1st/2nd worker · ★ special rule
