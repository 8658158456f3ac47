# Lektionen von Mitosis (games/lessons/mitosis.json): der Titel, dann .text, .hint, .asks (nach einem erlaubten Zug, der nicht die Aufgabe ist) und .why.

lesson-mitosis-first-split = Deine erste Teilung
    .text = Du spielst Rot. In jedem Zug musst du eine deiner Zellen teilen: Sie verschwindet, und zwei neue rote Zellen erscheinen auf zwei GEGENÜBERLIEGENDEN Nachbarn (links/rechts oder eines der beiden diagonalen Paare), beide leer. Teile C4: Schreib die zwei neuen Zellen, z. B. B3 D5. Jedes freie gegenüberliegende Paar von C4 zählt.
    .hint = Die gegenüberliegenden Paare von C4 sind C3+C5, B4+D4 und B3+D5. C3 ist besetzt, also bleiben die Teilungen B4 D4 und B3 D5, und beide zählen.
    .asks = eine Teilung von C4
    .why = Die zwei neuen Zellen liegen auf gegenüberliegenden Seiten von C4 und waren beide leer, also darf C4 sich in sie teilen.

lesson-mitosis-no-move-loses = Wer nicht teilen kann, verliert
    .text = Wer in seinem Zug nicht teilen kann, verliert sofort. Blau hat nur noch wenige Teilungen. Teile so, dass Blau keine mehr hat.
    .hint = Die blauen Zellen am oberen Rand brauchen die leeren Zellen neben sich. Welche deiner Teilungen füllt die eine, die Blau braucht?
    .asks = eine Teilung, nach der Blau keine Teilung mehr bleibt
    .why = B2 in A2 und C2 zu teilen nimmt die letzte freie Zelle, in die sich Blaus obere Reihe teilen könnte: Blau kann nicht ziehen und verliert.

lesson-mitosis-capture = Schlagen
    .text = Mit der Anomalie capture wird eine gegnerische Zelle, die auf beiden Seiten eines gegenüberliegenden Paares deine Zellen hat, nach deinem Zug entfernt. Schlag eine blaue Zelle.
    .hint = Such eine blaue Zelle, die schon einen roten Nachbarn hat; setz eine rote Zelle auf die gegenüberliegende Seite.
    .asks = eine Teilung, die eine blaue Zelle schlägt
    .why = Eine Teilung, die gegenüber einer vorhandenen roten Zelle landet, nimmt die blaue Zelle zwischen beiden in die Zange.

lesson-mitosis-launcher = Der Werfer
    .text = Mit launcher darf eine Teilung ihr Paar auch zwei Zellen weit auf derselben Linie setzen und dabei überspringen, was dazwischen liegt. Gewinne jetzt.
    .hint = Blau braucht die leeren Zellen am linken Rand. Welche deiner Zellen landet mit einem Wurf über zwei Zellen darauf?
    .asks = einen Sieg jetzt
    .why = Eine geworfene Teilung von C3 erreicht A3 und E3 über die Zellen dazwischen und füllt die Zellen, die Blau brauchte.

lesson-mitosis-triplicate = Dreifachteilung
    .text = Mit triplicate darf sich eine Zelle in DREI Zellen im 120-Grad-Abstand teilen. Gewinne jetzt.
    .hint = Die blauen Zellen unten links brauchen die leeren Zellen um E1 und F1. Eine Dreifachteilung kann mehrere auf einmal füllen.
    .asks = einen Sieg jetzt
    .why = E2 teilt sich dreifach und setzt Rot auf einmal auf D2, E1 und F2, und Blau bleibt keine Teilung.
