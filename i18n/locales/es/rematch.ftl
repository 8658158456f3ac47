# Revancha (bot/host/rematch.py, bot/adapter/rematch.py).
rematch-button = Revancha
rematch-not-finished = la partida #{ $match } no ha terminado: la revancha llega después de su final
rematch-not-player = solo quienes jugaron la partida #{ $match } pueden pedir su revancha
rematch-already-open = la revancha de la partida #{ $match } ya está abierta: partida #{ $new }
rematch-still-waiting = Ya pediste la revancha de la partida #{ $match }; espera a { $players }.
rematch-asked = 🔁 { $player } pide la revancha de la partida #{ $match } ({ $count }/{ $total }); falta: { $players }.
rematch-opened = 🔁 Revancha de la partida #{ $old }: partida #{ $match }, { $game }.
rematch-you-opened = La revancha está abierta: partida #{ $match } en { $where }.
