# DNA (Icehouse-Steine): was games/dna_icehouse.py sagt.
# Steine (R2), Felder (c6) und Schritte (place G1 c3, mutate e4 Y, score, capture R2 from Y, pass)
# sind Notation: nie übersetzt.

## Colours ($colour: R, Y, G or B)
dna-icehouse-colour = { $colour ->
        [R] Rot
        [Y] Gelb
        [G] Grün
       *[B] Blau
    }

## Option errors
dna-icehouse-option-two-colours = die Option 'two_colours' braucht genau 2 Personen, nicht { $count }; lass sie weg
dna-icehouse-option-neutral-pool = die Option 'neutral_pool_counts' braucht 2 oder 3 Personen (bei 4 gibt es keine neutrale Farbe); lass sie weg

## Refusals: the step's form
dna-icehouse-steps-help = Schritte sind: place STEIN FELD [archive] (z. B. place G1 c3), mutate FELD FARBE|GRÖSSE|STEIN (z. B. mutate e4 Y, mutate e4 3, mutate e4 Y3), score, capture STEIN [from FARBE] (z. B. capture R2, capture R2 from Y) oder pass, wenn du nichts zu setzen hast
dna-icehouse-empty-step = leerer Schritt; { dna-icehouse-steps-help }
dna-icehouse-not-a-step = { $text } ist kein Schritt; { dna-icehouse-steps-help }
dna-icehouse-pass-alone = nach 'pass' kommt nichts mehr
dna-icehouse-score-alone = nach 'score' kommt nichts mehr
dna-icehouse-place-form = schreib place STEIN FELD, z. B. place R1 c3 (mit 'archive' dahinter nimmst du ihn aus deinem Archiv)
dna-icehouse-mutate-form = schreib mutate FELD FARBE|GRÖSSE|STEIN, z. B. mutate e4 Y, mutate e4 3 oder mutate e4 Y3
dna-icehouse-capture-form = schreib capture STEIN (aus einem Genpool) oder capture STEIN from FARBE (aus dem Archiv dieser Person), z. B. capture R2 from Y

## What comes next ($next in the refusals below and the turn prompt)
dna-icehouse-next-pass = du hast nichts zu setzen: `pass`
dna-icehouse-next-place = setze einen Stein, z. B. `{ $example }`
dna-icehouse-next-capture = erbeute noch { $count } { $count ->
        [one] Punkt
       *[other] Punkte
    }, z. B. `{ $example }`
dna-icehouse-next-mutate = mutiere, z. B. `{ $example }`
dna-icehouse-next-score = werte (`score`)
dna-icehouse-next-score-or-mutate = werte (`score`) oder mutiere (z. B. `{ $example }`)

## Refusals: out of order
dna-icehouse-pass-not-now = passen darfst du nur, wenn du nichts zu setzen hast; du kannst z. B. `{ $example }` spielen
dna-icehouse-pass-placed = du hast schon gesetzt; jetzt: { $next }
dna-icehouse-place-nothing = du hast nichts mehr zu setzen: `pass`
dna-icehouse-place-again = du hast in diesem Zug schon gesetzt; jetzt: { $next }
dna-icehouse-place-first = setze zuerst einen Stein; { $next }
dna-icehouse-capture-first = erbeute zuerst fertig: { $next }
dna-icehouse-mutation-over = die Mutation ist für diesen Zug vorbei (nichts kann mehr mutiert werden); jetzt werten (score)
dna-icehouse-now = jetzt: { $next }
dna-icehouse-score-again = du hast in diesem Zug schon gewertet; jetzt: { $next }
dna-icehouse-score-mutating = die Mutation hat begonnen: beende sie vor dem Werten; jetzt: { $next }
dna-icehouse-score-first = erst werten: Erbeuten folgt auf das Werten; jetzt: { $next }
dna-icehouse-capture-done = in diesem Zug ist nichts mehr zu erbeuten; jetzt: { $next }

## Refusals: placing
dna-icehouse-archive-empty = leer
dna-icehouse-place-occupied = { $square } ist besetzt (von { $piece }); setze auf ein leeres Feld
dna-icehouse-own-archive-lacks = dein Archiv enthält kein { $piece } (Archiv: { $archive })
dna-icehouse-place-not-yours = { $piece } ist nicht in deinem Archiv, und { $colour } ist nicht dein Genpool (du spielst { $mine })
dna-icehouse-place-none-left = weder dein Genpool { $letter } noch dein Archiv enthält ein { $piece }

## Refusals: mutating
dna-icehouse-mutate-placed = der gesetzte Stein auf { $square } kann nicht mutiert werden; mutiere die Steine daneben ({ $near })
dna-icehouse-mutate-not-near = auf { $square } steht kein Stein neben dem gesetzten auf { $placed }; du kannst { $near } mutieren
dna-icehouse-mutate-bad-word = { $text } ist keine Farbe, Größe und kein Stein; schreib z. B. Y, 3 oder Y3
dna-icehouse-mutate-same = auf { $square } steht schon { $piece }; nenne eine andere Farbe oder Größe
dna-icehouse-mutate-recoloured = { $square } wurde in diesem Zug schon umgefärbt (von { $piece }); ein Stein wechselt die Farbe höchstens einmal pro Zug
dna-icehouse-mutate-resized = { $square } wurde in diesem Zug schon in der Größe geändert (von { $piece }); ein Stein wechselt die Größe höchstens einmal pro Zug
dna-icehouse-mutate-too-dear = { $piece } auf { $square } → { $new } kostet { $cost }, aber { $count ->
        [one] es ist nur noch { $count } Mutationspunkt übrig
       *[other] es sind nur noch { $count } Mutationspunkte übrig
    }
dna-icehouse-mutate-pool-empty = der Genpool { $colour } enthält kein { $piece }; diese Änderung ist unmöglich
dna-icehouse-mutate-spend-most = du musst die größtmögliche Summe ausgeben (noch { $count } { $count ->
        [one] Punkt
       *[other] Punkte
    }); nach { $piece } → { $new } auf { $square } geht das nicht mehr. Jetzt erlaubt: `{ $legal }`

## Refusals: capturing
dna-icehouse-capture-bad-colour = { $text } ist keine Farbe; schreib z. B. capture R2 from Y
dna-icehouse-capture-neutral-archive = { $colour } ist neutral: niemand spielt diese Farbe, also hat sie kein Archiv
dna-icehouse-capture-neutral-pool = { $colour } ist neutral; aus diesem Genpool kann man nicht erbeuten
dna-icehouse-capture-own-pool = aus deinem eigenen Genpool kannst du nicht erbeuten
dna-icehouse-capture-own-archive = aus deinem eigenen Archiv kannst du nicht erbeuten
dna-icehouse-pool-lacks = der Genpool { $colour } enthält kein { $piece }
dna-icehouse-archive-lacks = das Archiv von { $name } enthält kein { $piece } (Archiv: { $archive })
dna-icehouse-capture-inexact-pool = { $piece } aus einem Genpool kostet { $cost }; bei noch { $count } zu erbeutenden { $count ->
        [one] Punkt
       *[other] Punkten
    } bliebe keine Summe, die sich genau erreichen lässt. Jetzt erlaubt: `{ $legal }`
dna-icehouse-capture-inexact-archive = { $piece } aus einem Archiv kostet { $cost }; bei noch { $count } zu erbeutenden { $count ->
        [one] Punkt
       *[other] Punkten
    } bliebe keine Summe, die sich genau erreichen lässt. Jetzt erlaubt: `{ $legal }`

## Refusals: resigning
dna-icehouse-no-such-seat = dieser Platz gehört nicht zu dieser Partie
dna-icehouse-already-out = du bist in dieser Partie schon ausgeschieden

## Steps, told to the mover
dna-icehouse-placed-pool = { $name } hat { $piece } aus dem eigenen Genpool auf { $square } gesetzt
dna-icehouse-placed-archive = { $name } hat { $piece } aus dem eigenen Archiv auf { $square } gesetzt
dna-icehouse-mutated = { $name } hat { $piece } auf { $square } zu { $new } mutiert ({ $count } { $count ->
        [one] Punkt
       *[other] Punkte
    })
dna-icehouse-no-strand = kein Strang
dna-icehouse-scored = { $name } hat { $count } { $count ->
        [one] Punkt
       *[other] Punkte
    } gewertet: { $detail }
dna-icehouse-scored-limited = { $name } hat { $count } { $count ->
        [one] Punkt
       *[other] Punkte
    } gewertet: { $detail }; nur { $owed } können erbeutet werden
dna-icehouse-captured-pool = { $name } hat { $piece } aus dem Genpool { $colour } erbeutet ({ $count } { $count ->
        [one] Punkt
       *[other] Punkte
    })
dna-icehouse-captured-archive = { $name } hat { $piece } aus dem Archiv von { $owner } erbeutet ({ $count } { $count ->
        [one] Punkt
       *[other] Punkte
    })
dna-icehouse-passed = { $name } hat gepasst (nichts zu setzen)
dna-icehouse-resigned = { $name } hat aufgegeben

## A finished turn, told to everyone
dna-icehouse-turn = { $name } hat { $piece } auf { $square } gesetzt: { $parts }
dna-icehouse-turn-parts =
    { $first }
    { $rest }
dna-icehouse-turn-strand = Strang { $squares } bringt { $count }
dna-icehouse-turn-strand-bonus = Strang { $squares } bringt { $count } ({ $bonuses })
dna-icehouse-bonus-list = { $first }, { $rest }
dna-icehouse-bonus-three-colours = drei Farben
dna-icehouse-bonus-one-colour = eine Farbe
dna-icehouse-bonus-sizes-in-order = Größen der Reihe nach
dna-icehouse-bonus-one-size = eine Größe
dna-icehouse-turn-mutated = mutiert: { $changes }
dna-icehouse-turn-captured-pool = { $pieces } aus dem Genpool { $colour } erbeutet
dna-icehouse-turn-captured-archive = { $pieces } aus dem Archiv von { $owner } erbeutet

## The end
dna-icehouse-reason-pools-empty = alle Genpools sind leer
dna-icehouse-reason-stalled = eine ganze Runde lang konnte niemand setzen
dna-icehouse-reason-over = die Partie ist vorbei
dna-icehouse-reason-resigned = alle anderen haben aufgegeben
dna-icehouse-ending = Das Ende ist erreicht: { $why }
dna-icehouse-ending-last-turns = Das Ende ist erreicht: { $why }; letzte Züge für { $names }
dna-icehouse-draw = Remis: { $names } gleichauf mit { $count } archivierten { $count ->
        [one] Auge
       *[other] Augen
    } ({ $scores })
dna-icehouse-won = { $names } { $winners ->
        [one] gewinnt
       *[other] gewinnen
    } mit { $count } archivierten { $count ->
        [one] Auge
       *[other] Augen
    } ({ $scores })
dna-icehouse-won-resigned = { $name } gewinnt: alle anderen haben aufgegeben

## The turn panel
dna-icehouse-prompt = { $piece } auf { $square } gesetzt · Mutation { $spent }/{ $budget } ausgegeben · noch nicht gewertet. Weiter: { $next }
dna-icehouse-prompt-scored = { $piece } auf { $square } gesetzt · Mutation { $spent }/{ $budget } ausgegeben · { $points } gewertet, noch { $count } { $count ->
        [one] Punkt
       *[other] Punkte
    } zu erbeuten. Weiter: { $next }
dna-icehouse-note-mutate = { $piece }→{ $new }, kostet { $cost } von { $left } übrigen
dna-icehouse-note-capture = nimmt { $cost } von { $count } geschuldeten { $count ->
        [one] Punkt
       *[other] Punkten
    }

## The text board (describe)
dna-icehouse-describe-pool = Genpool { $letter }: { $counts }
dna-icehouse-describe-pool-neutral = Genpool { $letter } (neutral): { $counts }
dna-icehouse-describe-archive = { $name } ({ $colours }) Archiv: { $pieces } = { $count } { $count ->
        [one] Auge
       *[other] Augen
    }
dna-icehouse-describe-result = Ergebnis: { $names } — { $reason }
dna-icehouse-describe-to-move = { $names }: { $phase ->
        [place] setzen
        [pass] passen
        [capture] erbeuten
        [mutate] mutieren
        [score] werten
        [score-or-mutate] werten oder mutieren
       *[other] { $phase }
    }
dna-icehouse-describe-turn = Gesetzt auf { $square }: Mutation { $spent }/{ $budget }, gewertet -, geschuldet { $owed }
dna-icehouse-describe-turn-scored = Gesetzt auf { $square }: Mutation { $spent }/{ $budget }, gewertet { $points }, geschuldet { $owed }

## Optionen (/regeln, der Optionsblock).
dna-icehouse-help-two-colours = 2 Personen: alle spielen zwei Farben (R+G gegen Y+B) statt einer Farbe mit zwei neutralen Farben
dna-icehouse-help-neutral-pool-counts = 3 Personen: auch der neutrale (blaue) Genpool muss leer sein, damit die Partie endet

## Was ein Zugknopf sagt (bot.adapter.words.move_label); der Knopf schickt den Zug wie getippt.
dna-icehouse-move-button-capture = { NOTATION($rest) } erbeuten
dna-icehouse-move-button-mutate = { NOTATION($rest) } mutieren
dna-icehouse-move-button-place = { NOTATION($rest) } setzen
dna-icehouse-move-button-score = werten
dna-icehouse-move-button-pass = passen
