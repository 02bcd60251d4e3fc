# `lines` une sus argumentos, uno por línea (se hace en el código).
lines = { "" }
error-not-legal = `{ $action }` no es una acción legal para ti ahora mismo. Usa /{ cmd-name-actions } para ver lo que puedes hacer.
error-game-over = La partida ha terminado.
error-not-your-turn = No es tu turno.
error-no-such-number = No hay ninguna acción con el número { $number }; tienes { $count } para elegir.
error-seat-count = { $title } admite de { $min } a { $max } { $max ->
        [one] jugador
       *[other] jugadores
    }, no { $given }.
error-bad-option-value = La opción `{ $option }` no puede ser `{ $value }`; valores permitidos: { $allowed }.
error-unknown-option = No existe la opción `{ $option }`. Opciones: { $known }.
# Un asiento cuando el traductor del lector no conoce los nombres de los jugadores
# (engine::Msg::seat); con los nombres conocidos se muestra solo el nombre.
seat-name = Asiento { $n }
# Una acción contada por su notación (engine::Told::plain).
told-notation = { $action }
# engine::Stage para un juego sin rondas ni fases.
stage-none = { "" }

# A game's name where a message names it by its id (the i18n rule for
# every `title` argument); other text is shown as it is.
title-name = { $id ->
        [nations] Nations
        [endeavor] Endeavor
        [belfort] Belfort
       *[other] { $id }
    }

# A label and what follows it on a board or view (French puts a space
# before the colon).
label-value = { $label }: { $value }
label-colon = { $label }:
# One kind of token and how many (Endeavor's trade tokens).
count-of = { $name } × { $n }
