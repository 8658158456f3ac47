# DNA (Icehouse pieces): what games/dna_icehouse.py says.
# Pieces (R2), squares (c6) and steps (place G1 c3, mutate e4 Y, score, capture R2 from Y, pass)
# are notation: never translated.

## Colours ($colour: R, Y, G or B)
dna-icehouse-colour = { $colour ->
        [R] red
        [Y] yellow
        [G] green
       *[B] blue
    }

## Option errors
dna-icehouse-option-two-colours = option 'two_colours' needs exactly 2 players, not { $count }; drop it
dna-icehouse-option-neutral-pool = option 'neutral_pool_counts' needs 2 or 3 players (with 4 there is no neutral colour); drop it

## Refusals: the step's form
dna-icehouse-steps-help = steps are: place PIECE SQUARE [archive] (e.g. place G1 c3), mutate SQUARE COLOUR|SIZE|PIECE (e.g. mutate e4 Y, mutate e4 3, mutate e4 Y3), score, capture PIECE [from COLOUR] (e.g. capture R2, capture R2 from Y), or pass when you have nothing to place
dna-icehouse-empty-step = empty step; { dna-icehouse-steps-help }
dna-icehouse-not-a-step = { $text } is not a step; { dna-icehouse-steps-help }
dna-icehouse-pass-alone = 'pass' takes nothing after it
dna-icehouse-score-alone = 'score' takes nothing after it
dna-icehouse-place-form = write place PIECE SQUARE, e.g. place R1 c3 (add 'archive' to take it from your archive)
dna-icehouse-mutate-form = write mutate SQUARE COLOUR|SIZE|PIECE, e.g. mutate e4 Y, mutate e4 3 or mutate e4 Y3
dna-icehouse-capture-form = write capture PIECE (from a gene pool) or capture PIECE from COLOUR (from that player's archive), e.g. capture R2 from Y

## What comes next ($next in the refusals below and the turn prompt)
dna-icehouse-next-pass = you have nothing to place: pass
dna-icehouse-next-place = place a piece, e.g. { NOTATION($example) }
dna-icehouse-next-capture = capture { $count } more { $count ->
        [one] point
       *[other] points
    }, e.g. { NOTATION($example) }
dna-icehouse-next-mutate = mutate, e.g. { NOTATION($example) }
dna-icehouse-next-score = score
dna-icehouse-next-score-or-mutate = score, or mutate (e.g. { NOTATION($example) })

## Refusals: out of order
dna-icehouse-pass-not-now = you may pass only when you have nothing to place; you can play e.g. { NOTATION($example) }
dna-icehouse-pass-placed = you have placed already; now { $next }
dna-icehouse-place-nothing = you have nothing left to place: pass
dna-icehouse-place-again = you have placed already this turn; now { $next }
dna-icehouse-place-first = place a piece first; { $next }
dna-icehouse-capture-first = finish capturing first: { $next }
dna-icehouse-mutation-over = mutation is over for this turn (nothing more can be mutated); now score
dna-icehouse-now = now { $next }
dna-icehouse-score-again = you have scored already this turn; now { $next }
dna-icehouse-score-mutating = mutation has started: finish it before scoring; now { $next }
dna-icehouse-score-first = score first: capturing follows scoring; now { $next }
dna-icehouse-capture-done = nothing is left to capture this turn; now { $next }

## Refusals: placing ($archive: "R1, Y2" or dna-icehouse-archive-empty)
dna-icehouse-archive-empty = empty
dna-icehouse-place-occupied = { $square } is occupied (by { $piece }); place on an empty square
dna-icehouse-own-archive-lacks = your archive holds no { $piece } (archive: { $archive })
dna-icehouse-place-not-yours = { $piece } is not in your archive, and { $colour } is not your gene pool (you play { $mine })
dna-icehouse-place-none-left = neither your { $letter } gene pool nor your archive holds a { $piece }

## Refusals: mutating ($near, $legal: squares or steps joined by commas)
dna-icehouse-mutate-placed = the placed piece on { $square } cannot be mutated; mutate the pieces next to it ({ $near })
dna-icehouse-mutate-not-near = { $square } holds no piece next to the placed one on { $placed }; you may mutate { $near }
dna-icehouse-mutate-bad-word = { $text } is not a colour, size or piece; write e.g. Y, 3 or Y3
dna-icehouse-mutate-same = { $square } already holds { $piece }; name a different colour or size
dna-icehouse-mutate-recoloured = { $square } was recoloured already this turn (from { $piece }); a piece changes colour at most once per turn
dna-icehouse-mutate-resized = { $square } was resized already this turn (from { $piece }); a piece changes size at most once per turn
dna-icehouse-mutate-too-dear = { $piece } on { $square } → { $new } costs { $cost }, but only { $count } mutation { $count ->
        [one] point is
       *[other] points are
    } left
dna-icehouse-mutate-pool-empty = the { $colour } gene pool holds no { $piece }; that change is impossible
dna-icehouse-mutate-spend-most = you must spend the largest total you can ({ $count } more { $count ->
        [one] point
       *[other] points
    }); after { $piece } → { $new } on { $square } that is no longer possible. Legal now: { NOTATION($legal) }

## Refusals: capturing
dna-icehouse-capture-bad-colour = { $text } is not a colour; write e.g. capture R2 from Y
dna-icehouse-capture-neutral-archive = { $colour } is neutral: nobody plays it, so it has no archive
dna-icehouse-capture-neutral-pool = { $colour } is neutral; its gene pool cannot be captured from
dna-icehouse-capture-own-pool = you cannot capture from your own gene pool
dna-icehouse-capture-own-archive = you cannot capture from your own archive
dna-icehouse-pool-lacks = the { $colour } gene pool holds no { $piece }
dna-icehouse-archive-lacks = { $name }'s archive holds no { $piece } (archive: { $archive })
dna-icehouse-capture-inexact-pool = { $piece } from a gene pool costs { $cost }; with { $count } { $count ->
        [one] point
       *[other] points
    } left to capture, it would not leave a total that can be made exactly. Legal now: { NOTATION($legal) }
dna-icehouse-capture-inexact-archive = { $piece } from an archive costs { $cost }; with { $count } { $count ->
        [one] point
       *[other] points
    } left to capture, it would not leave a total that can be made exactly. Legal now: { NOTATION($legal) }

## Refusals: resigning
dna-icehouse-no-such-seat = that seat is not in this game
dna-icehouse-already-out = you are already out of this game

## Steps, told to the mover ($detail: "R1-Y2-G3 (c6–e4) 2; …" or dna-icehouse-no-strand)
dna-icehouse-placed-pool = { $name } placed { $piece } on { $square } from their gene pool
dna-icehouse-placed-archive = { $name } placed { $piece } on { $square } from their archive
dna-icehouse-mutated = { $name } mutated { $piece } on { $square } to { $new } ({ $count } { $count ->
        [one] point
       *[other] points
    })
dna-icehouse-no-strand = no strand
dna-icehouse-scored = { $name } scored { $count } { $count ->
        [one] point
       *[other] points
    }: { $detail }
dna-icehouse-scored-limited = { $name } scored { $count } { $count ->
        [one] point
       *[other] points
    }: { $detail }; only { $owed } can be captured
dna-icehouse-captured-pool = { $name } captured { $piece } from the { $colour } gene pool ({ $count } { $count ->
        [one] point
       *[other] points
    })
dna-icehouse-captured-archive = { $name } captured { $piece } from { $owner }'s archive ({ $count } { $count ->
        [one] point
       *[other] points
    })
dna-icehouse-passed = { $name } passed (nothing to place)
dna-icehouse-resigned = { $name } resigned

## A finished turn, told to everyone: "alice placed R1 on c6: strand c6-d5-e4 scores 2 (one size); mutated d5 R1→R2"
dna-icehouse-turn = { $name } placed { $piece } on { $square }: { $parts }
dna-icehouse-turn-parts = { $first }; { $rest }
dna-icehouse-turn-strand = strand { $squares } scores { $count }
dna-icehouse-turn-strand-bonus = strand { $squares } scores { $count } ({ $bonuses })
dna-icehouse-bonus-list = { $first }, { $rest }
dna-icehouse-bonus-three-colours = three colours
dna-icehouse-bonus-one-colour = one colour
dna-icehouse-bonus-sizes-in-order = sizes in order
dna-icehouse-bonus-one-size = one size
dna-icehouse-turn-mutated = mutated { $changes }
dna-icehouse-turn-captured-pool = captured { $pieces } from the { $colour } gene pool
dna-icehouse-turn-captured-archive = captured { $pieces } from { $owner }'s archive

## The end ($why and the result's reason: one of the dna-icehouse-reason-… messages)
dna-icehouse-reason-pools-empty = every gene pool is empty
dna-icehouse-reason-stalled = nobody could place for a whole round
dna-icehouse-reason-over = the game is over
dna-icehouse-reason-resigned = everyone else resigned
dna-icehouse-ending = The end is reached: { $why }
dna-icehouse-ending-last-turns = The end is reached: { $why }; last turns for { $names }
dna-icehouse-draw = Draw: { $names } tied on { $count } archived { $count ->
        [one] pip
       *[other] pips
    } ({ $scores })
dna-icehouse-won = { $names } { $winners ->
        [one] wins
       *[other] win
    } with { $count } archived { $count ->
        [one] pip
       *[other] pips
    } ({ $scores })
dna-icehouse-won-resigned = { $name } wins: everyone else resigned

## The turn panel
dna-icehouse-prompt = Placed { $piece } on { $square } · mutation { $spent }/{ $budget } spent · not scored yet. Next: { $next }
dna-icehouse-prompt-scored = Placed { $piece } on { $square } · mutation { $spent }/{ $budget } spent · scored { $points }, { $count } { $count ->
        [one] point
       *[other] points
    } still to capture. Next: { $next }
dna-icehouse-note-mutate = { $piece }→{ $new }, costs { $cost } of { $left } left
dna-icehouse-note-capture = takes { $cost } of the { $count } { $count ->
        [one] point
       *[other] points
    } owed

## The text board (describe); $phase: place, pass, capture, mutate, score or score-or-mutate
dna-icehouse-describe-pool = { $letter } pool: { $counts }
dna-icehouse-describe-pool-neutral = { $letter } pool (neutral): { $counts }
dna-icehouse-describe-archive = { $name } ({ $colours }) archive: { $pieces } = { $count } { $count ->
        [one] pip
       *[other] pips
    }
dna-icehouse-describe-result = Result: { $names } — { $reason }
dna-icehouse-describe-to-move = { $names } to { $phase ->
        [place] place
        [pass] pass
        [capture] capture
        [mutate] mutate
        [score] score
        [score-or-mutate] score or mutate
       *[other] { $phase }
    }
dna-icehouse-describe-turn = Placed on { $square }: mutation { $spent }/{ $budget }, scored -, owed { $owed }
dna-icehouse-describe-turn-scored = Placed on { $square }: mutation { $spent }/{ $budget }, scored { $points }, owed { $owed }

## Options (/rules, the options block).
dna-icehouse-help-two-colours = 2 players: each plays two colours (R+G against Y+B) instead of one colour with two neutral colours
dna-icehouse-help-neutral-pool-counts = 3 players: the neutral (blue) gene pool must also be empty to end the game

## What a move button says (bot.adapter.words.move_label); the button sends the move as typed.
dna-icehouse-move-button-capture = capture { NOTATION($rest) }
dna-icehouse-move-button-mutate = mutate { NOTATION($rest) }
dna-icehouse-move-button-place = place { NOTATION($rest) }
dna-icehouse-move-button-score = score
dna-icehouse-move-button-pass = pass
