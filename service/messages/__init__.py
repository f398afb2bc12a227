"""The sentences of refusals, rendered from a rule code and the facts of the case.

An engine refuses an action with a value - ``IllegalAction("bet_out_of_range", seat=1, low=1,
high=10, amount=12)`` - and never builds the sentence itself; :func:`render` looks the code up
in :data:`MESSAGES` and fills the entry's ``detail`` with :meth:`str.format` over the facts.
When one code is refused for several causes, each has its own entry, keyed ``code.cause``
(``game_over.max_deals``).

The table is assembled from one module per game plus one for the shared engine; each entry
declares the facts it takes, so that a translation (a gettext catalog keyed by the English
``detail``) or a rule catalogue (title, meaning, penalty, section per code) can be laid beside
it entry by entry. Pure Python: the engines and the HTTP layer both import it.

Converted so far: the shared engine (``engine.py``), Sette e Mezzo (``sette_e_mezzo.py``),
Euchre (``euchre.py``) and Ecarté (``ecarte.py``).
Converting a game: give it a module here with its ``MESSAGES``, merge it into :data:`MESSAGES`,
raise ``IllegalAction(code, **facts)`` in its engine, and add its package to ``CONVERTED`` in
tests/engine/test_refusal_messages.py, which checks every raise site against the table.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from . import ecarte, engine, euchre, sette_e_mezzo
from .base import Message, message_key

__all__ = ["MESSAGES", "Message", "message_key", "render"]


def _merged(*tables: Mapping[str, Message]) -> dict[str, Message]:
    merged: dict[str, Message] = {}
    for table in tables:
        clash = merged.keys() & table.keys()
        if clash:
            raise ValueError(f"message keys defined twice: {sorted(clash)}")
        merged.update(table)
    return merged


MESSAGES: dict[str, Message] = _merged(engine.MESSAGES, sette_e_mezzo.MESSAGES, euchre.MESSAGES, ecarte.MESSAGES)
"""Every converted refusal's message, by :func:`message_key`."""


def render(rule: str, facts: Mapping[str, Any], cause: str | None = None) -> str:
    """The English sentence of a refusal; KeyError when the table or a fact is missing.

    >>> render("bet_out_of_range", {"seat": 1, "low": 1, "high": 10, "amount": 12})
    'seat 1 may stake 1 to 10 chips, not 12'
    >>> render("game_over", {"max_deals": 3}, cause="max_deals")
    'the match is over: 3 deals have been played'
    """
    return MESSAGES[message_key(rule, cause)].detail.format(**facts)
