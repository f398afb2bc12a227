"""Reading a request's ``deal`` object: every error collected with its field path.

Each engine describes its fields (:class:`DealField`) and reads them through a
:class:`DealReader`, which also checks, once all cards are read, that no card appears more
often than the deck holds it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, overload

from ..cards import CardError, Deck
from ..messages import Phrase, fault
from .base import DealField
from .errors import FieldMessage, InvalidInput


class DealReader:
    def __init__(self, deal: Any, deck: Deck, fields: Sequence[DealField], path: str = "deal"):
        self.deck = deck
        self.path = path
        self.errors: dict[str, list[FieldMessage]] = {}
        self._cards_read: list[str] = []
        if not isinstance(deal, dict):
            raise InvalidInput.at(path, fault("not_object"))
        self.given: dict[str, str] = {}  # a field given by one of its aliases -> that alias
        self.raw = self._by_field_name(deal, fields)
        for f in fields:
            if f.required and self.raw.get(f.name) is None:
                self._error(f.name, fault("missing"))

    def _by_field_name(self, deal: dict[str, Any], fields: Sequence[DealField]) -> dict[str, Any]:
        """``deal`` with every alias read as its field's name (errors then name the alias given).

        A field given both by its name and an alias (or by two aliases) must have one value;
        two different values are an error naming the alias. A null is a name not given.
        """
        names = {alias: f.name for f in fields for alias in f.aliases} | {f.name: f.name for f in fields}
        raw = {}
        for name, value in deal.items():
            if name not in names:
                self._error(name, fault("unknown_field"))
            elif names[name] == name:
                raw[name] = value
        for name, value in deal.items():
            field = names.get(name, name)
            if field == name or value is None:
                continue
            if raw.get(field) is None:
                raw[field] = value
                self.given[field] = name
            elif not _same(raw[field], value):
                other = self.given.get(field, field)
                self._error(name, fault("alias_differs", field=f"{self.path}.{field}", other=f"{self.path}.{other}"))
        return raw

    def _error(self, name: str, message: Phrase) -> None:
        field, dot, rest = name.partition(".")
        self.errors.setdefault(f"{self.path}.{self.given.get(field, field)}{dot}{rest}", []).append(message)

    def has(self, name: str) -> bool:
        return self.raw.get(name) is not None

    @overload
    def seat(self, name: str, seats: int, default: int = 0) -> int: ...
    @overload
    def seat(self, name: str, seats: int, default: None) -> int | None: ...
    def seat(self, name: str, seats: int, default: int | None = 0) -> int | None:
        value = self.raw.get(name)
        if value is None:
            return default
        if type(value) is not int or not 0 <= value < seats:
            self._error(name, fault("not_seat", last=seats - 1))
            return default
        return value

    @overload
    def integer(self, name: str, default: int, minimum: int = 0) -> int: ...
    @overload
    def integer(self, name: str, default: None = None, minimum: int = 0) -> int | None: ...
    def integer(self, name: str, default: int | None = None, minimum: int = 0) -> int | None:
        value = self.raw.get(name)
        if value is None:
            return default
        if type(value) is not int or value < minimum:
            self._error(name, fault("integer_below", minimum=minimum))
            return default
        return value

    def card(self, name: str) -> str | None:
        value = self.raw.get(name)
        if value is None:
            return None
        try:
            card = self.deck.parse(value)
        except CardError as exc:
            self._error(name, exc.phrase)
            return None
        self._cards_read.append(card)
        return card

    def cards(self, name: str, path: str | None = None, value: Any = None) -> list[str] | None:
        """A list of cards (the field ``name``, or ``value`` reported under ``path``)."""
        if path is None:
            value = self.raw.get(name)
            if value is None:
                return None
        label = path or name
        if not isinstance(value, list):
            self._error(label, fault("not_card_list"))
            return None
        cards = self._parsed(value, label)
        self._cards_read.extend(cards)
        return cards

    def card_lists(self, name: str) -> list[list[str]] | None:
        """A list of card lists, each checked on its own: one card may appear in several lists.

        For cards the deal holds again in another order (Sette e Mezzo's reshuffled stocks):
        they are not counted with the deal's other cards by :meth:`finish`.
        """
        value = self.raw.get(name)
        if value is None:
            return None
        if not isinstance(value, list) or not all(isinstance(item, list) for item in value):
            self._error(name, fault("not_card_lists"))
            return None
        lists = []
        for i, codes in enumerate(value):
            cards = self._parsed(codes, f"{name}.{i}")
            for message in self.deck.check_counts(cards):
                self._error(f"{name}.{i}", message)
            lists.append(cards)
        return lists

    def _parsed(self, codes: list[Any], label: str) -> list[str]:
        """The cards of ``codes``; each bad code is reported as ``label.<index>`` and left out."""
        try:
            return self.deck.parse_all(codes)
        except CardError:
            pass  # read them again one by one, to report every bad code
        cards = []
        for i, code in enumerate(codes):
            try:
                cards.append(self.deck.parse(code))
            except CardError as exc:
                self._error(f"{label}.{i}", exc.phrase)
        return cards

    def hands(self, name: str, seats: int, sizes: Sequence[int] | None) -> list[list[str] | None]:
        """One card list or null per seat; ``sizes[i]`` is seat i's dealt hand size if fixed."""
        value = self.raw.get(name)
        if value is None:
            return [None] * seats
        if not isinstance(value, list) or len(value) != seats:
            self._error(name, fault("not_hands", seats=seats))
            return [None] * seats
        hands: list[list[str] | None] = []
        for seat, hand in enumerate(value):
            if hand is None:
                hands.append(None)
                continue
            cards = self.cards(name, f"{name}.{seat}", hand)
            if cards is not None and sizes is not None and len(cards) != sizes[seat]:
                self._error(f"{name}.{seat}", fault("hand_size", seat=seat, size=sizes[seat], count=len(cards)))
            hands.append(cards)
        return hands

    def finish(self) -> None:
        """Raise InvalidInput with every error found, duplicates across the deal included."""
        for message in self.deck.check_counts(self._cards_read):
            self.errors.setdefault(self.path, []).append(message)
        if self.errors:
            raise InvalidInput(self.errors)


def _same(a: Any, b: Any) -> bool:
    """Equal JSON values, ``true`` and ``1`` told apart."""
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    return type(a) is type(b) and a == b
