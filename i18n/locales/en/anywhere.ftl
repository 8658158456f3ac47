# Petri installed by a player: group DMs and servers without Petri (bot/adapter/anywhere.py).
anywhere-external-apps-off = This server has turned off external apps, so Petri can answer only you here and cannot keep a match for the channel. Ask a server manager to allow external apps or to invite Petri, or start the match in a group DM or in your DM with Petri.
anywhere-dm-lead = From your match in { $place } (Petri shows the board there at the next move or /board):
anywhere-card-title = Match #{ $match }
