# Las palabras de las imágenes (render/), salvo las de Genetess (render-genetess.ftl).
# Nombres, casillas (E4, c6), piezas (R2) y notación de jugadas son argumentos y no cambian.

## Comunes
render-you = (tú)
render-tag-wins = gana
render-tag-to-move = su turno
render-tag-out = fuera
render-to-move = turno de { $names }
render-passed = { $name } pasó
render-move-other = { $name }: { $move }
render-turn = Turno { $turn }
render-turn-of = Turno { $turn } de { $turns }

## DNA (fragmentos de secuencia)
render-dna-title = DNA (fragmentos de secuencia)
render-dna-strand-submitted = hebra entregada
render-dna-waiting-strand = esperando una hebra
render-dna-waiting-for = esperando a { $names }
render-dna-waiting-strands = esperando { $count ->
    [one] { $count } hebra
   *[other] { $count } hebras
}
render-dna-setup = Preparación: { $submitted } de { $seats ->
    [one] { $seats } hebra entregada
   *[other] { $seats } hebras entregadas
}; siguen secretas hasta que estén todas
render-dna-round = Ronda { $round }  ·  fragmentos de { $size }
render-dna-round-range = Ronda { $round }  ·  fragmentos de { $low } a { $high }
render-dna-removed = { $name } quitó
render-dna-nucleotide = { $letter } { $letter ->
    [A] adenina
    [C] citosina
    [G] guanina
    [T] timina
   *[other] { $letter }
}
render-dna-last-cut = último corte

## Protozoa
render-protozoa-title = Protozoa
render-protozoa-mover = { $colour } { $name }
render-protozoa-nothing-culled = nada murió
render-protozoa-culled = murieron: { $squares }
render-protozoa-placed = { $name } colocó { $piece } en { $square }
render-protozoa-mutated-from = { $name } mutó { $square } { $was } a { $piece }
render-protozoa-stash = reserva
render-protozoa-group = colonia
render-protozoa-key-last = última jugada
render-protozoa-key-culled = murió el último turno
render-protozoa-key-group = mayor colonia: { $pips ->
    [one] { $pips } punto gana
   *[other] { $pips } puntos ganan
}
render-protozoa-key-survives = Sobrevive con vecinas:
render-protozoa-team = Equipo { $colours }

## DNA (Icehouse)
render-dna-icehouse-title = DNA (Icehouse)
render-dna-icehouse-nothing-to-place = { $names } no tiene nada que colocar: pasa
render-dna-icehouse-to-capture = { $names } captura: { $owed ->
    [one] falta { $owed } punto
   *[other] faltan { $owed } puntos
}
render-dna-icehouse-spent = { $step }: { $spent }/{ $budget } gastado
render-dna-icehouse-placed = { $name }: { $piece } en { $square }
render-dna-icehouse-placed-scored = { $name }: { $piece } en { $square }, puntuó { $points }{ $parts }
render-dna-icehouse-took = capturó { $pieces }
render-dna-icehouse-piece-from = { $piece } de { $source }
render-dna-icehouse-pool = acervo { $colour }
render-dna-icehouse-last-round = Turno { $turn } - última ronda
render-dna-icehouse-gene-pools = acervos génicos
render-dna-icehouse-neutral = neutral
render-dna-icehouse-pips = { $count ->
    [one] { $count } punto
   *[other] { $count } puntos
}
render-dna-icehouse-archive-empty = archivo vacío
render-dna-icehouse-key-placed = colocada
render-dna-icehouse-key-strand = hebra
render-dna-icehouse-key-mutated = mutada

## Mitosis
render-mitosis-title = Mitosis
render-mitosis-side = { $side ->
    [red] rojo
    [blue] azul
   *[other] { $side }
}
render-mitosis-side-name = { $side ->
    [red] Rojo
    [blue] Azul
   *[other] { $side }
}
render-mitosis-who = { $name } ({ $side ->
    [red] rojo
    [blue] azul
   *[other] { $side }
})
render-mitosis-chooses-colour = { $names } elige un color
render-mitosis-chooses-first-place = { $names } elige quién coloca primero
render-mitosis-chooses-first-split = { $names } elige quién divide primero
render-mitosis-to-choose-active = { $names } elige la célula activa
render-mitosis-to-place = { $names } coloca
render-mitosis-to-mark-active = { $names } marca la célula activa
render-mitosis-to-split = { $names } divide
render-mitosis-last-move = última jugada
render-mitosis-placed = { $name } colocó { $cell }
render-mitosis-split = { $name } dividió { $parent } en { $cells }
render-mitosis-split-into = { $name } dividió en { $cells }
render-mitosis-chose-colour = { $name } eligió { $side ->
    [red] rojo
    [blue] azul
   *[other] { $side }
}
render-mitosis-chose-first = { $name } eligió: primero { $side ->
    [red] rojo
    [blue] azul
   *[other] { $side }
}
render-mitosis-chose = { $name } eligió: { $choice }
render-mitosis-marked-active = { $name } marcó la célula activa
render-mitosis-took-back = { $name } deshizo { $moves }
render-mitosis-took-back-two = { $name } deshizo dos jugadas
render-mitosis-captured = capturadas: { $cells }
render-mitosis-phase-colour = Elección: el DMO elige un color
render-mitosis-phase-first-place = Elección: Rojo elige quién coloca primero
render-mitosis-phase-first-split = Elección: Azul elige quién divide primero
render-mitosis-phase-choices = Elecciones antes de jugar
render-mitosis-phase-placing = Colocación: { $count ->
    [one] { $count } célula cada uno
   *[other] { $count } células cada uno
}
render-mitosis-phase-splitting = División
render-mitosis-phase-active = División: elegir la célula activa
render-mitosis-phase-over = Partida terminada
render-mitosis-colour-not-chosen = color sin elegir
render-mitosis-cells = { $count ->
    [one] { $count } célula
   *[other] { $count } células
}
render-mitosis-groups = grupos { $sizes }
render-mitosis-groups-none = grupos ninguno
render-mitosis-placed-count = colocadas { $placed }/{ $each }
render-mitosis-moves-of = jugadas { $moves }/{ $limit }
render-mitosis-moves = jugadas { $moves }
render-mitosis-undos = deshacer { $count }
render-mitosis-active = activas { $count }
render-mitosis-key-wall = muro
render-mitosis-key-last-split = última división
render-mitosis-key-captured = capturada
render-mitosis-key-active = activa (solo tú la ves)
render-mitosis-anomalies = Anomalías: { $names }
render-mitosis-anomalies-none = Anomalías: ninguna
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
render-mitosis-note-barricade = barricade: nada entra en un muro
render-mitosis-note-capture = capture: las células flanqueadas mueren, hasta { $limit } jugadas
render-mitosis-note-capture-over = capture: terminado (ambos hicieron { $limit } jugadas)
render-mitosis-note-clone = clone: solo las células activas se dividen (secreto)
render-mitosis-note-launcher = launcher: las divisiones llegan a dos celdas
render-mitosis-note-grouping = grouping: sin jugada = pasar; deciden los grupos
render-mitosis-note-triplicate = triplicate: se puede dividir en tres
render-mitosis-note-undo = undo: { $count } por jugador

## Tablas (/leaderboard, clasificación del torneo)
render-table-rank = #
render-table-player = JUGADOR
render-table-empty = Aún no hay nada que mostrar
render-leaderboard-rating = PUNTUACIÓN
render-leaderboard-games = PARTIDAS
render-leaderboard-last-played = ÚLTIMA
render-leaderboard-formula = puntuación = μ − 3σ
render-leaderboard-empty = Aún no hay partidas puntuadas

## Historial de puntuación (/stats)
render-chart-rated = { $count } puntuadas
render-chart-value = { NUMBER($value, minimumFractionDigits: 1, maximumFractionDigits: 1) }
render-chart-shown = μ − 3σ (mostrada)
render-chart-first = primera partida
render-chart-latest = última

## Probabilidad de ganar (/review)
render-review-status = probabilidad de ganar
render-review-percent = { NUMBER($share, style: "percent") }
render-review-plies = media jugada (1–{ $count })

## Una publicación cuya imagen del tablero no se pudo dibujar sale con su texto y esta nota
## (bot/adapter/delivery.py, attach_board).
render-picture-missing = (Esta vez no se pudo dibujar la imagen del tablero; el texto de arriba cuenta lo que ha pasado.)
