# /matches: las partidas en curso de un miembro, primero las que esperan su jugada (bot/adapter/matches.py).
matches-none = No tienes ninguna partida en curso aquí.
matches-header = { $count ->
    [one] Tu partida en curso
   *[other] Tus { $count } partidas en curso
}, { $waiting ->
    [0] ninguna espera tu jugada:
    [one] { $waiting } espera tu jugada:
   *[other] { $waiting } esperan tu jugada:
}
matches-line = **#{ $match } { $game }** contra { $opponents } · { $turn } · { $left } · última jugada { $age } · { $link }
matches-no-opponent = nadie
matches-turn-yours = **te toca**
matches-turn-of = le toca a { $players }
matches-due = vence { $due }
matches-paused = reloj en pausa
matches-no-clock = sin reloj
matches-page = Página { $page } de { $pages }
matches-previous-button = ◀ Anterior
matches-next-button = Siguiente ▶
matches-not-yours = Esta lista es de otra persona: usa /mis-partidas para ver la tuya.
