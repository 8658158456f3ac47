# /tournament: Beiträge im Kanal des Turniers, Bilder der Tabelle.
tournament-withdrawn-name = { $name } (zurückgezogen)
tournament-stand-in = Petri (Ersatz)
tournament-tiebreak-buchholz = Buchholz
tournament-tiebreak-sonneborn-berger = Sonneborn–Berger
tournament-tiebreak-placement = Platzierungspunkte
tournament-tiebreak-head-to-head = direkter Vergleich
tournament-tiebreak-value = { $tiebreak } { $value }
tournament-standing-line = { $rank }. { $name }: { $points } ({ $tiebreaks })
tournament-column-points = PKT
tournament-column-buchholz = BUCHHOLZ
tournament-column-sonneborn-berger = S–B
tournament-column-placement = PLÄTZE
tournament-column-head-to-head = DV
tournament-standings-title = { $name }: { $heading }
tournament-standings = Tabelle
tournament-final-standings = Endstand
tournament-round-of = Runde { $round } von { $rounds }
tournament-pairings-title = **{ $name }: Runde { $round } von { $rounds }**
tournament-table-bye = { $board }. { $name }: spielfrei
tournament-table = { $board }. { $players } ({ $state })
tournament-table-match = Partie #{ $match }
tournament-table-starting = beginnt
tournament-table-over = vorbei
tournament-versus = gg.
tournament-table-thread-name = { $name } R{ $round } B{ $board }: { $players }
tournament-over = Turnier #{ $tournament } ist vorbei. Gewonnen von { $winners }.
tournament-bad-duration = { $option }: { $reason }
tournament-format = { $format ->
    [swiss] Schweizer System
    [round-robin] Rundenturnier
   *[other] { $format }
}
tournament-created = Turnier #{ $tournament } **{ $name }**: { $game }, { $format }, Tische zu { $seats }. Melde dich mit /turnier beitreten an ({ $entrants ->
    [one] bisher { $entrants } Person angemeldet
   *[other] bisher { $entrants } Personen angemeldet
}).
tournament-created-rounds = Turnier #{ $tournament } **{ $name }**: { $game }, { $format }, Tische zu { $seats }, { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
}. Melde dich mit /turnier beitreten an ({ $entrants ->
    [one] bisher { $entrants } Person angemeldet
   *[other] bisher { $entrants } Personen angemeldet
}).
tournament-joined = { $name } ist Turnier #{ $tournament } beigetreten ({ $entrants ->
    [one] { $entrants } Person angemeldet
   *[other] { $entrants } Personen angemeldet
}).
tournament-left = Du hast Turnier #{ $tournament } verlassen.
tournament-not-started = Turnier #{ $tournament } hat noch nicht begonnen; noch ist nichts gepaart
tournament-withdrew = { $name } hat sich aus Turnier #{ $tournament } zurückgezogen.
tournament-paused = Turnier #{ $tournament } ist pausiert.
tournament-resumed = Turnier #{ $tournament } geht weiter.
tournament-kicked = Die Spielleitung hat { $name } aus Turnier #{ $tournament } zurückgezogen.
tournament-bad-winners = Gewinner sind Platznummern wie 1 oder 1,3
tournament-decided = Partie #{ $match } von Turnier #{ $tournament } entschieden.
tournament-withdraw-ask = Aus Turnier #{ $tournament } zurückziehen? Deine laufende Partie #{ $match } ist damit verloren, und du wirst nicht mehr gepaart.
tournament-withdraw-kept = Du bleibst in Turnier #{ $tournament }.
tournament-withdraw-done = Du hast dich aus Turnier #{ $tournament } zurückgezogen.
tournament-button-withdraw = Zurückziehen
tournament-button-stay = Weiterspielen
tournament-in-channel = { $organiser }: Ich kann hier für Turnier #{ $tournament } keinen Thread pro Tisch öffnen (fehlende Berechtigung: { $permissions }), also werden seine Tische in diesem Kanal selbst gespielt, eine Partie nach der anderen.
tournament-table-not-started = { $organiser }: Tisch { $board } von Turnier #{ $tournament } konnte nicht beginnen: { $reason }
tournament-start-failed = { $organiser }: Turnier #{ $tournament } konnte zur Startzeit nicht beginnen: { $reason }. Die Anmeldung bleibt offen; starte es mit /turnier starten.
tournament-decided-by-gm = von der Spielleitung entschieden
