## Endeavor: mensajes del juego. Los asientos se numeran desde 1.

endeavor-error-content = El paquete de contenido de Endeavor tiene { $errors ->
        [one] 1 problema
       *[other] { $errors } problemas
    }; ejecuta `longtable content check` para verlos.
endeavor-error-illegal = Ahora mismo no puedes hacer ese movimiento.

## Opciones (las muestra /game new endeavor)
endeavor-opt-slavery-penalty = Las cartas de Esclavitud boca abajo cuestan 1 de Gloria cada una solo si se abolió la esclavitud durante la partida (por defecto: siempre cuestan 1).
endeavor-opt-ship-ship = Una doble Navegación (Cartógrafo) debe enviar los dos trabajadores a la misma región (por defecto: a cualquier región).
endeavor-opt-draw-draw = Un doble Robo (Casa de comercio) toma las dos cartas del mismo mazo; off: de la misma región, así que se pueden mezclar Europa y Esclavitud.
endeavor-opt-build-fallback = Cuando no queda ninguna loseta de tu nivel de construcción o inferior: `lowest` abre el nivel superior más bajo que aún tiene losetas, `next` solo el nivel justo por encima, `any` todos los niveles superiores.
endeavor-opt-empty-activation = Permite activar un edificio o gastar una ficha aunque no se pueda realizar ninguna de sus acciones (por defecto: no se permite).
endeavor-opt-empty-payment = Permite un Pago sin ningún edificio que liberar (por defecto: no se permite).

## Registro: lo que siguió a una acción o llegó por sí solo (la acción la cuenta endeavor-tell-*)
endeavor-none = ninguno
endeavor-join = { $head } · { $tail }
endeavor-gives-status = +{ $count } { $track }
endeavor-gives-action = una acción de { $action } para gastar más tarde
endeavor-log-growth = Crecimiento, ronda { $round }: { $list }
endeavor-growth-item = { $seat } +{ $gained } (crecimiento { $growth }, puerto { $harbor })
endeavor-log-salary = Salario, ronda { $round }: { $list }
endeavor-salary-item = { $seat } libera { $freed } de { $salary } (puerto { $harbor })
endeavor-log-ship = { $seat } ocupa la casilla { $space } de { $spaces } en la ruta marítima de { $region } (allí no queda ficha).
endeavor-log-ship-token = { $seat } ocupa la casilla { $space } de { $spaces } en la ruta marítima de { $region } y toma su ficha { $token }: { $gives }.
endeavor-log-ship-beside = La ruta marítima de { $region } está llena: el trabajador de { $seat } espera a su lado ({ $count } allí).
endeavor-log-open = Se abre { $region }; nadie se lleva su Gobernador.
endeavor-log-governor = Se abre { $region }: { $seat } tiene más trabajadores en su ruta ({ $count }{ $tied ->
    [yes] , empate deshecho por la casilla más cercana al mazo
   *[no] { "" }
  }) y se lleva { $card }.
endeavor-log-occupy-token = { $seat } toma la ficha { $token } de { $city }: { $gives }.
endeavor-log-attack = { $defender } pierde { $city }: uno de sus trabajadores y uno de { $seat } vuelven a sus reservas.
endeavor-log-connection = { $seat } es quien controla primero { $from } – { $to }{ $token ->
    [none] { "" }
   *[other] { " " }y se lleva su ficha { $token }: { $gives }
  }.
endeavor-log-abolition = Se abole la esclavitud: todas las cartas de Esclavitud en juego se ponen boca abajo y el mazo de Esclavitud sale de la partida.
endeavor-log-round-end = Termina la ronda { $round }; { $seat } toma la corona para la ronda { $next }.
endeavor-log-game-end = Termina la ronda { $round }: fin de la partida. Gloria final:
endeavor-final-line = { $rank }. { $seat }: { $total } de Gloria (ciudades { $cities }, conexiones { $connections }, estatus { $tracks } [I{ $industry } C{ $culture } F{ $finance } P{ $politics }], cartas { $cards }, casilla del gobernador vacía { $governor }, edificios { $buildings }, puerto { $harbor }, Esclavitud { $slavery })
endeavor-final-tie = En Endeavor no hay desempate: { $list } comparten el puesto { $rank }.

## Cómo se cuenta cada acción a todos (todo Endeavor es público)
endeavor-tell-build = { $seat } construye { $building } (nivel { $level }): { $gives }.
endeavor-tell-free = { $seat } libera el trabajador de su { $building } (salario).
endeavor-tell-activate = { $seat } activa su { $building } ({ $action }), con 1 trabajador del puerto.
endeavor-tell-token = { $seat } gasta una ficha { $token }{ $named ->
    [yes] {""}
   *[no] { " " }({ $action })
  }.
endeavor-tell-ship = { $seat } navega con un trabajador hasta la región { $region }.
endeavor-tell-occupy = { $seat } ocupa { $city } ({ $region }).
endeavor-tell-attack = { $seat } ataca { $city }, en manos de { $defender }, con 2 trabajadores.
endeavor-tell-pay = { $seat } paga: el trabajador de su { $building } vuelve al puerto.
endeavor-tell-draw = { $seat } roba { $card } del mazo de { $deck }: { $gives }.
endeavor-tell-done = { $seat } termina ahí la acción.
endeavor-tell-pass = { $seat } pasa durante el resto de la ronda.
endeavor-tell-govern = { $seat } pone { $card } en su casilla del gobernador.
endeavor-tell-ungovern = { $seat } quita { $card } de su casilla del gobernador.
endeavor-tell-discard = { $seat } descarta { $card } (límite de cartas).
endeavor-tell-keep = { $seat } se queda las cartas como están.

## Opciones: una etiqueta y lo que cuesta y da cada una
endeavor-icons = { $icons }
endeavor-no-icons = sin estatus
endeavor-choice-build = Construir { $building } (nivel { $level })
endeavor-detail-build = da { $icons }; { $action }{ $glory ->
    [0] { "" }
   *[other] ; ★{ $glory } al final
  }; quedan { $left }
endeavor-detail-no-action = sin círculo de acción
endeavor-basic = { $basic ->
    [ship] Navegar
    [occupy] Ocupar
    [attack] Atacar
    [payment] Pago
   *[draw] Robar
  }
endeavor-offer-either = { $a } o { $b }
endeavor-offer-both = { $a } y { $b }
endeavor-detail-action = acción { $action }
endeavor-choice-free = Liberar el trabajador de tu { $building }
endeavor-detail-free = vuelve al puerto; te quedan { $left } de tu salario { $salary } por liberar
endeavor-choice-activate = Activar { $building }: { $action }
endeavor-detail-activate = cuesta 1 trabajador del puerto (tienes { $harbor }); se queda allí hasta que se libere
endeavor-choice-token = Gastar la ficha { $token }{ $named ->
    [yes] {""}
   *[no] : { $action }
  }
endeavor-detail-token = la ficha se gasta; ningún trabajador va a un edificio
endeavor-choice-ship = Navegar a la región { $region }
endeavor-detail-ship-space = 1 trabajador a la casilla { $space } de { $spaces }; toma { $token }: { $gives }{ $opens ->
    [yes] ; abre la región
   *[no] { "" }
  }
endeavor-detail-ship-empty = 1 trabajador a la casilla { $space } de { $spaces } (sin ficha){ $opens ->
    [yes] ; abre la región
   *[no] { "" }
  }
endeavor-detail-ship-beside = ruta llena: 1 trabajador espera a su lado (cuenta para la presencia)
endeavor-choice-occupy = Ocupar { $city } ({ $region })
endeavor-detail-occupy = 1 trabajador; toma { $token }: { $gives }; ★{ $glory } al final
endeavor-detail-occupy-bare = 1 trabajador; ★{ $glory } al final
endeavor-choice-attack = Atacar { $city } (en manos de { $defender })
endeavor-detail-attack = 2 trabajadores (1 vuelve a tu reserva y 1 suyo a la suya); ★{ $glory } al final
endeavor-choice-pay = Pagar: liberar el trabajador de tu { $building }
endeavor-detail-pay = ese trabajador vuelve a tu puerto
endeavor-choice-draw = Robar { $card } ({ $deck })
endeavor-detail-draw = da { $icons }{ $glory ->
    [0] { "" }
   *[other] , ★{ $glory }
  }; requiere { $value } de tus trabajadores allí
endeavor-choice-done = Parar aquí
endeavor-detail-done = termina esta acción sin su segunda parte
endeavor-choice-pass = Pasar
endeavor-detail-pass = no haces más acciones esta ronda; conservas { $harbor } { $harbor ->
        [one] trabajador
       *[other] trabajadores
    } en el puerto
endeavor-choice-govern = Poner { $card } en la casilla del gobernador
endeavor-detail-govern = deja de contar para tu límite de cartas (pierdes el ★3 de la casilla vacía)
endeavor-choice-ungovern = Quitar { $card } de la casilla del gobernador
endeavor-detail-ungovern = cuenta para tu límite de cartas; la casilla vacía da ★3
endeavor-choice-discard = Descartar { $card }
endeavor-detail-discard = pierdes { $icons }{ $glory ->
    [0] { "" }
   *[other] y ★{ $glory }
  }; tienes { $held } y tu límite es { $limit }
endeavor-choice-keep = Conservar tus cartas
endeavor-detail-keep = tienes { $held } y tu límite es { $limit }

## Preguntas: por qué se pregunta a un asiento
endeavor-prompt-build = Construcción, ronda { $round }: tu nivel de construcción es { $level }; elige un edificio.
endeavor-prompt-salary = Salario: te quedan { $left } de tu salario { $salary } por liberar; { $occupied } { $occupied ->
        [one] trabajador
       *[other] trabajadores
    } en tus edificios: elige cuáles.
endeavor-prompt-action = Tu acción: { $harbor } { $harbor ->
        [one] trabajador
       *[other] trabajadores
    } en tu puerto, { $supply } en tu reserva.
endeavor-prompt-part = Tu acción de { $action }: elige { $count ->
    [one] su parte
   *[other] la parte siguiente
  } ({ $harbor } { $harbor ->
        [one] trabajador
       *[other] trabajadores
    } en tu puerto).
endeavor-prompt-limit = Límite de cartas: tienes { $held } y tu límite es { $limit }: descarta { $over }.
endeavor-prompt-limit-govern = Límite de cartas: tienes { $held } y tu límite es { $limit }: descarta { $over }, o pon antes un Gobernador en tu casilla del gobernador vacía, donde ya no cuenta.
endeavor-prompt-arrange = Límite de cartas: tienes { $held } y tu límite es { $limit }; puedes mover tu Gobernador o quedarte las cartas.

## Estado
endeavor-phase-build = Construcción
endeavor-phase-growth = Crecimiento
endeavor-phase-salary = Salario
endeavor-phase-action = Acciones
endeavor-phase-over = Fin de la partida
endeavor-status = Ronda { $round } de 7 · { $phase } · { $first } tiene la corona
endeavor-status-to-act = Esperando a { $seat }.
endeavor-status-score-so-far = { $seat }: { $glory } de Gloria si la partida terminara ahora
endeavor-status-over = La partida ha terminado. Gloria final:
endeavor-status-score = { $rank }. { $seat }: { $glory } de Gloria
endeavor-private-status = Industria { $industry } (nivel de construcción { $build }) · Cultura { $culture } (crecimiento { $growth }) · Finanzas { $finance } (salario { $salary }) · Política { $politics } (límite de cartas { $limit })
endeavor-private-pieces = Puerto: { $harbor } { $harbor ->
    [one] trabajador
   *[other] trabajadores
  } · reserva: { $supply }
endeavor-private-buildings = Edificios (* = con trabajador): { $list }
endeavor-private-cards = Cartas: { $list } · casilla del gobernador: { $governor }

## Textos del tablero
endeavor-label-title = Endeavor
endeavor-label-round = Ronda { $round } de 7 · { $phase }
endeavor-label-final = Puntuación final tras la ronda { $round }
endeavor-label-turn = Le toca a: { $list }
endeavor-label-over = Fin de la partida: { $list } { $count ->
    [one] gana
   *[other] comparten la victoria
  }
endeavor-label-last = Última: { $what }
endeavor-label-last-change = Última: { $what } → { $change }
endeavor-label-no-last = Aún no hay acciones en esta partida
endeavor-delta-status = { $n } { $track }
endeavor-delta-harbor = { $n } en el puerto
endeavor-label-closed-legend = marco discontinuo: región aún cerrada
endeavor-label-glory-city = anillo dorado: ciudad que vale 2 de Gloria
endeavor-label-crown = jugador inicial
endeavor-label-beside = al lado
endeavor-label-deck = mazo
endeavor-label-deck-empty = vacío
endeavor-label-top = arriba
endeavor-label-supply = Edificios restantes (nivel: losetas)
endeavor-label-level = Nivel { $level }
endeavor-label-tokens = Fichas de comercio
endeavor-label-brown = Marrón: +1 de estatus cada una
endeavor-label-blue = Azul: una acción y se gasta
endeavor-label-players = Jugadores
endeavor-label-harbor = Puerto
endeavor-label-supply-markers = Reserva
endeavor-label-buildings = Edificios
endeavor-label-cards = Cartas
endeavor-label-governor-space = Casilla del gobernador
endeavor-label-governor = Gobernador
endeavor-label-card-limit = Límite de cartas { $limit } (+1 con una carta de Esclavitud, máximo 5)
endeavor-label-slavery-down = Esclavitud boca abajo: { $count }
endeavor-label-passed = ha pasado
endeavor-label-glory = Gloria actual
endeavor-label-abolished = Esclavitud abolida
endeavor-label-level-value = nivel
endeavor-label-no-circle = sin círculo
endeavor-label-status-short = I{ $i } C{ $c } F{ $f } P{ $p }
endeavor-track-build = { $track } { $status } → nivel de construcción { $level }
endeavor-track-growth = { $track } { $status } → crecimiento { $level }
endeavor-track-salary = { $track } { $status } → salario { $level }
endeavor-track-limit = { $track } { $status } → límite de cartas { $level }
endeavor-label-track-legend = Un cuadro dorado muestra su número y, en negrita, el nivel que da; al final, cada marcador puntúa el cuadro dorado en el que está o el anterior más cercano.
endeavor-label-icon-legend = I/C/F/P = iconos de Industria/Cultura/Finanzas/Política · ★ = Gloria · ○ = círculo de activación vacío · Gob. = carta de Gobernador
