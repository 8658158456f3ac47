# The words drawn on pictures (render/), except Genetess' (render-genetess.ftl).
# Names, cells (E4, c6), pieces (R2) and move notation are arguments and stay as they are.

## Shared by the boards
render-you = (you)
render-tag-wins = wins
render-tag-to-move = to move
render-tag-out = out
render-to-move = { $names } to move
render-passed = { $name } passed
render-move-other = { $name }: { $move }
render-turn = Turn { $turn }
render-turn-of = Turn { $turn } of { $turns }

## DNA (sequence chunks): render/strips.py
render-dna-title = DNA (sequence chunks)
render-dna-strand-submitted = strand submitted
render-dna-waiting-strand = waiting for a strand
render-dna-waiting-for = waiting for { $names }
render-dna-waiting-strands = waiting for { $count ->
    [one] { $count } strand
   *[other] { $count } strands
}
render-dna-setup = Set-up: { $submitted } of { $seats ->
    [one] { $seats } strand
   *[other] { $seats } strands
} submitted; they stay secret until all are in
render-dna-round = Round { $round }  ·  chunks of { $size }
render-dna-round-range = Round { $round }  ·  chunks of { $low } to { $high }
render-dna-removed = { $name } removed
render-dna-nucleotide = { $letter } { $letter ->
    [A] adenine
    [C] cytosine
    [G] guanine
    [T] thymine
   *[other] { $letter }
}
render-dna-last-cut = last cut

## Protozoa: render/squares.py
render-protozoa-title = Protozoa
render-protozoa-mover = { $colour } { $name }
render-protozoa-nothing-culled = nothing culled
render-protozoa-culled = culled: { $squares }
render-protozoa-placed = { $name } placed { $piece } on { $square }
render-protozoa-mutated-from = { $name } mutated { $square } { $was } to { $piece }
render-protozoa-stash = stash
render-protozoa-group = group
render-protozoa-key-last = last move
render-protozoa-key-culled = culled last turn
render-protozoa-key-group = largest group: { $pips ->
    [one] { $pips } pip wins
   *[other] { $pips } pips wins
}
render-protozoa-key-survives = Survives with neighbours:
render-protozoa-team = Team { $colours }

## DNA (Icehouse): render/dna_icehouse.py
render-dna-icehouse-title = DNA (Icehouse)
render-dna-icehouse-nothing-to-place = { $names } has nothing to place: pass
render-dna-icehouse-to-capture = { $names } to capture: { $owed ->
    [one] { $owed } point owed
   *[other] { $owed } points owed
}
render-dna-icehouse-spent = { $step }: { $spent }/{ $budget } spent
render-dna-icehouse-placed = { $name }: { $piece } on { $square }
render-dna-icehouse-placed-scored = { $name }: { $piece } on { $square }, scored { $points }{ $parts }
render-dna-icehouse-took = took { $pieces }
render-dna-icehouse-piece-from = { $piece } from { $source }
render-dna-icehouse-pool = { $colour } pool
render-dna-icehouse-last-round = Turn { $turn } - last round
render-dna-icehouse-gene-pools = gene pools
render-dna-icehouse-neutral = neutral
render-dna-icehouse-pips = { $count ->
    [one] { $count } pip
   *[other] { $count } pips
}
render-dna-icehouse-archive-empty = archive empty
render-dna-icehouse-key-placed = placed
render-dna-icehouse-key-strand = strand
render-dna-icehouse-key-mutated = mutated

## Mitosis: render/hexes.py
render-mitosis-title = Mitosis
render-mitosis-side = { $side ->
    [red] red
    [blue] blue
   *[other] { $side }
}
render-mitosis-side-name = { $side ->
    [red] Red
    [blue] Blue
   *[other] { $side }
}
render-mitosis-who = { $name } ({ $side ->
    [red] red
    [blue] blue
   *[other] { $side }
})
render-mitosis-chooses-colour = { $names } chooses a colour
render-mitosis-chooses-first-place = { $names } chooses who places first
render-mitosis-chooses-first-split = { $names } chooses who splits first
render-mitosis-to-choose-active = { $names } to choose the active cell
render-mitosis-to-place = { $names } to place
render-mitosis-to-mark-active = { $names } to mark the active cell
render-mitosis-to-split = { $names } to split
render-mitosis-last-move = last move
render-mitosis-placed = { $name } placed { $cell }
render-mitosis-split = { $name } split { $parent } into { $cells }
render-mitosis-split-into = { $name } split into { $cells }
render-mitosis-chose-colour = { $name } chose { $side ->
    [red] red
    [blue] blue
   *[other] { $side }
}
render-mitosis-chose-first = { $name } chose: { $side ->
    [red] red
    [blue] blue
   *[other] { $side }
} first
render-mitosis-chose = { $name } chose: { $choice }
render-mitosis-marked-active = { $name } marked the active cell
render-mitosis-took-back = { $name } took back { $moves }
render-mitosis-took-back-two = { $name } took back two moves
render-mitosis-captured = captured { $cells }
render-mitosis-phase-colour = Choice: the DMO picks a colour
render-mitosis-phase-first-place = Choice: Red picks who places first
render-mitosis-phase-first-split = Choice: Blue picks who splits first
render-mitosis-phase-choices = Choices before play
render-mitosis-phase-placing = Placing: { $count ->
    [one] { $count } cell each
   *[other] { $count } cells each
}
render-mitosis-phase-splitting = Splitting
render-mitosis-phase-active = Splitting: choosing the active cell
render-mitosis-phase-over = Game over
render-mitosis-colour-not-chosen = colour not chosen
render-mitosis-cells = { $count ->
    [one] { $count } cell
   *[other] { $count } cells
}
render-mitosis-groups = groups { $sizes }
render-mitosis-groups-none = groups none
render-mitosis-placed-count = placed { $placed }/{ $each }
render-mitosis-moves-of = moves { $moves }/{ $limit }
render-mitosis-moves = moves { $moves }
render-mitosis-undos = undos { $count }
render-mitosis-active = active { $count }
render-mitosis-key-wall = wall
render-mitosis-key-last-split = last split
render-mitosis-key-captured = captured
render-mitosis-key-active = active (only you see this)
render-mitosis-anomalies = Anomalies: { $names }
render-mitosis-anomalies-none = Anomalies: none
render-mitosis-anomaly = { $name ->
    [barricade] barricade
    [capture] capture
    [clone] clone
    [launcher] launcher
    [grouping] grouping
    [triplicate] triplicate
    [undo] undo
   *[other] { $name }
}
render-mitosis-note-barricade = Barricade: nothing enters a wall
render-mitosis-note-capture = Capture: flanked cells die, to { $limit } moves
render-mitosis-note-capture-over = Capture: over (both made { $limit } moves)
render-mitosis-note-clone = Clone: only active cells split (secret)
render-mitosis-note-launcher = Launcher: splits may land two cells away
render-mitosis-note-grouping = Grouping: stuck = pass; groups decide
render-mitosis-note-triplicate = Triplicate: may split into three
render-mitosis-note-undo = Undo: { $count } per player

## Tables (/leaderboard, tournament standings): render/table.py
render-table-rank = #
render-table-player = PLAYER
render-table-empty = Nothing to show yet
render-leaderboard-rating = RATING
render-leaderboard-games = GAMES
render-leaderboard-last-played = LAST PLAYED
render-leaderboard-formula = rating = μ − 3σ
render-leaderboard-empty = No rated matches yet

## The rating history (/stats): render/rating_chart.py
render-chart-rated = { $count } rated
render-chart-value = { NUMBER($value, minimumFractionDigits: 1, maximumFractionDigits: 1) }
render-chart-shown = μ − 3σ (shown)
render-chart-first = first match
render-chart-latest = latest

## The win-chance graph (/review): render/review.py
render-review-status = win chance
render-review-percent = { NUMBER($share, style: "percent") }
render-review-plies = ply (1–{ $count })

## A post whose board picture could not be drawn goes out with its text and this note
## (bot/adapter/delivery.py, attach_board).
render-picture-missing = (The board picture could not be drawn this time; the text above says what happened.)
