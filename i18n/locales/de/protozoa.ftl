# Protozoa (games/protozoa.py). Felder (c4), Steine (R2), Farben (R, Y, G, B) und Züge
# (place 3 c4, mutate c4 up, pass) sind Notation und bleiben, wie sie sind.

protozoa-summary = Setze oder mutiere Icehouse-Zellen auf einem 8×8-Brett; überfüllte und einsame Zellen sterben. Wer zuerst eine zusammenhängende Kolonie von 15 Punkten wachsen lässt, gewinnt.
protozoa-option-teams = 4 Personen in zwei Teams, R+G gegen Y+B; du darfst die Steine deines Teampartners mutieren
protozoa-option-team-setup = Teamstart: pawns (vier kleine, der Standard) oder drones (vier mittlere); braucht teams
protozoa-option-max-turns = die Partie endet Remis nach so vielen Zügen ohne Sieg
protozoa-moves-help = Züge sind: place GRÖSSE FELD (z. B. place 3 c4; Größen 1, 2, 3 oder S, M, L), mutate FELD up|down (z. B. mutate c4 up, oder mutate c4 2 für die neue Größe), oder pass, wenn nichts anderes legal ist
protozoa-stash-empty = leer

## Ablehnungen
protozoa-teams-need-four = Option „teams“ braucht genau 4 Personen, nicht { $seats }; lass teams weg oder setz vier Personen ein
protozoa-team-setup-needs-teams = Option „team_setup“ braucht „teams“ (4 Personen in zwei Teams); füge teams hinzu oder lass team_setup weg
protozoa-empty-move = leerer Zug; { $help }
protozoa-pass-alone = nach „pass“ kommt nichts
protozoa-not-a-move = { $word } ist kein Zug; { $help }
protozoa-no-pieces = du hast keine { $pips ->
    [1] kleinen
    [2] mittleren
   *[3] großen
} Steine mehr (Vorrat: { $stash })
protozoa-partner-no-pieces = dein Teampartner { $partner } ({ $colour }) hat keine { $pips ->
    [1] kleinen
    [2] mittleren
   *[3] großen
} Steine mehr (Vorrat { $colour }: { $stash })
protozoa-place-form = schreib place GRÖSSE FELD, z. B. place 3 c4 (Größen 1, 2, 3 oder S, M, L)
protozoa-place-partner-colour = du darfst nicht die Farbe deines Teampartners setzen ({ $given }); du setzt { $colour }-Steine und darfst { $given }-Steine nur mutieren
protozoa-place-other-colour = du spielst { $colour }; du darfst keine { $given }-Steine setzen
protozoa-place-occupied = { $square } ist besetzt (von { $piece }); setze auf ein leeres Feld
protozoa-mutate-form = schreib mutate FELD up|down, z. B. mutate c4 up (oder mutate c4 2 für die neue Größe)
protozoa-mutate-empty = { $square } ist leer; dort gibt es nichts zu mutieren
protozoa-mutate-not-yours = { $partner ->
    [none] auf { $square } steht { $piece }, und der gehört nicht dir; du darfst nur deine eigenen { $own }-Steine mutieren
   *[other] auf { $square } steht { $piece }, und der gehört nicht dir; du darfst nur deine eigenen { $own }-Steine oder die { $partner }-Steine deines Teampartners mutieren
}
protozoa-mutate-cannot = { $how ->
    [up] auf { $square } steht ein { $pips ->
        [1] kleiner
        [2] mittlerer
       *[3] großer
    } Stein ({ $piece }), der nicht nach oben mutieren kann; er kann nur nach unten mutieren
   *[down] auf { $square } steht ein { $pips ->
        [1] kleiner
        [2] mittlerer
       *[3] großer
    } Stein ({ $piece }), der nicht nach unten mutieren kann; er kann nur nach oben mutieren
}
protozoa-mutate-how = mutate { $square } braucht up, down oder die neue Größe (1, 2, 3 oder S, M, L), nicht { $word }
protozoa-mutate-same = auf { $square } steht schon ein { $pips ->
    [1] kleiner
    [2] mittlerer
   *[3] großer
} Stein ({ $piece }); mutiere ihn eine Größe nach oben oder unten
protozoa-mutate-one-size = eine Mutation geht nur eine Größe weit: auf { $square } steht ein { $pips ->
    [1] kleiner
    [2] mittlerer
   *[3] großer
} Stein ({ $piece }), er kann also nur ein mittlerer (2) werden
protozoa-pass-refused = du darfst nur passen, wenn du weder setzen noch mutieren kannst; du kannst z. B. noch `{ $example }` spielen
protozoa-already-out = du bist in dieser Partie schon ausgeschieden

## Erzählung
protozoa-placed = { $who } setzt { $piece } auf { $square }
protozoa-mutated = { $who } mutiert { $piece } auf { $square } zu { $new }
protozoa-mutated-partner = { $who } mutiert { $piece } (von Teampartner { $partner }) auf { $square } zu { $new }
protozoa-passes = { $who } passt (nichts zu setzen oder zu mutieren)
protozoa-loses-turn = { $who } verliert den Zug
protozoa-died = { $piece } auf { $square } ist gestorben: { $count ->
    [one] { $count } Nachbar
   *[other] { $count } Nachbarn
}, ein { $pips ->
    [1] kleiner
    [2] mittlerer
   *[3] großer
} Stein braucht { $low }–{ $high }
protozoa-resigned = { $who } hat aufgegeben

## Ergebnisse
protozoa-wins = { $who } { $count ->
    [one] gewinnt
   *[other] gewinnen
}: { $reason }
protozoa-colony = die { $colour }-Kolonie von { $who } mit { $pips ->
    [one] { $pips } Punkt
   *[other] { $pips } Punkten
} ({ $squares })
protozoa-no-winner = kein Sieg nach { $count ->
    [one] { $count } Zug
   *[other] { $count } Zügen
}
protozoa-turns-played = { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
} ohne Sieg gespielt
protozoa-resigned-for-team = { $who } hat für das Team aufgegeben
protozoa-everyone-resigned = alle anderen haben aufgegeben

## Das Textbrett (describe)
protozoa-board-seat = { $colour } { $name }{ $out ->
    [yes] {" "}(aufgegeben)
   *[no] {""}
}: Vorrat { $counts }; größte Kolonie { $pips ->
    [one] { $pips } Punkt
   *[other] { $pips } Punkte
}
protozoa-board-teams = Teams: { $first } gegen { $second }
protozoa-last-place = Zuletzt: { $who } setzte { $piece } auf { $square }
protozoa-last-mutate = Zuletzt: { $who } mutierte { $piece } auf { $square } zu { $new }
protozoa-last-pass = Zuletzt: { $who } passte
protozoa-board-died = Gestorben: { $pieces }
protozoa-board-result = Ergebnis: { $winners } — { $reason }
protozoa-board-draw = Ergebnis: niemand (Remis) — { $reason }
protozoa-board-turn = Zug { $turn } von { $most }: { $movers } am Zug
