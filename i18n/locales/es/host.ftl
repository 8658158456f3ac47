# Lo que dice el anfitrión de partidas (bot/host, bot/core.py): rechazos, la narración que
# añade a una partida (inicio, tiempo agotado, recordatorios, director de juego, deshacer) y el reloj.
# Las duraciones ($idle, $left, $per_move…) se escriben como se teclean: 90s, 5m, 24h, 1d.

## Estados de una partida
host-status-lobby = sala
host-status-challenge = desafío
host-status-running = en curso
host-status-finished = terminada
host-status-cancelled = cancelada
host-status-aborted = anulada

## Encontrar una partida
host-no-such-match = no hay ninguna partida #{ $match }
host-no-match-in-channel = no hay ninguna partida en este canal; empieza una con /jugar
host-not-started = la partida aún no ha empezado
host-no-move-now = ahora no tienes ninguna jugada en esta partida

## Abrir, unirse y empezar
host-unknown-game = juego desconocido `{ $game }`; los juegos son: { $games }
host-channel-not-allowed = aquí no se pueden empezar partidas en este canal; prueba en { $channels }
host-challenge-yourself = no puedes desafiarte a ti mismo; deja vacío el rival para abrir una sala
host-no-opponent = { $game } no se juega contra un rival
host-channel-busy = este canal ya tiene una partida (#{ $match }, { $game }, { $status }); termínala o cancélala primero, o juega en otro canal
host-bad-options = opciones no válidas: { $reason }
host-bad-hints = opciones no válidas: hints es on u off, no `{ $value }`
host-not-open-lobby = la partida #{ $match } no es una sala abierta ({ $status })
host-already-in-lobby = ya estás en esta sala
host-lobby-full = la sala está llena ({ $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
})
host-only-creator-adds-computer = solo quien abrió la sala puede añadir al ordenador
host-leave-started = solo puedes salir de una sala antes de que empiece; usa /rendirse en una partida
host-not-in-lobby = no estás en esta sala
host-cancel-started = solo se puede cancelar una sala o un desafío que no haya empezado
host-only-creator-cancels = solo quien la abrió puede cancelarla
host-challenge-closed = este desafío ya no está abierto
host-only-challenged-declines = solo la persona desafiada puede rechazarlo
host-only-creator-starts = solo quien abrió la sala puede empezarla
host-too-few-players = { $game } necesita al menos { $least ->
    [one] { $least } jugador
   *[other] { $least } jugadores
}; de momento { $count ->
    [one] se ha unido { $count }
   *[other] se han unido { $count }
}
host-only-challenged-accepts = solo la persona desafiada puede aceptar
host-already-started = la partida #{ $match } ya ha empezado o terminado
host-cannot-start = no se puede empezar con { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}: { $reason }
host-begins = empieza { $game }: { $players } ({ $clock })
host-teams = Equipos: { $teams }
host-team-against = { $first } contra { $second }

## Jugar
host-challenge-not-accepted = el desafío aún no ha sido aceptado
host-match-over = la partida ha terminado; no hay más jugadas
host-not-playing = no juegas en esta partida
host-stale-button = ese botón es de una posición anterior; usa el tablero más reciente
host-your-time-ran-out = se te acabó el tiempo: { $chooser } elige esta jugada por ti
host-illegal-move = jugada no válida: { $reason }
host-match-changed = la partida ha cambiado mientras tanto; mira el tablero más reciente y vuelve a intentarlo

## Relojes: "1d por jugada + 3m de reserva; si se agota el tiempo, …"
host-clock-off = sin reloj
host-clock = { $per_move } por jugada; si se agota el tiempo, { $policy }
host-clock-reserve = { $per_move } por jugada + { $reserve } de reserva; si se agota el tiempo, { $policy }
host-policy-pass = se pierde el turno
host-policy-random = el ordenador fácil juega por ese puesto
host-policy-uniform = una jugada válida al azar
host-policy-forfeit = ese puesto se rinde
host-policy-opponent = un rival elige la jugada
host-not-a-duration = `{ $text }` no es una duración; escribe p. ej. 90s, 5m, 24h o 2d
host-clock-and-deadline = indica clock= o deadline=, no ambos
host-not-a-clock = clock={ $value } no es un reloj; escribe clock=off, clock=60 (segundos por jugada) o clock=60+180 (más una reserva)
host-not-a-deadline = deadline={ $value } no es una duración; escribe p. ej. deadline=24h o deadline=2d
host-not-a-policy = timeout={ $value } no es una regla; usa una de { $policies }

## El paso del tiempo
host-lobby-expired = La sala de la partida #{ $match } ha caducado; empieza una nueva con /jugar.
host-challenge-expired = El desafío de la partida #{ $match } ha caducado; empieza uno nuevo con /jugar.
host-aborted-idle = La partida #{ $match } se anuló: nadie jugó durante { $idle }.
host-reminder-half = ⏰ { $name }: has usado la mitad de tu tiempo, quedan { $left }
host-reminder-end = ⏰ { $name }: ¡solo quedan { $left }!
host-timeout = ⏰ A { $name } se le acabó el tiempo: { $policy }
host-timeout-opponent-chooses = ⏰ A { $name } se le acabó el tiempo: { $chooser } elige su jugada (en { $window })
host-zombie = 🧟 A { $name } se le ha agotado el tiempo { $count ->
    [one] { $count } vez
   *[other] { $count } veces
} y ahora es un zombi: el ordenador fácil juega las jugadas de ese puesto (esta partida no puntuará)
host-proxy-missed = ⏰ { $chooser } no eligió a tiempo: el anfitrión jugó por { $name }
host-no-proxy-move = ahora nadie tiene que elegir una jugada por otro
host-not-your-proxy = { $chooser } elige esta jugada, no tú
host-proxy-chose = { $chooser } eligió la jugada de { $name }

## Límites ([limits] en la configuración del bot)
host-limit-min-clock = opciones no válidas: un reloj de { $clock } por jugada está por debajo del mínimo de este bot, { $least } ([limits] min_clock); da más tiempo, p. ej. clock=60, o clock=off
host-limit-max-clock = opciones no válidas: { $clock } por jugada supera el máximo de este bot, { $most } ([limits] max_clock)
host-limit-max-reserve = opciones no válidas: una reserva de { $reserve } supera el máximo de este bot, { $most } ([limits] max_reserve)
host-limit-open = ya tienes { $count ->
    [one] { $count } sala o desafío abierto
   *[other] { $count } salas y desafíos abiertos
} en este servidor; el límite es { $limit } ([limits] max_open_per_server): empieza o cancela uno primero
host-limit-running-you = ya juegas en { $count ->
    [one] { $count } partida en curso
   *[other] { $count } partidas en curso
}; el límite es { $count } ([limits] max_running_per_member): termina una primero
host-limit-running-other = { $name } ya juega en { $count ->
    [one] { $count } partida en curso
   *[other] { $count } partidas en curso
}; el límite es { $count } ([limits] max_running_per_member): termina una primero
host-limit-computer = ya tienes { $count ->
    [one] { $count } partida sin terminar
   *[other] { $count } partidas sin terminar
} contra el ordenador; el límite es { $limit } ([limits] max_computer_per_member): termina o cancela una primero
host-a-player = un jugador

## Director de juego
host-already-over = la partida #{ $match } ya ha terminado ({ $status })
host-not-running = la partida #{ $match } no está en curso ({ $status })
host-no-reason = sin motivo
host-gm-cancelled = El director de juego canceló la partida #{ $match }: { NOTATION($reason) }
host-winners-range = los ganadores son números de puesto 1–{ $count }
host-result-draw = tablas
host-result-win = { $count ->
    [one] gana { $winners }
   *[other] ganan { $winners }
}
host-gm-ended = El director de juego terminó la partida #{ $match }: { $result } ({ NOTATION($reason) })
host-gm-aborted = El director de juego anuló la partida #{ $match } sin resultado ({ NOTATION($reason) })
host-undo-not-started = solo se puede deshacer en una partida empezada y no anulada
host-undo-nothing = aún no se ha jugado nada; no hay nada que deshacer
host-undo-plies-range = las medias jugadas deben ser 1–{ $count } en esta partida
host-gm-took-back = El director de juego deshizo { $count ->
    [one] { $count } media jugada
   *[other] { $count } medias jugadas
}
host-seat-already-computer = el puesto { $seat } ya lo juega el ordenador
host-gm-kicked = El director de juego retiró a { $name } ({ NOTATION($reason) }): desde ahora el ordenador (fácil) juega ese puesto
host-member-already-plays = ese miembro ya juega en esta partida
host-gm-substituted = El director de juego dio el puesto { $seat } a { $name }
host-no-clock-to-pause = esta partida no tiene reloj; pon uno, p. ej. 60+180
host-clock-already-paused = el reloj ya está en pausa
host-clock-already-running = el reloj ya está en marcha
host-gm-paused = El director de juego pausó el reloj
host-gm-resumed = El director de juego reanudó el reloj
host-gm-bad-clock = { $reason }; o escribe pause / resume
host-gm-set-clock = El director de juego puso el reloj: { $clock }
host-map-after-start = la partida #{ $match } ya ha empezado o terminado; solo se puede cargar un mapa en una sala o un desafío
host-bad-map = { $file }: { $reason }
host-gm-loaded-map = El director de juego cargó el mapa { $file } en la partida #{ $match }
host-seat-range = el puesto debe ser 1–{ $count }

## Deshacer de común acuerdo
host-undo-only-players = solo los jugadores pueden pedir deshacer
host-undo-barrier = la última media jugada no se puede deshacer (no hay nada que deshacer, o fue una jugada secreta, una revelación o un evento de azar)
host-undo-nobody-to-ask = no hay nadie a quien preguntar: los otros puestos los juega el anfitrión
host-undo-asked = { $name } pide deshacer la última media jugada
host-undo-none-open = no hay ninguna petición de deshacer abierta en esta partida
host-undo-not-yours = no te toca responder a esta petición de deshacer
host-undo-declined = { $name } rechazó deshacer
host-undo-accepted = { $name } acepta deshacer; esperando a los demás
host-undo-agreed = Todos están de acuerdo: se deshace la última media jugada

## /gm show (solo para el director de juego)
host-show-heading = Partida #{ $match } { $game } — { $status }, opciones `{ $options }`, semilla { $seed }
host-show-defaults = por defecto
host-show-seat = — puesto { $seat } { $name } (<@{ $user }>):
host-show-entry = { $ply }. puesto { $seat } { $kind }: { $text }

host-moves-not-kept = las jugadas de la partida #{ $match } no se conservaron: este bot guarda las jugadas de las partidas terminadas solo por un tiempo limitado y borró estas el { $day } (UTC); su resultado, sus jugadores y las puntuaciones siguen guardados

host-database-busy = la base de datos estaba demasiado ocupada para guardar esto ahora mismo y no se ha cambiado nada; vuelve a intentarlo en un momento
