"""The club tests' databases: each test module runs against SQLite and a real PostgreSQL (tests/clubs/postgres.py),
each with an app of its own on the in-memory session store."""

from __future__ import annotations

import socket
from collections.abc import Iterator

import pytest

from service.app import create_app
from service.clubs.database import Database, database_url
from tests.clubs.postgres import SHARED, OwnPostgres, answers, bindir, fresh_schema
from tests.conftest import SUITE_CREATE_LIMIT
from tests.unavailable import unavailable


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def postgres() -> Iterator[str]:
    """The libpq DSN of a real PostgreSQL's database ``test``."""
    if answers(SHARED):
        yield SHARED
        return
    programs = bindir()
    if programs is None:
        unavailable("no PostgreSQL answers on 127.0.0.1:5432 and pg_config names no initdb")
    own = OwnPostgres(_free_port())
    own.start(programs)
    try:
        yield own.dsn
    finally:
        own.stop()


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def database(request, tmp_path_factory) -> Iterator[str]:
    """A fresh database's SQLAlchemy URL, its schema brought up: an SQLite file, or a schema of PostgreSQL's."""
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path_factory.mktemp('clubs')}/clubs.db"
        Database(database_url(url, "")).upgrade()
        yield url
        return
    with fresh_schema(request.getfixturevalue("postgres")) as url:
        Database(database_url(url, "")).upgrade()
        yield url


@pytest.fixture(scope="module")
def club_app(database):
    return create_app({"redis_url": None, "database_url": database, "allow_test_seeds": True, **SUITE_CREATE_LIMIT})


@pytest.fixture
def club_client(club_app):
    return club_app.test_client()
