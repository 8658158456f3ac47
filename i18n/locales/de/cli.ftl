# Was `petri play` der Person am Terminal sagt (cli/).

cli-play-seat-count = { $game } braucht { $seats }, nicht { $count }
cli-play-move-refused = Zug { $index } ({ $name }: { $move }): { $reason }
cli-play-computer-refused = Computer: { $reason }
cli-play-computer-played = # der Computer hat gezogen (häng diese Zeilen an die Zugdatei an, um seine Entscheidungen zu behalten):
cli-play-secret-line = # { $name } hat einen geheimen Zug gemacht (wird beim nächsten Mal neu entschieden)
cli-play-welcome = { $game }: { $players }. Tippe einen Zug, ? für die gültigen Züge, quit zum Aufhören.
cli-play-played = { $name } hat { $move } gespielt
cli-play-secret = { $name } hat einen geheimen Zug gemacht
cli-play-stopped = Beendet; die Stellung oben ist der Stand der Partie.
cli-play-legal = gültige Züge: { $moves }
cli-play-none-legal = gültige Züge: (keine aufgelistet; siehe petri rules { $game })
cli-play-refused = abgelehnt: { $reason } (? listet die gültigen Züge)
cli-play-legal-for = gültig für { $name }: { $moves }
cli-play-legal-for-none = gültig für { $name }: (keine)

## Die Zugdatei (`--moves`): "Name: Zug" pro Zeile
cli-moves-file = Zugdatei: { $reason }
cli-moves-no-colon = Zeile { $line }: erwartet 'Name: Zug', gefunden { $text }
cli-moves-not-a-player = Zeile { $line }: `{ $name }` spielt nicht mit; es spielen { $players }
cli-moves-no-move = Zeile { $line }: kein Zug nach '{ $name }:'
cli-moves-not-utf8 = Zeile { $line } ist kein UTF-8-Text (Byte { $byte }); speichere die Datei als UTF-8
