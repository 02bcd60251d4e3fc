## Belfort: messages of the game (ids start with belfort-).

belfort-title = Belfort
belfort-error-illegal = That is not a legal Belfort action right now. Use /{ cmd-name-actions } to see your choices.
belfort-error-guild-list = The guild list `{ $given }` must name 5 different guilds of this game.
belfort-error-guild-2p = The { $guild } guild is not used with 2 players; of the interactive guilds only the Wizards play.

belfort-opt-guilds = How the 5 guilds are drawn: beginner (2 basic, 3 resource), normal (2 basic, 1 resource, 2 interactive; with 2 players the Wizards plus 2 basic and 2 resource) or advanced (any 5 at random).
belfort-opt-guild-list = Play with exactly these 5 guilds instead, comma separated (for example masons,miners,bankers,architects,wizards).
belfort-opt-thieves-max = Most gold the Thieves take from a single player: 3 as the rulebook says, or 2 as reported for the printed tile.
belfort-opt-ties = Ties in majorities: drop-one (a tied group takes the next place and pushes the rest down one place) or competition (the rest move down by the group's size).
belfort-opt-market-cap = Markets can never raise a player's Trading Post visits above 3.
belfort-opt-np-keep = Markers a neutral player puts on a Keep section: 2 (like a built Keep) or 1 (the literal text).
belfort-opt-gatehouse-halves = Each half of a Gatehouse is its own lot, so another player may build on a free half.
belfort-opt-wrong-kind = Allow any worker in any resource area (workers of the wrong kind collect nothing).
belfort-opt-upgrade-lost = A Pub or Gardens gnome with no worker left to upgrade is wasted instead of upgrading a worker gained later.
belfort-opt-recruiters-hire = A gnome taken through the Recruiters' Guild uses up the round's gnome hire.
belfort-opt-merchants = The Merchants' Guild gives both its conversions and its three extra visits, or either one of them.

belfort-discarded = { $player } discarded { $cards }.
belfort-round = Round { $round } begins ({ $season }).
belfort-season-spring = spring
belfort-season-summer = summer
belfort-season-autumn = autumn
belfort-sent = { $player } sends workers out: forest { $forest }, quarry { $quarry }, mine { $mine }, gold mine { $goldmine }.
belfort-recruited = { $player } recruits at the office: { $ok ->
    [yes] a new { $kind ->
        [elf] elf
       *[dwarf] dwarf
    } joins.
   *[no] nobody comes; none of that kind are left.
}
belfort-gnome-placed = { $player } puts a gnome on their { $card }.
belfort-drew = You drew the { $card } card.
belfort-np-drew-private = The top card of the deck for { $np } is the { $card } card.
belfort-np-no-lot = { $np } drew the { $card } card, which has no free lot left: it goes to the discard pile and { $np } places nothing.
belfort-np-discards = The { $card } card of { $np } goes face up onto the discard pile.
belfort-private-np-card = Card drawn for { $np }: { $card }. Place its marker.
belfort-np-paid = A neutral dwarf arrives at a guild of { $player }, who takes { $gold } gold.
belfort-nothing = Nothing happens.
belfort-shown = { $player } shows the { $card } card.
belfort-game-over = The seventh month has ended: the game is over.
belfort-private = Hand: { $hand }. Wood { $wood }, stone { $stone }, metal { $metal }, gold { $gold }. Elves { $elves }, dwarves { $dwarves }, gnomes { $gnomes }.
belfort-private-keep = You chose to discard: { $cards }.
belfort-private-shown = You are showing: { $card }.

## Board labels.
belfort-board-subtitle = Round { $round } of { $rounds } · { $phase }
belfort-phase-keep = choosing starting cards
belfort-phase-block = placing neutral dwarves
belfort-phase-placement = placement
belfort-phase-gathering = gathering
belfort-phase-actions = actions
belfort-phase-neutral = neutral players
belfort-phase-over = game over
belfort-label-district = District { $n }
belfort-label-wall = Wall
belfort-label-gathering = Gathering board
belfort-area-forest = Forest
belfort-area-quarry = Quarry
belfort-area-mine = Mine
belfort-area-goldmine = Gold Mine
belfort-label-office = Recruitment Office
belfort-label-tent = King's Tent
belfort-label-pool = Gnome pool: { $n }
belfort-label-calendar = Calendar
belfort-label-neutral = neutral
belfort-label-display = Cards on offer
belfort-label-deck = Deck { $deck } · discards { $discard }
belfort-label-income = Income { $n }
belfort-label-cost = Cost { $cost }
belfort-label-hand = Your hand
belfort-label-tableau = Your buildings
belfort-label-gnomes = Gnomes { $n }/{ $locks }
belfort-label-worker-on = Worker: { $worker }
belfort-col-player = Player
belfort-col-score = Score
belfort-col-shield = Shield
belfort-col-goods = Goods
belfort-col-workers = Workers
belfort-col-hand = Cards
belfort-legend-goods = W wood · S stone · M metal · G gold
belfort-legend-pieces = E elf · D dwarf · g gnome · m master
belfort-legend-line1 = free place · ✕ scoring month · grey shield: used at the Tent
belfort-legend-line2 = W wood · S stone · M metal · G gold · E elf · D dwarf · m master · g gnome
belfort-label-guild = Guilds
belfort-label-markers = Markers
belfort-guild-gain = Take { $goods }.
belfort-guild-does-merchants = Twice W or S → M, { $either ->
    [yes] or
   *[no] and
} | 3 more trading visits
belfort-guild-does-librarians = Draw 3 cards, | then discard 1.
belfort-guild-does-architects = Claim a lot, wall or guild; | costs 1 M or 2 W/S less
belfort-guild-does-recruiters = +1 elf or dwarf, or a | pool gnome on your lock
belfort-guild-does-thieves = Up to { $max } G from one player, | or 1 G each from up to 3
belfort-guild-does-bandits = 1 M or up to 2 W/S from one, | or 1 W/S each from up to 3
belfort-guild-does-wizards = Swap the markers of two lots | of a kind, walls or guilds
belfort-guild-does-spies = All others show a card; | take one of them
belfort-abbr-wood = W
belfort-abbr-stone = S
belfort-abbr-metal = M
belfort-abbr-gold = G
belfort-abbr-elf = E
belfort-abbr-dwarf = D
belfort-abbr-gnome = g
belfort-abbr-master = m
belfort-seat-title = Belfort · { $player } (private)
belfort-seat-subtitle = Score { $score } · shield { $shield } · round { $round }
belfort-seat-info = Workers at home: { $home } · your markers on the board: { $markers } · { $hired ->
    [yes] gnome hired this round
   *[no] gnome not yet hired
} · { $bought ->
    [yes] card bought
   *[no] no card bought
}

## Short card texts (lines split at " | ").
belfort-short-pub = Gnome: one dwarf | becomes a master.
belfort-short-gardens = Gnome: one elf | becomes a master.
belfort-short-tower = Gnome opens a space | (1 gold): take a | gnome from the pool.
belfort-short-inn = Gnome opens a space | (1 gold): gain an | elf or a dwarf.
belfort-short-blacksmith = Space: +1 metal. | Gnome: once a round | buy 1 metal for 1 gold.
belfort-short-bank = Gnome: +1 gold | once a round.
belfort-short-market = Space: +2 gold. | Each gnome (2 locks): | one more trade visit.
belfort-short-gatehouse = Spans two districts. | Gnome: a 2nd marker | on your Gatehouse.
belfort-short-library = Space: draw 2, | discard 2. Gnome: | draw 1 after your turn.
belfort-short-keep = Two markers in | one district.

## Table talk: how actions and automatic steps are told (issue 10).
belfort-np-name = neutral { $n }
belfort-nobody = nobody
belfort-join = { $a }, { $b }
belfort-join-last = { $a } and { $b }
belfort-n-wood = { $n } wood
belfort-n-stone = { $n } stone
belfort-n-metal = { $n } metal
belfort-n-gold = { $n } gold
belfort-n-nothing = nothing
belfort-worker = { $master ->
    [1] a master { $elf ->
        [1] elf
       *[0] dwarf
    }
   *[0] { $elf ->
        [1] an elf
       *[0] a dwarf
    }
}
belfort-space-office = the Recruitment Office
belfort-space-tent = the King's Tent
belfort-space-guild = the { $guild } guild (district { $district })
belfort-space-card = the { $card } of { $player }
belfort-gives-office = gives { $elf ->
    [1] an elf
   *[0] a dwarf
} at gathering
belfort-gives-tent = choose a turn-order shield at gathering
belfort-gives-goods = gives { $goods }
belfort-gives-guild = { $hook ->
    [merchants] { $either ->
        [1] convert wood or stone to metal twice, or 3 more trading visits
       *[0] convert wood or stone to metal twice and 3 more trading visits
    }
    [librarians] draw 3 cards, then discard 1
    [architects] claim a lot, wall or guild for 1 metal or 2 wood/stone less
    [recruiters] gain an elf or a dwarf, or put a pool gnome on your lock
    [thieves] take up to { $max } gold from one player, or 1 gold each from up to 3
    [bandits] take 1 metal or up to 2 wood/stone from one player, or 1 wood/stone each from up to 3
    [wizards] swap the markers of two lots of one kind, two walls or two guilds
   *[spies] every other player shows a card; take one of them
}
belfort-gives-space = { $hook ->
    [tower] take a gnome from the pool onto one of your locks
    [inn] gain an elf or a dwarf
   *[library] draw 2 cards, then discard 2
}
belfort-told = { $player } { $what }.
belfort-told-keep = { $player } keeps { $n } { $n ->
        [one] card
       *[other] cards
    }.
belfort-told-keep-own = You keep { $cards }.
belfort-told-show = { $player } shows a card to { $spy }.
belfort-told-show-own = You show your { $card } to { $spy }.
belfort-told-np-deck = { $player } draws the top card of the deck for { $np }; it stays hidden until { $np } places it.
belfort-told-np-pick = { $player } picks the { $card } from the display for { $np }.
belfort-told-np-place = { $player } places the marker of { $np } on { $lot }.
belfort-told-buy-deck = { $player } pays { $gold } gold for the top card of the deck.
belfort-told-buy-display = { $player } pays { $gold } gold for the { $card } on display.
belfort-told-discard = { $player } discards the { $card } card face up.
belfort-told-build = { $player } builds the { $card } on { $lot } for { $cost }.
belfort-do-block = blocks the { $guild } guild (district { $district }) with a neutral dwarf
belfort-do-place = places { $worker } on { $space }{ $gold ->
    [0] {""}
   *[other] {" "}for { $gold } gold
}
belfort-do-pass = passes
belfort-do-send = sends { $worker } to the { $area ->
    [forest] Forest
    [quarry] Quarry
    [mine] Mine
   *[goldmine] Gold Mine
}
belfort-do-shield = takes shield { $shield }
belfort-do-keep-shield = keeps shield { $shield }
belfort-do-activate = activates { $space }
belfort-do-wall = builds a wall in district { $district } for { $cost }
belfort-do-guild = buys the { $guild } guild (district { $district }) for { $cost }
belfort-do-buy = buys 1 { $res ->
        [wood] wood
        [stone] stone
       *[metal] metal
    } for { $gold } gold
belfort-do-sell = sells 1 { $res ->
        [wood] wood
        [stone] stone
       *[metal] metal
    } for { $gold } gold
belfort-do-convert = converts 1 { $res ->
        [wood] wood
        [stone] stone
       *[metal] metal
    } into 1 metal
belfort-do-hire = hires a gnome onto the { $card } for { $gold } gold
belfort-do-bank = takes 1 gold from the Bank
belfort-do-smith = buys 1 metal for 1 gold at the Blacksmith
belfort-do-end = ends the turn
belfort-do-recruit = recruits { $elf ->
    [1] an elf
   *[0] a dwarf
}
belfort-do-gnome = puts a gnome from the pool on the { $card }
belfort-do-gate-extra = puts a second marker on { $lot }
belfort-do-arch-district = sends the Architects to district { $district }
belfort-do-arch-lot = claims { $lot } with the Architects
belfort-do-arch-pay = pays { $cost } ({ $discount } off)
belfort-do-skip = skips
belfort-do-done = is done
belfort-do-steal = takes { $gold } gold from { $victim }
belfort-do-steal-each = takes { $gold } gold each from { $victims }
belfort-do-rob = takes { $goods } from { $victim }
belfort-do-rob-each = robs up to 3 players of 1 wood or stone each
belfort-do-wiz-kind = swaps markers of { $kind } with the Wizards
belfort-do-wiz-from = picks { $lot } to swap
belfort-do-wiz-to = swaps its markers with { $lot }
belfort-do-wiz-seat = sets the marker on { $lot }
belfort-do-spy-take = takes the { $card } that { $victim } showed
belfort-do-merchants = { $convert ->
    [1] takes { $n } { $n ->
        [one] conversion
       *[other] conversions
    } to metal
   *[0] takes { $n } more trading visits
}
belfort-detail-place = Costs { $gold } gold; { $gives }.
belfort-detail-build = Costs { $cost }; income { $income } gold each round.
belfort-detail-wall = Costs { $cost }; a marker on the wall.
belfort-detail-guild = Costs { $cost }; others placing there pay you { $gold } gold.
belfort-detail-gives = Your worker comes home; { $gives }.
belfort-detail-trade = { $buy ->
    [1] Pay { $gold } gold, gain 1 { $res ->
        [wood] wood
        [stone] stone
       *[metal] metal
    }.
   *[0] Give 1 { $res ->
        [wood] wood
        [stone] stone
       *[metal] metal
    }, gain { $gold } gold.
}
belfort-detail-hire = Costs { $gold } gold; one hire a round.
belfort-detail-buy-card = Costs { $gold } gold and ends your turn.
belfort-detail-keep = The other { $n } go face up to the discard pile.
belfort-detail-discard = Face up onto the discard pile.
belfort-detail-reveal = Shown to everyone once all have shown; the spy may take it.
belfort-detail-send = Gathers in the { $area ->
    [forest] Forest
    [quarry] Quarry
    [mine] Mine
   *[goldmine] Gold Mine
} this round.
belfort-prompt-keep = Choose { $keep } of your { $deal } { $deal ->
        [one] card
       *[other] cards
    } to hold; the other { $drop } go face up to the discard pile.
belfort-prompt-block = Put the dwarf of { $np } on a guild: nobody may use that guild until it moves on.
belfort-prompt-place = Place a worker or pass: { $elves } { $elves ->
        [one] elf
       *[other] elves
    } and { $dwarves } { $dwarves ->
        [one] dwarf
       *[other] dwarves
    } at home, { $gold } gold.
belfort-prompt-distribute = You passed: send { $n ->
        [one] your worker
       *[other] your { $n } workers
    } left at home to the resource areas.
belfort-prompt-tent = King's Tent: take a free shield to change the turn order, or keep shield { $shield }.
belfort-prompt-actions = Your actions: you have { $wood } wood, { $stone } stone, { $metal } metal, { $gold } gold and { $hand } { $hand ->
        [one] card
       *[other] cards
    }.
belfort-prompt-neutral = { $place ->
    [1] Place the marker of { $np } on a free lot of its card.
   *[0] Choose the card of { $np }: one on display, or the top of the deck.
}
belfort-prompt-discard = Discard { $n } more { $n ->
    [one] card
   *[other] cards
} (you hold { $hand }; the hand limit is { $limit }).
belfort-prompt-recruit = { $gnome ->
    [1] Recruiters: gain an elf or a dwarf, or put a pool gnome on your lock.
   *[0] Inn: gain an elf or a dwarf.
}
belfort-prompt-gnome = Choose a lock for a gnome from the pool ({ $pool } left).
belfort-prompt-gate = Gatehouse gnome: choose the Gatehouse for your second marker.
belfort-prompt-arch = Architects: claim a lot, wall or guild for 1 metal or 2 wood/stone less. You have { $wood } wood, { $stone } stone, { $metal } metal, { $gold } gold.
belfort-prompt-arch-pay = Architects: the full cost is { $cost }; choose the discount.
belfort-prompt-thieves = Thieves: take up to { $max } gold from one player, or { $each } gold each from up to 3.
belfort-prompt-bandits = Bandits: take goods from one player, or 1 wood or stone each from up to 3.
belfort-prompt-wizards = Wizards: swap the markers of two lots of one kind.
belfort-prompt-spies-show = Spies: { $spy } asks every player to show a card; choose one of your { $hand } (they may take it).
belfort-prompt-spies-take = Spies: take one of the shown cards.
belfort-prompt-merchants = Merchants: take { $converts } { $converts ->
        [one] conversion
       *[other] conversions
    } to metal, or { $visits } more trading visits.
belfort-area-got = { $area ->
    [forest] Forest
    [quarry] Quarry
    [mine] Mine
   *[goldmine] Gold Mine
}: { $list }.
belfort-got = { $player } { $amount } { $area ->
    [forest] wood
    [quarry] stone
    [mine] metal
   *[goldmine] gold
}{ $bonus ->
    [1] {" "}(+1 for the most workers)
   *[0] {""}
}
belfort-income = Income: { $list }.
belfort-income-part = { $player } +{ $gold } gold (now { $total })
belfort-taxes = Taxes: { $list }.
belfort-tax-part = { $player } { $tax ->
    [0] owes nothing
   *[other] owes { $tax } gold at { $score } { $score ->
        [one] point
       *[other] points
    }, pays { $paid }{ $lost ->
        [0] {""}
       *[other] {" "}and loses { $lost } { $lost ->
        [one] point
       *[other] points
    }
    } ({ $gold } gold left)
}
belfort-np-moved = A neutral dwarf moves on to the { $guild } guild (district { $district }).
belfort-scoring = Scoring after round { $round } (districts 1-5, then elves, dwarves, gnomes):
belfort-scored = { $player } scores +{ $points }: districts { $d1 }+{ $d2 }+{ $d3 }+{ $d4 }+{ $d5 }, elves { $elves }, dwarves { $dwarves }, gnomes { $gnomes }; now { $score }.
belfort-final-head = Final ranking (ties broken by wood + stone + gold + 2 × metal):
belfort-final-line = { $rank }. { $player }: { $score } { $score ->
        [one] point
       *[other] points
    } (districts { $districts }, elves { $elves }, dwarves { $dwarves }, gnomes { $gnomes }{ $taxes ->
    [0] {""}
   *[other] , lost to taxes { $taxes }
}){ $tied ->
    [1] , tie-break { $tiebreak } ({ $wood } wood, { $stone } stone, { $metal } metal, { $gold } gold)
   *[0] {""}
}
belfort-status = Belfort, round { $round }: { $phase }. To act: { $turn }. Scores (shield): { $scores }. Gnomes in the pool: { $pool }.
belfort-status-score = { $player } { $score } ({ $shield })
belfort-band-final = Final scores
belfort-band-over = Game over, first: { $winners }
belfort-band-turn = To act: { $who }
belfort-band-last = Last: { $action }
belfort-band-last-change = Last: { $action } → { $change }
belfort-band-no-last = No action yet this game
belfort-delta-wood = { $n } wood
belfort-delta-stone = { $n } stone
belfort-delta-metal = { $n } metal
belfort-delta-gold = { $n } gold
belfort-delta-points = { $n } { $n ->
        [one] point
       *[other] points
    }
belfort-label-built = Built buildings (g = gnomes on the card)
