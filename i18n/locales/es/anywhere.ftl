# Petri installed by a player: group DMs and servers without Petri (bot/adapter/anywhere.py).
anywhere-external-apps-off = Este servidor ha desactivado las aplicaciones externas, así que Petri aquí solo puede responderte a ti y no puede llevar una partida para el canal. Pide a la administración del servidor que permita las aplicaciones externas o que invite a Petri, o empieza la partida en un MD de grupo o en tu MD con Petri.
anywhere-dm-lead = De tu partida en { $place } (Petri muestra el tablero allí con la próxima jugada o con /tablero):
anywhere-card-title = Partida #{ $match }
