from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.euchre_bid_action_type import EuchreBidActionType

T = TypeVar("T", bound="EuchreBidAction")


@_attrs_define
class EuchreBidAction:
    """
    Attributes:
        seat (int): the acting seat
        type_ (EuchreBidActionType): bidding auction (bid euchre): contract to take this many tricks (with the partner)
            if allowed to name trump; more than the highest bid so far
        tricks (int): The tricks bid: from 1 to the cards in a hand
    """

    seat: int
    type_: EuchreBidActionType
    tricks: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value

        tricks = self.tricks

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
                "tricks": tricks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = EuchreBidActionType(d.pop("type"))

        tricks = d.pop("tricks")

        euchre_bid_action = cls(
            seat=seat,
            type_=type_,
            tricks=tricks,
        )

        return euchre_bid_action
