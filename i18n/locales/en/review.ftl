# /review (bot/adapter/review.py): only the reviewed seat sees it.
review-label = { $label ->
    [inaccuracy] inaccuracy
    [mistake] mistake
    [blunder] blunder
   *[other] { $label }
}
review-summary = Review of match #{ $match } ({ $game }), your { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
}: { $inaccuracies ->
    [one] { $inaccuracies } inaccuracy
   *[other] { $inaccuracies } inaccuracies
}, { $mistakes ->
    [one] { $mistakes } mistake
   *[other] { $mistakes } mistakes
}, { $blunders ->
    [one] { $blunders } blunder
   *[other] { $blunders } blunders
}
review-summary-hints = { review-summary }; you asked for { $hints ->
    [one] { $hints } hint
   *[other] { $hints } hints
}
review-turning-point = ply { $ply }: { $move } — { $label } (win chance { NUMBER($before, style: "percent") } → { NUMBER($after, style: "percent") }); the computer preferred { $best }
review-no-turning-points = No turning points: the computer found nothing much better at any of your plies.
review-started = Reviewing… (the computer evaluates every ply)
review-progress = Reviewing… { $done }/{ $total } plies
review-graph-title = Match #{ $match }: { $name }
review-graph-alt = win chance after every ply
review-board-alt = before ply { $ply }: { $board }
review-none-finished = you have no finished match to review here; give the match: option with its number
review-pick-match = which match? your finished matches: { $matches }; give the match: option
