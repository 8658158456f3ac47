# /stats and /leaderboard (bot/adapter/stats.py).  Ratings: μ − 3σ, "?" while provisional.
stats-title = Stats: { $name }
stats-unknown-player = player { $user }
stats-none = No rated matches yet. Everyone starts at { $start } (μ − 3σ, provisional).
stats-none-of-game = No rated matches of { $game } yet. Everyone starts at { $start } (μ − 3σ, provisional).
stats-explained = Rating = μ − 3σ: the skill estimate μ less three times its uncertainty σ, so it rises as results come in and as the rating grows sure. "?": provisional (too few matches yet).
stats-rating = **{ $rating }** (μ { NUMBER($mu, minimumFractionDigits: 1, maximumFractionDigits: 1) }, σ { NUMBER($sigma, minimumFractionDigits: 2, maximumFractionDigits: 2) })
stats-rating-change = { $rating } ({ $sign }{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } last match)
stats-rank = #{ $rank } of { $players }
stats-provisional = provisional (σ { NUMBER($sigma, minimumFractionDigits: 2, maximumFractionDigits: 2) } > { $most })
stats-record = { $rating }
    { $place } · { $played } played · { $won } won ({ $percent }%) · last { $last }
stats-a-server = a server
stats-no-server = no server
stats-field-game-server-title = { $game } — { $server }
stats-footer = Rated matches only; cancelled, aborted and zombie matches don't count.
stats-other-member-in-dm = ratings belong to a server: ask for another member's stats in that server
stats-chart-title = { $name }: { $game }
stats-chart-alt = Rating history of { $title }: { $count ->
    [one] { $count } rated match
   *[other] { $count } rated matches
}, now { $rating }
stats-leaderboard-title = Leaderboard: { $game }
stats-leaderboard-line = { $rank }. { $name }: { $rating } ({ $played } played, last { $last })
stats-leaderboard-empty = No established ratings of { $game } in this server yet.
stats-leaderboard-empty-hidden = No established ratings of { $game } in this server yet (provisional ratings are hidden: add provisional:True to see them).
stats-rating-value = { NUMBER($value, minimumFractionDigits: 1, maximumFractionDigits: 1) }{ $provisional ->
    [yes] ?
   *[no] { "" }
}
