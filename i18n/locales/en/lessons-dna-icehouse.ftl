# Lessons of dna-icehouse (games/lessons/dna-icehouse.json): message lesson-dna-icehouse-<lesson id> is the title;
# .text says what to do, .hint helps after a wrong try, .why explains the answer.

lesson-dna-icehouse-colours-and-sizes = Bonuses
    .text = A strand is three pieces in a line (row, column or diagonal) with the piece you place at one end; it scores 1, plus 1 for each bonus: three colours, one colour, sizes 1-2-3 in order, one size. You then capture pieces worth your score from green's pool or archive. Gain 3 pips in your archive this turn with one strand worth 3. Give the whole turn, steps joined by ';'.
    .hint = A strand worth 3 needs two bonuses: three different colours AND sizes 1-2-3 in order. Find a small and a medium of two other colours in a line.
    .asks = 3 more pips in your archive this turn
    .why = R3-Y2-G1 on e6-e5-e4 has three colours and sizes in order: 3 points, and a green large captured.

lesson-dna-icehouse-small-but-sharp = A small piece, a big score
    .text = Even a small piece can score well. Gain 4 pips in your archive this turn. Give the whole turn, steps joined by ';'.
    .hint = A small piece is cheap, but every strand it ends scores. Look for a square at the end of two lines.
    .asks = 4 more pips in your archive this turn
    .why = The small on c4 ends two strands (one size; three colours): 4 points, two green mediums.

lesson-dna-icehouse-several-strands = Several strands at once
    .text = One placement can end several strands. Gain at least 3 pips in your archive this turn. Give the whole turn, steps joined by ';'.
    .hint = Find an empty square at the end of three lines of two pieces each.
    .asks = at least 3 more pips in your archive this turn
    .why = A large on f4 ends three strands worth 2 each: 6 points, and green's small, medium and large.

lesson-dna-icehouse-mutate-then-score = Mutate, then score
    .text = Bonuses are judged when you score, so you may mutate the placed piece's neighbours first (budget: the placed piece's pips). Gain 4 pips this turn. Give the whole turn, steps joined by ';'.
    .hint = Place a medium next to a green small that sits in a line with your red pieces; spend the 2 points turning it red and medium before you score.
    .asks = 4 more pips in your archive this turn
    .why = d3 mutated to R2 makes c3-d3-e3 one colour; with the diagonal strand that is 4 points.

lesson-dna-icehouse-three-strands = Three strands
    .text = Gain at least 2 pips in your archive this turn: the capture from their archive costs pips + 2. Give the whole turn, steps joined by ';'.
    .hint = Look for an empty square at the end of three lines of two pieces; a medium there from your archive.
    .asks = at least 2 more pips in your archive this turn
    .why = G2 on g4 ends three strands (3 + 2 + 1 = 6 points): enough for a small from the pool and their archived large.
