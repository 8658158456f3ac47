# Turniere (bot/tournament/runner.py): Ablehnungen, Status und warum ein Tisch endet.

tournament-status-open = offen
tournament-status-running = läuft
tournament-status-paused = pausiert
tournament-status-finished = beendet

tournament-no-such = es gibt auf diesem Server kein Turnier #{ $tournament }
tournament-none-in-channel = in diesem Kanal gibt es kein Turnier; gib seine Nummer an (nummer:) oder erstelle eines mit /turnier erstellen
tournament-server-only = Turniere finden auf einem Server statt
tournament-unknown-game = unbekanntes Spiel `{ $game }`; die Spiele sind: { $games }
tournament-unknown-format = unbekanntes Format `{ $format }`; die Formate sind: { $formats }
tournament-table-size = { $game } wird an Tischen mit { $low }–{ $high } gespielt; ein Turnier hat Tische mit 2–4, nicht { $seats }
tournament-tables-uneven = { $game } braucht { $least ->
    [one] { $least } Person
   *[other] { $least } Personen
}, also lassen sich Tische mit { $seats } nicht mit Tischen mit { $fewer } auffüllen
tournament-rounds-range = Runden müssen 1–50 sein, nicht { $rounds }
tournament-entrants-range = max_entrants muss 2–1000 sein, nicht { $entrants }
tournament-computers-range = computers muss 0–{ $most } sein, nicht { $computers } ([limits] max_computer_entrants)
tournament-entries-closed = Turnier #{ $tournament } hat schon begonnen; die Anmeldung ist geschlossen
tournament-already-in = du bist schon in diesem Turnier
tournament-full = Turnier #{ $tournament } ist voll ({ $count ->
    [one] { $count } Person
   *[other] { $count } Personen
})
tournament-leave-started = das Turnier hat begonnen; nutze /turnier zurückziehen, um nicht mehr mitzuspielen
tournament-you-are-not-in = du bist nicht in diesem Turnier
tournament-they-are-not-in = diese Person ist nicht in diesem Turnier
tournament-you-withdrew = du hast dich schon zurückgezogen
tournament-they-withdrew = diese Person hat sich schon zurückgezogen
tournament-already-started = Turnier #{ $tournament } hat schon begonnen
tournament-only-organiser-starts = nur wer das Turnier organisiert oder die Spielleitung kann es starten
tournament-changed = Turnier #{ $tournament } hat sich inzwischen geändert; sieh es dir noch einmal an
tournament-too-few = ein Turnier braucht mindestens 2 Teilnehmende; bisher { $count }
tournament-is-over = Turnier #{ $tournament } ist vorbei
tournament-already-over = Turnier #{ $tournament } ist schon vorbei
tournament-not-running = Turnier #{ $tournament } läuft nicht ({ $status })
tournament-not-paused = Turnier #{ $tournament } ist nicht pausiert ({ $status })
tournament-not-its-match = Partie #{ $match } gehört nicht zu Turnier #{ $tournament }
tournament-deadline-passed = die Frist der Runde ist abgelaufen
tournament-withdrawn = aus dem Turnier zurückgezogen
tournament-table-started = Tisch { $board } hat schon seine Partie (#{ $match })
tournament-text-too-long = { $option } ist zu lang: höchstens { $limit } Zeichen
tournament-round-deadline-range = round_deadline muss zwischen { $least } und { $most } liegen ([limits] max_round_deadline)
tournament-starts-in-range = starts_in darf höchstens { $most } sein ([limits] max_starts_in)
tournament-limit-member = du organisierst auf diesem Server schon { $count ->
    [one] { $count } Turnier, das noch nicht vorbei ist
   *[other] { $count } Turniere, die noch nicht vorbei sind
  }; die Grenze ist { $limit } ([limits] max_tournaments_per_member)
tournament-limit-server = auf diesem Server { $count ->
    [one] läuft schon { $count } Turnier, das noch nicht vorbei ist
   *[other] laufen schon { $count } Turniere, die noch nicht vorbei sind
  }; die Grenze ist { $limit } ([limits] max_tournaments_per_server)
tournament-limit-computer = mit dem Start könnten für dich { $count ->
    [one] { $count } Partie
   *[other] { $count } Partien
  } gegen den Computer gleichzeitig laufen (deine eigenen und die Tische deiner Turniere); die Grenze ist { $limit } ([limits] max_computer_per_member)
