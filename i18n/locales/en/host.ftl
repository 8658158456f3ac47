# What the match host says (bot/host, bot/core.py): refusals (HostError), the narration it
# adds to a match (starts, time-outs, reminders, game-master actions, undo) and the clock.
# Durations ($idle, $left, $per_move…) are written as players type them: 90s, 5m, 24h, 1d.

## Match statuses
host-status-lobby = lobby
host-status-challenge = challenge
host-status-running = running
host-status-finished = finished
host-status-cancelled = cancelled
host-status-aborted = aborted

## Finding a match
host-no-such-match = there is no match #{ $match }
host-no-match-in-channel = there is no match in this channel; start one with /play
host-not-started = the match has not started yet
host-no-move-now = you have no move in this match now

## Opening, joining and starting
host-unknown-game = unknown game '{ $game }'; games are: { $games }
host-channel-not-allowed = matches can't be started in this channel here; try { $channels }
host-challenge-yourself = you cannot challenge yourself; leave opponent empty to open a lobby
host-no-opponent = { $game } is not played against an opponent
host-channel-busy = this channel already has a match (#{ $match }, { $game }, { $status }); finish or cancel it first, or play in another channel
host-bad-options = bad options: { $reason }
host-bad-hints = bad options: hints is on or off, not '{ $value }'
host-not-open-lobby = match #{ $match } is not an open lobby ({ $status })
host-already-in-lobby = you are already in this lobby
host-lobby-full = the lobby is full ({ $count ->
    [one] { $count } player
   *[other] { $count } players
})
host-only-creator-adds-computer = only the player who opened the lobby can add a computer
host-leave-started = you can only leave a lobby before it starts; use /resign in a game
host-not-in-lobby = you are not in this lobby
host-cancel-started = only a lobby or challenge that has not started can be cancelled
host-only-creator-cancels = only the player who opened it can cancel it
host-challenge-closed = this challenge is no longer open
host-only-challenged-declines = only the challenged player can decline
host-only-creator-starts = only the player who opened the lobby can start it
host-too-few-players = { $game } needs at least { $least ->
    [one] { $least } player
   *[other] { $least } players
}; { $count } joined so far
host-only-challenged-accepts = only the challenged player can accept
host-already-started = match #{ $match } has already started or ended
host-cannot-start = can't start with { $count ->
    [one] { $count } player
   *[other] { $count } players
}: { $reason }
host-begins = { $game } begins: { $players } ({ $clock })
host-teams = Teams: { $teams }
host-team-against = { $first } against { $second }

## Playing
host-challenge-not-accepted = the challenge has not been accepted yet
host-match-over = the match is over; no more moves
host-not-playing = you are not playing in this match
host-stale-button = that button belongs to an earlier position; use the newest board
host-your-time-ran-out = your time ran out: { $chooser } chooses this move for you
host-illegal-move = illegal move: { $reason }
host-match-changed = the match changed meanwhile; look at the newest board and try again

## Clocks: "1d per move + 3m reserve; on time-out, the turn passes"
host-clock-off = no clock
host-clock = { $per_move } per move; on time-out, { $policy }
host-clock-reserve = { $per_move } per move + { $reserve } reserve; on time-out, { $policy }
host-policy-pass = the turn passes
host-policy-random = the easy computer moves for the seat
host-policy-uniform = a random legal move
host-policy-forfeit = the seat forfeits
host-policy-opponent = an opponent chooses the move
host-not-a-duration = '{ $text }' is not a duration; write e.g. 90s, 5m, 24h or 2d
host-clock-and-deadline = give either clock= or deadline=, not both
host-not-a-clock = clock={ $value } is not a clock; write clock=off, clock=60 (seconds per move) or clock=60+180 (plus a reserve)
host-not-a-deadline = deadline={ $value } is not a duration; write e.g. deadline=24h or deadline=2d
host-not-a-policy = timeout={ $value } is not a policy; use one of { $policies }

## Time passing
host-lobby-expired = The lobby for match #{ $match } expired; start a new one with /play.
host-challenge-expired = The challenge for match #{ $match } expired; start a new one with /play.
host-aborted-idle = Match #{ $match } was aborted: nobody moved for { $idle }.
host-reminder-half = ⏰ { $name }: half of your time is used, { $left } left
host-reminder-end = ⏰ { $name }: only { $left } left!
host-timeout = ⏰ { $name }'s time ran out: { $policy }
host-timeout-opponent-chooses = ⏰ { $name }'s time ran out: { $chooser } chooses their move (within { $window })
host-zombie = 🧟 { $name } timed out { $count ->
    [one] { $count } time
   *[other] { $count } times
} and is now a zombie: the easy computer plays that seat's moves (this match will not be rated)
host-proxy-missed = ⏰ { $chooser } did not choose in time: the host played for { $name }
host-no-proxy-move = there is no move to choose for anyone now
host-not-your-proxy = { $chooser } chooses this move, not you
host-proxy-chose = { $chooser } chose the move of { $name }

## Limits ([limits] in the bot's configuration)
host-limit-min-clock = bad options: a clock of { $clock } per move is below this bot's minimum of { $least } ([limits] min_clock); give more time, e.g. clock=60, or clock=off
host-limit-max-clock = bad options: { $clock } per move is above this bot's maximum of { $most } ([limits] max_clock)
host-limit-max-reserve = bad options: a reserve of { $reserve } is above this bot's maximum of { $most } ([limits] max_reserve)
host-limit-open = you already have { $count } lobbies and challenges open in this server; the limit is { $limit } ([limits] max_open_per_server): start or cancel one first
host-limit-running-you = you already play in { $count ->
    [one] { $count } running match
   *[other] { $count } running matches
}; the limit is { $count } ([limits] max_running_per_member): finish one first
host-limit-running-other = { $name } already plays in { $count ->
    [one] { $count } running match
   *[other] { $count } running matches
}; the limit is { $count } ([limits] max_running_per_member): finish one first
host-limit-computer = you already have { $count ->
    [one] { $count } unfinished match
   *[other] { $count } unfinished matches
} against the computer; the limit is { $limit } ([limits] max_computer_per_member): finish or cancel one first
host-a-player = a player

## Game-masters
host-already-over = match #{ $match } is already over ({ $status })
host-not-running = match #{ $match } is not running ({ $status })
host-no-reason = no reason given
host-gm-cancelled = A game-master cancelled match #{ $match }: { NOTATION($reason) }
host-winners-range = winners must be seat numbers 1–{ $count }
host-result-draw = draw
host-result-win = { $count ->
    [one] { $winners } wins
   *[other] { $winners } win
}
host-gm-ended = A game-master ended match #{ $match }: { $result } ({ NOTATION($reason) })
host-gm-aborted = A game-master aborted match #{ $match } with no result ({ NOTATION($reason) })
host-undo-not-started = only a started match that was not aborted can be undone
host-undo-nothing = nothing has been played yet; there is nothing to undo
host-undo-plies-range = plies must be 1–{ $count } for this match
host-gm-took-back = A game-master took back { $count ->
    [one] { $count } ply
   *[other] { $count } plies
}
host-seat-already-computer = seat { $seat } is already played by the computer
host-gm-kicked = A game-master removed { $name } ({ NOTATION($reason) }): the computer (easy) plays that seat from now on
host-member-already-plays = that member already plays in this match
host-gm-substituted = A game-master gave seat { $seat } to { $name }
host-no-clock-to-pause = this match has no clock; set one with e.g. 60+180
host-clock-already-paused = the clock is already paused
host-clock-already-running = the clock is already running
host-gm-paused = A game-master paused the clock
host-gm-resumed = A game-master resumed the clock
host-gm-bad-clock = { $reason }; or write pause / resume
host-gm-set-clock = A game-master set the clock: { $clock }
host-map-after-start = match #{ $match } has started or ended; a map can be loaded only into a lobby or a challenge
host-bad-map = { $file }: { $reason }
host-gm-loaded-map = A game-master loaded the map { $file } into match #{ $match }
host-seat-range = seat must be 1–{ $count }

## Undo by consent
host-undo-only-players = only players can ask for an undo
host-undo-barrier = the last ply can't be taken back (nothing to undo, or it was a secret move, a reveal or a chance event)
host-undo-nobody-to-ask = there is nobody to ask: the other seats are played by the host
host-undo-asked = { $name } asks to take back the last ply
host-undo-none-open = there is no undo request open in this match
host-undo-not-yours = this undo request is not yours to answer
host-undo-declined = { $name } declined the undo
host-undo-accepted = { $name } accepts the undo; waiting for the others
host-undo-agreed = Everyone agreed: the last ply is taken back

## /gm show (a game-master's eyes only; $kind and $text are the log's, as stored)
host-show-heading = Match #{ $match } { $game } — { $status }, options `{ $options }`, seed { $seed }
host-show-defaults = defaults
host-show-seat = — seat { $seat } { $name } (<@{ $user }>):
host-show-entry = { $ply }. seat { $seat } { $kind }: { $text }

host-moves-not-kept = the moves of match #{ $match } were not kept: this bot keeps the moves of ended matches for a limited time, and dropped these on { $day } (UTC); its result, players and ratings are still stored

host-database-busy = the database was too busy to save this just now, and nothing was changed; try again in a moment
