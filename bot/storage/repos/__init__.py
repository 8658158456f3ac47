"""Per-feature repositories: each module holds the SQL of one feature as functions whose first
argument is the database object (a ``bot.storage.store.Store``: ``run``, ``fetch_one``,
``fetch_all``, ``execute``, ``insert_rows``, ``transaction`` and the locks).  Callers above
storage import the module they need (``from bot.storage.repos import ratings as rating_rows``)
and never write SQL themselves (``tests/bot/test_no_sql_outside_storage.py`` fails on any).
The per-match queries of every move stay on ``Store`` itself (match rows, the move log, the
outbox).
"""
