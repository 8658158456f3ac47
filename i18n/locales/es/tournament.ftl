# /tournament: publicaciones en el canal del torneo, imágenes de la clasificación.
tournament-withdrawn-name = { $name } (se retiró)
tournament-stand-in = Petri (suplente)
tournament-tiebreak-buchholz = Buchholz
tournament-tiebreak-sonneborn-berger = Sonneborn–Berger
tournament-tiebreak-placement = puntos por puesto
tournament-tiebreak-head-to-head = enfrentamiento directo
tournament-tiebreak-value = { $tiebreak } { $value }
tournament-standing-line = { $rank }. { $name }: { $points } ({ $tiebreaks })
tournament-column-points = PTS
tournament-column-buchholz = BUCHHOLZ
tournament-column-sonneborn-berger = S–B
tournament-column-placement = PUESTOS
tournament-column-head-to-head = DIR
tournament-standings-title = { $name }: { $heading }
tournament-standings = clasificación
tournament-final-standings = clasificación final
tournament-round-of = ronda { $round } de { $rounds }
tournament-pairings-title = **{ $name }: ronda { $round } de { $rounds }**
tournament-table-bye = { $board }. { $name }: descansa
tournament-table = { $board }. { $players } ({ $state })
tournament-table-match = partida #{ $match }
tournament-table-starting = empezando
tournament-table-over = terminada
tournament-versus = vs
tournament-table-thread-name = { $name } R{ $round } M{ $board }: { $players }
tournament-over = El torneo #{ $tournament } ha terminado. Lo ganó { $winners }.
tournament-bad-duration = { $option }: { $reason }
tournament-format = { $format ->
    [swiss] sistema suizo
    [round-robin] todos contra todos
   *[other] { $format }
}
tournament-created = Torneo #{ $tournament } **{ $name }**: { $game }, { $format }, mesas de { $seats }. Únete con /torneo unirse ({ $entrants ->
    [one] { $entrants } inscrito
   *[other] { $entrants } inscritos
} hasta ahora).
tournament-created-rounds = Torneo #{ $tournament } **{ $name }**: { $game }, { $format }, mesas de { $seats }, { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
}. Únete con /torneo unirse ({ $entrants ->
    [one] { $entrants } inscrito
   *[other] { $entrants } inscritos
} hasta ahora).
tournament-joined = { $name } se unió al torneo #{ $tournament } ({ $entrants ->
    [one] { $entrants } inscrito
   *[other] { $entrants } inscritos
}).
tournament-left = Saliste del torneo #{ $tournament }.
tournament-not-started = el torneo #{ $tournament } no ha empezado; aún no hay emparejamientos
tournament-withdrew = { $name } se retiró del torneo #{ $tournament }.
tournament-paused = El torneo #{ $tournament } está en pausa.
tournament-resumed = El torneo #{ $tournament } continúa.
tournament-kicked = El director de juego retiró a { $name } del torneo #{ $tournament }.
tournament-bad-winners = los ganadores son números de puesto como 1 o 1,3
tournament-decided = Partida #{ $match } del torneo #{ $tournament } decidida.
tournament-withdraw-ask = ¿Retirarte del torneo #{ $tournament }? Pierdes la partida #{ $match } que estás jugando y ya no se te empareja.
tournament-withdraw-kept = Sigues en el torneo #{ $tournament }.
tournament-withdraw-done = Te retiraste del torneo #{ $tournament }.
tournament-button-withdraw = Retirarme
tournament-button-stay = Seguir jugando
tournament-in-channel = { $organiser }: no puedo abrir un hilo por mesa para el torneo #{ $tournament } aquí (falta el permiso: { $permissions }), así que sus mesas se juegan en este mismo canal, una partida cada vez.
tournament-table-not-started = { $organiser }: la mesa { $board } del torneo #{ $tournament } no pudo empezar: { $reason }
tournament-start-failed = { $organiser }: el torneo #{ $tournament } no pudo empezar a su hora: { $reason }. Las inscripciones siguen abiertas; empiézalo con /torneo empezar.
tournament-decided-by-gm = decidido por el director de juego
