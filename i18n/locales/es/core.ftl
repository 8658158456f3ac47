# Lo que todo juego dice mediante las reglas comunes de games/base.py.

players = { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}
player-range = { $low }–{ $high } jugadores

game-seat-count = { $game } es para { $seats }, no { $given }
game-no-maps = { $game } no tiene mapas que cargar
game-over = la partida ha terminado

move-game-over = la partida ha terminado; no hay más jugadas
move-no-such-seat = ese puesto no está en esta partida
move-not-your-turn = no es tu turno; se espera a { $movers }
move-empty = jugada vacía; escribe una jugada en la notación del juego (ver /reglas)
move-after-turn-end = `{ $step }` llega después del final de tu turno; envía solo la jugada de este turno
move-seat-not-to-move = ese puesto no tiene el turno
move-no-pass = en { $game } no se puede pasar el turno
move-none-legal = no hay ninguna jugada legal
game-unknown-option = opción desconocida `{ $name }` para `{ $game }`; las opciones son: `{ $known }`

game-result-draw = tablas
game-result-win = { $count ->
    [one] gana { $winners }
   *[other] ganan { $winners }
}
game-draw = Tablas: { $detail }

move-not-a-square = { $word } no es una casilla; las casillas son { $squares }
move-not-a-size = { $word } no es un tamaño; los tamaños son 1, 2, 3 (o S, M, L)
move-no-such-colour = en esta partida no hay { $colour ->
    [R] rojo
    [Y] amarillo
    [G] verde
   *[B] azul
} ({ $colour }); los colores son { $colours }
move-not-a-piece = { $word } no es una pieza; escribe el color y luego el tamaño, p. ej. { $first }2 o { $first }L (colores { $colours }; tamaños 1, 2, 3 o S, M, L)
move-not-a-cell-in-row = { $word } no es una celda; la fila { $row } tiene { $cells }
move-not-a-cell-row = { $word } no es una celda; las filas son { $rows } (celdas { $cells })
move-not-a-cell-order = { $word } no es una celda; escribe primero la letra de la fila, p. ej. `{ $example }`
move-not-a-cell = { $word } no es una celda; las celdas son una letra de fila { $rows } y un número desde la izquierda, p. ej. `{ $example }`
