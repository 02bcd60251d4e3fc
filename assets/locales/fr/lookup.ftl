## La recherche dans les règles (/rules) et la recherche de cartes (/card).
rules-usage = /{ cmd-name-rules } <{ cmd-name-rules-question }> [{ cmd-name-rules-title }:…]
rules-answer-heading = **{ $heading }** ({ $title }, règles § { $covers })
rules-page = Page { $page } sur { $pages }
rules-other-language = Rien ne correspond dans votre langue ; cette réponse est donc en { $lang }.
rules-see-also = Voir aussi : { $list }
rules-nothing = Rien dans la référence des règles ne correspond à « { $question } ». Essayez d'autres mots ou moins de mots, ou nommez un jeu avec title:<jeu>.
rules-no-reference = Il n'y a pas encore de référence des règles pour { $title }.
rules-button-prev = ◀ Précédent
rules-button-next = Suivant ▶
rules-stale-page = Cette page n'existe plus ; reposez la question à /{ cmd-name-rules }.
help-rules-pointer = Questions de règles : /{ cmd-name-rules } <{ cmd-name-rules-question }> (dans n'importe quelle langue), et /{ cmd-name-card } <{ cmd-name-card-name }> pour le texte complet d'une carte.

card-usage = /{ cmd-name-card } <{ cmd-name-card-name }> [{ cmd-name-card-title }:…]
card-not-found = Aucune carte, aucun bâtiment, aucune guilde, aucun événement ni aucune nation ne s'appelle « { $name } ».{ $suggest ->
    [none] {""}
   *[other] {" "}Vouliez-vous dire : { $suggest } ?
}
card-heading = **{ $name }** ({ $title }, { $kind })
card-values = Valeurs : { $values }
card-provenance-rulebook = D'après le livret de règles.
card-provenance-rulebook-house-fields = D'après le livret de règles, sauf ces valeurs conçues par Longtable : { $fields }.
card-provenance-house = Élément maison : ses valeurs ont été conçues par Longtable, et la carte imprimée peut différer.
card-kind-card = carte
card-kind-event = événement
card-kind-nation = nation
card-kind-guild = guilde
card-kind-building = bâtiment
card-kind-governor = Gouverneur
card-button = Carte : { $name }

## Règles des éléments que leur pack désigne par un hook. Spec de Belfort 4.2, 4.3.
card-rule-belfort-pub = Quand un gnome est placé sur son verrou, retournez aussitôt l'un de vos nains sur sa face maître, pour le reste de la partie.
card-rule-belfort-gardens = Quand un gnome est placé sur son verrou, retournez aussitôt l'un de vos elfes sur sa face maître, pour le reste de la partie.
card-rule-belfort-tower = Sa place d'ouvrier s'ouvre dès qu'un gnome occupe son verrou ; s'y placer coûte 1 or. À l'activation, déplacez 1 gnome disponible sur n'importe quel verrou libre de vos cartes construites (ce n'est pas votre embauche du tour). Sans gnome disponible ou sans verrou libre, il ne se passe rien et l'or reste payé.
card-rule-belfort-inn = Sa place d'ouvrier s'ouvre dès qu'un gnome occupe son verrou ; s'y placer coûte 1 or. À l'activation, prenez dans la réserve 1 elfe ou 1 nain de votre couleur (face normale visible) ; rien s'il n'en reste aucun.
card-rule-belfort-blacksmith = Place d'ouvrier gratuite : +1 métal. Avec un gnome sur son verrou : une fois par tour, pendant vos Actions, payez 1 or pour 1 métal (chaque Forge avec gnome séparément).
card-rule-belfort-bank = Pas de place d'ouvrier. Avec un gnome sur son verrou : une fois par tour, pendant vos Actions, +1 or (chaque Banque avec gnome séparément).
card-rule-belfort-market = Place d'ouvrier gratuite : +2 or. Chaque gnome sur l'un de ses deux verrous donne une visite de plus au Comptoir par tour ; plusieurs Marchés s'additionnent.
card-rule-belfort-gatehouse = Pas de place d'ouvrier. À la construction, marquez un symbole libre d'un Corps de garde dont les deux symboles sont libres. Quand un gnome est placé sur son verrou (une seule fois), posez un second marqueur sur le symbole libre d'un Corps de garde qui porte déjà l'un des vôtres ; s'il n'y en a aucun, l'effet est perdu.
card-rule-belfort-library = Place d'ouvrier gratuite : piochez 2 cartes, puis défaussez-en 2 au choix de votre main. Avec un gnome sur son verrou : à la fin de vos Actions, piochez 1 carte, puis défaussez jusqu'à 5 (chaque Bibliothèque avec gnome fait piocher 1).
card-rule-belfort-keep = Ni place d'ouvrier ni verrou. Le construire marque les deux symboles d'une section de Donjon libre, dans un même quartier.
card-rule-belfort-guild-merchants = À l'activation : jusqu'à 2 fois ce tour, donnez 1 bois ou 1 pierre contre 1 métal ; et 3 visites supplémentaires au Comptoir ce tour (celles qui ne servent pas sont perdues).
card-rule-belfort-guild-librarians = À l'activation : piochez 3 cartes, puis défaussez 1 carte de votre main.
card-rule-belfort-guild-architects = À l'activation : prenez un emplacement de bâtiment libre, un symbole de muraille ou une guilde sans propriétaire, sans carte, en payant son coût moins 1 métal ou moins 2 bois/pierre.
card-rule-belfort-guild-recruiters = À l'activation : prenez dans la réserve 1 elfe ou 1 nain de votre couleur, ou placez 1 gnome disponible sur un verrou libre de l'une de vos cartes construites.
card-rule-belfort-guild-thieves = À l'activation : volez jusqu'à 3 or à un joueur, ou 1 or à chacun de 3 joueurs au plus.
card-rule-belfort-guild-bandits = À l'activation : volez 1 métal ou jusqu'à 2 bois/pierre à un joueur, ou 1 bois ou 1 pierre à chacun de 3 joueurs au plus.
card-rule-belfort-guild-wizards = À l'activation : choisissez deux lieux d'un même type (deux emplacements du même type de bâtiment, deux guildes ou deux symboles de muraille) et échangez tous les marqueurs de propriété entre eux ; les cartes restent en place.
card-rule-belfort-guild-spies = À l'activation : chaque adversaire qui a une carte en main en révèle une de son choix ; vous en prenez une, les autres sont rendues.
card-rule-belfort-guild-gain = À l'activation : recevez les ressources indiquées sous « gain ».

## Endeavor (spec 3.6-3.15).
card-rule-endeavor-governor = Gouverneur : la carte du dessus de la pile de sa région. Quand la route maritime de la région est pleine, il revient au joueur qui a le plus de marqueurs sur cette route (égalité : le marqueur le plus proche de la pile), qui applique aussitôt ses symboles. Il ne peut jamais être pioché. Placé sur la case du gouverneur, il ne compte pas dans la limite de cartes ; une case du gouverneur vide en fin de partie rapporte 3 Gloire.
card-rule-endeavor-abolition = Abolition de l'esclavage : la première fois que quelqu'un prend cette carte, chaque joueur retourne face cachée toutes ses cartes Esclavage (leurs symboles ne comptent plus, et chacune coûte 1 Gloire en fin de partie) et la pile Esclavage quitte le jeu.
card-rule-endeavor-mixed-and = Action (une activation) : l'une des suivantes ou les deux, dans l'ordre de votre choix.
card-rule-endeavor-mixed-or = Action (une activation) : l'une des suivantes.
card-rule-endeavor-action-ship = Navigation : 1 marqueur du port sur la case vide la plus éloignée de la route maritime d'une région (pas l'Europe) ; prenez le jeton qui s'y trouve. Remplir la dernière case ouvre la région.
card-rule-endeavor-action-occupy = Occupation : 1 marqueur du port sur une ville inoccupée d'une région ouverte où vous êtes présent ; prenez son jeton, puis vérifiez les liaisons.
card-rule-endeavor-action-attack = Attaque : 2 marqueurs du port (l'un retourne dans votre réserve, l'autre remplace celui du défenseur) sur la ville d'un autre joueur, dans une région où vous êtes présent. Pas de jeton de ville.
card-rule-endeavor-action-payment = Paiement : ramenez au port l'un de vos marqueurs posé sur un autre de vos bâtiments, pour que ce bâtiment puisse resservir cette manche.
card-rule-endeavor-action-draw = Pioche : prenez la carte du dessus de la pile d'une région ouverte si vos marqueurs y sont au moins aussi nombreux que sa valeur.
