# Asientos, nombres de los bots e historial de quién ocupó cada asiento (issue 26).

bot-named = { $name } (bot, { $level })
bot-level-easy = fácil
bot-level-normal = medio
bot-level-hard = difícil

log-line-stand-in = #{ $seq } { $user } (lo sustituye un bot): { $action }
played-stand-in = { $user } (lo sustituye un bot): { $action }

seat-event-leave = ↳ { $left } ha dejado el asiento { $seat }.
seat-event-kick = ↳ { $by } ha sacado a { $left } del asiento { $seat }.
seat-event-replace = ↳ { $by } ha cedido el asiento { $seat } de { $left } a { $came }.
seat-event-keep = ↳ { $came } guarda el asiento { $seat } para { $left }, que se ha ido.
seat-event-timeout = ↳ A { $left } se le acabó el tiempo; un bot juega el asiento { $seat } hasta que vuelva.
seat-event-return = ↳ { $came } vuelve al asiento { $seat }.
seat-event-take = ↳ { $came } ocupa el asiento { $seat }.
seat-event-take-from = ↳ { $came } ocupa el asiento { $seat } en lugar de { $left }.

replaced-by-bot = En { $title } ({ $channel }), { $by } ha cedido tu asiento { $seat } a { $bot }. Sigue siendo tuyo: envía /{ cmd-name-game } { cmd-name-game-join } en { $channel } para recuperarlo del bot.
replaced-by-person = En { $title } ({ $channel }), { $by } ha cedido tu asiento { $seat } a { $user }. Solo quien creó la mesa puede devolvértelo, con /{ cmd-name-game } { cmd-name-game-replace } { $user } { $you }.

error-seat-manager = Solo el jugador que abrió la mesa (o alguien que pueda gestionar este canal) añade bots o cede asientos.
error-seat-league-manager = En una mesa de la liga { $name }, solo los administradores de la liga (quien la creó, o alguien que pueda gestionar este servidor) añaden bots o ceden asientos.
error-invite-only = Esta mesa es solo por invitación (seats:invite): aquí solo ocupa un asiento quien designe el creador de la mesa con /{ cmd-name-game } { cmd-name-game-replace }.

error-duration-bound = `{ $option }` debe estar entre { $min } y { $max }; `{ $value }` no lo está.
error-bots-too-many = { $bots ->
    [one] Un bot
   *[other] { $bots } { $bots ->
        [one] bot
       *[other] bots
    }
} y tú sumáis { $total } { $total ->
        [one] jugador
       *[other] jugadores
    }, pero { $title } admite como máximo { $max }.
error-empty-list-entry = La opción `{ $option }` tiene una entrada vacía en `{ $value }`: separa las entradas con una sola coma y no dejes ninguna vacía.
