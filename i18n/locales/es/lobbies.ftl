# Ritmos (/jugar ritmo:, bot/host/pace.py) y /salas (bot/adapter/lobbies.py).
pace-name = { $pace ->
    [quick] rápido
    [rapid] ágil
    [daily] diario
    [weekly] semanal
   *[other] sin ritmo con nombre
}
pace-field = Ritmo
pace-line = Ritmo: { $pace }
pace-unknown = no existe el ritmo { $pace }; los ritmos son { $paces }
pace-and-clock = ritmo:{ $pace } ya fija el reloj: quita clock= y deadline= de las opciones o no indiques ritmo
lobbies-none = No hay salas abiertas en este servidor. Abre una con /jugar.
lobbies-line = **#{ $match }** { $game } · { $pace } · { $players } ({ $count }/{ $most }) · { $channel }
lobbies-more = { $count ->
    [one] …y una más: elige un juego o un ritmo para verla.
   *[other] …y { $count } más: elige un juego o un ritmo para acotar la lista.
}
lobbies-join = Unirse a #{ $match }
lobbies-joined = Te has unido a la partida #{ $match } en { $channel }.
cmd-lobbies =
    .name = salas
    .description = Salas abiertas en todos los canales de este servidor
cmd-lobbies-opt-game =
    .name = juego
    .description = solo las de este juego
cmd-lobbies-opt-pace =
    .name = ritmo
    .description = solo las de este ritmo
cmd-play-opt-pace =
    .name = ritmo
    .description = rápido, ágil, diario o semanal: fija el reloj (ver /reglas)
cmd-choice-quick = rápido
cmd-choice-rapid = ágil
cmd-choice-daily = diario
cmd-choice-weekly = semanal
