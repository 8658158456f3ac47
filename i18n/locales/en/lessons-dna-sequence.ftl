# Lessons of dna-sequence (games/lessons/dna-sequence.json): message lesson-dna-sequence-<lesson id> is the title;
# .text says what to do, .hint helps after a wrong try, .why explains the answer.

lesson-dna-sequence-first-cut = Your first cut
    .text = Each turn you name a chunk of 3 letters that occurs in YOUR strand; it is cut out of every strand. Cut 3 letters out of your opponent's strand (them: GGGACGCCC).
    .hint = Look for a 3-letter piece of your strand ACGTTTGCA that also appears in GGGACGCCC.
    .asks = a chunk that cuts at least 3 letters out of your opponent's strand
    .why = ACG is in both strands, so it cuts both: yours and theirs lose 3 letters each.

lesson-dna-sequence-cascade = Cascades
    .text = After a cut the gap closes and the search starts again from the left, so one chunk can come out several times. Leave your opponent (TAAGAAGCGCCT) with at most 3 letters.
    .hint = Find a chunk that, once cut, lets the same letters close up into that chunk again.
    .asks = a chunk that leaves your opponent at most 3 letters
    .why = TAAGAAGCGCCT minus AGC is TAAGAGCCT, then TAAGCT, then TAT: three cuts from one nomination.

lesson-dna-sequence-spare-yourself = Hurt them more than you
    .text = Your own strand is cut too. Find the chunk that takes at least 6 letters from them (CTACTACTGA) but only 3 from you (GATTACAGGT).
    .hint = Which chunk of yours occurs in their strand twice?
    .asks = a chunk that takes at least 6 letters from them and only 3 from you
    .why = TAC occurs once in your strand but twice in theirs: you lose 3 letters, they lose 6.

lesson-dna-sequence-knockout = The knockout
    .text = A strand shorter than one chunk is out, and the last strand standing wins. Win now: them ACGACG, you ACGTTT.
    .hint = Their strand is made of one chunk twice. Do you have that chunk?
    .asks = a chunk that wins now
    .why = ACG empties their strand (two cuts) while yours keeps TTT: you are the last strand standing.

lesson-dna-sequence-mind-your-strand = Mind your own strand
    .text = Two chunks end the game this turn, but one of them knocks YOU out first. Win: you CCTTCCT, them GCCTTTT.
    .hint = Work out what is left of YOUR strand after each chunk, cascades included.
    .asks = the chunk that wins without knocking you out first
    .why = CCT would cascade through your own strand (CCTTCCT, TCCT, T) and you would be out; CTT leaves you CCCT and them G.
