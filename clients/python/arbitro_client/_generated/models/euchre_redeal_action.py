from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.euchre_redeal_action_type import EuchreRedealActionType

T = TypeVar("T", bound="EuchreRedealAction")


@_attrs_define
class EuchreRedealAction:
    """
    Attributes:
        seat (int): the acting seat
        type_ (EuchreRedealActionType): ace_no_face: show the hand before the first lead and have the same dealer deal
            again
    """

    seat: int
    type_: EuchreRedealActionType

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

        type_ = EuchreRedealActionType(d.pop("type"))

        euchre_redeal_action = cls(
            seat=seat,
            type_=type_,
        )

        return euchre_redeal_action
