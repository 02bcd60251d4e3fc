## Endeavor on a phone (issue 28): the regions panel and the seat view.
endeavor-view-regions = Regions: shipping tracks, cities and the top card of each deck
endeavor-view-regions-legend = In each region, the first row is its shipping track and the second its cities: a numbered disc is that player's marker, an empty circle a free space or city.
endeavor-view-beside = { $seat }: { $n } beside the track
endeavor-view-deck-top = { $deck }: { $card }
endeavor-view-waiting = Not your turn: waiting for { $list }.
endeavor-view-status = Status
endeavor-view-pieces = Harbor: { $harbor } { $harbor ->
    [one] worker
   *[other] workers
  } · Supply: { $supply } · Glory now: { $glory }
endeavor-view-buildings = Buildings: { $n } of { $spaces } spaces (disc: a worker on it, circle: empty activation circle)
