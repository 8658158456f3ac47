# What the Discord adapter says around a match (bot/adapter: flows, components, delivery,
# access, replies, slash, threads, panel, quick, resign).  Ids with -button- are button
# labels (Discord: 80 characters), -placeholder select placeholders (150), -form- form
# titles and labels (45), -field- embed field names and -title embed titles (256),
# -thread-name thread names and -choice choices (100): tests/bot/adapter/test_words.py
# checks every locale keeps to them.

## Buttons.
play-button-join = Join
play-button-leave = Leave
play-button-start = Start
play-button-cancel = Cancel
play-button-accept = Accept
play-button-decline = Decline
play-button-secret = Submit privately
play-button-view = Show my view
play-button-undo-yes = Allow undo
play-button-undo-no = Refuse undo
play-button-computer = Add computer
play-button-cpu-easy = Easy
play-button-cpu-normal = Normal
play-button-cpu-hard = Hard
play-button-resign = Resign
play-button-play-on = Keep playing
play-proxy-placeholder = Choose their move

## Errors and refusals (ephemeral).
play-error-post-failed = it was played and saved in match #{ $match }, but its post failed; the board will follow in the channel (reference { $ref })
play-error-server-only = this command works in a server channel, not in DMs
play-error-not-allowed = you are not allowed to do that here
play-error-after-commit = it was played and saved in match #{ $match }, but something went wrong after that (reference { $ref }); the board will follow in the channel if it is not there yet
play-error-unexpected = something went wrong on our side; nothing was changed (reference { $ref })
play-no-such-match = there is no match #{ $match }
play-not-in-any-match = you are not in any running match
play-in-several-matches = you are in several matches ({ $matches }); give the match: option
play-no-match-in-channel = there is no match in this channel; start one with /play
play-several-in-channel = { $count } matches are open in this channel ({ $matches }); use the command in the match's thread, or give its match: number
play-no-other-bots = other bots cannot play; challenge a person, @Petri itself, or leave opponent empty
play-bad-options = bad options: { $reason }
play-computer-only-creator = only the player who opened the lobby can add a computer
play-one-step-in-channel = one move at a time in a channel, please; secret steps go by DM or the private form
play-not-playing = you are not playing in this match
play-no-secret-move = you have no secret move to make now
play-not-started = the match has not started yet
play-match-over = the match is over; no more moves
play-stale = that board is out of date — here is the current one

## The lobby and challenge card.
play-card-title = { $game } — match #{ $match }
play-card-status = { $status ->
    [lobby] Lobby open
    [challenge] Challenge
    [running] Running
    [finished] Finished
    [cancelled] Cancelled
    [aborted] Aborted
   *[other] { $status }
}
play-card-field-players = Players
play-card-field-players-room = Players ({ $count }/{ $most })
play-card-nobody = nobody yet
play-card-field-teams = Teams
play-card-open-seat = seat { $seat }
play-card-field-options = Options
play-card-defaults = defaults
play-card-field-hints = Hints
play-card-hints-on = on: /hint allowed, not rated
play-card-field-map = Map
play-card-map-loaded = { $map } (loaded by a game-master)
play-card-field-clock = Clock
play-card-field-unrated = Unrated
play-card-unrated-seed = the seed was chosen with seed=, so the hidden draws can be computed
play-card-footer = Join, then the host presses Start ({ $seats }).
play-card-closed = Closed.

## Opening, joining, starting.
play-challenge = { $invited }, { $challenger } challenges you to { $game }.
play-level = { $level ->
    [random] random
    [easy] easy
    [hard] hard
   *[other] normal
}
play-started = Started!
play-started-computer = Started! You play against the computer ({ $level }).
play-computer-joined = The computer ({ $level }) joined match #{ $match }.
play-computer-how-strong = How strong?
play-computer-no-move = the computer found no move the rules accept
play-lobby-closed-by-host = The lobby was closed by its host.
play-cancelled = Cancelled.
play-declined = { $player } declined the challenge.

## Posts of a running match.
play-turn-over = Match #{ $match } is over. Thanks for playing!
play-turn-waiting = waiting for { $players }
play-turn-yours = { $players }, your move
play-turn-computer = { $players } to move
play-turn-due = { $turn }, due { $due }
play-undo-allow = { $players }: allow it?
play-posted-late = (posted late) { $post }
play-proxy-ask = { $chooser }, choose the move of { $seat }:
play-proxy-ask-more = { $chooser }, choose the move of { $seat } (or `/move` any of its { $count } legal moves):
play-channel-refused = Match #{ $match }: I can't post in its channel ({ $reason }). Ask a moderator to let me post there; meanwhile `/view` shows your board and `/move` still plays.
play-secret-no-dm = { $players }: I can't DM you. Press **Submit privately** to send your secret move in a form only you can see, or **Show my view** for your private view.
play-private-no-dm = { $players }: I can't DM you something only you may see. Press **Show my view** for your private view.
play-done-in-thread = Done: the board of match #{ $match } is in { $thread }.
play-done-in-channel = Done: the board of match #{ $match } is in the channel.

## Secret moves and private views.
play-secret-ask-buttons = **Match #{ $match }, { $game }** — your secret move.
    { $prompt }.
    Press one of the buttons, or use `/move` here. Nobody else sees it.
play-secret-ask-form = **Match #{ $match }, { $game }** — your secret move.
    { $prompt }.
    Press the button to type it, or use `/move` here. Nobody else sees it.
play-secret-received = Received; it stays secret (only you see this).
play-secret-pick = { $prompt } (only you see this):
play-secret-form-title = Match #{ $match }: secret move
play-stale-heading = { $heading }.
play-your-view = Match #{ $match }, your view:
play-spectator-view = Match #{ $match }, spectator view (you are not playing):
play-dm-private = Match #{ $match } (private): { $lines }
play-dm-your-view = your view
play-dm-your-move = Your move: /move here or in the channel (only you see your orders).

## /resign.
play-resign-ask = Resign match #{ $match }? The others play on, or win.
play-resign-kept = You play on in match #{ $match }.
play-resign-done = You resigned match #{ $match }.

## Quick moves and the turn panel.
play-not-your-turn = it is not your turn; waiting for { $players }
play-quick-placeholder = Quick move: choose what to do
play-quick-form-title = Quick move
play-quick-form-label = Square for: { NOTATION($pattern) }
play-quick-square-placeholder = e.g. c4
play-quick-not-a-square = '{ $square }' is not a square; squares are a1–h8, e.g. c4
play-panel-mutate-first-placeholder = Mutate first: choose a change
play-panel-mutate-placeholder = Mutate: choose a change
play-panel-step-placeholder = { $verb ->
    [Capture] Capture
    [Place] Place
    [Score] Score
    [Pass] Pass
    [Mutate] Mutate
   *[other] { NOTATION($verb) }
}: choose
play-panel-score-now-button = Score now
play-panel-or-type = Or type the step with `/move`.
play-panel-done = Turn done; the board is in the channel.

## Slash commands: /play, /board, /games.
play-pick-game-first-choice = pick a game first
play-status = { $status ->
    [lobby] lobby
    [challenge] challenge
    [running] running
    [finished] finished
    [cancelled] cancelled
    [aborted] aborted
   *[other] { $status }
}
play-status-ply = { $status }, ply { $ply }
play-board-to-move = { $players } to move
play-board-caption = Match #{ $match }, { $game }: { $turn }
play-games-none = No matches in this channel yet; start one with /play.
play-games-line = #{ $match } { $game } — { $status } — { $players }

## A thread per match.
play-thread-fallback = I can't open a thread per match here (missing permission: { $permissions }), so matches in this channel are played in the channel itself, one at a time.
play-thread-versus = vs
play-thread-name = #{ $match } · { $game } · { $players }
play-thread-forum-post = Match #{ $match }: { $game } — { $players }. Its boards and moves are posted here; /move here plays in it.
play-thread-card-started = { $lead } Match #{ $match } is played in { $thread }.
play-thread-card-over = Match #{ $match } is over: { $result }. The whole game: { $thread }
play-result-aborted = aborted
play-result-draw = a draw
play-result-winners = { $count ->
    [one] { $winners } wins
   *[other] { $winners } win
}
play-result-reason = { $result } ({ $reason })
# A group of moves in the quick menu, chosen: $group is its first word(s) or letter (notation).
play-quick-group = Quick move: { $count ->
    [one] the move starting with { $group }
   *[other] the { $count } moves or groups starting with { $group }
}
play-quick-group-empty = no legal move starts with { $group } any more
play-several-waiting = { $count ->
    [one] { $count } of your matches waits for you ({ $matches }); give the match: option
   *[other] { $count } of your matches wait for you ({ $matches }); give the match: option
}

## A post that waits, fails or is refused after its commit; a match whose thread is gone (only for you, or in the new place).
play-error-post-failed-thread = it was played and saved in match #{ $match }, but its post failed; the board will follow in { $thread } (reference { $ref })
play-error-post-waits-thread = it was played and saved in match #{ $match }; its board follows in { $thread } right after the match's earlier post, which Discord has not taken yet
play-error-post-waits-channel = it was played and saved in match #{ $match }; its board follows in the channel right after the match's earlier post, which Discord has not taken yet
play-error-post-refused = it was played and saved in match #{ $match }, but I can't post its board ({ $reason }); `/view` shows your board and `/move` still plays (reference { $ref })
play-refused-gone = { $place } is deleted or hidden from me
play-refused-answered = Discord answered { $status } ({ $text })
play-thread-moved = Match #{ $match } goes on here: its thread { $old } is gone or closed to me. Its board follows.
play-thread-moved-lead = Match #{ $match } moved:
play-thread-moved-to-channel = Match #{ $match } goes on in this channel: its thread { $old } is gone or closed to me, and I can't open a new one here.
