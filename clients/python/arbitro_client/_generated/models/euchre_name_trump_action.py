from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.euchre_name_trump_action_trump import EuchreNameTrumpActionTrump
from ..models.euchre_name_trump_action_type import EuchreNameTrumpActionType

T = TypeVar("T", bound="EuchreNameTrumpAction")


@_attrs_define
class EuchreNameTrumpAction:
    """
    Attributes:
        seat (int): the acting seat
        type_ (EuchreNameTrumpActionType): bidding auction: the high bidder names trump: a suit, or no trump with aces
            high (high) or nines high (low), as no_trump allows
        trump (EuchreNameTrumpActionTrump): S, H, D or C, or high or low (no trump)
    """

    seat: int
    type_: EuchreNameTrumpActionType
    trump: EuchreNameTrumpActionTrump

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value

        trump = self.trump.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
                "trump": trump,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = EuchreNameTrumpActionType(d.pop("type"))

        trump = EuchreNameTrumpActionTrump(d.pop("trump"))

        euchre_name_trump_action = cls(
            seat=seat,
            type_=type_,
            trump=trump,
        )

        return euchre_name_trump_action
