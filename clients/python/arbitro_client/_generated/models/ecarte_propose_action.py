from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.ecarte_propose_action_type import EcarteProposeActionType

T = TypeVar("T", bound="EcarteProposeAction")


@_attrs_define
class EcarteProposeAction:
    """
    Attributes:
        seat (int): the acting seat
        type_ (EcarteProposeActionType): The elder asks for an exchange of cards (4.1); only while the stock holds
            cards.
    """

    seat: int
    type_: EcarteProposeActionType

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

        type_ = EcarteProposeActionType(d.pop("type"))

        ecarte_propose_action = cls(
            seat=seat,
            type_=type_,
        )

        return ecarte_propose_action
