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

## Log: what followed an action or came on its own (the action itself is told by endeavor-tell-*)
endeavor-none = none
endeavor-join = { $head } · { $tail }
endeavor-gives-status = +{ $count } { $track }
endeavor-gives-action = one { $action } action to spend later
endeavor-log-growth = Growth, round { $round }: { $list }
endeavor-growth-item = { $seat } +{ $gained } (growth { $growth }, harbor { $harbor })
endeavor-log-salary = Salary, round { $round }: { $list }
endeavor-salary-item = { $seat } frees { $freed } of { $salary } (harbor { $harbor })
endeavor-log-ship = { $seat } takes space { $space } of { $spaces } on the { $region } track (no token left there).
endeavor-log-ship-token = { $seat } takes space { $space } of { $spaces } on the { $region } track and its { $token } token: { $gives }.
endeavor-log-ship-beside = The { $region } track is full: { $seat }'s worker waits beside it ({ $count } there).
endeavor-log-open = { $region } opens; nobody takes its Governor.
endeavor-log-governor = { $region } opens: { $seat } has the most workers on its track ({ $count }{ $tied ->
    [yes] , tie broken by the space nearest the deck
   *[no] { "" }
  }) and takes { $card }.
endeavor-log-occupy-token = { $seat } takes the { $token } token on { $city }: { $gives }.
endeavor-log-attack = { $defender } loses { $city }: one of their workers and one of { $seat }'s go back to their supplies.
endeavor-log-connection = { $seat } is the first to control { $from } – { $to }{ $token ->
    [none] { "" }
   *[other] { " " }and takes its { $token } token: { $gives }
  }.
endeavor-log-abolition = Slavery is abolished: every Slavery card held is turned face down and the Slavery deck leaves the game.
endeavor-log-round-end = Round { $round } is over; { $seat } takes the crown for round { $next }.
endeavor-log-game-end = Round { $round } is over: the game ends. Final Glory:
endeavor-final-line = { $rank }. { $seat }: { $total } Glory (cities { $cities }, connections { $connections }, tracks { $tracks } [I{ $industry } C{ $culture } F{ $finance } P{ $politics }], cards { $cards }, empty governor space { $governor }, buildings { $buildings }, harbor { $harbor }, Slavery { $slavery })
endeavor-final-tie = No tie-breaker in Endeavor: { $list } share place { $rank }.

## How each action is told to everyone (all of Endeavor is public)
endeavor-tell-build = { $seat } builds the { $building } (level { $level }): { $gives }.
endeavor-tell-free = { $seat } frees the worker on their { $building } (salary).
endeavor-tell-activate = { $seat } activates their { $building } ({ $action }), 1 worker from the harbor.
endeavor-tell-token = { $seat } spends a { $token } token{ $named ->
    [yes] {""}
   *[no] { " " }({ $action })
  }.
endeavor-tell-ship = { $seat } ships a worker to { $region }.
endeavor-tell-occupy = { $seat } occupies { $city } ({ $region }).
endeavor-tell-attack = { $seat } attacks { $city }, held by { $defender }, with 2 workers.
endeavor-tell-pay = { $seat } pays: the worker on their { $building } goes back to the harbor.
endeavor-tell-draw = { $seat } draws { $card } from the { $deck } deck: { $gives }.
endeavor-tell-done = { $seat } ends the action there.
endeavor-tell-pass = { $seat } passes for the rest of the round.
endeavor-tell-govern = { $seat } puts { $card } on their governor space.
endeavor-tell-ungovern = { $seat } moves { $card } off their governor space.
endeavor-tell-discard = { $seat } discards { $card } (card limit).
endeavor-tell-keep = { $seat } keeps their cards as they are.

## Choices: a label and what each costs and gives
endeavor-icons = { $icons }
endeavor-no-icons = no status
endeavor-choice-build = Build { $building } (level { $level })
endeavor-detail-build = gives { $icons }; { $action }{ $glory ->
    [0] { "" }
   *[other] ; ★{ $glory } at the end
  }; { $left } left
endeavor-detail-no-action = no action circle
endeavor-basic = { $basic ->
    [ship] Ship
    [occupy] Occupy
    [attack] Attack
    [payment] Payment
   *[draw] Draw
  }
endeavor-offer-either = { $a } or { $b }
endeavor-offer-both = { $a } and { $b }
endeavor-detail-action = action { $action }
endeavor-choice-free = Free the worker on your { $building }
endeavor-detail-free = back to the harbor; { $left } of your salary { $salary } left to free
endeavor-choice-activate = Activate { $building }: { $action }
endeavor-detail-activate = costs 1 harbor worker (you have { $harbor }); stays on it until freed
endeavor-choice-token = Spend the { $token } token{ $named ->
    [yes] {""}
   *[no] : { $action }
  }
endeavor-detail-token = the token is used up; no worker on a building
endeavor-choice-ship = Ship to { $region }
endeavor-detail-ship-space = 1 worker to space { $space } of { $spaces }; takes { $token }: { $gives }{ $opens ->
    [yes] ; opens the region
   *[no] { "" }
  }
endeavor-detail-ship-empty = 1 worker to space { $space } of { $spaces } (no token){ $opens ->
    [yes] ; opens the region
   *[no] { "" }
  }
endeavor-detail-ship-beside = track full: 1 worker waits beside it (counts for presence)
endeavor-choice-occupy = Occupy { $city } ({ $region })
endeavor-detail-occupy = 1 worker; takes { $token }: { $gives }; ★{ $glory } at the end
endeavor-detail-occupy-bare = 1 worker; ★{ $glory } at the end
endeavor-choice-attack = Attack { $city } (held by { $defender })
endeavor-detail-attack = 2 workers (1 returns to your supply, 1 of theirs to theirs); ★{ $glory } at the end
endeavor-choice-pay = Pay: free the worker on your { $building }
endeavor-detail-pay = that worker goes back to your harbor
endeavor-choice-draw = Draw { $card } ({ $deck })
endeavor-detail-draw = gives { $icons }{ $glory ->
    [0] { "" }
   *[other] , ★{ $glory }
  }; needs { $value } of your workers there
endeavor-choice-done = Stop here
endeavor-detail-done = ends this action without its second part
endeavor-choice-pass = Pass
endeavor-detail-pass = no more actions this round; you keep { $harbor } harbor workers
endeavor-choice-govern = Put { $card } on the governor space
endeavor-detail-govern = it stops counting toward your card limit (you lose the empty-space ★3)
endeavor-choice-ungovern = Move { $card } off the governor space
endeavor-detail-ungovern = it counts toward your card limit; the empty space scores ★3
endeavor-choice-discard = Discard { $card }
endeavor-detail-discard = you lose { $icons }{ $glory ->
    [0] { "" }
   *[other] and ★{ $glory }
  }; you hold { $held }, your limit is { $limit }
endeavor-choice-keep = Keep your cards
endeavor-detail-keep = you hold { $held }, your limit is { $limit }

## Prompts: why a seat is asked
endeavor-prompt-build = Build, round { $round }: your build level is { $level }; choose a building.
endeavor-prompt-salary = Salary: { $left } of your salary { $salary } left to free; { $occupied } { $occupied ->
        [one] worker
       *[other] workers
    } on your buildings: choose which.
endeavor-prompt-action = Your action: { $harbor } { $harbor ->
        [one] worker
       *[other] workers
    } in your harbor, { $supply } in your supply.
endeavor-prompt-part = Your { $action } action: choose { $count ->
    [one] its part
   *[other] the next part
  } ({ $harbor } { $harbor ->
        [one] worker
       *[other] workers
    } in your harbor).
endeavor-prompt-limit = Card limit: you hold { $held }, your limit is { $limit }: discard { $over }.
endeavor-prompt-limit-govern = Card limit: you hold { $held }, your limit is { $limit }: discard { $over }, or first put a Governor on your empty governor space, where it no longer counts.
endeavor-prompt-arrange = Card limit: you hold { $held }, your limit is { $limit }; you may move your Governor, or keep your cards.

## Status
endeavor-phase-build = Build
endeavor-phase-growth = Growth
endeavor-phase-salary = Salary
endeavor-phase-action = Actions
endeavor-phase-over = Game over
endeavor-status = Round { $round } of 7 · { $phase } · { $first } holds the crown
endeavor-status-to-act = Waiting for { $seat }.
endeavor-status-score-so-far = { $seat }: { $glory } Glory if the game ended now
endeavor-status-over = The game is over. Final Glory:
endeavor-status-score = { $rank }. { $seat }: { $glory } Glory
endeavor-private-status = Industry { $industry } (build level { $build }) · Culture { $culture } (growth { $growth }) · Finance { $finance } (salary { $salary }) · Politics { $politics } (card limit { $limit })
endeavor-private-pieces = Harbor: { $harbor } { $harbor ->
    [one] worker
   *[other] workers
  } · supply: { $supply }
endeavor-private-buildings = Buildings (* = worker on it): { $list }
endeavor-private-cards = Cards: { $list } · governor space: { $governor }

## Board labels
endeavor-label-title = Endeavor
endeavor-label-round = Round { $round } of 7 · { $phase }
endeavor-label-final = Final scores after round { $round }
endeavor-label-turn = To act: { $list }
endeavor-label-over = Game over: { $list } { $count ->
    [one] wins
   *[other] share the win
  }
endeavor-label-last = Last: { $what }
endeavor-label-last-change = Last: { $what } → { $change }
endeavor-label-no-last = No action yet this game
endeavor-delta-status = { $n } { $track }
endeavor-delta-harbor = { $n } in harbor
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
endeavor-label-icon-legend = I/C/F/P = Industry/Culture/Finance/Politics icons · ★ = Glory · ○ = empty activation circle · Gov = Governor card
