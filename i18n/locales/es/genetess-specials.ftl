# Especiales de Genetess S1–S22: nombres, textos de leyenda, parámetros de mapa y lo que
# dice cada uno al activarse.

## Nombres (semilla Sn).
genetess-s1 = bonus fijo de E
genetess-s2 = bonus porcentual de E
genetess-s3 = duplicación de pieza
genetess-s4 = añadidor de código
genetess-s5 = vista del mapa
genetess-s6 = asesino de piezas
genetess-s7 = detonación
genetess-s8 = teletransporte
genetess-s9 = radiación
genetess-s10 = muro abierto
genetess-s11 = bonus potenciado de E
genetess-s12 = decaimiento de E enemiga
genetess-s13 = reubicación de especiales
genetess-s14 = doblar
genetess-s15 = conversión
genetess-s16 = temblor
genetess-s17 = diana
genetess-s18 = sinergia
genetess-s19 = fusible
genetess-s20 = viento
genetess-s21 = derrumbe
genetess-s22 = mono

## Textos de leyenda: "S1: +5 E".
genetess-summary = { $special }: { $text }
genetess-sum-1 = +{ $bonus } E
genetess-sum-2 = +{ $percent } % de { $of ->
        [own] tu E
       *[all] la E de todos
    }
genetess-sum-3 = duplica en { $target }
genetess-sum-random-code = un código al azar
genetess-sum-4 = añade { $code }
genetess-sum-4-max = añade { $code }, hasta { $max } de cada
genetess-sum-6 = mata en { $places }
genetess-sum-8 = teletransporte a { $places }
genetess-sum-8-random = teletransporte a una casilla al azar
genetess-sum-10 = abre { $places }
genetess-sum-10-random = abre { $count ->
        [one] { $count } muro al azar
       *[other] { $count } muros al azar
    }
genetess-sum-11 = bonus de n^n % de E
genetess-sum-12 = los enemigos pierden { $amount } E
genetess-sum-12-percent = los enemigos pierden un { $percent } % de E

## Parámetros de un especial en un archivo de mapa (para el director de juego).
genetess-param-int = { $key } debe ser un entero de { $low } o más, no { $value }
genetess-param-int-range = { $key } debe ser un entero { $low }..{ $high }, no { $value }
genetess-param-choice = { $key } debe ser uno de { $allowed }, no { $value }
genetess-param-square = { $key }: { $error }
genetess-param-squares = { $key } debe ser una lista no vacía de casillas o un rectángulo como 'B2:D4', no { $value }
genetess-param-code = { $key } deben ser letras de código (A–Z, no K), p. ej. 'B', o 'random', no { $value }
genetess-param-type = type debe ser un entero 1..22, no { $value }
genetess-param-table = los params de { $special } deben ser una tabla, no { $value }
genetess-param-unknown = { $special } ({ $name }) no tiene el parámetro { $key }; sus parámetros: { $allowed }
genetess-param-missing = { $special } ({ $name }) necesita { $key }: { $help }
genetess-param-s12-one = da exactamente uno de amount (E) y percent
genetess-param-s10-count-random = count solo vale con walls = 'random'
genetess-param-s1-bonus = E que se suman a la reserva de quien lo ocupa (× sus Reyes)
genetess-param-s2-percent = bonus como porcentaje (× Reyes, redondeado hacia abajo antes)
genetess-param-s2-of = 'own' la E guardada propia o la suma 'all' de los puestos en juego
genetess-param-s3-target = casilla donde se crea la copia (si es suelo vacío)
genetess-param-s4-code = letras que se añaden una vez cada una, o 'random' (uno de los códigos de la partida)
genetess-param-s4-max = tope de la cantidad de una letra añadida; ninguno = sin límite
genetess-param-s6-squares = casillas cuyas piezas mueren (lista o 'B2:D4')
genetess-param-s8-target = destino: una casilla, una lista/un rectángulo (una vacía al azar) o 'random' (cualquier casilla de suelo vacía)
genetess-param-s10-walls = muros interiores que se abren, o 'random'
genetess-param-s10-count = cuántos muros al azar se abren (solo con walls = 'random')
genetess-param-s12-amount = E que pierde cada enemigo (o usa percent)
genetess-param-s12-percent = porcentaje de su E que pierde cada enemigo

## Un especial se activa; lo que causa en otro sitio.
genetess-special = { $special } { $name } en { $square }: { $what }
genetess-effect = { $what } ({ $name })
genetess-special-fires = se activa
genetess-bonus = bonus de E
genetess-own-gain = +{ $gain } E
genetess-s3-copy = la pieza se copia en { $target } si es suelo vacío
genetess-own-s3-no-copy = { $target } no es suelo vacío: no hay copia
genetess-s3-appears = aparece una pieza en { $target }
genetess-s4-gains = la pieza gana un código
genetess-s4-limit = la pieza está en su límite
genetess-own-gains = tu pieza en { $square } gana { $codes }
genetess-s5-sees = el jugador que lo ocupa ve todo el mapa
genetess-s6-kills = mueren las piezas en { $places }
genetess-s7-blast = una explosión mata las piezas a su paso
genetess-s8-blocked = el teletransporte está bloqueado
genetess-s8-away = la pieza se teletransporta
genetess-s8-arrives = llega una pieza a { $square }
genetess-own-bare = tu pieza en { $square } no tiene nada que perder salvo K
genetess-own-loses = tu pieza en { $square } pierde { $code }
genetess-s9-strikes = la radiación golpea las piezas a la vista
genetess-s10-open = se abren muros
genetess-own-s11 = +{ $gain } E por { $count ->
    [one] { $count } casilla ocupada
   *[other] { $count } casillas ocupadas
}
genetess-s12-yours = tu E decae
genetess-own-s12 = pierdes { $lost } E
genetess-s12-decays = la E de cada enemigo decae
genetess-s13-shuffled = los especiales se barajan
genetess-s13-move = los especiales del tablero se mueven
genetess-s14-poor = no hay E suficiente: no pasa nada
genetess-own-s14-needs = doblar cuesta { $cost } E
genetess-s14-doubles = la pieza dobla sus códigos
genetess-own-cost = -{ $cost } E
genetess-s15-converts = las piezas a la vista cambian de bando
genetess-s15-keeps = la pieza en { $square } sigue en su bando
genetess-s15-changes = la pieza en { $square } cambia de bando
genetess-s16-shakes = el tablero tiembla
genetess-reveal = se revelan piezas al jugador que lo ocupa
genetess-s19-fuse = las piezas idénticas se destruyen
genetess-s20-wind = un viento se lleva las piezas
genetess-s20-blown = el viento lleva una pieza de { $src } a { $dst }
genetess-s20-left = el viento se lleva una pieza de { $square }
genetess-s20-arrived = el viento deja una pieza en { $square }
genetess-s21-roof = el techo se derrumba
genetess-s21-walls = { $squares } se vuelven muro interior
genetess-s22-monkey = las piezas más cercanas a las casillas de salida ganan una K si no tienen una
genetess-s22-crowned = la pieza en { $square } gana una K
genetess-own-s22 = tu pieza en { $square } gana una K
