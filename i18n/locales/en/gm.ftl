# /gm (game-master tools) and /undo: bot/adapter/gm.py, bot/adapter/access.py.
gm-only = only game-masters (Manage Server, or the game-master role) can do that
