# /stats und /leaderboard.  Wertung: μ − 3σ, „?“ solange vorläufig.
stats-title = Statistik: { $name }
stats-unknown-player = Person { $user }
stats-none = Noch keine gewerteten Partien. Alle beginnen bei { $start } (μ − 3σ, vorläufig).
stats-none-of-game = Noch keine gewerteten Partien in { $game }. Alle beginnen bei { $start } (μ − 3σ, vorläufig).
stats-explained = Wertung = μ − 3σ: die geschätzte Spielstärke μ minus dreimal ihre Unsicherheit σ; sie steigt mit den Ergebnissen und je sicherer die Wertung wird. „?“: vorläufig (noch zu wenige Partien).
stats-rating = **{ $rating }** (μ { NUMBER($mu, minimumFractionDigits: 1, maximumFractionDigits: 1) }, σ { NUMBER($sigma, minimumFractionDigits: 2, maximumFractionDigits: 2) })
stats-rating-change = { $rating } ({ $sign }{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } letzte Partie)
stats-rank = #{ $rank } von { $players }
stats-provisional = vorläufig (σ { NUMBER($sigma, minimumFractionDigits: 2, maximumFractionDigits: 2) } > { $most })
stats-record = { $rating }
    { $place } · { $played } gespielt · { $won } gewonnen ({ $percent } %) · zuletzt { $last }
stats-a-server = ein Server
stats-no-server = kein Server
stats-field-game-server-title = { $game } — { $server }
stats-footer = Nur gewertete Partien; abgebrochene und Zombie-Partien zählen nicht.
stats-other-member-in-dm = Wertungen gehören zu einem Server: frag dort nach der Statistik anderer Mitglieder
stats-chart-title = { $name }: { $game }
stats-chart-alt = Wertungsverlauf von { $title }: { $count ->
    [one] { $count } gewertete Partie
   *[other] { $count } gewertete Partien
}, jetzt { $rating }
stats-leaderboard-title = Rangliste: { $game }
stats-leaderboard-line = { $rank }. { $name }: { $rating } ({ $played } gespielt, zuletzt { $last })
stats-leaderboard-empty = Noch keine gefestigten Wertungen in { $game } auf diesem Server.
stats-leaderboard-empty-hidden = Noch keine gefestigten Wertungen in { $game } auf diesem Server (vorläufige Wertungen sind ausgeblendet: füge vorläufig:True hinzu, um sie zu sehen).
stats-rating-value = { NUMBER($value, minimumFractionDigits: 1, maximumFractionDigits: 1) }{ $provisional ->
    [yes] ?
   *[no] { "" }
}
