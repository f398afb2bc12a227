"""The action vocabulary a game accepts, and cheap parsing of client actions.

Each game declares its actions once, as TypedDicts (its ``actions.py``): one per action type, its ``type`` a
``Literal`` annotated with the type's meaning and aliases (:class:`Meaning`), each further field annotated with
its kind and meaning (:class:`FieldMeaning`); :meth:`Vocabulary.of` reads the :class:`ActionType` list from
them, and the moves are typed with the same TypedDicts. :class:`Vocabulary` turns a client's action
object into canonical form: the type's canonical name (aliases in the seeds' languages are
accepted), card codes made canonical, optional fields filled with their defaults, unknown
fields rejected. This is plain Python on purpose: it runs once per action on every request,
where a schema library costs tens of microseconds per object.

Field kinds: ``card``, ``cards`` (list of cards), ``card_lists`` (list of lists of cards),
``suit``, ``integer``, ``number`` (an integer or a float, e.g. a stake the rules judge),
``boolean``, ``string`` (with ``choices``), ``layoffs``
(``[{"meld": int, "cards": [...], "end": "low" | "high"}]``, ``end`` optional), ``swaps``
(``[{"meld": int, "cards": [...]}]``).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any, Final, Literal, NotRequired, Required, get_args, get_origin, get_type_hints

from ..cards import CardError
from ..messages import Phrase, fault
from .errors import FieldMessage, InvalidInput, WrongValue

CardParser = Callable[[object], str]
Problems = dict[str, list[FieldMessage]]  # messages by path suffix: ".<field>", or "" for the action as a whole
Action = dict[str, Any]
"""An action in canonical form: ``seat``, ``type`` and the type's fields (:meth:`Vocabulary.parse`).

Any game's; each game's ``actions.py`` types its own, one TypedDict per action type, for the
moves that check and apply them (:mod:`.moves`)."""
JsonObject = dict[str, Any]
"""A JSON object: a deal description, a report, a seat's view, a helper's answer."""

_MISSING: Final = object()
"""A field the action leaves out (``Final``: compiled, a constant rather than a look-up per field read)."""


@dataclass(frozen=True)
class ActionField:
    """One field of an action type.

    ``face_down``: the field's cards go (or come) face down - a discard buried, cards drawn from
    the stock - so no other seat sees them, whatever it saw of them before (a session's log shows
    the others only their number).
    """

    name: str
    kind: str
    meaning: str
    required: bool = True
    default: Any = None
    choices: tuple[str, ...] | None = None
    face_down: bool = False


@dataclass(frozen=True)
class ActionType:
    name: str
    meaning: str
    fields: tuple[ActionField, ...] = ()
    aliases: tuple[str, ...] = ()


@dataclass(frozen=True)
class Meaning:
    """An action type's words, on its TypedDict's ``type`` field:
    ``type: Annotated[Literal["play"], Meaning("Play a card to the trick (6.1).", aliases=("gioco",))]``."""

    meaning: str
    aliases: tuple[str, ...] = ()


@dataclass(frozen=True)
class FieldMeaning:
    """An action field's kind (this module's docstring) and words, on its TypedDict key:
    ``card: Annotated[str, FieldMeaning("card", "The card played.")]``.  A key the TypedDict does not require
    is optional to the client; one it requires with a ``default`` is optional too, and always present once
    parsed.  A ``string`` field's choices are its ``Literal``'s values."""

    kind: str
    meaning: str
    default: Any = None
    face_down: bool = False


def kind_of(typed: Any) -> str:
    """The action type a TypedDict declares: its ``type`` field's ``Literal`` value."""
    hint = _unqualified(get_type_hints(typed, include_extras=True)["type"])
    literal = get_args(hint)[0] if get_origin(hint) is Annotated else hint
    (kind,) = get_args(literal)
    return str(kind)


def _unqualified(hint: Any) -> Any:
    """``hint`` without ``Required``/``NotRequired``."""
    while get_origin(hint) in (Required, NotRequired):
        hint = get_args(hint)[0]
    return hint


def action_type_of(typed: type) -> ActionType:
    """The action type a TypedDict declares (:class:`Meaning` on ``type``, :class:`FieldMeaning` on each field)."""
    hints = get_type_hints(typed, include_extras=True)
    declared = _unqualified(hints["type"])
    words = get_args(declared)[1] if get_origin(declared) is Annotated else None
    if not isinstance(words, Meaning):
        raise TypeError(f"{typed.__name__}.type: Annotated[Literal[...], Meaning(...)]")
    name = kind_of(typed)
    fields = []
    for key, hint in hints.items():
        if key in ("seat", "type"):
            continue
        optional = get_origin(hint) is NotRequired  # read from the annotation, strings (PEP 563) or not
        hint = _unqualified(hint)
        said = get_args(hint)[1] if get_origin(hint) is Annotated else None
        if not isinstance(said, FieldMeaning):
            raise TypeError(f"{typed.__name__}.{key}: Annotated[type, FieldMeaning(...)]")
        value = get_args(hint)[0]
        choices = get_args(value) if said.kind == "string" and get_origin(value) is Literal else None
        fields.append(
            ActionField(
                key,
                said.kind,
                said.meaning,
                required=not optional and said.default is None,
                default=said.default,
                choices=choices,
                face_down=said.face_down,
            )
        )
    return ActionType(name, words.meaning, tuple(fields), words.aliases)


class Vocabulary:
    """Parses action objects for one game.

    Everything that depends only on the vocabulary - each type's field readers and the names
    it accepts - is worked out here once, so that parsing an action does look-ups only; the
    dotted field paths of error messages are built only when there is an error to report.
    """

    def __init__(self, types: tuple[ActionType, ...], suits: tuple[str, ...]):
        self.types = types
        self._known = [t.name for t in types]
        self._names = frozenset(t.name for t in types)
        self._by_name: dict[str, _TypeReader] = {}
        for action_type in types:
            reader = _TypeReader(action_type, suits)
            for name in (action_type.name, *action_type.aliases):
                self._by_name[name.lower()] = reader

    @classmethod
    def of(cls, actions: Any, suits: tuple[str, ...]) -> Vocabulary:
        """The vocabulary of a game's actions, declared as the TypedDicts of the union ``actions``, in its order
        (or the one TypedDict ``actions``)."""
        return cls(tuple(action_type_of(typed) for typed in get_args(actions) or (actions,)), suits)

    def knows(self, kind: object) -> bool:
        """Whether ``kind`` is the canonical name of one of the game's action types."""
        return isinstance(kind, str) and kind in self._names

    def unknown_type(self, kind: object) -> Phrase:
        """Why an action's ``type`` is refused: missing, or not one of the game's."""
        if kind is None or kind is _MISSING:
            return fault("missing")
        return fault("unknown_action_type", kind=str(kind), known=self._known)

    def parse(self, raw: Any, path: str, parse_card: CardParser) -> dict[str, Any]:
        """Canonical form of one action, or InvalidInput naming ``path.field``."""
        try:
            return self._read(raw, parse_card)
        except _Malformed as exc:
            raise InvalidInput(exc.under(path)) from None

    def parse_list(self, raw_actions: Any, path: str, parse_card: CardParser) -> list[dict[str, Any]]:
        """Canonical forms of a list of actions, or InvalidInput naming every malformed one (``path.i.field``)."""
        if not isinstance(raw_actions, list):
            raise InvalidInput.at(path, fault("not_action_list"))
        actions: list[dict[str, Any]] = []
        errors: dict[str, list[FieldMessage]] = {}
        for i, raw in enumerate(raw_actions):
            try:
                actions.append(self._read(raw, parse_card))
            except _Malformed as exc:
                errors.update(exc.under(f"{path}.{i}"))
        if errors:
            raise InvalidInput(errors)
        return actions

    def _read(self, raw: Any, parse_card: CardParser) -> dict[str, Any]:
        """One action in canonical form, or _Malformed with its problems."""
        if not isinstance(raw, dict):
            raise _Malformed({"": [fault("not_action")]})
        seat = raw.get("seat", _MISSING)
        kind = raw.get("type", _MISSING)
        by_name = self._by_name
        reader = (by_name.get(kind) or by_name.get(kind.lower())) if isinstance(kind, str) else None
        if reader is not None and type(seat) is int:
            card_field = reader.card_only
            if card_field is not None and len(raw) == 3 and type(raw.get(card_field)) is str:
                # seat, type and the card, nothing else (a play): its card read without the field loop; a bad
                # code leaves the reading (and its message) to the loop
                try:
                    return {"seat": seat, "type": reader.name, card_field: parse_card(raw[card_field])}
                except CardError:
                    pass
        problems: Problems = {}
        if type(seat) is not int:
            problems[".seat"] = [fault("missing" if seat is _MISSING else "not_integer")]
        if reader is None:
            problems[".type"] = [self.unknown_type(kind)]
            raise _Malformed(problems)
        action = reader.read(raw, seat, parse_card, problems)
        if problems:
            raise _Malformed(problems)
        return action


class _Malformed(Exception):
    """An action's problems, before the path of the action is known."""

    def __init__(self, problems: Problems):
        super().__init__()
        self.problems = problems

    def under(self, path: str) -> dict[str, list[FieldMessage]]:
        return {path + suffix: messages for suffix, messages in self.problems.items()}


class _TypeReader:
    """One action type's fields, each with the reader of its kind, and the names it accepts."""

    __slots__ = ("name", "fields", "allowed", "card_only")

    def __init__(self, action_type: ActionType, suits: tuple[str, ...]):
        self.name = action_type.name
        # (name, required, default, reader); a card's reader is None: the deck's parser reads it directly
        self.fields = tuple(
            (fld.name, fld.required, fld.default, _value_reader(fld, suits)) for fld in action_type.fields
        )
        self.allowed = frozenset({"seat", "type", *(fld.name for fld in action_type.fields)})
        only = action_type.fields[0] if len(action_type.fields) == 1 else None
        # the field of a type whose one field is a required card (a play), read by :meth:`Vocabulary._read` directly
        self.card_only = only.name if only is not None and only.kind == "card" and only.required else None

    def read(self, raw: JsonObject, seat: Any, parse_card: CardParser, problems: Problems) -> dict[str, Any]:
        """The action's canonical form, adding what is wrong with its fields to ``problems``."""
        action: dict[str, Any] = {"seat": seat, "type": self.name}
        for name, required, default, read_value in self.fields:
            value = raw.get(name, _MISSING)
            if value is _MISSING or (value is None and not required):
                if required:
                    problems[f".{name}"] = [fault("missing")]
                elif default is not None:
                    action[name] = default
                continue
            try:
                action[name] = parse_card(value) if read_value is None else read_value(value, parse_card)
            except (CardError, WrongValue) as exc:
                problems[f".{name}"] = [exc.phrase]
        if not self.allowed.issuperset(raw):
            for name in raw:
                if name not in self.allowed:
                    problems[f".{name}"] = [fault("unknown_action_field", kind=self.name)]
        return action


ValueReader = Callable[[Any, CardParser], Any]


def _value_reader(fld: ActionField, suits: tuple[str, ...]) -> ValueReader | None:
    """The function that checks and canonicalises a value of ``fld``'s kind (WrongValue if wrong); None
    for a card, which the deck's parser reads (the field of every play, read without a wrapper)."""
    kind = fld.kind
    if kind == "card":
        return None
    if kind == "cards":
        return _card_list
    if kind == "card_lists":
        return _card_lists
    if kind == "boolean":
        return _boolean
    if kind == "integer":
        return _integer
    if kind == "number":
        return _number
    if kind == "suit":
        return functools.partial(_suit, suits=suits)
    if kind == "string":
        return functools.partial(_string, choices=fld.choices)
    if kind == "layoffs":
        return _layoffs
    if kind == "swaps":
        return _swaps
    raise AssertionError(f"unknown field kind {kind}")


def _card_list(value: Any, parse_card: CardParser) -> list[str]:
    if not isinstance(value, list):
        raise WrongValue(fault("not_card_list"))
    return [parse_card(card) for card in value]


def _card_lists(value: Any, parse_card: CardParser) -> list[list[str]]:
    if not isinstance(value, list):
        raise WrongValue(fault("not_card_lists"))
    return [_card_list(item, parse_card) for item in value]


def _boolean(value: Any, parse_card: CardParser) -> bool:
    if not isinstance(value, bool):
        raise WrongValue(fault("not_boolean"))
    return value


def _integer(value: Any, parse_card: CardParser) -> int:
    if type(value) is not int:
        raise WrongValue(fault("not_integer"))
    return value


def _number(value: Any, parse_card: CardParser) -> int | float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise WrongValue(fault("not_number"))
    return value


def _suit(value: Any, parse_card: CardParser, *, suits: tuple[str, ...]) -> str:
    if not isinstance(value, str) or value.upper() not in suits:
        raise WrongValue(fault("not_suit", suits=list(suits)))
    return value.upper()


def _string(value: Any, parse_card: CardParser, *, choices: tuple[str, ...] | None) -> str:
    if not isinstance(value, str) or (choices and value not in choices):
        raise WrongValue(fault("not_choice", choices=list(choices or ())))
    return value


LAYOFF_ENDS = ("low", "high")


def _layoffs(value: Any, parse_card: CardParser) -> list[dict[str, Any]]:
    return _meld_items(value, parse_card, fault("what_lay_off"), with_end=True)


def _swaps(value: Any, parse_card: CardParser) -> list[dict[str, Any]]:
    return _meld_items(value, parse_card, fault("what_joker_swap"), with_end=False)


def _meld_items(value: Any, parse_card: CardParser, what: Phrase, *, with_end: bool) -> list[dict[str, Any]]:
    """``[{"meld": int, "cards": [...]}]``, each item with an optional ``end`` when ``with_end``."""
    shape = '{"meld": <integer>, "cards": [...]' + (', "end": "low" | "high" (optional)}' if with_end else "}")
    if not isinstance(value, list):
        raise WrongValue(fault("not_meld_items", shape=shape))
    allowed = {"meld", "cards", "end"} if with_end else {"meld", "cards"}
    items = []
    for item in value:
        if not isinstance(item, dict) or not {"meld", "cards"} <= item.keys() or type(item["meld"]) is not int:
            raise WrongValue(fault("meld_item_shape", what=what, shape=shape))
        unknown = sorted(str(key) for key in item.keys() - allowed)
        if unknown:
            raise WrongValue(fault("meld_item_key", keys=list(map(repr, unknown)), what=what, shape=shape))
        read = {"meld": item["meld"], "cards": _card_list(item["cards"], parse_card)}
        if item.get("end") is not None:
            if item["end"] not in LAYOFF_ENDS:
                raise WrongValue(fault("meld_item_end", what=what))
            read["end"] = item["end"]
        items.append(read)
    return items
