# Lo que dice el adaptador de Discord alrededor de una partida (límites de longitud: ver en/play.ftl).

## Botones.
play-button-join = Unirse
play-button-leave = Salir
play-button-start = Empezar
play-button-cancel = Cancelar
play-button-accept = Aceptar
play-button-decline = Rechazar
play-button-secret = Enviar en privado
play-button-view = Ver mi vista
play-button-undo-yes = Permitir deshacer
play-button-undo-no = Rechazar deshacer
play-button-computer = Añadir ordenador
play-button-cpu-easy = Fácil
play-button-cpu-normal = Normal
play-button-cpu-hard = Difícil
play-button-resign = Rendirse
play-button-play-on = Seguir jugando
play-proxy-placeholder = Elige su jugada

## Errores y rechazos (solo para ti).
play-error-post-failed = se jugó y se guardó en la partida #{ $match }, pero su publicación falló; el tablero llegará al canal (referencia { $ref })
play-error-server-only = este comando funciona en un canal de servidor, no en MD
play-error-not-allowed = no puedes hacer eso aquí
play-error-after-commit = se jugó y se guardó en la partida #{ $match }, pero después algo salió mal (referencia { $ref }); el tablero llegará al canal si aún no está allí
play-error-unexpected = algo salió mal por nuestra parte; no se cambió nada (referencia { $ref })
play-no-such-match = no existe la partida #{ $match }
play-not-in-any-match = no estás en ninguna partida en curso
play-in-several-matches = estás en varias partidas ({ $matches }); indica la opción partida:
play-no-match-in-channel = no hay ninguna partida en este canal; empieza una con /jugar
play-several-in-channel = { $count ->
    [one] { $count } partida está abierta en este canal ({ $matches }); usa el comando en el hilo de la partida o indica su número con partida:
   *[other] { $count } partidas están abiertas en este canal ({ $matches }); usa el comando en el hilo de la partida o indica su número con partida:
}
play-no-other-bots = otros bots no pueden jugar; desafía a una persona, a @Petri o deja opponent vacío
play-bad-options = opciones no válidas: { $reason }
play-computer-only-creator = solo quien abrió la sala puede añadir un ordenador
play-one-step-in-channel = en un canal, una jugada cada vez, por favor; los pasos secretos van por MD o por el formulario privado
play-not-playing = no juegas en esta partida
play-no-secret-move = ahora no tienes ninguna jugada secreta que hacer
play-not-started = la partida aún no ha empezado
play-match-over = la partida ha terminado; no hay más jugadas
play-stale = ese tablero está desactualizado — aquí está el actual

## La tarjeta de sala y de desafío.
play-card-title = { $game } — partida #{ $match }
play-card-status = { $status ->
    [lobby] Sala abierta
    [challenge] Desafío
    [running] En curso
    [finished] Terminada
    [cancelled] Cancelada
    [aborted] Anulada
   *[other] { $status }
}
play-card-field-players = Jugadores
play-card-field-players-room = Jugadores ({ $count }/{ $most })
play-card-nobody = nadie todavía
play-card-field-teams = Equipos
play-card-open-seat = puesto { $seat }
play-card-field-options = Opciones
play-card-defaults = predeterminadas
play-card-field-hints = Pistas
play-card-hints-on = activadas: /pista permitido, sin puntuación
play-card-field-map = Mapa
play-card-map-loaded = { $map } (cargado por el director de juego)
play-card-field-clock = Reloj
play-card-field-unrated = Sin puntuación
play-card-unrated-seed = la semilla se eligió con seed=, así que los sorteos ocultos se pueden calcular
play-card-footer = Únete y luego el anfitrión pulsa Empezar ({ $seats }).
play-card-closed = Cerrada.

## Abrir, unirse, empezar.
play-challenge = { $invited }, { $challenger } te desafía a { $game }.
play-level = { $level ->
    [random] al azar
    [easy] fácil
    [hard] difícil
   *[other] normal
}
play-started = ¡Empezada!
play-started-computer = ¡Empezada! Juegas contra el ordenador ({ $level }).
play-computer-joined = El ordenador ({ $level }) se unió a la partida #{ $match }.
play-computer-how-strong = ¿Qué nivel?
play-computer-no-move = el ordenador no encontró ninguna jugada que las reglas acepten
play-lobby-closed-by-host = El anfitrión cerró la sala.
play-cancelled = Cancelada.
play-declined = { $player } rechazó el desafío.

## Publicaciones de una partida en curso.
play-turn-over = La partida #{ $match } ha terminado. ¡Gracias por jugar!
play-turn-waiting = esperando a { $players }
play-turn-yours = { $players }, es tu turno
play-turn-computer = le toca a { $players }
play-turn-due = { $turn }, vence { $due }
play-undo-allow = { $players }: ¿de acuerdo?
play-posted-late = (publicado con retraso) { $post }
play-proxy-ask = { $chooser }, elige la jugada de { $seat }:
play-proxy-ask-more = { $chooser }, elige la jugada de { $seat } (o usa `/jugada` con cualquiera de sus { $count } jugadas legales):
play-channel-refused = Partida #{ $match }: no puedo publicar en su canal ({ $reason }). Pide a un moderador que me deje publicar allí; mientras tanto `/vista` muestra tu tablero y `/jugada` sigue jugando.
play-secret-no-dm = { $players }: no puedo enviarte MD. Pulsa **Enviar en privado** para mandar tu jugada secreta en un formulario que solo ves tú, o **Ver mi vista** para tu vista privada.
play-private-no-dm = { $players }: no puedo enviarte por MD algo que solo tú puedes ver. Pulsa **Ver mi vista** para tu vista privada.
play-done-in-thread = Hecho: el tablero de la partida #{ $match } está en { $thread }.
play-done-in-channel = Hecho: el tablero de la partida #{ $match } está en el canal.

## Jugadas secretas y vistas privadas.
play-secret-ask-buttons = **Partida #{ $match }, { $game }** — tu jugada secreta.
    { $prompt }.
    Pulsa uno de los botones o usa `/jugada` aquí. Nadie más la ve.
play-secret-ask-form = **Partida #{ $match }, { $game }** — tu jugada secreta.
    { $prompt }.
    Pulsa el botón para escribirla o usa `/jugada` aquí. Nadie más la ve.
play-secret-received = Recibida; sigue siendo secreta (solo tú ves esto).
play-secret-pick = { $prompt } (solo tú ves esto):
play-secret-form-title = Partida #{ $match }: jugada secreta
play-stale-heading = { $heading }.
play-your-view = Partida #{ $match }, tu vista:
play-spectator-view = Partida #{ $match }, vista de espectador (no juegas):
play-dm-private = Partida #{ $match } (privado): { $lines }
play-dm-your-view = tu vista
play-dm-your-move = Es tu turno: /jugada aquí o en el canal (solo tú ves tus órdenes).

## /resign.
play-resign-ask = ¿Rendirte en la partida #{ $match }? Los demás siguen jugando o ganan.
play-resign-kept = Sigues jugando en la partida #{ $match }.
play-resign-done = Te rendiste en la partida #{ $match }.

## Jugadas rápidas y el panel del turno.
play-not-your-turn = no es tu turno; esperando a { $players }
play-quick-placeholder = Jugada rápida: elige qué hacer
play-quick-form-title = Jugada rápida
play-quick-form-label = Casilla para: { NOTATION($pattern) }
play-quick-square-placeholder = p. ej. c4
play-quick-not-a-square = `{ $square }` no es una casilla; las casillas van de a1 a h8, p. ej. c4
play-panel-mutate-first-placeholder = Mutar primero: elige un cambio
play-panel-mutate-placeholder = Mutar: elige un cambio
play-panel-step-placeholder = { $verb ->
    [Capture] Capturar
    [Place] Colocar
    [Score] Puntuar
    [Pass] Pasar
    [Mutate] Mutar
   *[other] { NOTATION($verb) }
}: elige
play-panel-score-now-button = Puntuar ahora
play-panel-or-type = O escribe el paso con `/jugada`.
play-panel-done = Turno hecho; el tablero está en el canal.

## Comandos: /play, /board, /games.
play-pick-game-first-choice = elige primero un juego
play-status = { $status ->
    [lobby] sala
    [challenge] desafío
    [running] en curso
    [finished] terminada
    [cancelled] cancelada
    [aborted] anulada
   *[other] { $status }
}
play-status-ply = { $status }, media jugada { $ply }
play-board-to-move = le toca a { $players }
play-board-caption = Partida #{ $match }, { $game }: { $turn }
play-games-none = Aún no hay partidas en este canal; empieza una con /jugar.
play-games-line = #{ $match } { $game } — { $status } — { $players }

## Un hilo por partida.
play-thread-fallback = No puedo abrir un hilo por partida aquí (falta el permiso: { $permissions }), así que las partidas de este canal se juegan en el propio canal, una cada vez.
play-thread-versus = vs
play-thread-name = #{ $match } · { $game } · { $players }
play-thread-forum-post = Partida #{ $match }: { $game } — { $players }. Sus tableros y jugadas se publican aquí; /jugada aquí juega en ella.
play-thread-card-started = { $lead } La partida #{ $match } se juega en { $thread }.
play-thread-card-over = La partida #{ $match } ha terminado: { $result }. La partida entera: { $thread }
play-result-aborted = anulada
play-result-draw = tablas
play-result-winners = { $count ->
    [one] gana { $winners }
   *[other] ganan { $winners }
}
play-result-reason = { $result } ({ $reason })
play-quick-group = Jugada rápida: { $count ->
    [one] la jugada que empieza por { $group }
   *[other] las { $count } jugadas o grupos que empiezan por { $group }
}
play-quick-group-empty = ya no hay ninguna jugada legal que empiece por { $group }
play-several-waiting = { $count ->
    [one] { $count } de tus partidas te espera ({ $matches }); indica la opción partida:
   *[other] { $count } de tus partidas te esperan ({ $matches }); indica la opción partida:
}

## Una publicación que espera, falla o se rechaza tras guardarse; una partida cuyo hilo ya no está (solo para ti, o en el nuevo lugar).
play-error-post-failed-thread = se jugó y se guardó en la partida #{ $match }, pero su publicación falló; el tablero llegará a { $thread } (referencia { $ref })
play-error-post-waits-thread = se jugó y se guardó en la partida #{ $match }; su tablero llegará a { $thread } justo después de la publicación anterior de la partida, que Discord aún no ha aceptado
play-error-post-waits-channel = se jugó y se guardó en la partida #{ $match }; su tablero llegará al canal justo después de la publicación anterior de la partida, que Discord aún no ha aceptado
play-error-post-refused = se jugó y se guardó en la partida #{ $match }, pero no puedo publicar su tablero ({ $reason }); `/vista` muestra tu tablero y `/jugada` sigue jugando (referencia { $ref })
play-refused-gone = { $place } se ha eliminado o no puedo verlo
play-refused-answered = Discord respondió { $status } ({ $text })
play-thread-moved = La partida #{ $match } sigue aquí: su hilo { $old } ya no existe o está cerrado para mí. Su tablero llega a continuación.
play-thread-moved-lead = La partida #{ $match } se ha trasladado:
play-thread-moved-to-channel = La partida #{ $match } sigue en este canal: su hilo { $old } ya no existe o está cerrado para mí, y aquí no puedo abrir uno nuevo.
