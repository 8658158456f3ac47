# The computer's levels rated against each other (bot/adapter/levels.py).
levels-name-random = Random
levels-name-easy = Easy
levels-name-normal = Normal
levels-name-hard = Hard
levels-heading = How strong? (computer levels in { $game }, rated against each other on the scale of players' ratings)
levels-below = about { $points ->
    [one] { $points } point
   *[other] { $points } points
} below { $level }
levels-above = about { $points ->
    [one] { $points } point
   *[other] { $points } points
} above { $level }
levels-as-strong = about as strong as { $level }
levels-line = { $level } — { $gap }
levels-strongest = { $level } — the strongest
levels-seat-balance = Seat balance
levels-map-favours-start = On this map the seat starting on { $square } won { $wins } of { $matches } matches of the computer against itself (hard): see `/rules game:genetess`.
levels-map-favours-turn = On this map the seat moving { $turn ->
    [1] first
    [2] second
    [3] third
   *[other] fourth
} won { $wins } of { $matches } matches of the computer against itself (hard): see `/rules game:genetess`.
