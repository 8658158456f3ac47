# What every game says through the shared rules of games/base.py.

## Seat counts: "2 players", "2–8 players".
players = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
player-range = { $low }–{ $high } players

game-seat-count = { $game } takes { $seats }, not { $given }
game-no-maps = { $game } has no maps to load
game-over = the game is over

move-game-over = the game is over; no more moves
move-no-such-seat = that seat is not in this game
move-not-your-turn = it is not your turn; waiting for { $movers }
move-empty = empty move; type a move in the game's notation (see /rules)
move-after-turn-end = '{ $step }' comes after the end of your turn; send only this turn's move
move-seat-not-to-move = that seat is not to move
move-no-pass = { $game } has no way to pass a turn
move-none-legal = no legal move
game-unknown-option = unknown option '{ $name }' for { $game }; options are: { $known }

## A finished game's result, in every game and picture: "draw", "alice wins", "alice and bob win".
game-result-draw = draw
game-result-win = { $winners } { $count ->
    [one] wins
   *[other] win
}
game-draw = Draw: { $detail }

## Notation errors (games/grid.py, games/hexgrid.py): what a square, a cell, a size or a piece looks like.
move-not-a-square = { $word } is not a square; squares are { $squares }
move-not-a-size = { $word } is not a size; sizes are 1, 2, 3 (or S, M, L)
move-no-such-colour = there is no { $colour ->
    [R] red
    [Y] yellow
    [G] green
   *[B] blue
} ({ $colour }) in this game; colours are { $colours }
move-not-a-piece = { $word } is not a piece; write colour then size, e.g. { $first }2 or { $first }L (colours { $colours }; sizes 1, 2, 3 or S, M, L)
move-not-a-cell-in-row = { $word } is not a cell; row { $row } has { $cells }
move-not-a-cell-row = { $word } is not a cell; rows are { $rows } (cells { $cells })
move-not-a-cell-order = { $word } is not a cell; write the row letter first, e.g. { NOTATION($example) }
move-not-a-cell = { $word } is not a cell; cells are a row letter { $rows } and a number from the left, e.g. { NOTATION($example) }
