# /hint und der Knopf „Tipps zeigen“.
hint-answer = Tipp für Partie #{ $match }: { $move } — { $reason }.
    (Tipps werden in der Partie vermerkt.)
hint-show-button = Tipps zeigen
hint-first-match = Deine erste Partie in diesem Spiel: drücke Tipps zeigen, wann immer du am Zug bist, für den Vorschlag des Computers (nur du siehst ihn), oder probiere /lernen für Lektionen.
