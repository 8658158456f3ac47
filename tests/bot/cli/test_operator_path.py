"""The operator path: ``petri check``, the deploy snippets, compose, the Dockerfile's
comments, the database errors and the sandbox's ``[metrics]``.  Each test fails on the code
before the fix; snippets run as written where the tool is a plain shell command, with stubs
for ``docker`` (which needs a daemon) and with ``/etc`` moved under a temporary folder."""

from __future__ import annotations

import asyncio
import os
import re
import socket
import subprocess
import sys
import time
import urllib.request

import pytest
import yaml

from cli.app import StartupError, open_database
from cli.main import main
from bot.ops.config import Config
from bot_testkit import REPO

TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"


def snippet(path: str, first: str) -> str:
    """The commented shell lines of ``path`` from the one starting with ``first`` to the end of
    that command (``\\`` continuations joined), without the comment marks."""
    lines = [line[1:].strip() for line in (REPO / path).read_text(encoding="utf-8").splitlines()
             if line.startswith("#")]
    start = next(i for i, line in enumerate(lines) if line.startswith(first))
    command = []
    for line in lines[start:]:
        command.append(line.rstrip("\\").strip())
        if not line.endswith("\\"):
            break
    return " ".join(command)


# -- petri check ------------------------------------------------------------------------------------
def test_check_creates_no_database_where_it_is_run_and_says_which_config(capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    monkeypatch.delenv("PETRI_DATABASE_URL", raising=False)
    assert main(["check"]) == 0
    out = capsys.readouterr().out
    assert list(tmp_path.iterdir()) == [], "petri check left files behind"
    assert "ok    config: no config.toml here: the defaults" in out
    assert f"ok    database: petri.db does not exist yet; petri run creates it in {tmp_path}" in out

    (tmp_path / "config.toml").write_text('log_level = "INFO"\n', encoding="utf-8")
    assert main(["check"]) == 0
    assert "ok    config: config.toml\n" in capsys.readouterr().out


def test_check_refuses_a_database_folder_that_is_missing(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    monkeypatch.setenv("PETRI_DATABASE_URL", f"sqlite:///{tmp_path}/nowhere/p.db")
    assert main(["check"]) == 1
    assert f"the folder {tmp_path}/nowhere does not exist" in capsys.readouterr().out


def test_check_names_the_thread_permissions(capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    main(["check"])
    line = next(l for l in capsys.readouterr().out.splitlines() if l.startswith("ok    permissions:"))
    for name in ("Create Public Threads", "Send Messages in Threads", "Manage Threads"):
        assert line.count(name) == 2, line          # asked for by the invite, and what lacking it does


def test_a_postgresql_database_that_cannot_be_reached_is_not_blamed_on_a_folder():
    with socket.socket() as probe:               # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    config = Config(database=f"postgresql://petri:secret@127.0.0.1:{port}/petri")
    with pytest.raises(StartupError) as refused:
        asyncio.run(open_database(config))
    message = str(refused.value)
    assert "folder" not in message and "PostgreSQL server is up" in message and "secret" not in message


# -- deploy/ and compose --------------------------------------------------------------------------
def test_the_service_files_install_lines_run_on_a_fresh_machine(tmp_path):
    etc = tmp_path / "etc"
    etc.mkdir()                                   # a fresh machine has /etc, not /etc/petri
    lines = [line[1:].strip() for line in (REPO / "deploy/petri.service").read_text().splitlines()
             if line.startswith("#   sudo install")]
    assert lines, "the unit's comment lists its install lines"
    for line in lines:
        command = line.split("(")[0].removeprefix("sudo ").replace("/etc/", f"{etc}/")
        done = subprocess.run(["bash", "-c", command], cwd=REPO, capture_output=True, text=True)
        assert done.returncode == 0, (command, done.stderr)
    assert (etc / "petri/config.toml").is_file()
    assert oct((etc / "petri/petri.env").stat().st_mode & 0o777) == "0o600"


def test_the_postgresql_copy_example_keeps_the_password_for_the_container():
    command = snippet("compose.postgres.yaml", "docker compose -f compose.yaml -f compose.postgres.yaml run")
    # As typed in a host shell where POSTGRES_PASSWORD is not exported (it lives in .env):
    # a stub docker prints the arguments it would get.
    env = {k: v for k, v in os.environ.items() if k != "POSTGRES_PASSWORD"}
    done = subprocess.run(["bash", "-c", f'docker() {{ printf "%s\\n" "$@"; }}; {command}'],
                          capture_output=True, text=True, env=env)
    assert done.returncode == 0, done.stderr
    args = done.stdout.splitlines()
    assert "petri:@" not in done.stdout
    assert args[-1] == 'petri db copy sqlite:////data/petri.db "$PETRI_DATABASE_URL"', args
    compose = yaml.safe_load((REPO / "compose.postgres.yaml").read_text(encoding="utf-8"))
    assert compose["services"]["petri"]["environment"]["PETRI_DATABASE_URL"].startswith("postgresql://")


def test_compose_gives_up_on_a_configuration_error():
    compose = yaml.safe_load((REPO / "compose.yaml").read_text(encoding="utf-8"))
    restart = compose["services"]["petri"]["restart"]
    assert re.fullmatch(r"on-failure:\d+", restart), restart   # not unless-stopped: exit 2 stops


def test_the_dockerfile_says_compose_yaml_runs_sqlite():
    comments = [line for line in (REPO / "Dockerfile").read_text().splitlines() if line.startswith("#")]
    for line in comments:
        if "compose.yaml" in line and "PostgreSQL" in line:
            assert "compose.postgres.yaml" in line, line
    assert any("compose.yaml runs it with SQLite" in line for line in comments)


# -- the sandbox serves [metrics] -----------------------------------------------------------------
def test_the_sandbox_serves_healthz_and_metrics_from_the_config(tmp_path):
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    config = tmp_path / "petri.toml"
    config.write_text(f'[metrics]\nlisten = "127.0.0.1:{port}"\n', encoding="utf-8")
    process = subprocess.Popen([sys.executable, "-m", "cli.main", "sandbox", "--no-preview", "--config",
                                str(config), "--out", str(tmp_path / "out")], cwd=REPO,
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               text=True, env={**os.environ, "PYTHONPATH": str(REPO)})
    try:
        deadline = time.monotonic() + 60
        for line in process.stdout:
            if "Health and metrics:" in line or time.monotonic() > deadline:
                break
        assert f"http://127.0.0.1:{port}/healthz" in line, line
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=10) as health:
            assert health.status == 200
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=10) as metrics:
            assert b"petri_" in metrics.read()
    finally:
        process.stdin.close()
        assert process.wait(timeout=60) == 0
