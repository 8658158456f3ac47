# /gm (game-master tools) and /undo: bot/adapter/gm.py, bot/adapter/access.py.
gm-only = only game-masters (Manage Server, or the game-master role) can do that
gm-bad-winners = winners are seat numbers such as 1 or 1,3
gm-no-bots = bots cannot play
gm-ended = Match #{ $match } ended.
gm-undone = Took back { $count ->
    [one] { $count } ply
   *[other] { $count } plies
} in match #{ $match }.
gm-kicked = Seat { $seat } of match #{ $match } is now played by the computer (easy).
gm-substituted = { $player } now plays seat { $seat }.
gm-clock = Clock of match #{ $match }: { NOTATION($setting) }.
gm-map-too-big = { $file } is { $size } bytes; a map file may be at most { $most }
gm-map-not-utf8 = { $file } is not UTF-8 text; save the map as a plain .toml file
gm-map-download-failed = could not download { $file }; try again
gm-map-loaded = Map { $file } loaded into match #{ $match }.
gm-show-everything = Match #{ $match }, everything (secrets included):
gm-list-none = No open or running matches.
gm-list-line = #{ $match } { NOTATION($game) } — { $status } — { $where } — { $players }

## /gm config: the server's settings, one line each.
gm-config-which-game = give the game whose default options you set
gm-config-role = Game-master role: { $role }
gm-config-no-role = Game-master role: none (Manage Server only)
gm-config-channels = Matches allowed in: { $channels }
gm-config-any-channel = Matches allowed in: any channel
gm-config-defaults = Defaults: { $defaults }
gm-config-no-defaults = Defaults: none
gm-config-times = Zombie after { $zombie ->
    [one] { $zombie } time-out
   *[other] { $zombie } time-outs
}; abandoned matches aborted after { $days ->
    [one] { $days } day
   *[other] { $days } days
}; lobbies open for { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}.
gm-config-rated = Matches against the computer are rated.
gm-config-unrated = Matches against the computer are unrated.
