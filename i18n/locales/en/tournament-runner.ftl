# Tournaments (bot/tournament/runner.py): refusals, statuses and the reasons a table ends.

tournament-status-open = open
tournament-status-running = running
tournament-status-paused = paused
tournament-status-finished = finished

tournament-no-such = there is no tournament #{ $tournament } in this server
tournament-none-in-channel = there is no tournament in this channel; give its number (number:), or create one with /tournament create
tournament-server-only = tournaments are run in a server
tournament-unknown-game = unknown game '{ $game }'; games are: { $games }
tournament-unknown-format = unknown format '{ $format }'; formats are: { $formats }
tournament-table-size = { $game } is played at tables of { $low }–{ $high }; a tournament has tables of 2–4, not { $seats }
tournament-tables-uneven = { $game } needs { $least ->
    [one] { $least } player
   *[other] { $least } players
}, so tables of { $seats } cannot be evened out with tables of { $fewer }
tournament-rounds-range = rounds must be 1–50, not { $rounds }
tournament-entrants-range = max_entrants must be 2–1000, not { $entrants }
tournament-round-deadline = the round deadline must be a positive duration, e.g. 2d or 90m
tournament-computers-range = computers must be 0–8, not { $computers }
tournament-entries-closed = tournament #{ $tournament } has already started; entries are closed
tournament-already-in = you are already in this tournament
tournament-full = tournament #{ $tournament } is full ({ $count ->
    [one] { $count } entrant
   *[other] { $count } entrants
})
tournament-leave-started = the tournament has started; use /tournament withdraw to stop playing in it
tournament-you-are-not-in = you are not in this tournament
tournament-they-are-not-in = they are not in this tournament
tournament-you-withdrew = you have already withdrawn
tournament-they-withdrew = they have already withdrawn
tournament-already-started = tournament #{ $tournament } has already started
tournament-only-organiser-starts = only the organiser or a game-master can start the tournament
tournament-changed = tournament #{ $tournament } changed meanwhile; look at it again
tournament-too-few = a tournament needs at least 2 entrants; { $count } so far
tournament-is-over = tournament #{ $tournament } is over
tournament-already-over = tournament #{ $tournament } is already over
tournament-not-running = tournament #{ $tournament } is not running ({ $status })
tournament-not-paused = tournament #{ $tournament } is not paused ({ $status })
tournament-not-its-match = match #{ $match } is not a game of tournament #{ $tournament }
tournament-deadline-passed = the round's deadline passed
tournament-withdrawn = withdrawn from the tournament
