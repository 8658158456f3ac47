# Genetess: lo que dice el motor. La notación (BID, PASS, MOVE, CREATE, casillas,
# direcciones, letras de código, los colores de una puja) se escribe tal cual y no se traduce.

## Varias líneas como un solo texto; cláusulas de una línea de narración.
genetess-lines =
    { $line }
    { $rest }
genetess-clauses = { $clause }; { $rest }

## Ayuda dentro de los rechazos.
genetess-orders-help = las órdenes son PASS, MOVE <casilla> <pasos> (p. ej. MOVE D5 N-N-E; direcciones N S E W NE NW SE SW) o CREATE <casilla> <códigos> (p. ej. CREATE E6 ABBD)
genetess-bid-help = puja con BID start <E> <K1,K2,...> order <E> <a,b,...> colour <E> <color,...>, cada parte opcional, p. ej. BID start 3 K2,K1 order 2 b,a colour 0 red; un BID solo no apuesta nada

## Opciones y mapas al empezar.
genetess-option-codes = la opción 'codes' debe ser letras de { $codes } (K nunca está a la venta), no { $value }
genetess-option-codes-need-a = la opción 'codes' debe incluir A: toda pieza nueva necesita una (G6)
genetess-map-too-few-starts = el mapa { $map } tiene { $starts } casillas de salida, muy pocas para { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}; elige un mapa más grande
genetess-map-too-late = el mapa solo puede cambiar antes de que alguien puje

## Lo que un puesto lee junto a su tablero, y la petición de puja.
genetess-status = tu E: { $energy }
genetess-bid-label = Tus tres pujas ({ $energy } E), p. ej. BID start 3 K1
genetess-bid-prompt =
    Ronda 0: tres subastas secretas deciden dónde empiezas, cuándo juegas y tu color.
    E es energía: lo que cuestan las piezas. Tienes { $energy } E; toda E que pujas se gasta, ganes o pierdas, y lo que te quede paga tus primeras piezas.
    • `start`, las casillas de salida { $starts }: donde empieza tu Rey.
    • `order`, las letras de turno { $letters }: tu lugar en cada ronda (a juega primero, luego b, ...).
    • `colour`, los colores { $colours }.
    La puja más alta de cada subasta elige primero (los empates, al azar) y se lleva su mejor deseo aún libre; ordena tus deseos del mejor al peor. Un `BID` solo no puja nada.
    Ejemplo: `{ $example }` puja { $first } E por la casilla de salida { $square } (si no, { $other_square }), { $second } E por la letra de turno { $letter } (si no, { $other_letter }) y nada por el color (`{ $colour }` si sigue libre): { $spent } E gastadas, { $left } E restantes
genetess-form-bid = tus tres pujas secretas
genetess-form-pass = no hacer nada este turno
genetess-form-move = p. ej. MOVE D5 N-N-E; pasos N S E W, diagonales NE NW SE SW
genetess-form-create = p. ej. CREATE E6 AB: una pieza nueva junto a un Rey, pagada en E

## Órdenes rechazadas.
genetess-no-legal-move = no hay ninguna jugada legal
genetess-empty-order = orden vacía; { genetess-orders-help }
genetess-bids-first = la ronda 0 es para pujar; { genetess-bid-help }
genetess-bids-over = las pujas han terminado; { genetess-orders-help }
genetess-pass-alone = PASS no lleva nada detrás
genetess-not-an-order = { $order } no es una orden; { genetess-orders-help }
genetess-bid-bad-part = { $part } no es una parte de la puja (start, order o colour); { genetess-bid-help }
genetess-bid-twice = la puja { $part } aparece dos veces; da cada parte una vez
genetess-bid-bad-choice = puja { $part }: { $choice } no es ninguno de { $allowed } (ordénalos del mejor al peor, separados por comas, p. ej. `{ $example }`)
genetess-bid-ranks-twice = la puja { $part } nombra { $choice } dos veces
genetess-bid-too-much = tus pujas suman { $total } E pero tienes { $energy } E; apuesta como mucho eso en total
genetess-no-such-seat = ese puesto no está en esta partida
genetess-already-out = ya estás fuera de esta partida
genetess-none = ninguna
genetess-move-not-yours = en { $square } no hay ninguna pieza tuya; mueve una de las tuyas ({ $pieces })
genetess-not-a-square = { $text } no es una casilla: escribe una letra de columna A–Z y un número de fila desde 1, p. ej. D5
genetess-row-too-far = { $text } no es una casilla: las filas van de 1 a { $rows }
genetess-off-board = { $square } está fuera del tablero (A1..{ $last })
genetess-move-usage = escribe MOVE <casilla> <pasos>, p. ej. MOVE D5 N-N-E
genetess-cannot-move = tu { $seq } en { $square } no puede moverse (no tiene B, C ni K)
genetess-bad-direction = { $step } no es una dirección; los pasos son N S E W NE NW SE SW unidos por -, p. ej. N-N-E
genetess-wrong-steps = tu { $seq } en { $square } debe dar exactamente { $orth } { $orth ->
        [one] paso ortogonal
       *[other] pasos ortogonales
    } y { $diag } { $diag ->
        [one] paso diagonal
       *[other] pasos diagonales
    } (B y K: ortogonales, C: diagonales); fueron { $gave_orth } y { $gave_diag }
genetess-step-off-board = el paso { $step } ({ $dir }) desde { $square } sale del tablero
genetess-step-wall = el paso { $step } ({ $dir }) choca con el muro exterior en { $square }
genetess-step-inner = el paso { $step } ({ $dir }) choca con el muro interior en { $square }; solo una pieza con O puede pisarlo
genetess-move-ends-at-start = la jugada termina donde empezó ({ $square }); una jugada debe terminar en otro sitio
genetess-move-ends-on-own = la jugada termina sobre tu propia pieza en { $square }
genetess-move-blocked = la pieza en { $square } cierra el paso; solo una pieza con E salta sobre piezas, y solo se captura en el último paso
genetess-create-usage = escribe CREATE <casilla> <códigos>, p. ej. CREATE E6 ABBD
genetess-create-not-codes = { $seq } no es una secuencia de letras de código; códigos a la venta: { $codes }
genetess-create-no-k = K no se puede comprar (G18); un Rey solo lo crean los especiales
genetess-create-not-on-sale = el código { $code } no está a la venta en esta partida; códigos a la venta: { $codes }
genetess-create-needs-a = una pieza nueva necesita al menos una A (vida, G6)
genetess-create-not-by-king = { $square } no está junto a ninguno de tus Reyes ({ $kings }); crea en una de las 8 casillas alrededor de un Rey
genetess-create-on-wall = { $square } es un muro exterior; allí nunca se crea nada
genetess-create-on-inner = { $square } es un muro interior; solo una pieza con O puede crearse sobre uno
genetess-create-occupied = { $square } está ocupada; crea en una casilla vacía
genetess-create-too-dear = { $seq } cuesta { $cost } E (suma + producto de los precios de los códigos) y tienes { $energy } E

## Narración: pujas y turnos.
genetess-has-bid = { $waiting ->
        [0] { $name } ha pujado
        [one] { $name } ha pujado (falta una puja)
       *[other] { $name } ha pujado (faltan { $waiting } pujas)
    }
genetess-your-bid = tu puja: `{ $bid }`
genetess-bids-resolved = Pujas resueltas. Orden de turno: { $order }
genetess-you-start = empiezas en { $start } ({ $square }) con { $energy } E
genetess-round-one = Empieza la ronda 1
genetess-has-played = { $name } ha jugado
genetess-board-changed = El tablero ha cambiado
genetess-passes = { $name } pasa
genetess-income = +{ $gain } E de ingresos
genetess-own-income = cobras { $gain } E de ingresos
genetess-radiated = la pieza en { $square } recibe radiación
genetess-radiated-loses = tu pieza en { $square } pierde { $code } (radiación)
genetess-radiated-bare = tu pieza en { $square } no tiene nada que perder salvo K (radiación)
genetess-move-failed = la jugada de { $name } ha fallado
genetess-own-move-failed = tu jugada desde { $square } la ha bloqueado { $obstacle ->
        [wall] un muro interior que no conocías
       *[piece] una pieza que no veías
    } en { $at }; la orden falla
genetess-moved = la pieza de { $name } se movió { $src } → { $dst }
genetess-own-moved = tu { $seq } se movió { $src } → { $dst }
genetess-left = la pieza de { $name } salió de { $square }
genetess-arrived = la pieza de { $name } llegó a { $square }
genetess-wall-opened = muro interior abierto en { $squares }
genetess-created = { $name } creó una pieza en { $square }
genetess-own-created = creaste { $seq } en { $square } por { $cost } E
genetess-cause = { $cause ->
        [captured] capturada
        [radiation] radiación
        [fuse] fusible
        [killer] asesino de piezas
        [detonation] detonación
        [rockfall] derrumbe
       *[other] { $cause }
    }
genetess-removed = la pieza de { $name } en { $square } fue retirada ({ $cause })
genetess-removed-ronin = una pieza ronin en { $square } fue retirada ({ $cause })
genetess-own-removed = tu { $seq } en { $square } fue retirada ({ $cause })

## Eliminaciones y final.
genetess-resigned = { $name } se ha rendido
genetess-took-king = { $name } capturó el Rey de { $owner } (+{ $points })
genetess-lost-king = { $name } perdió un Rey
genetess-eliminated = { $name } queda fuera de la partida. Sus piezas dejan el tablero
genetess-eliminated-ronin = { $name } queda fuera de la partida. Sus piezas se quedan como ronin
genetess-reason-rounds = { $count ->
        [one] { $count } ronda jugada
       *[other] { $count } rondas jugadas
    }
genetess-reason-resigned = { $count ->
        [one] { $names } se ha rendido
       *[other] { $names } se han rendido
    }
genetess-reason-last = solo queda { $name } en la partida
genetess-reason-all-out = todos los puestos están fuera
genetess-result-draw = Tablas: { $names } empatan a { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } ({ $reason })
genetess-result-win = Partida terminada ({ $reason }): { $names } { $count ->
        [one] gana
       *[other] ganan
    } con { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }

## El tablero en texto (describe).
genetess-legend = Leyenda: # muro, X muro interior, k casilla de salida, * especial, letras = piezas por letra de turno (mayúscula = Rey), @ ronin
genetess-legend-fog = Leyenda: # muro, X muro interior, ? niebla, k casilla de salida, * especial, letras = piezas por letra de turno (mayúscula = Rey), @ ronin
genetess-no-colour = aún sin color
genetess-seat-line = { $letter } { $name } ({ $colour ->
    [green] verde
    [red] rojo
    [blue] azul
    [yellow] amarillo
    [purple] morado
    [orange] naranja
    [cyan] cian
    [white] blanco
   *[other] { $colour }
}): { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }
genetess-seat-line-out = { $letter } { $name } ({ $colour ->
    [green] verde
    [red] rojo
    [blue] azul
    [yellow] amarillo
    [purple] morado
    [orange] naranja
    [cyan] cian
    [white] blanco
   *[other] { $colour }
}): { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } (fuera)
genetess-ronin = ronin
genetess-piece-line = { $square }: { $owner } { $seq }
genetess-special-line = { $square }: { $text }
genetess-special-line-remembered = { $square }: { $text } (recordado)
genetess-energy-line = Tu E: { $energy }
genetess-result-line = Resultado: { $names } — { $reason }
genetess-turn-line = Turno { $turn } (ronda { $round } de { $rounds }): le toca a { $names }

## Los códigos genéticos (nombre; .does: lo que hace el código).
genetess-code-a = Armadura/Vida
    .does = vida: una pieza que pierde su última A muere (S9, radiación); toda pieza nueva que no sea Rey necesita una
genetess-code-b = Movimiento básico
    .does = un paso ortogonal por cada B
genetess-code-c = Movimiento cruzado
    .does = un paso diagonal por cada C
genetess-code-d = Distancia de visión
    .does = +1 de radio de visión por cada D (radio 1 + D)
genetess-code-e = Etéreo/salto
    .does = pasa por encima de piezas en mitad de una jugada (nunca de muros)
genetess-code-f = Descifrar
    .does = muestra las secuencias de las piezas enemigas en el campo de visión de esta pieza
genetess-code-o = Abrir muro
    .does = puede crearse sobre un muro interior o pisarlo, y este se vuelve suelo
genetess-code-r = Irradiar
    .does = al empezar cada turno de su dueño, cada pieza enemiga en su campo de visión pierde un código al azar (los Reyes nunca pierden K)
genetess-code-k = Rey
    .does = gana E, crea piezas, se mueve un paso ortogonal; quien pierde un Rey queda fuera de la partida

## El juego y sus opciones (ayuda de las reglas).
genetess-game-summary = Ajedrez con niebla de guerra y piezas que diseñas tú: compra códigos genéticos para moverte, ver, saltar y descifrar, encuentra los especiales y captura los Reyes enemigos.
genetess-option-map = el tablero: un mapa incluido (por defecto duel para 2 jugadores, quad para 3–4; el director de juego puede cargar otro antes de empezar)
genetess-option-start-energy = E con la que empieza cada puesto (las pujas se pagan de ella)
genetess-option-income = E por Rey al empezar cada uno de tus turnos
genetess-option-codes-help = letras de código genético a la venta, p. ej. `ABCD` (de `{ $codes }`; debe incluir `A`)
genetess-option-max-rounds = la partida termina tras tantas rondas; deciden los puntos
genetess-option-specials-timing = v100: los especiales se activan como dice la página V1.00; v102: solo al empezar el turno de quien lo ocupa
genetess-option-ronin = las piezas de un puesto eliminado se quedan como ronin sin dueño
genetess-option-draws = purpose: cada decisión al azar sale de su propio flujo, así ningún azar que ves depende de uno fuera de tu vista; single: un flujo para toda la partida (partidas guardadas antes del 26-11-2026)

## Colores en palabras: un color ofrecido en la puja (la palabra que se escribe, en código), un puesto en el orden de turno.
genetess-colour-choice = { $colour ->
    [green] verde
    [red] rojo
    [blue] azul
    [yellow] amarillo
    [purple] morado
    [orange] naranja
    [cyan] cian
    [white] blanco
   *[other] { $colour }
} (`{ $colour }`)
genetess-order-seat = { $letter } { $name } ({ $colour ->
    [green] verde
    [red] rojo
    [blue] azul
    [yellow] amarillo
    [purple] morado
    [orange] naranja
    [cyan] cian
    [white] blanco
   *[other] { $colour }
})
genetess-order-more = { $first }, { $rest }

## Lo que dice un botón de jugada (bot.adapter.words.move_label); el botón envía la jugada tal cual.
genetess-move-button-bid = Puja { NOTATION($rest) }
