# Fehler in Optionen und erlaubte Werte (games/options.py).

option-allowed-bool = an oder aus (schreib nur den Namen, um sie einzuschalten)
option-allowed-range = eine ganze Zahl { $low }..{ $high }
option-allowed-min = eine ganze Zahl ≥ { $low }
option-allowed-int = eine ganze Zahl
option-allowed-choice = eins von { NOTATION($choices) }
option-allowed-word = ein Wort

option-no-name = `{ $word }` hat keinen Optionsnamen; schreib `name=wert`, z. B. `length=24`
option-host-needs-value = `{ $name }` braucht einen Wert, z. B. `{ $name }=42`
option-seed-cut = { $start }… ({ $count } Zeichen)
option-bad-seed = seed muss eine ganze Zahl von 0 bis { $limit } sein, z. B. `seed=42`, nicht { $shown }
option-bool-not = Option `{ $name }` ist { $allowed }, nicht `{ $raw }`
option-needs-value = Option `{ $name }` braucht einen Wert: `{ $name }=N` mit N { $allowed }
option-must-be = Option `{ $name }` muss { $allowed } sein, nicht `{ $raw }`
option-out-of-range = Option `{ $name }` muss { $allowed } sein, nicht { $value }
option-twice = Option `{ $name }` ist doppelt angegeben
option-seat-name = Option `{ $name }` nennt eine Person: eine von { $names } (oder eine Platznummer 1–{ $seats }), nicht `{ $value }`
