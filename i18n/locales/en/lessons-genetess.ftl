# Genetess lessons (games/lessons/genetess.json): title, then .text (the task), .hint (after a
# wrong try) and .why (when it is done). Move notation stays as players type it.

lesson-genetess-bid-start = Round 0: bid for a start square
    .text = Round 0 is three secret bids paid from your starting E: for a start square, for your place in the turn order, and more. Bid 1 E to start on K1 (C3). Write: BID start 1 K1
    .hint = A start bid is: BID start <E> <square label>. The labels are K1 and K2 on the board.
    .asks = a start bid for K1
    .why = Nobody else bid for K1, so 1 E was enough to get it.
lesson-genetess-bid-order = Round 0: bid to move second
    .text = Moving second lets you see your opponent's first move. Bid for the second place in the turn order (letter b).
    .hint = An order bid is: BID order <E> <letter>, where a moves first and b second.
    .asks = an order bid for the second place (b)
    .why = Your order bid for b was the only one, so you move second in every round.
lesson-genetess-create = Create a piece
    .text = Here you won the first place in the turn order: you move first in every round. Your King creates pieces on the squares around it. A piece is a sequence of codes: A is life (every new piece needs one), B one orthogonal step, C one diagonal step, D one more square of view. Create the cheapest piece that moves diagonally, on D4.
    .hint = CREATE <square> <codes>. The cheapest piece has as few codes as possible: life plus one diagonal step.
    .asks = the cheapest diagonal piece, created on D4
    .why = AC costs (1+3)+(1x3) = 7 E: the sum of the codes' costs plus their product.
lesson-genetess-all-steps = Every step must be taken
    .text = A piece with three B codes must take all three steps (each N, S, E or W). Move your ABBBD piece from D3 straight down to D6.
    .hint = Write the steps joined by dashes: MOVE D3 <dir>-<dir>-<dir>. Down is S.
    .asks = your ABBBD piece moved from D3 to D6
    .why = S-S-S takes exactly the three steps the three B codes demand.
lesson-genetess-take-the-king = Take the King
    .text = An enemy piece walked from their start square J10 towards you and is now on G9, in your ABBBD piece's view. It can only be their King. Take it: a capture ends a move on the enemy's square, on the last step only.
    .hint = From F7 to G9 is one square E and two S: your piece has exactly three steps.
    .asks = the capture of their King
    .why = Ending the third step on G9 captures the King: they are out and you are the last one standing.
lesson-genetess-which-is-the-king = Which one is the King?
    .text = A King looks like any other piece. Two enemy pieces stand before your ABBBD piece on F7: one was just created on F8, the other walked in from their start. Only the King's capture wins. Take it.
    .hint = Only a King creates pieces, and a new piece appears next to the King that made it. A created piece is never the King (your view marks F8 'not king').
    .asks = the capture of their King
    .why = F8 was created, so it is not the King; the King made it from next door: G9. Taking G9 wins.
