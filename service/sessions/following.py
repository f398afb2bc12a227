"""Following a session: each new version as the follower's token sees it, until the session ends.

A follower is told the view ``GET /v1/sessions/{id}`` would answer its token (built by the same code,
:meth:`SessionService.followed_view`) each time the session moves on, with the version it shows, by the store's
follow loop (:class:`~service.store.follow.Follow`: heartbeats, ``Last-Event-ID``, versions skipped while busy).
It is refused at once as ``GET`` would be (no token, no such session, a token of none of its seats). Its stream
ends after the view of a match over (``game_over``) or stopped at a limit (``stopped``), when the session is
deleted (``deleted``), or when it is found gone: expired, past its lifetime, or deleted unheard (``gone``).
"""

from __future__ import annotations

from ..messages.language import speaking
from ..store.events import Notice
from ..store.follow import Follow, Shown, View
from .problems import SessionNotFound
from .service import SessionService


def follow_session(
    service: SessionService,
    session_id: str,
    token: str | None,
    *,
    resume_after: int | None,
    heartbeat: float,
    language: str,
) -> Follow:
    """One follower of ``session_id`` with ``token``, its views in ``language``."""
    service.check_id(session_id)

    def viewing(first: Notice) -> View:
        viewer = service.follower(session_id, token, first)

        def view(notice: Notice) -> Shown | None:
            with speaking(language):
                try:
                    answer, ending = service.followed_view(session_id, notice, viewer)
                except SessionNotFound:  # past its lifetime
                    return None
            return Shown(answer.version, answer.written, ending)

        return view

    return Follow(service.store, session_id, viewing, resume_after=resume_after, heartbeat=heartbeat)
