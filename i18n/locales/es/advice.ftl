# La pista del ordenador: por qué sugiere una jugada (games/ai/advice.py). Probabilidades en porcentaje entero.

advice-search-choice = la elección de la búsqueda
advice-wins-at-once = gana la partida de inmediato
advice-only-move = tu única jugada; tu probabilidad de ganar después: { $chance } %
advice-best = tu probabilidad de ganar después: { $chance } %, frente a { $other } % de la mejor alternativa ({ $alt })
advice-deeper = la búsqueda profunda la prefiere; a un paso parece { $chance } % frente a { $other } % de { $alt }, y la búsqueda ve más lejos
advice-with-detail = { $detail }; { $why }

## Qué hace la jugada, por juego
advice-dna-cuts = { $seats ->
    [2] corta { $theirs ->
        [one] { $theirs } letra
       *[other] { $theirs } letras
    } a tu rival y { $mine } a ti
   *[other] corta { $theirs ->
        [one] { $theirs } letra
       *[other] { $theirs } letras
    } a los demás y { $mine } a ti
}
advice-mitosis-splits = te deja { $mine ->
    [one] { $mine } división
   *[other] { $mine } divisiones
} y a tu rival { $theirs }
advice-protozoa-colony = { $killed ->
    [0] tu colonia mayor: { $pips ->
        [one] { $pips } punto
       *[other] { $pips } puntos
    }
    [one] tu colonia mayor: { $pips ->
        [one] { $pips } punto
       *[other] { $pips } puntos
    }; muere { $killed } pieza enemiga
   *[other] tu colonia mayor: { $pips ->
        [one] { $pips } punto
       *[other] { $pips } puntos
    }; mueren { $killed } piezas enemigas
}
advice-icehouse-scores = suma { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
} ahora
advice-genetess-takes = { $king ->
    [yes] captura la pieza de { $square }, un Rey
   *[no] captura la pieza de { $square }
}
