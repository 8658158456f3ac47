# Was jedes Spiel über die gemeinsamen Regeln von games/base.py sagt.

players = { $count ->
    [one] { $count } Person
   *[other] { $count } Personen
}
player-range = { $low }–{ $high } Personen

game-seat-count = { $game } ist für { $seats }, nicht { $given }
game-no-maps = { $game } hat keine Karten zum Laden
game-over = die Partie ist vorbei

move-game-over = die Partie ist vorbei; keine Züge mehr
move-no-such-seat = dieser Platz gehört nicht zu dieser Partie
move-not-your-turn = du bist nicht am Zug; es warten alle auf { $movers }
move-empty = leerer Zug; gib einen Zug in der Notation des Spiels ein (siehe /regeln)
move-after-turn-end = `{ $step }` kommt nach dem Ende deines Zuges; schicke nur den Zug dieser Runde
move-seat-not-to-move = dieser Platz ist nicht am Zug
move-no-pass = in { $game } kann man nicht passen
move-none-legal = kein legaler Zug
game-unknown-option = unbekannte Option `{ $name }` für `{ $game }`; die Optionen sind: `{ $known }`

game-result-draw = Remis
game-result-win = { $winners } { $count ->
    [one] gewinnt
   *[other] gewinnen
}
game-draw = Remis: { $detail }

move-not-a-square = { $word } ist kein Feld; Felder sind { $squares }
move-not-a-size = { $word } ist keine Größe; Größen sind 1, 2, 3 (oder S, M, L)
move-no-such-colour = in dieser Partie gibt es kein { $colour ->
    [R] Rot
    [Y] Gelb
    [G] Grün
   *[B] Blau
} ({ $colour }); die Farben sind { $colours }
move-not-a-piece = { $word } ist kein Stein; schreib Farbe und dann Größe, z. B. { $first }2 oder { $first }L (Farben { $colours }; Größen 1, 2, 3 oder S, M, L)
move-not-a-cell-in-row = { $word } ist keine Zelle; Reihe { $row } hat { $cells }
move-not-a-cell-row = { $word } ist keine Zelle; die Reihen sind { $rows } (Zellen { $cells })
move-not-a-cell-order = { $word } ist keine Zelle; schreib zuerst den Reihenbuchstaben, z. B. `{ $example }`
move-not-a-cell = { $word } ist keine Zelle; Zellen sind ein Reihenbuchstabe { $rows } und eine Zahl von links, z. B. `{ $example }`
