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

## The moves file (`--moves`): "name: move" per line
cli-moves-file = moves file: { $reason }
cli-moves-no-colon = line { $line }: expected 'name: move', got { $text }
cli-moves-not-a-player = line { $line }: '{ $name }' is not a player; players are { $players }
cli-moves-no-move = line { $line }: no move after '{ $name }:'
cli-moves-not-utf8 = line { $line } is not UTF-8 text (byte { $byte }); save the file as UTF-8
