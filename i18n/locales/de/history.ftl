# /history, /replay und die Wiederholung am Ende einer Partie.
history-secret = hat einen geheimen Zug abgegeben
history-timeout-secret = Zeit abgelaufen: für die Person wurde ein geheimer Zug gespielt
history-played-for-them-secret = ein geheimer Zug wurde für die Person gespielt
history-played = spielte { $move }
history-timeout = Zeit abgelaufen: spielte { $move }
history-zombie = abwesend: der Host spielte { $move }
history-proxy = { $move } wurde für die Person gespielt (gewählt von einem Gegenüber)
history-resigned = hat aufgegeben
history-forfeited = hat kampflos verloren
history-lost-turn = hat den Zug verloren
history-took-back-some = hat Halbzüge zurückgenommen
history-took-back = { $count ->
    [one] { $count } Halbzug zurückgenommen
   *[other] { $count } Halbzüge zurückgenommen
}
history-game-master = Spielleitung: { NOTATION($note) }
history-host = Host
history-entry = { $number } { $who } — { $what }
history-entry-undone = ~~{ $entry }~~ (zurückgenommen)
history-line = { $entry } — { $when }
history-more = … { $count ->
    [one] { $count } weiterer Eintrag
   *[other] { $count } weitere Einträge
} (seite:{ $page })
history-more-command = … { $count ->
    [one] { $count } weiterer Eintrag
   *[other] { $count } weitere Einträge
}: /verlauf partie:{ $match } seite:{ $page }
history-header = **Verlauf von Partie #{ $match }** — { $game }, { $players } ({ $status })
history-no-moves = Noch keine Züge.
history-none-in-channel = in diesem Kanal wurde noch keine Partie gespielt; gib partie: an oder starte eine mit /spielen
history-bad-page = der Verlauf von Partie #{ $match } hat { $count ->
    [one] { $count } Seite
   *[other] { $count } Seiten
}; wähle Seite 1–{ $count }
history-bad-ply = Partie #{ $match } hat die Halbzüge 0–{ $last } (0 ist der Anfang); einen Halbzug { $ply } gibt es nicht
history-the-start = der Anfang
history-caption = { $who } — { $what }
history-replay-caption = Partie #{ $match }, Halbzug { $ply } von { $last }: { $caption }
history-replay-alt = Wiederholung von { $count ->
    [one] { $count } Halbzug
   *[other] { $count } Halbzügen
}. Endstellung:
    { $board }
history-replay-post = Wiederholung von Partie #{ $match }
history-move-worded = { $said } ({ $move })
