"""The backups docs/OPERATIONS.md ("Backing up the clubs' database") describes, made and restored once: SQLite's
online backup API (Python's sqlite3.Connection.backup) while the service holds the file, and PostgreSQL's pg_dump
and pg_restore (custom format) into a new database; the restored club answers as it did."""

from __future__ import annotations

import secrets
import shutil
import sqlite3
import subprocess

import psycopg

from service.app import create_app
from tests.clubs.postgres import fresh_schema, sqlalchemy_url
from tests.clubs.support import new_club
from tests.conftest import SUITE_CREATE_LIMIT
from tests.unavailable import unavailable


def _club_answers(url: str) -> tuple[dict, str]:
    client = create_app({"redis_url": None, "database_url": url, **SUITE_CREATE_LIMIT}).test_client()
    club = new_club(client)
    club.add("Ann", "Bob")
    club.season()
    return club.get("").get_json(), club.id


def _read_back(url: str, club_id: str) -> dict:
    client = create_app({"redis_url": None, "database_url": url, **SUITE_CREATE_LIMIT}).test_client()
    return client.get(f"/v1/clubs/{club_id}").get_json()


def test_sqlite_online_backup_restores_the_club(tmp_path):
    live = tmp_path / "clubs.db"
    kept, club_id = _club_answers(f"sqlite:///{live}")
    backup = tmp_path / "backup.db"
    with sqlite3.connect(live) as source, sqlite3.connect(backup) as target:
        source.backup(target)
    restored = tmp_path / "restored.db"
    shutil.copy(backup, restored)
    assert _read_back(f"sqlite:///{restored}", club_id) == kept


def test_pg_dump_and_pg_restore_restore_the_club(postgres):
    if shutil.which("pg_dump") is None or shutil.which("pg_restore") is None:
        unavailable("pg_dump and pg_restore are not installed")
    with fresh_schema(postgres) as url:
        from service.cli import main

        assert main(["db", "upgrade", "--database-url", url]) == 0
        kept, club_id = _club_answers(url)
        schema = url.rsplit("%3D", 1)[1]
        parts = dict(item.split("=", 1) for item in postgres.split())
        connection = [
            "--host",
            parts["host"],
            "--port",
            parts["port"],
            *(["--username", parts["user"]] if "user" in parts else []),
        ]
        dump = subprocess.run(
            ["pg_dump", *connection, "--format=custom", "--schema", schema, parts["dbname"]],
            capture_output=True,
            check=True,
        ).stdout
    database = f"restore_{secrets.token_hex(6)}"
    with psycopg.connect(postgres, autocommit=True) as admin:
        admin.execute(f"CREATE DATABASE {database}")
    try:
        subprocess.run(["pg_restore", *connection, "--dbname", database], input=dump, capture_output=True, check=True)
        restored = sqlalchemy_url(postgres.replace(f"dbname={parts['dbname']}", f"dbname={database}"), schema)
        assert _read_back(restored, club_id) == kept
    finally:
        with psycopg.connect(postgres, autocommit=True) as admin:
            admin.execute(f"DROP DATABASE {database} WITH (FORCE)")
