"""Bad command-line values: one line on stderr, a non-zero exit, never a
traceback, and nothing created."""

from __future__ import annotations

import pytest

from cli.main import main

BAD = [
    (["bench", "--load", "--matches", "-5"], "each number of matches is at least 1"),
    (["bench", "--load", "--matches", "10,0"], "each number of matches is at least 1"),
    (["bench", "--ai", "--games", "-1"], "--games: -1 is out of range; give 1 or more"),
    (["bench", "--ai", "--games", "0"], "--games: 0 is out of range"),
    (["bench", "--ai", "--scale", "-1"], "--scale: -1 is out of range; give a factor above 0"),
    (["bench", "--ai", "--scale", "0"], "--scale: 0 is out of range"),
    (["bench", "--ai", "--scale", "inf"], "--scale: inf is out of range"),
    (["bench", "--ai", "--first-seed", "-1"], "--first-seed: -1 is out of range"),
    (["bench", "--moves", "0"], "--moves: 0 is out of range; give 1 or more moves"),
    (["bench", "--workers", "-2"], "--workers: -2 is out of range"),
    (["bench", "--load", "--think", "-0.5"], "--think: -0.5 is out of range"),
    (["bench", "--load", "--processes", "0"], "--processes: 0 is out of range"),
    (["invite", "--application-id", "-1"], "--application-id: -1 is out of range; give the id"),
    (["invite", "--application-id", "0"], "--application-id: 0 is out of range"),
    (["invite", "--application-id", str(2**64)], "is out of range"),
    (["sandbox", "--port", "-1"], "--port: -1 is out of range"),
    (["sandbox", "--port", "65536"], "--port: 65536 is out of range"),
    (["bench", "--ai", "--games", "many"], "--games: 'many' is not a whole number"),
]


def _one_line(err: str) -> str:
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1, lines
    return lines[0]


@pytest.mark.parametrize("argv, words", BAD, ids=[" ".join(a) for a, _ in BAD])
def test_a_bad_number_is_one_line_and_exit_2(argv, words, capsys):
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    line = _one_line(capsys.readouterr().err)
    assert words in line and line.startswith(f"petri {argv[0]}:")


def test_db_copy_from_a_missing_file_creates_nothing(tmp_path, capsys):
    source, destination = tmp_path / "typo.db", tmp_path / "new.db"
    assert main(["db", "copy", f"sqlite:///{source}", f"sqlite:///{destination}"]) == 1
    line = _one_line(capsys.readouterr().err)
    assert f"database sqlite:///{source} does not exist: the source must be the SQLite file" in line
    assert not source.exists() and not destination.exists()


def test_db_copy_from_an_empty_postgresql_database_creates_no_tables(pg_url, tmp_path, capsys):
    import asyncio

    import asyncpg

    assert main(["db", "copy", pg_url, f"sqlite:///{tmp_path / 'new.db'}"]) == 1
    line = _one_line(capsys.readouterr().err)
    assert "holds no Petri tables: the source must be the database the bot uses" in line

    async def tables() -> int:
        connection = await asyncpg.connect(pg_url)
        try:
            return await connection.fetchval(
                "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'")
        finally:
            await connection.close()
    assert asyncio.run(tables()) == 0 and not (tmp_path / "new.db").exists()


def test_a_sandbox_script_that_is_not_utf8_is_one_line(tmp_path, capsys):
    script = tmp_path / "latin1.txt"
    script.write_bytes("alice: /play game:mitosis options:\"seed=1\" # café\n".encode("latin-1"))
    assert main(["sandbox", "--script", str(script), "--no-preview",
                 "--out", str(tmp_path / "out")]) == 1
    line = _one_line(capsys.readouterr().err)
    assert line == f"cannot read the script {script}: byte 48 is not UTF-8 text; save the script as UTF-8"
