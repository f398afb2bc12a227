"""A seat at a session: its token, the version it last saw, and its moves sent safely.

:meth:`Table.play` sends one action with ``If-Match`` (the version the table last saw) and an
``Idempotency-Key`` of its own, the same on every retry of that move:

- a 503 is retried by the client's transport (:mod:`.retry`), the same request again;
- a 412 (someone moved since) refreshes the table and sends the move again on the new version,
  with the same key: still legal, it is applied; no longer legal, the server refuses it and
  :class:`~.errors.IllegalMove` is raised with its ``rule`` (``not_your_turn`` when another seat is
  now to act, the rule it breaks otherwise) and ``legal_actions``; after ``conflicts`` refreshes
  in a row :class:`~.errors.VersionConflict` is raised;
- a move the server already applied (its answer lost on the way back) is answered again from the
  server's record of the key, never applied twice.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ._generated.types import Unset
from .errors import VersionConflict
from .views import SessionView

if TYPE_CHECKING:
    from .client import Arbitro


class Table:
    """The seat of ``token`` at session ``session_id``; ``view`` is the session as the seat last saw it."""

    def __init__(self, arbitro: Arbitro, session_id: str, token: str, *, conflicts: int = 3) -> None:
        self.arbitro = arbitro
        self.session_id = session_id
        self.token = token
        self.conflicts = conflicts
        self.view = arbitro.session(session_id, token)

    @property
    def version(self) -> int:
        """The session's version the table last saw."""
        version = self.view.version
        assert isinstance(version, int), "a session view always carries its version"
        return version

    @property
    def etag(self) -> str:
        """The ``If-Match`` of the table's next move: the version it last saw, as the service's ETag."""
        return f'"v{self.version}"'

    @property
    def seat(self) -> int | None:
        """The token's seat (None for the referee's token, which watches and cannot act)."""
        return None if isinstance(self.view.seat, Unset) else self.view.seat

    @property
    def my_turn(self) -> bool:
        """Whether the seat was to act when the table last looked (``refresh()`` looks again)."""
        return self.seat is not None and self.view.to_act == self.seat and self.view.game_over is not True

    @property
    def legal_actions(self) -> list[dict[str, Any]]:
        """The seat's legal actions as the API lists them (empty when it is not to act)."""
        listed = self.view.legal_actions
        return [] if isinstance(listed, Unset) else [entry.to_dict() for entry in listed]

    def refresh(self) -> SessionView:
        """The session as the seat sees it now."""
        self.view = self.arbitro.session(self.session_id, self.token)
        return self.view

    def play(self, action: Mapping[str, Any], *, idempotency_key: str | None = None) -> SessionView:
        """Send ``action`` (``{"type": "play", "card": "AS"}``) for the seat; the seat's new view.

        ``idempotency_key`` (a fresh one when omitted) names this move: sending the same move with the
        same key again, from this table or another, answers the first answer.
        """
        key = idempotency_key if idempotency_key is not None else uuid.uuid4().hex
        for _ in range(self.conflicts):
            try:
                return self._send(action, key)
            except VersionConflict:
                self.refresh()
        return self._send(action, key)

    def _send(self, action: Mapping[str, Any], key: str) -> SessionView:
        self.view = self.arbitro.act(self.session_id, self.token, action, if_match=self.etag, idempotency_key=key)
        return self.view
