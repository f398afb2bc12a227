"""The sentences of refusals, rendered from a rule code and the facts of the case.

An engine refuses an action with a value - ``IllegalAction("bet_out_of_range", seat=1, low=1,
high=10, amount=12)`` - and never builds the sentence itself; :func:`render` looks the code up
in :data:`MESSAGES` and fills the entry's ``detail`` with :meth:`str.format` over the facts.
When one code is refused for several causes, each has its own entry, keyed ``code.cause``
(``game_over.max_deals``).  A fact may be a :class:`Phrase` - a part of the sentence with its
own entry, rendered in place - or a list written as its placeholder's spec says
(:data:`~service.messages.base.JOINERS`): Ramino's refused meld names its cards, the rule of
melds it breaks, how its cards read and the melds they make in another order.

An engine gives a seat, a trick, a table meld, a card's place or an action by the API's index, from 0;
the sentence counts it from 1, as people do (:data:`~service.messages.base.INDEX_FACTS`, one rule for
every message and language), while the JSON fields keep the API's numbers.

The table is assembled from one module per game plus one for the shared engine; each entry
declares the facts it takes, so that a translation (a gettext catalog keyed by the English
``detail``) can be laid beside it entry by entry. Pure Python: the engines and the HTTP layer
both import it.

The same modules hold the rule catalogue (:data:`RULES`): each game's ``RULES`` names every
rule code the game raises with a :class:`Rule`'s words (title, one-sentence meaning), the
section of docs/rules/<game>.md that states it and its :class:`Penalty` where a breach
accepted costs one; ``problems.py`` holds the words of the API's other problem types
(:data:`PROBLEM_TYPES`). The API serves both at ``/problems/<code>`` and each game's codes in
``GET /v1/games/<game>``; tests/api/test_rule_catalogue.py checks the codes against the raise
sites.

One module per speaker: the shared engine (``engine.py``), a bad field of a request (``inputs.py``), a match
record's replay and reader (``matches.py``), and each game's own words inside its package
(``service/games/<game>/words.py``: its refusals, the faults of the deal and rules it reads, its rule catalogue),
which this package gathers; tests/engine/test_refusal_messages.py checks every raise site against the table.
``cli.py`` holds the words of the command line's table (``arbitro validate``); ``tournaments.py`` those of a
refused schedule; ``page.py`` those of a tournament's pages (the standings page, the score cards), rendered by
the server.
"""

from __future__ import annotations

import functools
import string
from collections.abc import Mapping
from typing import Any

from ..games.ecarte import words as ecarte
from ..games.euchre import words as euchre
from ..games.ramino import words as ramino
from ..games.sette_e_mezzo import words as sette_e_mezzo
from . import cli, clubs, engine, inputs, matches, page, problems, tournaments
from .base import (
    JOINERS,
    CitedRule,
    Message,
    Penalty,
    Phrase,
    ProblemType,
    Rule,
    counted_for_people,
    fault,
    message_context,
    message_key,
    suit_name,
)
from .language import current_language, words
from .problems import PROBLEM_TYPES

__all__ = [
    "MESSAGES",
    "PROBLEM_TYPES",
    "RULES",
    "CitedRule",
    "Message",
    "Penalty",
    "Phrase",
    "ProblemType",
    "Rule",
    "fault",
    "message_key",
    "render",
    "render_phrase",
    "suit_name",
]


def _merged(*tables: Mapping[str, Message]) -> dict[str, Message]:
    merged: dict[str, Message] = {}
    for table in tables:
        clash = merged.keys() & table.keys()
        if clash:
            raise ValueError(f"message keys defined twice: {sorted(clash)}")
        merged.update(table)
    return merged


MESSAGES: dict[str, Message] = _merged(
    engine.MESSAGES,
    inputs.MESSAGES,
    matches.MESSAGES,
    matches.INPUTS,
    sette_e_mezzo.MESSAGES,
    sette_e_mezzo.INPUTS,
    euchre.MESSAGES,
    euchre.INPUTS,
    ecarte.MESSAGES,
    ecarte.INPUTS,
    ramino.MESSAGES,
    ramino.INPUTS,
    problems.MESSAGES,
    cli.MESSAGES,
    tournaments.MESSAGES,
    page.MESSAGES,
    clubs.MESSAGES,
)
"""Every sentence's English, by :func:`message_key`: the refusals of the games, the details of the
API's other problems, and the words of the command line's table."""

RULES: dict[str, Mapping[str, CitedRule]] = {
    "ecarte": ecarte.RULES,
    "euchre": euchre.RULES,
    "sette-e-mezzo": sette_e_mezzo.RULES,
    "ramino": ramino.RULES,
}
"""The rule catalogue, by game id: every rule code the game raises, with its words, its section
of the game's numbered rules and its penalty (the codes several games raise take their words
from :data:`engine.RULES <service.messages.engine.RULES>`)."""


def render(rule: str, facts: Mapping[str, Any], cause: str | None = None, language: str | None = None) -> str:
    """The sentence of a refusal in ``language`` (default: the current one, see
    :mod:`~service.messages.language`); KeyError when the table or a fact is missing.

    >>> render("bet_out_of_range", {"seat": 1, "low": 1, "high": 10, "amount": 12})
    'seat 2 may stake 1 to 10 chips, not 12'
    >>> render("game_over", {"max_deals": 3}, cause="max_deals")
    'the match is over: 3 deals have been played'
    """
    return render_phrase(Phrase(message_key(rule, cause), facts), language)


def render_phrase(phrase: Phrase, language: str | None = None) -> str:
    """The words of a phrase (a whole refusal, or a part of one) in ``language``; KeyError as :func:`render`.

    >>> render_phrase(Phrase("invalid_joker_swap", {"meld": 2, "reason": Phrase("no_joker_in_meld")}))
    'meld 3: that meld holds no joker'
    """
    return _sentence(phrase.key, language or current_language()).fill(counted_for_people(phrase.facts))


@functools.cache
def _sentence(key: str, language: str) -> _Sentence:
    """A message's words in a language, parsed once (the table and the catalogs do not change)."""
    return _Sentence(words(message_context(key), MESSAGES[key].detail, language), _Words(language))


class _Sentence:
    """A message's words parsed once: the text between the facts, and each fact's name and spec.

    :meth:`fill` is :meth:`str.format` with :class:`_Words`' fields, which is what ``vformat`` does
    with a field that only names a fact; a template with any other field (an index, an attribute, a
    conversion, a spec with fields of its own) is left to ``vformat`` itself.  Where no spec joins a
    list and no fact is a phrase, :class:`_Words` formats every field as :meth:`str.format_map` does.
    """

    def __init__(self, template: str, words: _Words):
        self.template = template
        self.words = words
        self.pieces: tuple[tuple[str, str | None, str], ...] | None = None
        self.joins = True
        pieces = []
        for literal, name, field_spec, conversion in string.Formatter().parse(template):
            spec = field_spec or ""
            if name is not None and not (name.isidentifier() and conversion is None and "{" not in spec):
                return  # vformat reads more than facts[name]
            pieces.append((literal, name, spec))
        self.pieces = tuple(pieces)
        self.joins = any(spec in JOINERS for _, _, spec in self.pieces)

    def fill(self, facts: Mapping[str, Any]) -> str:
        if self.pieces is None:
            return self.words.vformat(self.template, (), facts)
        if not self.joins and not any(isinstance(fact, Phrase) for fact in facts.values()):
            return self.template.format_map(facts)
        written = []
        for literal, name, spec in self.pieces:
            written.append(literal)
            if name is not None:
                written.append(self.words.format_field(facts[name], spec))
        return "".join(written)


class _Words(string.Formatter):
    """:meth:`str.format` in one language, with a phrase rendered in place and a list joined as its spec says."""

    def __init__(self, language: str):
        self.language = language

    def format_field(self, value: Any, format_spec: str) -> str:
        if isinstance(value, Phrase):
            return render_phrase(value, self.language)
        if isinstance(value, list | tuple) and format_spec in JOINERS:
            joiner = JOINERS[format_spec]
            between = render_phrase(joiner, self.language) if isinstance(joiner, Phrase) else joiner
            return between.join(self.format_field(item, "") for item in value)
        return format(value, format_spec)
