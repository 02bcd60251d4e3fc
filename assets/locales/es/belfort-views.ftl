## Belfort en un móvil (issue 28): la vista privada y los paneles del tablero.

belfort-views-your-turn = Es tu turno.
belfort-views-workers = { $elves } { $elves ->
        [one] elfo
       *[other] elfos
    } · { $dwarves } { $dwarves ->
        [one] enano
       *[other] enanos
    }{ $masters ->
        [0] {""}
        [one] {" "}(1 de ellos maestro)
       *[other] {" "}({ $masters } de ellos maestros)
    } · { $gnomes } { $gnomes ->
        [one] gnomo
       *[other] gnomos
    }
belfort-views-score = { $n } { $n ->
        [one] punto
       *[other] puntos
    }
belfort-views-hand = { $workers } · { $n } { $n ->
        [one] carta
       *[other] cartas
    } en la mano
