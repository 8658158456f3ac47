# Genetess special squares S1–S22 (games/genetess_specials.py): names, legend texts,
# map parameters and what each says when it fires.

## Names (seed Sn).
genetess-s1 = fixed E bonus
genetess-s2 = percentage E bonus
genetess-s3 = piece duplication
genetess-s4 = genetic code adder
genetess-s5 = map view
genetess-s6 = piece killer
genetess-s7 = detonation
genetess-s8 = teleport
genetess-s9 = radiation
genetess-s10 = open wall
genetess-s11 = factored E bonus
genetess-s12 = enemy E decay
genetess-s13 = special relocation
genetess-s14 = double up
genetess-s15 = conversion
genetess-s16 = tremor
genetess-s17 = target
genetess-s18 = synergy
genetess-s19 = fuse
genetess-s20 = wind
genetess-s21 = rockfall
genetess-s22 = monkey

## Legend texts: "S1: +5 E".
genetess-summary = { $special }: { $text }
genetess-sum-1 = +{ $bonus } E
genetess-sum-2 = +{ $percent }% of { $of ->
        [own] your
       *[all] everyone’s
    } E
genetess-sum-3 = duplicates onto { $target }
genetess-sum-random-code = a random code
genetess-sum-4 = adds { $code }
genetess-sum-4-max = adds { $code }, up to { $max } each
genetess-sum-6 = kills on { $places }
genetess-sum-8 = teleport to { $places }
genetess-sum-8-random = teleport to a random square
genetess-sum-10 = opens { $places }
genetess-sum-10-random = opens { $count ->
        [one] { $count } random wall
       *[other] { $count } random walls
    }
genetess-sum-11 = n^n % E bonus
genetess-sum-12 = enemies lose { $amount } E
genetess-sum-12-percent = enemies lose { $percent }% E

## Parameters of a special in a map file (for game-masters).
genetess-param-int = { $key } must be an integer { $low } or more, not { $value }
genetess-param-int-range = { $key } must be an integer { $low }..{ $high }, not { $value }
genetess-param-choice = { $key } must be one of { $allowed }, not { $value }
genetess-param-square = { $key }: { $error }
genetess-param-squares = { $key } must be a non-empty list of squares or a rectangle like 'B2:D4', not { $value }
genetess-param-code = { $key } must be code letters (A–Z, not K), e.g. 'B', or 'random', not { $value }
genetess-param-type = type must be an integer 1..22, not { $value }
genetess-param-table = { $special } params must be a table, not { $value }
genetess-param-unknown = { $special } ({ $name }) has no parameter { $key }; its parameters: { $allowed }
genetess-param-missing = { $special } ({ $name }) needs { $key }: { $help }
genetess-param-s12-one = give exactly one of amount (E) and percent
genetess-param-s10-count-random = count applies only with walls = 'random'
genetess-param-s1-bonus = E added to the occupier's store (× its Kings)
genetess-param-s2-percent = bonus as a percentage (× Kings, rounded down first)
genetess-param-s2-of = 'own' stored E or the sum of 'all' live seats'
genetess-param-s3-target = square where the copy is created (if empty floor)
genetess-param-s4-code = letters added once each, or 'random' (one of the game's codes)
genetess-param-s4-max = cap on the count of an added letter; none = unlimited
genetess-param-s6-squares = squares whose pieces are killed (list or 'B2:D4')
genetess-param-s8-target = destination: a square, a list/rectangle (a random empty one of them) or 'random' (any empty floor square)
genetess-param-s10-walls = interior walls to open, or 'random'
genetess-param-s10-count = how many random walls open (walls = 'random' only)
genetess-param-s12-amount = E each enemy loses (or use percent)
genetess-param-s12-percent = percent of its E each enemy loses

## A special fires: "S7 detonation on E5: a blast kills the pieces in its path"; what it does
## elsewhere: "the piece on F6 changes sides (conversion)".
genetess-special = { $special } { $name } on { $square }: { $what }
genetess-effect = { $what } ({ $name })
genetess-special-fires = it fires
genetess-bonus = E bonus
genetess-own-gain = +{ $gain } E
genetess-s3-copy = the piece is copied onto { $target } if it is empty floor
genetess-own-s3-no-copy = { $target } is not empty floor: no copy
genetess-s3-appears = a piece appears on { $target }
genetess-s4-gains = the piece gains a code
genetess-s4-limit = the piece is at its limit
genetess-own-gains = your piece on { $square } gains { $codes }
genetess-s5-sees = its occupier's player sees the whole map
genetess-s6-kills = pieces on { $places } are killed
genetess-s7-blast = a blast kills the pieces in its path
genetess-s8-blocked = the teleport is blocked
genetess-s8-away = the piece is teleported away
genetess-s8-arrives = a piece arrives on { $square }
genetess-own-bare = your piece on { $square } has nothing to lose but K
genetess-own-loses = your piece on { $square } loses { $code }
genetess-s9-strikes = radiation strikes the pieces in view
genetess-s10-open = walls open
genetess-own-s11 = +{ $gain } E for { $count } occupied
genetess-s12-yours = your E decays
genetess-own-s12 = you lose { $lost } E
genetess-s12-decays = every enemy's E decays
genetess-s13-shuffled = the specials are shuffled
genetess-s13-move = the specials on the board move
genetess-s14-poor = not enough E: nothing happens
genetess-own-s14-needs = doubling needs { $cost } E
genetess-s14-doubles = the piece doubles its codes
genetess-own-cost = -{ $cost } E
genetess-s15-converts = pieces in view change sides
genetess-s15-keeps = the piece on { $square } keeps its side
genetess-s15-changes = the piece on { $square } changes sides
genetess-s16-shakes = the board shakes
genetess-reveal = pieces are revealed to its occupier's player
genetess-s19-fuse = identical pieces are destroyed
genetess-s20-wind = a wind blows the pieces away
genetess-s20-blown = a piece is blown from { $src } to { $dst }
genetess-s20-left = a piece is blown away from { $square }
genetess-s20-arrived = a piece is blown onto { $square }
genetess-s21-roof = the roof collapses
genetess-s21-walls = { $squares } become interior wall
genetess-s22-monkey = the pieces nearest the start squares gain a K unless they hold one
genetess-s22-crowned = the piece on { $square } gains a K
genetess-own-s22 = your piece on { $square } gains a K
