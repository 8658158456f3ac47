# /matches: die laufenden Partien eines Mitglieds, die wartenden zuerst (bot/adapter/matches.py).
matches-none = Du hast hier keine laufende Partie.
matches-header = { $count ->
    [one] Deine laufende Partie
   *[other] Deine { $count } laufenden Partien
}, { $waiting ->
    [0] keine wartet auf dich:
    [one] { $waiting } wartet auf dich:
   *[other] { $waiting } warten auf dich:
}
matches-line = **#{ $match } { $game }** gegen { $opponents } · { $turn } · { $left } · letzter Zug { $age } · { $link }
matches-no-opponent = niemanden
matches-turn-yours = **du bist am Zug**
matches-turn-of = { $players } am Zug
matches-due = fällig { $due }
matches-paused = Uhr angehalten
matches-no-clock = ohne Uhr
matches-page = Seite { $page } von { $pages }
matches-previous-button = ◀ Zurück
matches-next-button = Weiter ▶
matches-not-yours = Diese Liste gehört jemand anderem: /meine-partien zeigt deine.
