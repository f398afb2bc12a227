"""Sessions: the server holds a whole match - tokens, per-seat views, versions, idempotency.

A session is one match of one game.  The server shuffles each deal with a cryptographic RNG,
publishes the deal's ``deck_commitment`` and deals it with ``engine.deal_from_order``; seats
post one action at a time; when a deal ends the next is dealt, the dealer rotating by
``engine.next_dealer``, until the match is over.

- :mod:`.service` - :class:`SessionService`: create, view, act, log, record, delete.
- :mod:`.export` - the session's match as a match record (service/matches).
- :mod:`.problems` - what a session request can meet; the API maps each to its HTTP status.
- :mod:`.shuffles` - shuffling, deck commitments, reshuffled and continued stocks.
- :mod:`.redaction` - what a seat may be shown of actions, legal actions and error sentences.
- :mod:`.guards` - token hashes, ETags and If-Match, idempotency fingerprints.
"""

from .guards import etag
from .problems import (
    ActionRefused,
    Forbidden,
    IdempotencyKeyReused,
    InvalidToken,
    MatchOver,
    MissingToken,
    NotYourTurn,
    PreconditionRequired,
    SessionLimitReached,
    SessionNotFound,
    SessionProblem,
    TestSeedsDisabled,
    VersionMismatch,
)
from .service import Answer, SessionService

__all__ = [
    "ActionRefused",
    "Answer",
    "Forbidden",
    "IdempotencyKeyReused",
    "InvalidToken",
    "MatchOver",
    "MissingToken",
    "NotYourTurn",
    "PreconditionRequired",
    "SessionLimitReached",
    "SessionNotFound",
    "SessionProblem",
    "SessionService",
    "TestSeedsDisabled",
    "VersionMismatch",
    "etag",
]
