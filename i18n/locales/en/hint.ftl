# /hint and the "Show hints" button (bot/adapter/hint.py).
hint-answer = Hint for match #{ $match }: { $move } — { $reason }.
    (Hints are recorded in the match.)
hint-show-button = Show hints
hint-first-match = Your first match of this game: press Show hints whenever you are to move for the computer's suggestion (only you see it), or try /learn for lessons.
