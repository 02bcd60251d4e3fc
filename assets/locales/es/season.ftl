## Temporadas fiables (issue 26): partidas nulas, emparejamientos, fin de
## temporada, límites de las opciones de liga.

league-error-bound = `{ $option }` debe estar entre { $min } y { $max }; has dado `{ $given }`.
league-error-points = `points:{ $given }` no sirve: da de 1 a { $places } { $places ->
        [one] puesto
       *[other] puestos
    }, cada uno de 0 a { $max } { $max ->
        [one] punto
       *[other] puntos
    }, ninguno por encima del puesto anterior (por ejemplo points:10,6,3,1).
league-error-repeated = La opción `{ $option }` aparece dos veces. Da cada opción una sola vez.
league-error-lookalike = `{ $name }` se parece demasiado a la liga { $other } que este servidor ya tiene. Elige un nombre que nadie pueda confundir con ella.
league-created-season = La temporada 1 termina el { $end }. { $next ->
        [auto] Entonces la temporada siguiente se abre sola.
       *[other] La temporada siguiente se abre cuando un administrador diga /{ cmd-name-league } { cmd-name-league-season } { cmd-choice-end }.
    }
league-season-closed = La temporada { $season } de { $name } ha terminado. Un administrador abre la siguiente con /{ cmd-name-league } { cmd-name-league-season } { $name } { cmd-choice-end }.
league-season-opened = La temporada { $season } de { $name } empieza ahora, todos desde cero.
league-season-over = La temporada { $season } de { $name } ha llegado a su fecha de fin. Esta es la clasificación final; las partidas aún en curso cuentan para esta temporada cuando terminen. { $auto ->
        [yes] La temporada { $next } empieza ahora.
       *[other] Un administrador abre la temporada { $next } con /{ cmd-name-league } { cmd-name-league-season } { $name } { cmd-choice-end }.
    }
league-season-late = Ha terminado una partida de la temporada { $season } de { $name } que seguía en curso al final. La clasificación final, de nuevo:
league-standings-void = { $count ->
        [one] Partida nula
       *[other] Partidas nulas
    } (ningún jugador eligió una acción; sin puntos, sin victorias, sin cambio de valoración): { $games }
league-round-resumed = La ronda { $round } de { $name } quedó a medias; ahora se abre { $tables ->
        [one] su última mesa
       *[other] el resto de sus mesas ({ $tables })
    }.
league-round-group-bots = Mesa { $n }: { $players } y { $bots ->
        [one] un bot
       *[other] { $bots } { $bots ->
        [one] bot
       *[other] bots
    }
    } (en { $channel })
league-round-sat-out = { $count ->
        [one] { $players } no juega esta ronda y va primero en la siguiente.
       *[other] { $players } no juegan esta ronda y van primero en la siguiente.
    }
league-sat-out-why = ({ $count } { $count ->
        [one] jugador
       *[other] jugadores
    } listos, mesas de { $group }, { $title } admite de { $min } a { $max }, bots { $bots ->
        [allowed] permitidos
       *[other] no permitidos
    }: ninguna mesa podía acoger a los últimos.)
league-sat-out-dm = { $name }, ronda { $round }: esta vez no quedaba sitio para ti. Sigues listo y vas primero en la próxima ronda.
history-void = {"  "}↳ partida de liga nula: ningún jugador eligió una acción, así que no cuenta.
