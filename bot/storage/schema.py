"""Reading the numbered migrations of ``bot.storage.migrations`` (their files are described
there) and running their data steps.

The steps are imported by name when they run, not here: a step may use any storage module
(the rating repository, the store's row helpers) without the store that runs it importing
them, so no import circle forms inside ``bot.storage``.
"""


from __future__ import annotations

import importlib
import re
from importlib import resources
from typing import Any

#: The package holding the migration files.
PACKAGE = "bot.storage.migrations"
_FILE = re.compile(r"^(\d{4})_(\w+)\.(sql|py)$")


def load() -> list[str | tuple[str, str]]:
    """Every migration in order: its SQL (comments dropped), or ``(sql, step)`` when it has a
    data step (``step``: the module's name in this package, for ``run_step``).

    Raises ``RuntimeError`` when the numbers do not run 1, 2, 3… without a gap, or one
    number has two names (a file misnamed or a merge that numbered two migrations alike).
    """
    stems: dict[int, str] = {}
    kinds: dict[int, set[str]] = {}
    for entry in resources.files(PACKAGE).iterdir():
        found = _FILE.match(entry.name)
        if not found:
            continue
        number, stem = int(found[1]), entry.name.rsplit(".", 1)[0]
        if stems.setdefault(number, stem) != stem:
            raise RuntimeError(f"migration {number} has two names: {stems[number]}, {stem}")
        kinds.setdefault(number, set()).add(found[3])
    if sorted(stems) != list(range(1, len(stems) + 1)):
        raise RuntimeError(f"migration numbers must run 1…{len(stems)} without a gap: {sorted(stems)}")
    out: list[str | tuple[str, str]] = []
    for number in sorted(stems):
        stem = stems[number]
        sql = _sql(resources.files(PACKAGE).joinpath(f"{stem}.sql").read_text("utf-8")) \
            if "sql" in kinds[number] else ""
        out.append((sql, stem) if "py" in kinds[number] else sql)
    return out


def _sql(text: str) -> str:
    """``text`` without its ``--`` comment lines (a comment could hold a ``;``, where the
    statements are split)."""
    return "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("--"))


async def run_step(step: str, store: Any) -> None:
    """Run the data step ``step`` (a module of this package) on ``store``, inside the
    migration's transaction."""
    module = importlib.import_module(f"{PACKAGE}.{step}")
    await module.run(store)
