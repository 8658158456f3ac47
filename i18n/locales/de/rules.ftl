# Der Optionsblock unter den Regeln jedes Spiels (bot/rules/__init__.py).
rules-options-heading = **Optionen** (`/play options:`, z. B. `{ $example }`):
rules-option = `{ $name }`: { $help } ({ $allowed })
rules-option-default = `{ $name }`: { $help } ({ $allowed }, Standard { $default })
rules-option-seed = `seed`: der Zufallsstartwert der Partie, um ein Spiel genau nachzuspielen (eine ganze Zahl)
