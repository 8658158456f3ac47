# Ausencia (/away, bot/host/away.py y bot/adapter/away.py).
away-off = la ausencia está desactivada en este servidor (la dirección de juego puede activarla con /director ajustes dias_ausencia:)
away-bad-days = una ausencia dura de 1 a { $most } días
away-already = ya estás ausente, hasta { $until }; /ausente dias:0 la termina
away-over-allowance = { $days ->
    [one] { $days } día es
   *[other] { $days } días son
} más de lo que te queda este año: { $left } de { $allowance }
away-not-away = no estás ausente; /ausente dias:3 te ausenta tres días
away-started = 🏝️ { $name } está ausente hasta { $until }: su reloj espera mientras tanto.
away-back = 🏝️ { $name } ha vuelto.
away-back-to-move = 🏝️ { $name } ha vuelto: su reloj corre de nuevo, quedan { $left }.
away-you-are-away = Estás ausente hasta { $until }. /ausente dias:0 la termina antes.
away-you-are-back = Has vuelto: tus relojes corren de nuevo.
away-not-away-now = No estás ausente.
away-held = { $count ->
    [one] Tu reloj espera en la partida { $matches }.
   *[other] Tus relojes esperan en { $count } partidas: { $matches }.
}
away-released = { $count ->
    [one] Tu reloj corre de nuevo en la partida { $matches }.
   *[other] Tus relojes corren de nuevo en { $count } partidas: { $matches }.
}
away-not-held = { $count ->
    [one] La partida { $matches } tiene un reloj de minutos: no espera.
   *[other] { $count } partidas tienen un reloj de minutos y no esperan: { $matches }.
}
away-returned = { $count ->
    [one] { $count } día sin usar vuelve a tu cupo.
   *[other] { $count } días sin usar vuelven a tu cupo.
}
away-allowance = Ausencia este año: { $used } de { $allowance } días usados, quedan { $left }.
away-config = Ausencia: { $days ->
    [0] desactivada
    [one] { $days } día por miembro y año
   *[other] { $days } días por miembro y año
}
cmd-away =
    .name = ausente
    .description = Ausencia: tus relojes de partidas por correspondencia en este servidor esperan
cmd-away-opt-days =
    .name = dias
    .description = cuántos días estarás fuera (0: ya has vuelto); vacío: tu situación
cmd-gm-config-opt-away-days =
    .name = dias_ausencia
    .description = días de ausencia (/ausente) que cada miembro puede tomar al año; 0 la desactiva
away-round-deadline = Esta ronda termina para todas las mesas el { $until }; la ausencia no la alarga (solo detiene el reloj de jugada de cada plaza).
