# What `petri play` says to the person playing at the terminal (cli/). Operator diagnostics
# (configuration, database, arguments) stay English and are not here.

cli-play-seat-count = { $game } takes { $seats }, not { $count }
cli-play-move-refused = move { $index } ({ $name }: { $move }): { $reason }
cli-play-computer-refused = computer: { $reason }
cli-play-computer-played = # the computer played (append these lines to the moves file to keep its decisions):
cli-play-secret-line = # { $name } made a secret move (decided again next time)
cli-play-welcome = { $game }: { $players }. Type a move, ? for the legal moves, quit to stop.
cli-play-played = { $name } played { $move }
cli-play-secret = { $name } made a secret move
cli-play-stopped = Stopped; the position above is where the game was.
cli-play-legal = legal moves: { $moves }
cli-play-none-legal = legal moves: (none listed; see petri rules { $game })
cli-play-refused = refused: { $reason } (? lists the legal moves)
cli-play-legal-for = legal for { $name }: { $moves }
cli-play-legal-for-none = legal for { $name }: (none)
