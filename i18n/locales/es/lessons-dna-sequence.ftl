# Lecciones de dna-sequence (games/lessons/dna-sequence.json): el mensaje lesson-dna-sequence-<lesson id> es el título;
# .text dice qué hacer, .hint ayuda tras un intento fallido, .why explica la respuesta.

lesson-dna-sequence-first-cut = Tu primer corte
    .text = En cada turno nombras un fragmento de 3 letras que aparece en TU hebra; se corta de todas las hebras. Corta 3 letras de la hebra de tu rival (rival: GGGACGCCC).
    .hint = Busca un trozo de 3 letras de tu hebra ACGTTTGCA que también aparezca en GGGACGCCC.
    .asks = un fragmento que quite al menos 3 letras de la cadena de tu rival
    .why = ACG está en las dos hebras, así que corta ambas: la tuya y la suya pierden 3 letras cada una.

lesson-dna-sequence-cascade = Cascadas
    .text = Tras un corte el hueco se cierra y la búsqueda vuelve a empezar por la izquierda, así que un fragmento puede salir varias veces. Deja a tu rival (TAAGAAGCGCCT) con 3 letras como mucho.
    .hint = Busca un fragmento que, una vez cortado, haga que las mismas letras vuelvan a juntarse formando ese fragmento.
    .asks = un fragmento que deje a tu rival con 3 letras como mucho
    .why = TAAGAAGCGCCT sin AGC es TAAGAGCCT, luego TAAGCT, luego TAT: tres cortes con una sola jugada.

lesson-dna-sequence-spare-yourself = Hazle más daño que a ti
    .text = Tu propia hebra también se corta. Encuentra el fragmento que le quita al menos 6 letras al rival (CTACTACTGA) pero solo 3 a ti (GATTACAGGT).
    .hint = ¿Qué fragmento tuyo aparece dos veces en su hebra?
    .asks = un fragmento que quite al menos 6 letras a tu rival y solo 3 a ti
    .why = TAC aparece una vez en tu hebra pero dos en la suya: tú pierdes 3 letras, el rival 6.

lesson-dna-sequence-knockout = El golpe final
    .text = Una hebra más corta que un fragmento queda fuera, y gana la última hebra en pie. Gana ahora: rival ACGACG, tú ACGTTT.
    .hint = Su hebra es el mismo fragmento dos veces. ¿Tienes ese fragmento?
    .asks = un fragmento que gane ya
    .why = ACG vacía su hebra (dos cortes) mientras la tuya conserva TTT: eres la última hebra en pie.

lesson-dna-sequence-mind-your-strand = Cuida tu propia hebra
    .text = Dos fragmentos terminan la partida en este turno, pero uno de ellos te deja fuera a TI primero. Gana: tú CCTTCCT, rival GCCTTTT.
    .hint = Calcula qué queda de TU hebra tras cada fragmento, cascadas incluidas.
    .asks = el fragmento que gana sin eliminarte antes a ti
    .why = CCT haría cascada en tu propia hebra (CCTTCCT, TCCT, T) y quedarías fuera; CTT te deja CCCT y al rival G.
