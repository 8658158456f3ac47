# What a member may ask for at once: text lengths, number ranges, hints, lessons.
limit-text-too-long = `{ $option }` ist { $length } Zeichen lang; dieser Bot nimmt höchstens { $limit } Zeichen in einer Option an ([limits] max_option_length)
host-duration-too-long = { $text } ist länger, als eine Uhr laufen kann (höchstens { $most })
lesson-limit = du hast in der letzten Stunde { $limit ->
    [one] { $limit } Lektion
   *[other] { $limit } Lektionen
} bekommen, so viele, wie dieser Bot erlaubt ([limits] lessons_per_hour); frag in { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
} wieder
