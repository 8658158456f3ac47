# Paces (/play pace:, bot/host/pace.py) and /lobbies (bot/adapter/lobbies.py).
pace-name = { $pace ->
    [quick] quick
    [rapid] rapid
    [daily] daily
    [weekly] weekly
   *[other] no named pace
}
pace-field = Pace
pace-line = Pace: { $pace }
pace-unknown = there is no pace { $pace }; the paces are { $paces }
pace-and-clock = pace:{ $pace } sets the clock already: leave clock= and deadline= out of the options, or give no pace
lobbies-none = No open lobbies in this server. Open one with /play.
lobbies-line = **#{ $match }** { $game } · { $pace } · { $players } ({ $count }/{ $most }) · { $channel }
lobbies-more = { $count ->
    [one] …and { $count } more: choose a game or a pace to see it.
   *[other] …and { $count } more: choose a game or a pace to narrow the list.
}
lobbies-join = Join #{ $match }
lobbies-joined = You joined match #{ $match } in { $channel }.
cmd-lobbies =
    .name = lobbies
    .description = Open lobbies in every channel of this server
cmd-lobbies-opt-game =
    .name = game
    .description = only this game's
cmd-lobbies-opt-pace =
    .name = pace
    .description = only this pace's
cmd-play-opt-pace =
    .name = pace
    .description = quick, rapid, daily or weekly: sets the clock (see /rules)
cmd-choice-quick = quick
cmd-choice-rapid = rapid
cmd-choice-daily = daily
cmd-choice-weekly = weekly
