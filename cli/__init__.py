"""The ``petri`` command line (design.md §5): the top layer, above ``bot`` and ``bench``.

``main`` parses the command and hands it to its module: ``app`` (``run``, ``sync``: the bot on
the real Discord), ``sandbox`` and ``sandbox_page`` (the bot on an offline simulated Discord),
``play`` and ``render`` (a game from a moves file, as text or a picture), ``check`` and
``invite`` (a set-up checked offline; the URL that adds the bot), ``db`` (migrate, copy) or
``bench``.
"""
