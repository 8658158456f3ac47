# Die Wörter auf den Bildern (render/), außer denen von Genetess (render-genetess.ftl).
# Namen, Felder (E4, c6), Steine (R2) und Zugnotation sind Argumente und bleiben, wie sie sind.

## Gemeinsam
render-you = (du)
render-tag-wins = gewinnt
render-tag-to-move = am Zug
render-tag-out = raus
render-to-move = { $names } am Zug
render-passed = { $name } passt
render-move-other = { $name }: { $move }
render-turn = Zug { $turn }
render-turn-of = Zug { $turn } von { $turns }

## DNA (Sequenzabschnitte)
render-dna-title = DNA (Sequenzabschnitte)
render-dna-strand-submitted = Strang abgegeben
render-dna-waiting-strand = wartet auf einen Strang
render-dna-waiting-for = wartet auf { $names }
render-dna-waiting-strands = wartet auf { $count ->
    [one] { $count } Strang
   *[other] { $count } Stränge
}
render-dna-setup = Vorbereitung: { $submitted } von { $seats ->
    [one] { $seats } Strang
   *[other] { $seats } Strängen
} abgegeben; sie bleiben geheim, bis alle da sind
render-dna-round = Runde { $round }  ·  Abschnitte von { $size }
render-dna-round-range = Runde { $round }  ·  Abschnitte von { $low } bis { $high }
render-dna-removed = { $name } entfernte
render-dna-nucleotide = { $letter } { $letter ->
    [A] Adenin
    [C] Cytosin
    [G] Guanin
    [T] Thymin
   *[other] { $letter }
}
render-dna-last-cut = letzter Schnitt

## Protozoa
render-protozoa-title = Protozoa
render-protozoa-mover = { $colour } { $name }
render-protozoa-nothing-culled = nichts gestorben
render-protozoa-culled = gestorben: { $squares }
render-protozoa-placed = { $name } setzte { $piece } auf { $square }
render-protozoa-mutated-from = { $name } mutierte { $square } { $was } zu { $piece }
render-protozoa-stash = Vorrat
render-protozoa-group = Kolonie
render-protozoa-key-last = letzter Zug
render-protozoa-key-culled = letzte Runde gestorben
render-protozoa-key-group = größte Kolonie: { $pips ->
    [one] { $pips } Auge gewinnt
   *[other] { $pips } Augen gewinnen
}
render-protozoa-key-survives = Überlebt mit Nachbarn:
render-protozoa-team = Team { $colours }

## DNA (Icehouse)
render-dna-icehouse-title = DNA (Icehouse)
render-dna-icehouse-nothing-to-place = { $names } hat nichts zu setzen: passen
render-dna-icehouse-to-capture = { $names }: erbeuten, { $owed ->
    [one] { $owed } Punkt offen
   *[other] { $owed } Punkte offen
}
render-dna-icehouse-spent = { $step }: { $spent }/{ $budget } verbraucht
render-dna-icehouse-placed = { $name }: { $piece } auf { $square }
render-dna-icehouse-placed-scored = { $name }: { $piece } auf { $square }, { $points } gewertet{ $parts }
render-dna-icehouse-took = erbeutete { $pieces }
render-dna-icehouse-piece-from = { $piece } von { $source }
render-dna-icehouse-pool = Genpool { $colour }
render-dna-icehouse-last-round = Zug { $turn } – letzte Runde
render-dna-icehouse-gene-pools = Genpools
render-dna-icehouse-neutral = neutral
render-dna-icehouse-pips = { $count ->
    [one] { $count } Auge
   *[other] { $count } Augen
}
render-dna-icehouse-archive-empty = Archiv leer
render-dna-icehouse-key-placed = gesetzt
render-dna-icehouse-key-strand = Strang
render-dna-icehouse-key-mutated = mutiert

## Mitosis
render-mitosis-title = Mitosis
render-mitosis-side = { $side ->
    [red] rot
    [blue] blau
   *[other] { $side }
}
render-mitosis-side-name = { $side ->
    [red] Rot
    [blue] Blau
   *[other] { $side }
}
render-mitosis-who = { $name } ({ $side ->
    [red] rot
    [blue] blau
   *[other] { $side }
})
render-mitosis-chooses-colour = { $names } wählt eine Farbe
render-mitosis-chooses-first-place = { $names } wählt, wer zuerst setzt
render-mitosis-chooses-first-split = { $names } wählt, wer zuerst teilt
render-mitosis-to-choose-active = { $names } wählt die aktive Zelle
render-mitosis-to-place = { $names } setzt
render-mitosis-to-mark-active = { $names } markiert die aktive Zelle
render-mitosis-to-split = { $names } teilt
render-mitosis-last-move = letzter Zug
render-mitosis-placed = { $name } setzte { $cell }
render-mitosis-split = { $name } teilte { $parent } in { $cells }
render-mitosis-split-into = { $name } teilte in { $cells }
render-mitosis-chose-colour = { $name } wählte { $side ->
    [red] Rot
    [blue] Blau
   *[other] { $side }
}
render-mitosis-chose-first = { $name } wählte: { $side ->
    [red] Rot
    [blue] Blau
   *[other] { $side }
} zuerst
render-mitosis-chose = { $name } wählte: { $choice }
render-mitosis-marked-active = { $name } markierte die aktive Zelle
render-mitosis-took-back = { $name } nahm { $moves } zurück
render-mitosis-took-back-two = { $name } nahm zwei Züge zurück
render-mitosis-captured = geschlagen: { $cells }
render-mitosis-phase-colour = Wahl: der DMO wählt eine Farbe
render-mitosis-phase-first-place = Wahl: Rot wählt, wer zuerst setzt
render-mitosis-phase-first-split = Wahl: Blau wählt, wer zuerst teilt
render-mitosis-phase-choices = Wahlen vor dem Spiel
render-mitosis-phase-placing = Setzen: { $count ->
    [one] { $count } Zelle je Seite
   *[other] { $count } Zellen je Seite
}
render-mitosis-phase-splitting = Teilen
render-mitosis-phase-active = Teilen: aktive Zelle wählen
render-mitosis-phase-over = Partie vorbei
render-mitosis-colour-not-chosen = Farbe noch offen
render-mitosis-cells = { $count ->
    [one] { $count } Zelle
   *[other] { $count } Zellen
}
render-mitosis-groups = Gruppen { $sizes }
render-mitosis-groups-none = Gruppen keine
render-mitosis-placed-count = gesetzt { $placed }/{ $each }
render-mitosis-moves-of = Züge { $moves }/{ $limit }
render-mitosis-moves = Züge { $moves }
render-mitosis-undos = Rücknahmen { $count }
render-mitosis-active = aktiv { $count }
render-mitosis-key-wall = Mauer
render-mitosis-key-last-split = letzte Teilung
render-mitosis-key-captured = geschlagen
render-mitosis-key-active = aktiv (nur du siehst das)
render-mitosis-anomalies = Anomalien: { $names }
render-mitosis-anomalies-none = Anomalien: keine
render-mitosis-anomaly = { $name ->
    [barricade] barricade
    [capture] capture
    [clone] clone
    [launcher] launcher
    [grouping] grouping
    [triplicate] triplicate
    [undo] undo
   *[other] { $name }
}
render-mitosis-note-barricade = barricade: nichts betritt eine Mauer
render-mitosis-note-capture = capture: umzingelte Zellen sterben, bis { $limit } Züge
render-mitosis-note-capture-over = capture: vorbei (beide haben { $limit } Züge gemacht)
render-mitosis-note-clone = clone: nur aktive Zellen teilen sich (geheim)
render-mitosis-note-launcher = launcher: Teilungen landen bis zwei Zellen weit
render-mitosis-note-grouping = grouping: festgefahren = passen; Gruppen entscheiden
render-mitosis-note-triplicate = triplicate: Teilung in drei erlaubt
render-mitosis-note-undo = undo: { $count } pro Person

## Tabellen (/leaderboard, Turnierstand)
render-table-rank = #
render-table-player = PERSON
render-table-empty = Noch nichts zu zeigen
render-leaderboard-rating = WERTUNG
render-leaderboard-games = PARTIEN
render-leaderboard-last-played = ZULETZT
render-leaderboard-formula = Wertung = μ − 3σ
render-leaderboard-empty = Noch keine gewerteten Partien

## Wertungsverlauf (/stats)
render-chart-rated = { $count } gewertet
render-chart-value = { NUMBER($value, minimumFractionDigits: 1, maximumFractionDigits: 1) }
render-chart-shown = μ − 3σ (angezeigt)
render-chart-first = erste Partie
render-chart-latest = zuletzt

## Gewinnchance (/review)
render-review-status = Gewinnchance
render-review-percent = { NUMBER($share, style: "percent") }
render-review-plies = Halbzug (1–{ $count })

## Ein Beitrag, dessen Brettbild nicht gezeichnet werden konnte, erscheint mit seinem Text und diesem Hinweis
## (bot/adapter/delivery.py, attach_board).
render-picture-missing = (Das Bild des Spielbretts konnte diesmal nicht gezeichnet werden; der Text oben sagt, was passiert ist.)
