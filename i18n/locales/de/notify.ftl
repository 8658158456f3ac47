# /notify: wie jedes Mitglied erfährt, dass es am Zug ist (bot/adapter/notify.py, bot/host/notify.py).
notify-bad-zone = „{ $zone }“ ist keine Zeitzone, die ich kenne: gib ihren IANA-Namen an, z. B. Europe/Berlin, America/New_York oder UTC (die Vorschläge listen sie auf).
notify-bad-quiet = „{ $quiet }“ ist keine Zeitspanne: schreibe von-bis im 24-Stunden-Format, z. B. 22-8 oder 22:30-07:00, oder off.
notify-bad-how = wähle eines von { $modes }
notify-bad-every = eine Zusammenfassung kommt alle { $low } bis { $high } Stunden
notify-saved = Gespeichert.
notify-how-mention = Deine Züge: eine Erwähnung im Thread (oder Kanal) der Partie.
notify-how-dm = Deine Züge: eine Direktnachricht; der Beitrag der Partie nennt dich ohne Ping.
notify-how-digest = { $hours ->
    [one] Deine Züge: jede Stunde eine Direktnachricht mit den Partien, die auf dich warten (kein Ping, keine Nachricht pro Zug).
   *[other] Deine Züge: alle { $hours } Stunden eine Direktnachricht mit den Partien, die auf dich warten (kein Ping, keine Nachricht pro Zug).
}
notify-how-none = Deine Züge: keine Benachrichtigung; der Beitrag der Partie nennt dich trotzdem.
notify-zone = Zeitzone: { $zone } (Ortszeit jetzt: { $time }).
notify-quiet = Ruhezeit: { $quiet }; dann erreicht dich nur die Erinnerung, dass deine Zeit fast abgelaufen ist.
notify-quiet-off = Ruhezeit: keine.
notify-default = Du hast noch nichts gewählt: Das ist die Voreinstellung. Ändere sie mit den Optionen von /benachrichtigung.
notify-dm-turn = Du bist am Zug in Partie #{ $match } ({ $game }): { $link }
notify-dm-turn-due = Du bist am Zug in Partie #{ $match } ({ $game }), fällig { $due }: { $link }
notify-dm-half = ⏰ Partie #{ $match } ({ $game }): die Hälfte deiner Zeit ist verbraucht, fällig { $due }: { $link }
notify-dm-final = ⏰ Partie #{ $match } ({ $game }): deine Zeit ist fast abgelaufen, fällig { $due }: { $link }
notify-digest-header = { $count ->
    [one] Eine Partie wartet auf dich:
   *[other] { $count } Partien warten auf dich:
}
notify-digest-more = { $count ->
    [one] …und eine weitere: /meine-partien listet alle auf.
   *[other] …und { $count } weitere: /meine-partien listet alle auf.
}
notify-dm-failed = { $players }, du bist am Zug: Eine Direktnachricht hat dich nicht erreicht (deine DMs sind für Petri geschlossen), darum diese Erwähnung.
