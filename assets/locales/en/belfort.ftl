## Belfort: messages of the game (ids start with belfort-).

belfort-title = Belfort
belfort-error-illegal = That is not a legal Belfort action right now. Use /actions to see your choices.
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

belfort-acted = { $player }: { $action }
belfort-chose-secretly = { $player } has made a secret choice.
belfort-discarded = { $player } discarded { $cards }.
belfort-round = Round { $round } begins ({ $season }).
belfort-sent = { $player } sends workers out: forest { $forest }, quarry { $quarry }, mine { $mine }, gold mine { $goldmine }.
belfort-collected = { $player } collects { $amount } { $area ->
    [forest] wood in the Forest
    [quarry] stone in the Quarry
    [mine] metal in the Mine
   *[goldmine] gold in the Gold Mine
}.
belfort-bonus = { $player } has the most workers in the { $area ->
    [forest] Forest
    [quarry] Quarry
    [mine] Mine
   *[goldmine] Gold Mine
} and takes 1 more.
belfort-recruited = { $player } recruits at the office: { $ok ->
    [yes] a new { $kind ->
        [elf] elf
       *[dwarf] dwarf
    } joins.
   *[no] nobody comes; none of that kind are left.
}
belfort-taxed = { $player } owes { $tax } gold in taxes and pays { $paid }.
belfort-gnome-placed = { $player } puts a gnome on a { $card }.
belfort-drew = You drew a { $card }.
belfort-np-drew = { $player } draws the top card of the deck for { $np } and keeps it hidden until { $np } builds.
belfort-np-drew-private = The top card of the deck for { $np } is a { $card }.
belfort-np-no-lot = The card { $np } drew is a { $card }, which has no free lot left: it goes to the discard pile and { $np } places nothing.
belfort-np-discards = The { $card } card of { $np } goes face up onto the discard pile.
belfort-private-np-card = Card drawn for { $np }: { $card }. Place its marker.
belfort-np-paid = A neutral dwarf arrives at a guild of { $player }, who takes { $gold } gold.
belfort-nothing = Nothing happens.
belfort-shown = { $player } shows a { $card }.
belfort-scored = { $player } scores { $points } and now has { $score }.
belfort-game-over = The seventh month has ended: the game is over.
belfort-status = Belfort, round { $round }: { $phase }. Scores (shield): { $scores }. Gnomes in the pool: { $pool }.
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
