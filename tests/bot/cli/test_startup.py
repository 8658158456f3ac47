"""``petri run`` start-up errors, ``petri check`` and ``petri invite``.

Each start-up problem exits non-zero with exactly one line saying what and how
to fix it, and no traceback: 2 for what the operator must fix, 1 for what may
heal by itself (Discord or the database unreachable).
"""

from __future__ import annotations

import logging
import os
import socket
import subprocess
import sys
import urllib.parse

import discord
import pytest

from cli.main import main
from bot_testkit import REPO

#: A token of the right shape (its first part encodes the user id 123456789012345678).
TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"


@pytest.fixture(autouse=True)
def clean(monkeypatch, tmp_path):
    """No token or database URL from the environment, an empty working folder, no TTY,
    and the root logger restored after a run configured it."""
    for name in ("DISCORD_TOKEN", "PETRI_DATABASE_URL", "PETRI_APPLICATION_ID", "PETRI_METRICS_LISTEN",
                 "PETRI_LOG_LEVEL", "PETRI_LOG_FORMAT"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys.stdin, "isatty", lambda: False, raising=False)
    root = logging.getLogger()
    saved = root.handlers[:], root.level
    yield
    root.handlers[:], level = saved
    root.setLevel(level)


def config(tmp_path, text: str = "") -> str:
    path = tmp_path / "petri.toml"
    path.write_text(text, encoding="utf-8")
    return str(path)


def one_line(capsys, status: int, expected: int, *needles: str) -> str:
    """The run exited with ``expected`` and printed one 'petri:' line holding every needle."""
    err = capsys.readouterr().err
    lines = [line for line in err.splitlines() if line.startswith("petri:")]
    assert status == expected, err
    assert len(lines) == 1, err
    assert "Traceback" not in err, err
    for needle in needles:
        assert needle in lines[0], (needle, lines[0])
    return lines[0]


def test_a_named_config_file_that_does_not_exist(capsys, tmp_path):
    one_line(capsys, main(["run", "--config", str(tmp_path / "typo.toml")]), 2,
             "typo.toml: no such config file", "config.example.toml")


def test_a_named_config_file_that_does_not_exist_is_not_the_sandbox_even_at_a_terminal(
        capsys, tmp_path, monkeypatch):
    monkeypatch.setattr(sys.stdin, "isatty", lambda: True, raising=False)
    one_line(capsys, main(["run", "--config", str(tmp_path / "typo.toml")]), 2, "no such config file")
    one_line(capsys, main(["run", "--config", config(tmp_path)]), 2, "no Discord token", "--sandbox")


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads any file, so 'unreadable' cannot be made")
def test_an_unreadable_config_file(capsys, tmp_path):
    path = config(tmp_path, 'gm_role = "x"\n')
    os.chmod(path, 0)
    one_line(capsys, main(["run", "--config", path]), 2, "permission denied")


def test_a_folder_named_as_config(capsys, tmp_path):
    one_line(capsys, main(["run", "--config", str(tmp_path)]), 2, "is a folder")


@pytest.mark.parametrize("text, needle", [
    ("gm_role = \n", "not valid TOML"),
    ('colour = "red"\n', "unknown key 'colour'"),
    ('[metrics]\nlisten = "9108"\n', "is not host:port"),
    ('[storage]\nurl = "mysql://x"\n', "is not a database URL"),
    ('database = "a.db"\n[storage]\nurl = "sqlite:///b.db"\n', "not both"),
])
def test_an_invalid_config_file(capsys, tmp_path, text, needle):
    path = config(tmp_path, text)
    one_line(capsys, main(["run", "--config", path]), 2, path, needle)


def test_no_token_and_no_terminal_is_an_error_not_a_silent_exit(capsys):
    one_line(capsys, main(["run"]), 2, "no Discord token", "DISCORD_TOKEN")


@pytest.mark.parametrize("token, needle", [
    ("abc", "not three dot-separated parts"),
    (f"Bot {TOKEN}", "starts with 'Bot '"),
    ("0123456789abcdef" * 4, "public key"),
    ("a" * 32, "client secret"),
])
def test_a_malformed_token(capsys, tmp_path, monkeypatch, token, needle):
    monkeypatch.setenv("DISCORD_TOKEN", token)
    line = one_line(capsys, main(["run"]), 2, "token:", needle)
    assert token.split()[-1] not in line


def test_an_unreachable_database(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    path = config(tmp_path, f'[storage]\nurl = "sqlite:///{tmp_path}/no/such/folder/petri.db"\n')
    one_line(capsys, main(["run", "--config", path]), 1, "database", "folder", "does not exist")


def test_an_unreachable_postgresql_server_is_one_line_without_its_password(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    monkeypatch.setenv("PETRI_DATABASE_URL", f"postgresql://petri:hunter2@127.0.0.1:{closed_port()}/petri")
    line = one_line(capsys, main(["run"]), 1, "cannot open it", "PostgreSQL server is up")
    assert "hunter2" not in line


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_an_unreachable_discord(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    monkeypatch.setattr(discord.http.Route, "BASE", f"http://127.0.0.1:{closed_port()}/api/v10")
    one_line(capsys, main(["run", "--config", config(tmp_path)]), 1, "cannot reach Discord", "network")


def test_a_metrics_address_in_use(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        path = config(tmp_path, f'[metrics]\nlisten = "127.0.0.1:{port}"\n')
        one_line(capsys, main(["run", "--config", path]), 2, f"127.0.0.1:{port}", "cannot listen there")


@pytest.mark.parametrize("flags, needle", [
    (["--shards", "0-3"], "--shards needs --shard-count"),
    (["--shard-count", "0"], "at least 1"),
    (["--shard-count", "4", "--shards", "2-5"], "shard 5 does not exist with --shard-count 4"),
    (["--shard-count", "4", "--shards", "0-1,1"], "names a shard twice"),
    (["--shard-count", "4", "--shards", "3-1"], "runs backwards"),
    (["--shard-count", "4", "--shards", "zero"], "use shard ids and ranges"),
])
def test_bad_shard_flags(capsys, monkeypatch, flags, needle):
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    one_line(capsys, main(["run", *flags]), 2, needle)


def test_shard_flags_reach_the_bot(monkeypatch):
    from cli.app import parse_shards
    from bot.adapter import create_bot
    from bot.ops.config import Config

    count, ids = parse_shards(8, "0-2,5")
    bot = create_bot(Config(), shard_count=count, shard_ids=ids)
    assert isinstance(bot, discord.AutoShardedClient)
    assert (bot.shard_count, bot.shard_ids) == (8, [0, 1, 2, 5])
    assert parse_shards(None, None) == (None, None)
    assert parse_shards(2, None) == (2, None)


def test_run_without_token_in_a_real_process_exits_at_once(tmp_path):
    """Under systemd (no terminal) `petri run` used to exit 0 after two seconds; now 2, one line."""
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    done = subprocess.run([sys.executable, "-c", "import sys; from cli.main import main; sys.exit(main())", "run"], cwd=tmp_path, env=env,
                          stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2, done
    assert done.stderr.strip().count("\n") == 0 and "no Discord token" in done.stderr, done.stderr


# -- petri check ------------------------------------------------------------------------------------
def test_check_passes_a_good_setup_without_discord(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    monkeypatch.setattr(discord.http.Route, "BASE", "http://0.0.0.0:1/never-called")
    path = config(tmp_path, f'[storage]\nurl = "sqlite:///{tmp_path}/p.db"\n'
                            '[metrics]\nlisten = "127.0.0.1:9108"\n')
    assert main(["check", "--config", path]) == 0
    out = capsys.readouterr().out.splitlines()
    assert [line.split()[1] for line in out] == ["config:", "token:", "database:", "fonts:", "metrics:",
                                                 "permissions:"]
    assert all(line.startswith("ok ") for line in out), out
    assert "123456789012345678" in out[1] and TOKEN not in "\n".join(out)
    assert not (tmp_path / "p.db").exists()      # petri run creates it; a check leaves nothing


def test_check_names_each_problem(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("DISCORD_TOKEN", "Bot " + TOKEN)
    path = config(tmp_path, f'[storage]\nurl = "sqlite:///{tmp_path}/missing/p.db"\n')
    assert main(["check", "--config", path]) == 1
    out = capsys.readouterr().out
    assert "FAIL  token: the token starts with 'Bot '" in out
    assert "FAIL  database: database" in out and "does not exist" in out
    assert "ok    fonts:" in out


def test_check_a_bad_config(capsys, tmp_path):
    assert main(["check", "--config", str(tmp_path / "typo.toml")]) == 1
    assert "FAIL  config:" in capsys.readouterr().out


# -- petri invite -----------------------------------------------------------------------------------
#: manage threads, create public threads: a thread per match
THREADS = (1 << 34) | (1 << 35)
#: view channel, send messages, embed links, attach files, read message history, send in threads
MINIMAL = (1 << 10) | (1 << 11) | (1 << 14) | (1 << 15) | (1 << 16) | (1 << 38) | THREADS


def invite_query(capsys) -> dict[str, list[str]]:
    url = capsys.readouterr().out.strip()
    assert url.startswith("https://discord.com/oauth2/authorize?"), url
    return urllib.parse.parse_qs(urllib.parse.urlsplit(url).query)


def test_invite_for_the_configured_application(capsys, tmp_path):
    assert main(["invite", "--config", config(tmp_path, "application_id = 42\n")]) == 0
    query = invite_query(capsys)
    assert query == {"client_id": ["42"], "scope": ["bot applications.commands"],
                     "permissions": [str(MINIMAL)]}


def test_invite_id_from_the_flag_or_the_token(capsys, monkeypatch):
    assert main(["invite", "--application-id", "7"]) == 0
    assert invite_query(capsys)["client_id"] == ["7"]
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    assert main(["invite"]) == 0
    assert invite_query(capsys)["client_id"] == ["123456789012345678"]


def test_invite_without_an_application_id(capsys):
    assert main(["invite"]) == 2
    assert "no application id" in capsys.readouterr().err


# -- the sandbox: only at a terminal with no token and no config, or with --sandbox ---------------
def run_at_a_terminal(argv: list[str], cwd) -> tuple[int, str]:
    """Run ``petri ARGV`` with a pseudo-terminal as standard input, end it with Ctrl-D."""
    import pty
    import time

    master, slave = pty.openpty()
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    process = subprocess.Popen([sys.executable, "-c", "import sys; from cli.main import main; sys.exit(main())",
                                *argv], cwd=cwd, env=env, stdin=slave, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True)
    os.close(slave)
    try:
        time.sleep(1)               # let it reach the prompt (input typed earlier is kept anyway)
        os.write(master, b"\x04")   # Ctrl-D: end of input, the sandbox stops
        out, _ = process.communicate(timeout=60)
    finally:
        os.close(master)
        if process.poll() is None:
            process.kill()
    return process.returncode, out


def test_run_at_a_terminal_with_no_token_and_no_config_starts_the_sandbox(tmp_path):
    status, out = run_at_a_terminal(["run"], tmp_path)
    assert status == 0, out
    assert "Starting the offline sandbox" in out and "Petri sandbox: server 'Sandbox'" in out


def test_run_sandbox_is_the_way_in_when_a_config_is_named(tmp_path):
    path = config(tmp_path, 'gm_role = "Referee"\n')
    status, out = run_at_a_terminal(["run", "--config", path, "--sandbox"], tmp_path)
    assert status == 0, out
    assert "Petri sandbox: server 'Sandbox'" in out
