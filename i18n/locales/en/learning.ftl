# Lessons, hints and reviews (bot/learning). The lessons' own words are lesson-<game>-<lesson>.

## /hint
hint-not-a-player = only a player of this match can ask for a hint
hint-not-running = hints are for a running match
hint-tournament = no hints in a tournament match
hint-rated = no hints in a rated match
hint-off = hints are off in this match: every player must agree at the start (open it with the option hints=on)
hint-not-your-turn = it is not your turn; ask for a hint when you are to move
hint-no-move = you have no move to be advised on

## /review
review-not-a-player = only the players of a match can review it
review-not-finished = match #{ $match } has not finished; review it when it is over

## /learn
lesson-progress = Your lessons (start one with /learn game:):
# $marks: one ✓ (done) or · (to do) per lesson; $next: lesson-progress-next or -all-done
lesson-progress-game = { $game }: { $done }/{ $total } { $marks } — { $next }
lesson-progress-next = next: { $title }
lesson-progress-all-done = all done
lesson-unknown = no lesson '{ $lesson }' in { $game }; lessons are: { $lessons }
lesson-no-lessons = no lessons for '{ $game }'; games: { $games }
lesson-all-done = You have done every { $game } lesson. Pick one again with /learn game: lesson:, or play a match with /play.
lesson-try-refused = { $error }. Not counted as a try: try again.
lesson-right = ✓ Right! { $why }
lesson-last-done = That was the last { $game } lesson. Well done!
lesson-answer-shown = ✗ Not this time. The answer: `{ $answer }` — { $why }
lesson-play-the-answer = Play it to finish the lesson: /learn game:{ $game } move:{ $answer }
lesson-not-yet = ✗ Not yet ({ $tries } of { $most ->
    [one] { $most } try
   *[other] { $most } tries
}). Hint: { $hint }
lesson-heading = **{ $game } — lesson { $number }: { $title }**
lesson-answer-with = Answer with /learn game:{ $game } move:<your move>
