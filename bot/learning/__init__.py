"""Teaching the games: ``lessons`` (each member's progress through the lesson
files of ``games.lessons``), ``hints`` (where a hint is allowed, and the computer's suggestion
from the caller's view) and ``review`` (a finished match evaluated ply by ply from each seat's
view, stored so it is computed once). Above the host: it reads matches and logs and asks the
computer workers; the adapter shows the results.
"""
