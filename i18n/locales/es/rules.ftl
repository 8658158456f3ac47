# El bloque de opciones bajo las reglas de cada juego (bot/rules/__init__.py).
rules-options-heading = **Opciones** (`/play options:`, p. ej. `{ $example }`):
rules-option = `{ $name }`: { $help } ({ $allowed })
rules-option-default = `{ $name }`: { $help } ({ $allowed }, por defecto { $default })
rules-option-seed = `seed`: la semilla aleatoria de la partida, para repetir una partida exactamente (un número entero)
