# Nations: todas las frases que muestra el juego. Los ids empiezan por `nations-`.

nations-solo-roll = El dado de la nación neutral muestra un { $roll }.
nations-error-illegal = Esa acción no es posible ahora mismo.
nations-error-five-need-sets = Con cinco jugadores hacen falta las cartas Avanzado y/o Experto (opción cards:advanced, expert o all).
nations-error-difficulty = Dificultad desconocida `{ $given }`: usa chieftain (caudillo), prince (príncipe), king (rey) o emperor (emperador), una para todos o una por asiento separadas por comas.
nations-no-seat = No existe ese asiento.

nations-status-round = Ronda { $round } de { $last }, edad { $age }.
nations-status-player = { $seat } ({ $nation }): { $vp } PV, { $books } { $books ->
        [one] libro
       *[other] libros
    }, fuerza militar { $military }, estabilidad { $stability }
nations-status-neutral = Nación neutral: fuerza militar { $military }, estabilidad { $stability }, { $books } { $books ->
        [one] libro
       *[other] libros
    }
nations-status-to-act = Le toca a { $seat } ({ $phase }).
nations-status-final = { $rank }. { $seat } ({ $nation }): { $total } { $total ->
        [one] punto
       *[other] puntos
    } ({ $vp } PV, colonias { $colonies }, maravillas { $wonders }, trabajadores { $workers }, recursos { $resources })
nations-solo-lost = Tus PV han bajado de cero: has perdido la partida en solitario.
nations-solo-title = Entras en el salón de la fama como { $title }.
nations-solo-no-title = Esta vez no hay título en el salón de la fama.

nations-private-stock = { $nation }: { $gold } de oro, { $stone } de piedra, { $food } de comida, { $books } { $books ->
        [one] libro
       *[other] libros
    }, { $vp } PV.
nations-private-workers = Trabajadores: { $reserve } en la reserva; registro de población: { $food } de comida, { $stab } de estabilidad.
nations-private-cards = Cartas: { $slots }. Asesores: { $advisors }. Colonias: { $colonies }. Maravillas: { $wonders }.

nations-opt-cards = Mazos de cartas: auto (básico, o todos con 5 jugadores), base, advanced (básico + Avanzado), expert (básico + Experto), all (todos).
nations-opt-balanced = Mazos competitivos: cada edad usa las cartas básicas con algunas cambiadas por cartas Avanzado/Experto del mismo tipo.
nations-opt-ages = Partida corta: cuántas edades se juegan (de 1 a 4).
nations-opt-easier = Partida más fácil: todos empiezan con un trabajador extra cuya penalización de población queda oculta.
nations-opt-sides = Lado del tablero de jugador: a para todos, o b para elegir naciones y lados en orden de turno inverso.
nations-opt-difficulty = Dificultad (chieftain, prince, king, emperor): una para todos, o una por asiento separadas por comas.
nations-opt-top-tie = Cinco jugadores y dos naciones empatadas en cabeza: cuentan las dos (both) o ninguna (none).
nations-opt-special-once = La acción especial de cada carta se puede usar una vez por ronda.
nations-opt-cover-free = Una carta nueva puede cubrir una antigua aunque quede un espacio libre.
nations-opt-lost-architects = Los arquitectos de una maravilla abandonada salen de la partida en lugar de volver a la reserva.
nations-opt-unlimited-architects = La reserva de arquitectos nunca se agota.
nations-opt-solo-roll = Solitario: el dado de la nación neutral se tira tras cualquier despliegue (any) o solo tras desplegar en cartas militares (military).
nations-opt-sphinx-any = La Esfinge también paga cuando otras naciones completan maravillas.
nations-opt-piazza-gold = Precio en oro del intercambio de la Plaza de San Marcos (1 o 2).

nations-kind-advisor = Asesor
nations-kind-battle = Batalla
nations-kind-building = Edificio
nations-kind-colony = Colonia
nations-kind-golden-age = Edad de Oro
nations-kind-military = Militar
nations-kind-war = Guerra
nations-kind-wonder = Maravilla

nations-sel-all = todas las naciones
nations-sel-strongest = la más fuerte
nations-sel-weakest = la más débil
nations-sel-most-stable = la más estable
nations-sel-least-stable = la menos estable
nations-sel-most-books = la de más libros
nations-sel-fewest-books = la de menos libros
nations-sel-passed-first = la que pasó primero
nations-sel-passed-last = la que pasó la última
nations-sel-collapse = todas menos la más fuerte y la más estable

nations-label-round = Ronda { $round } · Edad { $age }
nations-label-row = cuesta { $price }
nations-label-order = Orden de turno
nations-label-military = Fuerza militar
nations-label-stability = Estabilidad
nations-label-books = Libros
nations-label-vp = PV
nations-label-war = Guerra
nations-label-no-war = No se ha comprado guerra
nations-label-event = Evento
nations-label-famine = Hambruna { $food } de comida
nations-label-architects = Arquitectos: { $public } { $public ->
        [one] público
       *[other] públicos
    }, { $supply } en la reserva
nations-label-passed = ha pasado
nations-label-neutral = Neutral
nations-label-cost = Coste
nations-label-per-worker = Por trabajador: { $effect }
nations-label-raid = Incursión { $raid }
nations-label-needs = Requiere fuerza militar { $military }
nations-label-sections = Secciones: { $costs }
nations-label-vp-value = { $vp } PV
nations-label-effect = { $effect }
nations-label-loss = Si es derrotada:
nations-label-gain = Ofrece { $gain }
nations-label-battle = Mejor incursión + { $bonus }
nations-label-resources = Oro { $gold } · Piedra { $stone } · Comida { $food } · Libros { $books } · PV { $vp }
nations-label-workers = Reserva: { $reserve } { $reserve ->
        [one] trabajador
       *[other] trabajadores
    }
nations-label-population = Registro de población
nations-label-food-upkeep = Mantenimiento en comida { $food }
nations-label-slots = Edificios y Militares
nations-label-advisors = Asesores
nations-label-colonies = Colonias
nations-label-wonders = Maravillas completadas
nations-label-building-wonder = Maravilla en construcción
nations-label-none = nada
nations-label-private-architects = Arquitectos propios: { $count }
nations-label-legend-worker = trabajador en una carta
nations-label-legend-empty = espacio de población vacío
nations-label-solo-tile = Loseta de solitario: dado 5 / 6 acciones
nations-label-final = Puntuación final { $total }
nations-label-pending = Esperando a { $seat }
nations-label-legend-marks = ✔ = usada esta ronda · ★ = regla especial
nations-label-legend-used = ✔ = usada esta ronda
nations-res-gold = oro
nations-res-stone = { $count ->
   *[other] piedra
  }
nations-res-food = comida
nations-res-books = { $count ->
    [one] libro
   *[other] libros
  }
nations-res-military = fuerza militar
nations-res-stability = estabilidad
nations-res-vp = PV
nations-res-workers = { $count ->
    [one] trabajador
   *[other] trabajadores
  }
nations-label-die = Dado de la neutral: { $roll }
nations-opt-promo = Las cartas promocionales (el Gran Ducado de Finlandia) entran en el mazo de su edad.
nations-opt-advisor-removal = Retirada de asesores: expert (todo efecto que retira un asesor los retira todos, también el de la Torre de Porcelana), normal (quien tenga dos elige cuál se va) o auto (expert cuando se juega con las cartas Experto).
nations-label-lose-advisor = pierde un asesor
nations-label-lose-advisors = pierde todos los asesores
nations-label-tile-changes = Cambios de la loseta de solitario esta ronda:
nations-change-price = las cartas de la fila de { $row } de oro cuestan { $price } de oro
nations-change-architects = recibes { $count ->
        [one] un arquitecto extra propio
       *[other] { $count } { $count ->
        [one] arquitecto
       *[other] arquitectos
    } extra propios
    }
nations-change-gain = recibes { $gain }
nations-status-war-spare = { $seat } pierde la Guerra, que le quita { $loss }; su Estabilidad le ahorra { $spare } de esas pérdidas: elige cuáles (por ejemplo `spare 2 gold 1 stone`).
nations-label-round-deck = Ronda { $round } · Edad { $age } · quedan { $count } { $count ->
        [one] carta
       *[other] cartas
    } en el mazo de la edad
nations-label-gold = Oro
nations-label-deploy = Desplegar { $stone }
nations-label-worker-vp = PV { $vp }
nations-label-legend-cards = Desplegar n: piedra por colocar un trabajador · PV a/b: PV finales del 1.º/2.º trabajador · ★ regla especial

# Lo que se cuenta en la mesa (issue 10): listas, relatos de los pasos automáticos,
# etapas, opciones y preguntas. `{ $seat }` = el nombre del jugador.
nations-join-comma = { $a }, { $b }
nations-join-semi = { $a }; { $b }
nations-amount = { $n } { $res }
nations-who = { $seat } { $what }
nations-who-count = { $seat } { $count }
nations-no-change = sin cambios
nations-told-cost = { $action } ({ $cost })

nations-news-round = Empieza la ronda { $round } (edad { $age }): se rellena el tablero de progreso; ahora, Crecimiento.
nations-news-event = Evento de la ronda { $round }: { $event }; hambruna { $famine } de comida, { $architects } { $architects ->
        [one] arquitecto
       *[other] arquitectos
    } extra. { $text }
nations-news-machiavelli = { $seat } tiene a Maquiavelo y enseña a todos las dos cartas de evento antes de quedarse una: { $a } | { $b }
nations-event-shown = { $event } (hambruna { $famine } de comida, { $architects } { $architects ->
        [one] arquitecto
       *[other] arquitectos
    } extra: { $text })
nations-event-shown-unknown = { $event }
nations-news-no-event = Ronda { $round }: no queda ninguna carta de evento.
nations-news-tile = Loseta de solitario de la ronda { $round }: fuerza militar neutral { $military }, estabilidad { $stability }, +{ $books } { $books ->
        [one] libro
       *[other] libros
    }; hambruna { $famine } de comida, { $architects } { $architects ->
        [one] arquitecto
       *[other] arquitectos
    } extra.
# `nada` below is `nations-label-none`: "propios: nada" read badly.
nations-news-architects = Arquitectos: { $public } { $public ->
        [one] público
       *[other] públicos
    } esta ronda; { $own ->
        [nada] nadie tiene arquitectos propios
       *[other] propios: { $own }
    }.
nations-news-production = Producción: { $changes }.
nations-news-revolt = Revuelta: { $seat } tiene estabilidad { $stability }: -1 PV y pierde { $books } { $books ->
        [one] libro
       *[other] libros
    }.
nations-order-entry = { $who } (fuerza militar { $military }, estabilidad { $stability })
nations-news-order = Orden de turno: { $order }.
nations-news-no-war = Guerra: nadie ha comprado ninguna esta ronda.
nations-news-war = Guerra { $card }, fuerza { $strength } (comprada por { $buyer }); cada nación derrotada pierde { $loss } y { $vp } PV, menos lo que le ahorre su estabilidad. Derrotadas: { $defeated }. A salvo: { $safe }.
nations-war-defeated = { $seat } (fuerza militar { $military }, la estabilidad ahorra { $spare })
nations-war-safe = { $seat } (fuerza militar { $military })
nations-news-war-losses = Pérdidas de la guerra: { $changes }.
nations-news-event-part = Evento { $event }, parte { $part } ({ $who }: { $selected }): { $changes }.
nations-news-nobody = no cambia nada
nations-news-then-order = { $line } Orden de turno ahora: { $order }.
nations-news-solo-stability = Estabilidad { $mine } frente a la de la neutral, { $theirs }: { $vp } PV.
nations-news-famine = Hambruna, { $food } de comida cada una: { $changes }.
nations-books-entry = { $seat } { $books } { $books ->
        [one] libro
       *[other] libros
    } +{ $vp } PV
nations-news-books = Puntuación de libros (1 PV por cada nación con menos libros): { $list }.
nations-news-books-solo = Puntuación de libros: tus { $books } { $books ->
        [one] libro
       *[other] libros
    } frente a los { $theirs } de la neutral: +{ $vp } PV.
nations-news-wonder = { $seat } completa { $wonder } ({ $vp } PV al final); { $architects } { $architects ->
        [one] arquitecto
       *[other] arquitectos
    } vuelven a la reserva.
nations-final-title = Fin de la partida tras la ronda { $round }. Puntuación final:
nations-final-line = { $rank }. { $seat } ({ $nation }): { $total } { $total ->
        [one] punto
       *[other] puntos
    } = { $vp } PV + { $colonies } { $colonies ->
        [one] colonia
       *[other] colonias
    } + { $wonders } { $wonders ->
        [one] maravilla
       *[other] maravillas
    } + { $workers } { $workers ->
        [one] trabajador
       *[other] trabajadores
    } + { $resources } { $resources ->
        [one] recurso
       *[other] recursos
    }
nations-final-tie = Empate a { $total } { $total ->
        [one] punto
       *[other] puntos
    } entre { $seats }: lo deshace el orden de turno final (quien va antes en el orden queda por delante).

nations-phase-pick = elección de naciones
nations-phase-growth = Mantenimiento: Crecimiento
nations-phase-maintenance = Mantenimiento
nations-phase-actions = Acciones
nations-phase-production = Resolución: Producción
nations-phase-war = Resolución: Guerra
nations-phase-event = Resolución: Evento
nations-phase-famine = Resolución: Hambruna
nations-phase-books = Resolución: Puntuación de libros
nations-phase-over = Fin de la partida

nations-detail-have = { $res }: tienes { $n }
nations-detail-buy = { $price } de oro · { $effect }
nations-detail-worker-card = { $kind }: por trabajador { $per }; desplegar cuesta { $stone } de piedra
nations-detail-colony = Colonia: requiere fuerza militar { $needs }; { $effect }; { $vp } PV
nations-detail-wonder = Maravilla: secciones { $sections } de piedra; { $effect }; { $vp } PV
nations-detail-advisor = Asesor: { $effect }
nations-detail-golden = Edad de Oro: { $gain }, o { $price } { $price ->
        [one] recurso
       *[other] recursos
    } por 1 PV
nations-detail-battle = Batalla: +{ $n } de libros, comida o piedra
nations-detail-war = Guerra con tu fuerza militar { $strength }: las más débiles pierden { $loss } y { $vp } PV
nations-detail-from-reserve = de tu reserva ({ $n })
nations-detail-from-card = retirado de { $card }
nations-detail-deploy = { $stone } de piedra (tienes { $have }); da { $per }, { $vp } PV al final; { $from }
nations-detail-undeploy = gratis: el trabajador vuelve a tu reserva; pierdes { $per }
nations-detail-own-architect = tu arquitecto (quedan { $n })
nations-detail-public-architect = arquitecto público (quedan { $n })
nations-detail-hire = { $stone } de piedra (tienes { $have }): sección { $section } de { $sections } de { $wonder }; { $whose }
nations-detail-hire-complete = { $stone } de piedra (tienes { $have }): completa { $wonder }, { $vp } PV; { $whose }
nations-detail-use = pagas { $pay }: recibes { $gain }{ $choice ->
        [0] {""}
       *[other] , y luego { $choice } de libros, comida o piedra
    }
nations-detail-pass = no haces más acciones esta ronda
nations-detail-pass-first = no haces más acciones esta ronda; pasas el primero
nations-detail-grow-food = +1 trabajador; mantenimiento en comida { $before } → { $after }
nations-detail-grow-stability = +1 trabajador; estabilidad { $before } → { $after }
nations-detail-grow-free = +1 trabajador de encima del registro, sin penalización
nations-detail-bonus = { $gain } en lugar de un trabajador ({ $have })
nations-detail-event = evento de esta ronda: hambruna { $famine } de comida, { $architects } { $architects ->
        [one] arquitecto
       *[other] arquitectos
    } extra
nations-detail-place-new = en un espacio libre; no se pierde ninguna carta
nations-detail-replace = cubre { $card }; { $workers ->
        [one] su trabajador vuelve
       *[other] sus { $workers } trabajadores vuelven
    } a tu reserva
nations-detail-cover = cubre { $card } y sus { $vp } PV
nations-detail-drop = retira { $effect } y { $vp } PV
nations-detail-gain = { $gain } ({ $have })
nations-detail-crusade = las elegidas ganan { $n } de { $res }; las más débiles pierden { $n } de { $res }
nations-detail-golden-resources = recibes { $gain }
nations-detail-golden-vp = pagas { $n } { $n ->
        [one] recurso
       *[other] recursos
    } a tu elección, de uno en uno: +1 PV
nations-detail-pay-one = pagas 1 de { $res } ({ $have }); después { $left ->
        [one] te queda 1 por pagar
       *[other] te quedan { $left } por pagar
    }
nations-detail-lose-one = pierdes 1 de { $res } ({ $have }); después { $left ->
        [one] te queda 1 por perder
       *[other] te quedan { $left } por perder
    }
nations-detail-take-easier = un trabajador sale de la sección de { $section }, con su penalización oculta; { $reserve } { $reserve ->
        [one] trabajador
       *[other] trabajadores
    } en tu reserva
nations-detail-take = un trabajador sale de la sección de { $section } (mantenimiento en comida ahora { $food }, estabilidad { $stability })
nations-detail-return = un trabajador vuelve a la sección de { $section }, { $from }
nations-detail-accept = recibes { $gain }
nations-detail-accept-pay = pagas { $pay } y conservas tu puesto en el orden de turno
nations-detail-accept-drop = recibes { $gain } y pasas al último puesto del orden de turno
nations-detail-decline = no ganas nada ni pierdes nada
nations-detail-decline-last = no pagas nada; pasas al último puesto del orden de turno
nations-detail-bonus-self = recibes { $gain }
nations-detail-penalty-others = cada una de las demás naciones: { $loss }
nations-detail-spare = pierdes { $lose }

nations-prompt-holding = tienes { $gold } de oro, { $stone } de piedra, { $food } de comida y { $books } { $books ->
        [one] libro
       *[other] libros
    }
nations-prompt-turn = Ronda { $round }, tu acción ({ $actions } en este turno); { $holding }.
nations-prompt-pick = Elige una nación y su lado (lados B, en orden de turno inverso).
nations-prompt-growth = Crecimiento: libera un trabajador del registro de población (mantenimiento en comida ahora { $food }, estabilidad { $stability }), o toma en su lugar { $bonus } de comida, piedra u oro.
nations-prompt-choose-event = Maquiavelo: todos han visto las dos cartas; quédate con { $a } o con { $b } como evento de esta ronda. La otra va debajo de su mazo (regla de la casa: el reglamento no lo dice).
nations-prompt-place = ¿Dónde va { $card }? Hay { $used } de { $max } { $max ->
        [one] espacio
       *[other] espacios
    } de carta ocupados; los trabajadores de una carta cubierta vuelven a tu reserva.
nations-prompt-place-wonder = { $card } está completa: ¿dónde va? Hay { $used } de { $max } { $max ->
        [one] espacio
       *[other] espacios
    } de maravilla ocupados.
nations-prompt-drop-colony = Tienes { $n } { $n ->
        [one] colonia
       *[other] colonias
    } y caben { $max }: retira una.
nations-prompt-drop-advisor = { $card } sustituye a uno de tus { $n } { $n ->
        [one] asesor
       *[other] asesores
    }: elige cuál se va.
nations-prompt-lose-advisor = Un efecto retira un asesor y tienes { $n }: elige cuál se va.
nations-prompt-trim-advisors = Tienes { $n } { $n ->
        [one] asesor
       *[other] asesores
    }, más de los que puedes conservar: retira uno.
nations-prompt-gain = Recibes { $n } de libros, comida o piedra: elige cuál.
nations-prompt-golden = { $card }: toma sus recursos, o paga { $price } { $price ->
        [one] recurso
       *[other] recursos
    } por 1 PV; { $holding }.
nations-prompt-golden-pay = PV de la Edad de Oro: quedan { $n } { $n ->
        [one] recurso
       *[other] recursos
    } por pagar; { $holding }.
nations-prompt-lose = { $phase }: se te han acabado los libros y quedan { $n } { $n ->
        [one] recurso
       *[other] recursos
    } por perder; tienes { $gold } de oro, { $stone } de piedra y { $food } de comida. Elige qué pierdes, de uno en uno.
nations-prompt-easier = Partida más fácil: toma un trabajador extra de tu registro de población. El espacio que deja mantiene oculta su penalización toda la partida (si no, { $penalty } de mantenimiento en comida en la sección de comida, { $penalty } de estabilidad en la sección de estabilidad). Sección de comida: { $food } { $food ->
        [one] trabajador
       *[other] trabajadores
    }; sección de estabilidad: { $stability }.
nations-prompt-take = Evento { $event }: toma { $n } { $n ->
        [one] trabajador
       *[other] trabajadores
    } de tu registro de población (aún quedan trabajadores en { $food } { $food ->
        [one] espacio
       *[other] espacios
    } de comida y { $stability } de estabilidad).
nations-prompt-return = Evento { $event }: devuelve { $n } { $n ->
        [one] trabajador
       *[other] trabajadores
    } al registro de población ({ $reserve } en tu reserva).
nations-prompt-pay-or-last = Evento { $event }: paga { $pay } para conservar tu puesto en el orden de turno, o renuncia y pasa al último puesto; { $holding }.
nations-prompt-drop-to-last = Evento { $event }: acepta { $gain } y pasa al último puesto del orden de turno, o renuncia.
nations-prompt-optional = Evento { $event }: acepta para recibir { $gain }, o renuncia.
nations-prompt-crusade = Evento { $event }: elige el recurso; las naciones elegidas ganan { $n } y las más débiles pierden { $n }.
nations-prompt-crusade-tie = Evento { $event }: compartes la mayor fuerza militar ({ $military }), así que nadie gana nada; como primera de las empatadas en el orden de turno, elige el recurso del que las más débiles pierden { $n }.
nations-prompt-zoroaster = Evento { $event }: una bonificación para ti ({ $gain }) o una penalización para cada una de las demás naciones ({ $loss }).
nations-prompt-war-spare = Guerra perdida: hay que perder { $loss } y tu estabilidad te ahorra { $spare }; { $holding }. Elige qué te ahorras.

nations-header-stage = Ronda { $round } · Edad { $age } · { $phase }
nations-header-final = Puntuación final
nations-header-over = Fin de la partida: gana { $winner } con { $points } { $points ->
        [one] punto
       *[other] puntos
    }
nations-header-turn = Le toca a: { $seat }
nations-header-resolving = Las reglas resuelven la ronda
nations-header-last = Última: { $seat }: { $action }
nations-header-no-last = Aún no hay acciones en esta partida
nations-label-points = Puntos
nations-label-event-next = Evento: se roba tras el Crecimiento
