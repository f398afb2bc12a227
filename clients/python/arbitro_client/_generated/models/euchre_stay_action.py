from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.euchre_stay_action_type import EuchreStayActionType

T = TypeVar("T", bound="EuchreStayAction")


@_attrs_define
class EuchreStayAction:
    """
    Attributes:
        seat (int): the acting seat
        type_ (EuchreStayActionType): Individual bid euchre and set-back: stay in the deal after trump is made, to take
            a trick or be set back
    """

    seat: int
    type_: EuchreStayActionType

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

        type_ = EuchreStayActionType(d.pop("type"))

        euchre_stay_action = cls(
            seat=seat,
            type_=type_,
        )

        return euchre_stay_action
