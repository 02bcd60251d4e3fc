## The rules lookup (/rules) and the card lookup (/card).
rules-usage = /{ cmd-name-rules } <{ cmd-name-rules-question }> [{ cmd-name-rules-title }:…]
rules-answer-heading = **{ $heading }** ({ $title }, rules § { $covers })
rules-page = Page { $page } of { $pages }
rules-other-language = Nothing matched in your language, so this answer is in { $lang }.
rules-see-also = Also relevant: { $list }
rules-nothing = Nothing in the rules reference matches “{ $question }”. Try other or fewer words, or name a game with title:<game>.
rules-no-reference = There is no rules reference for { $title } yet.
rules-button-prev = ◀ Previous
rules-button-next = Next ▶
rules-stale-page = That page no longer exists; ask /{ cmd-name-rules } again.
help-rules-pointer = Rules questions: /{ cmd-name-rules } <{ cmd-name-rules-question }> (any language), and /{ cmd-name-card } <{ cmd-name-card-name }> for a card's whole text.

card-usage = /{ cmd-name-card } <{ cmd-name-card-name }> [{ cmd-name-card-title }:…]
card-not-found = No card, building, guild, event or nation called “{ $name }”.{ $suggest ->
    [none] {""}
   *[other] {" "}Did you mean: { $suggest }?
}
card-heading = **{ $name }** ({ $title } { $kind })
card-values = Values: { $values }
card-provenance-rulebook = From the rulebook.
card-provenance-rulebook-house-fields = From the rulebook, except these values designed by Longtable: { $fields }.
card-provenance-house = House item: its values were designed by Longtable, and the printed card may differ.
card-kind-card = card
card-kind-event = event
card-kind-nation = nation
card-kind-guild = guild
card-kind-building = building
card-kind-governor = Governor
card-button = Card: { $name }

## Rules of items whose pack names them by a hook. Belfort spec 4.2, 4.3.
card-rule-belfort-pub = When a gnome is placed on its lock, flip one of your dwarves to its master side at once, for the rest of the game.
card-rule-belfort-gardens = When a gnome is placed on its lock, flip one of your elves to its master side at once, for the rest of the game.
card-rule-belfort-tower = Its worker space opens once a gnome sits on its lock; placing there costs 1 gold. On activation, move 1 gnome from the pool onto any free lock of your built cards (this is not your one hire of the round). With no gnome in the pool or no free lock, nothing happens and the gold stays paid.
card-rule-belfort-inn = Its worker space opens once a gnome sits on its lock; placing there costs 1 gold. On activation, gain 1 elf or 1 dwarf of your colour from the supply (normal side up); nothing if neither is left.
card-rule-belfort-blacksmith = Free worker space: +1 metal. With a gnome on its lock: once per round in your Actions turn, pay 1 gold for 1 metal (each gnomed Blacksmith separately).
card-rule-belfort-bank = No worker space. With a gnome on its lock: once per round in your Actions turn, +1 gold (each gnomed Bank separately).
card-rule-belfort-market = Free worker space: +2 gold. Each gnome on one of its two locks gives one more Trading Post visit per round; several Markets add up.
card-rule-belfort-gatehouse = No worker space. When built, mark one free symbol of a Gatehouse whose two symbols are both free. When a gnome is placed on its lock (once), put a second marker on the free symbol of any Gatehouse that already holds one of yours; if there is none, the effect is lost.
card-rule-belfort-library = Free worker space: draw 2 cards, then discard any 2 from your hand. With a gnome on its lock: when your Actions turn ends, draw 1 card, then discard down to 5 (each gnomed Library draws 1).
card-rule-belfort-keep = No worker space and no lock. Building it marks both symbols of one free Keep section, in one district.
card-rule-belfort-guild-merchants = On activation: up to 2 times this turn, give 1 wood or 1 stone for 1 metal; and 3 extra Trading Post visits this turn (unused ones are lost).
card-rule-belfort-guild-librarians = On activation: draw 3 cards, then discard 1 card from your hand.
card-rule-belfort-guild-architects = On activation: claim one free building lot, wall symbol or unowned guild without a card, paying its cost less 1 metal or less 2 wood/stone.
card-rule-belfort-guild-recruiters = On activation: gain 1 elf or 1 dwarf of your colour from the supply, or put 1 gnome from the pool on a free lock of one of your built cards.
card-rule-belfort-guild-thieves = On activation: steal up to 3 gold from one player, or 1 gold from each of up to 3 players.
card-rule-belfort-guild-bandits = On activation: steal 1 metal or up to 2 wood/stone from one player, or 1 wood or 1 stone from each of up to 3 players.
card-rule-belfort-guild-wizards = On activation: pick two locations of one kind (two lots of the same building type, two guilds or two wall symbols) and swap all property markers between them; cards stay where they are.
card-rule-belfort-guild-spies = On activation: every opponent holding a card reveals one card of their choice from their hand; you take one of them, the others go back.
card-rule-belfort-guild-gain = On activation: gain the resources listed under “gain”.

## Endeavor (spec 3.6-3.15).
card-rule-endeavor-governor = Governor: the top card of its region's deck. When the region's shipping track fills, it goes to the player with the most markers on that track (tie: the marker closest to the deck), who applies its icons at once. It can never be drawn. Kept on the governor space it does not count toward the card limit; an empty governor space at game end scores 3 Glory.
card-rule-endeavor-abolition = Abolition of Slavery: the first time anyone takes this card, every player turns all their Slavery cards face down (their icons stop counting, and each costs 1 Glory at game end) and the Slavery deck leaves the game.
card-rule-endeavor-mixed-and = Action (one activation): one or both of the following, in either order.
card-rule-endeavor-mixed-or = Action (one activation): one of the following.
card-rule-endeavor-action-ship = Ship: 1 harbor marker onto the farthest empty space of a region's shipping track (not Europe); take the token there. Filling the last space opens the region.
card-rule-endeavor-action-occupy = Occupy: 1 harbor marker onto an unoccupied city of an open region where you are present; take its token, then check connections.
card-rule-endeavor-action-attack = Attack: 2 harbor markers (one returns to your supply, one replaces the defender's) on another player's city in a region where you are present. No city token.
card-rule-endeavor-action-payment = Payment: move one of your markers from another of your buildings back to your harbor, so that building can be used again this round.
card-rule-endeavor-action-draw = Draw: take the top card of an open region's deck if your markers there are at least its value.
