# DNA (Sequenz-Abschnitte): was games/dna_sequence.py sagt.
# Abschnitte und Stränge (AAG, TCGA…) sind Notation: nie übersetzt.

## Option errors
dna-sequence-option-chunk-order = min_chunk ({ $low }) ist größer als max_chunk ({ $high }); setze min_chunk ≤ max_chunk
dna-sequence-option-length-short = length={ $length } ist kürzer als ein Abschnitt ({ $chunk }); nimm length ≥ { $chunk }
dna-sequence-option-no-dup = no_dup ist nicht erfüllbar: mit base={ $base } und Abschnittslänge { $size } hat ein Strang ohne wiederholten Abschnitt höchstens { $limit } Buchstaben (base^k + k − 1), nicht length={ $length }; verringere length, erhöhe base oder chunk oder lass no_dup weg

## Manual set-up
dna-sequence-secret-prompt = Dein Strang: genau { $count } { $count ->
        [one] Buchstabe
       *[other] Buchstaben
    } aus { $letters }
dna-sequence-setup-length = Vorbereitung: schick deinen ganzen Strang, genau { $count } Buchstaben aus { $letters }; { $given ->
        [one] das war { $given } Buchstabe
       *[other] das waren { $given } Buchstaben
    }
dna-sequence-setup-repeat = diese Partie hat no_dup: Abschnitt { $chunk } kommt zweimal in deinem Strang vor; kein Abschnitt darf sich wiederholen
dna-sequence-submitted = { $name } hat einen Strang abgegeben
dna-sequence-submitted-waiting = { $name } hat einen Strang abgegeben ({ $count ->
    [one] ein Strang steht noch aus
   *[other] { $count } Stränge stehen noch aus
})
dna-sequence-your-strand = dein Strang: { $strand }
dna-sequence-revealed = Alle Stränge sind da und aufgedeckt
dna-sequence-revealed-first = Alle Stränge sind da und aufgedeckt. { $name } nennt zuerst einen Abschnitt
dna-sequence-no-skip-setup = ein Strang muss abgegeben werden; die Vorbereitung kann nicht übersprungen werden

## Refusals
dna-sequence-one-move = ein Zug nach dem anderen: schick einen einzigen Abschnitt (z. B. AAG) oder in der Vorbereitung deinen ganzen Strang, ohne ';'
dna-sequence-bad-strand = Strang `{ $text }` enthält { $bad }: nimm nur die Buchstaben { $letters }
dna-sequence-bad-chunk = Abschnitt `{ $text }` enthält { $bad }: nimm nur die Buchstaben { $letters }
dna-sequence-chunk-size = ein Abschnitt hat { $low }–{ $high } Buchstaben; `{ $chunk }` hat { $given }
dna-sequence-chunk-size-fixed = ein Abschnitt hat { $size } Buchstaben; `{ $chunk }` hat { $given }
dna-sequence-chunk-not-own = { $chunk } ist nicht in deinem Strang; nenne einen Abschnitt, der in { $strand } vorkommt
dna-sequence-chunk-removes-nothing = { $chunk } würde nirgends etwas entfernen; nenne einen Abschnitt, der in einem Strang vorkommt, den er schneidet
dna-sequence-first-turn-limit = { $chunk } würde { $count } { $count ->
        [one] Abschnitt
       *[other] Abschnitte
    } aus dem Strang von { $name } entfernen; in deinem ersten Zug darfst du aus keinem Strang eines Gegners mehr als { $limit } entfernen (z. B. { $examples })
dna-sequence-already-out = du bist in dieser Partie schon ausgeschieden

## Narration ($losses: "alice −6, bob −3")
dna-sequence-removed = { $name } hat { $chunk } entfernt: { $losses }
dna-sequence-out = { $name } ist ausgeschieden
dna-sequence-passed = { $name } verliert den Zug
dna-sequence-resigned = { $name } hat aufgegeben

## Results
dna-sequence-reason-last-standing = der letzte verbliebene Strang
dna-sequence-reason-all-short-longest = jeder Strang fiel unter Abschnittslänge; der längste gewinnt
dna-sequence-reason-all-short = jeder Strang fiel unter Abschnittslänge
dna-sequence-reason-stalled = kein Abschnitt kann noch einen Strang schneiden; der längste gewinnt
dna-sequence-draw = Remis: { $names } gleichauf ({ $reason })
dna-sequence-won = { $names } { $count ->
        [one] gewinnt
       *[other] gewinnen
    } ({ $reason })

## The text board (describe)
dna-sequence-describe-submitted = { $name }: Strang abgegeben
dna-sequence-describe-waiting = { $name }: wartet auf einen Strang
dna-sequence-describe-strand = { $name } ({ $length }): { $strand }
dna-sequence-describe-out = { $name } ({ $length }): { $strand } (ausgeschieden)
dna-sequence-describe-result = Ergebnis: { $names } ({ $reason })

## Optionen (/regeln, der Optionsblock).
dna-sequence-help-length = Buchstaben in jedem Startstrang (≥ Abschnittsgröße)
dna-sequence-help-chunk = Buchstaben in einem Abschnitt
dna-sequence-help-base = verschiedene Nukleotide: die ersten N von A C G T
dna-sequence-help-manual = alle reichen ihren eigenen Strang geheim ein
dna-sequence-help-no-dup = kein Abschnitt kommt in einem Startstrang zweimal vor
dna-sequence-help-min-chunk = kleinste Abschnittsgröße (Standard: `chunk`)
dna-sequence-help-max-chunk = größte Abschnittsgröße (Standard: `chunk`)
dna-sequence-help-non-incremental = keine Entfernungsgrenze in der ersten Runde
dna-sequence-help-need-not-own = ein Abschnitt muss nicht in deinem eigenen Strang vorkommen
dna-sequence-help-no-reduce-self = Abschnitte werden nicht aus deinem eigenen Strang entfernt
dna-sequence-help-reduce-next = Abschnitte werden nur beim nächsten Gegenüber entfernt
