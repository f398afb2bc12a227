"""The match record: one JSON document for a whole match of any game, and reading one.

A record (format ``arbitro-match/1``)::

    {"format": "arbitro-match/1", "game": "euchre", "rules": {"variant": "north-american"},
     "seats": [{"name": "Ann"}, {"name": "Bob"}, {}, {}],
     "starting_scores": [0, 0],
     "tags": {"event": "Club night"},
     "deals": [{"deal": {"dealer": 0, "hands": [...], "turn_up": "9H"},
                "actions": [{"seat": 1, "type": "pass"}, ...],
                "recorded": {"points": [1, 0], "scores": [1, 0]}},
               ...]}

- ``seats``: one object per seat in seat order, ``name`` optional; how many there are is
  checked against the rules (and each deal's hands, where a deal says how many seats it has).
- ``starting_scores``: the match score before the first deal (zeros when omitted), one entry
  per team or seat as the game's ``scores``.
- ``tags``: free facts about the match (event, date, site...), strings kept as they are and
  judged by nobody.
- ``deals``: in order, each ``deal`` as the game's stateless endpoints take it and its
  ``actions``; ``recorded`` holds what the table wrote down, if anything: the deal's ``points``
  and the ``scores`` after it, and in a match with a pool (Set-Back Euchre) the ``pool``'s amount
  after it.  A deal may leave out its ``dealer`` and the fields that say how
  far the match has gone (Sette e Mezzo's ``deals_played``, Ramino's ``hand_number``): the
  replay fills them in from the deals before (:mod:`.replay`).

:func:`read_record` checks the whole document at once and raises one InvalidInput naming every
bad field by its dotted path (``deals.3.actions.2.card``); what it cannot check before the
replay (a deal's cards against the game, the carried fields) the replay adds to the same map.

The record's TypedDicts are held to openapi.yaml's ``Match*`` schemas (tests/api/test_report_types.py),
so this module does not postpone annotations: ``NotRequired`` is read at run time.
"""

from dataclasses import dataclass
from typing import Any, NotRequired, TypedDict

from ..engine import GameEngine, InvalidInput, parse_actions
from ..engine.actions import Action, JsonObject
from ..engine.errors import FieldMessage
from ..engine.options import Rules
from ..engine.scoring import MATCH_SCORE_LIMIT, SCORE_LIMIT
from ..games.registry import ENGINES
from ..messages import fault

FORMAT = "arbitro-match/1"
"""The format this service reads and writes; another version is refused, naming this one."""

MAX_NAME = 200
"""The longest seat name or tag value, in characters."""

MAX_TAGS = 50
"""The most tags a record may carry."""


class Seat(TypedDict):
    """One seat of the match: its player's name, if the record gives one."""

    name: NotRequired[str]


class Recorded(TypedDict, total=False):
    """What the table wrote down for a deal: its points, and the match score and the pool's amount after it."""

    points: list[int | None]
    scores: list[float]
    pool: int


class DealEntry(TypedDict):
    """One deal of a record: its description, its actions in order, what the table recorded."""

    deal: JsonObject
    actions: list[JsonObject]
    recorded: NotRequired[Recorded]


class MatchRecord(TypedDict):
    """A whole match, as the JSON document holds it (see the module docstring)."""

    format: str
    game: str
    rules: NotRequired[JsonObject]
    seats: list[Seat]
    starting_scores: NotRequired[list[int] | None]
    tags: NotRequired[dict[str, str]]
    deals: list[DealEntry]


@dataclass(frozen=True)
class RecordedDeal:
    """A deal of a record, read: its description as given, its canonical actions, what was recorded."""

    deal: JsonObject
    actions: list[Action]
    recorded: Recorded


@dataclass(frozen=True)
class Match:
    """A record read: its game's engine, the resolved rules, the seats, the starting score and the deals."""

    engine: GameEngine[Any, Any]
    rules: Rules
    seats: int
    starting_scores: list[int] | None
    deals: list[RecordedDeal]


_FIELDS = ("format", "game", "rules", "seats", "starting_scores", "tags", "deals")
_DEAL_FIELDS = ("deal", "actions", "recorded")


class _Faults:
    """The bad fields found so far, by dotted path."""

    def __init__(self) -> None:
        self.errors: dict[str, list[FieldMessage]] = {}

    def add(self, path: str, message: FieldMessage) -> None:
        self.errors.setdefault(path, []).append(message)

    def merge(self, exc: InvalidInput) -> None:
        for path, messages in exc.errors.items():
            self.errors.setdefault(path, []).extend(messages)

    def unknown_fields(self, obj: JsonObject, known: tuple[str, ...], prefix: str) -> None:
        for name in obj:
            if name not in known:
                self.add(f"{prefix}{name}", fault("unknown_field"))


def read_record(raw: Any, *, max_deals: int, max_actions: int) -> Match:
    """The record read and checked, or InvalidInput naming every bad field found.

    ``max_deals`` and ``max_actions`` (per deal) bound the work one record may ask for.
    """
    if not isinstance(raw, dict):
        raise InvalidInput.at("body", fault("record_not_object"))
    faults = _Faults()
    faults.unknown_fields(raw, _FIELDS, "")
    if raw.get("format") != FORMAT:
        faults.add("format", fault("must_be" if "format" in raw else "format_missing", value=FORMAT))
    engine = _engine(raw, faults)
    rules = None
    if engine is not None:
        try:
            rules = engine.resolve_rules(raw.get("rules"))
        except InvalidInput as exc:
            faults.merge(exc)
    seats = _seats(raw, faults)
    starting = _starting_scores(raw.get("starting_scores"), faults)
    _tags(raw.get("tags"), faults)
    if engine is not None and rules is not None and seats is not None and seats not in engine.seat_range(rules):
        faults.add(
            "seats",
            fault("seats_refused", seats=seats, why=engine.seat_range(rules).refusal(seats, engine.seat_options)),
        )
    deals = _deals(raw.get("deals"), engine, rules, seats, faults, max_deals=max_deals, max_actions=max_actions)
    if faults.errors:
        raise InvalidInput(faults.errors)
    assert engine is not None and rules is not None and seats is not None  # each fault above was recorded
    return Match(engine, rules, seats, starting, deals)


def _engine(raw: JsonObject, faults: _Faults) -> GameEngine[Any, Any] | None:
    game = raw.get("game")
    engine = ENGINES.get(game) if isinstance(game, str) else None
    if engine is None:
        faults.add("game", fault("game_missing" if game is None else "unknown_game", games=list(ENGINES)))
    return engine


def _seats(raw: JsonObject, faults: _Faults) -> int | None:
    seats = raw.get("seats")
    if not isinstance(seats, list) or not seats:
        faults.add("seats", fault("seats_list", example="[{'name': 'Ann'}, {}]"))
        return None
    for i, seat in enumerate(seats):
        if not isinstance(seat, dict):
            faults.add(f"seats.{i}", fault("seat_object"))
            continue
        faults.unknown_fields(seat, ("name",), f"seats.{i}.")
        _short_string(seat.get("name", ""), f"seats.{i}.name", faults)
    return len(seats)


def _short_string(value: Any, path: str, faults: _Faults) -> None:
    if not isinstance(value, str) or len(value) > MAX_NAME:
        faults.add(path, fault("string_at_most", maximum=MAX_NAME))


def _starting_scores(value: Any, faults: _Faults) -> list[int] | None:
    """Entries checked here; their number and floor are the game's to check when the first deal starts."""
    if value is None:
        return None
    if not isinstance(value, list):
        faults.add("starting_scores", fault("starting_scores_list"))
        return None
    for i, score in enumerate(value):
        if type(score) is not int or not -SCORE_LIMIT <= score <= SCORE_LIMIT:
            faults.add(f"starting_scores.{i}", fault("score_range", low=-SCORE_LIMIT, high=SCORE_LIMIT))
    return value


def _tags(value: Any, faults: _Faults) -> None:
    if value is None:
        return
    if not isinstance(value, dict) or len(value) > MAX_TAGS:
        faults.add("tags", fault("tags_object", maximum=MAX_TAGS))
        return
    for name, text in value.items():
        _short_string(text, f"tags.{name}", faults)


def _deals(
    value: Any,
    engine: GameEngine[Any, Any] | None,
    rules: Rules | None,
    seats: int | None,
    faults: _Faults,
    *,
    max_deals: int,
    max_actions: int,
) -> list[RecordedDeal]:
    if not isinstance(value, list) or not 1 <= len(value) <= max_deals:
        faults.add("deals", fault("deals_list", maximum=max_deals))
        return []
    deals = []
    for i, entry in enumerate(value):
        path = f"deals.{i}."
        if not isinstance(entry, dict):
            faults.add(f"deals.{i}", fault("deal_entry_object"))
            continue
        faults.unknown_fields(entry, _DEAL_FIELDS, path)
        deal = entry.get("deal")
        if not isinstance(deal, dict):
            faults.add(f"{path}deal", fault("missing" if deal is None else "not_object"))
        elif engine is not None and rules is not None and seats is not None and isinstance(deal.get("hands"), list):
            dealt = engine.seat_count(rules, deal)
            if dealt != seats:
                faults.add(f"{path}deal.hands", fault("deal_seats", dealt=dealt, seats=seats))
        actions = _actions(entry.get("actions"), engine, rules, f"{path}actions", faults, max_actions)
        recorded = _recorded(entry.get("recorded"), f"{path}recorded", faults)
        if isinstance(deal, dict) and actions is not None:
            deals.append(RecordedDeal(deal, actions, recorded))
    return deals


def _actions(
    value: Any,
    engine: GameEngine[Any, Any] | None,
    rules: Rules | None,
    path: str,
    faults: _Faults,
    max_actions: int,
) -> list[Action] | None:
    if not isinstance(value, list) or len(value) > max_actions:
        faults.add(path, fault("missing") if value is None else fault("actions_at_most", maximum=max_actions))
        return None
    if engine is None or rules is None:
        return None
    try:
        return parse_actions(engine, rules, value, path)
    except InvalidInput as exc:
        faults.merge(exc)
        return None


def _recorded(value: Any, path: str, faults: _Faults) -> Recorded:
    if value is None:
        return {}
    if not isinstance(value, dict):
        faults.add(path, fault("recorded_object"))
        return {}
    faults.unknown_fields(value, ("points", "scores", "pool"), f"{path}.")
    recorded: Recorded = {}
    points = value.get("points")
    if points is not None:
        if isinstance(points, list) and all(p is None or _is_number(p) for p in points):
            recorded["points"] = points
        else:
            faults.add(f"{path}.points", fault("recorded_points"))
    scores = value.get("scores")
    if scores is not None:
        if isinstance(scores, list) and all(_is_number(s) for s in scores):
            recorded["scores"] = scores
        else:
            faults.add(f"{path}.scores", fault("recorded_scores"))
    pool = value.get("pool")
    if pool is not None:
        if type(pool) is int and 0 <= pool <= MATCH_SCORE_LIMIT:
            recorded["pool"] = pool
        else:
            faults.add(f"{path}.pool", fault("score_range", low=0, high=MATCH_SCORE_LIMIT))
    return recorded


def _is_number(value: Any) -> bool:
    return type(value) in (int, float) and abs(value) <= MATCH_SCORE_LIMIT
