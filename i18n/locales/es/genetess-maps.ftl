# Archivos de mapa de Genetess: qué falla en el mapa de un director de juego. Las claves TOML
# (grid, starts, specials, square, type, params, text), los caracteres de la cuadrícula y los
# nombres de casilla se quedan como están.

genetess-map-line = línea { $line }: { $error }
genetess-map-toml = el mapa { $map } no es TOML válido: { $error }
genetess-map-unknown-key = clave desconocida { $key }; un mapa tiene las claves { $keys }
genetess-map-not-string = { $key } debe ser un texto
genetess-map-no-grid = el mapa necesita grid = un texto de varias líneas con las filas (`{ $wall }` muro exterior, `{ $inner }` muro interior, `{ $floor }` suelo)
genetess-map-rows = grid tiene { $count ->
    [one] { $count } fila
   *[other] { $count } filas
}; un mapa tiene 2–{ $most } filas
genetess-map-row-width = la fila { $row } de la cuadrícula tiene { $count ->
    [one] { $count } celda
   *[other] { $count } celdas
}, la fila 1 tiene { $width }; todas las filas deben tener el mismo ancho
genetess-map-columns = las filas de la cuadrícula tienen { $count ->
    [one] { $count } celda
   *[other] { $count } celdas
}; un mapa tiene 2–{ $most } columnas (A–Z)
genetess-map-cell = la celda { $square } es { $cell }; las celdas son `{ $wall }` (muro exterior), `{ $inner }` (muro interior) o `{ $floor }` (suelo); las salidas y los especiales van en [starts] y [[specials]]
genetess-map-square-name = { $what } debe ser un nombre de casilla como "C3", no { $value }
genetess-map-square-bad = { $what }: { $error }
genetess-map-square-off = { $what } { $square } está fuera del mapa (A1..{ $last })
genetess-map-square-wall = { $what } { $square } es un muro exterior; debe ser una celda de suelo (`{ $floor }`)
genetess-map-square-inner = { $what } { $square } es un muro interior; debe ser una celda de suelo (`{ $floor }`)
genetess-map-starts = el mapa necesita una tabla [starts] con al menos dos casillas de salida, K1 = "C3", K2 = ...
genetess-map-start = salida { $label }
genetess-map-start-key = clave de salida { $key }: las casillas de salida se llaman K1, K2, ...
genetess-map-start-shared = la salida { $label } está en { $square }, como { $other }; cada salida necesita su propia casilla
genetess-map-start-gap = { "[" }starts] debe ser K1..{ $last } sin huecos; falta { $missing }
genetess-map-specials = specials debe ser una lista de tablas, cada una escrita [[specials]]
genetess-map-special = especial n.º { $number }: { $error }
genetess-map-special-on = especial n.º { $number } en { $square }: { $error }
genetess-map-special-params = especial n.º { $number } en { $square } ({ $special }): { $error }
genetess-map-special-table = debe ser una tabla con square, type, params y text
genetess-map-special-key = clave desconocida { $key }; un especial tiene { $keys }
genetess-map-special-on-start = la casilla { $square } es la salida { $label }; los especiales van en otras casillas de suelo
genetess-map-special-twice = la casilla { $square } ya tiene un especial; uno por casilla
genetess-map-special-type = type debe ser un entero 1..22 (S1..S22), no { $value }
genetess-map-params-table = params debe ser una tabla, p. ej. params = { "{" } bonus = 5 { "}" }
genetess-map-special-text = text debe ser un texto de 200 caracteres como mucho
genetess-map-param-off = params.{ $key }: { $square } está fuera del mapa (A1..{ $last })
genetess-map-unknown = no hay ningún mapa incluido llamado { $map }; los mapas son: { $maps }
