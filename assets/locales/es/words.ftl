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
