# Los niveles del ordenador puntuados entre sí (bot/adapter/levels.py).
levels-name-random = Azar
levels-name-easy = Fácil
levels-name-normal = Normal
levels-name-hard = Difícil
levels-heading = ¿Qué nivel? (niveles del ordenador en { $game }, puntuados entre sí en la escala de las puntuaciones de los jugadores)
levels-below = { $points ->
    [one] alrededor de { $points } punto
   *[other] unos { $points } puntos
} por debajo de { $level }
levels-above = { $points ->
    [one] alrededor de { $points } punto
   *[other] unos { $points } puntos
} por encima de { $level }
levels-as-strong = más o menos igual que { $level }
levels-line = { $level } — { $gap }
levels-strongest = { $level } — el más fuerte
levels-seat-balance = Ventaja de puesto
levels-map-favours-start = En este mapa el puesto que empieza en { $square } ganó { $wins } de { $matches } partidas del ordenador contra sí mismo (difícil): ver `/reglas juego:genetess`.
levels-map-favours-turn = En este mapa el puesto que mueve { $turn ->
    [1] primero
    [2] segundo
    [3] tercero
   *[other] cuarto
} ganó { $wins } de { $matches } partidas del ordenador contra sí mismo (difícil): ver `/reglas juego:genetess`.
