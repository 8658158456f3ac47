"""The schema's history as numbered files: ``NNNN_name.sql`` and, where a step must compute
rows, ``NNNN_name.py`` with ``async def run(store)``, run after that number's SQL in the same
transaction (a migration may be SQL only, a data step only, or both).

Migration ``N`` takes a database from schema version ``N - 1`` to ``N``.  Never change what a
shipped file does: add the next number.  The SQL is portable: ``{id_pk}`` becomes the
backend's auto-numbered 64-bit primary key and ``{blob}`` its column of bytes; BIGINT holds
Discord ids (PostgreSQL's INTEGER is 32-bit) and DOUBLE PRECISION times and ratings.
Read by ``bot.storage.schema`` (which imports no step: it runs them by name, so the
store below them does not depend on what they use).  ``--`` lines are comments (dropped before
the SQL runs; statements end with ``;``).
"""
