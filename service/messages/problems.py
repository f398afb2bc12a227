"""The problem types the API answers with that are no rule of a game: the words of their pages
at ``/problems/<code>`` (a rule code's page is the rule catalogue's entry)."""

from __future__ import annotations

from .base import ProblemType

PROBLEM_TYPES = {
    "invalid_input": ProblemType(
        "Invalid input",
        "The request cannot describe a real deal or game: errors names each field path with its messages.",
        (400,),
    ),
    "malformed_request": ProblemType("Malformed request", "The request body is not valid JSON.", (400,)),
    "missing_token": ProblemType(
        "Missing token", "A session operation needs a token: Authorization: Bearer <token>.", (401,)
    ),
    "invalid_token": ProblemType("Invalid token", "The token belongs to no seat of this session.", (401,)),
    "referee_cannot_act": ProblemType(
        "Referee cannot act", "The referee's token watches a session; only a seat's token posts actions.", (403,)
    ),
    "seat_mismatch": ProblemType("Seat mismatch", "A seat's token posts that seat's actions only.", (403,)),
    "referee_only": ProblemType("Referee only", "Only the referee's token ends a session.", (403,)),
    "match_in_progress": ProblemType(
        "Match in progress",
        "A seat's token gets a session's match record once the match is over; the referee's at any time.",
        (403,),
    ),
    "test_seeds_disabled": ProblemType(
        "Test seeds disabled", "A session's fixed shuffle seed is accepted only where ALLOW_TEST_SEEDS is set.", (403,)
    ),
    "not_found": ProblemType("Not found", "No resource answers at this path.", (404,)),
    "unknown_game": ProblemType("Unknown game", "The path names no game; games lists the games there are.", (404,)),
    "session_not_found": ProblemType(
        "Session not found", "No session has this id: it never existed, expired or was ended.", (404,)
    ),
    "method_not_allowed": ProblemType(
        "Method not allowed", "The path does not answer this method; the Allow header lists those it does.", (405,)
    ),
    "version_mismatch": ProblemType(
        "Version mismatch",
        "If-Match names another version of the session than its current one (the ETag): read it again.",
        (412,),
    ),
    "request_entity_too_large": ProblemType(
        "Request body too large", "The body is larger than MAX_BODY_BYTES; max_body_bytes states the limit.", (413,)
    ),
    "idempotency_key_reused": ProblemType(
        "Idempotency key reused",
        "An Idempotency-Key already sent with another request; use a new key per action.",
        (422,),
    ),
    "if_match_required": ProblemType(
        "If-Match required", "A session action is posted with If-Match: the session's version (its ETag).", (428,)
    ),
    "too_many_requests": ProblemType(
        "Too many requests", "This client sent more requests than RATE_LIMIT allows; retry later.", (429,)
    ),
    "internal_error": ProblemType("Internal error", "The service failed to answer; the error was logged.", (500,)),
    "store_unavailable": ProblemType(
        "Session storage unavailable",
        "The session store cannot be reached; the stateless endpoints still answer. Retry after Retry-After.",
        (503,),
    ),
    "service_unavailable": ProblemType(
        "Service unavailable", "The service cannot answer now; retry after the Retry-After header's seconds.", (503,)
    ),
}
"""Every problem type the API answers with besides the rule codes, by code."""
