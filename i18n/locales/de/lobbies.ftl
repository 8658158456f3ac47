# Tempi (/spielen tempo:, bot/host/pace.py) und /lobbys (bot/adapter/lobbies.py).
pace-name = { $pace ->
    [quick] schnell
    [rapid] zügig
    [daily] täglich
    [weekly] wöchentlich
   *[other] kein benanntes Tempo
}
pace-field = Tempo
pace-line = Tempo: { $pace }
pace-unknown = ein Tempo { $pace } gibt es nicht; die Tempi sind { $paces }
pace-and-clock = tempo:{ $pace } stellt die Uhr schon: lass clock= und deadline= in den Optionen weg oder gib kein Tempo an
lobbies-none = Keine offenen Lobbys auf diesem Server. Eröffne eine mit /spielen.
lobbies-line = **#{ $match }** { $game } · { $pace } · { $players } ({ $count }/{ $most }) · { $channel }
lobbies-more = { $count ->
    [one] …und eine weitere: wähle ein Spiel oder ein Tempo, um sie zu sehen.
   *[other] …und { $count } weitere: wähle ein Spiel oder ein Tempo, um die Liste einzugrenzen.
}
lobbies-join = #{ $match } beitreten
lobbies-joined = Du bist Partie #{ $match } in { $channel } beigetreten.
cmd-lobbies =
    .name = lobbys
    .description = Offene Lobbys in allen Kanälen dieses Servers
cmd-lobbies-opt-game =
    .name = spiel
    .description = nur die dieses Spiels
cmd-lobbies-opt-pace =
    .name = tempo
    .description = nur die dieses Tempos
cmd-play-opt-pace =
    .name = tempo
    .description = schnell, zügig, täglich oder wöchentlich: stellt die Uhr (siehe /regeln)
cmd-choice-quick = schnell
cmd-choice-rapid = zügig
cmd-choice-daily = täglich
cmd-choice-weekly = wöchentlich
