from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.euchre_exchange_action_type import EuchreExchangeActionType

T = TypeVar("T", bound="EuchreExchangeAction")


@_attrs_define
class EuchreExchangeAction:
    """
    Attributes:
        seat (int): the acting seat
        type_ (EuchreExchangeActionType): ace_no_face or farmers_hand: show the hand before the first lead and give
            three of its cards for the kitty's last three
        cards (list[str]): The three cards given to the kitty, face down
    """

    seat: int
    type_: EuchreExchangeActionType
    cards: list[str]

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value

        cards = self.cards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
                "cards": cards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = EuchreExchangeActionType(d.pop("type"))

        cards = cast(list[str], d.pop("cards"))

        euchre_exchange_action = cls(
            seat=seat,
            type_=type_,
            cards=cards,
        )

        return euchre_exchange_action
