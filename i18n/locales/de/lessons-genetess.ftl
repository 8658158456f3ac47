# Genetess-Lektionen: Titel, dann .text (die Aufgabe), .hint (nach einem falschen Versuch) und
# .why (wenn sie gelöst ist). Zugnotation bleibt, wie man sie tippt.

lesson-genetess-bid-start = Runde 0: biete auf ein Startfeld
    .text = Runde 0 besteht aus drei geheimen Geboten, bezahlt von deinen Start-E: auf ein Startfeld, auf deinen Platz in der Zugreihenfolge und mehr. Biete 1 E, um auf K1 (C3) zu starten. Schreibe: BID start 1 K1
    .hint = Ein Startgebot ist: BID start <E> <Startfeld>. Die Startfelder heißen K1 und K2 auf dem Brett.
    .asks = ein Startgebot für K1
    .why = Niemand sonst hat auf K1 geboten, also hat 1 E gereicht.
lesson-genetess-bid-order = Runde 0: biete darauf, als zweites zu ziehen
    .text = Wer als zweites zieht, sieht den ersten Zug des Gegenübers. Biete auf den zweiten Platz in der Zugreihenfolge (Buchstabe b).
    .hint = Ein Reihenfolgegebot ist: BID order <E> <Buchstabe>, wobei a zuerst zieht und b als zweites.
    .asks = ein Reihenfolgegebot für den zweiten Platz (b)
    .why = Dein Gebot auf b war das einzige, also ziehst du in jeder Runde als zweites.
lesson-genetess-create = Erschaffe einen Stein
    .text = Hier hast du den ersten Platz in der Zugreihenfolge: Du ziehst in jeder Runde zuerst. Dein König erschafft Steine auf den Feldern um sich herum. Ein Stein ist eine Folge von Codes: A ist Leben (jeder neue Stein braucht eins), B ein orthogonaler Schritt, C ein diagonaler Schritt, D ein Feld mehr Sicht. Erschaffe auf D4 den billigsten Stein, der diagonal zieht.
    .hint = CREATE <Feld> <Codes>. Der billigste Stein hat so wenige Codes wie möglich: Leben und einen diagonalen Schritt.
    .asks = den billigsten diagonal ziehenden Stein, erschaffen auf D4
    .why = AC kostet (1+3)+(1x3) = 7 E: die Summe der Code-Preise plus ihr Produkt.
lesson-genetess-all-steps = Jeder Schritt muss gegangen werden
    .text = Ein Stein mit drei B-Codes muss alle drei Schritte gehen (jeweils N, S, E oder W). Ziehe deinen ABBBD-Stein von D3 gerade nach unten auf D6.
    .hint = Schreibe die Schritte mit Bindestrichen verbunden: MOVE D3 <Richtung>-<Richtung>-<Richtung>. Nach unten ist S.
    .asks = deinen ABBBD-Stein von D3 nach D6 gezogen
    .why = S-S-S geht genau die drei Schritte, die die drei B-Codes verlangen.
lesson-genetess-take-the-king = Schlag den König
    .text = Ein gegnerischer Stein ist von seinem Startfeld J10 auf dich zugegangen und steht jetzt auf G9, im Blickfeld deines ABBBD-Steins. Das kann nur der König sein. Schlag ihn: geschlagen wird, indem ein Zug auf dem gegnerischen Feld endet, nur mit dem letzten Schritt.
    .hint = Von F7 nach G9 ist es ein Feld E und zwei S: dein Stein hat genau drei Schritte.
    .asks = das Schlagen des gegnerischen Königs
    .why = Der dritte Schritt endet auf G9 und schlägt den König: dein Gegenüber ist raus, und nur du bist noch im Spiel.
lesson-genetess-which-is-the-king = Welcher ist der König?
    .text = Ein König sieht aus wie jeder andere Stein. Zwei gegnerische Steine stehen vor deinem ABBBD-Stein auf F7: einer wurde gerade auf F8 erschaffen, der andere kam von seinem Startfeld. Nur das Schlagen des Königs gewinnt. Schlag ihn.
    .hint = Nur ein König erschafft Steine, und ein neuer Stein erscheint neben dem König, der ihn gemacht hat. Ein erschaffener Stein ist nie der König (deine Ansicht markiert F8 als 'not king').
    .asks = das Schlagen des gegnerischen Königs
    .why = F8 wurde erschaffen, ist also nicht der König; der König hat ihn vom Nachbarfeld aus gemacht: G9. G9 zu schlagen gewinnt.
