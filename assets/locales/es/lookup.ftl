## La consulta de reglas (/rules) y la de cartas (/card).
rules-usage = /{ cmd-name-rules } <{ cmd-name-rules-question }> [{ cmd-name-rules-title }:…]
rules-answer-heading = **{ $heading }** ({ $title }, reglas § { $covers })
rules-page = Página { $page } de { $pages }
rules-other-language = No ha habido coincidencias en tu idioma, así que esta respuesta está en { $lang }.
rules-see-also = También relevante: { $list }
rules-nothing = Nada en la referencia de reglas coincide con «{ $question }». Prueba con otras palabras o con menos, o indica un juego con title:<juego>.
rules-no-reference = Todavía no hay referencia de reglas para { $title }.
rules-button-prev = ◀ Anterior
rules-button-next = Siguiente ▶
rules-stale-page = Esa página ya no existe; vuelve a preguntar con /{ cmd-name-rules }.
help-rules-pointer = Preguntas de reglas: /{ cmd-name-rules } <{ cmd-name-rules-question }> (en cualquier idioma), y /{ cmd-name-card } <{ cmd-name-card-name }> para el texto completo de una carta.

card-usage = /{ cmd-name-card } <{ cmd-name-card-name }> [{ cmd-name-card-title }:…]
card-not-found = No hay ninguna carta, edificio, gremio, evento o nación llamada «{ $name }».{ $suggest ->
    [none] {""}
   *[other] {" "}¿Querías decir: { $suggest }?
}
card-heading = **{ $name }** ({ $kind } de { $title })
card-values = Valores: { $values }
card-provenance-rulebook = Del reglamento.
card-provenance-rulebook-house-fields = Del reglamento, salvo estos valores diseñados por Longtable: { $fields }.
card-provenance-house = Elemento de la casa: sus valores los ha diseñado Longtable, y la carta impresa puede ser distinta.
card-kind-card = carta
card-kind-event = evento
card-kind-nation = nación
card-kind-guild = gremio
card-kind-building = edificio
card-kind-governor = Gobernador
card-button = Carta: { $name }

## Reglas de los elementos que el paquete nombra por un hook. Belfort, especificación 4.2, 4.3.
card-rule-belfort-pub = Cuando se coloca un gnomo en su cerradura, da la vuelta al momento a uno de tus enanos por su cara de maestro, para el resto de la partida.
card-rule-belfort-gardens = Cuando se coloca un gnomo en su cerradura, da la vuelta al momento a uno de tus elfos por su cara de maestro, para el resto de la partida.
card-rule-belfort-tower = Su espacio de trabajador se abre en cuanto hay un gnomo en su cerradura; colocar allí cuesta 1 de oro. Al activarlo, mueve 1 gnomo disponible a cualquier cerradura libre de tus cartas construidas (no cuenta como tu contratación de la ronda). Si no quedan gnomos disponibles o no hay cerradura libre, no pasa nada y el oro ya pagado no se devuelve.
card-rule-belfort-inn = Su espacio de trabajador se abre en cuanto hay un gnomo en su cerradura; colocar allí cuesta 1 de oro. Al activarlo, consigues de la reserva 1 elfo o 1 enano de tu color (por la cara normal); nada si no queda ninguno.
card-rule-belfort-blacksmith = Espacio de trabajador gratuito: +1 de metal. Con un gnomo en su cerradura: una vez por ronda, en tu turno de Acciones, paga 1 de oro por 1 de metal (cada Herrería con gnomo por separado).
card-rule-belfort-bank = Sin espacio de trabajador. Con un gnomo en su cerradura: una vez por ronda, en tu turno de Acciones, +1 de oro (cada Banco con gnomo por separado).
card-rule-belfort-market = Espacio de trabajador gratuito: +2 de oro. Cada gnomo en una de sus dos cerraduras da una visita más al Puesto comercial por ronda; varios Mercados se suman.
card-rule-belfort-gatehouse = Sin espacio de trabajador. Al construirla, marca un símbolo libre de una Garita cuyos dos símbolos estén libres. Cuando se coloca un gnomo en su cerradura (una vez), pon un segundo marcador en el símbolo libre de cualquier Garita que ya tenga uno tuyo; si no hay ninguna, el efecto se pierde.
card-rule-belfort-library = Espacio de trabajador gratuito: roba 2 cartas y luego descarta 2 cualesquiera de tu mano. Con un gnomo en su cerradura: al terminar tu turno de Acciones, roba 1 carta y luego descarta hasta quedarte con 5 (cada Biblioteca con gnomo roba 1).
card-rule-belfort-keep = Sin espacio de trabajador ni cerradura. Al construirlo se marcan los dos símbolos de una sección libre del Torreón, en un mismo distrito.
card-rule-belfort-guild-merchants = Al activarlo: hasta 2 veces este turno, da 1 de madera o 1 de piedra por 1 de metal; y 3 visitas extra al Puesto comercial este turno (las que no se usen se pierden).
card-rule-belfort-guild-librarians = Al activarlo: roba 3 cartas y luego descarta 1 carta de tu mano.
card-rule-belfort-guild-architects = Al activarlo: toma un solar libre de edificio, un símbolo de muralla o un gremio sin dueño sin usar carta, pagando su coste menos 1 de metal o menos 2 de madera/piedra.
card-rule-belfort-guild-recruiters = Al activarlo: consigue de la reserva 1 elfo o 1 enano de tu color, o pon 1 gnomo disponible en una cerradura libre de una de tus cartas construidas.
card-rule-belfort-guild-thieves = Al activarlo: roba hasta 3 de oro a un jugador, o 1 de oro a cada uno de hasta 3 jugadores.
card-rule-belfort-guild-bandits = Al activarlo: roba 1 de metal o hasta 2 de madera/piedra a un jugador, o 1 de madera o 1 de piedra a cada uno de hasta 3 jugadores.
card-rule-belfort-guild-wizards = Al activarlo: elige dos lugares del mismo tipo (dos solares del mismo tipo de edificio, dos gremios o dos símbolos de muralla) e intercambia todos los marcadores de propiedad entre ellos; las cartas se quedan donde están.
card-rule-belfort-guild-spies = Al activarlo: cada rival con cartas en la mano enseña una de su elección; tú te quedas una y las demás vuelven a sus dueños.
card-rule-belfort-guild-gain = Al activarlo: consigues los recursos indicados en «gain».

## Endeavor (especificación 3.6-3.15).
card-rule-endeavor-governor = Gobernador: la carta de arriba del mazo de su región. Cuando se llena la ruta marítima de la región, va al jugador con más marcadores en esa ruta (empate: el marcador más cercano al mazo), que aplica sus iconos al momento. Nunca se puede robar. En la casilla del gobernador no cuenta para el límite de cartas; una casilla del gobernador vacía al final de la partida da 3 de Gloria.
card-rule-endeavor-abolition = Abolición de la esclavitud: la primera vez que alguien toma esta carta, todos los jugadores ponen boca abajo todas sus cartas de Esclavitud (sus iconos dejan de contar y cada una cuesta 1 de Gloria al final de la partida) y el mazo de Esclavitud sale de la partida.
card-rule-endeavor-mixed-and = Acción (una activación): una o las dos siguientes, en cualquier orden.
card-rule-endeavor-mixed-or = Acción (una activación): una de las siguientes.
card-rule-endeavor-action-ship = Navegar: 1 marcador del puerto a la casilla vacía más lejana de la ruta marítima de una región (no Europa); toma la ficha que haya allí. Llenar la última casilla abre la región.
card-rule-endeavor-action-occupy = Ocupar: 1 marcador del puerto a una ciudad libre de una región abierta donde tengas presencia; toma su ficha y luego comprueba las conexiones.
card-rule-endeavor-action-attack = Atacar: 2 marcadores del puerto (uno vuelve a tu reserva y el otro sustituye al del defensor) contra la ciudad de otro jugador en una región donde tengas presencia. Sin ficha de ciudad.
card-rule-endeavor-action-payment = Pago: devuelve a tu puerto uno de tus marcadores de otro de tus edificios, para poder volver a usar ese edificio esta ronda.
card-rule-endeavor-action-draw = Robar: toma la carta de arriba del mazo de una región abierta si tus marcadores allí llegan al menos a su valor.
