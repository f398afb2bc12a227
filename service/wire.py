"""JSON bytes of an answer, with every :class:`~service.messages.Phrase` in it written as its
sentence in the current language (:mod:`service.messages.language`): the engines and the session
layer put phrases - a violation's ``detail``, a deal result's ``reason_text`` - where a sentence goes,
and they become words only here, at the edge.  And a JSON document read, or the bad input it is
(:func:`loads`): a request's body, or a file the command line reads."""

from __future__ import annotations

from typing import Any

import orjson

from .duplicate_keys import duplicated_key
from .engine import InvalidInput
from .messages import Phrase, fault, render_phrase

_OPTIONS = orjson.OPT_PASSTHROUGH_DATACLASS


def _words(value: Any) -> str:
    if isinstance(value, Phrase):
        return render_phrase(value)
    raise TypeError(f"{type(value).__name__} is not JSON")


def dumps(obj: Any) -> bytes:
    """JSON bytes of ``obj``; dict keys that are not strings are written as strings.

    orjson's OPT_NON_STR_KEYS makes every dump about twice as slow, and answers almost never
    have such keys, so the option is used only for an object that the plain dump refuses.
    """
    try:
        return orjson.dumps(obj, default=_words, option=_OPTIONS)
    except orjson.JSONEncodeError:
        return orjson.dumps(obj, default=_words, option=_OPTIONS | orjson.OPT_NON_STR_KEYS)


def loads(raw: bytes) -> Any:
    """The JSON document ``raw`` holds, or InvalidInput saying why there is none: ``body`` when it is not
    JSON, the key's path when an object gives a key twice (:mod:`service.duplicate_keys`).

    >>> loads(b'{"game": "euchre"}')
    {'game': 'euchre'}
    >>> loads(b"{'game'")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    service.engine.errors.InvalidInput: body: is not valid JSON (unexpected character, expected a string key: ...)
    >>> loads(b'{"game": "euchre", "game": "ramino"}')
    Traceback (most recent call last):
    service.engine.errors.InvalidInput: game: is given more than once in its object
    """
    if not raw:
        raise InvalidInput.at("body", fault("body_empty"))
    try:
        document = orjson.loads(raw)
    except orjson.JSONDecodeError as exc:
        raise InvalidInput.at("body", fault("not_json", reason=str(exc))) from None
    twice = duplicated_key(raw, document)
    if twice is not None:
        raise InvalidInput.at(twice, fault("key_twice"))
    return document
