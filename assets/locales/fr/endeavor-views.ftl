## Endeavor sur téléphone (issue 28) : le panneau des régions et la vue privée.
endeavor-view-regions = Régions : routes maritimes, villes et carte du dessus de chaque pile
endeavor-view-regions-legend = Dans chaque région, la première rangée est sa route maritime et la seconde ses villes : un disque numéroté est le marqueur de ce joueur, un cercle vide une case ou une ville libre.
endeavor-view-beside = { $seat } : { $n } à côté de la route
endeavor-view-deck-top = { $deck } : { $card }
endeavor-view-waiting = Ce n'est pas votre tour : en attente de { $list }.
endeavor-view-status = Statut
endeavor-view-pieces = Port : { $harbor } { $harbor ->
    [one] ouvrier
   *[other] ouvriers
  } · Réserve : { $supply } · Gloire actuelle : { $glory }
endeavor-view-buildings = Bâtiments : { $n } sur { $spaces } cases (disque : un ouvrier dessus, cercle : cercle d'activation vide)
