# Petri installed by a player: group DMs and servers without Petri (bot/adapter/anywhere.py).
anywhere-external-apps-off = Este servidor ha desactivado las aplicaciones externas, así que Petri aquí solo puede responderte a ti y no puede llevar una partida para el canal. Pide a la administración del servidor que permita las aplicaciones externas o que invite a Petri, o empieza la partida en un MD de grupo o en tu MD con Petri.
anywhere-dm-lead = De tu partida en { $place } (Petri muestra el tablero allí con la próxima jugada o con /tablero):
anywhere-card-title = Partida #{ $match }
anywhere-rated-own-server = Puntúa en la clasificación propia de este servidor: Petri no es miembro de él, pero el resultado cuenta aquí como en cualquier servidor y se conserva si el servidor invita a Petri más adelante.
anywhere-rated-outside = Puntúa entre tus partidas fuera de los servidores: un MD de grupo no pertenece a ningún servidor, así que comparte una clasificación por juego con tus MD con Petri.
# One card per turn in a server (/gm config turn_cards:, bot/adapter/card.py).
cmd-gm-config-opt-turn-cards =
    .name = tarjetas_de_turno
    .description = publicar cada turno como una tarjeta: imagen, a quién le toca, última jugada y botones juntos
gm-config-turn-cards = Cada turno se publica como una tarjeta (imagen, a quién le toca, última jugada y botones); una partida abierta mientras esto esté activado muestra su tarjeta en el canal del mismo modo.
gm-config-turn-posts = Los turnos se publican como texto con la imagen del tablero adjunta.
