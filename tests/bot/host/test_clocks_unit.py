"""``bot/host/clocks.py`` pure functions: reading clock options, time accounting, reminders, next event."""

from __future__ import annotations

import pytest

import i18n

from bot.host import clocks
from bot.host.clocks import ClockError, ClockSpec, charge, new_clock, next_event, parse_clock, reminder_due, \
    restart_turns, seat_deadline

GAME_DEFAULT = ClockSpec(86400.0, 0.0, "random")     # dna-sequence: a day per move, random on time-out


# -- durations -----------------------------------------------------------------------------------
@pytest.mark.parametrize("text, seconds", [
    ("90", 90), ("90s", 90), ("1.5", 1.5), ("5m", 300), ("24h", 86400), ("2d", 172800),
    (" 5M ", 300), ("0.5m", 30),
])
def test_durations_read(text, seconds):
    assert clocks.parse_duration(text) == seconds


@pytest.mark.parametrize("text", ["", "0", "0s", "-5", "5w", "five", "5 m", "1e3", "m"])
def test_bad_durations_say_what_works(text):
    with pytest.raises(ClockError, match="is not a duration; write e.g. 90s, 5m, 24h or 2d"):
        clocks.parse_duration(text)


@pytest.mark.parametrize("seconds, text", [
    (90, "90s"), (60, "1m"), (120, "2m"), (3600, "1h"), (7200, "2h"), (86400, "1d"), (90000, "25h"),
    (0.5, "0.5s"), (30, "30s"), (6, "6s"),
])
def test_duration_text_uses_the_largest_whole_unit(seconds, text):
    assert clocks.duration_text(seconds) == text


# -- parse_clock ---------------------------------------------------------------------------------
@pytest.mark.parametrize("options, expected", [
    ({}, GAME_DEFAULT),
    ({"clock": "off"}, ClockSpec(None, 0.0, "random")),
    ({"clock": "OFF"}, ClockSpec(None, 0.0, "random")),
    ({"clock": "none"}, ClockSpec(None, 0.0, "random")),
    ({"clock": "0"}, ClockSpec(None, 0.0, "random")),
    ({"clock": "60"}, ClockSpec(60.0, 0.0, "random")),
    ({"clock": "60+180"}, ClockSpec(60.0, 180.0, "random")),
    ({"clock": "1m+3m"}, ClockSpec(60.0, 180.0, "random")),
    ({"clock": " 60 + 180 "}, ClockSpec(60.0, 180.0, "random")),
    ({"clock": "60+0"}, ClockSpec(60.0, 0.0, "random")),
    ({"clock": "60+0.0"}, ClockSpec(60.0, 0.0, "random")),
    ({"clock": "60+0.5"}, ClockSpec(60.0, 0.5, "random")),
    ({"clock": "60+10"}, ClockSpec(60.0, 10.0, "random")),
    ({"deadline": "24h"}, ClockSpec(86400.0, 0.0, "random")),
    ({"deadline": "3d"}, ClockSpec(259200.0, 0.0, "random")),
    ({"timeout": "pass"}, ClockSpec(86400.0, 0.0, "pass")),
    ({"timeout": "Forfeit"}, ClockSpec(86400.0, 0.0, "forfeit")),
    ({"clock": "60+180", "timeout": "opponent"}, ClockSpec(60.0, 180.0, "opponent")),
    ({"deadline": "2h", "timeout": "random"}, ClockSpec(7200.0, 0.0, "uniform")),  # explicit: the old uniform move
    ({"clock": "off", "timeout": "pass"}, ClockSpec(None, 0.0, "pass")),
])
def test_parse_clock_forms(options, expected):
    assert parse_clock(options, GAME_DEFAULT) == expected


def test_parse_clock_keeps_the_games_policy_and_changes_nothing_else():
    game = ClockSpec(30.0, 5.0, "pass")
    assert parse_clock({"clock": "90"}, game) == ClockSpec(90.0, 0.0, "pass")
    assert parse_clock({"seed": "4", "manual": "1"}, game) is game
    assert parse_clock({}, ClockSpec(None)) == ClockSpec(None, 0.0, "random")


@pytest.mark.parametrize("options, message", [
    ({"clock": "60", "deadline": "24h"}, "give either clock= or deadline=, not both"),
    ({"clock": "fast"}, "clock=fast is not a clock; write clock=off, clock=60 (seconds per move) "
                        "or clock=60+180 (plus a reserve)"),
    ({"clock": "60+x"}, "clock=60+x is not a clock"),
    ({"clock": "+180"}, "clock=+180 is not a clock"),
    ({"clock": "-60"}, "clock=-60 is not a clock"),
    ({"clock": "60+180+5"}, "clock=60+180+5 is not a clock"),
    ({"timeout": "never"}, "timeout=never is not a policy; use one of pass, random, forfeit, opponent"),
    ({"deadline": "soon"}, "is not a duration"),
    ({"deadline": "0"}, "is not a duration"),
])
def test_parse_clock_errors_name_the_accepted_forms(options, message):
    with pytest.raises(ClockError) as caught:
        parse_clock(options, GAME_DEFAULT)
    assert message in str(caught.value)


def test_describe():
    assert str(ClockSpec(None).describe()) == "no clock"
    assert str(ClockSpec(60.0).describe()) == "1m per move; on time-out, the easy computer moves for the seat"
    assert str(ClockSpec(60.0, 180.0, "pass").describe()) == "1m per move + 3m reserve; on time-out, the turn passes"
    assert str(ClockSpec(86400.0, 0.0, "forfeit").describe()) == "1d per move; on time-out, the seat forfeits"
    assert str(ClockSpec(90.0, 0.0, "opponent").describe()) == "90s per move; on time-out, an opponent chooses the move"
    assert ClockSpec(None).off and not ClockSpec(1.0).off


def test_the_clock_is_described_in_the_readers_language():
    spec = ClockSpec(60.0, 180.0, "pass")
    assert i18n.text(spec.describe(), "de") == "1m pro Zug + 3m Reserve; bei Zeitüberschreitung: der Zug verfällt"
    assert i18n.text(spec.describe(), "es") == \
        "1m por jugada + 3m de reserva; si se agota el tiempo, se pierde el turno"
    assert i18n.text(ClockSpec(None).describe(), "de") == "keine Uhr"


# -- the running clock -----------------------------------------------------------------------------
def clock(per_move=60.0, reserve=0.0, seats=2, **started):
    c = new_clock(ClockSpec(per_move, reserve, "random"), seats)
    c["started"] = {k.lstrip("s"): v for k, v in started.items()}
    return c


def test_new_clock():
    assert new_clock(ClockSpec(None), 3) is None
    assert new_clock(ClockSpec(60.0, 30.0, "pass"), 3) == {
        "per_move": 60.0, "reserve": [30.0, 30.0, 30.0], "policy": "pass",
        "paused": False, "started": {}, "reminded": {}}


def test_seat_deadline_is_start_plus_per_move_plus_reserve():
    c = clock(60.0, 30.0, s0=1000.0)
    assert seat_deadline(c, 0) == 1090.0
    assert seat_deadline(c, 1) is None


@pytest.mark.parametrize("moved_at, reserve_left", [
    (1000.0, 30.0), (1059.0, 30.0), (1060.0, 30.0), (1070.0, 20.0), (1090.0, 0.0), (1500.0, 0.0),
])
def test_charge_takes_time_over_per_move_from_the_reserve(moved_at, reserve_left):
    c = clock(60.0, 30.0, s0=1000.0, s1=1000.0)
    c["reminded"] = {"0": 2, "1": 1}
    charge(c, 0, moved_at)
    assert c["reserve"] == [reserve_left, 30.0]
    assert c["started"] == {"1": 1000.0} and c["reminded"] == {"1": 1}


def test_charge_of_a_seat_not_on_the_clock_changes_nothing():
    c = clock(60.0, 30.0, s1=1000.0)
    before = {k: (v.copy() if isinstance(v, (dict, list)) else v) for k, v in c.items()}
    charge(c, 0, 5000.0)
    assert c == before


def test_restart_turns_starts_movers_keeps_running_ones_and_stops_the_rest():
    c = clock(60.0, seats=3, s0=1000.0, s1=1010.0)
    c["reminded"] = {"0": 1, "1": 2}
    restart_turns(c, [1, 2], 1050.0)
    assert c["started"] == {"1": 1010.0, "2": 1050.0}       # seat 1 keeps its start
    assert c["reminded"] == {"1": 2}
    restart_turns(c, [], 1100.0)
    assert c["started"] == {} and c["reminded"] == {}


@pytest.mark.parametrize("elapsed, sent, due", [
    (0, 0, 0), (29.9, 0, 0), (30, 0, 1), (40, 0, 1), (53.9, 1, 0), (54, 1, 2), (54, 0, 2),
    (60, 0, 2), (59, 2, 0), (100, 2, 0), (30, 1, 0),
])
def test_reminders_at_half_time_and_when_a_tenth_is_left(elapsed, sent, due):
    c = clock(60.0, s0=1000.0)
    if sent:
        c["reminded"]["0"] = sent
    assert reminder_due(c, 0, 1000.0 + elapsed) == due


def test_near_end_reminder_is_at_most_five_minutes_before_the_deadline():
    day = clock(86400.0, s0=0.0)
    assert reminder_due(day, 0, 86400.0 - 301) == 1
    assert reminder_due(day, 0, 86400.0 - 300) == 2
    with_reserve = clock(60.0, 60.0, s0=0.0)                # 120 s in all
    assert reminder_due(with_reserve, 0, 59.9) == 0
    assert reminder_due(with_reserve, 0, 60.0) == 1
    assert reminder_due(with_reserve, 0, 108.0) == 2
    assert reminder_due(with_reserve, 1, 108.0) == 0         # not on the clock


def test_next_event_is_the_earliest_reminder_or_deadline():
    c = clock(60.0, s0=1000.0)
    assert next_event(c) == 1030.0
    c["reminded"]["0"] = 1
    assert next_event(c) == 1054.0
    c["reminded"]["0"] = 2
    assert next_event(c) == 1060.0
    c["started"]["1"] = 1020.0                                # a second seat on the clock, not reminded
    assert next_event(c) == 1050.0
    c["paused"] = True
    assert next_event(c) is None
    assert next_event(clock(60.0)) is None


def test_next_event_uses_each_seats_own_reserve():
    c = clock(60.0, 60.0, s0=0.0, s1=0.0)
    c["reserve"] = [0.0, 60.0]
    c["reminded"] = {"0": 2, "1": 2}
    assert next_event(c) == 60.0
    assert seat_deadline(c, 1) == 120.0


def test_a_bad_deadline_names_the_option():
    with pytest.raises(ClockError, match="deadline=soon"):
        parse_clock({"deadline": "soon"}, GAME_DEFAULT)


def test_the_clock_text_nests_no_parentheses_in_the_start_line():
    """"begins: alice, Petri (hard) (1d per move (on time-out: …)))" nested three deep."""
    for spec in (ClockSpec(86400.0), ClockSpec(60.0, 180.0, "pass"), ClockSpec(None)):
        line = f"Protozoa begins: alice, Petri (hard) ({spec.describe()})"
        depth = deepest = 0
        for char in line:
            depth += {"(": 1, ")": -1}.get(char, 0)
            deepest = max(deepest, depth)
        assert deepest == 1 and depth == 0, line
