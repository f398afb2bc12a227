"""A ``rules`` object resolved, and written as JSON, once per distinct object: a request's, or a
session record's (which holds its rules resolved, every option written out).

Clients send a handful of distinct ``rules`` objects (most often ``{}``), each on every request,
and a process serves a handful of sessions' rules; resolving one (every option checked and
defaulted, 10-250 µs) and writing the resolved rules into the answer cost more than the look-up:
so the pair is kept per game and per the object's exact JSON text (key order and number types
included, so that two objects share an entry only when the engine cannot tell them apart).  Rules
are immutable; a ``rules`` object the engine refuses raises every time and is never kept.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import orjson

from .engine import GameEngine
from .engine.options import Rules
from .wire import dumps

DISTINCT_RULES_KEPT = 256
"""How many distinct (game, ``rules``) pairs a process keeps resolved."""


@dataclass(frozen=True)
class ResolvedRules:
    rules: Rules
    json: orjson.Fragment
    """``rules.as_json()`` already written, for an answer's ``rules``."""


def resolved_rules(engine: GameEngine, raw: Any) -> ResolvedRules:
    """``engine.resolve_rules(raw)`` and its JSON (InvalidInput with ``rules.*`` paths, as resolving raises)."""
    try:
        text = orjson.dumps(raw)
    except orjson.JSONEncodeError:  # not JSON-writable: resolved as it is, and refused by the engine
        return _resolve(engine, raw)
    return _resolve_text(engine, text)


@lru_cache(maxsize=DISTINCT_RULES_KEPT)
def _resolve_text(engine: GameEngine, text: bytes) -> ResolvedRules:
    return _resolve(engine, orjson.loads(text))


def _resolve(engine: GameEngine, raw: Any) -> ResolvedRules:
    rules = engine.resolve_rules(raw)
    return ResolvedRules(rules, orjson.Fragment(dumps(rules.as_json())))
