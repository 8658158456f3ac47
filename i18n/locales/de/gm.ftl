# /gm (Werkzeuge der Spielleitung) und /undo.
gm-only = das kann nur die Spielleitung (Server verwalten oder die Rolle der Spielleitung)
gm-bad-winners = Gewinner sind Platznummern wie 1 oder 1,3
gm-no-bots = Bots können nicht spielen
gm-ended = Partie #{ $match } beendet.
gm-undone = { $count ->
    [one] { $count } Halbzug
   *[other] { $count } Halbzüge
} in Partie #{ $match } zurückgenommen.
gm-kicked = Platz { $seat } von Partie #{ $match } spielt jetzt der Computer (leicht).
gm-substituted = { $player } spielt jetzt Platz { $seat }.
gm-clock = Uhr von Partie #{ $match }: { NOTATION($setting) }.
gm-map-too-big = { $file } hat { $size } Bytes; eine Kartendatei darf höchstens { $most } haben
gm-map-not-utf8 = { $file } ist kein UTF-8-Text; speichere die Karte als einfache .toml-Datei
gm-map-download-failed = { $file } konnte nicht geladen werden; versuch es noch einmal
gm-map-loaded = Karte { $file } in Partie #{ $match } geladen.
gm-show-everything = Partie #{ $match }, alles (samt Geheimnissen):
gm-list-none = Keine offenen oder laufenden Partien.
gm-list-line = #{ $match } { NOTATION($game) } — { $status } — { $where } — { $players }

## /gm config: die Einstellungen des Servers, je eine Zeile.
gm-config-which-game = gib das Spiel an, dessen Standardoptionen du setzt
gm-config-role = Rolle der Spielleitung: { $role }
gm-config-no-role = Rolle der Spielleitung: keine (nur Server verwalten)
gm-config-channels = Partien erlaubt in: { $channels }
gm-config-any-channel = Partien erlaubt in: jedem Kanal
gm-config-defaults = Standardoptionen: { $defaults }
gm-config-no-defaults = Standardoptionen: keine
gm-config-times = Zombie nach { $zombie ->
    [one] { $zombie } Zeitüberschreitung
   *[other] { $zombie } Zeitüberschreitungen
}; verlassene Partien werden nach { $days ->
    [one] { $days } Tag
   *[other] { $days } Tagen
} abgebrochen; Lobbys bleiben { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
} offen.
gm-config-rated = Partien gegen den Computer werden gewertet.
gm-config-unrated = Partien gegen den Computer werden nicht gewertet.
