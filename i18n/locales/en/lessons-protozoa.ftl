# Lessons of Protozoa (games/lessons/protozoa.json): the title, then .text, .hint, .asks (said after a legal try that is not the task) and .why.

lesson-protozoa-overcrowd = Crowding kills
    .text = After every placement all pieces count their neighbours (8 squares around, any colour). A small lives with 1-3, a medium with 3-5, a large with 5-7; the rest die. You are red. Place one piece so that two blue pieces die in this turn's cull.
    .hint = The blue smalls on d4 and f4 each have 3 neighbours now: one more and they die. Which empty square touches both?
    .asks = a placement after which two blue pieces die in the cull
    .why = e3 touches d4 and f4: both blue smalls reach 4 neighbours and die (your medium on e4 dies too, crowded to 6).

lesson-protozoa-clean-kill = A kill that costs nothing
    .text = Kill a blue piece in the cull without losing any of your own (your new piece must survive too).
    .hint = The blue small on d3 has 3 neighbours. Add a fourth where your own piece will have a friend to stay happy.
    .asks = a placement that kills a blue piece and loses none of yours
    .why = On c3 your piece gives blue d3 its fourth neighbour, and it is itself happy next to c4 and d4.

lesson-protozoa-grow = Grow a colony
    .text = Colonies are your pieces touching each other (diagonals count); you win with one of 15 pips. Make your largest colony 8 pips or more after the cull.
    .hint = Find the empty square that joins your scattered pieces, and put the biggest piece there that will be happy.
    .asks = a largest colony of 8 pips or more after the cull
    .why = A large on f4 has 6 neighbours (a large lives with 5-7) and links e3, g3, f5 and f6 into one colony of 8 pips.

lesson-protozoa-win-race = Reach fifteen
    .text = Your colony has 12 pips. Win this turn: one colony of 15 pips that survives the cull.
    .hint = You need 3 more pips: a large. Where does a large have 5 to 7 neighbours and touch your colony?
    .asks = a win this turn
    .why = f3 touches e4, e3, f2, g3 and blue g4: 5 neighbours, so the large is happy, and it joins every red piece into one colony of 15 pips.

lesson-protozoa-win-crowded = Win in a crowd
    .text = Your colony has 13 pips and blue is close. Win this turn.
    .hint = Two more pips are enough, but the new piece must be happy and so must the pieces it touches.
    .asks = a win this turn
    .why = A medium on e3 has 3-5 neighbours, crowds nobody of yours to death and makes 15 pips.
