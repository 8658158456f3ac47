"""Dockerfile, compose.yaml and deploy/petri.service.

The files are parsed and their key directives checked everywhere; the
systemd unit is also checked by ``systemd-analyze verify`` and the image
built and run (``petri check`` inside it) where those tools work, skipped
with the reason otherwise.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess

import pytest
import yaml

from bot.ops.config import load_config
from bot_testkit import REPO

HEALTHZ = "http://127.0.0.1:9108/healthz"


def dockerfile() -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) of the Dockerfile, continuation lines joined, comments dropped."""
    text = re.sub(r"\\\n\s*", " ", (REPO / "Dockerfile").read_text(encoding="utf-8"))
    return [(line.split(None, 1)[0].upper(), line.split(None, 1)[1]) for line in text.splitlines()
            if line.strip() and not line.lstrip().startswith("#")]


def test_dockerfile_slim_base_package_non_root_user_and_health_check():
    steps = dockerfile()
    kinds = [kind for kind, _ in steps]
    assert re.fullmatch(r"python:3\.1[1-9]-slim", dict(steps)["FROM"]), dict(steps)["FROM"]
    run = " ".join(args for kind, args in steps if kind == "RUN")
    assert "pip install ." in run and "useradd" in run
    users = [args for kind, args in steps if kind == "USER"]
    assert users and users[-1] not in ("root", "0")
    # The user is set before the bot starts, and the image runs `petri run`.
    assert kinds.index("USER") < kinds.index("ENTRYPOINT")
    assert dict(steps)["ENTRYPOINT"] == '["petri"]' and dict(steps)["CMD"] == '["run"]'
    healthcheck = dict(steps)["HEALTHCHECK"]
    assert HEALTHZ in healthcheck and "CMD" in healthcheck
    env = " ".join(args for kind, args in steps if kind == "ENV")
    assert "PETRI_METRICS_LISTEN=0.0.0.0:9108" in env   # what the health check asks
    # Every package the project installs is copied into the image.
    copied = " ".join(args for kind, args in steps if kind == "COPY")
    for package in ("bot", "games", "render", "bench"):
        assert f"COPY {package} ./{package}" in f"COPY {copied}" or f"{package} ./{package}" in copied


def test_dockerignore_keeps_secrets_and_databases_out():
    ignored = (REPO / ".dockerignore").read_text(encoding="utf-8").split()
    for entry in ("config.toml", ".env", "*.db", ".venv", ".git"):
        assert entry in ignored


def test_compose_runs_petri_on_sqlite_on_a_volume():
    compose = yaml.safe_load((REPO / "compose.yaml").read_text(encoding="utf-8"))
    petri = compose["services"]["petri"]
    env = petri["environment"]
    # PostgreSQL is refused until its backend lands, so the database lives on a named volume.
    assert env["PETRI_DATABASE_URL"] == "sqlite:////data/petri.db"
    assert petri["volumes"] == ["petri-data:/data"] and "petri-data" in compose["volumes"]
    assert "DISCORD_TOKEN" in env and ":?" in env["DISCORD_TOKEN"]   # refuses to start without it
    assert env["PETRI_METRICS_LISTEN"] == "0.0.0.0:9108"
    assert petri["restart"] == "on-failure:5"      # a config error (exit 2) stops
    assert petri["ports"] == ["127.0.0.1:9108:9108"]          # metrics never on the public interface


def unit() -> dict[str, dict[str, str]]:
    sections: dict[str, dict[str, str]] = {}
    current = None
    for line in (REPO / "deploy/petri.service").read_text(encoding="utf-8").splitlines():
        if line.startswith("[") and line.endswith("]"):
            current = sections.setdefault(line[1:-1], {})
        elif "=" in line and not line.startswith("#"):
            key, _, value = line.partition("=")
            current[key] = value
    return sections


def test_service_unit_restarts_on_failure_stops_cleanly_and_logs_to_the_journal():
    service = unit()["Service"]
    assert service["Restart"] == "on-failure" and service["RestartSec"]
    assert service["RestartPreventExitStatus"] == "2"       # petri's "fix the config" status
    assert service["TimeoutStopSec"] and service["KillSignal"] == "SIGTERM"
    assert service["StandardOutput"] == service["StandardError"] == "journal"
    assert service["User"] != "root"
    assert service["ExecStart"].split()[1:3] == ["run", "--config"]
    assert unit()["Install"]["WantedBy"] == "multi-user.target"


def test_service_unit_passes_systemd_analyze_verify(tmp_path):
    if shutil.which("systemd-analyze") is None:
        pytest.skip("systemd-analyze is not installed on this machine")
    petri = shutil.which("petri") or os.path.join(os.path.dirname(os.sys.executable), "petri")
    text = (REPO / "deploy/petri.service").read_text(encoding="utf-8")
    # verify insists that the executable exists: point it at this checkout's petri.
    path = tmp_path / "petri.service"
    path.write_text(text.replace("/opt/petri/bin/petri", petri), encoding="utf-8")
    done = subprocess.run(["systemd-analyze", "verify", str(path)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stderr.strip() == "", done.stderr


def engine() -> str:
    """A container engine that answers, or skip saying why not."""
    for tool in ("podman", "docker"):
        if shutil.which(tool) and subprocess.run([tool, "info"], capture_output=True, timeout=30).returncode == 0:
            return tool
    pytest.skip("no container engine runs on this machine (docker client without a daemon, no podman)")


@pytest.mark.slow
def test_the_image_builds_and_petri_check_passes_inside():
    tool = engine()
    subprocess.run([tool, "build", "-t", "petri-test", str(REPO)], check=True, timeout=900)
    token = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"
    done = subprocess.run([tool, "run", "--rm", "-e", f"DISCORD_TOKEN={token}", "petri-test", "check"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    user = subprocess.run([tool, "run", "--rm", "--entrypoint", "id", "petri-test", "-u"],
                          capture_output=True, text=True, timeout=120)
    assert user.stdout.strip() != "0"


def test_the_postgresql_compose_file_points_petri_at_its_database():
    extra = yaml.safe_load((REPO / "compose.postgres.yaml").read_text(encoding="utf-8"))
    url = extra["services"]["petri"]["environment"]["PETRI_DATABASE_URL"]
    assert url.startswith("postgresql://petri:") and url.endswith("@db:5432/petri")
    db = extra["services"]["db"]
    assert db["environment"]["POSTGRES_DB"] == "petri" and "petri-pg" in extra["volumes"]
    assert extra["services"]["petri"]["depends_on"]["db"]["condition"] == "service_healthy"
    load_config(environ={"PETRI_DATABASE_URL": url.replace("${POSTGRES_PASSWORD}", "pw")})
