"""Tournaments held in the store before clubs existed, moved into a club's season: ``arbitro db
import-tournaments --club ID --season ID [--tournament ID ...]``.

Each tournament of the season's game (every tournament in the store, or those named) is linked to the season as
if it had been created there: its players are the roster's players of the same names (in any letter case),
added to the roster when missing; the link is written into the tournament's record in the store (by
compare-and-set, its TTL as a result's would be), so every later result is copied in as it is posted; and what it
holds now is copied in (:meth:`~.archive.ClubArchive.copy`: its tables, evenings, ratings, and its record if it has
ended).  A tournament of another game is left alone; one already in a club is copied again (nothing is done
twice); running the command again changes nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any, Literal

import orjson
from sqlalchemy import select
from sqlalchemy.orm import Session

from ..config import Settings
from ..secrets_text import url_token
from ..store import SessionStore
from ..tournaments.held import Held
from .archive import ClubArchive
from .models import Player

Outcome = Literal["imported", "copied again", "other game", "other club", "not found"]


def stored_tournaments(settings: Settings) -> Iterator[str]:
    """The ids of every tournament in the Redis (or cluster) of ``settings``."""
    import redis
    import redis.cluster

    assert settings.redis_url is not None
    client = (
        redis.cluster.RedisCluster.from_url(settings.redis_url)
        if settings.redis_cluster
        else redis.Redis.from_url(settings.redis_url)
    )
    prefix = f"{settings.redis_key_prefix}:tournament:{{"
    for key in client.scan_iter(match=f"{prefix}*}}", count=1000):
        text = key.decode()
        if text.startswith(prefix) and text.endswith("}"):
            yield text[len(prefix) : -1]


def import_tournaments(
    archive: ClubArchive, store: SessionStore, ttl: int, club_id: str, season_id: str, ids: Iterable[str]
) -> Iterator[tuple[str, Outcome]]:
    """Link each tournament to the season and copy it in: what became of each."""
    with archive.database.session() as session:
        game = archive.clubs.season(session, club_id, season_id).game
    for tournament_id in ids:
        while True:
            loaded = store.load(tournament_id)
            if loaded is None:
                yield tournament_id, "not found"
                break
            record = orjson.loads(loaded.data)
            link = record.get("club")
            if record["game"] != game:
                yield tournament_id, "other game"
                break
            if link is not None and (link["club_id"], link["season_id"]) != (club_id, season_id):
                yield tournament_id, "other club"
                break
            outcome: Outcome = "copied again" if link else "imported"
            with archive.database.session() as session:
                if link is None:
                    link = {"club_id": club_id, "season_id": season_id, "players": _roster(session, club_id, record)}
                    record["club"] = link
                    if not store.compare_and_set(tournament_id, loaded.version, orjson.dumps(record), ttl):
                        continue  # written meanwhile: read it again
                    version = loaded.version + 1
                else:
                    version = loaded.version
                archive.copy(session, Held(tournament_id, record, version))
            yield tournament_id, outcome
            break


def _roster(session: Session, club_id: str, record: dict[str, Any]) -> list[str]:
    """The club's player id of each of the tournament's players, by name; a name the roster lacks is added."""
    roster = {p.name_key: p.id for p in session.scalars(select(Player).where(Player.club_id == club_id))}
    ids = []
    for name in record["players"]:
        if name.casefold() not in roster:
            player = Player(
                id=url_token(12), club_id=club_id, name=name, name_key=name.casefold(), created=record["created"]
            )
            session.add(player)
            roster[player.name_key] = player.id
        ids.append(roster[name.casefold()])
    session.flush()
    return ids
