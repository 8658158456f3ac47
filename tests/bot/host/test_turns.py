"""The host's turn decisions (``bot.host.turns``) that the Discord layer only renders."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from bot.core import HostError
from bot.host import turns


class _Game:
    """A game whose seat 0 is to move, seat 1 has a secret step pending, seat 2 plays under fog."""

    secret_steps = True

    def __init__(self, movers=(0,), open_turn=False):
        self.movers, self.open_turn = list(movers), open_turn

    def to_move(self, state):
        return self.movers

    def pending_secret(self, state, seat):
        return {"prompt": "?"} if seat == 1 else None

    def private_seats(self, state):
        return {2}

    def turn_open(self, state):
        return self.open_turn


def _match(status="running", extra=None):
    return SimpleNamespace(status=status, state={"ply": 3}, extra=extra or {})


def test_a_multi_step_text_is_refused_in_a_channel_only_where_steps_can_be_secret():
    with pytest.raises(HostError):
        turns.check_steps_where_seen(_Game(), "E4;active E6", in_channel=True)
    turns.check_steps_where_seen(_Game(), "E4;active E6", in_channel=False)
    turns.check_steps_where_seen(_Game(), "E4", in_channel=True)
    plain = _Game()
    plain.secret_steps = False
    turns.check_steps_where_seen(plain, "E4;E5", in_channel=True)


def test_the_named_chooser_chooses_for_a_timed_out_seat_unless_it_is_to_move_itself():
    match = _match(extra={"proxy": {"chooser": 1, "seat": 0}})
    assert turns.chooses_for(_Game(movers=[0]), match, 1)
    assert not turns.chooses_for(_Game(movers=[0, 1]), match, 1)
    assert not turns.chooses_for(_Game(movers=[0]), match, 2)
    assert not turns.chooses_for(_Game(movers=[0]), _match(), 1)


def test_secret_steps_and_fogged_orders_are_answered_privately():
    game, match = _Game(), _match()
    assert [turns.answered_privately(game, match, s) for s in (0, 1, 2, None)] == [False, True, True, False]


def test_a_turn_is_still_open_only_for_its_running_mover():
    assert turns.turn_still_open(_Game(movers=[0], open_turn=True), _match(), 0)
    assert not turns.turn_still_open(_Game(movers=[0], open_turn=True), _match(), 1)
    assert not turns.turn_still_open(_Game(movers=[0], open_turn=False), _match(), 0)
    assert not turns.turn_still_open(_Game(movers=[0], open_turn=True), _match(status="finished"), 0)


async def test_a_challenge_stores_seat_options_that_name_players_as_seat_numbers(host):
    """The host, not the Discord layer, turns ``dmo=bob`` into bob's seat in a challenge."""
    from bot.storage.store import Seat

    match = await host.create(channel_id=7, guild_id=None, game_id="mitosis", options="dmo=alice clock=off",
                              creator=Seat(1, "alice"), opponent=Seat(2, "bob"))
    assert "dmo=1" in match.options.split()
    with pytest.raises(HostError):
        await host.create(channel_id=8, guild_id=None, game_id="mitosis", options="dmo=carol",
                          creator=Seat(1, "alice"), opponent=Seat(2, "bob"))
