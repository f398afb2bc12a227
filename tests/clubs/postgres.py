"""A real PostgreSQL for the club tests, found the way the suite finds Redis: the one answering on
127.0.0.1:5432 (trust, database ``test``), else one started here from the OS packages' binaries
(``pg_config --bindir``; initdb refuses root, so as the unprivileged user ``nobody`` when run as root), else
unavailable (skipped outside CI, a failure under CI: tests/unavailable.py).  Each user of it gets a schema of its
own (``fresh_schema``), so parallel workers never collide."""

from __future__ import annotations

import os
import secrets
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import psycopg

SHARED = "host=127.0.0.1 port=5432 dbname=test connect_timeout=2"


def answers(dsn: str) -> bool:
    try:
        psycopg.connect(dsn, autocommit=True).close()
        return True
    except psycopg.Error:
        return False


class OwnPostgres:
    """A PostgreSQL cluster of the tests' own in a temporary folder, on a free port, with a database ``test``."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.folder = Path(tempfile.mkdtemp(prefix="arbitro-pg-"))
        self.data = self.folder / "data"
        self.dsn = f"host=127.0.0.1 port={port} dbname=test user=postgres connect_timeout=5"

    def _as_owner(self, *command: str) -> None:
        prefix = ["runuser", "-u", "nobody", "--"] if os.geteuid() == 0 else []
        subprocess.run([*prefix, *command], check=True, capture_output=True, timeout=120)

    def start(self, bindir: str) -> None:
        if os.geteuid() == 0:
            shutil.chown(self.folder, "nobody")
        self._as_owner(f"{bindir}/initdb", "-D", str(self.data), "-U", "postgres", "--auth=trust", "--no-sync")
        options = f"-p {self.port} -k {self.folder} -h 127.0.0.1 -F"
        self._as_owner(
            f"{bindir}/pg_ctl", "-D", str(self.data), "-o", options, "-w", "-l", str(self.folder / "log"), "start"
        )
        with psycopg.connect(self.dsn.replace("dbname=test", "dbname=postgres"), autocommit=True) as connection:
            connection.execute("CREATE DATABASE test")
        self.bindir = bindir

    def stop(self) -> None:
        self._as_owner(f"{self.bindir}/pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        shutil.rmtree(self.folder, ignore_errors=True)


def bindir() -> str | None:
    """The OS packages' PostgreSQL programs (``pg_config --bindir``), when they include initdb."""
    pg_config = shutil.which("pg_config")
    if pg_config is None:
        return None
    found = subprocess.run([pg_config, "--bindir"], capture_output=True, text=True, check=False).stdout.strip()
    return found if found and Path(found, "initdb").exists() else None


def sqlalchemy_url(dsn: str, schema: str | None = None) -> str:
    """The SQLAlchemy URL of a libpq ``dsn`` (host, port, dbname, user), searching ``schema`` first."""
    parts = dict(item.split("=", 1) for item in dsn.split())
    user = f"{parts['user']}@" if "user" in parts else ""
    url = f"postgresql+psycopg://{user}{parts['host']}:{parts['port']}/{parts['dbname']}"
    return url + (f"?options=-csearch_path%3D{schema}" if schema else "")


@contextmanager
def fresh_schema(dsn: str) -> Iterator[str]:
    """A new, empty schema of the database (dropped afterwards): its SQLAlchemy URL."""
    schema = f"clubs_{secrets.token_hex(6)}"
    with psycopg.connect(dsn, autocommit=True) as connection:
        connection.execute(f"CREATE SCHEMA {schema}")
    try:
        yield sqlalchemy_url(dsn, schema)
    finally:
        with psycopg.connect(dsn, autocommit=True) as connection:
            connection.execute(f"DROP SCHEMA {schema} CASCADE")
