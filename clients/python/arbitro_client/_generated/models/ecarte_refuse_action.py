from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.ecarte_refuse_action_type import EcarteRefuseActionType

T = TypeVar("T", bound="EcarteRefuseAction")


@_attrs_define
class EcarteRefuseAction:
    """
    Attributes:
        seat (int): the acting seat
        type_ (EcarteRefuseActionType): The dealer refuses the proposed exchange (4.2); the elder then leads and the
            dealer is flagged (4.6). The Italian dealer refuses by answering 'gioca' (play).
    """

    seat: int
    type_: EcarteRefuseActionType

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

        type_ = EcarteRefuseActionType(d.pop("type"))

        ecarte_refuse_action = cls(
            seat=seat,
            type_=type_,
        )

        return ecarte_refuse_action
