# /gm (herramientas del director de juego) y /undo.
gm-only = solo el director de juego (Gestionar servidor o el rol de director de juego) puede hacer eso
