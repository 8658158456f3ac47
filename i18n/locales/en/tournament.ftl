# /tournament (bot/adapter/tournament.py): posts in the tournament's channel, standings pictures.
tournament-withdrawn-name = { $name } (withdrawn)
tournament-stand-in = Petri (stand-in)
tournament-tiebreak-buchholz = Buchholz
tournament-tiebreak-sonneborn-berger = Sonneborn–Berger
tournament-tiebreak-placement = placement points
tournament-tiebreak-head-to-head = head-to-head
tournament-tiebreak-value = { $tiebreak } { $value }
tournament-standing-line = { $rank }. { $name }: { $points } ({ $tiebreaks })
tournament-column-points = PTS
tournament-column-buchholz = BUCHHOLZ
tournament-column-sonneborn-berger = S–B
tournament-column-placement = PLACES
tournament-column-head-to-head = H2H
tournament-standings-title = { $name }: { $heading }
tournament-standings = standings
tournament-final-standings = final standings
tournament-round-of = round { $round } of { $rounds }
tournament-pairings-title = **{ $name }: round { $round } of { $rounds }**
tournament-table-bye = { $board }. { $name }: bye
tournament-table = { $board }. { $players } ({ $state })
tournament-table-match = match #{ $match }
tournament-table-starting = starting
tournament-table-over = over
tournament-versus = v
tournament-table-thread-name = { $name } R{ $round } B{ $board }: { $players }
tournament-over = Tournament #{ $tournament } is over. Won by { $winners }.
tournament-bad-duration = { $option }: { $reason }
tournament-format = { $format ->
    [swiss] swiss
    [round-robin] round-robin
   *[other] { $format }
}
tournament-created = Tournament #{ $tournament } **{ $name }**: { $game }, { $format }, tables of { $seats }. Join with /tournament join ({ $entrants ->
    [one] { $entrants } entrant
   *[other] { $entrants } entrants
} so far).
tournament-created-rounds = Tournament #{ $tournament } **{ $name }**: { $game }, { $format }, tables of { $seats }, { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}. Join with /tournament join ({ $entrants ->
    [one] { $entrants } entrant
   *[other] { $entrants } entrants
} so far).
tournament-joined = { $name } joined tournament #{ $tournament } ({ $entrants ->
    [one] { $entrants } entrant
   *[other] { $entrants } entrants
}).
tournament-left = You left tournament #{ $tournament }.
tournament-not-started = tournament #{ $tournament } has not started; nothing is paired yet
tournament-withdrew = { $name } withdrew from tournament #{ $tournament }.
tournament-paused = Tournament #{ $tournament } is paused.
tournament-resumed = Tournament #{ $tournament } goes on.
tournament-kicked = A game-master withdrew { $name } from tournament #{ $tournament }.
tournament-bad-winners = winners are seat numbers such as 1 or 1,3
tournament-decided = Match #{ $match } of tournament #{ $tournament } decided.
tournament-withdraw-ask = Withdraw from tournament #{ $tournament }? Your match #{ $match } being played is lost, and you are paired no more.
tournament-withdraw-kept = You stay in tournament #{ $tournament }.
tournament-withdraw-done = You withdrew from tournament #{ $tournament }.
tournament-button-withdraw = Withdraw
tournament-button-stay = Keep playing
tournament-in-channel = { $organiser }: I can't open a thread per table for tournament #{ $tournament } here (missing permission: { $permissions }), so its tables are played in this channel itself, one match at a time.
tournament-table-not-started = { $organiser }: table { $board } of tournament #{ $tournament } could not start: { $reason }
tournament-start-failed = { $organiser }: tournament #{ $tournament } could not start at its start time: { $reason }. Entries stay open; start it with /tournament start.
tournament-decided-by-gm = decided by a game-master
