"""The action vocabulary a game accepts, and cheap parsing of client actions.

Each game declares its :class:`ActionType` list. :class:`Vocabulary` turns a client's action
object into canonical form: the type's canonical name (aliases in the seeds' languages are
accepted), card codes made canonical, optional fields filled with their defaults, unknown
fields rejected. This is plain Python on purpose: it runs once per action on every request,
where a schema library costs tens of microseconds per object.

Field kinds: ``card``, ``cards`` (list of cards), ``card_lists`` (list of lists of cards),
``suit``, ``integer``, ``number`` (an integer or a float, e.g. a stake the rules judge),
``boolean``, ``string`` (with ``choices``), ``layoffs``
(``[{"meld": int, "cards": [...]}]``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..cards import CardError
from .errors import InvalidInput

CardParser = Callable[[object], str]

_MISSING = object()


@dataclass(frozen=True)
class ActionField:
    name: str
    kind: str
    meaning: str
    required: bool = True
    default: Any = None
    choices: tuple | None = None


@dataclass(frozen=True)
class ActionType:
    name: str
    meaning: str
    fields: tuple[ActionField, ...] = ()
    aliases: tuple[str, ...] = ()


class Vocabulary:
    """Parses action objects for one game."""

    def __init__(self, types: tuple[ActionType, ...], suits: tuple[str, ...]):
        self.types = types
        self._suits = suits
        self._by_name: dict[str, ActionType] = {}
        for action_type in types:
            for name in (action_type.name, *action_type.aliases):
                self._by_name[name.lower()] = action_type

    def parse(self, raw: Any, path: str, parse_card: CardParser) -> dict[str, Any]:
        """Canonical form of one action, or InvalidInput naming ``path.field``."""
        if not isinstance(raw, dict):
            raise InvalidInput.at(path, "an action is an object with 'seat' and 'type'")
        errors: dict[str, list[str]] = {}
        seat = raw.get("seat", _MISSING)
        if seat is _MISSING:
            errors[f"{path}.seat"] = ["missing"]
        elif type(seat) is not int:
            errors[f"{path}.seat"] = ["must be an integer"]
        kind = raw.get("type", _MISSING)
        action_type = self._by_name.get(kind.lower()) if isinstance(kind, str) else None
        if kind is _MISSING:
            errors[f"{path}.type"] = ["missing"]
        elif action_type is None:
            known = ", ".join(t.name for t in self.types)
            errors[f"{path}.type"] = [f"unknown action type {kind!r}; one of {known}"]
        if action_type is None:
            raise InvalidInput(errors)
        action: dict[str, Any] = {"seat": seat, "type": action_type.name}
        allowed = {"seat", "type"}
        for fld in action_type.fields:
            allowed.add(fld.name)
            value = raw.get(fld.name, _MISSING)
            if value is _MISSING or (value is None and not fld.required):
                if fld.required:
                    errors[f"{path}.{fld.name}"] = ["missing"]
                elif fld.default is not None:
                    action[fld.name] = fld.default
                continue
            try:
                action[fld.name] = self._value(fld, value, parse_card)
            except (CardError, ValueError) as exc:
                errors[f"{path}.{fld.name}"] = [str(exc)]
        for name in raw:
            if name not in allowed:
                errors[f"{path}.{name}"] = [f"unknown field for a {action_type.name} action"]
        if errors:
            raise InvalidInput(errors)
        return action

    def _value(self, fld: ActionField, value: Any, parse_card: CardParser) -> Any:
        kind = fld.kind
        if kind == "card":
            return parse_card(value)
        if kind == "cards":
            return _card_list(value, parse_card)
        if kind == "card_lists":
            if not isinstance(value, list):
                raise ValueError("must be a list of card lists")
            return [_card_list(item, parse_card) for item in value]
        if kind == "boolean":
            if not isinstance(value, bool):
                raise ValueError("must be true or false")
            return value
        if kind == "integer":
            if type(value) is not int:
                raise ValueError("must be an integer")
            return value
        if kind == "number":
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise ValueError("must be a number")
            return value
        if kind == "suit":
            if not isinstance(value, str) or value.upper() not in self._suits:
                raise ValueError(f"must be a suit letter: one of {', '.join(self._suits)}")
            return value.upper()
        if kind == "string":
            if not isinstance(value, str) or (fld.choices and value not in fld.choices):
                raise ValueError(f"must be one of {', '.join(fld.choices or ())}")
            return value
        if kind == "layoffs":
            if not isinstance(value, list):
                raise ValueError("must be a list of {meld, cards} objects")
            layoffs = []
            for item in value:
                if not isinstance(item, dict) or set(item) != {"meld", "cards"} or type(item["meld"]) is not int:
                    raise ValueError("each lay-off is {\"meld\": <integer>, \"cards\": [...]}")
                layoffs.append({"meld": item["meld"], "cards": _card_list(item["cards"], parse_card)})
            return layoffs
        raise AssertionError(f"unknown field kind {kind}")


def _card_list(value: Any, parse_card: CardParser) -> list[str]:
    if not isinstance(value, list):
        raise ValueError("must be a list of card codes")
    return [parse_card(card) for card in value]
