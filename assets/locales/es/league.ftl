## Ligas (issue 13): /league y /stats.

opt-league = La liga para la que cuenta esta mesa (su nombre); vacío: partida amistosa, sin clasificación.

league-created = { $user } abrió la liga { $name } de { $title }: temporadas de { $days } { $days ->
        [one] día
       *[other] días
    }, { $points } { $points ->
        [one] punto
       *[other] puntos
    } según el puesto, mesas de { $group }, { $min ->
        [one] una partida
       *[other] { $min } { $min ->
        [one] partida
       *[other] partidas
    }
    } para clasificar, bots { $bots ->
        [allowed] permitidos
       *[other] no permitidos
    }. Para unirse: /{ cmd-name-league } { cmd-name-league-join } { $name }.
league-none = Este servidor aún no tiene ligas. Abre una con /{ cmd-name-league } { cmd-name-league-create } <nombre> <juego>.
league-list-line = { $name } ({ $title }): { $members ->
        [one] un miembro
       *[other] { $members } { $members ->
        [one] miembro
       *[other] miembros
    }
    }, temporada { $season }
league-joined = { $user } se unió a { $name } ({ $count ->
        [one] un miembro
       *[other] { $count } { $count ->
        [one] miembro
       *[other] miembros
    }
    }).
league-left = { $user } dejó { $name }. Sus resultados siguen en la clasificación.
league-ready = { $user } está listo para la próxima ronda de { $name } ({ $count } listos).
league-round-opened = Ronda { $round } de { $name }: { $tables ->
        [one] una mesa
       *[other] { $tables } { $tables ->
        [one] mesa
       *[other] mesas
    }
    }, cada una con jugadores cercanos en la clasificación que menos se han enfrentado.
league-round-group = Mesa { $n }: { $players } (en { $channel })
league-table-opened = { $name }, ronda { $round }: { $players }, esta es vuestra mesa.
league-standings-title = { $name } ({ $title }), temporada { $season }
league-standings-line = { $rank }. { $user }: { $games ->
        [one] una partida
       *[other] { $games } { $games ->
        [one] partida
       *[other] partidas
    }
    }, { $points } { $points ->
        [one] punto
       *[other] puntos
    }, { $wins ->
        [one] una victoria
       *[other] { $wins } { $wins ->
        [one] victoria
       *[other] victorias
    }
    }, puesto medio { $avg }, { $share } % de la puntuación del ganador, valoración { $rating }
league-standings-unranked = Aún sin clasificar (menos de { $min ->
        [one] una partida
       *[other] { $min } { $min ->
        [one] partida
       *[other] partidas
    }
    }):
league-standings-empty = Aún no se ha jugado ninguna partida esta temporada.
league-standings-tiebreak = A igualdad de puntos deciden las victorias, luego los segundos puestos y así hacia abajo, y luego la parte de la puntuación del ganador.
league-col-rank = #
league-col-player = Jugador
league-col-games = Partidas
league-col-points = Puntos
league-col-wins = Victorias
league-col-average-rank = Puesto medio
league-col-share = Parte
league-col-rating = Valoración
league-season-ended = La temporada { $season } de { $name } se cierra tras { $games ->
        [one] una partida
       *[other] { $games } { $games ->
        [one] partida
       *[other] partidas
    }
    }. La temporada { $next } empieza ahora, todos desde cero; las valoraciones del servidor se mantienen.
league-history-title = Temporadas de { $name }:
league-history-line = Temporada { $season }: desde el { $start }{ $current ->
        [yes] , en curso
       *[other] {" "}hasta el { $end }
    }, { $games ->
        [one] una partida
       *[other] { $games } { $games ->
        [one] partida
       *[other] partidas
    }
    }

league-error-no-server = Las ligas pertenecen a un servidor, y esta conversación no está en ninguno.
league-error-name = `{ $name }` no puede ser nombre de liga: usa de 1 a 32 letras, cifras, - o _.
league-error-option = No entiendo `{ $option }`. Opciones de liga: season:90d, points:10,6,3,1, group:3, min:1, bots:allowed o none, next:auto|manual, turn_time, bank, on_timeout.
league-error-taken = Este servidor ya tiene una liga llamada { $name }. Elige otro nombre.
league-error-unknown = Este servidor no tiene ninguna liga llamada { $name }. /{ cmd-name-league } { cmd-name-league-list } muestra sus ligas.
league-error-which = ¿Qué liga? Este servidor tiene { $names }.
league-error-not-admin = Solo quien creó { $name } o quien gestiona el servidor puede hacer eso.
league-already-member = Ya eres miembro de { $name }.
league-not-member = No eres miembro de { $name }. Únete con /{ cmd-name-league } { cmd-name-league-join } { $name }.
league-error-season = { $name } no tiene temporada { $season }.
league-error-title = { $name } se juega a { $title }, así que sus mesas no pueden ser de { $given }.
league-error-member-seat = { $user } no es miembro de { $name }, y solo los miembros se sientan en sus mesas.
league-error-bots = { $name } no permite bots en sus mesas.
league-round-few = Una ronda de { $name } necesita al menos { $min } { $min ->
        [one] jugador
       *[other] jugadores
    } listos; { $count } han dicho /{ cmd-name-league } { cmd-name-league-ready }.
league-round-uneven = { $count } { $count ->
        [one] jugador
       *[other] jugadores
    } listos dejarían una mesa de { $size }, pero { $name } necesita al menos { $min } por mesa. Espera a que más digan /{ cmd-name-league } { cmd-name-league-ready }.

stats-title = { $user }: partidas con valoración de { $title }
stats-summary = { $games ->
        [one] una partida
       *[other] { $games } { $games ->
        [one] partida
       *[other] partidas
    }
    }, { $wins ->
        [one] una victoria
       *[other] { $wins } { $wins ->
        [one] victoria
       *[other] victorias
    }
    }, puesto medio { $avg }, valoración { $rating } tras { $rated ->
        [one] una partida valorada
       *[other] { $rated } { $rated ->
        [one] partida
       *[other] partidas
    } valoradas
    }
stats-last = Últimos resultados:
stats-line = Partida { $game } ({ $title }): puesto { $rank } de { $players }, { $score } { $score ->
        [one] punto
       *[other] puntos
    }
stats-none = { $user } aún no tiene partidas con valoración.
stats-chart-title = Valoración de { $user }

## Descripciones de los comandos (100 caracteres como máximo).
discord-cmd-league = Las ligas de este servidor: temporadas, clasificaciones y rondas
discord-cmd-league-create = Abrir una liga de un juego
discord-cmd-league-join = Unirse a una liga
discord-cmd-league-leave = Dejar una liga (tus resultados se quedan)
discord-cmd-league-ready = Decir que estás listo para la próxima ronda
discord-cmd-league-round = Emparejar la próxima ronda y abrir un hilo por mesa
discord-cmd-league-standings = Publicar la clasificación de una liga
discord-cmd-league-season = Cerrar la temporada actual y abrir la siguiente
discord-cmd-league-season-action = Qué hacer con la temporada
discord-cmd-league-history = Las temporadas de una liga, o la clasificación final de una
discord-cmd-league-history-season = El número de la temporada
discord-cmd-league-list = Las ligas de este servidor
discord-cmd-league-name = El nombre de la liga
discord-cmd-league-title = El juego de la liga
discord-cmd-league-options = Ajustes, p. ej. season:90d points:10,6,3,1 group:3 min:1 bots:allowed
discord-cmd-stats = Las partidas valoradas de un jugador, su valoración y su evolución
discord-cmd-stats-user = El jugador (por defecto: tú)
discord-cmd-stats-title = El juego (por defecto: el que más juega)
