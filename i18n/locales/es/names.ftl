# How seats and tournaments are named to readers (bot/host/seat_names.py, bot/tournament/runner.py).
host-computer-seat = { $name } ({ $level ->
    [random] azar
    [easy] fácil
    [hard] difícil
   *[normal] normal
})
host-roster-next = { $names }, { $name }
host-team-next = { $names } + { $name }
tournament-default-name = { $game } ({ $format })
