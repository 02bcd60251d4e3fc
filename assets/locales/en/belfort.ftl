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
belfort-collected = { $player } collects { $amount } in the { $area }.
belfort-bonus = { $player } has the most workers in the { $area } and takes 1 more.
belfort-recruited = { $player } recruits at the office: { $kind } { $ok ->
    [yes] joins.
   *[no] does not come; none are left.
}
belfort-taxed = { $player } owes { $tax } gold in taxes and pays { $paid }.
belfort-gnome-placed = { $player } puts a gnome on a { $card }.
belfort-drew = You drew a { $card }.
belfort-np-drew = The deck gives { $np } a { $card }.
belfort-np-paid = A neutral dwarf arrives at a guild of { $player }, who takes { $gold } gold.
belfort-nothing = Nothing happens.
belfort-shown = { $player } shows a { $card }.
belfort-scored = { $player } scores { $points } and now has { $score }.
belfort-game-over = The seventh month has ended: the game is over.
belfort-status = Belfort, round { $round }, { $phase } phase. Scores (shield): { $scores }. Gnomes in the pool: { $pool }.
belfort-private = Hand: { $hand }. Wood { $wood }, stone { $stone }, metal { $metal }, gold { $gold }. Elves { $elves }, dwarves { $dwarves }, gnomes { $gnomes }.
belfort-private-keep = You chose to discard: { $cards }.
belfort-private-shown = You are showing: { $card }.
