## /hint (issue 29): lo que jugaría el bot normal en el asiento del
## jugador, solo para él. No se juega ni se registra nada.
cmd-name-hint = consejo
discord-cmd-hint = Lo que jugaría el bot normal en tu asiento, y por qué (solo lo ves tú)
opt-hints = Si los jugadores sentados pueden usar /{ cmd-name-hint } para ver las mejores jugadas del bot normal: on u off (siempre off en partidas de liga).

hint-header = Consejo: las mejores jugadas del bot normal en tu asiento, según lo que ves:
hint-move = { $rank }. { $action }
hint-gains = · ganas { $list }
hint-costs = · te cuesta { $list }
hint-no-change = · de momento no cambia nada de lo que tienes
hint-estimate = · estimación { $value }/100, en el { $share } % de { $iterations } búsquedas
hint-only-move = · tu única jugada
hint-footer = Solo tú ves esto; no se ha jugado nada. Un consejo por turno.
hint-again = Ya lo pediste este turno: el mismo consejo.
hint-already = Ya tuviste tu consejo este turno. El siguiente llegará en tu próximo turno.
hint-off = Los consejos están desactivados en esta mesa (hints:off).
hint-off-league = Los consejos están desactivados en las partidas de liga.
hint-not-your-turn = El consejo es solo para el asiento al que le toca jugar, y no es tu turno: esperamos a { $users }.
hint-league-option = Las partidas de liga se juegan sin consejos: hints:{ $value } no se admite en una mesa de { $name }.

hint-nations-vp = { $n } PV
hint-nations-gold = { $n } de oro
hint-nations-stone = { $n } de piedra
hint-nations-food = { $n } de comida
hint-nations-books = { $n } { $n ->
        [one] libro
       *[other] libros
    }
hint-nations-workers = { $n } { $n ->
        [one] trabajador
       *[other] trabajadores
    } en reserva
hint-nations-military = { $n } de fuerza militar
hint-nations-stability = { $n } de estabilidad

hint-endeavor-glory = { $n } de Gloria
hint-endeavor-buildings = { $n } { $n ->
        [one] edificio
       *[other] edificios
    }
hint-endeavor-cards = { $n } { $n ->
        [one] carta de ventaja
       *[other] cartas de ventaja
    }
hint-endeavor-tokens = { $n } { $n ->
        [one] ficha de comercio
       *[other] fichas de comercio
    }

hint-belfort-workers = { $n } { $n ->
        [one] trabajador
       *[other] trabajadores
    }
hint-belfort-hand = { $n } { $n ->
        [one] carta
       *[other] cartas
    } en la mano
hint-belfort-buildings = { $n } { $n ->
        [one] edificio
       *[other] edificios
    }
