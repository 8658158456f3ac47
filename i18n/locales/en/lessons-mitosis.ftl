# Lessons of Mitosis (games/lessons/mitosis.json): the title, then .text, .hint and .why.

lesson-mitosis-first-split = Your first split
    .text = You are red. Each turn you must split one of your cells: it vanishes and two new red cells appear on two OPPOSITE neighbours (left/right, or the two diagonal pairs). Split C4 into B3 and D5 (write the two new cells: B3 D5).
    .hint = C4's opposite pairs are C3+C5, B4+D4 and B3+D5. Type the two target cells, e.g. B3 D5.
    .why = B3 and D5 lie on opposite sides of C4, so C4 may split into them (if both are empty).

lesson-mitosis-no-move-loses = Who cannot split loses
    .text = A player who cannot split on their turn loses at once. Blue has only a few splits left. Split so that blue has none.
    .hint = Blue's cells on the top edge need the empty cells beside them. Which of your splits fills the one blue needs?
    .why = Splitting B2 into A2 and C2 takes the last free cell blue's top row could split into: blue cannot move and loses.

lesson-mitosis-capture = Capture
    .text = With the capture anomaly, an enemy cell with your cells on both sides of one opposite pair is removed after your move. Capture a blue cell.
    .hint = Look for a blue cell that already has one red neighbour; put a red cell on the opposite side.
    .why = A split that lands opposite an existing red cell sandwiches the blue cell between them.

lesson-mitosis-launcher = The launcher
    .text = With launcher, a split may also put its pair two cells away along the same line, jumping over whatever is between. Win now.
    .hint = Blue needs the empty cells on the left edge. Which of your cells, launching two cells away, lands on them?
    .why = A launched split from C3 reaches A3 and E3 over the cells between, filling the cells blue needed.

lesson-mitosis-triplicate = Triplicate
    .text = With triplicate, a cell may split into THREE cells 120 degrees apart. Win now.
    .hint = Blue's cells in the lower-left need the empty cells around E1 and F1. A three-way split can fill several at once.
    .why = E2 splits three ways and puts red on D2, E1 and F2 at once, and blue is left with no split.
