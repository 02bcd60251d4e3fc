# Las noticias de un bot que sustituye a un jugador ausente (issue 26).
stand-in-started = Tu plazo en { $title } ({ $channel }) ha vencido, así que ahora un bot juega tu asiento. Mientras tanto no recibes un mensaje por cada una de sus jugadas. Para recuperar tu asiento, envía cualquier orden en esa mesa (por ejemplo /{ cmd-name-game } { cmd-name-game-status }).
stand-in-back = Bienvenido de nuevo: tu asiento en { $title } ({ $channel }) vuelve a ser tuyo y el bot ha dejado de jugarlo.
stand-in-game-over = La partida de { $title } ({ $channel }) terminó mientras un bot jugaba tu asiento.
stand-in-nothing = Mientras tanto no ha pasado nada en la mesa.
