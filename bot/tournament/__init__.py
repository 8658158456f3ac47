"""Tournaments: pure pairing and standings, then storage and the host that runs them.

``pairing`` and ``standings`` know nothing of games, Discord or the database;
see docs/tournaments.md for the rules they follow.
"""
