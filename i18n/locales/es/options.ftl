# Errores en las opciones y valores permitidos (games/options.py).

option-allowed-bool = activada o desactivada (escribe solo el nombre para activarla)
option-allowed-range = un número entero { $low }..{ $high }
option-allowed-min = un número entero ≥ { $low }
option-allowed-int = un número entero
option-allowed-choice = uno de { NOTATION($choices) }
option-allowed-word = una palabra

option-no-name = `{ $word }` no tiene nombre de opción; escribe `nombre=valor`, p. ej. `length=24`
option-host-needs-value = `{ $name }` necesita un valor, p. ej. `{ $name }=42`
option-seed-cut = { $start }… ({ $count ->
    [one] { $count } carácter
   *[other] { $count } caracteres
})
option-bad-seed = seed debe ser un número entero de 0 a { $limit }, p. ej. `seed=42`, no { $shown }
option-bool-not = la opción `{ $name }` es { $allowed }, no `{ $raw }`
option-needs-value = la opción `{ $name }` necesita un valor: `{ $name }=N` con N { $allowed }
option-must-be = la opción `{ $name }` debe ser { $allowed }, no `{ $raw }`
option-out-of-range = la opción `{ $name }` debe ser { $allowed }, no { $value }
option-twice = la opción `{ $name }` aparece dos veces
option-seat-name = la opción `{ $name }` nombra a un jugador: uno de { $names } (o un número de puesto 1–{ $seats }), no `{ $value }`
