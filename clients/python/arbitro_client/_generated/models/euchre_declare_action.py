from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.euchre_declare_action_type import EuchreDeclareActionType

T = TypeVar("T", bound="EuchreDeclareAction")


@_attrs_define
class EuchreDeclareAction:
    """
    Attributes:
        seat (int): the acting seat
        type_ (EuchreDeclareActionType): Set-back with declare_march: after trump is made, say "I declare" - lead, and
            take every trick to win the match and the pool at once
    """

    seat: int
    type_: EuchreDeclareActionType

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

        type_ = EuchreDeclareActionType(d.pop("type"))

        euchre_declare_action = cls(
            seat=seat,
            type_=type_,
        )

        return euchre_declare_action
