"""Token hashes, ETags and If-Match, and what makes two posts with one Idempotency-Key the same."""

from __future__ import annotations

import hashlib
from functools import lru_cache
from typing import Any

import orjson


@lru_cache(maxsize=4096)
def hash_token(token: str) -> str:
    """The SHA-256 a record keeps of a token. A seat's token comes back with every move, so the hashes of the last
    4,096 tokens presented are kept in the process."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def etag(version: int) -> str:
    return f'"v{version}"'


def version_named(if_match: str) -> int | None:
    """The version an If-Match of exactly one of our ETags names (``"v3"`` -> 3), else None."""
    tag = if_match.strip()
    if len(tag) > 3 and tag.startswith('"v') and tag.endswith('"') and tag[2:-1].isdigit():
        return int(tag[2:-1])
    return None


def request_fingerprint(body: Any) -> str:
    """What makes two posts with one Idempotency-Key the same request."""
    return hashlib.sha256(orjson.dumps(body, option=orjson.OPT_SORT_KEYS)).hexdigest()


def if_match_allows(header: str, version: int) -> bool:
    """RFC 9110 If-Match with strong comparison: ``"v3"``, a list of tags, or ``*``."""
    wanted = etag(version)
    return any(tag.strip() in ("*", wanted) for tag in header.split(","))
