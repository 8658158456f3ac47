# Lessons of Mitosis (games/lessons/mitosis.json): the title, then .text, .hint, .asks (said after a legal try that is not the task) and .why.

lesson-mitosis-first-split = Your first split
    .text = You are red. Each turn you must split one of your cells: it vanishes and two new red cells appear on two OPPOSITE neighbours (left/right, or one of the two diagonal pairs), both empty. Split C4: write the two new cells, e.g. B3 D5. Any free opposite pair of C4 counts.
    .hint = C4's opposite pairs are C3+C5, B4+D4 and B3+D5. C3 is taken, so B4 D4 and B3 D5 are the splits left, and either counts.
    .asks = a split of C4
    .why = The two new cells lie on opposite sides of C4, and both were empty, so C4 may split into them.

lesson-mitosis-no-move-loses = Who cannot split loses
    .text = A player who cannot split on their turn loses at once. Blue has only a few splits left. Split so that blue has none.
    .hint = Blue's cells on the top edge need the empty cells beside them. Which of your splits fills the one blue needs?
    .asks = a split that leaves blue no split
    .why = Splitting B2 into A2 and C2 takes the last free cell blue's top row could split into: blue cannot move and loses.

lesson-mitosis-capture = Capture
    .text = With the capture anomaly, an enemy cell with your cells on both sides of one opposite pair is removed after your move. Capture a blue cell.
    .hint = Look for a blue cell that already has one red neighbour; put a red cell on the opposite side.
    .asks = a split that captures a blue cell
    .why = A split that lands opposite an existing red cell sandwiches the blue cell between them.

lesson-mitosis-launcher = The launcher
    .text = With launcher, a split may also put its pair two cells away along the same line, jumping over whatever is between. Win now.
    .hint = Blue needs the empty cells on the left edge. Which of your cells, launching two cells away, lands on them?
    .asks = a win now
    .why = A launched split from C3 reaches A3 and E3 over the cells between, filling the cells blue needed.

lesson-mitosis-triplicate = Triplicate
    .text = With triplicate, a cell may split into THREE cells 120 degrees apart. Win now.
    .hint = Blue's cells in the lower-left need the empty cells around E1 and F1. A three-way split can fill several at once.
    .asks = a win now
    .why = E2 splits three ways and puts red on D2, E1 and F2 at once, and blue is left with no split.
