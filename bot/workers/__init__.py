"""Worker processes: CPU work kept off the event loop and off its GIL.

``worker_pool`` keeps processes that run jobs and replaces one that dies or runs late;
``render_pool`` draws board pictures in ``render_worker`` processes; ``computer`` runs the
computer opponents' search (``games.ai``), taking turns fairly between members and matches
(``fair_turns``). A job gets its answer or a documented error for that job alone.
"""
