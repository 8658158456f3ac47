# DNA (piezas Icehouse): lo que dice games/dna_icehouse.py.
# Las piezas (R2), las casillas (c6) y los pasos (place G1 c3, mutate e4 Y, score, capture R2 from Y, pass)
# son notación: nunca se traducen.

## Colours ($colour: R, Y, G or B)
dna-icehouse-colour = { $colour ->
        [R] rojo
        [Y] amarillo
        [G] verde
       *[B] azul
    }

## Option errors
dna-icehouse-option-two-colours = la opción 'two_colours' necesita exactamente 2 jugadores, no { $count }; quítala
dna-icehouse-option-neutral-pool = la opción 'neutral_pool_counts' necesita 2 o 3 jugadores (con 4 no hay color neutral); quítala

## Refusals: the step's form
dna-icehouse-steps-help = los pasos son: place PIEZA CASILLA [archive] (p. ej. place G1 c3), mutate CASILLA COLOR|TAMAÑO|PIEZA (p. ej. mutate e4 Y, mutate e4 3, mutate e4 Y3), score, capture PIEZA [from COLOR] (p. ej. capture R2, capture R2 from Y), o pass cuando no tienes nada que colocar
dna-icehouse-empty-step = paso vacío; { dna-icehouse-steps-help }
dna-icehouse-not-a-step = { $text } no es un paso; { dna-icehouse-steps-help }
dna-icehouse-pass-alone = 'pass' no lleva nada detrás
dna-icehouse-score-alone = 'score' no lleva nada detrás
dna-icehouse-place-form = escribe place PIEZA CASILLA, p. ej. place R1 c3 (añade 'archive' para sacarla de tu archivo)
dna-icehouse-mutate-form = escribe mutate CASILLA COLOR|TAMAÑO|PIEZA, p. ej. mutate e4 Y, mutate e4 3 o mutate e4 Y3
dna-icehouse-capture-form = escribe capture PIEZA (de un acervo génico) o capture PIEZA from COLOR (del archivo de ese jugador), p. ej. capture R2 from Y

## What comes next ($next in the refusals below and the turn prompt)
dna-icehouse-next-pass = no tienes nada que colocar: `pass`
dna-icehouse-next-place = coloca una pieza, p. ej. `{ $example }`
dna-icehouse-next-capture = captura { $count } { $count ->
        [one] punto más
       *[other] puntos más
    }, p. ej. `{ $example }`
dna-icehouse-next-mutate = muta, p. ej. `{ $example }`
dna-icehouse-next-score = puntúa (`score`)
dna-icehouse-next-score-or-mutate = puntúa (`score`) o muta (p. ej. `{ $example }`)

## Refusals: out of order
dna-icehouse-pass-not-now = solo puedes pasar cuando no tienes nada que colocar; puedes jugar p. ej. `{ $example }`
dna-icehouse-pass-placed = ya has colocado; ahora { $next }
dna-icehouse-place-nothing = no te queda nada que colocar: `pass`
dna-icehouse-place-again = ya has colocado en este turno; ahora { $next }
dna-icehouse-place-first = coloca primero una pieza; { $next }
dna-icehouse-capture-first = termina primero de capturar: { $next }
dna-icehouse-mutation-over = la mutación ha terminado en este turno (no se puede mutar nada más); ahora puntúa (`score`)
dna-icehouse-now = ahora { $next }
dna-icehouse-score-again = ya has puntuado en este turno; ahora { $next }
dna-icehouse-score-mutating = la mutación ha empezado: termínala antes de puntuar; ahora { $next }
dna-icehouse-score-first = primero puntúa: la captura va después de puntuar; ahora { $next }
dna-icehouse-capture-done = no queda nada que capturar en este turno; ahora { $next }

## Refusals: placing
dna-icehouse-archive-empty = vacío
dna-icehouse-place-occupied = { $square } está ocupada (por { $piece }); coloca en una casilla vacía
dna-icehouse-own-archive-lacks = tu archivo no tiene ninguna { $piece } (archivo: { $archive })
dna-icehouse-place-not-yours = { $piece } no está en tu archivo, y el { $colour } no es tu acervo génico (juegas con { $mine })
dna-icehouse-place-none-left = ni tu acervo génico { $letter } ni tu archivo tienen una { $piece }

## Refusals: mutating
dna-icehouse-mutate-placed = la pieza colocada en { $square } no se puede mutar; muta las piezas de al lado ({ $near })
dna-icehouse-mutate-not-near = { $square } no tiene ninguna pieza junto a la colocada en { $placed }; puedes mutar { $near }
dna-icehouse-mutate-bad-word = { $text } no es un color, un tamaño ni una pieza; escribe p. ej. Y, 3 o Y3
dna-icehouse-mutate-same = { $square } ya tiene { $piece }; nombra otro color u otro tamaño
dna-icehouse-mutate-recoloured = { $square } ya cambió de color en este turno (era { $piece }); una pieza cambia de color como mucho una vez por turno
dna-icehouse-mutate-resized = { $square } ya cambió de tamaño en este turno (era { $piece }); una pieza cambia de tamaño como mucho una vez por turno
dna-icehouse-mutate-too-dear = { $piece } en { $square } → { $new } cuesta { $cost }, pero solo { $count ->
        [one] queda { $count } punto de mutación
       *[other] quedan { $count } puntos de mutación
    }
dna-icehouse-mutate-pool-empty = el acervo génico { $colour } no tiene ninguna { $piece }; ese cambio es imposible
dna-icehouse-mutate-spend-most = debes gastar el mayor total posible ({ $count } { $count ->
        [one] punto más
       *[other] puntos más
    }); después de { $piece } → { $new } en { $square } ya no es posible. Jugadas válidas ahora: `{ $legal }`

## Refusals: capturing
dna-icehouse-capture-bad-colour = { $text } no es un color; escribe p. ej. capture R2 from Y
dna-icehouse-capture-neutral-archive = el { $colour } es neutral: nadie juega con él, así que no tiene archivo
dna-icehouse-capture-neutral-pool = el { $colour } es neutral; no se puede capturar de su acervo génico
dna-icehouse-capture-own-pool = no puedes capturar de tu propio acervo génico
dna-icehouse-capture-own-archive = no puedes capturar de tu propio archivo
dna-icehouse-pool-lacks = el acervo génico { $colour } no tiene ninguna { $piece }
dna-icehouse-archive-lacks = el archivo de { $name } no tiene ninguna { $piece } (archivo: { $archive })
dna-icehouse-capture-inexact-pool = { $piece } de un acervo génico cuesta { $cost }; con { $count } { $count ->
        [one] punto
       *[other] puntos
    } por capturar, no dejaría un total que se pueda alcanzar exactamente. Jugadas válidas ahora: `{ $legal }`
dna-icehouse-capture-inexact-archive = { $piece } de un archivo cuesta { $cost }; con { $count } { $count ->
        [one] punto
       *[other] puntos
    } por capturar, no dejaría un total que se pueda alcanzar exactamente. Jugadas válidas ahora: `{ $legal }`

## Refusals: resigning
dna-icehouse-no-such-seat = ese puesto no está en esta partida
dna-icehouse-already-out = ya estás fuera de esta partida

## Steps, told to the mover
dna-icehouse-placed-pool = { $name } colocó { $piece } en { $square } desde su acervo génico
dna-icehouse-placed-archive = { $name } colocó { $piece } en { $square } desde su archivo
dna-icehouse-mutated = { $name } mutó { $piece } en { $square } a { $new } ({ $count } { $count ->
        [one] punto
       *[other] puntos
    })
dna-icehouse-no-strand = ninguna hebra
dna-icehouse-scored = { $name } puntuó { $count } { $count ->
        [one] punto
       *[other] puntos
    }: { $detail }
dna-icehouse-scored-limited = { $name } puntuó { $count } { $count ->
        [one] punto
       *[other] puntos
    }: { $detail }; solo se pueden capturar { $owed }
dna-icehouse-captured-pool = { $name } capturó { $piece } del acervo génico { $colour } ({ $count } { $count ->
        [one] punto
       *[other] puntos
    })
dna-icehouse-captured-archive = { $name } capturó { $piece } del archivo de { $owner } ({ $count } { $count ->
        [one] punto
       *[other] puntos
    })
dna-icehouse-passed = { $name } pasó (nada que colocar)
dna-icehouse-resigned = { $name } se rindió

## A finished turn, told to everyone
dna-icehouse-turn = { $name } colocó { $piece } en { $square }: { $parts }
dna-icehouse-turn-parts =
    { $first }
    { $rest }
dna-icehouse-turn-strand = la hebra { $squares } da { $count }
dna-icehouse-turn-strand-bonus = la hebra { $squares } da { $count } ({ $bonuses })
dna-icehouse-bonus-list = { $first }, { $rest }
dna-icehouse-bonus-three-colours = tres colores
dna-icehouse-bonus-one-colour = un color
dna-icehouse-bonus-sizes-in-order = tamaños en orden
dna-icehouse-bonus-one-size = un tamaño
dna-icehouse-turn-mutated = mutó { $changes }
dna-icehouse-turn-captured-pool = capturó { $pieces } del acervo génico { $colour }
dna-icehouse-turn-captured-archive = capturó { $pieces } del archivo de { $owner }

## The end
dna-icehouse-reason-pools-empty = todos los acervos génicos están vacíos
dna-icehouse-reason-stalled = nadie pudo colocar durante una ronda entera
dna-icehouse-reason-over = la partida ha terminado
dna-icehouse-reason-resigned = todos los demás se rindieron
dna-icehouse-ending = Se ha llegado al final: { $why }
dna-icehouse-ending-last-turns = Se ha llegado al final: { $why }; últimos turnos para { $names }
dna-icehouse-draw = Tablas: { $names } empatan con { $count } { $count ->
        [one] punto archivado
       *[other] puntos archivados
    } ({ $scores })
dna-icehouse-won = { $names } { $winners ->
        [one] gana
       *[other] ganan
    } con { $count } { $count ->
        [one] punto archivado
       *[other] puntos archivados
    } ({ $scores })
dna-icehouse-won-resigned = { $name } gana: todos los demás se rindieron

## The turn panel
dna-icehouse-prompt = { $piece } colocada en { $square } · mutación { $spent }/{ $budget } gastada · aún sin puntuar. Siguiente: { $next }
dna-icehouse-prompt-scored = { $piece } colocada en { $square } · mutación { $spent }/{ $budget } gastada · puntuados { $points }, { $count } { $count ->
        [one] punto
       *[other] puntos
    } aún por capturar. Siguiente: { $next }
dna-icehouse-note-mutate = { $piece }→{ $new }, cuesta { $cost } de { $left } que quedan
dna-icehouse-note-capture = toma { $cost } de { $count } { $count ->
        [one] punto debido
       *[other] puntos debidos
    }

## The text board (describe)
dna-icehouse-describe-pool = acervo { $letter }: { $counts }
dna-icehouse-describe-pool-neutral = acervo { $letter } (neutral): { $counts }
dna-icehouse-describe-archive = { $name } ({ $colours }) archivo: { $pieces } = { $count } { $count ->
        [one] punto
       *[other] puntos
    }
dna-icehouse-describe-result = Resultado: { $names } — { $reason }
dna-icehouse-describe-to-move = { $names }: { $phase ->
        [place] colocar
        [pass] pasar
        [capture] capturar
        [mutate] mutar
        [score] puntuar
        [score-or-mutate] puntuar o mutar
       *[other] { $phase }
    }
dna-icehouse-describe-turn = Colocada en { $square }: mutación { $spent }/{ $budget }, puntuados -, debidos { $owed }
dna-icehouse-describe-turn-scored = Colocada en { $square }: mutación { $spent }/{ $budget }, puntuados { $points }, debidos { $owed }

## Opciones (/reglas, el bloque de opciones).
dna-icehouse-help-two-colours = 2 jugadores: cada uno juega con dos colores (R+G contra Y+B) en vez de un color con dos colores neutrales
dna-icehouse-help-neutral-pool-counts = 3 jugadores: el acervo génico neutral (azul) también debe vaciarse para que termine la partida

## Lo que dice un botón de jugada (bot.adapter.words.move_label); el botón envía la jugada tal cual.
dna-icehouse-move-button-capture = Capturar { NOTATION($rest) }
dna-icehouse-move-button-mutate = Mutar { NOTATION($rest) }
dna-icehouse-move-button-place = Colocar { NOTATION($rest) }
dna-icehouse-move-button-score = Puntuar
dna-icehouse-move-button-pass = Pasar
