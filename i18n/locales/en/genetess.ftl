# Genetess: what the engine says (games/genetess.py, genetess_board.py, genetess_codes.py,
# genetess_help.py). Move notation (BID, PASS, MOVE, CREATE, squares, directions, code
# letters, colour words of a bid) is typed by players and never translated.

## Several lines as one text, one under the other; clauses of one narration line.
genetess-lines =
    { $line }
    { $rest }
genetess-clauses = { $clause }; { $rest }

## Help inside refusals.
genetess-orders-help = orders are PASS, MOVE <square> <steps> (e.g. MOVE D5 N-N-E; directions N S E W NE NW SE SW) or CREATE <square> <codes> (e.g. CREATE E6 ABBD)
genetess-bid-help = bid as BID start <E> <K1,K2,...> order <E> <a,b,...> colour <E> <colour,...>, each part optional, e.g. BID start 3 K2,K1 order 2 b,a colour 0 red; a bare BID gambles nothing

## Options and maps at the start.
genetess-option-codes = option 'codes' must be letters from { $codes } (K is never on sale), not { $value }
genetess-option-codes-need-a = option 'codes' must include A: every new piece needs one (G6)
genetess-map-too-few-starts = map { $map } has { $starts } start squares, too few for { $count } players; pick a bigger map
genetess-map-too-late = the map can only change before anyone has bid

## What a seat reads beside its board, and the bid request.
genetess-status = your E: { $energy }
genetess-bid-label = Your three bids ({ $energy } E), e.g. BID start 3 K1
genetess-bid-prompt =
    Round 0: three secret auctions decide where you start, when you move and your colour.
    E is energy: what pieces cost. You have { $energy } E; every E you bid is spent, win or lose, and what is left pays for your first pieces.
    • `start`, the start squares { $starts }: where your King begins.
    • `order`, the turn letters { $letters }: your place in every round (a moves first, then b, ...).
    • `colour`, the colours { $colours }.
    Highest bid in each auction picks first (ties at random) and gets its best wish still free; list wishes best first. A bare `BID` bids nothing.
    Example: `{ $example }` bids { $first } E on start square { $square } (else { $other_square }), { $second } E on turn letter { $letter } (else { $other_letter }) and nothing on colour (`{ $colour }` if still free): { $spent } E spent, { $left } E left
genetess-form-bid = your three secret bids
genetess-form-pass = do nothing this turn
genetess-form-move = e.g. MOVE D5 N-N-E; steps N S E W, diagonals NE NW SE SW
genetess-form-create = e.g. CREATE E6 AB: a new piece next to a King, paid in E

## Refused orders.
genetess-no-legal-move = no legal move
genetess-empty-order = empty order; { genetess-orders-help }
genetess-bids-first = round 0 is for bids; { genetess-bid-help }
genetess-bids-over = the bids are over; { genetess-orders-help }
genetess-pass-alone = PASS takes nothing after it
genetess-not-an-order = { $order } is not an order; { genetess-orders-help }
genetess-bid-bad-part = { $part } is not a bid part (start, order or colour); { genetess-bid-help }
genetess-bid-twice = the { $part } bid is given twice; give each part once
genetess-bid-bad-choice = { $part } bid: { $choice } is not one of { $allowed } (rank them best first, comma-separated, e.g. { NOTATION($example) })
genetess-bid-ranks-twice = { $part } bid ranks { $choice } twice
genetess-bid-too-much = your bids add up to { $total } E but you have { $energy } E; gamble at most that in all
genetess-no-such-seat = that seat is not in this game
genetess-already-out = you are already out of this game
genetess-none = none
genetess-move-not-yours = { $square } holds none of your pieces; move one of yours ({ $pieces })
genetess-not-a-square = { $text } is not a square: write a column letter A–Z and a row number from 1, e.g. D5
genetess-row-too-far = { $text } is not a square: rows run from 1 to { $rows }
genetess-off-board = { $square } is off the board (A1..{ $last })
genetess-move-usage = write MOVE <square> <steps>, e.g. MOVE D5 N-N-E
genetess-cannot-move = your { $seq } on { $square } cannot move (no B, C or K)
genetess-bad-direction = { $step } is not a direction; steps are N S E W NE NW SE SW joined by -, e.g. N-N-E
genetess-wrong-steps = your { $seq } on { $square } must take exactly { $orth } orthogonal and { $diag } diagonal { $diag ->
        [one] step
       *[other] steps
    } (B and K: orthogonal, C: diagonal); that was { $gave_orth } and { $gave_diag }
genetess-step-off-board = step { $step } ({ $dir }) from { $square } leaves the board
genetess-step-wall = step { $step } ({ $dir }) runs into the exterior wall on { $square }
genetess-step-inner = step { $step } ({ $dir }) runs into the interior wall on { $square }; only a piece with O may step onto one
genetess-move-ends-at-start = the move ends where it started ({ $square }); a move must end elsewhere
genetess-move-ends-on-own = the move ends on your own piece on { $square }
genetess-move-blocked = the piece on { $square } blocks the way; only a piece with E jumps over pieces, and captures happen on the last step only
genetess-create-usage = write CREATE <square> <codes>, e.g. CREATE E6 ABBD
genetess-create-not-codes = { $seq } is not a sequence of code letters; codes on sale: { $codes }
genetess-create-no-k = K cannot be bought (G18); a King is made only by specials
genetess-create-not-on-sale = code { $code } is not on sale in this game; codes on sale: { $codes }
genetess-create-needs-a = a new piece needs at least one A (life, G6)
genetess-create-not-by-king = { $square } is not next to one of your Kings ({ $kings }); create on one of the 8 squares around a King
genetess-create-on-wall = { $square } is an exterior wall; nothing is ever created there
genetess-create-on-inner = { $square } is an interior wall; only a piece with O may be created on one
genetess-create-occupied = { $square } is occupied; create on an empty square
genetess-create-too-dear = { $seq } costs { $cost } E (sum + product of the code costs) and you have { $energy } E

## Narration: bids and turns.
genetess-has-bid = { $waiting ->
        [0] { $name } has bid
       *[other] { $name } has bid ({ $waiting } still to come)
    }
genetess-your-bid = your bid: { NOTATION($bid) }
genetess-bids-resolved = Bids resolved. Turn order: { $order }
genetess-you-start = you start on { $start } ({ $square }) with { $energy } E
genetess-round-one = Round 1 begins
genetess-has-played = { $name } has played
genetess-board-changed = The board changed
genetess-passes = { $name } passes
genetess-income = +{ $gain } E income
genetess-own-income = you collect { $gain } E income
genetess-radiated = the piece on { $square } is irradiated
genetess-radiated-loses = your piece on { $square } loses { $code } (radiation)
genetess-radiated-bare = your piece on { $square } has nothing to lose but K (radiation)
genetess-move-failed = { $name }'s move failed
genetess-own-move-failed = your move from { $square } was blocked by { $obstacle ->
        [wall] an interior wall you did not know of
       *[piece] an unseen piece
    } on { $at }; the order fails
genetess-moved = { $name }'s piece moved { $src } → { $dst }
genetess-own-moved = your { $seq } moved { $src } → { $dst }
genetess-left = { $name }'s piece left { $square }
genetess-arrived = { $name }'s piece arrived on { $square }
genetess-wall-opened = interior wall opened on { $squares }
genetess-created = { $name } created a piece on { $square }
genetess-own-created = you created { $seq } on { $square } for { $cost } E
genetess-cause = { $cause ->
        [captured] captured
        [radiation] radiation
        [fuse] fuse
        [killer] piece killer
        [detonation] detonation
        [rockfall] rockfall
       *[other] { $cause }
    }
genetess-removed = { $name }'s piece on { $square } was removed ({ $cause })
genetess-removed-ronin = a ronin piece on { $square } was removed ({ $cause })
genetess-own-removed = your { $seq } on { $square } was removed ({ $cause })

## Eliminations and the end.
genetess-resigned = { $name } resigned
genetess-took-king = { $name } took { $owner }'s King (+{ $points })
genetess-lost-king = { $name } lost a King
genetess-eliminated = { $name } is eliminated; their pieces leave the board
genetess-eliminated-ronin = { $name } is eliminated; their pieces stay as ronin
genetess-reason-rounds = { $count ->
        [one] { $count } round played
       *[other] { $count } rounds played
    }
genetess-reason-resigned = { $count ->
        [one] { $names } resigned
       *[other] { $names } resigned
    }
genetess-reason-last = { $name } is the last one standing
genetess-reason-all-out = every seat is out
genetess-result-draw = Draw: { $names } tied on { $points ->
        [one] { $points } point
       *[other] { $points } points
    } ({ $reason })
genetess-result-win = Game over ({ $reason }): { $names } { $count ->
        [one] wins
       *[other] win
    } with { $points ->
        [one] { $points } point
       *[other] { $points } points
    }

## The text board (describe).
genetess-legend = Legend: # wall, X interior wall, k start square, * special, letters = pieces by turn letter (capital = King), @ ronin
genetess-legend-fog = Legend: # wall, X interior wall, ? fog, k start square, * special, letters = pieces by turn letter (capital = King), @ ronin
genetess-no-colour = no colour yet
genetess-seat-line = { $letter } { $name } ({ $colour ->
    [green] green
    [red] red
    [blue] blue
    [yellow] yellow
    [purple] purple
    [orange] orange
    [cyan] cyan
    [white] white
   *[other] { $colour }
}): { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
genetess-seat-line-out = { $letter } { $name } ({ $colour ->
    [green] green
    [red] red
    [blue] blue
    [yellow] yellow
    [purple] purple
    [orange] orange
    [cyan] cyan
    [white] white
   *[other] { $colour }
}): { $points ->
        [one] { $points } point
       *[other] { $points } points
    } (out)
genetess-ronin = ronin
genetess-piece-line = { $square }: { $owner } { $seq }
genetess-special-line = { $square }: { $text }
genetess-special-line-remembered = { $square }: { $text } (remembered)
genetess-energy-line = Your E: { $energy }
genetess-result-line = Result: { $names } — { $reason }
genetess-turn-line = Turn { $turn } (round { $round } of { $rounds }): { $names } to move

## The genetic codes (name; .does: what the code does).
genetess-code-a = Armour/Life
    .does = life: a piece that loses its last A dies (S9, radiate); every new non-King piece needs one
genetess-code-b = Basic move
    .does = one orthogonal step per B
genetess-code-c = Cross move
    .does = one diagonal step per C
genetess-code-d = Distance of view
    .does = +1 view radius per D (radius 1 + D)
genetess-code-e = Ethereal/jump
    .does = passes over pieces in the middle of a move (never walls)
genetess-code-f = Find/decode
    .does = shows the sequences of enemy pieces in this piece's view
genetess-code-o = Open wall
    .does = may be created on, or step onto, an interior wall, which becomes floor
genetess-code-r = Radiate
    .does = at the start of its owner's turn each enemy piece in its view loses one random code (Kings never lose K)
genetess-code-k = King
    .does = earns E, creates pieces, moves one orthogonal step; losing any King eliminates its owner

## The game and its options (rules help).
genetess-game-summary = Chess under fog of war with pieces you design: buy genetic codes for moves, sight, jumps and decoding, find the specials, and take the enemy Kings.
genetess-option-map = the board: a shipped map (default duel for 2 players, quad for 3–4; a game-master may load another before the start)
genetess-option-start-energy = E each seat starts with (bids are paid from it)
genetess-option-income = E per King at the start of each of your turns
genetess-option-codes-help = genetic code letters on sale, e.g. `ABCD` (from `{ $codes }`; must include `A`)
genetess-option-max-rounds = the game ends after this many rounds; scores decide
genetess-option-specials-timing = v100: specials fire as the V1.00 page says; v102: only at the start of the occupier's turn
genetess-option-ronin = an eliminated seat's pieces stay as ownerless ronin
genetess-option-draws = purpose: each random decision draws from its own stream, so no draw you see depends on one out of your sight; single: one stream for the whole match (matches stored before 2026-11-26)

## Colours worded: a colour offered in the bid (the typed keyword in a code span), a seat in the turn order.
genetess-colour-choice = `{ $colour }`
genetess-order-seat = { $letter } { $name } ({ $colour ->
    [green] green
    [red] red
    [blue] blue
    [yellow] yellow
    [purple] purple
    [orange] orange
    [cyan] cyan
    [white] white
   *[other] { $colour }
})
genetess-order-more = { $first }, { $rest }

## What a move button says (bot.adapter.words.move_label); the button sends the move as typed.
genetess-move-button-bid = BID { NOTATION($rest) }
