# /notify: how each member is told it is their turn (bot/adapter/notify.py, bot/host/notify.py).
notify-bad-zone = “{ $zone }” is not a time zone I know: give its IANA name, e.g. Europe/Berlin, America/New_York or UTC (the suggestions list them).
notify-bad-quiet = “{ $quiet }” is not a span of hours: write from-to in 24-hour time, e.g. 22-8 or 22:30-07:00, or off.
notify-bad-how = choose one of { $modes }
notify-bad-every = a digest comes every { $low } to { $high } hours
notify-saved = Saved.
notify-how-mention = Your turns: a mention in the match's thread (or channel).
notify-how-dm = Your turns: a direct message; the match's post names you without a ping.
notify-how-digest = { $hours ->
    [one] Your turns: one direct message every hour listing the matches waiting for you (no ping, no message per turn).
   *[other] Your turns: one direct message every { $hours } hours listing the matches waiting for you (no ping, no message per turn).
}
notify-how-none = Your turns: no notification; the match's post still names you.
notify-zone = Time zone: { $zone } (it is { $time } there now).
notify-quiet = Quiet hours: { $quiet }; only a reminder that your time is nearly out reaches you then.
notify-quiet-off = Quiet hours: none.
notify-default = You have not chosen yet: this is the default. Change it with the options of /notify.
notify-dm-turn = Your move in match #{ $match } ({ $game }): { $link }
notify-dm-turn-due = Your move in match #{ $match } ({ $game }), due { $due }: { $link }
notify-dm-half = ⏰ Match #{ $match } ({ $game }): half of your time is used, due { $due }: { $link }
notify-dm-final = ⏰ Match #{ $match } ({ $game }): your time is nearly out, due { $due }: { $link }
notify-digest-header = { $count ->
    [one] One match is waiting for you:
   *[other] { $count } matches are waiting for you:
}
notify-digest-more = { $count ->
    [one] …and one more: /matches lists them all.
   *[other] …and { $count } more: /matches lists them all.
}
notify-dm-failed = { $players }, your move: a direct message could not reach you (your DMs are closed to Petri), so this mention tells you.
