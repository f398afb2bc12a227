from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.ecarte_declare_king_action_type import EcarteDeclareKingActionType

T = TypeVar("T", bound="EcarteDeclareKingAction")


@_attrs_define
class EcarteDeclareKingAction:
    """
    Attributes:
        seat (int): the acting seat
        type_ (EcarteDeclareKingActionType): Announce the king of trumps for 1 point, at any moment from holding it
            until one's first card, in any phase (5.2); not a turn: it changes nobody's turn and may come while the other
            seat is to act.
    """

    seat: int
    type_: EcarteDeclareKingActionType

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

        type_ = EcarteDeclareKingActionType(d.pop("type"))

        ecarte_declare_king_action = cls(
            seat=seat,
            type_=type_,
        )

        return ecarte_declare_king_action
