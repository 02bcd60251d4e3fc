## Palabras que antes construía el código (incidencia 27).

endeavor-icon-count = { $track ->
    [industry] I
    [culture] C
    [finance] F
   *[politics] P
}{ $n }
endeavor-label-governor-short = Gob.
duration-days = { $n } { $n ->
    [one] día
   *[other] días
}
duration-hours = { $n } { $n ->
    [one] hora
   *[other] horas
}
duration-minutes = { $n } { $n ->
    [one] minuto
   *[other] minutos
}
belfort-detail-pass = { $n ->
    [0] Definitivo en esta fase; no te quedan trabajadores en casa.
    [one] Definitivo en esta fase; el trabajador que te queda en casa va a las zonas de recursos (Bosque, Cantera, Mina, Mina de oro).
   *[other] Definitivo en esta fase; los { $n } trabajadores que te quedan en casa van a las zonas de recursos (Bosque, Cantera, Mina, Mina de oro), repartidos como quieras.
}
nations-label-none-of = { $of ->
    [advisors] ninguno
   *[other] ninguna
}
# Nations: what an event part of a special kind does, on the board.
nations-event-kind = { $kind ->
    [optional] puede aceptar o rechazar
    [pay_or_last] paga o pasa a ser la última en el orden de turno
    [drop_to_last] puede aceptar y pasar a ser la última
    [to_first] primera en el orden de turno
    [crusade] elige un recurso que ganar; las más débiles pierden
    [zoroaster] una elección, las demás pagan (ver el evento)
    [exhibition] arquitectos gratis
    [vasa] fuerza militar reducida
   *[other] ver el evento
}

# /card: the names of an item's values, and the words among them.
card-field = { $field ->
    [category] categoría
    [copies] copias
    [gain] ganancia
    [income] ingresos
    [locks] bloquea
    [lot] solar
    [short] nombre corto
    [space] espacio de trabajador
    [action] acción
    [culture] Cultura
    [deck] mazo
    [finance] Finanzas
    [glory] Gloria
    [governor] Gobernador
    [industry] Industria
    [level] nivel
    [politics] Política
    [value] valor
    [age] edad
    [architects] arquitectos
    [battle_bonus] bonificación de batalla
    [bonus] bonificación
    [cards] cartas
    [deploy] coste de despliegue
    [effect] efecto
    [famine] hambruna
    [first] primera parte
    [food] comida
    [gold] oro
    [golden_age_bonus] bonificación de edad de oro
    [loss] pérdida
    [nation] nación
    [per_worker] por trabajador
    [production_if] produce si
    [raid] saqueo
    [remove_if] se retira si
    [requirement] requisito
    [scoring] puntuación
    [second] segunda parte
    [sections] secciones
    [set] conjunto
    [side] cara
    [stone] piedra
    [type] tipo
    [vp] PV
    [war_vp] PV de guerra
    [worker_vp] PV por trabajador
    [workers] trabajadores
    [advisors] asesores
    [alt] si no
    [amount] cantidad
    [books] libros
    [choice] elección
    [count] número
    [kind] clase
    [locked] bloqueado
    [metal] metal
    [military] fuerza militar
    [pay] pago
    [per] por
    [stability] estabilidad
    [when] cuándo
    [who] quién
    [wood] madera
    [cost_house] coste (valor de la casa)
    [cost_rulebook] coste
    [status_icons] iconos de estado
    [hook] regla
   *[other] { $field }
}
card-word = { $word ->
    [yes] sí
    [no] no
    [attack] Atacar
    [draw] Robar
    [occupy] Ocupar
    [payment] Pago
    [ship] Navegar
    [all] todas
    [one] uno
    [basic] básica
    [interactive] interactiva
    [resource] de recursos
    [crusade] cruzada
    [drop_to_last] aceptar y pasar a último
    [exhibition] arquitectos gratis
    [optional] opcional
    [pay_or_last] pagar o pasar a último
    [to_first] primero en el orden de turno
    [vasa] fuerza militar reducida
    [zoroaster] una elección, las demás pagan
    [bank_gold] el oro del Banco
    [blacksmith_buy] la compra en la Herrería
    [gatehouse_extra] el marcador extra de la Garita
    [library_draw] robar en la Biblioteca
    [market_visit] una visita al Mercado
    [master_dwarf] un maestro enano
    [master_elf] un maestro elfo
    [open_space] su espacio de trabajador
    [gatehouse] un solar de Garita
    [keep] el Torreón
    [single] un solar
    [building] edificio
    [wonder] maravilla
    [least_stable] la menos estable
    [weakest] la más débil
    [advanced] avanzado
    [base] juego base
    [expert] experto
    [promo] promocional
    [advisor] asesor
    [battle] batalla
    [colony] colonia
    [golden_age] edad de oro
    [war] guerra
    [most_stable] la más estable
    [fewest_books] menos libros
    [most_books] más libros
    [not_strongest_or_most_stable] todas menos la más fuerte y la más estable
    [passed_first] pasó primero
    [passed_last] pasó último
    [strongest] la más fuerte
    [inn] la regla de la Posada
    [library] la regla de la Biblioteca
    [tower] la regla de la Torre
   *[other] { $word }
}
# One value: its name and what it is ("age 1").
card-value = { $field } { $value }
