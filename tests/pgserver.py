"""A throwaway PostgreSQL server for the test suite.

``PgServer.start()`` finds Debian's PostgreSQL binaries (installing the
``postgresql`` package with apt when they are missing and we are root),
creates a cluster in a fresh temporary folder, and starts it on a free port
of 127.0.0.1 with durability off (fsync=off: a test cluster is thrown away).
initdb refuses to run as root, so as root the cluster belongs to the
``postgres`` user.  ``stop()`` stops it and removes the folder.  Anything
that makes this impossible raises ``PgUnavailable`` with the reason, which
the fixtures turn into a skip.
"""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile
import uuid
from pathlib import Path


#: Whether this pytest run is the PostgreSQL pass of the host and SimCord suites.
ON_POSTGRES = os.environ.get("PETRI_TEST_DATABASE", "sqlite") == "postgresql"


class PgUnavailable(Exception):
    """No PostgreSQL server can be started here; the message says why."""


def _bin_dir() -> Path:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    if not found and os.geteuid() == 0 and shutil.which("apt-get"):
        # CI machines start clean: the test set-up installs what it needs (a new machine's
        # package lists may be empty or old, hence the update first).
        for command in (["apt-get", "update", "-q"], ["apt-get", "install", "-y", "-q", "postgresql"]):
            subprocess.run(command, check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                           env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"), timeout=600)
        found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    if not found:
        raise PgUnavailable("PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb) "
                            "and could not be installed with apt-get; install `postgresql`")
    return Path(found[-1]).parent


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class PgServer:
    """One running throwaway cluster; ``url(db)`` connects as the superuser ``postgres``."""

    def __init__(self) -> None:
        self.bin = _bin_dir()
        self.folder = Path(tempfile.mkdtemp(prefix="petri-pg-"))
        self.port = _free_port()
        self._as: list[str] = []
        if os.geteuid() == 0:
            if not shutil.which("runuser"):
                raise PgUnavailable("running as root without `runuser`: initdb must run as the postgres user")
            try:
                shutil.chown(self.folder, "postgres", "postgres")
            except (LookupError, PermissionError) as exc:
                raise PgUnavailable(f"no `postgres` user to own the test cluster ({exc})") from None
            self._as = ["runuser", "-u", "postgres", "--"]

    def _run(self, *args: str, timeout: float = 120) -> None:
        done = subprocess.run([*self._as, *args], capture_output=True, text=True, timeout=timeout)
        if done.returncode != 0:
            raise PgUnavailable(f"{Path(args[0]).name} failed: {(done.stderr or done.stdout).strip()[-300:]}")

    def start(self) -> "PgServer":
        """initdb + pg_ctl start (waits until it accepts connections)."""
        data = self.folder / "data"
        try:
            self._run(str(self.bin / "initdb"), "-D", str(data), "-U", "postgres", "--auth=trust",
                      "-E", "UTF8", "--no-sync")
            options = (f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c fsync=off "
                       "-c synchronous_commit=off -c full_page_writes=off -c max_connections=200")
            self._run(str(self.bin / "pg_ctl"), "-D", str(data), "-o", options,
                      "-l", str(self.folder / "log"), "-w", "start")
        except BaseException:
            self.stop()
            raise
        return self

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def create_database(self) -> str:
        """A new empty database; returns its name."""
        name = f"t_{uuid.uuid4().hex[:12]}"
        self._run(str(self.bin / "createdb"), "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres", name)
        return name

    def drop_database(self, name: str) -> None:
        """Drop ``name``, closing any connection a test left open."""
        self._run(str(self.bin / "dropdb"), "--force", "-h", "127.0.0.1", "-p", str(self.port),
                  "-U", "postgres", name)

    def stop(self) -> None:
        """Stop the cluster (fast) and remove its folder."""
        if (self.folder / "data" / "postmaster.pid").exists():
            subprocess.run([*self._as, str(self.bin / "pg_ctl"), "-D", str(self.folder / "data"),
                            "-m", "immediate", "stop"], capture_output=True, timeout=60)
        shutil.rmtree(self.folder, ignore_errors=True)
