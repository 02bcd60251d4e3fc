## Endeavor: messages of the game. Seats are numbered from 1.

endeavor-error-content = The Endeavor content pack has { $errors } problem(s); run `longtable content check` to see them.
endeavor-error-illegal = That move is not allowed for you right now.

## Options (shown by /game new endeavor)
endeavor-opt-slavery-penalty = Face-down Slavery cards cost 1 Glory each only if slavery was abolished during the game (default: they always cost 1).
endeavor-opt-ship-ship = A double Ship (Cartographer) must send both markers to the same region (default: any regions).
endeavor-opt-draw-draw = A double Draw (Trade House) takes both cards from the same deck; off: from the same region, so Europe and Slavery may be mixed.
endeavor-opt-build-fallback = When no tile of your build level or lower is left: `lowest` opens the lowest higher level that still has tiles, `next` only the level just above, `any` every higher level.
endeavor-opt-empty-activation = Allow activating a building or spending a token even when none of its actions can be carried out (default: not allowed).
endeavor-opt-empty-payment = Allow a Payment that has no building to free (default: not allowed).

## Log
endeavor-log-build = Player { $seat } builds a { $building }.
endeavor-log-growth = Round { $round }: every player's population grows.
endeavor-log-salary = Player { $seat } pays { $count } { $count ->
    [one] worker
   *[other] workers
  } back to the harbor.
endeavor-log-free = Player { $seat } pays the worker on their { $building } back to the harbor.
endeavor-log-activate = Player { $seat } activates their { $building }.
endeavor-log-token = Player { $seat } spends a { $token } token.
endeavor-log-ship = Player { $seat } ships to { $region } (space { $space }).
endeavor-log-ship-beside = Player { $seat } ships to { $region }; the track is full, so the marker waits beside it.
endeavor-log-open = { $region } is now open.
endeavor-log-governor = Player { $seat } becomes { $card }.
endeavor-log-occupy = Player { $seat } occupies { $city }.
endeavor-log-attack = Player { $seat } attacks { $city } and drives out player { $defender }.
endeavor-log-connection = Player { $seat } is the first to control the link { $from } – { $to } and takes its token.
endeavor-log-pay = Player { $seat } frees the worker on their { $building }.
endeavor-log-draw = Player { $seat } takes the card { $card }.
endeavor-log-abolition = Slavery is abolished: every Slavery card held is turned face down and the Slavery deck leaves the game.
endeavor-log-done = Player { $seat } stops there.
endeavor-log-pass = Player { $seat } passes.
endeavor-log-govern = Player { $seat } seats { $card } on the governor space.
endeavor-log-ungovern = Player { $seat } moves { $card } off the governor space onto a card space.
endeavor-log-discard = Player { $seat } gives up { $card }.
endeavor-log-round-end = Round { $round } is over; the crown moves on.

## Status
endeavor-phase-build = Build
endeavor-phase-salary = Salary
endeavor-phase-action = Actions
endeavor-phase-over = Game over
endeavor-status = Round { $round } of 7 · { $phase } · player { $first } holds the crown
endeavor-status-to-act = Waiting for player { $seat }.
endeavor-status-score-so-far = Player { $seat }: { $glory } Glory if the game ended now
endeavor-status-over = The game is over. Final Glory:
endeavor-status-score = Player { $seat }: { $glory } Glory
endeavor-private-status = Industry { $industry } (build level { $build }) · Culture { $culture } (growth { $growth }) · Finance { $finance } (salary { $salary }) · Politics { $politics } (card limit { $limit })
endeavor-private-pieces = Harbor: { $harbor } workers · supply: { $supply }
endeavor-private-buildings = Buildings (* = worker on it): { $list }
endeavor-private-cards = Cards: { $list } · governor space: { $governor }

## Board labels
endeavor-label-title = Endeavor
endeavor-label-round = Round { $round } of 7 · { $phase }
endeavor-label-closed-legend = dashed frame: region still closed
endeavor-label-glory-city = gold ring: city worth 2 Glory
endeavor-label-crown = first player
endeavor-label-beside = beside
endeavor-label-deck = deck
endeavor-label-deck-empty = empty
endeavor-label-top = top
endeavor-label-supply = Buildings left (level: tiles)
endeavor-label-level = Level { $level }
endeavor-label-tokens = Trade tokens
endeavor-label-brown = Brown: +1 status each
endeavor-label-blue = Blue: one action, then spent
endeavor-label-players = Players
endeavor-label-player = Player { $seat }
endeavor-label-harbor = Harbor
endeavor-label-supply-markers = Supply
endeavor-label-buildings = Buildings
endeavor-label-cards = Cards
endeavor-label-governor-space = Governor space
endeavor-label-governor = Governor
endeavor-label-card-limit = Card limit { $limit } (+1 with a Slavery card, at most 5)
endeavor-label-slavery-down = Face-down Slavery: { $count }
endeavor-label-passed = passed
endeavor-label-glory = Glory now
endeavor-label-abolished = Slavery abolished
endeavor-label-level-value = level
endeavor-label-no-circle = no circle
endeavor-label-status-short = I{ $i } C{ $c } F{ $f } P{ $p }
endeavor-track-build = { $track } { $status } → build level { $level }
endeavor-track-growth = { $track } { $status } → growth { $level }
endeavor-track-salary = { $track } { $status } → salary { $level }
endeavor-track-limit = { $track } { $status } → card limit { $level }
endeavor-label-track-legend = A gold square shows its number and, in bold, the level it gives; at the end a track scores the gold square at or below its marker.
endeavor-label-icon-legend = I/C/F/P = Industry/Culture/Finance/Politics icons · ★ = Glory · ○ = empty activation circle
