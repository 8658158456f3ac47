# Was der Spielleiter-Host sagt (bot/host, bot/core.py): Ablehnungen, die Erzählung zur
# Partie (Start, Zeitüberschreitungen, Erinnerungen, Spielleitung, Rücknahme) und die Uhr.
# Zeitangaben ($idle, $left, $per_move…) stehen so, wie man sie tippt: 90s, 5m, 24h, 1d.

## Status einer Partie
host-status-lobby = Lobby
host-status-challenge = Herausforderung
host-status-running = läuft
host-status-finished = beendet
host-status-cancelled = abgesagt
host-status-aborted = abgebrochen

## Eine Partie finden
host-no-such-match = es gibt keine Partie #{ $match }
host-no-match-in-channel = in diesem Kanal gibt es keine Partie; starte eine mit /spielen
host-not-started = die Partie hat noch nicht begonnen
host-no-move-now = du hast in dieser Partie gerade keinen Zug

## Eröffnen, beitreten, starten
host-unknown-game = unbekanntes Spiel `{ $game }`; die Spiele sind: { $games }
host-channel-not-allowed = in diesem Kanal können hier keine Partien gestartet werden; versuch es in { $channels }
host-challenge-yourself = du kannst dich nicht selbst herausfordern; lass den Gegner leer, um eine Lobby zu eröffnen
host-no-opponent = { $game } wird nicht gegen einen Gegner gespielt
host-channel-busy = in diesem Kanal läuft schon eine Partie (#{ $match }, { $game }, { $status }); beende oder sage sie zuerst ab, oder spiel in einem anderen Kanal
host-bad-options = ungültige Optionen: { $reason }
host-bad-hints = ungültige Optionen: hints ist on oder off, nicht `{ $value }`
host-not-open-lobby = Partie #{ $match } ist keine offene Lobby ({ $status })
host-already-in-lobby = du bist schon in dieser Lobby
host-lobby-full = die Lobby ist voll ({ $count ->
    [one] { $count } Person
   *[other] { $count } Personen
})
host-only-creator-adds-computer = nur wer die Lobby eröffnet hat, kann den Computer hinzufügen
host-leave-started = du kannst eine Lobby nur vor dem Start verlassen; nutze /aufgeben in einer Partie
host-not-in-lobby = du bist nicht in dieser Lobby
host-cancel-started = nur eine Lobby oder Herausforderung, die noch nicht begonnen hat, kann abgesagt werden
host-only-creator-cancels = nur wer sie eröffnet hat, kann sie absagen
host-challenge-closed = diese Herausforderung ist nicht mehr offen
host-only-challenged-declines = nur die herausgeforderte Person kann ablehnen
host-only-creator-starts = nur wer die Lobby eröffnet hat, kann sie starten
host-too-few-players = { $game } braucht mindestens { $least ->
    [one] { $least } Person
   *[other] { $least } Personen
}; bisher { $count ->
    [one] ist { $count } beigetreten
   *[other] sind { $count } beigetreten
}
host-only-challenged-accepts = nur die herausgeforderte Person kann annehmen
host-already-started = Partie #{ $match } hat schon begonnen oder ist vorbei
host-cannot-start = mit { $count ->
    [one] { $count } Person
   *[other] { $count } Personen
} kann nicht gestartet werden: { $reason }
host-begins = { $game } beginnt: { $players } ({ $clock })
host-teams = Teams: { $teams }
host-team-against = { $first } gegen { $second }

## Spielen
host-challenge-not-accepted = die Herausforderung wurde noch nicht angenommen
host-match-over = die Partie ist vorbei; keine Züge mehr
host-not-playing = du spielst in dieser Partie nicht mit
host-stale-button = dieser Knopf gehört zu einer früheren Stellung; nutze das neueste Brett
host-your-time-ran-out = deine Zeit ist abgelaufen: { $chooser } wählt diesen Zug für dich
host-illegal-move = ungültiger Zug: { $reason }
host-match-changed = die Partie hat sich inzwischen geändert; sieh dir das neueste Brett an und versuch es noch einmal

## Uhren: "1d pro Zug + 3m Reserve; bei Zeitüberschreitung …"
host-clock-off = keine Uhr
host-clock = { $per_move } pro Zug; bei Zeitüberschreitung: { $policy }
host-clock-reserve = { $per_move } pro Zug + { $reserve } Reserve; bei Zeitüberschreitung: { $policy }
host-policy-pass = der Zug verfällt
host-policy-random = der leichte Computer zieht für den Platz
host-policy-uniform = ein zufälliger gültiger Zug
host-policy-forfeit = der Platz gibt auf
host-policy-opponent = ein Gegner wählt den Zug
host-not-a-duration = `{ $text }` ist keine Zeitangabe; schreib z. B. 90s, 5m, 24h oder 2d
host-clock-and-deadline = gib entweder clock= oder deadline= an, nicht beides
host-not-a-clock = clock={ $value } ist keine Uhr; schreib clock=off, clock=60 (Sekunden pro Zug) oder clock=60+180 (plus Reserve)
host-not-a-deadline = deadline={ $value } ist keine Zeitangabe; schreib z. B. deadline=24h oder deadline=2d
host-not-a-policy = timeout={ $value } ist keine Regel; nimm eine von { $policies }

## Die Zeit vergeht
host-lobby-expired = Die Lobby für Partie #{ $match } ist abgelaufen; starte eine neue mit /spielen.
host-challenge-expired = Die Herausforderung für Partie #{ $match } ist abgelaufen; starte eine neue mit /spielen.
host-aborted-idle = Partie #{ $match } wurde abgebrochen: { $idle } lang hat niemand gezogen.
host-reminder-half = ⏰ { $name }: die Hälfte deiner Zeit ist um, noch { $left }
host-reminder-end = ⏰ { $name }: nur noch { $left }!
host-timeout = ⏰ Die Zeit von { $name } ist abgelaufen: { $policy }
host-timeout-opponent-chooses = ⏰ Die Zeit von { $name } ist abgelaufen: { $chooser } wählt den Zug (innerhalb von { $window })
host-zombie = 🧟 { $name } hat { $count ->
    [one] { $count } Mal
   *[other] { $count } Mal
} die Zeit überschritten und ist jetzt ein Zombie: der leichte Computer spielt die Züge dieses Platzes (diese Partie wird nicht gewertet)
host-proxy-missed = ⏰ { $chooser } hat nicht rechtzeitig gewählt: der Host hat für { $name } gezogen
host-no-proxy-move = gerade muss niemand einen Zug für jemand anderen wählen
host-not-your-proxy = { $chooser } wählt diesen Zug, nicht du
host-proxy-chose = { $chooser } hat den Zug von { $name } gewählt

## Grenzen ([limits] in der Konfiguration des Bots)
host-limit-min-clock = ungültige Optionen: eine Uhr von { $clock } pro Zug liegt unter dem Minimum dieses Bots von { $least } ([limits] min_clock); gib mehr Zeit, z. B. clock=60, oder clock=off
host-limit-max-clock = ungültige Optionen: { $clock } pro Zug liegt über dem Maximum dieses Bots von { $most } ([limits] max_clock)
host-limit-max-reserve = ungültige Optionen: eine Reserve von { $reserve } liegt über dem Maximum dieses Bots von { $most } ([limits] max_reserve)
host-limit-open = du hast auf diesem Server schon { $count ->
    [one] { $count } offene Lobby oder Herausforderung
   *[other] { $count } offene Lobbys und Herausforderungen
}; die Grenze ist { $limit } ([limits] max_open_per_server): starte oder sage zuerst eine ab
host-limit-running-you = du spielst schon in { $count ->
    [one] { $count } laufenden Partie
   *[other] { $count } laufenden Partien
}; die Grenze ist { $count } ([limits] max_running_per_member): beende zuerst eine
host-limit-running-other = { $name } spielt schon in { $count ->
    [one] { $count } laufenden Partie
   *[other] { $count } laufenden Partien
}; die Grenze ist { $count } ([limits] max_running_per_member): beende zuerst eine
host-limit-computer = du hast schon { $count ->
    [one] { $count } unbeendete Partie
   *[other] { $count } unbeendete Partien
} gegen den Computer; die Grenze ist { $limit } ([limits] max_computer_per_member): beende oder sage zuerst eine ab
host-a-player = eine Person

## Spielleitung
host-already-over = Partie #{ $match } ist schon vorbei ({ $status })
host-not-running = Partie #{ $match } läuft nicht ({ $status })
host-no-reason = kein Grund angegeben
host-gm-cancelled = Die Spielleitung hat Partie #{ $match } abgesagt: { NOTATION($reason) }
host-winners-range = Gewinner sind Platznummern 1–{ $count }
host-result-draw = Remis
host-result-win = { $count ->
    [one] { $winners } gewinnt
   *[other] { $winners } gewinnen
}
host-gm-ended = Die Spielleitung hat Partie #{ $match } beendet: { $result } ({ NOTATION($reason) })
host-gm-aborted = Die Spielleitung hat Partie #{ $match } ohne Ergebnis abgebrochen ({ NOTATION($reason) })
host-undo-not-started = nur eine begonnene, nicht abgebrochene Partie kann zurückgenommen werden
host-undo-nothing = es wurde noch nichts gespielt; es gibt nichts zurückzunehmen
host-undo-plies-range = Halbzüge müssen für diese Partie 1–{ $count } sein
host-gm-took-back = Die Spielleitung hat { $count ->
    [one] { $count } Halbzug
   *[other] { $count } Halbzüge
} zurückgenommen
host-seat-already-computer = Platz { $seat } wird schon vom Computer gespielt
host-gm-kicked = Die Spielleitung hat { $name } entfernt ({ NOTATION($reason) }): ab jetzt spielt der Computer (leicht) diesen Platz
host-member-already-plays = dieses Mitglied spielt schon in dieser Partie
host-gm-substituted = Die Spielleitung hat Platz { $seat } an { $name } gegeben
host-no-clock-to-pause = diese Partie hat keine Uhr; stell eine ein, z. B. 60+180
host-clock-already-paused = die Uhr ist schon angehalten
host-clock-already-running = die Uhr läuft schon
host-gm-paused = Die Spielleitung hat die Uhr angehalten
host-gm-resumed = Die Spielleitung hat die Uhr wieder gestartet
host-gm-bad-clock = { $reason }; oder schreib pause / resume
host-gm-set-clock = Die Spielleitung hat die Uhr gestellt: { $clock }
host-map-after-start = Partie #{ $match } hat schon begonnen oder ist vorbei; eine Karte kann nur in eine Lobby oder Herausforderung geladen werden
host-bad-map = { $file }: { $reason }
host-gm-loaded-map = Die Spielleitung hat die Karte { $file } in Partie #{ $match } geladen
host-seat-range = der Platz muss 1–{ $count } sein

## Rücknahme mit Zustimmung
host-undo-only-players = nur Mitspielende können um eine Rücknahme bitten
host-undo-barrier = der letzte Halbzug kann nicht zurückgenommen werden (nichts zurückzunehmen, oder es war ein geheimer Zug, eine Aufdeckung oder ein Zufallsereignis)
host-undo-nobody-to-ask = es gibt niemanden zu fragen: die anderen Plätze spielt der Host
host-undo-asked = { $name } bittet darum, den letzten Halbzug zurückzunehmen
host-undo-none-open = in dieser Partie ist keine Bitte um Rücknahme offen
host-undo-not-yours = diese Bitte um Rücknahme musst nicht du beantworten
host-undo-declined = { $name } hat die Rücknahme abgelehnt
host-undo-accepted = { $name } stimmt der Rücknahme zu; warte auf die anderen
host-undo-agreed = Alle sind einverstanden: der letzte Halbzug wird zurückgenommen

## /gm show (nur für die Spielleitung)
host-show-heading = Partie #{ $match } { $game } — { $status }, Optionen `{ $options }`, Zufallswert { $seed }
host-show-defaults = Standard
host-show-seat = — Platz { $seat } { $name } (<@{ $user }>):
host-show-entry = { $ply }. Platz { $seat } { $kind }: { $text }

host-moves-not-kept = die Züge der Partie #{ $match } wurden nicht aufbewahrt: dieser Bot hebt die Züge beendeter Partien nur eine begrenzte Zeit auf und hat diese am { $day } (UTC) gelöscht; Ergebnis, Mitspielende und Wertungen sind weiter gespeichert

host-database-busy = die Datenbank war gerade zu ausgelastet, um das zu speichern, und es wurde nichts geändert; versuch es gleich noch einmal
