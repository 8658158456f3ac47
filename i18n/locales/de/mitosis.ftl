# Mitosis (games/mitosis.py). Zellen (E5) und Züge (E4 E6, colour red, first blue, active E4,
# undo) sind Notation und bleiben, wie sie sind; die Farben in der Erzählung sind Wörter.

mitosis-summary = Setzt je drei Zellen auf ein sechseckiges Brett und teilt dann abwechselnd eine eurer Zellen in zwei auf gegenüberliegenden Seiten. Wer nicht mehr teilen kann, verliert.
mitosis-option-barricade = 4 zufällige Mauern (nie benachbart), auf die nichts gesetzt oder geteilt werden darf
mitosis-option-capture = eine gegnerische Zelle mit deinen Zellen auf beiden Seiten wird nach deinem Zug entfernt (bis beide 25 Züge gemacht haben)
mitosis-option-clone = je 4 Zellen; nach einer Teilung wählst du geheim, welche neue Zelle aktiv ist; nur aktive Zellen können sich teilen
mitosis-option-launcher = eine Teilung darf auch zwei Zellen weit auf derselben Linie landen
mitosis-option-grouping = wer nicht teilen kann, setzt aus; können beide nicht, gewinnen die größeren Gruppen (bei Gleichstand der DMO)
mitosis-option-triplicate = eine Zelle darf sich stattdessen in drei Zellen im 120°-Abstand teilen
mitosis-option-undo = zweimal pro Partie den letzten Zug des Gegenübers und deinen eigenen davor zurücknehmen
mitosis-option-dmo = der Platz des Todesmatch-Gegenübers (DMO): 1 (wer herausfordert) oder 2 (wer herausgefordert wird); der DMO wählt die Farben und gewinnt bei gleichen Gruppen

## Satzteile
mitosis-none = keine
mitosis-or-two = `{ $a }` oder `{ $b }`
mitosis-or-three = `{ $a }` oder `{ $b }` oder `{ $c }`
mitosis-who = { $colour ->
    [red] { $name } (rot)
    [blue] { $name } (blau)
   *[none] { $name }
}

## Was du jetzt eingeben kannst
mitosis-hint-colour = wähle als DMO deine Farbe: `colour red` oder `colour blue`
mitosis-hint-first-place = wähle als Rot, wer zuerst setzt: `first red` oder `first blue`
mitosis-hint-first-split = wähle als Blau, wer zuerst teilt: `first red` oder `first blue`
mitosis-hint-placing = setze eine Zelle: nenne ein leeres Feld, z. B. E5
mitosis-hint-active = wähle die aktive neue Zelle: { $choices }
mitosis-hint-split = teile: nenne die zwei neuen Zellen auf gegenüberliegenden Seiten einer deiner Zellen, z. B. E4 E6 (E5 teilt sich)
mitosis-hint-split-three = teile: nenne die zwei neuen Zellen auf gegenüberliegenden Seiten einer deiner Zellen, z. B. E4 E6 (E5 teilt sich), oder drei Zellen im 120°-Abstand, z. B. D4 E6 F4
mitosis-active-prompt = Wähle, welche neue Zelle aktiv ist (geheim): { $choices }

## Ablehnungen
mitosis-empty-move = leerer Zug; { $hint }
mitosis-resign-not-a-move = zum Aufgeben nutze /aufgeben (Aufgeben ist kein Zug)
mitosis-not-a-move-now = { $word } ist jetzt kein Zug; { $hint }
mitosis-splits-into = { $more ->
    [0] { $cell } teilt sich in { $splits }: schick die neuen Zellen, z. B. `{ $example }`
    [one] { $cell } teilt sich in { $splits } und eine weitere Möglichkeit: schick die neuen Zellen, z. B. `{ $example }`
   *[other] { $cell } teilt sich in { $splits } und { $more } weitere Möglichkeiten: schick die neuen Zellen, z. B. `{ $example }`
}
mitosis-not-your-cell = { $cell } ist keine deiner Zellen; { $hint }
mitosis-inactive = { $cell } ist inaktiv (clone): nur deine aktiven Zellen können sich teilen (deine private Ansicht listet sie)
mitosis-cannot-split-now = { $cell } kann sich jetzt nicht teilen (kein gegenüberliegendes Paar leerer Felder ringsum); { $hint }
mitosis-no-pass-grouping = du darfst nicht aussetzen, solange du ziehen kannst; mit grouping setzt aus, wer nicht teilen kann, automatisch. { $hint }
mitosis-no-pass = in Mitosis gibt es kein Aussetzen; { $hint }
mitosis-colour-word = { $what ->
    [first] wer beginnt
   *[colour] Farbe
}: `red` oder `blue`, nicht { $word }
mitosis-choose-colour = zuerst wählt der DMO eine Farbe: `colour red` oder `colour blue`
mitosis-first-place-form = Rot wählt, wer zuerst setzt: `first red` oder `first blue`
mitosis-first-split-form = Blau wählt, wer zuerst teilt: `first red` oder `first blue`
mitosis-place-taken = { $owner ->
    [wall] { $cell } ist eine Mauer; setze auf ein leeres Feld
    [red] { $cell } ist besetzt (rot); setze auf ein leeres Feld
   *[blue] { $cell } ist besetzt (blau); setze auf ein leeres Feld
}
mitosis-place-flanked = { $colour ->
    [red] { $cell } liegt zwischen zwei roten Zellen ({ $a } und { $b }); mit capture darfst du keine Zelle dorthin setzen, wo sie geschlagen würde
   *[blue] { $cell } liegt zwischen zwei blauen Zellen ({ $a } und { $b }); mit capture darfst du keine Zelle dorthin setzen, wo sie geschlagen würde
}
mitosis-place-captures = { $colour ->
    [red] auf { $cell } zu setzen würde die rote Zelle { $near } schlagen (zwischen { $cell } und { $far }); mit capture darf Setzen nicht schlagen
   *[blue] auf { $cell } zu setzen würde die blaue Zelle { $near } schlagen (zwischen { $cell } und { $far }); mit capture darf Setzen nicht schlagen
}
mitosis-place-one = nenne beim Setzen ein leeres Feld, z. B. E5
mitosis-split-one-colon = schreib eine Teilung als die neuen Zellen, z. B. E4 E6, oder Mutterzelle: Zellen, z. B. E5: E4 E6 (ein Doppelpunkt)
mitosis-split-one-parent = nenne vor dem Doppelpunkt die eine Zelle, die sich teilt, z. B. E5: E4 E6
mitosis-split-count = { $most ->
    [3] eine Teilung nennt die zwei (oder drei) neuen Zellen, z. B. E4 E6 (E5 teilt sich); { $given } angegeben
   *[other] eine Teilung nennt die zwei neuen Zellen, z. B. E4 E6 (E5 teilt sich); { $given } angegeben
}
mitosis-split-colon = schreib die Mutterzelle mit Doppelpunkt: `{ $example }`
mitosis-split-needs-triplicate = eine Teilung in drei Zellen braucht die Anomalie triplicate; nenne die zwei neuen Zellen, z. B. E4 E6
mitosis-split-twice = { $cell } ist doppelt genannt; die neuen Zellen sind verschiedene Zellen
mitosis-split-itself = { $cell } kann sich nicht in sich selbst teilen; nenne die neuen Zellen ringsum
mitosis-split-needs-launcher = { $cells } liegen zwei Zellen von { $parent } entfernt; eine Teilung über zwei Zellen braucht die Anomalie launcher
mitosis-split-not-yours = { $owner ->
    [empty] { $parent } (die Zelle zwischen { $cells }) ist leer; teile eine deiner eigenen Zellen
    [wall] { $parent } (die Zelle zwischen { $cells }) ist eine Mauer; teile eine deiner eigenen Zellen
    [red] { $parent } (die Zelle zwischen { $cells }) gehört Rot; teile eine deiner eigenen Zellen ({ $colour ->
        [red] rot
       *[blue] blau
    })
   *[blue] { $parent } (die Zelle zwischen { $cells }) gehört Blau; teile eine deiner eigenen Zellen ({ $colour ->
        [red] rot
       *[blue] blau
    })
}
mitosis-split-into-taken = { $owner ->
    [wall] { $parent } kann sich nicht in { $cells } teilen: { $cell } ist eine Mauer; die neuen Zellen müssen leer sein
    [red] { $parent } kann sich nicht in { $cells } teilen: { $cell } ist besetzt (rot); die neuen Zellen müssen leer sein
   *[blue] { $parent } kann sich nicht in { $cells } teilen: { $cell } ist besetzt (blau); die neuen Zellen müssen leer sein
}
mitosis-not-a-split-of = { $cells } ist keine Teilung von { $parent }: die neuen Zellen liegen auf gegenüberliegenden Seiten ({ $examples })
mitosis-not-a-triple = { $cells } sind nicht drei Zellen im 120°-Abstand um eine Zelle; z. B. teilt sich E5 in D4 E6 F4 oder D5 E4 F5
mitosis-not-opposite = { $cells } liegen nicht auf gegenüberliegenden Seiten einer Zelle; eine Teilung setzt die neuen Zellen auf beide Seiten der Zelle, die sich teilt, z. B. E4 E6 (E5 teilt sich)
mitosis-active-one = wähle die eine neue Zelle, die aktiv bleibt: { $choices }
mitosis-active-not-new = { $cell } ist keine der neuen Zellen; wähle { $choices }
mitosis-undo-off = diese Partie hat kein Zurücknehmen (dafür braucht es die Anomalie undo)
mitosis-undo-used = du hast beide deiner { $count } Rücknahmen verbraucht
mitosis-undo-finish-split = beende erst deine Teilung: { $hint }
mitosis-undo-nothing-yet = es gibt noch keine Züge zum Zurücknehmen; { $hint }
mitosis-undo-just-undone = du hast gerade zurückgenommen; mach deinen Zug aus dieser Stellung
mitosis-undo-after-choice = es gibt nichts zurückzunehmen: undo reicht nicht über eine Wahl zurück; { $hint }
mitosis-undo-after-pass = der letzte Zug war ein automatisches Aussetzen: undo reicht nicht darüber zurück; { $hint }
mitosis-undo-no-own-move = vor dem Zug deines Gegenübers gibt es keinen eigenen Zug zum Zurücknehmen: undo reicht nicht über eine Wahl zurück; { $hint }
mitosis-undo-theirs-after-pass = der Zug deines Gegenübers kam nach einem automatischen Aussetzen: undo reicht nicht darüber zurück; { $hint }
mitosis-undo-no-pair = undo nimmt den letzten Zug deines Gegenübers und dein Setzen oder Teilen direkt davor zurück, und so ein Paar gibt es gerade nicht

## Erzählung
mitosis-colours-chosen = { $dmo } (DMO) spielt { $colour ->
    [red] Rot
   *[blue] Blau
}; { $other } spielt { $other_colour ->
    [red] Rot
   *[blue] Blau
}. { $red } (rot) wählt, wer zuerst setzt
mitosis-chose-self = { $verb ->
    [place] { $who } hat gewählt, als Erstes zu setzen
   *[split] { $who } hat gewählt, als Erstes zu teilen
}
mitosis-chose-other = { $verb ->
    [place] { $who } hat gewählt: { $first } setzt zuerst
   *[split] { $who } hat gewählt: { $first } teilt zuerst
}
mitosis-placed = { $who } setzt { $cell }
mitosis-split = { $who } teilt { $parent } in { $cells }
mitosis-split-clone = { $who } teilt { $parent } in { $cells } und wählt jetzt geheim die aktive Zelle
mitosis-active-chosen = { $who } hat die aktive Zelle gewählt (geheim)
mitosis-active-secret = Geheim: { $cell } ist aktiv (inaktiv: { $others })
mitosis-captures-over = Beide haben { $count } Züge gemacht: kein Schlagen mehr
mitosis-captured = { $who } schlägt { $cells } von { $victim }
mitosis-placing-over = Das Setzen ist vorbei. { $who } wählt, wer zuerst teilt (`first red` oder `first blue`)
mitosis-passes = { $who } kann nicht teilen und setzt aus
mitosis-undone = { $who } nimmt { $theirs } von { $other } und den eigenen Zug { $mine } zurück und ist wieder am Zug ({ $left ->
    [one] { $left } Rücknahme
   *[other] { $left } Rücknahmen
} übrig)
mitosis-resigned = { $who } hat aufgegeben

## Ergebnisse
mitosis-wins = { $who } { $count ->
    [one] gewinnt
   *[other] gewinnen
}: { $reason }
mitosis-cannot-split = { $who } kann nicht teilen
mitosis-group-sizes = { $who } { $sizes }
mitosis-no-cells = keine Zellen
mitosis-groups-identical = gleiche Gruppen: der DMO gewinnt
mitosis-groups-larger = größere Gruppe Nummer { $number } ({ $mine } gegen { $theirs })
mitosis-groups-run-out = { $who } gehen zuerst die Gruppen aus
mitosis-groups-decide = niemand kann teilen; Gruppen { $first } gegen { $second }: { $why }

## Das Textbrett (describe)
mitosis-board-title = Mitosis (hexhex{ $side }); Anomalien: { NOTATION($anomalies) }
mitosis-board-seat = { $colour ->
    [red] Rot: { $name }
    [blue] Blau: { $name }
   *[none] { $name }
}{ $dmo ->
    [yes] {" "}(DMO)
   *[no] {""}
}: { $count ->
    [one] { $count } Zelle
   *[other] { $count } Zellen
}{ $cells }; Züge { $moves }{ $undos ->
    [-1] {""}
   *[other] ; Rücknahmen übrig { $undos }
}
mitosis-board-walls = Mauern: { $cells }
mitosis-board-active = Deine aktiven Zellen: { $cells } (kleingeschrieben auf dem Brett: deine inaktiven Zellen)
mitosis-last-colour = Zuletzt: { $who } wählte { $colour ->
    [red] Rot
   *[blue] Blau
}
mitosis-last-first = Zuletzt: { $who } bestimmte, dass { $colour ->
    [red] Rot
   *[blue] Blau
} beginnt
mitosis-last-place = Zuletzt: { $who } setzte { $cell }
mitosis-last-split = Zuletzt: { $who } teilte { $parent } in { $cells }
mitosis-last-undo = Zuletzt: { $who } nahm { $undone } zurück
mitosis-board-captured = Geschlagen: { $cells }
mitosis-board-result = Ergebnis: { $winners } gewinnt — { $reason }
mitosis-board-to-move = Am Zug: { $who } { $phase ->
    [colour] wählt eine Farbe
    [first_place] wählt, wer zuerst setzt
    [placing] setzt eine Zelle (je { $each })
    [first_split] wählt, wer zuerst teilt
    [splitting] teilt eine Zelle
   *[active] wählt geheim die aktive neue Zelle
}

## Was ein Zugknopf sagt (bot.adapter.words.move_label); der Knopf schickt den Zug wie getippt.
mitosis-move-button-colour = { $rest ->
    [red] Farbe Rot
   *[blue] Farbe Blau
}
mitosis-move-button-first = { $rest ->
    [red] Rot beginnt
   *[blue] Blau beginnt
}
mitosis-move-button-active = { NOTATION($rest) } aktivieren
