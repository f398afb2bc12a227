"""Following a tournament: its standings at each new version, until it is deleted or gone.

A follower is sent what ``GET /v1/tournaments/{id}/standings`` answers (as JSON: the same bytes, public as they
are) each time the tournament's version moves on - a result, a correction, a director's change - by the store's
follow loop (:class:`~service.store.follow.Follow`: heartbeats, ``Last-Event-ID``, versions skipped while busy).
An unknown tournament is refused (404) before any event. Its stream ends when the tournament is deleted
(``deleted``) or found gone (``gone``: expired, or deleted unheard). A tournament whose every table has its result
is not over: a result may still be corrected, a round closed, so its stream goes on while it is held.

Every follower of a tournament in a process is sent the same standings: each version's are built once, and kept
for the tournaments last followed (:data:`KEPT`).
"""

from __future__ import annotations

from functools import partial

from ..store.events import Notice
from ..store.follow import Follow, Shown, View
from ..store.recent import RecentVersions
from ..wire import dumps
from .held import TournamentService

KEPT = 256
"""The tournaments whose latest standings a process keeps built for their followers."""


class StandingsFollowers:
    """The followers of ``service``'s tournaments in this process."""

    def __init__(self, service: TournamentService):
        self._service = service
        self._built: RecentVersions[bytes] = RecentVersions(KEPT)

    def follow(self, tournament_id: str, *, resume_after: int | None, heartbeat: float) -> Follow:
        """One follower of ``tournament_id``'s standings."""
        self._service.check_id(tournament_id)

        def viewing(first: Notice) -> View:
            self._service.told(tournament_id, first)  # 404 when there is none
            return partial(self._shown, tournament_id)

        return Follow(self._service.store, tournament_id, viewing, resume_after=resume_after, heartbeat=heartbeat)

    def _shown(self, tournament_id: str, notice: Notice) -> Shown:
        written = self._built.get(tournament_id, notice.version)
        if written is None:
            written = dumps(self._service.standings(self._service.told(tournament_id, notice)))
            self._built.put(tournament_id, notice.version, written)
        return Shown(notice.version, written)
