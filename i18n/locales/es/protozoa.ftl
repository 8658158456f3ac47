# Protozoa (games/protozoa.py). Las casillas (c4), las piezas (R2), los colores (R, Y, G, B)
# y las jugadas (place 3 c4, mutate c4 up, pass) son notación y no cambian.

protozoa-summary = Coloca o muta células Icehouse en un tablero de 8×8; las células apiñadas y las solitarias mueren. Gana quien primero haga crecer una colonia conectada de 15 puntos.
protozoa-option-teams = 4 jugadores en dos equipos, R+G contra Y+B; puedes mutar las piezas de tu compañero
protozoa-option-team-setup = inicio por equipos: pawns (cuatro pequeñas, por defecto) o drones (cuatro medianas); necesita teams
protozoa-option-max-turns = la partida acaba en tablas tras tantos turnos sin ganador
protozoa-moves-help = las jugadas son: place TAMAÑO CASILLA (p. ej. place 3 c4; tamaños 1, 2, 3 o S, M, L), mutate CASILLA up|down (p. ej. mutate c4 up, o mutate c4 2 para el tamaño nuevo), o pass cuando no hay nada más legal
protozoa-stash-empty = vacía

## Rechazos
protozoa-teams-need-four = la opción «teams» necesita exactamente 4 jugadores, no { $seats }; quita teams o sienta a cuatro jugadores
protozoa-team-setup-needs-teams = la opción «team_setup» necesita «teams» (4 jugadores en dos equipos); añade teams o quita team_setup
protozoa-empty-move = jugada vacía; { $help }
protozoa-pass-alone = «pass» no lleva nada detrás
protozoa-not-a-move = { $word } no es una jugada; { $help }
protozoa-no-pieces = no te quedan piezas { $pips ->
    [1] pequeñas
    [2] medianas
   *[3] grandes
} (reserva: { $stash })
protozoa-partner-no-pieces = a tu compañero { $partner } ({ $colour }) no le quedan piezas { $pips ->
    [1] pequeñas
    [2] medianas
   *[3] grandes
} (reserva de { $colour }: { $stash })
protozoa-place-form = escribe place TAMAÑO CASILLA, p. ej. place 3 c4 (tamaños 1, 2, 3 o S, M, L)
protozoa-place-partner-colour = no puedes colocar el color de tu compañero ({ $given }); tú colocas piezas { $colour } y solo puedes mutar las { $given }
protozoa-place-other-colour = juegas con { $colour }; no puedes colocar piezas { $given }
protozoa-place-occupied = { $square } está ocupada (por { $piece }); coloca en una casilla vacía
protozoa-mutate-form = escribe mutate CASILLA up|down, p. ej. mutate c4 up (o mutate c4 2 para el tamaño nuevo)
protozoa-mutate-empty = { $square } está vacía; ahí no hay nada que mutar
protozoa-mutate-not-yours = { $partner ->
    [none] en { $square } hay { $piece }, que no es tuya; solo puedes mutar tus propias piezas { $own }
   *[other] en { $square } hay { $piece }, que no es tuya; solo puedes mutar tus propias piezas { $own } o las piezas { $partner } de tu compañero
}
protozoa-mutate-cannot = { $how ->
    [up] en { $square } hay una pieza { $pips ->
        [1] pequeña
        [2] mediana
       *[3] grande
    } ({ $piece }), que no puede mutar hacia arriba; solo puede mutar hacia abajo
   *[down] en { $square } hay una pieza { $pips ->
        [1] pequeña
        [2] mediana
       *[3] grande
    } ({ $piece }), que no puede mutar hacia abajo; solo puede mutar hacia arriba
}
protozoa-mutate-how = mutate { $square } necesita up, down o el tamaño nuevo (1, 2, 3 o S, M, L), no { $word }
protozoa-mutate-same = { $square } ya es una pieza { $pips ->
    [1] pequeña
    [2] mediana
   *[3] grande
} ({ $piece }); mútala un tamaño hacia arriba o hacia abajo
protozoa-mutate-one-size = una mutación es de un tamaño cada vez: { $square } es una pieza { $pips ->
    [1] pequeña
    [2] mediana
   *[3] grande
} ({ $piece }), así que solo puede volverse mediana (2)
protozoa-pass-refused = solo puedes pasar cuando no puedes ni colocar ni mutar; aún puedes jugar p. ej. `{ $example }`
protozoa-already-out = ya estás fuera de esta partida

## Narración
protozoa-placed = { $who } colocó { $piece } en { $square }
protozoa-mutated = { $who } mutó { $piece } en { $square } a { $new }
protozoa-mutated-partner = { $who } mutó { $piece } (de su compañero { $partner }) en { $square } a { $new }
protozoa-passes = { $who } pasa (nada que colocar ni mutar)
protozoa-loses-turn = { $who } pierde el turno
protozoa-died = { $piece } en { $square } murió: { $count ->
    [one] { $count } vecina
   *[other] { $count } vecinas
}, una pieza { $pips ->
    [1] pequeña
    [2] mediana
   *[3] grande
} necesita { $low }–{ $high }
protozoa-resigned = { $who } se rindió

## Resultados
protozoa-wins = { $count ->
    [one] gana { $who }
   *[other] ganan { $who }
}: { $reason }
protozoa-colony = la colonia { $colour } de { $who } con { $pips ->
    [one] { $pips } punto
   *[other] { $pips } puntos
} ({ $squares })
protozoa-no-winner = sin ganador tras { $count ->
    [one] { $count } turno
   *[other] { $count } turnos
}
protozoa-turns-played = { $count ->
    [one] { $count } turno jugado
   *[other] { $count } turnos jugados
} sin ganador
protozoa-resigned-for-team = { $who } se rindió por el equipo
protozoa-everyone-resigned = todos los demás se rindieron

## El tablero de texto (describe)
protozoa-board-seat = { $colour } { $name }{ $out ->
    [yes] {" "}(rendido)
   *[no] {""}
}: reserva { $counts }; colonia mayor { $pips ->
    [one] { $pips } punto
   *[other] { $pips } puntos
}
protozoa-board-teams = Equipos: { $first } contra { $second }
protozoa-last-place = Última: { $who } colocó { $piece } en { $square }
protozoa-last-mutate = Última: { $who } mutó { $piece } en { $square } a { $new }
protozoa-last-pass = Última: { $who } pasó
protozoa-board-died = Murieron: { $pieces }
protozoa-board-result = Resultado: { $winners } — { $reason }
protozoa-board-draw = Resultado: nadie (tablas) — { $reason }
protozoa-board-turn = Turno { $turn } de { $most }: juega { $movers }
