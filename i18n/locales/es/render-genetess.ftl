# Palabras en la imagen de Genetess (render/genetess.py). Los títulos de los mapas y los
# textos de leyenda propios de un mapa se dibujan tal como el mapa los escribe.

## Estado en la barra de título.
render-genetess-status-bids = Ronda 0 · pujas: faltan { $count }
render-genetess-status-move = Ronda { $turn } · turno de { $names }
render-genetess-status-round = Ronda { $turn }

## De quién es la imagen.
render-genetess-view-seat = Vista de { $name }
render-genetess-view-seat-full = Vista de { $name } (tablero completo)
render-genetess-view-final = Tablero final
render-genetess-view-gm = Tablero completo (director de juego)
render-genetess-view-spectator = Vista de espectador

## Líneas bajo el encabezado.
render-genetess-where = { $map } · ronda { $round } de { $rounds }
render-genetess-energy = tu E: { $energy }
render-genetess-energy-start = tu E: { $energy } · inicio { $start }
render-genetess-king-on = Rey de { $name } en { $square } (ronda { $round })
render-genetess-king-near = Rey de { $name } cerca de { $square } (ronda { $round })
render-genetess-hidden = piezas y especiales ocultos
render-genetess-last = último: { $name } { $kind ->
    [pass] pasó
    [move] movió
    [create] creó
    [bid] pujó
   *[played] jugó
} ({ $turn })

## Puestos.
render-genetess-seats = Puestos
render-genetess-score = puntos
render-genetess-tag-bid = puja
render-genetess-tag-move = mueve
render-genetess-tag-out = fuera
render-genetess-tag-wins = gana
render-genetess-you = (tú)

## Leyenda de las marcas, de los especiales y de los códigos de las piezas mostradas como cantidad.
render-genetess-key-wall = muro
render-genetess-key-inner = muro interior
render-genetess-key-start = inicio
render-genetess-key-special = especial
render-genetess-key-king = Rey
render-genetess-key-fog = fuera de vista
render-genetess-specials = Especiales
render-genetess-codes = Códigos de las piezas marcadas con ×
