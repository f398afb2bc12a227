"""Who does a command's work: this process (:class:`~.in_process.InProcess`), or a server
(:class:`~.remote.Remote`, ``--url``).  Both take a request body as the API does and give back the
answer's JSON - sentences in the command's language - or raise :class:`~.outcome.Refused` with the
problem the API answers."""

from __future__ import annotations

from typing import Any, Protocol

from .progress import Progress


class Referee(Protocol):
    def import_egn(self, body: bytes) -> dict[str, Any]:
        """The match record of an EGN document (``POST /v1/matches/import/egn``)."""
        ...

    def validate(self, body: bytes, progress: Progress) -> dict[str, Any]:
        """The verdict on a match record (``POST /v1/matches/validate``), its progress told as it goes."""
        ...
