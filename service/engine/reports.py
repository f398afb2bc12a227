"""The shapes every game's answers share, as TypedDicts: what ``report``/``seat_view`` return.

A game's ``reports.py`` declares its own ``<Game>Report``, ``<Game>SeatView`` and
``<Game>DealResult`` on these bases, with the same keys as its closed schemas of
service/api/answers.py (tests/api/test_report_types.py holds the two together).  The keys of a
base are read-only so that a game may narrow them (its phases, its deal result, legal actions
always present); code that reads any game's answers (the API, the sessions) reads them through
these bases.  TypedDicts are plain dicts at run time: typing a report costs nothing.

The modules that declare these TypedDicts do not postpone annotations (no ``from __future__
import annotations``): ``NotRequired`` must be seen at run time for ``__optional_keys__``, which
the test compares with the schemas.
"""

from collections.abc import Mapping, Sequence
from typing import Any, NotRequired

from typing_extensions import ReadOnly, TypedDict

from ..messages import Phrase

LegalAction = Mapping[str, Any]
"""A legal-action entry: an action in request form, or a template giving bounds
(``min``/``max``, ``min_<field>``/``max_<field>``) where it leaves a choice.  Read-only: a listing may
give the same entry every time (Euchre's plays: its table makes each seat's play of each card once),
so whoever needs a changed one copies it."""


class TrickPlayJson(TypedDict):
    """A card played to a trick (schema ``TrickPlay``)."""

    seat: int
    card: str


class TrickJson(TypedDict):
    """A trick in the order its cards were played; ``winner`` None while it is open (schema ``Trick``)."""

    leader: int
    plays: list[TrickPlayJson]
    winner: int | None


class Penalty(TypedDict, total=False):
    """The penalty the rules give a breach: whom it falls on and what it costs (the rule's own fields)."""

    seat: int
    points: int | list[int]
    trick_points: int


class Violation(TypedDict):
    """A breach found in a history (schema ``Violation``): the fields every violation has, and
    the facts of its rule.  The facts named here are the documented ones; a refusal recorded
    under ``on_illegal: "report"`` also carries the rest of its rule's facts, as the schema allows."""

    action_index: int | None
    rule: str
    detail: str
    penalty: Penalty | None
    applied: NotRequired[bool]
    seat: NotRequired[int]
    proven_at: NotRequired[int | None]
    proven_by: NotRequired[str]
    card: NotRequired[str]
    trick: NotRequired[int]
    meld: NotRequired[list[str]]
    read_as: NotRequired[Mapping[str, Any] | None]
    valid_arrangements: NotRequired[list[Mapping[str, Any]]]


class Lack(TypedDict):
    """What a hidden hand's play proved it lacked when it was made (a claim no later card has
    contradicted): no card of ``suit`` above the card ``above`` (null: none of the suit at all),
    else it broke ``rule`` at ``action_index``."""

    action_index: int | None
    rule: str
    suit: str
    above: str | None


class UnknownHand(TypedDict):
    """A hand the history leaves unknown, and what the history proves of it: how many ``cards`` it
    holds, the cards known to be among them (``holds``: a picked-up upcard, a discard taken) and the
    suits its plays said it lacked (``lacks``)."""

    seat: int
    cards: int
    holds: list[str]
    lacks: list[Lack]


class DealResult(TypedDict):
    """How a deal ended: what every game's result says (``<Game>DealResult`` adds the rest);
    ``reason_text`` is the reason in words, written in the request's language at the edge."""

    points: ReadOnly[Sequence[int | None]]
    reason: ReadOnly[str]
    reason_text: ReadOnly[Phrase]


def reason_text(game: str, reason: str, **facts: Any) -> Phrase:
    """The words of a deal's ``reason`` in ``game`` (the message ``<game>_reason.<reason>``), naming ``facts``."""
    return Phrase(f"{game.replace('-', '_')}_reason.{reason}", facts)


class Report(TypedDict):
    """Where a deal stands (docs/API.md §3): what every game's report says."""

    phase: ReadOnly[str]
    to_act: ReadOnly[int | None]
    legal_actions: ReadOnly[Sequence[LegalAction]]
    deal_result: ReadOnly[DealResult | None]
    scores: ReadOnly[list[float]]
    game_over: ReadOnly[bool]
    winner: ReadOnly[int | None]
    violations: ReadOnly[list[Violation]]


class SeatView(TypedDict):
    """What a seat (or a spectator) sees of a deal: what every game's seat view says."""

    phase: ReadOnly[str]
    to_act: ReadOnly[int | None]
    legal_actions: ReadOnly[NotRequired[Sequence[LegalAction]]]
    deal_result: ReadOnly[DealResult | None]
    scores: ReadOnly[list[float]]
    game_over: ReadOnly[bool]
    winner: ReadOnly[int | None]
