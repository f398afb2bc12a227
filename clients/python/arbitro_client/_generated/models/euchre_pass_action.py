from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.euchre_pass_action_type import EuchrePassActionType

T = TypeVar("T", bound="EuchrePassAction")


@_attrs_define
class EuchrePassAction:
    """
    Attributes:
        seat (int): the acting seat
        type_ (EuchrePassActionType): Decline to make trump or to bid, to defend alone, to go alone blind (robson_rules)
            or to show a hand (ace_no_face, farmers_hand); individual bid euchre: drop out of the deal after the bidding;
            set-back: throw the hand in
    """

    seat: int
    type_: EuchrePassActionType

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = EuchrePassActionType(d.pop("type"))

        euchre_pass_action = cls(
            seat=seat,
            type_=type_,
        )

        return euchre_pass_action
