## Belfort: mensajes del juego (los ids empiezan por belfort-).

belfort-title = Belfort
belfort-error-guild-list = La lista de gremios `{ $given }` debe nombrar 5 gremios distintos de este juego.
belfort-error-illegal = Eso no es una acción legal de Belfort ahora mismo. Usa /{ cmd-name-actions } para ver tus opciones.
belfort-error-guild-2p = El gremio de { $guild } no se usa con 2 jugadores; de los gremios interactivos solo juegan los Magos.

belfort-opt-guilds = Cómo se sacan los 5 gremios: beginner (2 básicos, 3 de recursos), normal (2 básicos, 1 de recursos, 2 interactivos; con 2 jugadores los Magos más 2 básicos y 2 de recursos) o advanced (5 cualesquiera al azar).
belfort-opt-guild-list = Juega en su lugar con exactamente estos 5 gremios, separados por comas (por ejemplo masons,miners,bankers,architects,wizards).
belfort-opt-thieves-max = Lo máximo que los Ladrones quitan en oro a un solo jugador: 3, como dice el reglamento, o 2, como se ha visto en la loseta impresa.
belfort-opt-ties = Empates en las mayorías: drop-one (un grupo empatado ocupa el puesto siguiente y empuja al resto un puesto abajo) o competition (el resto baja tantos puestos como miembros tenga el grupo).
belfort-opt-market-cap = Los Mercados nunca pueden subir las visitas de un jugador al Puesto comercial por encima de 3.
belfort-opt-np-keep = Marcadores que pone un jugador neutral en una sección del Torreón: 2 (como un Torreón construido) o 1 (el texto literal).
belfort-opt-gatehouse-halves = Cada mitad de una Garita es un solar propio, así que otro jugador puede construir en una mitad libre.
belfort-opt-wrong-kind = Permite cualquier trabajador en cualquier zona de recursos (los trabajadores del tipo equivocado no recogen nada).
belfort-opt-upgrade-lost = Un gnomo de la Taberna o de los Jardines que no tiene trabajador que mejorar se pierde, en lugar de mejorar a un trabajador conseguido más tarde.
belfort-opt-recruiters-hire = Un gnomo conseguido con el gremio de Reclutadores gasta la contratación de gnomo de la ronda.
belfort-opt-merchants = El gremio de Mercaderes da sus dos conversiones y sus tres visitas extra, o solo una de las dos cosas.

belfort-discarded = { $player } ha descartado { $cards }.
belfort-round = Empieza la ronda { $round } ({ $season }).
belfort-season-spring = primavera
belfort-season-summer = verano
belfort-season-autumn = otoño
belfort-sent = { $player } envía trabajadores: bosque { $forest }, cantera { $quarry }, mina { $mine }, mina de oro { $goldmine }.
belfort-recruited = { $player } recluta en la oficina: { $ok ->
    [yes] se une un { $kind ->
        [elf] elfo
       *[dwarf] enano
    } nuevo.
   *[no] no viene nadie; no quedan de ese tipo.
}
belfort-gnome-placed = { $player } pone un gnomo en su { $card }.
belfort-drew = Has robado la carta { $card }.
belfort-np-drew-private = La carta de arriba del mazo para { $np } es { $card }.
belfort-np-no-lot = { $np } ha robado la carta { $card }, que ya no tiene ningún solar libre: va a la pila de descartes y { $np } no coloca nada.
belfort-np-discards = La carta { $card } de { $np } va boca arriba a la pila de descartes.
belfort-private-np-card = Carta robada para { $np }: { $card }. Coloca su marcador.
belfort-np-paid = Un enano neutral llega a un gremio de { $player }, que cobra { $gold } de oro.
belfort-nothing = No pasa nada.
belfort-shown = { $player } enseña la carta { $card }.
belfort-game-over = Ha terminado el séptimo mes: fin de la partida.
belfort-private = Mano: { $hand }. Madera { $wood }, piedra { $stone }, metal { $metal }, oro { $gold }. Elfos { $elves }, enanos { $dwarves }, gnomos { $gnomes }.
belfort-private-keep = Has elegido descartar: { $cards }.
belfort-private-shown = Estás enseñando: { $card }.

## Textos del tablero.
belfort-board-subtitle = Ronda { $round } de { $rounds } · { $phase }
belfort-phase-keep = elección de cartas iniciales
belfort-phase-block = colocación de enanos neutrales
belfort-phase-placement = colocación
belfort-phase-gathering = recolección
belfort-phase-actions = acciones
belfort-phase-neutral = jugadores neutrales
belfort-phase-over = fin de la partida
belfort-label-district = Distrito { $n }
belfort-label-wall = Muralla
belfort-label-gathering = Tablero de recolección
belfort-area-forest = Bosque
belfort-area-quarry = Cantera
belfort-area-mine = Mina
belfort-area-goldmine = Mina de oro
belfort-label-office = Oficina de Reclutamiento
belfort-label-tent = Tienda del Rey
belfort-label-pool = Gnomos disponibles: { $n }
belfort-label-calendar = Calendario
belfort-label-neutral = neutral
belfort-label-display = Cartas a la vista
belfort-label-deck = Mazo { $deck } · descartes { $discard }
belfort-label-income = Ingresos { $n }
belfort-label-cost = Coste { $cost }
belfort-label-hand = Tu mano
belfort-label-tableau = Tus edificios
belfort-label-gnomes = Gnomos { $n }/{ $locks }
belfort-label-worker-on = Trabajador: { $worker }
belfort-col-player = Jugador
belfort-col-score = Puntos
belfort-col-shield = Escudo
belfort-col-goods = Bienes
belfort-col-workers = Trabajadores
belfort-col-hand = Cartas
belfort-legend-goods = Ma madera · Pi piedra · Me metal · Or oro
belfort-legend-pieces = El elfo · En enano · g gnomo · m maestro
belfort-legend-line1 = lugar libre · ✕ mes de puntuación · escudo gris: usado en la Tienda
belfort-legend-line2 = Ma madera · Pi piedra · Me metal · Or oro · El elfo · En enano · m maestro · g gnomo
belfort-label-guild = Gremios
belfort-label-markers = Marcadores
belfort-guild-gain = Toma { $goods }.
belfort-guild-does-merchants = Dos veces Ma o Pi → Me, { $either ->
    [yes] o
   *[no] y
} | 3 visitas más al comercio
belfort-guild-does-librarians = Roba 3 cartas | y descarta 1.
belfort-guild-does-architects = Toma un solar, muralla o gremio; | cuesta 1 Me o 2 Ma/Pi menos
belfort-guild-does-recruiters = +1 elfo o enano, o un | gnomo disponible en tu cerradura
belfort-guild-does-thieves = Hasta { $max } Or de un jugador, | o 1 Or de hasta 3
belfort-guild-does-bandits = 1 Me o hasta 2 Ma/Pi de uno, | o 1 Ma/Pi de hasta 3
belfort-guild-does-wizards = Cambia los marcadores de dos solares | del mismo tipo, murallas o gremios
belfort-guild-does-spies = Los demás enseñan una carta; | te quedas una
belfort-abbr-wood = Ma
belfort-abbr-stone = Pi
belfort-abbr-metal = Me
belfort-abbr-gold = Or
belfort-abbr-elf = El
belfort-abbr-dwarf = En
belfort-abbr-gnome = g
belfort-abbr-master = m
belfort-seat-title = Belfort · { $player } (privado)
belfort-seat-subtitle = Puntos { $score } · escudo { $shield } · ronda { $round }
belfort-seat-info = Trabajadores en casa: { $home } · tus marcadores en el tablero: { $markers } · { $hired ->
    [yes] gnomo contratado esta ronda
   *[no] gnomo aún sin contratar
} · { $bought ->
    [yes] carta comprada
   *[no] ninguna carta comprada
}

## Textos cortos de las cartas (líneas separadas por " | ").
belfort-short-pub = Gnomo: un enano | pasa a maestro.
belfort-short-gardens = Gnomo: un elfo | pasa a maestro.
belfort-short-tower = El gnomo abre un espacio | (1 de oro): toma un | gnomo disponible.
belfort-short-inn = El gnomo abre un espacio | (1 de oro): consigue | un elfo o un enano.
belfort-short-blacksmith = Espacio: +1 metal. | Gnomo: una vez por ronda, | compra 1 metal por 1 de oro.
belfort-short-bank = Gnomo: +1 de oro | una vez por ronda.
belfort-short-market = Espacio: +2 de oro. | Cada gnomo (2 cerraduras): | una visita más al comercio.
belfort-short-gatehouse = Ocupa dos distritos. | Gnomo: un 2.º marcador | en tu Garita.
belfort-short-library = Espacio: roba 2, | descarta 2. Gnomo: | roba 1 tras tu turno.
belfort-short-keep = Dos marcadores en | un distrito.

## Lo que se cuenta en la mesa: acciones y pasos automáticos (issue 10).
belfort-np-name = neutral { $n }
belfort-nobody = nadie
belfort-join = { $a }, { $b }
belfort-join-last = { $a } y { $b }
belfort-n-wood = { $n } de madera
belfort-n-stone = { $n } de piedra
belfort-n-metal = { $n } de metal
belfort-n-gold = { $n } de oro
belfort-n-nothing = nada
belfort-worker = { $master ->
    [1] un { $elf ->
        [1] elfo
       *[0] enano
    } maestro
   *[0] { $elf ->
        [1] un elfo
       *[0] un enano
    }
}
belfort-space-office = la Oficina de Reclutamiento
belfort-space-tent = la Tienda del Rey
belfort-space-guild = el gremio de { $guild } (distrito { $district })
belfort-space-card = { $card } de { $player }
belfort-gives-office = da { $elf ->
    [1] un elfo
   *[0] un enano
} en la recolección
belfort-gives-tent = elige un escudo de orden de turno en la recolección
belfort-gives-goods = da { $goods }
belfort-gives-guild = { $hook ->
    [merchants] { $either ->
        [1] convierte madera o piedra en metal dos veces, o 3 visitas más al comercio
       *[0] convierte madera o piedra en metal dos veces y 3 visitas más al comercio
    }
    [librarians] roba 3 cartas y luego descarta 1
    [architects] toma un solar, muralla o gremio por 1 de metal o 2 de madera/piedra menos
    [recruiters] consigue un elfo o un enano, o pon un gnomo disponible en tu cerradura
    [thieves] quita hasta { $max } de oro a un jugador, o 1 de oro a cada uno de hasta 3
    [bandits] quita 1 de metal o hasta 2 de madera/piedra a un jugador, o 1 de madera/piedra a cada uno de hasta 3
    [wizards] intercambia los marcadores de dos solares del mismo tipo, dos murallas o dos gremios
   *[spies] todos los demás jugadores enseñan una carta; te quedas una
}
belfort-gives-space = { $hook ->
    [tower] pon un gnomo disponible en una de tus cerraduras
    [inn] consigue un elfo o un enano
   *[library] roba 2 cartas y luego descarta 2
}
belfort-told = { $player } { $what }.
belfort-told-keep = { $player } se queda { $n } { $n ->
        [one] carta
       *[other] cartas
    }.
belfort-told-keep-own = Te quedas { $cards }.
belfort-told-show = { $player } enseña una carta a { $spy }.
belfort-told-show-own = Enseñas tu { $card } a { $spy }.
belfort-told-np-deck = { $player } roba la carta de arriba del mazo para { $np }; sigue oculta hasta que { $np } la coloque.
belfort-told-np-pick = { $player } elige { $card } de las cartas a la vista para { $np }.
belfort-told-np-place = { $player } coloca el marcador de { $np } en { $lot }.
belfort-told-buy-deck = { $player } paga { $gold } de oro por la carta de arriba del mazo.
belfort-told-buy-display = { $player } paga { $gold } de oro por { $card }, que estaba a la vista.
belfort-told-discard = { $player } descarta boca arriba la carta { $card }.
belfort-told-build = { $player } construye { $card } en { $lot } por { $cost }.
belfort-do-block = bloquea el gremio de { $guild } (distrito { $district }) con un enano neutral
belfort-do-place = coloca { $worker } en { $space }{ $gold ->
    [0] {""}
   *[other] {" "}por { $gold } de oro
}
belfort-do-pass = pasa
belfort-do-send = envía { $worker } { $area ->
    [forest] al Bosque
    [quarry] a la Cantera
    [mine] a la Mina
   *[goldmine] a la Mina de oro
}
belfort-do-shield = toma el escudo { $shield }
belfort-do-keep-shield = conserva el escudo { $shield }
belfort-do-activate = activa { $space }
belfort-do-wall = construye una muralla en el distrito { $district } por { $cost }
belfort-do-guild = compra el gremio de { $guild } (distrito { $district }) por { $cost }
belfort-do-buy = compra 1 de { $res ->
        [wood] madera
        [stone] piedra
       *[metal] metal
    } por { $gold } de oro
belfort-do-sell = vende 1 de { $res ->
        [wood] madera
        [stone] piedra
       *[metal] metal
    } por { $gold } de oro
belfort-do-convert = convierte 1 de { $res ->
        [wood] madera
        [stone] piedra
       *[metal] metal
    } en 1 de metal
belfort-do-hire = contrata un gnomo para { $card } por { $gold } de oro
belfort-do-bank = toma 1 de oro del Banco
belfort-do-smith = compra 1 de metal por 1 de oro en la Herrería
belfort-do-end = termina el turno
belfort-do-recruit = recluta { $elf ->
    [1] un elfo
   *[0] un enano
}
belfort-do-gnome = pone un gnomo disponible en { $card }
belfort-do-gate-extra = pone un segundo marcador en { $lot }
belfort-do-arch-district = envía a los Arquitectos al distrito { $district }
belfort-do-arch-lot = toma { $lot } con los Arquitectos
belfort-do-arch-pay = paga { $cost } ({ $discount } de descuento)
belfort-do-skip = no hace nada
belfort-do-done = ha terminado
belfort-do-steal = quita { $gold } de oro a { $victim }
belfort-do-steal-each = quita { $gold } de oro a cada uno de { $victims }
belfort-do-rob = quita { $goods } a { $victim }
belfort-do-rob-each = quita 1 de madera o piedra a cada uno de hasta 3 jugadores
belfort-do-wiz-kind = intercambia marcadores de { $kind } con los Magos
belfort-do-wiz-from = elige { $lot } para el intercambio
belfort-do-wiz-to = intercambia sus marcadores con { $lot }
belfort-do-wiz-seat = pone el marcador en { $lot }
belfort-do-spy-take = se queda { $card }, que había enseñado { $victim }
belfort-do-merchants = { $convert ->
    [1] toma { $n } { $n ->
        [one] conversión
       *[other] conversiones
    } a metal
   *[0] toma { $n } { $n ->
        [one] visita
       *[other] visitas
    } más al comercio
}
belfort-detail-place = Cuesta { $gold } de oro; { $gives }.
belfort-detail-build = Cuesta { $cost }; ingresos de { $income } de oro cada ronda.
belfort-detail-wall = Cuesta { $cost }; un marcador en la muralla.
belfort-detail-guild = Cuesta { $cost }; quien coloque allí te paga { $gold } de oro.
belfort-detail-gives = Tu trabajador vuelve a casa; { $gives }.
belfort-detail-trade = { $buy ->
    [1] Paga { $gold } de oro y recibe 1 de { $res ->
        [wood] madera
        [stone] piedra
       *[metal] metal
    }.
   *[0] Da 1 de { $res ->
        [wood] madera
        [stone] piedra
       *[metal] metal
    } y recibe { $gold } de oro.
}
belfort-detail-hire = Cuesta { $gold } de oro; una contratación por ronda.
belfort-detail-buy-card = Cuesta { $gold } de oro y termina tu turno.
belfort-detail-keep = Las otras { $n } van boca arriba a la pila de descartes.
belfort-detail-discard = Boca arriba a la pila de descartes.
belfort-detail-reveal = Se enseña a todos cuando todos hayan enseñado la suya; el espía puede quedársela.
belfort-detail-send = Recoge { $area ->
    [forest] en el Bosque
    [quarry] en la Cantera
    [mine] en la Mina
   *[goldmine] en la Mina de oro
} esta ronda.
belfort-prompt-keep = Elige { $keep } de tus { $deal } { $deal ->
        [one] carta
       *[other] cartas
    } para quedártelas; las otras { $drop } van boca arriba a la pila de descartes.
belfort-prompt-block = Pon el enano de { $np } en un gremio: nadie puede usar ese gremio hasta que el enano siga adelante.
belfort-prompt-place = Coloca un trabajador o pasa: { $elves } { $elves ->
        [one] elfo
       *[other] elfos
    } y { $dwarves } { $dwarves ->
        [one] enano
       *[other] enanos
    } en casa, { $gold } de oro.
belfort-prompt-distribute = Has pasado: envía a las zonas de recursos { $n ->
        [one] el trabajador que te queda
       *[other] los { $n } trabajadores que te quedan
    } en casa.
belfort-prompt-tent = Tienda del Rey: toma un escudo libre para cambiar el orden de turno, o conserva el escudo { $shield }.
belfort-prompt-actions = Tus acciones: tienes { $wood } de madera, { $stone } de piedra, { $metal } de metal, { $gold } de oro y { $hand } { $hand ->
        [one] carta
       *[other] cartas
    }.
belfort-prompt-neutral = { $place ->
    [1] Coloca el marcador de { $np } en un solar libre de su carta.
   *[0] Elige la carta de { $np }: una de las que están a la vista, o la de arriba del mazo.
}
belfort-prompt-discard = Descarta { $n } { $n ->
    [one] carta más
   *[other] cartas más
} (tienes { $hand }; el límite de mano es { $limit }).
belfort-prompt-recruit = { $gnome ->
    [1] Reclutadores: consigue un elfo o un enano, o pon un gnomo disponible en tu cerradura.
   *[0] Posada: consigue un elfo o un enano.
}
belfort-prompt-gnome = Elige una cerradura para un gnomo disponible (quedan { $pool }).
belfort-prompt-gate = Gnomo de la Garita: elige la Garita para tu segundo marcador.
belfort-prompt-arch = Arquitectos: toma un solar, muralla o gremio por 1 de metal o 2 de madera/piedra menos. Tienes { $wood } de madera, { $stone } de piedra, { $metal } de metal y { $gold } de oro.
belfort-prompt-arch-pay = Arquitectos: el coste completo es { $cost }; elige el descuento.
belfort-prompt-thieves = Ladrones: quita hasta { $max } de oro a un jugador, o { $each } de oro a cada uno de hasta 3.
belfort-prompt-bandits = Bandidos: quita bienes a un jugador, o 1 de madera o piedra a cada uno de hasta 3.
belfort-prompt-wizards = Magos: intercambia los marcadores de dos solares del mismo tipo.
belfort-prompt-spies-show = Espías: { $spy } pide a todos los jugadores que enseñen una carta; elige una de tus { $hand } (puede quedársela).
belfort-prompt-spies-take = Espías: quédate una de las cartas enseñadas.
belfort-prompt-merchants = Mercaderes: toma { $converts } { $converts ->
        [one] conversión
       *[other] conversiones
    } a metal, o { $visits } { $visits ->
        [one] visita
       *[other] visitas
    } más al comercio.
belfort-area-got = { $area ->
    [forest] Bosque
    [quarry] Cantera
    [mine] Mina
   *[goldmine] Mina de oro
}: { $list }.
belfort-got = { $player } { $amount } de { $area ->
    [forest] madera
    [quarry] piedra
    [mine] metal
   *[goldmine] oro
}{ $bonus ->
    [1] {" "}(+1 por tener más trabajadores)
   *[0] {""}
}
belfort-income = Ingresos: { $list }.
belfort-income-part = { $player } +{ $gold } de oro (ahora { $total })
belfort-taxes = Impuestos: { $list }.
belfort-tax-part = { $player } { $tax ->
    [0] no debe nada
   *[other] debe { $tax } de oro con { $score } { $score ->
        [one] punto
       *[other] puntos
    }, paga { $paid }{ $lost ->
        [0] {""}
       *[other] {" "}y pierde { $lost } { $lost ->
        [one] punto
       *[other] puntos
    }
    } (le quedan { $gold } de oro)
}
belfort-np-moved = Un enano neutral sigue hacia el gremio de { $guild } (distrito { $district }).
belfort-scoring = Puntuación tras la ronda { $round } (distritos 1-5, luego elfos, enanos, gnomos):
belfort-scored = { $player } suma +{ $points }: distritos { $d1 }+{ $d2 }+{ $d3 }+{ $d4 }+{ $d5 }, elfos { $elves }, enanos { $dwarves }, gnomos { $gnomes }; ahora { $score }.
belfort-final-head = Clasificación final (los empates se deshacen con madera + piedra + oro + 2 × metal):
belfort-final-line = { $rank }. { $player }: { $score } { $score ->
        [one] punto
       *[other] puntos
    } (distritos { $districts }, elfos { $elves }, enanos { $dwarves }, gnomos { $gnomes }{ $taxes ->
    [0] {""}
   *[other] , perdidos en impuestos { $taxes }
}){ $tied ->
    [1] , desempate { $tiebreak } ({ $wood } de madera, { $stone } de piedra, { $metal } de metal, { $gold } de oro)
   *[0] {""}
}
belfort-status = Belfort, ronda { $round }: { $phase }. Le toca a: { $turn }. Puntos (escudo): { $scores }. Gnomos disponibles: { $pool }.
belfort-status-score = { $player } { $score } ({ $shield })
belfort-band-final = Puntuación final
belfort-band-over = Fin de la partida, primer puesto: { $winners }
belfort-band-turn = Le toca a: { $who }
belfort-band-last = Última: { $action }
belfort-band-last-change = Última: { $action } → { $change }
belfort-band-no-last = Aún no hay acciones en esta partida
belfort-delta-wood = { $n } de madera
belfort-delta-stone = { $n } de piedra
belfort-delta-metal = { $n } de metal
belfort-delta-gold = { $n } de oro
belfort-delta-points = { $n } { $n ->
        [one] punto
       *[other] puntos
    }
belfort-label-built = Edificios construidos (g = gnomos en la carta)
