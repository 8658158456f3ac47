"""A computer seat is stored by its plain name and its level apart, and readers see the level
in their own words: "Petri (easy)", "Petri (Leicht)", "Petri (fácil)".  A database
from before keeps working: migration 12 takes the English out of stored names.

On a real SQLite file, or PostgreSQL with ``PETRI_TEST_DATABASE=postgresql``.
"""

from __future__ import annotations

import time

import i18n
from bot.host.seat_names import roster, shown_name
from bot.storage.store import MatchRow, Seat
from bot.tournament.runner import Tournaments
from bot_testkit import ALICE, BOB, CAROL, migrated, store_at_schema
from i18n.pseudo import leaks

PETRI = Seat(999, "Petri")


async def test_the_computer_seat_keeps_its_level_apart_and_each_reader_words_it(host):
    lobby = await host.create(channel_id=1, guild_id=None, game_id="protozoa", options="seed=2", creator=ALICE)
    match = await host.add_computer(lobby.id, ALICE.user_id, PETRI, "easy")
    match = await host.join(match.id, BOB)
    assert [s.name for s in match.seats] == ["alice", "Petri", "bob"]
    assert host.computer_seats(match) == {1: "easy"}
    seen = {locale: i18n.text(shown_name(match, 1), locale) for locale in ("en", "de", "es")}
    assert seen == {"en": "Petri (easy)", "de": "Petri (Leicht)", "es": "Petri (fácil)"}
    assert not leaks(i18n.text(shown_name(match, 1), "pseudo"), allowed={"Petri"})
    # A roster joins names with commas in every language; a person's name is never worded.
    assert i18n.text(roster(match), "de") == "alice, Petri (Leicht), bob"
    assert roster(match, seats=[0, 2]) == "alice, bob"
    begins = (await host.start(match.id, ALICE.user_id)).narration[0]
    assert i18n.text(begins, "de").startswith("Protozoa beginnt: alice, Petri (Leicht), bob")
    assert str(begins).startswith("Protozoa begins: alice, Petri (easy), bob")


async def test_a_tournament_without_a_name_is_called_by_its_game_and_format_in_each_language(host):
    desk = Tournaments(host)
    t = await desk.create(guild_id=5, channel_id=1, creator=ALICE.user_id, name="  ", game_id="mitosis",
                          options="", format="swiss", seats=2, rounds=2, max_entrants=None, round_seconds=None,
                          starts_at=None, computers=1)
    assert t.name == ""
    assert i18n.text(t.title, "en") == "Mitosis swiss"
    assert i18n.text(t.title, "de") == "Mitosis (Schweizer System)"
    named = await desk.create(guild_id=5, channel_id=2, creator=ALICE.user_id, name="Cup", game_id="mitosis",
                              options="", format="swiss", seats=2, rounds=2, max_entrants=None,
                              round_seconds=None, starts_at=None)
    assert named.title == "Cup"
    (computer,) = [e for e in await desk.entrants(t.id) if e.computer]
    assert (computer.name, computer.computer) == ("Petri 1", "easy")


async def _old_row(store, seats: list[Seat], extra: dict) -> MatchRow:
    now = time.time()
    row = MatchRow(id=0, guild_id=5, channel_id=1, game="protozoa", options="", seed=1, status="running",
                   state={"seats": [s.name for s in seats]}, version=3, created_by=seats[0].user_id,
                   invited=None, created_at=now, updated_at=now, result=None, seats=seats, extra=extra)
    async with store.transaction():
        await store.insert_match(row)
    return row


async def test_migration_12_takes_the_english_out_of_names_stored_before(db_path):
    # A database as the bot left it before names were worded per reader: levels glued on in English.
    async with store_at_schema(db_path, 11) as old:
        two = await _old_row(old, [ALICE, Seat(999, "Petri (hard)"), Seat(999, "Petri (hard)#2"),
                                   Seat(102, "bob (hard)")], {"computers": {"1": "hard", "2": "hard"}})
        people = await _old_row(old, [Seat(101, "alice (easy)"), CAROL], {})
        for name, tid in (("Mitosis swiss", 1), ("Spring cup", 2)):
            await old.execute(
                "INSERT INTO tournaments (id, guild_id, channel_id, name, game, options, format, seats, rounds, "
                "status, round, settings, created_by, created_at, version) "
                "VALUES (?, 5, 1, ?, 'mitosis', '', 'swiss', 2, 2, 'open', 0, '{}', 101, 0, 1)", (tid, name))
        await old.execute("INSERT INTO tournament_entrants (tournament_id, user_id, name, computer, status, "
                          "joined_at) VALUES (1, -1, 'Petri (easy) 1', 'easy', 'active', 0)")
        await old.execute("INSERT INTO tournament_entrants (tournament_id, user_id, name, computer, status, "
                          "joined_at) VALUES (1, 101, 'alice (easy) 1', NULL, 'active', 0)")

    async with migrated(db_path) as new:
        seats = (await new.get_match(two.id)).seats
        assert [s.name for s in seats] == ["alice", "Petri", "Petri#2", "bob (hard)"]
        assert (await new.get_match(two.id)).state["seats"][1] == "Petri (hard)"   # the engine's record stays
        assert [s.name for s in (await new.get_match(people.id)).seats] == ["alice (easy)", "carol"]
        names = [tuple(r) for r in await new.fetch_all("SELECT id, name FROM tournaments ORDER BY id")]
        assert names == [(1, ""), (2, "Spring cup")]
        entrants = [tuple(r) for r in await new.fetch_all(
            "SELECT user_id, name FROM tournament_entrants ORDER BY user_id")]
        assert entrants == [(-1, "Petri 1"), (101, "alice (easy) 1")]
