# Torneos (bot/tournament/runner.py): rechazos, estados y por qué termina una mesa.

tournament-status-open = abierto
tournament-status-running = en curso
tournament-status-paused = en pausa
tournament-status-finished = terminado

tournament-no-such = no hay ningún torneo #{ $tournament } en este servidor
tournament-none-in-channel = no hay ningún torneo en este canal; indica su número (número:) o crea uno con /torneo crear
tournament-server-only = los torneos se juegan en un servidor
tournament-unknown-game = juego desconocido `{ $game }`; los juegos son: { $games }
tournament-unknown-format = formato desconocido `{ $format }`; los formatos son: { $formats }
tournament-table-size = { $game } se juega en mesas de { $low }–{ $high }; un torneo tiene mesas de 2–4, no de { $seats }
tournament-tables-uneven = { $game } necesita { $least ->
    [one] { $least } jugador
   *[other] { $least } jugadores
}, así que las mesas de { $seats } no se pueden completar con mesas de { $fewer }
tournament-rounds-range = las rondas deben ser 1–50, no { $rounds }
tournament-entrants-range = max_entrants debe ser 2–1000, no { $entrants }
tournament-computers-range = computers debe ser 0–{ $most }, no { $computers } ([limits] max_computer_entrants)
tournament-entries-closed = el torneo #{ $tournament } ya ha empezado; las inscripciones están cerradas
tournament-already-in = ya estás en este torneo
tournament-full = el torneo #{ $tournament } está lleno ({ $count ->
    [one] { $count } participante
   *[other] { $count } participantes
})
tournament-leave-started = el torneo ha empezado; usa /torneo retirarse para dejar de jugar en él
tournament-you-are-not-in = no estás en este torneo
tournament-they-are-not-in = esa persona no está en este torneo
tournament-you-withdrew = ya te has retirado
tournament-they-withdrew = esa persona ya se ha retirado
tournament-already-started = el torneo #{ $tournament } ya ha empezado
tournament-only-organiser-starts = solo quien organiza el torneo o un director de juego puede empezarlo
tournament-changed = el torneo #{ $tournament } ha cambiado mientras tanto; vuelve a mirarlo
tournament-too-few = un torneo necesita al menos 2 participantes; de momento { $count }
tournament-is-over = el torneo #{ $tournament } ha terminado
tournament-already-over = el torneo #{ $tournament } ya ha terminado
tournament-not-running = el torneo #{ $tournament } no está en curso ({ $status })
tournament-not-paused = el torneo #{ $tournament } no está en pausa ({ $status })
tournament-not-its-match = la partida #{ $match } no es del torneo #{ $tournament }
tournament-deadline-passed = el plazo de la ronda ha vencido
tournament-withdrawn = se retiró del torneo
tournament-table-started = la mesa { $board } ya tiene su partida (#{ $match })
tournament-text-too-long = { $option } es demasiado largo: como máximo { $limit } caracteres
tournament-round-deadline-range = round_deadline debe estar entre { $least } y { $most } ([limits] max_round_deadline)
tournament-starts-in-range = starts_in puede ser como máximo { $most } ([limits] max_starts_in)
tournament-limit-member = ya organizas { $count ->
    [one] { $count } torneo que no ha terminado
   *[other] { $count } torneos que no han terminado
  } en este servidor; el límite es { $limit } ([limits] max_tournaments_per_member)
tournament-limit-server = este servidor ya tiene { $count ->
    [one] { $count } torneo que no ha terminado
   *[other] { $count } torneos que no han terminado
  }; el límite es { $limit } ([limits] max_tournaments_per_server)
tournament-limit-computer = al empezarlo podrías tener { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
  } con el ordenador a la vez (las tuyas y las mesas de tus torneos); el límite es { $limit } ([limits] max_computer_per_member)
