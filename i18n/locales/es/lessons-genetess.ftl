# Lecciones de Genetess: título, luego .text (la tarea), .hint (tras un intento fallido) y .why
# (cuando está resuelta). La notación se queda como se escribe.

lesson-genetess-bid-start = Ronda 0: puja por una casilla de salida
    .text = La ronda 0 son tres pujas secretas pagadas con tu E inicial: por una casilla de salida, por tu lugar en el orden de turno y más. Puja 1 E para empezar en K1 (C3). Escribe: BID start 1 K1
    .hint = Una puja de salida es: BID start <E> <casilla de salida>. Las casillas de salida son K1 y K2 en el tablero.
    .asks = una puja de salida por K1
    .why = Nadie más pujó por K1, así que 1 E bastó para conseguirla.
lesson-genetess-bid-order = Ronda 0: puja para jugar en segundo lugar
    .text = Jugar en segundo lugar te deja ver la primera jugada de tu rival. Puja por el segundo lugar del orden de turno (letra b).
    .hint = Una puja de orden es: BID order <E> <letra>, donde a juega primero y b segundo.
    .asks = una puja de orden por el segundo lugar (b)
    .why = Tu puja por b fue la única, así que juegas en segundo lugar en cada ronda.
lesson-genetess-create = Crea una pieza
    .text = Aquí tienes el primer lugar del orden de turno: juegas primero en cada ronda. Tu Rey crea piezas en las casillas de su alrededor. Una pieza es una secuencia de códigos: A es vida (toda pieza nueva necesita una), B un paso ortogonal, C un paso diagonal, D una casilla más de visión. Crea en D4 la pieza más barata que se mueva en diagonal.
    .hint = CREATE <casilla> <códigos>. La pieza más barata tiene los menos códigos posibles: vida y un paso diagonal.
    .asks = la pieza diagonal más barata, creada en D4
    .why = AC cuesta (1+3)+(1x3) = 7 E: la suma de los precios de los códigos más su producto.
lesson-genetess-all-steps = Hay que dar todos los pasos
    .text = Una pieza con tres códigos B debe dar los tres pasos (cada uno N, S, E o W). Mueve tu pieza ABBBD de D3 hacia abajo en línea recta hasta D6.
    .hint = Escribe los pasos unidos por guiones: MOVE D3 <dir>-<dir>-<dir>. Hacia abajo es S.
    .asks = tu pieza ABBBD movida de D3 a D6
    .why = S-S-S da exactamente los tres pasos que exigen los tres códigos B.
lesson-genetess-take-the-king = Captura al Rey
    .text = Una pieza enemiga salió de su casilla de salida J10 hacia ti y ahora está en G9, a la vista de tu pieza ABBBD. Solo puede ser su Rey. Captúralo: una captura termina una jugada en la casilla enemiga, solo en el último paso.
    .hint = De F7 a G9 hay una casilla al E y dos al S: tu pieza tiene exactamente tres pasos.
    .asks = la captura de su Rey
    .why = Terminar el tercer paso en G9 captura al Rey: tu rival queda fuera y tú eres el último que queda.
lesson-genetess-which-is-the-king = ¿Cuál es el Rey?
    .text = Un Rey parece una pieza cualquiera. Dos piezas enemigas están delante de tu pieza ABBBD en F7: una se acaba de crear en F8, la otra llegó desde su salida. Solo la captura del Rey gana. Captúralo.
    .hint = Solo un Rey crea piezas, y una pieza nueva aparece junto al Rey que la creó. Una pieza creada nunca es el Rey (tu vista marca F8 como 'not king').
    .asks = la captura de su Rey
    .why = F8 fue creada, así que no es el Rey; el Rey la creó desde al lado: G9. Capturar G9 gana.
