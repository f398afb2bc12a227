from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.deck_rules import DeckRules


T = TypeVar("T", bound="Deck")


@_attrs_define
class Deck:
    """
    Attributes:
        rules (DeckRules): option -> value: the values of the options the deck depends on (empty: every rule deals this
            deck); the rules a request resolves to deal the deck whose values they hold
        cards (list[str]): every distinct card code of the deck, in its suits' order; the joker once, last
        copies (int): how many of each card but the joker it holds
        jokers (int): how many jokers (JK) it holds
        suits (list[str]): its suits' letters, in order
    """

    rules: DeckRules
    cards: list[str]
    copies: int
    jokers: int
    suits: list[str]

    def to_dict(self) -> dict[str, Any]:
        rules = self.rules.to_dict()

        cards = self.cards

        copies = self.copies

        jokers = self.jokers

        suits = self.suits

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rules": rules,
                "cards": cards,
                "copies": copies,
                "jokers": jokers,
                "suits": suits,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.deck_rules import DeckRules

        d = dict(src_dict)
        rules = DeckRules.from_dict(d.pop("rules"))

        cards = cast(list[str], d.pop("cards"))

        copies = d.pop("copies")

        jokers = d.pop("jokers")

        suits = cast(list[str], d.pop("suits"))

        deck = cls(
            rules=rules,
            cards=cards,
            copies=copies,
            jokers=jokers,
            suits=suits,
        )

        return deck
