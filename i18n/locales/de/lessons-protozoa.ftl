# Lektionen von Protozoa (games/lessons/protozoa.json): der Titel, dann .text, .hint, .asks (nach einem erlaubten Zug, der nicht die Aufgabe ist) und .why.

lesson-protozoa-overcrowd = Gedränge tötet
    .text = Nach jedem Setzen zählen alle Steine ihre Nachbarn (die 8 Felder ringsum, jede Farbe). Ein kleiner lebt mit 1-3, ein mittlerer mit 3-5, ein großer mit 5-7; die übrigen sterben. Du spielst Rot. Setze einen Stein so, dass in der Auslese dieses Zuges zwei blaue Steine sterben.
    .hint = Die kleinen blauen Steine auf d4 und f4 haben jetzt je 3 Nachbarn: einer mehr, und sie sterben. Welches leere Feld berührt beide?
    .asks = ein Setzen, nach dem in der Auslese zwei blaue Steine sterben
    .why = e3 berührt d4 und f4: beide kleinen blauen Steine kommen auf 4 Nachbarn und sterben (dein mittlerer auf e4 stirbt auch, mit 6 überfüllt).

lesson-protozoa-clean-kill = Ein Schlag, der nichts kostet
    .text = Töte in der Auslese einen blauen Stein, ohne einen eigenen zu verlieren (auch dein neuer Stein muss überleben).
    .hint = Der kleine blaue Stein auf d3 hat 3 Nachbarn. Gib ihm einen vierten dort, wo dein eigener Stein einen Freund hat, um glücklich zu bleiben.
    .asks = ein Setzen, das einen blauen Stein tötet und keinen deiner eigenen kostet
    .why = Auf c3 gibt dein Stein dem blauen d3 seinen vierten Nachbarn und ist selbst neben c4 und d4 glücklich.

lesson-protozoa-grow = Lass eine Kolonie wachsen
    .text = Kolonien sind deine Steine, die sich berühren (Diagonalen zählen); du gewinnst mit einer von 15 Punkten. Bring deine größte Kolonie nach der Auslese auf 8 Punkte oder mehr.
    .hint = Finde das leere Feld, das deine verstreuten Steine verbindet, und setz dort den größten Stein, der glücklich sein wird.
    .asks = eine größte Kolonie mit 8 oder mehr Punkten nach der Auslese
    .why = Ein großer Stein auf f4 hat 6 Nachbarn (ein großer lebt mit 5-7) und verbindet e3, g3, f5 und f6 zu einer Kolonie von 8 Punkten.

lesson-protozoa-win-race = Erreiche fünfzehn
    .text = Deine Kolonie hat 12 Punkte. Gewinne in diesem Zug: eine Kolonie von 15 Punkten, die die Auslese überlebt.
    .hint = Dir fehlen 3 Punkte: ein großer Stein. Wo hat ein großer 5 bis 7 Nachbarn und berührt deine Kolonie?
    .asks = einen Sieg in diesem Zug
    .why = f3 berührt e4, e3, f2, g3 und das blaue g4: 5 Nachbarn, also ist der große Stein glücklich, und er verbindet alle roten Steine zu einer Kolonie von 15 Punkten.

lesson-protozoa-win-crowded = Sieg im Gedränge
    .text = Deine Kolonie hat 13 Punkte, und Blau ist nah dran. Gewinne in diesem Zug.
    .hint = Zwei Punkte mehr reichen, aber der neue Stein muss glücklich sein, und die Steine, die er berührt, auch.
    .asks = einen Sieg in diesem Zug
    .why = Ein mittlerer Stein auf e3 hat 3-5 Nachbarn, drängt keinen deiner Steine zu Tode und macht 15 Punkte.
