# El bloque de opciones bajo las reglas de cada juego (bot/rules/__init__.py).
rules-options-heading = **Opciones** (`/jugar opciones:`, p. ej. `{ $example }`):
rules-option = `{ $name }`: { $help } ({ $allowed })
rules-option-default = `{ $name }`: { $help } ({ $allowed }, por defecto `{ $default }`)
rules-option-seed = `seed`: la semilla aleatoria de la partida, para repetir una partida exactamente (un número entero)
# /rules en páginas (bot/adapter/rules_help.py): el pie y los dos botones.
rules-page = Página { $page } de { $pages }
rules-previous-button = ◀ Anterior
rules-next-button = Siguiente ▶
rules-option-default-off = `{ $name }`: { $help } ({ $allowed }, desactivada por defecto)
