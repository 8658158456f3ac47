"""Durable storage (design.md §3, Storage): the ``Store`` interface with every query, its two
backends (``store_sqlite``: one SQLite file; ``store_pg``: PostgreSQL shared by several host
processes), ``database`` (which backend a URL names, migrations) and ``match_cache`` (the rows
this process committed last). Below the host; knows nothing of games' rules or of discord.
"""
