## Errores que ve quien envió una orden.
error-internal = Algo ha fallado por nuestra parte. No se ha cambiado nada; inténtalo de nuevo.
error-already-handled = Eso ya estaba hecho (un clic o un envío repetido); no se ha cambiado nada más.
error-table-exists = Este canal ya tiene una mesa ({ $title }). Termínala o anúlala primero, o abre un hilo y crea allí la nueva mesa.
error-unknown-title = No hay ningún juego llamado `{ $title }`. Juegos: { $known }.
error-no-table = No hay ninguna mesa en este canal. Abre una con /{ cmd-name-game } { cmd-name-game-new }.
error-already-seated = Ya tienes un asiento en esta mesa.
error-table-full = La mesa está completa ({ $max } { $max ->
        [one] jugador
       *[other] jugadores
    }).
error-game-in-progress = La partida ya ha empezado y no queda ningún asiento libre.
error-not-seated = No tienes asiento en esta mesa.
error-creator-cannot-leave = Tú abriste esta mesa, así que no puedes abandonarla; usa /{ cmd-name-game } { cmd-name-game-abort } para cerrarla, o antes /{ cmd-name-game } { cmd-name-game-transfer } <{ cmd-name-game-transfer-user }> para cedérsela a otro jugador.
error-creator-transfer-first = Quien dirige la mesa no puede dejar su asiento durante la partida. Cede antes la mesa a otro jugador con /{ cmd-name-game } { cmd-name-game-transfer } <{ cmd-name-game-transfer-user }>.
error-seat-held = El asiento { $seat } está reservado para el jugador que lo dejó. Quien creó la mesa puede dártelo con /{ cmd-name-game } { cmd-name-game-replace }; en una mesa abierta con seats:open cualquiera puede ocupar un asiento libre.
error-unknown-user = Todavía no conozco a { $user }. Tiene que usar alguna orden de Longtable una vez (por ejemplo /{ cmd-name-game } { cmd-name-game-status }) antes de que se le pueda ceder un asiento.
error-user-seated = { $user } ya tiene un asiento en esta mesa.
error-already-creator = { $user } ya dirige esta mesa.
error-confirm-stale = Esa pregunta era sobre una mesa que ya no está abierta aquí, así que no se ha cambiado nada.
error-no-such-game = Este canal no tiene ninguna partida empezada con el número #{ $game }; /{ cmd-name-history } muestra sus partidas terminadas.
error-board-at = No hay ninguna acción { $given } en esta partida; elige entre 0 (la preparación) y { $last } (consulta /{ cmd-name-log }).
error-already-started = La partida ya ha empezado.
error-not-creator = Solo el jugador que abrió la mesa (o alguien que pueda gestionar este canal) puede hacer eso.
error-not-playing = Aquí todavía no se está jugando ninguna partida.
error-stale-button = Ese botón es de un momento anterior de la partida. Usa el mensaje más reciente, o /{ cmd-name-actions }.
error-nothing-to-undo = No hay nada que deshacer.
error-undo-not-yours = Solo puedes deshacer tu propia última acción, y solo si nadie ha actuado desde entonces.
error-undo-revealed = Esa acción reveló información oculta, así que no se puede deshacer.
error-no-such-user = No hay nadie llamado { $user } sentado en esta mesa.
error-cannot-kick-creator = No se puede expulsar al jugador que abrió la mesa; si quieres, anula la mesa.

## El vestíbulo y la vida de la mesa.
lobby-opened = { $user } ha abierto una mesa de { $title } para { $min }–{ $max } { $max ->
        [one] jugador
       *[other] jugadores
    }. Únete con /{ cmd-name-game } { cmd-name-game-join }; { $user } empieza la partida con /{ cmd-name-game } { cmd-name-game-start }.
lobby-joined = { $user } se ha unido ({ $count }/{ $max }).
lobby-left = { $user } ha dejado la mesa.
seat-freed-open = { $user } ha dejado el asiento { $seat }. La mesa es abierta (seats:open), así que cualquiera puede ocuparlo con /{ cmd-name-game } { cmd-name-game-join }.
seat-held = { $user } ha dejado el asiento { $seat }. Se le guarda el asiento: puede recuperarlo con /{ cmd-name-game } { cmd-name-game-join }, o quien creó la mesa puede cedérselo a otro con /{ cmd-name-game } { cmd-name-game-replace } { $user } <jugador>.
seat-handed = El asiento de { $from } (asiento { $seat }) pasa a ser de { $user }.
leave-forfeit = { $user } ha abandonado la partida, y en esta mesa quien abandona su asiento pierde la partida.
seat-yours = Ahora ocupas el asiento de { $player } en { $title } ({ $channel }). Tu vista privada:
table-transferred = { $from } ha cedido la mesa a { $user }, que ahora la dirige (empezar, expulsar, sustituir, anular).
lobby-archived = La partida que terminó aquí queda en el historial de este canal: /{ cmd-name-history } la muestra.
leave-ask = ¿Dejas el asiento { $seat } durante el resto de esta partida? { $mode ->
    [bot] Mientras tanto, un bot juega por ti; el asiento sigue siendo tuyo, así que /{ cmd-name-game } { cmd-name-game-join } te devuelve a la partida.
    [forfeit] En esta mesa, dejar el asiento equivale a rendirse: la partida termina ahora y tú quedas en último lugar.
   *[other] La partida sigue sin ti; se te guarda el asiento, así que /{ cmd-name-game } { cmd-name-game-join } te devuelve a ella, y quien creó la mesa puede cedérselo a otra persona.
}
abort-ask = ¿Cerrar definitivamente esta mesa de { $title }? La partida termina sin resultado tras { $actions ->
    [one] 1 acción
   *[other] { $actions } { $actions ->
        [one] acción
       *[other] acciones
    }
}, y no se puede deshacer.
abort-ask-lobby = ¿Cerrar esta mesa de { $title } antes de que empiece?
confirm-how = Para seguir, pulsa el botón o escribe /{ cmd-name-game } { $command } confirm. Para dejarlo todo como está, no hagas nada.
confirm-how-button = Para seguir, pulsa el botón de abajo. Para dejarlo todo como está, no hagas nada.
confirm-abort-button = Sí, cerrar la mesa
confirm-leave-button = Sí, dejar mi asiento
seat-taken = { $user } ocupa el asiento { $seat }.
game-started = Empieza la partida de { $title } con { $players } { $players ->
        [one] jugador
       *[other] jugadores
    }.
game-aborted = { $user } ha cerrado la mesa.

## Estado.
status-title = { $title }
status-lobby = Vestíbulo de { $title }: { $count }/{ $max } { $max ->
        [one] jugador
       *[other] jugadores
    }.
status-seat = • { $player }
status-turn = Esperando a: { $users }
result-header = Puntuación final:
result-line = { $rank }. { $user }: { $score } { $score ->
        [one] punto
       *[other] puntos
    }

## Jugando.
played = { $user }: { $action }
undone = { $user } ha deshecho: { $action }
your-turn = Te toca en { $title } ({ $channel }).
still-your-turn = Sigue siendo tu turno.
actions-header = { $count ->
    [one] Tienes 1 acción:
   *[other] Tienes { $count } { $count ->
        [one] acción
       *[other] acciones
    }:
}
actions-line = { $n }. { $action }
actions-not-your-turn = No es tu turno; esperando a { $users }.
log-header = { $count ->
    [one] La última acción:
   *[other] Las últimas { $count } { $count ->
        [one] acción
       *[other] acciones
    }:
}
log-empty = Todavía no se ha jugado nada.
log-line = #{ $seq } { $user }: { $action }
log-line-forced = #{ $seq } { $user }: { $action } (forzada)

## Lo que se cuenta en la mesa.
# Un jugador nombrado con su asiento como segunda pista: "ana (azul, 1)".
player-cue = { $name } ({ $colour }, { $seat })
# Un asiento que nadie ocupa ahora, y para quién se guarda.
player-cue-held = asiento libre ({ $colour }, { $seat }), reservado para { $name }
player-cue-free = asiento libre ({ $colour }, { $seat }), abierto a cualquiera
opt-seats = Quién puede ocupar un asiento que queda libre durante la partida: invite (su jugador, o a quien nombre el creador con /{ cmd-name-game } { cmd-name-game-replace }) u open (cualquiera).

## Historial.
history-empty = En este canal todavía no ha terminado ninguna partida.
history-header = { $count ->
    [one] La última partida terminada aquí:
   *[other] Las últimas { $count } { $count ->
        [one] partida
       *[other] partidas
    } terminadas aquí, de la más reciente a la más antigua:
}
history-line = • #{ $id } { $title }, { $date }: { $players }; ganador: { $winner }
board-at = { $title } #{ $game }: el tablero tras la acción { $at } de { $last }:
# Lo que leen los demás de una acción guardada antes de que las acciones tuvieran texto público.
told-hidden = ha hecho un movimiento
# Un movimiento que jugó el anfitrión porque era el único legal.
played-forced = { $user }: { $action } (única opción)
digest-header = Desde tu último turno:
digest-line = › { $line }
digest-more = … y { $count } más: /{ cmd-name-log }
lobby-options = Opciones: las predeterminadas, salvo { $options }.
lobby-options-default = Opciones: las predeterminadas.
lobby-options-more = Todas las opciones: /{ cmd-name-game } { cmd-name-game-help } { $title }
actions-prompt-line = { $n }. { $label } — { $detail }
error-undo-forced = Ese movimiento era el único posible y se jugó por ti; no se puede deshacer.
opt-autoplay = Juega al instante el único movimiento legal de un asiento (todos los juegos).

## Ayuda.
help-titles-header = Juegos que puedes abrir con /{ cmd-name-game } { cmd-name-game-new } <{ cmd-name-game-new-title }>:
help-title-line = { $title } ({ $min }–{ $max } { $max ->
        [one] jugador
       *[other] jugadores
    })
help-options-header = Opciones (añade nombre:valor a /{ cmd-name-game } { cmd-name-game-new }):
help-no-options = Este juego no tiene opciones.
option-line = • { $name } = { $value } ({ $values }): { $help }

## Colores de los jugadores (leyendas de los tableros).
colour-blue = azul
colour-orange = naranja
colour-green = verde
colour-purple = morado
colour-red = rojo
colour-sky = celeste

## La gramática de las órdenes.
error-usage = Uso: { $usage }
error-bad-argument = Aquí no entiendo `{ $argument }`.
error-unknown-command = No existe la orden `{ $command }`. Órdenes: /{ cmd-name-game } { cmd-name-game-new }|{ cmd-name-game-join }|{ cmd-name-game-leave }|{ cmd-name-game-start }|{ cmd-name-game-status }|{ cmd-name-game-abort }|{ cmd-name-game-kick }|{ cmd-name-game-addbot }|{ cmd-name-game-replace }|{ cmd-name-game-transfer }|{ cmd-name-game-rules }|{ cmd-name-game-help }, /{ cmd-name-actions }, /{ cmd-name-play }, /{ cmd-name-undo }, /{ cmd-name-board } [{ cmd-name-board-at }:n] [{ cmd-name-board-full }], /{ cmd-name-me }, /{ cmd-name-log }, /{ cmd-name-history }, /{ cmd-name-rules }, /{ cmd-name-card }, /{ cmd-name-league }, /{ cmd-name-stats }.
local-usage = Escribe las líneas así: <usuario> [#canal] /orden ...

## Bots
bot-name = Bot ({ $level })
error-bot-level = No existe el nivel de bot `{ $level }`. Niveles: { cmd-choice-easy }, { cmd-choice-normal }, { cmd-choice-hard }.
error-not-a-bot = { $user } no es un bot de esta mesa; /{ cmd-name-game } { cmd-name-game-status } muestra los asientos.
error-line-too-long = Esa línea ocupa más de { $max } bytes, así que no se ha leído. No se ha cambiado nada.
error-line-not-utf8 = Esa línea no es texto UTF-8 válido, así que no se ha leído. No se ha cambiado nada.
error-image-write = No se { $count ->
        [one] ha podido escribir 1 imagen
       *[other] han podido escribir { $count } imágenes
    } en { $folder } (¿está lleno el disco?). La acción en sí se ha guardado.
error-name-too-long = Tu nombre de usuario tiene más de { $max } { $max ->
        [one] carácter
       *[other] caracteres
    }; usa uno más corto. No se ha cambiado nada.
error-option-too-long = El valor de la opción `{ $name }` tiene más de { $max } { $max ->
        [one] carácter
       *[other] caracteres
    }. No se ha cambiado nada.
error-storage-busy = La base de datos estaba ocupada en ese momento, así que no se ha cambiado nada. Vuelve a intentarlo dentro de un momento.
error-storage-permanent = No se ha podido guardar la partida: la base de datos es de solo lectura, está llena o dañada, así que no se ha cambiado nada, y reintentarlo no servirá hasta que el operador del bot lo arregle.
error-table-quarantined = La mesa de este canal ({ $title }, mesa { $table }) no se puede recargar: sus movimientos guardados ya no se reproducen ({ $problem }). Queda apartada y no se puede jugar en ella; `/{ cmd-name-game } { cmd-name-game-abort }` la cierra para que se pueda abrir aquí una mesa nueva.
