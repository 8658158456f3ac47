# Genetess: was die Engine sagt. Zugnotation (BID, PASS, MOVE, CREATE, Felder, Richtungen,
# Code-Buchstaben, die Farbwörter eines Gebots) wird getippt und nie übersetzt.

## Mehrere Zeilen als ein Text; Teilsätze einer Erzählzeile.
genetess-lines =
    { $line }
    { $rest }
genetess-clauses = { $clause }; { $rest }

## Hilfe in Ablehnungen.
genetess-orders-help = Befehle sind PASS, MOVE <Feld> <Schritte> (z. B. MOVE D5 N-N-E; Richtungen N S E W NE NW SE SW) oder CREATE <Feld> <Codes> (z. B. CREATE E6 ABBD)
genetess-bid-help = biete mit BID start <E> <K1,K2,...> order <E> <a,b,...> colour <E> <Farbe,...>, jeder Teil freiwillig, z. B. BID start 3 K2,K1 order 2 b,a colour 0 red; ein bloßes BID setzt nichts

## Optionen und Karten zu Beginn.
genetess-option-codes = Option 'codes' muss aus Buchstaben von { $codes } bestehen (K ist nie zu kaufen), nicht { $value }
genetess-option-codes-need-a = Option 'codes' muss A enthalten: jeder neue Stein braucht eins (G6)
genetess-map-too-few-starts = Karte { $map } hat { $starts } Startfelder, zu wenige für { $count ->
    [one] { $count } Person
   *[other] { $count } Personen
}; nimm eine größere Karte
genetess-map-too-late = die Karte lässt sich nur ändern, bevor jemand geboten hat

## Was ein Platz neben seinem Brett liest, und die Bitte ums Gebot.
genetess-status = deine E: { $energy }
genetess-bid-label = Deine drei Gebote ({ $energy } E), z. B. BID start 3 K1
genetess-bid-prompt =
    Runde 0: drei geheime Auktionen entscheiden, wo du startest, wann du ziehst und welche Farbe du hast.
    E ist Energie: damit bezahlst du Steine. Du hast { $energy } E; jede gebotene E ist ausgegeben, ob du gewinnst oder nicht, und der Rest bezahlt deine ersten Steine.
    • `start`, die Startfelder { $starts }: wo dein König beginnt.
    • `order`, die Zugbuchstaben { $letters }: dein Platz in jeder Runde (a zieht zuerst, dann b, ...).
    • `colour`, die Farben { $colours }.
    Das höchste Gebot jeder Auktion wählt zuerst (bei Gleichstand entscheidet der Zufall) und bekommt seinen besten noch freien Wunsch; nenne Wünsche der Beliebtheit nach. Ein bloßes `BID` bietet nichts.
    Beispiel: `{ $example }` bietet { $first } E auf Startfeld { $square } (sonst { $other_square }), { $second } E auf Zugbuchstabe { $letter } (sonst { $other_letter }) und nichts auf die Farbe (`{ $colour }`, falls noch frei): { $spent } E ausgegeben, { $left } E übrig
genetess-form-bid = deine drei geheimen Gebote
genetess-form-pass = diesen Zug nichts tun
genetess-form-move = z. B. MOVE D5 N-N-E; Schritte N S E W, diagonal NE NW SE SW
genetess-form-create = z. B. CREATE E6 AB: ein neuer Stein neben einem König, in E bezahlt

## Abgelehnte Befehle.
genetess-no-legal-move = kein legaler Zug
genetess-empty-order = leerer Befehl; { genetess-orders-help }
genetess-bids-first = Runde 0 ist für Gebote; { genetess-bid-help }
genetess-bids-over = die Gebote sind vorbei; { genetess-orders-help }
genetess-pass-alone = nach PASS kommt nichts
genetess-not-an-order = { $order } ist kein Befehl; { genetess-orders-help }
genetess-bid-bad-part = { $part } ist kein Teil eines Gebots (start, order oder colour); { genetess-bid-help }
genetess-bid-twice = das Gebot { $part } steht zweimal da; nenne jeden Teil einmal
genetess-bid-bad-choice = Gebot { $part }: { $choice } ist keins von { $allowed } (ordne sie, das Beste zuerst, mit Kommas getrennt, z. B. `{ $example }`)
genetess-bid-ranks-twice = Gebot { $part } nennt { $choice } zweimal
genetess-bid-too-much = deine Gebote ergeben zusammen { $total } E, du hast aber { $energy } E; setze insgesamt höchstens so viel
genetess-no-such-seat = dieser Platz gehört nicht zu dieser Partie
genetess-already-out = du bist schon aus dieser Partie ausgeschieden
genetess-none = keine
genetess-move-not-yours = auf { $square } steht keiner deiner Steine; ziehe einen von deinen ({ $pieces })
genetess-not-a-square = { $text } ist kein Feld: schreibe einen Spaltenbuchstaben A–Z und eine Zeilennummer ab 1, z. B. D5
genetess-row-too-far = { $text } ist kein Feld: die Zeilen gehen von 1 bis { $rows }
genetess-off-board = { $square } liegt außerhalb des Bretts (A1..{ $last })
genetess-move-usage = schreibe MOVE <Feld> <Schritte>, z. B. MOVE D5 N-N-E
genetess-cannot-move = dein { $seq } auf { $square } kann nicht ziehen (kein B, C oder K)
genetess-bad-direction = { $step } ist keine Richtung; Schritte sind N S E W NE NW SE SW, mit - verbunden, z. B. N-N-E
genetess-wrong-steps = dein { $seq } auf { $square } muss genau { $orth } orthogonale und { $diag } { $diag ->
        [one] diagonalen Schritt
       *[other] diagonale Schritte
    } machen (B und K: orthogonal, C: diagonal); es waren { $gave_orth } und { $gave_diag }
genetess-step-off-board = Schritt { $step } ({ $dir }) von { $square } verlässt das Brett
genetess-step-wall = Schritt { $step } ({ $dir }) läuft in die Außenwand auf { $square }
genetess-step-inner = Schritt { $step } ({ $dir }) läuft in die Innenwand auf { $square }; nur ein Stein mit O darf auf eine treten
genetess-move-ends-at-start = der Zug endet, wo er begann ({ $square }); ein Zug muss woanders enden
genetess-move-ends-on-own = der Zug endet auf deinem eigenen Stein auf { $square }
genetess-move-blocked = der Stein auf { $square } versperrt den Weg; nur ein Stein mit E springt über Steine, und geschlagen wird nur mit dem letzten Schritt
genetess-create-usage = schreibe CREATE <Feld> <Codes>, z. B. CREATE E6 ABBD
genetess-create-not-codes = { $seq } ist keine Folge von Code-Buchstaben; zu kaufen sind: { $codes }
genetess-create-no-k = K kann man nicht kaufen (G18); einen König machen nur Spezialfelder
genetess-create-not-on-sale = Code { $code } ist in dieser Partie nicht zu kaufen; zu kaufen sind: { $codes }
genetess-create-needs-a = ein neuer Stein braucht mindestens ein A (Leben, G6)
genetess-create-not-by-king = { $square } liegt nicht neben einem deiner Könige ({ $kings }); erschaffe auf einem der 8 Felder um einen König
genetess-create-on-wall = { $square } ist eine Außenwand; dort wird nie etwas erschaffen
genetess-create-on-inner = { $square } ist eine Innenwand; nur ein Stein mit O darf auf einer erschaffen werden
genetess-create-occupied = { $square } ist besetzt; erschaffe auf einem leeren Feld
genetess-create-too-dear = { $seq } kostet { $cost } E (Summe + Produkt der Code-Preise) und du hast { $energy } E

## Erzählung: Gebote und Züge.
genetess-has-bid = { $waiting ->
        [0] { $name } hat geboten
        [one] { $name } hat geboten (ein Gebot steht noch aus)
       *[other] { $name } hat geboten ({ $waiting } Gebote stehen noch aus)
    }
genetess-your-bid = dein Gebot: `{ $bid }`
genetess-bids-resolved = Gebote ausgewertet. Zugreihenfolge: { $order }
genetess-you-start = du startest auf { $start } ({ $square }) mit { $energy } E
genetess-round-one = Runde 1 beginnt
genetess-has-played = { $name } hat gezogen
genetess-board-changed = Das Brett hat sich verändert
genetess-passes = { $name } passt
genetess-income = +{ $gain } E Einkommen
genetess-own-income = du erhältst { $gain } E Einkommen
genetess-radiated = der Stein auf { $square } wird bestrahlt
genetess-radiated-loses = dein Stein auf { $square } verliert { $code } (Strahlung)
genetess-radiated-bare = dein Stein auf { $square } hat nichts zu verlieren außer K (Strahlung)
genetess-move-failed = der Zug von { $name } ist gescheitert
genetess-own-move-failed = dein Zug von { $square } wurde von { $obstacle ->
        [wall] einer Innenwand, von der du nichts wusstest,
       *[piece] einem ungesehenen Stein
    } auf { $at } aufgehalten; der Befehl scheitert
genetess-moved = der Stein von { $name } zog { $src } → { $dst }
genetess-own-moved = dein { $seq } zog { $src } → { $dst }
genetess-left = der Stein von { $name } verließ { $square }
genetess-arrived = der Stein von { $name } kam auf { $square } an
genetess-wall-opened = Innenwand geöffnet auf { $squares }
genetess-created = { $name } hat einen Stein auf { $square } erschaffen
genetess-own-created = du hast { $seq } auf { $square } für { $cost } E erschaffen
genetess-cause = { $cause ->
        [captured] geschlagen
        [radiation] Strahlung
        [fuse] Zünder
        [killer] Steinkiller
        [detonation] Detonation
        [rockfall] Steinschlag
       *[other] { $cause }
    }
genetess-removed = der Stein von { $name } auf { $square } wurde entfernt ({ $cause })
genetess-removed-ronin = ein Ronin-Stein auf { $square } wurde entfernt ({ $cause })
genetess-own-removed = dein { $seq } auf { $square } wurde entfernt ({ $cause })

## Ausscheiden und Ende.
genetess-resigned = { $name } hat aufgegeben
genetess-took-king = { $name } hat den König von { $owner } geschlagen (+{ $points })
genetess-lost-king = { $name } hat einen König verloren
genetess-eliminated = { $name } ist ausgeschieden; die Steine verlassen das Brett
genetess-eliminated-ronin = { $name } ist ausgeschieden; die Steine bleiben als Ronin
genetess-reason-rounds = { $count ->
        [one] { $count } Runde gespielt
       *[other] { $count } Runden gespielt
    }
genetess-reason-resigned = { $names } { $count ->
        [one] hat
       *[other] haben
    } aufgegeben
genetess-reason-last = nur noch { $name } ist im Spiel
genetess-reason-all-out = alle Plätze sind ausgeschieden
genetess-result-draw = Remis: { $names } gleichauf mit { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    } ({ $reason })
genetess-result-win = Partie vorbei ({ $reason }): { $names } { $count ->
        [one] gewinnt
       *[other] gewinnen
    } mit { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    }

## Das Textbrett (describe).
genetess-legend = Legende: # Wand, X Innenwand, k Startfeld, * Spezialfeld, Buchstaben = Steine nach Zugbuchstabe (groß = König), @ Ronin
genetess-legend-fog = Legende: # Wand, X Innenwand, ? Nebel, k Startfeld, * Spezialfeld, Buchstaben = Steine nach Zugbuchstabe (groß = König), @ Ronin
genetess-no-colour = noch keine Farbe
genetess-seat-line = { $letter } { $name } ({ $colour ->
    [green] grün
    [red] rot
    [blue] blau
    [yellow] gelb
    [purple] lila
    [orange] orange
    [cyan] türkis
    [white] weiß
   *[other] { $colour }
}): { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
genetess-seat-line-out = { $letter } { $name } ({ $colour ->
    [green] grün
    [red] rot
    [blue] blau
    [yellow] gelb
    [purple] lila
    [orange] orange
    [cyan] türkis
    [white] weiß
   *[other] { $colour }
}): { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } (ausgeschieden)
genetess-ronin = Ronin
genetess-piece-line = { $square }: { $owner } { $seq }
genetess-special-line = { $square }: { $text }
genetess-special-line-remembered = { $square }: { $text } (erinnert)
genetess-energy-line = Deine E: { $energy }
genetess-result-line = Ergebnis: { $names } — { $reason }
genetess-turn-line = Zug { $turn } (Runde { $round } von { $rounds }): { $names } am Zug

## Die genetischen Codes (Name; .does: was der Code tut).
genetess-code-a = Panzer/Leben
    .does = Leben: ein Stein, der sein letztes A verliert, stirbt (S9, Strahlung); jeder neue Stein außer einem König braucht eins
genetess-code-b = Grundzug
    .does = ein orthogonaler Schritt je B
genetess-code-c = Kreuzzug
    .does = ein diagonaler Schritt je C
genetess-code-d = Sichtweite
    .does = +1 Sichtradius je D (Radius 1 + D)
genetess-code-e = Äther/Sprung
    .does = überspringt Steine mitten im Zug (nie Wände)
genetess-code-f = Finden/Entschlüsseln
    .does = zeigt die Sequenzen gegnerischer Steine im Blickfeld dieses Steins
genetess-code-o = Wand öffnen
    .does = darf auf einer Innenwand erschaffen werden oder sie betreten; sie wird zu Boden
genetess-code-r = Strahlen
    .does = zu Beginn jedes Zuges seines Besitzers verliert jeder gegnerische Stein in seinem Blickfeld einen zufälligen Code (Könige verlieren nie K)
genetess-code-k = König
    .does = verdient E, erschafft Steine, zieht einen orthogonalen Schritt; wer einen König verliert, scheidet aus

## Das Spiel und seine Optionen (Regelhilfe).
genetess-game-summary = Schach im Nebel des Krieges mit Steinen, die du selbst entwirfst: kaufe genetische Codes für Züge, Sicht, Sprünge und Entschlüsseln, finde die Spezialfelder und schlage die gegnerischen Könige.
genetess-option-map = das Brett: eine mitgelieferte Karte (Standard duel für 2 Personen, quad für 3–4; die Spielleitung kann vor dem Start eine andere laden)
genetess-option-start-energy = E, mit denen jeder Platz beginnt (Gebote werden davon bezahlt)
genetess-option-income = E je König zu Beginn jedes deiner Züge
genetess-option-codes-help = genetische Code-Buchstaben, die es zu kaufen gibt, z. B. `ABCD` (aus `{ $codes }`; muss `A` enthalten)
genetess-option-max-rounds = nach so vielen Runden endet die Partie; die Punkte entscheiden
genetess-option-specials-timing = v100: Spezialfelder lösen aus, wie es die Seite V1.00 sagt; v102: nur zu Beginn des Zuges des Besetzers
genetess-option-ronin = die Steine eines ausgeschiedenen Platzes bleiben als herrenlose Ronin
genetess-option-draws = purpose: jede Zufallsentscheidung zieht aus ihrem eigenen Strom, so hängt kein Zufall, den du siehst, von einem außerhalb deiner Sicht ab; single: ein Strom für die ganze Partie (Partien, die vor dem 26.11.2026 gespeichert wurden)

## Farben in Worten: eine im Gebot angebotene Farbe (das getippte Schlüsselwort im Code), ein Platz in der Zugfolge.
genetess-colour-choice = { $colour ->
    [green] grün
    [red] rot
    [blue] blau
    [yellow] gelb
    [purple] lila
    [orange] orange
    [cyan] türkis
    [white] weiß
   *[other] { $colour }
} (`{ $colour }`)
genetess-order-seat = { $letter } { $name } ({ $colour ->
    [green] grün
    [red] rot
    [blue] blau
    [yellow] gelb
    [purple] lila
    [orange] orange
    [cyan] türkis
    [white] weiß
   *[other] { $colour }
})
genetess-order-more = { $first }, { $rest }

## Was ein Zugknopf sagt (bot.adapter.words.move_label); der Knopf schickt den Zug wie getippt.
genetess-move-button-bid = Gebot { NOTATION($rest) }
