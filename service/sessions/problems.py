"""What a session request can meet: each problem has a stable ``code`` and its words (a phrase of
:mod:`service.messages`, rendered in the request's language); the API gives it its HTTP status."""

from __future__ import annotations

from typing import Any

from ..messages import Phrase


class SessionProblem(Exception):
    code = "session_problem"

    def __init__(self, detail: Phrase, **extra: Any):
        super().__init__(detail.key)
        self.detail = detail
        self.extra = extra


class SessionNotFound(SessionProblem):
    code = "session_not_found"


class MissingToken(SessionProblem):
    code = "missing_token"


class InvalidToken(SessionProblem):
    code = "invalid_token"


class Forbidden(SessionProblem):
    code = "forbidden"

    def __init__(self, code: str, detail: Phrase):
        super().__init__(detail)
        self.code = code


class PreconditionRequired(SessionProblem):
    code = "if_match_required"


class VersionMismatch(SessionProblem):
    code = "version_mismatch"

    def __init__(self, detail: Phrase, version: int | None):
        super().__init__(detail, **({"version": version} if version is not None else {}))
        self.version = version


class NotYourTurn(SessionProblem):
    """Acting out of turn (409): before one's turn (``not_your_turn``) or after it ended (``turn_over``)."""

    code = "not_your_turn"

    def __init__(self, detail: Phrase, *, rule: str, to_act: int | None):
        super().__init__(detail, rule=rule, to_act=to_act)
        self.code = rule


class MatchOver(SessionProblem):
    code = "game_over"


class SessionLimitReached(SessionProblem):
    """The session has stopped at one of its limits (``max_actions``, ``max_deals``): it takes no more actions."""

    code = "session_limit_reached"

    def __init__(self, detail: Phrase, *, limit: str, maximum: int):
        super().__init__(detail, limit=limit, maximum=maximum)


class ActionRefused(SessionProblem):
    """An illegal action; ``legal_actions`` only when the poster is the seat to act.

    ``action_index``: the refused action's number in the current deal (0 for its first action,
    as the deal's ``actions`` in the log count them); None when no action was posted.
    """

    def __init__(
        self,
        rule: str,
        detail: Phrase,
        legal_actions: list[dict] | None,
        facts: dict[str, Any] | None = None,
        *,
        action_index: int | None = None,
    ):
        extra: dict[str, Any] = {"rule": rule, "action_index": action_index, **(facts or {})}
        if legal_actions is not None:
            extra["legal_actions"] = legal_actions
        super().__init__(detail, **extra)
        self.code = rule


class IdempotencyKeyReused(SessionProblem):
    code = "idempotency_key_reused"


class TestSeedsDisabled(SessionProblem):
    code = "test_seeds_disabled"
