# Petri installed by a player: group DMs and servers without Petri (bot/adapter/anywhere.py).
anywhere-external-apps-off = Dieser Server hat externe Apps deaktiviert. Petri kann hier nur dir antworten und keine Partie für den Kanal führen. Bitte eine Person aus der Serververwaltung, externe Apps zu erlauben oder Petri einzuladen, oder starte die Partie in einer Gruppen-DM oder in deiner DM mit Petri.
anywhere-dm-lead = Aus deiner Partie in { $place } (Petri zeigt das Brett dort beim nächsten Zug oder mit /brett):
anywhere-card-title = Partie #{ $match }
anywhere-rated-own-server = Gewertet in der eigenen Wertung dieses Servers: Petri ist hier kein Mitglied, aber das Ergebnis zählt wie auf jedem Server und bleibt erhalten, falls der Server Petri später einlädt.
anywhere-rated-outside = Gewertet unter deinen Partien außerhalb von Servern: Eine Gruppen-DM gehört zu keinem Server und teilt sich daher pro Spiel eine Wertung mit deinen DMs mit Petri.
# One card per turn in a server (/gm config turn_cards:, bot/adapter/card.py).
cmd-gm-config-opt-turn-cards =
    .name = zugkarten
    .description = jeden Zug als eine Karte posten: Bild, wer am Zug ist, letzter Zug und Knöpfe zusammen
gm-config-turn-cards = Züge werden als je eine Karte gepostet (Bild, wer am Zug ist, letzter Zug und Knöpfe); eine Partie, die eröffnet wird, während dies eingeschaltet ist, zeigt ihre Karte im Kanal genauso.
gm-config-turn-posts = Züge werden als Text mit angehängtem Brettbild gepostet.
