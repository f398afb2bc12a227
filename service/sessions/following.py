"""Following a session: each new version as the follower's token sees it, until the session ends.

A follower is told the view ``GET /v1/sessions/{id}`` would answer its token (built by the same code,
:meth:`SessionService.followed_view`) each time the session moves on, with the version it shows. The store tells
every process of every write (:mod:`service.store.events`); a follower busy while versions went by is sent the
newest alone, which holds everything the skipped ones did (a view is the whole state as the token may see it).
``resume_after`` (the last version a follower was sent, from ``Last-Event-ID``) is the same rule across a
reconnection: the current view at once unless it is that version, then the next.

What a follower is sent, in order (:meth:`Follow.events`): :class:`Sent` views; ``None`` when ``heartbeat``
seconds went by without one (the stream's keep-alive); at the end an :class:`Ended`: after the view of a match
over (``game_over``) or stopped at a limit (``stopped``), when the session is deleted (``deleted``), or when it
is found gone: expired, past its lifetime, or deleted unheard (``gone``). An expiry is looked for once every
``heartbeat`` seconds a session goes without a write, by one of its followers in the process.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import ExitStack
from dataclasses import dataclass
from typing import Literal

from ..messages.language import speaking
from ..store import StoreUnavailable
from ..store.events import DELETED, MISSING, Following
from .problems import SessionNotFound
from .service import SessionService

HEARD_WITHIN_SECONDS = 5.0
"""The longest a new follower waits for the store to tell this process of the session's writes (else 503)."""


@dataclass(frozen=True)
class Sent:
    """A view sent: the version it shows and the answer's JSON."""

    version: int
    written: bytes


@dataclass(frozen=True)
class Ended:
    reason: Literal["game_over", "stopped", "deleted", "gone"]


class Follow:
    """One follower of ``session_id`` with ``token``: refused at once as ``GET`` would be (no token, no such session,
    a token of none of its seats), else following until :meth:`close`."""

    def __init__(
        self,
        service: SessionService,
        session_id: str,
        token: str | None,
        *,
        resume_after: int | None,
        heartbeat: float,
        language: str,
    ):
        service.check_id(session_id)
        self._service = service
        self._session_id = session_id
        self._heartbeat = heartbeat
        self._language = language
        self._resume_after = resume_after
        self._stack = ExitStack()
        self._following: Following = self._stack.enter_context(service.store.events.following(session_id))
        try:
            if not self._following.listening(HEARD_WITHIN_SECONDS):
                raise StoreUnavailable(f"the session's writes were not heard within {HEARD_WITHIN_SECONDS} s")
            first = self._following.after(-1, HEARD_WITHIN_SECONDS) or MISSING
            self._viewer = service.follower(session_id, token, first)
        except BaseException:
            self._stack.close()
            raise

    def close(self) -> None:
        """Stop following (the stream is over, or its client went away)."""
        self._stack.close()

    def events(self) -> Iterator[Sent | Ended | None]:
        """What the follower is sent, until the session ends (see the module docstring)."""
        with speaking(self._language):
            sent = -1
            while True:
                notice = self._following.after(sent, self._heartbeat)
                if notice is None:
                    if (
                        self._following.due_for_check(self._heartbeat)
                        and self._service.store.ttl(self._session_id) is None
                    ):
                        self._service.store.events.publish(self._session_id, MISSING)
                        continue
                    yield None
                    continue
                if notice.gone:
                    yield Ended("deleted" if notice == DELETED else "gone")
                    return
                try:
                    answer, ending = self._service.followed_view(self._session_id, notice, self._viewer)
                except SessionNotFound:  # past its lifetime
                    yield Ended("gone")
                    return
                if answer.version != self._resume_after:
                    yield Sent(answer.version, answer.written)
                self._resume_after = None
                sent = answer.version
                if ending is not None:
                    yield Ended(ending)
                    return
