# /gm (Werkzeuge der Spielleitung) und /undo.
gm-only = das kann nur die Spielleitung (Server verwalten oder die Rolle der Spielleitung)
