"""Whether a JSON document names a key twice in one object, and where (:func:`duplicated_key`).

JSON parsers keep the last value of a key given twice (RFC 8259 leaves it to them), so
``{"game": "euchre", "game": "ramino"}`` would quietly be a Ramino request; the service refuses it
instead.  orjson, which reads every body, cannot say it saw a key twice, so the check is made on
the text and on what orjson read, at the cost of one more orjson dump and two byte counts:

- every key of the text is followed by a colon, and a colon outside a string follows a key, so the
  colons of the text count its keys, duplicates included, plus the colons inside strings;
- orjson's compact dump of what it read holds one colon per key kept, plus the colons of the
  strings kept, written as they were (with no ``\\u`` escape in the text, no colon is spelled
  otherwise).

Equal counts prove that no key was dropped.  Otherwise (a colon inside a string, a ``\\u`` escape,
or a duplicate) the text is read again by the standard library, keeping every pair, and walked to
the first key given twice: exact, and slower, for the few documents that need it.
"""

from __future__ import annotations

import json
from typing import Any

import orjson


class _Pairs(list[Any]):
    """An object's (key, value) pairs in the order written, duplicates kept."""


def duplicated_key(raw: bytes, document: Any) -> str | None:
    """The path (``deal.hands``, ``actions.3.type``) of the first key ``raw`` gives twice in one object,
    or None; ``document`` is what orjson read from ``raw``.

    >>> duplicated_key(b'{"a": 1, "b": "x:y"}', {"a": 1, "b": "x:y"}) is None
    True
    >>> duplicated_key(b'{"game": "euchre", "game": "ramino"}', {"game": "ramino"})
    'game'
    >>> duplicated_key(b'{"deal": [{"x": 1, "x": 1}]}', {"deal": [{"x": 1}]})
    'deal.0.x'
    """
    if not isinstance(document, dict | list):
        return None
    if b"\\u" not in raw and raw.count(b":") == orjson.dumps(document).count(b":"):
        return None
    try:
        return _first_duplicate(json.loads(raw, object_pairs_hook=_Pairs))
    except RecursionError:  # nested deeper than the standard library reads: orjson's limit is 1024
        return None


def _first_duplicate(value: Any) -> str | None:
    """The path of the first key given twice in ``value`` (objects as :class:`_Pairs`), depth first."""
    stack: list[tuple[str, Any]] = [("", value)]
    while stack:
        path, node = stack.pop()
        if isinstance(node, _Pairs):
            seen: set[str] = set()
            for key, _ in node:
                if key in seen:
                    return f"{path}{key}"
                seen.add(key)
            stack.extend((f"{path}{key}.", item) for key, item in reversed(node))
        elif isinstance(node, list):
            stack.extend((f"{path}{index}.", item) for index, item in reversed(list(enumerate(node))))
    return None
