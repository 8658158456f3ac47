# Abwesenheit (/away, bot/host/away.py und bot/adapter/away.py).
away-off = Abwesenheit ist auf diesem Server ausgeschaltet (die Spielleitung kann sie mit /spielleitung einstellungen abwesenheitstage: einschalten)
away-bad-days = eine Abwesenheit dauert 1 bis { $most } Tage
away-already = du bist schon abwesend, bis { $until }; /abwesend tage:0 beendet das
away-over-allowance = { $days ->
    [one] { $days } Tag ist
   *[other] { $days } Tage sind
} mehr, als dir dieses Jahr bleibt: { $left } von { $allowance }
away-not-away = du bist nicht abwesend; /abwesend tage:3 meldet dich für drei Tage ab
away-started = 🏝️ { $name } ist abwesend bis { $until }: die Uhr wartet so lange.
away-back = 🏝️ { $name } ist zurück.
away-back-to-move = 🏝️ { $name } ist zurück: die Uhr läuft wieder, noch { $left }.
away-you-are-away = Du bist abwesend bis { $until }. /abwesend tage:0 beendet das früher.
away-you-are-back = Willkommen zurück: deine Uhren laufen wieder.
away-not-away-now = Du bist nicht abwesend.
away-held = { $count ->
    [one] Deine Uhr wartet in Partie { $matches }.
   *[other] Deine Uhren warten in { $count } Partien: { $matches }.
}
away-released = { $count ->
    [one] Deine Uhr läuft wieder in Partie { $matches }.
   *[other] Deine Uhren laufen wieder in { $count } Partien: { $matches }.
}
away-not-held = { $count ->
    [one] Partie { $matches } hat eine Uhr mit Minuten: Sie wartet nicht.
   *[other] { $count } Partien haben eine Uhr mit Minuten und warten nicht: { $matches }.
}
away-returned = { $count ->
    [one] { $count } ungenutzter Tag geht an dein Kontingent zurück.
   *[other] { $count } ungenutzte Tage gehen an dein Kontingent zurück.
}
away-allowance = Abwesenheit in diesem Jahr: { $used } von { $allowance } Tagen genutzt, { $left } übrig.
away-config = Abwesenheit: { $days ->
    [0] aus
    [one] { $days } Tag pro Mitglied und Jahr
   *[other] { $days } Tage pro Mitglied und Jahr
}
cmd-away =
    .name = abwesend
    .description = Abwesenheit: deine Fernpartie-Uhren auf diesem Server warten
cmd-away-opt-days =
    .name = tage
    .description = wie viele Tage du weg bist (0: du bist zurück); leer: dein Stand
cmd-gm-config-opt-away-days =
    .name = abwesenheitstage
    .description = Tage Abwesenheit (/abwesend), die jedes Mitglied pro Jahr nehmen kann; 0 schaltet sie aus
away-round-deadline = Diese Runde endet für alle Tische am { $until }; Abwesenheit verlängert sie nicht (sie hält nur die Zuguhr eines Platzes an).
