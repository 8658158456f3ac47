# /matches: a member's running matches, those waiting for them first (bot/adapter/matches.py).
matches-none = You have no running match here.
matches-header = { $count ->
    [one] Your running match
   *[other] Your { $count } running matches
}, { $waiting ->
    [0] none waiting for you:
   *[other] { $waiting } waiting for you:
}
matches-line = **#{ $match } { $game }** vs { $opponents } · { $turn } · { $left } · last move { $age } · { $link }
matches-no-opponent = nobody
matches-turn-yours = **your move**
matches-turn-of = { $players } to move
matches-due = due { $due }
matches-paused = clock paused
matches-no-clock = no clock
matches-page = Page { $page } of { $pages }
matches-previous-button = ◀ Previous
matches-next-button = Next ▶
matches-not-yours = This list belongs to someone else: use /matches for yours.
