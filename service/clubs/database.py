"""The clubs' database: an SQLAlchemy engine, its sessions, its schema by Alembic, and its outages.

``DATABASE_URL`` unset: an SQLite file, ``arbitro.db`` in the app's instance folder, brought to the current
schema when the app starts (nothing else to run).  ``postgresql://...`` (or ``postgres://``): PostgreSQL through
psycopg 3, its schema brought up by ``arbitro db upgrade`` (compose and the k8s Job run it) - the app never
migrates a shared database itself, since several replicas start at once.

A database that cannot be reached raises :class:`DatabaseUnavailable` from :meth:`Database.session`, which the
club endpoints answer with a 503 and ``Retry-After``; nothing else of the service touches the database, so the
stateless endpoints and live sessions keep serving.  The engine connects lazily: an app starts with its
PostgreSQL down.
"""

from __future__ import annotations

import fcntl
from collections.abc import Iterator
from contextlib import contextmanager
from importlib import resources
from pathlib import Path
from typing import Any

import sqlalchemy
from alembic import command
from alembic.config import Config
from sqlalchemy import Engine, event
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import DBAPIError, OperationalError
from sqlalchemy.orm import Session, sessionmaker
from sqlalchemy.pool import StaticPool

SQLITE_FILE = "arbitro.db"
"""The SQLite file's name in the instance folder when ``DATABASE_URL`` is unset."""


class DatabaseUnavailable(Exception):
    """The database cannot be reached (refused, timed out, gone); the request may be sent again later."""


def database_url(configured: str | None, instance_path: str) -> URL:
    """The URL to connect to: ``configured`` (``postgres://`` and ``postgresql://`` mean psycopg 3), else the
    SQLite file in ``instance_path`` (created if missing)."""
    if not configured:
        folder = Path(instance_path)
        folder.mkdir(parents=True, exist_ok=True)
        return URL.create("sqlite", database=str(folder / SQLITE_FILE))
    url = make_url(configured)
    if url.drivername in ("postgres", "postgresql"):
        url = url.set(drivername="postgresql+psycopg")
    return url


class Database:
    """An engine and its sessions for ``url``; ``timeout``: seconds a connection attempt may take."""

    def __init__(self, url: URL, *, timeout: float = 2.0) -> None:
        self.url = url
        self.engine = _engine(url, timeout)
        self.sessions = sessionmaker(self.engine, expire_on_commit=False)

    @property
    def is_sqlite(self) -> bool:
        return self.url.get_backend_name() == "sqlite"

    @contextmanager
    def session(self) -> Iterator[Session]:
        """A session committed when the block ends (rolled back when it raises); an unreachable database raises
        :class:`DatabaseUnavailable`."""
        try:
            with self.sessions.begin() as session:
                yield session
        except (OperationalError, DBAPIError) as exc:
            if isinstance(exc, OperationalError) or exc.connection_invalidated:
                raise DatabaseUnavailable(str(exc.orig or exc).strip().splitlines()[0]) from exc
            raise

    def upgrade(self) -> None:
        """Bring the schema to the newest migration (nothing to do when it is there).  On an SQLite file, under a
        lock beside it: the workers of one server start at once, and each would migrate."""
        with self._file_lock(), self.engine.begin() as connection:
            config = alembic_config()
            config.attributes["connection"] = connection
            command.upgrade(config, "head")

    @contextmanager
    def _file_lock(self) -> Iterator[None]:
        if not self.is_sqlite or self.url.database in (None, "", ":memory:"):
            yield
            return
        with open(f"{self.url.database}.lock", "a") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(lock, fcntl.LOCK_UN)

    def revision(self) -> str | None:
        """The schema's migration now (None: an empty database)."""
        from alembic.runtime.migration import MigrationContext

        with self.engine.connect() as connection:
            return MigrationContext.configure(connection).get_current_revision()

    def dispose(self) -> None:
        self.engine.dispose()


def alembic_config() -> Config:
    """Alembic's configuration: the migrations of this package (``alembic.ini`` is not needed)."""
    config = Config()
    config.set_main_option("script_location", str(resources.files("service.clubs").joinpath("migrations")))
    return config


def _engine(url: URL, timeout: float) -> Engine:
    options: dict[str, Any] = {"pool_pre_ping": True}
    if url.get_backend_name() == "sqlite":
        options["connect_args"] = {"check_same_thread": False, "timeout": max(timeout, 5.0)}
        if url.database in (None, "", ":memory:"):
            options["poolclass"] = StaticPool  # one in-memory database, shared by the threads
    else:
        options["connect_args"] = {"connect_timeout": max(1, round(timeout))}
        options["pool_timeout"] = timeout
    engine = sqlalchemy.create_engine(url, **options)
    if url.get_backend_name() == "sqlite":
        event.listen(engine, "connect", _sqlite_pragmas)
    return engine


def _sqlite_pragmas(connection: Any, _record: Any) -> None:
    """Foreign keys enforced, and readers not blocked by a writer (write-ahead log) on a file."""
    cursor = connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.close()
