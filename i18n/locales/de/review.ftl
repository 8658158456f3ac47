# /review: nur der bewertete Platz sieht es.
review-label = { $label ->
    [inaccuracy] Ungenauigkeit
    [mistake] Fehler
    [blunder] grober Fehler
   *[other] { $label }
}
review-summary = Analyse von Partie #{ $match } ({ $game }), deine { $plies ->
    [one] { $plies } Halbzug
   *[other] { $plies } Halbzüge
}: { $inaccuracies ->
    [one] { $inaccuracies } Ungenauigkeit
   *[other] { $inaccuracies } Ungenauigkeiten
}, { $mistakes ->
    [one] { $mistakes } Fehler
   *[other] { $mistakes } Fehler
}, { $blunders ->
    [one] { $blunders } grober Fehler
   *[other] { $blunders } grobe Fehler
}
review-summary-hints = { review-summary }; du hast { $hints ->
    [one] { $hints } Tipp
   *[other] { $hints } Tipps
} angefordert
review-turning-point = Halbzug { $ply }: { $move } — { $label } (Gewinnchance { NUMBER($before, style: "percent") } → { NUMBER($after, style: "percent") }); der Computer hätte { $best } gespielt
review-no-turning-points = Keine Wendepunkte: der Computer fand bei keinem deiner Halbzüge etwas deutlich Besseres.
review-started = Analyse läuft… (der Computer bewertet jeden Halbzug)
review-progress = Analyse läuft… { $done }/{ $total } Halbzüge
review-graph-title = Partie #{ $match }: { $name }
review-graph-alt = Gewinnchance nach jedem Halbzug
review-board-alt = vor Halbzug { $ply }: { $board }
review-none-finished = hier gibt es keine beendete Partie von dir zum Analysieren; gib die Option partie: mit ihrer Nummer an
review-pick-match = welche Partie? Deine beendeten Partien: { $matches }; gib die Option partie: an
