# `lines` assemble ses arguments, un par ligne (géré dans le code).
lines = { "" }
error-not-legal = `{ $action }` n'est pas une action possible pour vous en ce moment. Utilisez /{ cmd-name-actions } pour voir ce que vous pouvez faire.
error-game-over = La partie est terminée.
error-not-your-turn = Ce n'est pas votre tour.
error-no-such-number = Il n'y a pas d'action numéro { $number } ; { $count ->
        [one] il n'y en a qu'une.
       *[other] il y en a { $count } au choix.
    }
error-seat-count = { $title } se joue de { $min } à { $max } { $max ->
        [one] joueur
       *[other] joueurs
    }, pas { $given }.
error-bad-option-value = L'option `{ $option }` ne peut pas valoir `{ $value }` ; valeurs permises : { $allowed }.
error-unknown-option = L'option `{ $option }` n'existe pas. Options : { $known }.
# Une place quand le traducteur du lecteur ne connaît pas les noms des joueurs
# (engine::Msg::seat) ; avec les noms connus, seul le nom s'affiche.
seat-name = Place { $n }
# Une action racontée par sa notation (engine::Told::plain).
told-notation = { $action }
# engine::Stage pour un jeu sans manches ni phases.
stage-none = { "" }

# A game's name where a message names it by its id (the i18n rule for
# every `title` argument); other text is shown as it is.
title-name = { $id ->
        [nations] Nations
        [endeavor] Endeavor
        [belfort] Belfort
       *[other] { $id }
    }

# A label and what follows it on a board or view (French puts a space
# before the colon).
label-value = { $label } : { $value }
label-colon = { $label } :
# One kind of token and how many (Endeavor's trade tokens).
count-of = { $name } × { $n }
