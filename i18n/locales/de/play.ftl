# Was der Discord-Adapter rund um eine Partie sagt (Grenzen der Längen: siehe en/play.ftl).

## Knöpfe.
play-button-join = Beitreten
play-button-leave = Verlassen
play-button-start = Starten
play-button-cancel = Abbrechen
play-button-accept = Annehmen
play-button-decline = Ablehnen
play-button-secret = Geheim abgeben
play-button-view = Meine Sicht zeigen
play-button-undo-yes = Zurücknahme erlauben
play-button-undo-no = Zurücknahme ablehnen
play-button-computer = Computer hinzufügen
play-button-cpu-easy = Leicht
play-button-cpu-normal = Normal
play-button-cpu-hard = Schwer
play-button-resign = Aufgeben
play-button-play-on = Weiterspielen
play-proxy-placeholder = Wähle den Zug dieses Platzes

## Fehler und Ablehnungen (nur für dich sichtbar).
play-error-post-failed = der Zug wurde in Partie #{ $match } gespielt und gespeichert, aber sein Beitrag ist fehlgeschlagen; das Brett folgt im Kanal (Referenz { $ref })
play-error-server-only = dieser Befehl funktioniert in einem Serverkanal, nicht in DMs
play-error-not-allowed = das darfst du hier nicht
play-error-after-commit = der Zug wurde in Partie #{ $match } gespielt und gespeichert, aber danach ist etwas schiefgegangen (Referenz { $ref }); das Brett folgt im Kanal, falls es noch nicht dort ist
play-error-unexpected = bei uns ist etwas schiefgegangen; nichts wurde geändert (Referenz { $ref })
play-no-such-match = es gibt keine Partie #{ $match }
play-not-in-any-match = du spielst in keiner laufenden Partie
play-in-several-matches = du spielst in mehreren Partien ({ $matches }); gib die Option partie: an
play-no-match-in-channel = in diesem Kanal gibt es keine Partie; starte eine mit /spielen
play-several-in-channel = { $count ->
    [one] { $count } Partie ist in diesem Kanal offen ({ $matches }); nutze den Befehl im Thread der Partie oder gib ihre Nummer mit partie: an
   *[other] { $count } Partien sind in diesem Kanal offen ({ $matches }); nutze den Befehl im Thread der Partie oder gib ihre Nummer mit partie: an
}
play-no-other-bots = andere Bots können nicht spielen; fordere eine Person oder @Petri selbst heraus, oder lass opponent leer
play-bad-options = ungültige Optionen: { $reason }
play-computer-only-creator = nur wer die Lobby eröffnet hat, kann einen Computer hinzufügen
play-one-step-in-channel = bitte im Kanal nur ein Zug auf einmal; geheime Schritte gehen per DM oder über das private Formular
play-not-playing = du spielst in dieser Partie nicht mit
play-no-secret-move = du hast gerade keinen geheimen Zug zu machen
play-not-started = die Partie hat noch nicht begonnen
play-match-over = die Partie ist vorbei; keine Züge mehr
play-stale = dieses Brett ist veraltet — hier ist das aktuelle

## Die Lobby- und Herausforderungskarte.
play-card-title = { $game } — Partie #{ $match }
play-card-status = { $status ->
    [lobby] Lobby offen
    [challenge] Herausforderung
    [running] Läuft
    [finished] Beendet
    [cancelled] Abgebrochen
    [aborted] Abgebrochen (ohne Ergebnis)
   *[other] { $status }
}
play-card-field-players = Mitspielende
play-card-field-players-room = Mitspielende ({ $count }/{ $most })
play-card-nobody = noch niemand
play-card-field-teams = Teams
play-card-open-seat = Platz { $seat }
play-card-field-options = Optionen
play-card-defaults = Standard
play-card-field-hints = Tipps
play-card-hints-on = an: /tipp erlaubt, ohne Wertung
play-card-field-map = Karte
play-card-map-loaded = { $map } (von der Spielleitung geladen)
play-card-field-clock = Uhr
play-card-field-unrated = Ohne Wertung
play-card-unrated-seed = der Seed wurde mit seed= gewählt, also lassen sich die verdeckten Ziehungen berechnen
play-card-footer = Tritt bei, dann drückt der Host auf Starten ({ $seats }).
play-card-closed = Geschlossen.

## Eröffnen, beitreten, starten.
play-challenge = { $invited }, { $challenger } fordert dich zu { $game } heraus.
play-level = { $level ->
    [random] zufällig
    [easy] leicht
    [hard] schwer
   *[other] normal
}
play-started = Gestartet!
play-started-computer = Gestartet! Du spielst gegen den Computer ({ $level }).
play-computer-joined = Der Computer ({ $level }) ist Partie #{ $match } beigetreten.
play-computer-how-strong = Wie stark?
play-computer-no-move = der Computer fand keinen Zug, den die Regeln erlauben
play-lobby-closed-by-host = Der Host hat die Lobby geschlossen.
play-cancelled = Abgebrochen.
play-declined = { $player } hat die Herausforderung abgelehnt.

## Beiträge einer laufenden Partie.
play-turn-over = Partie #{ $match } ist vorbei. Danke fürs Spielen!
play-turn-waiting = warten auf { $players }
play-turn-yours = { $players }, du bist am Zug
play-turn-computer = { $players } ist am Zug
play-turn-due = { $turn }, fällig { $due }
play-undo-allow = { $players }: einverstanden?
play-posted-late = (verspätet) { $post }
play-proxy-ask = { $chooser }, wähle den Zug von { $seat }:
play-proxy-ask-more = { $chooser }, wähle den Zug von { $seat } (oder spiele mit `/zug` einen der { $count } legalen Züge dieses Platzes):
play-channel-refused = Partie #{ $match }: Ich kann in ihrem Kanal nicht posten ({ $reason }). Bitte eine Moderation, es mir zu erlauben; bis dahin zeigt `/ansicht` dein Brett und `/zug` spielt weiterhin.
play-secret-no-dm = { $players }: Ich kann dir keine DM schicken. Drücke **Geheim abgeben**, um deinen geheimen Zug in einem Formular zu schicken, das nur du siehst, oder **Meine Sicht zeigen** für deine private Sicht.
play-private-no-dm = { $players }: Ich kann dir nichts per DM schicken, was nur du sehen darfst. Drücke **Meine Sicht zeigen** für deine private Sicht.
play-done-in-thread = Erledigt: das Brett von Partie #{ $match } ist in { $thread }.
play-done-in-channel = Erledigt: das Brett von Partie #{ $match } ist im Kanal.

## Geheime Züge und private Sichten.
play-secret-ask-buttons = **Partie #{ $match }, { $game }** — dein geheimer Zug.
    { $prompt }.
    Drücke einen der Knöpfe oder nutze hier `/zug`. Niemand sonst sieht ihn.
play-secret-ask-form = **Partie #{ $match }, { $game }** — dein geheimer Zug.
    { $prompt }.
    Drücke den Knopf, um ihn einzutippen, oder nutze hier `/zug`. Niemand sonst sieht ihn.
play-secret-received = Erhalten; er bleibt geheim (nur du siehst das).
play-secret-pick = { $prompt } (nur du siehst das):
play-secret-form-title = Partie #{ $match }: geheimer Zug
play-stale-heading = { $heading }.
play-your-view = Partie #{ $match }, deine Sicht:
play-spectator-view = Partie #{ $match }, Zuschauersicht (du spielst nicht mit):
play-dm-private = Partie #{ $match } (privat): { $lines }
play-dm-your-view = deine Sicht
play-dm-your-move = Du bist am Zug: /zug hier oder im Kanal (nur du siehst deine Befehle).

## /resign.
play-resign-ask = Partie #{ $match } aufgeben? Die anderen spielen weiter oder gewinnen.
play-resign-kept = Du spielst in Partie #{ $match } weiter.
play-resign-done = Du hast Partie #{ $match } aufgegeben.

## Schnelle Züge und das Zugfeld.
play-not-your-turn = du bist nicht am Zug; es warten alle auf { $players }
play-quick-placeholder = Schneller Zug: wähle, was du tust
play-quick-form-title = Schneller Zug
play-quick-form-label = Feld für: { NOTATION($pattern) }
play-quick-square-placeholder = z. B. c4
play-quick-not-a-square = `{ $square }` ist kein Feld; Felder sind a1–h8, z. B. c4
play-panel-mutate-first-placeholder = Erst mutieren: wähle eine Änderung
play-panel-mutate-placeholder = Mutieren: wähle eine Änderung
play-panel-step-placeholder = { $verb ->
    [Capture] Erbeuten
    [Place] Setzen
    [Score] Werten
    [Pass] Passen
    [Mutate] Mutieren
   *[other] { NOTATION($verb) }
}: wähle
play-panel-score-now-button = Jetzt werten
play-panel-or-type = Oder tippe den Schritt mit `/zug`.
play-panel-done = Zug beendet; das Brett ist im Kanal.

## Slash-Befehle: /play, /board, /games.
play-pick-game-first-choice = wähle zuerst ein Spiel
play-status = { $status ->
    [lobby] Lobby
    [challenge] Herausforderung
    [running] läuft
    [finished] beendet
    [cancelled] abgebrochen
    [aborted] ohne Ergebnis abgebrochen
   *[other] { $status }
}
play-status-ply = { $status }, Halbzug { $ply }
play-board-to-move = { $players } am Zug
play-board-caption = Partie #{ $match }, { $game }: { $turn }
play-games-none = Noch keine Partien in diesem Kanal; starte eine mit /spielen.
play-games-line = #{ $match } { $game } — { $status } — { $players }

## Ein Thread pro Partie.
play-thread-fallback = Ich kann hier keinen Thread pro Partie öffnen (fehlende Berechtigung: { $permissions }), also werden Partien in diesem Kanal im Kanal selbst gespielt, eine nach der anderen.
play-thread-versus = gegen
play-thread-name = #{ $match } · { $game } · { $players }
play-thread-forum-post = Partie #{ $match }: { $game } — { $players }. Ihre Bretter und Züge kommen hierher; /zug hier spielt in ihr.
play-thread-card-started = { $lead } Partie #{ $match } wird in { $thread } gespielt.
play-thread-card-over = Partie #{ $match } ist vorbei: { $result }. Die ganze Partie: { $thread }
play-result-aborted = ohne Ergebnis abgebrochen
play-result-draw = Remis
play-result-winners = { $count ->
    [one] { $winners } gewinnt
   *[other] { $winners } gewinnen
}
play-result-reason = { $result } ({ $reason })
play-quick-group = Schneller Zug: { $count ->
    [one] der Zug, der mit { $group } beginnt
   *[other] die { $count } Züge oder Gruppen, die mit { $group } beginnen
}
play-quick-group-empty = kein erlaubter Zug beginnt mehr mit { $group }
play-several-waiting = { $count ->
    [one] { $count } deiner Partien wartet auf dich ({ $matches }); gib die Option partie: an
   *[other] { $count } deiner Partien warten auf dich ({ $matches }); gib die Option partie: an
}

## Ein Beitrag, der nach dem Speichern wartet, fehlschlägt oder abgelehnt wird; eine Partie, deren Thread fehlt (nur für dich sichtbar oder am neuen Ort).
play-error-post-failed-thread = der Zug wurde in Partie #{ $match } gespielt und gespeichert, aber sein Beitrag ist fehlgeschlagen; das Brett folgt in { $thread } (Referenz { $ref })
play-error-post-waits-thread = der Zug wurde in Partie #{ $match } gespielt und gespeichert; sein Brett folgt in { $thread } direkt nach dem früheren Beitrag der Partie, den Discord noch nicht angenommen hat
play-error-post-waits-channel = der Zug wurde in Partie #{ $match } gespielt und gespeichert; sein Brett folgt im Kanal direkt nach dem früheren Beitrag der Partie, den Discord noch nicht angenommen hat
play-error-post-refused = der Zug wurde in Partie #{ $match } gespielt und gespeichert, aber ich kann sein Brett nicht posten ({ $reason }); `/ansicht` zeigt dein Brett und `/zug` spielt weiterhin (Referenz { $ref })
play-refused-gone = { $place } ist gelöscht oder für mich nicht sichtbar
play-refused-answered = Discord antwortete mit { $status } ({ $text })
play-thread-moved = Partie #{ $match } geht hier weiter: ihr Thread { $old } ist weg oder für mich gesperrt. Ihr Brett folgt.
play-thread-moved-lead = Partie #{ $match } ist umgezogen:
play-thread-moved-to-channel = Partie #{ $match } geht in diesem Kanal weiter: ihr Thread { $old } ist weg oder für mich gesperrt, und ich kann hier keinen neuen öffnen.
