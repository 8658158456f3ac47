# Words on the Genetess board picture (render/genetess.py). Map titles and a map author's
# own legend texts are drawn as the map gives them.

## Title bar status.
render-genetess-status-bids = Round 0 · bids: { $count } to go
render-genetess-status-move = Round { $turn } · { $names } to move
render-genetess-status-round = Round { $turn }

## Whose picture it is.
render-genetess-view-seat = { $name }'s view
render-genetess-view-seat-full = { $name }'s view (full board)
render-genetess-view-final = Final board
render-genetess-view-gm = Full board (game-master)
render-genetess-view-spectator = Spectator view

## Lines under the heading.
render-genetess-where = { $map } · round { $round } of { $rounds }
render-genetess-energy = your E: { $energy }
render-genetess-energy-start = your E: { $energy } · start { $start }
render-genetess-king-on = { $name }'s King on { $square } (round { $round })
render-genetess-king-near = { $name }'s King near { $square } (round { $round })
render-genetess-hidden = pieces and specials hidden
render-genetess-last = last: { $name } { $kind ->
    [pass] passed
    [move] moved
    [create] created
    [bid] bid
   *[played] played
} ({ $turn })

## Seats.
render-genetess-seats = Seats
render-genetess-score = score
render-genetess-tag-bid = to bid
render-genetess-tag-move = to move
render-genetess-tag-out = out
render-genetess-tag-wins = wins
render-genetess-you = (you)

## The key to the board's marks, the specials legend, the codes of pieces shown as a count.
render-genetess-key-wall = wall
render-genetess-key-inner = interior wall
render-genetess-key-start = start
render-genetess-key-special = special
render-genetess-key-king = King
render-genetess-key-fog = out of view
render-genetess-specials = Specials
render-genetess-codes = Codes of the pieces marked ×
