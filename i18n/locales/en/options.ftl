# Option errors and allowed values (games/options.py).

option-allowed-bool = on or off (write the name alone to turn it on)
option-allowed-range = an integer { $low }..{ $high }
option-allowed-min = an integer ≥ { $low }
option-allowed-int = an integer
option-allowed-choice = one of { NOTATION($choices) }
option-allowed-word = a word

option-no-name = '{ $word }' has no option name; write name=value, e.g. length=24
option-host-needs-value = '{ $name }' needs a value, e.g. { $name }=42
option-seed-cut = { $start }… ({ $count } characters)
option-bad-seed = seed must be a whole number from 0 to { $limit }, e.g. `seed=42`, not { $shown }
option-bool-not = option '{ $name }' is { $allowed }, not '{ $raw }'
option-needs-value = option '{ $name }' needs a value: { $name }=N with N { $allowed }
option-must-be = option '{ $name }' must be { $allowed }, not '{ $raw }'
option-out-of-range = option '{ $name }' must be { $allowed }, not { $value }
option-twice = option '{ $name }' is given twice
option-seat-name = option '{ $name }' names a player: one of { $names } (or a seat number 1–{ $seats }), not '{ $value }'
