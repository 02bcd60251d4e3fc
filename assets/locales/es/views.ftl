# /board full: todo el tablero en una imagen (issue 28).
discord-cmd-board-full = Sí: todo el tablero en una sola imagen ancha para ordenador, en lugar de paneles a la medida del móvil
cmd-name-board-full = completo
