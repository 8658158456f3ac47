"""Benchmarks that print figures (design.md §6); run with ``petri bench``.

Nothing here asserts on timings: the tests only check that a tiny run
produces well-formed output.
"""
