# Lektionen, Tipps und Analysen (bot/learning). Die Worte der Lektionen selbst sind lesson-<Spiel>-<Lektion>.

## /hint
hint-not-a-player = nur wer in dieser Partie mitspielt, kann um einen Tipp bitten
hint-not-running = Tipps gibt es nur in einer laufenden Partie
hint-tournament = keine Tipps in einer Turnierpartie
hint-rated = keine Tipps in einer gewerteten Partie
hint-off = Tipps sind in dieser Partie aus: alle Mitspielenden müssen zu Beginn zustimmen (eröffne sie mit der Option hints=on)
hint-not-your-turn = du bist nicht am Zug; bitte um einen Tipp, wenn du am Zug bist
hint-no-move = du hast keinen Zug, zu dem man dich beraten könnte

## /review
review-not-a-player = nur die Mitspielenden einer Partie können sie analysieren
review-not-finished = Partie #{ $match } ist noch nicht beendet; analysiere sie, wenn sie vorbei ist

## /learn
lesson-progress = Deine Lektionen (starte eine mit /lernen spiel:):
lesson-progress-game = { $game }: { $done }/{ $total } { $marks } — { $next }
lesson-progress-next = als Nächstes: { $title }
lesson-progress-all-done = alles erledigt
lesson-unknown = keine Lektion `{ $lesson }` in { $game }; die Lektionen sind: { $lessons }
lesson-no-lessons = keine Lektionen für `{ $game }`; Spiele: { $games }
lesson-all-done = Du hast jede Lektion von { $game } geschafft. Wähle eine noch einmal mit /lernen spiel: lektion:, oder spiel eine Partie mit /spielen.
lesson-try-refused = { $error }
    Zählt nicht als Versuch: versuch es noch einmal.
lesson-illegal = ✗ Dieser Zug ist hier nicht erlaubt: { $reason }
lesson-unfinished = ✗ Dein Zug ist noch nicht fertig: gib alle seine Schritte an, getrennt durch ';' (zum Beispiel: { $example }; …).
lesson-legal-not-task = Der Zug ist erlaubt, aber diese Lektion verlangt { $asks }.
lesson-new-position = Eine neue Stellung: Sie knüpft nicht an die vorige Lektion an.
lesson-seat-them = Gegenüber
lesson-right = ✓ Richtig! { $why }
lesson-last-done = Das war die letzte Lektion von { $game }. Gut gemacht!
lesson-answer-shown = ✗ Diesmal nicht. Die Antwort: `{ $answer }` — { $why }
lesson-play-the-answer = Spiel sie, um die Lektion abzuschließen: /lernen spiel:{ $game } zug:{ $answer }
lesson-not-yet = ✗ Noch nicht ({ $tries } von { $most ->
    [one] { $most } Versuch
   *[other] { $most } Versuchen
}). Tipp: { $hint }
lesson-heading = **{ $game } — Lektion { $number }: { $title }**
lesson-answer-with = Antworte mit /lernen spiel:{ $game } zug:<dein Zug>
