# Protozoa (games/protozoa.py). Squares (c4), pieces (R2), colours (R, Y, G, B) and moves
# (place 3 c4, mutate c4 up, pass) are notation and stay as they are.

protozoa-summary = Place or mutate Icehouse cells on an 8×8 board; crowded and lonely cells die. First to grow one connected colony of 15 pips wins.
protozoa-option-teams = 4 players in two teams, R+G against Y+B; you may mutate your partner's pieces
protozoa-option-team-setup = team start: pawns (four smalls, the default) or drones (four mediums); needs teams
protozoa-option-max-turns = the game is a draw after this many turns without a winner
protozoa-moves-help = moves are: place SIZE SQUARE (e.g. place 3 c4; sizes 1, 2, 3 or S, M, L), mutate SQUARE up|down (e.g. mutate c4 up, or mutate c4 2 for the new size), or pass when nothing else is legal
protozoa-stash-empty = empty

## Refusals
protozoa-teams-need-four = option 'teams' needs exactly 4 players, not { $seats }; drop teams or seat four players
protozoa-team-setup-needs-teams = option 'team_setup' needs 'teams' (4 players in two teams); add teams or drop team_setup
protozoa-empty-move = empty move; { $help }
protozoa-pass-alone = 'pass' takes nothing after it
protozoa-not-a-move = { $word } is not a move; { $help }
protozoa-no-pieces = you have no { $pips ->
    [1] small
    [2] medium
   *[3] large
} pieces left (stash: { $stash })
protozoa-partner-no-pieces = your partner { $partner } ({ $colour }) has no { $pips ->
    [1] small
    [2] medium
   *[3] large
} pieces left ({ $colour } stash: { $stash })
protozoa-place-form = write place SIZE SQUARE, e.g. place 3 c4 (sizes 1, 2, 3 or S, M, L)
protozoa-place-partner-colour = you may not place your partner's colour ({ $given }); you place { $colour } pieces, and may only mutate { $given } ones
protozoa-place-other-colour = you play { $colour }; you may not place { $given } pieces
protozoa-place-occupied = { $square } is occupied (by { $piece }); place on an empty square
protozoa-mutate-form = write mutate SQUARE up|down, e.g. mutate c4 up (or mutate c4 2 for the new size)
protozoa-mutate-empty = { $square } is empty; there is nothing to mutate there
protozoa-mutate-not-yours = { $partner ->
    [none] { $square } holds { $piece }, which is not yours; you may mutate only your own { $own } pieces
   *[other] { $square } holds { $piece }, which is not yours; you may mutate only your own { $own } pieces or your partner's { $partner } pieces
}
protozoa-mutate-cannot = { $how ->
    [up] { $square } holds a { $pips ->
        [1] small
        [2] medium
       *[3] large
    } ({ $piece }), which cannot mutate up; it can only mutate down
   *[down] { $square } holds a { $pips ->
        [1] small
        [2] medium
       *[3] large
    } ({ $piece }), which cannot mutate down; it can only mutate up
}
protozoa-mutate-how = mutate { $square } needs up, down or the new size (1, 2, 3 or S, M, L), not { $word }
protozoa-mutate-same = { $square } is already a { $pips ->
    [1] small
    [2] medium
   *[3] large
} ({ $piece }); mutate it one size up or down
protozoa-mutate-one-size = a mutation is one size at a time: { $square } is a { $pips ->
    [1] small
    [2] medium
   *[3] large
} ({ $piece }), so it can become a medium (2) only
protozoa-pass-refused = you may pass only when you can neither place nor mutate; you can still play e.g. { NOTATION($example) }
protozoa-already-out = you are already out of this game

## Narration
protozoa-placed = { $who } placed { $piece } on { $square }
protozoa-mutated = { $who } mutated { $piece } on { $square } to { $new }
protozoa-mutated-partner = { $who } mutated { $piece } (partner { $partner }'s) on { $square } to { $new }
protozoa-passes = { $who } passes (nothing to place or mutate)
protozoa-loses-turn = { $who } loses the turn
protozoa-died = { $piece } on { $square } died: { $count ->
    [one] { $count } neighbour
   *[other] { $count } neighbours
}, a { $pips ->
    [1] small
    [2] medium
   *[3] large
} needs { $low }–{ $high }
protozoa-resigned = { $who } resigned

## Results
protozoa-wins = { $who } { $count ->
    [one] wins
   *[other] win
}: { $reason }
protozoa-colony = { $who }'s { $colour } colony of { $pips ->
    [one] { $pips } pip
   *[other] { $pips } pips
} ({ $squares })
protozoa-no-winner = no winner after { $count ->
    [one] { $count } turn
   *[other] { $count } turns
}
protozoa-turns-played = { $count ->
    [one] { $count } turn
   *[other] { $count } turns
} played without a winner
protozoa-resigned-for-team = { $who } resigned for the team
protozoa-everyone-resigned = everyone else resigned

## The text board (describe)
protozoa-board-seat = { $colour } { $name }{ $out ->
    [yes] {" "}(resigned)
   *[no] {""}
}: stash { $counts }; largest colony { $pips ->
    [one] { $pips } pip
   *[other] { $pips } pips
}
protozoa-board-teams = Teams: { $first } against { $second }
protozoa-last-place = Last: { $who } placed { $piece } on { $square }
protozoa-last-mutate = Last: { $who } mutated { $piece } on { $square } to { $new }
protozoa-last-pass = Last: { $who } passed
protozoa-board-died = Died: { $pieces }
protozoa-board-result = Result: { $winners } — { $reason }
protozoa-board-draw = Result: nobody (draw) — { $reason }
protozoa-board-turn = Turn { $turn } of { $most }: { $movers } to move
