# Lecciones de Mitosis (games/lessons/mitosis.json): el título, luego .text, .hint, .asks (tras una jugada legal que no es la tarea) y .why.

lesson-mitosis-first-split = Tu primera división
    .text = Juegas con rojo. En cada turno debes dividir una de tus células: desaparece y aparecen dos células rojas nuevas en dos vecinas OPUESTAS (izquierda/derecha, o uno de los dos pares diagonales), ambas vacías. Divide C4: escribe las dos células nuevas, p. ej. B3 D5. Vale cualquier par opuesto libre de C4.
    .hint = Los pares opuestos de C4 son C3+C5, B4+D4 y B3+D5. C3 está ocupada, así que quedan las divisiones B4 D4 y B3 D5, y cualquiera de las dos vale.
    .asks = una división de C4
    .why = Las dos células nuevas están a lados opuestos de C4 y ambas estaban vacías, así que C4 puede dividirse en ellas.

lesson-mitosis-no-move-loses = Quien no puede dividir pierde
    .text = Quien no puede dividir en su turno pierde al instante. A azul le quedan pocas divisiones. Divide de modo que azul no tenga ninguna.
    .hint = Las células azules del borde superior necesitan las celdas vacías de al lado. ¿Cuál de tus divisiones ocupa la que azul necesita?
    .asks = una división que deje a azul sin ninguna división
    .why = Dividir B2 en A2 y C2 ocupa la última celda libre en la que podía dividirse la fila superior de azul: azul no puede jugar y pierde.

lesson-mitosis-capture = Captura
    .text = Con la anomalía capture, una célula enemiga con células tuyas a ambos lados de un par opuesto se retira después de tu jugada. Captura una célula azul.
    .hint = Busca una célula azul que ya tenga una vecina roja; pon una célula roja en el lado opuesto.
    .asks = una división que capture una célula azul
    .why = Una división que cae enfrente de una célula roja existente deja la célula azul atrapada entre ambas.

lesson-mitosis-launcher = El lanzador
    .text = Con launcher, una división también puede poner su par a dos celdas de distancia en la misma línea, saltando lo que haya en medio. Gana ahora.
    .hint = Azul necesita las celdas vacías del borde izquierdo. ¿Cuál de tus células, lanzando a dos celdas, cae en ellas?
    .asks = ganar ya
    .why = Una división lanzada desde C3 llega a A3 y E3 por encima de las celdas intermedias y ocupa las celdas que azul necesitaba.

lesson-mitosis-triplicate = Triplicación
    .text = Con triplicate, una célula puede dividirse en TRES células separadas 120 grados. Gana ahora.
    .hint = Las células azules de abajo a la izquierda necesitan las celdas vacías alrededor de E1 y F1. Una división triple puede ocupar varias a la vez.
    .asks = ganar ya
    .why = E2 se divide en tres y pone rojo en D2, E1 y F2 a la vez, y azul se queda sin divisiones.
