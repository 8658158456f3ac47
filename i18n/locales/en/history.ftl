# /history, /replay and the replay at the end of a match (bot/adapter/history.py).
history-secret = submitted a secret move
history-timeout-secret = clock ran out: submitted a secret move was played for them
history-played-for-them-secret = submitted a secret move (played for them)
history-played = played { $move }
history-timeout = clock ran out: played { $move }
history-zombie = absent: the host played { $move }
history-proxy = played { $move } for them (chosen by an opponent)
history-resigned = resigned
history-forfeited = forfeited
history-lost-turn = lost their turn
history-took-back-some = took back plies
history-took-back = took back { $count ->
    [one] { $count } ply
   *[other] { $count } plies
}
history-game-master = game-master: { NOTATION($note) }
history-host = host
history-entry = { $number } { $who } — { $what }
history-entry-undone = ~~{ $entry }~~ (taken back)
history-line = { $entry } — { $when }
history-more = … { $count } more (page:{ $page })
history-more-command = … { $count } more: /history match:{ $match } page:{ $page }
history-header = **History of match #{ $match }** — { $game }, { $players } ({ $status })
history-no-moves = No moves yet.
history-none-in-channel = no match has been played in this channel yet; give match: or start one with /play
history-bad-page = the history of match #{ $match } has { $count ->
    [one] { $count } page
   *[other] { $count } pages
}; pick page 1–{ $count }
history-bad-ply = match #{ $match } has plies 0–{ $last } (0 is the start); there is no ply { $ply }
history-the-start = the start
history-caption = { $who } — { $what }
history-replay-caption = Match #{ $match }, ply { $ply } of { $last }: { $caption }
history-replay-alt = Replay of { $count ->
    [one] { $count } ply
   *[other] { $count } plies
}. Final position:
    { $board }
history-replay-post = Replay of match #{ $match }
history-move-worded = { $said } ({ $move })
