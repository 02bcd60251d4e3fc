## Endeavor en el móvil (issue 28): el panel de regiones y la vista privada.
endeavor-view-regions = Regiones: rutas marítimas, ciudades y la carta superior de cada mazo
endeavor-view-regions-legend = En cada región, la primera fila es su ruta marítima y la segunda sus ciudades: un disco numerado es el marcador de ese jugador y un círculo vacío, una casilla o ciudad libre.
endeavor-view-beside = { $seat }: { $n } al lado de la ruta
endeavor-view-deck-top = { $deck }: { $card }
endeavor-view-waiting = No es tu turno: esperando a { $list }.
endeavor-view-status = Estatus
endeavor-view-pieces = Puerto: { $harbor } { $harbor ->
    [one] trabajador
   *[other] trabajadores
  } · Reserva: { $supply } · Gloria actual: { $glory }
endeavor-view-buildings = Edificios: { $n } de { $spaces } casillas (disco: un trabajador encima, círculo: círculo de activación vacío)
