"""The architecture holds: imports run one way and no package has an import circle
(`lint-imports`, contracts in `.importlinter`), and every module imports alone, in a fresh
interpreter, whatever was imported before."""

from __future__ import annotations

import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
PACKAGES = ("games", "render", "bot", "bench", "cli")


def _modules() -> list[str]:
    found = []
    for package in PACKAGES:
        for path in sorted((REPO / package).rglob("*.py")):
            parts = path.relative_to(REPO).with_suffix("").parts
            found.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return found


def _lint_imports() -> subprocess.CompletedProcess:
    command = Path(sys.executable).with_name("lint-imports")
    if not command.exists():
        pytest.skip(f"import-linter is not installed beside {sys.executable} (the test extra installs it)")
    return subprocess.run([str(command), "--no-cache"], cwd=REPO, capture_output=True, text=True)


def test_import_contracts_hold():
    result = _lint_imports()
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    assert "BROKEN" not in result.stdout and "KEPT" in result.stdout


def test_every_module_imports_alone():
    modules = _modules()
    assert len(modules) > 80          # every package was found

    def one(module: str) -> tuple[str, str]:
        # By name, not ``import``: a numbered migration's module name starts with a digit.
        run = subprocess.run([sys.executable, "-c", f"import importlib; importlib.import_module({module!r})"], cwd=REPO,
                             capture_output=True, text=True)
        return module, run.stderr.strip().splitlines()[-1] if run.returncode else ""

    with ThreadPoolExecutor(max_workers=4) as pool:
        failures = [f"{module}: {error}" for module, error in pool.map(one, modules) if error]
    assert not failures, "\n".join(failures)
