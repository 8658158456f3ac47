# Petri installed by a player: group DMs and servers without Petri (bot/adapter/anywhere.py).
anywhere-external-apps-off = This server has turned off external apps, so Petri can answer only you here and cannot keep a match for the channel. Ask a server manager to allow external apps or to invite Petri, or start the match in a group DM or in your DM with Petri.
anywhere-dm-lead = From your match in { $place } (Petri shows the board there at the next move or /board):
anywhere-card-title = Match #{ $match }
anywhere-rated-own-server = Rated in this server's own ratings: Petri is not a member of this server, but the result counts here as in any server, and stays if the server invites Petri later.
anywhere-rated-outside = Rated among your matches outside servers: a group DM belongs to no server, so it shares one rating per game with your DMs with Petri.
# One card per turn in a server (/gm config turn_cards:, bot/adapter/card.py).
cmd-gm-config-opt-turn-cards =
    .name = turn_cards
    .description = post each turn as one card: picture, whose turn, last move and buttons together
gm-config-turn-cards = Turns are posted as one card each (picture, whose turn, last move and buttons); a match opened while this is on shows its card in the channel the same way.
gm-config-turn-posts = Turns are posted as text with the board picture attached.
