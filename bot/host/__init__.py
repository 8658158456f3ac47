"""The match host: where matches live and what happens to them (design.md §3).

``match_host.MatchHost`` creates, starts, moves, resigns and ends matches; its mixins
``timing`` (what the clocks make due) and ``moderation`` (game-master actions, undo) share
its lock and store. It turns every outcome into a delivery plan (``plan``: who is told what,
what is due next), which the announcement outbox keeps until it is posted (``outbox``).
Beside it: clocks, what one member may start (``bounds``), per-server settings (``guilds``),
ratings, positions rebuilt from the move log (``replay``), the pictures a ply needs
(``ply_boards``, ``board_memory``) and the hooks it reports through (``observe``). Its
vocabulary (statuses, ``Outcome``, ``HostError``) is ``bot.core``, which the workers share.
Nothing here imports discord.
"""
