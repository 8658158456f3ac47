# Genetess-Kartendateien: was an der Karte einer Spielleitung falsch ist. TOML-Schlüssel
# (grid, starts, specials, square, type, params, text), Rasterzeichen und Feldnamen bleiben.

genetess-map-line = Zeile { $line }: { $error }
genetess-map-toml = Karte { $map } ist kein gültiges TOML: { $error }
genetess-map-unknown-key = unbekannter Schlüssel { $key }; eine Karte hat die Schlüssel { $keys }
genetess-map-not-string = { $key } muss ein Text sein
genetess-map-no-grid = die Karte braucht grid = einen mehrzeiligen Text aus Zeilen (`{ $wall }` Außenwand, `{ $inner }` Innenwand, `{ $floor }` Boden)
genetess-map-rows = grid hat { $count ->
    [one] { $count } Zeile
   *[other] { $count } Zeilen
}; eine Karte hat 2–{ $most } Zeilen
genetess-map-row-width = Rasterzeile { $row } hat { $count ->
    [one] { $count } Zelle
   *[other] { $count } Zellen
}, Zeile 1 hat { $width }; alle Zeilen müssen gleich breit sein
genetess-map-columns = die Rasterzeilen haben { $count ->
    [one] { $count } Zelle
   *[other] { $count } Zellen
}; eine Karte hat 2–{ $most } Spalten (A–Z)
genetess-map-cell = Zelle { $square } ist { $cell }; Rasterzellen sind `{ $wall }` (Außenwand), `{ $inner }` (Innenwand) oder `{ $floor }` (Boden); Starts und Spezialfelder gehören in [starts] und [[specials]]
genetess-map-square-name = { $what } muss ein Feldname wie "C3" sein, nicht { $value }
genetess-map-square-bad = { $what }: { $error }
genetess-map-square-off = { $what } { $square } liegt außerhalb der Karte (A1..{ $last })
genetess-map-square-wall = { $what } { $square } ist eine Außenwand; es muss eine Bodenzelle sein (`{ $floor }`)
genetess-map-square-inner = { $what } { $square } ist eine Innenwand; es muss eine Bodenzelle sein (`{ $floor }`)
genetess-map-starts = die Karte braucht eine Tabelle [starts] mit mindestens zwei Startfeldern, K1 = "C3", K2 = ...
genetess-map-start = Start { $label }
genetess-map-start-key = Startschlüssel { $key }: Startfelder heißen K1, K2, ...
genetess-map-start-shared = Start { $label } liegt auf { $square }, wie { $other }; jeder Start braucht sein eigenes Feld
genetess-map-start-gap = { "[" }starts] muss K1..{ $last } ohne Lücken sein; { $missing } fehlt
genetess-map-specials = specials muss eine Liste von Tabellen sein, jede als [[specials]] geschrieben
genetess-map-special = Spezialfeld #{ $number }: { $error }
genetess-map-special-on = Spezialfeld #{ $number } auf { $square }: { $error }
genetess-map-special-params = Spezialfeld #{ $number } auf { $square } ({ $special }): { $error }
genetess-map-special-table = muss eine Tabelle mit square, type, params und text sein
genetess-map-special-key = unbekannter Schlüssel { $key }; ein Spezialfeld hat { $keys }
genetess-map-special-on-start = Feld { $square } ist Start { $label }; Spezialfelder gehören auf andere Bodenfelder
genetess-map-special-twice = auf Feld { $square } liegt schon ein Spezialfeld; eins pro Feld
genetess-map-special-type = type muss eine ganze Zahl 1..22 (S1..S22) sein, nicht { $value }
genetess-map-params-table = params muss eine Tabelle sein, z. B. params = { "{" } bonus = 5 { "}" }
genetess-map-special-text = text muss ein Text mit höchstens 200 Zeichen sein
genetess-map-param-off = params.{ $key }: { $square } liegt außerhalb der Karte (A1..{ $last })
genetess-map-unknown = keine mitgelieferte Karte heißt { $map }; Karten sind: { $maps }
