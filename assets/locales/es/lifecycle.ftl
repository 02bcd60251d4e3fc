## Funcionar durante meses (issue 30): mesas cerradas, permisos que faltan, /game check.
lifecycle-table-closed = Esta mesa ({ $title }, mesa { $table }) está cerrada: Longtable ya no llega a su canal (borrado o bloqueado, o el bot fue expulsado del servidor). Sus relojes y sus bots están parados y su historial se conserva; se reanuda si el canal vuelve. `/{ cmd-name-game } { cmd-name-game-abort }` (su creador o un admin) la termina.
lifecycle-closed-dm = Tu mesa de { $title } (mesa { $table }) está cerrada: { $why ->
        [thread] su hilo fue borrado.
        [server] el bot fue expulsado de su servidor.
        [locked] un moderador bloqueó su hilo.
        [access] el bot ya no ve su canal.
       *[channel] su canal fue borrado.
    } Sus relojes y sus bots están parados y su historial se conserva. Si el canal vuelve (el bot añadido de nuevo al servidor, el hilo desbloqueado), la mesa se reanuda donde se detuvo; una partida de liga reanudada después del final de su temporada no cuenta para nadie.
lifecycle-resumed = La mesa de { $title } (mesa { $table }) se reanuda: su canal ha vuelto. Los relojes de los jugadores esperados empiezan de nuevo.
lifecycle-channel-gone = Discord dice que este canal ya no existe o está bloqueado: su mesa está cerrada, sus relojes y sus bots parados, su historial conservado.
lifecycle-missing-permissions = A Longtable le { $count ->
        [one] falta un permiso
       *[other] faltan { $count } permisos
    } en { $channel }: { $permissions }. Un admin del servidor puede { $count ->
        [one] concedérselo
       *[other] concedérselos
    } al rol de Longtable allí; `/{ cmd-name-game } { cmd-name-game-check }` muestra lo que tiene el bot.
lifecycle-missing-unknown = Discord le negó un permiso a Longtable en { $channel }. `/{ cmd-name-game } { cmd-name-game-check }` allí muestra cuál falta.
lifecycle-perm-view-channel = Ver canal
lifecycle-perm-send-messages = Enviar mensajes
lifecycle-perm-send-in-threads = Enviar mensajes en hilos
lifecycle-perm-attach-files = Adjuntar archivos (los tableros)
lifecycle-perm-read-history = Leer el historial de mensajes
lifecycle-perm-manage-messages = Gestionar mensajes (fijar el mensaje de estado)
lifecycle-perm-create-threads = Crear hilos públicos (rondas de liga)
lifecycle-check-head = Lo que Longtable necesita en { $channel }:
lifecycle-check-ok = Todo está en orden.
lifecycle-check-missing = { $count ->
        [one] Falta un permiso
       *[other] Faltan { $count } permisos
    }: un admin del servidor puede { $count ->
        [one] concederlo
       *[other] concederlos
    } al rol de Longtable aquí.
lifecycle-check-unknown = Discord no dijo qué permisos tiene el bot aquí.
discord-cmd-game-check = Muestra si el bot tiene todos los permisos que necesita en este canal
cmd-name-game-check = comprobar
lifecycle-member-left = { $user } ya no es miembro del servidor de tu mesa de { $title } (mesa { $table }): su asiento { $seat } está libre y reservado para él. Dáselo a otra persona o a un bot con `/{ cmd-name-game } { cmd-name-game-replace }`, o espera: `/{ cmd-name-game } { cmd-name-game-join }` se lo devuelve si vuelve.
