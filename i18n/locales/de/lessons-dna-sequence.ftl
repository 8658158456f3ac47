# Lektionen von dna-sequence (games/lessons/dna-sequence.json): Nachricht lesson-dna-sequence-<lesson id> ist der Titel;
# .text sagt, was zu tun ist, .hint hilft nach einem Fehlversuch, .why erklärt die Lösung.

lesson-dna-sequence-first-cut = Dein erster Schnitt
    .text = In jedem Zug nennst du einen Abschnitt aus 3 Buchstaben, der in DEINEM Strang vorkommt; er wird aus jedem Strang herausgeschnitten. Schneide 3 Buchstaben aus dem Strang deines Gegners heraus (Gegner: GGGACGCCC).
    .hint = Such ein 3-Buchstaben-Stück deines Strangs ACGTTTGCA, das auch in GGGACGCCC vorkommt.
    .asks = einen Abschnitt, der mindestens 3 Buchstaben aus dem Strang deines Gegenübers schneidet
    .why = ACG steht in beiden Strängen, also schneidet es beide: deiner und seiner verlieren je 3 Buchstaben.

lesson-dna-sequence-cascade = Kaskaden
    .text = Nach einem Schnitt schließt sich die Lücke und die Suche beginnt wieder von links, sodass ein Abschnitt mehrmals herausfallen kann. Lass deinem Gegner (TAAGAAGCGCCT) höchstens 3 Buchstaben.
    .hint = Such einen Abschnitt, nach dessen Schnitt sich dieselben Buchstaben wieder zu genau diesem Abschnitt schließen.
    .asks = einen Abschnitt, der deinem Gegenüber höchstens 3 Buchstaben lässt
    .why = TAAGAAGCGCCT ohne AGC ist TAAGAGCCT, dann TAAGCT, dann TAT: drei Schnitte mit einer einzigen Nennung.

lesson-dna-sequence-spare-yourself = Triff sie härter als dich
    .text = Auch dein eigener Strang wird geschnitten. Finde den Abschnitt, der dem Gegner (CTACTACTGA) mindestens 6 Buchstaben nimmt, dir (GATTACAGGT) aber nur 3.
    .hint = Welcher Abschnitt deines Strangs kommt in seinem Strang zweimal vor?
    .asks = einen Abschnitt, der der Gegenseite mindestens 6 Buchstaben nimmt und dir nur 3
    .why = TAC kommt in deinem Strang einmal vor, in seinem zweimal: du verlierst 3 Buchstaben, er 6.

lesson-dna-sequence-knockout = Der K.-o.-Schlag
    .text = Ein Strang, der kürzer als ein Abschnitt ist, scheidet aus, und der letzte verbliebene Strang gewinnt. Gewinne jetzt: Gegner ACGACG, du ACGTTT.
    .hint = Sein Strang besteht zweimal aus demselben Abschnitt. Hast du diesen Abschnitt?
    .asks = einen Abschnitt, der jetzt gewinnt
    .why = ACG leert seinen Strang (zwei Schnitte), während deiner TTT behält: du bist der letzte verbliebene Strang.

lesson-dna-sequence-mind-your-strand = Pass auf deinen eigenen Strang auf
    .text = Zwei Abschnitte beenden die Partie in diesem Zug, aber einer davon wirft zuerst DICH hinaus. Gewinne: du CCTTCCT, Gegner GCCTTTT.
    .hint = Rechne aus, was nach jedem Abschnitt von DEINEM Strang übrig bleibt, Kaskaden eingeschlossen.
    .asks = den Abschnitt, der gewinnt, ohne dich zuerst hinauszuwerfen
    .why = CCT würde durch deinen eigenen Strang kaskadieren (CCTTCCT, TCCT, T) und du wärst draußen; CTT lässt dir CCCT und ihm G.
