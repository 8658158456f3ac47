# Lecciones de Protozoa (games/lessons/protozoa.json): el título, luego .text, .hint, .asks (tras una jugada legal que no es la tarea) y .why.

lesson-protozoa-overcrowd = El hacinamiento mata
    .text = Después de cada colocación todas las piezas cuentan sus vecinas (las 8 casillas de alrededor, de cualquier color). Una pequeña vive con 1-3, una mediana con 3-5, una grande con 5-7; las demás mueren. Juegas con rojo. Coloca una pieza de modo que dos piezas azules mueran en la criba de este turno.
    .hint = Las pequeñas azules de d4 y f4 tienen ahora 3 vecinas cada una: una más y mueren. ¿Qué casilla vacía toca a ambas?
    .asks = una colocación tras la cual mueran dos piezas azules en la criba
    .why = e3 toca d4 y f4: las dos pequeñas azules llegan a 4 vecinas y mueren (tu mediana de e4 también muere, apiñada con 6).

lesson-protozoa-clean-kill = Una baja que no cuesta nada
    .text = Mata una pieza azul en la criba sin perder ninguna tuya (tu pieza nueva también debe sobrevivir).
    .hint = La pequeña azul de d3 tiene 3 vecinas. Añade una cuarta donde tu propia pieza tenga una amiga para seguir contenta.
    .asks = una colocación que mate una pieza azul sin perder ninguna tuya
    .why = En c3 tu pieza da a la azul de d3 su cuarta vecina, y ella misma está contenta junto a c4 y d4.

lesson-protozoa-grow = Haz crecer una colonia
    .text = Las colonias son tus piezas que se tocan (las diagonales cuentan); ganas con una de 15 puntos. Haz que tu colonia mayor tenga 8 puntos o más después de la criba.
    .hint = Busca la casilla vacía que une tus piezas dispersas y pon ahí la pieza más grande que vaya a estar contenta.
    .asks = una colonia mayor de 8 puntos o más tras la criba
    .why = Una grande en f4 tiene 6 vecinas (una grande vive con 5-7) y une e3, g3, f5 y f6 en una colonia de 8 puntos.

lesson-protozoa-win-race = Llega a quince
    .text = Tu colonia tiene 12 puntos. Gana este turno: una colonia de 15 puntos que sobreviva a la criba.
    .hint = Te faltan 3 puntos: una grande. ¿Dónde tiene una grande de 5 a 7 vecinas y toca tu colonia?
    .asks = ganar en este turno
    .why = f3 toca e4, e3, f2, g3 y la azul g4: 5 vecinas, así que la grande está contenta, y une todas las piezas rojas en una colonia de 15 puntos.

lesson-protozoa-win-crowded = Gana entre la multitud
    .text = Tu colonia tiene 13 puntos y azul está cerca. Gana este turno.
    .hint = Bastan dos puntos más, pero la pieza nueva debe estar contenta, y también las piezas que toca.
    .asks = ganar en este turno
    .why = Una mediana en e3 tiene 3-5 vecinas, no apiña hasta la muerte a ninguna tuya y suma 15 puntos.
