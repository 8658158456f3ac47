# Lektionen von dna-icehouse (games/lessons/dna-icehouse.json): Nachricht lesson-dna-icehouse-<lesson id> ist der Titel;
# .text sagt, was zu tun ist, .hint hilft nach einem Fehlversuch, .why erklärt die Lösung.

lesson-dna-icehouse-colours-and-sizes = Boni
    .text = Ein Strang sind drei Steine in einer Linie (Reihe, Spalte oder Diagonale), mit dem Stein, den du setzt, an einem Ende; er bringt 1 Punkt plus 1 für jeden Bonus: drei Farben, eine Farbe, Größen 1-2-3 der Reihe nach, eine Größe. Danach erbeutest du Steine im Wert deiner Punkte aus Grüns Genpool oder Archiv. Bring in diesem Zug 3 Augen in dein Archiv, mit einem Strang, der 3 wert ist. Gib den ganzen Zug an, Schritte mit ';' verbunden.
    .hint = Ein Strang mit 3 Punkten braucht zwei Boni: drei verschiedene Farben UND die Größen 1-2-3 der Reihe nach. Such einen kleinen und einen mittleren Stein zweier anderer Farben in einer Linie.
    .asks = 3 Augen mehr in deinem Archiv in diesem Zug
    .why = R3-Y2-G1 auf e6-e5-e4 hat drei Farben und Größen der Reihe nach: 3 Punkte, und ein großer grüner Stein ist erbeutet.

lesson-dna-icehouse-small-but-sharp = Ein kleiner Stein, viele Punkte
    .text = Auch ein kleiner Stein kann gut punkten. Bring in diesem Zug 4 Augen in dein Archiv. Gib den ganzen Zug an, Schritte mit ';' verbunden.
    .hint = Ein kleiner Stein ist billig, aber jeder Strang, den er abschließt, zählt. Such ein Feld am Ende zweier Linien.
    .asks = 4 Augen mehr in deinem Archiv in diesem Zug
    .why = Der kleine Stein auf c4 schließt zwei Stränge ab (eine Größe; drei Farben): 4 Punkte, zwei mittlere grüne Steine.

lesson-dna-icehouse-several-strands = Mehrere Stränge auf einmal
    .text = Ein einziges Setzen kann mehrere Stränge abschließen. Bring in diesem Zug mindestens 3 Augen in dein Archiv. Gib den ganzen Zug an, Schritte mit ';' verbunden.
    .hint = Such ein leeres Feld am Ende dreier Linien aus je zwei Steinen.
    .asks = mindestens 3 Augen mehr in deinem Archiv in diesem Zug
    .why = Ein großer Stein auf f4 schließt drei Stränge zu je 2 ab: 6 Punkte, und Grüns kleiner, mittlerer und großer Stein.

lesson-dna-icehouse-mutate-then-score = Erst mutieren, dann werten
    .text = Boni zählen erst beim Werten, also darfst du zuerst die Nachbarn des gesetzten Steins mutieren (Budget: die Augen des gesetzten Steins). Bring in diesem Zug 4 Augen ins Archiv. Gib den ganzen Zug an, Schritte mit ';' verbunden.
    .hint = Setze einen mittleren Stein neben einen kleinen grünen, der mit deinen roten Steinen in einer Linie steht; gib die 2 Punkte aus, um ihn vor dem Werten rot und mittelgroß zu machen.
    .asks = 4 Augen mehr in deinem Archiv in diesem Zug
    .why = d3, zu R2 mutiert, macht c3-d3-e3 einfarbig; mit dem diagonalen Strang sind das 4 Punkte.

lesson-dna-icehouse-three-strands = Drei Stränge
    .text = Bring in diesem Zug mindestens 2 Augen in dein Archiv: Erbeuten aus seinem Archiv kostet Augen + 2. Gib den ganzen Zug an, Schritte mit ';' verbunden.
    .hint = Such ein leeres Feld am Ende dreier Linien aus zwei Steinen; dorthin einen mittleren Stein aus deinem Archiv.
    .asks = mindestens 2 Augen mehr in deinem Archiv in diesem Zug
    .why = G2 auf g4 schließt drei Stränge ab (3 + 2 + 1 = 6 Punkte): genug für einen kleinen Stein aus dem Genpool und seinen archivierten großen.
