# /review: solo lo ve el puesto analizado.
review-label = { $label ->
    [inaccuracy] imprecisión
    [mistake] error
    [blunder] error grave
   *[other] { $label }
}
review-summary = Análisis de la partida #{ $match } ({ $game }), tus { $plies ->
    [one] { $plies } media jugada
   *[other] { $plies } medias jugadas
}: { $inaccuracies ->
    [one] { $inaccuracies } imprecisión
   *[other] { $inaccuracies } imprecisiones
}, { $mistakes ->
    [one] { $mistakes } error
   *[other] { $mistakes } errores
}, { $blunders ->
    [one] { $blunders } error grave
   *[other] { $blunders } errores graves
}
review-summary-hints = { review-summary }; pediste { $hints ->
    [one] { $hints } pista
   *[other] { $hints } pistas
}
review-turning-point = media jugada { $ply }: { $move } — { $label } (probabilidad de ganar { NUMBER($before, style: "percent") } → { NUMBER($after, style: "percent") }); el ordenador prefería { $best }
review-no-turning-points = Sin momentos decisivos: el ordenador no encontró nada mucho mejor en ninguna de tus medias jugadas.
review-started = Analizando… (el ordenador evalúa cada media jugada)
review-progress = Analizando… { $done }/{ $total } medias jugadas
review-graph-title = Partida #{ $match }: { $name }
review-graph-alt = probabilidad de ganar tras cada media jugada
review-board-alt = antes de la media jugada { $ply }: { $board }
review-none-finished = aquí no tienes ninguna partida terminada que analizar; indica la opción partida: con su número
review-pick-match = ¿qué partida? Tus partidas terminadas: { $matches }; indica la opción partida:
