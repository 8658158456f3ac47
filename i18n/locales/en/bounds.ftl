# What a member may ask for at once: text lengths, number ranges, hints, lessons.
limit-text-too-long = `{ $option }` is { $length } characters long; this bot takes at most { $limit ->
    [one] { $limit } character
   *[other] { $limit } characters
} in one option ([limits] max_option_length)
host-duration-too-long = { $text } is longer than any clock may be (at most { $most })
lesson-limit = you were sent { $limit ->
    [one] { $limit } lesson
   *[other] { $limit } lessons
} in the last hour, this bot's limit ([limits] lessons_per_hour); ask again in { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
