# /stats y /leaderboard.  Puntuación: μ − 3σ, «(prov.)» mientras es provisional.
stats-title = Estadísticas: { $name }
stats-unknown-player = jugador { $user }
stats-none = Aún no hay partidas puntuadas. Todos empiezan con { $start } (μ − 3σ, provisional).
stats-none-of-game = Aún no hay partidas puntuadas de { $game }. Todos empiezan con { $start } (μ − 3σ, provisional).
stats-explained = Puntuación = μ − 3σ: la estimación de habilidad μ menos tres veces su incertidumbre σ, así que sube con los resultados y a medida que la puntuación se vuelve segura. «(prov.)»: provisional (aún pocas partidas).
stats-rating = **{ $rating }** (μ { NUMBER($mu, minimumFractionDigits: 1, maximumFractionDigits: 1) }, σ { NUMBER($sigma, minimumFractionDigits: 2, maximumFractionDigits: 2) })
stats-rating-change = { $rating } ({ $sign }{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } última partida)
stats-rank = #{ $rank } de { $players }
stats-provisional = provisional (σ { NUMBER($sigma, minimumFractionDigits: 2, maximumFractionDigits: 2) } > { $most })
stats-record = { $rating }
    { $place } · jugadas: { $played } · ganadas: { $won } ({ $percent } %) · última: { $last }
stats-a-server = un servidor
stats-no-server = sin servidor
stats-field-game-server-title = { $game } — { $server }
stats-footer = Solo partidas puntuadas; las canceladas, anuladas y de zombis no cuentan.
stats-other-member-in-dm = las puntuaciones pertenecen a un servidor: pide las estadísticas de otro miembro en ese servidor
stats-chart-title = { $name }: { $game }
stats-chart-alt = Historial de puntuación de { $title }: { $count ->
    [one] { $count } partida puntuada
   *[other] { $count } partidas puntuadas
}, ahora { $rating }
stats-leaderboard-title = Clasificación: { $game }
stats-leaderboard-line = { $rank }. { $name }: { $rating } (jugadas: { $played }, última: { $last })
stats-leaderboard-empty = Aún no hay puntuaciones consolidadas de { $game } en este servidor.
stats-leaderboard-empty-hidden = Aún no hay puntuaciones consolidadas de { $game } en este servidor (las provisionales están ocultas: añade provisional:True para verlas).
stats-rating-value = { NUMBER($value, minimumFractionDigits: 1, maximumFractionDigits: 1) }{ $provisional ->
    [yes] { " " }(prov.)
   *[no] { "" }
}
