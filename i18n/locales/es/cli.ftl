# Lo que `petri play` dice a quien juega en la terminal (cli/).

cli-play-seat-count = { $game } se juega con { $seats }, no con { $count }
cli-play-move-refused = jugada { $index } ({ $name }: { $move }): { $reason }
cli-play-computer-refused = ordenador: { $reason }
cli-play-computer-played = # el ordenador jugó (añade estas líneas al archivo de jugadas para conservar sus decisiones):
cli-play-secret-line = # { $name } hizo una jugada secreta (se decide de nuevo la próxima vez)
cli-play-welcome = { $game }: { $players }. Escribe una jugada, ? para ver las jugadas válidas, quit para parar.
cli-play-played = { $name } jugó { $move }
cli-play-secret = { $name } hizo una jugada secreta
cli-play-stopped = Parado; la posición de arriba es donde quedó la partida.
cli-play-legal = jugadas válidas: { $moves }
cli-play-none-legal = jugadas válidas: (ninguna en la lista; mira petri rules { $game })
cli-play-refused = rechazada: { $reason } (? muestra las jugadas válidas)
cli-play-legal-for = válidas para { $name }: { $moves }
cli-play-legal-for-none = válidas para { $name }: (ninguna)

## El archivo de jugadas (`--moves`): "nombre: jugada" por línea
cli-moves-file = archivo de jugadas: { $reason }
cli-moves-no-colon = línea { $line }: se esperaba 'nombre: jugada', pero hay { $text }
cli-moves-not-a-player = línea { $line }: `{ $name }` no es un jugador; los jugadores son { $players }
cli-moves-no-move = línea { $line }: no hay jugada después de '{ $name }:'
cli-moves-not-utf8 = la línea { $line } no es texto UTF-8 (byte { $byte }); guarda el archivo como UTF-8
