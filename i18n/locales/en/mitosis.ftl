# Mitosis (games/mitosis.py). Cells (E5), moves (E4 E6, colour red, first blue, active E4,
# undo) are notation and stay as they are; the colours in narration are words.

mitosis-summary = Place three cells each on a hexagonal board, then take turns splitting one of your cells into two on opposite sides of it. Whoever cannot split loses.
mitosis-option-barricade = 4 random walls (never adjacent) that nothing may be placed on or split into
mitosis-option-capture = an enemy cell with your cells on both sides of it is removed after your move (until both players have made 25 moves)
mitosis-option-clone = 4 cells each; after a split you secretly choose which new cell is active; only active cells can split
mitosis-option-launcher = a split may also land two cells away along the same line
mitosis-option-grouping = a player who cannot split passes; when neither can, the bigger groups win (the DMO wins ties)
mitosis-option-triplicate = a cell may instead split into three cells 120° apart
mitosis-option-undo = twice per game, take back your opponent's last move and your own before it
mitosis-option-dmo = the death-match opponent's seat: 1 (the challenger) or 2 (the challenged player); the DMO picks the colours and wins group ties

## Pieces of sentences
mitosis-none = none
mitosis-or-two = { NOTATION($a) } or { NOTATION($b) }
mitosis-or-three = { NOTATION($a) } or { NOTATION($b) } or { NOTATION($c) }
# A seat: "ann (red)", or "ann" before the colours are chosen.
mitosis-who = { $colour ->
    [red] { $name } (red)
    [blue] { $name } (blue)
   *[none] { $name }
}

## What to type now
mitosis-hint-colour = as the DMO, choose your colour: colour red or colour blue
mitosis-hint-first-place = as Red, choose who places first: first red or first blue
mitosis-hint-first-split = as Blue, choose who splits first: first red or first blue
mitosis-hint-placing = place a cell: name an empty cell, e.g. E5
mitosis-hint-active = choose the active new cell: { $choices }
mitosis-hint-split = split: name the two new cells on opposite sides of one of your cells, e.g. E4 E6 (E5 splits)
mitosis-hint-split-three = split: name the two new cells on opposite sides of one of your cells, e.g. E4 E6 (E5 splits), or three cells 120° apart, e.g. D4 E6 F4
mitosis-active-prompt = Choose which new cell is active (secret): { $choices }

## Refusals
mitosis-empty-move = empty move; { $hint }
mitosis-resign-not-a-move = to resign use /resign (resigning is not a move)
mitosis-not-a-move-now = { $word } is not a move now; { $hint }
mitosis-splits-into = { $more ->
    [0] { $cell } splits into { $splits }: send the new cells, e.g. { NOTATION($example) }
   *[other] { $cell } splits into { $splits } and { $more } more: send the new cells, e.g. { NOTATION($example) }
}
mitosis-not-your-cell = { $cell } is not one of your cells; { $hint }
mitosis-inactive = { $cell } is inactive (clone): only your active cells can split (your private view lists them)
mitosis-cannot-split-now = { $cell } cannot split now (no opposite pair of empty cells around it); { $hint }
mitosis-no-pass-grouping = you may not pass while you can move; with grouping a player who cannot split passes automatically. { $hint }
mitosis-no-pass = there is no passing in Mitosis; { $hint }
mitosis-colour-word = { $what ->
    [first] who goes first
   *[colour] colour
}: red or blue, not { $word }
mitosis-choose-colour = first the DMO chooses a colour: colour red or colour blue
mitosis-first-place-form = Red chooses who places first: first red or first blue
mitosis-first-split-form = Blue chooses who splits first: first red or first blue
mitosis-place-taken = { $owner ->
    [wall] { $cell } is a wall; place on an empty cell
    [red] { $cell } is taken (red); place on an empty cell
   *[blue] { $cell } is taken (blue); place on an empty cell
}
mitosis-place-flanked = { $colour ->
    [red] { $cell } lies between two red cells ({ $a } and { $b }); with capture you may not place a cell where it would be captured
   *[blue] { $cell } lies between two blue cells ({ $a } and { $b }); with capture you may not place a cell where it would be captured
}
mitosis-place-captures = { $colour ->
    [red] placing on { $cell } would capture the red cell { $near } (between { $cell } and { $far }); with capture a placement may not capture
   *[blue] placing on { $cell } would capture the blue cell { $near } (between { $cell } and { $far }); with capture a placement may not capture
}
mitosis-place-one = in the placing phase name one empty cell, e.g. E5
mitosis-split-one-colon = write a split as the new cells, e.g. E4 E6, or parent: cells, e.g. E5: E4 E6 (one colon)
mitosis-split-one-parent = before the colon name the one cell that splits, e.g. E5: E4 E6
mitosis-split-count = { $most ->
    [3] a split names the two (or three) new cells, e.g. E4 E6 (E5 splits); { $given } given
   *[other] a split names the two new cells, e.g. E4 E6 (E5 splits); { $given } given
}
mitosis-split-colon = write the parent with a colon: { NOTATION($example) }
mitosis-split-needs-triplicate = splitting into three cells needs the triplicate anomaly; name the two new cells, e.g. E4 E6
mitosis-split-twice = { $cell } is named twice; the new cells are different cells
mitosis-split-itself = { $cell } cannot split into itself; name the new cells around it
mitosis-split-needs-launcher = { $cells } are two cells away from { $parent }; splitting two cells away needs the launcher anomaly
mitosis-split-not-yours = { $owner ->
    [empty] { $parent } (the cell between { $cells }) is empty; split one of your own cells
    [wall] { $parent } (the cell between { $cells }) is a wall; split one of your own cells
    [red] { $parent } (the cell between { $cells }) is red's; split one of your own ({ $colour ->
        [red] red
       *[blue] blue
    }) cells
   *[blue] { $parent } (the cell between { $cells }) is blue's; split one of your own ({ $colour ->
        [red] red
       *[blue] blue
    }) cells
}
mitosis-split-into-taken = { $owner ->
    [wall] { $parent } cannot split into { $cells }: { $cell } is a wall; the new cells must be empty
    [red] { $parent } cannot split into { $cells }: { $cell } is taken (red); the new cells must be empty
   *[blue] { $parent } cannot split into { $cells }: { $cell } is taken (blue); the new cells must be empty
}
mitosis-not-a-split-of = { $cells } is not a split of { $parent }: the new cells lie on opposite sides of it ({ $examples })
mitosis-not-a-triple = { $cells } are not three cells 120° apart around one cell; e.g. E5 splits into D4 E6 F4 or D5 E4 F5
mitosis-not-opposite = { $cells } are not on opposite sides of one cell; a split puts the new cells on both sides of the cell that splits, e.g. E4 E6 (E5 splits)
mitosis-active-one = choose the one new cell that stays active: { $choices }
mitosis-active-not-new = { $cell } is not one of the new cells; choose { $choices }
mitosis-undo-off = this game has no undo (it needs the undo anomaly)
mitosis-undo-used = you have used both of your { $count } undos
mitosis-undo-finish-split = finish your split first: { $hint }
mitosis-undo-nothing-yet = there are no moves to take back yet; { $hint }
mitosis-undo-just-undone = you have just undone; make your move from this position
mitosis-undo-after-choice = there is nothing to take back: undo does not reach across a choice; { $hint }
mitosis-undo-after-pass = the last turn was an automatic pass: undo does not reach across it; { $hint }
mitosis-undo-no-own-move = there is no move of yours before your opponent's to take back: undo does not reach across a choice; { $hint }
mitosis-undo-theirs-after-pass = your opponent's move came after an automatic pass: undo does not reach across it; { $hint }
mitosis-undo-no-pair = undo takes back your opponent's last move and your own placement or split just before it, and there is no such pair now

## Narration
mitosis-colours-chosen = { $dmo } (DMO) plays { $colour ->
    [red] red
   *[blue] blue
}; { $other } plays { $other_colour ->
    [red] red
   *[blue] blue
}. { $red } (red) chooses who places first
mitosis-chose-self = { $verb ->
    [place] { $who } chose to place first
   *[split] { $who } chose to split first
}
mitosis-chose-other = { $verb ->
    [place] { $who } chose: { $first } places first
   *[split] { $who } chose: { $first } splits first
}
mitosis-placed = { $who } placed { $cell }
mitosis-split = { $who } split { $parent } into { $cells }
mitosis-split-clone = { $who } split { $parent } into { $cells }; they now secretly choose the active cell
mitosis-active-chosen = { $who } chose the active cell (secret)
mitosis-active-secret = Secret: active { $cell } (inactive: { $others })
mitosis-captures-over = Both players have made { $count } moves: no more captures
mitosis-captured = { $who } captured { $victim }'s { $cells }
mitosis-placing-over = Placing is over; { $who } chooses who splits first (first red or first blue)
mitosis-passes = { $who } cannot split and passes
mitosis-undone = { $who } took back { $other }'s { $theirs } and their own { $mine } and moves again ({ $left } { $left ->
    [one] undo
   *[other] undos
} left)
mitosis-resigned = { $who } resigned

## Results
mitosis-wins = { $who } { $count ->
    [one] wins
   *[other] win
}: { $reason }
mitosis-cannot-split = { $who } cannot split
mitosis-group-sizes = { $who } { $sizes }
mitosis-no-cells = no cells
mitosis-groups-identical = identical groups: the DMO wins
mitosis-groups-larger = larger group number { $number } ({ $mine } against { $theirs })
mitosis-groups-run-out = { $who } runs out of groups first
mitosis-groups-decide = neither can split; groups { $first } against { $second }: { $why }

## The text board (describe)
mitosis-board-title = Mitosis (hexhex{ $side }); anomalies: { NOTATION($anomalies) }
mitosis-board-seat = { $colour ->
    [red] Red: { $name }
    [blue] Blue: { $name }
   *[none] { $name }
}{ $dmo ->
    [yes] {" "}(DMO)
   *[no] {""}
}: { $count ->
    [one] { $count } cell
   *[other] { $count } cells
}{ $cells }; moves { $moves }{ $undos ->
    [-1] {""}
   *[other] ; undos left { $undos }
}
mitosis-board-walls = Walls: { $cells }
mitosis-board-active = Your active cells: { $cells } (lower case on the board: your inactive cells)
mitosis-last-colour = Last: { $who } chose { $colour ->
    [red] red
   *[blue] blue
}
mitosis-last-first = Last: { $who } chose { $colour ->
    [red] Red
   *[blue] Blue
} to go first
mitosis-last-place = Last: { $who } placed { $cell }
mitosis-last-split = Last: { $who } split { $parent } into { $cells }
mitosis-last-undo = Last: { $who } undid { $undone }
mitosis-board-captured = Captured: { $cells }
mitosis-board-result = Result: { $winners } wins — { $reason }
mitosis-board-to-move = To move: { $who } { $phase ->
    [colour] chooses a colour (colour red / colour blue)
    [first_place] chooses who places first (first red / first blue)
    [placing] places a cell ({ $each } each)
    [first_split] chooses who splits first (first red / first blue)
    [splitting] splits a cell
   *[active] secretly chooses the active new cell
}

## What a move button says (bot.adapter.words.move_label); the button sends the move as typed.
mitosis-move-button-colour = { $rest ->
    [red] colour red
   *[blue] colour blue
}
mitosis-move-button-first = { $rest ->
    [red] first red
   *[blue] first blue
}
mitosis-move-button-active = active { NOTATION($rest) }
