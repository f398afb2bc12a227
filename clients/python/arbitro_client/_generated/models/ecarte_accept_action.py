from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.ecarte_accept_action_type import EcarteAcceptActionType

T = TypeVar("T", bound="EcarteAcceptAction")


@_attrs_define
class EcarteAcceptAction:
    """
    Attributes:
        seat (int): the acting seat
        type_ (EcarteAcceptActionType): The dealer grants the proposed exchange (4.2).
    """

    seat: int
    type_: EcarteAcceptActionType

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

        type_ = EcarteAcceptActionType(d.pop("type"))

        ecarte_accept_action = cls(
            seat=seat,
            type_=type_,
        )

        return ecarte_accept_action
