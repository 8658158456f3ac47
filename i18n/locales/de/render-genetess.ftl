# Wörter auf dem Genetess-Bild (render/genetess.py). Kartentitel und eigene Legendentexte
# einer Karte bleiben, wie die Karte sie schreibt.

## Status in der Titelleiste.
render-genetess-status-bids = Runde 0 · Gebote: noch { $count }
render-genetess-status-move = Runde { $turn } · { $names } am Zug
render-genetess-status-round = Runde { $turn }

## Wessen Bild es ist.
render-genetess-view-seat = Sicht von { $name }
render-genetess-view-seat-full = Sicht von { $name } (ganzes Brett)
render-genetess-view-final = Brett am Ende
render-genetess-view-gm = Ganzes Brett (Spielleitung)
render-genetess-view-spectator = Sicht für Zuschauende

## Zeilen unter der Überschrift.
render-genetess-where = { $map } · Runde { $round } von { $rounds }
render-genetess-energy = deine E: { $energy }
render-genetess-energy-start = deine E: { $energy } · Start { $start }
render-genetess-king-on = König von { $name } auf { $square } (Runde { $round })
render-genetess-king-near = König von { $name } nahe { $square } (Runde { $round })
render-genetess-hidden = Steine und Spezialfelder verborgen
render-genetess-last = zuletzt: { $name } { $kind ->
    [pass] hat gepasst
    [move] hat gezogen
    [create] hat erschaffen
    [bid] hat geboten
   *[played] hat gespielt
} ({ $turn })

## Plätze.
render-genetess-seats = Plätze
render-genetess-score = Punkte
render-genetess-tag-bid = bietet
render-genetess-tag-move = am Zug
render-genetess-tag-out = raus
render-genetess-tag-wins = gewinnt
render-genetess-you = (du)

## Legende der Zeichen, der Spezialfelder und der Codes der als Anzahl gezeigten Steine.
render-genetess-key-wall = Wand
render-genetess-key-inner = Innenwand
render-genetess-key-start = Start
render-genetess-key-special = Spezialfeld
render-genetess-key-king = König
render-genetess-key-fog = außer Sicht
render-genetess-specials = Spezialfelder
render-genetess-codes = Codes der mit × markierten Steine
