"""The rules of ``/notify`` (``bot.host.notify``): who is told how and when, quiet
hours in the member's zone (across midnight, across a change of summer time), digest periods,
what a member may type, and digest claims that two processes on one database never both win."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from bot.core import HostError
from bot.host import notify
from bot.host.notify import Preference
from bot.storage.database import open_store
from bot_testkit import REPO
from games.message import Msg

WORKER = Path(__file__).with_name("digest_worker.py")


def at(text: str, zone: str) -> float:
    """``2026-03-29 01:30`` in ``zone`` as seconds since the epoch."""
    return datetime.fromisoformat(text).replace(tzinfo=ZoneInfo(zone)).timestamp()


def test_quiet_hours_across_midnight_in_the_members_zone():
    pref = Preference(zone="Europe/Berlin", quiet=(22 * 60, 8 * 60))
    assert pref.quiet_now(at("2026-01-10 23:59", "Europe/Berlin"))
    assert pref.quiet_now(at("2026-01-10 07:59", "Europe/Berlin"))
    assert not pref.quiet_now(at("2026-01-10 08:00", "Europe/Berlin"))
    assert not pref.quiet_now(at("2026-01-10 21:59", "Europe/Berlin"))
    # 22:30 in Berlin is 21:30 UTC: quiet for Berlin, not for a member on UTC with the same hours
    when = at("2026-01-10 22:30", "Europe/Berlin")
    assert pref.quiet_now(when) and not Preference(quiet=(22 * 60, 8 * 60)).quiet_now(when)
    day = Preference(quiet=(9 * 60 + 30, 17 * 60))
    assert day.quiet_now(at("2026-01-10 09:30", "UTC")) and not day.quiet_now(at("2026-01-10 17:00", "UTC"))


def test_who_is_told_how():
    now = at("2026-01-10 12:00", "UTC")
    quiet = (11 * 60, 13 * 60)
    for mode, ordinary, final in (("mention", "mention", "mention"), ("dm", "dm", "dm"),
                                  ("digest", None, "dm"), ("none", None, None)):
        assert Preference(mode).told_by(now, False) == ordinary, mode
        assert Preference(mode).told_by(now, True) == final, mode
        # quiet hours: only the final reminder
        assert Preference(mode, quiet=quiet).told_by(now, False) is None, mode
        assert Preference(mode, quiet=quiet).told_by(now, True) == final, mode
    assert Preference().told_by(now, False) == "mention"       # nobody chose: as before


def test_digest_periods_turn_at_local_midnight_and_survive_summer_time():
    daily = Preference("digest", 24, "Europe/Berlin")
    assert daily.period_of(at("2026-01-10 23:59", "Europe/Berlin")) + 1 == \
        daily.period_of(at("2026-01-11 00:00", "Europe/Berlin"))
    # the night the clocks go forward (29 March 2026): one period per local day still
    days = [daily.period_of(at(f"2026-03-{d} 12:00", "Europe/Berlin")) for d in (28, 29, 30)]
    assert days == [days[0], days[0] + 1, days[0] + 2]
    six = Preference("digest", 6)
    assert six.period_of(at("2026-01-10 05:59", "UTC")) + 1 == six.period_of(at("2026-01-10 06:00", "UTC"))


def test_what_a_member_may_type():
    assert notify.parse_quiet("22-8") == (1320, 480)
    assert notify.parse_quiet(" 22:30-07:15 ") == (1350, 435)
    assert notify.parse_quiet("off") is None
    for bad in ("22", "24-8", "22-8:60", "8-8", "late", "22--8"):
        with pytest.raises(HostError) as refused:
            notify.parse_quiet(bad)
        assert refused.value.message == Msg("notify-bad-quiet", quiet=bad)
    assert notify.zone_of("America/New_York").key == "America/New_York"
    for bad in ("Mars/Olympus", "../../etc/passwd", "/etc/localtime", "", "x" * 200):
        with pytest.raises(HostError) as refused:
            notify.zone_of(bad)
        assert refused.value.message["id"] == "notify-bad-zone"
    assert notify.quiet_text((1320, 480)) == "22:00–08:00"


@pytest.fixture(params=["sqlite", "postgresql"])
def shared_db(request, tmp_path) -> str:
    if request.param == "postgresql":
        return request.getfixturevalue("pg_url")
    return f"sqlite:///{tmp_path / 'shared.db'}"


async def test_two_processes_claim_each_digest_once(shared_db):
    store = await open_store(shared_db)       # migrated before the race
    await store.close()
    users, periods = 5, 20
    start = time.time() + 1.5
    workers = [subprocess.Popen([sys.executable, str(WORKER), shared_db, str(users), str(periods), str(start)],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                env=dict(os.environ, PYTHONPATH=str(REPO)))
               for _ in range(2)]
    won = []
    for worker in workers:
        out, err = worker.communicate(timeout=120)
        assert worker.returncode == 0, err[-2000:]
        won.append({tuple(map(int, line.split())) for line in out.splitlines()})
    assert not won[0] & won[1]                                   # never both
    assert won[0] | won[1] == {(u, p) for u in range(users) for p in range(periods)}   # each once
