from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.euchre_legal_action_trump import EuchreLegalActionTrump
from ..models.euchre_legal_action_type import EuchreLegalActionType
from ..types import UNSET, Unset

T = TypeVar("T", bound="EuchreLegalAction")


@_attrs_define
class EuchreLegalAction:
    """
    Attributes:
        seat (int): a seat, from 0
        type_ (EuchreLegalActionType):
        alone (bool | Unset): Play without a partner (the partner sits out)
        card (str | Unset): The card discarded, face down Example: AS.
        suit (str | Unset): The trump suit: S, H, D or C Example: H.
        cards (list[str] | Unset): The three cards given to the kitty, face down
        min_cards (int | Unset): the least cards (a template)
        max_cards (int | Unset): the most cards (a template)
        tricks (int | Unset): The tricks bid: from 1 to the cards in a hand
        min_tricks (int | Unset): the least tricks (a template)
        max_tricks (int | Unset): the most tricks (a template)
        trump (EuchreLegalActionTrump | Unset): S, H, D or C, or high or low (no trump)
        deduct (bool | Unset): Take the march's points off the opponents' score instead of adding them to the makers'
        min_ (int | Unset): a template's least amount
        max_ (int | Unset): a template's most amount
    """

    seat: int
    type_: EuchreLegalActionType
    alone: bool | Unset = UNSET
    card: str | Unset = UNSET
    suit: str | Unset = UNSET
    cards: list[str] | Unset = UNSET
    min_cards: int | Unset = UNSET
    max_cards: int | Unset = UNSET
    tricks: int | Unset = UNSET
    min_tricks: int | Unset = UNSET
    max_tricks: int | Unset = UNSET
    trump: EuchreLegalActionTrump | Unset = UNSET
    deduct: bool | Unset = UNSET
    min_: int | Unset = UNSET
    max_: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value

        alone = self.alone

        card = self.card

        suit = self.suit

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        min_cards = self.min_cards

        max_cards = self.max_cards

        tricks = self.tricks

        min_tricks = self.min_tricks

        max_tricks = self.max_tricks

        trump: str | Unset = UNSET
        if not isinstance(self.trump, Unset):
            trump = self.trump.value

        deduct = self.deduct

        min_ = self.min_

        max_ = self.max_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
            }
        )
        if alone is not UNSET:
            field_dict["alone"] = alone
        if card is not UNSET:
            field_dict["card"] = card
        if suit is not UNSET:
            field_dict["suit"] = suit
        if cards is not UNSET:
            field_dict["cards"] = cards
        if min_cards is not UNSET:
            field_dict["min_cards"] = min_cards
        if max_cards is not UNSET:
            field_dict["max_cards"] = max_cards
        if tricks is not UNSET:
            field_dict["tricks"] = tricks
        if min_tricks is not UNSET:
            field_dict["min_tricks"] = min_tricks
        if max_tricks is not UNSET:
            field_dict["max_tricks"] = max_tricks
        if trump is not UNSET:
            field_dict["trump"] = trump
        if deduct is not UNSET:
            field_dict["deduct"] = deduct
        if min_ is not UNSET:
            field_dict["min"] = min_
        if max_ is not UNSET:
            field_dict["max"] = max_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = EuchreLegalActionType(d.pop("type"))

        alone = d.pop("alone", UNSET)

        card = d.pop("card", UNSET)

        suit = d.pop("suit", UNSET)

        cards = cast(list[str], d.pop("cards", UNSET))

        min_cards = d.pop("min_cards", UNSET)

        max_cards = d.pop("max_cards", UNSET)

        tricks = d.pop("tricks", UNSET)

        min_tricks = d.pop("min_tricks", UNSET)

        max_tricks = d.pop("max_tricks", UNSET)

        _trump = d.pop("trump", UNSET)
        trump: EuchreLegalActionTrump | Unset
        if isinstance(_trump, Unset):
            trump = UNSET
        else:
            trump = EuchreLegalActionTrump(_trump)

        deduct = d.pop("deduct", UNSET)

        min_ = d.pop("min", UNSET)

        max_ = d.pop("max", UNSET)

        euchre_legal_action = cls(
            seat=seat,
            type_=type_,
            alone=alone,
            card=card,
            suit=suit,
            cards=cards,
            min_cards=min_cards,
            max_cards=max_cards,
            tricks=tricks,
            min_tricks=min_tricks,
            max_tricks=max_tricks,
            trump=trump,
            deduct=deduct,
            min_=min_,
            max_=max_,
        )

        return euchre_legal_action
