"""Reading a request's ``deal`` object: every error collected with its field path.

Each engine describes its fields (:class:`DealField`), gathers them once into a :class:`DealForm`,
and reads each deal through a :class:`DealReader`, which also checks, once all cards are read, that
no card appears more often than the deck holds it.

A game has this one reader, for well-formed deals and faulty ones alike.  It is quick on the usual
deal - every field by its own name, canonical card codes, each card once - because each step first
checks that case whole: the names against a set made once per game (:class:`DealForm`), a card list
with one set operation (then taken as given), the cards read with one set.  Only what fails a check is
read item by item - the aliases, each code of the list, each card's copies - naming every fault; both
ways give a deal the same values, and a faulty one the same faults.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, overload

from ..cards import CardError, Deck
from ..messages import Phrase, fault
from .base import DealField
from .errors import FieldMessage, InvalidInput


class DealForm:
    """A game's deal fields and what reading a deal needs of them, worked out once: the fields' own
    names, every name a field may be given by (its aliases too), and the fields a deal must give."""

    def __init__(self, fields: Sequence[DealField]) -> None:
        self.fields = tuple(fields)
        self.own = frozenset(f.name for f in fields)
        self.names = {alias: f.name for f in fields for alias in f.aliases} | {f.name: f.name for f in fields}
        self.required = tuple(f.name for f in fields if f.required)


class DealReader:
    """One deal read field by field (each read by the method of its kind), every fault collected in
    ``errors`` with its field path; :meth:`finish` raises them all at once."""

    def __init__(self, deal: Any, deck: Deck, form: DealForm, path: str = "deal"):
        self.deck = deck
        self.path = path
        self.errors: dict[str, list[FieldMessage]] = {}
        self._cards_read: list[str] = []
        if not isinstance(deal, dict):
            raise InvalidInput.at(path, fault("not_object"))
        self.given: dict[str, str] = {}  # a field given by one of its aliases -> that alias
        # every name a field's own (the usual deal): read as given, never changed
        self.raw: dict[str, Any] = deal if deal.keys() <= form.own else self._by_field_name(deal, form.names)
        for name in form.required:
            if self.raw.get(name) is None:
                self._error(name, fault("missing"))

    def _by_field_name(self, deal: dict[str, Any], names: dict[str, str]) -> dict[str, Any]:
        """``deal`` with every alias read as its field's name (errors then name the alias given).

        A field given both by its name and an alias (or by two aliases) must have one value;
        two different values are an error naming the alias. A null is a name not given.
        """
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

    def cards(self, name: str) -> list[str] | None:
        """The list of cards of the field ``name``, or None when it is not given."""
        value = self.raw.get(name)
        return None if value is None else self._card_list(value, name)

    def _card_list(self, value: Any, name: str, index: int | None = None, counted: bool = True) -> list[str] | None:
        """The cards of ``value``, the field ``name`` (or its item ``index``), each bad code reported under its
        position and left out; ``counted``: with the deal's other cards, which :meth:`finish` counts."""
        if not isinstance(value, list):
            self._error(_label(name, index), fault("not_card_list"))
            return None
        try:
            canonical = self.deck.members.issuperset(value)  # the usual list: one set operation
        except TypeError:
            canonical = False  # an unhashable item, named below
        cards = list(value) if canonical else self._parsed(value, _label(name, index))
        if counted:
            self._cards_read += cards
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
            cards = self._card_list(codes, name, i, counted=False)
            assert cards is not None  # a list, checked above
            for message in self.deck.check_counts(cards):
                self._error(f"{name}.{i}", message)
            lists.append(cards)
        return lists

    def _parsed(self, codes: list[Any], label: str) -> list[str]:
        """The cards of ``codes`` read one by one; each bad code is reported as ``label.<index>`` and left out."""
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
        members = self.deck.members
        for seat, hand in enumerate(value):
            if hand is None:
                hands.append(None)
                continue
            try:  # the usual hand, canonical codes: taken as given here, without a call per hand
                given = type(hand) is list and members.issuperset(hand)
            except TypeError:
                given = False  # an unhashable item, named by the reading below
            if given:
                cards: list[str] | None = list(hand)
                self._cards_read += hand
            else:
                cards = self._card_list(hand, name, seat)
            if cards is not None and sizes is not None and len(cards) != sizes[seat]:
                self._error(f"{name}.{seat}", fault("hand_size", seat=seat, size=sizes[seat], count=len(cards)))
            hands.append(cards)
        return hands

    def finish(self) -> None:
        """Raise InvalidInput with every error found, duplicates across the deal included."""
        cards = self._cards_read  # each a code of the deck: only a card read twice may be too many
        if len(set(cards)) < len(cards):
            for message in self.deck.check_counts(cards):
                self.errors.setdefault(self.path, []).append(message)
        if self.errors:
            raise InvalidInput(self.errors)


def _label(name: str, index: int | None) -> str:
    """The field ``name``, or its item ``index``, as an error names it."""
    return name if index is None else f"{name}.{index}"


def _same(a: Any, b: Any) -> bool:
    """Equal JSON values, ``true`` and ``1`` told apart."""
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    return type(a) is type(b) and a == b
