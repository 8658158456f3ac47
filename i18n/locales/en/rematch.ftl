# Rematch (bot/host/rematch.py, bot/adapter/rematch.py).
rematch-button = Rematch
rematch-not-finished = match #{ $match } is not finished: a rematch comes after its end
rematch-not-player = only the players of match #{ $match } can ask for its rematch
rematch-already-open = the rematch of match #{ $match } is open already: match #{ $new }
rematch-still-waiting = You asked for a rematch of match #{ $match } already; it waits for { $players }.
rematch-asked = 🔁 { $player } asks for a rematch of match #{ $match } ({ $count }/{ $total }); waiting for { $players }.
rematch-opened = 🔁 Rematch of match #{ $old }: match #{ $match }, { $game }.
rematch-you-opened = The rematch is open: match #{ $match } in { $where }.
