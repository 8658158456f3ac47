# /notify: cómo se entera cada miembro de que le toca jugar (bot/adapter/notify.py, bot/host/notify.py).
notify-bad-zone = «{ $zone }» no es una zona horaria que conozca: indica su nombre IANA, p. ej. Europe/Madrid, America/Mexico_City o UTC (las sugerencias las muestran).
notify-bad-quiet = «{ $quiet }» no es un intervalo de horas: escribe desde-hasta en formato de 24 horas, p. ej. 22-8 o 22:30-07:00, o off.
notify-bad-how = elige una de estas opciones: { $modes }
notify-bad-every = el resumen llega cada { $low } a { $high } horas
notify-saved = Guardado.
notify-how-mention = Tus turnos: una mención en el hilo (o canal) de la partida.
notify-how-dm = Tus turnos: un mensaje directo; la publicación de la partida te nombra sin notificarte.
notify-how-digest = { $hours ->
    [one] Tus turnos: un mensaje directo cada hora con las partidas que esperan tu jugada (sin menciones ni un mensaje por turno).
   *[other] Tus turnos: un mensaje directo cada { $hours } horas con las partidas que esperan tu jugada (sin menciones ni un mensaje por turno).
}
notify-how-none = Tus turnos: sin avisos; la publicación de la partida te sigue nombrando.
notify-zone = Zona horaria: { $zone } (hora local: { $time }).
notify-quiet = Horas de silencio: { $quiet }; en ellas solo te llega el aviso de que tu tiempo está a punto de agotarse.
notify-quiet-off = Horas de silencio: ninguna.
notify-default = Aún no has elegido: esta es la opción predeterminada. Cámbiala con las opciones de /avisos.
notify-dm-turn = Te toca jugar en la partida #{ $match } ({ $game }): { $link }
notify-dm-turn-due = Te toca jugar en la partida #{ $match } ({ $game }), vence { $due }: { $link }
notify-dm-half = ⏰ Partida #{ $match } ({ $game }): has usado la mitad de tu tiempo, vence { $due }: { $link }
notify-dm-final = ⏰ Partida #{ $match } ({ $game }): tu tiempo está a punto de agotarse, vence { $due }: { $link }
notify-digest-header = { $count ->
    [one] Una partida espera tu jugada:
   *[other] { $count } partidas esperan tu jugada:
}
notify-digest-more = { $count ->
    [one] …y una más: /mis-partidas las muestra todas.
   *[other] …y { $count } más: /mis-partidas las muestra todas.
}
notify-dm-failed = { $players }, te toca jugar: no pudimos enviarte un mensaje directo (tus MD están cerrados para Petri), por eso te mencionamos aquí.
