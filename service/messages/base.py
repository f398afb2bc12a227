"""One refusal's words, the key that finds them in the table, and the parts a sentence is made of;
a rule code's words in the rule catalogue (its title, meaning, section and penalty), and those of
the API's other problem types."""

from __future__ import annotations

import string
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Message:
    """A sentence (or a part of one) in English, naming the declared ``facts``; its translations are
    the catalogs' entries for its key (:mod:`service.messages.catalog`)."""

    detail: str
    facts: tuple[str, ...] = ()

    def placeholders(self) -> set[str]:
        """The fact names that ``detail`` fills in."""
        return {name for _, name, _, _ in string.Formatter().parse(self.detail) if name is not None}


@dataclass(frozen=True)
class Phrase:
    """A part of a sentence with words of its own: the table ``key`` of its words and the facts
    they name.  A fact whose value is a phrase is rendered in place from the same table (so a
    translated table translates it too); a fact left empty (``""``) is a part the case lacks.
    """

    key: str
    facts: Mapping[str, Any] = field(default_factory=dict)


JOINERS: dict[str, str | Phrase] = {"cards": " ", "ranks": "-", "list": ", ", "or": Phrase("joiner.or")}
"""How a list fact is written, by the format spec after its name: ``{cards:cards}`` writes a
card list as ``7H 8H JK``, ``{ranks:ranks}`` as ``7-8-9``, ``{ways:or}`` joins phrases with "or" in the
sentence's language (a phrase of its own)."""


INDEX_FACTS = frozenset(
    {"seat", "to_act", "dealer", "expected_dealer", "maker", "banker", "winner"}  # seats
    | {"trick", "meld", "place", "action_index"}
)
"""The facts that name a seat, a trick, a table meld, a card's place in a meld or an action by its index
as the API numbers them, from 0 (docs/API.md §1).  People count from 1: a sentence writes such a fact,
when it is a whole number, one higher (:func:`counted_for_people`), in every language and every message,
while the JSON fields keep the API's numbers.  A fact of another kind never takes one of these names."""


def counted_for_people(facts: Mapping[str, Any]) -> Mapping[str, Any]:
    """``facts`` as a sentence writes them: each of :data:`INDEX_FACTS` that is a whole number counted from 1.

    >>> dict(counted_for_people({"seat": 0, "to_act": 3, "card": "AS", "winner": "seat 2 (Ada)"}))
    {'seat': 1, 'to_act': 4, 'card': 'AS', 'winner': 'seat 2 (Ada)'}
    """
    if INDEX_FACTS.isdisjoint(facts):
        return facts
    return {
        name: value + 1 if name in INDEX_FACTS and isinstance(value, int) and not isinstance(value, bool) else value
        for name, value in facts.items()
    }


def fault(cause: str, **facts: Any) -> Phrase:
    """What is wrong with a field of a request, as a value: ``input.<cause>`` and its facts
    (:mod:`service.messages.inputs`), rendered in the request's language when the answer is written.

    >>> fault("hand_size", seat=1, size=5, count=4)
    Phrase(key='input.hand_size', facts={'seat': 1, 'size': 5, 'count': 4})
    """
    return Phrase(f"input.{cause}", facts)


def message_key(rule: str, cause: str | None = None) -> str:
    """The table key of a refusal: its rule code, or ``code.cause`` for one of several causes."""
    return rule if cause is None else f"{rule}.{cause}"


def suit_name(suit: str) -> Phrase:
    """A suit's name in the sentence's language: ``suit_name("H")`` reads "hearts" in English."""
    return Phrase(f"suit.{suit}")


def message_context(key: str) -> str:
    """The gettext context of a message's words in the catalogs."""
    return f"message:{key}"


@dataclass(frozen=True)
class Penalty:
    """What a breach of a rule costs when it is accepted and reported rather than refused (the
    ``penalty`` of its violation): in words, and the options (``rules.<name>``) it depends on."""

    words: str
    depends_on: tuple[str, ...] = ()


@dataclass(frozen=True)
class Rule:
    """A rule code in the catalogue's words: a short ``title`` and its ``meaning`` in one sentence."""

    title: str
    meaning: str

    def at(self, section: str, penalty: Penalty | None = None) -> CitedRule:
        """The rule as a game raises it: under ``section`` of its numbered rules, with its ``penalty``."""
        return CitedRule(self, section, penalty)


@dataclass(frozen=True)
class CitedRule:
    """A rule code as one game raises it: its words, the section of the game's numbered rules
    (docs/rules/<game>.md) that states it, and its penalty where one applies."""

    rule: Rule
    section: str
    penalty: Penalty | None = None


@dataclass(frozen=True)
class ProblemType:
    """A problem type the API answers with that is no rule of a game: its title, meaning and statuses."""

    title: str
    meaning: str
    statuses: tuple[int, ...]
