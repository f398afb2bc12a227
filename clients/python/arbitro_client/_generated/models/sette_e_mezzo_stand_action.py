from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.sette_e_mezzo_stand_action_type import SetteEMezzoStandActionType

T = TypeVar("T", bound="SetteEMezzoStandAction")


@_attrs_define
class SetteEMezzoStandAction:
    """
    Attributes:
        seat (int): the acting seat
        type_ (SetteEMezzoStandActionType): Take no more cards; the turn passes on.
    """

    seat: int
    type_: SetteEMezzoStandActionType

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

        type_ = SetteEMezzoStandActionType(d.pop("type"))

        sette_e_mezzo_stand_action = cls(
            seat=seat,
            type_=type_,
        )

        return sette_e_mezzo_stand_action
