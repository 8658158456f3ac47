# Genetess map files (games/genetess_maps.py): what is wrong with a game-master's map.
# TOML keys (grid, starts, specials, square, type, params, text), grid characters and
# square names are the file's own notation and stay as they are.

genetess-map-line = line { $line }: { $error }
genetess-map-toml = map { $map } is not valid TOML: { $error }
genetess-map-unknown-key = unknown key { $key }; a map has the keys { $keys }
genetess-map-not-string = { $key } must be a string
genetess-map-no-grid = the map needs grid = a multi-line string of rows ('{ $wall }' exterior wall, '{ $inner }' interior wall, '{ $floor }' floor)
genetess-map-rows = grid has { $count } rows; a map has 2–{ $most } rows
genetess-map-row-width = grid row { $row } has { $count } cells, row 1 has { $width }; every row must have the same width
genetess-map-columns = grid rows have { $count } cells; a map has 2–{ $most } columns (A–Z)
genetess-map-cell = cell { $square } is { $cell }; grid cells are '{ $wall }' (exterior wall), '{ $inner }' (interior wall) or '{ $floor }' (floor); put starts and specials in [starts] and [[specials]]
genetess-map-square-name = { $what } must be a square name such as "C3", not { $value }
genetess-map-square-bad = { $what }: { $error }
genetess-map-square-off = { $what } { $square } is off the map (A1..{ $last })
genetess-map-square-wall = { $what } { $square } is an exterior wall; it must be a floor cell ('{ $floor }')
genetess-map-square-inner = { $what } { $square } is an interior wall; it must be a floor cell ('{ $floor }')
genetess-map-starts = the map needs a [starts] table with at least two start squares, K1 = "C3", K2 = ...
genetess-map-start = start { $label }
genetess-map-start-key = start key { $key }: start squares are labelled K1, K2, ...
genetess-map-start-shared = start { $label } is on { $square }, like { $other }; each start needs its own square
genetess-map-start-gap = { "[" }starts] must be K1..{ $last } without gaps; { $missing } is missing
genetess-map-specials = specials must be an array of tables, each written [[specials]]
genetess-map-special = special #{ $number }: { $error }
genetess-map-special-on = special #{ $number } on { $square }: { $error }
genetess-map-special-params = special #{ $number } on { $square } ({ $special }): { $error }
genetess-map-special-table = must be a table with square, type, params and text
genetess-map-special-key = unknown key { $key }; a special has { $keys }
genetess-map-special-on-start = square { $square } is start { $label }; specials go on other floor squares
genetess-map-special-twice = square { $square } already holds a special; one special per square
genetess-map-special-type = type must be an integer 1..22 (S1..S22), not { $value }
genetess-map-params-table = params must be a table, e.g. params = { "{" } bonus = 5 { "}" }
genetess-map-special-text = text must be a string of at most 200 characters
genetess-map-param-off = params.{ $key }: { $square } is off the map (A1..{ $last })
genetess-map-unknown = no shipped map called { $map }; maps are: { $maps }
