# The computer's hint: why it suggests a move (games/ai/advice.py). Chances are whole percent.

advice-search-choice = the search's choice
advice-wins-at-once = wins the game at once
advice-only-move = your only move; your win chance after it: { $chance }%
advice-best = your win chance after it: { $chance }%, against { $other }% for the best alternative ({ $alt })
advice-deeper = the deeper search prefers it; one step ahead it looks { $chance }% against { $other }% for { $alt }, and the search sees further
advice-with-detail = { $detail }; { $why }

## What the move does, per game
advice-dna-cuts = { $seats ->
    [2] cuts { $theirs } letters from your opponent and { $mine } from you
   *[other] cuts { $theirs } letters from the others and { $mine } from you
}
advice-mitosis-splits = leaves you { $mine } splits and your opponent { $theirs }
advice-protozoa-colony = { $killed ->
    [0] your largest colony: { $pips } pips
    [one] your largest colony: { $pips } pips; { $killed } enemy piece die
   *[other] your largest colony: { $pips } pips; { $killed } enemy pieces die
}
advice-icehouse-scores = scores { $points } points now
advice-genetess-takes = { $king ->
    [yes] takes the piece on { $square }, a King
   *[no] takes the piece on { $square }
}
