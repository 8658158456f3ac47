# Lecciones de dna-icehouse (games/lessons/dna-icehouse.json): el mensaje lesson-dna-icehouse-<lesson id> es el título;
# .text dice qué hacer, .hint ayuda tras un intento fallido, .why explica la respuesta.

lesson-dna-icehouse-colours-and-sizes = Bonificaciones
    .text = Una hebra son tres piezas en línea (fila, columna o diagonal) con la pieza que colocas en un extremo; vale 1, más 1 por cada bonificación: tres colores, un color, tamaños 1-2-3 en orden, un tamaño. Después capturas piezas por el valor de tu puntuación del acervo génico o el archivo del verde. Gana 3 puntos en tu archivo este turno con una hebra que valga 3. Da el turno entero, con los pasos unidos por ';'.
    .hint = Una hebra que vale 3 necesita dos bonificaciones: tres colores distintos Y tamaños 1-2-3 en orden. Busca una pieza pequeña y una mediana de otros dos colores en línea.
    .asks = 3 puntos más en tu archivo en este turno
    .why = R3-Y2-G1 en e6-e5-e4 tiene tres colores y tamaños en orden: 3 puntos, y una grande verde capturada.

lesson-dna-icehouse-small-but-sharp = Pieza pequeña, gran puntuación
    .text = Hasta una pieza pequeña puede puntuar bien. Gana 4 puntos en tu archivo este turno. Da el turno entero, con los pasos unidos por ';'.
    .hint = Una pieza pequeña es barata, pero puntúa cada hebra que cierra. Busca una casilla al final de dos líneas.
    .asks = 4 puntos más en tu archivo en este turno
    .why = La pequeña en c4 cierra dos hebras (un tamaño; tres colores): 4 puntos, dos medianas verdes.

lesson-dna-icehouse-several-strands = Varias hebras a la vez
    .text = Una sola colocación puede cerrar varias hebras. Gana al menos 3 puntos en tu archivo este turno. Da el turno entero, con los pasos unidos por ';'.
    .hint = Busca una casilla vacía al final de tres líneas de dos piezas cada una.
    .asks = al menos 3 puntos más en tu archivo en este turno
    .why = Una grande en f4 cierra tres hebras de 2 cada una: 6 puntos, y la pequeña, la mediana y la grande del verde.

lesson-dna-icehouse-mutate-then-score = Muta y luego puntúa
    .text = Las bonificaciones se juzgan al puntuar, así que puedes mutar antes las vecinas de la pieza colocada (presupuesto: los puntos de la pieza colocada). Gana 4 puntos este turno. Da el turno entero, con los pasos unidos por ';'.
    .hint = Coloca una mediana junto a una pequeña verde que esté en línea con tus piezas rojas; gasta los 2 puntos en volverla roja y mediana antes de puntuar.
    .asks = 4 puntos más en tu archivo en este turno
    .why = d3 mutada a R2 deja c3-d3-e3 de un solo color; con la hebra diagonal son 4 puntos.

lesson-dna-icehouse-three-strands = Tres hebras
    .text = Gana al menos 2 puntos en tu archivo este turno: capturar de su archivo cuesta los puntos + 2. Da el turno entero, con los pasos unidos por ';'.
    .hint = Busca una casilla vacía al final de tres líneas de dos piezas; pon allí una mediana de tu archivo.
    .asks = al menos 2 puntos más en tu archivo en este turno
    .why = G2 en g4 cierra tres hebras (3 + 2 + 1 = 6 puntos): suficiente para una pequeña del acervo y su grande archivada.
