# Revanche (bot/host/rematch.py, bot/adapter/rematch.py).
rematch-button = Revanche
rematch-not-finished = Partie #{ $match } ist nicht beendet: eine Revanche gibt es nach ihrem Ende
rematch-not-player = nur wer Partie #{ $match } gespielt hat, kann eine Revanche verlangen
rematch-already-open = die Revanche von Partie #{ $match } ist schon eröffnet: Partie #{ $new }
rematch-still-waiting = Du hast schon um eine Revanche von Partie #{ $match } gebeten; sie wartet auf { $players }.
rematch-asked = 🔁 { $player } bittet um eine Revanche von Partie #{ $match } ({ $count }/{ $total }); es fehlt noch: { $players }.
rematch-opened = 🔁 Revanche von Partie #{ $old }: Partie #{ $match }, { $game }.
rematch-you-opened = Die Revanche ist eröffnet: Partie #{ $match } in { $where }.
