# Der Tipp des Computers: warum er einen Zug vorschlägt (games/ai/advice.py). Chancen in ganzen Prozent.

advice-search-choice = die Wahl der Suche
advice-wins-at-once = gewinnt die Partie sofort
advice-only-move = dein einziger Zug; deine Gewinnchance danach: { $chance } %
advice-best = deine Gewinnchance danach: { $chance } %, gegen { $other } % für die beste Alternative ({ $alt })
advice-deeper = die tiefere Suche bevorzugt ihn; einen Schritt voraus sieht es nach { $chance } % gegen { $other } % für { $alt } aus, aber die Suche sieht weiter
advice-with-detail = { $detail }; { $why }

## Was der Zug bewirkt, je Spiel
advice-dna-cuts = { $seats ->
    [2] schneidet { $theirs } Buchstaben bei deinem Gegenüber und { $mine } bei dir ab
   *[other] schneidet { $theirs } Buchstaben bei den anderen und { $mine } bei dir ab
}
advice-mitosis-splits = lässt dir { $mine ->
    [one] { $mine } Teilung
   *[other] { $mine } Teilungen
} und deinem Gegenüber { $theirs }
advice-protozoa-colony = { $killed ->
    [0] deine größte Kolonie: { $pips ->
        [one] { $pips } Punkt
       *[other] { $pips } Punkte
    }
    [one] deine größte Kolonie: { $pips ->
        [one] { $pips } Punkt
       *[other] { $pips } Punkte
    }; { $killed } gegnerischer Stein stirbt
   *[other] deine größte Kolonie: { $pips ->
        [one] { $pips } Punkt
       *[other] { $pips } Punkte
    }; { $killed } gegnerische Steine sterben
}
advice-icehouse-scores = bringt jetzt { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
advice-genetess-takes = { $king ->
    [yes] schlägt den Stein auf { $square }, einen König
   *[no] schlägt den Stein auf { $square }
}
