# Time away (/away, bot/host/away.py and bot/adapter/away.py).
away-off = time away is off in this server (a game-master can turn it on with /gm config away_days:)
away-bad-days = time away is 1 to { $most } days
away-already = you are away already, until { $until }; /away days:0 ends it
away-over-allowance = { $days ->
    [one] { $days } day
   *[other] { $days } days
} is more than you have left this year: { $left } of { $allowance }
away-not-away = you are not away; /away days:3 starts three days away
away-started = 🏝️ { $name } is away until { $until }: their clock waits meanwhile.
away-back = 🏝️ { $name } is back.
away-back-to-move = 🏝️ { $name } is back: their clock runs again, { $left } left.
away-you-are-away = You are away until { $until }. /away days:0 ends it earlier.
away-you-are-back = Welcome back: your clocks run again.
away-not-away-now = You are not away.
away-held = { $count ->
    [one] Your clock waits in match { $matches }.
   *[other] Your clocks wait in { $count } matches: { $matches }.
}
away-released = { $count ->
    [one] Your clock runs again in match { $matches }.
   *[other] Your clocks run again in { $count } matches: { $matches }.
}
away-not-held = { $count ->
    [one] Match { $matches } has a clock of minutes: it does not wait.
   *[other] { $count } matches have a clock of minutes and do not wait: { $matches }.
}
away-returned = { $count ->
    [one] { $count } unused day returns to your allowance.
   *[other] { $count } unused days return to your allowance.
}
away-allowance = Time away this year: { $used } of { $allowance } days used, { $left } left.
away-config = Time away: { $days ->
    [0] off
    [one] { $days } day per member and year
   *[other] { $days } days per member and year
}
cmd-away =
    .name = away
    .description = Time away: your correspondence clocks in this server wait
cmd-away-opt-days =
    .name = days
    .description = how many days you are away (0: you are back); empty: where you stand
cmd-gm-config-opt-away-days =
    .name = away_days
    .description = days of time away (/away) each member may take per year; 0 turns it off
away-round-deadline = This round ends for every table on { $until }; time away does not extend it (it holds a player's move clock only).
