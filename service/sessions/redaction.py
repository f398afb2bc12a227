"""What a seat may be shown: nothing a seat may not see leaves the session layer for that seat.

A seat's answers are BUILT from ``engine.seat_view`` and from fields that are public by
construction; legal actions, error sentences and log records are passed on only when every card
they name is one the seat can see, else a public form is built for them (a face-down card
becomes a count in ``hidden``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..engine import GameEngine
from ..messages import Phrase

_CARD_KINDS = {"card", "cards", "card_lists", "layoffs", "swaps"}


def cards_in(value: Any, deck_members: Any, found: set[str]) -> set[str]:
    """Every card code found anywhere in a JSON-like value."""
    if isinstance(value, str):
        if value in deck_members:
            found.add(value)
    elif isinstance(value, dict):
        for item in value.values():
            cards_in(item, deck_members, found)
    elif isinstance(value, (list, tuple)):
        for item in value:
            cards_in(item, deck_members, found)
    return found


def field_cards(value: Any) -> list[str]:
    """The cards of one action field (card, cards, card lists or lay-offs), in order."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return field_cards(value.get("cards", []))
    if isinstance(value, list):
        return [card for item in value for card in field_cards(item)]
    return []


def face_down_cards(engine: GameEngine, action: dict) -> set[str]:
    """The cards ``action`` puts (or takes) face down: its fields declared ``face_down``."""
    action_type = next(t for t in engine.vocabulary.types if t.name == action["type"])
    return {card for f in action_type.fields if f.face_down for card in field_cards(action.get(f.name))}


def public_action(engine: GameEngine, action: Mapping[str, Any], visible: set[str]) -> dict:
    """An action record with only the cards ``visible`` holds; a hidden card field becomes a count."""
    fields = {f.name: f.kind for t in engine.vocabulary.types if t.name == action["type"] for f in t.fields}
    public: dict[str, Any] = {}
    hidden: dict[str, int] = {}
    for name, value in action.items():
        if fields.get(name) in _CARD_KINDS:
            cards = field_cards(value)
            if not all(card in visible for card in cards):
                hidden[name] = len(cards)
                continue
        public[name] = value
    if hidden:
        public["hidden"] = hidden
    return public


def safe_detail(rule: str, detail: Phrase, allowed: set[str], deck_members: Any) -> Phrase:
    """The engine's words if every card they name is one the poster may see; else neutral ones."""
    if cards_in(_facts(detail), deck_members, set()) <= allowed:
        return detail
    return Phrase("action_refused.hidden", {"rule": rule})


def _facts(phrase: Phrase) -> list[Any]:
    """Every fact of a phrase, those of the phrases within it included."""
    return [_facts(value) if isinstance(value, Phrase) else value for value in phrase.facts.values()]
