# Die Stufen des Computers gegeneinander gewertet (bot/adapter/levels.py).
levels-name-random = Zufall
levels-name-easy = Leicht
levels-name-normal = Normal
levels-name-hard = Schwer
levels-heading = Wie stark? (Stufen des Computers in { $game }, gegeneinander gewertet auf der Skala der Wertungen der Mitspielenden)
levels-below = etwa { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} unter { $level }
levels-above = etwa { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} über { $level }
levels-as-strong = etwa so stark wie { $level }
levels-line = { $level } — { $gap }
levels-strongest = { $level } — die stärkste Stufe
levels-seat-balance = Platzvorteil
levels-map-favours-start = Auf dieser Karte gewann der Platz mit Start auf { $square } { $wins } von { $matches } Partien des Computers gegen sich selbst (schwer): siehe `/regeln spiel:genetess`.
levels-map-favours-turn = Auf dieser Karte gewann der Platz, der als { $turn ->
    [1] erster
    [2] zweiter
    [3] dritter
   *[other] vierter
} zieht, { $wins } von { $matches } Partien des Computers gegen sich selbst (schwer): siehe `/regeln spiel:genetess`.
