# How seats and tournaments are named to readers (bot/host/seat_names.py, bot/tournament/runner.py).
# The computer's seat: its name and its level (random, easy, normal, hard).
host-computer-seat = { $name } ({ $level ->
    [random] random
    [easy] easy
    [hard] hard
   *[normal] normal
})
# A roster of names: the names so far, a comma, the next name (a list of names, not a sentence).
host-roster-next = { $names }, { $name }
# A team of names: the names so far, a plus, the next name.
host-team-next = { $names } + { $name }
# A tournament created without a name: its game and format ($format: a tournament-format message).
tournament-default-name = { $game } { $format }
