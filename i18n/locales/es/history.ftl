# /history, /replay y la repetición al final de una partida.
history-secret = envió una jugada secreta
history-timeout-secret = se acabó el tiempo: se jugó por él una jugada secreta
history-played-for-them-secret = se jugó por él una jugada secreta
history-played = jugó { $move }
history-timeout = se acabó el tiempo: jugó { $move }
history-zombie = ausente: el anfitrión jugó { $move }
history-proxy = se jugó { $move } por él (lo eligió un rival)
history-resigned = se rindió
history-forfeited = perdió por abandono
history-lost-turn = perdió su turno
history-took-back-some = deshizo medias jugadas
history-took-back = deshizo { $count ->
    [one] { $count } media jugada
   *[other] { $count } medias jugadas
}
history-game-master = director de juego: { NOTATION($note) }
history-host = anfitrión
history-entry = { $number } { $who } — { $what }
history-entry-undone = ~~{ $entry }~~ (deshecha)
history-line = { $entry } — { $when }
history-more = … { $count } más (página:{ $page })
history-more-command = … { $count } más: /historial partida:{ $match } página:{ $page }
history-header = **Historial de la partida #{ $match }** — { $game }, { $players } ({ $status })
history-no-moves = Aún no hay jugadas.
history-none-in-channel = aún no se ha jugado ninguna partida en este canal; indica partida: o empieza una con /jugar
history-bad-page = el historial de la partida #{ $match } tiene { $count ->
    [one] { $count } página
   *[other] { $count } páginas
}; elige una página de 1 a { $count }
history-bad-ply = la partida #{ $match } tiene las medias jugadas 0–{ $last } (0 es el inicio); no existe la media jugada { $ply }
history-the-start = el inicio
history-caption = { $who } — { $what }
history-replay-caption = Partida #{ $match }, media jugada { $ply } de { $last }: { $caption }
history-replay-alt = Repetición de { $count ->
    [one] { $count } media jugada
   *[other] { $count } medias jugadas
}. Posición final:
    { $board }
history-replay-post = Repetición de la partida #{ $match }
history-move-worded = { $said } ({ $move })
