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
move-empty = jugada vacía; escribe una jugada en la notación del juego (ver /rules)
move-after-turn-end = «{ $step }» llega después del final de tu turno; envía solo la jugada de este turno
move-seat-not-to-move = ese puesto no tiene el turno
move-no-pass = en { $game } no se puede pasar el turno
move-none-legal = no hay ninguna jugada legal
game-unknown-option = opción desconocida «{ $name }» para { $game }; las opciones son: { $known }

game-result-draw = tablas
game-result-win = { $count ->
    [one] gana { $winners }
   *[other] ganan { $winners }
}
game-draw = Tablas: { $detail }
