"""Durable storage (design.md §3, Storage), the only package holding SQL: the ``Store`` database
object with the per-match queries, its two backends (``store_sqlite``: one SQLite file;
``store_pg``: PostgreSQL shared by several host processes), ``database`` (which backend a URL
names), ``migrations`` (the numbered schema files, read by ``schema``), ``repos`` (per-feature
queries: ratings, tournaments, away, rematch, notify, guilds…), ``rating_math`` (the pure
rating arithmetic a migration needs) and ``match_cache`` (the rows this process committed last).
Below the host; knows nothing of discord.
"""
