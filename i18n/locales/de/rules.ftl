# Der Optionsblock unter den Regeln jedes Spiels (bot/rules/__init__.py).
rules-options-heading = **Optionen** (`/spielen optionen:`, z. B. `{ $example }`):
rules-option = `{ $name }`: { $help } ({ $allowed })
rules-option-default = `{ $name }`: { $help } ({ $allowed }, Standard `{ $default }`)
rules-option-seed = `seed`: der Zufallsstartwert der Partie, um ein Spiel genau nachzuspielen (eine ganze Zahl)
# /rules in Seiten (bot/adapter/rules_help.py): Fußzeile und die beiden Knöpfe.
rules-page = Seite { $page } von { $pages }
rules-previous-button = ◀ Zurück
rules-next-button = Weiter ▶
rules-option-default-off = `{ $name }`: { $help } ({ $allowed }, standardmäßig aus)
