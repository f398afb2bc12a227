"""``arbitro db upgrade``: the clubs' database brought to the current schema (PostgreSQL's, which the service
never migrates itself; compose and the k8s Job run it); ``arbitro db import-tournaments --club ID --season ID``:
the tournaments held in Redis moved into a club's season (:mod:`service.clubs.imports`).  Both read
``DATABASE_URL`` (``--database-url`` instead), the second also ``REDIS_URL`` and ``REDIS_KEY_PREFIX``."""

from __future__ import annotations

import argparse
import os
import sys

from ...clubs.archive import ClubArchive
from ...clubs.clubs import ClubProblem, ClubService
from ...clubs.database import Database, DatabaseUnavailable, database_url
from ...clubs.imports import import_tournaments, stored_tournaments
from ...config import Settings, SettingsError
from ...messages import render_phrase
from ...messages.language import SOURCE_LANGUAGE
from ...store import configured_store
from ..command import Command
from ..outcome import VALID, Failure


def _arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("action", choices=("upgrade", "import-tournaments"), help="what to do")
    parser.add_argument("--database-url", help="the database (default: DATABASE_URL; unset: the SQLite file)")
    parser.add_argument("--club", help="import-tournaments: the club's id")
    parser.add_argument("--season", help="import-tournaments: the season's id (its game is the one imported)")
    parser.add_argument(
        "--tournament", action="append", default=[], metavar="ID", help="import-tournaments: only this one (repeat)"
    )


def _database(settings: Settings, given: str | None) -> Database:
    instance = os.path.join(os.getcwd(), "instance")
    return Database(database_url(given or settings.database_url, instance), timeout=settings.database_timeout)


def _run(args: argparse.Namespace) -> int:
    try:
        settings = Settings.load()
    except SettingsError as exc:
        raise Failure(str(exc)) from None
    database = _database(settings, args.database_url)
    try:
        if args.action == "upgrade":
            database.upgrade()
            sys.stdout.write(f"schema at revision {database.revision()} ({database.url.render_as_string()})\n")
            return VALID
        if not (args.club and args.season):
            raise Failure("import-tournaments needs --club and --season")
        if settings.redis_url is None:
            raise Failure("import-tournaments reads the tournaments held in Redis: set REDIS_URL")
        archive = ClubArchive(ClubService(database))
        store = configured_store(settings, "tournament")
        ids = args.tournament or sorted(stored_tournaments(settings))
        for tournament_id, outcome in import_tournaments(
            archive, store, settings.tournament_ttl_seconds, args.club, args.season, ids
        ):
            sys.stdout.write(f"{tournament_id}\t{outcome}\n")
        return VALID
    except DatabaseUnavailable as exc:
        raise Failure(f"the database is unavailable: {exc}") from None
    except ClubProblem as exc:
        raise Failure(render_phrase(exc.detail, SOURCE_LANGUAGE)) from None
    finally:
        database.dispose()


COMMAND = Command(
    name="db",
    summary="bring the clubs' database to the current schema, or move tournaments held in Redis into a club",
    description=(
        "upgrade: apply every Alembic migration the clubs' database (DATABASE_URL, or --database-url) lacks and "
        "print the revision it is at; PostgreSQL needs it before the service starts (compose and the k8s Job run "
        "it), SQLite is brought up by the service itself. import-tournaments --club ID --season ID [--tournament "
        "ID ...]: link the tournaments held in Redis (REDIS_URL, REDIS_KEY_PREFIX) of the season's game to the "
        "season, their players matched to the club's roster by name (added when missing), copy their results in, "
        "and print each tournament's id with what became of it (imported, copied again, other game, other club, "
        "not found). Running it again changes nothing."
    ),
    arguments=_arguments,
    run=_run,
)
