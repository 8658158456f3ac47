"""One SimCord operation at a time, waiting for the other instead of failing.

SimCord admits one operation (a slash command, a click, a clock step, a Preview
action or refresh) at a time per Env and refuses a second that begins meanwhile with
``SetupError: operation overlaps active …``, before it does anything.  The sandbox runs
two sources of them in one event loop: the console's lines and the browser page's
Preview, so a line typed while a click on the page was being handled used to end the
sandbox with that error.  ``when_idle`` waits for the other and tries again.
"""

from __future__ import annotations

import asyncio

#: The start of SimCord's refusal of an overlapping operation.
_OVERLAP = "operation overlaps active"


async def when_idle(operation, wait: float = 0.05, patience: float = 120.0):
    """``await operation()`` once no other SimCord operation runs, retrying while SimCord
    refuses it as overlapping one (``_OVERLAP``: the page's Preview acting for a click in the
    browser while a console line plays; SimCord admits one operation at a time and refuses
    the second before it does anything, so trying again is safe).  Other errors pass.
    Raises the refusal after ``patience`` seconds of overlap."""
    import simcord

    waited = 0.0
    while True:
        try:
            return await operation()
        except simcord.SetupError as exc:
            if _OVERLAP not in str(exc) or waited >= patience:
                raise
        await asyncio.sleep(wait)
        waited += wait
