# Versiones de las reglas (issue 25): una mesa conserva las reglas con las que empezó.

rules-note-first = Las reglas tal como Longtable las jugó al principio.
nations-rules-note-2 = Una nación siempre puede desplegar un trabajador nuevo desde su reserva. Solo se rechazan los movimientos gratuitos que devuelven una disposición de trabajadores que la nación ya tuvo desde la última vez que gastó algo (la versión 1 también rechazaba un trabajador nuevo en una carta que había dejado uno).
error-rules-unknown = Esta versión de Longtable no conoce la versión { $version } de las reglas de { $title }. Usa la versión que empezó la mesa, o una más reciente.
table-held-content = Esta mesa ({ $title }, mesa { $table }) está en espera: el contenido con el que se juega (cartas y números) ha cambiado desde que empezó. Decide quien la abrió o un administrador: `/{ cmd-name-game } { cmd-name-game-rules }` muestra qué cambió, `/{ cmd-name-game } { cmd-name-game-rules } { cmd-name-game-rules-upgrade }` continúa con el contenido nuevo, `/{ cmd-name-game } { cmd-name-game-abort }` la cierra. Todavía puedes verla con `/{ cmd-name-board }`, `/{ cmd-name-log }` y `/{ cmd-name-game } { cmd-name-game-status }`.
table-held-replay = Esta mesa ({ $title }, mesa { $table }) queda apartada: sus movimientos guardados ya no se reproducen con ninguna versión de las reglas que conoce esta versión de Longtable. No se puede jugar en ella; `/{ cmd-name-game } { cmd-name-game-abort }` (quien la abrió o un administrador) la cierra para que se pueda abrir aquí una mesa nueva.
confirm-rules-button = Pasar a las reglas nuevas
rules-version-line = • Versión { $version }: { $note }
rules-table = Esta mesa juega a { $title } con la versión { $version } de las reglas (empezó con la versión { $started }). La versión más reciente es la { $newest }.
rules-changed-since = Qué ha cambiado desde entonces:
rules-content-changed = El contenido con el que se juega (cartas y números) también ha cambiado desde que empezó.
rules-upgrade-how = Como quien la abrió o como administrador, puedes pasarla con `/{ cmd-name-game } { cmd-name-game-rules } { cmd-name-game-rules-upgrade }`; se pide confirmación, y se rechaza si los movimientos hechos hasta ahora no son todos legales con las reglas nuevas.
rules-upgrade-who = Quien abrió la mesa o un administrador puede pasarla a las reglas más recientes.
rules-upgrade-ask = ¿Pasar esta mesa de la versión { $from } de las reglas a la versión { $to }? Todos los movimientos hechos hasta ahora son legales con las reglas nuevas; desde el próximo movimiento, la mesa las sigue. Qué cambia:
rules-up-to-date = Esta mesa ya juega con las reglas más recientes (versión { $version }) y su contenido no ha cambiado.
rules-upgrade-refused = Esta mesa no puede pasar a la versión { $version } de las reglas: algunos de sus movimientos hasta ahora no serían legales con ellas. Conserva las reglas con las que empezó.
rules-moved = { $user } pasó esta mesa de la versión { $from } de las reglas a la versión { $to }. Qué cambia:
rules-content-ask = ¿Continuar esta mesa con el contenido que tiene ahora este servidor (cartas y números), con la versión { $to } de las reglas? Todos los movimientos hechos hasta ahora son legales con él; desde el próximo movimiento, la mesa lo usa.
rules-content-moved = { $user } pasó esta mesa al contenido que tiene ahora este servidor (cartas y números), con la versión { $to } de las reglas.
log-line-rules = #{ $seq } { $action }
error-undo-rules = La mesa pasó a reglas nuevas desde entonces; los movimientos anteriores ya no se pueden deshacer.
discord-cmd-game-rules = La versión de las reglas de la mesa y qué cambió; quien la abrió o un admin la actualiza
discord-cmd-game-rules-upgrade = Pasar a las reglas más recientes (con confirmación; quien la abrió o Gestionar canales)
cmd-name-game-rules = reglas
cmd-name-game-rules-upgrade = actualizar
